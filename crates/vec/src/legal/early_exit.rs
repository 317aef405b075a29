//! Loops that leave early on a condition SCEV cannot count (a search
//! loop: `for (i = 0; i < n; i++) if (a[i] == key) return i;`), which
//! LLVM 22 vectorizes and LLVM 14 does not (`canVectorize`,
//! `isVectorizableEarlyExitLoop`, `isDereferenceableReadOnlyLoop`,
//! `isDereferenceableAndAlignedInLoop`, and `processLoop`'s refusals after
//! legality). Only under [`Profile::Llvm22`](lanes_db::Profile).
//!
//! The vector loop runs VF iterations at once and leaves when any lane
//! takes the early exit: every lane's load runs before the exit is known,
//! so every load must be dereferenceable over the whole iteration space,
//! and nothing may write memory or trap.

use lanes_db::affine::Term;
use lanes_ir::{BlockId, Extra, Flags, InstId, Opcode, Value};
use rustc_hash::FxHashMap;

use super::calls::vector_intrinsic_call;
use super::{EarlyExit, LegalInputs, Legality, RefusalKind, refusal};
use crate::cx::LoopCtx;
use crate::memref::{AccessKind, Memref};

/// An object of known size and alignment that a pointer may be based on
/// (LLVM's `getPointerDereferenceableBytes` and `getPointerAlignment`): a
/// global, a stack array, an argument with `dereferenceable(N)`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct KnownObject {
    /// The object's term in affine address forms.
    pub base: Term,
    /// Bytes dereferenceable from its start.
    pub bytes: u64,
    /// Its known alignment.
    pub align: u64,
}

/// Whether LLVM 22's rules for a loop SCEV cannot count apply: the
/// profile is 22 and some exit of this innermost loop is uncounted.
pub(super) fn uncountable(cx: &LoopCtx, inp: &LegalInputs) -> bool {
    inp.profile == lanes_db::Profile::Llvm22
        && cx.data().is_innermost()
        && super::exits::one_latch(cx, cx.data())
        && inp.counts.loops[cx.l]
            .exit_counts
            .uncounted(lanes_db::Profile::Llvm22)
            .next()
            .is_some()
}

/// LLVM 22's `canVectorize` on a loop whose backedge-taken count SCEV cannot
/// compute: a loop with one exiting block is refused outright; else
/// `isVectorizableEarlyExitLoop` decides, and on success the loop is
/// recorded as an early-exit loop in `lg.early_exit`.
pub(super) fn check(cx: &LoopCtx, inp: &LegalInputs, lg: &mut Legality) {
    let d = cx.data();
    let refuse = |lg: &mut Legality, kind, msg: &str| lg.refusals.push(refusal(kind, msg, None));
    if d.exiting.len() == 1 {
        return refuse(
            lg,
            RefusalKind::UnsupportedUncountableLoop,
            "Cannot vectorize uncountable loop",
        );
    }
    if !lg.reductions.is_empty() || !lg.recurrences.is_empty() {
        return refuse(
            lg,
            RefusalKind::RecurrencesInEarlyExitLoop,
            "Cannot vectorize early exit loop with reductions or recurrences",
        );
    }
    let exits = &inp.counts.loops[cx.l].exit_counts;
    let mut single: Option<BlockId> = None;
    for &b in &d.exiting {
        if !exits.uncounted(lanes_db::Profile::Llvm22).any(|u| u == b) {
            continue;
        }
        let two = cx
            .func
            .terminator(b)
            .is_some_and(|t| cx.func.insts[t].successors().len() == 2);
        if !two {
            return refuse(
                lg,
                RefusalKind::EarlyExitTooManySuccessors,
                "Incorrect number of successors from early exiting block",
            );
        }
        if single.is_some() {
            return refuse(
                lg,
                RefusalKind::TooManyUncountableEarlyExits,
                "Cannot vectorize early exit loop with more than one early exit",
            );
        }
        single = Some(b);
    }
    let Some(exiting) = single else {
        return;
    };
    // The early exit must be the latch's only predecessor, and the latch
    // must leave by a count. The latch loop-simplify makes of several has
    // them all as predecessors.
    let latch = d.latch();
    let preds = latch.map_or(&[][..], |l| cx.cfg.preds(l));
    let Some(latch) = latch.filter(|_| !preds.is_empty() && preds.iter().all(|&p| p == exiting))
    else {
        return refuse(
            lg,
            RefusalKind::EarlyExitNotLatchPredecessor,
            "Cannot vectorize early exit loop",
        );
    };
    if exits
        .uncounted(lanes_db::Profile::Llvm22)
        .any(|u| u == latch)
        || !d.exiting.contains(&latch)
    {
        return refuse(
            lg,
            RefusalKind::UnknownLatchExitCountEarlyExitLoop,
            "Cannot vectorize early exit loop",
        );
    }
    let mut stores = false;
    for i in cx.insts() {
        match side_effect(cx, inp, i) {
            Effect::None => {}
            Effect::SimpleStore => stores = true,
            Effect::ComplexWrite => {
                return refuse(
                    lg,
                    RefusalKind::WritesInEarlyExitLoop,
                    "Cannot vectorize early exit loop with complex writes to memory",
                );
            }
            Effect::Unsafe => {
                return refuse(
                    lg,
                    RefusalKind::UnsafeOperationsEarlyExitLoop,
                    "Early exit loop contains operations that cannot be speculatively executed",
                );
            }
        }
    }
    if stores && let Some((kind, msg)) = store_refusal(cx, inp, exiting) {
        return refuse(lg, kind, msg);
    }
    // A read-only loop: a load that may fault is left for `processLoop`
    // to refuse only when it reads consecutive elements upwards (LLVM
    // 22.1.8 plans such a load as a fault-only-first one); any other
    // stride is refused here.
    if !stores && strided_faulting_load(cx, inp) {
        return refuse(
            lg,
            RefusalKind::EarlyExitLoopWithStridedFaultOnlyFirstLoad,
            "Cannot vectorize early exit loop with strided fault-only-first load",
        );
    }
    // An exiting block leaves the loop by its terminator.
    let Some(branch) = cx.func.terminator(exiting) else {
        return;
    };
    lg.early_exit = Some(EarlyExit {
        block: cx.func.blocks[exiting].name.to_string(),
        exiting: branch,
        stores,
        faulting: !stores && !read_only_dereferenceable(cx, inp),
    });
}

/// The refusals of LLVM 22's `processLoop` after legality: an early-exit
/// loop that may fault or writes memory is not vectorized.
pub(super) fn check_after_legality(cx: &LoopCtx, inp: &LegalInputs, lg: &mut Legality) {
    let Some(ee) = &lg.early_exit else { return };
    // Another exit than the early one and the latch's (a counted exit in
    // the header) leaves its last iteration to a scalar epilogue, which
    // LLVM 22 does not build after an early-exit vector loop
    // (`requiresScalarEpilogue`, checked in `processLoop`); so does a load
    // interleave group missing its last member (`IAI.requiresScalarEpilogue()`,
    // asked there as soon as the groups are formed: a search through
    // `a[3 * i]` or one field of an array of structs).
    let d = cx.data();
    let other_exit = d
        .exiting
        .iter()
        .any(|&b| Some(b) != d.latch() && cx.func.terminator(b) != Some(ee.exiting));
    if other_exit || super::load_group_with_trailing_gap(cx, inp.memrefs) {
        lg.refusals.push(refusal(
            RefusalKind::UncountableEarlyExitUnsupported,
            "Auto-vectorization of early exit loops requiring a scalar epilogue is unsupported",
            None,
        ));
    } else if ee.faulting {
        lg.refusals.push(refusal(
            RefusalKind::PotentiallyFaultingLoadsNotSupported,
            "Auto-vectorization of loops with potentially faulting load is not supported",
            None,
        ));
    } else if ee.stores {
        lg.refusals.push(refusal(
            RefusalKind::WritesInEarlyExitLoop,
            "Cannot vectorize early exit loop with writes to memory",
            None,
        ));
    }
}

enum Effect {
    None,
    SimpleStore,
    ComplexWrite,
    Unsafe,
}

/// What instruction `i` does besides computing a value
/// (`Instruction::mayWriteToMemory`, `isSafeToSpeculativelyExecute`).
fn side_effect(cx: &LoopCtx, inp: &LegalInputs, i: InstId) -> Effect {
    let inst = &cx.func.insts[i];
    let not_simple = matches!(
        &inst.extra,
        Extra::Mem {
            atomic: Some(_),
            ..
        }
    ) || inst.flags.contains(Flags::VOLATILE);
    match inst.opcode {
        // An ordered or volatile load may write (`!isUnordered`).
        Opcode::Load if not_simple => Effect::ComplexWrite,
        Opcode::Store if not_simple => Effect::ComplexWrite,
        Opcode::Store => Effect::SimpleStore,
        Opcode::Load | Opcode::Phi | Opcode::Br => Effect::None,
        Opcode::Fence | Opcode::CmpXchg | Opcode::AtomicRmw | Opcode::Invoke | Opcode::CallBr => {
            Effect::ComplexWrite
        }
        Opcode::Call => {
            let name = inst.callee_name().unwrap_or("");
            if name.starts_with("llvm.dbg.") || vector_intrinsic_call(name) {
                Effect::None
            } else if inp.readnone_calls.contains(&i) {
                Effect::Unsafe
            } else {
                Effect::ComplexWrite
            }
        }
        Opcode::UDiv | Opcode::URem => {
            if inst.operands[1].as_int().is_some_and(|d| d != 0) {
                Effect::None
            } else {
                Effect::Unsafe
            }
        }
        Opcode::SDiv | Opcode::SRem => {
            if inst.operands[1].as_int().is_some_and(|d| d != 0 && d != -1) {
                Effect::None
            } else {
                Effect::Unsafe
            }
        }
        Opcode::Alloca | Opcode::VAArg | Opcode::LandingPad => Effect::Unsafe,
        _ => Effect::None,
    }
}

/// LLVM 22 vectorizes no early-exit loop that stores; the reason it
/// gives depends on the exit's condition (`canUncountableExitConditionLoadBeMoved`):
/// a compare of one load (used once) with an invariant is the supported
/// form, then the load must not alias a store. `None`: the final refusal
/// after legality.
fn store_refusal(
    cx: &LoopCtx,
    inp: &LegalInputs,
    exiting: BlockId,
) -> Option<(RefusalKind, &'static str)> {
    let no_load = Some((
        RefusalKind::NoConditionLoadForEarlyExitLoop,
        "Early exit loop with store but no supported condition load",
    ));
    let t = cx.func.terminator(exiting)?;
    let one_use = |i: InstId| cx.users.get(i).is_some_and(|u| u.len() == 1);
    let Some(cmp) = cx.func.insts[t].operands.first().and_then(Value::as_inst) else {
        return no_load;
    };
    let c = &cx.func.insts[cmp];
    if c.opcode != Opcode::ICmp || !one_use(cmp) || cx.in_loop(&c.operands[1]) {
        return no_load;
    }
    let Some(load) = c.operands[0].as_inst().filter(|&l| {
        cx.func.insts[l].opcode == Opcode::Load && one_use(l) && cx.in_loop(&Value::Inst(l))
    }) else {
        return no_load;
    };
    let m = *load_memrefs(inp).get(&load)?;
    let distinct = inp
        .memrefs
        .iter()
        .filter(|s| s.kind.is_write())
        .all(|s| s.base.is_identified() && m.base.is_identified() && s.base != m.base);
    if !distinct {
        return Some((
            RefusalKind::CantVectorizeAliasWithCriticalUncountableExitLoad,
            "Cannot determine whether critical uncountable exit load address does not alias with a memory write",
        ));
    }
    None
}

/// The load access of each instruction that loads (its first, as the
/// memrefs list them).
fn load_memrefs<'m>(inp: &LegalInputs<'m>) -> FxHashMap<InstId, &'m Memref> {
    let mut out = FxHashMap::default();
    for m in inp.memrefs.iter().filter(|m| m.kind == AccessKind::Load) {
        out.entry(m.inst).or_insert(m);
    }
    out
}

/// `isDereferenceableReadOnlyLoop`: every load of the loop reads an object
/// of known size and alignment within its bounds on every iteration the
/// latch allows, and nothing else reads, writes or throws.
fn read_only_dereferenceable(cx: &LoopCtx, inp: &LegalInputs) -> bool {
    let max_btc = constant_max_btc(cx, inp);
    let loads = load_memrefs(inp);
    cx.insts().all(|i| {
        let inst = &cx.func.insts[i];
        match inst.opcode {
            Opcode::Load => loads
                .get(&i)
                .is_some_and(|m| dereferenceable_in_loop(cx, inp, m, max_btc, Btc::Uncounted)),
            Opcode::Call => {
                let name = inst.callee_name().unwrap_or("");
                name.starts_with("llvm.dbg.") || vector_intrinsic_call(name)
            }
            Opcode::Store | Opcode::Fence | Opcode::CmpXchg | Opcode::AtomicRmw => false,
            _ => true,
        }
    })
}

/// The loads of blocks that need predication (every block that does not
/// dominate the latch, `blockNeedsPredication`) whose addresses LLVM
/// proves dereferenceable on every iteration the loop may run
/// (`canVectorizeWithIfConvert`: `SafePointers`, from
/// `isDereferenceableAndAlignedInLoop`): such a load is not masked.
pub(super) fn speculable_loads(cx: &LoopCtx, inp: &LegalInputs) -> Vec<InstId> {
    if inp.objects.is_empty() {
        return Vec::new();
    }
    let max_btc = constant_max_btc(cx, inp);
    let mut out: Vec<InstId> = load_memrefs(inp)
        .into_iter()
        .filter(|(i, m)| {
            crate::cx::llvm_predicates(cx, cx.func.insts[*i].block)
                && dereferenceable_in_loop(cx, inp, m, max_btc, Btc::Exact)
        })
        .map(|(i, _)| i)
        .collect();
    out.sort_unstable();
    out
}

/// Whether a load of the loop that may fault (not dereferenceable on every
/// iteration, [`dereferenceable_in_loop`]) does not read consecutive
/// elements upwards (`isConsecutivePtr` is not 1: a larger or negative
/// step, an invariant address, no affine address).
fn strided_faulting_load(cx: &LoopCtx, inp: &LegalInputs) -> bool {
    let max_btc = constant_max_btc(cx, inp);
    let iter = cx.iter_term();
    load_memrefs(inp).values().any(|m| {
        !dereferenceable_in_loop(cx, inp, m, max_btc, Btc::Uncounted)
            && m.form
                .as_deref()
                .is_none_or(|f| m.elem_size <= 0 || f.coeff(&iter) != i128::from(m.elem_size))
    })
}

/// SCEV's constant bound on the loop's backedge-taken count, and whether
/// only the guards of the loop's entry give it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct MaxBtc {
    n: Option<u128>,
    guarded: bool,
}

fn constant_max_btc(cx: &LoopCtx, inp: &LegalInputs) -> MaxBtc {
    let exits = inp.counts.loops[cx.l].exit_counts.max_btc();
    let n = super::exits::constant_max_btc(cx, exits);
    MaxBtc {
        n,
        guarded: n.is_some() && n != exits,
    }
}

/// Whether SCEV knows the loop's backedge-taken count, which decides how
/// far an address recurrence is evaluated (`getStartAndEndForAccess`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Btc {
    /// Counted: the recurrence is evaluated at the exact count.
    Exact,
    /// An early-exit loop: only a constant bound on the count is known,
    /// and the recurrence is evaluated at it only where that provably
    /// stays within the object (`evaluatePtrAddRecAtMaxBTCWillNotWrap`).
    Uncounted,
}

/// `isDereferenceableAndAlignedInLoop`: the address is an invariant one or
/// an add recurrence stepping by a constant at least the access size, off
/// an object of known size by a non-negative offset that keeps the
/// alignment, and the accesses of every iteration up to the constant bound
/// on the backedge-taken count stay within the object, which is aligned as
/// the load says.
///
/// In a loop SCEV cannot count (LLVM 22, `getStartAndEndForAccess` with no
/// exact count) the last address is taken at the bound only where
/// `evaluatePtrAddRecAtMaxBTCWillNotWrap` holds; downwards it asks the
/// start's offset to reach `bound · |step| + size`, one access more than
/// the accesses span, so a search down to the object's first element is
/// never dereferenceable. The address must also be a recurrence without
/// predicates: a `zext` of a narrow counter that counts down is folded
/// into one only with a backedge-taken count ([`zext_of_decreasing`]).
fn dereferenceable_in_loop(
    cx: &LoopCtx,
    inp: &LegalInputs,
    m: &Memref,
    max_btc: MaxBtc,
    btc: Btc,
) -> bool {
    let Some(form) = m.form.as_deref() else {
        return false;
    };
    let iter = cx.iter_term();
    let mut base = None;
    for (t, k) in &form.terms {
        if *t == iter {
            continue;
        }
        if *k != 1 || base.is_some() {
            return false;
        }
        base = Some(t);
    }
    let Some(obj) = base.and_then(|b| inp.objects.get(b)) else {
        return false;
    };
    let align = i128::from(m.align.unwrap_or(1).max(1));
    let elt = i128::from(m.elem_size.max(0) as u32);
    if u64::try_from(align).map_or(true, |a| obj.align < a) {
        return false;
    }
    let bytes = i128::from(obj.bytes);
    let step = form.coeff(&iter);
    let off = form.constant;
    if step == 0 {
        return off >= 0 && off % align == 0 && off + elt <= bytes;
    }
    if elt % align != 0 || elt > step.abs() {
        return false;
    }
    if btc == Btc::Uncounted
        && crate::memref::access(cx, m.inst)
            .is_some_and(|(_, ptr, ..)| zext_of_decreasing(cx, &ptr, &mut Vec::new()))
    {
        return false;
    }
    let Some(n) = max_btc.n.and_then(|n| i128::try_from(n).ok()) else {
        return false;
    };
    // A bound only the guards give (the latch's count symbolic) holds of
    // the accesses' span only for some shapes of the count: in a search,
    // where SCEV folds that span (`guarded_extent`); elsewhere lanes
    // takes it only for an access from the object's first byte.
    let spans = match btc {
        Btc::Uncounted => super::guarded_extent::guard_bound_spans_access(cx, step, elt, off),
        Btc::Exact => off == 0,
    };
    if max_btc.guarded && !spans {
        return false;
    }
    let last = off + n * step;
    let (start, end) = if step > 0 {
        (off, last + elt)
    } else {
        (last, off + elt)
    };
    let low = if step < 0 && btc == Btc::Uncounted {
        elt
    } else {
        0
    };
    start >= low && start % align == 0 && end <= bytes
}

/// Whether address `v` is computed in the loop through a `zext` of a value
/// that counts down: `getZeroExtendExpr` folds such an extension into an
/// add recurrence only by proving it does not wrap over the loop's
/// backedge-taken count, so in a loop SCEV cannot count the address stays
/// `base + 4 * zext {255,+,-1}`, no recurrence (read off `opt-22
/// -passes='print<scalar-evolution>'`: the same `zext` folds in the
/// counted loop).
fn zext_of_decreasing(cx: &LoopCtx, v: &Value, seen: &mut Vec<InstId>) -> bool {
    let Some(i) = v.as_inst().filter(|_| cx.in_loop(v)) else {
        return false;
    };
    if seen.contains(&i) {
        return false;
    }
    seen.push(i);
    let inst = &cx.func.insts[i];
    match inst.opcode {
        Opcode::ZExt => {
            cx.form(&inst.operands[0])
                .is_some_and(|f| f.coeff(&cx.iter_term()) < 0)
                || zext_of_decreasing(cx, &inst.operands[0], seen)
        }
        Opcode::GetElementPtr
        | Opcode::Add
        | Opcode::Sub
        | Opcode::Mul
        | Opcode::Shl
        | Opcode::Or
        | Opcode::SExt
        | Opcode::Trunc
        | Opcode::BitCast => inst
            .operands
            .iter()
            .any(|o| zext_of_decreasing(cx, o, seen)),
        _ => false,
    }
}

/// A value the `vector.early.exit` block computes for the early exit's
/// target: LLVM 22's `handleUncountableEarlyExit` gives each a
/// `first-active-lane` of the exit condition and an `extract-lane` of the
/// value at it; an induction's (the phi or its update) is then computed
/// from the lane number instead (`optimizeEarlyExitInductionUser`), an
/// `add` without an IR instruction, which is not priced.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct EarlyExitValue {
    pub induction: bool,
    /// The value's width in bits.
    pub bits: u32,
}

/// The loop's values that leave by the early exit: those the early exit's
/// target block reads (its phis from the exiting block, the operands of
/// its other instructions), each once: the LCSSA phis `processLoop` puts
/// there before vectorizing. Constants and values from outside the loop
/// need no work.
pub fn early_exit_values(cx: &LoopCtx, lg: &Legality, ee: &EarlyExit) -> Vec<EarlyExitValue> {
    let term = &cx.func.insts[ee.exiting];
    let exiting = term.block;
    let Some(&target) = term.successors().iter().find(|&&b| !cx.contains_block(b)) else {
        return Vec::new();
    };
    let mut seen: Vec<InstId> = Vec::new();
    for &i in cx.func.blocks[target].insts.iter() {
        let inst = &cx.func.insts[i];
        let phi = inst.opcode == Opcode::Phi;
        for (k, v) in inst.operands.iter().enumerate() {
            if phi && inst.blocks.get(k) != Some(&exiting) {
                continue;
            }
            if let Some(vi) = v.as_inst()
                && cx.in_loop(v)
                && !seen.contains(&vi)
            {
                seen.push(vi);
            }
        }
    }
    seen.into_iter()
        .map(|vi| {
            let at = vi;
            EarlyExitValue {
                induction: lg
                    .inductions
                    .iter()
                    .any(|iv| iv.phi == at || iv.update == at),
                bits: cx
                    .size_of(cx.func.insts[vi].ty)
                    .map_or(64, |n| (n * 8) as u32),
            }
        })
        .collect()
}
