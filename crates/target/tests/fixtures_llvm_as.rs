//! Every `.ll` fixture must be IR that LLVM itself accepts: golden tests over
//! invalid inputs would test nothing. Fixtures under a folder named
//! `invalid/` are deliberately malformed and skipped.

use std::path::{Path, PathBuf};
use std::process::Command;

const LLVM_AS: &str = "/usr/lib/llvm-14/bin/llvm-as";

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = entries.filter_map(Result::ok).map(|e| e.path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n != "invalid") {
                collect(&path, out);
            }
        } else if path.extension().is_some_and(|e| e == "ll") {
            out.push(path);
        }
    }
}

/// `None` when accepted, else llvm-as's complaint (typed pointers first,
/// then opaque pointers).
fn assemble(path: &Path) -> Option<String> {
    let mut last = String::new();
    for extra in [&[][..], &["-opaque-pointers"][..]] {
        let out = Command::new(LLVM_AS)
            .args(extra)
            .arg(path)
            .args(["-o", "/dev/null"])
            .output()
            .expect("run llvm-as");
        if out.status.success() {
            return None;
        }
        last = String::from_utf8_lossy(&out.stderr).into_owned();
    }
    Some(last)
}

#[test]
fn fixtures_are_accepted_by_llvm_as() {
    if lanes_test_utils::tool(LLVM_AS).is_none() {
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures");
    let mut files = Vec::new();
    collect(&root, &mut files);
    assert!(!files.is_empty(), "no fixtures under {}", root.display());
    let failures: Vec<String> = files
        .iter()
        .filter_map(|f| assemble(f).map(|e| format!("{}:\n{e}", f.display())))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
