//! LLVM 22's blends as the plan keeps them for register usage: normalized
//! (`VPlanTransforms` `simplifyBlends`), so that each reads one mask fewer
//! than it has incoming values, and the masks no recipe reads any more
//! removed as dead.

use lanes_ir::{BlockId, Function, InstId};
use rustc_hash::FxHashMap;

use crate::predicate::MaskOp;

/// The masks `op` is computed from.
fn operands(op: &MaskOp) -> impl Iterator<Item = usize> {
    let (a, b) = match *op {
        MaskOp::Not(a) => (Some(a), None),
        MaskOp::And(a, b) | MaskOp::Or(a, b) => (Some(a), Some(b)),
        _ => (None, None),
    };
    a.into_iter().chain(b)
}

/// How many recipes read each mask (`VPValue::getNumUsers`): the masks
/// computed from it, the blends, and the masked recipes of the blocks it
/// guards.
pub(super) struct MaskUsers<'a> {
    ops: &'a [MaskOp],
    pub count: Vec<u32>,
}

impl<'a> MaskUsers<'a> {
    pub(super) fn new(
        ops: &'a [MaskOp],
        blends: &[(InstId, Vec<Option<usize>>)],
        block_reads: impl IntoIterator<Item = usize>,
    ) -> MaskUsers<'a> {
        let mut count = vec![0; ops.len()];
        for op in ops {
            for o in operands(op) {
                count[o] += 1;
            }
        }
        for (_, incoming) in blends {
            for &k in incoming.iter().flatten() {
                count[k] += 1;
            }
        }
        for k in block_reads {
            count[k] += 1;
        }
        MaskUsers { ops, count }
    }

    /// One reader of `k` is gone; a mask left without readers is dead
    /// (`recursivelyDeleteDeadRecipes`) and releases its operands.
    fn release(&mut self, k: usize) {
        self.count[k] = self.count[k].saturating_sub(1);
        if self.count[k] == 0 {
            for o in operands(&self.ops[k]) {
                self.release(o);
            }
        }
    }

    /// The masks a blend reads once normalized: the incoming value whose
    /// mask only this blend reads (else the first) becomes the blend's
    /// start and its mask is dropped; a single mask left that is a `not`
    /// is read through (`BLEND %a, %b, not(%m)` becomes `BLEND %b, %a,
    /// %m`).
    pub(super) fn normalize(&mut self, incoming: &[Option<usize>]) -> Vec<usize> {
        let start = incoming
            .iter()
            .position(|m| m.is_some_and(|k| self.count[k] == 1))
            .unwrap_or(0);
        let mut reads: Vec<usize> = incoming
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != start)
            .filter_map(|(_, m)| *m)
            .collect();
        if let Some(Some(k)) = incoming.get(start) {
            self.release(*k);
        }
        if let [k] = reads[..]
            && let MaskOp::Not(a) = self.ops[k]
        {
            self.count[a] += 1;
            self.release(k);
            reads = vec![a];
        }
        reads
    }
}

/// The mask each block reads for its masked recipes.
pub(super) fn block_reads(
    f: &Function,
    blocks: &[(BlockId, Option<usize>)],
    masked: &[InstId],
) -> Vec<usize> {
    let mask: FxHashMap<BlockId, usize> = blocks
        .iter()
        .filter_map(|&(b, m)| m.map(|k| (b, k)))
        .collect();
    masked
        .iter()
        .filter_map(|&i| mask.get(&f.insts[i].block).copied())
        .collect()
}
