//! Predicated instructions priced as scalars with the operands they can
//! take into their replicate region, when that is cheaper than widening
//! those operands: LLVM 14's `collectInstsToScalarize` and
//! `computePredInstDiscount`.
//!
//! A division that may divide by zero under a mask, or the one store the
//! vector loop runs lane by lane under a mask (LLVM's
//! `isScalarWithPredication`, unless `useEmulatedMaskMemRefHack` prices it
//! out of reach), runs one lane at a time in its replicate region. Its
//! operands that have no other use, live in the same block and are
//! widened otherwise can run as scalars in that region too: they then cost
//! a scalar operation per lane, halved as the region runs every other
//! iteration, instead of a vector one, and the vectors they read are
//! taken apart lane by lane. LLVM scalarizes the whole chain when the
//! vector prices add up to at least the scalar ones.

use lanes_ir::{BlockId, InstId, Opcode};
use rustc_hash::FxHashMap;

use super::recipe::{is_div_op, scalar_price};
use super::{LaneMoves, Prices, ScalarField, memory};
use crate::vplan::{FlatRecipe, Recipe, RecipeKind};

/// Whether a recipe runs lane by lane under a mask (LLVM's
/// `isScalarWithPredication`): a division that may divide by zero, a
/// store or load without a masked form worth using.
fn is_root(r: &Recipe, t: &dyn Prices) -> bool {
    match r.kind {
        // A division replicated under a branch kept uniform too: LLVM
        // predicates it.
        RecipeKind::Replicate { .. } if is_div_op(&r.opcode) => true,
        RecipeKind::Replicate { .. } | RecipeKind::Load { .. } | RecipeKind::Store { .. } => {
            memory::predicated_load(r, t) || memory::emulated_store_count(r, t) > 0
        }
        _ => false,
    }
}

/// A predicated access LLVM prices out of reach
/// (`useEmulatedMaskMemRefHack`: a load, or a store when more than one
/// runs lane by lane): nothing is sunk into it.
fn priced_out(r: &Recipe, emulated: bool) -> bool {
    r.opcode.is_inst(Opcode::Load) || (emulated && r.opcode.is_inst(Opcode::Store))
}

/// The recipes sunk into a predicated instruction's region and their new
/// expected costs (in the plan's probability units), by flat index, and
/// the branches that lead to a block keeping a predicated instruction.
pub(super) struct Sunk {
    pub cost: FxHashMap<usize, u64>,
    /// The branches' blocks, each testing every lane's mask bit.
    pub branches: Vec<BlockId>,
    /// What one such branch costs: `VF` mask bits extracted and `VF`
    /// branches (LLVM's `getInstructionCost` of a branch into one of
    /// `PredicatedBBsAfterVectorization`).
    pub branch_cost: u32,
}

/// Applies LLVM's discount to `costs` (each flat recipe's expected cost,
/// `cost × weight × prob`) at `vf`: the recipes of every chain worth
/// scalarizing get their scalar price, the other recipes of their
/// instruction (the region's mask test and phi) none. Every price entry
/// the chains could read is read, whatever the costs, so that recorded
/// price keys do not depend on values.
pub(super) fn apply(
    flat: &[FlatRecipe],
    costs: &[u64],
    vf: u32,
    t: &dyn Prices,
    emulated: bool,
    pred_divisor: &dyn Fn(Option<InstId>) -> u32,
) -> Sunk {
    let moves = LaneMoves::read(t);
    let mut out = Sunk {
        cost: FxHashMap::default(),
        branches: Vec::new(),
        branch_cost: moves.mask_extract(vf) + vf * t.scalar(ScalarField::Branch),
    };
    if vf < 2 {
        return out;
    }
    // Every flat recipe of an instruction; its own recipe (the one with
    // sink facts that is no mask test or phi) first.
    let mut of_inst: FxHashMap<InstId, Vec<usize>> = FxHashMap::default();
    for (k, fr) in flat.iter().enumerate() {
        if let Some(i) = fr.recipe.inst
            && fr.recipe.sink.is_some()
            && !fr.once
        {
            let v = of_inst.entry(i).or_default();
            if matches!(
                fr.recipe.kind,
                RecipeKind::BranchOnMask | RecipeKind::PredicatedPhi
            ) {
                v.push(k);
            } else {
                v.insert(0, k);
            }
        }
    }
    let roots: Vec<usize> = flat
        .iter()
        .enumerate()
        .filter(|(_, fr)| !fr.once && fr.recipe.sink.is_some() && is_root(fr.recipe, t))
        .map(|(k, _)| k)
        .collect();
    for root in roots {
        let r = flat[root].recipe;
        let (Some(ri), Some(rs)) = (r.inst, r.sink.as_ref()) else {
            continue;
        };
        for &b in &rs.branches {
            if !out.branches.contains(&b) {
                out.branches.push(b);
            }
        }
        if priced_out(r, emulated) {
            continue;
        }
        let block = rs.block;
        // The region runs every other iteration; a division replicated
        // under a branch kept uniform has that probability in its block's.
        let halve = !matches!(r.kind, RecipeKind::Replicate { predicated: false });
        // (instruction, scalar expected cost) of the chain, in visit order.
        let mut chain: Vec<(InstId, u64)> = Vec::new();
        let mut discount: i128 = 0;
        let mut work = vec![ri];
        while let Some(i) = work.pop() {
            if chain.iter().any(|&(c, _)| c == i) {
                continue;
            }
            let Some(ks) = of_inst.get(&i) else {
                continue;
            };
            let own = &flat[ks[0]];
            let Some(facts) = own.recipe.sink.as_ref() else {
                continue;
            };
            let vector: u64 = ks.iter().map(|&k| costs[k]).sum();
            let mut scalar = u64::from(vf) * u64::from(scalar_price(own.recipe, t));
            if i == ri && facts.value {
                let (bits, fp) = super::context::lane_type(own.recipe);
                scalar += u64::from(moves.insert(vf, bits, fp));
            }
            for op in &facts.operands {
                let sinks = of_inst.get(&op.inst).is_some_and(|oks| {
                    let o = flat[oks[0]].recipe;
                    o.sink
                        .as_ref()
                        .is_some_and(|s| s.sinkable && s.block == block)
                        && !is_root(o, t)
                });
                if sinks {
                    work.push(op.inst);
                } else if op.vector {
                    scalar += u64::from(moves.extract(vf, op.bits, op.fp));
                }
            }
            if halve {
                scalar /= u64::from(pred_divisor(r.inst).max(1));
            }
            let scalar = scalar * own.weight * own.prob;
            discount += i128::from(vector) - i128::from(scalar);
            chain.push((i, scalar));
        }
        if discount < 0 {
            continue;
        }
        for (i, scalar) in chain {
            for (n, &k) in of_inst[&i].iter().enumerate() {
                out.cost.insert(k, if n == 0 { scalar } else { 0 });
            }
        }
    }
    out
}
