//! Every `.ll` of the shared corpus (when present), of the workspace's
//! fixtures and of this crate's test data parses without errors, prints back
//! to text that parses to the same IR, and — when LLVM 14's `llvm-as` is
//! installed — to text LLVM accepts.

mod common;

use std::path::Path;

use common::{check_all, ll_files};

#[test]
fn shared_corpus() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus");
    if !dir.is_dir() {
        eprintln!("{} not found: skipping the corpus test", dir.display());
        return;
    }
    let files = ll_files(&dir);
    check_all(&files, true);
    eprintln!("{} corpus files parsed and round-tripped", files.len());
}

#[test]
fn workspace_fixtures() {
    let files = ll_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures"));
    check_all(&files, true);
    eprintln!("{} fixture files parsed and round-tripped", files.len());
}

#[test]
fn test_data() {
    let files = ll_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data"));
    assert!(!files.is_empty());
    // `llvm19.ll` uses syntax LLVM 14 does not know; `check` only blames the
    // printer when llvm-as accepts the original.
    check_all(&files, true);
}
