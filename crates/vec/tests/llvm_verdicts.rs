//! Loops whose legality LLVM 14 decides by one rule each (nontemporal
//! accesses, `noimplicitfloat`, loop hints, calls LLVM does not take for a
//! library function, intrinsics with scalar operands, address spaces,
//! pointers chosen among objects, irreducible control flow, recurrences
//! that sink into each other, ...), one file per rule in
//! `tests/data/legality/`. The verdicts are a snapshot; when LLVM 14's
//! `opt` is installed, a second test checks every vectorize-or-not verdict
//! against it, so the snapshot cannot drift from the oracle.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::open;
use lanes_db::{file_functions, function_loops};

const OPT: &str = "/usr/lib/llvm-14/bin/opt";

fn data_files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/legality");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    files
}

/// lanes' verdict on the first loop of `@f` on AVX2: (vectorized, line).
fn lanes_verdict(text: &str) -> (bool, String) {
    let mut db = open(text);
    let t = db.new_target(&lanes_target::builtin("avx2").unwrap());
    let file = db.file("t.ll").unwrap();
    let f = file_functions(&db, file)
        .iter()
        .copied()
        .find(|f| &**f.name(&db) == "f")
        .expect("@f");
    let l = function_loops(&db, f)[0];
    let best = lanes_vec::best_vf(&db, l, t);
    let line = if best.vectorized {
        format!("vectorized, VF {}", best.vf)
    } else {
        format!(
            "not vectorized: {}",
            best.reason.clone().unwrap_or_default()
        )
    };
    (best.vectorized, line)
}

#[test]
fn verdicts() {
    let mut out = String::new();
    for path in data_files() {
        let text = std::fs::read_to_string(&path).unwrap();
        let (_, line) = lanes_verdict(&text);
        let name = path.file_name().unwrap().to_string_lossy();
        out += &format!("{name}: {line}\n");
    }
    expect_test::expect_file!["data/legality/verdicts.expected"].assert_eq(&out);
}

/// Whether `opt -passes=loop-vectorize -mattr=+avx2` vectorizes a loop of
/// the file (its `Vectorized` remark).
fn llvm_vectorizes(path: &Path) -> bool {
    let out = Command::new(OPT)
        .args([
            "-passes=loop-vectorize",
            "-mattr=+avx2",
            "-disable-output",
            "-pass-remarks-output=/dev/stdout",
        ])
        .arg(path)
        .output()
        .expect("run opt");
    assert!(out.status.success(), "opt failed on {}", path.display());
    String::from_utf8_lossy(&out.stdout).contains("Name:            Vectorized")
}

#[test]
fn verdicts_agree_with_llvm() {
    if !Path::new(OPT).exists() {
        eprintln!("{OPT} not found: skipping the comparison with LLVM");
        return;
    }
    let mut wrong = Vec::new();
    for path in data_files() {
        let text = std::fs::read_to_string(&path).unwrap();
        let (ours, line) = lanes_verdict(&text);
        let llvm = llvm_vectorizes(&path);
        if ours != llvm {
            wrong.push(format!(
                "{}: LLVM {} | lanes {line}",
                path.display(),
                if llvm {
                    "vectorizes"
                } else {
                    "does not vectorize"
                }
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
