//! The commands: what `lanes COMMAND` and the server's `query` ask, as
//! plain values ([`Command`]), and how each is answered from a snapshot in
//! a format ([`Command::execute`]).
//!
//! A command runs in two phases: *load* (read the files it names into the
//! host, report their diagnostics; done by the CLI, the server or the test
//! kit) and *execute* (a pure function of an [`Analysis`] snapshot that
//! renders the answer). `lanes serve` reuses the execute phase on files its
//! client opened, so every CLI query is also a server query with the same
//! JSON.
//!
//! **Architecture invariant:** commands depend on the façade below them
//! (host, analysis, model, render, format) and on nothing above: the
//! command-line grammar (`args.rs`, `cli.rs`) is only derived onto these types
//! (with the `cli` feature), never imported.
//!
//! Adding a command: a variant in [`Command`] with its args struct, an arm
//! in [`Command::execute`], its name in [`Command::name`], its formats in
//! [`formats_of`] (and in [`Command::files`] if it names files differently
//! from a selector's `file`).
//!
//! Over 800 lines: the `Command` table — each command's variant, name,
//! formats, files and answer — reads as one; the argument structs of the
//! build commands are in `commands/build.rs`.

use std::path::{Path, PathBuf};

use lanes_db::LayoutPolicy;
use serde::Serialize;

use crate::error::{Cancellable, Error, command_result};
use crate::format::{Format, JsonList, Output};
use crate::host::Analysis;
use crate::model::{Answer, GenxQuery, LoopVerdict};
use crate::render::{dot, lv, passes, remarks, text};

mod build;
pub use build::{CargoArgs, CcArgs, ProjectArgs};

/// The largest message `lanes serve` reads by default (64 MiB: room for
/// the largest `.ll` files an `open` carries). A larger one is answered
/// with an error and skipped without being buffered.
pub const MAX_MESSAGE_BYTES: usize = 64 << 20;

/// A `lanes` subcommand and its arguments.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "cli", derive(clap::Subcommand))]
pub enum Command {
    /// Print the IR of a file (or one function) as lanes parsed it.
    Ir(FuncSel),
    /// List the functions of a file.
    Functions(FileSel),
    /// Natural loops: nesting, latches, exits, preheader, trip count, IVs (`--format dot`: the forest).
    Loops(LoopSel),
    /// Every loop of every file; the embedded demo when no file is given (`--format dot`, `lv`).
    Report(ReportArgs),
    /// JSON-RPC 2.0 over stdio for other tools (see `docs/serve.md`).
    Serve(ServeArgs),
    /// Terminal UI (the default): browse functions, loops and decisions, edit costs live.
    Tui(TuiArgs),
    /// Memory references of a loop: base, element, stride, access class.
    Memrefs(LoopSel),
    /// Dependences between a loop's memrefs and its max safe VF (`--format dot`: the graph).
    Deps(LoopSel),
    /// Divergence / SIMD-lane-evolution shape of every value at a VF.
    Shapes(ShapesArgs),
    /// GenX bales (`--format igc`: IGC's `-print-baling-info` lines).
    Bales(FuncSel),
    /// GenX instruction numbers with bales and reserved phi-copy slots.
    Numbering(FuncSel),
    /// GenX live ranges (`name:[start,end){category}`).
    Liveness(FuncSel),
    /// GenX coalesced live ranges and the copies coalescing would insert.
    Coalesce(CoalesceArgs),
    /// vISA registers after extra coalescing.
    Regalloc(FuncSel),
    /// GenXRegionCollapsing: the function with nested region reads and writes collapsed.
    Collapse(PassArgs),
    /// GenXLegalization: the function with its wide bales split into legal widths.
    Legalize(PassArgs),
    /// GenXPostLegalization after legalization: vectors decomposed into GRF parts, constants loaded.
    Postlegal(PassArgs),
    /// vISA assembly of a GenX function (`.decl`, `LOC`, one instruction per bale).
    Visa(PassArgs),
    /// Candidate VFs and the VF ranges that share one OptVLS grouping.
    VfRanges(LoopSel),
    /// OptVLS groups, shuffle sequences and costs at a VF (`--trace`: every merge round).
    Vls(VlsArgs),
    /// The VPlan covering a VF: recipes in a hierarchical CFG (`--format dot`: Graphviz).
    Vplan(VfArgs),
    /// Cost of every VF and the best VF (`--format lv`: LLVM's cost lines; `dot`: the chosen plan, costed).
    Cost(LoopSel),
    /// The C/C++/Rust source the debug info names, each loop's verdict on its start line.
    Source(SourceArgs),
    /// IGC's `opt`/`llc` as its lit tests run them: `lanes igc opt|llc ARGS… [FILE]` (the module
    /// from FILE or standard input; see docs/genx.md).
    Igc(IgcArgs),
    /// Loops whose verdict, VF or IC differ between two targets (`--target A --target B`), two
    /// LLVM profiles (`--llvm 14 --llvm 22`), a cost edit (`--cost KEY=VALUE`), or two files.
    Diff(DiffArgs),
    /// Run one compile (`lanes cc -- clang-22 -O2 -c k.c -o k.o`) and report every loop with
    /// the compiler's own LoopVectorize decision beside lanes'.
    Cc(CcArgs),
    /// Every unit of a `compile_commands.json`, in parallel and cached under `.lanes/`, with
    /// the compiler's decisions beside lanes'.
    Project(ProjectArgs),
    /// A Rust crate or workspace through rustc (`lanes cargo -- -p NAME`), in its own target
    /// directory (`target/lanes`), with rustc's decisions beside lanes'.
    Cargo(CargoArgs),
}

/// `lanes source FILE [--func F] [--source-root DIR]...`.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct SourceArgs {
    /// The file and (optionally) one function's loops.
    #[cfg_attr(feature = "cli", command(flatten))]
    pub sel: FuncSel,
    /// Where to look for the sources besides the IR file's directory and the recorded one
    /// (repeatable).
    #[cfg_attr(feature = "cli", arg(long = "source-root", value_name = "DIR"))]
    pub source_roots: Vec<PathBuf>,
}

/// `lanes diff FILES [--target A --target B] [--llvm 14 --llvm 22] [--cost KEY=VALUE]...`.
#[derive(Debug, Clone, Default)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct DiffArgs {
    /// The files both sides read; or exactly two, a before and an after, when no option makes
    /// two sides.
    #[cfg_attr(feature = "cli", arg(required = true))]
    pub files: Vec<PathBuf>,
    /// A cost-table entry of the second side (`arith.fmul.f32=40`); repeatable.
    #[cfg_attr(feature = "cli", arg(long = "cost", value_name = "KEY=VALUE"))]
    pub costs: Vec<String>,
}

/// What one side of a `diff` is made of.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DiffSideSpec {
    /// How the answer names it (`target avx512`, `LLVM 22`, `after.ll`).
    pub label: String,
    /// `--target` of this side (else the files' own, as `report` does).
    pub target: Option<String>,
    /// `--llvm` of this side.
    pub profile: Option<lanes_db::Profile>,
    /// Cost entries set on this side's target.
    pub costs: Vec<(String, u32)>,
    /// The VF and interleave count forced on this side (`--force-vector-width`,
    /// `--force-vector-interleave`: the second side's).
    pub forced: (Option<u32>, Option<u32>),
    /// `-prefer-predicate-over-epilogue` on this side (`--prefer-predicate`:
    /// the second side's).
    pub prefer_predicate: Option<lanes_db::PreferPredicate>,
    /// The files this side reads.
    pub files: Vec<PathBuf>,
}

impl DiffArgs {
    /// The two sides the options and files make: two `--target`s, two
    /// `--llvm`s, `--cost` edits for the second side, or two files. `Err`
    /// names what is missing or ambiguous (a usage error).
    pub fn sides(
        &self,
        targets: &[String],
        profiles: &[lanes_db::Profile],
        forced: (Option<u32>, Option<u32>),
        prefer: Option<lanes_db::PreferPredicate>,
    ) -> Result<[DiffSideSpec; 2], String> {
        let costs = self
            .costs
            .iter()
            .map(|c| {
                let (k, v) = c
                    .split_once('=')
                    .ok_or_else(|| format!("--cost takes KEY=VALUE, not `{c}`"))?;
                let v = v
                    .trim()
                    .parse::<u32>()
                    .map_err(|_| format!("--cost {k}: `{v}` is not a non-negative integer"))?;
                Ok((k.trim().to_string(), v))
            })
            .collect::<Result<Vec<_>, String>>()?;
        // One value applies to both sides, two make the sides.
        let two = |n: usize, what: &str| match n {
            0..=2 => Ok(n == 2),
            _ => Err(format!("{what} given {n} times; diff compares two")),
        };
        let (by_target, by_profile) = (
            two(targets.len(), "--target")?,
            two(profiles.len(), "--llvm")?,
        );
        let one_target = (targets.len() == 1).then(|| targets[0].clone());
        let one_profile = (profiles.len() == 1).then(|| profiles[0]);
        let mut a = DiffSideSpec {
            target: one_target.clone(),
            profile: one_profile,
            files: self.files.clone(),
            ..DiffSideSpec::default()
        };
        let mut b = a.clone();
        let mut labels: [Vec<String>; 2] = Default::default();
        if by_target {
            a.target = Some(targets[0].clone());
            b.target = Some(targets[1].clone());
            labels[0].push(format!("target {}", targets[0]));
            labels[1].push(format!("target {}", targets[1]));
        }
        if by_profile {
            a.profile = Some(profiles[0]);
            b.profile = Some(profiles[1]);
            labels[0].push(format!("LLVM {}", profiles[0].name()));
            labels[1].push(format!("LLVM {}", profiles[1].name()));
        }
        if !costs.is_empty() {
            labels[0].push("costs as given".to_string());
            labels[1].push(
                costs
                    .iter()
                    .map(|(k, v)| format!("{k}={v}"))
                    .collect::<Vec<_>>()
                    .join(" "),
            );
            b.costs = costs;
        }
        if forced != (None, None) {
            labels[0].push("as chosen".to_string());
            let vf = forced.0.map(|v| format!("VF {v}"));
            let ic = forced.1.map(|i| format!("IC {i}"));
            let both: Vec<String> = vf.into_iter().chain(ic).collect();
            labels[1].push(format!("forced {}", both.join(", ")));
            b.forced = forced;
        }
        if let Some(p) = prefer {
            if !labels[0].iter().any(|l| l == "as chosen") {
                labels[0].push("as chosen".to_string());
            }
            labels[1].push(format!(
                "forced -prefer-predicate-over-epilogue={}",
                p.name()
            ));
            b.prefer_predicate = Some(p);
        }
        if labels[0].is_empty() {
            let [before, after] = &self.files[..] else {
                return Err(
                    "diff needs two sides: --target A --target B, --llvm 14 --llvm 22, --cost KEY=VALUE, --force-vector-width N, --prefer-predicate HOW, or two files (a before and an after)"
                        .to_string(),
                );
            };
            a.files = vec![before.clone()];
            b.files = vec![after.clone()];
            labels[0].push(before.display().to_string());
            labels[1].push(after.display().to_string());
        }
        a.label = labels[0].join(", ");
        b.label = labels[1].join(", ");
        Ok([a, b])
    }

    /// Whether the two sides read different files (loops are then matched
    /// by function and header).
    pub fn before_after(sides: &[DiffSideSpec; 2]) -> bool {
        sides[0].files != sides[1].files
    }
}

/// The answer of `lanes diff` from the two sides' reports and inputs (in
/// JSON the envelope has the first side's files, then the second's when
/// they are other files).
pub fn diff_answer(
    sides: &[DiffSideSpec; 2],
    reports: [&[crate::model::LoopVerdict]; 2],
    inputs: [crate::model::Inputs; 2],
    format: Format,
) -> Output {
    let labels = [sides[0].label.as_str(), sides[1].label.as_str()];
    let rows = crate::model::diff_reports(
        labels,
        reports[0],
        reports[1],
        DiffArgs::before_after(sides),
    );
    match format {
        Format::Json => {
            let [mut inputs, other] = inputs;
            if DiffArgs::before_after(sides) {
                inputs.files.extend(other.files);
                inputs.diagnostics.extend(other.diagnostics);
                inputs.skipped.extend(other.skipped);
            }
            let answer = Answer {
                inputs,
                result: rows,
            };
            Output::Json(serde_json::to_value(answer).unwrap_or_default())
        }
        _ => Output::Text(text::diff_text(
            labels,
            &rows,
            reports[0].len().max(reports[1].len()),
        )),
    }
}

/// `lanes igc opt|llc ARGS… [FILE]`: the arguments as IGC's tools take
/// them (`lanes_genx::driver` reads them).
#[derive(Debug, Clone, Default)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct IgcArgs {
    /// `opt` or `llc`, then its arguments.
    #[cfg_attr(
        feature = "cli",
        arg(trailing_var_arg = true, allow_hyphen_values = true, num_args = 1.., required = true)
    )]
    pub args: Vec<String>,
}

/// A file (`lanes functions FILE`).
#[derive(Debug, Clone)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct FileSel {
    /// The `.ll` file.
    pub file: PathBuf,
}

/// A function of a file (`ir`, the GenX commands).
#[derive(Debug, Clone)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct FuncSel {
    /// The `.ll` file.
    pub file: PathBuf,
    /// Function name (with or without `@`); may be omitted when the file defines one.
    #[cfg_attr(feature = "cli", arg(long))]
    pub func: Option<String>,
}

/// A GenX IR pass on a platform (`lanes collapse FILE [--func F] [--cpu CPU]`).
#[derive(Debug, Clone)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct PassArgs {
    /// The file and the function.
    #[cfg_attr(feature = "cli", command(flatten))]
    pub sel: FuncSel,
    /// The GenX platform, as IGC's `-mcpu` names it (default XeHPG).
    #[cfg_attr(
        feature = "cli",
        arg(long, value_parser = clap::builder::PossibleValuesParser::new(lanes_genx::subtarget::NAMES))
    )]
    pub cpu: Option<String>,
}

/// Arguments of `coalesce`.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct CoalesceArgs {
    /// The file and the function.
    #[cfg_attr(feature = "cli", command(flatten))]
    pub sel: FuncSel,
    /// Coalesce nothing: every two-address and phi candidate gets its copy
    /// (IGC's `-vc-disable-coalescing`).
    #[cfg_attr(feature = "cli", arg(long))]
    pub disable_coalescing: bool,
}

/// A loop of a file (`memrefs`, `deps`, `vf-ranges`, `cost`, `loops`; the
/// per-VF commands flatten it).
#[derive(Debug, Clone)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct LoopSel {
    /// The `.ll` file.
    pub file: PathBuf,
    /// Function name (with or without `@`); may be omitted when the file defines one.
    #[cfg_attr(feature = "cli", arg(long))]
    pub func: Option<String>,
    /// Loop header label (`for.body`) or loop path (`L0`, `L0.1`).
    #[cfg_attr(feature = "cli", arg(long = "loop"))]
    pub loop_: Option<String>,
}

impl LoopSel {
    fn func(&self) -> Option<&str> {
        self.func.as_deref()
    }
    fn loop_key(&self) -> Option<&str> {
        self.loop_.as_deref()
    }
}

/// A loop at a VF (`lanes vplan FILE [--func F] [--loop L] [--vf N]`).
#[derive(Debug, Clone)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct VfArgs {
    /// The loop.
    #[cfg_attr(feature = "cli", command(flatten))]
    pub sel: LoopSel,
    /// Vectorization factor: one of the loop's candidate VFs (default: the chosen VF).
    #[cfg_attr(feature = "cli", arg(long, value_parser = clap::value_parser!(u32).range(1..=1024)))]
    pub vf: Option<u32>,
}

/// `lanes vls FILE [--func F] [--loop L] [--vf N] [--trace]`.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct VlsArgs {
    /// The loop and VF.
    #[cfg_attr(feature = "cli", command(flatten))]
    pub at: VfArgs,
    /// Print the server's trace: initial graph, merge rounds, final sequence.
    #[cfg_attr(feature = "cli", arg(long))]
    pub trace: bool,
}

/// `lanes shapes FILE [--func F] [--loop L] [--vf N] [--layout aos|soa|auto]`.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct ShapesArgs {
    /// The loop and VF.
    #[cfg_attr(feature = "cli", command(flatten))]
    pub at: VfArgs,
    /// Layout of loop-private aggregates (default: the options' policy).
    #[cfg_attr(feature = "cli", arg(long, value_parser = ["aos", "soa", "auto"]))]
    pub layout: Option<String>,
}

/// `lanes report [FILES...]`.
#[derive(Debug, Clone, Default)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct ReportArgs {
    /// Files to report on; none means the embedded demo workspace.
    pub files: Vec<PathBuf>,
    /// Read the result files `lanes cc --wrap DIR` wrote instead of IR files (text, json).
    #[cfg_attr(
        feature = "cli",
        arg(long, value_name = "DIR", conflicts_with = "files")
    )]
    pub merge: Option<PathBuf>,
}

/// `lanes tui [FILES...]`.
#[derive(Debug, Clone, Default)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct TuiArgs {
    /// Files to open; none opens the embedded demo workspace.
    pub files: Vec<PathBuf>,
    /// Open the IR of every unit of a `compile_commands.json` (as `lanes project` makes it).
    #[cfg_attr(
        feature = "cli",
        arg(long, value_name = "compile_commands.json", conflicts_with = "files")
    )]
    pub project: Option<PathBuf>,
    /// Open the IR of the crate or workspace here (as `lanes cargo` makes it).
    #[cfg_attr(feature = "cli", arg(long, conflicts_with_all = ["files", "project"]))]
    pub cargo: bool,
    /// Open the units whose result files `lanes cc --wrap DIR` wrote.
    #[cfg_attr(
        feature = "cli",
        arg(long, value_name = "DIR", conflicts_with_all = ["files", "project", "cargo"])
    )]
    pub merge: Option<PathBuf>,
}

/// `lanes serve` (the target is changed with `setTarget`, not `--target`).
#[derive(Debug, Clone)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct ServeArgs {
    /// The largest message read (at least 1); a larger one is answered with an error and skipped.
    #[cfg_attr(
        feature = "cli",
        arg(long, default_value_t = MAX_MESSAGE_BYTES, value_parser = parse_max_message_bytes)
    )]
    pub max_message_bytes: usize,
}

/// `--max-message-bytes`: a positive number of bytes (0 would refuse every
/// message, so it is a usage error).
#[cfg(feature = "cli")]
fn parse_max_message_bytes(s: &str) -> Result<usize, String> {
    match s.parse::<usize>() {
        Ok(0) => Err("must be at least 1 (0 would refuse every message)".into()),
        Ok(n) => Ok(n),
        Err(e) => Err(e.to_string()),
    }
}

const TEXT: &[Format] = &[Format::Text];
const TEXT_JSON: &[Format] = &[Format::Text, Format::Json];
const TEXT_JSON_DOT: &[Format] = &[Format::Text, Format::Json, Format::Dot];
const TEXT_JSON_IGC: &[Format] = &[Format::Text, Format::Json, Format::Igc];
const TEXT_JSON_DOT_LV: &[Format] = &[Format::Text, Format::Json, Format::Dot, Format::Lv];
const REPORT: &[Format] = &[
    Format::Text,
    Format::Json,
    Format::Dot,
    Format::Lv,
    Format::Remarks,
];

/// The formats the subcommand `name` prints (`docs/formats.md` has the table).
pub fn formats_of(name: &str) -> &'static [Format] {
    match name {
        "tui" | "igc" => TEXT,
        "ir" | "functions" | "serve" | "memrefs" | "shapes" | "vf-ranges" | "regalloc" => TEXT_JSON,
        "bales" | "numbering" | "liveness" | "coalesce" => TEXT_JSON_IGC,
        "loops" | "deps" | "vls" => TEXT_JSON_DOT,
        "report" => REPORT,
        "vplan" | "cost" => TEXT_JSON_DOT_LV,
        _ => TEXT_JSON,
    }
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
            Command::Collapse(_) => "collapse",
            Command::Visa(_) => "visa",
            Command::Legalize(_) => "legalize",
            Command::Postlegal(_) => "postlegal",
            Command::VfRanges(_) => "vf-ranges",
            Command::Vls(_) => "vls",
            Command::Vplan(_) => "vplan",
            Command::Cost(_) => "cost",
            Command::Diff(_) => "diff",
            Command::Source(_) => "source",
            Command::Cc(_) => "cc",
            Command::Project(_) => "project",
            Command::Cargo(_) => "cargo",
            Command::Igc(_) => "igc",
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
    pub fn check_format(&self, format: Format) -> Result<(), Error> {
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

    /// The one file a command about a file, function or loop names.
    fn file(&self) -> Option<&Path> {
        Some(match self {
            Command::Functions(a) => &a.file,
            Command::Ir(a)
            | Command::Bales(a)
            | Command::Numbering(a)
            | Command::Liveness(a)
            | Command::Regalloc(a) => &a.file,
            Command::Coalesce(a) => &a.sel.file,
            Command::Collapse(a)
            | Command::Visa(a)
            | Command::Legalize(a)
            | Command::Postlegal(a) => &a.sel.file,
            Command::Source(a) => &a.sel.file,
            Command::Loops(a)
            | Command::Memrefs(a)
            | Command::Deps(a)
            | Command::VfRanges(a)
            | Command::Cost(a) => &a.file,
            Command::Shapes(a) => &a.at.sel.file,
            Command::Vls(a) => &a.at.sel.file,
            Command::Vplan(a) => &a.sel.file,
            Command::Report(_)
            | Command::Tui(_)
            | Command::Serve(_)
            | Command::Diff(_)
            | Command::Cc(_)
            | Command::Project(_)
            | Command::Cargo(_)
            | Command::Igc(_) => {
                return None;
            }
        })
    }

    /// Files the command reads (`report` with none means the demo workspace).
    pub fn files(&self) -> Vec<PathBuf> {
        match self {
            Command::Report(a) => a.files.clone(),
            Command::Tui(a) => a.files.clone(),
            Command::Diff(a) => a.files.clone(),
            c => c.file().map(Path::to_path_buf).into_iter().collect(),
        }
    }

    /// Answers the command in `format` from a snapshot in which its files
    /// are open (under the paths `paths`, parallel to [`Command::files`]); a
    /// format the command does not print is [`Error::FormatNotAvailable`].
    pub fn execute(
        &self,
        an: &Analysis,
        paths: &[String],
        format: Format,
    ) -> Result<Output, Error> {
        if !matches!(self, Command::Serve(_) | Command::Tui(_)) {
            self.check_format(format)?;
        }
        Ok(match self.result(an, paths, format)? {
            // Every JSON answer carries its inputs' facts, so that a tool
            // tells an empty answer from one whose functions did not parse.
            Output::Json(result) => {
                let inputs = command_result(an.inputs(paths))?;
                let answer = Answer { inputs, result };
                Output::Json(serde_json::to_value(answer).unwrap_or_default())
            }
            Output::JsonList(result) => {
                let inputs = command_result(an.inputs(paths))?;
                match serde_json::to_value(inputs).unwrap_or_default() {
                    serde_json::Value::Object(envelope) => Output::JsonList(result.wrap(envelope)),
                    _ => Output::JsonList(result),
                }
            }
            Output::Text(mut out) if format == Format::Text && self.covers_every_function() => {
                let inputs = command_result(an.inputs(paths))?;
                out.push_str(&text::skipped_text(&inputs.skipped));
                Output::Text(out)
            }
            out => out,
        })
    }

    /// [`execute`](Self::execute) in JSON, serialized compactly (the
    /// server's answers): `report` is assembled from its functions' rows,
    /// each rendered once while its verdicts stay unchanged (`cache`).
    pub fn execute_json_text(
        &self,
        an: &Analysis,
        paths: &[String],
        cache: &crate::format::ReportJsonCache,
    ) -> Result<Output, Error> {
        if let Command::Report(_) = self {
            let groups = command_result(an.report_groups(paths))?;
            let inputs = command_result(an.inputs(paths))?;
            return Ok(Output::JsonText(cache.report_json(&inputs, &groups)));
        }
        self.execute(an, paths, Format::Json)
    }

    /// Whether the answer is about every function of its files, so that a
    /// function that did not parse is missing from it without a word.
    fn covers_every_function(&self) -> bool {
        match self {
            Command::Report(_) => true,
            Command::Loops(a) => a.func.is_none(),
            _ => false,
        }
    }

    /// The command's own answer, before its inputs' facts are added.
    fn result(&self, an: &Analysis, paths: &[String], format: Format) -> Result<Output, Error> {
        let path = paths.first().map(String::as_str).unwrap_or("");
        let genx =
            |q: GenxQuery, a: &FuncSel| genx_command(an, q, path, a.func.as_deref(), format, false);
        match self {
            Command::Ir(a) => {
                let text = command_result(an.ir(path, a.func.as_deref()))?;
                Ok(match format {
                    Format::Json => Output::Json(serde_json::Value::String(text)),
                    _ => Output::Text(text),
                })
            }
            Command::Functions(_) => answer(format, an.functions(path), |f| {
                text::functions_text(path, f)
            }),
            Command::Loops(a) => {
                let loops = command_result(an.loops(path, a.func(), a.loop_key()))?;
                Ok(match format {
                    Format::Dot => Output::Text(dot::loops_dot(&loops)),
                    _ => Output::of(format, &loops, || text::loops_text(&loops)),
                })
            }
            Command::Report(_) => report_command(an, paths, format),
            Command::Serve(_) => Err(Error::NotAQuery("serve")),
            Command::Tui(_) => Err(Error::NotAQuery("tui")),
            Command::Diff(_) => Err(Error::NotAQuery("diff")),
            Command::Cc(_) => Err(Error::NotAQuery("cc")),
            Command::Project(_) => Err(Error::NotAQuery("project")),
            Command::Cargo(_) => Err(Error::NotAQuery("cargo")),
            Command::Igc(_) => Err(Error::NotAQuery("igc")),
            Command::Source(a) => source_command(an, path, a, format),
            Command::Memrefs(a) => answer(
                format,
                an.memrefs(path, a.func(), a.loop_key()),
                text::memrefs_text,
            ),
            Command::Deps(a) => {
                let r = command_result(an.dependences(path, a.func(), a.loop_key()))?;
                Ok(match format {
                    Format::Dot => Output::Text(dot::deps_dot(&r)),
                    _ => Output::of(format, &r, || text::deps_text(&r)),
                })
            }
            Command::Shapes(a) => shapes_command(an, path, a, format),
            Command::Bales(a) => genx(GenxQuery::Bales, a),
            Command::Numbering(a) => genx(GenxQuery::Numbering, a),
            Command::Liveness(a) => genx(GenxQuery::Liveness, a),
            Command::Coalesce(a) => genx_command(
                an,
                GenxQuery::Coalesce,
                path,
                a.sel.func.as_deref(),
                format,
                a.disable_coalescing,
            ),
            Command::Regalloc(a) => genx(GenxQuery::Regalloc, a),
            Command::Collapse(a) => answer(
                format,
                an.region_collapsing(path, a.sel.func.as_deref(), a.cpu.as_deref()),
                passes::pass_text,
            ),
            Command::Legalize(a) => answer(
                format,
                an.legalization(path, a.sel.func.as_deref(), a.cpu.as_deref()),
                passes::pass_text,
            ),
            Command::Postlegal(a) => answer(
                format,
                an.post_legalization(path, a.sel.func.as_deref(), a.cpu.as_deref()),
                passes::pass_text,
            ),
            Command::Visa(a) => answer(
                format,
                an.visa(path, a.sel.func.as_deref(), a.cpu.as_deref()),
                passes::visa_text,
            ),
            Command::VfRanges(a) => answer(
                format,
                an.vf_ranges(path, a.func(), a.loop_key()),
                text::vf_ranges_text,
            ),
            Command::Vls(a) => vls_command(an, path, a, format),
            Command::Vplan(a) => vplan_command(an, path, a, format),
            Command::Cost(a) => cost_command(an, path, a, format),
        }
    }
}

/// A façade answer in the requested format: JSON, or the text `render` makes.
fn answer<T: Serialize>(
    format: Format,
    r: Cancellable<Result<T, Error>>,
    render: impl FnOnce(&T) -> String,
) -> Result<Output, Error> {
    let value = command_result(r)?;
    Ok(Output::of(format, &value, || render(&value)))
}

/// The VF a per-VF command is about (`--vf`, else the chosen one).
fn resolve_vf(an: &Analysis, path: &str, a: &VfArgs) -> Result<u32, Error> {
    command_result(an.resolve_vf(path, a.sel.func(), a.sel.loop_key(), a.vf))
}

/// `lanes shapes`.
fn shapes_command(
    an: &Analysis,
    path: &str,
    a: &ShapesArgs,
    format: Format,
) -> Result<Output, Error> {
    let vf = resolve_vf(an, path, &a.at)?;
    let layout = a.layout.as_deref().and_then(LayoutPolicy::parse);
    let sel = &a.at.sel;
    let r = command_result(an.shapes(path, sel.func(), sel.loop_key(), vf, layout))?;
    Ok(Output::of(format, &r, || text::shapes_text(&r)))
}

/// `lanes vplan`.
fn vplan_command(an: &Analysis, path: &str, a: &VfArgs, format: Format) -> Result<Output, Error> {
    let vf = resolve_vf(an, path, a)?;
    let (func, loop_key) = (a.sel.func(), a.sel.loop_key());
    let r = command_result(an.vplan(path, func, loop_key, vf))?;
    Ok(match format {
        Format::Dot => Output::Text(dot::vplan_dot(&r.plan)),
        // The cost lines of this VF, as `cost --format lv` prints them.
        Format::Lv => {
            let c = command_result(an.cost(path, func, loop_key))?;
            let lines = lv::vplan_lv(&c, r.vf);
            if lines.is_empty() {
                return Err(Error::NoPlan {
                    vf: r.vf,
                    function: r.function.clone(),
                    loop_: r.loop_.clone(),
                });
            }
            Output::Text(lines)
        }
        _ => Output::of(format, &r, || text::vplan_text(&r)),
    })
}

/// `lanes cost`.
fn cost_command(an: &Analysis, path: &str, a: &LoopSel, format: Format) -> Result<Output, Error> {
    let r = command_result(an.cost(path, a.func(), a.loop_key()))?;
    Ok(match format {
        Format::Lv => Output::Text(lv::cost_lv(&r)),
        Format::Dot => {
            let plan = match dot::cost_dot_vf(&r) {
                Some((vf, _)) => Some(command_result(an.vplan(path, a.func(), a.loop_key(), vf))?),
                None => None,
            };
            Output::Text(dot::cost_dot(&r, plan.as_ref()))
        }
        _ => Output::of(format, &r, || text::cost_text(&r)),
    })
}

/// `lanes vls`.
fn vls_command(an: &Analysis, path: &str, a: &VlsArgs, format: Format) -> Result<Output, Error> {
    let vf = resolve_vf(an, path, &a.at)?;
    let sel = &a.at.sel;
    let mut r = command_result(an.vls(path, sel.func(), sel.loop_key(), vf))?;
    if format == Format::Json && !a.trace {
        // The merge rounds' graphs only with `--trace`: they can run to
        // hundreds of megabytes on wide groups.
        for s in &mut r.sequences {
            s.trace.initial = None;
            s.trace.simplified = None;
            s.trace.rounds.clear();
        }
    }
    Ok(match format {
        Format::Dot => Output::Text(dot::vls_dot(&r)),
        _ => Output::of(format, &r, || crate::render::vls::vls_text(&r, a.trace)),
    })
}

/// `lanes report`.
fn report_command(an: &Analysis, paths: &[String], format: Format) -> Result<Output, Error> {
    if format == Format::Json {
        // A large module's report is written loop by loop, from the
        // memoized verdicts.
        let groups = command_result(an.report_groups(paths))?;
        return Ok(Output::JsonList(JsonList::of_verdicts(groups)));
    }
    let rows = command_result(an.vectorization_report(paths))?;
    Ok(match format {
        Format::Lv => Output::Text(lv::report_lv(&llvm_visits(an, paths, rows)?)),
        Format::Remarks => Output::Text(remarks::report_remarks(&llvm_visits(an, paths, rows)?)),
        Format::Dot => Output::Text(dot::report_dot(paths, &rows)),
        _ => Output::Text(text::report_text(paths, &rows)),
    })
}

/// The rows of the functions LLVM's passes run on (not `optnone`).
fn llvm_visits(
    an: &Analysis,
    paths: &[String],
    mut rows: Vec<LoopVerdict>,
) -> Result<Vec<LoopVerdict>, Error> {
    let skipped = command_result(an.optnone_functions(paths))?;
    if !skipped.is_empty() {
        rows.retain(|r| {
            !skipped
                .iter()
                .any(|(f, n)| *f == r.file && *n == r.function)
        });
    }
    Ok(rows)
}

/// `lanes source`: [`Analysis::source_views`] as text or JSON.
fn source_command(
    an: &Analysis,
    path: &str,
    a: &SourceArgs,
    format: Format,
) -> Result<Output, Error> {
    let func = a.sel.func.as_deref();
    let views = command_result(an.source_views(path, func, &a.source_roots))?;
    Ok(match format {
        Format::Json => Output::Json(serde_json::to_value(&views).unwrap_or_default()),
        _ => Output::Text(text::source_text(path, &views, func.is_some())),
    })
}

/// The answer of a GenX command.
fn genx_command(
    an: &Analysis,
    q: GenxQuery,
    path: &str,
    func: Option<&str>,
    format: Format,
    disable_coalescing: bool,
) -> Result<Output, Error> {
    let igc = format == Format::Igc;
    if igc && q == GenxQuery::Bales {
        return Ok(Output::Text(command_result(an.igc_baling(path, func))?));
    }
    let pass = match q {
        GenxQuery::Numbering => Some(lanes_genx::igc::Pass::Numbering),
        GenxQuery::Liveness => Some(lanes_genx::igc::Pass::Liveness),
        GenxQuery::Coalesce => Some(lanes_genx::igc::Pass::Coalescing),
        _ => None,
    };
    if let (true, Some(pass)) = (igc, pass) {
        let text = an.igc_pass_output(path, func, pass, disable_coalescing);
        return Ok(Output::Text(command_result(text)?));
    }
    if disable_coalescing {
        let dumps = command_result(an.coalescing_disabled(path, func))?;
        return Ok(match format {
            Format::Json => Output::Json(serde_json::Value::Array(
                dumps
                    .into_iter()
                    .map(|(function, _, result)| {
                        serde_json::json!({"function": function, "result": result})
                    })
                    .collect(),
            )),
            _ => Output::Text(
                dumps
                    .iter()
                    .map(|(name, text, _)| {
                        if dumps.len() > 1 {
                            format!("; @{name}\n{text}")
                        } else {
                            text.clone()
                        }
                    })
                    .collect(),
            ),
        });
    }
    let dumps = command_result(an.genx(path, func, q, igc))?;
    Ok(match format {
        Format::Json => Output::Json(serde_json::to_value(&dumps).unwrap_or_default()),
        _ => Output::Text(text::genx_text(&dumps, q, igc)),
    })
}
