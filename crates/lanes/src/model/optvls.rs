//! OptVLS's results as plain data: the groups, shuffle graphs, merge
//! rounds and sequences `lanes vls` prints as JSON (described in
//! `docs/formats.md`). Filled from `lanes_vls` in `analysis/to_model`.
//!
//! Memrefs are the server's (`MemrefId`, 0-based), nodes and values are
//! numbered per graph and per sequence.
#![allow(missing_docs)]

use std::fmt;

use serde::Serialize;

/// How a memref touches memory: by a constant stride or through an index
/// vector, reading or writing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum AccessType {
    StridedLoad,
    StridedStore,
    IndexedLoad,
    IndexedStore,
}

/// `<num_elems x elem_bits>`: the server knows element sizes, not element
/// kinds, so a `<4 x double>` and a `<4 x i64>` are the same type here.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct VectorType {
    pub num_elems: u32,
    pub elem_bits: u32,
}

/// Index of a memref in the slice given to `lanes_vls::get_groups`. Printed
/// 1-based (`#1`), as the debug output numbers them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct MemrefId(pub u32);

/// Dense node id, stable across merge rounds (a merged node keeps the id of
/// the first node). Printed 1-based (`V1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct NodeId(pub u32);

/// Lane `lane` of node `src`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Lane {
    pub src: NodeId,
    pub lane: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum NodeKind {
    /// A contiguous masked load of one chunk (load groups; a source).
    Load { offset: i64, mask: Vec<bool> },
    /// The result of member `member`'s gather (load groups; a sink).
    Gather { member: u32 },
    /// The data member `member`'s scatter stores (store groups; a source).
    Scatter { member: u32 },
    /// A contiguous masked store of one chunk (store groups; a sink).
    Store { offset: i64, mask: Vec<bool> },
    /// A rearrangement between sources and sinks.
    Shuffle,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Node {
    pub id: NodeId,
    pub kind: NodeKind,
    pub ty: VectorType,
    /// `ty.num_elems` entries; sources have none defined.
    pub lanes: Vec<Option<Lane>>,
}

/// A snapshot of the graph: live nodes in topological order (sources,
/// shuffles, sinks; each by id).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct ShuffleGraph {
    pub elem_bits: u32,
    pub nodes: Vec<Node>,
    /// The edges of the design's drawing, as DOT statements (not serialized).
    #[serde(skip)]
    pub dot_edges: Vec<String>,
}

/// Index of an instruction in [`Sequence::insts`]; names its result.
/// Printed 1-based (`%1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct ValueId(pub u32);

/// An abstract instruction; the client turns each into IR.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Inst {
    /// Store groups: the data member `member`'s scatter would store.
    Input { member: MemrefId, ty: VectorType },
    /// Contiguous load of `ty` at `base + offset` bytes; lanes with a false
    /// `mask` are not read (they are gaps) and hold undefined values.
    Load {
        ty: VectorType,
        base: MemrefId,
        offset: i64,
        mask: Vec<bool>,
    },
    /// `shufflevector <ty> a, <ty> b, <mask.len() x i32> mask` with LLVM
    /// semantics; `b == None` is an undef second operand.
    Shuffle {
        ty: VectorType,
        a: ValueId,
        b: Option<ValueId>,
        mask: Vec<i32>,
    },
    /// Contiguous store of `value` (of type `ty`) at `base + offset` bytes,
    /// writing only the lanes whose `mask` bit is set.
    Store {
        ty: VectorType,
        value: ValueId,
        base: MemrefId,
        offset: i64,
        mask: Vec<bool>,
    },
}

/// A topologically ordered instruction sequence replacing a group's
/// gathers (or scatters).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Sequence {
    pub access_type: AccessType,
    pub insts: Vec<Inst>,
    /// One per group member, in group order: the value that replaces the
    /// member's gather (loads), or the `Input` standing for the data the
    /// member's scatter stores (stores).
    pub member_values: Vec<ValueId>,
    /// The debug output's text form (not serialized).
    #[serde(skip)]
    pub printed: String,
}

/// One member of a group: a memref and its byte offset from the group's
/// first (lowest-address) member.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct GroupMember {
    pub memref: MemrefId,
    pub offset: i64,
}

/// Adjacent memrefs whose first elements fit in one vector register
/// together. Plain data: `lanes_vls::get_sequence` needs nothing else.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Group {
    /// Maximum vector register size in bytes.
    pub vector_length: u32,
    pub access_type: AccessType,
    /// Type of every member.
    pub ty: VectorType,
    /// Byte distance between consecutive lanes of every member, if constant.
    pub stride: Option<i64>,
    /// Sorted by offset; `members[0].offset == 0`. The group is placed at
    /// `members[0]`'s program point: every other member can move there.
    pub members: Vec<GroupMember>,
    /// Per byte of the window `[0, last offset + element size)`: whether a
    /// member's first element covers it. `false` bytes are gaps.
    pub access_mask: Vec<bool>,
}

/// What the client said about one memref, kept for printing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct MemrefDesc {
    pub id: MemrefId,
    pub ty: VectorType,
    pub access_type: AccessType,
}

/// A set of memrefs at constant distances from its first memref.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct AdjacentSet {
    /// In input order; distances in bytes from `members[0]`.
    pub members: Vec<(MemrefId, i64)>,
}

/// The full result of grouping, with the intermediate sets, for tracing.
/// `Display` is the server's debug output (`Received a request from
/// Client---FORM GROUPS` ...).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Grouping {
    pub memrefs: Vec<MemrefDesc>,
    pub sets: Vec<AdjacentSet>,
    pub groups: Vec<Group>,
    /// `group_of[memref]`: index into `groups` (every memref is in exactly one).
    pub group_of: Vec<u32>,
    /// The debug output's text form (not serialized).
    #[serde(skip)]
    pub printed: String,
}

/// Why no sequence was produced for a group; the client keeps its
/// gathers/scatters.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
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

/// A mask and what the client said it costs.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct MaskCost {
    pub mask: Vec<i32>,
    pub cost: u32,
}

/// A simulated merge of `n2` after `n1`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct MergeCandidate {
    pub n1: NodeId,
    pub n2: NodeId,
    /// Builds the merged node from its (at most two) sources.
    pub incoming: MaskCost,
    /// One per consumer of `n1` or `n2` (in id order): where the consumer's
    /// lanes now come from in the merged node.
    pub outgoing: Vec<MaskCost>,
    pub total: u32,
}

/// One round of test-merges and the merges committed.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct MergeRound {
    pub candidates: Vec<MergeCandidate>,
    /// `(n1, n2)`: `n2` merged into `n1`.
    pub commits: Vec<(NodeId, NodeId)>,
    /// The graph after the commits.
    pub graph: ShuffleGraph,
}

/// Everything `getSequence` did, for the debug output and the TUI.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct SequenceTrace {
    /// `None` when the group was rejected before a graph was built.
    pub initial: Option<ShuffleGraph>,
    pub simplified: Option<ShuffleGraph>,
    pub rounds: Vec<MergeRound>,
    pub result: Result<Sequence, BailOut>,
    /// The debug output's text form (not serialized).
    #[serde(skip)]
    pub printed: String,
    /// Why the server found no sequence, in words (not serialized).
    #[serde(skip)]
    pub bail_out: Option<String>,
}

/// The text forms are the server's debug output.
macro_rules! printed {
    ($($t:ty),*) => {
        $(
            impl fmt::Display for $t {
                fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                    f.write_str(&self.printed)
                }
            }
        )*
    };
}

printed!(Grouping, SequenceTrace, Sequence);

impl ShuffleGraph {
    /// The edges of the design's drawing, as DOT statements.
    pub fn dot_edges(&self) -> &[String] {
        &self.dot_edges
    }
}
