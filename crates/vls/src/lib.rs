//! OptVLS: replaces groups of adjacent gathers/scatters by contiguous
//! loads/stores plus shuffles.
//!
//! The server is agnostic of the client's IR: memrefs are seen only through
//! the [`Memref`] callbacks and costs only through [`CostClient`]. Results
//! are plain data ([`Group`], [`Sequence`], traces) with a text form that
//! follows the design's debug output and a DOT form for the shuffle graph
//! (the façade's model serializes them).
//!
//! - [`get_groups`] splits memrefs into groups of adjacent accesses;
//! - [`get_sequence`] builds the loads/stores and shuffles of one group;
//! - [`get_group_cost`] compares that sequence with the gathers/scatters;
//! - [`verify`] executes a sequence symbolically and checks it.

mod graph;
mod group;
mod program;
mod sequence;
mod trace;
mod types;
mod verify;

pub use graph::{DotEdge, Lane, Node, NodeId, NodeKind, ShuffleGraph};
pub use group::{
    AdjacentSet, Group, GroupMember, Grouping, MemrefDesc, get_groups, get_groups_traced,
};
pub use program::{Inst, Sequence, ValueId};
pub use sequence::{GroupCost, get_group_cost, get_sequence, get_sequence_traced, sequence_cost};
pub use trace::{BailOut, MaskCost, MergeCandidate, MergeRound, SequenceTrace};
pub use types::{
    AccessType, Cost, CostClient, GroupId, MemOp, MemberId, Memref, MemrefId, PerMemref, VectorType,
};
pub use verify::{Sym, VerifyError, verify};
