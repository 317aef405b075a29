//! The header phis (LLVM's `canVectorizeInstrs` on phis): each is a
//! reduction, an induction (integer, pointer, floating-point, or one under
//! a no-wrap predicate) or a first-order recurrence, else the loop is
//! refused.

use lanes_db::affine::Step;
use lanes_ir::{InstId, Opcode, Value};
use lanes_target::ScalarKind;
use rustc_hash::FxHashSet;

use super::reductions::{recurrence, reduction};
use super::{
    InductionDesc, LegalInputs, Legality, RefusalKind, refusal, refusal_at, scalar_kind, users,
};
use crate::cx::{LoopCtx, inst_from_index, inst_index};

/// Classifies every phi of the header into the legality's inductions,
/// reductions and recurrences, refusing the others.
pub(super) fn classify_header_phis(cx: &LoopCtx, inp: &LegalInputs, lg: &mut Legality) {
    let users = users(cx);
    let header = cx.data().header;
    let mut sunk: FxHashSet<InstId> = FxHashSet::default();
    for &i in &cx.func.blocks[header].insts {
        let inst = &cx.func.insts[i];
        if inst.opcode != Opcode::Phi {
            break;
        }
        // A reduction first, as LLVM's `canVectorizeInstrs`: an induction
        // whose value only its update reads (and the code after the loop) is
        // an add reduction.
        if let Some(r) = reduction(cx, i, users, inp.no_nans_nsz_fn) {
            lg.reductions.push(r);
            continue;
        }
        if let Some(iv) = induction(cx, i) {
            lg.inductions.push(iv);
            continue;
        }
        if let Some((iv, exact)) = fp_induction(cx, i) {
            // `getExactFPMathInst`: an update without `reassoc` may not be
            // reordered (`canVectorizeFPMath`) unless the hints allow it.
            let allow_reordering = lg.forced || lg.width_hint.is_some();
            if exact && !allow_reordering {
                lg.refusals.push(refusal_at(
                    cx,
                    RefusalKind::CantReorderFPOps,
                    "cannot prove it is safe to reorder floating-point operations (the floating-point induction's update has no reassoc flag)",
                    inst_from_index(iv.update),
                ));
            }
            lg.inductions.push(iv);
            continue;
        }
        if let Some(r) = recurrence(cx, i, users, &mut sunk) {
            lg.recurrences.push(r);
            continue;
        }
        lg.refusals.push(refusal_at(cx, RefusalKind::NonReductionValueUsedOutsideLoop,
            "value that could not be identified as reduction is used outside the loop (a header phi that is no induction, reduction or first-order recurrence)", i));
    }
    // `canVectorizeInstrs` ends by giving up (without a remark) when the
    // previous value of a recurrence had to sink after another recurrence's:
    // dominance of its users may not hold once it moved.
    if let Some(r) = lg
        .recurrences
        .iter()
        .find(|r| sunk.iter().any(|&i| inst_index(i) == r.previous_inst))
    {
        lg.refusals.push(refusal(
            RefusalKind::RecurrenceSinkConflict,
            format!(
                "the first-order recurrence {} needs {} as its previous value, which must itself sink after another recurrence's",
                r.name, r.previous
            ),
            None,
        ));
    }
}

/// An integer or pointer induction SCEV finds (a step of 0 is no induction
/// for SCEV: the phi folds to its start), or one under a no-wrap predicate.
fn induction(cx: &LoopCtx, i: InstId) -> Option<InductionDesc> {
    let kind = scalar_kind(cx.func.insts[i].ty).unwrap_or(ScalarKind::I64);
    if let Some(iv) = cx
        .aff
        .inductions_of(cx.l)
        .find(|iv| iv.phi == i && iv.step != Step::Const(0))
    {
        return Some(InductionDesc {
            phi: inst_index(i),
            name: cx.name(&Value::Inst(i)),
            start: cx.name(&iv.start),
            step: match iv.step {
                Step::Const(c) => i64::try_from(c).ok(),
                Step::Invariant { .. } => None,
            },
            pointer: iv.is_pointer,
            update: inst_index(iv.update),
            kind,
            predicated: false,
        });
    }
    predicated_induction(cx, i)
}

/// A floating-point induction (LLVM's `InductionDescriptor::isFPInductionPHI`):
/// `x = phi [start, preheader], [x ± step, latch]` with an `fadd` of the phi
/// (either side) or an `fsub` from it, and a step defined outside the loop.
/// Returns the induction and whether its update is exact FP math (no
/// `reassoc`).
fn fp_induction(cx: &LoopCtx, phi: InstId) -> Option<(InductionDesc, bool)> {
    let f = cx.func;
    let inst = &f.insts[phi];
    let kind = scalar_kind(inst.ty)?;
    if !kind.is_float() || !inst.ty.is_float() || inst.operands.len() != 2 {
        return None;
    }
    let latch = cx.data().latch()?;
    let k = inst.blocks.iter().position(|&b| b == latch)?;
    let back = inst.operands[k].as_inst()?;
    let start = &inst.operands[1 - k];
    if cx.in_loop(start) {
        return None;
    }
    let bop = &f.insts[back];
    let me = Value::Inst(phi);
    let addend = match bop.opcode {
        Opcode::FAdd if bop.operands[0] == me => &bop.operands[1],
        Opcode::FAdd if bop.operands[1] == me => &bop.operands[0],
        Opcode::FSub if bop.operands[0] == me => &bop.operands[1],
        _ => return None,
    };
    if cx.in_loop(addend) {
        return None;
    }
    let desc = InductionDesc {
        phi: inst_index(phi),
        name: cx.name(&me),
        start: cx.name(start),
        step: None,
        pointer: false,
        update: inst_index(back),
        kind,
        predicated: false,
    };
    Some((desc, !bop.flags.allows_reassoc()))
}

/// A header phi that is an induction only under a no-wrap predicate (LLVM's
/// `InductionDescriptor::isInductionPHI` with `Assume`, through
/// `PredicatedScalarEvolution`):
///
/// * its latch value is `ext(n.next) * c` for a narrow IV `n` of the loop
///   with a constant step, and its start is `ext(n.start) * c`: the phi is
///   `{ext(n.start) * c, +, ext(step) * c}` while `n` does not wrap;
/// * its latch value is `cast(phi) + step` with an invariant step, where
///   `cast` re-extends a truncation of the phi (`sext(trunc)`, `zext(trunc)`
///   or `ashr exact (shl x, k), k`): the cast is the identity while the phi
///   fits the narrow type.
fn predicated_induction(cx: &LoopCtx, phi: InstId) -> Option<InductionDesc> {
    let f = cx.func;
    let inst = &f.insts[phi];
    let kind = scalar_kind(inst.ty)?;
    if kind.is_float() || !inst.ty.is_int() {
        return None;
    }
    let latch = cx.data().latch()?;
    let k = inst.blocks.iter().position(|&b| b == latch)?;
    let back = inst.operands.get(k)?;
    let start = inst.operands.get(1 - k.min(1))?;
    if inst.operands.len() != 2 || cx.in_loop(start) {
        return None;
    }
    let def = |v: &Value| v.as_inst().map(|i| &f.insts[i]);
    let const_of = |v: &Value| v.as_const().and_then(|c| c.as_int());
    // `x * c` / `x << c` → (x, c).
    let scaled = |v: &Value| -> (Value, i128) {
        match def(v) {
            Some(d) if d.opcode == Opcode::Mul => {
                match (const_of(&d.operands[0]), const_of(&d.operands[1])) {
                    (_, Some(c)) => (d.operands[0].clone(), c),
                    (Some(c), _) => (d.operands[1].clone(), c),
                    _ => (v.clone(), 1),
                }
            }
            Some(d) if d.opcode == Opcode::Shl => match const_of(&d.operands[1]) {
                Some(c) if (0..64).contains(&c) => (d.operands[0].clone(), 1i128 << c),
                _ => (v.clone(), 1),
            },
            _ => (v.clone(), 1),
        }
    };
    let desc = |step: Option<i64>, update: InstId| InductionDesc {
        phi: inst_index(phi),
        name: cx.name(&Value::Inst(phi)),
        start: cx.name(start),
        step,
        pointer: false,
        update: inst_index(update),
        kind,
        predicated: true,
    };
    // Extension of a narrow IV's next value.
    let (x, c) = scaled(back);
    if let Some(ext) = def(&x).filter(|d| matches!(d.opcode, Opcode::ZExt | Opcode::SExt)) {
        let narrow = ext.operands[0].as_inst()?;
        let n = cx.aff.inductions_of(cx.l).find(|iv| iv.update == narrow)?;
        let Step::Const(step) = n.step else {
            return None;
        };
        let (sx, sc) = scaled(start);
        let same_start =
            sc == c && def(&sx).is_some_and(|d| d.opcode == ext.opcode && d.operands[0] == n.start);
        if !same_start || n.is_pointer {
            return None;
        }
        return Some(desc(i64::try_from(step * c).ok(), back.as_inst()?));
    }
    // `cast(phi) + step`, the cast an identity while the phi fits.
    let add = def(back).filter(|d| d.opcode == Opcode::Add)?;
    let update = back.as_inst()?;
    let reextends_phi = |v: &Value| -> bool {
        let Some(d) = def(v) else { return false };
        match d.opcode {
            // A sign-extension in register; `lshr` zero-extends, which
            // SCEV does not see through.
            Opcode::AShr => def(&d.operands[0]).is_some_and(|s| {
                s.opcode == Opcode::Shl
                    && s.operands[0] == Value::Inst(phi)
                    && const_of(&s.operands[1]).is_some()
                    && const_of(&s.operands[1]) == const_of(&d.operands[1])
            }),
            Opcode::SExt | Opcode::ZExt => def(&d.operands[0])
                .is_some_and(|t| t.opcode == Opcode::Trunc && t.operands[0] == Value::Inst(phi)),
            _ => false,
        }
    };
    // The other operand of the add is the step.
    let step = if reextends_phi(&add.operands[0]) {
        &add.operands[1]
    } else if reextends_phi(&add.operands[1]) {
        &add.operands[0]
    } else {
        return None;
    };
    if cx.in_loop(step) {
        return None;
    }
    Some(desc(
        const_of(step).and_then(|c| i64::try_from(c).ok()),
        update,
    ))
}
