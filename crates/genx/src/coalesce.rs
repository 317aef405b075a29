//! Coalescing (GenXCoalescing): merges live ranges that would otherwise
//! need a copy. Copy coalescing comes first, in code order: a no-op bitcast
//! joins its input even where the two are live at once (they hold the same
//! bits), unless they copy-interfere (the input's range holds a phi with a
//! phi-copy slot inside the bitcast's range). Then,
//! in priority order (the moves a copy would take × 4^loop depth, highest
//! first): two-address
//! (a wrregion's old value and result), copies that wrap round to a later
//! phi of their input's block (unoverlappers) and phi (a phi and each
//! incoming value), each only where the ranges do not interfere. Where two-address or
//! phi coalescing fails, the copy that would be inserted is recorded, at
//! the slot numbering reserved for it, and joins the result's live range.
//! Two ranges interfere where their segments overlap, except where a phi's
//! phi-copy segment overlaps the range holding that phi's incoming value on
//! the same edge (GenXLiveness's rule; see [`Coalescer::interfere`]).

use la_arena::ArenaMap;
use lanes_ir::{BlockId, Function, InstId, Opcode};
use rustc_hash::FxHashMap;

use crate::bale::Bales;
use crate::category::{Categories, Category};
use crate::intrinsics::{Intrinsic, classify, rd, wr};
use crate::liveness::{
    CopyDef, CopyKind, LiveRangeId, LiveRanges, PerLiveRange, Segment, SegmentKind, live_ranges,
    normalize, overlapping, phi_copy_sites, two_address_operand,
};
use crate::number::Numbering;
use crate::region::Region;
use crate::view::{CopyId, Val, View};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CandidateKind {
    TwoAddress,
    /// A no-op bitcast: copy coalesced first, even where the two ranges
    /// interfere (they hold the same bits), unless they copy-interfere.
    Copy,
    /// A copy whose input is a phi it reaches round the loop (an
    /// unoverlapper, or a bitcast like one, IGC's `wrapsAround`): coalesced
    /// with the others, only if the ranges do not interfere; on failure the
    /// copy is the instruction itself.
    WrapCopy,
    Phi,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Candidate {
    pub kind: CandidateKind,
    /// The value whose live range absorbs the other (result, phi).
    pub dest: Val,
    /// The operand (old value, bitcast input, incoming value).
    pub source: Val,
    pub inst: InstId,
    pub operand: usize,
    pub priority: u64,
    pub coalesced: bool,
}

/// A coalesced live range: the values sharing one register.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CoalescedRange {
    pub values: Vec<Val>,
    pub names: Vec<String>,
    pub segments: Vec<Segment>,
    pub category: Category,
    /// GRF alignment for the base of an indirect region access.
    pub align: Option<u32>,
    /// Size in bytes of the largest value.
    pub bytes: u32,
}

#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Coalescing {
    pub candidates: Vec<Candidate>,
    /// Copies that would be inserted where coalescing failed.
    pub copies: Vec<CopyDef>,
    /// Phi incoming constants: loaded at the phi-copy slot (phi, block, slot).
    pub constant_loads: Vec<(InstId, BlockId, u32)>,
    /// Live ranges (with the copies in place) of each value.
    pub liveness: LiveRanges,
    pub ranges: Vec<CoalescedRange>,
}

/// Union-find over live ranges where the root keeps the merge order of its
/// members.
pub struct Sets {
    parent: PerLiveRange<LiveRangeId>,
    pub members: PerLiveRange<Vec<LiveRangeId>>,
}

impl Sets {
    /// Every live range of `lr` in a set of its own.
    pub fn new(lr: &LiveRanges) -> Sets {
        Sets {
            parent: PerLiveRange::from_fn(lr, |k| k),
            members: PerLiveRange::from_fn(lr, |k| vec![k]),
        }
    }
    /// The root of `x`'s set, without path compression.
    pub fn root(&self, mut x: LiveRangeId) -> LiveRangeId {
        while self.parent[x] != x {
            x = self.parent[x];
        }
        x
    }
    pub fn find(&mut self, mut x: LiveRangeId) -> LiveRangeId {
        while self.parent[x] != x {
            self.parent[x] = self.parent[self.parent[x]];
            x = self.parent[x];
        }
        x
    }
    /// Merges `b`'s set into `a`'s (a's root stays, b's members appended).
    pub fn union(&mut self, a: LiveRangeId, b: LiveRangeId) {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra != rb {
            self.parent[rb] = ra;
            let m = std::mem::take(&mut self.members[rb]);
            self.members[ra].extend(m);
        }
    }
}

pub struct Coalescer<'l> {
    pub lr: &'l LiveRanges,
    pub sets: Sets,
    /// The segments of each set, at its root.
    pub segs: PerLiveRange<Vec<Segment>>,
    /// Each phi-copy slot's phi and incoming value ([`phi_copy_sites`]).
    pub sites: FxHashMap<u32, (Val, Option<Val>)>,
}

impl<'l> Coalescer<'l> {
    /// A coalescer whose phi-copy segments know no phi (they interfere
    /// like strong ones); see [`Coalescer::with_sites`].
    pub fn new(lr: &'l LiveRanges) -> Coalescer<'l> {
        Coalescer {
            lr,
            sets: Sets::new(lr),
            segs: PerLiveRange::from_fn(lr, |k| lr[k].segments.clone()),
            sites: FxHashMap::default(),
        }
    }
    pub fn with_sites(mut self, sites: FxHashMap<u32, (Val, Option<Val>)>) -> Coalescer<'l> {
        self.sites = sites;
        self
    }
    /// The live range of `v`.
    pub fn id(&self, v: Val) -> Option<LiveRangeId> {
        self.lr.id(v)
    }
    /// Whether the ranges of `a` and `b` interfere: some segments overlap,
    /// unless each overlap involves a phi-copy segment that GenXLiveness
    /// discounts: its phi is in that segment's range and the phi's
    /// incoming value on that edge is in the other range. Where two
    /// phi-copy segments overlap, both must be discounted (GenXLiveness
    /// looks at one of them only, which would let the other phi's copy
    /// overwrite the shared register).
    pub fn interfere(&mut self, a: LiveRangeId, b: LiveRangeId) -> bool {
        !self.interfering_overlaps(a, b).is_empty()
    }
    /// The overlapping segment pairs of the ranges of `a` and `b` that
    /// interfere (see [`Coalescer::interfere`]).
    fn interfering_overlaps(&mut self, a: LiveRangeId, b: LiveRangeId) -> Vec<(Segment, Segment)> {
        let (ra, rb) = (self.sets.find(a), self.sets.find(b));
        let sets = &self.sets;
        let in_set = |v: Val, r: LiveRangeId| self.id(v).is_some_and(|k| sets.root(k) == r);
        let discounted = |s: &Segment, own: LiveRangeId, other: LiveRangeId| {
            s.kind == SegmentKind::PhiCopy
                && self.sites.get(&s.start).is_some_and(|&(phi, inc)| {
                    in_set(phi, own) && inc.is_some_and(|v| in_set(v, other))
                })
        };
        overlapping(&self.segs[ra], &self.segs[rb])
            .filter(|(x, y)| {
                let strong = |s: &Segment| s.kind == SegmentKind::Strong;
                (strong(x) && strong(y))
                    || !(strong(x) || discounted(x, ra, rb))
                    || !(strong(y) || discounted(y, rb, ra))
            })
            .collect()
    }
    /// GenXLiveness's `twoAddrInterfere`: as [`Coalescer::interfere`], but
    /// an interference that is the single number `[N-1, N)` of a
    /// two-address instruction at N whose result is in one range and whose
    /// two-address operand is in the other does not count. That operand
    /// is read one number early (where a copy would go), so when it is
    /// also read at N (another operand of the bale reads the same value)
    /// its range overlaps the result's by that one number. `sites` are
    /// (result, two-address operand, N-1) of each two-address instruction.
    pub fn two_addr_interfere(
        &mut self,
        a: LiveRangeId,
        b: LiveRangeId,
        sites: &[(Val, Val, u32)],
    ) -> bool {
        let overlaps = self.interfering_overlaps(a, b);
        if overlaps.is_empty() {
            return false;
        }
        let (ra, rb) = (self.sets.find(a), self.sets.find(b));
        let in_set =
            |v: Val, r: LiveRangeId, me: &Self| me.id(v).is_some_and(|k| me.sets.root(k) == r);
        overlaps.iter().any(|(x, y)| {
            // GenXLiveness's single-number site: the segment that starts
            // first ends one number after the other starts.
            let lo = x.start.max(y.start);
            let single = match x.start.cmp(&y.start) {
                std::cmp::Ordering::Less => x.end == lo + 1,
                std::cmp::Ordering::Greater => y.end == lo + 1,
                std::cmp::Ordering::Equal => x.end.min(y.end) == lo + 1,
            };
            let discounted = single
                && sites.iter().any(|&(res, op, at)| {
                    at == lo
                        && ((in_set(res, ra, self) && in_set(op, rb, self))
                            || (in_set(res, rb, self) && in_set(op, ra, self)))
                });
            !discounted
        })
    }
    /// GenXLiveness's `copyInterfere(a, b)`: the range of `a` holds a phi
    /// one of whose phi-copy slots lies in the range of `b`.
    pub fn copy_interfere(&mut self, a: LiveRangeId, b: LiveRangeId, slots: &[(Val, u32)]) -> bool {
        let (ra, rb) = (self.sets.find(a), self.sets.find(b));
        let in_a = |v: Val, me: &Self| me.id(v).is_some_and(|k| me.sets.root(k) == ra);
        slots.iter().any(|&(phi, n)| {
            in_a(phi, self) && self.segs[rb].iter().any(|s| s.start <= n && n < s.end)
        })
    }
    /// Merges `b` into `a` for a copy candidate (IGC's copy coalescing):
    /// the two hold the same bits, so they may be live at once; only the
    /// category and copy-interference (a phi of `b`'s range with a slot in
    /// `a`'s range) stop it.
    pub fn try_copy_merge(&mut self, a: LiveRangeId, b: LiveRangeId, slots: &[(Val, u32)]) -> bool {
        self.merge_unless(a, b, |c| c.copy_interfere(b, a, slots))
    }
    pub fn same(&mut self, a: LiveRangeId, b: LiveRangeId) -> bool {
        self.sets.find(a) == self.sets.find(b)
    }
    /// Tries to merge `b` into `a`: same category, no interference.
    pub fn try_merge(&mut self, a: LiveRangeId, b: LiveRangeId) -> bool {
        self.try_merge_at(a, b, &[])
    }
    /// [`Coalescer::try_merge`] with GenXLiveness's `twoAddrInterfere`:
    /// interference at the pre-copy slots of the two-address `sites` does
    /// not count ([`Coalescer::two_addr_interfere`]).
    pub fn try_merge_at(
        &mut self,
        a: LiveRangeId,
        b: LiveRangeId,
        sites: &[(Val, Val, u32)],
    ) -> bool {
        self.merge_unless(a, b, |c| c.two_addr_interfere(a, b, sites))
    }
    /// Merges `b` into `a` unless they are in different categories or
    /// `interfere` says their ranges may not share a register.
    fn merge_unless(
        &mut self,
        a: LiveRangeId,
        b: LiveRangeId,
        interfere: impl FnOnce(&mut Self) -> bool,
    ) -> bool {
        if self.same(a, b) {
            return true;
        }
        if self.lr[a].category != self.lr[b].category || interfere(self) {
            return false;
        }
        self.merge(a, b);
        true
    }
    pub fn merge(&mut self, a: LiveRangeId, b: LiveRangeId) {
        let (ra, rb) = (self.sets.find(a), self.sets.find(b));
        if ra == rb {
            return;
        }
        let mut s = std::mem::take(&mut self.segs[ra]);
        s.extend(std::mem::take(&mut self.segs[rb]));
        self.sets.union(ra, rb);
        self.segs[ra] = normalize(s);
    }
}

/// GenXLiveness's `wrapsAround(phi, v)`: `phi` is a phi and `v` is read by
/// a phi of the same block that comes after it.
fn wraps_around(v: &View, phi: InstId, val: InstId) -> bool {
    if !v.is_phi(phi) {
        return false;
    }
    let f = v.func;
    let b = v.block_of(phi);
    let order: Vec<InstId> = f.blocks[b]
        .insts
        .iter()
        .copied()
        .take_while(|&i| v.is_phi(i))
        .collect();
    let at = order.iter().position(|&x| x == phi).unwrap_or(usize::MAX);
    v.users[val]
        .iter()
        .any(|&(u, _)| order.iter().position(|&x| x == u).is_some_and(|k| k > at))
}

/// Values that are the base of an indirect region access.
fn indirect_bases(v: &View) -> Vec<Val> {
    let mut out = Vec::new();
    for i in v.insts() {
        let inst = v.inst(i);
        let Some(r) = Region::of(v.func, inst) else {
            continue;
        };
        if !r.is_indirect() {
            continue;
        }
        match classify(inst) {
            Some(Intrinsic::RdRegion) => out.extend(inst.operands.get(rd::INPUT).and_then(Val::of)),
            _ => {
                out.extend(inst.operands.get(wr::OLD).and_then(Val::of));
                out.push(Val::Inst(i));
            }
        }
    }
    out
}

/// Groups values into coalesced ranges with their merged segments.
pub fn ranges_of(lr: &LiveRanges, groups: &[Vec<Val>], v: &View, grf: u32) -> Vec<CoalescedRange> {
    let bases = indirect_bases(v);
    groups
        .iter()
        .map(|g| {
            let items: Vec<_> = g.iter().filter_map(|&x| lr.get(x)).collect();
            CoalescedRange {
                values: g.clone(),
                names: items.iter().map(|x| x.name.clone()).collect(),
                segments: normalize(
                    items
                        .iter()
                        .flat_map(|x| x.segments.iter().copied())
                        .collect(),
                ),
                category: items.first().map_or(Category::General, |x| x.category),
                align: g.iter().any(|x| bases.contains(x)).then_some(grf),
                bytes: items.iter().map(|x| x.bytes).max().unwrap_or(0),
            }
        })
        .collect()
}

/// Coalesces the live ranges of a function. `depth[b]` is the loop depth of block `b`.
pub fn coalescing(
    f: &Function,
    bales: &Bales,
    num: &Numbering,
    cats: &Categories,
    depth: &ArenaMap<BlockId, u32>,
    grf: u32,
) -> Coalescing {
    coalescing_with(f, bales, num, cats, depth, grf, false)
}

/// [`coalescing`], or with `disabled` IGC's `-vc-disable-coalescing`: every
/// interference test says yes (GenXLiveness's `CoalescingDisabled`), so
/// every two-address and phi candidate gets its copy, and a no-op bitcast
/// gets one when it is wider than a GRF or its size is not a power of two
/// (a smaller one is a `mov` the vISA builder emits for the bitcast itself).
///
/// Long: Kept whole: GenXCoalescing's passes run in this order over shared worklists, and the order is the behaviour.
pub fn coalescing_with(
    f: &Function,
    bales: &Bales,
    num: &Numbering,
    cats: &Categories,
    depth: &ArenaMap<BlockId, u32>,
    grf: u32,
    disabled: bool,
) -> Coalescing {
    let v = View::new(f);
    let lr = live_ranges(f, bales, num, cats, &[]);
    let mut c = Coalescer::new(&lr).with_sites(phi_copy_sites(f, num, cats));
    let dead: rustc_hash::FxHashSet<InstId> = bales.dead.iter().copied().collect();
    // GenXCoalescing's getPriority: the moves a copy would take (one per
    // GRF, one per power of two left), times 4 per loop level.
    let grf_bytes = grf.max(1);
    let prio = |bytes: u32, block: BlockId| {
        let moves = bytes / grf_bytes + (bytes % grf_bytes).count_ones();
        moves as u64 * 4u64.pow(depth.get(block).copied().unwrap_or(0).min(15))
    };
    // Candidates in code order, then stably sorted by priority.
    let mut cands: Vec<Candidate> = Vec::new();
    let mut constant_loads = Vec::new();
    for i in v.insts() {
        if dead.contains(&i) {
            continue;
        }
        let inst = v.inst(i);
        let dest = Val::Inst(i);
        if c.id(dest).is_none() {
            continue;
        }
        let bytes = View::type_bytes(inst.ty);
        let mut push = |kind, operand: usize, block: BlockId| {
            let Some(src) = inst
                .operands
                .get(operand)
                .and_then(Val::of)
                .map(|s| cats.resolve(s))
            else {
                return;
            };
            cands.push(Candidate {
                kind,
                dest,
                source: src,
                inst: i,
                operand,
                priority: prio(bytes, block),
                coalesced: false,
            });
        };
        if classify(inst) == Some(Intrinsic::WrRegion) {
            push(CandidateKind::TwoAddress, wr::OLD, inst.block);
        } else if let Some(o) = two_address_operand(f, i) {
            push(CandidateKind::TwoAddress, o, inst.block);
        } else if inst.opcode == Opcode::BitCast
            && View::type_bytes(f.value_ty(&inst.operands[0])) == bytes
        {
            // A no-op cast copy coalesces, unless its input is a phi that
            // it reaches round the loop (GenXCoalescing's visitCastInst).
            let wraps = inst.operands[0]
                .as_inst()
                .is_some_and(|p| wraps_around(&v, p, i));
            let kind = if wraps {
                CandidateKind::WrapCopy
            } else {
                CandidateKind::Copy
            };
            push(kind, 0, inst.block);
        } else if inst.opcode == Opcode::Phi {
            for (k, &b) in inst.blocks.iter().enumerate() {
                // A block listed twice (a switch with two cases to the
                // phi's block) carries one value and gets one copy.
                if inst.blocks[..k].contains(&b) {
                    continue;
                }
                match &inst.operands[k] {
                    lanes_ir::Value::Const(k0) if !k0.is_undef_or_poison() => {
                        if let Some(s) = num.phi_slot(b, i) {
                            constant_loads.push((i, b, s));
                        }
                    }
                    _ => push(CandidateKind::Phi, k, b),
                }
            }
        }
    }
    // Unoverlappers are bitcast copies of their phi that wrap round.
    for u in &cats.unoverlappers {
        let bytes = View::type_bytes(v.inst(u.phi).ty);
        cands.push(Candidate {
            kind: CandidateKind::WrapCopy,
            dest: Val::Copy(u.id),
            source: Val::Inst(u.phi),
            inst: u.phi,
            operand: usize::MAX,
            priority: prio(bytes, u.block),
            coalesced: false,
        });
    }
    // Two-address candidates first: a failed one inserts a copy just before
    // the instruction, which must be part of the result's range before
    // anything else is merged into it.
    cands.sort_by_key(|k| {
        (
            k.kind != CandidateKind::TwoAddress,
            std::cmp::Reverse(k.priority),
        )
    });
    // Copy coalescing first, in code order (GenXCoalescing's
    // processCopyCandidate); copy-interference looks at the phi-copy slots.
    let slots: Vec<(Val, u32)> = num
        .phi_slots
        .iter()
        .map(|s| (Val::Inst(s.phi), s.number))
        .collect();
    // The pre-copy slots of two-address intrinsics (GenXLiveness's
    // twoAddrInterfere discounts interference there).
    let two_addr_sites: Vec<(Val, Val, u32)> = v
        .insts()
        .filter(|i| !dead.contains(i))
        .filter_map(|i| {
            let o = two_address_operand(f, i)?;
            let src = cats.resolve(Val::of(&v.inst(i).operands[o])?);
            let at = num.own[i].checked_sub(1)?;
            Some((Val::Inst(i), src, at))
        })
        .collect();
    for cand in cands.iter_mut().filter(|k| k.kind == CandidateKind::Copy) {
        let (Some(d), Some(s)) = (c.id(cand.dest), c.id(cand.source)) else {
            continue;
        };
        cand.coalesced = !disabled && c.try_copy_merge(d, s, &slots);
    }
    let mut copies = Vec::new();
    let mut next_copy =
        CopyId(u32::try_from(cats.unoverlappers.len()).expect("fewer copies than u32::MAX"));
    let mut phi_copies = 0;
    // With coalescing disabled a bitcast that a single move cannot copy
    // gets a copy like a failed two-address candidate.
    let big = |val: Val| {
        let b = match val {
            Val::Inst(i) => View::type_bytes(v.inst(i).ty),
            _ => return false,
        };
        !b.is_power_of_two() || b > grf
    };
    for cand in cands.iter_mut() {
        let copy = cand.kind == CandidateKind::Copy;
        if copy && !(disabled && big(cand.dest)) {
            continue;
        }
        let (Some(d), Some(s)) = (c.id(cand.dest), c.id(cand.source)) else {
            continue;
        };
        cand.coalesced = !disabled && c.try_merge_at(d, s, &two_addr_sites);
        if cand.coalesced {
            continue;
        }
        let inst = v.inst(cand.inst);
        let kind = match cand.kind {
            CandidateKind::Copy | CandidateKind::WrapCopy if disabled && big(cand.dest) => {
                CandidateKind::TwoAddress
            }
            k => k,
        };
        let (kind, name, block, edge, number) = match kind {
            CandidateKind::Copy | CandidateKind::WrapCopy => continue,
            CandidateKind::TwoAddress => {
                let at = num.own[cand.inst] - 1;
                let r = c.sets.find(d);
                let mut segs = std::mem::take(&mut c.segs[r]);
                segs.push(Segment::new(at, at + 1));
                c.segs[r] = normalize(segs);
                (
                    CopyKind::TwoAddress,
                    format!("{}.twoaddr", v.name(cand.dest)),
                    inst.block,
                    None,
                    at,
                )
            }
            CandidateKind::Phi => {
                let pred = inst.blocks[cand.operand];
                let name = if phi_copies == 0 {
                    "phicopy".to_string()
                } else {
                    format!("phicopy{phi_copies}")
                };
                phi_copies += 1;
                let Some(slot) = num.phi_site(pred, cand.inst) else {
                    continue;
                };
                (CopyKind::Phi, name, pred, slot.edge, slot.number)
            }
        };
        copies.push(CopyDef {
            id: next_copy,
            kind,
            name,
            source: cand.source,
            block,
            edge,
            number,
            user: Some((cand.inst, cand.operand)),
        });
        next_copy.0 += 1;
    }
    // Rebuild liveness with the copies in place and group by set.
    let mut final_lr = live_ranges(f, bales, num, cats, &copies);
    // A constant incoming is loaded straight into the phi's register at its
    // slot: from there to the end of the block the register is written, so
    // that segment is strong, as a phi copy's would be.
    for &(phi, _, slot) in &constant_loads {
        if let Some(x) = final_lr.get_mut(Val::Inst(phi)) {
            let mut segs = std::mem::take(&mut x.segments);
            segs.push(Segment::new(slot, slot + 1));
            x.segments = normalize(segs);
        }
    }
    let mut groups: Vec<Vec<Val>> = Vec::new();
    let mut seen = rustc_hash::FxHashSet::default();
    for k in lr.ids() {
        let r = c.sets.find(k);
        if !seen.insert(r) {
            continue;
        }
        let x = &lr[k];
        let mut g: Vec<Val> = c.sets.members[r].iter().map(|&m| lr[m].value).collect();
        for cp in &copies {
            if g.contains(&match cp.user {
                Some((u, _)) => Val::Inst(u),
                None => x.value,
            }) {
                g.push(Val::Copy(cp.id));
            }
        }
        groups.push(g);
    }
    let ranges = ranges_of(&final_lr, &groups, &v, grf);
    Coalescing {
        candidates: cands,
        copies,
        constant_loads,
        liveness: final_lr,
        ranges,
    }
}
