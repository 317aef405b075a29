//! The foundation queries on every function of the shared corpus: parse
//! without errors, loops, IVs, affine forms and trip counts without panics.
//! Skips cleanly when the corpus is absent.

use std::path::PathBuf;

use lanes_db::{RootDatabase, file_functions, function_ir, loop_forest};

fn corpus() -> Option<PathBuf> {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus");
    p.is_dir().then_some(p)
}

fn ll_files(dir: &PathBuf) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.clone()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|e| e == "ll") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

#[test]
fn every_corpus_function_gets_loops_without_errors() {
    let Some(dir) = corpus() else {
        eprintln!("skipping: ../shared/corpus not found");
        return;
    };
    let mut db = RootDatabase::default();
    let (mut files, mut funcs, mut loops, mut counted) = (0, 0, 0, 0);
    let mut errors = Vec::new();
    for path in ll_files(&dir) {
        let text = std::fs::read_to_string(&path).unwrap();
        let file = db.set_file(&path.display().to_string(), &text);
        files += 1;
        for &f in file_functions(&db, file) {
            funcs += 1;
            let ir = function_ir(&db, f);
            if ir.func.is_none() || !ir.diagnostics.is_empty() {
                errors.push(format!("{}: @{}: {:?}", path.display(), f.name(&db), ir.diagnostics.first()));
            }
            let forest = loop_forest(&db, f);
            loops += forest.loops.len();
            counted += forest.loops.iter().filter(|(_, l)| l.trip_count.is_some()).count();
        }
    }
    eprintln!("{files} files, {funcs} functions, {loops} loops, {counted} with a constant trip count");
    assert!(errors.is_empty(), "{}", errors.join("\n"));
    assert!(files > 100 && loops > 100);
}
