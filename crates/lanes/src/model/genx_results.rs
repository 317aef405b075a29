//! The GenX analyses' results as plain data: what `lanes bales`,
//! `numbering`, `liveness`, `coalesce` and `regalloc` print as JSON (the
//! fields are described in `docs/formats.md`, which a test checks against
//! these types). Filled from `lanes_genx` in `analysis/to_model`.
//!
//! Instructions are referred to by their dense index in the function,
//! blocks by their position, arguments by position (`Val`).
#![allow(missing_docs)]

use std::collections::BTreeMap;

use serde::Serialize;

/// Where a region starts.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub enum Start {
    /// Constant byte offset into the input vector.
    Bytes(i64),
    /// Variable byte index (indirect region): the index value plus a constant
    /// that a baled-in `add`/`add.addr` contributes.
    Indirect { index: Option<Val>, offset: i64 },
}

/// A region of a vector, in elements of the region's element type.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Region {
    pub elem_bytes: u32,
    pub num_elements: u32,
    pub vstride: i64,
    pub width: i64,
    pub stride: i64,
    pub start: Start,
    /// Width of the parent matrix, for variable 2D indices (0 = unknown).
    pub parent_width: i64,
    /// Whether a `wrregion` has a mask that is not all ones.
    pub masked: bool,
}

/// Whether a region is usable as a vISA operand, with the reasons if not.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct RegionFacts {
    pub legal: bool,
    /// A row spans two GRFs.
    pub crosses_grf: bool,
    /// Number of GRFs the region touches (constant start only).
    pub grfs: u32,
    pub problems: Vec<String>,
}

/// A number reserved for the copy of `phi`'s incoming value from `block`.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct PhiSlot {
    /// The incoming block.
    pub block: u32,
    pub phi: u32,
    pub number: u32,
    /// The phi's block when the edge is split: the slot is in that edge's
    /// block, not at the end of `block`.
    pub edge: Option<u32>,
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct BlockNumbers {
    pub block: u32,
    /// The block's own number (its start).
    pub start: u32,
    /// One past the terminator's number.
    pub end: u32,
}

/// The block BreakCriticalEdges would insert on the critical edge
/// `pred` → `succ` (named `<pred>.<succ>_crit_edge`): its number, the phi
/// copies of that edge, a free slot and its branch to `succ`.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct EdgeBlock {
    pub pred: u32,
    pub succ: u32,
    /// The edge block's own number (its start).
    pub start: u32,
    /// One past its branch's number.
    pub end: u32,
}

#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize)]
pub struct Numbering {
    /// The function's number: where its arguments are defined.
    pub function: u32,
    /// Blocks in layout order.
    pub blocks: Vec<BlockNumbers>,
    /// Split critical edges in number order.
    pub edges: Vec<EdgeBlock>,
    /// Each instruction's own number before bale sharing (`u32::MAX` if none).
    pub own: Vec<u32>,
    /// Each instruction's number: its bale head's number.
    pub number: Vec<u32>,
    pub phi_slots: Vec<PhiSlot>,
    /// Numbers of the unoverlapper copies (indexed like `Categories::unoverlappers`).
    pub unoverlappers: Vec<u32>,
    /// One past the last number.
    pub last: u32,
    /// Subroutine calls: the first of the numbers reserved before each
    /// (GenXNumbering's `setStartNumber`), by instruction.
    #[serde(skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub call_start: std::collections::BTreeMap<u32, u32>,
    /// A kernel's argument copy slots: the first of one number per
    /// argument after the first block's number.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kernel_arg_slots: Option<u32>,
}

/// A value that may need a register: an argument, an instruction result, or
/// a copy the backend would insert (recorded, never written into the IR).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize)]
pub enum Val {
    Arg(u32),
    Inst(u32),
    Copy(u32),
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum CandidateKind {
    TwoAddress,
    /// A no-op bitcast: copy coalesced first, even where the two ranges
    /// interfere (they hold the same bits), unless they copy-interfere.
    Copy,
    /// A copy whose input is a phi it reaches round the loop (an
    /// unoverlapper, or a bitcast like one, IGC's `wrapsAround`): coalesced
    /// with the others, only if the ranges do not interfere; on failure the
    /// copy is the instruction itself.
    WrapCopy,
    Phi,
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Candidate {
    pub kind: CandidateKind,
    /// The value whose live range absorbs the other (result, phi).
    pub dest: Val,
    /// The operand (old value, bitcast input, incoming value).
    pub source: Val,
    pub inst: u32,
    pub operand: usize,
    pub priority: u64,
    pub coalesced: bool,
}

/// A coalesced live range: the values sharing one register.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct CoalescedRange {
    pub values: Vec<Val>,
    pub names: Vec<String>,
    pub segments: Vec<Segment>,
    pub category: Category,
    /// GRF alignment for the base of an indirect region access.
    pub align: Option<u32>,
    /// Size in bytes of the largest value.
    pub bytes: u32,
}

#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize)]
pub struct Coalescing {
    pub candidates: Vec<Candidate>,
    /// Copies that would be inserted where coalescing failed.
    pub copies: Vec<CopyDef>,
    /// Phi incoming constants: loaded at the phi-copy slot (phi, block, slot).
    pub constant_loads: Vec<(u32, u32, u32)>,
    /// Live ranges (with the copies in place) of each value.
    pub liveness: LiveRanges,
    pub ranges: Vec<CoalescedRange>,
}

/// An instruction's role in its bale (IGC's `BaleInfo::Type`). JSON: the
/// variant's name in lower case (`"maininst"`, `"wrregion"`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum BaleKind {
    /// `MAININST`: the bale's arithmetic or intrinsic instruction.
    MainInst,
    /// `WRREGION`: the region write the main instruction's result goes to.
    WrRegion,
    /// `SATURATE`: a saturation folded into the destination.
    Saturate,
    /// `NOTMOD`: a logical `not` folded in as a source modifier.
    NotMod,
    /// `NEGMOD`: a negation as a source modifier.
    NegMod,
    /// `ABSMOD`: an absolute value as a source modifier.
    AbsMod,
    /// `RDREGION`: a region read folded into a source operand.
    RdRegion,
    /// `ADDRADD`: an address add folded into an indirect region.
    AddrAdd,
    /// `ADDROR`: an address `or` folded into an indirect region.
    AddrOr,
    /// `RDPREDREGION`: a predicate region read.
    RdPredRegion,
    /// `ALLANY`: an `all`/`any` folded into a branch.
    AllAny,
    /// `NOTP`: a predicate `not`.
    NotP,
    /// `ZEXT`: a zero extension as a source type change.
    ZExt,
    /// `SEXT`: a sign extension as a source type change.
    SExt,
    /// `WRPREDREGION`: a predicate region write.
    WrPredRegion,
    /// `WRPREDPREDREGION`: a predicated write of a predicate region.
    WrPredPredRegion,
    /// `CMPDST`: a compare whose result is the destination's flag.
    CmpDst,
    /// `GSTORE`: a store to a global register variable.
    GStore,
    /// `SHUFFLEPRED`: a predicate shuffle.
    ShufflePred,
    /// `FADDR`: a function address.
    FAddr,
}

/// Role and baled-in operands (our operand indices) of one instruction.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct BaleInfo {
    pub kind: BaleKind,
    pub baled: Vec<usize>,
}

/// One member of a bale.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Member {
    pub inst: u32,
    pub kind: BaleKind,
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Bale {
    pub head: u32,
    /// Members in code order; the head is last.
    pub members: Vec<Member>,
    /// The instruction that becomes the vISA opcode (none: a `mov`).
    pub main: Option<u32>,
}

/// A baled-in operand with other uses: the backend clones the operand
/// instruction so that the baled copy has a single use.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct CloneRecord {
    pub inst: u32,
    pub user: u32,
    pub operand: usize,
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct RegionRecord {
    pub inst: u32,
    pub region: Region,
    pub facts: RegionFacts,
}

#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize)]
pub struct Bales {
    /// Baling info per instruction (IGC's map: only instructions with a role
    /// other than an unbaling main instruction).
    pub info: Vec<Option<BaleInfo>>,
    /// Every bale, in code order of its head; unbaled instructions are bales
    /// of one.
    pub bales: Vec<Bale>,
    /// For each instruction, the heads of the bales it is part of (several
    /// when it is cloned into several bales).
    pub heads: Vec<Vec<u32>>,
    pub clones: Vec<CloneRecord>,
    pub regions: Vec<RegionRecord>,
    /// Dead instructions (removed before baling, as the backend does).
    pub dead: Vec<u32>,
    /// Region reads GenXUnbaling took out of their bale (code-generation
    /// baling only; see `lanes_genx::unbale`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub unbaled: Vec<u32>,
    pub warnings: Vec<String>,
    /// The IR rewrites GenXBaling performs on this function (see
    /// `lanes_genx::rewrite`); the bales here are of the input IR.
    pub rewrites: Vec<String>,
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Register {
    /// `V32`, `A1`, `P1`, `T6`, `S0`.
    pub name: String,
    pub range: CoalescedRange,
    /// The first type is the register's; others are aliases (`V40{V32}`).
    pub types: Vec<String>,
    pub aliases: Vec<String>,
}

#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize)]
pub struct RegisterAssignment {
    /// Pairs merged by extra coalescing: (result, operand).
    pub extra: Vec<(Val, Val)>,
    pub registers: Vec<Register>,
}

/// What a segment stands for (GenXLiveness's segment strengths).
///
/// The order is the strength: where segments of several kinds cover a
/// number, the merged range takes the strongest there.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, Default, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum SegmentKind {
    /// A subroutine's body (and the subroutines it calls) added to a value
    /// live over a call to it: the value's register must survive the call,
    /// but the value is not read there (GenXLiveness's weak segments, from
    /// `buildSubroutineLRs`). Only the function-group view
    /// (`lanes_genx::igc::group_liveness`) adds them.
    Weak,
    /// A phi's register from its phi-copy slot to the end of the incoming
    /// block (or split edge's block): where the copy of the incoming value
    /// would go. It does not interfere with that incoming value (see
    /// `lanes_genx::coalesce::Coalescer::interfere`).
    PhiCopy,
    /// Ordinary liveness.
    #[default]
    Strong,
}

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, Serialize)]
pub struct Segment {
    pub start: u32,
    pub end: u32,
    pub kind: SegmentKind,
}

/// What kind of copy the backend would insert.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum CopyKind {
    /// After the phis of a block, for a circular phi (GenXCategory).
    Unoverlapper,
    /// At a reserved slot at the end of an incoming block (phi coalescing failed).
    Phi,
    /// At the slot before a two-address instruction (two-address coalescing failed).
    TwoAddress,
}

/// A copy that the backend would insert, with its place and what it replaces.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct CopyDef {
    pub id: u32,
    pub kind: CopyKind,
    pub name: String,
    /// The value copied.
    pub source: Val,
    pub block: u32,
    /// The phi's block for a phi copy on a split critical edge: the copy sits
    /// in that edge's block.
    pub edge: Option<u32>,
    pub number: u32,
    /// The operand that reads the copy instead of `source` (none for an
    /// unoverlapper, which replaces every use of its phi).
    pub user: Option<(u32, usize)>,
}

/// One value's liveness.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct ValueLiveness {
    pub value: Val,
    pub name: String,
    pub category: Category,
    /// Size in bytes.
    pub bytes: u32,
    pub segments: Vec<Segment>,
}

#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize)]
pub struct LiveRanges {
    /// In order: arguments, then values in code order, then copies.
    pub values: Vec<ValueLiveness>,
    pub copies: Vec<CopyDef>,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Category {
    General,
    Address,
    Predicate,
    Surface,
    Sampler,
    Vme,
}

/// Which intrinsic a [`Conversion`] calls; serialized and displayed as its
/// name without `llvm.genx.`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
pub enum ConversionKind {
    /// `convert`: a value into a non-general category.
    #[serde(rename = "convert")]
    Convert,
    /// `convert.addr`: a variable region index into an address register.
    #[serde(rename = "convert.addr")]
    ConvertAddr,
    /// `add.addr`: a constant index add sunk after a `convert.addr`.
    #[serde(rename = "add.addr")]
    AddAddr,
}

/// A conversion GenXCategory would insert (recorded, not inserted).
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Conversion {
    pub kind: ConversionKind,
    pub value: Val,
    /// The instruction whose operand is converted.
    pub user: u32,
    pub operand: usize,
    /// Constant folded into an `add.addr` (sunk index add).
    pub offset: i64,
    pub to: Category,
}

/// A copy inserted after the phis of a block so that no phi is an incoming
/// value of a later phi of the same block (the seed's `.unoverlapper`).
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Unoverlapper {
    /// The copy's value (`Val::Copy(id)`).
    pub id: u32,
    pub phi: u32,
    pub block: u32,
    /// `<phi name>.unoverlapper`.
    pub name: String,
}

#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize)]
pub struct Categories {
    /// Category of every argument and non-void instruction result, and of
    /// each unoverlapper copy.
    pub values: BTreeMap<Val, Category>,
    pub conversions: Vec<Conversion>,
    pub unoverlappers: Vec<Unoverlapper>,
}

/// What a line of the bale dump is.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
pub enum DumpLineKind {
    /// `for.body:`
    Block,
    /// `a.b_crit_edge:  // split edge`: a block splitting a critical edge.
    EdgeBlock,
    /// `[29]  // reserved for phi copy for %x`
    PhiSlot,
    /// `[60]  %x.unoverlapper = bitcast …`
    Unoverlapper,
    /// An instruction of a split-edge block (its branch).
    EdgeInst,
    /// An instruction, or a line of a bale (`bale {`, a member, `}`).
    Inst,
    /// `; …` notes after the dump.
    Comment,
}

/// One line of the bale dump: what it is, its instruction number (only
/// when numbered), its text after the number, and a trailing note.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct DumpLine {
    /// What the line shows.
    pub kind: DumpLineKind,
    /// The `[n]` the line starts with (numbered dumps only).
    pub number: Option<u32>,
    /// The text after the number, as printed (leading spaces included).
    pub text: String,
    /// A note printed after the text, two spaces apart (`// split edge`).
    pub note: Option<String>,
}

impl DumpLine {
    /// The line as the text dump prints it (without the line break).
    pub fn render(&self) -> String {
        let mut s = match self.number {
            Some(n) => format!("[{n}]"),
            None => String::new(),
        };
        s.push_str(&self.text);
        if let Some(note) = &self.note {
            s.push_str("  ");
            s.push_str(note);
        }
        s
    }
}

impl Category {
    /// The register file's name as IGC prints it (`general`, `predicate`).
    pub fn name(self) -> &'static str {
        match self {
            Category::General => "general",
            Category::Address => "address",
            Category::Predicate => "predicate",
            Category::Surface => "surface",
            Category::Sampler => "sampler",
            Category::Vme => "vme",
        }
    }
}
