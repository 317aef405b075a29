//! The scalar loop's cost: every instruction priced from the scalar
//! tables, conditional blocks and inner loops weighted.

use lanes_db::loops::LoopIdx;
use lanes_ir::{InstId, Opcode};
use rustc_hash::FxHashMap;

use super::{MemField, Prices, ScalarField, kind_or};
use crate::cx::LoopCtx;
use crate::legal::{intrinsic_base, libcall_intrinsic};
use crate::vplan::{cost_key, operand_info};

/// The scalar cost of one instruction (the scalar loop's price list).
pub fn scalar_inst_cost(cx: &LoopCtx, i: InstId, t: &dyn Prices) -> u32 {
    let inst = &cx.func.insts[i];
    let (opcode, elem, _) = cost_key(cx, i);
    let k = kind_or(elem);
    match inst.opcode {
        Opcode::Load => t.memory(MemField::ScalarLoad),
        Opcode::Store => t.memory(MemField::ScalarStore),
        Opcode::Phi | Opcode::GetElementPtr | Opcode::Alloca => 0,
        Opcode::Br => {
            if inst.operands.len() == 1 {
                t.scalar(ScalarField::Branch)
            } else {
                0
            }
        }
        // `getCFInstrCost` prices every terminator alike.
        Opcode::Switch => t.scalar(ScalarField::Branch),
        Opcode::Call => {
            let name = inst.callee_name().unwrap_or("");
            if name.starts_with("llvm.dbg.")
                || name.starts_with("llvm.lifetime.")
                || name.starts_with("llvm.directive.")
                || name == "llvm.assume"
            {
                0
            } else if intrinsic_base(name).is_some() || libcall_intrinsic(name).is_some() {
                // LLVM 22's `X64CostTbl` / `X86CostTbl` rows price a scalar
                // `llvm.smin` … `umax` (`getIntrinsicInstrCost`); under
                // profile 14 `x86_cost` answers nothing for them.
                match super::isa::x86_cost(t, opcode, k, operand_info(cx, i), 1) {
                    Some((c, _)) => c,
                    None => t.scalar_op(opcode, k),
                }
            } else {
                t.scalar(ScalarField::Default)
            }
        }
        op if op.is_terminator() => 0,
        _ => match super::isa::x86_cost(t, opcode, k, operand_info(cx, i), 1) {
            Some((c, _)) => c,
            None => t.scalar_op(opcode, k),
        },
    }
}

/// A conditional block is assumed to run every other iteration (LLVM's
/// `getReciprocalPredBlockProb`): the expected cost of its instructions is
/// halved, in the scalar loop and in predicated replicate recipes alike.
/// The per-lane mask tests and branches always run.
pub const PRED_BLOCK_RECIPROCAL: u64 = 2;

/// Where LLVM 22 weighs the scalar loop differently from LLVM 14 (the
/// default: LLVM 14's rules).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct ScalarRules {
    /// What a conditional block's cost is divided by: `None` for LLVM 14's
    /// `PRED_BLOCK_RECIPROCAL` for every block that does not dominate the
    /// latch; LLVM 22's block frequencies ([`super::frequency`]), a block
    /// not listed running every time.
    pub divisors: Option<la_arena::ArenaMap<lanes_ir::BlockId, u64>>,
    /// Instructions that cost nothing: LLVM 22's trivially dead values
    /// ([`crate::dead`]).
    pub dead: Vec<InstId>,
}

/// The cost of one iteration of the scalar loop (inner loops weighted by
/// their trip count when it is known, else once), conditional blocks
/// weighted as `rules` say.
pub fn scalar_loop_cost(
    cx: &LoopCtx,
    t: &dyn Prices,
    trip_count_of: &dyn Fn(LoopIdx) -> Option<u64>,
    rules: &ScalarRules,
) -> u32 {
    let mut total = 0u64;
    let latch = cx.data().latch();
    // Executions of an inner loop's body per iteration of `cx.l`: the
    // product of the trip counts up to it, memoized per loop so a deep nest
    // is not walked once per block.
    let mut weights: FxHashMap<LoopIdx, u64> = Default::default();
    fn weight_of(
        cx: &LoopCtx,
        trip_count_of: &dyn Fn(LoopIdx) -> Option<u64>,
        l: LoopIdx,
        memo: &mut FxHashMap<LoopIdx, u64>,
    ) -> u64 {
        // Walk up to the first loop with a known weight, then fill back down.
        let mut chain = Vec::new();
        let mut m = Some(l);
        let mut w = 1u64;
        while let Some(x) = m {
            if x == cx.l {
                break;
            }
            if let Some(&k) = memo.get(&x) {
                w = k;
                break;
            }
            chain.push(x);
            m = cx.forest.loops[x].parent;
        }
        for &x in chain.iter().rev() {
            w = w.saturating_mul(trip_count_of(x).unwrap_or(1).max(1));
            memo.insert(x, w);
        }
        w
    }
    let weight = |l, memo: &mut FxHashMap<_, _>| weight_of(cx, trip_count_of, l, memo);
    for &b in &cx.data().blocks {
        // A block that does not always run is weighted by the probability
        // that it does (LLVM's `getReciprocalPredBlockProb`).
        let conditional =
            latch.is_some_and(|l| !cx.dom.dominates(b, l)) && cx.forest.loop_of(b) == Some(cx.l);
        let mut block = 0u64;
        let w = cx.forest.loop_of(b).map_or(1, |l| weight(l, &mut weights));
        for &i in &cx.func.blocks[b].insts {
            if !rules.dead.contains(&i) {
                block += w * u64::from(scalar_inst_cost(cx, i, t));
            }
        }
        total += match &rules.divisors {
            Some(d) => block / d.get(b).copied().unwrap_or(1),
            None if conditional => block / PRED_BLOCK_RECIPROCAL,
            None => block,
        };
    }
    total.min(u64::from(u32::MAX)) as u32
}
