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
//!
//! The IR compile's own output is the end of rustc's pipeline, where the
//! passes after LoopVectorize have changed some loops (a loop fully
//! unrolled or merged away has records and no loop). With an `opt` of
//! rustc's LLVM, the IR is instead the compile's unoptimized bitcode run
//! through rustc's pipeline (`default<O3>` for `-C opt-level=3`: rustc
//! builds the per-module default pipeline) and taken as each function
//! enters LoopVectorize ([`before_loop_vectorize`]): the module as the
//! function pipeline holding `loop-vectorize` starts, printed by that
//! run, then that pipeline's passes before `loop-vectorize`.

use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use super::pipeline;

/// The flags that turn LoopVectorize's decisions off in the IR compile
/// and keep the loops as it saw them: no vectorization or interleaving,
/// no runtime or partial unrolling after it (`lanes cc` makes its IR
/// alike; the fallback's IR build adds `--emit`).
pub(super) const IR_FLAGS: &[&str] = &[
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
/// `--emit=llvm-ir` into `ir`, keeping its unoptimized bitcode (`-C
/// save-temps`: `…no-opt.bc`) and writing its optimization level
/// (`NAME.opt-level`) for [`before_loop_vectorize`]; both with one codegen
/// unit and under `RUSTC_BOOTSTRAP=1`, which reaches no other compile.
/// Returns its path.
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
*" --crate-name build_script_"* | *" --crate-name ___ "*) exec "$@" ;;
*" --crate-name "*) ;;
*) exec "$@" ;;
esac
RUSTC_BOOTSTRAP=1 "$@" -C codegen-units=1 -Z remark-dir={remarks} -C remark=loop-vectorize || exit $?
n=$#
next=
crate=
level=
llvm_args=
for a in "$@"; do
  case $next in
  out) a={ir} ;;
  name) crate=$a ;;
  esac
  next=
  case $a in
  --out-dir) next=out ;;
  --out-dir=*) a=--out-dir={ir} ;;
  --crate-name) next=name ;;
  --emit=*) a=--emit=llvm-ir ;;
  opt-level=*) level=${{a#opt-level=}} ;;
  llvm-args=*) llvm_args="$llvm_args ${{a#llvm-args=}}" ;;
  -Cllvm-args=*) llvm_args="$llvm_args ${{a#-Cllvm-args=}}" ;;
  esac
  set -- "$@" "$a"
done
shift "$n"
printf '%s\n' "$level" >{ir}/"$crate".opt-level
printf '%s\n' "$llvm_args" >{ir}/"$crate".llvm-args
RUSTC_BOOTSTRAP=1 "$@" -C codegen-units=1 -C save-temps {ir_flags} >/dev/null 2>&1 ||
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
    files_named(dir, |n| n.starts_with(&prefix) && n.ends_with(".yaml"))
}

/// The files of `dir` whose names `keep` accepts, in name order.
fn files_named(dir: &Path, keep: impl Fn(&str) -> bool) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| {
            d.flatten()
                .map(|e| e.path())
                .filter(|p| p.file_name().is_some_and(|n| keep(&n.to_string_lossy())))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

/// An `opt` of LLVM `major` on `PATH` (`opt-MAJOR`, else `opt`): a patch
/// release of the same LLVM runs the same pipeline.
pub fn find_opt(major: u32) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    [format!("opt-{major}"), "opt".to_string()]
        .iter()
        .flat_map(|n| std::env::split_paths(&path).map(move |d| d.join(n)))
        .filter(|p| p.is_file())
        .find(|p| {
            Command::new(p).arg("--version").output().is_ok_and(|o| {
                String::from_utf8_lossy(&o.stdout).lines().any(|l| {
                    l.split_once("LLVM version ")
                        .is_some_and(|(_, v)| v.split('.').next() == Some(&major.to_string()))
                })
            })
        })
}

/// `opt`'s pipeline for rustc's `-C opt-level` (`3`, `s`, …) and the
/// options that make it rustc's: at `s` and `z` rustc's `llvm_optimize`
/// turns loop unrolling off in the pipeline tuning options
/// (`unroll_loops`), which `opt` does with `-disable-loop-unrolling`.
/// The inliner's parameters come from the level in both.
fn default_pipeline(level: &str) -> Option<(&'static str, &'static [&'static str])> {
    const NO_UNROLL: &[&str] = &["-disable-loop-unrolling"];
    Some(match level.trim() {
        "1" => ("default<O1>", &[]),
        "2" => ("default<O2>", &[]),
        "3" => ("default<O3>", &[]),
        "s" => ("default<Os>", NO_UNROLL),
        "z" => ("default<Oz>", NO_UNROLL),
        _ => return None,
    })
}

/// Rewrites the IR file `ll` (`NAME-HASH.ll` in `dir`, the end of the
/// IR compile's pipeline) as LoopVectorize read it. `opt` runs rustc's
/// whole pipeline for the compile's optimization level on its
/// unoptimized bitcode, with the compile's `-C llvm-args`, and the module
/// is taken as it enters the function pipeline that holds
/// `loop-vectorize` (`module_before`); that pipeline's passes before
/// `loop-vectorize` then run on it. Nothing is rebuilt from the printed
/// pipeline but those few function passes, which print with their
/// parameters. `Err` says why the file is left as it was.
pub fn before_loop_vectorize(dir: &Path, name: &str, ll: &Path, opt: &Path) -> Result<(), String> {
    let stem = ll
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let bc = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .flatten()
        .map(|e| e.path())
        .find(|p| {
            p.file_name().is_some_and(|n| {
                let n = n.to_string_lossy();
                n.starts_with(&format!("{stem}.")) && n.ends_with(".no-opt.bc")
            })
        })
        .ok_or_else(|| format!("no unoptimized bitcode for {stem}"))?;
    let level = std::fs::read_to_string(dir.join(format!("{name}.opt-level"))).unwrap_or_default();
    let (default, tuning) = default_pipeline(&level)
        .ok_or_else(|| format!("opt-level `{}` runs no LoopVectorize", level.trim()))?;
    let llvm_args: Vec<String> = std::fs::read_to_string(dir.join(format!("{name}.llvm-args")))
        .unwrap_or_default()
        .split_whitespace()
        .map(String::from)
        .collect();
    let mut args: Vec<String> = llvm_args.clone();
    args.extend(tuning.iter().map(|a| a.to_string()));
    args.push(format!("-passes={default}"));
    let printed = Command::new(opt)
        .args(&args)
        .args(["-print-pipeline-passes", "-disable-output"])
        .arg(&bc)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", opt.display()))?;
    let text = String::from_utf8_lossy(&printed.stdout);
    let prefix = text
        .lines()
        .last()
        .and_then(pipeline::vectorizer_prefix)
        .ok_or_else(|| {
            format!(
                "{} printed no function pipeline with loop-vectorize",
                opt.display()
            )
        })?;
    let entry = dir.join(format!("{stem}.entry.ll"));
    let entered = module_before(opt, &args, &prefix.first, &bc, &entry);
    if entered == Ok(false) {
        // No function reaches LoopVectorize: the IR has none to change.
        let _ = std::fs::remove_file(&entry);
        return Ok(());
    }
    let out = entered.and_then(|_| {
        Command::new(opt)
            .args(&llvm_args)
            .arg(format!("-passes={}", prefix.passes))
            .args(["-preserve-ll-uselistorder", "-S", "-o"])
            .arg(ll)
            .arg(&entry)
            .output()
            .map_err(|e| format!("cannot run {}: {e}", opt.display()))
    });
    let _ = std::fs::remove_file(&entry);
    let out = out?;
    if out.status.success() {
        Ok(())
    } else {
        let e = String::from_utf8_lossy(&out.stderr);
        Err(e.lines().next().unwrap_or("opt failed").to_string())
    }
}

/// Writes to `out` the module `opt` (run with `args` on `bc`) holds when
/// the pass `first` runs for the first time (`Ok(false)`: it never runs,
/// no function being left for it): `-print-before` with
/// `-print-module-scope` prints the whole module on standard error each
/// time the pass runs on a function, and the first print is read, with
/// its use-list orders (`-preserve-ll-uselistorder`: the order of a
/// block's predecessors, which passes iterate), and `opt` stopped.
fn module_before(
    opt: &Path,
    args: &[String],
    first: &str,
    bc: &Path,
    out: &Path,
) -> Result<bool, String> {
    let mut child = Command::new(opt)
        .args(args)
        .arg(format!("-print-before={first}"))
        .args([
            "-print-module-scope",
            "-preserve-ll-uselistorder",
            "-disable-output",
        ])
        .arg(bc)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", opt.display()))?;
    let read = (|| -> std::io::Result<(bool, Option<String>)> {
        let stderr = child.stderr.take().ok_or(std::io::ErrorKind::BrokenPipe)?;
        let mut reader = BufReader::new(stderr);
        let mut w = BufWriter::new(File::create(out)?);
        let (mut started, mut said) = (false, None);
        let mut line = Vec::new();
        loop {
            line.clear();
            if reader.read_until(b'\n', &mut line)? == 0 {
                break;
            }
            if line.starts_with(b"; *** IR Dump Before ") {
                if started {
                    break;
                }
                started = true;
            } else if started {
                if !asm_use_list(&line) {
                    w.write_all(&line)?;
                }
            } else if said.is_none() && !line.trim_ascii().is_empty() {
                said = Some(String::from_utf8_lossy(line.trim_ascii()).into_owned());
            }
        }
        w.flush()?;
        Ok((started, said))
    })();
    // The rest of the pipeline is not needed.
    let _ = child.kill();
    let status = child.wait();
    match read {
        Ok((true, _)) => Ok(true),
        // A module with no function left for the pipeline: opt ran to
        // its end.
        Ok((false, None)) if status.is_ok_and(|s| s.success()) => Ok(false),
        Ok((false, said)) => Err(said.unwrap_or_else(|| format!("{} failed", opt.display()))),
        Err(e) => Err(format!("{}: {e}", out.display())),
    }
}

/// Whether `line` orders the uses of an inline `asm` value
/// (`uselistorder ptr asm sideeffect "..."`): LLVM 22 prints such a
/// directive and cannot read it back ("invalid type for inline asm
/// constraint string"), so it is left out, and with it only the order of
/// the asm's own uses (the calls to it), which no loop pass iterates.
fn asm_use_list(line: &[u8]) -> bool {
    let text = String::from_utf8_lossy(line);
    let mut words = text.split_whitespace();
    words.next() == Some("uselistorder") && words.nth(1) == Some("asm")
}

/// The IR files the wrapper wrote for the crate `name` (`NAME-HASH.ll`).
pub fn ir_files(dir: &Path, name: &str) -> Vec<PathBuf> {
    let prefix = format!("{name}-");
    // Not `-C save-temps`' `NAME-HASH.NAME.CGU.rcgu.ll`.
    files_named(dir, |n| {
        n.strip_prefix(&prefix)
            .and_then(|h| h.strip_suffix(".ll"))
            .is_some_and(|h| !h.contains('.'))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn asm_use_lists_are_the_only_ones_left_out() {
        assert!(asm_use_list(
            b"uselistorder ptr asm sideeffect inteldialect \"cpuid\", \"=r\", { 1, 0 }\n"
        ));
        assert!(!asm_use_list(b"uselistorder ptr @f, { 1, 0 }\n"));
        assert!(!asm_use_list(b"  uselistorder i64 %x, { 1, 0 }\n"));
        assert!(!asm_use_list(b"  %asm = call i32 asm \"\", \"=r\"()\n"));
    }

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
            "k-0f3e.k.1a2b-cgu.0.rcgu.ll",
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
