//! Every `.ll` of the shared corpus (when present), of the workspace's
//! fixtures and of this crate's test data parses without errors, prints back
//! to text that parses to the same IR, and — when LLVM 14's `llvm-as` is
//! installed — to text LLVM accepts.

mod common;

use std::path::Path;

use common::{check_all, ll_files};

#[test]
fn shared_corpus() {
    let Some(dir) = lanes_test_utils::shared_corpus() else {
        return;
    };
    let files = ll_files(&dir);
    check_all(&files, true);
    eprintln!("{} corpus files parsed and round-tripped", files.len());
}

#[test]
fn workspace_fixtures() {
    let files = ll_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures"));
    // Files under `invalid/` are meant to be rejected: they must get an
    // error, and their valid functions must still be parsed.
    let (invalid, valid): (Vec<_>, Vec<_>) = files
        .into_iter()
        .partition(|f| f.components().any(|c| c.as_os_str() == "invalid"));
    for f in &invalid {
        let text = std::fs::read_to_string(f).expect("UTF-8 fixture");
        let (m, diags) = lanes_ir::parse_module(&text);
        assert!(
            diags
                .iter()
                .any(|d| d.severity == lanes_ir::Severity::Error),
            "{}: no error reported",
            f.display()
        );
        let defines = lanes_ir::split_module(&text)
            .iter()
            .filter(|i| i.kind == lanes_ir::ItemKind::Define)
            .count();
        assert!(m.functions.len() < defines || defines == 0);
    }
    check_all(&valid, true);
    eprintln!(
        "{} fixture files parsed and round-tripped, {} rejected",
        valid.len(),
        invalid.len()
    );
}

#[test]
fn test_data() {
    let files = ll_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data"));
    assert!(!files.is_empty());
    // `llvm19.ll` uses syntax LLVM 14 does not know; `check` only blames the
    // printer when llvm-as accepts the original.
    check_all(&files, true);
}
