//! The vectorizer's analyses of a loop as plain data: dependences,
//! legality, shapes, work items, as `lanes deps`, `shapes` and `cost` print
//! them in JSON (described in `docs/formats.md`; plans, costs and memrefs
//! are in `plan_results.rs`). Filled from `lanes_vec` in `analysis/to_model`.
//!
//! Typed reasons keep the engine's kind (for matching) beside their text,
//! and serialize as the text.
#![allow(missing_docs)]

use serde::Serialize;

pub use super::reason::{Reason, Subject, as_text, optional_text};
use super::{MemrefId, PreferPredicate};
pub use lanes_ir::Operation;
pub use lanes_target::ScalarKind;
pub use lanes_vec::interleave::IcReason;
pub use lanes_vec::legal::{NoTailFolding, NotCandidate, RefusalKind};
pub use lanes_vec::vls::CandidateRejection;
pub use lanes_vec::{BestReason, EMULATED_TEXT, RowReason};
pub use lanes_vls::BailOut;

/// LLVM's `MemoryDepChecker::Dependence::DepType`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
pub enum DepKind {
    NoDep,
    Unknown,
    Forward,
    ForwardButPreventsForwarding,
    Backward,
    BackwardVectorizable,
    BackwardVectorizableButPreventsForwarding,
}

/// Direction of the dependence in iterations of the candidate loop.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
pub enum Direction {
    /// `src` touches the address in an earlier iteration than `dst` (`<`).
    Lt,
    /// Same iteration (`=`).
    Eq,
    /// `src` touches it in a later iteration (`>`): lexically backward.
    Gt,
    /// Unknown (`*`).
    Star,
}

/// A pair of memrefs that may touch the same memory, one of them a write.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Dependence {
    /// Memref ids, `src` first in program order.
    pub src: MemrefId,
    pub dst: MemrefId,
    pub kind: DepKind,
    /// `addr(dst) - addr(src)` in the same iteration, in bytes.
    pub distance_bytes: Option<i64>,
    /// `d` such that `src` in iteration `n + d` touches what `dst` touches in
    /// iteration `n`: positive for LLVM's backward dependences.
    pub distance_iters: Option<i64>,
    pub direction: Direction,
    /// Different objects that may alias: guarded by a run-time check.
    pub runtime_check: bool,
    pub note: String,
}

/// Result of `dependences(loop)`.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize)]
pub struct Dependences {
    pub deps: Vec<Dependence>,
    /// No dependence prevents vectorization (run-time checks aside).
    pub safe: bool,
    /// LLVM's `MaxSafeDepDistBytes`, when a dependence bounds it.
    pub max_safe_dist_bytes: Option<u64>,
    /// LLVM's `MaxSafeVectorWidthInBits`, when bounded.
    pub max_safe_width_bits: Option<u64>,
    /// Largest power-of-two VF that respects every dependence (`None`: unbounded;
    /// 1 when the loop is unsafe to vectorize).
    pub max_safe_vf: Option<u32>,
    pub runtime_checks: usize,
    /// LLVM's `getNumRuntimePointerChecks`: pairs of pointer groups the
    /// run-time checks compare (pointers of one object at constant
    /// distances share a group, as `RuntimePointerChecking::groupChecks`).
    pub runtime_check_groups: usize,
    /// Accesses whose address LLVM guards by a run-time no-wrap (SCEV)
    /// check before it trusts their stride.
    pub wrap_predicates: usize,
    /// An access that would need a run-time check and has no bounds to
    /// check, or a check that would compare pointers of two address spaces
    /// (LAA's `canCheckPtrAtRT` failing): the loop is refused with "cannot
    /// identify array bounds", and LLVM plans no run-time check at all, so
    /// none is counted and no pair is left to one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unbounded: Option<MemrefId>,
}

/// Why a loop cannot be vectorized.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Refusal {
    /// LLVM's remark name where there is one (`CFGNotUnderstood`, ...).
    #[serde(serialize_with = "as_text")]
    pub kind: RefusalKind,
    /// What a user reads (`call instruction cannot be vectorized`).
    pub message: String,
    /// What the refusal is about (serialized as `inst`, its text).
    #[serde(rename = "inst")]
    pub subject: Option<Subject>,
}

/// An induction variable of the vectorized loop.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct InductionDesc {
    pub name: String,
    pub start: String,
    /// Constant step (bytes for pointer IVs), `None` for an invariant step.
    pub step: Option<i64>,
    pub pointer: bool,
    pub kind: ScalarKind,
    /// An induction only under a SCEV predicate (a narrow IV extended or a
    /// sign-extension in register that must not wrap): LLVM guards the
    /// vector loop with a run-time SCEV check.
    pub predicated: bool,
}

/// LLVM's `RecurKind`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
pub enum RecurKind {
    Add,
    Mul,
    And,
    Or,
    Xor,
    SMin,
    SMax,
    UMin,
    UMax,
    FAdd,
    FMul,
    FMin,
    FMax,
    /// A chain of `llvm.fmuladd` calls adding to the phi (`s += a * b`
    /// contracted): a sum of products, reduced as an `fadd` after the loop.
    FMulAdd,
    /// `select(icmp, phi, invariant)`: an "any-of" reduction (LLVM 14's
    /// `SelectICmp`): after the loop, the invariant if any lane picked it.
    SelectICmp,
    /// The same under an `fcmp` (the phi itself is an integer).
    SelectFCmp,
    /// LLVM 22: the last value of an increasing induction a select picked
    /// (`smax` of the lanes, the signed minimum meaning none).
    FindLastIVSMax,
    /// The same, unsigned (`umax`, 0 meaning none).
    FindLastIVUMax,
    /// LLVM 22: the last value of a decreasing induction a select picked
    /// (`smin` of the lanes, the signed maximum meaning none).
    FindFirstIVSMin,
    /// The same, unsigned (`umin`, the unsigned maximum meaning none).
    FindFirstIVUMin,
}

/// A reduction: a header phi accumulating one associative operation.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct ReductionDesc {
    pub name: String,
    pub kind: RecurKind,
    /// A floating-point reduction without reassociation: only an in-order
    /// (strict) reduction keeps its result. Cleared when the loop's hints
    /// allow reordering: LLVM then reduces it as if it were reassociable.
    pub ordered: bool,
    /// The value leaving the loop (the latch's incoming value).
    pub exit: String,
    pub elem: ScalarKind,
}

/// A first-order recurrence: a header phi carrying a value of the previous
/// iteration.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct RecurrenceDesc {
    pub name: String,
    /// The value of the previous iteration.
    pub previous: String,
    /// Users of the phi that must sink past `previous` (the seed's cast).
    pub sink: Vec<String>,
    pub elem: ScalarKind,
}

/// How a call is vectorized.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
pub enum CallKind {
    /// No code in the vector loop (debug info, lifetime, assume, directives).
    Ignored,
    /// An intrinsic with a vector form.
    VectorIntrinsic,
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct CallDesc {
    pub callee: String,
    pub kind: CallKind,
}

/// Result of `legality(loop)`.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize)]
pub struct Legality {
    pub header: String,
    /// Whether this loop is the one to vectorize (innermost, or marked).
    pub candidate: bool,
    /// Why it is not, when it is not.
    #[serde(serialize_with = "optional_text")]
    pub not_candidate: Option<NotCandidate>,
    /// Vectorized as an outer loop (explicitly marked).
    pub outer: bool,
    /// Vectorization requested by a SIMD directive or `vectorize.enable`:
    /// the cost model may not veto it.
    pub forced: bool,
    /// `llvm.loop.vectorize.width` or `QUAL.OMP.SIMDLEN`.
    pub width_hint: Option<u32>,
    /// `llvm.loop.interleave.count`: the tail-folding decision counts the
    /// largest VF's copies with it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub interleave_hint: Option<u32>,
    pub refusals: Vec<Refusal>,
    pub inductions: Vec<InductionDesc>,
    pub reductions: Vec<ReductionDesc>,
    pub recurrences: Vec<RecurrenceDesc>,
    /// Values used after the loop (their last lane is extracted).
    pub live_outs: Vec<String>,
    pub calls: Vec<CallDesc>,
    /// From the dependence analysis (and `QUAL.OMP.SAFELEN`).
    pub max_safe_vf: Option<u32>,
    pub trip_count: Option<u64>,
    /// The trip count the profile's branch weights suggest, when no exact
    /// one is known (LLVM's estimated trip count).
    pub estimated_trip_count: Option<u64>,
    /// A constant bound on the trip count, when no exact one is known
    /// (LLVM's `getSmallConstantMaxTripCount`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_trip_count: Option<u64>,
    /// Widest loaded, stored or reduced type in bits (LLVM's widest type,
    /// which bounds the VF by the register width).
    pub widest_bits: u32,
    /// Whether a scalar remainder loop may follow the vector loop.
    pub epilogue: Epilogue,
    /// Why the tail cannot be folded by masking, when it cannot.
    #[serde(serialize_with = "optional_text")]
    pub no_tail_folding: Option<NoTailFolding>,
    /// The exit SCEV cannot count that LLVM 22 vectorizes (profile 22
    /// only): the vector loop leaves when any lane takes it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub early_exit: Option<EarlyExit>,
}

/// An uncountable early exit (LLVM 22's `UncountableExitingBB`).
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize)]
pub struct EarlyExit {
    /// The exiting block's label.
    pub block: String,
}

/// Whether the vector loop may be followed by a scalar epilogue (LLVM's
/// `ScalarEpilogueLowering`). Without one, a VF that does not divide the
/// trip count folds the tail into the vector loop by masking every lane
/// past the trip count (a header mask).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize)]
pub enum Epilogue {
    #[default]
    Allowed,
    /// `optsize`/`minsize`: an epilogue would duplicate the loop.
    OptSize,
    /// A known trip count below 16 (LLVM's `TinyTripCountVectorThreshold`):
    /// the epilogue would run most iterations.
    LowTripCount,
    /// `llvm.loop.vectorize.predicate.enable`: fold the tail when possible,
    /// else keep the epilogue.
    PredicateHint,
    /// `-prefer-predicate-over-epilogue=predicate-else-scalar-epilogue`:
    /// as the hint, for every loop.
    PreferPredicate,
    /// `-prefer-predicate-over-epilogue=predicate-dont-vectorize`: fold
    /// the tail, else no vector loop at all.
    PredicateOnly,
}

/// What runs the iterations a vector loop at VF × IC leaves over
/// (`lanes_vec::Legality::tail`): the one answer every view of a VF gives (the VF
/// table's tail column, the interleave count's reason, the report's
/// "tail folded").
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
pub enum Tail {
    /// Nothing is left over: the trip count is a known multiple of VF × IC
    /// and the loop exits from its latch. LLVM still emits its remainder
    /// loop when one is allowed, behind a check that never passes; a loop
    /// that never runs is not an epilogue.
    None,
    /// The vector loop runs every iteration, the lanes past the trip count
    /// masked off (a header mask).
    Folded,
    /// A scalar loop runs the left-over iterations (at least one when the
    /// loop exits from a block other than its latch, LLVM's
    /// `requiresScalarEpilogue`).
    Epilogue,
}

/// `llvm.loop` vectorizer hints.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize)]
pub struct LoopHints {
    /// `llvm.loop.vectorize.width`.
    pub width: Option<u32>,
    /// `llvm.loop.vectorize.enable`.
    pub enable: Option<bool>,
    /// `llvm.loop.vectorize.predicate.enable`: fold the tail by masking.
    pub predicate: Option<bool>,
    /// `llvm.loop.interleave.count`.
    pub interleave: Option<u32>,
    /// `llvm.loop.isvectorized`: the loop is a vectorizer's output already.
    pub is_vectorized: bool,
    /// `llvm.loop.disable_nonforced`: no transformation that is not
    /// explicitly enabled.
    pub disable_nonforced: bool,
    /// `llvm.loop.unroll.disable` (as clang's `-fno-unroll-loops` writes
    /// it).
    pub unroll_disable: bool,
    /// `llvm.loop.unroll.count`.
    pub unroll_count: Option<u32>,
    /// `llvm.loop.unroll.enable` or `llvm.loop.unroll.full`.
    pub unroll_enable: bool,
    /// The command line's `-prefer-predicate-over-epilogue`, which wins
    /// over `predicate`.
    pub prefer_predicate: Option<PreferPredicate>,
}

/// The verdict for one private.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct SoaPrivate {
    pub name: String,
    pub ty: String,
    /// Scalar or array of scalars (the types SOA is defined for).
    pub supported: bool,
    /// Why the private is not safe for SOA (`None`: safe).
    pub escape: Option<String>,
    pub profitable: bool,
    /// Accesses that become unit-stride under SOA.
    pub unit_stride_accesses: Vec<String>,
    /// The layout `auto` picks: SOA when supported, safe and profitable.
    pub layout: Layout,
}

/// Result of `soa_analysis(loop)`.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize)]
pub struct SoaInfo {
    pub privates: Vec<SoaPrivate>,
}

/// The shape of one value of the loop.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct ValueShape {
    pub name: String,
    pub shape: Shape,
    /// The instruction in the dump's compact form.
    pub text: String,
}

/// Uniformity of one conditional branch at this VF.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct BranchShape {
    pub block: String,
    pub uniform: bool,
}

/// Result of `shapes(loop, VF, layout)`.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize)]
pub struct Shapes {
    pub header: String,
    pub vf: u32,
    /// The layout chosen for each private.
    pub privates: Vec<(String, Layout)>,
    /// Every value of the loop in program order.
    pub values: Vec<ValueShape>,
    pub branches: Vec<BranchShape>,
    /// Inner loops exited on a non-uniform condition.
    pub divergent_loops: Vec<String>,
    pub notes: Vec<String>,
    /// The seed's dump (the text form; not serialized).
    #[serde(skip)]
    pub printed: String,
}

/// Registers the loop needs at one VF.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize)]
pub struct RegisterUsage {
    pub vf: u32,
    /// Most vector registers live at once inside the loop.
    pub max_vector: u32,
    /// Most scalar registers live at once (uniform values, addresses,
    /// counters; every value of the scalar loop).
    pub max_scalar: u32,
    /// The instruction where the vector peak is reached.
    pub peak_at: Option<String>,
    /// Registers held through the loop by values defined before it (at a
    /// VF above 1 counted as broadcast vectors, as LLVM does).
    pub invariant_vector: u32,
    pub invariant_scalar: u32,
}

/// The interleave count of the chosen VF, and why.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize)]
pub struct Interleave {
    pub header: String,
    pub vf: u32,
    /// Copies of the vector body per vector iteration (1: none).
    pub ic: u32,
    #[serde(serialize_with = "as_text")]
    pub reason: IcReason,
    pub usage: RegisterUsage,
    /// The interleave decision in words (the text form; not serialized).
    #[serde(skip)]
    pub printed: String,
    /// LLVM's debug lines for it (`--format lv`; not serialized).
    #[serde(skip)]
    pub printed_lv: String,
}

/// The directive clauses that apply to a loop, by name.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize)]
pub struct SimdClauses {
    pub privates: Vec<String>,
    /// `(variable, step)`.
    pub linears: Vec<(String, String)>,
    pub uniforms: Vec<String>,
    pub simdlen: Option<u32>,
    pub safelen: Option<u32>,
}

/// VF-insensitive classification of one value.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct WiValue {
    pub name: String,
    /// `Uniform`, `UnitStride`/`Strided` (linear) or `Random` (varying).
    pub shape: Shape,
}

/// Result of `wi_analysis(loop)`.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize)]
pub struct WiInfo {
    pub header: String,
    /// The `DIR.OMP.SIMD` clauses when this loop is the one a region vectorizes.
    pub simd: Option<SimdClauses>,
    pub hints: LoopHints,
    /// Whether this loop is the one to vectorize: the loop of a SIMD
    /// region, a loop with an enabling hint, or an innermost loop that no
    /// region or hint claims otherwise.
    pub vectorize: bool,
    /// Values of the loop (and private-derived pointers hoisted out of it) in evaluation order.
    pub values: Vec<WiValue>,
}

/// How a memory access is widened.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
pub enum MemAccess {
    /// One wide access of consecutive elements.
    Consecutive,
    /// Consecutive, descending: a wide access and a reverse permute.
    Reverse,
    /// One scalar access (a broadcast load, a store of the last lane).
    Uniform,
    /// A constant stride: a gather/scatter, or a member of a VLS group.
    Strided(i64),
    /// A gather or scatter.
    Gather,
}

/// The shape of one value across the lanes of a vector iteration.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
#[serde(tag = "kind", content = "stride")]
pub enum Shape {
    /// Not (yet) reached: the optimistic start of the fixpoint.
    Undef,
    /// The same value in every lane.
    Uniform,
    /// Lane `l` holds `v0 + s·l`, `s = ±1`.
    UnitStride(i64),
    /// Lane `l` holds `v0 + s·l` (bytes for pointers).
    Strided(i64),
    /// Anything else.
    Random,
    /// Pointer into an SOA private at a lane-invariant offset: consecutive
    /// lanes are `stride` (the element size) bytes apart.
    SoaSeq(i64),
    /// Pointer into an SOA private whose offset advances by `stride` bytes
    /// per lane in the scalar code; lanes are `VF·stride + elem` apart.
    SoaStr(i64),
    /// Pointer into an SOA private with no usable stride.
    SoaRnd,
}

/// How a private is widened.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Layout {
    Aos,
    Soa,
}
