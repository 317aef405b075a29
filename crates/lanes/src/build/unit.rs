//! One translation unit: the two derived compiles, lanes' report on the
//! IR, and the compiler's decisions joined to its rows by function and
//! debug location.

use std::path::{Path, PathBuf};
use std::process::Command;

use lanes_db::Profile;

use super::command::{CompileCommand, Compiler};
use super::pipeline::{self, Pipelines};
use super::remarks::{CompilerLoop, RecordLoc, loop_decisions, parse_records};
use crate::host::AnalysisHost;
use crate::model::{
    BuildRow, CompilerInfo, CompilerOnlyLoop, LoopDecision, LoopVerdict, RecordSource, UnitReport,
    UnitStatus,
};

/// How lanes analyses every unit's IR: the command line's analysis options.
#[derive(Clone, Debug, Default)]
pub struct Setup {
    /// `--target`: a built-in name or a TOML file.
    pub target: Option<String>,
    /// `--llvm`: else the compiler's LLVM.
    pub profile: Option<Profile>,
    /// `--force-vector-width`, `--force-vector-interleave`.
    pub forced: (Option<u32>, Option<u32>),
    /// `--vplan-native-path`.
    pub vplan_native_path: bool,
    /// `--vls-cost`.
    pub vls_cost: lanes_db::VlsCost,
}

impl Setup {
    /// A host set up as asked, answering as the LLVM of `major` unless a
    /// profile was chosen. `Err` is a target that does not load.
    pub fn host(&self, major: u32) -> Result<AnalysisHost, String> {
        let mut host = AnalysisHost::without_log();
        host.set_vplan_native_path(self.vplan_native_path);
        host.set_vls_cost(self.vls_cost);
        host.set_profile(Some(self.profile_for(major)));
        host.set_forced(self.forced.0, self.forced.1);
        if let Some(t) = &self.target {
            let desc = lanes_target::load(t).map_err(|e| e.to_string())?;
            host.choose_builtin_target(t, &desc);
        }
        Ok(host)
    }

    /// The profile answering for a compiler of LLVM `major`.
    pub fn profile_for(&self, major: u32) -> Profile {
        self.profile.unwrap_or(Profile::of_llvm(major))
    }

    /// What a cached analysis depends on besides the IR.
    pub fn key(&self) -> String {
        format!(
            "lanes {} target={:?} llvm={:?} forced={:?} native={} vls={}",
            env!("CARGO_PKG_VERSION"),
            self.target,
            self.profile.map(Profile::name),
            self.forced,
            self.vplan_native_path,
            self.vls_cost.name()
        )
    }
}

/// What the derived compiles of one source produce.
#[derive(Clone, Debug)]
pub struct Derived {
    /// The IR LoopVectorize reads.
    pub ll: PathBuf,
    /// The files the IR compile read (the source and its headers), from
    /// its dependency output, relative paths resolved against the
    /// command's directory.
    pub deps: Vec<PathBuf>,
    /// The compiler's decisions.
    pub decisions: Vec<CompilerLoop>,
}

/// Runs `program args` in `dir`; `Err` holds its standard error (or why it
/// did not start) when it fails.
fn run(program: &str, args: &[String], dir: &Path) -> Result<(), String> {
    let out = Command::new(program)
        .args(args)
        .current_dir(dir)
        .output()
        .map_err(|e| format!("cannot run `{program}`: {e}"))?;
    if out.status.success() {
        return Ok(());
    }
    let stderr = String::from_utf8_lossy(&out.stderr).trim_end().to_string();
    Err(if stderr.is_empty() {
        format!("`{program}` exited with {}", out.status)
    } else {
        stderr
    })
}

/// Runs the IR compiles and the records compile of `cmd`'s source
/// `source` in `dir`, writing into `work` (created) under the name `stem`.
/// With `opt` (the compiler's LLVM's), the IR is the front end's run
/// through the compile's own pipeline up to LoopVectorize
/// ([`super::pipeline`]); without it, or when that does not work (clang
/// 14 prints no pipeline), the IR is a compile's with vectorization off.
pub fn derive(
    cmd: &CompileCommand,
    source: usize,
    dir: &Path,
    work: &Path,
    stem: &str,
    opt: Option<&Path>,
    pipelines: &Pipelines,
) -> Result<Derived, String> {
    std::fs::create_dir_all(work).map_err(|e| format!("{}: {e}", work.display()))?;
    let ll = work.join(format!("{stem}.ll"));
    let d = work.join(format!("{stem}.d"));
    let yaml = work.join(format!("{stem}.opt.yaml"));
    let obj = work.join(format!("{stem}.o"));
    let staged = match opt {
        Some(opt) => {
            let stage = Stage {
                work,
                stem,
                opt,
                pipelines,
            };
            before_loop_vectorize(cmd, source, dir, &stage, &ll, &d)?
        }
        None => false,
    };
    if !staged {
        run(&cmd.program, &cmd.ir_args(source, &ll, &d), dir)?;
    }
    let records = run(&cmd.program, &cmd.records_args(source, &yaml, &obj), dir);
    let _ = std::fs::remove_file(&obj);
    records?;
    let deps = std::fs::read_to_string(&d)
        .map(|t| super::cache::parse_deps(&t))
        .unwrap_or_default()
        .into_iter()
        .map(|p| dir.join(p))
        .collect();
    let _ = std::fs::remove_file(&d);
    let yaml_text = std::fs::read_to_string(&yaml).unwrap_or_default();
    let _ = std::fs::remove_file(&yaml);
    Ok(Derived {
        ll,
        deps,
        decisions: loop_decisions(&parse_records(&yaml_text)),
    })
}

/// Where and with what [`before_loop_vectorize`] works.
#[derive(Clone, Copy)]
struct Stage<'a> {
    work: &'a Path,
    stem: &'a str,
    opt: &'a Path,
    pipelines: &'a Pipelines,
}

/// Writes `ll` as LoopVectorize reads it: the front end's bitcode (the
/// headers read into `deps`) through the compile's pipeline cut before
/// `loop-vectorize`, run by `opt`. `Ok(false)`: the pipeline did not print
/// or run (the caller compiles the IR instead); `Err`: the source does not
/// compile.
fn before_loop_vectorize(
    cmd: &CompileCommand,
    source: usize,
    dir: &Path,
    stage: &Stage,
    ll: &Path,
    deps: &Path,
) -> Result<bool, String> {
    let Stage {
        work,
        stem,
        opt,
        pipelines,
    } = *stage;
    let bc = work.join(format!("{stem}.bc"));
    let obj = work.join(format!("{stem}.pipeline.o"));
    run(&cmd.program, &cmd.frontend_args(source, &bc, deps), dir)?;
    let cut = pipelines.get(cmd.pipeline_key(source), || {
        let printed = Command::new(&cmd.program)
            .args(cmd.pipeline_args(source, &obj))
            .current_dir(dir)
            .output();
        let _ = std::fs::remove_file(&obj);
        let o = printed.ok().filter(|o| o.status.success())?;
        pipeline::before_loop_vectorize(String::from_utf8_lossy(&o.stdout).lines().last()?)
    });
    let Some(passes) = cut else {
        let _ = std::fs::remove_file(&bc);
        return Ok(false);
    };
    let mut args: Vec<String> = cmd.mllvm_options();
    if !cmd.keeps_value_names() {
        args.push("--discard-value-names".into());
    }
    args.push(format!("-passes={passes}"));
    args.extend(["-S".to_string(), "-o".to_string()]);
    args.push(ll.display().to_string());
    args.push(bc.display().to_string());
    let ran = run(&opt.display().to_string(), &args, dir);
    let _ = std::fs::remove_file(&bc);
    Ok(ran.is_ok())
}

/// lanes' report on the IR file `ll`, as the LLVM of `major` unless the
/// setup chose one.
pub fn report(setup: &Setup, major: u32, ll: &Path) -> Result<Vec<LoopVerdict>, String> {
    let mut host = setup.host(major)?;
    let path = host.open_path(ll).map_err(|e| e.to_string())?;
    let paths = [path];
    let _ = host.report_in_batches(&paths, 32);
    let an = host.analysis();
    match an.vectorization_report(&paths) {
        Ok(Ok(rows)) => Ok(rows),
        Ok(Err(e)) => Err(e.to_string()),
        Err(_) => Err("the analysis was cancelled".into()),
    }
}

/// `line:col` of a record location.
fn loc_text(l: &RecordLoc) -> String {
    format!("{}:{}", l.line, l.column)
}

/// Whether a record's file and a row's `start_file` name the same file
/// (the same path, or one ends with the other).
fn same_file(record: &str, row: Option<&str>) -> bool {
    let Some(row) = row else { return true };
    let (a, b) = (Path::new(record), Path::new(row));
    a == b || a.ends_with(b) || b.ends_with(a)
}

/// Joins lanes' rows with the compiler's decisions: a decision goes to the
/// first row not yet taken of its function (of any function when the
/// records name none, as LLVM's remark lines) whose start location it
/// names, first in LoopVectorize's order within a function; failing that,
/// to the one such row starting on its line. Returns the rows and
/// the decisions left over.
pub fn join(
    file: &str,
    verdicts: &[LoopVerdict],
    decisions: &[CompilerLoop],
) -> (Vec<BuildRow>, Vec<CompilerOnlyLoop>) {
    let mut taken: Vec<Option<LoopDecision>> = vec![None; verdicts.len()];
    // The rows of each function are together: its first row's index.
    let mut first_of: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    for (i, v) in verdicts.iter().enumerate() {
        first_of.entry(v.function.as_str()).or_insert(i);
    }
    let mut left = Vec::new();
    for d in decisions {
        let candidates = |exact: bool| -> Vec<usize> {
            verdicts
                .iter()
                .enumerate()
                .filter(|(i, v)| {
                    taken[*i].is_none()
                        && (d.function.is_empty() || v.function == d.function)
                        && d.loc.as_ref().is_some_and(|l| {
                            same_file(&l.file, v.start_file.as_deref())
                                && match &v.start_loc {
                                    Some(s) if exact => *s == loc_text(l),
                                    Some(s) => s.split(':').next() == Some(&l.line.to_string()),
                                    None => false,
                                }
                        })
                })
                .map(|(i, _)| i)
                .collect()
        };
        // LoopVectorize looks at innermost loops: an inner loop sharing its
        // location with the loop around it (inlined iterator code) is the one.
        // Among a function's loops at one location, the first LoopVectorize
        // visits (`visit`) is the one.
        let inner_first = |mut c: Vec<usize>| {
            c.sort_by_key(|&i| {
                (
                    !verdicts[i].innermost,
                    first_of[&*verdicts[i].function],
                    verdicts[i].visit,
                )
            });
            c
        };
        let exact = inner_first(candidates(true));
        let pick = match exact.first() {
            Some(&i) => Some(i),
            None => match inner_first(candidates(false)).as_slice() {
                [i] => Some(*i),
                [i, j, ..] if verdicts[*i].innermost && !verdicts[*j].innermost => Some(*i),
                _ => None,
            },
        };
        match pick {
            Some(i) => taken[i] = Some(d.decision.clone()),
            None => left.push(CompilerOnlyLoop {
                function: d.function.clone(),
                start_file: d.loc.as_ref().map(|l| l.file.clone()),
                start_loc: d.loc.as_ref().map(loc_text),
                compiler: d.decision.clone(),
            }),
        }
    }
    let rows = verdicts
        .iter()
        .zip(taken)
        .map(|(v, c)| BuildRow::new(file, v, c))
        .collect();
    (rows, left)
}

/// The unit's report from its derived compiles.
pub fn unit_report(
    setup: &Setup,
    compiler: &Compiler,
    file: &str,
    dir: &Path,
    argv: &[String],
    derived: Result<&Derived, String>,
) -> UnitReport {
    let mut unit = UnitReport {
        file: file.to_string(),
        directory: dir.display().to_string(),
        arguments: argv.to_vec(),
        compiler: compiler_info(setup, compiler),
        status: UnitStatus::Analysed,
        error: None,
        ir: None,
        rows: Vec::new(),
        compiler_only: Vec::new(),
        records: Some(RecordSource::Yaml),
    };
    let derived = match derived {
        Ok(d) => d,
        Err(e) => return failed(unit, e),
    };
    unit.ir = Some(derived.ll.display().to_string());
    match report(setup, compiler.major, &derived.ll) {
        Ok(verdicts) => {
            let (rows, left) = join(file, &verdicts, &derived.decisions);
            unit.rows = rows;
            unit.compiler_only = left;
            unit
        }
        Err(e) => failed(unit, e),
    }
}

/// `unit` marked failed with `error`.
pub fn failed(mut unit: UnitReport, error: String) -> UnitReport {
    unit.status = UnitStatus::Failed;
    unit.error = Some(error);
    unit
}

/// The compiler and the profile lanes answers as.
pub fn compiler_info(setup: &Setup, compiler: &Compiler) -> CompilerInfo {
    let name = Path::new(&compiler.program)
        .file_name()
        .map_or(compiler.program.clone(), |n| {
            n.to_string_lossy().into_owned()
        });
    CompilerInfo {
        name,
        version: compiler.version.clone(),
        profile: setup.profile_for(compiler.major).name().to_string(),
    }
}
