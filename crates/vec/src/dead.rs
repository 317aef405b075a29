//! The loop's trivially dead values, which LLVM 22's cost model ignores
//! (`collectValuesToIgnore`: an instruction that `wouldInstructionBeTriviallyDead`
//! and whose users are all ignored, transitively; header phis excepted).
//! They count in no type width and cost nothing, in the scalar loop as in
//! the vector one (VPlan removes their recipes). LLVM 14 ignored only
//! ephemeral values: an unused load still set the widest type.

use lanes_ir::{Extra, Flags, InstId, Opcode};
use rustc_hash::FxHashSet;

use crate::cx::LoopCtx;

/// The loop's instructions that are dead by LLVM 22's rule.
pub fn trivially_dead(cx: &LoopCtx) -> FxHashSet<InstId> {
    let header = cx.data().header;
    let insts: Vec<InstId> = cx
        .data()
        .blocks
        .iter()
        .flat_map(|&b| cx.func.blocks[b].insts.iter().copied())
        .filter(|&i| {
            let inst = &cx.func.insts[i];
            !(inst.opcode == Opcode::Phi && inst.block == header) && no_side_effects(cx, i)
        })
        .collect();
    let mut dead = FxHashSet::default();
    loop {
        let before = dead.len();
        for &i in &insts {
            if dead.contains(&i) {
                continue;
            }
            let users = cx.users.get(i).map_or(&[][..], |u| &u[..]);
            if users.iter().all(|u| dead.contains(u)) {
                dead.insert(i);
            }
        }
        if dead.len() == before {
            return dead;
        }
    }
}

/// `!mayHaveSideEffects` as `wouldInstructionBeTriviallyDead` asks it: no
/// store, call, terminator, fence or atomic; a load neither volatile nor
/// atomic.
fn no_side_effects(cx: &LoopCtx, i: InstId) -> bool {
    let inst = &cx.func.insts[i];
    match inst.opcode {
        Opcode::Load => {
            !inst.flags.contains(Flags::VOLATILE)
                && !matches!(
                    &inst.extra,
                    Extra::Mem {
                        atomic: Some(_),
                        ..
                    }
                )
        }
        Opcode::Store
        | Opcode::Call
        | Opcode::Invoke
        | Opcode::CallBr
        | Opcode::Fence
        | Opcode::AtomicRmw
        | Opcode::CmpXchg
        | Opcode::VAArg => false,
        op => !op.is_terminator() && !inst.ty.is_void(),
    }
}
