//! `lanes cargo`: a Rust crate or workspace through rustc, in its own
//! target directory (`TARGET/lanes/`), so the user's build is untouched.
//!
//! Two builds: `lanes/ir` with vectorization off and `--emit=llvm-ir`
//! (the IR LoopVectorize reads), and `lanes/rec` with LLVM's remarks of
//! LoopVectorize on (`-C llvm-args=-pass-remarks=loop-vectorize`,
//! `-missed` and `-analysis`; rustc's own `-C remark=loop-vectorize` writes no
//! LoopVectorize record with rustc 1.95). LLVM prints those remarks without
//! the function, one line per loop (`remark: FILE:LINE:COL: message`), so
//! the workspace's packages are built once more one at a time to tell
//! whose they are, and a remark goes to the first of lanes' loops with its
//! location (LoopVectorize visits a module's functions in order, as lanes'
//! report lists them).

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde::Deserialize;

use super::command::Compiler;
use super::remarks::{CompilerLoop, Record, RecordLoc, loop_decisions};
use super::unit::{Setup, compiler_info, join, report};
use crate::format::Format;
use crate::model::{BuildReport, UnitReport, UnitStatus};

/// `lanes cargo`: what to build and how to answer.
pub struct CargoRequest {
    /// Arguments for `cargo build` (`-p NAME`, `--features F`, `--release`).
    pub args: Vec<String>,
    /// lanes' analysis options.
    pub setup: Setup,
    /// The answer's format.
    pub format: Format,
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

/// The flags of the IR build: LoopVectorize's input, as `lanes cc` makes it.
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
    "--emit=llvm-ir,link",
];

/// The flags of the records build.
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

/// Runs cargo with `args` in the target directory `dir` and `RUSTFLAGS`;
/// `Err` is its error output's last lines.
fn cargo_run(args: &[String], dir: &Path, flags: &str) -> Result<String, String> {
    let out = Command::new("cargo")
        .args(args)
        .env("CARGO_TARGET_DIR", dir)
        .env("RUSTFLAGS", flags)
        .env_remove("RUSTC_WRAPPER")
        .output()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
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
    let out = Command::new("rustc")
        .arg("-vV")
        .output()
        .map_err(|e| format!("cannot run rustc: {e}"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    let field = |k: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(k))
            .map(|v| v.trim().to_string())
    };
    let version = field("release:").ok_or("rustc -vV names no release")?;
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

/// LLVM's remark lines (`remark: FILE:LINE:COL: message`) as records
/// without a function: `vectorized loop (vectorization width: 4,
/// interleaved count: 2)` is a `Passed` record, any other a `Missed` one.
pub fn stderr_records(text: &str) -> Vec<Record> {
    let mut out = Vec::new();
    for line in text.lines() {
        let Some(rest) = line.strip_prefix("remark: ") else {
            continue;
        };
        let Some((loc, message)) = split_loc(rest) else {
            continue;
        };
        // `vectorized loop (...)`, `vectorized epilogue loop (...)`.
        let vectorized = message.starts_with("vectorized ") && message.contains("width: ");
        let mut args = vec![("String".to_string(), message.to_string())];
        let num = |key: &str| {
            let at = message.find(key)? + key.len();
            let digits: String = message[at..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            Some(digits)
        };
        if let Some(vf) = num("vectorization width: ") {
            args.push(("VectorizationFactor".into(), vf));
        }
        if let Some(ic) = num("interleaved count: ") {
            args.push(("InterleaveCount".into(), ic));
        }
        let interleaved = message.starts_with("interleaved loop");
        out.push(Record {
            kind: if vectorized || interleaved {
                "Passed"
            } else if message.starts_with("loop not vectorized: ") {
                // `-pass-remarks-analysis`: why.
                "Analysis"
            } else {
                "Missed"
            }
            .into(),
            pass: "loop-vectorize".into(),
            name: if vectorized {
                "Vectorized"
            } else if interleaved {
                "Interleaved"
            } else {
                "Missed"
            }
            .into(),
            loc: Some(loc),
            function: String::new(),
            args,
        });
    }
    out
}

/// `FILE:LINE:COL: message` → the location and the message.
fn split_loc(rest: &str) -> Option<(RecordLoc, &str)> {
    // The first `:LINE:COL: ` from the left where both are numbers.
    let bytes = rest.as_bytes();
    for (i, _) in rest.match_indices(':') {
        let tail = &rest[i + 1..];
        let line: String = tail.chars().take_while(char::is_ascii_digit).collect();
        if line.is_empty() || bytes.get(i + 1 + line.len()) != Some(&b':') {
            continue;
        }
        let tail2 = &tail[line.len() + 1..];
        let col: String = tail2.chars().take_while(char::is_ascii_digit).collect();
        if col.is_empty() || !tail2[col.len()..].starts_with(": ") {
            continue;
        }
        return Some((
            RecordLoc {
                file: rest[..i].to_string(),
                line: line.parse().ok()?,
                column: col.parse().ok()?,
            },
            &tail2[col.len() + 2..],
        ));
    }
    None
}

/// One decision per loop from function-less records in order. A record
/// at the place of the verdict before it is about the same loop (a second
/// remark, the epilogue). Analysis records say why before the verdict:
/// they go with the verdict that follows when it is LoopVectorize's plain
/// `loop not vectorized` or at one of their places; otherwise (LLVM 22
/// refuses some loops with an analysis record alone) they are a loop of
/// their own, at their place. A refusal LLVM 22 makes after legality
/// (`after_legality`) is always a loop of its own.
pub fn sequential_decisions(records: &[Record]) -> Vec<CompilerLoop> {
    let mut out: Vec<CompilerLoop> = Vec::new();
    let mut pending: Vec<&Record> = Vec::new();
    let mut last: Option<RecordLoc> = None;
    let push = |out: &mut Vec<CompilerLoop>, last: &mut Option<RecordLoc>, group: &[&Record]| {
        let Some(first) = group.first() else { return };
        let same = last.is_some() && *last == first.loc;
        last.clone_from(&first.loc);
        let owned: Vec<Record> = group.iter().map(|r| (*r).clone()).collect();
        let Some(d) = loop_decisions(&owned).into_iter().last() else {
            return;
        };
        match out.last_mut() {
            Some(prev) if same => {
                if !prev.decision.vectorized && d.decision.vectorized {
                    prev.decision = d.decision;
                } else if !prev.decision.vectorized && prev.decision.reason.is_none() {
                    prev.decision.reason = d.decision.reason;
                }
            }
            _ => out.push(d),
        }
    };
    for r in records {
        if r.kind.starts_with("Analysis") && after_legality(&r.message()) {
            // No verdict follows it: the analyses before it were loops of
            // their own too.
            for p in pending.drain(..) {
                push(&mut out, &mut last, &[p]);
            }
            push(&mut out, &mut last, &[r]);
            continue;
        }
        if r.kind.starts_with("Analysis") {
            pending.push(r);
            continue;
        }
        let plain = r.message() == "loop not vectorized";
        let owns = plain || pending.iter().any(|p| p.loc == r.loc);
        if !owns {
            for p in pending.drain(..) {
                push(&mut out, &mut last, &[p]);
            }
        }
        // The analyses, placed where the verdict is, are its reasons.
        let mut group: Vec<Record> = pending
            .drain(..)
            .map(|p| Record {
                loc: r.loc.clone(),
                ..p.clone()
            })
            .collect();
        group.push(r.clone());
        let refs: Vec<&Record> = group.iter().collect();
        push(&mut out, &mut last, &refs);
    }
    for p in pending {
        push(&mut out, &mut last, &[p]);
    }
    out
}

/// Whether `message` is one of LLVM 22's refusals in `processLoop` after
/// legality has passed (the early-exit and faulting-load ones, all worded
/// "Auto-vectorization of ..."): `reportVectorizationFailure` without
/// `emitRemarkWithHints`, so no `loop not vectorized` verdict follows and
/// the record is the loop's only one. A verdict after it is another loop's.
fn after_legality(message: &str) -> bool {
    message
        .strip_prefix("loop not vectorized: ")
        .unwrap_or(message)
        .starts_with("Auto-vectorization of ")
}

/// The remark lines of each package the last build compiled (`-j1`:
/// each package's lines follow its `Compiling NAME vX (PATH)` line).
fn remarks_by_package(stderr: &str) -> BTreeMap<String, String> {
    let mut out: BTreeMap<String, String> = BTreeMap::new();
    let mut current = None;
    for line in stderr.lines() {
        let t = line.trim_start();
        if let Some(rest) = t.strip_prefix("Compiling ") {
            current = rest.split_whitespace().next().map(str::to_string);
            continue;
        }
        if let (Some(p), true) = (&current, t.starts_with("remark: ")) {
            let e = out.entry(p.clone()).or_default();
            e.push_str(t);
            e.push('\n');
        }
    }
    out
}

/// The IR files of a package's targets in the IR build: `deps/CRATE-*.ll`
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

/// The two builds, the members rebuilt one at a time for their remarks,
/// and each member's IR analysed and joined with its remarks.
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
    cargo_run(&args, &base.join("ir"), &rustflags(IR_FLAGS))?;
    let rec = base.join("rec");
    let rec_flags = rustflags(RECORD_FLAGS);
    cargo_run(&args, &rec, &rec_flags)?;
    let members: Vec<&Package> = meta
        .packages
        .iter()
        .filter(|p| meta.workspace_members.contains(&p.id))
        .collect();
    // The members again, one at a time, so that each remark is theirs.
    let mut clean = vec!["clean".to_string()];
    clean.extend(manifest.iter().cloned());
    for p in &members {
        clean.extend(["-p".to_string(), p.name.clone()]);
    }
    if args.iter().any(|a| a == "--release" || a == "-r") {
        clean.push("--release".into());
    }
    cargo_run(&clean, &rec, &rec_flags)?;
    let mut serial = args.clone();
    serial.extend(["-j".to_string(), "1".to_string()]);
    let stderr = cargo_run(&serial, &rec, &rec_flags)?;
    let remarks = remarks_by_package(&stderr);
    let mut units = Vec::new();
    for p in members {
        let crates: Vec<String> = p
            .targets
            .iter()
            .filter(|t| t.kind.iter().any(|k| k.contains("lib") || k == "bin"))
            .map(|t| t.name.replace('-', "_"))
            .collect();
        let files = ir_files(&base.join("ir"), &crates);
        let dir = p.manifest_path.parent().unwrap_or(Path::new("."));
        let root = p
            .targets
            .first()
            .map_or(p.manifest_path.clone(), |t| t.src_path.clone());
        let mut unit = UnitReport {
            file: root.display().to_string(),
            directory: dir.display().to_string(),
            arguments: vec!["rustc".into(), p.name.clone()],
            compiler: compiler_info(&req.setup, &rustc),
            status: UnitStatus::Analysed,
            error: None,
            ir: files.first().map(|f| f.display().to_string()),
            rows: Vec::new(),
            compiler_only: Vec::new(),
        };
        let decisions: Vec<CompilerLoop> = sequential_decisions(&stderr_records(
            remarks.get(&p.name).map_or("", String::as_str),
        ));
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
        units.push(unit);
    }
    Ok(BuildReport::new(units))
}

#[cfg(test)]
mod tests {
    /// Each decision's `line:column` and first reason.
    fn placed_reasons(r: &[Record]) -> Vec<String> {
        sequential_decisions(r)
            .iter()
            .map(|d| {
                let l = d.loc.as_ref().unwrap();
                let why = d.decision.reason.as_deref().unwrap_or("-");
                format!("{}:{} {why}", l.line, l.column)
            })
            .collect()
    }

    use super::*;

    #[test]
    fn llvm_remark_lines() {
        let r = stderr_records(
            "   Compiling x v0.1.0 (/x)\n\
             remark: library/core/src/iter/adapters/zip.rs:306:12: vectorized loop (vectorization width: 4, interleaved count: 2)\n\
             remark: C:/a:b.rs:7:3: the cost-model indicates that vectorization is not beneficial\n",
        );
        assert_eq!(r.len(), 2);
        let d = sequential_decisions(&r);
        assert_eq!((d[0].decision.vf, d[0].decision.ic), (4, 2));
        assert_eq!(d[0].loc.as_ref().unwrap().line, 306);
        assert_eq!(d[1].loc.as_ref().unwrap().file, "C:/a:b.rs");
        assert!(!d[1].decision.vectorized);
    }

    #[test]
    fn analysis_lines_go_with_their_verdict_or_stand_alone() {
        let r = stderr_records(
            "remark: k.rs:7:3: loop not vectorized: Auto-vectorization of loops with potentially faulting load is not supported\n\
             remark: k.rs:14:3: the cost-model indicates that vectorization is not beneficial\n\
             remark: k.rs:14:3: the cost-model indicates that interleaving is not beneficial\n\
             remark: k.rs:21:7: loop not vectorized: cannot prove it is safe to reorder floating-point operations\n\
             remark: k.rs:20:3: loop not vectorized\n",
        );
        let got = placed_reasons(&r);
        assert_eq!(
            got,
            [
                "7:3 loop not vectorized: Auto-vectorization of loops with potentially faulting load is not supported",
                "14:3 the cost-model indicates that vectorization is not beneficial",
                "20:3 loop not vectorized: cannot prove it is safe to reorder floating-point operations",
            ]
        );
    }

    #[test]
    fn a_refusal_after_legality_is_not_the_next_verdicts_reason() {
        // memchr: the faulting-load refusal of one loop, then another loop
        // refused by legality (its first reason at an instruction's place).
        let r = stderr_records(
            "remark: src/arch/all/mod.rs:131:12: loop not vectorized: Auto-vectorization of loops with potentially faulting load is not supported\n\
             remark: library/core/src/ptr/mod.rs:547:14: loop not vectorized: instruction return type cannot be vectorized\n\
             remark: src/arch/generic/packedpair.rs:192:15: loop not vectorized: Cannot vectorize early exit loop with more than one early exit\n\
             remark: src/arch/generic/packedpair.rs:192:15: loop not vectorized\n",
        );
        let got = placed_reasons(&r);
        assert_eq!(
            got,
            [
                "131:12 loop not vectorized: Auto-vectorization of loops with potentially faulting load is not supported",
                "192:15 loop not vectorized: instruction return type cannot be vectorized",
            ]
        );
    }

    #[test]
    fn remarks_go_to_the_package_compiled() {
        let m = remarks_by_package(
            "   Compiling a v0.1.0 (/a)\nremark: a.rs:1:1: x\n   Compiling b v0.2.0\nremark: b.rs:2:2: y\n",
        );
        assert_eq!(m["a"], "remark: a.rs:1:1: x\n");
        assert_eq!(m["b"], "remark: b.rs:2:2: y\n");
    }
}
