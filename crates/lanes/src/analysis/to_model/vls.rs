//! OptVLS results (`lanes_vls`) as model types.

use super::ToModel;
use crate::model;

variants!(lanes_vls::AccessType => model::optvls::AccessType { StridedLoad, StridedStore, IndexedLoad, IndexedStore });

fields!(lanes_vls::VectorType => model::optvls::VectorType { num_elems, elem_bits });

impl ToModel for lanes_vls::MemrefId {
    type Model = model::optvls::MemrefId;
    fn to_model(&self) -> model::optvls::MemrefId {
        model::optvls::MemrefId(self.0.to_model())
    }
}

/// A member is its index in `Group::members` in the contract.
impl ToModel for lanes_vls::MemberId {
    type Model = u32;
    fn to_model(&self) -> u32 {
        self.0
    }
}

/// A group is its index in `Grouping::groups` in the contract.
impl ToModel for lanes_vls::GroupId {
    type Model = u32;
    fn to_model(&self) -> u32 {
        self.0
    }
}

impl ToModel for lanes_vls::NodeId {
    type Model = model::optvls::NodeId;
    fn to_model(&self) -> model::optvls::NodeId {
        model::optvls::NodeId(self.0.to_model())
    }
}

fields!(lanes_vls::Lane => model::optvls::Lane { src, lane });

impl ToModel for lanes_vls::NodeKind {
    type Model = model::optvls::NodeKind;
    fn to_model(&self) -> model::optvls::NodeKind {
        {
            use lanes_vls::NodeKind as E;
            use model::optvls::NodeKind as M;
            match self {
                E::Load { offset, mask } => M::Load {
                    offset: offset.to_model(),
                    mask: mask.to_model(),
                },
                E::Gather { member } => M::Gather {
                    member: member.to_model(),
                },
                E::Scatter { member } => M::Scatter {
                    member: member.to_model(),
                },
                E::Store { offset, mask } => M::Store {
                    offset: offset.to_model(),
                    mask: mask.to_model(),
                },
                E::Shuffle => M::Shuffle,
            }
        }
    }
}

fields!(lanes_vls::Node => model::optvls::Node { id, kind, ty, lanes });

impl ToModel for lanes_vls::ShuffleGraph {
    type Model = model::optvls::ShuffleGraph;
    fn to_model(&self) -> model::optvls::ShuffleGraph {
        model::optvls::ShuffleGraph {
            elem_bits: self.elem_bits.to_model(),
            nodes: self.nodes.to_model(),
            dot_edges: self.dot_edges().iter().map(ToString::to_string).collect(),
        }
    }
}

impl ToModel for lanes_vls::ValueId {
    type Model = model::optvls::ValueId;
    fn to_model(&self) -> model::optvls::ValueId {
        model::optvls::ValueId(self.0.to_model())
    }
}

impl ToModel for lanes_vls::Inst {
    type Model = model::optvls::Inst;
    fn to_model(&self) -> model::optvls::Inst {
        {
            use lanes_vls::Inst as E;
            use model::optvls::Inst as M;
            match self {
                E::Input { member, ty } => M::Input {
                    member: member.to_model(),
                    ty: ty.to_model(),
                },
                E::Load {
                    ty,
                    base,
                    offset,
                    mask,
                } => M::Load {
                    ty: ty.to_model(),
                    base: base.to_model(),
                    offset: offset.to_model(),
                    mask: mask.to_model(),
                },
                E::Shuffle { ty, a, b, mask } => M::Shuffle {
                    ty: ty.to_model(),
                    a: a.to_model(),
                    b: b.to_model(),
                    mask: mask.to_model(),
                },
                E::Store {
                    ty,
                    value,
                    base,
                    offset,
                    mask,
                } => M::Store {
                    ty: ty.to_model(),
                    value: value.to_model(),
                    base: base.to_model(),
                    offset: offset.to_model(),
                    mask: mask.to_model(),
                },
            }
        }
    }
}

impl ToModel for lanes_vls::Sequence {
    type Model = model::optvls::Sequence;
    fn to_model(&self) -> model::optvls::Sequence {
        model::optvls::Sequence {
            access_type: self.access_type.to_model(),
            insts: self.insts.to_model(),
            member_values: self.member_values.to_model(),
            printed: self.to_string(),
        }
    }
}

fields!(lanes_vls::GroupMember => model::optvls::GroupMember { memref, offset });

fields!(lanes_vls::Group => model::optvls::Group { vector_length, access_type, ty, stride, members, access_mask });

fields!(lanes_vls::MemrefDesc => model::optvls::MemrefDesc { id, ty, access_type });

fields!(lanes_vls::AdjacentSet => model::optvls::AdjacentSet { members });

impl ToModel for lanes_vls::Grouping {
    type Model = model::optvls::Grouping;
    fn to_model(&self) -> model::optvls::Grouping {
        model::optvls::Grouping {
            memrefs: self.memrefs.to_model(),
            sets: self.sets.to_model(),
            groups: self.groups.to_model(),
            group_of: self.group_of.values().map(ToModel::to_model).collect(),
            printed: self.to_string(),
        }
    }
}

impl ToModel for lanes_vls::BailOut {
    type Model = model::optvls::BailOut;
    fn to_model(&self) -> model::optvls::BailOut {
        {
            use lanes_vls::BailOut as E;
            use model::optvls::BailOut as M;
            match self {
                E::EmptyGroup => M::EmptyGroup,
                E::NoConstantStride => M::NoConstantStride,
                E::UnsupportedElementSize {
                    elem_bits,
                    vector_length,
                } => M::UnsupportedElementSize {
                    elem_bits: elem_bits.to_model(),
                    vector_length: vector_length.to_model(),
                },
                E::WiderThanRegister { ty, vector_length } => M::WiderThanRegister {
                    ty: ty.to_model(),
                    vector_length: vector_length.to_model(),
                },
                E::Misaligned { memref, offset } => M::Misaligned {
                    memref: memref.to_model(),
                    offset: offset.to_model(),
                },
                E::OverlappingStores { offset } => M::OverlappingStores {
                    offset: offset.to_model(),
                },
                E::TooManySources { node, sources } => M::TooManySources {
                    node: node.to_model(),
                    sources: sources.to_model(),
                },
            }
        }
    }
}

fields!(lanes_vls::MaskCost => model::optvls::MaskCost { mask, cost });

fields!(lanes_vls::MergeCandidate => model::optvls::MergeCandidate { n1, n2, incoming, outgoing, total });

fields!(lanes_vls::MergeRound => model::optvls::MergeRound { candidates, commits, graph });

impl ToModel for lanes_vls::SequenceTrace {
    type Model = model::optvls::SequenceTrace;
    fn to_model(&self) -> model::optvls::SequenceTrace {
        model::optvls::SequenceTrace {
            initial: self.initial.to_model(),
            simplified: self.simplified.to_model(),
            rounds: self.rounds.to_model(),
            result: self.result.to_model(),
            printed: self.to_string(),
            bail_out: self.result.as_ref().err().map(ToString::to_string),
        }
    }
}
