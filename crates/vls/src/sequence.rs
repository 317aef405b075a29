//! `getSequence`: contiguous loads/stores plus shuffles for one group.
//!
//! The graph has three layers: sources (loads, or the data of the
//! scatters), shuffle nodes, and sinks (the gather results, or the
//! stores). The initial graph connects sources to sinks directly, Simplify
//! puts one single-lane shuffle node on every sink lane, and Merge rounds
//! pack shuffle nodes together until nothing merges. Each surviving node
//! becomes one instruction.
//!
//! One file for one algorithm: the graph passes share the node and lane
//! helpers below and mirror the design's single `getSequence`. What it
//! emits is in `program.rs`, the trace of how in `trace.rs`.

use std::collections::BTreeMap;

use rustc_hash::FxHashSet;

use crate::graph::{Lane, Node, NodeId, NodeKind, ShuffleGraph};
use crate::group::Group;
use crate::program::{Inst, Sequence, ValueId};
use crate::trace::{BailOut, MaskCost, MergeCandidate, MergeRound, SequenceTrace};
use crate::types::{Cost, CostClient, MemOp, MemberId, VectorType};

/// Generates the optimized sequence for `group`, or says why not.
pub fn get_sequence(group: &Group, client: &dyn CostClient) -> Result<Sequence, BailOut> {
    let result = build(group, client, None);
    if let Ok(seq) = &result {
        debug_verify(group, seq);
    }
    result
}

/// [`get_sequence`], recording every step.
pub fn get_sequence_traced(group: &Group, client: &dyn CostClient) -> SequenceTrace {
    let mut trace = SequenceTrace {
        initial: None,
        simplified: None,
        rounds: Vec::new(),
        result: Err(BailOut::EmptyGroup),
    };
    trace.result = build(group, client, Some(&mut trace));
    if let Ok(seq) = &trace.result {
        debug_verify(group, seq);
    }
    trace
}

fn debug_verify(group: &Group, seq: &Sequence) {
    if !cfg!(debug_assertions) {
        return;
    }
    if let Err(e) = crate::verify::verify(group, seq) {
        panic!("OptVLS produced a wrong sequence: {e}\n{seq}");
    }
}

/// Gathers/scatters versus the sequence, both priced by the client.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GroupCost {
    /// One gather or scatter per member.
    pub gather_scatter: Cost,
    /// Loads/stores plus shuffles, or why there is no sequence.
    pub sequence: Result<Cost, BailOut>,
}

impl GroupCost {
    /// `min(gathers/scatters, sequence)`.
    pub fn best(&self) -> Cost {
        match &self.sequence {
            Ok(s) => (*s).min(self.gather_scatter),
            Err(_) => self.gather_scatter,
        }
    }

    /// Whether the sequence is strictly cheaper (ties keep the gathers,
    /// which are fewer instructions).
    pub fn prefers_sequence(&self) -> bool {
        matches!(self.sequence, Ok(s) if s < self.gather_scatter)
    }
}

/// The cost of `group` as `min(gathers/scatters, loads/stores + shuffles)`.
pub fn get_group_cost(group: &Group, client: &dyn CostClient) -> GroupCost {
    let gather_scatter = group
        .members
        .iter()
        .map(|_| client.gather_scatter_cost(group.access_type, group.ty))
        .fold(0, Cost::saturating_add);
    GroupCost {
        gather_scatter,
        sequence: get_sequence(group, client).map(|s| sequence_cost(&s, client)),
    }
}

/// Sum of the client's costs of every instruction (inputs are free).
pub fn sequence_cost(seq: &Sequence, client: &dyn CostClient) -> Cost {
    seq.insts
        .iter()
        .map(|inst| match inst {
            Inst::Input { .. } => 0,
            Inst::Load { ty, mask, .. } => client.load_store_cost(MemOp::Load, *ty, mask),
            Inst::Store { ty, mask, .. } => client.load_store_cost(MemOp::Store, *ty, mask),
            Inst::Shuffle { ty, mask, .. } => client.shuffle_cost(*ty, mask),
        })
        .fold(0, Cost::saturating_add)
}

/// Element positions of a group, in units of elements from the base.
struct Layout {
    elem_bytes: i64,
    /// Lanes of one vector register.
    reg_lanes: u32,
    /// `elements[m][i]`: element index of lane `i` of member `m`.
    elements: Vec<Vec<i64>>,
}

fn layout(group: &Group) -> Result<Layout, BailOut> {
    if group.members.is_empty() || group.ty.num_elems == 0 {
        return Err(BailOut::EmptyGroup);
    }
    let stride = group.stride.ok_or(BailOut::NoConstantStride)?;
    let bits = group.ty.elem_bits;
    let vl = group.vector_length;
    // Whole bytes that tile the register.
    if bits == 0 || bits & 7 != 0 || vl.checked_rem(bits / 8) != Some(0) {
        return Err(BailOut::UnsupportedElementSize {
            elem_bits: bits,
            vector_length: vl,
        });
    }
    let eb = i64::from(bits / 8);
    let reg_lanes = vl / (bits / 8);
    if group.ty.num_elems > reg_lanes {
        return Err(BailOut::WiderThanRegister {
            ty: group.ty,
            vector_length: vl,
        });
    }
    if stride % eb != 0 {
        return Err(BailOut::Misaligned {
            memref: group.base(),
            offset: stride,
        });
    }
    let mut elements = Vec::with_capacity(group.members.len());
    for m in &group.members {
        if m.offset % eb != 0 {
            return Err(BailOut::Misaligned {
                memref: m.memref,
                offset: m.offset,
            });
        }
        let first = m.offset / eb;
        elements.push(
            (0..i64::from(group.ty.num_elems))
                .map(|i| first + i * (stride / eb))
                .collect(),
        );
    }
    Ok(Layout {
        elem_bytes: eb,
        reg_lanes,
        elements,
    })
}

/// Chunk start elements: each chunk is one register wide and starts at the
/// lowest accessed element not covered by an earlier chunk, so fully unused
/// stretches of memory (large strides) are never loaded.
fn chunks(accessed: impl Iterator<Item = i64>, reg_lanes: u32) -> Vec<i64> {
    let mut starts: Vec<i64> = Vec::new();
    for e in accessed {
        if starts.last().is_none_or(|&s| e >= s + i64::from(reg_lanes)) {
            starts.push(e);
        }
    }
    starts
}

/// Per-node facts for one merge round, indexed by node id.
struct RoundFacts {
    /// Defined lanes (a prefix) of each shuffle node.
    len: Vec<usize>,
    sources: Vec<Vec<NodeId>>,
    /// Sinks reading each node, in id order.
    users: Vec<Vec<NodeId>>,
}

/// The working graph: nodes indexed by id, dead ones merged away.
struct Work {
    elem_bits: u32,
    reg_lanes: u32,
    nodes: Vec<Node>,
    alive: Vec<bool>,
    sources: Vec<NodeId>,
    shuffles: Vec<NodeId>,
    sinks: Vec<NodeId>,
}

impl Work {
    fn add(&mut self, kind: NodeKind, ty: VectorType, lanes: Vec<Option<Lane>>) -> NodeId {
        let id = NodeId(self.nodes.len() as u32);
        self.nodes.push(Node {
            id,
            kind,
            ty,
            lanes,
        });
        self.alive.push(true);
        id
    }

    fn reg_ty(&self) -> VectorType {
        VectorType::new(self.reg_lanes, self.elem_bits)
    }

    fn live_shuffles(&self) -> Vec<NodeId> {
        self.shuffles
            .iter()
            .copied()
            .filter(|s| self.alive[s.index()])
            .collect()
    }

    fn snapshot(&self) -> ShuffleGraph {
        let order = self
            .sources
            .iter()
            .chain(self.live_shuffles().iter())
            .chain(self.sinks.iter())
            .map(|id| self.nodes[id.index()].clone())
            .collect();
        ShuffleGraph {
            elem_bits: self.elem_bits,
            nodes: order,
        }
    }

    /// Shuffle nodes keep their defined lanes as a prefix.
    fn defined_len(&self, id: NodeId) -> usize {
        self.nodes[id.index()]
            .lanes
            .iter()
            .take_while(|l| l.is_some())
            .count()
    }

    /// Sinks reading each node, in id order.
    fn users(&self) -> Vec<Vec<NodeId>> {
        let mut users = vec![Vec::new(); self.nodes.len()];
        for &s in &self.sinks {
            for lane in self.nodes[s.index()].lanes.iter().flatten() {
                let u: &mut Vec<NodeId> = &mut users[lane.src.index()];
                if u.last() != Some(&s) {
                    u.push(s);
                }
            }
        }
        users
    }

    /// What every test-merge of a round needs, computed once per round.
    fn facts(&self) -> RoundFacts {
        let ids = 0..self.nodes.len() as u32;
        RoundFacts {
            len: ids.clone().map(|i| self.defined_len(NodeId(i))).collect(),
            sources: self.nodes.iter().map(Node::sources).collect(),
            users: self.users(),
        }
    }

    /// Simulates concatenating `b` after `a`; `None` if not eligible.
    fn test_merge(
        &self,
        a: NodeId,
        b: NodeId,
        facts: &RoundFacts,
        client: &dyn CostClient,
    ) -> Option<MergeCandidate> {
        let (la, lb) = (facts.len[a.index()], facts.len[b.index()]);
        let (na, nb) = (&self.nodes[a.index()], &self.nodes[b.index()]);
        // Fits the register; same element size.
        if la + lb > self.reg_lanes as usize || na.ty.elem_bits != nb.ty.elem_bits {
            return None;
        }
        // At most two unique sources, of one type.
        let (sa, sb) = (&facts.sources[a.index()], &facts.sources[b.index()]);
        if sa.len() + sb.iter().filter(|s| !sa.contains(s)).count() > 2 {
            return None;
        }
        let mut srcs: Vec<NodeId> = sa.iter().chain(sb).copied().collect();
        srcs.sort_unstable();
        srcs.dedup();
        let src_ty = self.nodes[srcs[0].index()].ty;
        if srcs.iter().any(|s| self.nodes[s.index()].ty != src_ty) {
            return None;
        }
        let n = src_ty.num_elems as i32;
        let mut incoming = vec![-1; self.reg_lanes as usize];
        let lanes = na.lanes[..la].iter().chain(&nb.lanes[..lb]).flatten();
        for (k, l) in lanes.enumerate() {
            let pos = srcs.iter().position(|&s| s == l.src).unwrap_or(0) as i32;
            incoming[k] = pos * n + l.lane as i32;
        }
        let mut consumers: Vec<NodeId> = facts.users[a.index()]
            .iter()
            .chain(&facts.users[b.index()])
            .copied()
            .collect();
        consumers.sort_unstable();
        consumers.dedup();
        let outgoing: Vec<Vec<i32>> = consumers
            .iter()
            .map(|c| {
                let node = &self.nodes[c.index()];
                node.lanes
                    .iter()
                    .map(|l| match l {
                        Some(l) if l.src == a => l.lane as i32,
                        Some(l) if l.src == b => (la as u32 + l.lane) as i32,
                        _ => -1,
                    })
                    .collect()
            })
            .collect();
        let incoming = MaskCost {
            cost: client.shuffle_cost(src_ty, &incoming),
            mask: incoming,
        };
        let reg_ty = self.reg_ty();
        let outgoing: Vec<MaskCost> = outgoing
            .into_iter()
            .map(|mask| MaskCost {
                cost: client.shuffle_cost(reg_ty, &mask),
                mask,
            })
            .collect();
        let total = outgoing
            .iter()
            .map(|o| o.cost)
            .fold(incoming.cost, Cost::saturating_add);
        Some(MergeCandidate {
            n1: a,
            n2: b,
            incoming,
            outgoing,
            total,
        })
    }

    /// Appends `b`'s lanes to `a` and redirects `b`'s readers.
    fn merge(&mut self, a: NodeId, b: NodeId) {
        let la = self.defined_len(a);
        let b_lanes: Vec<Lane> = self.nodes[b.index()]
            .lanes
            .iter()
            .flatten()
            .copied()
            .collect();
        for (k, l) in b_lanes.into_iter().enumerate() {
            self.nodes[a.index()].lanes[la + k] = Some(l);
        }
        for &s in &self.sinks {
            for lane in self.nodes[s.index()].lanes.iter_mut().flatten() {
                if lane.src == b {
                    *lane = Lane {
                        src: a,
                        lane: la as u32 + lane.lane,
                    };
                }
            }
        }
        self.alive[b.index()] = false;
    }
}

fn build(
    group: &Group,
    client: &dyn CostClient,
    mut trace: Option<&mut SequenceTrace>,
) -> Result<Sequence, BailOut> {
    let lay = layout(group)?;
    let mut work = initial_graph(group, &lay)?;
    if let Some(t) = trace.as_deref_mut() {
        t.initial = Some(work.snapshot());
    }

    simplify(&mut work);
    if let Some(t) = trace.as_deref_mut() {
        t.simplified = Some(work.snapshot());
    }

    // Merge rounds. Test-merges are simulated on the graph as it was at the
    // start of the round; merges are applied at its end.
    loop {
        let inter = work.live_shuffles();
        let facts = work.facts();
        let mut candidates = Vec::new();
        let mut merged: FxHashSet<NodeId> = FxHashSet::default();
        let mut commits = Vec::new();
        for (i, &a) in inter.iter().enumerate() {
            // A node merged this round is not reconsidered.
            if merged.contains(&a) {
                continue;
            }
            let start = candidates.len();
            for &b in &inter[i + 1..] {
                candidates.extend(work.test_merge(a, b, &facts, client));
            }
            // The cheapest partner not merged yet; the first one wins ties.
            let best = candidates[start..]
                .iter()
                .filter(|c| !merged.contains(&c.n2))
                .min_by_key(|c| c.total);
            if let Some(c) = best {
                let b = c.n2;
                merged.insert(a);
                merged.insert(b);
                commits.push((a, b));
            }
        }
        if commits.is_empty() {
            break;
        }
        for &(a, b) in &commits {
            work.merge(a, b);
        }
        if let Some(t) = trace.as_deref_mut() {
            t.rounds.push(MergeRound {
                candidates,
                commits,
                graph: work.snapshot(),
            });
        }
    }

    for &s in &work.sinks {
        let n = work.nodes[s.index()].sources().len();
        if n > 2 {
            return Err(BailOut::TooManySources {
                node: s,
                sources: n as u32,
            });
        }
    }
    Ok(emit(group, &work))
}

/// Sources, sinks and the direct edges between them. Members get the first
/// ids (`V1`, `V2`, ...), then the chunks, as in the design's drawings.
fn initial_graph(group: &Group, lay: &Layout) -> Result<Work, BailOut> {
    let m = group.members.len();
    let r = lay.reg_lanes;
    let reg_ty = VectorType::new(r, group.ty.elem_bits);
    let n = group.ty.num_elems as usize;
    let mut work = Work {
        elem_bits: group.ty.elem_bits,
        reg_lanes: r,
        nodes: Vec::new(),
        alive: Vec::new(),
        sources: Vec::new(),
        shuffles: Vec::new(),
        sinks: Vec::new(),
    };
    let chunk_of = |starts: &[i64], e: i64| -> (usize, u32) {
        let c = starts.partition_point(|&s| s <= e) - 1;
        (c, (e - starts[c]) as u32)
    };

    if group.access_type.is_load() {
        let accessed: std::collections::BTreeSet<i64> =
            lay.elements.iter().flatten().copied().collect();
        let starts = chunks(accessed.iter().copied(), r);
        for mi in 0..m {
            let id = work.add(
                NodeKind::Gather {
                    member: MemberId(mi as u32),
                },
                group.ty,
                vec![None; n],
            );
            work.sinks.push(id);
        }
        for &s in &starts {
            let mask = (0..i64::from(r))
                .map(|j| accessed.contains(&(s + j)))
                .collect();
            let id = work.add(
                NodeKind::Load {
                    offset: s * lay.elem_bytes,
                    mask,
                },
                reg_ty,
                vec![None; r as usize],
            );
            work.sources.push(id);
        }
        for (mi, elems) in lay.elements.iter().enumerate() {
            for (i, &e) in elems.iter().enumerate() {
                let (c, lane) = chunk_of(&starts, e);
                work.nodes[mi].lanes[i] = Some(Lane {
                    src: work.sources[c],
                    lane,
                });
            }
        }
    } else {
        let mut writer: BTreeMap<i64, (usize, u32)> = BTreeMap::new();
        for (mi, elems) in lay.elements.iter().enumerate() {
            for (i, &e) in elems.iter().enumerate() {
                if writer.insert(e, (mi, i as u32)).is_some() {
                    return Err(BailOut::OverlappingStores {
                        offset: e * lay.elem_bytes,
                    });
                }
            }
        }
        let starts = chunks(writer.keys().copied(), r);
        for mi in 0..m {
            let id = work.add(
                NodeKind::Scatter {
                    member: MemberId(mi as u32),
                },
                group.ty,
                vec![None; n],
            );
            work.sources.push(id);
        }
        for &s in &starts {
            let lanes: Vec<Option<Lane>> = (0..i64::from(r))
                .map(|j| {
                    writer.get(&(s + j)).map(|&(mi, i)| Lane {
                        src: work.sources[mi],
                        lane: i,
                    })
                })
                .collect();
            let mask = lanes.iter().map(Option::is_some).collect();
            let id = work.add(
                NodeKind::Store {
                    offset: s * lay.elem_bytes,
                    mask,
                },
                reg_ty,
                lanes,
            );
            work.sinks.push(id);
        }
        // Every element is written by exactly one scatter lane (checked
        // above), so every chunk lane maps back to one member lane.
        debug_assert!(writer.keys().all(|&e| chunk_of(&starts, e).1 < r));
    }
    Ok(work)
}

/// One single-lane shuffle node per sink lane: every element gets its own
/// node, so that Merge can pack elements of different sinks together.
fn simplify(work: &mut Work) {
    let reg_ty = work.reg_ty();
    for si in 0..work.sinks.len() {
        let s = work.sinks[si];
        for p in 0..work.nodes[s.index()].lanes.len() {
            let Some(lane) = work.nodes[s.index()].lanes[p] else {
                continue;
            };
            let mut lanes = vec![None; work.reg_lanes as usize];
            lanes[0] = Some(lane);
            let id = work.add(NodeKind::Shuffle, reg_ty, lanes);
            work.shuffles.push(id);
            work.nodes[s.index()].lanes[p] = Some(Lane { src: id, lane: 0 });
        }
    }
}

/// One instruction per node in topological order. A shuffle that would copy
/// its only operand unchanged (same type, every defined lane in place) is
/// not emitted: its readers use the operand itself.
fn emit(group: &Group, work: &Work) -> Sequence {
    let base = group.base();
    let mut insts: Vec<Inst> = Vec::new();
    let mut value_of: Vec<Option<ValueId>> = vec![None; work.nodes.len()];
    let reg_ty = work.reg_ty();

    for &s in &work.sources {
        let node = &work.nodes[s.index()];
        let inst = match &node.kind {
            NodeKind::Load { offset, mask } => Inst::Load {
                ty: reg_ty,
                base,
                offset: *offset,
                mask: mask.clone(),
            },
            NodeKind::Scatter { member } => Inst::Input {
                member: group.members[member.index()].memref,
                ty: group.ty,
            },
            _ => unreachable!("sources are loads or scatter data"),
        };
        insts.push(inst);
        value_of[s.index()] = Some(ValueId(insts.len() as u32 - 1));
    }

    let shuffle = |insts: &mut Vec<Inst>, value_of: &[Option<ValueId>], node: &Node| {
        let mapped: Vec<Option<(ValueId, u32)>> = node
            .lanes
            .iter()
            .map(|l| l.map(|l| (value_of[l.src.index()].expect("operand emitted"), l.lane)))
            .collect();
        let mut ops: Vec<ValueId> = mapped.iter().flatten().map(|&(v, _)| v).collect();
        ops.sort_unstable();
        ops.dedup();
        debug_assert!(!ops.is_empty() && ops.len() <= 2);
        let op_ty = insts[ops[0].index()]
            .result_ty()
            .expect("operand has a value");
        let identity = mapped
            .iter()
            .enumerate()
            .all(|(k, m)| m.is_none_or(|(_, l)| l as usize == k));
        if ops.len() == 1 && op_ty == node.ty && identity {
            return ops[0];
        }
        let n = op_ty.num_elems as i32;
        let mask = mapped
            .iter()
            .map(|m| match m {
                None => -1,
                Some((v, l)) => ops.iter().position(|o| o == v).unwrap_or(0) as i32 * n + *l as i32,
            })
            .collect();
        insts.push(Inst::Shuffle {
            ty: op_ty,
            a: ops[0],
            b: ops.get(1).copied(),
            mask,
        });
        ValueId(insts.len() as u32 - 1)
    };

    for s in work.live_shuffles() {
        let v = shuffle(&mut insts, &value_of, &work.nodes[s.index()]);
        value_of[s.index()] = Some(v);
    }

    let mut member_values = Vec::with_capacity(group.members.len());
    if group.access_type.is_load() {
        for &s in &work.sinks {
            member_values.push(shuffle(&mut insts, &value_of, &work.nodes[s.index()]));
        }
    } else {
        member_values.extend(work.sources.iter().map(|s| value_of[s.index()].unwrap()));
        // All shuffles first, then the stores: stores define no value, so
        // the numbering of values stays dense.
        let stored: Vec<ValueId> = work
            .sinks
            .iter()
            .map(|s| shuffle(&mut insts, &value_of, &work.nodes[s.index()]))
            .collect();
        for (&s, value) in work.sinks.iter().zip(stored) {
            let NodeKind::Store { offset, mask } = &work.nodes[s.index()].kind else {
                unreachable!("store groups sink into stores")
            };
            insts.push(Inst::Store {
                ty: reg_ty,
                value,
                base,
                offset: *offset,
                mask: mask.clone(),
            });
        }
    }
    Sequence {
        access_type: group.access_type,
        insts,
        member_values,
    }
}

#[cfg(test)]
mod tests {
    use super::chunks;

    #[test]
    fn chunks_start_at_the_next_accessed_element() {
        assert_eq!(chunks([0, 1, 2, 3, 4, 5, 6, 7].into_iter(), 4), [0, 4]);
        // Large stride: nothing is loaded between elements 1 and 10.
        assert_eq!(chunks([0, 1, 10, 11, 20].into_iter(), 4), [0, 10, 20]);
        assert_eq!(chunks([-6, -5, -2, -1].into_iter(), 4), [-6, -2]);
    }
}
