//! Profile counts of blocks: how often each block ran in the profiled
//! runs, for a function whose IR carries profile data (PGO's
//! `!prof !{!"function_entry_count", i64 N}` and `branch_weights`). A
//! loop's count is its header's, the hotness LLVM attaches to a remark
//! about the loop (`OptimizationRemarkEmitter::computeHotness`:
//! `BlockFrequencyInfo::getBlockProfileCount` of the header), by which
//! opt-viewer orders remarks.
//!
//! The frequencies are `BlockFrequencyInfoImpl`'s on reducible control
//! flow: loops are visited innermost first; within a loop, mass flows
//! from the header (1) along the edges' probabilities in reverse
//! post-order, an inner loop standing as one node that hands its mass to
//! its exits in the share it leaves by; the mass coming back to the header
//! gives the loop's scale `1 / (1 - backedge mass)` (4096 when nothing
//! leaves). A block's frequency is the product of the scales and masses
//! from the function's entry down to its loop.

use la_arena::ArenaMap;
use lanes_ir::{BlockId, Function, MdNode, Metadata, Module, Opcode, Symbol};

use crate::cfg::Cfg;
use crate::loops::{LoopForest, LoopIdx};

/// `computeLoopScale`'s scale of a loop no mass leaves: 2^12.
const INFINITE_LOOP_SCALE: f64 = 4096.0;

/// The function's `function_entry_count` (or a synthetic one), if its IR
/// carries one.
pub fn entry_count(func: &Function, module: &Module) -> Option<u64> {
    let prof = Symbol::lookup("prof")?;
    let att = func.header.md.iter().find(|a| a.kind == prof)?;
    let node = resolve(module, &att.node)?;
    match node.operands() {
        [Metadata::String(s), count, ..]
            if &**s == b"function_entry_count" || &**s == b"synthetic_function_entry_count" =>
        {
            u64::try_from(count.as_const()?.as_int()?).ok()
        }
        _ => None,
    }
}

/// A node operand or a reference to a numbered node.
fn resolve<'a>(module: &'a Module, md: &'a Metadata) -> Option<&'a MdNode> {
    match md {
        Metadata::Ref(n) => module.metadata_node(*n),
        Metadata::Node(n) => Some(n),
        _ => None,
    }
}

/// Each successor edge of `b` with its probability: `branch_weights` when
/// the terminator has them (one per successor), else even odds.
fn edges(func: &Function, module: &Module, cfg: &Cfg, b: BlockId) -> Vec<(BlockId, f64)> {
    let succs = cfg.succs(b);
    if succs.is_empty() {
        return Vec::new();
    }
    let weights = func.terminator(b).and_then(|t| {
        let inst = &func.insts[t];
        if !matches!(inst.opcode, Opcode::Br | Opcode::Switch) {
            return None;
        }
        let node = resolve(module, inst.attachment("prof")?)?;
        let ops = node.operands();
        match ops.first() {
            Some(Metadata::String(s)) if &**s == b"branch_weights" => {}
            _ => return None,
        }
        let w: Option<Vec<f64>> = ops[1..]
            .iter()
            .map(|m| Some(m.as_const()?.as_int()? as f64))
            .collect();
        w.filter(|w| w.len() == succs.len() && w.iter().sum::<f64>() > 0.0)
    });
    match weights {
        Some(w) => {
            let total: f64 = w.iter().sum();
            succs.iter().zip(w).map(|(&s, w)| (s, w / total)).collect()
        }
        None => {
            let p = 1.0 / succs.len() as f64;
            succs.iter().map(|&s| (s, p)).collect()
        }
    }
}

/// One region's result: each node's executions per entry of the region,
/// and, for a loop, where its mass leaves and in what share.
#[derive(Default)]
struct Region {
    /// (node, executions per entry): a plain block, or a child loop's
    /// header standing for the loop (entries of the child per entry).
    local: Vec<(BlockId, f64)>,
    /// (exit block, share of the mass leaving).
    exits: Vec<(BlockId, f64)>,
}

/// Every block's profile count, or `None` when the function carries no
/// entry count.
pub fn block_counts(
    func: &Function,
    module: &Module,
    cfg: &Cfg,
    forest: &LoopForest,
) -> Option<ArenaMap<BlockId, u64>> {
    let count = entry_count(func, module)?;
    let entry = func.entry()?;
    let mut regions: ArenaMap<LoopIdx, Region> = ArenaMap::default();
    // Innermost first: children before parents.
    let mut order = forest.preorder();
    order.reverse();
    for l in order {
        let header = forest.loops[l].header;
        let r = region(func, module, cfg, forest, Some(l), header, &regions);
        regions.insert(l, r);
    }
    let top = region(func, module, cfg, forest, None, entry, &regions);
    let mut freq: ArenaMap<BlockId, f64> = ArenaMap::default();
    // Top-down: a node's frequency times its region's local numbers.
    let mut stack: Vec<(Option<LoopIdx>, f64)> = vec![(None, 1.0)];
    while let Some((l, scale)) = stack.pop() {
        let r = match l {
            Some(l) => &regions[l],
            None => &top,
        };
        for &(b, n) in &r.local {
            match forest
                .loop_of(b)
                .filter(|&c| Some(c) != l && forest.loops[c].header == b)
            {
                Some(child) => stack.push((Some(outermost_below(forest, child, l)), scale * n)),
                None => {
                    freq.insert(b, scale * n);
                }
            }
        }
    }
    let mut out = ArenaMap::default();
    for &b in &cfg.rpo {
        let f = freq.get(b).copied().unwrap_or(0.0);
        out.insert(b, (f * count as f64).round() as u64);
    }
    Some(out)
}

/// The loop directly inside `parent` (or outermost) that holds `inner`.
fn outermost_below(forest: &LoopForest, mut inner: LoopIdx, parent: Option<LoopIdx>) -> LoopIdx {
    while forest.loops[inner].parent != parent {
        match forest.loops[inner].parent {
            Some(p) => inner = p,
            None => break,
        }
    }
    inner
}

/// The node of region `l` that block `b` belongs to: `b` itself, or the
/// header of the child loop holding it; `None` outside the region.
fn node_of(forest: &LoopForest, l: Option<LoopIdx>, b: BlockId) -> Option<BlockId> {
    let Some(inner) = forest.loop_of(b) else {
        return l.is_none().then_some(b);
    };
    if Some(inner) == l {
        return Some(b);
    }
    if let Some(l) = l
        && !forest.encloses(l, inner)
    {
        return None;
    }
    Some(forest.loops[outermost_below(forest, inner, l)].header)
}

/// Mass distribution through region `l` (the function when `None`) from
/// `start`.
fn region(
    func: &Function,
    module: &Module,
    cfg: &Cfg,
    forest: &LoopForest,
    l: Option<LoopIdx>,
    start: BlockId,
    inner: &ArenaMap<LoopIdx, Region>,
) -> Region {
    let mut mass: rustc_hash::FxHashMap<BlockId, f64> = Default::default();
    mass.insert(start, 1.0);
    let mut backedge = 0.0;
    let mut exits: Vec<(BlockId, f64)> = Vec::new();
    let mut local = Vec::new();
    let blocks = match l {
        Some(l) => {
            let mut b = forest.loops[l].blocks.clone();
            b.retain(|&b| cfg.is_reachable(b));
            b.sort_by_key(|&b| cfg.rpo_index[b]);
            b
        }
        None => cfg.rpo.clone(),
    };
    for b in blocks {
        if node_of(forest, l, b) != Some(b) {
            continue;
        }
        let Some(m) = mass.get(&b).copied() else {
            continue;
        };
        local.push((b, m));
        // A child loop hands its mass to its exits; a block to its successors.
        let child = forest
            .loop_of(b)
            .filter(|&c| Some(c) != l && forest.loops[c].header == b);
        let out = match child {
            Some(c) => inner.get(c).map(|r| r.exits.clone()).unwrap_or_default(),
            None => edges(func, module, cfg, b),
        };
        for (s, p) in out {
            let flow = m * p;
            if l.is_some_and(|l| s == forest.loops[l].header) {
                backedge += flow;
            } else {
                match node_of(forest, l, s) {
                    // Mass only flows forward: an edge back to a node
                    // already visited is a cycle lanes does not count.
                    Some(n) if cfg.rpo_index[n] > cfg.rpo_index[b] => {
                        *mass.entry(n).or_default() += flow
                    }
                    Some(_) => {}
                    None => match exits.iter_mut().find(|(e, _)| *e == s) {
                        Some(e) => e.1 += flow,
                        None => exits.push((s, flow)),
                    },
                }
            }
        }
    }
    let scale = if l.is_none() {
        1.0
    } else if backedge < 1.0 - 1e-9 {
        1.0 / (1.0 - backedge)
    } else {
        INFINITE_LOOP_SCALE
    };
    for n in &mut local {
        n.1 *= scale;
    }
    let total: f64 = exits.iter().map(|e| e.1).sum();
    if total > 0.0 {
        for e in &mut exits {
            e.1 /= total;
        }
    }
    Region { local, exits }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dom::DomTree;

    fn counts(text: &str) -> Option<Vec<(String, u64)>> {
        let (module, diags) = lanes_ir::parse_module(text);
        assert!(diags.is_empty(), "{diags:?}");
        let func = &module.functions[0];
        let cfg = Cfg::build(func);
        let dom = DomTree::build(&cfg);
        let forest = LoopForest::build(func, &cfg, &dom);
        let c = block_counts(func, &module, &cfg, &forest)?;
        Some(
            func.layout
                .iter()
                .map(|&b| {
                    (
                        func.blocks[b].name.to_string(),
                        c.get(b).copied().unwrap_or(0),
                    )
                })
                .collect(),
        )
    }

    const NEST: &str = r#"
define void @f(i32 %n) !prof !0 {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add i32 %j, 1
  %c = icmp slt i32 %j1, %n
  br i1 %c, label %inner, label %outer.latch, !prof !1
outer.latch:
  %i1 = add i32 %i, 1
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %outer, label %exit, !prof !2
exit:
  ret void
}
!0 = !{!"function_entry_count", i64 10}
!1 = !{!"branch_weights", i32 99, i32 1}
!2 = !{!"branch_weights", i32 3, i32 1}
"#;

    #[test]
    fn nested_loops_scale_by_their_backedges() {
        // 10 calls; the outer loop runs 4 times a call, the inner 100
        // times per outer iteration.
        assert_eq!(
            counts(NEST).unwrap(),
            [
                ("entry".to_string(), 10),
                ("outer".to_string(), 40),
                ("inner".to_string(), 4000),
                ("outer.latch".to_string(), 40),
                ("exit".to_string(), 10),
            ]
        );
    }

    #[test]
    fn no_entry_count_no_counts() {
        let text = NEST.replace(" !prof !0 {", " {");
        assert_eq!(counts(&text), None);
    }
}
