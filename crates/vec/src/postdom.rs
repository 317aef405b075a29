//! Post-dominators of a loop's body for the divergence analysis: which
//! blocks a divergent branch makes joins. They depend on the loop's CFG
//! alone, so one analysis builds them once, when it first finds a branch
//! divergent.

use lanes_ir::BlockId;
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use crate::cx::LoopCtx;

/// Post-dominators of the loop body with back edges removed and every exit
/// (and the latch edges) going to one virtual exit.
pub(crate) struct PostDom {
    /// Immediate post-dominator (`None` = the virtual exit).
    ipdom: FxHashMap<BlockId, Option<BlockId>>,
    depth: FxHashMap<BlockId, u32>,
}

/// `b`'s successors in the loop body without back edges (`None`: the
/// virtual exit), inline for the usual two.
fn dag_succs(cx: &LoopCtx, b: BlockId) -> SmallVec<[Option<BlockId>; 2]> {
    let mut out = SmallVec::new();
    for &s in cx.cfg.succs(b) {
        let back = cx.dom.dominates(s, b);
        if back {
            continue;
        }
        let next = cx.contains_block(s).then_some(s);
        if !out.contains(&next) {
            out.push(next);
        }
    }
    if out.is_empty() {
        out.push(None);
    }
    out
}

impl PostDom {
    /// `blocks`: the loop's blocks in reverse post-order.
    pub(crate) fn build(cx: &LoopCtx, blocks: &[BlockId]) -> PostDom {
        let mut pd = PostDom {
            ipdom: FxHashMap::default(),
            depth: FxHashMap::default(),
        };
        for &b in blocks.iter().rev() {
            let mut acc: Option<Option<BlockId>> = None;
            for s in dag_succs(cx, b) {
                acc = Some(match acc {
                    None => s,
                    Some(a) => pd.lca(a, s),
                });
            }
            let p = acc.flatten();
            let d = p.map_or(0, |p| pd.depth.get(&p).copied().unwrap_or(0)) + 1;
            pd.ipdom.insert(b, p);
            pd.depth.insert(b, d);
        }
        pd
    }

    fn depth_of(&self, b: Option<BlockId>) -> u32 {
        b.map_or(0, |b| self.depth.get(&b).copied().unwrap_or(0))
    }

    fn lca(&self, mut a: Option<BlockId>, mut b: Option<BlockId>) -> Option<BlockId> {
        // Blocks of an irreducible cycle may have no depth yet (0, like the
        // virtual exit); at equal depths the one that is not the exit moves,
        // so every step lowers a depth or reaches the exit.
        while a != b {
            let (da, db) = (self.depth_of(a), self.depth_of(b));
            if da > db || (da == db && a.is_some()) {
                a = a.and_then(|x| self.ipdom.get(&x).copied().flatten());
            } else {
                b = b.and_then(|x| self.ipdom.get(&x).copied().flatten());
            }
        }
        a
    }

    /// Blocks reached from two different successors of `b` before (and
    /// including) its immediate post-dominator.
    pub(crate) fn joins(&self, cx: &LoopCtx, b: BlockId) -> Vec<BlockId> {
        let stop = self.ipdom.get(&b).copied().flatten();
        let mut reached: FxHashMap<BlockId, usize> = FxHashMap::default();
        for (k, s) in dag_succs(cx, b).into_iter().enumerate() {
            let Some(s) = s else { continue };
            let mut seen = FxHashSet::default();
            let mut work = vec![s];
            while let Some(x) = work.pop() {
                if !seen.insert(x) {
                    continue;
                }
                match reached.get(&x) {
                    Some(&j) if j != k => {
                        reached.insert(x, usize::MAX);
                    }
                    None => {
                        reached.insert(x, k);
                    }
                    _ => {}
                }
                if Some(x) == stop {
                    continue;
                }
                work.extend(dag_succs(cx, x).into_iter().flatten());
            }
        }
        let mut out: Vec<BlockId> = reached
            .into_iter()
            .filter(|&(_, k)| k == usize::MAX)
            .map(|(x, _)| x)
            .collect();
        out.sort();
        out
    }
}
