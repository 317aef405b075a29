//! Reductions (LLVM's `RecurrenceDescriptor::isReductionPHI`), on the use
//! graph; fixed-order recurrences are in `recurrence`.

use lanes_ir::{Flags, InstId, Opcode, Predicate, Value};
use lanes_target::ScalarKind;
use rustc_hash::FxHashSet;

use super::{
    Legality, RecurKind, ReductionDesc, RefusalKind, intrinsic_base, refusal_at, scalar_kind, users,
};
use crate::cx::LoopCtx;

/// LLVM's `canVectorizeFPMath`: a floating-point reduction with a step
/// that may not be reassociated (exact FP math) is vectorized only when the
/// loop's hints allow reordering (`allowReordering`), and then as if it
/// could be reassociated. Otherwise it would need an in-order (strict)
/// reduction, which LLVM 14 does not use on x86
/// (`TTI::enableOrderedReductions`): the loop is refused.
pub(super) fn check_ordered(cx: &LoopCtx, lg: &mut Legality) {
    if lg.allows_reordering() {
        for r in lg.reductions.iter_mut() {
            r.ordered = false;
        }
        return;
    }
    let Some(r) = lg.reductions.iter().find(|r| r.ordered) else {
        return;
    };
    let at = r.exact_inst.unwrap_or(r.exit_inst);
    let why = match r.kind {
        RecurKind::FMulAdd => {
            "cannot prove it is safe to reorder floating-point operations (the sum of `llvm.fmuladd` calls has no reassoc flag, and x86 has no in-order reduction)"
        }
        RecurKind::FMul => {
            "cannot prove it is safe to reorder floating-point operations (the multiply/divide reduction has no reassoc flag, and x86 has no in-order reduction)"
        }
        _ => {
            "cannot prove it is safe to reorder floating-point operations (the reduction has no reassoc flag, and x86 has no in-order reduction)"
        }
    };
    let refusal = refusal_at(cx, RefusalKind::CantReorderFPOps, why, at);
    lg.refusals.push(refusal);
}

/// The kind of one reduction step, if `i` is one, with the operand that
/// continues the chain.
fn step_kind(
    cx: &LoopCtx,
    i: InstId,
    chain: &FxHashSet<InstId>,
    header_phi: InstId,
    profile: lanes_db::Profile,
) -> Option<Option<RecurKind>> {
    let inst = &cx.func.insts[i];
    let in_chain = |v: &Value| v.as_inst().is_some_and(|d| chain.contains(&d));
    let k = match inst.opcode {
        Opcode::Add => RecurKind::Add,
        Opcode::Sub if in_chain(&inst.operands[0]) && !in_chain(&inst.operands[1]) => {
            RecurKind::Add
        }
        Opcode::Mul => RecurKind::Mul,
        Opcode::And => RecurKind::And,
        Opcode::Or => RecurKind::Or,
        Opcode::Xor => RecurKind::Xor,
        Opcode::FAdd => RecurKind::FAdd,
        Opcode::FSub if in_chain(&inst.operands[0]) && !in_chain(&inst.operands[1]) => {
            RecurKind::FAdd
        }
        Opcode::FMul => RecurKind::FMul,
        // As LLVM: a division whose dividend is the chain multiplies by the
        // reciprocal (`s / x` is an `fmul` reduction of `1 / x`).
        Opcode::FDiv if in_chain(&inst.operands[0]) && !in_chain(&inst.operands[1]) => {
            RecurKind::FMul
        }
        Opcode::Phi => return Some(None),
        Opcode::Call => match inst.callee_name().and_then(intrinsic_base)? {
            "smin" => RecurKind::SMin,
            "smax" => RecurKind::SMax,
            "umin" => RecurKind::UMin,
            "umax" => RecurKind::UMax,
            "minnum" | "minimum" => RecurKind::FMin,
            "maxnum" | "maximum" => RecurKind::FMax,
            // `isFMulAddIntrinsic`: the chain is the addend (the third
            // argument, after the callee) and no multiplicand.
            "fmuladd"
                if inst.operands.len() == 4
                    && in_chain(&inst.operands[3])
                    && !inst.operands[1..3].iter().any(in_chain) =>
            {
                RecurKind::FMulAdd
            }
            _ => return None,
        },
        Opcode::Select => return select_kind(cx, i, header_phi, profile).map(Some),
        _ => return None,
    };
    Some(Some(k))
}

/// The reduction a select of the chain belongs to, by LLVM 14's
/// `isRecurrenceInstr`: a select is never a neutral step. Its condition is
/// a compare with no other use (`m_OneUse(m_Cmp)`), and it is one of
/// * min/max: `select(cmp(a, b), a, b)` (`isMinMaxPattern`);
/// * a conditional `fadd`/`fsub`/`fmul` (`isConditionalRdxPattern`):
///   exactly one operand a phi, the other that operation with every
///   fast-math flag (integer conditional updates are not reductions in
///   LLVM 14);
/// * any-of (`isSelectCmpPattern`): the header phi and a loop-invariant
///   value, on an integer phi.
///
/// LLVM 22 takes the conditional `fadd`/`fmul` only as
/// `select(c, op(phi, x), phi)`: with the phi as the true operand it is no
/// reduction (checked with `opt-22` on both orders; LLVM 14 takes both),
/// and takes an integer `add`/`sub`/`mul` in the same place
/// (`isConditionalRdxPattern`, `isRecurrenceInstr`'s `Select` case for
/// `Add` and `Mul`).
fn select_kind(
    cx: &LoopCtx,
    i: InstId,
    header_phi: InstId,
    profile: lanes_db::Profile,
) -> Option<RecurKind> {
    let f = cx.func;
    let inst = &f.insts[i];
    let c = inst.operands[0].as_inst().map(|c| (c, &f.insts[c]))?;
    let (cmp, cond) = c;
    if !matches!(cond.opcode, Opcode::ICmp | Opcode::FCmp) {
        return None;
    }
    let one_use = users(cx).get(cmp).is_some_and(|us| us.len() == 1);
    if !one_use {
        return None;
    }
    let (p, q) = (&cond.operands[0], &cond.operands[1]);
    let (a, b) = (&inst.operands[1], &inst.operands[2]);
    let pred = cond.predicate()?;
    let minmax = if a == p && b == q {
        Some(pred)
    } else if a == q && b == p {
        Some(pred.swapped())
    } else {
        None
    };
    if let Some(pred) = minmax {
        use Predicate::*;
        return Some(match pred {
            Slt | Sle => RecurKind::SMin,
            Sgt | Sge => RecurKind::SMax,
            Ult | Ule => RecurKind::UMin,
            Ugt | Uge => RecurKind::UMax,
            Olt | Ole | FUlt | FUle => RecurKind::FMin,
            Ogt | Oge | FUgt | FUge => RecurKind::FMax,
            _ => return None,
        });
    }
    let is_phi = |v: &Value| {
        v.as_inst()
            .is_some_and(|d| f.insts[d].opcode == Opcode::Phi)
    };
    let order_ok = profile == lanes_db::Profile::Llvm14 || is_phi(b);
    if is_phi(a) != is_phi(b) && order_ok {
        let other = if is_phi(a) { b } else { a };
        if let Some(o) = other.as_inst().map(|d| &f.insts[d])
            && o.flags.is_fast()
        {
            match o.opcode {
                Opcode::FAdd | Opcode::FSub => return Some(RecurKind::FAdd),
                Opcode::FMul => return Some(RecurKind::FMul),
                _ => {}
            }
        }
        // LLVM 22 also takes an integer update, `select(c, phi + x, phi)`
        // (`add`, `sub`, `mul`; no flags needed), whose first phi operand
        // is the select's false value (`IPhi == FalseVal`): the increment
        // of another induction is no update of this phi.
        if profile == lanes_db::Profile::Llvm22
            && let Some(o) = other.as_inst().map(|d| &f.insts[d])
            && o.operands.iter().find(|v| is_phi(v)) == Some(b)
        {
            match o.opcode {
                Opcode::Add | Opcode::Sub => return Some(RecurKind::Add),
                Opcode::Mul => return Some(RecurKind::Mul),
                _ => {}
            }
        }
    }
    let header = Value::Inst(header_phi);
    let other = if *a == header {
        b
    } else if *b == header {
        a
    } else {
        return None;
    };
    let int_phi = f.insts[header_phi].ty.int_bits().is_some();
    if int_phi && !cx.in_loop(other) {
        return Some(if cond.opcode == Opcode::ICmp {
            RecurKind::SelectICmp
        } else {
            RecurKind::SelectFCmp
        });
    }
    // LLVM 22's `isFindIVPattern`, tried after any-of: the phi's one use
    // is the select, whose other value is an induction of the loop.
    let one_use = users(cx).get(header_phi).is_some_and(|us| us.len() == 1);
    if profile == lanes_db::Profile::Llvm22 && int_phi && one_use {
        return super::find_iv::find_iv_kind(cx, other);
    }
    None
}

/// `AddReductionVar` walks the chain depth first from its start, taking
/// users in LLVM's use-list order (the latest use first, so a stack pops
/// the first one written) and phis after the other users; a phi of the chain
/// must have all its inputs visited when it is reached (`areAllUsesIn`).
/// A phi reached through a short path before the longer path to its other
/// input is not recognized: the result depends on that order, as in LLVM.
fn phis_reached_after_inputs(
    cx: &LoopCtx,
    start: InstId,
    header_phi: InstId,
    chain: &FxHashSet<InstId>,
    cmps: &FxHashSet<InstId>,
    users: &crate::cx::Users,
) -> bool {
    let f = cx.func;
    let mut visited: FxHashSet<InstId> = FxHashSet::default();
    visited.insert(start);
    visited.insert(header_phi);
    let mut work = vec![start];
    while let Some(cur) = work.pop() {
        let ci = &f.insts[cur];
        if ci.opcode == Opcode::Phi
            && cur != header_phi
            && !ci
                .operands
                .iter()
                .all(|v| v.as_inst().is_some_and(|d| visited.contains(&d)))
        {
            return false;
        }
        let (mut phis, mut others) = (Vec::new(), Vec::new());
        for &u in users
            .get(cur)
            .map(Vec::as_slice)
            .unwrap_or(&[])
            .iter()
            .rev()
        {
            if !(chain.contains(&u) || cmps.contains(&u)) || !visited.insert(u) {
                continue;
            }
            if f.insts[u].opcode == Opcode::Phi {
                phis.push(u);
            } else {
                others.push(u);
            }
        }
        work.extend(phis);
        work.extend(others);
    }
    true
}

/// The chain of a reduction candidate: the instructions reached from the
/// phi through its users.
struct Chain {
    /// The phi and every instruction of the chain.
    members: FxHashSet<InstId>,
    /// The chain without the phi, in the order reached.
    order: Vec<InstId>,
    kind: RecurKind,
    /// Compares of min/max selects.
    minmax_cmps: FxHashSet<InstId>,
    minmax_selects: usize,
    /// Every FP step allows reassociation.
    flags_ok: bool,
    /// The first FP step that does not (`getExactFPMathInst`).
    exact_inst: Option<InstId>,
    /// Stores of chain values to one loop-invariant address (LLVM 22).
    stores: Vec<InstId>,
    /// An FP min/max step is a `minnum`/`maxnum` call without no-NaNs
    /// (LLVM 22's `FMinNum`/`FMaxNum`).
    nan_check: bool,
}

/// LLVM's `lookThroughAnd`: an integer phi whose only user masks it to
/// its low `n` bits is a reduction in `i<n>` that the front end promoted;
/// the mask is a cast and the chain starts after it. Returns `n` and the
/// mask.
fn narrowing_mask(cx: &LoopCtx, phi: InstId, users: &crate::cx::Users) -> Option<(u32, InstId)> {
    let f = cx.func;
    let bits = f.insts[phi].ty.int_bits()?;
    let &[u] = users.get(phi).map(Vec::as_slice)? else {
        return None;
    };
    if f.insts[u].opcode != Opcode::And || !cx.contains_block(f.insts[u].block) {
        return None;
    }
    let m = f.insts[u].operands.iter().find_map(|v| v.as_int())?;
    if m <= 0 || (m + 1) & m != 0 {
        return None;
    }
    let n = (m + 1).trailing_zeros();
    (n < bits).then_some((n, u))
}

/// Walks the users from `work` and classifies every step; `None` when a
/// user is no reduction step, steps disagree on the kind, or an FP
/// min/max lacks its fast-math flags.
fn walk_chain(
    cx: &LoopCtx,
    phi: InstId,
    users: &crate::cx::Users,
    mut chain: FxHashSet<InstId>,
    mut work: Vec<InstId>,
    no_nans_nsz_fn: bool,
    profile: lanes_db::Profile,
) -> Option<Chain> {
    let f = cx.func;
    let mut kind: Option<RecurKind> = None;
    let mut order = Vec::new();
    let mut minmax_cmps: FxHashSet<InstId> = FxHashSet::default();
    let mut minmax_selects = 0usize;
    let mut flags_ok = true;
    let mut exact_inst = None;
    let mut stores: Vec<InstId> = Vec::new();
    let mut nan_check = false;
    while let Some(v) = work.pop() {
        for &u in users.get(v).map(Vec::as_slice).unwrap_or(&[]) {
            let uinst = &f.insts[u];
            if !cx.contains_block(uinst.block) || u == phi || chain.contains(&u) {
                continue;
            }
            if matches!(uinst.opcode, Opcode::ICmp | Opcode::FCmp) {
                minmax_cmps.insert(u);
                continue;
            }
            if uinst.opcode == Opcode::Store {
                if !intermediate_store_ok(cx, u, v, &stores, profile) {
                    return None;
                }
                if !stores.contains(&u) {
                    stores.push(u);
                }
                continue;
            }
            let k = step_kind(cx, u, &chain, phi, profile)?;
            if k.is_some() && uinst.opcode == Opcode::Select {
                minmax_selects += 1;
            }
            if let Some(k) = k {
                if kind.is_some_and(|old| old != k) {
                    return None;
                }
                kind = Some(k);
                if matches!(k, RecurKind::FMin | RecurKind::FMax) {
                    // `isRecurrenceInstr`: every instruction of an FP
                    // min/max chain, the compare as well as the select (or
                    // the minnum/maxnum call), has no-NaNs and no-signed-
                    // zeros, on itself or from the function's attributes.
                    let no_nans_nsz = |fl: Flags| {
                        fl.contains(Flags::FAST)
                            || (fl.contains(Flags::NNAN) && fl.contains(Flags::NSZ))
                    };
                    let cmp_ok = uinst.opcode != Opcode::Select
                        || uinst.operands[0]
                            .as_inst()
                            .is_none_or(|c| no_nans_nsz(f.insts[c].flags));
                    if !(no_nans_nsz_fn || (no_nans_nsz(uinst.flags) && cmp_ok)) {
                        // LLVM 22's `isRecurrenceInstr` takes a
                        // `minnum`/`maxnum` call without the flags
                        // (`FMinNum`/`FMaxNum`), NaNs handled by a check.
                        if profile == lanes_db::Profile::Llvm22
                            && super::min_max_num::minnum_maxnum(uinst)
                        {
                            nan_check = true;
                        } else {
                            return None;
                        }
                    }
                } else if k.is_float()
                    && uinst.opcode != Opcode::Select
                    && !uinst.flags.allows_reassoc()
                {
                    // An fadd/fmul without `reassoc` is exact FP math: an
                    // in-order reduction at best (function attributes such
                    // as "unsafe-fp-math" do not change that in LLVM 14).
                    flags_ok = false;
                    exact_inst.get_or_insert(u);
                }
            }
            chain.insert(u);
            order.push(u);
            work.push(u);
        }
    }
    Some(Chain {
        members: chain,
        order,
        kind: kind?,
        minmax_cmps,
        minmax_selects,
        flags_ok,
        exact_inst,
        stores,
        nan_check,
    })
}

/// LLVM 22's `AddReductionVar` takes a store of a chain value (never as
/// the address) to a loop-invariant address, every such store to the
/// same address; LLVM 14 takes no store.
fn intermediate_store_ok(
    cx: &LoopCtx,
    store: InstId,
    value: InstId,
    earlier: &[InstId],
    profile: lanes_db::Profile,
) -> bool {
    if profile == lanes_db::Profile::Llvm14 {
        return false;
    }
    let ops = &cx.func.insts[store].operands;
    let ptr = &ops[1];
    if ptr.as_inst() == Some(value) || !super::memory::invariant_address(cx, ptr) {
        return false;
    }
    earlier
        .iter()
        .all(|&e| super::memory::same_address(cx, &cx.func.insts[e].operands[1], ptr))
}

/// LLVM's `RecurrenceDescriptor::isReductionPHI`, on the use graph; LLVM
/// 22 also takes an integer min/max read outside its chain
/// ([`super::multi_use`]).
pub(super) fn reduction(
    cx: &LoopCtx,
    phi: InstId,
    users: &crate::cx::Users,
    no_nans_nsz_fn: bool,
    profile: lanes_db::Profile,
) -> Option<ReductionDesc> {
    chain_reduction(cx, phi, users, no_nans_nsz_fn, profile).or_else(|| {
        (profile == lanes_db::Profile::Llvm22)
            .then(|| super::multi_use::multi_use_min_max(cx, phi, users))
            .flatten()
    })
}

/// A reduction whose chain is walked down from the phi through its users
/// (`AddReductionVar`).
fn chain_reduction(
    cx: &LoopCtx,
    phi: InstId,
    users: &crate::cx::Users,
    no_nans_nsz_fn: bool,
    profile: lanes_db::Profile,
) -> Option<ReductionDesc> {
    let f = cx.func;
    let pinst = &f.insts[phi];
    let elem = scalar_kind(pinst.ty)?;
    if pinst.ty.is_ptr() {
        return None;
    }
    let latch = cx.data().latch()?;
    let pos = pinst.incoming_index(latch)?;
    let exit = pinst.operands[pos].as_inst()?;
    let mut chain: FxHashSet<InstId> = FxHashSet::default();
    chain.insert(phi);
    let narrow = narrowing_mask(cx, phi, users);
    let (elem, work) = match narrow {
        Some((n, mask)) => {
            chain.insert(mask);
            (ScalarKind::int(n), vec![mask])
        }
        None => (elem, vec![phi]),
    };
    let c = walk_chain(cx, phi, users, chain, work, no_nans_nsz_fn, profile)?;
    if !c.members.contains(&exit) {
        return None;
    }
    let start = c
        .order
        .first()
        .copied()
        .filter(|_| narrow.is_some())
        .unwrap_or(phi);
    if !phis_reached_after_inputs(cx, start, phi, &c.members, &c.minmax_cmps, users) {
        return None;
    }
    if !chain_shape_ok(cx, &c) {
        return None;
    }
    if let Some((n, _)) = narrow
        && !narrow_operands_ok(cx, &c, n)
    {
        return None;
    }
    // The store LLVM keeps (`IntermediateStore`, the last its walk meets)
    // must store the value that goes round the loop again, which is the
    // value after the loop. Which store its walk meets last is not
    // modelled: stores of different values are not taken.
    let intermediate_store = match c.stores.as_slice() {
        [] => None,
        [s, rest @ ..] => {
            let value = |s: &InstId| f.insts[*s].operands[0].clone();
            if value(s) != Value::Inst(exit) || rest.iter().any(|r| value(r) != value(s)) {
                return None;
            }
            cx.insts().filter(|i| c.stores.contains(i)).last()
        }
    };
    if !uses_ok(cx, &c, exit, users, intermediate_store.is_some()) {
        return None;
    }
    let kind = c.kind;
    let ordered =
        !c.flags_ok && matches!(kind, RecurKind::FAdd | RecurKind::FMul | RecurKind::FMulAdd);
    Some(ReductionDesc {
        phi,
        name: cx.name(&Value::Inst(phi)),
        kind,
        ordered,
        exact_inst: c.exact_inst.filter(|_| ordered),
        exit: cx.name(&Value::Inst(exit)),
        exit_inst: exit,
        chain: c.order.into_iter().collect(),
        elem,
        intermediate_store,
        stores: c.stores.into_iter().collect(),
        multi_use: false,
        nan_check: c.nan_check,
    })
}

/// `AddReductionVar`: a phi of the chain other than the start is not in
/// the header, and every value it merges is itself part of the chain
/// (`areAllUsesIn` over its operands): a phi that brings in another value
/// on some path breaks the reduction. An operation reads the chain once,
/// and a select-based min/max is one compare and one select.
fn chain_shape_ok(cx: &LoopCtx, c: &Chain) -> bool {
    let f = cx.func;
    let header = cx.data().header;
    let in_chain = |v: &Value| v.as_inst().is_some_and(|d| c.members.contains(&d));
    for &i in &c.order {
        let ci = &f.insts[i];
        // `hasMultipleUsesOf`: an operation of the chain (not a phi, select
        // or min/max) reads the reduction value once only.
        let arith = matches!(
            ci.opcode,
            Opcode::Add
                | Opcode::Sub
                | Opcode::Mul
                | Opcode::And
                | Opcode::Or
                | Opcode::Xor
                | Opcode::FAdd
                | Opcode::FSub
                | Opcode::FMul
                | Opcode::FDiv
        );
        let chain_operands = ci.operands.iter().filter(|v| in_chain(v)).count();
        if arith && chain_operands > 1 {
            return false;
        }
        // Walking the users of a chain value, `AddReductionVar` meets an
        // instruction it has visited again only when it reads the chain
        // twice; that is allowed of phis, compares and selects alone (a
        // min/max intrinsic `smin(%r, %r)` is no reduction).
        let revisit_ok = matches!(
            ci.opcode,
            Opcode::Phi | Opcode::Select | Opcode::ICmp | Opcode::FCmp
        );
        if !revisit_ok && chain_operands > 1 {
            return false;
        }
        if ci.opcode != Opcode::Phi {
            continue;
        }
        if ci.block == header || !ci.operands.iter().all(in_chain) {
            return false;
        }
    }
    // As LLVM 14: a select-based min/max or any-of reduction is one
    // compare and one select (`NumCmpSelectPatternInst`; two in a row are
    // not recognized; min/max intrinsics are).
    let minmax = matches!(
        c.kind,
        RecurKind::SMin
            | RecurKind::SMax
            | RecurKind::UMin
            | RecurKind::UMax
            | RecurKind::FMin
            | RecurKind::FMax
            | RecurKind::SelectICmp
            | RecurKind::SelectFCmp
    ) || c.kind.is_find_iv();
    !(minmax && c.minmax_selects > 1)
}

/// A promoted narrow reduction: every other operand of the chain is
/// extended from at most `n` bits (LLVM's `computeRecurrenceType` must
/// find the width of the mask again).
fn narrow_operands_ok(cx: &LoopCtx, c: &Chain, n: u32) -> bool {
    let f = cx.func;
    for &i in &c.order {
        for v in f.insts[i].operands.iter() {
            if v.as_inst().is_some_and(|d| c.members.contains(&d)) {
                continue;
            }
            let ok = match v.as_inst().map(|d| &f.insts[d]) {
                Some(d) if matches!(d.opcode, Opcode::ZExt | Opcode::SExt) => f
                    .value_ty(&d.operands[0])
                    .int_bits()
                    .is_some_and(|b| b <= n),
                Some(_) => false,
                None => v.as_int().is_some_and(|k| k >= 0 && k < (1i128 << n)),
            };
            if !ok {
                return false;
            }
        }
    }
    true
}

/// Compares feed only selects of the chain (min/max). Only the exit value
/// may be used after the loop, and it must be (LLVM 14 identifies a
/// reduction by its exit user; the phi's own value after the loop would
/// lose VF-1 steps) unless it is stored in the loop (`stored`: LLVM 22
/// takes the stored value for the exit); chain values other than the exit
/// feed nothing outside the chain in the loop but those stores.
fn uses_ok(cx: &LoopCtx, c: &Chain, exit: InstId, users: &crate::cx::Users, stored: bool) -> bool {
    let f = cx.func;
    for m in &c.minmax_cmps {
        let ok = users
            .get(*m)
            .is_some_and(|us| us.iter().all(|u| c.members.contains(u)));
        if !ok {
            return false;
        }
    }
    let used_after = users
        .get(exit)
        .is_some_and(|us| us.iter().any(|&u| !cx.contains_block(f.insts[u].block)));
    if !used_after && !stored {
        return false;
    }
    for &m in &c.members {
        for &u in users.get(m).map(Vec::as_slice).unwrap_or(&[]) {
            let inside = cx.contains_block(f.insts[u].block);
            if inside
                && !c.members.contains(&u)
                && !c.minmax_cmps.contains(&u)
                && !c.stores.contains(&u)
            {
                return false;
            }
            if !inside && m != exit {
                return false;
            }
        }
    }
    true
}
