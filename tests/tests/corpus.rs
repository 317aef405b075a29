//! The foundation queries on every function of the shared corpus: parse
//! without errors, loops, IVs, affine forms and trip counts without panics.
//! Skips cleanly when the corpus is absent.

use std::path::PathBuf;

fn corpus() -> Option<PathBuf> {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus");
    p.is_dir().then_some(p)
}

fn ll_files(dir: &std::path::Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
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
        return lanes_test_utils::skip("../shared/corpus not found");
    };
    let mut host = lanes::AnalysisHost::new();
    let (mut files, mut funcs, mut loops, mut counted) = (0, 0, 0, 0);
    let mut errors = Vec::new();
    for path in ll_files(&dir) {
        let text = std::fs::read_to_string(&path).unwrap();
        let p = path.display().to_string();
        host.open_file(&p, &text);
        files += 1;
        let an = host.analysis();
        for d in an.diagnostics(&p).unwrap().unwrap() {
            errors.push(d.rendered);
        }
        for f in an.functions(&p).unwrap().unwrap() {
            funcs += 1;
            if !f.ok {
                errors.push(format!("{p}: @{} did not parse", f.name));
            }
        }
        for l in an.loops(&p, None, None).unwrap().unwrap() {
            loops += 1;
            counted += usize::from(l.trip_count.is_some());
        }
    }
    eprintln!(
        "{files} files, {funcs} functions, {loops} loops, {counted} with a constant trip count"
    );
    assert!(errors.is_empty(), "{}", errors.join("\n"));
    assert!(files > 100 && loops > 100);
}
