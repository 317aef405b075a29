//! `lanes ir FILE` prints a whole module that LLVM reads again and that
//! lanes analyses to the same verdicts: every file of the shared corpus
//! (skipped when it is absent) is printed, re-read, and its report compared
//! row by row; when LLVM 14's `llvm-as` is installed and accepts the
//! original, it must accept the printed module too.

use std::path::{Path, PathBuf};
use std::process::Command;

const LLVM_AS: &str = "/usr/lib/llvm-14/bin/llvm-as";

fn ll_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            ll_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "ll") {
            out.push(p);
        }
    }
}

fn llvm_as_accepts(text: &str, tag: &str) -> bool {
    let path = std::env::temp_dir().join(format!("lanes-ir-rt-{}-{tag}.ll", std::process::id()));
    std::fs::write(&path, text).unwrap();
    let mut cmd = Command::new(LLVM_AS);
    if text.contains(" ptr ") || text.contains("(ptr") {
        cmd.arg("-opaque-pointers");
    }
    let ok = cmd
        .arg(&path)
        .args(["-o", "/dev/null"])
        .output()
        .is_ok_and(|o| o.status.success());
    let _ = std::fs::remove_file(&path);
    ok
}

/// The report rows without the file name.
fn rows(host: &lanes::AnalysisHost, path: &str) -> Vec<serde_json::Value> {
    let an = host.analysis();
    an.vectorization_report(&[path.to_string()])
        .unwrap()
        .unwrap()
        .iter()
        .map(|r| {
            let mut v = serde_json::to_value(r).unwrap();
            v.as_object_mut().unwrap().remove("file");
            v
        })
        .collect()
}

#[test]
fn printed_modules_reread_to_the_same_report() {
    let Some(dir) = lanes_test_utils::shared_corpus() else {
        return;
    };
    let mut files = Vec::new();
    ll_files(&dir, &mut files);
    assert!(!files.is_empty(), "no .ll files under {}", dir.display());
    files.sort();
    let llvm = Path::new(LLVM_AS).exists();
    let mut failures = Vec::new();
    for f in &files {
        let name = f.display().to_string();
        let text = std::fs::read_to_string(f).unwrap();
        let mut host = lanes::AnalysisHost::new();
        host.open_file(&name, &text);
        let printed = host.analysis().ir(&name, None).unwrap().unwrap();
        host.open_file("printed.ll", &printed);
        if rows(&host, &name) != rows(&host, "printed.ll") {
            failures.push(format!("{name}: the printed module reports differently"));
        }
        let tag = f.file_stem().unwrap().to_string_lossy().into_owned();
        if llvm
            && !llvm_as_accepts(&printed, &tag)
            && llvm_as_accepts(&text, &format!("{tag}-orig"))
        {
            failures.push(format!("{name}: llvm-as rejects the printed module"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    eprintln!("{} files printed and re-read", files.len());
}
