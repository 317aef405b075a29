//! `lanes source`: the sources the debug info names, each loop's verdict
//! under its start line, found beside the IR, in the recorded directory or
//! under `--source-root`.

use std::path::PathBuf;

use serde_json::Value;

fn run(args: &[&str]) -> (i32, String, String) {
    let mut argv = vec!["lanes".to_string()];
    argv.extend(args.iter().map(|a| a.to_string()));
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = lanes::cli::run(&argv, &mut out, &mut err);
    let s = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (code, s(out), s(err))
}

#[test]
fn a_missing_source_says_where_to_look() {
    let dir = std::env::temp_dir().join(format!("lanes-source-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("src")).unwrap();
    let ll = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../fixtures/views/loop_location.ll");
    let ir = dir.join("loc.ll");
    std::fs::copy(&ll, &ir).unwrap();
    let ir = ir.display().to_string();
    let (code, out, err) = run(&["source", &ir]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("loc.c not found beside the IR"), "{out}");
    assert!(out.contains("--source-root DIR"), "{out}");
    // Lines past the end of what was read still carry their loops.
    assert!(
        out.contains("^ @from_preheader L0 for.body: vectorized"),
        "{out}"
    );
    // Found under a root, every loop on its line with a caret at its column.
    let source: String = (1..=45).map(|n| format!("line {n}\n")).collect();
    std::fs::write(dir.join("src/loc.c"), source).unwrap();
    let root = dir.join("src").display().to_string();
    let (code, out, _) = run(&["source", &ir, "--source-root", &root]);
    assert_eq!(code, 0);
    assert!(out.contains("found under --source-root"), "{out}");
    let lines: Vec<&str> = out.lines().collect();
    let at = |n: usize| {
        lines
            .iter()
            .position(|l| l.ends_with(&format!("| line {n}")))
            .unwrap()
    };
    assert!(lines[at(17) + 1].contains("  ^ @from_preheader"), "{out}");
    assert!(lines[at(30) + 1].contains("    ^ @from_loop_id"), "{out}");
    assert!(lines[at(42) + 1].contains("      ^ @from_header"), "{out}");
    // One function's loops, with the lines around them.
    let (_, one, _) = run(&[
        "source",
        &ir,
        "--source-root",
        &root,
        "--func",
        "from_loop_id",
    ]);
    assert!(
        one.contains("from_loop_id") && !one.contains("from_header"),
        "{one}"
    );
    assert!(!one.contains("| line 1\n"), "{one}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Every loop of GCC's vectorizer tests (clang with line tables) starts on
/// a line of its C file that has a loop keyword at or after its column.
#[test]
fn gcc_vect_loops_sit_on_their_source_lines() {
    let corpus = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus/gcc-vect");
    if !corpus.is_dir() {
        return lanes_test_utils::skip("../shared/corpus not found");
    }
    let root = corpus
        .join("src/gcc/testsuite/gcc.dg/vect")
        .display()
        .to_string();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&corpus)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    let (mut loops, mut on_keyword) = (0, 0);
    for f in &files {
        let f = f.display().to_string();
        let (code, out, err) = run(&["source", &f, "--source-root", &root, "--format", "json"]);
        assert_eq!(code, 0, "{f}: {err}");
        let v: Value = serde_json::from_str(&out).unwrap();
        for view in v["result"].as_array().unwrap() {
            assert!(
                view["path"].is_string(),
                "{f}: {} not found",
                view["source"]
            );
            let lines = view["lines"].as_array().unwrap();
            for l in view["loops"].as_array().unwrap() {
                loops += 1;
                let (n, col) = (
                    l["line"].as_u64().unwrap() as usize,
                    l["column"].as_u64().unwrap() as usize,
                );
                let text = lines[n - 1].as_str().unwrap();
                let rest = text.get(col.saturating_sub(1)..).unwrap_or("");
                if ["for", "while", "do"].iter().any(|k| rest.starts_with(k)) {
                    on_keyword += 1;
                }
            }
        }
    }
    assert!(loops > 100, "{loops} loops");
    // A loop's start is its `for`/`while`/`do`, except where clang's
    // rotation or a macro put it elsewhere.
    assert!(
        on_keyword * 100 >= loops * 90,
        "{on_keyword} of {loops} loops start at a loop keyword"
    );
}
