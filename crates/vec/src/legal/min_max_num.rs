//! LLVM 22's `minnum`/`maxnum` reductions without no-NaNs (`FMinNum`,
//! `FMaxNum`): which calls they are, and when the plan that checks them
//! for NaNs is given up.

use lanes_ir::Opcode;

use super::{Legality, ReductionDesc};
use crate::cx::LoopCtx;

/// A call of `llvm.minnum` or `llvm.maxnum`.
pub(super) fn minnum_maxnum(inst: &lanes_ir::InstData) -> bool {
    inst.opcode == Opcode::Call
        && inst
            .callee_name()
            .is_some_and(|n| n.starts_with("llvm.minnum.") || n.starts_with("llvm.maxnum."))
}

/// LLVM 22's `handleMaxMinNumReductions`, which gives up (no vector plan)
/// on a loop with a `minnum`/`maxnum` reduction checked for NaNs unless
/// its last vector iteration can rerun in the scalar loop: the
/// reduction's backedge value is the call itself, every other header phi
/// is an integer or FP induction, and nothing in the loop writes memory.
pub(super) fn nan_check_plan_refusal(cx: &LoopCtx, lg: &Legality) -> Option<String> {
    let checked: Vec<&ReductionDesc> = lg.reductions.iter().filter(|r| r.nan_check).collect();
    if checked.is_empty() {
        return None;
    }
    let why = if checked
        .iter()
        .any(|r| !minnum_maxnum(&cx.func.insts[r.exit_inst]))
    {
        "the minnum/maxnum reduction's backedge value is not the call"
    } else if lg.reductions.iter().any(|r| !r.nan_check)
        || !lg.recurrences.is_empty()
        || lg.inductions.iter().any(|iv| iv.pointer)
    {
        "a header phi other than an integer or FP induction beside a minnum/maxnum reduction"
    } else if cx.insts().any(|i| {
        let inst = &cx.func.insts[i];
        matches!(
            inst.opcode,
            Opcode::Store | Opcode::AtomicRmw | Opcode::CmpXchg | Opcode::Fence
        ) || (inst.opcode == Opcode::Call
            && !inst.callee_name().is_some_and(|n| n.starts_with("llvm.")))
    }) {
        "a write to memory in a loop with a minnum/maxnum reduction"
    } else {
        return None;
    };
    Some(format!(
        "LLVM 22 cannot rerun a vector iteration that read a NaN in the scalar loop ({why})"
    ))
}
