//! Control-flow graph of one function: successors, predecessors and a
//! reverse post-order, indexed densely by block.

use la_arena::ArenaMap;
use lanes_ir::{BlockId, Function};

/// Successor/predecessor lists and orders over the function's blocks.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Cfg {
    pub succs: ArenaMap<BlockId, Vec<BlockId>>,
    pub preds: ArenaMap<BlockId, Vec<BlockId>>,
    /// Reachable blocks in reverse post-order from the entry.
    pub rpo: Vec<BlockId>,
    /// Position of each reachable block in `rpo`.
    pub rpo_index: ArenaMap<BlockId, u32>,
    /// Position of each block in the function's layout (the text order),
    /// so that a loop orders its own blocks without a walk over the
    /// function's.
    pub layout_index: ArenaMap<BlockId, u32>,
}

impl Cfg {
    pub fn build(func: &Function) -> Cfg {
        let mut cfg = Cfg::default();
        for &b in &func.layout {
            cfg.succs.insert(b, Vec::new());
            cfg.preds.insert(b, Vec::new());
        }
        for &b in &func.layout {
            let Some(term) = func.terminator(b) else {
                continue;
            };
            let mut seen: Vec<BlockId> = Vec::new();
            for &s in func.insts[term].successors() {
                // A switch may name one block twice; the CFG keeps one edge.
                if !seen.contains(&s) {
                    seen.push(s);
                    cfg.preds[s].push(b);
                }
            }
            cfg.succs.insert(b, seen);
        }
        if let Some(entry) = func.entry() {
            cfg.rpo = post_order(entry, &cfg.succs);
            cfg.rpo.reverse();
        }
        for (i, &b) in cfg.rpo.iter().enumerate() {
            cfg.rpo_index.insert(b, i as u32);
        }
        for (i, &b) in func.layout.iter().enumerate() {
            cfg.layout_index.insert(b, i as u32);
        }
        cfg
    }

    pub fn succs(&self, b: BlockId) -> &[BlockId] {
        self.succs.get(b).map(|v| &v[..]).unwrap_or(&[])
    }
    pub fn preds(&self, b: BlockId) -> &[BlockId] {
        self.preds.get(b).map(|v| &v[..]).unwrap_or(&[])
    }
    pub fn is_reachable(&self, b: BlockId) -> bool {
        self.rpo_index.get(b).is_some()
    }
}

/// Iterative DFS post-order (no recursion: functions can have thousands of blocks).
fn post_order(entry: BlockId, succs: &ArenaMap<BlockId, Vec<BlockId>>) -> Vec<BlockId> {
    let mut order = Vec::new();
    let mut visited = ArenaMap::<BlockId, ()>::default();
    let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
    visited.insert(entry, ());
    while let Some((b, i)) = stack.last_mut() {
        let b = *b;
        let list = succs.get(b).map(|v| &v[..]).unwrap_or(&[]);
        if let Some(&s) = list.get(*i) {
            *i += 1;
            if visited.get(s).is_none() {
                visited.insert(s, ());
                stack.push((s, 0));
            }
        } else {
            order.push(b);
            stack.pop();
        }
    }
    order
}
