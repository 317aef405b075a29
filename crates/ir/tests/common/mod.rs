//! Helpers shared by the integration tests (each test crate uses a subset).
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

use lanes_ir::lexer::{TokenKind, lex};
use lanes_ir::{Module, Severity, parse_module, print::print_module};

pub const LLVM_AS: &str = "/usr/lib/llvm-14/bin/llvm-as";

/// `.ll` files under `dir`, recursively, sorted.
pub fn ll_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    walk(dir, &mut out);
    out
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            walk(&p, out);
        } else if p.extension().is_some_and(|e| e == "ll") {
            out.push(p);
        }
    }
}

/// Spans are positions in the text they were parsed from; printed text lays
/// things out differently.
pub fn without_spans(mut m: Module) -> Module {
    for f in &mut m.functions {
        for (_, i) in f.insts.iter_mut() {
            i.span = Default::default();
        }
        for (_, b) in f.blocks.iter_mut() {
            b.span = Default::default();
        }
    }
    m
}

fn llvm_as_accepts(text: &str, tag: &str) -> Result<(), String> {
    let opaque = lex(text)
        .iter()
        .any(|t| t.kind == TokenKind::Word && t.text(text) == "ptr");
    let path = std::env::temp_dir().join(format!("lanes-ir-{}-{tag}.ll", std::process::id()));
    std::fs::write(&path, text).map_err(|e| e.to_string())?;
    let mut cmd = Command::new(LLVM_AS);
    if opaque {
        cmd.arg("-opaque-pointers");
    }
    let out = cmd
        .arg(&path)
        .arg("-o")
        .arg("/dev/null")
        .output()
        .map_err(|e| e.to_string());
    let _ = std::fs::remove_file(&path);
    let out = out?;
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// Parses, prints and reparses one file; returns a description of each failure.
/// With `use_llvm`, also checks that `llvm-as` accepts the printed text
/// whenever it accepts the original.
pub fn check(path: &Path, use_llvm: bool) -> Vec<String> {
    let name = path.display().to_string();
    let Ok(text) = std::fs::read_to_string(path) else {
        return vec![format!("{name}: not UTF-8")];
    };
    let mut failures = Vec::new();
    let (m, diags) = parse_module(&text);
    let errors: Vec<_> = diags
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .collect();
    if !errors.is_empty() {
        for d in errors.iter().take(3) {
            failures.push(d.render(&name, &text));
        }
        return failures;
    }
    let printed = print_module(&m);
    let (m2, diags2) = parse_module(&printed);
    if let Some(d) = diags2.iter().find(|d| d.severity == Severity::Error) {
        failures.push(format!(
            "printed text does not parse:\n{}",
            d.render(&name, &printed)
        ));
        return failures;
    }
    if without_spans(m) != without_spans(m2.clone()) {
        failures.push(format!("{name}: parse(print(m)) != m"));
    }
    if print_module(&m2) != printed {
        failures.push(format!("{name}: printing is not a fixpoint"));
    }
    if use_llvm && Path::new(LLVM_AS).exists() {
        let tag = path
            .file_stem()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        if let Err(e) = llvm_as_accepts(&printed, &tag)
            && llvm_as_accepts(&text, &format!("{tag}-orig")).is_ok()
        {
            failures.push(format!("{name}: llvm-as rejects the printed text:\n{e}"));
        }
    }
    failures
}

/// Checks every file; panics with all failures.
pub fn check_all(files: &[PathBuf], use_llvm: bool) {
    if use_llvm && !Path::new(LLVM_AS).exists() {
        eprintln!("{LLVM_AS} not found: skipping the llvm-as check");
    }
    let failures: Vec<String> = files.iter().flat_map(|f| check(f, use_llvm)).collect();
    assert!(
        failures.is_empty(),
        "{} failure(s):\n{}",
        failures.len(),
        failures.join("\n")
    );
}
