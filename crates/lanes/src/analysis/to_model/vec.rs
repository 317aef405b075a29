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
    lanes_vec::vplan::CostOp,
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

impl ToModel for lanes_vec::deps::Direction {
    type Model = model::Direction;
    fn to_model(&self) -> model::Direction {
        {
            use lanes_vec::deps::Direction as E;
            use model::Direction as M;
            match self {
                E::Lt => M::Lt,
                E::Eq => M::Eq,
                E::Gt => M::Gt,
                E::Star => M::Star,
            }
        }
    }
}

impl ToModel for lanes_vec::deps::Dependence {
    type Model = model::Dependence;
    fn to_model(&self) -> model::Dependence {
        model::Dependence {
            src: self.src.to_model(),
            dst: self.dst.to_model(),
            kind: self.kind.to_model(),
            distance_bytes: self.distance_bytes.to_model(),
            distance_iters: self.distance_iters.to_model(),
            direction: self.direction.to_model(),
            runtime_check: self.runtime_check.to_model(),
            note: self.note.to_model(),
        }
    }
}

impl ToModel for lanes_vec::deps::Dependences {
    type Model = model::Dependences;
    fn to_model(&self) -> model::Dependences {
        model::Dependences {
            deps: self.deps.to_model(),
            safe: self.safe.to_model(),
            max_safe_dist_bytes: self.max_safe_dist_bytes.to_model(),
            max_safe_width_bits: self.max_safe_width_bits.to_model(),
            max_safe_vf: self.max_safe_vf.to_model(),
            runtime_checks: self.runtime_checks.to_model(),
            runtime_check_groups: self.runtime_check_groups.to_model(),
            wrap_predicates: self.wrap_predicates.to_model(),
            unbounded: self.unbounded.to_model(),
        }
    }
}

impl ToModel for lanes_vec::legal::Refusal {
    type Model = model::Refusal;
    fn to_model(&self) -> model::Refusal {
        model::Refusal {
            kind: self.kind.to_model(),
            message: self.message.to_model(),
            subject: self.subject.to_model(),
        }
    }
}

impl ToModel for lanes_vec::legal::InductionDesc {
    type Model = model::InductionDesc;
    fn to_model(&self) -> model::InductionDesc {
        model::InductionDesc {
            name: self.name.to_model(),
            start: self.start.to_model(),
            step: self.step.to_model(),
            pointer: self.pointer.to_model(),
            kind: self.kind.to_model(),
            predicated: self.predicated.to_model(),
        }
    }
}

impl ToModel for lanes_vec::legal::RecurKind {
    type Model = model::RecurKind;
    fn to_model(&self) -> model::RecurKind {
        {
            use lanes_vec::legal::RecurKind as E;
            use model::RecurKind as M;
            match self {
                E::Add => M::Add,
                E::Mul => M::Mul,
                E::And => M::And,
                E::Or => M::Or,
                E::Xor => M::Xor,
                E::SMin => M::SMin,
                E::SMax => M::SMax,
                E::UMin => M::UMin,
                E::UMax => M::UMax,
                E::FAdd => M::FAdd,
                E::FMul => M::FMul,
                E::FMin => M::FMin,
                E::FMax => M::FMax,
                E::FMulAdd => M::FMulAdd,
                E::SelectICmp => M::SelectICmp,
                E::SelectFCmp => M::SelectFCmp,
            }
        }
    }
}

impl ToModel for lanes_vec::legal::ReductionDesc {
    type Model = model::ReductionDesc;
    fn to_model(&self) -> model::ReductionDesc {
        model::ReductionDesc {
            name: self.name.to_model(),
            kind: self.kind.to_model(),
            ordered: self.ordered.to_model(),
            exit: self.exit.to_model(),
            elem: self.elem.to_model(),
        }
    }
}

impl ToModel for lanes_vec::legal::RecurrenceDesc {
    type Model = model::RecurrenceDesc;
    fn to_model(&self) -> model::RecurrenceDesc {
        model::RecurrenceDesc {
            name: self.name.to_model(),
            previous: self.previous.to_model(),
            sink: self.sink.to_model(),
            elem: self.elem.to_model(),
        }
    }
}

impl ToModel for lanes_vec::legal::CallKind {
    type Model = model::CallKind;
    fn to_model(&self) -> model::CallKind {
        {
            use lanes_vec::legal::CallKind as E;
            use model::CallKind as M;
            match self {
                E::Ignored => M::Ignored,
                E::VectorIntrinsic => M::VectorIntrinsic,
            }
        }
    }
}

impl ToModel for lanes_vec::legal::CallDesc {
    type Model = model::CallDesc;
    fn to_model(&self) -> model::CallDesc {
        model::CallDesc {
            callee: self.callee.to_model(),
            kind: self.kind.to_model(),
        }
    }
}

impl ToModel for lanes_vec::legal::Legality {
    type Model = model::Legality;
    fn to_model(&self) -> model::Legality {
        model::Legality {
            header: self.header.to_model(),
            candidate: self.candidate.to_model(),
            not_candidate: self.not_candidate.to_model(),
            outer: self.outer.to_model(),
            forced: self.forced.to_model(),
            width_hint: self.width_hint.to_model(),
            interleave_hint: self.interleave_hint.to_model(),
            refusals: self.refusals.to_model(),
            inductions: self.inductions.to_model(),
            reductions: self.reductions.to_model(),
            recurrences: self.recurrences.to_model(),
            live_outs: self.live_outs.to_model(),
            calls: self.calls.to_model(),
            max_safe_vf: self.max_safe_vf.to_model(),
            trip_count: self.trip_count.to_model(),
            estimated_trip_count: self.estimated_trip_count.to_model(),
            max_trip_count: self.max_trip_count.to_model(),
            widest_bits: self.widest_bits.to_model(),
            epilogue: self.epilogue.to_model(),
            no_tail_folding: self.no_tail_folding.to_model(),
            early_exit: self.early_exit.to_model(),
        }
    }
}

impl ToModel for lanes_vec::legal::EarlyExit {
    type Model = model::EarlyExit;
    fn to_model(&self) -> model::EarlyExit {
        model::EarlyExit {
            block: self.block.to_model(),
        }
    }
}

impl ToModel for lanes_vec::legal::Epilogue {
    type Model = model::Epilogue;
    fn to_model(&self) -> model::Epilogue {
        {
            use lanes_vec::legal::Epilogue as E;
            use model::Epilogue as M;
            match self {
                E::Allowed => M::Allowed,
                E::OptSize => M::OptSize,
                E::LowTripCount => M::LowTripCount,
                E::PredicateHint => M::PredicateHint,
                E::PreferPredicate => M::PreferPredicate,
                E::PredicateOnly => M::PredicateOnly,
            }
        }
    }
}

impl ToModel for lanes_vec::legal::Tail {
    type Model = model::Tail;
    fn to_model(&self) -> model::Tail {
        {
            use lanes_vec::legal::Tail as E;
            use model::Tail as M;
            match self {
                E::None => M::None,
                E::Folded => M::Folded,
                E::Epilogue => M::Epilogue,
            }
        }
    }
}

impl ToModel for lanes_vec::directives::LoopHints {
    type Model = model::LoopHints;
    fn to_model(&self) -> model::LoopHints {
        model::LoopHints {
            width: self.width.to_model(),
            enable: self.enable.to_model(),
            predicate: self.predicate.to_model(),
            interleave: self.interleave.to_model(),
            is_vectorized: self.is_vectorized.to_model(),
            disable_nonforced: self.disable_nonforced.to_model(),
            unroll_disable: self.unroll_disable.to_model(),
            unroll_count: self.unroll_count.to_model(),
            unroll_enable: self.unroll_enable.to_model(),
            prefer_predicate: self.prefer_predicate.to_model(),
        }
    }
}

impl ToModel for lanes_vec::soa::SoaPrivate {
    type Model = model::SoaPrivate;
    fn to_model(&self) -> model::SoaPrivate {
        model::SoaPrivate {
            name: self.name.to_model(),
            ty: self.ty.to_model(),
            supported: self.supported.to_model(),
            escape: self.escape.to_model(),
            profitable: self.profitable.to_model(),
            unit_stride_accesses: self.unit_stride_accesses.to_model(),
            layout: self.layout.to_model(),
        }
    }
}

impl ToModel for lanes_vec::soa::SoaInfo {
    type Model = model::SoaInfo;
    fn to_model(&self) -> model::SoaInfo {
        model::SoaInfo {
            privates: self.privates.to_model(),
        }
    }
}

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

impl ToModel for lanes_vec::shapes::BranchShape {
    type Model = model::BranchShape;
    fn to_model(&self) -> model::BranchShape {
        model::BranchShape {
            block: self.block.to_model(),
            uniform: self.uniform.to_model(),
        }
    }
}

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

impl ToModel for lanes_vec::interleave::RegisterUsage {
    type Model = model::RegisterUsage;
    fn to_model(&self) -> model::RegisterUsage {
        model::RegisterUsage {
            vf: self.vf.to_model(),
            max_vector: self.max_vector.to_model(),
            max_scalar: self.max_scalar.to_model(),
            peak_at: self.peak_at.to_model(),
            invariant_vector: self.invariant_vector.to_model(),
            invariant_scalar: self.invariant_scalar.to_model(),
        }
    }
}

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

impl ToModel for lanes_vec::wi::SimdClauses {
    type Model = model::SimdClauses;
    fn to_model(&self) -> model::SimdClauses {
        model::SimdClauses {
            privates: self.privates.to_model(),
            linears: self.linears.to_model(),
            uniforms: self.uniforms.to_model(),
            simdlen: self.simdlen.to_model(),
            safelen: self.safelen.to_model(),
        }
    }
}

impl ToModel for lanes_vec::wi::WiValue {
    type Model = model::WiValue;
    fn to_model(&self) -> model::WiValue {
        model::WiValue {
            name: self.name.to_model(),
            shape: self.shape.to_model(),
        }
    }
}

impl ToModel for lanes_vec::wi::WiInfo {
    type Model = model::WiInfo;
    fn to_model(&self) -> model::WiInfo {
        model::WiInfo {
            header: self.header.to_model(),
            simd: self.simd.to_model(),
            hints: self.hints.to_model(),
            vectorize: self.vectorize.to_model(),
            values: self.values.to_model(),
        }
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

impl ToModel for lanes_vec::da::Layout {
    type Model = model::Layout;
    fn to_model(&self) -> model::Layout {
        {
            use lanes_vec::da::Layout as E;
            use model::Layout as M;
            match self {
                E::Aos => M::Aos,
                E::Soa => M::Soa,
            }
        }
    }
}
