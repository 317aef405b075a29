//! Dominator tree by the Cooper–Harvey–Kennedy iterative algorithm over the
//! reverse post-order: simple, and fast on the reducible CFGs compilers emit.

use la_arena::ArenaMap;
use lanes_ir::BlockId;

use crate::cfg::Cfg;

#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct DomTree {
    /// Immediate dominator of each reachable block (the entry maps to itself).
    pub idom: ArenaMap<BlockId, BlockId>,
    /// Children in the dominator tree, in RPO order.
    pub children: ArenaMap<BlockId, Vec<BlockId>>,
    /// RPO index copy, so that `dominates` needs no Cfg.
    rpo_index: ArenaMap<BlockId, u32>,
    /// Pre/post numbers of a DFS over the tree for O(1) dominance queries.
    pre: ArenaMap<BlockId, u32>,
    post: ArenaMap<BlockId, u32>,
}

impl DomTree {
    pub fn build(cfg: &Cfg) -> DomTree {
        let mut t = DomTree {
            rpo_index: cfg.rpo_index.clone(),
            ..DomTree::default()
        };
        let Some(&entry) = cfg.rpo.first() else {
            return t;
        };
        let mut idom: Vec<Option<u32>> = vec![None; cfg.rpo.len()];
        idom[0] = Some(0);
        let mut changed = true;
        while changed {
            changed = false;
            for (i, &b) in cfg.rpo.iter().enumerate().skip(1) {
                let mut new: Option<u32> = None;
                for &p in cfg.preds(b) {
                    let Some(&pi) = cfg.rpo_index.get(p) else {
                        continue;
                    };
                    if idom[pi as usize].is_none() {
                        continue;
                    }
                    new = Some(match new {
                        None => pi,
                        Some(n) => intersect(&idom, pi, n),
                    });
                }
                if new.is_some() && idom[i] != new {
                    idom[i] = new;
                    changed = true;
                }
            }
        }
        for (i, &b) in cfg.rpo.iter().enumerate() {
            let d = cfg.rpo[idom[i].unwrap_or(0) as usize];
            t.idom.insert(b, d);
            t.children.insert(b, Vec::new());
        }
        for &b in cfg.rpo.iter().skip(1) {
            let d = t.idom[b];
            t.children[d].push(b);
        }
        // Number the tree for constant-time dominance checks.
        let mut counter = 0u32;
        let mut stack = vec![(entry, 0usize)];
        t.pre.insert(entry, 0);
        while let Some((b, i)) = stack.last_mut() {
            let b = *b;
            if let Some(&c) = t.children[b].get(*i) {
                *i += 1;
                counter += 1;
                t.pre.insert(c, counter);
                stack.push((c, 0));
            } else {
                counter += 1;
                t.post.insert(b, counter);
                stack.pop();
            }
        }
        t
    }

    /// Whether `a` dominates `b` (reflexive). Unreachable blocks dominate nothing.
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        match (
            self.pre.get(a),
            self.pre.get(b),
            self.post.get(a),
            self.post.get(b),
        ) {
            (Some(pa), Some(pb), Some(qa), Some(qb)) => pa <= pb && qb <= qa,
            _ => false,
        }
    }

    pub fn idom(&self, b: BlockId) -> Option<BlockId> {
        let d = *self.idom.get(b)?;
        (d != b).then_some(d)
    }

    pub fn is_reachable(&self, b: BlockId) -> bool {
        self.rpo_index.get(b).is_some()
    }
}

fn intersect(idom: &[Option<u32>], mut a: u32, mut b: u32) -> u32 {
    while a != b {
        while a > b {
            a = idom[a as usize].unwrap_or(0);
        }
        while b > a {
            b = idom[b as usize].unwrap_or(0);
        }
    }
    a
}
