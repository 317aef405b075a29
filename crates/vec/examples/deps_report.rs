//! Prints the dependence verdict of every innermost loop of the given files,
//! one line per loop, for comparison with
//! `opt -passes=print-access-info` (see docs/vectorizer.md):
//! `FILE FUNC HEADER safe|unsafe DIST|- RUNTIME_CHECKS`.

use lanes_db::{RootDatabase, file_functions, function_loops, loop_data};

fn main() {
    for path in std::env::args().skip(1) {
        let text = String::from_utf8_lossy(&std::fs::read(&path).unwrap()).into_owned();
        let mut db = RootDatabase::default();
        let file = db.set_file(&path, &text);
        for &f in file_functions(&db, file) {
            for &l in function_loops(&db, f) {
                if !loop_data(&db, l).is_some_and(|d| d.is_innermost()) {
                    continue;
                }
                let d = lanes_vec::dependences(&db, l);
                println!(
                    "{path} {} {} {} {} {}",
                    f.name(&db),
                    l.header(&db),
                    if d.safe { "safe" } else { "unsafe" },
                    d.max_safe_dist_bytes
                        .map_or("-".to_string(), |b| b.to_string()),
                    d.runtime_checks
                );
                if std::env::var_os("VERBOSE").is_some() {
                    let m = lanes_vec::memrefs(&db, l);
                    for dep in d
                        .deps
                        .iter()
                        .filter(|d| !d.runtime_check && !d.kind.is_safe())
                    {
                        println!(
                            "    {:?} {}: {} -> {}",
                            dep.kind,
                            dep.note,
                            m[dep.src.index()].text,
                            m[dep.dst.index()].text
                        );
                    }
                }
            }
        }
    }
}
