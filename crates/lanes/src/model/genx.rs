//! GenX backend analyses of one function: bales, numbering, live ranges,
//! coalescing and register assignment, as the engine computes them, plus the
//! typed views the terminal UI draws (the live-range chart, the numbered
//! dump line by line).

use serde::Serialize;

pub use lanes_genx::render::{DumpLine, DumpLineKind};
pub use lanes_genx::{
    Bale, BaleInfo, BaleKind, Bales, Categories, Category, Coalescing, LiveRanges, Numbering,
    RegisterAssignment, Segment, SegmentKind, Val,
};

/// Which GenX analysis to show.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GenxQuery {
    /// `lanes bales`: GenX bales.
    Bales,
    /// `lanes numbering`: instruction numbers.
    Numbering,
    /// `lanes liveness`: live ranges.
    Liveness,
    /// `lanes coalesce`: coalesced live ranges and copies.
    Coalesce,
    /// `lanes regalloc`: vISA registers.
    Regalloc,
}

/// One function before and after a GenX IR pass on a platform
/// (`lanes collapse`).
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct PassDump {
    /// Function name without `@`.
    pub function: String,
    /// IGC's name of the pass (`GenXRegionCollapsing`).
    pub pass: &'static str,
    /// The `-mcpu` platform it ran for.
    pub platform: &'static str,
    /// Bytes per GRF on that platform.
    pub grf_bytes: u32,
    /// The function as read.
    pub before: String,
    /// The function as the pass leaves it.
    pub after: String,
    /// One line per rule applied, in order (`processRdRegion: %x = ...`).
    pub rules: Vec<String>,
}

/// One function's vISA assembly on a platform (`lanes visa`).
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct VisaDump {
    /// Function name without `@`.
    pub function: String,
    /// The `-mcpu` platform it was written for.
    pub platform: &'static str,
    /// Bytes per GRF on that platform.
    pub grf_bytes: u32,
    /// The vISA text (`.decl` lines, `LOC n`, one instruction per bale).
    pub visa: String,
    /// Each IR instruction in order with the vISA lines it became.
    pub rows: Vec<VisaRow>,
}

/// One IR instruction and the vISA written for it (`lanes visa`'s `rows`).
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct VisaRow {
    /// The instruction's position in the function, in order.
    pub inst: u32,
    /// Its `!dbg` line (the `LOC` its vISA is written under).
    pub line: Option<u32>,
    /// The instruction as printed.
    pub ir: String,
    /// The vISA lines of the bale it heads (empty for a member baled into
    /// another instruction, or a branch).
    pub visa: Vec<String>,
}

/// One GenX analysis result of a function; serializes as the result itself
/// (the `result` of `docs/formats.md`).
#[derive(Clone, PartialEq, Debug, Serialize)]
#[serde(untagged)]
pub enum GenxResult {
    /// `lanes bales`.
    Bales(Bales),
    /// `lanes numbering`.
    Numbering(Numbering),
    /// `lanes liveness`.
    LiveRanges(LiveRanges),
    /// `lanes coalesce`.
    Coalescing(Coalescing),
    /// `lanes regalloc`.
    Registers(RegisterAssignment),
}

/// One function's answer: the rendered text and the result as plain data.
///
/// The result refers to instructions by their dense index in the function
/// (`"inst": 3`, `{"Inst": 3}`), and to arguments by position; `insts` and
/// `args` give the printed instruction and argument for each index, so a
/// client can resolve every reference without the IR.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct GenxDump {
    /// Function name without `@`.
    pub function: String,
    /// The text form (not serialized).
    #[serde(skip)]
    pub text: String,
    /// Every instruction as printed, by index.
    pub insts: Vec<String>,
    /// Every argument as printed, by position.
    pub args: Vec<String>,
    /// The analysis result (see `docs/formats.md`).
    pub result: GenxResult,
}

/// A live range after coalescing: the values sharing one register.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct LiveRange {
    /// The values' names (without `%`), in merge order.
    pub values: Vec<String>,
    /// Where the range is live, in instruction numbers (`[start, end)`).
    pub segments: Vec<Segment>,
    /// The register file the values live in.
    pub category: Category,
    /// GRF alignment required by an indirect region access, if any.
    pub align: Option<u32>,
}

/// The coalesced live ranges of one function over its instruction numbers.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct LiveRangeChart {
    /// Function name without `@`.
    pub function: String,
    /// Live ranges in the order `lanes coalesce` prints them.
    pub ranges: Vec<LiveRange>,
}

impl LiveRangeChart {
    /// One past the last instruction number any range reaches (at least 1).
    pub fn end(&self) -> u32 {
        self.ranges
            .iter()
            .flat_map(|r| r.segments.iter().map(|s| s.end))
            .max()
            .unwrap_or(0)
            .max(1)
    }
}

/// The numbered bale dump of one function (`lanes numbering`), line by line.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct NumberedDump {
    /// Function name without `@`.
    pub function: String,
    /// The lines; [`DumpLine::render`] of each, joined, is the text form.
    pub lines: Vec<DumpLine>,
}
