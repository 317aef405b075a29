//! Live ranges (GenXLiveness): for every value that needs a register (an
//! argument, a bale head, an inserted copy), the segments `[start, end)` of
//! instruction numbers where it is live. A value is defined at its number
//! and live up to its last use; a use counts at the user's bale head (phi
//! uses at the phi-copy slot of the incoming block, or of the split edge's
//! block); liveness flows backwards through predecessors to the definition.
//! A phi's register is also taken from each of its phi-copy slots to the
//! end of that block: a *phi-copy segment*, which does not interfere with
//! the value flowing in on that edge ([`SegmentKind`]).

use la_arena::ArenaMap;
use lanes_ir::{BlockId, Function, InstId, Opcode, Value};

use crate::bale::Bales;
use crate::category::{Categories, Category};
use crate::intrinsics::{Intrinsic, classify};
use crate::number::{Numbering, successors};
use crate::view::{CopyId, Val, View};

/// What a segment stands for (GenXLiveness's segment strengths).
///
/// The order is the strength: where segments of several kinds cover a
/// number, the merged range takes the strongest there.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, Default)]
pub enum SegmentKind {
    /// A subroutine's body (and the subroutines it calls) added to a value
    /// live over a call to it: the value's register must survive the call,
    /// but the value is not read there (GenXLiveness's weak segments, from
    /// `buildSubroutineLRs`). Only the function-group view
    /// ([`crate::igc::group_liveness`]) adds them.
    Weak,
    /// A phi's register from its phi-copy slot to the end of the incoming
    /// block (or split edge's block): where the copy of the incoming value
    /// would go. It does not interfere with that incoming value (see
    /// [`crate::coalesce::Coalescer::interfere`]).
    PhiCopy,
    /// Ordinary liveness.
    #[default]
    Strong,
}

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub struct Segment {
    pub start: u32,
    pub end: u32,
    pub kind: SegmentKind,
}

impl Segment {
    /// A strong segment `[start, end)`.
    pub fn new(start: u32, end: u32) -> Segment {
        Segment {
            start,
            end,
            kind: SegmentKind::Strong,
        }
    }
    /// A phi-copy segment `[start, end)`.
    pub fn phi_copy(start: u32, end: u32) -> Segment {
        Segment {
            start,
            end,
            kind: SegmentKind::PhiCopy,
        }
    }
}

/// Sorts segments and merges them as GenXLiveness does: each number takes
/// the strongest kind covering it; neighbouring pieces merge when they have
/// the same kind, and a phi-copy piece right after a strong one becomes
/// strong (a phi-copy segment only stands when nothing is live just before
/// it). A phi-copy segment followed by an abutting strong one stays apart.
pub fn normalize(segs: Vec<Segment>) -> Vec<Segment> {
    // Sweep over the segment ends, counting the open segments of each kind.
    let kinds = [SegmentKind::Weak, SegmentKind::PhiCopy, SegmentKind::Strong];
    let mut events: Vec<(u32, usize, i32)> = Vec::with_capacity(segs.len() * 2);
    for s in segs.iter().filter(|s| s.start < s.end) {
        let k = kinds.iter().position(|&x| x == s.kind).unwrap_or(2);
        events.push((s.start, k, 1));
        events.push((s.end, k, -1));
    }
    events.sort_unstable();
    let mut open = [0i32; 3];
    let mut out: Vec<Segment> = Vec::new();
    let mut e = 0;
    while e < events.len() {
        let at = events[e].0;
        while e < events.len() && events[e].0 == at {
            open[events[e].1] += events[e].2;
            e += 1;
        }
        let Some(&next) = events.get(e).map(|x| &x.0) else {
            break;
        };
        let Some(k) = (0..3).rev().find(|&k| open[k] > 0) else {
            continue;
        };
        let kind = kinds[k];
        match out.last_mut() {
            Some(l)
                if l.end == at
                    && (l.kind == kind
                        || (l.kind == SegmentKind::Strong && kind == SegmentKind::PhiCopy)) =>
            {
                l.end = next
            }
            _ => out.push(Segment {
                start: at,
                end: next,
                kind,
            }),
        }
    }
    out
}

/// Whether two sorted segment lists overlap, whatever their kinds.
pub fn overlap(a: &[Segment], b: &[Segment]) -> bool {
    overlapping(a, b).next().is_some()
}

/// The pairs of overlapping segments of two sorted lists.
pub fn overlapping<'a>(
    a: &'a [Segment],
    b: &'a [Segment],
) -> impl Iterator<Item = (Segment, Segment)> + 'a {
    let (mut i, mut j) = (0, 0);
    std::iter::from_fn(move || {
        while i < a.len() && j < b.len() {
            let (x, y) = (a[i], b[j]);
            if x.end <= y.end {
                i += 1;
            } else {
                j += 1;
            }
            if x.start < y.end && y.start < x.end {
                return Some((x, y));
            }
        }
        None
    })
}

/// What each phi-copy slot stands for: the phi, and the value flowing in on
/// that edge (after unoverlapper resolution) when it has a live range of
/// its own (`None` for a constant or undef incoming).
pub fn phi_copy_sites(
    f: &Function,
    num: &Numbering,
    cats: &Categories,
) -> rustc_hash::FxHashMap<u32, (Val, Option<Val>)> {
    num.phi_slots
        .iter()
        .map(|s| {
            let inst = &f.insts[s.phi];
            let incoming = inst
                .incoming_index(s.block)
                .and_then(|k| Val::of(&inst.operands[k]))
                .map(|v| cats.resolve(v));
            (s.number, (Val::Inst(s.phi), incoming))
        })
        .collect()
}

/// What kind of copy the backend would insert.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CopyKind {
    /// After the phis of a block, for a circular phi (GenXCategory).
    Unoverlapper,
    /// At a reserved slot at the end of an incoming block (phi coalescing failed).
    Phi,
    /// At the slot before a two-address instruction (two-address coalescing failed).
    TwoAddress,
}

/// A copy that the backend would insert, with its place and what it replaces.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CopyDef {
    pub id: CopyId,
    pub kind: CopyKind,
    pub name: String,
    /// The value copied.
    pub source: Val,
    pub block: BlockId,
    /// The phi's block for a phi copy on a split critical edge: the copy sits
    /// in that edge's block.
    pub edge: Option<BlockId>,
    pub number: u32,
    /// The operand that reads the copy instead of `source` (none for an
    /// unoverlapper, which replaces every use of its phi).
    pub user: Option<(InstId, usize)>,
}

/// One value's liveness.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ValueLiveness {
    pub value: Val,
    pub name: String,
    pub category: Category,
    /// Size in bytes.
    pub bytes: u32,
    pub segments: Vec<Segment>,
}

/// A value's live range: its position in [`LiveRanges::values`], which
/// coalescing merges by.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct LiveRangeId(u32);

impl LiveRangeId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A value for every live range of one [`LiveRanges`] (a dense map: the
/// ids are positions in `values`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PerLiveRange<V>(Vec<V>);

impl<V> PerLiveRange<V> {
    /// `f(id)` for every live range of `lr`.
    pub fn from_fn(lr: &LiveRanges, f: impl FnMut(LiveRangeId) -> V) -> PerLiveRange<V> {
        PerLiveRange(lr.ids().map(f).collect())
    }
}

impl<V> std::ops::Index<LiveRangeId> for PerLiveRange<V> {
    type Output = V;
    fn index(&self, id: LiveRangeId) -> &V {
        &self.0[id.index()]
    }
}

impl<V> std::ops::IndexMut<LiveRangeId> for PerLiveRange<V> {
    fn index_mut(&mut self, id: LiveRangeId) -> &mut V {
        &mut self.0[id.index()]
    }
}

#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct LiveRanges {
    /// In order: arguments, then values in code order, then copies.
    pub values: Vec<ValueLiveness>,
    pub copies: Vec<CopyDef>,
    /// Each value's live range.
    at: rustc_hash::FxHashMap<Val, LiveRangeId>,
    /// Where each copy is in `copies`.
    copy_at: rustc_hash::FxHashMap<CopyId, usize>,
}

impl LiveRanges {
    pub fn get(&self, v: Val) -> Option<&ValueLiveness> {
        self.id(v).map(|k| &self[k])
    }
    pub fn get_mut(&mut self, v: Val) -> Option<&mut ValueLiveness> {
        self.id(v).map(|k| &mut self.values[k.index()])
    }
    /// The live range of `v`.
    pub fn id(&self, v: Val) -> Option<LiveRangeId> {
        self.at.get(&v).copied()
    }
    /// The ids of `values`, in order.
    pub fn ids(&self) -> impl Iterator<Item = LiveRangeId> + use<> {
        (0..self.values.len())
            .map(|k| LiveRangeId(u32::try_from(k).expect("fewer live ranges than u32::MAX")))
    }
    /// The copy `id`.
    pub fn copy(&self, id: CopyId) -> Option<&CopyDef> {
        self.copy_at.get(&id).map(|&k| &self.copies[k])
    }
}

impl std::ops::Index<LiveRangeId> for LiveRanges {
    type Output = ValueLiveness;
    fn index(&self, id: LiveRangeId) -> &ValueLiveness {
        &self.values[id.index()]
    }
}

/// The operand that must share the result's register in a two-address
/// intrinsic: a partial write whose last argument is the old value.
pub fn two_address_operand(f: &Function, i: InstId) -> Option<usize> {
    let inst = &f.insts[i];
    if classify(inst) != Some(Intrinsic::OtherGenx) || !inst.ty.is_vector() {
        return None;
    }
    // IGC's intrinsic description names the two-address operand; intrinsics
    // it does not describe fall back to the shape of a partial write.
    if let Some(d) = crate::intrinsics::describe_inst(inst) {
        return d
            .two_addr()
            .filter(|&n| n < inst.operands.len() && !matches!(inst.operands[n], Value::Const(_)));
    }
    // The vISA build table describes every intrinsic: its `TWOADDR` field
    // (argument n is operand n, after the callee).
    if let Some(b) = inst.callee_name().and_then(crate::cisa::lookup) {
        return b
            .fields
            .iter()
            .find(|fl| fl.kind == "TWOADDR")
            .and_then(|fl| fl.num)
            .map(|n| n as usize)
            .filter(|&n| n < inst.operands.len() && !matches!(inst.operands[n], Value::Const(_)));
    }
    let last = inst.operands.len().checked_sub(1)?;
    (last >= 2
        && f.value_ty(&inst.operands[last]) == inst.ty
        && !matches!(inst.operands[last], Value::Const(_)))
    .then_some(last)
}

/// A use or definition point.
#[derive(Clone, Copy)]
struct Point {
    block: usize,
    num: u32,
}

/// The CFG liveness flows over: blocks in layout order, then the split
/// critical edges, each between its predecessor and its successor, so a
/// value crossing a split edge is live in that edge's block and not at the
/// end of the predecessor's other successors.
struct Flow {
    start: Vec<u32>,
    end: Vec<u32>,
    preds: Vec<Vec<usize>>,
    pos: ArenaMap<BlockId, usize>,
    edge_pos: rustc_hash::FxHashMap<(BlockId, BlockId), usize>,
}

impl Flow {
    fn new(f: &Function, num: &Numbering) -> Flow {
        let mut pos = ArenaMap::default();
        for (k, b) in num.blocks.iter().enumerate() {
            pos.entry(b.block).or_insert(k);
        }
        let nb = num.blocks.len();
        let edge_pos = num
            .edges
            .iter()
            .enumerate()
            .map(|(k, e)| ((e.pred, e.succ), nb + k))
            .collect();
        let mut flow = Flow {
            start: num.blocks.iter().map(|b| b.start).collect(),
            end: num.blocks.iter().map(|b| b.end).collect(),
            preds: vec![Vec::new(); nb + num.edges.len()],
            pos,
            edge_pos,
        };
        flow.start.extend(num.edges.iter().map(|e| e.start));
        flow.end.extend(num.edges.iter().map(|e| e.end));
        for &p in &f.layout {
            for s in successors(f, p) {
                match flow.edge_pos.get(&(p, s)).copied() {
                    Some(e) => {
                        flow.preds[e].push(flow.pos[p]);
                        flow.preds[flow.pos[s]].push(e);
                    }
                    None => {
                        let from = flow.pos[p];
                        flow.preds[flow.pos[s]].push(from);
                    }
                }
            }
        }
        flow
    }

    /// The node of `block`, or of the split edge from it to `edge`.
    fn node(&self, block: BlockId, edge: Option<BlockId>) -> usize {
        match edge {
            Some(s) => self.edge_pos[&(block, s)],
            None => self.pos[block],
        }
    }
}

/// Segments of one value from its definition and uses (Appel 19.6).
fn value_segments(
    flow: &Flow,
    def: Point,
    def_end: u32,
    uses: &[Point],
    extra: &[Segment],
) -> Vec<Segment> {
    let nb = flow.start.len();
    let mut segs = extra.to_vec();
    segs.push(Segment::new(def.num, def_end));
    let mut live_in = vec![false; nb];
    let mut live_out = vec![false; nb];
    let mut stack = Vec::new();
    for u in uses {
        if u.block == def.block && u.num >= def.num {
            segs.push(Segment::new(def.num, u.num));
            continue;
        }
        segs.push(Segment::new(flow.start[u.block], u.num));
        if !live_in[u.block] {
            live_in[u.block] = true;
            stack.extend(flow.preds[u.block].iter().copied());
        }
    }
    while let Some(p) = stack.pop() {
        if live_out[p] {
            continue;
        }
        live_out[p] = true;
        if p == def.block {
            segs.push(Segment::new(def.num, flow.end[p]));
            continue;
        }
        segs.push(Segment::new(flow.start[p], flow.end[p]));
        if !live_in[p] {
            live_in[p] = true;
            stack.extend(flow.preds[p].iter().copied());
        }
    }
    normalize(segs)
}

/// Live ranges of every value, with `copies` (unoverlappers first) in place.
///
/// Long: Kept whole: the segment rules of GenXLiveness, one after the other, read as the pass reads.
pub fn live_ranges(
    f: &Function,
    bales: &Bales,
    num: &Numbering,
    cats: &Categories,
    extra_copies: &[CopyDef],
) -> LiveRanges {
    let v = View::new(f);
    let flow = Flow::new(f, num);
    let pos = &flow.pos;
    let dead: rustc_hash::FxHashSet<InstId> = bales.dead.iter().copied().collect();
    let mut copies: Vec<CopyDef> = cats
        .unoverlappers
        .iter()
        .enumerate()
        .map(|(k, u)| CopyDef {
            id: u.id,
            kind: CopyKind::Unoverlapper,
            name: u.name.clone(),
            source: Val::Inst(u.phi),
            block: u.block,
            edge: None,
            number: num.unoverlappers[k],
            user: None,
        })
        .collect();
    copies.extend(extra_copies.iter().cloned());
    // The copy each operand reads instead of its value, and each copy by
    // id (the first of either, as the backend inserts them).
    let mut copy_of_use: rustc_hash::FxHashMap<(InstId, usize), CopyId> = Default::default();
    let mut copy_at: rustc_hash::FxHashMap<CopyId, usize> = Default::default();
    for (k, c) in copies.iter().enumerate() {
        if let Some(u) = c.user {
            copy_of_use.entry(u).or_insert(c.id);
        }
        copy_at.entry(c.id).or_insert(k);
    }

    // Uses of every value.
    let mut uses: rustc_hash::FxHashMap<Val, Vec<Point>> = Default::default();
    for i in v.insts() {
        if dead.contains(&i) {
            continue;
        }
        let inst = v.inst(i);
        let two_addr = two_address_operand(f, i);
        for (o, op) in inst.operands.iter().enumerate() {
            let Some(mut val) = Val::of(op) else { continue };
            // A phi lists an incoming block once per edge; its copy serves
            // every entry of that block (the first one is the copy's user).
            let user = if inst.opcode == Opcode::Phi {
                let b = inst.blocks[o];
                inst.blocks.iter().position(|&x| x == b).unwrap_or(o)
            } else {
                o
            };
            if let Some(&c) = copy_of_use.get(&(i, user)) {
                val = Val::Copy(c);
            } else {
                val = cats.resolve(val);
            }
            let pts: Vec<Point> = if inst.opcode == Opcode::Phi {
                let pred = inst.blocks[o];
                match num.phi_site(pred, i) {
                    Some(slot) => vec![Point {
                        block: flow.node(pred, slot.edge),
                        num: slot.number,
                    }],
                    None => Vec::new(),
                }
            } else if let Some(n) = o.checked_sub(1).and_then(|a| num.arg_pre_copy(f, i, a)) {
                // A subroutine call's argument is read where its copy into
                // the callee's argument would go (`getArgPreCopyNumber`).
                vec![Point {
                    block: pos[v.block_of(i)],
                    num: n,
                }]
            } else if inst.opcode == Opcode::Ret {
                // A returned value is read where its copy into the unified
                // return value would go (`getRetPreCopyNumber`).
                vec![Point {
                    block: pos[v.block_of(i)],
                    num: num.own[i] - crate::number::flat_elements(f.value_ty(op)),
                }]
            } else {
                bales
                    .heads_of(i)
                    .iter()
                    .map(|&h| Point {
                        block: pos[v.block_of(h)],
                        num: num.own[h] - u32::from(two_addr == Some(o) && h == i),
                    })
                    .collect()
            };
            uses.entry(val).or_default().extend(pts);
        }
    }
    for c in &copies {
        uses.entry(c.source).or_default().push(Point {
            block: flow.node(c.block, c.edge),
            num: c.number,
        });
    }

    let mut out = LiveRanges::default();
    let entry = 0usize;
    let mut push =
        |val: Val, name: String, bytes: u32, def: Point, def_end: u32, extra: Vec<Segment>| {
            let us = uses.get(&val).map(|u| &u[..]).unwrap_or(&[]);
            out.values.push(ValueLiveness {
                value: val,
                name,
                category: cats.of(match val {
                    Val::Copy(id) => copy_at.get(&id).map(|&k| &copies[k]).map_or(val, |c| {
                        if c.kind == CopyKind::Unoverlapper {
                            val
                        } else {
                            c.source
                        }
                    }),
                    _ => val,
                }),
                bytes,
                segments: value_segments(&flow, def, def_end, us, &extra),
            });
        };
    if !f.layout.is_empty() {
        for (n, p) in f.header.params.iter().enumerate() {
            let val = Val::Arg(n as u32);
            push(
                val,
                v.name(val),
                View::type_bytes(p.ty),
                Point {
                    block: entry,
                    num: num.function,
                },
                num.function + 1,
                Vec::new(),
            );
        }
    }
    for i in v.insts() {
        let inst = v.inst(i);
        if inst.ty.is_void() || dead.contains(&i) || !bales.is_head(i) || !inst.ty.is_first_class()
        {
            continue;
        }
        let b = pos[inst.block];
        let own = num.own[i];
        let (def, def_end, extra) = if inst.opcode == Opcode::Phi {
            let extra = inst
                .blocks
                .iter()
                .filter_map(|&p| {
                    let slot = num.phi_site(p, i)?;
                    Some(Segment::phi_copy(
                        slot.number,
                        flow.end[flow.node(p, slot.edge)],
                    ))
                })
                .collect();
            (
                Point {
                    block: b,
                    num: flow.start[b],
                },
                own + 1,
                extra,
            )
        } else if let Some(post) = num.ret_post_copy(i) {
            // A subroutine's result is defined where its copy out of the
            // unified return value would go (`getRetPostCopyNumber`).
            (
                Point {
                    block: b,
                    num: post,
                },
                post + 1,
                Vec::new(),
            )
        } else {
            let start = own - u32::from(two_address_operand(f, i).is_some());
            (
                Point {
                    block: b,
                    num: start,
                },
                own + 1,
                Vec::new(),
            )
        };
        push(
            Val::Inst(i),
            v.name(Val::Inst(i)),
            View::type_bytes(inst.ty),
            def,
            def_end,
            extra,
        );
    }
    for c in &copies {
        let val = Val::Copy(c.id);
        let bytes = match c.source {
            Val::Arg(n) => View::type_bytes(f.header.params[n as usize].ty),
            Val::Inst(i) => View::type_bytes(v.inst(i).ty),
            Val::Copy(_) => 4,
        };
        push(
            val,
            c.name.clone(),
            bytes,
            Point {
                block: flow.node(c.block, c.edge),
                num: c.number,
            },
            c.number + 1,
            Vec::new(),
        );
    }
    out.copies = copies;
    out.copy_at = copy_at;
    for k in out.ids() {
        let value = out[k].value;
        out.at.entry(value).or_insert(k);
    }
    out
}

/// `name:[a,b)[phc,d){category}` (`ph` marks a phi-copy segment, as in
/// GenXLiveness's dumps).
pub fn format_range(
    names: &[String],
    segs: &[Segment],
    cat: Category,
    align: Option<u32>,
) -> String {
    let mut s = names.join(",");
    s.push(':');
    for g in segs {
        let ph = match g.kind {
            SegmentKind::PhiCopy => "ph",
            SegmentKind::Weak => "w",
            SegmentKind::Strong => "",
        };
        s.push_str(&format!("[{ph}{},{})", g.start, g.end));
    }
    s.push('{');
    s.push_str(cat.name());
    if let Some(a) = align {
        s.push_str(&format!(",align{a}"));
    }
    s.push('}');
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn show(segs: &[Segment]) -> String {
        format_range(&["x".to_string()], segs, Category::General, None)
    }

    #[test]
    fn normalize_merges_by_strength() {
        let (s, p) = (Segment::new, Segment::phi_copy);
        // A phi-copy segment right after a strong one becomes strong.
        assert_eq!(show(&normalize(vec![s(1, 4), p(4, 7)])), "x:[1,7){general}");
        // Before a strong one it stays apart.
        assert_eq!(
            show(&normalize(vec![p(1, 4), s(4, 7)])),
            "x:[ph1,4)[4,7){general}"
        );
        // Strong wins where both cover a number; what follows merges in.
        assert_eq!(
            show(&normalize(vec![p(1, 9), s(3, 5)])),
            "x:[ph1,3)[3,9){general}"
        );
        assert_eq!(
            show(&normalize(vec![p(2, 5), p(3, 8), s(10, 12), p(12, 13)])),
            "x:[ph2,8)[10,13){general}"
        );
        assert_eq!(
            show(&normalize(vec![s(1, 3), s(3, 4), p(6, 8), s(0, 2)])),
            "x:[0,4)[ph6,8){general}"
        );
    }
}
