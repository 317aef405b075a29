//! Vectorizer results (`lanes_vec`) as model types.

use super::ToModel;
use crate::model;

/// Kinds of typed reasons: the model keeps the engine's (it serializes the
/// text beside them), and cost keys.
macro_rules! kinds {
    ($($t:ty),* $(,)?) => {
        $(
            impl ToModel for $t {
                type Model = $t;
                fn to_model(&self) -> $t {
                    self.clone()
                }
            }
        )*
    };
}

kinds!(
    lanes_vec::legal::RefusalKind,
    lanes_vec::legal::NotCandidate,
    lanes_vec::legal::NoTailFolding,
    lanes_vec::interleave::IcReason,
    lanes_ir::Operation,
    lanes_target::ScalarKind,
);

impl<K: Clone> ToModel for lanes_vec::reason::Reason<K> {
    type Model = model::Reason<K>;
    fn to_model(&self) -> model::Reason<K> {
        model::Reason::with_text(self.kind.clone(), self)
    }
}

impl ToModel for lanes_vec::legal::Subject {
    type Model = model::Subject;
    fn to_model(&self) -> model::Subject {
        use lanes_vec::legal::Subject as E;
        match self {
            E::Inst(i) => model::Subject::Inst(i.clone()),
            E::Dependence { kind, src, dst } => model::Subject::Dependence {
                kind: kind.to_model(),
                src: src.clone(),
                dst: dst.clone(),
            },
        }
    }
}

impl ToModel for lanes_vec::memref::Memref {
    type Model = model::Memref;
    fn to_model(&self) -> model::Memref {
        model::Memref {
            id: self.id.to_model(),
            kind: self.kind.to_model(),
            text: self.text.to_model(),
            block: self.block.to_model(),
            base: self.base.to_model(),
            private: self.private,
            elem_ty: self.elem_ty.to_model(),
            elem_size: self.elem_size,
            address: self.address.to_model(),
            stride: self.stride,
            class: self.class.to_model(),
            align: self.align,
        }
    }
}

impl ToModel for lanes_vec::shapes::ValueShapes {
    type Model = Vec<model::ValueShape>;
    fn to_model(&self) -> Vec<model::ValueShape> {
        self.iter().map(|v| v.to_model()).collect()
    }
}

impl ToModel for lanes_db::PreferPredicate {
    type Model = model::PreferPredicate;
    fn to_model(&self) -> model::PreferPredicate {
        use lanes_db::PreferPredicate as E;
        use model::PreferPredicate as M;
        match self {
            E::ScalarEpilogue => M::ScalarEpilogue,
            E::PredicateElseScalarEpilogue => M::PredicateElseScalarEpilogue,
            E::PredicateDontVectorize => M::PredicateDontVectorize,
        }
    }
}

impl ToModel for lanes_db::LayoutPolicy {
    type Model = model::LayoutPolicy;
    fn to_model(&self) -> model::LayoutPolicy {
        use lanes_db::LayoutPolicy as E;
        use model::LayoutPolicy as M;
        match self {
            E::Aos => M::Aos,
            E::Soa => M::Soa,
            E::Auto => M::Auto,
        }
    }
}

impl ToModel for lanes_vec::deps::DepKind {
    type Model = model::DepKind;
    fn to_model(&self) -> model::DepKind {
        {
            use lanes_vec::deps::DepKind as E;
            use model::DepKind as M;
            match self {
                E::NoDep => M::NoDep,
                E::Unknown => M::Unknown,
                E::Forward => M::Forward,
                E::ForwardButPreventsForwarding => M::ForwardButPreventsForwarding,
                E::Backward => M::Backward,
                E::BackwardVectorizable => M::BackwardVectorizable,
                E::BackwardVectorizableButPreventsForwarding => {
                    M::BackwardVectorizableButPreventsForwarding
                }
            }
        }
    }
}

variants!(lanes_vec::deps::Direction => model::Direction { Lt, Eq, Gt, Star });

fields!(lanes_vec::deps::Dependence => model::Dependence { src, dst, kind, distance_bytes, distance_iters, direction, runtime_check, note });

fields!(lanes_vec::deps::Dependences => model::Dependences { deps, safe, max_safe_dist_bytes, max_safe_width_bits, max_safe_vf, runtime_checks, runtime_check_groups, wrap_predicates, unbounded });

fields!(lanes_vec::legal::Refusal => model::Refusal { kind, message, subject });

fields!(lanes_vec::legal::InductionDesc => model::InductionDesc { name, start, step, pointer, kind, predicated });

variants!(lanes_vec::legal::RecurKind => model::RecurKind { Add, Mul, And, Or, Xor, SMin, SMax, UMin, UMax, FAdd, FMul, FMin, FMax, FMulAdd, SelectICmp, SelectFCmp, FindLastIVSMax, FindLastIVUMax, FindFirstIVSMin, FindFirstIVUMin });

fields!(lanes_vec::legal::ReductionDesc => model::ReductionDesc { name, kind, ordered, exit, elem });

fields!(lanes_vec::legal::RecurrenceDesc => model::RecurrenceDesc { name, previous, sink, elem });

variants!(lanes_vec::legal::CallKind => model::CallKind { Ignored, VectorIntrinsic });

fields!(lanes_vec::legal::CallDesc => model::CallDesc { callee, kind });

fields!(lanes_vec::legal::Legality => model::Legality { header, candidate, not_candidate, outer, forced, width_hint, interleave_hint, refusals, inductions, reductions, recurrences, live_outs, calls, max_safe_vf, trip_count, estimated_trip_count, max_trip_count, widest_bits, epilogue, no_tail_folding, early_exit });

fields!(lanes_vec::legal::EarlyExit => model::EarlyExit { block });

variants!(lanes_vec::legal::Epilogue => model::Epilogue { Allowed, OptSize, LowTripCount, PredicateHint, PreferPredicate, PredicateOnly });

variants!(lanes_vec::legal::Tail => model::Tail { None, Folded, Epilogue });

fields!(lanes_vec::directives::LoopHints => model::LoopHints { width, enable, predicate, interleave, is_vectorized, disable_nonforced, unroll_disable, unroll_count, unroll_enable, prefer_predicate });

fields!(lanes_vec::soa::SoaPrivate => model::SoaPrivate { name, ty, supported, escape, profitable, unit_stride_accesses, layout });

fields!(lanes_vec::soa::SoaInfo => model::SoaInfo { privates });

impl ToModel for lanes_vec::shapes::ValueShape<'_> {
    type Model = model::ValueShape;
    fn to_model(&self) -> model::ValueShape {
        model::ValueShape {
            name: self.name.to_model(),
            shape: self.shape.to_model(),
            text: self.text.to_model(),
        }
    }
}

fields!(lanes_vec::shapes::BranchShape => model::BranchShape { block, uniform });

impl ToModel for lanes_vec::shapes::Shapes {
    type Model = model::Shapes;
    fn to_model(&self) -> model::Shapes {
        model::Shapes {
            header: self.header.to_model(),
            vf: self.vf.to_model(),
            privates: self.privates.to_model(),
            values: self.values.to_model(),
            branches: self.branches.to_model(),
            divergent_loops: self.divergent_loops.to_model(),
            notes: self.notes.to_model(),
            printed: self.dump(),
        }
    }
}

fields!(lanes_vec::interleave::RegisterUsage => model::RegisterUsage { vf, max_vector, max_scalar, peak_at, invariant_vector, invariant_scalar });

impl ToModel for lanes_vec::interleave::Interleave {
    type Model = model::Interleave;
    fn to_model(&self) -> model::Interleave {
        model::Interleave {
            header: self.header.to_model(),
            vf: self.vf.to_model(),
            ic: self.ic.to_model(),
            reason: self.reason.to_model(),
            usage: self.usage.to_model(),
            printed: self.text(),
            printed_lv: self.lv(),
        }
    }
}

fields!(lanes_vec::wi::SimdClauses => model::SimdClauses { privates, linears, uniforms, simdlen, safelen });

/// The values named in the function they belong to.
pub(crate) fn wi_to_model(wi: &lanes_vec::wi::WiInfo, f: &lanes_ir::Function) -> model::WiInfo {
    model::WiInfo {
        header: wi.header.to_model(),
        simd: wi.simd.to_model(),
        hints: wi.hints.to_model(),
        vectorize: wi.vectorize.to_model(),
        values: wi
            .values
            .iter()
            .map(|v| model::WiValue {
                name: v.name(f),
                shape: v.shape.to_model(),
            })
            .collect(),
    }
}

impl ToModel for lanes_vec::widening::MemAccess {
    type Model = model::MemAccess;
    fn to_model(&self) -> model::MemAccess {
        {
            use lanes_vec::widening::MemAccess as E;
            use model::MemAccess as M;
            match self {
                E::Consecutive => M::Consecutive,
                E::Reverse => M::Reverse,
                E::Uniform => M::Uniform,
                E::Strided(x0) => M::Strided(x0.to_model()),
                E::Gather => M::Gather,
            }
        }
    }
}

impl ToModel for lanes_vec::shape::Shape {
    type Model = model::Shape;
    fn to_model(&self) -> model::Shape {
        {
            use lanes_vec::shape::Shape as E;
            use model::Shape as M;
            match self {
                E::Undef => M::Undef,
                E::Uniform => M::Uniform,
                E::UnitStride(x0) => M::UnitStride(x0.to_model()),
                E::Strided(x0) => M::Strided(x0.to_model()),
                E::Random => M::Random,
                E::SoaSeq(x0) => M::SoaSeq(x0.to_model()),
                E::SoaStr(x0) => M::SoaStr(x0.to_model()),
                E::SoaRnd => M::SoaRnd,
            }
        }
    }
}

variants!(lanes_vec::da::Layout => model::Layout { Aos, Soa });
