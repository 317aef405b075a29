//! GenX results (`lanes_genx`) as model types.

use super::ToModel;
use crate::model;

impl ToModel for lanes_genx::region::Start {
    type Model = model::Start;
    fn to_model(&self) -> model::Start {
        {
            use lanes_genx::region::Start as E;
            use model::Start as M;
            match self {
                E::Bytes(x0) => M::Bytes(x0.to_model()),
                E::Indirect { index, offset } => M::Indirect {
                    index: index.to_model(),
                    offset: offset.to_model(),
                },
            }
        }
    }
}

impl ToModel for lanes_genx::region::Region {
    type Model = model::Region;
    fn to_model(&self) -> model::Region {
        model::Region {
            elem_bytes: self.elem_bytes.to_model(),
            num_elements: self.num_elements.to_model(),
            vstride: self.vstride.to_model(),
            width: self.width.to_model(),
            stride: self.stride.to_model(),
            start: self.start.to_model(),
            parent_width: self.parent_width.to_model(),
            masked: self.masked.to_model(),
        }
    }
}

impl ToModel for lanes_genx::region::RegionFacts {
    type Model = model::RegionFacts;
    fn to_model(&self) -> model::RegionFacts {
        model::RegionFacts {
            legal: self.legal.to_model(),
            crosses_grf: self.crosses_grf.to_model(),
            grfs: self.grfs.to_model(),
            problems: self.problems.to_model(),
        }
    }
}

impl ToModel for lanes_genx::number::PhiSlot {
    type Model = model::PhiSlot;
    fn to_model(&self) -> model::PhiSlot {
        model::PhiSlot {
            block: self.block.to_model(),
            phi: self.phi.to_model(),
            number: self.number.to_model(),
            edge: self.edge.to_model(),
        }
    }
}

impl ToModel for lanes_genx::number::BlockNumbers {
    type Model = model::BlockNumbers;
    fn to_model(&self) -> model::BlockNumbers {
        model::BlockNumbers {
            block: self.block.to_model(),
            start: self.start.to_model(),
            end: self.end.to_model(),
        }
    }
}

impl ToModel for lanes_genx::number::EdgeBlock {
    type Model = model::EdgeBlock;
    fn to_model(&self) -> model::EdgeBlock {
        model::EdgeBlock {
            pred: self.pred.to_model(),
            succ: self.succ.to_model(),
            start: self.start.to_model(),
            end: self.end.to_model(),
        }
    }
}

impl ToModel for lanes_genx::number::Numbering {
    type Model = model::Numbering;
    fn to_model(&self) -> model::Numbering {
        model::Numbering {
            function: self.function.to_model(),
            blocks: self.blocks.to_model(),
            edges: self.edges.to_model(),
            own: self.own.to_model(),
            number: self.number.to_model(),
            phi_slots: self.phi_slots.to_model(),
            unoverlappers: self.unoverlappers.to_model(),
            last: self.last.to_model(),
            call_start: self.call_start.to_model(),
            kernel_arg_slots: self.kernel_arg_slots.to_model(),
        }
    }
}

impl ToModel for lanes_genx::view::Val {
    type Model = model::Val;
    fn to_model(&self) -> model::Val {
        {
            use lanes_genx::view::Val as E;
            use model::Val as M;
            match self {
                E::Arg(x0) => M::Arg(x0.to_model()),
                E::Inst(x0) => M::Inst(x0.to_model()),
                E::Copy(x0) => M::Copy(x0.to_model()),
            }
        }
    }
}

impl ToModel for lanes_genx::coalesce::CandidateKind {
    type Model = model::CandidateKind;
    fn to_model(&self) -> model::CandidateKind {
        {
            use lanes_genx::coalesce::CandidateKind as E;
            use model::CandidateKind as M;
            match self {
                E::TwoAddress => M::TwoAddress,
                E::Copy => M::Copy,
                E::WrapCopy => M::WrapCopy,
                E::Phi => M::Phi,
            }
        }
    }
}

impl ToModel for lanes_genx::coalesce::Candidate {
    type Model = model::Candidate;
    fn to_model(&self) -> model::Candidate {
        model::Candidate {
            kind: self.kind.to_model(),
            dest: self.dest.to_model(),
            source: self.source.to_model(),
            inst: self.inst.to_model(),
            operand: self.operand.to_model(),
            priority: self.priority.to_model(),
            coalesced: self.coalesced.to_model(),
        }
    }
}

impl ToModel for lanes_genx::coalesce::CoalescedRange {
    type Model = model::CoalescedRange;
    fn to_model(&self) -> model::CoalescedRange {
        model::CoalescedRange {
            values: self.values.to_model(),
            names: self.names.to_model(),
            segments: self.segments.to_model(),
            category: self.category.to_model(),
            align: self.align.to_model(),
            bytes: self.bytes.to_model(),
        }
    }
}

impl ToModel for lanes_genx::coalesce::Coalescing {
    type Model = model::Coalescing;
    fn to_model(&self) -> model::Coalescing {
        model::Coalescing {
            candidates: self.candidates.to_model(),
            copies: self.copies.to_model(),
            constant_loads: self.constant_loads.to_model(),
            liveness: self.liveness.to_model(),
            ranges: self.ranges.to_model(),
        }
    }
}

impl ToModel for lanes_genx::baling::BaleKind {
    type Model = model::BaleKind;
    fn to_model(&self) -> model::BaleKind {
        {
            use lanes_genx::baling::BaleKind as E;
            use model::BaleKind as M;
            match self {
                E::MainInst => M::MainInst,
                E::WrRegion => M::WrRegion,
                E::Saturate => M::Saturate,
                E::NotMod => M::NotMod,
                E::NegMod => M::NegMod,
                E::AbsMod => M::AbsMod,
                E::RdRegion => M::RdRegion,
                E::AddrAdd => M::AddrAdd,
                E::AddrOr => M::AddrOr,
                E::RdPredRegion => M::RdPredRegion,
                E::AllAny => M::AllAny,
                E::NotP => M::NotP,
                E::ZExt => M::ZExt,
                E::SExt => M::SExt,
                E::WrPredRegion => M::WrPredRegion,
                E::WrPredPredRegion => M::WrPredPredRegion,
                E::CmpDst => M::CmpDst,
                E::GStore => M::GStore,
                E::ShufflePred => M::ShufflePred,
                E::FAddr => M::FAddr,
            }
        }
    }
}

impl ToModel for lanes_genx::baling::BaleInfo {
    type Model = model::BaleInfo;
    fn to_model(&self) -> model::BaleInfo {
        model::BaleInfo {
            kind: self.kind.to_model(),
            baled: self.baled.to_model(),
        }
    }
}

impl ToModel for lanes_genx::baling::Member {
    type Model = model::Member;
    fn to_model(&self) -> model::Member {
        model::Member {
            inst: self.inst.to_model(),
            kind: self.kind.to_model(),
        }
    }
}

impl ToModel for lanes_genx::baling::Bale {
    type Model = model::Bale;
    fn to_model(&self) -> model::Bale {
        model::Bale {
            head: self.head.to_model(),
            members: self.members.to_model(),
            main: self.main.to_model(),
        }
    }
}

impl ToModel for lanes_genx::baling::CloneRecord {
    type Model = model::CloneRecord;
    fn to_model(&self) -> model::CloneRecord {
        model::CloneRecord {
            inst: self.inst.to_model(),
            user: self.user.to_model(),
            operand: self.operand.to_model(),
        }
    }
}

impl ToModel for lanes_genx::baling::RegionRecord {
    type Model = model::RegionRecord;
    fn to_model(&self) -> model::RegionRecord {
        model::RegionRecord {
            inst: self.inst.to_model(),
            region: self.region.to_model(),
            facts: self.facts.to_model(),
        }
    }
}

impl ToModel for lanes_genx::baling::Bales {
    type Model = model::Bales;
    fn to_model(&self) -> model::Bales {
        model::Bales {
            info: self.info.to_model(),
            bales: self.bales.to_model(),
            heads: self.heads.to_model(),
            clones: self.clones.to_model(),
            regions: self.regions.to_model(),
            dead: self.dead.to_model(),
            unbaled: self.unbaled.to_model(),
            warnings: self.warnings.to_model(),
            rewrites: self.rewrites.to_model(),
        }
    }
}

impl ToModel for lanes_genx::regalloc::Register {
    type Model = model::Register;
    fn to_model(&self) -> model::Register {
        model::Register {
            name: self.name.to_model(),
            range: self.range.to_model(),
            types: self.types.to_model(),
            aliases: self.aliases.to_model(),
        }
    }
}

impl ToModel for lanes_genx::regalloc::RegisterAssignment {
    type Model = model::RegisterAssignment;
    fn to_model(&self) -> model::RegisterAssignment {
        model::RegisterAssignment {
            extra: self.extra.to_model(),
            registers: self.registers.to_model(),
        }
    }
}

impl ToModel for lanes_genx::liveness::SegmentKind {
    type Model = model::SegmentKind;
    fn to_model(&self) -> model::SegmentKind {
        {
            use lanes_genx::liveness::SegmentKind as E;
            use model::SegmentKind as M;
            match self {
                E::Weak => M::Weak,
                E::PhiCopy => M::PhiCopy,
                E::Strong => M::Strong,
            }
        }
    }
}

impl ToModel for lanes_genx::liveness::Segment {
    type Model = model::Segment;
    fn to_model(&self) -> model::Segment {
        model::Segment {
            start: self.start.to_model(),
            end: self.end.to_model(),
            kind: self.kind.to_model(),
        }
    }
}

impl ToModel for lanes_genx::liveness::CopyKind {
    type Model = model::CopyKind;
    fn to_model(&self) -> model::CopyKind {
        {
            use lanes_genx::liveness::CopyKind as E;
            use model::CopyKind as M;
            match self {
                E::Unoverlapper => M::Unoverlapper,
                E::Phi => M::Phi,
                E::TwoAddress => M::TwoAddress,
            }
        }
    }
}

impl ToModel for lanes_genx::liveness::CopyDef {
    type Model = model::CopyDef;
    fn to_model(&self) -> model::CopyDef {
        model::CopyDef {
            id: self.id.to_model(),
            kind: self.kind.to_model(),
            name: self.name.to_model(),
            source: self.source.to_model(),
            block: self.block.to_model(),
            edge: self.edge.to_model(),
            number: self.number.to_model(),
            user: self.user.to_model(),
        }
    }
}

impl ToModel for lanes_genx::liveness::ValueLiveness {
    type Model = model::ValueLiveness;
    fn to_model(&self) -> model::ValueLiveness {
        model::ValueLiveness {
            value: self.value.to_model(),
            name: self.name.to_model(),
            category: self.category.to_model(),
            bytes: self.bytes.to_model(),
            segments: self.segments.to_model(),
        }
    }
}

impl ToModel for lanes_genx::liveness::LiveRanges {
    type Model = model::LiveRanges;
    fn to_model(&self) -> model::LiveRanges {
        model::LiveRanges {
            values: self.values.to_model(),
            copies: self.copies.to_model(),
        }
    }
}

impl ToModel for lanes_genx::category::Category {
    type Model = model::Category;
    fn to_model(&self) -> model::Category {
        {
            use lanes_genx::category::Category as E;
            use model::Category as M;
            match self {
                E::General => M::General,
                E::Address => M::Address,
                E::Predicate => M::Predicate,
                E::Surface => M::Surface,
                E::Sampler => M::Sampler,
                E::Vme => M::Vme,
            }
        }
    }
}

impl ToModel for lanes_genx::category::ConversionKind {
    type Model = model::ConversionKind;
    fn to_model(&self) -> model::ConversionKind {
        {
            use lanes_genx::category::ConversionKind as E;
            use model::ConversionKind as M;
            match self {
                E::Convert => M::Convert,
                E::ConvertAddr => M::ConvertAddr,
                E::AddAddr => M::AddAddr,
            }
        }
    }
}

impl ToModel for lanes_genx::category::Conversion {
    type Model = model::Conversion;
    fn to_model(&self) -> model::Conversion {
        model::Conversion {
            kind: self.kind.to_model(),
            value: self.value.to_model(),
            user: self.user.to_model(),
            operand: self.operand.to_model(),
            offset: self.offset.to_model(),
            to: self.to.to_model(),
        }
    }
}

impl ToModel for lanes_genx::category::Unoverlapper {
    type Model = model::Unoverlapper;
    fn to_model(&self) -> model::Unoverlapper {
        model::Unoverlapper {
            id: self.id.to_model(),
            phi: self.phi.to_model(),
            block: self.block.to_model(),
            name: self.name.to_model(),
        }
    }
}

impl ToModel for lanes_genx::category::Categories {
    type Model = model::Categories;
    fn to_model(&self) -> model::Categories {
        model::Categories {
            values: self.values.to_model(),
            conversions: self.conversions.to_model(),
            unoverlappers: self.unoverlappers.to_model(),
        }
    }
}

impl ToModel for lanes_genx::render::DumpLineKind {
    type Model = model::DumpLineKind;
    fn to_model(&self) -> model::DumpLineKind {
        {
            use lanes_genx::render::DumpLineKind as E;
            use model::DumpLineKind as M;
            match self {
                E::Block => M::Block,
                E::EdgeBlock => M::EdgeBlock,
                E::PhiSlot => M::PhiSlot,
                E::Unoverlapper => M::Unoverlapper,
                E::EdgeInst => M::EdgeInst,
                E::Inst => M::Inst,
                E::Comment => M::Comment,
            }
        }
    }
}

impl ToModel for lanes_genx::render::DumpLine {
    type Model = model::DumpLine;
    fn to_model(&self) -> model::DumpLine {
        model::DumpLine {
            kind: self.kind.to_model(),
            number: self.number.to_model(),
            text: self.text.to_model(),
            note: self.note.to_model(),
        }
    }
}
