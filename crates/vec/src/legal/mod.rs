//! Vectorization legality (LLVM's `LoopVectorizationLegality`): the loop's
//! shape (single entry, one exit at the latch, a computable trip count), the
//! classification of every header phi (induction, reduction, first-order
//! recurrence), calls, and memory safety from the dependence analysis.
//!
//! Every refusal names the instruction it is about and uses LLVM's remark
//! wording where LLVM has one, so that `lanes report` reads beside
//! `-pass-remarks-analysis=loop-vectorize`.
//!
//! [`analyze`] runs the checks in LLVM's order, one module each:
//! `exits` (the loop's shape and trip count), `inductions` (the header
//! phis), `reductions` (reduction and recurrence chains), `instrs`
//! (every instruction; `calls` for calls), `memory` (dependences and
//! run-time checks) and `epilogue` (tail folding and the scalar
//! remainder).

mod calls;
mod early_exit;
mod epilogue;
mod exits;
mod find_iv;
mod guarded_extent;
mod inductions;
mod instrs;
mod interleave_gaps;
mod memory;
mod min_max_num;
mod multi_use;
mod phi_list;
mod reasons;
mod recurrence;
mod reductions;
mod refusal;

use lanes_ir::{InstId, Operation, TypeData};
use lanes_target::ScalarKind;

use crate::cx::LoopCtx;
use crate::deps::Dependences;
use crate::memref::Memref;
use crate::wi::WiInfo;

pub use calls::{
    intrinsic_base, libcall_intrinsic, libcall_prototype_ok, vector_intrinsic,
    vector_intrinsic_call,
};
pub use early_exit::{EarlyExitValue, KnownObject, early_exit_values};
pub use exits::constant_max_btc;
pub(crate) use find_iv::max_backedge_taken;
pub use find_iv::sentinel;
pub use interleave_gaps::load_group_with_trailing_gap;
pub use phi_list::{HeaderPhi, PhiList};
pub use reasons::{NoTailFolding, NotCandidate, TailFoldRefusal, Unpredicable};
pub use refusal::{Refusal, RefusalKind, Subject};

/// An induction variable of the vectorized loop.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct InductionDesc {
    pub phi: InstId,
    pub name: String,
    pub start: String,
    /// Constant step (bytes for pointer IVs), `None` for an invariant step.
    pub step: Option<i64>,
    pub pointer: bool,
    pub update: InstId,
    pub kind: ScalarKind,
    /// An induction only under a SCEV predicate (a narrow IV extended or a
    /// sign-extension in register that must not wrap): LLVM guards the
    /// vector loop with a run-time SCEV check.
    pub predicated: bool,
}

/// Declares [`RecurKind`] and the opcode of one step of each kind from one
/// list, so a kind and its cost-table key cannot drift apart.
macro_rules! recur_kinds {
    ($($(#[$doc:meta])* $kind:ident => $op:expr,)*) => {
        /// LLVM's `RecurKind`.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum RecurKind {
            $($(#[$doc])* $kind,)*
        }

        impl RecurKind {
            /// The operation of one step (the cost tables' key).
            pub fn opcode(self) -> Operation {
                use lanes_ir::Operation::{Inst as I, Intrinsic as N};
                use lanes_ir::{Intrinsic, Opcode};
                match self {
                    $(RecurKind::$kind => $op,)*
                }
            }
        }
    };
}

recur_kinds! {
    Add => I(Opcode::Add),
    Mul => I(Opcode::Mul),
    And => I(Opcode::And),
    Or => I(Opcode::Or),
    Xor => I(Opcode::Xor),
    SMin => N(Intrinsic::SMin),
    SMax => N(Intrinsic::SMax),
    UMin => N(Intrinsic::UMin),
    UMax => N(Intrinsic::UMax),
    FAdd => I(Opcode::FAdd),
    FMul => I(Opcode::FMul),
    FMin => N(Intrinsic::MinNum),
    FMax => N(Intrinsic::MaxNum),
    /// A chain of `llvm.fmuladd` calls adding to the phi (`s += a * b`
    /// contracted): a sum of products, reduced as an `fadd` after the loop.
    FMulAdd => I(Opcode::FAdd),
    /// `select(icmp, phi, invariant)`: an "any-of" reduction (LLVM 14's
    /// `SelectICmp`): after the loop, the invariant if any lane picked it;
    /// the compares against the start value are or-reduced.
    SelectICmp => I(Opcode::Or),
    /// The same under an `fcmp` (the phi itself is an integer).
    SelectFCmp => I(Opcode::Or),
    /// LLVM 22: `select(cmp, iv, phi)` with `iv` increasing and its signed
    /// range clear of the signed minimum, the sentinel: the last IV value
    /// selected is the lanes' signed maximum.
    FindLastIVSMax => N(Intrinsic::SMax),
    /// The same with the unsigned range clear of 0.
    FindLastIVUMax => N(Intrinsic::UMax),
    /// LLVM 22: `select(cmp, iv, phi)` with `iv` decreasing and its signed
    /// range clear of the signed maximum: the lanes' signed minimum.
    FindFirstIVSMin => N(Intrinsic::SMin),
    /// The same with the unsigned range clear of the unsigned maximum.
    FindFirstIVUMin => N(Intrinsic::UMin),
}

impl RecurKind {
    /// LLVM 22's find-last and find-first induction reductions.
    pub fn is_find_iv(self) -> bool {
        matches!(
            self,
            RecurKind::FindLastIVSMax
                | RecurKind::FindLastIVUMax
                | RecurKind::FindFirstIVSMin
                | RecurKind::FindFirstIVUMin
        )
    }
    pub fn is_float(self) -> bool {
        matches!(
            self,
            RecurKind::FAdd
                | RecurKind::FMul
                | RecurKind::FMin
                | RecurKind::FMax
                | RecurKind::FMulAdd
        )
    }
}

/// A reduction: a header phi accumulating one associative operation.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ReductionDesc {
    pub phi: InstId,
    pub name: String,
    pub kind: RecurKind,
    /// A floating-point reduction without reassociation: only an in-order
    /// (strict) reduction keeps its result. Cleared when the loop's hints
    /// allow reordering: LLVM then reduces it as if it were reassociable.
    pub ordered: bool,
    /// The first step of the chain without `reassoc` (LLVM's
    /// `getExactFPMathInst`), for an FP reduction.
    pub exact_inst: Option<InstId>,
    /// The value leaving the loop (the latch's incoming value).
    pub exit: String,
    pub exit_inst: InstId,
    /// Instructions of the chain between the phi and the exit.
    pub chain: Vec<InstId>,
    pub elem: ScalarKind,
    /// LLVM 22: the last store of the reduction's value to a loop-invariant
    /// address (`IntermediateStore`); the vector loop stores the reduced
    /// value there once, after the loop.
    pub intermediate_store: Option<InstId>,
    /// Every store of the reduction's values to that address.
    pub stores: Vec<InstId>,
    /// LLVM 22: an integer min/max whose phi the loop also reads outside
    /// its chain (the compare that picks an argmin's or argmax's index;
    /// `hasUsesOutsideReductionChain`). Its value is not used after the
    /// loop: `exit` names the backedge value.
    pub multi_use: bool,
    /// LLVM 22: a `minnum`/`maxnum` reduction checked for NaNs (the `min_max_num` rules).
    pub nan_check: bool,
}

/// A first-order recurrence: a header phi carrying a value of the previous
/// iteration.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RecurrenceDesc {
    pub phi: InstId,
    pub name: String,
    /// The value of the previous iteration.
    pub previous: String,
    pub previous_inst: InstId,
    /// Users of the phi that must sink past `previous` (the seed's cast).
    pub sink: Vec<String>,
    pub elem: ScalarKind,
}

/// How a call is vectorized.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CallKind {
    /// No code in the vector loop (debug info, lifetime, assume, directives).
    Ignored,
    /// An intrinsic with a vector form.
    VectorIntrinsic,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CallDesc {
    pub inst: InstId,
    pub callee: String,
    pub kind: CallKind,
}

/// Result of `legality(loop)`.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Legality {
    pub header: String,
    /// Whether this loop is the one to vectorize (innermost, or marked).
    pub candidate: bool,
    /// Why it is not, when it is not.
    pub not_candidate: Option<NotCandidate>,
    /// Vectorized as an outer loop (explicitly marked).
    pub outer: bool,
    /// Vectorization requested by a SIMD directive or `vectorize.enable`:
    /// the cost model may not veto it.
    pub forced: bool,
    /// `llvm.loop.vectorize.width` or `QUAL.OMP.SIMDLEN`, above 1.
    pub width_hint: Option<u32>,
    /// `llvm.loop.vectorize.width` 1 ([`crate::directives::LoopHints::scalar_width`]):
    /// the loop is checked and priced scalar only, never vectorized.
    pub scalar_width_hint: bool,
    /// `llvm.loop.interleave.count`: the tail-folding decision counts the
    /// largest VF's copies with it.
    pub interleave_hint: Option<u32>,
    pub refusals: Vec<Refusal>,
    pub inductions: PhiList<InductionDesc>,
    pub reductions: PhiList<ReductionDesc>,
    pub recurrences: PhiList<RecurrenceDesc>,
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
    pub max_trip_count: Option<u64>,
    /// Widest loaded, stored or reduced type in bits (LLVM's widest type,
    /// which bounds the VF by the register width).
    pub widest_bits: u32,
    /// Whether a scalar remainder loop may follow the vector loop.
    pub epilogue: Epilogue,
    /// Why the tail cannot be folded by masking, when it cannot.
    pub no_tail_folding: Option<NoTailFolding>,
    /// The exit SCEV cannot count that LLVM 22 vectorizes (profile 22
    /// only): the vector loop leaves when any lane takes it.
    pub early_exit: Option<EarlyExit>,
    /// Why LLVM 22 builds no vector plan although the loop is legal (a
    /// VPlan transform that gives up, as `handleMultiUseReductions` for an
    /// argmin whose index is not the last one the compare selects): every
    /// VF is then rejected and the loop stays scalar.
    pub no_plan: Option<String>,
    /// Loads of blocks that need predication which LLVM 22 proves never
    /// fault in the loop (`canVectorizeWithIfConvert`'s `SafePointers` from
    /// `isDereferenceableAndAlignedInLoop`): they run unmasked. Empty under
    /// profile 14, which knows no object sizes.
    pub speculable_loads: Vec<InstId>,
    /// A load interleave group misses its last member, under LLVM 22
    /// ([`load_group_with_trailing_gap`]): with a scalar epilogue at least
    /// one iteration runs there, so LLVM 22 bounds the VF by the trip
    /// count less one ([`Legality::vf_bound`]).
    pub trailing_gap: bool,
}

/// An uncountable early exit (LLVM 22's `UncountableExitingBB`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct EarlyExit {
    /// The exiting block's label.
    pub block: String,
    /// Its terminator (the branch on the exit condition).
    pub exiting: InstId,
    /// The loop stores (LLVM 22 then refuses it after legality).
    pub stores: bool,
    /// A load may fault on an iteration past the exit (refused after
    /// legality: LLVM 22 has no fault-tolerant loads on x86).
    pub faulting: bool,
}

/// Whether the vector loop may be followed by a scalar epilogue (LLVM's
/// `ScalarEpilogueLowering`). Without one, a VF that does not divide the
/// trip count folds the tail into the vector loop by masking every lane
/// past the trip count (a header mask).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
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

/// LLVM's `TinyTripCountVectorThreshold`.
pub const TINY_TRIP_COUNT: u64 = 16;

/// What runs the iterations a vector loop at VF × IC leaves over
/// ([`Legality::tail`]): the one answer every view of a VF gives (the VF
/// table's tail column, the interleave count's reason, the report's
/// "tail folded").
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
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

impl Legality {
    /// The width hint LLVM follows: one no wider than the max safe VF. A
    /// wider one is clamped to the max safe VF and the cost model picks
    /// among the VFs up to it (`computeFeasibleMaxVF`: "User-specified
    /// vectorization factor N is unsafe, clamping to maximum safe
    /// vectorization factor M").
    pub fn user_vf(&self) -> Option<u32> {
        self.width_hint
            .filter(|&h| self.max_safe_vf.is_none_or(|m| h <= m))
    }
    /// The exact trip count, else the profile's estimate, else the
    /// constant bound (LLVM's `getSmallBestKnownTC`).
    pub fn best_known_trip_count(&self) -> Option<u64> {
        self.trip_count
            .or(self.estimated_trip_count)
            .or(self.max_trip_count)
    }
    /// Whether the hints let the vectorizer reorder floating-point
    /// operations (LLVM's `LoopVectorizeHints::allowReordering`):
    /// vectorization forced, or a width hint above 1.
    pub fn allows_reordering(&self) -> bool {
        self.forced || self.width_hint.is_some_and(|w| w > 1)
    }
    pub fn is_legal(&self) -> bool {
        self.candidate && self.refusals.is_empty()
    }
    /// Whether LLVM plans the loop and prices its VFs: legal, or refused
    /// only for what it decides after the choice of VF
    /// ([`RefusalKind::after_plan`]). Such a loop is still never
    /// vectorized.
    pub fn is_plannable(&self) -> bool {
        self.candidate && self.refusals.iter().all(|r| r.kind.after_plan())
    }
    /// The refusals LLVM reports, in its order: every one when a VF was
    /// chosen, else those before the choice (a loop the cost model keeps
    /// scalar never reaches the [`RefusalKind::after_plan`] ones).
    pub fn reported_refusals(&self, vf_chosen: bool) -> impl Iterator<Item = &Refusal> {
        self.refusals
            .iter()
            .filter(move |r| vf_chosen || !r.kind.after_plan())
    }
    /// The first reason, for one-line reports.
    pub fn reason(&self) -> Option<String> {
        self.refusals.first().map(|r| r.to_string())
    }
    /// The largest feasible VF (LLVM's `computeFeasibleMaxVF`): the width
    /// hint (clamped to the max safe VF), else one register of the widest type bounded by the max safe
    /// VF, and no more than the largest power of two within a known trip
    /// count.
    pub fn max_vf(&self, register_bits: u32) -> u32 {
        if self.scalar_width_hint {
            return 1;
        }
        let width_cap = (register_bits / self.widest_bits.max(8)).max(1);
        // A hint beyond the max safe VF is clamped to it, whatever the
        // register width and the trip count.
        let clamped = self
            .width_hint
            .and(self.max_safe_vf)
            .filter(|_| self.user_vf().is_none());
        self.user_vf().or(clamped).unwrap_or_else(|| {
            let m = width_cap.min(self.max_safe_vf.unwrap_or(u32::MAX));
            match self.trip_count.map(|n| self.vf_bound(n)) {
                Some(n) if n >= 1 && n <= u64::from(m) && self.clamps_to_trip_count(n) => {
                    1 << n.ilog2()
                }
                _ => m,
            }
        })
    }
    /// The trip count `n` as it bounds the VF (LLVM 22's
    /// `clampVFByMaxTripCount`): one less when a scalar epilogue must run
    /// an iteration (`requiresScalarEpilogue`: a load interleave group
    /// missing its last member, [`Legality::trailing_gap`]) and one is
    /// allowed, so that the vector loop is not dead. LLVM 14 clamps by `n`.
    pub fn vf_bound(&self, n: u64) -> u64 {
        n - u64::from(self.trailing_gap && self.epilogue == Epilogue::Allowed && n > 1)
    }
    /// Whether a known trip count `n` within one register bounds the VF
    /// (`getMaximizedVFForTarget`): always with a scalar epilogue; without
    /// one (the tail folded) only when `n` is a power of two, so that a
    /// trip count of 5 still gets VF 8, one masked vector iteration.
    pub fn clamps_to_trip_count(&self, n: u64) -> bool {
        self.epilogue == Epilogue::Allowed || n.is_power_of_two()
    }
    /// Whether the vector loop at `vf` folds its tail by masking; `Err`
    /// when it would have to and cannot, which rules the loop out. The
    /// decision is the loop's, not the VF's (LLVM's `computeMaxVF`):
    /// without a scalar epilogue the tail is folded at every VF unless the
    /// largest feasible VF `max_vf` (times the interleave-count hint)
    /// divides the trip count, so a smaller VF that divides it folds too.
    pub fn fold_tail(&self, vf: u32, max_vf: u32) -> Result<bool, TailFoldRefusal> {
        let step = u64::from(max_vf.max(1)) * u64::from(self.interleave_hint.unwrap_or(1).max(1));
        if self.epilogue == Epilogue::Allowed
            || vf <= 1
            || self.trip_count.is_some_and(|n| n % step == 0)
        {
            return Ok(false);
        }
        match (&self.no_tail_folding, self.epilogue) {
            (None, _) => Ok(true),
            (Some(_), Epilogue::PredicateHint | Epilogue::PreferPredicate) => Ok(false),
            (Some(why), Epilogue::OptSize) => Err(TailFoldRefusal::OptSize(why.clone())),
            (Some(why), Epilogue::PredicateOnly) => {
                Err(TailFoldRefusal::PredicateOnly(why.clone()))
            }
            (Some(why), _) => Err(TailFoldRefusal::Remainder {
                estimated: self.trip_count.is_none(),
                trip_count: self.best_known_trip_count().unwrap_or(0),
                why: why.clone(),
            }),
        }
    }
    /// Whether a scalar loop may follow the vector loop at all (LLVM's
    /// `isScalarEpilogueAllowed`): not under `optsize` or a tiny trip count,
    /// and under the predicate hint only when the tail cannot be folded.
    pub fn epilogue_allowed(&self) -> bool {
        match self.epilogue {
            Epilogue::Allowed => true,
            Epilogue::PredicateHint | Epilogue::PreferPredicate => self.no_tail_folding.is_some(),
            Epilogue::OptSize | Epilogue::LowTripCount | Epilogue::PredicateOnly => false,
        }
    }
    /// What runs the iterations the vector loop at `vf` interleaved `ic`
    /// times leaves over, the largest feasible VF being `max_vf`; `Err`
    /// when the tail would have to be folded and cannot (as
    /// [`fold_tail`](Self::fold_tail)).
    pub fn tail(&self, vf: u32, ic: u32, max_vf: u32) -> Result<Tail, TailFoldRefusal> {
        if vf <= 1 {
            return Ok(Tail::None);
        }
        if self.fold_tail(vf, max_vf)? {
            return Ok(Tail::Folded);
        }
        let step = u64::from(vf) * u64::from(ic.max(1));
        let other_exit = matches!(self.no_tail_folding, Some(NoTailFolding::OtherExit));
        if !other_exit && self.trip_count.is_some_and(|n| n % step == 0) {
            Ok(Tail::None)
        } else {
            Ok(Tail::Epilogue)
        }
    }
    /// The reduction of header phi `phi`.
    pub fn reduction(&self, phi: InstId) -> Option<&ReductionDesc> {
        self.reductions.get(phi)
    }
    /// Whether `i` stores to the invariant address a reduction stores its
    /// value to (LLVM 22's `isInvariantAddressOfReduction`): the plan
    /// drops every such store and stores the reduced value once after the
    /// loop, and the cost model ignores them (`collectValuesToIgnore`).
    pub fn stores_to_reduction_address(&self, cx: &LoopCtx, i: InstId) -> bool {
        let f = cx.func;
        if f.insts[i].opcode != lanes_ir::Opcode::Store {
            return false;
        }
        self.reductions
            .iter()
            .filter_map(|r| r.intermediate_store)
            .any(|s| {
                let s = &f.insts[s];
                memory::same_address(cx, &s.operands[1], &f.insts[i].operands[1])
            })
    }
    /// The induction of header phi `phi`.
    pub fn induction(&self, phi: InstId) -> Option<&InductionDesc> {
        self.inductions.get(phi)
    }
    /// The first-order recurrence of header phi `phi`.
    pub fn recurrence(&self, phi: InstId) -> Option<&RecurrenceDesc> {
        self.recurrences.get(phi)
    }
}

/// The element kind of a scalar type (pointers as `i64`).
pub fn scalar_kind(ty: lanes_ir::Type) -> Option<ScalarKind> {
    let ty = ty.scalar();
    if let Some(b) = ty.int_bits() {
        return Some(ScalarKind::int(b));
    }
    if ty.is_ptr() {
        return Some(ScalarKind::I64);
    }
    match ty.data() {
        TypeData::Float => Some(ScalarKind::F32),
        TypeData::Double => Some(ScalarKind::F64),
        TypeData::Half | TypeData::BFloat => Some(ScalarKind::I16),
        TypeData::X86Fp80 | TypeData::Fp128 | TypeData::PpcFp128 => Some(ScalarKind::F64),
        _ => None,
    }
}

/// In-loop users of every instruction of the function.
pub fn users<'a>(cx: &LoopCtx<'a>) -> &'a crate::cx::Users {
    cx.users
}

/// Users of every instruction of `func`, in program order (computed once
/// per function: the query `function_users`).
pub fn function_users(func: &lanes_ir::Function) -> crate::cx::Users {
    let mut out = crate::cx::Users::default();
    for (i, inst) in func.insts.iter() {
        for v in inst.uses() {
            if let Some(d) = v.as_inst() {
                out.entry(d).or_default().push(i);
            }
        }
    }
    out
}

pub(crate) fn refusal(
    kind: RefusalKind,
    message: impl Into<String>,
    inst: Option<String>,
) -> Refusal {
    Refusal {
        kind,
        message: message.into(),
        subject: inst.map(Subject::Inst),
        at: None,
    }
}

/// A refusal about instruction `i`.
pub(crate) fn refusal_at(
    cx: &LoopCtx,
    kind: RefusalKind,
    message: impl Into<String>,
    i: InstId,
) -> Refusal {
    Refusal {
        at: Some(i),
        ..refusal(kind, message, Some(inst_text(cx, i)))
    }
}

/// The instruction as written, without metadata.
pub fn inst_text(cx: &LoopCtx, i: InstId) -> String {
    let s = lanes_ir::print::print_inst(cx.func, i);
    let s = s.trim();
    match s.find(", !") {
        Some(p) => s[..p].to_string(),
        None => s.to_string(),
    }
}

/// Inputs of the legality check besides the loop.
pub struct LegalInputs<'a> {
    pub wi: &'a WiInfo,
    pub memrefs: &'a [Memref],
    pub deps: &'a Dependences,
    pub trip_count: Option<u64>,
    /// The function's loops with their exit counts and trip-count bounds
    /// (`loop_forest`).
    pub counts: &'a lanes_db::loops::LoopForest,
    /// From the latch's `!prof` branch weights.
    pub estimated_trip_count: Option<u64>,
    /// The function's `"no-nans-fp-math"` and `"no-signed-zeros-fp-math"`
    /// attributes are both true (LLVM's `FuncFMF` for min/max reductions).
    pub no_nans_nsz_fn: bool,
    /// The loop is annotated parallel: no memory dependence checks.
    pub parallel: bool,
    /// The function is optimized for size (`optsize`/`minsize`).
    pub opt_size: bool,
    /// The function has `noimplicitfloat`.
    pub no_implicit_float: bool,
    /// Calls of the loop that access no memory.
    pub readnone_calls: &'a [InstId],
    /// Calls of the loop that neither access memory nor unwind (they may
    /// run under a mask).
    pub quiet_calls: &'a [InstId],
    /// Which LLVM's rules apply.
    pub profile: lanes_db::Profile,
    /// Objects of known size the loop's loads may be based on (read by
    /// LLVM 22's early-exit rules; empty under profile 14).
    pub objects: &'a rustc_hash::FxHashMap<lanes_db::affine::Term, KnownObject>,
}

/// Checks whether loop `cx.l` can be vectorized.
pub fn analyze(cx: &LoopCtx, inp: &LegalInputs) -> Legality {
    let mut lg = epilogue::initial(cx, inp);
    // An outer loop nothing picks: LLVM looks no further.
    if !lg.candidate && !cx.data().is_innermost() {
        return lg;
    }
    // `LoopVectorizePass::processLoop`, before legality proper.
    if inp.no_implicit_float {
        lg.refusals.push(refusal(
            RefusalKind::NoImplicitFloat,
            "loop not vectorized due to NoImplicitFloat attribute",
            None,
        ));
    }
    let uncountable = early_exit::uncountable(cx, inp);
    // `canVectorize`: the loop nest's CFG, if-conversion, the
    // instructions (header phis first), the exit counts, memory.
    exits::check_shape(cx, inp.counts, &mut lg);
    instrs::check_if_convert(cx, inp, &mut lg);
    inductions::classify_header_phis(cx, inp, &mut lg);
    let body = instrs::check_instructions(cx, inp, &mut lg);
    instrs::check_live_outs_under_predicates(cx, &body, &mut lg);
    if !lg.outer {
        inductions::check_primary(&mut lg);
    }
    exits::check_counted(cx, inp.counts, inp.profile, uncountable, &mut lg);
    instrs::check_switch_after_count(cx, inp, &mut lg);
    if uncountable {
        early_exit::check(cx, inp, &mut lg);
    }
    memory::check_memory(cx, inp, &mut lg);
    lg.speculable_loads = early_exit::speculable_loads(cx, inp);
    // `LoopVectorizePass::processLoop` asks `canVectorizeFPMath` once
    // legality proper has passed.
    reductions::check_ordered(cx, &mut lg);
    early_exit::check_after_legality(cx, inp, &mut lg);
    epilogue::check_tail(cx, inp, body, &mut lg);
    lg.trailing_gap =
        inp.profile == lanes_db::Profile::Llvm22 && load_group_with_trailing_gap(cx, inp.memrefs);
    memory::check_runtime_check_count(inp, &mut lg);
    lg
}
