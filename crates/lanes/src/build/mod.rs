//! From a user's build to answers: `lanes cc` (one compile, or a
//! compiler wrapper inside a build with `--wrap DIR`), `lanes project`
//! (every unit of a `compile_commands.json`, in parallel, cached under
//! `.lanes/`), `lanes cargo` (a Rust crate through rustc) and `lanes
//! report --merge DIR` (the wrapper's results read back).
//!
//! Each unit is compiled twice more besides the user's own compile: once
//! for the IR LoopVectorize reads (vectorization off), once for the
//! compiler's own LoopVectorize records; lanes' report on the IR and the
//! compiler's decisions are joined by function and loop location
//! ([`unit::join`]).
//!
//! **Architecture invariant:** this layer runs processes and reads and
//! writes files; it asks the analysis through [`crate::AnalysisHost`] like any
//! client, prints through [`crate::render::build`], and knows no command
//! line grammar (the CLI hands it plain requests).

pub mod cache;
pub mod cargo;
pub mod command;
pub mod pipeline;
pub mod remark_lines;
pub mod remarks;
pub mod rustc_records;
pub mod toolchain;
pub mod unit;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::format::{Format, Output};
use crate::model::{BuildReport, UnitReport, UnitStatus};
use crate::render::build::build_text;
pub use unit::Setup;

use self::command::{CompileCommand, Compiler, detect};

/// Prints `report` in `format` to `out`.
pub fn write_report(report: &BuildReport, format: Format, out: &mut dyn Write) {
    let output = Output::of(format, report, || build_text(report));
    let _ = output.write(out);
}

/// A fresh scratch directory under the system's temporary directory.
fn scratch_dir() -> PathBuf {
    static N: AtomicUsize = AtomicUsize::new(0);
    let n = N.fetch_add(1, Ordering::Relaxed);
    std::env::temp_dir().join(format!("lanes-cc-{}-{n}", std::process::id()))
}

/// The key of a unit's cache entry and result file: the compiler's
/// version and which `opt` makes its IR, the directory, the command and
/// which of its sources.
fn unit_key(compiler: &Compiler, dir: &Path, argv: &[String], source: usize) -> String {
    let dir = dir.display().to_string();
    let opt = compiler
        .opt
        .as_ref()
        .map_or(String::new(), |o| o.display().to_string());
    let mut parts: Vec<&[u8]> = vec![compiler.version.as_bytes(), opt.as_bytes(), dir.as_bytes()];
    parts.extend(argv.iter().map(|a| a.as_bytes()));
    let s = source.to_string();
    parts.push(s.as_bytes());
    cache::hash_bytes(&parts)
}

/// `lanes cc`: what to run and how to answer.
pub struct CcRequest {
    /// The compile command, compiler first.
    pub argv: Vec<String>,
    /// `--wrap DIR`: stay silent, write one result file per unit into DIR.
    pub wrap: Option<PathBuf>,
    /// lanes' analysis options.
    pub setup: Setup,
    /// The answer's format.
    pub format: Format,
}

/// `lanes cc`: runs the user's compile unchanged (its output and exit
/// status passed through), then analyses each source it compiled. Returns
/// the exit code: the compile's, 2 for a command lanes refuses (not clang),
/// 127 for a compiler that does not run.
pub fn cc(req: &CcRequest, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let Some(cmd) = CompileCommand::new(&req.argv) else {
        let _ = writeln!(err, "error: lanes cc: no compile command after `--`");
        return 2;
    };
    let dir = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    let analyses = !cmd.sources.is_empty() && !cmd.is_preprocess_only();
    // The wrapper refuses only what it would analyse: a build's other
    // uses of the compiler (linking, `--version`) go through untouched.
    let compiler = if analyses || req.wrap.is_none() {
        match detect(&cmd.program, &dir) {
            Ok(c) => Some(c),
            Err(e) => {
                let _ = writeln!(err, "error: lanes cc: {e}");
                let missing = std::process::Command::new(&cmd.program)
                    .arg("--version")
                    .output()
                    .is_err();
                return if missing { 127 } else { 2 };
            }
        }
    } else {
        None
    };
    // The user's compile, unchanged.
    let mut real = std::process::Command::new(&cmd.program);
    real.args(&cmd.args);
    let code = if req.wrap.is_some() {
        real.status().map(|s| s.code().unwrap_or(1))
    } else {
        real.output().map(|o| {
            let _ = out.write_all(&o.stdout);
            let _ = err.write_all(&o.stderr);
            o.status.code().unwrap_or(1)
        })
    };
    let code = match code {
        Ok(c) => c,
        Err(e) => {
            let _ = writeln!(err, "error: lanes cc: cannot run `{}`: {e}", cmd.program);
            return 127;
        }
    };
    let Some(compiler) = compiler.filter(|_| analyses && code == 0) else {
        if code != 0 && req.wrap.is_none() {
            let _ = writeln!(err, "lanes cc: the compile failed; nothing analysed");
        }
        return code;
    };
    let work = scratch_dir();
    let mut units = Vec::new();
    let pipelines = pipeline::Pipelines::default();
    for (n, &source) in cmd.sources.iter().enumerate() {
        let file = &cmd.args[source];
        let derived = unit::derive(
            &cmd,
            source,
            &dir,
            &work,
            &format!("u{n}"),
            compiler.opt.as_deref(),
            &pipelines,
        );
        let mut u = unit::unit_report(
            &req.setup,
            &compiler,
            file,
            &dir,
            &req.argv,
            derived.as_ref().map_err(Clone::clone),
        );
        u.ir = None;
        if let Some(wrap) = &req.wrap {
            let key = unit_key(&compiler, &dir, &req.argv, source);
            let ll = derived.as_ref().ok().map(|d| d.ll.as_path());
            let _ = write_unit(wrap, &key, &mut u, ll);
        }
        units.push(u);
    }
    let _ = std::fs::remove_dir_all(&work);
    if req.wrap.is_none() {
        for u in units.iter().filter(|u| u.status == UnitStatus::Failed) {
            let _ = writeln!(
                err,
                "lanes cc: {}: {}",
                u.file,
                u.error.as_deref().unwrap_or("")
            );
        }
        write_report(&BuildReport::new(units), req.format, out);
    }
    code
}

/// Writes a wrapper's result file `DIR/NAME-KEY.json` atomically, with
/// the unit's IR beside it (`NAME-KEY.ll`, named relative to `DIR` in the
/// result, so the directory can move) for `lanes tui --merge`.
fn write_unit(dir: &Path, key: &str, u: &mut UnitReport, ll: Option<&Path>) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let stem = Path::new(&u.file)
        .file_name()
        .map_or("unit".into(), |n| n.to_string_lossy().into_owned());
    if let Some(ll) = ll {
        let name = format!("{stem}-{key}.ll");
        cache::write_atomic(&dir.join(&name), &std::fs::read(ll)?)?;
        u.ir = Some(name);
    }
    let bytes = serde_json::to_vec(u).map_err(std::io::Error::other)?;
    cache::write_atomic(&dir.join(format!("{stem}-{key}.json")), &bytes)
}

/// `lanes report --merge DIR`: the wrapper's result files as one report.
/// `Err` is a directory that does not read; a file that does not parse is
/// named on `err` and left out.
pub fn merge(dir: &Path, err: &mut dyn Write) -> Result<BuildReport, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut paths: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    paths.sort();
    let mut units = Vec::new();
    for p in paths {
        let parsed = std::fs::read(&p)
            .map_err(|e| e.to_string())
            .and_then(|b| serde_json::from_slice::<UnitReport>(&b).map_err(|e| e.to_string()));
        match parsed {
            Ok(mut u) => {
                u.ir = u.ir.map(|ir| dir.join(ir).display().to_string());
                units.push(u);
            }
            Err(e) => {
                let _ = writeln!(err, "warning: {}: not a lanes result: {e}", p.display());
            }
        }
    }
    Ok(BuildReport::new(units))
}

/// `lanes project`: what to read and how.
pub struct ProjectRequest {
    /// The `compile_commands.json`.
    pub compile_commands: PathBuf,
    /// Units compiled at once (`-j`); 0: every core.
    pub jobs: usize,
    /// The cache's directory (default: `.lanes` beside the file).
    pub cache: Option<PathBuf>,
    /// lanes' analysis options.
    pub setup: Setup,
    /// The answer's format.
    pub format: Format,
}

/// One `compile_commands.json` entry.
#[derive(serde::Deserialize)]
struct DbEntry {
    directory: String,
    file: String,
    #[serde(default)]
    arguments: Option<Vec<String>>,
    #[serde(default)]
    command: Option<String>,
}

/// A unit to analyse: its command and which source.
struct Job {
    file: String,
    dir: PathBuf,
    argv: Vec<String>,
    cmd: CompileCommand,
    source: usize,
}

/// `file:line:col: error: message`, the line and a caret, for a JSON error.
fn json_error(path: &Path, text: &str, e: &serde_json::Error) -> String {
    let offset: usize = text
        .split_inclusive('\n')
        .take(e.line().saturating_sub(1))
        .map(str::len)
        .sum::<usize>()
        + e.column().saturating_sub(1);
    let msg = e.to_string();
    let msg = msg.split(" at line ").next().unwrap_or(&msg);
    lanes_ir::Diagnostic::error(offset.min(text.len()) as u32, 1, msg)
        .render(&path.display().to_string(), text)
}

/// The units of a `compile_commands.json`. `Err` is the message (a JSON
/// error with its position).
fn read_jobs(path: &Path) -> Result<Vec<Job>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let entries: Vec<DbEntry> =
        serde_json::from_str(&text).map_err(|e| json_error(path, &text, &e))?;
    let base = path.parent().unwrap_or(Path::new("."));
    let mut jobs = Vec::new();
    for (i, e) in entries.into_iter().enumerate() {
        let argv = match (e.arguments, e.command) {
            (Some(a), _) => a,
            (None, Some(c)) => command::split_shell(&c)
                .map_err(|m| format!("{}: entry {}: {m}", path.display(), i + 1))?,
            (None, None) => {
                return Err(format!(
                    "{}: entry {} has neither `arguments` nor `command`",
                    path.display(),
                    i + 1
                ));
            }
        };
        let dir = base.join(&e.directory);
        let cmd = CompileCommand::new(&argv)
            .ok_or_else(|| format!("{}: entry {}: empty command", path.display(), i + 1))?;
        let target = dir.join(&e.file);
        let source = cmd
            .sources
            .iter()
            .copied()
            .find(|&s| dir.join(&cmd.args[s]) == target)
            .or_else(|| (cmd.sources.len() == 1).then(|| cmd.sources[0]));
        let Some(source) = source else {
            return Err(format!(
                "{}: entry {}: `{}` is not a source its command compiles",
                path.display(),
                i + 1,
                e.file
            ));
        };
        jobs.push(Job {
            file: e.file,
            dir,
            argv,
            cmd,
            source,
        });
    }
    Ok(jobs)
}

/// `lanes project`: every unit of a `compile_commands.json`, `jobs` at a
/// time, each from the cache when nothing it read changed. Exit code: 0,
/// 1 when a unit failed (the others are answered) or the file is bad, 2
/// for a compiler lanes refuses, 127 for one that does not run.
pub fn project(req: &ProjectRequest, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    match project_report(req, err) {
        Ok(report) => {
            write_report(&report, req.format, out);
            i32::from(report.agreement.failed_units > 0)
        }
        Err(code) => code,
    }
}

/// [`project`]'s report; the failed units' errors and any error that
/// stops it (`Err`: the exit code) are written to `err`.
pub fn project_report(req: &ProjectRequest, err: &mut dyn Write) -> Result<BuildReport, i32> {
    let jobs = match read_jobs(&req.compile_commands) {
        Ok(j) => j,
        Err(e) => {
            let e = e.strip_suffix('\n').unwrap_or(&e);
            let _ = writeln!(err, "error: {e}");
            return Err(1);
        }
    };
    // Every compiler once, before anything is compiled.
    let mut compilers: Vec<(String, Compiler)> = Vec::new();
    for j in &jobs {
        if compilers.iter().any(|(p, _)| *p == j.cmd.program) {
            continue;
        }
        match detect(&j.cmd.program, &j.dir) {
            Ok(c) => compilers.push((j.cmd.program.clone(), c)),
            Err(e) => {
                let _ = writeln!(err, "error: {}: {e}", j.file);
                return Err(if e.starts_with("cannot run") { 127 } else { 2 });
            }
        }
    }
    let root = req.cache.clone().unwrap_or_else(|| {
        req.compile_commands
            .parent()
            .unwrap_or(Path::new("."))
            .join(".lanes")
    });
    let cache = match cache::Cache::open(&root) {
        Ok(c) => c,
        Err(e) => {
            let _ = writeln!(err, "error: cache {}: {e}", root.display());
            return Err(1);
        }
    };
    let jobs_n = if req.jobs == 0 {
        std::thread::available_parallelism().map_or(1, usize::from)
    } else {
        req.jobs
    };
    // The largest sources first, so that no large unit starts last and
    // keeps one worker busy while the others idle (longest first).
    let mut order: Vec<usize> = (0..jobs.len()).collect();
    order.sort_by_key(|&i| {
        let j = &jobs[i];
        std::cmp::Reverse(std::fs::metadata(j.dir.join(&j.file)).map_or(0, |m| m.len()))
    });
    let next = AtomicUsize::new(0);
    let pipelines = pipeline::Pipelines::default();
    let results: Mutex<Vec<Option<UnitReport>>> = Mutex::new(vec![None; jobs.len()]);
    std::thread::scope(|s| {
        for _ in 0..jobs_n.min(jobs.len()) {
            s.spawn(|| {
                loop {
                    let n = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&i) = order.get(n) else { break };
                    let job = &jobs[i];
                    let compiler = &compilers
                        .iter()
                        .find(|(p, _)| *p == job.cmd.program)
                        .expect("every compiler was detected")
                        .1;
                    let u = project_unit(&cache, &req.setup, compiler, job, &pipelines);
                    if let Ok(mut r) = results.lock() {
                        r[i] = Some(u);
                    }
                }
            });
        }
    });
    let units: Vec<UnitReport> = results
        .into_inner()
        .unwrap_or_default()
        .into_iter()
        .flatten()
        .collect();
    for u in units.iter().filter(|u| u.status == UnitStatus::Failed) {
        let _ = writeln!(
            err,
            "error: {}: {}",
            u.file,
            u.error.as_deref().unwrap_or("failed")
        );
    }
    Ok(BuildReport::new(units))
}

/// One unit of a project: from the cache, from the cached IR when only
/// lanes' options changed, else compiled and stored.
fn project_unit(
    cache: &cache::Cache,
    setup: &Setup,
    compiler: &Compiler,
    job: &Job,
    pipelines: &pipeline::Pipelines,
) -> UnitReport {
    let key = unit_key(compiler, &job.dir, &job.argv, job.source);
    let setup_key = setup.key();
    if let Some(entry) = cache.lookup(&key) {
        if entry.setup == setup_key {
            let mut u = entry.unit;
            u.status = UnitStatus::Cached;
            return u;
        }
        let derived = unit::Derived {
            ll: cache.ir_path(&key),
            deps: Vec::new(),
            decisions: entry.decisions.iter().map(|d| d.decision()).collect(),
        };
        let u = unit::unit_report(
            setup,
            compiler,
            &job.file,
            &job.dir,
            &job.argv,
            Ok(&derived),
        );
        if u.status != UnitStatus::Failed {
            let entry = cache::Entry {
                setup: setup_key,
                unit: u.clone(),
                ..entry
            };
            let _ = cache.store(&key, &entry);
        }
        return u;
    }
    // Written under a name of this process's and renamed into place.
    let stem = format!(".{key}.{}", std::process::id());
    let derived = unit::derive(
        &job.cmd,
        job.source,
        &job.dir,
        &cache.dir,
        &stem,
        compiler.opt.as_deref(),
        pipelines,
    )
    .and_then(|mut d| {
        let ll = cache.ir_path(&key);
        std::fs::rename(&d.ll, &ll).map_err(|e| format!("{}: {e}", ll.display()))?;
        d.ll = ll;
        Ok(d)
    });
    let u = unit::unit_report(
        setup,
        compiler,
        &job.file,
        &job.dir,
        &job.argv,
        derived.as_ref().map_err(Clone::clone),
    );
    if let (Ok(d), UnitStatus::Analysed) = (&derived, u.status) {
        // Hashed after the compile: an entry is stored only when every
        // file it read still reads.
        if let Some(deps) = cache.deps(&d.deps) {
            let entry = cache::Entry {
                deps,
                decisions: d.decisions.iter().map(cache::CachedDecision::of).collect(),
                setup: setup_key,
                unit: u.clone(),
            };
            let _ = cache.store(&key, &entry);
        }
    }
    u
}
