//! `lanes cargo`: a Rust crate or workspace through rustc, in its own
//! target directory (`TARGET/lanes/`), so the user's build is untouched.
//!
//! One build, `lanes/rec`: each workspace member is compiled with rustc's
//! YAML records of LoopVectorize, which name the function of every loop,
//! and again with vectorization off for the IR lanes reads
//! ([`super::rustc_records`]); a record goes to a loop of its function at
//! its location, in the order LoopVectorize visits the function's loops
//! ([`super::unit::join`]). When rustc writes no records (a toolchain
//! where `RUSTC_BOOTSTRAP` does not open `-Z remark-dir`), two builds
//! stand in: `lanes/ir` with vectorization off and `--emit=llvm-ir`, and
//! `lanes/rec` with LLVM's remark lines on standard error, which name no
//! function ([`super::remark_lines`]); the report says which
//! ([`RecordSource`]).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde::Deserialize;

use super::command::Compiler;
use super::remark_lines::{remarks_by_package, sequential_decisions, stderr_records};
use super::remarks::{CompilerLoop, loop_decisions, parse_records};
use super::rustc_records;
use super::unit::{Setup, compiler_info, join, report};
use crate::format::Format;
use crate::model::{BuildReport, RecordSource, UnitReport, UnitStatus};

/// `lanes cargo`: what to build and how to answer.
pub struct CargoRequest {
    /// Arguments for `cargo build` (`-p NAME`, `--features F`, `--release`).
    pub args: Vec<String>,
    /// lanes' analysis options.
    pub setup: Setup,
    /// The answer's format.
    pub format: Format,
    /// Read rustc's remark lines even when it can write YAML records.
    pub remark_lines: bool,
}

#[derive(Deserialize)]
struct Metadata {
    packages: Vec<Package>,
    workspace_members: Vec<String>,
    target_directory: PathBuf,
}

#[derive(Deserialize)]
struct Package {
    name: String,
    id: String,
    manifest_path: PathBuf,
    targets: Vec<Target>,
}

#[derive(Deserialize)]
struct Target {
    name: String,
    kind: Vec<String>,
    src_path: PathBuf,
}

/// The flags of the fallback's records build.
const RECORD_FLAGS: &[&str] = &[
    "-C",
    "llvm-args=-pass-remarks=loop-vectorize",
    "-C",
    "llvm-args=-pass-remarks-missed=loop-vectorize",
    "-C",
    "llvm-args=-pass-remarks-analysis=loop-vectorize",
];

/// `RUSTFLAGS` as the user has it, then `extra`; line tables always, so
/// that loops have locations.
fn rustflags(extra: &[&str]) -> String {
    let mut flags = std::env::var("RUSTFLAGS").unwrap_or_default();
    for f in ["-C", "debuginfo=line-tables-only"].iter().chain(extra) {
        if !flags.is_empty() {
            flags.push(' ');
        }
        flags.push_str(f);
    }
    flags
}

/// Runs cargo with `args` in the target directory `dir`, `RUSTFLAGS` and
/// the workspace's compiles through `wrapper`; `Err` is its error
/// output's last lines.
fn cargo_run(
    args: &[String],
    dir: &Path,
    flags: &str,
    wrapper: Option<&Path>,
) -> Result<String, String> {
    let mut cmd = Command::new("cargo");
    cmd.args(args)
        .env("CARGO_TARGET_DIR", dir)
        .env("RUSTFLAGS", flags)
        .env("CARGO_INCREMENTAL", "0")
        .env_remove("RUSTC_WRAPPER")
        .env_remove("RUSTC_WORKSPACE_WRAPPER");
    if let Some(w) = wrapper {
        cmd.env("RUSTC_WORKSPACE_WRAPPER", w);
    }
    let out = cmd.output().map_err(|e| format!("cannot run cargo: {e}"))?;
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    if out.status.success() {
        Ok(stderr)
    } else {
        let tail: Vec<&str> = stderr.lines().filter(|l| !l.trim().is_empty()).collect();
        let from = tail.len().saturating_sub(20);
        Err(tail[from..].join("\n"))
    }
}

/// The rustc cargo runs: its version and its LLVM's major version.
fn rustc_version() -> Result<Compiler, String> {
    let out = Command::new(rustc_records::rustc_program())
        .arg("-vV")
        .output()
        .map_err(|e| format!("cannot run rustc: {e}"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    let field = |k: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(k))
            .map(|v| v.trim().to_string())
    };
    let version = field("release:").ok_or_else(|| {
        let here = std::env::current_dir().unwrap_or_default();
        super::toolchain::no_release(&here, &String::from_utf8_lossy(&out.stderr))
    })?;
    let llvm = field("LLVM version:").ok_or("rustc -vV names no LLVM version")?;
    let major = llvm
        .split('.')
        .next()
        .and_then(|m| m.parse().ok())
        .ok_or_else(|| format!("rustc's LLVM version `{llvm}` does not read"))?;
    Ok(Compiler {
        program: "rustc".into(),
        version,
        major,
        opt: None,
    })
}

/// The IR files of a package's targets in the fallback's IR build: `deps/CRATE-*.ll`
/// under `dir`, the newest of each name stem.
fn ir_files(dir: &Path, crates: &[String]) -> Vec<PathBuf> {
    let mut found: Vec<(PathBuf, std::time::SystemTime)> = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
                continue;
            }
            let name = p
                .file_name()
                .map_or(String::new(), |n| n.to_string_lossy().into_owned());
            let ours =
                name.ends_with(".ll") && crates.iter().any(|c| name.starts_with(&format!("{c}-")));
            if ours && p.parent().is_some_and(|d| d.ends_with("deps")) {
                let time = e.metadata().and_then(|m| m.modified());
                found.push((p, time.unwrap_or(std::time::UNIX_EPOCH)));
            }
        }
    }
    // Builds with other flags leave older files of the same crate behind.
    let newest = found.iter().map(|(_, t)| *t).max();
    let mut files: Vec<PathBuf> = found
        .into_iter()
        .filter(|(_, t)| {
            newest.is_some_and(|n| n.duration_since(*t).is_ok_and(|d| d.as_secs() < 600))
        })
        .map(|(p, _)| p)
        .collect();
    files.sort();
    files
}

/// `lanes cargo`. Exit code: 0, 1 for a failing build or a package whose
/// IR could not be analysed.
pub fn cargo(req: &CargoRequest, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    match cargo_report(req, err) {
        Ok(report) => {
            let failed = report.agreement.failed_units > 0;
            super::write_report(&report, req.format, out);
            i32::from(failed)
        }
        Err(e) => {
            let _ = writeln!(err, "error: lanes cargo: {e}");
            1
        }
    }
}

/// The build (or the fallback's builds), and each member's IR analysed
/// and joined with its records.
pub fn cargo_report(req: &CargoRequest, err: &mut dyn Write) -> Result<BuildReport, String> {
    let rustc = rustc_version()?;
    // `--manifest-path` names the workspace for `cargo metadata` too.
    let manifest: Vec<String> = req
        .args
        .iter()
        .enumerate()
        .filter_map(|(i, a)| {
            if a == "--manifest-path" {
                req.args.get(i + 1).map(|v| vec![a.clone(), v.clone()])
            } else if a.starts_with("--manifest-path=") {
                Some(vec![a.clone()])
            } else {
                None
            }
        })
        .flatten()
        .collect();
    let meta = Command::new("cargo")
        .args(["metadata", "--format-version", "1", "--no-deps"])
        .args(&manifest)
        .output()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !meta.status.success() {
        let e = String::from_utf8_lossy(&meta.stderr);
        return Err(e
            .lines()
            .find(|l| !l.trim().is_empty())
            .unwrap_or("cargo metadata failed")
            .trim()
            .to_string());
    }
    let meta: Metadata =
        serde_json::from_slice(&meta.stdout).map_err(|e| format!("cargo metadata: {e}"))?;
    let base = meta.target_directory.join("lanes");
    std::fs::create_dir_all(&base).map_err(|e| format!("{}: {e}", base.display()))?;
    let mut args = vec!["build".to_string()];
    args.extend(req.args.iter().cloned());
    // LoopVectorize runs at -O2 and above: release unless a profile is named.
    if !req
        .args
        .iter()
        .any(|a| a == "--release" || a == "-r" || a.starts_with("--profile"))
    {
        args.push("--release".into());
    }
    let members: Vec<&Package> = meta
        .packages
        .iter()
        .filter(|p| meta.workspace_members.contains(&p.id))
        .collect();
    // The members are built again (their records and IR come from their
    // own compiles, which cargo skips when they are fresh).
    let mut clean = vec!["clean".to_string()];
    clean.extend(manifest.iter().cloned());
    for p in &members {
        clean.extend(["-p".to_string(), p.name.clone()]);
    }
    if args.iter().any(|a| a == "--release" || a == "-r") {
        clean.push("--release".into());
    }
    let yaml = if req.remark_lines {
        Err("`--remark-lines` asked for".to_string())
    } else {
        rustc_records::probe(&base)
    };
    let (source, found) = match yaml {
        Ok(()) => (
            RecordSource::Yaml,
            yaml_build(&args, &clean, &base, &members, rustc.major, err)?,
        ),
        Err(why) => {
            let _ = writeln!(
                err,
                "warning: lanes cargo: rustc's YAML records cannot be had ({why}); \
                 reading its remark lines, which name no function: a record goes to \
                 the first loop at its location"
            );
            (
                RecordSource::RemarkLines,
                lines_build(&args, &clean, &base, &members)?,
            )
        }
    };
    let units = members
        .into_iter()
        .zip(found)
        .map(|(p, found)| member_unit(req, &rustc, source, p, found, err))
        .collect();
    Ok(BuildReport::new(units))
}

/// A member's unit: lanes' report on its IR files joined with rustc's
/// decisions.
fn member_unit(
    req: &CargoRequest,
    rustc: &Compiler,
    source: RecordSource,
    p: &Package,
    (files, decisions): Found,
    err: &mut dyn Write,
) -> UnitReport {
    let dir = p.manifest_path.parent().unwrap_or(Path::new("."));
    let root = p
        .targets
        .first()
        .map_or(p.manifest_path.clone(), |t| t.src_path.clone());
    let mut unit = UnitReport {
        file: root.display().to_string(),
        directory: dir.display().to_string(),
        arguments: vec!["rustc".into(), p.name.clone()],
        compiler: compiler_info(&req.setup, rustc),
        status: UnitStatus::Analysed,
        error: None,
        ir: files.first().map(|f| f.display().to_string()),
        rows: Vec::new(),
        compiler_only: Vec::new(),
        records: Some(source),
    };
    let mut verdicts = Vec::new();
    for f in &files {
        match report(&req.setup, rustc.major, f) {
            Ok(v) => verdicts.extend(v),
            Err(e) => {
                unit.status = UnitStatus::Failed;
                unit.error = Some(e);
            }
        }
    }
    if files.is_empty() {
        let _ = writeln!(err, "warning: lanes cargo: no IR found for {}", p.name);
    }
    let (rows, left) = join(&unit.file, &verdicts, &decisions);
    unit.rows = rows;
    unit.compiler_only = left;
    unit
}

/// A member's IR files and rustc's decisions about its loops.
type Found = (Vec<PathBuf>, Vec<CompilerLoop>);

/// The crate names of a package's library and binaries, each once (a
/// binary named as the library shares its files' names: read twice, its
/// loops and records would be counted twice).
fn crate_names(p: &Package) -> Vec<String> {
    let mut names: Vec<String> = p
        .targets
        .iter()
        .filter(|t| t.kind.iter().any(|k| k.contains("lib") || k == "bin"))
        .map(|t| t.name.replace('-', "_"))
        .collect();
    names.sort();
    names.dedup();
    names
}

/// One build through the wrapper: each member's IR (`lanes/ir/`, as
/// LoopVectorize read it when an `opt` of rustc's LLVM is at hand) and
/// YAML records (`lanes/remarks/`), the records read by function.
fn yaml_build(
    args: &[String],
    clean: &[String],
    base: &Path,
    members: &[&Package],
    major: u32,
    err: &mut dyn Write,
) -> Result<Vec<Found>, String> {
    let (ir, remarks, rec) = (base.join("ir"), base.join("remarks"), base.join("rec"));
    for d in [&ir, &remarks] {
        let _ = std::fs::remove_dir_all(d);
        std::fs::create_dir_all(d).map_err(|e| format!("{}: {e}", d.display()))?;
    }
    let wrapper = rustc_records::write_wrapper(base, &ir, &remarks)?;
    let flags = rustflags(&[]);
    cargo_run(clean, &rec, &flags, None)?;
    cargo_run(args, &rec, &flags, Some(&wrapper))?;
    let opt = rustc_records::find_opt(major);
    if opt.is_none() {
        let _ = writeln!(
            err,
            "warning: lanes cargo: no opt of LLVM {major} on PATH: the IR is the end of \
             rustc's pipeline with vectorization off, where later passes may have changed loops"
        );
    }
    Ok(members
        .iter()
        .map(|p| {
            let mut files = Vec::new();
            let mut records = Vec::new();
            for c in crate_names(p) {
                for ll in rustc_records::ir_files(&ir, &c) {
                    if let Some(opt) = &opt
                        && let Err(why) = rustc_records::before_loop_vectorize(&ir, &c, &ll, opt)
                    {
                        let _ = writeln!(err, "warning: lanes cargo: {}: {why}", ll.display());
                    }
                    files.push(ll);
                }
                for y in rustc_records::yaml_files(&remarks, &c) {
                    records.extend(parse_records(
                        &std::fs::read_to_string(y).unwrap_or_default(),
                    ));
                }
            }
            (files, loop_decisions(&records))
        })
        .collect())
}

/// The fallback: the IR build, then the records build with the members
/// rebuilt one at a time, so that each remark line is theirs.
fn lines_build(
    args: &[String],
    clean: &[String],
    base: &Path,
    members: &[&Package],
) -> Result<Vec<Found>, String> {
    let ir_flags: Vec<&str> = super::rustc_records::IR_FLAGS
        .iter()
        .copied()
        .chain(["--emit=llvm-ir,link"])
        .collect();
    cargo_run(args, &base.join("ir"), &rustflags(&ir_flags), None)?;
    let rec = base.join("rec");
    let rec_flags = rustflags(RECORD_FLAGS);
    cargo_run(args, &rec, &rec_flags, None)?;
    cargo_run(clean, &rec, &rec_flags, None)?;
    let mut serial = args.to_vec();
    serial.extend(["-j".to_string(), "1".to_string()]);
    let stderr = cargo_run(&serial, &rec, &rec_flags, None)?;
    let remarks = remarks_by_package(&stderr);
    Ok(members
        .iter()
        .map(|p| {
            let files = ir_files(&base.join("ir"), &crate_names(p));
            let lines = remarks.get(&p.name).map_or("", String::as_str);
            (files, sequential_decisions(&stderr_records(lines)))
        })
        .collect())
}
