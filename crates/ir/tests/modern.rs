//! IR as today's compilers write it (LLVM 19–22: debug records, `samesign`,
//! `splat`, `nneg`, ...): the kept files of `tests/data/modern/`, and, when
//! the tools are installed (`scripts/setup-oracles.sh`), IR generated at run
//! time by clang 22 (PyPI `ziglang`) from the C sources of the shared corpus
//! and of `tests/data/modern/src/`, and by `rustc` from the Rust sources
//! there. Every function parses, the module round-trips, and LLVM 22's own
//! parser (llvmlite) accepts both the input and lanes' printed module.
//!
//! `LANES_MODERN_FULL=1` compiles every C source at -O0/-O2/-O3, with and
//! without `-g`, with and without vectorization (12 variants; the default
//! is 4).

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::{check, check_llvm22, ll_files, llvm22, repo_root, venv_python};

fn modern_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/modern")
}

#[test]
fn kept_modern_files_parse_and_round_trip() {
    let files = ll_files(&modern_dir());
    assert!(files.len() >= 2, "tests/data/modern has its files");
    let failures: Vec<String> = files.iter().flat_map(|f| check(f, false)).collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        assert!(
            text.contains("#dbg_"),
            "{}: modern test data has debug records",
            f.display()
        );
    }
}

#[test]
fn llvm22_accepts_test_data_and_its_printed_form() {
    let Some(py) = llvm22() else {
        return lanes_test_utils::skip("llvmlite not installed (scripts/setup-oracles.sh)");
    };
    let mut modern = ll_files(&modern_dir());
    modern.push(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/llvm22.ll"));
    let failures = check_llvm22(&py, &modern, true);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Older IR (typed pointers, LLVM 14 syntax) need not be accepted by
    // LLVM 22; its printed form must be whenever the original is.
    let mut older = ll_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data"));
    older.retain(|f| !modern.contains(f));
    older.extend(ll_files(&repo_root().join("fixtures")));
    let corpus = repo_root().join("../shared/corpus");
    older.extend(ll_files(&corpus));
    let failures = check_llvm22(&py, &older, false);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    eprintln!(
        "LLVM 22 accepts {} modern files and the printed form of {} older ones",
        modern.len(),
        older.len()
    );
}

/// Runs a compiler; `None` (with a note) when it fails.
fn run(cmd: &mut Command) -> Option<()> {
    match cmd.output() {
        Ok(o) if o.status.success() => Some(()),
        Ok(o) => {
            eprintln!(
                "{cmd:?} failed: {}",
                String::from_utf8_lossy(&o.stderr)
                    .lines()
                    .next()
                    .unwrap_or("")
            );
            None
        }
        Err(e) => {
            eprintln!("{cmd:?}: {e}");
            None
        }
    }
}

fn c_sources() -> Vec<PathBuf> {
    let mut out = Vec::new();
    let gcc = repo_root().join("../shared/corpus/gcc-vect/src/gcc/testsuite/gcc.dg/vect");
    for dir in [gcc, modern_dir().join("src")] {
        let Ok(rd) = std::fs::read_dir(&dir) else {
            continue;
        };
        let mut v: Vec<PathBuf> = rd
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "c"))
            .collect();
        v.sort();
        out.extend(v);
    }
    out
}

const C_VARIANTS: &[&str] = &[
    "-O0 -g",
    "-O2 -g",
    "-O3 -g -fno-vectorize -fno-slp-vectorize",
    "-O3 -g0",
];

const C_VARIANTS_FULL: &[&str] = &[
    "-O0 -g",
    "-O0 -g0",
    "-O0 -g -fno-vectorize -fno-slp-vectorize",
    "-O0 -g0 -fno-vectorize -fno-slp-vectorize",
    "-O2 -g",
    "-O2 -g0",
    "-O2 -g -fno-vectorize -fno-slp-vectorize",
    "-O2 -g0 -fno-vectorize -fno-slp-vectorize",
    "-O3 -g",
    "-O3 -g0",
    "-O3 -g -fno-vectorize -fno-slp-vectorize",
    "-O3 -g0 -fno-vectorize -fno-slp-vectorize",
];

/// Compiles the C sources with clang 22 (`python -m ziglang cc`) into `dir`.
fn clang22_ir(py: &Path, dir: &Path) -> Vec<PathBuf> {
    let variants = if std::env::var_os("LANES_MODERN_FULL").is_some() {
        C_VARIANTS_FULL
    } else {
        C_VARIANTS
    };
    let mut out = Vec::new();
    for src in c_sources() {
        let stem = src.file_stem().unwrap().to_string_lossy().into_owned();
        for (k, flags) in variants.iter().enumerate() {
            let dst = dir.join(format!("{stem}.c{k}.ll"));
            let mut cmd = Command::new(py);
            cmd.args(["-m", "ziglang", "cc", "-target", "x86_64-linux-gnu"])
                .args(flags.split(' '))
                .args(["-Dnoipa=noinline,weak", "-S", "-emit-llvm", "-o"])
                .arg(&dst)
                .arg(src.file_name().unwrap())
                .current_dir(src.parent().unwrap());
            if run(&mut cmd).is_some() {
                out.push(dst);
            }
        }
    }
    out
}

/// Compiles the Rust sources of `tests/data/modern/src/` with `rustc`.
fn rustc_ir(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for src in ll_like(&modern_dir().join("src"), "rs") {
        let stem = src.file_stem().unwrap().to_string_lossy().into_owned();
        for (tag, opt) in [("O", "-O"), ("O0", "-Copt-level=0")] {
            let dst = dir.join(format!("{stem}.rs.{tag}.ll"));
            let mut cmd = Command::new("rustc");
            cmd.args([opt, "-Cdebuginfo=2", "--emit=llvm-ir", "--crate-type=lib"])
                .arg("-o")
                .arg(&dst)
                .arg(&src);
            if run(&mut cmd).is_some() {
                out.push(dst);
            }
        }
    }
    out
}

fn ll_like(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| rd.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    v.retain(|p| p.extension().is_some_and(|e| e == ext));
    v.sort();
    v
}

#[test]
fn generated_modern_ir_parses_round_trips_and_llvm22_agrees() {
    let dir = std::env::temp_dir().join(format!("lanes-ir-modern-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut files = rustc_ir(&dir);
    let zig = venv_python().filter(|py| {
        Command::new(py)
            .args(["-m", "ziglang", "version"])
            .output()
            .is_ok_and(|o| o.status.success())
    });
    match &zig {
        Some(py) => files.extend(clang22_ir(py, &dir)),
        None => eprintln!("ziglang not installed (scripts/setup-oracles.sh): no clang 22 IR"),
    }
    if files.is_empty() {
        return lanes_test_utils::skip("neither rustc nor clang 22 available");
    }
    let mut functions = 0;
    let mut failures = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        functions += lanes_ir::split_module(&text)
            .iter()
            .filter(|i| i.kind == lanes_ir::ItemKind::Define)
            .count();
        failures.extend(check(f, false));
    }
    if let Some(py) = llvm22() {
        failures.extend(check_llvm22(&py, &files, true));
    }
    assert!(
        failures.is_empty(),
        "{} failure(s) (inputs kept in {}):\n{}",
        failures.len(),
        dir.display(),
        failures.join("\n")
    );
    eprintln!(
        "{} generated files, {functions} functions: all parse and round-trip",
        files.len()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn producer_of_a_module() {
    let fact = |path: PathBuf| {
        let text = std::fs::read_to_string(&path).unwrap();
        let p = lanes_ir::parse_module(&text).0.producer();
        (p.compiler(), p.pointers, p.debug_records)
    };
    use lanes_ir::PointerStyle::{Opaque, Typed};
    let s = |a: &str, b: &str| Some((a.to_string(), b.to_string()));
    assert_eq!(
        fact(modern_dir().join("tiny.rs.O.ll")),
        (s("rustc", "1.95.0"), Opaque, true)
    );
    assert_eq!(
        fact(modern_dir().join("loops.c.O3g.ll")),
        (s("clang", "22.1.8"), Opaque, true)
    );
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    assert_eq!(fact(data.join("typed.ll")).1, Typed);
    let gcc = repo_root().join("../shared/corpus/gcc-vect/bb-slp-1.ll");
    if gcc.exists() {
        // clang 14's line tables: the compile unit names the compiler.
        assert_eq!(fact(gcc), (s("clang", "14.0.6"), Typed, false));
    }
    let text = "!llvm.ident = !{!0}\n!0 = !{!\"Intel(R) oneAPI DPC++/C++ Compiler 2024.1.0\"}\n";
    let p = lanes_ir::parse_module(text).0.producer();
    assert_eq!(p.idents, ["Intel(R) oneAPI DPC++/C++ Compiler 2024.1.0"]);
    assert_eq!(
        (p.compiler(), p.pointers),
        (None, lanes_ir::PointerStyle::None)
    );
}
