//! Why a group gets no sequence, and the trace of how a sequence was
//! built (the design's debug output: graphs, merge rounds, costs).

use std::fmt;

use crate::graph::{NodeId, ShuffleGraph};
use crate::program::Sequence;
use crate::types::{Cost, MemrefId, VectorType, fmt_mask};

/// Why no sequence was produced for a group; the client keeps its
/// gathers/scatters.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum BailOut {
    EmptyGroup,
    /// Indexed or variable-stride members: there is no contiguous chunk to load.
    NoConstantStride,
    /// Elements that are not whole bytes, or do not tile the vector register.
    UnsupportedElementSize {
        elem_bits: u32,
        vector_length: u32,
    },
    /// A member's vector does not fit in one register.
    WiderThanRegister {
        ty: VectorType,
        vector_length: u32,
    },
    /// A member offset (or the stride) that is not a multiple of the element
    /// size, so elements do not sit on lanes of a contiguous load.
    Misaligned {
        memref: MemrefId,
        offset: i64,
    },
    /// Two scatter lanes write the byte at this offset; their order matters.
    OverlappingStores {
        offset: i64,
    },
    /// After merging, a node still needs more than two sources, which no
    /// shuffle can read.
    TooManySources {
        node: NodeId,
        sources: u32,
    },
}

impl fmt::Display for BailOut {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BailOut::EmptyGroup => write!(f, "empty group"),
            BailOut::NoConstantStride => write!(f, "members have no constant stride"),
            BailOut::UnsupportedElementSize {
                elem_bits,
                vector_length,
            } => write!(
                f,
                "element size {elem_bits} bits does not tile a {vector_length}-byte vector"
            ),
            BailOut::WiderThanRegister { ty, vector_length } => {
                write!(f, "{ty} is wider than the {vector_length}-byte vector")
            }
            BailOut::Misaligned { memref, offset } => write!(
                f,
                "{memref}: offset {offset} is not a multiple of the element size"
            ),
            BailOut::OverlappingStores { offset } => {
                write!(f, "two scatter lanes write offset {offset}")
            }
            BailOut::TooManySources { node, sources } => {
                write!(f, "{node} has {sources} sources (more than two)")
            }
        }
    }
}

/// A mask and what the client said it costs.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MaskCost {
    pub mask: Vec<i32>,
    pub cost: Cost,
}

/// A simulated merge of `n2` after `n1`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MergeCandidate {
    pub n1: NodeId,
    pub n2: NodeId,
    /// Builds the merged node from its (at most two) sources.
    pub incoming: MaskCost,
    /// One per consumer of `n1` or `n2` (in id order): where the consumer's
    /// lanes now come from in the merged node.
    pub outgoing: Vec<MaskCost>,
    pub total: Cost,
}

/// One round of test-merges and the merges committed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MergeRound {
    pub candidates: Vec<MergeCandidate>,
    /// `(n1, n2)`: `n2` merged into `n1`.
    pub commits: Vec<(NodeId, NodeId)>,
    /// The graph after the commits.
    pub graph: ShuffleGraph,
}

/// Everything `getSequence` did, for the debug output and the TUI.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SequenceTrace {
    /// `None` when the group was rejected before a graph was built.
    pub initial: Option<ShuffleGraph>,
    pub simplified: Option<ShuffleGraph>,
    pub rounds: Vec<MergeRound>,
    pub result: Result<Sequence, BailOut>,
}

impl fmt::Display for SequenceTrace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Received a request from Client---GET SEQUENCE")?;
        if let Some(g) = &self.initial {
            writeln!(f, "  Initial Graph:")?;
            g.write_indented(f, "    ")?;
        }
        if let Some(g) = &self.simplified {
            writeln!(f, "  Simplified Graph:")?;
            g.write_indented(f, "    ")?;
        }
        for (r, round) in self.rounds.iter().enumerate() {
            writeln!(f, "  Merge Round {}:", r + 1)?;
            for c in &round.candidates {
                writeln!(f, "    {} can be merged with {}", c.n1, c.n2)?;
                writeln!(
                    f,
                    "      Incoming-Mask {} Cost {}",
                    fmt_mask(&c.incoming.mask),
                    c.incoming.cost
                )?;
                for o in &c.outgoing {
                    writeln!(
                        f,
                        "      Outgoing-Mask {} Cost {}",
                        fmt_mask(&o.mask),
                        o.cost
                    )?;
                }
                writeln!(f, "      --Total-Cost-- {}", c.total)?;
            }
            for (a, b) in &round.commits {
                writeln!(f, "    Merge {} to {}", a.0 + 1, b.0 + 1)?;
            }
            writeln!(f, "  Graph after Round {}:", r + 1)?;
            round.graph.write_indented(f, "    ")?;
        }
        match &self.result {
            Ok(seq) => {
                writeln!(f, "  Final Sequence:")?;
                seq.write_indented(f, "    ")?;
            }
            Err(b) => writeln!(f, "  Bail out: {b}")?,
        }
        Ok(())
    }
}
