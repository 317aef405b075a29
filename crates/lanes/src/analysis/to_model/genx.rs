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

fields!(lanes_genx::region::Region => model::Region { elem_bytes, num_elements, vstride, width, stride, start, parent_width, masked });

fields!(lanes_genx::region::RegionFacts => model::RegionFacts { legal, crosses_grf, grfs, problems });

fields!(lanes_genx::number::PhiSlot => model::PhiSlot { block, phi, number, edge });

fields!(lanes_genx::number::BlockNumbers => model::BlockNumbers { block, start, end });

fields!(lanes_genx::number::EdgeBlock => model::EdgeBlock { pred, succ, start, end });

fields!(lanes_genx::number::Numbering => model::Numbering { function, blocks, edges, own, number, phi_slots, unoverlappers, last, call_start, kernel_arg_slots });

impl ToModel for lanes_genx::view::CopyId {
    type Model = u32;
    fn to_model(&self) -> u32 {
        self.0
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

variants!(lanes_genx::coalesce::CandidateKind => model::CandidateKind { TwoAddress, Copy, WrapCopy, Phi });

fields!(lanes_genx::coalesce::Candidate => model::Candidate { kind, dest, source, inst, operand, priority, coalesced });

fields!(lanes_genx::coalesce::CoalescedRange => model::CoalescedRange { values, names, segments, category, align, bytes });

fields!(lanes_genx::coalesce::Coalescing => model::Coalescing { candidates, copies, constant_loads, liveness, ranges });

variants!(lanes_genx::bale::BaleKind => model::BaleKind { MainInst, WrRegion, Saturate, NotMod, NegMod, AbsMod, RdRegion, AddrAdd, AddrOr, RdPredRegion, AllAny, NotP, ZExt, SExt, WrPredRegion, WrPredPredRegion, CmpDst, GStore, ShufflePred, FAddr });

fields!(lanes_genx::bale::BaleInfo => model::BaleInfo { kind, baled });

fields!(lanes_genx::bale::Member => model::Member { inst, kind });

fields!(lanes_genx::bale::Bale => model::Bale { head, members, main });

fields!(lanes_genx::bale::CloneRecord => model::CloneRecord { inst, user, operand });

fields!(lanes_genx::bale::RegionRecord => model::RegionRecord { inst, region, facts });

impl ToModel for lanes_genx::bale::Bales {
    type Model = model::Bales;
    fn to_model(&self) -> model::Bales {
        // `heads` has an entry for every instruction; `info` only for those
        // with a role, listed as `null` for the others.
        let info = self
            .heads
            .iter()
            .map(|(i, _)| self.info.get(i).map(ToModel::to_model))
            .collect();
        model::Bales {
            info,
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

fields!(lanes_genx::regalloc::Register => model::Register { name, range, types, aliases });

fields!(lanes_genx::regalloc::RegisterAssignment => model::RegisterAssignment { extra, registers });

variants!(lanes_genx::liveness::SegmentKind => model::SegmentKind { Weak, PhiCopy, Strong });

fields!(lanes_genx::liveness::Segment => model::Segment { start, end, kind });

variants!(lanes_genx::liveness::CopyKind => model::CopyKind { Unoverlapper, Phi, TwoAddress });

fields!(lanes_genx::liveness::CopyDef => model::CopyDef { id, kind, name, source, block, edge, number, user });

fields!(lanes_genx::liveness::ValueLiveness => model::ValueLiveness { value, name, category, bytes, segments });

fields!(lanes_genx::liveness::LiveRanges => model::LiveRanges { values, copies });

variants!(lanes_genx::category::Category => model::Category { General, Address, Predicate, Surface, Sampler, Vme });

variants!(lanes_genx::category::ConversionKind => model::ConversionKind { Convert, ConvertAddr, AddAddr });

fields!(lanes_genx::category::Conversion => model::Conversion { kind, value, user, operand, offset, to });

fields!(lanes_genx::category::Unoverlapper => model::Unoverlapper { id, phi, block, name });

fields!(lanes_genx::category::Categories => model::Categories { values, conversions, unoverlappers });

variants!(lanes_genx::render::DumpLineKind => model::DumpLineKind { Block, EdgeBlock, PhiSlot, Unoverlapper, EdgeInst, Inst, Comment });

fields!(lanes_genx::render::DumpLine => model::DumpLine { kind, number, text, note });
