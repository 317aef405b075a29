//! Loops whose legality LLVM 14 decides by one rule each (nontemporal
//! accesses, `noimplicitfloat`, loop hints, calls LLVM does not take for a
//! library function, intrinsics with scalar operands, address spaces,
//! pointers chosen among objects, irreducible control flow, recurrences
//! that sink into each other, ...), one file per rule in
//! `tests/data/legality/`, and loops whose profitability turns on one
//! price of LLVM 14's X86 cost tables (a cast, a division) in
//! `tests/data/cost/`. The verdicts are a snapshot; when LLVM 14's `opt`
//! is installed, a second test checks every vectorize-or-not verdict
//! against it, so the snapshot cannot drift from the oracle. A file's
//! `; target: NAME` line picks another built-in x86 target than AVX2 (and
//! `opt`'s matching `-mattr`).

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::open;
use lanes_db::{file_functions, function_loops};

const OPT: &str = "/usr/lib/llvm-14/bin/opt";

const DIRS: [&str; 2] = ["legality", "cost"];

fn data_files(dir: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(dir);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    files
}

/// The built-in target a file names on a `; target: NAME` line (AVX2
/// without one).
fn target_of(text: &str) -> lanes_target::TargetDesc {
    let name = text
        .lines()
        .find_map(|l| l.strip_prefix("; target: "))
        .map_or("avx2", str::trim);
    lanes_target::builtin(name).unwrap_or_else(|| panic!("no built-in target {name}"))
}

/// lanes' verdict on the first loop of `@f`: (vectorized, line).
fn lanes_verdict(text: &str) -> (bool, String) {
    let mut db = open(text);
    let t = db.new_target(&target_of(text));
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

fn verdict_lines(dir: &str) -> String {
    let mut out = String::new();
    for path in data_files(dir) {
        let text = std::fs::read_to_string(&path).unwrap();
        let (_, line) = lanes_verdict(&text);
        let name = path.file_name().unwrap().to_string_lossy();
        out += &format!("{name}: {line}\n");
    }
    out
}

#[test]
fn verdicts() {
    expect_test::expect_file!["data/legality/verdicts.expected"]
        .assert_eq(&verdict_lines("legality"));
}

#[test]
fn cost_verdicts() {
    expect_test::expect_file!["data/cost/verdicts.expected"].assert_eq(&verdict_lines("cost"));
}

/// Whether `opt -passes=loop-vectorize` vectorizes a loop of the file (its
/// `Vectorized` remark), at the `-mattr` of the file's target.
fn llvm_vectorizes(path: &Path, mattr: &str) -> bool {
    // A file of our own: `opt` removes its remarks file when it fails, and
    // run as root it would remove `/dev/stdout` itself.
    let remarks = std::env::temp_dir().join(format!(
        "lanes-llvm-verdict-{}-{}.yaml",
        std::process::id(),
        path.file_stem().unwrap().to_string_lossy()
    ));
    let mut cmd = Command::new(OPT);
    cmd.args(["-passes=loop-vectorize", "-disable-output"]);
    cmd.arg(format!("-pass-remarks-output={}", remarks.display()));
    if !mattr.is_empty() {
        cmd.arg(format!("-mattr={mattr}"));
    }
    let out = cmd.arg(path).output().expect("run opt");
    assert!(out.status.success(), "opt failed on {}", path.display());
    let yaml = std::fs::read_to_string(&remarks).unwrap_or_default();
    let _ = std::fs::remove_file(&remarks);
    yaml.contains("Name:            Vectorized")
}

#[test]
fn verdicts_agree_with_llvm() {
    if !Path::new(OPT).exists() {
        eprintln!("{OPT} not found: skipping the comparison with LLVM");
        return;
    }
    let mut wrong = Vec::new();
    for path in DIRS.iter().flat_map(|d| data_files(d)) {
        let text = std::fs::read_to_string(&path).unwrap();
        let (ours, line) = lanes_verdict(&text);
        let isa = target_of(&text).vector.isa.expect("an x86 target");
        let llvm = llvm_vectorizes(&path, isa.mattr());
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
