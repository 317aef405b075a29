//! Predication (the vpo-vectorizer seed's `Predication`, LLVM's block and
//! edge masks): which branches of the loop body stay branches at a VF and
//! which are linearized, the mask every block runs under, the phis that
//! become blends, and which memory accesses need a mask.
//!
//! A branch whose condition is uniform at this VF (including the
//! piecewise-uniform compares `shapes` recognises) is kept: all lanes take
//! it together, so the blocks it guards run under the mask of the branch's
//! block. A divergent branch is linearized: both successors run, each under
//! the mask of its edge, and phis at the join select per lane (blends).
//!
//! Masks are computed on the loop body without back edges, inner loops
//! collapsed into one node each (outer-loop vectorization keeps them as
//! regions): a block that post-dominates its immediate dominator runs under
//! the dominator's mask; any other block under the union of its incoming
//! edge masks.

use la_arena::ArenaMap;
use lanes_db::loops::LoopIdx;
use lanes_ir::{BlockId, InstId, Opcode, Value};
use rustc_hash::{FxHashMap, FxHashSet};

use crate::cx::LoopCtx;
use crate::memref::MemrefId;
use crate::memref::{AccessClass, BaseObject, Memref, memref_inst};
use crate::shapes::Shapes;

/// A mask computation (a VPInstruction of the plan).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum MaskOp {
    /// The condition of a branch, as a value of the loop.
    Cond {
        value: String,
        inst: Option<InstId>,
    },
    /// A `switch` condition equal to one of its cases (LLVM 22's
    /// `createSwitchEdgeMasks`: an `icmp eq` per case).
    CaseEq {
        /// The `switch`.
        switch: InstId,
        value: String,
        inst: Option<InstId>,
        /// The case value, as written.
        case: String,
    },
    Not(usize),
    /// Logical and (LLVM emits `select a, b, false`).
    And(usize, usize),
    Or(usize, usize),
    /// Lanes still iterating an inner loop with a divergent exit.
    LoopActive {
        header: String,
    },
    /// Lanes whose iteration is below the trip count (tail folding): the
    /// widened induction compared with the backedge-taken count.
    HeaderMask {
        /// The induction variable compared.
        iv: String,
        inst: Option<InstId>,
    },
}

/// How the terminator of a block is treated.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BranchKind {
    /// Unconditional.
    Jump,
    /// Uniform at this VF: stays a branch.
    Uniform,
    /// Divergent: both sides run under masks.
    Linearized,
    /// The vectorized loop's own exit branch (replaced by the vector loop control).
    Latch,
    /// Exit branch of an inner loop whose exit is uniform: the inner loop stays a loop.
    InnerLoopExit,
    /// Exit branch of an inner loop whose exit is divergent: it runs while
    /// any lane is active, under a loop mask.
    InnerLoopDivergentExit,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BlockPred {
    pub block: String,
    pub id: BlockId,
    /// Index into `masks`; `None`: all lanes active.
    pub mask: Option<usize>,
    pub branch: BranchKind,
    /// The loop (header label) the block belongs to.
    pub in_loop: String,
}

/// A phi at a join of linearized control flow: a per-lane select.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Blend {
    pub phi: InstId,
    pub name: String,
    /// Incoming value and the mask of its edge.
    pub incoming: Vec<(String, Option<usize>)>,
}

/// Whether a memory access runs under a mask.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MemPred {
    Unmasked,
    /// In a masked block, but the address is dereferenceable in every lane.
    Speculated,
    Masked,
}

/// Result of `predication(loop, VF)` (VF-free, so that equal results at
/// different VFs compare equal).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Predication {
    pub header: String,
    pub masks: Vec<MaskOp>,
    /// Blocks in linearized order (reverse post-order of the body).
    pub blocks: Vec<BlockPred>,
    pub blends: Vec<Blend>,
    /// `(memref id, predicate)` for every access of the loop.
    pub memory: Vec<(MemrefId, MemPred)>,
    /// The tail is folded into the vector loop: every block runs under the
    /// header mask.
    pub fold_tail: bool,
    /// Where each block is in `blocks`.
    block_at: ArenaMap<BlockId, usize>,
    /// Where each blended phi is in `blends`.
    blend_at: ArenaMap<InstId, usize>,
    /// Where each memref's predicate is in `memory`, by memref index.
    memory_at: Vec<Option<usize>>,
}

impl Predication {
    pub fn block(&self, id: BlockId) -> Option<&BlockPred> {
        self.block_at.get(id).map(|&k| &self.blocks[k])
    }
    /// The blend of phi `phi`.
    pub fn blend(&self, phi: InstId) -> Option<&Blend> {
        self.blend_at.get(phi).map(|&k| &self.blends[k])
    }
    pub fn mem(&self, id: MemrefId) -> MemPred {
        self.memory_at
            .get(id.index())
            .copied()
            .flatten()
            .map_or(MemPred::Unmasked, |k| self.memory[k].1)
    }
    /// Whether any branch was linearized.
    pub fn linearized(&self) -> bool {
        self.blocks
            .iter()
            .any(|b| b.branch == BranchKind::Linearized)
    }
}

struct Builder<'a> {
    cx: &'a LoopCtx<'a>,
    sh: &'a Shapes,
    masks: Vec<MaskOp>,
    ids: FxHashMap<MaskOp, usize>,
    block_mask: FxHashMap<BlockId, Option<usize>>,
    /// Mask of the region a collapsed inner loop runs under.
    loop_entry: FxHashMap<LoopIdx, Option<usize>>,
    blocks: Vec<BlockPred>,
    blends: Vec<Blend>,
    /// Whether a branch uniform at the VF stays a branch (else every
    /// conditional branch of the body is linearized, as LLVM's
    /// inner-loop vectorizer does).
    keep_uniform: bool,
}

impl Builder<'_> {
    fn intern(&mut self, op: MaskOp) -> usize {
        if let Some(&i) = self.ids.get(&op) {
            return i;
        }
        self.masks.push(op.clone());
        self.ids.insert(op, self.masks.len() - 1);
        self.masks.len() - 1
    }
    fn and(&mut self, a: Option<usize>, b: Option<usize>) -> Option<usize> {
        match (a, b) {
            (None, x) | (x, None) => x,
            (Some(a), Some(b)) if a == b => Some(a),
            (Some(a), Some(b)) => Some(self.intern(MaskOp::And(a, b))),
        }
    }
    fn or(&mut self, a: Option<usize>, b: Option<usize>) -> Option<usize> {
        match (a, b) {
            (None, _) | (_, None) => None,
            (Some(a), Some(b)) if a == b => Some(a),
            (Some(a), Some(b)) => {
                // m & c | m & !c = m
                if let (MaskOp::And(x, c1), MaskOp::And(y, c2)) = (&self.masks[a], &self.masks[b])
                    && x == y
                    && (self.masks[*c1] == MaskOp::Not(*c2) || self.masks[*c2] == MaskOp::Not(*c1))
                {
                    return Some(*x);
                }
                if self.masks[a] == MaskOp::Not(b) || self.masks[b] == MaskOp::Not(a) {
                    return None;
                }
                Some(self.intern(MaskOp::Or(a, b)))
            }
        }
    }
    fn branch_uniform(&self, b: BlockId) -> bool {
        if !self.keep_uniform {
            return false;
        }
        let name = &self.cx.func.blocks[b].name;
        self.sh
            .branches
            .iter()
            .find(|x| *x.block == **name)
            .is_none_or(|x| x.uniform)
    }
}

/// Node of the collapsed body of loop `l`: the block itself, or the header
/// of the child loop containing it.
fn node_of(cx: &LoopCtx, l: LoopIdx, b: BlockId) -> Option<BlockId> {
    let mut m = cx.forest.loop_of(b)?;
    if !cx.forest.encloses(l, m) {
        return None;
    }
    while m != l {
        let p = cx.forest.loops[m].parent?;
        if p == l {
            return Some(cx.forest.loops[m].header);
        }
        m = p;
    }
    Some(b)
}

fn child_of_header(cx: &LoopCtx, l: LoopIdx, h: BlockId) -> Option<LoopIdx> {
    cx.forest.loops[l]
        .children
        .iter()
        .copied()
        .find(|&c| cx.forest.loops[c].header == h)
}

/// Successors of a node in the collapsed, acyclic body (`None` = leaves the region).
fn succs(cx: &LoopCtx, l: LoopIdx, n: BlockId) -> Vec<Option<BlockId>> {
    let header = cx.forest.loops[l].header;
    let mut out = Vec::new();
    let from: Vec<BlockId> = match child_of_header(cx, l, n) {
        Some(c) => cx.forest.loops[c].exiting.clone(),
        None => vec![n],
    };
    let inner = child_of_header(cx, l, n);
    for b in from {
        for &s in cx.cfg.succs(b) {
            if let Some(c) = inner
                && cx.forest.loops[c].contains(s)
            {
                continue;
            }
            let t = if s == header { None } else { node_of(cx, l, s) };
            if !out.contains(&t) {
                out.push(t);
            }
        }
    }
    out
}

/// Computes the predication of the candidate loop at the shapes' VF;
/// `fold_tail` puts the whole body under the header mask; `keep_uniform`
/// keeps the branches uniform at the VF (else they are linearized too:
/// LLVM's `blockNeedsPredication` asks only whether a block dominates the
/// latch). `speculable` are the loads the legality proved never fault in
/// the loop: unmasked, unless the folded tail masks every access.
pub fn analyze(
    cx: &LoopCtx,
    sh: &Shapes,
    memrefs: &[Memref],
    fold_tail: bool,
    keep_uniform: bool,
    speculable: &[InstId],
) -> Predication {
    let mut b = Builder {
        cx,
        sh,
        masks: Vec::new(),
        ids: FxHashMap::default(),
        block_mask: FxHashMap::default(),
        loop_entry: FxHashMap::default(),
        blocks: Vec::new(),
        blends: Vec::new(),
        keep_uniform,
    };
    let entry = fold_tail.then(|| {
        // The lanes' iteration numbers: an integer IV counting from 0 by 1,
        // else the widened canonical IV of the vector loop.
        let iv = cx.func.blocks[cx.data().header]
            .insts
            .iter()
            .copied()
            .find(|&i| {
                cx.aff.induction(i).is_some_and(|iv| {
                    !iv.is_pointer
                        && iv.step == lanes_db::affine::Step::Const(1)
                        && iv.start.as_const().and_then(|c| c.as_int()) == Some(0)
                })
            });
        b.intern(MaskOp::HeaderMask {
            iv: iv.map_or_else(
                || "WIDEN-CANONICAL-INDUCTION".to_string(),
                |i| cx.name(&Value::Inst(i)),
            ),
            inst: iv,
        })
    });
    region(&mut b, cx.l, entry, true);
    // Memory.
    let unmasked_addrs: FxHashSet<&str> = memrefs
        .iter()
        .filter(|m| {
            let blk = cx.func.insts[memref_inst(m)].block;
            b.block_mask.get(&blk).copied().flatten().is_none()
        })
        .filter_map(|m| m.address.as_deref())
        .collect();
    let mut memory = Vec::new();
    for m in memrefs {
        let blk = cx.func.insts[memref_inst(m)].block;
        let masked = b.block_mask.get(&blk).copied().flatten().is_some();
        let p = if !masked {
            MemPred::Unmasked
        } else if !m.kind.is_write()
            && (m
                .address
                .as_deref()
                .is_some_and(|a| unmasked_addrs.contains(a))
                || (m.class == AccessClass::Uniform && dereferenceable(cx, m))
                || (!fold_tail && speculable.binary_search(&memref_inst(m)).is_ok()))
        {
            MemPred::Speculated
        } else {
            MemPred::Masked
        };
        memory.push((m.id, p));
    }
    let mut block_at = ArenaMap::default();
    for (k, x) in b.blocks.iter().enumerate().rev() {
        block_at.insert(x.id, k);
    }
    let mut blend_at = ArenaMap::default();
    for (k, x) in b.blends.iter().enumerate().rev() {
        blend_at.insert(x.phi, k);
    }
    let mut memory_at = vec![None; memory.iter().map(|m| m.0.index() + 1).max().unwrap_or(0)];
    for (k, m) in memory.iter().enumerate().rev() {
        memory_at[m.0.index()] = Some(k);
    }
    Predication {
        header: cx.data().header_name.to_string(),
        masks: b.masks,
        blocks: b.blocks,
        blends: b.blends,
        memory,
        fold_tail,
        block_at,
        blend_at,
        memory_at,
    }
}

fn region(b: &mut Builder, l: LoopIdx, entry: Option<usize>, candidate: bool) {
    let cx = b.cx;
    let data = &cx.forest.loops[l];
    let header = data.header;
    let (nodes, set) = linear_order(cx, l);
    let pdom = post_dominators(cx, l, &nodes, &set);
    let mut preds: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
    for &n in &nodes {
        for s in succs(cx, l, n).into_iter().flatten() {
            preds.entry(s).or_default().push(n);
        }
    }
    let loop_name = data.header_name.to_string();
    for &n in &nodes {
        let mask = if n == header {
            entry
        } else {
            let idom = cx.dom.idom(n).and_then(|d| node_of(cx, l, d));
            match idom {
                Some(d) if pdom.get(&d).is_some_and(|s| s.contains(&n)) => {
                    b.block_mask.get(&d).copied().flatten()
                }
                _ => {
                    let ps = preds.get(&n).cloned().unwrap_or_default();
                    let mut acc: Option<Option<usize>> = None;
                    for p in ps {
                        let em = edge_mask(b, l, p, n);
                        acc = Some(match acc {
                            None => em,
                            Some(a) => b.or(a, em),
                        });
                    }
                    acc.flatten()
                }
            }
        };
        // A collapsed inner loop: record its entry mask, recurse.
        if let Some(c) = child_of_header(cx, l, n) {
            b.loop_entry.insert(c, mask);
            b.block_mask.insert(n, mask);
            let divergent =
                b.sh.divergent_loops
                    .iter()
                    .any(|h| *h == *cx.forest.loops[c].header_name);
            let inner_entry = if divergent {
                let la = b.intern(MaskOp::LoopActive {
                    header: cx.forest.loops[c].header_name.to_string(),
                });
                b.and(mask, Some(la))
            } else {
                mask
            };
            region(b, c, inner_entry, false);
            continue;
        }
        b.block_mask.insert(n, mask);
        let branch = branch_kind(b, l, n, candidate);
        b.blocks.push(BlockPred {
            block: cx.func.blocks[n].name.to_string(),
            id: n,
            mask,
            branch,
            in_loop: loop_name.clone(),
        });
        // Blends: phis at joins of linearized control.
        if n != header {
            add_blends(b, l, n, mask, preds.get(&n).cloned().unwrap_or_default());
        }
    }
}

/// The collapsed body of loop `l` (inner loops as their header) in the
/// order it is linearized: layout order when it is a topological order of
/// the body (as front ends emit it: then before else), else RPO.
fn linear_order(cx: &LoopCtx, l: LoopIdx) -> (Vec<BlockId>, FxHashSet<BlockId>) {
    // The loop's own blocks in RPO: no walk over the function's per loop.
    let mut nodes: Vec<BlockId> = cx.forest.loops[l]
        .blocks
        .iter()
        .copied()
        .filter(|&x| cx.cfg.rpo_index.get(x).is_some() && node_of(cx, l, x) == Some(x))
        .collect();
    nodes.sort_by_key(|&b| cx.cfg.rpo_index[b]);
    let set: FxHashSet<BlockId> = nodes.iter().copied().collect();
    let pos = |b: &BlockId| cx.cfg.layout_index.get(*b).copied();
    let mut by_layout = nodes.clone();
    by_layout.sort_by_key(|b| pos(b).unwrap_or(u32::MAX));
    let topological = by_layout.iter().all(|&n| {
        succs(cx, l, n)
            .into_iter()
            .flatten()
            .filter(|s| set.contains(s))
            .all(|s| pos(&s) > pos(&n))
    });
    let nodes = if topological { by_layout } else { nodes };
    (nodes, set)
}

/// Post-dominator sets on the acyclic collapsed body.
fn post_dominators(
    cx: &LoopCtx,
    l: LoopIdx,
    nodes: &[BlockId],
    set: &FxHashSet<BlockId>,
) -> FxHashMap<BlockId, FxHashSet<BlockId>> {
    let mut pdom: FxHashMap<BlockId, FxHashSet<BlockId>> = FxHashMap::default();
    for &n in nodes.iter().rev() {
        let mut acc: Option<FxHashSet<BlockId>> = None;
        for s in succs(cx, l, n) {
            let ps = match s {
                Some(s) if set.contains(&s) => pdom.get(&s).cloned().unwrap_or_default(),
                _ => FxHashSet::default(),
            };
            acc = Some(match acc {
                None => ps,
                Some(a) => a.intersection(&ps).copied().collect(),
            });
        }
        let mut me = acc.unwrap_or_default();
        me.insert(n);
        pdom.insert(n, me);
    }
    pdom
}

/// Blends: the phis of block `n` (under `mask`) when it joins linearized
/// control from its predecessors `ps`.
fn add_blends(b: &mut Builder, l: LoopIdx, n: BlockId, mask: Option<usize>, ps: Vec<BlockId>) {
    let cx = b.cx;
    let joins_linearized = ps.len() > 1
        && ps.iter().any(|&p| {
            b.block_mask.get(&p).copied().flatten() != mask
                || b.blocks
                    .iter()
                    .any(|x| x.id == p && x.branch == BranchKind::Linearized)
        });
    if joins_linearized {
        for &i in &cx.func.blocks[n].insts {
            let inst = &cx.func.insts[i];
            if inst.opcode != Opcode::Phi {
                break;
            }
            let mut incoming = Vec::new();
            for (v, &pb) in inst.operands.iter().zip(&inst.blocks) {
                let pn = node_of(cx, l, pb).unwrap_or(pb);
                let em = edge_mask(b, l, pn, n);
                incoming.push((cx.name(v), em));
            }
            b.blends.push(Blend {
                phi: i,
                name: cx.name(&Value::Inst(i)),
                incoming,
            });
        }
    }
}

fn branch_kind(b: &Builder, l: LoopIdx, n: BlockId, candidate: bool) -> BranchKind {
    let cx = b.cx;
    let Some(t) = cx.func.terminator(n) else {
        return BranchKind::Jump;
    };
    let term = &cx.func.insts[t];
    let conditional = matches!(term.opcode, Opcode::Br if term.operands.len() == 1)
        || term.opcode == Opcode::Switch;
    if !conditional {
        return BranchKind::Jump;
    }
    let data = &cx.forest.loops[l];
    if data.latches.contains(&n) || data.exiting.contains(&n) {
        if candidate {
            return BranchKind::Latch;
        }
        let divergent = b.sh.divergent_loops.iter().any(|h| *h == *data.header_name);
        return if divergent {
            BranchKind::InnerLoopDivergentExit
        } else {
            BranchKind::InnerLoopExit
        };
    }
    if b.branch_uniform(n) {
        BranchKind::Uniform
    } else {
        BranchKind::Linearized
    }
}

/// The mask of the edge `p → n` in the collapsed body of `l`.
fn edge_mask(b: &mut Builder, l: LoopIdx, p: BlockId, n: BlockId) -> Option<usize> {
    let cx = b.cx;
    let pm = b.block_mask.get(&p).copied().flatten();
    if child_of_header(cx, l, p).is_some() {
        return pm;
    }
    let Some(t) = cx.func.terminator(p) else {
        return pm;
    };
    let term = &cx.func.insts[t];
    // The vector loop runs only iterations that take no exit of the
    // vectorized loop: its exiting branches do not mask the body.
    let exits_candidate = l == cx.l && cx.forest.loops[l].exiting.contains(&p);
    if term.opcode == Opcode::Switch {
        if exits_candidate || b.branch_uniform(p) {
            return pm;
        }
        return switch_edge_mask(b, l, t, pm, n);
    }
    if !(term.opcode == Opcode::Br && term.operands.len() == 1) {
        return pm;
    }
    let (tt, ff) = (term.blocks[0], term.blocks[1]);
    let (tn, fnn) = (node_of(cx, l, tt), node_of(cx, l, ff));
    if tn == fnn || exits_candidate || b.branch_uniform(p) {
        return pm;
    }
    let cond = term.operands[0].clone();
    let c = b.intern(MaskOp::Cond {
        value: cx.name(&cond),
        inst: cond.as_inst(),
    });
    let edge = if tn == Some(n) {
        c
    } else {
        b.intern(MaskOp::Not(c))
    };
    b.and(pm, Some(edge))
}

/// The mask of the edge from the block of `switch` (under `pm`) to `n`, as
/// LLVM 22's `createSwitchEdgeMasks` makes it: an `icmp eq` of the
/// condition with each case, `or`ed per destination (a case going where
/// the default goes adds nothing), `and`ed with the block's mask; the
/// default's mask is the negation of the `or` of the other destinations'
/// masks, `and`ed with the block's mask.
fn switch_edge_mask(
    b: &mut Builder,
    l: LoopIdx,
    switch: InstId,
    pm: Option<usize>,
    n: BlockId,
) -> Option<usize> {
    let cx = b.cx;
    let term = &cx.func.insts[switch];
    let lanes_ir::Extra::Switch(cases) = &term.extra else {
        return pm;
    };
    let default = node_of(cx, l, term.blocks[0]);
    let value = cx.name(&term.operands[0]);
    let inst = term.operands[0].as_inst();
    // Destinations in the order of their first case (LLVM's `MapVector`).
    let mut dsts: Vec<(Option<BlockId>, Vec<usize>)> = Vec::new();
    for (case, &to) in cases.iter().zip(&term.blocks[1..]) {
        let dst = node_of(cx, l, to);
        if dst == default {
            continue;
        }
        let c = b.intern(MaskOp::CaseEq {
            switch,
            value: value.clone(),
            inst,
            case: case.to_string(),
        });
        match dsts.iter_mut().find(|(d, _)| *d == dst) {
            Some((_, cs)) => cs.push(c),
            None => dsts.push((dst, vec![c])),
        }
    }
    let mut default_mask: Option<usize> = None;
    let mut mine = None;
    for (dst, cs) in dsts {
        let mut m = cs[0];
        for &c in &cs[1..] {
            m = b.intern(MaskOp::Or(m, c));
        }
        let m = b.and(pm, Some(m)).expect("a case compare");
        default_mask = Some(match default_mask {
            None => m,
            Some(d) => b.intern(MaskOp::Or(d, m)),
        });
        if dst == Some(n) {
            mine = Some(m);
        }
    }
    if default == Some(n) {
        return match default_mask {
            Some(d) => {
                let not = b.intern(MaskOp::Not(d));
                b.and(pm, Some(not))
            }
            None => pm,
        };
    }
    mine.or(pm)
}

/// Whether every lane may read `m` without its condition (LLVM's
/// `isDereferenceableAndAlignedPointer`, for the cases it proves without
/// context): a constant offset inside an alloca of known size, or the start
/// of a global. An index the loop computes could point anywhere.
fn dereferenceable(cx: &LoopCtx, m: &Memref) -> bool {
    let Some((_, ptr, _, _)) = crate::memref::access(cx, memref_inst(m)) else {
        return false;
    };
    let Some(f) = cx.form(&ptr) else {
        return false;
    };
    let size = m.elem_size.max(1) as i128;
    match (&m.base, &f.terms[..]) {
        (BaseObject::Global { .. }, [(lanes_db::affine::Term::Global(_), 1)]) => f.constant == 0,
        (BaseObject::Alloca { .. }, [(lanes_db::affine::Term::Inst(a), 1)]) => {
            let lanes_ir::Extra::Alloca { allocated, .. } = cx.func.insts[*a].extra else {
                return false;
            };
            let one = cx.func.insts[*a]
                .operands
                .first()
                .is_none_or(|c| c.as_const().and_then(|c| c.as_int()) == Some(1));
            one && cx
                .size_of(allocated)
                .is_some_and(|total| f.constant >= 0 && f.constant + size <= total as i128)
        }
        _ => false,
    }
}

/// Whether instruction `i` sits in a block that runs under a mask.
pub fn masked(p: &Predication, cx: &LoopCtx, i: InstId) -> Option<usize> {
    p.block(cx.func.insts[i].block).and_then(|b| b.mask)
}
