//! The vectorizer's plans, costs, memrefs and VLS decisions
//! (`lanes_vec`) as model types.

use super::ToModel;
use crate::model;

fields!(lanes_vec::vls::VfCandidates => model::VfCandidates { vfs, max_safe_vf, rejected });

fields!(lanes_vec::vls::VfRange => model::VfRange { lo, hi });

fields!(lanes_vec::vls::VlsSequence => model::VlsSequence { group, vf, range, members, vls_group, trace, gather_cost, sequence_cost });

impl ToModel for lanes_vec::vls::VlsGroupCost {
    type Model = model::VlsGroupCost;
    fn to_model(&self) -> model::VlsGroupCost {
        model::VlsGroupCost {
            group: self.group.to_model(),
            members: self.members.to_model(),
            access: self.access.to_model(),
            gather_cost: self.gather_cost.to_model(),
            sequence_cost: self.sequence_cost.to_model(),
            bail_out: self.bail_out.clone().map(model::Reason::new),
            cost: self.cost.to_model(),
            uses_sequence: self.uses_sequence.to_model(),
        }
    }
}

impl ToModel for lanes_vec::vplan::RecipeKind {
    type Model = model::RecipeKind;
    fn to_model(&self) -> model::RecipeKind {
        {
            use lanes_vec::vplan::RecipeKind as E;
            use model::RecipeKind as M;
            match self {
                E::CanonicalIv => M::CanonicalIv,
                E::IvIncrement => M::IvIncrement,
                E::BranchOnCount => M::BranchOnCount,
                E::WidenInduction { vector } => M::WidenInduction {
                    vector: vector.to_model(),
                },
                E::WidenPointerInduction { vector } => M::WidenPointerInduction {
                    vector: vector.to_model(),
                },
                E::ReductionPhi => M::ReductionPhi,
                E::OrderedReduce { kind, masked } => M::OrderedReduce {
                    kind: kind.to_model(),
                    masked: masked.to_model(),
                },
                E::FinalReduce(x0) => M::FinalReduce(x0.to_model()),
                E::RecurrencePhi => M::RecurrencePhi,
                E::RecurrenceSplice => M::RecurrenceSplice,
                E::Widen => M::Widen,
                E::WidenDivByConst => M::WidenDivByConst,
                E::WidenGep => M::WidenGep,
                E::WidenCall => M::WidenCall,
                E::WidenSelect => M::WidenSelect,
                E::WidenCast => M::WidenCast,
                E::WidenPhi => M::WidenPhi,
                E::Uniform => M::Uniform,
                E::Replicate { predicated } => M::Replicate {
                    predicated: predicated.to_model(),
                },
                E::Load { access, masked } => M::Load {
                    access: access.to_model(),
                    masked: masked.to_model(),
                },
                E::Store { access, masked } => M::Store {
                    access: access.to_model(),
                    masked: masked.to_model(),
                },
                E::VlsGroup { masked } => M::VlsGroup {
                    masked: masked.to_model(),
                },
                E::Blend { .. } => M::Blend,
                E::BranchOnMask => M::BranchOnMask,
                E::PredicatedPhi => M::PredicatedPhi,
                E::Mask => M::Mask,
                E::ExtractLastLane => M::ExtractLastLane,
            }
        }
    }
}

fields!(lanes_vec::vplan::Recipe => model::Recipe { kind, text, scalar, opcode, elem, bits, vector_operands, feeds_vector, group, members });

impl ToModel for lanes_vec::vplan::RegionKind {
    type Model = model::RegionKind;
    fn to_model(&self) -> model::RegionKind {
        {
            use lanes_vec::vplan::RegionKind as E;
            use model::RegionKind as M;
            match self {
                E::VectorLoop => M::VectorLoop,
                E::Replicate => M::Replicate,
                E::InnerLoop {
                    divergent,
                    trip_count,
                } => M::InnerLoop {
                    divergent: divergent.to_model(),
                    trip_count: trip_count.to_model(),
                },
            }
        }
    }
}

fields!(lanes_vec::vplan::VPBasicBlock => model::VPBasicBlock { name, recipes, successors, cond });

fields!(lanes_vec::vplan::VPRegion => model::VPRegion { name, kind, blocks, successors });

impl ToModel for lanes_vec::vplan::VPBlock {
    type Model = model::VPBlock;
    fn to_model(&self) -> model::VPBlock {
        {
            use lanes_vec::vplan::VPBlock as E;
            use model::VPBlock as M;
            match self {
                E::Basic(x0) => M::Basic(x0.to_model()),
                E::Region(x0) => M::Region(x0.to_model()),
            }
        }
    }
}

impl ToModel for lanes_vec::vplan::VPlan {
    type Model = model::VPlan;
    fn to_model(&self) -> model::VPlan {
        model::VPlan {
            header: self.header.to_model(),
            vfs: self.vfs.to_model(),
            outer: self.outer.to_model(),
            blocks: self.blocks.to_model(),
            illegal: self.illegal.to_model(),
            fold_tail: self.fold_tail.to_model(),
            printed: self.print(),
            flat_recipes: self
                .flat()
                .iter()
                .map(|f| f.recipe.text.lines().next().unwrap_or("").to_string())
                .collect(),
        }
    }
}

variants!(lanes_vec::memref::AccessKind => model::AccessKind { Load, Store, MaskedLoad, MaskedStore, Gather, Scatter });

impl ToModel for lanes_vec::memref::BaseObject {
    type Model = model::BaseObject;
    fn to_model(&self) -> model::BaseObject {
        {
            use lanes_vec::memref::BaseObject as E;
            use model::BaseObject as M;
            match self {
                E::Alloca { name, escapes } => M::Alloca {
                    name: name.to_model(),
                    escapes: escapes.to_model(),
                },
                E::Allocation { name, escapes } => M::Allocation {
                    name: name.to_model(),
                    escapes: escapes.to_model(),
                },
                E::Global { name } => M::Global {
                    name: name.to_model(),
                },
                E::Argument { name, noalias, .. } => M::Argument {
                    name: name.to_model(),
                    noalias: noalias.to_model(),
                },
                E::Unknown { name, .. } => M::Unknown {
                    name: name.to_model(),
                },
            }
        }
    }
}

impl ToModel for lanes_vec::memref::AccessClass {
    type Model = model::AccessClass;
    fn to_model(&self) -> model::AccessClass {
        {
            use lanes_vec::memref::AccessClass as E;
            use model::AccessClass as M;
            match self {
                E::Uniform => M::Uniform,
                E::UnitStride => M::UnitStride,
                E::ReverseUnitStride => M::ReverseUnitStride,
                E::Strided(x0) => M::Strided(x0.to_model()),
                E::VariableStrided => M::VariableStrided,
                E::Indexed => M::Indexed,
            }
        }
    }
}

impl ToModel for lanes_vec::memref::MemrefId {
    type Model = model::MemrefId;
    fn to_model(&self) -> model::MemrefId {
        model::MemrefId(self.0.to_model())
    }
}

fields!(lanes_vec::cost::choose::VfRow => model::VfRow { vf, total, per_lane, emulated, chosen, reason });

impl ToModel for lanes_vec::cost::choose::BestVf {
    type Model = model::BestVf;
    fn to_model(&self) -> model::BestVf {
        model::BestVf {
            header: self.header.to_model(),
            vectorized: self.vectorized.to_model(),
            vf: self.vf.to_model(),
            cost: self.cost.to_model(),
            per_lane: self.per_lane.to_model(),
            scalar_cost: self.scalar_cost.to_model(),
            reason: self.reason.to_model(),
            rows: self.rows.to_model(),
            trip_count: self.trip_count.to_model(),
            printed: self.table(),
        }
    }
}

fields!(lanes_vec::cost::RecipeCost => model::RecipeCost { recipe, kind, scalar, cost, emulated, setup, note });

impl ToModel for lanes_vec::cost::VPlanCost {
    type Model = model::VPlanCost;
    fn to_model(&self) -> model::VPlanCost {
        model::VPlanCost {
            header: self.header.to_model(),
            vf: self.vf.to_model(),
            recipes: self.recipes.to_model(),
            total: self.total.to_model(),
            setup: self.setup.to_model(),
            per_lane: self.per_lane.to_model(),
            scalar_cost: self.scalar_cost.to_model(),
            illegal: self.illegal.to_model(),
            emulated: self.emulated.to_model(),
            fold_tail: self.fold_tail.to_model(),
            vector_recipes: self.vector_recipes.to_model(),
            printed: self.text(),
            printed_lv: self.lv(),
        }
    }
}
