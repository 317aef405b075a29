//! GenXUnbaling's unbaling transformation, on the code-generation bales.
//!
//! Baling places a baled instruction at its bale head, which can stretch
//! the live range of a big vector past a two-address instruction that
//! overwrites it (a wrregion's old value read by a rdregion baled into a
//! later bale), or past the end of a phi's incoming block. Coalescing then
//! fails and a copy of the whole vector is needed. GenXUnbaling looks at
//! every two-address instruction and phi incoming: if each use of the old
//! value (and of the tree of bitcasts it belongs to, which copy coalescing
//! joins) that comes after it is a rdregion, the rdregions are unbaled, so
//! they read the vector where they stand in the IR and the two-address
//! instruction (or the phi's copy slot) becomes its last use.
//!
//! As in IGC, blocks are visited in post-order from the entry and a block's
//! instructions backwards; a use's position relative to the current one is
//! *before* (it dominates), *after* (dominated), or, when neither dominates,
//! *reaches* or *not reaches* depending on whether its liveness flows back
//! to the current block without passing the value's definition. A use after
//! the current position that is not a rdregion's input, or a rdregion wider
//! than 32 elements or 2 GRFs (64 bytes), stops the transformation for that
//! two-address instruction; so does unbaling more rdregions than the moves
//! a copy would take (one per 64 bytes plus one per power of two left).
//!
//! Not modelled (documented in docs/genx-rules.md): moving an unbaled
//! rdregion that stands after the current position in the IR (IGC moves it
//! up when its operands allow; here the transformation gives up), unbaling
//! the main instruction out of a wrregion bale with two uses, commoning
//! duplicate unbaled rdregions, the non-overlapping region optimization and
//! `shortenLiveRanges`.

use la_arena::ArenaMap;
use lanes_db::cfg::Cfg;
use lanes_db::dom::DomTree;
use lanes_ir::{BlockId, InstId, Opcode, Value};
use rustc_hash::{FxHashMap, FxHashSet};

use crate::bale::BaleInfo;
use crate::intrinsics::{Intrinsic, classify, rd, wr};
use crate::view::{View, inst_map};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Pos {
    Before,
    After,
    Reaches,
    NotReaches,
}

struct Unbaler<'a, 'f> {
    v: &'a View<'f>,
    cfg: Cfg,
    dom: DomTree,
    dead: &'a ArenaMap<InstId, bool>,
    /// For each instruction, the instructions it is baled into (and the operand).
    parents: ArenaMap<InstId, Vec<(InstId, usize)>>,
    cur: BlockId,
    seen: FxHashSet<InstId>,
    cache: FxHashMap<BlockId, Pos>,
}

impl Unbaler<'_, '_> {
    fn head_of(&self, mut i: InstId) -> InstId {
        for _ in 0..self.v.func.insts.len() {
            match self.parents[i].first() {
                Some(&(p, _)) => i = p,
                None => break,
            }
        }
        i
    }

    /// Where instruction `i` stands relative to the current position
    /// (`getReachability`); `def` is the block defining the value whose
    /// use is traced.
    fn reach(&mut self, i: InstId, def: Option<BlockId>) -> Pos {
        let block = self.v.block_of(i);
        if block == self.cur {
            return if self.seen.contains(&i) {
                Pos::After
            } else {
                Pos::Before
            };
        }
        if let Some(&p) = self.cache.get(&block) {
            return p;
        }
        let p = if self.dom.dominates(block, self.cur) {
            Pos::Before
        } else if self.dom.dominates(self.cur, block) {
            Pos::After
        } else {
            let mut stack = vec![block];
            let mut visited = FxHashSet::default();
            let mut found = Pos::NotReaches;
            while let Some(b) = stack.pop() {
                if !visited.insert(b) {
                    continue;
                }
                if b == self.cur {
                    found = Pos::Reaches;
                    break;
                }
                if Some(b) == def {
                    continue;
                }
                stack.extend(self.cfg.preds(b).iter().copied());
            }
            found
        };
        self.cache.insert(block, p);
        p
    }

    fn users(&self, v: &Value) -> Vec<(InstId, usize)> {
        let list = match v {
            Value::Inst(i) => &self.v.users[*i],
            Value::Arg(a) => &self.v.arg_users[*a as usize],
            _ => return Vec::new(),
        };
        list.iter()
            .copied()
            .filter(|&(u, _)| !self.dead[u])
            .collect()
    }

    fn def_block(&self, v: &Value) -> Option<BlockId> {
        v.as_inst().map(|i| self.v.block_of(i))
    }

    /// `scanUsesForUnbaleAndMove`: the rdregions to unbale so that the
    /// two-address operand `opnd` of `inst` dies there, if that works.
    fn scan(&mut self, inst: InstId, opnd: &Value) -> Option<Vec<InstId>> {
        let f = self.v.func;
        let mut root = opnd.clone();
        while let Some(i) = root.as_inst() {
            if f.insts[i].opcode != Opcode::BitCast {
                break;
            }
            root = f.insts[i].operands[0].clone();
        }
        let def = self.def_block(&root);
        let opnd_def = self.def_block(opnd);
        let mut roots = vec![root];
        let mut use_seen = FxHashSet::default();
        let mut out = Vec::new();
        let mut unbales = 0u32;
        let mut k = 0;
        while k < roots.len() {
            let r = roots[k].clone();
            k += 1;
            for (user, op) in self.users(&r) {
                let ui = self.v.inst(user);
                if ui.opcode == Opcode::Phi {
                    if user == inst {
                        continue;
                    }
                    let b = ui.blocks[op];
                    let Some(t) = f.terminator(b) else { continue };
                    match self.reach(t, def) {
                        Pos::Before | Pos::NotReaches => continue,
                        _ => return None,
                    }
                }
                let head = self.head_of(user);
                if head == inst || !use_seen.insert(user) {
                    continue;
                }
                let pos = self.reach(head, def);
                if pos == Pos::NotReaches {
                    continue;
                }
                if ui.opcode == Opcode::BitCast {
                    roots.push(Value::Inst(user));
                    continue;
                }
                if pos == Pos::Before {
                    continue;
                }
                if op != rd::INPUT || classify(ui) != Some(Intrinsic::RdRegion) {
                    return None;
                }
                if ui.ty.lanes().unwrap_or(1) > 32 || View::type_bytes(ui.ty) > 64 {
                    return None;
                }
                // Unbaled, the rdregion stands where it is in the IR; that
                // must be before the current position (no move is modelled).
                if self.reach(user, opnd_def) != Pos::Before {
                    return None;
                }
                unbales += u32::from(!self.parents[user].is_empty());
                out.push(user);
            }
        }
        if out.is_empty() {
            return None;
        }
        // A failed coalesce costs a copy: one move per 64 bytes plus one per
        // power of two left; more unbaled rdregions than that is worse.
        let bytes = View::type_bytes(f.value_ty(opnd));
        let copies = bytes / 64 + (bytes % 64).count_ones();
        (copies >= unbales).then_some(out)
    }

    fn unbale(&mut self, info: &mut ArenaMap<InstId, BaleInfo>, users: &[InstId]) {
        for &u in users {
            for (p, op) in std::mem::take(&mut self.parents[u]) {
                if let Some(bi) = info.get_mut(p) {
                    bi.baled.retain(|&o| o != op);
                }
            }
        }
    }
}

/// Blocks reachable from the entry, in depth-first post-order.
fn post_order(cfg: &Cfg, entry: BlockId) -> Vec<BlockId> {
    let mut out = Vec::new();
    let mut seen = FxHashSet::default();
    let mut stack = vec![(entry, 0usize)];
    seen.insert(entry);
    while let Some(&mut (b, ref mut k)) = stack.last_mut() {
        let succs = cfg.succs(b);
        if *k < succs.len() {
            let s = succs[*k];
            *k += 1;
            if seen.insert(s) {
                stack.push((s, 0));
            }
        } else {
            out.push(b);
            stack.pop();
        }
    }
    out
}

/// Unbales rdregions as GenXUnbaling does (see the module comment): clears
/// their operand in the bale that held them. Returns the unbaled
/// instructions.
pub fn unbale(
    v: &View,
    info: &mut ArenaMap<InstId, BaleInfo>,
    dead: &ArenaMap<InstId, bool>,
) -> Vec<InstId> {
    let f = v.func;
    let Some(&entry) = f.layout.first() else {
        return Vec::new();
    };
    let mut parents = inst_map(f, Vec::new());
    for i in v.insts() {
        if let Some(bi) = info.get(i) {
            for &op in &bi.baled {
                if let Some(d) = v.op_inst(i, op) {
                    parents[d].push((i, op));
                }
            }
        }
    }
    let cfg = Cfg::build(f);
    let dom = DomTree::build(&cfg);
    let order = post_order(&cfg, entry);
    let mut u = Unbaler {
        v,
        cfg,
        dom,
        dead,
        parents,
        cur: entry,
        seen: FxHashSet::default(),
        cache: FxHashMap::default(),
    };
    let mut done = Vec::new();
    for b in order {
        u.cur = b;
        u.seen.clear();
        u.cache.clear();
        // This block's incomings of its successors' phis.
        let succs: Vec<BlockId> = u.cfg.succs(b).to_vec();
        for s in succs {
            for &p in &f.blocks[s].insts {
                let pi = &f.insts[p];
                if pi.opcode != Opcode::Phi {
                    break;
                }
                let Some(k) = pi.incoming_index(b) else {
                    continue;
                };
                let opnd = pi.operands[k].clone();
                if matches!(opnd, Value::Const(_)) {
                    continue;
                }
                if let Some(list) = u.scan(p, &opnd) {
                    u.unbale(info, &list);
                    done.extend(list);
                }
            }
        }
        for &i in f.blocks[b].insts.iter().rev() {
            if !dead[i] {
                let inst = v.inst(i);
                let op = match classify(inst) {
                    Some(Intrinsic::WrRegion) => Some(wr::OLD),
                    _ => crate::liveness::two_address_operand(f, i),
                };
                if let Some(op) = op {
                    let opnd = inst.operands[op].clone();
                    if !matches!(opnd, Value::Const(_))
                        && let Some(list) = u.scan(i, &opnd)
                    {
                        u.unbale(info, &list);
                        done.extend(list);
                    }
                }
            }
            u.seen.insert(i);
        }
    }
    done
}
