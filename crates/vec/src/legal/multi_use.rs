//! LLVM 22's integer min/max reductions read outside their chain: the
//! running minimum of an argmin (or maximum of an argmax) is also compared
//! with each element to pick the index, so its phi has a user that is no
//! min/max step. LLVM 22 takes such a phi as a reduction
//! (`RecurrenceDescriptor::isReductionPHI`, the min/max case with
//! `PhiHasUsesOutsideReductionChain`) and leaves it to a VPlan transform
//! (`VPlanTransforms::handleMultiUseReductions`) to pair it with the
//! find-last reduction of the index; when the pairing fails, no plan is
//! built and the loop stays scalar ("vectorization is not beneficial").

use lanes_ir::{InstId, Opcode, Predicate, Value};
use rustc_hash::FxHashSet;

use super::{Legality, RecurKind, ReductionDesc, intrinsic_base, scalar_kind};
use crate::cx::{LoopCtx, Users};

/// The integer min/max `v` computes (an `llvm.smin`-style call or a
/// `select` of a compare of its two values) and its two operands.
fn min_max(cx: &LoopCtx, i: InstId) -> Option<(RecurKind, Value, Value, bool)> {
    let f = cx.func;
    let inst = &f.insts[i];
    inst.ty.int_bits()?;
    match inst.opcode {
        Opcode::Call => {
            let k = match inst.callee_name().and_then(intrinsic_base)? {
                "smin" => RecurKind::SMin,
                "smax" => RecurKind::SMax,
                "umin" => RecurKind::UMin,
                "umax" => RecurKind::UMax,
                _ => return None,
            };
            let [_, a, b] = &inst.operands[..] else {
                return None;
            };
            Some((k, a.clone(), b.clone(), true))
        }
        Opcode::Select => {
            let c = &f.insts[inst.operands[0].as_inst()?];
            if c.opcode != Opcode::ICmp {
                return None;
            }
            let (a, b) = (&inst.operands[1], &inst.operands[2]);
            let pred = if *a == c.operands[0] && *b == c.operands[1] {
                c.predicate()?
            } else if *a == c.operands[1] && *b == c.operands[0] {
                c.predicate()?.swapped()
            } else {
                return None;
            };
            use Predicate::*;
            let k = match pred {
                Slt | Sle => RecurKind::SMin,
                Sgt | Sge => RecurKind::SMax,
                Ult | Ule => RecurKind::UMin,
                Ugt | Uge => RecurKind::UMax,
                _ => return None,
            };
            Some((k, a.clone(), b.clone(), false))
        }
        _ => None,
    }
}

/// An integer min/max reduction whose phi has an in-loop user that is
/// neither part of its chain nor a min/max (LLVM 22's
/// `getMinMaxRecurrence`): the chain is walked up from the backedge value
/// through min/max steps of one kind (exactly one operand of each
/// continuing the chain) and phis, and the backedge value must have no
/// other use than the phi.
pub(super) fn multi_use_min_max(cx: &LoopCtx, phi: InstId, users: &Users) -> Option<ReductionDesc> {
    let f = cx.func;
    let pinst = &f.insts[phi];
    let bits = pinst.ty.int_bits()?;
    let latch = cx.data().latch()?;
    if pinst.operands.len() != 2 || pinst.block != cx.data().header {
        return None;
    }
    let pos = pinst.incoming_index(latch)?;
    let back = pinst.operands[pos].as_inst()?;
    let me = Value::Inst(phi);
    let mut chain: FxHashSet<InstId> = FxHashSet::default();
    chain.insert(phi);
    let mut kind: Option<RecurKind> = None;
    let mut order = Vec::new();
    let mut work = vec![back];
    while let Some(cur) = work.pop() {
        if !chain.insert(cur) {
            continue;
        }
        let ci = &f.insts[cur];
        if !cx.contains_block(ci.block) {
            return None;
        }
        order.push(cur);
        if ci.opcode == Opcode::Phi {
            for v in ci.operands.iter() {
                work.push(v.as_inst()?);
            }
            continue;
        }
        let (k, a, b, _) = min_max(cx, cur)?;
        if kind.is_some_and(|old| old != k) {
            return None;
        }
        kind = Some(k);
        if ci.opcode == Opcode::Select {
            chain.extend(ci.operands[0].as_inst());
        }
        if a == me || b == me {
            continue;
        }
        let continues = |v: &Value| {
            v.as_inst().is_some_and(|d| {
                cx.contains_block(f.insts[d].block)
                    && min_max(cx, d).is_some_and(|(dk, ..)| dk == k)
            })
        };
        match (continues(&a), continues(&b)) {
            (true, false) => work.push(a.as_inst()?),
            (false, true) => work.push(b.as_inst()?),
            _ => return None,
        }
    }
    let kind = kind?;
    let phi_users = users.get(phi).map(Vec::as_slice).unwrap_or(&[]);
    let outside_chain = phi_users.iter().any(|&u| {
        !chain.contains(&u) && cx.contains_block(f.insts[u].block) && min_max(cx, u).is_none()
    });
    let back_uses = users.get(back).map_or(0, Vec::len);
    if !outside_chain || back_uses != 1 {
        return None;
    }
    Some(ReductionDesc {
        phi,
        name: cx.name(&me),
        kind,
        ordered: false,
        exact_inst: None,
        exit: cx.name(&Value::Inst(back)),
        exit_inst: back,
        chain: order.into_iter().collect(),
        elem: scalar_kind(pinst.ty).unwrap_or(lanes_target::ScalarKind::int(bits)),
        intermediate_store: None,
        stores: Vec::new(),
        multi_use: true,
        nan_check: false,
    })
}

/// Why `handleMultiUseReductions` builds no plan for the loop's multi-use
/// min/max reductions, if it does not: the backedge value must be the
/// min/max intrinsic, the phi's only other user one compare of the phi
/// with the intrinsic's other operand, that compare's only user the
/// select of a find-last induction reduction choosing an induction (or
/// its truncation), and the compare must select the induction exactly
/// when the new element is at least as good as the running value
/// (`uge` for a minimum, `ule` for a maximum): a strict compare asks for
/// the first index, which LLVM 22 does not compute.
pub(super) fn plan_refusal(cx: &LoopCtx, lg: &Legality, users: &Users) -> Option<String> {
    let f = cx.func;
    let users_of = |i: InstId| users.get(i).map(Vec::as_slice).unwrap_or(&[]);
    for r in lg.reductions.iter().filter(|r| r.multi_use) {
        let phi = r.phi;
        let back = r.exit_inst;
        let fail = |why: &str| Some(format!("{}: {why}", r.name));
        let Some((k, a, b, true)) = min_max(cx, back) else {
            return fail("its backedge value is no min/max intrinsic");
        };
        if k != r.kind {
            return fail("its backedge value is another min/max");
        }
        let x = if a == Value::Inst(phi) { b } else { a };
        let cmp = users_of(phi)
            .iter()
            .copied()
            .find(|&u| matches!(f.insts[u].opcode, Opcode::ICmp | Opcode::FCmp));
        let Some(cmp) = cmp else {
            return fail("no compare reads the phi");
        };
        let ci = &f.insts[cmp];
        if users_of(cmp).len() != 1 || (ci.operands[0] != x && ci.operands[1] != x) {
            return fail("the compare does not compare the phi with the min/max operand alone");
        }
        let mut pred = ci.predicate()?;
        if ci.operands[1] != x {
            pred = pred.swapped();
        }
        if users_of(phi).len() != 2 {
            return fail("the phi has other users than the min/max and one compare");
        }
        let sel = users_of(cmp)[0];
        let si = &f.insts[sel];
        if si.opcode != Opcode::Select || si.operands[0] != Value::Inst(cmp) {
            return fail("the compare chooses no find-last reduction's value");
        }
        let find_iv = |v: &Value| {
            v.as_inst().and_then(|d| {
                lg.reductions.get(d).filter(|fr| {
                    matches!(
                        fr.kind,
                        RecurKind::FindLastIVSMax | RecurKind::FindLastIVUMax
                    )
                })
            })
        };
        let (mut iv_op, mut rdx) = (&si.operands[1], &si.operands[2]);
        if find_iv(rdx).is_none() {
            (iv_op, rdx) = (rdx, iv_op);
            pred = pred.inverse();
        }
        if find_iv(rdx).is_none() || users_of(sel).len() != 2 {
            return fail("the compare chooses no find-last reduction's value");
        }
        let mut iv = iv_op.clone();
        if let Some(t) = iv.as_inst().filter(|&t| f.insts[t].opcode == Opcode::Trunc) {
            iv = f.insts[t].operands[0].clone();
        }
        let widened_iv = iv
            .as_inst()
            .and_then(|d| lg.induction(d))
            .is_some_and(|d| !d.pointer);
        if !widened_iv {
            return fail("the index chosen is no induction phi");
        }
        let required = match r.kind {
            RecurKind::UMin => Predicate::Uge,
            RecurKind::UMax => Predicate::Ule,
            RecurKind::SMax => Predicate::Sle,
            RecurKind::SMin => Predicate::Sge,
            _ => return fail("no integer min/max"),
        };
        if pred != required {
            return fail(
                "the index is chosen on a strict compare, which asks for the first index (LLVM 22 finds the last)",
            );
        }
    }
    None
}
