//! Exit counts of loops, as LLVM 14's ScalarEvolution computes them
//! (`computeBackedgeTakenCount`, `computeExitLimit` and the functions it
//! calls). An exit is *counted* when SCEV finds how many times the
//! backedge is taken before it leaves; the vectorizer refuses a loop with
//! an uncounted exit, and tail folding and the low-trip-count policy read
//! the constant counts.
//!
//! Compares of IVs with invariants are the leaves
//! (`icmp_limit`); `and`/`or` (and their `select` forms) combine leaves
//! (`computeExitLimitFromCondFromBinOp`); whatever else a branch tests is
//! evaluated iteration by iteration from constant starts, up to LLVM's
//! `MaxBruteForceIterations` (`computeExitCountExhaustively`).
//!
//! Over 800 lines: the leaves' rules (`howManyLessThans`, `howFarToZero`
//! and the no-wrap facts they read) are one decision over the same IV and
//! bound facts; split apart they would pass those facts through every
//! call.

use lanes_ir::{BlockId, Constant, Flags, Function, InstId, Opcode, Predicate, Value};
use rustc_hash::FxHashMap;

use crate::affine::{FunctionAffine, Step, Term, eval_icmp};
use crate::dom::DomTree;
use crate::layout::TypeLayout;
use crate::loops::{LoopForest, LoopIdx};

pub use crate::exit_count::{Count, ExitLimit, LoopExits};

mod exhaustive;
mod known_bits;
mod range;

use exhaustive::exhaustive;
use known_bits::{min_trailing_zeros, min_trailing_zeros_with};
use range::{IntRange, not_at_edge};

/// LLVM 14's `MaxBruteForceIterations`.
pub const MAX_BRUTE_FORCE_ITERATIONS: u32 = 100;

/// LLVM's `MaxConstantEvolvingDepth`.
const MAX_CONSTANT_EVOLVING_DEPTH: u32 = 32;

/// What the exit-count rules read besides the loop.
pub struct ExitCx<'a> {
    pub func: &'a Function,
    pub forest: &'a LoopForest,
    pub dom: &'a DomTree,
    pub aff: &'a FunctionAffine,
    pub tl: &'a TypeLayout,
    /// The function is `mustprogress`.
    pub must_progress: bool,
    /// The loops whose `!llvm.loop` says `llvm.loop.mustprogress`.
    pub finite_loops: &'a [LoopIdx],
}

impl ExitCx<'_> {
    /// LLVM's `loopIsFiniteByAssumption`: the function or the loop must
    /// make progress, so the loop cannot run forever without side effects.
    fn finite(&self, l: LoopIdx) -> bool {
        self.must_progress || self.finite_loops.contains(&l)
    }
}

/// The exit limits of loop `l` (`computeBackedgeTakenCount`).
pub fn loop_exits(cx: &ExitCx, l: LoopIdx) -> LoopExits {
    let data = &cx.forest.loops[l];
    let only_exit = data.exiting.len() == 1;
    let limits = data
        .exiting
        .iter()
        .map(|&b| (b, exit_limit(cx, l, b, only_exit)))
        .collect();
    LoopExits { limits }
}

/// `computeExitLimit`: only an exiting block that dominates the (single)
/// latch is counted, and only a conditional branch.
fn exit_limit(cx: &ExitCx, l: LoopIdx, b: BlockId, only_exit: bool) -> ExitLimit {
    let data = &cx.forest.loops[l];
    let Some(latch) = data.latch() else {
        return ExitLimit::NONE;
    };
    if !cx.dom.dominates(b, latch) {
        return ExitLimit::NONE;
    }
    let Some(t) = cx.func.terminator(b) else {
        return ExitLimit::NONE;
    };
    let t = &cx.func.insts[t];
    if t.opcode != Opcode::Br || t.blocks.len() != 2 {
        return ExitLimit::NONE;
    }
    let (out0, out1) = (!data.contains(t.blocks[0]), !data.contains(t.blocks[1]));
    if out0 && out1 {
        return ExitLimit::constant(0);
    }
    let mut el = ExitWalk {
        cx,
        l,
        cache: FxHashMap::default(),
    };
    el.cond(&t.operands[0], out0, only_exit)
}

struct ExitWalk<'a, 'b> {
    cx: &'a ExitCx<'b>,
    l: LoopIdx,
    cache: FxHashMap<(Value, bool, bool), ExitLimit>,
}

impl ExitWalk<'_, '_> {
    /// `computeExitLimitFromCondCached`.
    fn cond(&mut self, v: &Value, exit_if_true: bool, controls_exit: bool) -> ExitLimit {
        let key = (v.clone(), exit_if_true, controls_exit);
        if let Some(e) = self.cache.get(&key) {
            return *e;
        }
        let e = self.cond_impl(v, exit_if_true, controls_exit);
        self.cache.insert(key, e);
        e
    }

    /// `computeExitLimitFromCondImpl`.
    fn cond_impl(&mut self, v: &Value, exit_if_true: bool, controls_exit: bool) -> ExitLimit {
        if let Some(e) = self.logical(v, exit_if_true, controls_exit) {
            return e;
        }
        let func = self.cx.func;
        if let Some(c) = v.as_int() {
            // A constant condition: the backedge is always or never taken.
            return if exit_if_true == (c == 0) {
                ExitLimit::NONE
            } else {
                ExitLimit::constant(0)
            };
        }
        if let Some(i) = v.as_inst()
            && func.insts[i].opcode == Opcode::ICmp
            && let Some(e) = icmp_limit(self.cx, self.l, i, exit_if_true, controls_exit)
        {
            return e;
        }
        match exhaustive(self.cx, self.l, v, exit_if_true) {
            Some(n) => ExitLimit::constant(u128::from(n)),
            None => ExitLimit::NONE,
        }
    }

    /// `computeExitLimitFromCondFromBinOp`: `and`/`or` of `i1`, or their
    /// short-circuit `select` forms.
    fn logical(&mut self, v: &Value, exit_if_true: bool, controls_exit: bool) -> Option<ExitLimit> {
        let i = v.as_inst()?;
        let inst = &self.cx.func.insts[i];
        if inst.ty.int_bits() != Some(1) {
            return None;
        }
        let ops = &inst.operands;
        let (is_and, op0, op1) = match inst.opcode {
            Opcode::And => (true, &ops[0], &ops[1]),
            Opcode::Or => (false, &ops[0], &ops[1]),
            // `select a, b, false` is `a && b`; `select a, true, b` is `a || b`.
            Opcode::Select if ops[2].as_int() == Some(0) => (true, &ops[0], &ops[1]),
            Opcode::Select if ops[1].as_int().is_some_and(|c| c != 0) => (false, &ops[0], &ops[2]),
            _ => return None,
        };
        // `br (and a b), loop, exit` or `br (or a b), exit, loop`.
        let either = is_and ^ exit_if_true;
        let (op0, op1) = (op0.clone(), op1.clone());
        let el0 = self.cond(&op0, exit_if_true, controls_exit && !either);
        let el1 = self.cond(&op1, exit_if_true, controls_exit && !either);
        // `op X, neutral` is X.
        let neutral = |c: i128| (c != 0) == is_and;
        if let Some(c) = op1.as_int() {
            return Some(if neutral(c) { el0 } else { el1 });
        }
        if let Some(c) = op0.as_int() {
            return Some(if neutral(c) { el1 } else { el0 });
        }
        let mut out = ExitLimit::NONE;
        if either {
            // The first exit to leave: `umin`, or for the short-circuit
            // `select` form `umin_seq` (the second count only matters when
            // the first is not zero); either way counted when both are.
            if let (Some(a), Some(b)) = (el0.exact, el1.exact) {
                out.exact = Some(match (a, b) {
                    (Count::Const(x), Count::Const(y)) => Count::Const(x.min(y)),
                    _ => Count::Symbolic(i),
                });
                out.llvm14_only = el0.llvm14_only || el1.llvm14_only;
                out.llvm22_only = el0.llvm22_only || el1.llvm22_only;
            }
            out.max = match (el0.max, el1.max) {
                (Some(x), Some(y)) => Some(x.min(y)),
                (x, y) => x.or(y),
            };
        } else if el0.exact.is_some() && el0.exact == el1.exact {
            // Both must hold at once to leave: only equal counts are kept.
            out.exact = el0.exact;
            out.llvm14_only = el0.llvm14_only || el1.llvm14_only;
            out.llvm22_only = el0.llvm22_only || el1.llvm22_only;
        }
        if out.max.is_none()
            && let Some(Count::Const(n)) = out.exact
        {
            out.max = Some(n);
        }
        Some(out)
    }
}

/// A compare of an IV of `l` with a loop invariant
/// (`computeExitLimitFromICmp` through `howManyLessThans`,
/// `howManyGreaterThans`, `howFarToZero`, `howFarToNonZero`), `None` when
/// these rules do not count it.
fn icmp_limit(
    cx: &ExitCx,
    l: LoopIdx,
    c: InstId,
    exit_if_true: bool,
    controls_exit: bool,
) -> Option<ExitLimit> {
    let computable = icmp_computable(cx, l, c, exit_if_true, controls_exit);
    if computable == Computable::No {
        return None;
    }
    Some(match icmp_constant(cx, l, c, exit_if_true) {
        Some(n) => ExitLimit::constant(n),
        None => ExitLimit {
            exact: Some(Count::Symbolic(c)),
            max: None,
            llvm14_only: computable == Computable::Llvm14Only,
            llvm22_only: computable == Computable::Llvm22Only,
        },
    })
}

/// Whether SCEV counts a compare.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Computable {
    No,
    Yes,
    /// Only by LLVM 14's rule for a non-strict compare of a finite loop
    /// ([`ExitLimit::llvm14_only`]).
    Llvm14Only,
    /// Only by LLVM 22's loop guards ([`ExitLimit::llvm22_only`]).
    Llvm22Only,
}

impl From<bool> for Computable {
    fn from(b: bool) -> Computable {
        if b { Computable::Yes } else { Computable::No }
    }
}

/// Whether the compare `c` tests an IV of `l` against an invariant in a
/// way SCEV counts.
fn icmp_computable(
    cx: &ExitCx,
    l: LoopIdx,
    c: InstId,
    exit_if_true: bool,
    controls_exit: bool,
) -> Computable {
    let func = cx.func;
    let cmp = &func.insts[c];
    let iter = Term::Iter(l);
    let form = |v: &Value| cx.aff.form_with(v, cx.tl);
    let varies = |v: &Value| form(v).is_some_and(|f| f.coeff(&iter) != 0);
    let in_l = |i: InstId| {
        cx.forest
            .loop_of(func.insts[i].block)
            .is_some_and(|m| cx.forest.encloses(l, m))
    };
    let invariant = |v: &Value| {
        !v.as_inst().is_some_and(in_l)
            || form(v).is_some_and(|f| {
                f.terms.iter().all(|(t, _)| match t {
                    Term::Iter(_) => false,
                    Term::Inst(i) => !in_l(*i),
                    _ => true,
                })
            })
    };
    // An IV of `l` whose start has no affine form (`undef`) still varies.
    let induction = |v: &Value| {
        v.as_inst().and_then(|d| {
            cx.aff
                .inductions_of(l)
                .find(|iv| iv.phi == d || iv.update == d)
        })
    };
    let (a, b) = (&cmp.operands[0], &cmp.operands[1]);
    let (iv, bound, pred) = if (varies(a) || induction(a).is_some()) && invariant(b) {
        (a, b, cmp.predicate())
    } else if (varies(b) || induction(b).is_some()) && invariant(a) {
        (b, a, cmp.predicate().map(Predicate::swapped))
    } else {
        return Computable::No;
    };
    let (Some(pred), Some(step)) = (pred, form(iv).map(|f| f.coeff(&iter))) else {
        return Computable::Yes;
    };
    // The predicate under which the loop goes on.
    let pred = if exit_if_true { pred.inverse() } else { pred };
    let iv = match extension_of_induction(cx, l, iv) {
        Some((inner, ext)) => {
            if let Some(no) = extension_not_recurrence(cx, l, inner, ext, pred, step, bound) {
                return no;
            }
            inner
        }
        None => iv,
    };
    let update = iv.as_inst().map(|d| {
        cx.aff
            .inductions_of(l)
            .find(|v| v.phi == d)
            .map_or(d, |v| v.update)
    });
    let has_flag = |f: Flags| update.is_some_and(|u| update_flags(cx, l, u).contains(f));
    use Predicate::*;
    // A step that is an invariant value (not a constant) is not known
    // positive: `howManyLessThans` still counts `iv < bound` when the IV
    // cannot wrap, this is the loop's only exit and the loop must make
    // progress without side effects (it cannot run forever).
    let invariant_step =
        step == 0 && induction(iv).is_some_and(|v| matches!(v.step, Step::Invariant { .. }));
    if invariant_step {
        let wrap = match pred {
            Slt => Flags::NSW,
            Ult => Flags::NUW,
            _ => return Computable::No,
        };
        return (controls_exit
            && has_flag(wrap)
            && cx.finite(l)
            && !has_side_effects(func, &cx.forest.loops[l]))
        .into();
    }
    let bits = func.value_ty(&cmp.operands[0]).int_bits().unwrap_or(64);
    match pred {
        // `while (iv == bound)`: `howFarToNonZero` counts only a constant
        // difference, and a varying IV has none.
        Eq => Computable::No,
        // The IV moves away from the bound: the loop ends only by wrapping,
        // which SCEV does not count.
        Slt | Sle | Ult | Ule if step <= 0 => Computable::No,
        Sgt | Sge | Ugt | Uge if step >= 0 => Computable::No,
        Slt | Sle | Ult | Ule | Sgt | Sge | Ugt | Uge => {
            let start = induction(iv).and_then(|v| v.start.as_int());
            let leaf = Leaf {
                l,
                update,
                start,
                step,
                bits,
                controls_exit,
            };
            relational_leaf(
                cx,
                &leaf,
                pred,
                bound,
                form(bound).and_then(|f| f.as_constant()),
            )
        }
        // `iv != bound` with a step other than ±1 reaches the bound only if
        // the distance is a multiple of the step; SCEV assumes so only when
        // the increment cannot wrap (or both ends are constants).
        Ne if step.abs() != 1 => ne_computable(cx, l, iv, bound, update, step, bits),
        _ => Computable::Yes,
    }
}

/// An IV extended from a narrower type before the compare: SCEV folds
/// the extension into an add recurrence only when the narrow update
/// cannot wrap in the extension's sense (`getSignExtendExpr`: `nsw`, or
/// `nuw` under an unsigned compare; `getZeroExtendExpr`: `nuw`, or `nsw`
/// counting up from a non-negative start). Otherwise, against a bound that
/// is not a constant and with a step other than ±1, neither the exact
/// count nor LLVM 22's predicated one exists; LLVM 14 still counts a
/// power-of-two step under a no-wrap predicate (its
/// `getPredicatedBackedgeTakenCount`, which the vectorizer reads). Both
/// count any step under that predicate when, counting up with `<`, the
/// bound is itself extended from a type narrow enough to leave the wide
/// IV room for one more step (`howManyLessThans` on the IV that
/// `convertSCEVToAddRecWithPredicates` widens, then `canIVOverflowOnLT`):
/// `sext(i += 2) < zext i16 %n`. Read off
/// `opt -passes='print<scalar-evolution>'` 14 and 22. `None`: the
/// compare is judged as the narrow IV's.
fn extension_not_recurrence(
    cx: &ExitCx,
    l: LoopIdx,
    inner: &Value,
    ext: Opcode,
    pred: Predicate,
    step: i128,
    bound: &Value,
) -> Option<Computable> {
    let narrow = inner.as_inst().and_then(|d| {
        cx.aff
            .inductions_of(l)
            .find(|iv| iv.phi == d || iv.update == d)
    });
    let flag = |f: Flags| narrow.is_some_and(|v| update_flags(cx, l, v.update).contains(f));
    let non_negative_start = narrow
        .and_then(|v| v.start.as_int())
        .is_some_and(|s| s >= 0);
    let unsigned = matches!(
        pred,
        Predicate::Ult | Predicate::Ule | Predicate::Ugt | Predicate::Uge
    );
    let recurrence = match ext {
        Opcode::SExt => flag(Flags::NSW) || (flag(Flags::NUW) && unsigned),
        _ => flag(Flags::NUW) || (flag(Flags::NSW) && non_negative_start && step > 0),
    };
    let constant_bound = cx
        .aff
        .form_with(bound, cx.tl)
        .is_some_and(|f| f.as_constant().is_some());
    if recurrence || step.abs() == 1 || constant_bound {
        return None;
    }
    let wide = cx.func.value_ty(bound).int_bits().unwrap_or(64);
    let signed = matches!(pred, Predicate::Slt);
    if matches!(pred, Predicate::Slt | Predicate::Ult)
        && step > 0
        && extended_bound_has_room(cx.func, bound, signed, wide, step)
    {
        return Some(Computable::Yes);
    }
    Some(if self_wrap_excluded(step) {
        Computable::Llvm14Only
    } else {
        Computable::No
    })
}

/// `sext`/`zext` of an induction of `l` (its phi or its update) to a
/// wider integer: the induction and the extension's opcode.
fn extension_of_induction<'v>(
    cx: &'v ExitCx,
    l: LoopIdx,
    v: &Value,
) -> Option<(&'v Value, Opcode)> {
    let inst = &cx.func.insts[v.as_inst()?];
    if !matches!(inst.opcode, Opcode::SExt | Opcode::ZExt) {
        return None;
    }
    let inner = &inst.operands[0];
    let d = inner.as_inst()?;
    cx.aff
        .inductions_of(l)
        .any(|iv| iv.phi == d || iv.update == d)
        .then_some((inner, inst.opcode))
}

/// `iv != bound` with a step other than ±1 reaches the bound only if the
/// distance is a multiple of the step; SCEV assumes so only when the
/// increment cannot wrap (or both ends are constants), else counts it when
/// the distance's known low zero bits cover the step's
/// (`SolveLinEquationWithOverflow`), LLVM 22 with the loop guards'
/// (`howFarToZero` after `applyLoopGuards`: `__builtin_assume(n % 4 == 0)`
/// before `for (i = n; i != 0; i -= 2)`). LLVM 22's count under a run-time
/// divisibility predicate, without such a guard, is not modelled (lanes
/// refuses the loop).
fn ne_computable(
    cx: &ExitCx,
    l: LoopIdx,
    iv: &Value,
    bound: &Value,
    update: Option<InstId>,
    step: i128,
    bits: u32,
) -> Computable {
    let func = cx.func;
    let iter = Term::Iter(l);
    let form = |v: &Value| cx.aff.form_with(v, cx.tl);
    let no_wrap = update.is_some_and(|u| {
        let flags = update_flags(cx, l, u);
        match func.insts[u].opcode {
            Opcode::GetElementPtr => flags.contains(Flags::INBOUNDS),
            Opcode::Add | Opcode::Sub => flags.contains(Flags::NUW) || flags.contains(Flags::NSW),
            _ => false,
        }
    });
    let constant_ends = form(iv).is_some_and(|f| f.terms.len() == 1)
        && form(bound).is_some_and(|f| f.terms.is_empty());
    // `SolveLinEquationWithOverflow`: `step · n = bound - start` (mod
    // 2^bits) has a solution when the distance has at least as many
    // trailing zeros as the step (`GetMinTrailingZeros`).
    let divisible = match (form(iv), form(bound)) {
        (Some(i), Some(b)) => {
            let distance = b.sub(&i.without(&iter));
            step.trailing_zeros() <= min_trailing_zeros(func, &distance, bits)
        }
        _ => false,
    };
    if no_wrap || constant_ends || divisible {
        return Computable::Yes;
    }
    // LLVM 22 also reads the loop's guards: an `llvm.assume` that a term
    // of the distance is a multiple of a power of two.
    let header = cx.forest.loops[l].header;
    let guarded = match (form(iv), form(bound)) {
        (Some(i), Some(b)) => {
            let distance = b.sub(&i.without(&iter));
            let assumed = |x: &Value| known_bits::assumed_trailing_zeros(func, cx.dom, header, x);
            step.trailing_zeros() <= min_trailing_zeros_with(func, &distance, bits, assumed)
        }
        _ => false,
    };
    if guarded {
        Computable::Llvm22Only
    } else {
        Computable::No
    }
}

/// The IV side of a relational exit compare.
struct Leaf {
    l: LoopIdx,
    /// The instruction that advances the IV.
    update: Option<InstId>,
    /// Its constant start, if it has one.
    start: Option<i128>,
    step: i128,
    bits: u32,
    controls_exit: bool,
}

/// Gathers what [`relational_computable`] decides on: the IV's no-wrap
/// facts, whether the loop is finite, and what is known of the bound.
fn relational_leaf(
    cx: &ExitCx,
    leaf: &Leaf,
    pred: Predicate,
    bound: &Value,
    constant: Option<i128>,
) -> Computable {
    use Predicate::*;
    let func = cx.func;
    let has_flag = |f: Flags| {
        leaf.update
            .is_some_and(|u| update_flags(cx, leaf.l, u).contains(f))
    };
    let step = leaf.step;
    let wrap = Wrap {
        unit: step.abs() == 1,
        nuw: has_flag(Flags::NUW)
            || (has_flag(Flags::NSW) && step > 0 && leaf.start.is_some_and(|s| s >= 0)),
        nsw: has_flag(Flags::NSW),
        pointer: leaf.update.is_some_and(|u| {
            func.insts[u].opcode == Opcode::GetElementPtr && has_flag(Flags::INBOUNDS)
        }),
        room: false,
    };
    // Ranges of IVs wider than 64 bits are not modelled: only what cannot
    // wrap is counted.
    if leaf.bits > 64 {
        return (wrap.unit || wrap.pointer || wrap.nuw || wrap.nsw).into();
    }
    let finite = leaf.controls_exit
        && cx.finite(leaf.l)
        && !has_side_effects(func, &cx.forest.loops[leaf.l]);
    let signed = matches!(pred, Slt | Sle | Sgt | Sge);
    let off_edge = !matches!(pred, Slt | Ult | Sgt | Ugt)
        && not_at_edge(func, bound, step > 0, signed, leaf.bits, 0);
    let room = matches!(pred, Slt | Ult)
        && step > 0
        && extended_bound_has_room(func, bound, signed, leaf.bits, step);
    let wrap = Wrap { room, ..wrap };
    relational_computable(pred, step, leaf.bits, constant, wrap, finite, off_edge)
}

/// Whether `iv < bound` cannot step past the bound by wrapping because the
/// bound is an extension of a narrower value whose largest value leaves
/// the IV room for one more step (`canIVOverflowOnLT`:
/// `getUnsignedRangeMax(RHS) > max - (step - 1)` is false, signed alike):
/// `i += 2` against `zext i32 %n to i64` is counted without a no-wrap
/// flag on the update.
fn extended_bound_has_room(
    func: &Function,
    bound: &Value,
    signed: bool,
    bits: u32,
    step: i128,
) -> bool {
    let Some(ext) = bound.as_inst().map(|i| &func.insts[i]) else {
        return false;
    };
    let Some(m) = func.value_ty(&ext.operands[0]).int_bits() else {
        return false;
    };
    if m >= bits || bits > 64 {
        return false;
    }
    let largest = match (ext.opcode, signed) {
        (Opcode::ZExt, _) => (1i128 << m) - 1,
        (Opcode::SExt, true) => (1i128 << (m - 1)) - 1,
        _ => return false,
    };
    largest <= IntRange::new(signed, bits).max - (step - 1)
}

/// Whether `computeExitLimitFromICmp` infers that the IV of a finite loop
/// does not wrap onto itself (`FlagNW`): only when its step is a power of
/// two (LLVM 14: a constant `isPowerOf2`; LLVM 22: `isKnownToBeAPowerOfTwo`
/// with `OrNegative`), as then the values it takes repeat after a wrap and
/// the loop would run forever. A step of 3 may wrap onto new values that
/// pass the bound, so the compare stays uncounted.
fn self_wrap_excluded(step: i128) -> bool {
    let s = step.unsigned_abs();
    s != 0 && s.is_power_of_two()
}

/// What keeps an IV from wrapping, for [`relational_computable`].
#[derive(Clone, Copy)]
struct Wrap {
    /// A step of ±1.
    unit: bool,
    /// The update has `nuw` (or `nsw` from a non-negative start upwards,
    /// which SCEV strengthens to `nuw`).
    nuw: bool,
    nsw: bool,
    /// An `inbounds` GEP update: the pointer cannot wrap.
    pointer: bool,
    /// Under `<` upwards, the bound leaves room for one more step
    /// ([`extended_bound_has_room`]).
    room: bool,
}

/// `howManyLessThans` / `howManyGreaterThans` after `SimplifyICmpOperands`
/// for `iv pred bound`, the predicate under which the loop goes on, the
/// IV moving towards the bound by `step`. A step other than ±1 is counted
/// only when the IV cannot wrap past the bound: a no-wrap flag of the
/// compare's signedness, a constant bound far enough from the end of the
/// range (`canIVOverflowOnLT`/`GT`), or (upwards only, strict compares) a
/// finite loop where wrapping would be undefined and the step a power of
/// two. A non-strict compare
/// with a constant bound is the strict one with the bound moved by one;
/// with another bound SCEV moves it only in a finite loop (LLVM 14 for
/// any step, LLVM 22 for an IV that cannot wrap), or moves the IV when a
/// signed one cannot wrap. Read off `opt -passes='print<scalar-evolution>'`
/// 14 and 22 on each case (`docs/legality-rules.md`).
fn relational_computable(
    pred: Predicate,
    step: i128,
    bits: u32,
    bound: Option<i128>,
    wrap: Wrap,
    finite: bool,
    off_edge: bool,
) -> Computable {
    use Predicate::*;
    let signed = matches!(pred, Slt | Sle | Sgt | Sge);
    let no_wrap = wrap.pointer || if signed { wrap.nsw } else { wrap.nuw };
    let up = step > 0;
    let range = IntRange::new(signed, bits);
    let (min, max) = (range.min, range.max);
    // The bound as the strict compare sees it.
    let normalise = |b: i128| range.normalise(b);
    let strict_const = |b: i128| -> bool {
        let s = step.abs() - 1;
        if up { b <= max - s } else { b >= min + s }
    };
    let strict = matches!(pred, Slt | Ult | Sgt | Ugt);
    // In a finite loop the IV cannot wrap onto itself when its step is a
    // power of two ([`self_wrap_excluded`]); `<` then counts it.
    let finite_nw = finite && self_wrap_excluded(step);
    if strict {
        if wrap.unit || no_wrap || (up && finite_nw) || wrap.room {
            return Computable::Yes;
        }
        return bound.is_some_and(|b| strict_const(normalise(b))).into();
    }
    // `<=` / `>=`.
    if let Some(b) = bound.map(normalise) {
        let edge = if up { max } else { min };
        if b != edge {
            let moved = if up { b + 1 } else { b - 1 };
            if wrap.unit || no_wrap || strict_const(moved) {
                return Computable::Yes;
            }
        }
    }
    // A bound that cannot be the end of the range (`umin(n, 4094)`) is
    // moved by one as a constant is.
    if off_edge && (wrap.unit || no_wrap) {
        return Computable::Yes;
    }
    // A signed IV that cannot wrap is moved by one instead of the bound.
    if signed && wrap.nsw {
        return Computable::Yes;
    }
    if !finite {
        return Computable::No;
    }
    if wrap.unit || no_wrap {
        Computable::Yes
    } else if up && finite_nw {
        Computable::Llvm14Only
    } else {
        Computable::No
    }
}

/// The no-wrap flags of an IV's update `u` that SCEV gives its recurrence
/// in loop `l`: none when a volatile store of the loop may keep the update
/// (or, after it, the exit's branch) from running. SCEV takes the flags
/// only from an update that runs whenever the header does and whose poison
/// would reach the exit's branch (`isSCEVExprNeverPoison`,
/// `programUndefinedIfPoison`), or from a loop with one exiting block
/// whose every instruction returns (`isAddRecNeverPoison`,
/// `loopHasNoAbnormalExits`); a volatile store may not return
/// (`Instruction::willReturn`). Calls that may not return are not modelled
/// (their flags are kept). One fact survives: an `add nsw` by a positive
/// constant from a non-negative constant start is a recurrence SCEV still
/// proves `nuw` from its range (`{3,+,2}<nuw>`), so an unsigned `<` on it
/// is counted while a signed one is not; read off
/// `opt -passes='print<scalar-evolution>'` 14 and 22.
fn update_flags(cx: &ExitCx, l: LoopIdx, u: InstId) -> Flags {
    let func = cx.func;
    let volatile_store = cx.forest.loops[l].blocks.iter().any(|&b| {
        func.blocks[b].insts.iter().any(|&i| {
            let inst = &func.insts[i];
            inst.opcode == Opcode::Store && inst.flags.contains(Flags::VOLATILE)
        })
    });
    let flags = func.insts[u].flags;
    if !volatile_store {
        return flags;
    }
    let update = &func.insts[u];
    let rising_from_non_negative = update.opcode == Opcode::Add
        && flags.contains(Flags::NSW)
        && update
            .operands
            .get(1)
            .and_then(Value::as_int)
            .is_some_and(|c| c > 0)
        && cx
            .aff
            .inductions_of(l)
            .find(|iv| iv.update == u)
            .and_then(|iv| iv.start.as_int())
            .is_some_and(|s| s >= 0);
    let kept = Flags(flags.0 & !(Flags::NUW | Flags::NSW | Flags::INBOUNDS | Flags::NUSW).0);
    if rising_from_non_negative {
        Flags(kept.0 | Flags::NUW.0)
    } else {
        kept
    }
}

/// Whether an instruction of the loop may write memory or not return
/// (LLVM's `loopHasNoSideEffects` is false): calls, atomics, volatile
/// accesses and atomic loads and stores. A plain store is no side effect
/// there ("Non-atomic, non-volatile stores are ok"): a loop that must make
/// progress and only stores is still finite (`for (unsigned i = 0; i < n;
/// i += 2) d[i] = a[i]` is counted by both versions, as
/// `print<scalar-evolution>` 14 and 22 show; with a volatile store or a
/// call, even a `willreturn nounwind` one, it is not).
fn has_side_effects(func: &Function, data: &crate::loops::LoopData) -> bool {
    data.blocks.iter().any(|&b| {
        func.blocks[b].insts.iter().any(|&i| {
            let inst = &func.insts[i];
            let atomic = matches!(
                &inst.extra,
                lanes_ir::Extra::Mem {
                    atomic: Some(_),
                    ..
                }
            );
            match inst.opcode {
                Opcode::Load | Opcode::Store => inst.flags.contains(Flags::VOLATILE) || atomic,
                Opcode::Call if inst.callee_name().is_some_and(pure_intrinsic) => false,
                Opcode::Call
                | Opcode::Invoke
                | Opcode::CallBr
                | Opcode::AtomicRmw
                | Opcode::CmpXchg
                | Opcode::Fence => true,
                _ => false,
            }
        })
    })
}

/// Intrinsics that neither touch memory nor may fail to return
/// (`memory(none)`, `willreturn`, `nounwind` in `Intrinsics.td`), so no
/// side effect for `loopHasNoSideEffects`: `llvm.uadd.sat` in a loop that
/// must make progress leaves it finite, as `print<scalar-evolution>` 22
/// shows. Other calls (`llvm.assume` included) are side effects.
fn pure_intrinsic(name: &str) -> bool {
    const FAMILIES: &[&str] = &[
        "uadd.sat",
        "usub.sat",
        "sadd.sat",
        "ssub.sat",
        "smax",
        "smin",
        "umax",
        "umin",
        "abs",
        "fabs",
        "minnum",
        "maxnum",
        "minimum",
        "maximum",
        "copysign",
        "ctpop",
        "ctlz",
        "cttz",
        "bswap",
        "bitreverse",
        "fshl",
        "fshr",
        "fmuladd",
        "fma",
        "sqrt",
        "floor",
        "ceil",
        "trunc",
        "round",
        "rint",
        "nearbyint",
    ];
    name.strip_prefix("llvm.").is_some_and(|rest| {
        FAMILIES
            .iter()
            .any(|f| rest.strip_prefix(f).is_some_and(|t| t.starts_with('.')))
    })
}

/// The constant count of a counted compare: the first iteration `n` in
/// which the compare leaves, when both sides are affine in `Iter(l)` and
/// constants.
fn icmp_constant(cx: &ExitCx, l: LoopIdx, c: InstId, exit_on_true: bool) -> Option<u128> {
    const LIMIT: i128 = 1 << 48;
    let func = cx.func;
    let iter = Term::Iter(l);
    let cmp = &func.insts[c];
    let pred = cmp.predicate()?;
    let bits = func.value_ty(&cmp.operands[0]).int_bits().unwrap_or(64);
    let (a, b2) = (
        cx.aff.form_with(&cmp.operands[0], cx.tl)?,
        cx.aff.form_with(&cmp.operands[1], cx.tl)?,
    );
    // Only the Iter(l) term may vary; other terms must cancel in the difference
    // for equality tests, and be absent for relational ones.
    let (a0, a1) = (a.without(&iter), a.coeff(&iter));
    let (b0, b1) = (b2.without(&iter), b2.coeff(&iter));
    let relational = !matches!(pred, Predicate::Eq | Predicate::Ne);
    let (ac, bc) = if relational {
        (a0.as_constant()?, b0.as_constant()?)
    } else {
        (a0.sub(&b0).as_constant()?, 0)
    };
    let n = if relational {
        let exits_at = |n: i128| -> bool {
            let holds = eval_icmp(pred, ac + a1 * n, bc + b1 * n, bits);
            if exit_on_true { holds } else { !holds }
        };
        // Search only while neither side can wrap in the compare's type:
        // past that the predicate is no longer monotone. Each side moves
        // towards the end of the range its step points to (an unsigned
        // down-counter reaches 0 after `start / |step|` iterations).
        let signed = matches!(
            pred,
            Predicate::Sgt | Predicate::Sge | Predicate::Slt | Predicate::Sle
        );
        let (lo, hi): (i128, i128) = if bits >= 127 {
            (-LIMIT, LIMIT)
        } else if signed {
            (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
        } else {
            (0, (1i128 << bits) - 1)
        };
        let norm = |c: i128| {
            if signed || bits >= 127 {
                c
            } else {
                c.rem_euclid(1i128 << bits)
            }
        };
        let room = |c: i128, step: i128| match step.signum() {
            1 => (hi - c) / step,
            -1 => (c - lo) / -step,
            _ => LIMIT,
        };
        let limit = room(norm(ac), a1).min(room(norm(bc), b1)).clamp(0, LIMIT);
        first_true(exits_at, limit)?
    } else {
        // d(n) = lhs - rhs; equality exits solve d(n) = 0 exactly.
        let (d0, d1) = (ac - bc, a1 - b1);
        let exit_when_equal = (pred == Predicate::Eq) == exit_on_true;
        if exit_when_equal {
            if d1 == 0 {
                if d0 == 0 { 0 } else { return None }
            } else if d0 % d1 == 0 && -d0 / d1 >= 0 {
                -d0 / d1
            } else {
                // Steps over the bound: wraps around, not a finite count we model.
                return None;
            }
        } else if d0 != 0 {
            0
        } else if d1 != 0 {
            1
        } else {
            return None;
        }
    };
    u128::try_from(n).ok()
}

/// Smallest n in [0, limit] with `f(n)`, assuming `f` switches from false to
/// true at most once (linear relational compares without wrap-around).
fn first_true(f: impl Fn(i128) -> bool, limit: i128) -> Option<i128> {
    if f(0) {
        return Some(0);
    }
    if !f(limit) {
        return None;
    }
    let (mut lo, mut hi) = (0, limit);
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if f(mid) {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    Some(hi)
}
