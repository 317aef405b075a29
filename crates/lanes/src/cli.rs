//! The `lanes` command line.
//!
//! A command runs in two phases: *load* (read the files it names into the
//! host, report their diagnostics) and *execute* (a pure function of an
//! [`Analysis`] snapshot that renders the answer in the requested format).
//! `lanes serve` reuses the execute phase on files its client opened, so
//! every CLI query is also a server query with the same JSON.
//!
//! Adding a command: a variant in [`Command`] with its args struct, an arm
//! in [`Command::execute`], its name and formats in [`Command::name`] and
//! [`Command::formats`] (and in [`Command::files`] if it names files
//! differently from `file: PathBuf`).

use std::io::Write;
use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};
use serde::Serialize;

use crate::genx::{self, GenxQuery as G};
use crate::host::command_result;
use crate::{Analysis, AnalysisHost, Error, render};

#[derive(Parser, Debug)]
#[command(
    name = "lanes",
    version,
    about = "Explore vectorization decisions over LLVM IR",
    long_about = "Explore vectorization decisions over LLVM IR.\n\nWith no command, opens the terminal UI on the embedded demo workspace\n(`lanes report` prints the same workspace as text)."
)]
/// The `lanes` command line: an optional subcommand (none: the terminal UI or the demo report).
pub struct Cli {
    /// The subcommand; `None` opens the terminal UI (or prints the demo report without one).
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// A `lanes` subcommand and its arguments.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Print the IR of a file (or one function) as lanes parsed it.
    Ir(FuncArgs),
    /// List the functions of a file.
    Functions(FileArgs),
    /// Natural loops: nesting, latches, exits, preheader, trip count, IVs (`--format dot`: the forest).
    Loops(LoopArgs),
    /// Every loop of every file; the embedded demo when no file is given (`--format dot`, `lv`).
    Report(ReportArgs),
    /// JSON-RPC 2.0 over stdio for other tools (see `docs/serve.md`).
    Serve(ServeArgs),
    /// Terminal UI (the default): browse functions, loops and decisions, edit costs live.
    Tui(TuiArgs),
    /// Memory references of a loop: base, element, stride, access class.
    Memrefs(LoopArgs),
    /// Dependences between a loop's memrefs and its max safe VF (`--format dot`: the graph).
    Deps(LoopArgs),
    /// Divergence / SIMD-lane-evolution shape of every value at a VF.
    Shapes(ShapesArgs),
    /// GenX bales (`--format igc`: IGC's `-print-baling-info` lines).
    Bales(FuncArgs),
    /// GenX instruction numbers with bales and reserved phi-copy slots.
    Numbering(FuncArgs),
    /// GenX live ranges (`name:[start,end){category}`).
    Liveness(FuncArgs),
    /// GenX coalesced live ranges and the copies coalescing would insert.
    Coalesce(CoalesceArgs),
    /// vISA registers after extra coalescing.
    Regalloc(FuncArgs),
    /// Candidate VFs and the VF ranges that share one OptVLS grouping.
    VfRanges(LoopArgs),
    /// OptVLS groups, shuffle sequences and costs at a VF (`--trace`: every merge round).
    Vls(VlsArgs),
    /// The VPlan covering a VF: recipes in a hierarchical CFG (`--format dot`: Graphviz).
    Vplan(VplanArgs),
    /// Cost of every VF and the best VF (`--format lv`: LLVM's cost lines; `dot`: the chosen plan, costed).
    Cost(LoopArgs),
}

/// `lanes vplan FILE [--func F] [--loop L] --vf N`.
#[derive(Args, Debug)]
pub struct VplanArgs {
    /// The `.ll` file.
    pub file: PathBuf,
    /// Function name (with or without `@`); may be omitted when the file defines one.
    #[arg(long)]
    pub func: Option<String>,
    /// Loop header label (`for.body`) or loop path (`L0`, `L0.1`).
    #[arg(long = "loop")]
    pub loop_: Option<String>,
    /// Vectorization factor: one of the loop's candidate VFs (default: the chosen VF).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1024))]
    pub vf: Option<u32>,
    /// Options every command takes.
    #[command(flatten)]
    pub common: Common,
}

/// `lanes vls FILE [--func F] [--loop L] --vf N [--trace]`.
#[derive(Args, Debug)]
pub struct VlsArgs {
    /// The `.ll` file.
    pub file: PathBuf,
    /// Function name (with or without `@`); may be omitted when the file defines one.
    #[arg(long)]
    pub func: Option<String>,
    /// Loop header label (`for.body`) or loop path (`L0`, `L0.1`).
    #[arg(long = "loop")]
    pub loop_: Option<String>,
    /// Vectorization factor: one of the loop's candidate VFs (default: the chosen VF).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1024))]
    pub vf: Option<u32>,
    /// Print the server's trace: initial graph, merge rounds, final sequence.
    #[arg(long)]
    pub trace: bool,
    /// Options every command takes.
    #[command(flatten)]
    pub common: Common,
}

/// `lanes shapes FILE [--func F] [--loop L] --vf N [--layout aos|soa|auto]`.
#[derive(Args, Debug)]
pub struct ShapesArgs {
    /// The `.ll` file.
    pub file: PathBuf,
    /// Function name (with or without `@`); may be omitted when the file defines one.
    #[arg(long)]
    pub func: Option<String>,
    /// Loop header label (`for.body`) or loop path (`L0`, `L0.1`).
    #[arg(long = "loop")]
    pub loop_: Option<String>,
    /// Vectorization factor: one of the loop's candidate VFs (default: the chosen VF).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1024))]
    pub vf: Option<u32>,
    /// Layout of loop-private aggregates (default: the options' policy).
    #[arg(long, value_parser = ["aos", "soa", "auto"])]
    pub layout: Option<String>,
    /// Options every command takes.
    #[command(flatten)]
    pub common: Common,
}

/// Options every command takes.
#[derive(Args, Debug, Clone)]
pub struct Common {
    /// Output format: every command prints text and json; one asked for a
    /// format it does not print fails with exit code 2.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Target description: a built-in name (sse42, avx2, avx512, genx) or a TOML file.
    #[arg(long)]
    pub target: Option<String>,
}

/// Output format (`--format`). Every command prints `text` and `json`; the
/// others only where listed, and a command asked for a format it does not
/// print fails (exit 2) rather than printing something else.
#[derive(Copy, Clone, PartialEq, Eq, Debug, ValueEnum)]
pub enum Format {
    /// For people; follows the dumps of the designs lanes implements.
    Text,
    /// For tools: the JSON documented in `docs/formats.md` (every command).
    Json,
    /// What IGC's `opt` prints after the pass: `bales` (`-print-baling-info`
    /// dump, then the IR), `numbering`, `liveness` (GenXLiveness's dump,
    /// then the IR after GenXCategory), `coalesce` (the IR with the copies).
    Igc,
    /// Graphviz: `loops`, `report` (loop forests with verdicts), `deps`
    /// (dependence graph), `cost` (the chosen VF's plan with recipe costs),
    /// `vplan` (the plan), `vls` (shuffle graphs).
    Dot,
    /// LLVM's `-debug-only=loop-vectorize` cost lines (`cost`, `vplan`); `report`: LLVM's remarks.
    Lv,
}

impl Format {
    /// The name `--format` takes (`dot`).
    pub fn name(self) -> &'static str {
        match self {
            Format::Text => "text",
            Format::Json => "json",
            Format::Igc => "igc",
            Format::Dot => "dot",
            Format::Lv => "lv",
        }
    }
}

/// `lanes functions FILE`.
#[derive(Args, Debug)]
pub struct FileArgs {
    /// The `.ll` file.
    pub file: PathBuf,
    /// Options every command takes.
    #[command(flatten)]
    pub common: Common,
}

/// Arguments of commands about a function (`ir`, the GenX commands).
#[derive(Args, Debug)]
pub struct FuncArgs {
    /// The `.ll` file.
    pub file: PathBuf,
    /// Function name (with or without `@`); may be omitted when the file defines one.
    #[arg(long)]
    pub func: Option<String>,
    /// Options every command takes.
    #[command(flatten)]
    pub common: Common,
}

/// Arguments of `coalesce`.
#[derive(Args, Debug)]
pub struct CoalesceArgs {
    /// The file, the function and the options every command takes.
    #[command(flatten)]
    pub args: FuncArgs,
    /// Coalesce nothing: every two-address and phi candidate gets its copy
    /// (IGC's `-vc-disable-coalescing`).
    #[arg(long)]
    pub disable_coalescing: bool,
}

/// Arguments of commands about one loop (`memrefs`, `deps`, `vf-ranges`, `cost`, `loops`).
#[derive(Args, Debug)]
pub struct LoopArgs {
    /// The `.ll` file.
    pub file: PathBuf,
    /// Function name (with or without `@`); may be omitted when the file defines one.
    #[arg(long)]
    pub func: Option<String>,
    /// Loop header label (`for.body`) or loop path (`L0`, `L0.1`).
    #[arg(long = "loop")]
    pub loop_: Option<String>,
    /// Options every command takes.
    #[command(flatten)]
    pub common: Common,
}

/// `lanes serve` (the target is changed with `setTarget`, not `--target`).
#[derive(Args, Debug)]
pub struct ServeArgs {
    /// The largest message read; a larger one is answered with an error and skipped.
    #[arg(long, default_value_t = crate::serve::MAX_MESSAGE_BYTES)]
    pub max_message_bytes: usize,
    /// Options every command takes.
    #[command(flatten)]
    pub common: Common,
}

/// `lanes tui [FILES...]`.
#[derive(Args, Debug)]
pub struct TuiArgs {
    /// Files to open; none opens the embedded demo workspace.
    pub files: Vec<PathBuf>,
    /// Options every command takes.
    #[command(flatten)]
    pub common: Common,
}

/// What the terminal UI is asked to open (`lanes tui FILES... --target T`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TuiRequest {
    /// Files to open and watch; empty means the embedded demo workspace.
    pub files: Vec<PathBuf>,
    /// A built-in target name or a TOML path.
    pub target: Option<String>,
}

/// `lanes report [FILES...]`.
#[derive(Args, Debug)]
pub struct ReportArgs {
    /// Files to report on; none means the embedded demo workspace.
    pub files: Vec<PathBuf>,
    /// Options every command takes.
    #[command(flatten)]
    pub common: Common,
}

/// A command's answer: JSON for `--format json`, text for every other format.
#[derive(Debug)]
pub enum Output {
    /// `--format json`: the value to print.
    Json(serde_json::Value),
    /// Every other format: the text to print.
    Text(String),
}

impl Output {
    /// Renders `value` as JSON or uses the text rendering, by format. Only
    /// for `text` and `json`: [`Command::execute`] has already refused the
    /// formats a command does not print, and commands that print others
    /// render them before calling this.
    pub fn of<T: Serialize + ?Sized>(
        format: Format,
        value: &T,
        text: impl FnOnce() -> String,
    ) -> Output {
        match format {
            Format::Json => Output::Json(serde_json::to_value(value).unwrap_or_default()),
            _ => Output::Text(text()),
        }
    }
}

const TEXT: &[Format] = &[Format::Text];
const TEXT_JSON: &[Format] = &[Format::Text, Format::Json];
const TEXT_JSON_DOT: &[Format] = &[Format::Text, Format::Json, Format::Dot];
const TEXT_JSON_IGC: &[Format] = &[Format::Text, Format::Json, Format::Igc];
const TEXT_JSON_DOT_LV: &[Format] = &[Format::Text, Format::Json, Format::Dot, Format::Lv];

/// The formats the subcommand `name` prints (`docs/formats.md` has the table).
pub fn formats_of(name: &str) -> &'static [Format] {
    match name {
        "tui" => TEXT,
        "ir" | "functions" | "serve" | "memrefs" | "shapes" | "vf-ranges" | "regalloc" => TEXT_JSON,
        "bales" | "numbering" | "liveness" | "coalesce" => TEXT_JSON_IGC,
        "loops" | "deps" | "vls" => TEXT_JSON_DOT,
        "report" | "vplan" | "cost" => TEXT_JSON_DOT_LV,
        _ => TEXT_JSON,
    }
}

/// The command line's definition, with each subcommand's `--help` listing
/// only the formats it prints.
pub fn cli_command() -> clap::Command {
    use clap::CommandFactory;
    let mut cmd = Cli::command();
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    for name in names {
        let formats: Vec<&str> = formats_of(&name).iter().map(|f| f.name()).collect();
        let help = match name.as_str() {
            "tui" => "Output format: the terminal UI has none (text only)".to_string(),
            "serve" => "Output format: the server answers in json".to_string(),
            _ => format!("Output format: {}", formats.join(", ")),
        };
        cmd = cmd.mut_subcommand(&name, |sc| {
            sc.mut_arg("format", |a| {
                a.hide_possible_values(true)
                    .help(help.clone())
                    .long_help(help)
            })
        });
    }
    cmd
}

impl Command {
    /// The subcommand's name on the command line.
    pub fn name(&self) -> &'static str {
        match self {
            Command::Ir(_) => "ir",
            Command::Functions(_) => "functions",
            Command::Loops(_) => "loops",
            Command::Report(_) => "report",
            Command::Serve(_) => "serve",
            Command::Tui(_) => "tui",
            Command::Memrefs(_) => "memrefs",
            Command::Deps(_) => "deps",
            Command::Shapes(_) => "shapes",
            Command::Bales(_) => "bales",
            Command::Numbering(_) => "numbering",
            Command::Liveness(_) => "liveness",
            Command::Coalesce(_) => "coalesce",
            Command::Regalloc(_) => "regalloc",
            Command::VfRanges(_) => "vf-ranges",
            Command::Vls(_) => "vls",
            Command::Vplan(_) => "vplan",
            Command::Cost(_) => "cost",
        }
    }

    /// The formats the command prints (`docs/formats.md` has the table).
    /// `serve` answers in JSON whatever it is given; the terminal UI has
    /// no output format, so it takes only the default.
    pub fn formats(&self) -> &'static [Format] {
        formats_of(self.name())
    }

    /// Refuses a `--format` the command does not print, so that asking for
    /// DOT never yields text that Graphviz would choke on.
    pub fn check_format(&self) -> Result<(), Error> {
        let format = self.common().format;
        let available = self.formats();
        if available.contains(&format) {
            return Ok(());
        }
        Err(Error::FormatNotAvailable {
            command: self.name(),
            format: format.name(),
            available: available.iter().map(|f| f.name()).collect(),
        })
    }

    /// The options shared by all commands.
    pub fn common(&self) -> &Common {
        match self {
            Command::Ir(a) => &a.common,
            Command::Functions(a) => &a.common,
            Command::Loops(a) => &a.common,
            Command::Report(a) => &a.common,
            Command::Serve(a) => &a.common,
            Command::Tui(a) => &a.common,
            Command::Memrefs(a) | Command::Deps(a) => &a.common,
            Command::Shapes(a) => &a.common,
            Command::Bales(a) | Command::Numbering(a) | Command::Liveness(a) => &a.common,
            Command::Coalesce(a) => &a.args.common,
            Command::Regalloc(a) => &a.common,
            Command::VfRanges(a) => &a.common,
            Command::Vls(a) => &a.common,
            Command::Vplan(a) => &a.common,
            Command::Cost(a) => &a.common,
        }
    }

    /// The options shared by all commands, for changing them (`lanes serve` forces JSON).
    pub fn common_mut(&mut self) -> &mut Common {
        match self {
            Command::Ir(a) => &mut a.common,
            Command::Functions(a) => &mut a.common,
            Command::Loops(a) => &mut a.common,
            Command::Report(a) => &mut a.common,
            Command::Serve(a) => &mut a.common,
            Command::Tui(a) => &mut a.common,
            Command::Memrefs(a) | Command::Deps(a) => &mut a.common,
            Command::Shapes(a) => &mut a.common,
            Command::Bales(a) | Command::Numbering(a) | Command::Liveness(a) => &mut a.common,
            Command::Coalesce(a) => &mut a.args.common,
            Command::Regalloc(a) => &mut a.common,
            Command::VfRanges(a) => &mut a.common,
            Command::Vls(a) => &mut a.common,
            Command::Vplan(a) => &mut a.common,
            Command::Cost(a) => &mut a.common,
        }
    }

    /// Files the command reads (`report` with none means the demo workspace).
    pub fn files(&self) -> Vec<PathBuf> {
        match self {
            Command::Ir(a) => vec![a.file.clone()],
            Command::Functions(a) => vec![a.file.clone()],
            Command::Loops(a) => vec![a.file.clone()],
            Command::Report(a) => a.files.clone(),
            Command::Serve(_) => Vec::new(),
            Command::Tui(a) => a.files.clone(),
            Command::Memrefs(a) | Command::Deps(a) => vec![a.file.clone()],
            Command::Shapes(a) => vec![a.file.clone()],
            Command::Bales(a) | Command::Numbering(a) => vec![a.file.clone()],
            Command::Liveness(a) => vec![a.file.clone()],
            Command::Coalesce(a) => vec![a.args.file.clone()],
            Command::Regalloc(a) => vec![a.file.clone()],
            Command::VfRanges(a) => vec![a.file.clone()],
            Command::Vls(a) => vec![a.file.clone()],
            Command::Vplan(a) => vec![a.file.clone()],
            Command::Cost(a) => vec![a.file.clone()],
        }
    }

    /// Answers the command from a snapshot in which its files are open
    /// (under the paths `paths`, parallel to [`Command::files`]); a format
    /// the command does not print is [`Error::FormatNotAvailable`].
    pub fn execute(&self, an: &Analysis, paths: &[String]) -> Result<Output, Error> {
        let path = paths.first().map(String::as_str).unwrap_or("");
        let format = self.common().format;
        if !matches!(self, Command::Serve(_) | Command::Tui(_)) {
            self.check_format()?;
        }
        match self {
            Command::Ir(a) => {
                let text = command_result(an.ir(path, a.func.as_deref()))?;
                Ok(match format {
                    Format::Json => Output::Json(serde_json::Value::String(text)),
                    _ => Output::Text(text),
                })
            }
            Command::Functions(_) => answer(format, an.functions(path), |f| {
                render::functions_text(path, f)
            }),
            Command::Loops(a) => {
                let loops = command_result(an.loops(path, a.func.as_deref(), a.loop_.as_deref()))?;
                Ok(match format {
                    Format::Dot => Output::Text(crate::dot::loops_dot(&loops)),
                    _ => Output::of(format, &loops, || render::loops_text(&loops)),
                })
            }
            Command::Report(_) => crate::vplan::report_command(an, paths, format),
            Command::Serve(_) => Err(Error::NotAQuery("serve")),
            Command::Tui(_) => Err(Error::NotAQuery("tui")),
            Command::Memrefs(a) => answer(
                format,
                an.memrefs(path, a.func.as_deref(), a.loop_.as_deref()),
                crate::vec::memrefs_text,
            ),
            Command::Deps(a) => {
                let r =
                    command_result(an.dependences(path, a.func.as_deref(), a.loop_.as_deref()))?;
                Ok(match format {
                    Format::Dot => Output::Text(crate::dot::deps_dot(&r)),
                    _ => Output::of(format, &r, || crate::vec::deps_text(&r)),
                })
            }
            Command::Shapes(a) => crate::vec::shapes_command(
                an,
                path,
                a.func.as_deref(),
                a.loop_.as_deref(),
                a.vf,
                a.layout.as_deref(),
                format,
            ),
            Command::Bales(a) => genx::execute(an, G::Bales, path, a.func.as_deref(), format),
            Command::Numbering(a) => {
                genx::execute(an, G::Numbering, path, a.func.as_deref(), format)
            }
            Command::Liveness(a) => genx::execute(an, G::Liveness, path, a.func.as_deref(), format),
            Command::Coalesce(a) => genx::execute_with(
                an,
                G::Coalesce,
                path,
                a.args.func.as_deref(),
                format,
                a.disable_coalescing,
            ),
            Command::Regalloc(a) => genx::execute(an, G::Regalloc, path, a.func.as_deref(), format),
            Command::VfRanges(a) => answer(
                format,
                an.vf_ranges(path, a.func.as_deref(), a.loop_.as_deref()),
                crate::vls::vf_ranges_text,
            ),
            Command::Vls(a) => crate::vls::vls_command(
                an,
                path,
                a.func.as_deref(),
                a.loop_.as_deref(),
                a.vf,
                a.trace,
                format,
            ),
            Command::Vplan(a) => crate::vplan::vplan_command(
                an,
                path,
                a.func.as_deref(),
                a.loop_.as_deref(),
                a.vf,
                format,
            ),
            Command::Cost(a) => {
                crate::vplan::cost_command(an, path, a.func.as_deref(), a.loop_.as_deref(), format)
            }
        }
    }
}

/// A façade answer in the requested format: JSON, or the text `render` makes.
fn answer<T: Serialize>(
    format: Format,
    r: crate::Cancellable<Result<T, Error>>,
    render: impl FnOnce(&T) -> String,
) -> Result<Output, Error> {
    let value = command_result(r)?;
    Ok(Output::of(format, &value, || render(&value)))
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
pub fn run_with(
    args: &[String],
    out: &mut dyn Write,
    err: &mut dyn Write,
    tui: Option<TuiLauncher<'_>>,
) -> i32 {
    let parsed = cli_command()
        .try_get_matches_from(args)
        .and_then(|m| <Cli as clap::FromArgMatches>::from_arg_matches(&m));
    let cli = match parsed {
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
    // Before the TUI, the server or any file is touched: a usage error.
    if let Some(c) = &cli.command
        && let Err(e) = c.check_format()
    {
        let _ = writeln!(err, "error: {e}");
        return 2;
    }
    match (&cli.command, tui) {
        (None, Some(launch)) => return launch(TuiRequest::default()),
        (Some(Command::Tui(a)), Some(launch)) => {
            return launch(TuiRequest {
                files: a.files.clone(),
                target: a.common.target.clone(),
            });
        }
        (Some(Command::Tui(_)), None) => {
            let _ = writeln!(
                err,
                "error: this build has no terminal UI; try `lanes report`"
            );
            return 2;
        }
        _ => {}
    }
    let command = cli.command.unwrap_or(Command::Report(ReportArgs {
        files: Vec::new(),
        common: Common {
            format: Format::Text,
            target: None,
        },
    }));
    if let Command::Serve(a) = &command {
        return crate::serve::serve_with_limit(
            std::io::stdin(),
            std::io::stdout(),
            a.max_message_bytes,
        );
    }
    let mut host = AnalysisHost::new();
    if let Some(t) = &command.common().target {
        match lanes_target::load(t) {
            Ok(desc) => host.choose_target(&desc),
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
        let paths = load(&mut host, &command.files(), err, &mut failed)?;
        let an = host.analysis();
        command.execute(&an, &paths)
    })();
    match result {
        Ok(Output::Text(t)) => {
            let _ = write!(out, "{t}");
        }
        Ok(Output::Json(v)) => {
            let _ = serde_json::to_writer_pretty(&mut *out, &v);
            let _ = writeln!(out);
        }
        Err(e) => {
            let _ = writeln!(err, "error: {e}");
            return if e.is_usage() { 2 } else { 1 };
        }
    }
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
    let mut paths = Vec::new();
    if files.is_empty() {
        for (p, text) in crate::demo::files() {
            host.open_file(p, text);
            paths.push(p.to_string());
        }
    }
    for f in files {
        let p = f.display().to_string();
        if f.is_dir() {
            if files.len() == 1 {
                return Err(Error::NotAFile(p));
            }
            let _ = writeln!(err, "error: {}", Error::NotAFile(p));
            *failed = true;
            continue;
        }
        if let Err(e) = std::fs::metadata(f) {
            if files.len() == 1 {
                return Err(Error::NoSuchFile(format!("{p}: {e}")));
            }
            let _ = writeln!(err, "error: no such file: {p}: {e}");
            *failed = true;
            continue;
        }
        match crate::input::read_ir(f) {
            Ok(text) => {
                host.open_file(&p, &text);
                paths.push(p);
            }
            Err(e) if files.len() == 1 => return Err(Error::Unreadable(e)),
            Err(e) => {
                let _ = writeln!(err, "error: {e}");
                *failed = true;
            }
        }
    }
    let an = host.analysis();
    for p in &paths {
        let diags = an.diagnostics(p).map_err(|_| Error::Cancelled)??;
        for d in diags {
            let _ = write!(err, "{}", d.rendered);
            if d.severity == lanes_ir::Severity::Error {
                *failed = true;
            }
        }
    }
    Ok(paths)
}
