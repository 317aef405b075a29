//! Plain-data results handed out by the façade: the only JSON contract.
//!
//! No salsa types, no arena ids: names and labels as they appear in the IR,
//! so that results can be printed, serialized and compared across edits.
//! Every type here serializes to the JSON documented in `docs/formats.md`
//! (`lanes COMMAND --format json`, and the server's `query` answers).
//!
//! **Architecture invariant:** the model imports nothing from the rest of the
//! crate (only `error.rs` sits beside it). The analysis layer fills
//! these types, renderers read them; neither adds fields to the JSON.
//!
//! **API boundary:** every type a façade method returns is nameable from
//! here, so a client never needs `lanes_vec` or `lanes_genx` as a
//! dependency. The engine's results are copied into these types in
//! `analysis/to_model` (no engine type serializes: the model alone defines
//! the JSON); the engine types named here are the kinds of typed reasons
//! (matched on; their JSON is the reason's text, see [`Reason`]).

use serde::Serialize;

mod build;
mod genx;
mod genx_results;
pub mod optvls;
mod plan;
mod plan_results;
mod reason;
mod vec;
mod vec_results;
mod vls;

pub use build::{
    Agreement, BuildReport, BuildRow, CompilerInfo, CompilerOnlyLoop, LoopDecision, RecordSource,
    UnitReport, UnitStatus,
};
pub use genx::{
    Bale, BaleInfo, BaleKind, Bales, Categories, Category, Coalescing, DumpLine, DumpLineKind,
    GenxDump, GenxQuery, GenxResult, LiveRange, LiveRangeChart, LiveRanges, NumberedDump,
    Numbering, PassDump, RegisterAssignment, Segment, SegmentKind, Val, VisaDump, VisaRow,
};
pub use plan::{
    CostReport, DiffRow, DiffSide, FunctionVerdicts, LoopVerdict, RefusalInfo, SourceLoop,
    SourceView, TargetSource, VfLine, VfTable, VlsDecision, VplanReport, diff_reports,
};
pub use vec::{DepsReport, MemrefsReport, ShapesReport};
pub use vls::{ConstraintReport, RangeReport, VfRangesReport, VlsMemrefLine, VlsReport};

pub use genx_results::*;
pub use optvls::Grouping;
pub use plan_results::*;
pub use vec_results::*;

/// How bad a diagnostic is.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// The input is wrong: what it says is not analysed.
    Error,
    /// The input is accepted, with a caveat.
    Warning,
    /// More about the diagnostic before it.
    Note,
}

/// Which pointer types a module's text uses.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PointerStyle {
    /// `i32*` (LLVM ≤ 14, or 15–16 with typed pointers).
    Typed,
    /// `ptr` (LLVM ≥ 15).
    Opaque,
    /// Both: not something one LLVM writes.
    Mixed,
    /// No pointer type at all.
    None,
}

/// A diagnostic with its file position resolved.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Diag {
    /// The file's path as opened (`file` in JSON, as in every result).
    #[serde(rename = "file")]
    pub path: String,
    /// 1-based line and column.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
    /// Error or warning.
    pub severity: Severity,
    /// The message alone, control characters of the input written `\\xNN`.
    pub message: String,
    /// `file:line:col: error: message`, the source line and a caret.
    pub rendered: String,
}

/// Which compiler made a module, as far as its text says: for telling
/// which LLVM a decision should be compared with.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Producer {
    /// The compiler's name (`clang`, `rustc`) from the first ident or
    /// compile-unit producer of the form `... NAME version VERSION ...`.
    pub compiler: Option<String>,
    /// That compiler's version (`14.0.6`).
    pub version: Option<String>,
    /// The strings of `!llvm.ident`, in order.
    pub idents: Vec<String>,
    /// The `producer:` of each `DICompileUnit`.
    pub compile_units: Vec<String>,
    /// Typed (`i32*`, LLVM ≤ 16) or opaque (`ptr`, LLVM ≥ 15) pointers.
    pub pointers: PointerStyle,
    /// Whether a function has debug records (`#dbg_value`, LLVM ≥ 19).
    pub debug_records: bool,
}

/// The facts of one file an answer read.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct FileFacts {
    /// The file's path as opened.
    pub file: String,
    /// Which compiler made it.
    pub producer: Producer,
    /// Which LLVM's vectorizer answers for it (`14`, `22`).
    pub profile: String,
    /// Why: chosen, its producer's, or the default.
    pub profile_source: ProfileSource,
}

/// A source file a module's debug info names: file name and directory as
/// recorded (`DIFile`).
pub type DebugFile = (String, Option<String>);

/// Why a file is answered with its profile.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ProfileSource {
    /// The user chose it (`--llvm`, `setProfile`, the terminal UI's `L`).
    Chosen,
    /// The LLVM that wrote the file (`!llvm.ident`, compile units, debug
    /// records): 19 and later answer as LLVM 22, older ones as LLVM 14.
    Producer,
    /// The file does not say which LLVM wrote it: LLVM 14.
    Default,
}

impl ProfileSource {
    /// How the text outputs say it.
    pub fn phrase(self) -> &'static str {
        match self {
            ProfileSource::Chosen => "chosen",
            ProfileSource::Producer => "the file's producer",
            ProfileSource::Default => "the default",
        }
    }
}

/// A function left out of every answer because it did not parse.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Skipped {
    /// The file's path as opened.
    pub file: String,
    /// Name without `@`.
    pub function: String,
    /// 1-based line of `define`.
    pub line: u32,
}

/// What the files behind an answer say about themselves: an answer
/// without its diagnostics cannot tell "no loops" from "nothing parsed".
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Inputs {
    /// Each file, in the order given.
    pub files: Vec<FileFacts>,
    /// Every diagnostic of every file, files in order, each in file order.
    pub diagnostics: Vec<Diag>,
    /// Functions that did not parse, files in order, each in file order.
    pub skipped: Vec<Skipped>,
}

/// A command's JSON: the answer (`result`) beside the facts of its inputs.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct Answer<T> {
    /// Files, diagnostics, skipped functions.
    #[serde(flatten)]
    pub inputs: Inputs,
    /// The command's own answer.
    pub result: T,
}

/// A function definition of a file.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct FunctionInfo {
    /// Name without `@`.
    pub name: String,
    /// 1-based line of `define`.
    pub line: u32,
    /// Number of basic blocks.
    pub blocks: usize,
    /// Number of instructions.
    pub instructions: usize,
    /// Number of natural loops.
    pub loops: usize,
    /// Whether it parsed without errors.
    pub ok: bool,
    /// Whether it calls `llvm.genx.*` intrinsics (analysed by the GenX backend).
    pub genx: bool,
}

/// An induction variable of a loop.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct InductionInfo {
    /// `%iv` (the phi).
    pub name: String,
    /// Start value as printed (`0`, `%n`).
    pub start: String,
    /// Step per iteration: a constant (bytes for pointer IVs) or an invariant value.
    pub step: String,
    /// Whether it is a pointer IV.
    pub pointer: bool,
    /// The instruction computing the next value (`%iv.next`).
    pub update: String,
}

/// A natural loop with its structure.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct LoopInfo {
    /// Function name without `@`.
    pub function: String,
    /// Header label (`for.body`): the loop's name.
    pub header: String,
    /// Position in the loop forest (`L0`, `L0.1`).
    pub path: String,
    /// 1 for a top-level loop.
    pub depth: u32,
    /// Whether it has no child loop.
    pub innermost: bool,
    /// The parent loop's header label.
    pub parent: Option<String>,
    /// Blocks of the loop, in layout order.
    pub blocks: Vec<String>,
    /// Blocks with a back edge to the header.
    pub latches: Vec<String>,
    /// Blocks with an edge leaving the loop.
    pub exiting: Vec<String>,
    /// Blocks outside the loop reached from it.
    pub exits: Vec<String>,
    /// The unique preheader, if any.
    pub preheader: Option<String>,
    /// Number of header executions, when a known constant.
    pub trip_count: Option<u64>,
    /// Induction variables.
    pub inductions: Vec<InductionInfo>,
    /// `line:col` of the loop in the source, where LLVM's remarks about
    /// it point (`Loop::getStartLoc`: the `llvm.loop` node's first
    /// location, else the preheader's branch, else the header's
    /// terminator); every view names the loop by it.
    pub start_loc: Option<String>,
    /// The source file of `start_loc` (its scope's `DIFile`), as LLVM's
    /// remarks name it.
    pub start_file: Option<String>,
    /// `llvm.loop` hints, e.g. `llvm.loop.vectorize.width = 4`.
    pub hints: Vec<(String, String)>,
    /// How often the header ran in the profiled runs (the function's entry
    /// count times the header's block frequency), when the IR carries
    /// profile data: LLVM's hotness of a remark about the loop.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hotness: Option<u64>,
}

/// One line of the IR as the `.ll` file has it (the IR tab), numbered as
/// the file is, so that a line number reads the same in an editor.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct IrLine {
    /// 1-based line in the file.
    pub line: u32,
    /// The line as written.
    pub text: String,
    /// Where the first instruction written on the line comes from (its
    /// `!dbg`): the file name as the debug info records it and the 1-based
    /// source line; what moving between source and IR reads.
    pub source: Option<(String, u32)>,
    /// What the line holds, from the parse.
    pub kind: IrLineKind,
}

/// What a line of the IR holds ([`IrLine::kind`]), as the parser placed it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum IrLineKind {
    /// A `define` line (or the signature's further lines).
    Signature,
    /// A block's label.
    Label,
    /// The first line of an instruction.
    Inst,
    /// A further line of an instruction or of its debug records.
    Continuation,
    /// Only a comment.
    Comment,
    /// Empty.
    Blank,
    /// Anything else: a `}`, a header item.
    Other,
}

/// The lines of one block in a listing ([`IrListing::blocks`]).
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct IrBlockLines {
    /// The function the block is in.
    pub function: String,
    /// Its label (the implicit number of an unlabelled entry block).
    pub label: String,
    /// Its first line in the file (its label's, else its first
    /// instruction's), 1-based.
    pub first: u32,
    /// Its terminator's last line in the file, 1-based.
    pub last: u32,
}

/// The IR as the file has it with where each block is
/// (`Analysis::ir_listing`).
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct IrListing {
    /// The lines, in file order.
    pub lines: Vec<IrLine>,
    /// The blocks of the listed functions that parsed, in file order.
    pub blocks: Vec<IrBlockLines>,
}

/// A file's functions (each with its loops) and its diagnostics, computed
/// from one snapshot so that the parts agree (the navigator's tree).
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct FileOutline {
    /// The file's path as opened.
    pub path: String,
    /// Functions in file order.
    pub functions: Vec<FunctionOutline>,
    /// Every diagnostic of the file, in file order.
    pub diagnostics: Vec<Diag>,
    /// Which compiler made the file.
    pub producer: Producer,
    /// Which LLVM's vectorizer answers for it (`14`, `22`).
    pub profile: String,
    /// Why that one.
    pub profile_source: ProfileSource,
}

/// A function with its loops in pre-order (parents before children).
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct FunctionOutline {
    /// The function.
    pub info: FunctionInfo,
    /// Its loops, parents before children.
    pub loops: Vec<LoopInfo>,
}

impl FileOutline {
    /// How many diagnostics are errors (not warnings).
    pub fn error_count(&self) -> usize {
        self.diagnostics
            .iter()
            .filter(|d| d.severity == Severity::Error)
            .count()
    }

    /// Whether some diagnostic is an error.
    pub fn has_errors(&self) -> bool {
        self.error_count() > 0
    }
}
