//! Fixed-order recurrences (LLVM's `isFirstOrderRecurrence` in LLVM 14,
//! `isFixedOrderRecurrence` in LLVM 22): a header phi carrying a value of
//! the previous iteration, and the users that sink past that value.

use lanes_ir::{InstId, Opcode, Value};
use lanes_target::ScalarKind;
use rustc_hash::FxHashSet;

use super::{RecurrenceDesc, scalar_kind};
use crate::cx::LoopCtx;

/// The previous value of header phi `phi`: its latch value, which LLVM 14
/// takes only when it is no phi; LLVM 22 follows latch values through
/// other header phis (`SeenPhis`) to the first that is none.
fn previous_value(cx: &LoopCtx, phi: InstId, llvm14: bool) -> Option<InstId> {
    let f = cx.func;
    let header = cx.data().header;
    let latch = cx.data().latch()?;
    let pinst = &f.insts[phi];
    let mut prev = pinst.operands[pinst.incoming_index(latch)?].as_inst()?;
    let mut seen = vec![phi];
    while !llvm14 && f.insts[prev].opcode == Opcode::Phi {
        let p = &f.insts[prev];
        if p.block != header || seen.contains(&prev) {
            return None;
        }
        seen.push(prev);
        prev = p.operands[p.incoming_index(latch)?].as_inst()?;
    }
    Some(prev)
}

/// LLVM's `isFirstOrderRecurrence` (14) and `isFixedOrderRecurrence`
/// (22): the latch value is an instruction of the loop other than a phi,
/// and every user of the phi (transitively) is either dominated by it or
/// can sink past it: a side-effect-free, non-reading instruction of the
/// header. LLVM 14 also asks that no other recurrence sinks that user or
/// the latch value (`SinkAfter`; `sunk` holds the instructions earlier
/// recurrences sink); LLVM 22 sinks in the plan instead, and follows a
/// latch value that is another header phi to the first that is not
/// (chained recurrences, `a[i - 2]` and `a[i - 1]` kept in two phis).
pub(super) fn recurrence(
    cx: &LoopCtx,
    phi: InstId,
    users: &crate::cx::Users,
    sunk: &mut FxHashSet<InstId>,
    profile: lanes_db::Profile,
) -> Option<RecurrenceDesc> {
    let f = cx.func;
    let pinst = &f.insts[phi];
    let header = cx.data().header;
    if pinst.operands.len() != 2 {
        return None;
    }
    let llvm14 = profile == lanes_db::Profile::Llvm14;
    let prev = previous_value(cx, phi, llvm14)?;
    let pv = &f.insts[prev];
    if !cx.contains_block(pv.block) || pv.opcode == Opcode::Phi || (llvm14 && sunk.contains(&prev))
    {
        return None;
    }
    let pos_in_block = |i: InstId| {
        f.blocks[f.insts[i].block]
            .insts
            .iter()
            .position(|&x| x == i)
    };
    let dominates = |a: InstId, b: InstId| {
        let (ba, bb) = (f.insts[a].block, f.insts[b].block);
        if !cx.contains_block(bb) {
            // The vectorizer puts the loop in simplified form first: a user
            // after the loop reads the value through an LCSSA phi of a
            // dedicated exit block, whose only predecessors are the loop's
            // blocks branching there (every exiting block for a user past
            // the exit blocks).
            let from: Vec<_> = cx
                .data()
                .exiting
                .iter()
                .copied()
                .filter(|&e| cx.cfg.succs(e).contains(&bb))
                .collect();
            let from = if from.is_empty() {
                cx.data().exiting.clone()
            } else {
                from
            };
            return from.iter().all(|&e| cx.dom.dominates(ba, e));
        }
        if ba == bb {
            f.insts[b].opcode != Opcode::Phi
                && pos_in_block(a)
                    .zip(pos_in_block(b))
                    .is_some_and(|(x, y)| x < y)
        } else {
            cx.dom.dominates(ba, bb)
        }
    };
    let mut to_sink: Vec<InstId> = Vec::new();
    let mut work = vec![phi];
    while let Some(cur) = work.pop() {
        for &u in users.get(cur).map(Vec::as_slice).unwrap_or(&[]) {
            let ui = &f.insts[u];
            if ui.block == header && to_sink.contains(&u) {
                continue;
            }
            if u == prev {
                return None;
            }
            if dominates(prev, u) {
                continue;
            }
            // A call sinks when it neither touches memory nor may throw or
            // not return (`mayHaveSideEffects`, `mayReadFromMemory`): the
            // intrinsics with a vector form are all such (`IntrNoMem`,
            // `willreturn`, and intrinsics never unwind).
            let pure_intrinsic = ui.opcode == Opcode::Call
                && ui
                    .callee_name()
                    .is_some_and(super::calls::vector_intrinsic_call);
            let side_effects = !pure_intrinsic
                && matches!(
                    ui.opcode,
                    Opcode::Load
                        | Opcode::Store
                        | Opcode::Call
                        | Opcode::Invoke
                        | Opcode::VAArg
                        | Opcode::Fence
                        | Opcode::CmpXchg
                        | Opcode::AtomicRmw
                );
            if ui.block != header || side_effects || ui.opcode.is_terminator() {
                return None;
            }
            // An instruction with two recurrence operands would sink twice.
            if llvm14 && sunk.contains(&u) {
                return None;
            }
            if ui.opcode == Opcode::Phi {
                continue;
            }
            to_sink.push(u);
            work.push(u);
        }
    }
    to_sink.sort_by_key(|&i| pos_in_block(i));
    sunk.extend(to_sink.iter().copied());
    Some(RecurrenceDesc {
        phi,
        name: cx.name(&Value::Inst(phi)),
        previous: cx.name(&Value::Inst(prev)),
        previous_inst: prev,
        sink: to_sink.iter().map(|&u| cx.name(&Value::Inst(u))).collect(),
        elem: scalar_kind(pinst.ty).unwrap_or(ScalarKind::I64),
    })
}
