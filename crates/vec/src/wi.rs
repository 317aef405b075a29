//! WI analysis: the VF-insensitive uniform/linear classification the memref
//! analysis needs before any VF is chosen (the vpo-vectorizer seed's phase
//! ordering note). It is the divergence analysis run without a VF (no
//! piecewise uniformity) and with privates widened AOS, seeded with the
//! directive's `LINEAR`/`UNIFORM`/`PRIVATE` clauses.

use lanes_db::loops::{LoopForest, LoopIdx};
use lanes_ir::{Function, InstId, TypeData, Value};

use crate::cx::LoopCtx;
use crate::da::{self, DaConfig, Layout, Private};
use crate::directives::{LoopHints, SimdRegion};
use crate::shape::Shape;

/// The directive clauses that apply to a loop, by name.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct SimdClauses {
    pub privates: Vec<String>,
    /// `(variable, step)`.
    pub linears: Vec<(String, String)>,
    pub uniforms: Vec<String>,
    pub simdlen: Option<u32>,
    pub safelen: Option<u32>,
}

/// VF-insensitive classification of one value.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct WiValue {
    pub inst: InstId,
    /// `Uniform`, `UnitStride`/`Strided` (linear) or `Random` (varying).
    pub shape: Shape,
}

impl WiValue {
    /// The value's name in `f`: printed when shown, not for every loop the
    /// planner asks about (the shapes alone decide).
    pub fn name(&self, f: &Function) -> String {
        f.value_name(&Value::Inst(self.inst))
    }
}

/// Result of `wi_analysis(loop)`.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct WiInfo {
    pub header: String,
    /// The `DIR.OMP.SIMD` clauses when this loop is the one a region vectorizes.
    pub simd: Option<SimdClauses>,
    pub hints: LoopHints,
    /// Whether this loop is the one to vectorize: the loop of a SIMD
    /// region, a loop with an enabling hint, or an innermost loop that no
    /// region or hint claims otherwise.
    pub vectorize: bool,
    /// Values of the loop (and private-derived pointers hoisted out of it)
    /// in evaluation order, which is instruction order.
    pub values: Vec<WiValue>,
    /// The analysis's control results and VF tests, when it widened no
    /// private: then the analysis at a VF differs from this one only by
    /// the VF, and one whose tests answer as these did is this one.
    pub divergence: Option<WiDivergence>,
}

/// What the analysis at a VF can take from WI analysis ([`WiInfo::divergence`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct WiDivergence {
    branches: Vec<lanes_ir::BlockId>,
    loops: Vec<LoopIdx>,
    converged: bool,
    answers: da::VfAnswers,
}

impl WiDivergence {
    /// The result of the analysis at `vf` without privates, if it is this
    /// one's (`values`: the [`WiInfo::values`] it came with; the
    /// instructions without a value have no shape a [`crate::shapes::Shapes`]
    /// reads).
    pub fn at(&self, vf: u32, values: &[WiValue]) -> Option<da::DaResult> {
        if !self.answers.hold_at(vf) {
            return None;
        }
        Some(da::DaResult {
            shapes: values.iter().map(|w| (w.inst, w.shape)).collect(),
            divergent_branches: self.branches.clone(),
            divergent_loops: self.loops.clone(),
            converged: self.converged,
            vf_answers: self.answers.clone(),
        })
    }
}

impl WiInfo {
    pub fn shape(&self, v: &Value) -> Shape {
        let Some(i) = v.as_inst() else {
            return Shape::Uniform;
        };
        self.values
            .binary_search_by_key(&i, |w| w.inst)
            .map_or(Shape::Uniform, |k| self.values[k].shape)
    }
}

/// The SIMD region that applies to loop `l`.
pub fn region_of(regions: &[SimdRegion], l: LoopIdx) -> Option<&SimdRegion> {
    regions.iter().find(|r| r.loop_ == Some(l))
}

/// Privates of a region that are allocas, with sizes and the layout `layout` picks.
pub fn privates(
    cx: &LoopCtx,
    region: Option<&SimdRegion>,
    layout: impl Fn(InstId) -> Layout,
) -> Vec<Private> {
    let Some(r) = region else { return Vec::new() };
    let mut out = Vec::new();
    for v in &r.privates {
        let Some(i) = v.as_inst() else { continue };
        let lanes_ir::Extra::Alloca { allocated, .. } = cx.func.insts[i].extra else {
            continue;
        };
        let Some(size) = cx.size_of(allocated) else {
            continue;
        };
        let elem = scalar_elem(allocated)
            .and_then(|e| cx.size_of(e))
            .unwrap_or(size);
        out.push(Private {
            alloca: i,
            size,
            elem,
            layout: layout(i),
        });
    }
    out
}

/// The scalar element of a scalar or (nested) array type; `None` for
/// structs and vectors (SOA is defined for scalars and arrays of scalars).
pub fn scalar_elem(ty: lanes_ir::Type) -> Option<lanes_ir::Type> {
    match ty.data() {
        TypeData::Array { elem, .. } => scalar_elem(*elem),
        TypeData::Int(_) | TypeData::Ptr { .. } | TypeData::TypedPtr { .. } => Some(ty),
        _ if ty.is_float() => Some(ty),
        _ => None,
    }
}

/// Linear clauses with constant steps.
pub fn linears(region: Option<&SimdRegion>) -> Vec<(Value, i64)> {
    region
        .map(|r| {
            r.linears
                .iter()
                .filter_map(|(v, s)| Some((v.clone(), i64::try_from(s.as_int()?).ok()?)))
                .collect()
        })
        .unwrap_or_default()
}

/// Whether the vectorizer would pick loop `l` (LLVM 14's
/// `collectSupportedLoops`). Innermost loops are the candidates; an outer
/// loop is one only when a SIMD region claims it or, with
/// `native_path` (`-enable-vplan-native-path`), when its hints ask for it
/// explicitly (`isExplicitVecOuterLoop`). The inner loops of a claimed outer
/// loop are then not candidates.
pub fn is_candidate(
    forest: &LoopForest,
    regions: &[SimdRegion],
    hints_of: &dyn Fn(LoopIdx) -> LoopHints,
    native_path: bool,
    l: LoopIdx,
) -> bool {
    // LLVM's `collectSupportedLoops` passes over a loop with irreducible
    // control flow before looking at anything else (and then looks at its
    // inner loops).
    if forest.loops[l].irreducible {
        return false;
    }
    let claims = |q: LoopIdx| {
        regions.iter().any(|r| r.loop_ == Some(q)) || (native_path && explicit_outer(&hints_of(q)))
    };
    if !forest.loops[l].is_innermost() {
        return claims(l);
    }
    if regions.iter().any(|r| r.loop_ == Some(l)) {
        return true;
    }
    if hints_of(l).disabled() {
        return false;
    }
    // Not when an enclosing loop is claimed by a region or a hint.
    let mut p = forest.loops[l].parent;
    while let Some(q) = p {
        if claims(q) && !forest.loops[q].irreducible {
            return false;
        }
        p = forest.loops[q].parent;
    }
    true
}

/// `isExplicitVecOuterLoop`: `llvm.loop.vectorize.enable` set, the hints
/// allow vectorization, and no interleave count above 1 (outer loops are
/// not interleaved).
pub fn explicit_outer(h: &LoopHints) -> bool {
    h.enable == Some(true) && !h.disabled() && h.interleave_count().is_none_or(|i| i <= 1)
}

/// Runs WI analysis on the candidate loop of `cx`.
pub fn analyze(cx: &LoopCtx, regions: &[SimdRegion], hints: LoopHints, vectorize: bool) -> WiInfo {
    let region = region_of(regions, cx.l);
    let cfg = DaConfig {
        vf: None,
        privates: privates(cx, region, |_| Layout::Aos),
        linears: linears(region),
    };
    let res = da::analyze(cx, &cfg);
    let divergence = cfg.privates.is_empty().then(|| WiDivergence {
        branches: res.divergent_branches.clone(),
        loops: res.divergent_loops.clone(),
        converged: res.converged,
        answers: res.vf_answers.clone(),
    });
    let f = cx.func;
    let names = |vs: &[Value]| vs.iter().map(|v| f.value_name(v)).collect::<Vec<_>>();
    let simd = region.map(|r| SimdClauses {
        privates: names(&r.privates),
        linears: r
            .linears
            .iter()
            .map(|(v, s)| (f.value_name(v), f.value_name(s)))
            .collect(),
        uniforms: names(&r.uniforms),
        simdlen: r.simdlen,
        safelen: r.safelen,
    });
    WiInfo {
        header: cx.data().header_name.to_string(),
        simd,
        hints,
        vectorize,
        values: value_shapes(f, &res),
        divergence,
    }
}

/// Named values with their shapes, in evaluation order.
pub fn value_shapes(f: &Function, res: &da::DaResult) -> Vec<WiValue> {
    let mut out: Vec<WiValue> = res
        .shapes
        .iter()
        .filter(|(i, _)| !f.insts[**i].ty.is_void())
        .map(|(&i, s)| WiValue { inst: i, shape: *s })
        .collect();
    out.sort_by_key(|w| w.inst);
    out
}
