//! The bit-range graph `genShuffles` works on.
//!
//! Every node is a vector of lanes; lane `i` of a node is the bit range
//! `[i*bits : (i+1)*bits-1]` and is either undefined or a copy of one lane of
//! a source node. An edge of the design (a moved bit range) is one defined
//! lane here. All lanes of a group have the same element size, so lanes and
//! bit ranges are interchangeable and masks can be read off directly.

use std::fmt::{self, Write as _};

use crate::types::{MemberId, VectorType};

/// Dense node id, stable across merge rounds (a merged node keeps the id of
/// the first node). Printed 1-based (`V1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(pub u32);

impl NodeId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for NodeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "V{}", self.0 + 1)
    }
}

/// Lane `lane` of node `src`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Lane {
    pub src: NodeId,
    pub lane: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum NodeKind {
    /// A contiguous masked load of one chunk (load groups; a source).
    Load { offset: i64, mask: Vec<bool> },
    /// The result of member `member`'s gather (load groups; a sink).
    Gather { member: MemberId },
    /// The data member `member`'s scatter stores (store groups; a source).
    Scatter { member: MemberId },
    /// A contiguous masked store of one chunk (store groups; a sink).
    Store { offset: i64, mask: Vec<bool> },
    /// A rearrangement between sources and sinks.
    Shuffle,
}

impl NodeKind {}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Node {
    pub id: NodeId,
    pub kind: NodeKind,
    pub ty: VectorType,
    /// `ty.num_elems` entries; sources have none defined.
    pub lanes: Vec<Option<Lane>>,
}

impl Node {
    /// Distinct source nodes, in id order.
    pub fn sources(&self) -> Vec<NodeId> {
        let mut s: Vec<NodeId> = self.lanes.iter().flatten().map(|l| l.src).collect();
        s.sort_unstable();
        s.dedup();
        s
    }
}

/// A snapshot of the graph: live nodes in topological order (sources,
/// shuffles, sinks; each by id).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ShuffleGraph {
    pub elem_bits: u32,
    pub nodes: Vec<Node>,
}

const PALETTE: [&str; 8] = [
    "red",
    "blue",
    "darkgreen",
    "orange",
    "purple",
    "brown",
    "magenta",
    "cyan",
];

impl ShuffleGraph {
    /// Each node id's position in `nodes` (ids are dense and outlive
    /// merged nodes, so a slot may be empty).
    fn positions(&self) -> Vec<Option<usize>> {
        let n = self
            .nodes
            .iter()
            .map(|n| n.id.index() + 1)
            .max()
            .unwrap_or(0);
        let mut at = vec![None; n];
        for (p, node) in self.nodes.iter().enumerate() {
            at[node.id.index()] = Some(p);
        }
        at
    }

    fn range(&self, lane: u32) -> String {
        let lo = u64::from(lane) * u64::from(self.elem_bits);
        format!("{lo}:{}", lo + u64::from(self.elem_bits) - 1)
    }

    /// For every defined lane, the group member whose data it carries: the
    /// gather it ends in (load groups) or the scatter it comes from (store
    /// groups). Used to colour edges as the design's drawings do.
    fn lane_members(&self) -> Vec<Vec<Option<MemberId>>> {
        let at = self.positions();
        let pos = |id: NodeId| at.get(id.index()).copied().flatten();
        let mut colour: Vec<Vec<Option<MemberId>>> = self
            .nodes
            .iter()
            .map(|n| vec![None; n.lanes.len()])
            .collect();
        let is_load_group = self
            .nodes
            .iter()
            .any(|n| matches!(n.kind, NodeKind::Gather { .. }));
        if is_load_group {
            // Backwards from the gathers; sinks are last, so one reverse sweep.
            for (i, n) in self.nodes.iter().enumerate().rev() {
                for (k, lane) in n.lanes.iter().enumerate() {
                    let Some(lane) = lane else { continue };
                    let c = match n.kind {
                        NodeKind::Gather { member } => Some(member),
                        _ => colour[i][k],
                    };
                    colour[i][k] = c;
                    let slot = pos(lane.src).and_then(|p| colour[p].get_mut(lane.lane as usize));
                    if let Some(slot) = slot {
                        *slot = slot.or(c);
                    }
                }
            }
        } else {
            for (i, n) in self.nodes.iter().enumerate() {
                if let NodeKind::Scatter { member } = n.kind {
                    colour[i].iter_mut().for_each(|c| *c = Some(member));
                }
                for (k, lane) in n.lanes.iter().enumerate() {
                    let Some(lane) = lane else { continue };
                    colour[i][k] = pos(lane.src)
                        .and_then(|p| colour[p].get(lane.lane as usize).copied().flatten());
                }
            }
        }
        colour
    }

    /// The edges of the design's drawing: one per moved bit range, in node
    /// and lane order, coloured by group member.
    pub fn dot_edges(&self) -> Vec<DotEdge> {
        let colour = self.lane_members();
        let mut out = Vec::new();
        for (i, n) in self.nodes.iter().enumerate() {
            for (k, lane) in n.lanes.iter().enumerate() {
                let Some(lane) = lane else { continue };
                out.push(DotEdge {
                    from: lane.src,
                    to: n.id,
                    colour: colour[i][k].map_or("black", |m| PALETTE[m.index() % PALETTE.len()]),
                    label: self.range(lane.lane),
                });
            }
        }
        out
    }

    /// Graphviz rendering in the design's style (the server's own dump; the
    /// façade draws the same edges through its DOT writer).
    pub fn to_dot(&self, name: &str) -> String {
        let mut s = String::new();
        let _ = writeln!(s, "digraph {name} {{");
        let _ = writeln!(s, "   graph[ordering=in];");
        for e in self.dot_edges() {
            let _ = writeln!(s, "   {e}");
        }
        s.push_str("}\n");
        s
    }

    pub(crate) fn write_indented(&self, f: &mut fmt::Formatter<'_>, pad: &str) -> fmt::Result {
        for n in &self.nodes {
            match &n.kind {
                NodeKind::Load { .. } => writeln!(f, "{pad}{}: Load", n.id)?,
                NodeKind::Scatter { member } => writeln!(
                    f,
                    "{pad}{}: Scatter data of member {}",
                    n.id,
                    member.index() + 1
                )?,
                NodeKind::Store { .. } => writeln!(f, "{pad}{}: Store", n.id)?,
                NodeKind::Gather { .. } | NodeKind::Shuffle => writeln!(f, "{pad}{}:", n.id)?,
            }
            for (k, lane) in n.lanes.iter().enumerate() {
                if let Some(lane) = lane {
                    writeln!(
                        f,
                        "{pad} [{}] = {}[{}]",
                        self.range(k as u32),
                        lane.src,
                        self.range(lane.lane)
                    )?;
                }
            }
        }
        Ok(())
    }
}

/// One edge of [`ShuffleGraph::dot_edges`]: bit range `label` of `from`
/// moves to `to`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DotEdge {
    pub from: NodeId,
    pub to: NodeId,
    /// The group member the bits belong to, as a Graphviz colour.
    pub colour: &'static str,
    /// The source bit range, `lo:hi`.
    pub label: String,
}

/// The edge statement: `V3 -> V5[fontcolor=red, color=red, label="0:63"];`.
impl fmt::Display for DotEdge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = self.colour;
        write!(
            f,
            "{} -> {}[fontcolor={c}, color={c}, label=\"{}\"];",
            self.from, self.to, self.label
        )
    }
}

/// The server's text form: `V3: Load`, `V1:` followed by
/// `[0:63] = V3[0:63]` lines (undefined lanes are omitted).
impl fmt::Display for ShuffleGraph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_indented(f, "")
    }
}
