//! Every loop of the corpus (/work/shared/corpus: llvm-lit, gcc-vect,
//! igc-lit) goes through every query without panicking. Skips cleanly when
//! the corpus is absent.

use lanes_db::{LayoutPolicy, RootDatabase, file_functions, function_loops};

fn corpus_files() -> Vec<std::path::PathBuf> {
    let root = std::path::Path::new("/work/shared/corpus");
    let mut out = Vec::new();
    let Ok(dirs) = std::fs::read_dir(root) else {
        return out;
    };
    for d in dirs.flatten() {
        let Ok(files) = std::fs::read_dir(d.path()) else {
            continue;
        };
        for f in files.flatten() {
            if f.path().extension().is_some_and(|e| e == "ll") {
                out.push(f.path());
            }
        }
    }
    out.sort();
    out
}

#[test]
fn every_corpus_loop() {
    let files = corpus_files();
    if files.is_empty() {
        return lanes_test_utils::skip("../shared/corpus not found");
    }
    let (mut loops, mut deps) = (0, 0);
    for path in files {
        let text = String::from_utf8_lossy(&std::fs::read(&path).unwrap()).into_owned();
        let mut db = RootDatabase::default();
        let file = db.set_file(&path.display().to_string(), &text);
        for &f in file_functions(&db, file) {
            for &l in function_loops(&db, f) {
                loops += 1;
                lanes_vec::wi_analysis(&db, l);
                lanes_vec::memrefs(&db, l);
                deps += lanes_vec::dependences(&db, l).deps.len();
                lanes_vec::soa_analysis(&db, l);
                for layout in [LayoutPolicy::Aos, LayoutPolicy::Auto] {
                    for vf in [4, 16] {
                        lanes_vec::shapes(&db, l, vf, layout);
                        lanes_vec::refined_memrefs(&db, l, vf, layout);
                    }
                }
            }
        }
    }
    eprintln!("{loops} loops, {deps} dependences");
    assert!(loops > 50);
}
