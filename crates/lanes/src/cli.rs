//! The `lanes` command line: [`run`] parses the arguments with the grammar
//! of `args.rs` ([`Cli`], re-exported here), loads the files and
//! prints the answer.
//!
//! **Architecture invariant:** the CLI is the outermost layer with the
//! server: it parses arguments, loads files into a host, executes one
//! [`Command`] and prints its [`Output`]; it computes nothing itself.
//!
//! **API boundary:** only this module (and [`crate::serve`], which parses
//! its queries as command lines) knows clap; it is compiled with the `cli`
//! feature.

use std::io::Write;
use std::path::PathBuf;

pub use crate::args::{Cli, Common, cli_command};
pub use crate::commands::{
    Command, FileSel, FuncSel, LoopSel, ReportArgs, ServeArgs, ShapesArgs, TuiArgs, VfArgs,
    VlsArgs, formats_of,
};
use crate::error::Error;
pub use crate::format::{Format, Output};
use crate::host::AnalysisHost;

/// What the terminal UI is asked to open (`lanes tui FILES... --target T`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TuiRequest {
    /// Files to open and watch; empty means the embedded demo workspace.
    pub files: Vec<PathBuf>,
    /// A built-in target name or a TOML path.
    pub target: Option<String>,
    /// Outer loops marked `llvm.loop.vectorize.enable` are the candidates
    /// (`--vplan-native-path`).
    pub vplan_native_path: bool,
    /// Which price decides a VLS group (`--vls-cost`).
    pub vls_cost: crate::VlsCost,
    /// LLVM's `-prefer-predicate-over-epilogue` (`--prefer-predicate`).
    pub prefer_predicate: Option<crate::PreferPredicate>,
    /// The units of `--project`, `--cargo` or `--merge`: each opened IR
    /// file (`ir`) with the compiler's decision of every loop beside it.
    pub build: Vec<crate::model::UnitReport>,
}

/// What the binary's `main` passes to start the terminal UI, if it has one.
pub type TuiLauncher<'a> = &'a dyn Fn(TuiRequest) -> i32;

/// Runs the CLI; returns the process exit code (0 ok, 1 errors in the input
/// or the question, 2 usage: a `--format` the command does not print, an
/// unknown `--target` name, a missing `--func` or `--loop` where several
/// are possible, a `--vf` that is not a candidate; see [`Error::is_usage`]). Without a terminal UI, no command means the demo report.
pub fn run(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    run_with(args, out, err, None)
}

/// [`run`] with a terminal UI: no command and `lanes tui` hand control to
/// `tui` (the binary passes it; the library cannot depend on the UI crate).
///
/// Long: the CLI's one dispatch, each command that does not go through a
/// host (`igc`, `diff`, `tui`, `serve`) handled in order before the rest.
pub fn run_with(
    args: &[String],
    out: &mut dyn Write,
    err: &mut dyn Write,
    tui: Option<TuiLauncher<'_>>,
) -> i32 {
    if let Some(tool_args) = igc_args(args) {
        return run_igc(tool_args, out, err);
    }
    let parsed = cli_command()
        .try_get_matches_from(args)
        .and_then(|m| <Cli as clap::FromArgMatches>::from_arg_matches(&m));
    let Cli { common, command } = match parsed {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let text = e.render().to_string();
            let _ = if code == 0 {
                write!(out, "{text}")
            } else {
                write!(err, "{text}")
            };
            return code;
        }
    };
    // No command is the terminal UI when there is one, else the demo report.
    let command = match (command, tui) {
        (Some(c), _) => c,
        (None, Some(_)) => Command::Tui(TuiArgs::default()),
        (None, None) => Command::Report(ReportArgs::default()),
    };
    // Before the TUI, the server or any file is touched: a usage error.
    if let Err(e) = command.check_format(common.format) {
        let _ = writeln!(err, "error: {e}");
        return 2;
    }
    if let Command::Diff(a) = &command {
        return run_diff(a, &common, out, err);
    }
    if let Err(e) = common.check_single() {
        let _ = writeln!(err, "error: {e}");
        return 2;
    }
    if let Some(code) = run_build(&command, &common, out, err) {
        return code;
    }
    match (&command, tui) {
        (Command::Tui(a), Some(launch)) => return launch_tui(a, &common, err, launch),
        (Command::Tui(_), None) => {
            let _ = writeln!(
                err,
                "error: this build has no terminal UI; try `lanes report`"
            );
            return 2;
        }
        (Command::Igc(a), _) => return run_igc(&a.args, out, err),
        (Command::Serve(a), _) => {
            return crate::serve::serve_with_limit(
                std::io::stdin(),
                std::io::stdout(),
                a.max_message_bytes,
            );
        }
        _ => {}
    }
    let mut host = AnalysisHost::without_log();
    host.set_vplan_native_path(common.vplan_native_path);
    host.set_vls_cost(common.vls_cost.into());
    host.set_profile(common.llvm());
    host.set_forced(common.force_vector_width, common.force_vector_interleave);
    host.set_prefer_predicate(common.prefer());
    if let Some(t) = common.target() {
        match lanes_target::load(t) {
            Ok(desc) => host.choose_builtin_target(t, &desc),
            // An unknown name is a usage error; a file that does not read
            // or holds a bad value is an error in the input, shown where it is.
            Err(e) if e.file.is_none() => {
                let _ = writeln!(err, "error: {e}");
                return 2;
            }
            Err(e) => {
                let _ = write!(err, "{}", e.render());
                return 1;
            }
        }
    }
    let mut failed = false;
    let result = (|| -> Result<Output, Error> {
        let paths = open(&mut host, &command.files(), err, &mut failed)?;
        if let Command::Report(_) = command {
            // One answer and exit: the report is made in batches of
            // functions, each batch's intermediates dropped after it (a
            // small report in one). Errors are met again, and reported,
            // by `execute`.
            let batch = if host.text_len(&paths) <= ONE_BATCH_BYTES {
                usize::MAX
            } else {
                REPORT_BATCH
            };
            let _ = host.report_in_batches(&paths, batch);
        }
        write_diagnostics(&host, &paths, err, &mut failed)?;
        let an = host.analysis();
        if let (Command::Report(_), Format::Text) = (&command, common.format) {
            write_vectorized_notice(&an, &paths, err)?;
        }
        command.execute(&an, &paths, common.format)
    })();
    match result {
        Ok(output) => {
            let _ = output.write(&mut *out);
        }
        Err(e) => {
            let _ = writeln!(err, "error: {e}");
            return if e.is_usage() { 2 } else { 1 };
        }
    }
    if tui.is_some() {
        // The binary exits right after: freeing every memo of a large
        // report would take a tenth of its time for nothing.
        std::mem::forget(host);
    }
    i32::from(failed)
}

/// The commands about a user's build (`cc`, `project`, `cargo`, `report --merge`),
/// answered by [`crate::build`]; `None` for the others.
fn run_build(
    command: &Command,
    common: &Common,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Option<i32> {
    let needs = matches!(
        command,
        Command::Cc(_)
            | Command::Project(_)
            | Command::Cargo(_)
            | Command::Report(ReportArgs { merge: Some(_), .. })
    );
    if !needs {
        return None;
    }
    if !matches!(common.format, Format::Text | Format::Json) {
        let _ = writeln!(err, "error: {} prints text and json only", command.name());
        return Some(2);
    }
    if let Some(t) = common.target()
        && let Err(e) = lanes_target::load(t)
    {
        let _ = writeln!(err, "error: {e}");
        return Some(2);
    }
    let setup = crate::build::Setup {
        target: common.target().map(str::to_string),
        profile: common.llvm(),
        forced: (common.force_vector_width, common.force_vector_interleave),
        vplan_native_path: common.vplan_native_path,
        vls_cost: common.vls_cost.into(),
    };
    let format = common.format;
    Some(match command {
        Command::Cc(a) => {
            let req = crate::build::CcRequest {
                argv: a.command.clone(),
                wrap: a.wrap.clone(),
                setup,
                format,
            };
            crate::build::cc(&req, out, err)
        }
        Command::Project(a) => {
            let req = crate::build::ProjectRequest {
                compile_commands: a.compile_commands.clone(),
                jobs: a.jobs.unwrap_or(0),
                cache: a.cache.clone(),
                setup,
                format,
            };
            crate::build::project(&req, out, err)
        }
        Command::Cargo(a) => {
            let req = crate::build::cargo::CargoRequest {
                args: a.args.clone(),
                setup,
                format,
                remark_lines: a.remark_lines,
            };
            crate::build::cargo::cargo(&req, out, err)
        }
        Command::Report(ReportArgs {
            merge: Some(dir), ..
        }) => match crate::build::merge(dir, err) {
            Ok(report) => {
                crate::build::write_report(&report, format, out);
                i32::from(report.agreement.failed_units > 0)
            }
            Err(e) => {
                let _ = writeln!(err, "error: {e}");
                1
            }
        },
        _ => return None,
    })
}

/// `lanes tui`: the files named, or the IR of a project or crate.
fn launch_tui(a: &TuiArgs, common: &Common, err: &mut dyn Write, launch: TuiLauncher<'_>) -> i32 {
    let (files, build) = match tui_build_units(a, common, err) {
        Ok(Some(units)) => (
            units
                .iter()
                .filter_map(|u| u.ir.as_ref().map(PathBuf::from))
                .collect(),
            units,
        ),
        Ok(None) => (a.files.clone(), Vec::new()),
        Err(code) => return code,
    };
    launch(TuiRequest {
        build,
        files,
        target: common.target().map(str::to_string),
        vplan_native_path: common.vplan_native_path,
        vls_cost: common.vls_cost.into(),
        prefer_predicate: common.prefer(),
    })
}

/// The units of `lanes tui --project`, `--cargo` or `--merge`, made (or
/// taken from the cache) as `lanes project` and `lanes cargo` make them,
/// or read back from the wrapper's result files; `None` when none is
/// asked for, `Err` the exit code after the error.
fn tui_build_units(
    a: &TuiArgs,
    common: &Common,
    err: &mut dyn Write,
) -> Result<Option<Vec<crate::model::UnitReport>>, i32> {
    let setup = crate::build::Setup {
        profile: common.llvm(),
        ..Default::default()
    };
    let report = if let Some(db) = &a.project {
        let req = crate::build::ProjectRequest {
            compile_commands: db.clone(),
            jobs: 0,
            cache: None,
            setup,
            format: Format::Text,
        };
        crate::build::project_report(&req, err)?
    } else if a.cargo {
        let req = crate::build::cargo::CargoRequest {
            args: Vec::new(),
            setup,
            format: Format::Text,
            remark_lines: false,
        };
        crate::build::cargo::cargo_report(&req, err).map_err(|e| {
            let _ = writeln!(err, "error: lanes cargo: {e}");
            1
        })?
    } else if let Some(dir) = &a.merge {
        crate::build::merge(dir, err).map_err(|e| {
            let _ = writeln!(err, "error: {e}");
            1
        })?
    } else {
        return Ok(None);
    };
    Ok(Some(report.units))
}

/// `opt|llc ARGS…` of `lanes igc opt|llc ARGS…`: IGC's tool arguments
/// (`-S`, `-o`, `-GenX…`) are not lanes' grammar and go to the driver as
/// given.
fn igc_args(args: &[String]) -> Option<&[String]> {
    let tool = args.get(2)?;
    (args[1] == "igc" && !tool.starts_with('-')).then(|| &args[2..])
}

/// `lanes igc opt|llc ARGS… [FILE]` ([`lanes_genx::driver`]): exit 2 on
/// a pass or option lanes does not model, 1 on input that does not parse.
fn run_igc(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let outcome = lanes_genx::driver::run(&args[0], &args[1..], || {
        std::io::read_to_string(std::io::stdin())
    });
    let _ = out.write_all(outcome.stdout.as_bytes());
    let _ = err.write_all(outcome.stderr.as_bytes());
    outcome.code
}

/// `lanes diff`: one host per side, set up as the side says, each
/// reporting on its files; the diagnostics of the first side's files (and
/// of the second's when they are other files) go to `err`.
fn run_diff(
    args: &crate::commands::DiffArgs,
    common: &Common,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    let profiles: Vec<lanes_db::Profile> = common
        .llvms
        .iter()
        .filter_map(|p| lanes_db::Profile::parse(p))
        .collect();
    let forced = (common.force_vector_width, common.force_vector_interleave);
    let sides = match args.sides(&common.targets, &profiles, forced, common.prefer()) {
        Ok(s) => s,
        Err(e) => {
            let _ = writeln!(err, "error: {e}");
            return 2;
        }
    };
    let mut failed = false;
    let mut reports = Vec::new();
    for (i, side) in sides.iter().enumerate() {
        let mut host = AnalysisHost::without_log();
        host.set_vplan_native_path(common.vplan_native_path);
        host.set_vls_cost(common.vls_cost.into());
        host.set_profile(side.profile);
        host.set_forced(side.forced.0, side.forced.1);
        host.set_prefer_predicate(side.prefer_predicate);
        if let Some(t) = &side.target {
            match lanes_target::load(t) {
                Ok(desc) => host.choose_builtin_target(t, &desc),
                Err(e) => {
                    let _ = writeln!(err, "error: {e}");
                    return if e.file.is_none() { 2 } else { 1 };
                }
            }
        }
        for (k, v) in &side.costs {
            let set = lanes_target::TableId::split(k)
                .map_err(|e| Error::Target(e.to_string()))
                .and_then(|(table, key)| host.set_cost(table, key, *v));
            if let Err(Error::Target(e)) = set {
                let _ = writeln!(err, "error: --cost {k}={v}: {e}");
                return 2;
            }
        }
        let mut sink = Vec::new();
        let quiet = i == 1 && side.files == sides[0].files;
        let errs: &mut dyn Write = if quiet { &mut sink } else { &mut *err };
        let rows = load(&mut host, &side.files, errs, &mut failed).and_then(|paths| {
            let an = host.analysis();
            let rows = an
                .vectorization_report(&paths)
                .map_err(|_| Error::Cancelled)??;
            let inputs = an.inputs(&paths).map_err(|_| Error::Cancelled)??;
            Ok((rows, inputs))
        });
        match rows {
            Ok(r) => reports.push(r),
            Err(e) => {
                let _ = writeln!(err, "error: {e}");
                return if e.is_usage() { 2 } else { 1 };
            }
        }
    }
    let [(a, a_inputs), (b, b_inputs)]: [_; 2] = match reports.try_into() {
        Ok(r) => r,
        Err(_) => return 1,
    };
    let output =
        crate::commands::diff_answer(&sides, [&a, &b], [a_inputs, b_inputs], common.format);
    let _ = output.write(&mut *out);
    i32::from(failed)
}

/// Opens the files (or the demo workspace when there are none) and writes
/// their diagnostics to `err`, setting `failed` on errors. A file that cannot
/// be read is an error only when it is the command's single file.
pub fn load(
    host: &mut AnalysisHost,
    files: &[PathBuf],
    err: &mut dyn Write,
    failed: &mut bool,
) -> Result<Vec<String>, Error> {
    let paths = open(host, files, err, failed)?;
    write_diagnostics(host, &paths, err, failed)?;
    Ok(paths)
}

/// How many functions a one-shot `lanes report` analyses before it drops
/// their intermediates ([`AnalysisHost::report_in_batches`]).
const REPORT_BATCH: usize = 32;

/// Files of at most this many bytes in all are reported in one batch:
/// their intermediates together are a few tens of MB, and every batch
/// ends on a wait for its slowest thread and an eviction on one thread
/// while the others wait (a 0.9 MB module was 8 batches of 32).
const ONE_BATCH_BYTES: usize = 2 << 20;

/// The first half of [`load`]: opens the files (or the demo workspace).
fn open(
    host: &mut AnalysisHost,
    files: &[PathBuf],
    err: &mut dyn Write,
    failed: &mut bool,
) -> Result<Vec<String>, Error> {
    let mut paths = Vec::new();
    if files.is_empty() {
        for (p, text) in crate::demo::files() {
            host.open_file(p, text);
            paths.push(p.to_string());
        }
    }
    for f in files {
        match host.open_path(f) {
            Ok(p) => paths.push(p),
            Err(e) if files.len() == 1 => return Err(e),
            Err(e) => {
                let _ = writeln!(err, "error: {e}");
                *failed = true;
            }
        }
    }
    Ok(paths)
}

/// How to make the IR LoopVectorize reads, for a file that is a
/// vectorizer's output already.
pub const INPUT_HINT: &str = "clang -O2 -g -fno-vectorize -fno-slp-vectorize -mllvm -interleave-loops=false -mllvm -unroll-runtime=false -mllvm -unroll-allow-partial=false -S -emit-llvm k.c -o k.ll (rustc: -O -g -C no-vectorize-loops -C no-vectorize-slp --emit=llvm-ir)";

/// One line on `err` for each file whose loops are all vectorized already
/// (`llvm.loop.isvectorized`): it is LoopVectorize's output, not its input.
fn write_vectorized_notice(
    an: &crate::Analysis,
    paths: &[String],
    err: &mut dyn Write,
) -> Result<(), Error> {
    let files = an
        .vectorized_output_files(paths)
        .map_err(|_| Error::Cancelled)??;
    for p in files {
        let _ = writeln!(
            err,
            "note: {p}: every loop is marked llvm.loop.isvectorized: this looks like vectorized output; for the IR LoopVectorize sees, use {INPUT_HINT}"
        );
    }
    Ok(())
}

/// The second half of [`load`]: writes the diagnostics of `paths` to `err`.
fn write_diagnostics(
    host: &AnalysisHost,
    paths: &[String],
    err: &mut dyn Write,
    failed: &mut bool,
) -> Result<(), Error> {
    let an = host.analysis();
    for p in paths {
        let diags = an.diagnostics(p).map_err(|_| Error::Cancelled)??;
        for d in diags {
            let _ = write!(err, "{}", d.rendered);
            if d.severity == crate::model::Severity::Error {
                *failed = true;
            }
        }
    }
    Ok(())
}
