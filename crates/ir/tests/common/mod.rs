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
            for r in &mut i.records {
                r.span = Default::default();
            }
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
        lanes_test_utils::skip(&format!("{LLVM_AS} not found: no llvm-as check"));
    }
    let failures: Vec<String> = files.iter().flat_map(|f| check(f, use_llvm)).collect();
    assert!(
        failures.is_empty(),
        "{} failure(s):\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The repository's root directory.
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The Python of `.venv/` (made by `scripts/setup-oracles.sh`), or the one
/// named by `LANES_PYTHON`.
pub fn venv_python() -> Option<PathBuf> {
    let p = match std::env::var_os("LANES_PYTHON") {
        Some(p) => PathBuf::from(p),
        None => repo_root().join(".venv/bin/python"),
    };
    p.exists().then_some(p)
}

/// LLVM 22's parser (llvmlite), if installed: a Python that imports it.
pub fn llvm22() -> Option<PathBuf> {
    let py = venv_python()?;
    let ok = Command::new(&py)
        .args(["-c", "import llvmlite.binding"])
        .output()
        .is_ok_and(|o| o.status.success());
    ok.then_some(py)
}

/// Asks LLVM 22's parser about each file: `Ok` when it parses and verifies.
pub fn llvm22_accepts(python: &Path, files: &[PathBuf]) -> Vec<Result<(), String>> {
    use std::io::Write;
    let mut child = Command::new(python)
        .arg(repo_root().join("scripts/llvm22_accepts.py"))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("python runs");
    {
        let mut stdin = child.stdin.take().expect("stdin");
        for f in files {
            writeln!(stdin, "{}", f.display()).expect("write to python");
        }
    }
    let out = child.wait_with_output().expect("python answers");
    let answers: Vec<Result<(), String>> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| {
            if l == "ok" {
                Ok(())
            } else {
                Err(l.to_string())
            }
        })
        .collect();
    assert_eq!(answers.len(), files.len(), "one answer per file");
    answers
}

/// Checks against LLVM 22: each file that lanes parses without error is
/// accepted by LLVM 22 when `must_accept` (modern IR), and its printed
/// module is accepted whenever the original is. Returns the failures.
pub fn check_llvm22(python: &Path, files: &[PathBuf], must_accept: bool) -> Vec<String> {
    let dir = std::env::temp_dir().join(format!("lanes-ir-llvm22-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let mut originals = Vec::new();
    let mut printed = Vec::new();
    for (k, f) in files.iter().enumerate() {
        let Ok(text) = std::fs::read_to_string(f) else {
            continue;
        };
        let (m, diags) = parse_module(&text);
        if diags.iter().any(|d| d.severity == Severity::Error) {
            continue;
        }
        let p = dir.join(format!("{k}.ll"));
        std::fs::write(&p, print_module(&m)).expect("write printed module");
        originals.push(f.clone());
        printed.push(p);
    }
    let all: Vec<PathBuf> = originals.iter().chain(&printed).cloned().collect();
    let answers = llvm22_accepts(python, &all);
    let (orig, print) = answers.split_at(originals.len());
    let mut failures = Vec::new();
    for ((f, o), (p, q)) in originals.iter().zip(orig).zip(printed.iter().zip(print)) {
        match (o, q) {
            (Err(e), _) if must_accept => failures.push(format!(
                "{}: lanes accepts it but LLVM 22 does not: {e}",
                f.display()
            )),
            (Ok(()), Err(e)) => failures.push(format!(
                "{}: LLVM 22 rejects the printed module ({}): {e}",
                f.display(),
                p.display()
            )),
            _ => {}
        }
    }
    if failures.is_empty() {
        let _ = std::fs::remove_dir_all(&dir);
    }
    failures
}
