//! rustc's own LoopVectorize records, with the function each is about.
//!
//! rustc writes LLVM's YAML optimization records with `-Z remark-dir=DIR
//! -C remark=loop-vectorize` (both are needed: without `-C remark` the
//! files are empty). `-Z` needs `RUSTC_BOOTSTRAP`, which must not reach
//! the dependencies, and with more than one codegen unit LoopVectorize
//! runs in ThinLTO's backend, whose records rustc does not write: so the
//! flags go to the workspace's own compiles only, through a
//! `RUSTC_WORKSPACE_WRAPPER` ([`write_wrapper`]), with one codegen unit.
//!
//! The same wrapper compiles each member a second time, with the same
//! arguments and vectorization off, for the IR lanes reads: both compiles
//! see the same code (one codegen unit, no ThinLTO importing) and name
//! functions alike (`RUSTC_BOOTSTRAP` makes rustc mangle as `v0`, so both
//! run under it), and a record's `Function` is a function of that IR.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The flags that turn LoopVectorize's decisions off in the IR compile
/// and keep the loops as it saw them: no vectorization or interleaving,
/// no runtime or partial unrolling after it (`lanes cc` makes its IR
/// alike).
const IR_FLAGS: &[&str] = &[
    "-C",
    "no-vectorize-loops",
    "-C",
    "no-vectorize-slp",
    "-C",
    "llvm-args=-interleave-loops=false",
    "-C",
    "llvm-args=-unroll-runtime=false",
    "-C",
    "llvm-args=-unroll-allow-partial=false",
];

/// `'text'` for `sh`.
fn quote(text: &str) -> String {
    format!("'{}'", text.replace('\'', r"'\''"))
}

/// Writes `DIR/rustc-wrapper`, the `RUSTC_WORKSPACE_WRAPPER` of the
/// records build: a member's compile (not its build script) runs with its
/// records written into `remarks`, then again with vectorization off and
/// `--emit=llvm-ir` into `ir`; both with one codegen unit and under
/// `RUSTC_BOOTSTRAP=1`, which reaches no other compile. Returns its path.
pub fn write_wrapper(dir: &Path, ir: &Path, remarks: &Path) -> Result<PathBuf, String> {
    let path = dir.join("rustc-wrapper");
    let (ir, remarks) = (
        quote(&ir.display().to_string()),
        quote(&remarks.display().to_string()),
    );
    let ir_flags: Vec<String> = IR_FLAGS.iter().map(|f| quote(f)).collect();
    let ir_flags = ir_flags.join(" ");
    let script = format!(
        r#"#!/bin/sh
# `lanes cargo`: a workspace member compiled with its LoopVectorize records,
# then again with vectorization off for the IR LoopVectorize reads.
case " $* " in
*" --crate-name build_script_"*) exec "$@" ;;
*" --crate-name "*) ;;
*) exec "$@" ;;
esac
RUSTC_BOOTSTRAP=1 "$@" -C codegen-units=1 -Z remark-dir={remarks} -C remark=loop-vectorize || exit $?
n=$#
next=
for a in "$@"; do
  if [ "$next" = out ]; then a={ir}; next=; fi
  case $a in
  --out-dir) next=out ;;
  --out-dir=*) a=--out-dir={ir} ;;
  --emit=*) a=--emit=llvm-ir ;;
  esac
  set -- "$@" "$a"
done
shift "$n"
RUSTC_BOOTSTRAP=1 "$@" -C codegen-units=1 {ir_flags} >/dev/null 2>&1 ||
  echo "warning: lanes cargo: the IR compile failed: $*" >&2
exit 0
"#
    );
    std::fs::write(&path, script).map_err(|e| format!("{}: {e}", path.display()))?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755))
            .map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok(path)
}

/// The rustc cargo runs (`RUSTC`, else `rustc`).
pub fn rustc_program() -> String {
    std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string())
}

/// Whether this rustc writes LoopVectorize's YAML records: a loop
/// compiled in `dir` as the wrapper compiles a member. `Err` says why not
/// (rustc's first error line, or that the records came out empty).
pub fn probe(dir: &Path) -> Result<(), String> {
    if !cfg!(unix) {
        return Err("the records build's wrapper is a shell script".into());
    }
    let remarks = dir.join("probe-remarks");
    let _ = std::fs::remove_dir_all(&remarks);
    std::fs::create_dir_all(&remarks).map_err(|e| format!("{}: {e}", remarks.display()))?;
    let src = dir.join("probe.rs");
    std::fs::write(
        &src,
        "pub fn add(x: &mut [u32], y: &[u32]) { for (a, b) in x.iter_mut().zip(y) { *a += *b; } }\n",
    )
    .map_err(|e| format!("{}: {e}", src.display()))?;
    let out = Command::new(rustc_program())
        .env("RUSTC_BOOTSTRAP", "1")
        .args(["--crate-type=lib", "--crate-name=lanes_probe", "--emit=obj"])
        .args(["-C", "opt-level=3", "-C", "codegen-units=1"])
        .args([
            "-C",
            "debuginfo=line-tables-only",
            "-C",
            "remark=loop-vectorize",
        ])
        .arg(format!("-Zremark-dir={}", remarks.display()))
        .arg("-o")
        .arg(dir.join("probe.o"))
        .arg(&src)
        .output()
        .map_err(|e| format!("cannot run rustc: {e}"))?;
    let _ = std::fs::remove_file(dir.join("probe.o"));
    let _ = std::fs::remove_file(&src);
    if !out.status.success() {
        let e = String::from_utf8_lossy(&out.stderr);
        let line = e.lines().find(|l| !l.trim().is_empty()).unwrap_or("failed");
        return Err(format!("`-Z remark-dir`: {}", line.trim()));
    }
    let found = yaml_files(&remarks, "lanes_probe")
        .iter()
        .any(|f| std::fs::read_to_string(f).is_ok_and(|t| t.contains("loop-vectorize")));
    let _ = std::fs::remove_dir_all(&remarks);
    if found {
        Ok(())
    } else {
        Err("`-Z remark-dir` wrote no LoopVectorize record".into())
    }
}

/// The record files of the crate `name` in `dir` (`NAME.HASH-cgu.N.opt.opt.yaml`
/// and the code generator's `...codegen.opt.yaml`), in name order.
pub fn yaml_files(dir: &Path, name: &str) -> Vec<PathBuf> {
    let prefix = format!("{name}.");
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| {
            d.flatten()
                .map(|e| e.path())
                .filter(|p| {
                    p.file_name().is_some_and(|n| {
                        let n = n.to_string_lossy();
                        n.starts_with(&prefix) && n.ends_with(".yaml")
                    })
                })
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

/// The IR files the wrapper wrote for the crate `name` (`NAME-HASH.ll`).
pub fn ir_files(dir: &Path, name: &str) -> Vec<PathBuf> {
    let prefix = format!("{name}-");
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| {
            d.flatten()
                .map(|e| e.path())
                .filter(|p| {
                    p.file_name().is_some_and(|n| {
                        let n = n.to_string_lossy();
                        n.starts_with(&prefix) && n.ends_with(".ll")
                    })
                })
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_for_sh() {
        assert_eq!(quote("/a b/c"), "'/a b/c'");
        assert_eq!(quote("it's"), r"'it'\''s'");
    }

    #[test]
    fn files_of_one_crate() {
        let d = std::env::temp_dir().join(format!("lanes-rustc-records-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        for f in [
            "k.1a2b-cgu.0.opt.opt.yaml",
            "k.1a2b-cgu.0.codegen.opt.yaml",
            "kk.9f-cgu.0.opt.opt.yaml",
            "k-0f3e.ll",
            "kk-77.ll",
        ] {
            std::fs::write(d.join(f), "").unwrap();
        }
        let names = |v: Vec<PathBuf>| -> Vec<String> {
            v.iter()
                .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
                .collect()
        };
        assert_eq!(
            names(yaml_files(&d, "k")),
            ["k.1a2b-cgu.0.codegen.opt.yaml", "k.1a2b-cgu.0.opt.opt.yaml"]
        );
        assert_eq!(names(ir_files(&d, "k")), ["k-0f3e.ll"]);
        let _ = std::fs::remove_dir_all(&d);
    }
}
