//! How often each block of an innermost loop runs per iteration, as LLVM
//! 22's cost model weighs a conditional block: `getPredBlockCostDivisor`
//! divides the block's cost by the header's frequency over the block's
//! (`BlockFrequencyInfo`, rounded), where LLVM 14 divides by 2 whatever the
//! block (`getReciprocalPredBlockProb`). Without profile data the
//! frequencies come from `BranchProbabilityInfo`'s static heuristics,
//! ported here in their order: `!prof` branch weights, loop exits and
//! unreachable successors (`calcEstimatedHeuristics`), pointer compares
//! (`calcPointerHeuristics`), compares with 0, 1 and -1
//! (`calcZeroHeuristics`), floating-point compares
//! (`calcFloatingPointHeuristics`), else even odds.

use la_arena::ArenaMap;
use lanes_ir::{BlockId, Metadata, Module, Opcode, Predicate, Value};

use crate::cx::LoopCtx;

/// `LBH_TAKEN_WEIGHT / LBH_NONTAKEN_WEIGHT + 1`: a loop-exiting edge weighs
/// this much less than staying in the loop.
const LOOP_EXIT_SCALE: f64 = 32.0;
/// `PH_TAKEN_WEIGHT`, `ZH_TAKEN_WEIGHT`, `FPH_TAKEN_WEIGHT` (20) against
/// their non-taken weights (12): the likely side of a heuristic.
const LIKELY: f64 = 20.0 / 32.0;
/// `FPH_ORD_WEIGHT` against `FPH_UNO_WEIGHT`: `fcmp ord` is almost always
/// true.
const ORD_LIKELY: f64 = (1024.0 * 1024.0 - 1.0) / (1024.0 * 1024.0);

/// The divisor of every block of the loop that does not run on every
/// iteration (blocks absent run every iteration: divisor 1). `None` for a
/// loop with inner loops: LLVM's legacy cost model prices innermost loops
/// only, and lanes keeps LLVM 14's rule there.
pub fn pred_block_divisors(module: &Module, cx: &LoopCtx) -> Option<ArenaMap<BlockId, u64>> {
    let blocks = cx.rpo_blocks();
    if blocks.iter().any(|&b| cx.forest.loop_of(b) != Some(cx.l)) {
        return None;
    }
    let header = cx.data().header;
    let mut freq: rustc_hash::FxHashMap<BlockId, f64> = Default::default();
    freq.insert(header, 1.0);
    let mut out = ArenaMap::default();
    for &b in &blocks {
        let f = freq.get(&b).copied().unwrap_or(0.0);
        if b != header && f < 1.0 {
            // `std::round` of the ratio; a block never reached runs once.
            let d = if f > 0.0 { (1.0 / f).round() as u64 } else { 1 };
            if d > 1 {
                out.insert(b, d);
            }
        }
        for (s, p) in edge_probabilities(module, cx, b) {
            if s != header && cx.contains_block(s) {
                *freq.entry(s).or_default() += f * p;
            }
        }
    }
    Some(out)
}

/// The probability of each successor edge of `b` (successors repeated are
/// summed by the caller's accumulation).
fn edge_probabilities(module: &Module, cx: &LoopCtx, b: BlockId) -> Vec<(BlockId, f64)> {
    let f = cx.func;
    let Some(&term) = f.blocks[b].insts.last() else {
        return Vec::new();
    };
    let inst = &f.insts[term];
    let succs = inst.successors();
    if succs.is_empty() {
        return Vec::new();
    }
    let even = || {
        let p = 1.0 / succs.len() as f64;
        succs.iter().map(|&s| (s, p)).collect::<Vec<_>>()
    };
    if inst.opcode != Opcode::Br || succs.len() != 2 {
        return even();
    }
    let (t, e) = (succs[0], succs[1]);
    let taken = branch_weights(module, inst)
        .or_else(|| estimated_weights(cx, t, e))
        .or_else(|| compare_heuristic(cx, &inst.operands[0]))
        .unwrap_or(0.5);
    vec![(t, taken), (e, 1.0 - taken)]
}

/// The `!prof` branch weights' probability of the first successor.
fn branch_weights(module: &Module, inst: &lanes_ir::InstData) -> Option<f64> {
    let node = match inst.attachment("prof")? {
        Metadata::Ref(n) => module.metadata_node(*n)?,
        Metadata::Node(n) => n,
        _ => return None,
    };
    let ops = node.operands();
    match ops {
        [Metadata::String(s), _, _] if &**s == b"branch_weights" => {}
        _ => return None,
    }
    let weight = |m: &Metadata| -> Option<f64> { Some(f64::from(m.as_const()?.as_int()? as u32)) };
    let (a, b) = (weight(&ops[1])?, weight(&ops[2])?);
    (a + b > 0.0).then(|| a / (a + b))
}

/// `calcEstimatedHeuristics`: an edge to a block that ends in
/// `unreachable` is never taken, and an edge leaving the loop is taken
/// once in `LOOP_EXIT_SCALE` times as often as one staying in it.
fn estimated_weights(cx: &LoopCtx, t: BlockId, e: BlockId) -> Option<f64> {
    let weight = |s: BlockId| {
        let ends_unreachable = cx.func.blocks[s]
            .insts
            .last()
            .is_some_and(|&i| cx.func.insts[i].opcode == Opcode::Unreachable);
        if ends_unreachable {
            0.0
        } else if cx.contains_block(s) {
            1.0
        } else {
            1.0 / LOOP_EXIT_SCALE
        }
    };
    let (wt, we) = (weight(t), weight(e));
    (wt != we && wt + we > 0.0).then(|| wt / (wt + we))
}

/// The pointer, zero and floating-point heuristics on the branch's
/// condition: the probability that it holds.
fn compare_heuristic(cx: &LoopCtx, cond: &Value) -> Option<f64> {
    let c = &cx.func.insts[cond.as_inst()?];
    let pred = c.predicate()?;
    let likely = |yes: bool| if yes { LIKELY } else { 1.0 - LIKELY };
    if c.opcode == Opcode::FCmp {
        return match pred {
            // Equal floats are unlikely; unequal ones likely.
            Predicate::Oeq | Predicate::Ueq => Some(likely(false)),
            Predicate::One | Predicate::Une => Some(likely(true)),
            Predicate::Ord => Some(ORD_LIKELY),
            Predicate::Uno => Some(1.0 - ORD_LIKELY),
            _ => None,
        };
    }
    let (lhs, rhs) = (&c.operands[0], &c.operands[1]);
    if cx.func.value_ty(lhs).is_ptr() {
        // Two pointers are rarely equal.
        return match pred {
            Predicate::Eq => Some(likely(false)),
            Predicate::Ne => Some(likely(true)),
            _ => None,
        };
    }
    let k = rhs.as_const()?.as_int()?;
    // A bit test (`x & 2^k` against 0) says nothing.
    let bit_test = lhs.as_inst().is_some_and(|i| {
        let a = &cx.func.insts[i];
        a.opcode == Opcode::And
            && a.operands[1]
                .as_const()
                .and_then(|c| c.as_int())
                .is_some_and(|m| m > 0 && (m & (m - 1)) == 0)
    });
    match (k, pred) {
        (0, _) if bit_test => None,
        (0, Predicate::Eq) | (0, Predicate::Slt) => Some(likely(false)),
        (0, Predicate::Ne) | (0, Predicate::Sgt) => Some(likely(true)),
        // `x <= 0`, as InstCombine writes it.
        (1, Predicate::Slt) => Some(likely(false)),
        (-1, Predicate::Eq) => Some(likely(false)),
        (-1, Predicate::Ne) | (-1, Predicate::Sgt) => Some(likely(true)),
        _ => None,
    }
}
