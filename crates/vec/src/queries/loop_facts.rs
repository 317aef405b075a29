//! The loop's facts: its context, hints, attributes, memory accesses,
//! dependences and shapes. None reads the target, so cost table edits
//! never re-run them; only `shapes` and `refined_memrefs` are keyed by VF.

use std::sync::Arc;

use lanes_db::affine::FunctionAffine;
use lanes_db::cfg::Cfg;
use lanes_db::dom::DomTree;
use lanes_db::layout::TypeLayout;
use lanes_db::loops::{LoopForest, LoopIdx};
use lanes_db::{
    Db, FunctionId, LayoutPolicy, LoopId, cfg, dominators, function_affine, function_body,
    loop_index, loop_nest, module_header, type_layout,
};
use lanes_ir::InstId;

use crate::attrs::{self, FnAttrs};
use crate::cx::{LoopCtx, Users};
use crate::da::{self, DaConfig, Layout};
use crate::deps::{self, Dependences};
use crate::directives::{self, LoopHints, SimdRegion};
use crate::locals::LocalObjects;
use crate::memref::{self, Memref};
use crate::shapes::{LoopValues, Shapes};
use crate::soa::{self, SoaInfo};
use crate::wi::{self, WiInfo};

/// Gathers the context of a loop (`None` if the function did not parse or
/// the header no longer heads a loop): the body and [`loop_parts`], two
/// look-ups for each per-loop query that asks.
pub fn loop_ctx<'db>(db: &'db dyn Db, lp: LoopId<'db>) -> Option<LoopCtx<'db>> {
    let p = loop_parts(db, lp).as_ref()?;
    Some(LoopCtx {
        func: function_body(db, lp.func(db))?,
        forest: &p.forest,
        aff: &p.aff,
        tl: &p.tl,
        cfg: &p.cfg,
        dom: &p.dom,
        l: p.l,
        locals: &p.locals,
        users: &p.users,
        max_btc: p.max_btc,
        rpo: &p.rpo,
    })
}

/// The function-level analyses a [`LoopCtx`] borrows besides the body,
/// and the loop's index, shared with their queries' memos.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LoopParts {
    forest: Arc<LoopForest>,
    aff: Arc<FunctionAffine>,
    tl: Arc<TypeLayout>,
    cfg: Arc<Cfg>,
    dom: Arc<DomTree>,
    l: LoopIdx,
    locals: Arc<LocalObjects>,
    users: Arc<Users>,
    /// The loop's blocks in reverse post-order.
    rpo: Box<[lanes_ir::BlockId]>,
    /// [`LoopCtx::max_btc`], found once per loop.
    max_btc: Option<i128>,
}

/// What [`loop_ctx`] reads besides the body, gathered once per loop: the
/// per-loop queries ask for the context many times each (eight look-ups
/// every time before). Equal when every part is, so an edit that changes
/// none of them backdates it.
#[salsa::tracked(returns(ref), lru = 0)]
pub fn loop_parts<'db>(db: &'db dyn Db, lp: LoopId<'db>) -> Option<LoopParts> {
    let f = lp.func(db);
    function_body(db, f)?;
    let l = loop_index(db, lp)?;
    let mut parts = LoopParts {
        forest: loop_nest(db, f).clone(),
        aff: function_affine(db, f).clone(),
        tl: type_layout(db, f.file(db)).clone(),
        cfg: cfg(db, f).clone(),
        dom: dominators(db, f).clone(),
        l,
        locals: local_objects(db, f).clone(),
        users: function_users(db, f).clone(),
        rpo: crate::cx::loop_rpo(loop_nest(db, f), cfg(db, f), l),
        max_btc: None,
    };
    let cx = LoopCtx {
        func: function_body(db, f)?,
        forest: &parts.forest,
        aff: &parts.aff,
        tl: &parts.tl,
        cfg: &parts.cfg,
        dom: &parts.dom,
        l,
        locals: &parts.locals,
        users: &parts.users,
        max_btc: None,
        rpo: &parts.rpo,
    };
    let max_btc = crate::legal::max_backedge_taken(&cx);
    parts.max_btc = max_btc;
    Some(parts)
}

/// Users of every instruction of a function: computed once per function,
/// not once per loop.
#[salsa::tracked(returns(ref), lru = 0)]
pub fn function_users<'db>(db: &'db dyn Db, func: FunctionId<'db>) -> Arc<Users> {
    Arc::new(
        function_body(db, func)
            .map(crate::legal::function_users)
            .unwrap_or_default(),
    )
}

/// A function's allocations (calls whose callee returns `noalias`) and the
/// local objects whose address escapes: computed once per function for the
/// alias rules of every loop.
#[salsa::tracked(returns(ref))]
pub fn local_objects<'db>(db: &'db dyn Db, func: FunctionId<'db>) -> Arc<LocalObjects> {
    let Some(body) = function_body(db, func) else {
        return Arc::default();
    };
    let file = func.file(db);
    let header = module_header(db, file);
    let items = lanes_db::module_items(db, file);
    let noalias = |attrs: &[lanes_ir::Attr]| attrs.iter().any(|a| &**a == "noalias");
    // `CallBase::hasRetAttr`: the call site's return attributes, then the
    // callee's (a definition of this module or a declaration).
    let noalias_call = |i: lanes_ir::InstId| {
        let inst = &body.insts[i];
        let lanes_ir::Extra::Call(c) = &inst.extra else {
            return false;
        };
        if noalias(&c.ret_attrs) {
            return true;
        }
        // `noalias` is an attribute of pointers and vectors of pointers
        // (the verifier refuses it on any other return type): a call that
        // returns neither does not parse its callee's body to look.
        if !inst.ty.scalar().is_ptr() {
            return false;
        }
        let Some(name) = inst.callee_name() else {
            return false;
        };
        let defined = items
            .function(name)
            .map(|it| FunctionId::new(db, file, it.name.clone()))
            .and_then(|f| function_body(db, f))
            .map(|f| &f.header);
        defined
            .or_else(|| header.declaration(name))
            .is_some_and(|h| noalias(&h.ret_attrs))
    };
    Arc::new(crate::locals::local_objects(body, noalias_call))
}

/// `DIR.OMP.SIMD` regions of a function and the loops they apply to.
#[salsa::tracked(returns(ref))]
pub fn simd_regions<'db>(db: &'db dyn Db, func: FunctionId<'db>) -> Arc<Vec<SimdRegion>> {
    Arc::new(match function_body(db, func) {
        Some(f) => directives::simd_regions(f, loop_nest(db, func), dominators(db, func)),
        None => Vec::new(),
    })
}

/// `llvm.loop` hints of a loop (a firewall over the module's metadata).
#[salsa::tracked(returns(copy))]
pub fn loop_hints<'db>(db: &'db dyn Db, lp: LoopId<'db>) -> LoopHints {
    let f = lp.func(db);
    let Some(l) = loop_index(db, lp) else {
        return LoopHints::default();
    };
    let md = loop_nest(db, f).loops[l].loop_md;
    let mut hints = directives::loop_hints(&module_header(db, f.file(db)).module, md);
    // The command line's width and count are the hints' defaults, as
    // `LoopVectorizeHints` takes `-force-vector-width` and
    // `-force-vector-interleave`: the loop's own metadata wins.
    if let Some(o) = lanes_db::Options::try_get(db) {
        hints.width = hints.width.or(o.force_vector_width(db));
        hints.interleave = hints.interleave.or(o.force_vector_interleave(db));
        hints.prefer_predicate = o.prefer_predicate(db);
    }
    hints
}

/// Whether the vectorizer would pick the loop at all (`wi::is_candidate`):
/// cheap, from the loop nest, the SIMD regions and the hints.
#[salsa::tracked(returns(copy))]
pub fn loop_is_candidate<'db>(db: &'db dyn Db, lp: LoopId<'db>) -> bool {
    let Some(cx) = loop_ctx(db, lp) else {
        return false;
    };
    let f = lp.func(db);
    let hints_of = |l: lanes_db::loops::LoopIdx| {
        loop_hints(
            db,
            LoopId::new(db, f, cx.forest.loops[l].header_name.clone()),
        )
    };
    wi::is_candidate(
        cx.forest,
        simd_regions(db, f),
        &hints_of,
        native_path(db),
        cx.l,
    )
}

/// Whether outer loops with explicit hints are candidates (`Options`).
fn native_path(db: &dyn Db) -> bool {
    lanes_db::Options::try_get(db).is_some_and(|o| o.vplan_native_path(db))
}

/// VF-insensitive uniform/linear classification (directive clauses applied).
#[salsa::tracked(returns(ref), lru = 0)]
pub fn wi_analysis<'db>(db: &'db dyn Db, lp: LoopId<'db>) -> Arc<WiInfo> {
    let Some(cx) = loop_ctx(db, lp) else {
        return Arc::new(WiInfo::default());
    };
    let f = lp.func(db);
    let regions = simd_regions(db, f);
    let hints_of = |l: lanes_db::loops::LoopIdx| {
        loop_hints(
            db,
            LoopId::new(db, f, cx.forest.loops[l].header_name.clone()),
        )
    };
    let vectorize = wi::is_candidate(cx.forest, regions, &hints_of, native_path(db), cx.l);
    Arc::new(wi::analyze(&cx, regions, hints_of(cx.l), vectorize))
}

/// Private allocas of the region that vectorizes the loop.
fn private_allocas(db: &dyn Db, lp: LoopId<'_>, cx: &LoopCtx) -> Vec<lanes_ir::InstId> {
    wi::region_of(simd_regions(db, lp.func(db)), cx.l)
        .map(|r| r.privates.iter().filter_map(|v| v.as_inst()).collect())
        .unwrap_or_default()
}

/// Access patterns of the loop's loads and stores (WI shapes).
#[salsa::tracked(returns(ref), lru = 0)]
pub fn memrefs<'db>(db: &'db dyn Db, lp: LoopId<'db>) -> Arc<Vec<Memref>> {
    let Some(cx) = loop_ctx(db, lp) else {
        return Arc::new(Vec::new());
    };
    let wi = wi_analysis(db, lp);
    let privates = private_allocas(db, lp, &cx);
    // The profile is read only where its rules version different strides
    // (LLVM 14 asks more of a cast step), so that a profile switch leaves
    // the other loops' accesses as they are.
    let opt_size = fn_attrs(db, lp).opt_size;
    let mut strides = memref::versioned_strides(&cx, opt_size, false);
    if !strides.is_empty() {
        let strides14 = memref::versioned_strides(&cx, opt_size, true);
        if strides14 != strides && crate::loop_profile(db, lp) == lanes_db::Profile::Llvm14 {
            strides = strides14;
        }
    }
    Arc::new(memref::analyze(
        &cx,
        &privates,
        &|v| wi.shape(v),
        None,
        &strides,
    ))
}

/// The TBAA access type of each memref (by id), where its tag says one: a
/// firewall over the module's metadata.
#[salsa::tracked(returns(ref), lru = 0)]
pub fn memref_tbaa<'db>(db: &'db dyn Db, lp: LoopId<'db>) -> Vec<Option<crate::tbaa::AccessTag>> {
    let Some(cx) = loop_ctx(db, lp) else {
        return Vec::new();
    };
    let module = &module_header(db, lp.func(db).file(db)).module;
    crate::tbaa::memref_tags(&cx, module, memrefs(db, lp))
}

/// Dependences between the loop's memrefs and its max safe VF.
#[salsa::tracked(returns(ref), lru = 0)]
pub fn dependences<'db>(db: &'db dyn Db, lp: LoopId<'db>) -> Arc<Dependences> {
    let Some(cx) = loop_ctx(db, lp) else {
        return Arc::new(Dependences::default());
    };
    let profile = loop_profile(db, lp);
    Arc::new(deps::analyze(
        &cx,
        memrefs(db, lp),
        memref_tbaa(db, lp),
        profile,
        // Read by LLVM 22's rules only.
        (profile == lanes_db::Profile::Llvm22)
            .then(|| crate::legal::constant_max_btc(&cx, cx.data().exit_counts.max_btc()))
            .flatten(),
    ))
}

/// SOA safety and profitability of the loop's private aggregates.
#[salsa::tracked(returns(ref), lru = 0)]
pub fn soa_analysis<'db>(db: &'db dyn Db, lp: LoopId<'db>) -> Arc<SoaInfo> {
    let Some(cx) = loop_ctx(db, lp) else {
        return Arc::new(SoaInfo::default());
    };
    Arc::new(soa::analyze(&cx, simd_regions(db, lp.func(db))))
}

/// The analysis configuration for a VF and layout policy: `soa` widens every
/// private SOA can represent safely, `auto` those where it is also profitable.
fn da_config(db: &dyn Db, lp: LoopId<'_>, cx: &LoopCtx, vf: u32, layout: LayoutPolicy) -> DaConfig {
    let region = wi::region_of(simd_regions(db, lp.func(db)), cx.l);
    let soa = (layout != LayoutPolicy::Aos).then(|| soa_analysis(db, lp));
    let pick = |i: lanes_ir::InstId| {
        let name = cx.func.value_name(&lanes_ir::Value::Inst(i));
        match (layout, soa.and_then(|s| s.get(&name))) {
            (LayoutPolicy::Soa, Some(p)) if p.safe() => Layout::Soa,
            (LayoutPolicy::Auto, Some(p)) => p.layout,
            _ => Layout::Aos,
        }
    };
    DaConfig {
        vf: Some(vf),
        privates: wi::privates(cx, region, pick),
        linears: wi::linears(region),
    }
}

/// Shape of every value of the loop at a VF under a layout policy.
#[salsa::tracked(returns(ref), lru = 0)]
pub fn shapes<'db>(db: &'db dyn Db, lp: LoopId<'db>, vf: u32, layout: LayoutPolicy) -> Arc<Shapes> {
    Arc::new(match loop_ctx(db, lp) {
        Some(cx) => shapes_of(db, lp, &cx, vf, layout).0,
        None => Shapes::default(),
    })
}

/// The body of [`shapes`], for a planner that keeps no memo, with what the
/// analysis asked of the VF ([`da::DaResult::vf_answers`]): at a VF that
/// answers the same, the shapes are these with their VF changed.
pub(super) fn shapes_of(
    db: &dyn Db,
    lp: LoopId<'_>,
    cx: &LoopCtx,
    vf: u32,
    layout: LayoutPolicy,
) -> (Shapes, da::VfAnswers) {
    let cfg = da_config(db, lp, cx, vf.max(1), layout);
    let res = da::analyze(cx, &cfg);
    let privates = cfg
        .privates
        .iter()
        .map(|p| {
            (
                cx.func.value_name(&lanes_ir::Value::Inst(p.alloca)),
                p.layout,
            )
        })
        .collect();
    let sh = Shapes::build(cx, vf, privates, &res, loop_values(db, lp));
    (sh, res.vf_answers)
}

/// The body of [`shapes`] under [`PLAN_LAYOUT`](super::PLAN_LAYOUT) from
/// [`wi_analysis`]'s run, when the loop widens no private and the compares
/// answer at `vf` as they did there (WI analysis runs the same analysis
/// without a VF).
pub(super) fn shapes_from_wi(
    db: &dyn Db,
    lp: LoopId<'_>,
    cx: &LoopCtx,
    vf: u32,
) -> Option<(Shapes, da::VfAnswers)> {
    let wi = wi_analysis(db, lp);
    let res = wi.divergence.as_ref()?.at(vf.max(1), &wi.values)?;
    let sh = Shapes::build(cx, vf, Vec::new(), &res, loop_values(db, lp));
    Some((sh, res.vf_answers))
}

/// [`shapes`] with every value's name and printed form, for a dump: made
/// again from the loop when shown, since no analysis reads them.
pub fn printed_shapes(db: &dyn Db, lp: LoopId<'_>, vf: u32, layout: LayoutPolicy) -> Shapes {
    let sh = (**shapes(db, lp, vf, layout)).clone();
    match loop_ctx(db, lp) {
        Some(cx) => sh.with_texts(&cx),
        None => sh,
    }
}

/// The loop's values, listed once for the shapes of every VF.
#[salsa::tracked(returns(ref), lru = 0)]
pub fn loop_values<'db>(db: &'db dyn Db, lp: LoopId<'db>) -> Arc<LoopValues> {
    Arc::new(match loop_ctx(db, lp) {
        Some(cx) => crate::shapes::loop_values(&cx),
        None => LoopValues::default(),
    })
}

/// Memrefs re-classified with the shapes of a VF (and layout policy).
#[salsa::tracked(returns(ref), lru = 0)]
pub fn refined_memrefs<'db>(
    db: &'db dyn Db,
    lp: LoopId<'db>,
    vf: u32,
    layout: LayoutPolicy,
) -> Arc<Vec<Memref>> {
    let Some(cx) = loop_ctx(db, lp) else {
        return Arc::new(Vec::new());
    };
    let sh = shapes(db, lp, vf, layout);
    Arc::new(refined_of(&cx, memrefs(db, lp), vf, sh))
}

/// The body of [`refined_memrefs`] over the VF's shapes, for a planner
/// that keeps no memo.
pub(super) fn refined_of(cx: &LoopCtx, memrefs: &[Memref], vf: u32, sh: &Shapes) -> Vec<Memref> {
    memref::refine(cx, memrefs, &|v| sh.shape(v), Some(vf.max(1)))
}

/// The function attributes of the loop's function: a firewall over the
/// module header, so that legality does not re-run on unrelated edits.
#[salsa::tracked(returns(copy))]
pub fn fn_attrs<'db>(db: &'db dyn Db, lp: LoopId<'db>) -> FnAttrs {
    let f = lp.func(db);
    let Some(body) = function_body(db, f) else {
        return FnAttrs::default();
    };
    attrs::fn_attrs(&module_header(db, f.file(db)).module, &body.header)
}

/// Whether the loop is annotated parallel (`llvm.loop.parallel_accesses`):
/// a firewall over the module's metadata.
#[salsa::tracked(returns(copy))]
pub fn annotated_parallel<'db>(db: &'db dyn Db, lp: LoopId<'db>) -> bool {
    let Some(cx) = loop_ctx(db, lp) else {
        return false;
    };
    let header = module_header(db, lp.func(db).file(db));
    directives::annotated_parallel(&header.module, cx.func, cx.forest, cx.l)
}

/// The trip count the latch's `!prof` weights suggest (a firewall over the
/// module's metadata).
#[salsa::tracked(returns(copy))]
pub fn estimated_trip_count<'db>(db: &'db dyn Db, lp: LoopId<'db>) -> Option<u64> {
    let cx = loop_ctx(db, lp)?;
    let header = module_header(db, lp.func(db).file(db));
    directives::estimated_trip_count(&header.module, cx.func, cx.forest, cx.l)
}

/// The header of the function `name` calls: a definition of this module
/// (its parsed body's header), or a declaration.
fn callee_header<'db>(
    db: &'db dyn Db,
    file: lanes_db::SourceFile,
    name: &str,
) -> Option<&'db lanes_ir::FunctionHeader> {
    let defined = lanes_db::module_items(db, file)
        .function(name)
        .map(|it| FunctionId::new(db, file, it.name.clone()))
        .and_then(|f| function_body(db, f))
        .map(|f| &f.header);
    defined.or_else(|| {
        module_header(db, file)
            .module
            .declarations
            .iter()
            .find(|d| &*d.name == name)
    })
}

/// Calls of the loop that LLVM may take for the intrinsic their callee's
/// name stands for: a direct call to a function with the library
/// function's prototype ([`crate::legal::libcall_prototype_ok`]) that only
/// reads memory ([`attrs::libcall_may_be_intrinsic`]). A firewall over
/// the module header and the callees' headers.
#[salsa::tracked(returns(ref))]
pub fn readnone_calls<'db>(db: &'db dyn Db, lp: LoopId<'db>) -> Vec<InstId> {
    let Some(cx) = loop_ctx(db, lp) else {
        return Vec::new();
    };
    let file = lp.func(db).file(db);
    let module = &module_header(db, file).module;
    let callee = |name: &str| callee_header(db, file, name);
    cx.insts()
        .filter(|&i| {
            let inst = &cx.func.insts[i];
            let (lanes_ir::Extra::Call(c), Some(name)) = (&inst.extra, inst.callee_name()) else {
                return false;
            };
            // LLVM's `getCalledFunction`: the callee itself, not a cast of it.
            if !matches!(
                inst.operands.first(),
                Some(lanes_ir::Value::Const(lanes_ir::Constant::Global { .. }))
            ) {
                return false;
            }
            let header = callee(name);
            // The prototype is the callee's (the call's own types when the
            // module declares no such function).
            let proto_ok = match header {
                Some(h) => {
                    !h.varargs && {
                        let params: Vec<_> = h.params.iter().map(|p| p.ty).collect();
                        crate::legal::libcall_prototype_ok(name, h.ret_ty, &params)
                    }
                }
                None => {
                    let params: Vec<_> = inst.operands[1..]
                        .iter()
                        .map(|v| cx.func.value_ty(v))
                        .collect();
                    crate::legal::libcall_prototype_ok(name, inst.ty, &params)
                }
            };
            proto_ok && attrs::libcall_may_be_intrinsic(module, &c.fn_attrs, header)
        })
        .collect()
}

/// Calls of the loop that neither access memory nor unwind
/// ([`attrs::call_is_quiet`]): the ones a block that needs predication
/// may hold (LLVM's `blockCanBePredicated`). A firewall over the module
/// header and the callees' headers.
#[salsa::tracked(returns(ref))]
pub fn quiet_calls<'db>(db: &'db dyn Db, lp: LoopId<'db>) -> Vec<InstId> {
    let Some(cx) = loop_ctx(db, lp) else {
        return Vec::new();
    };
    let file = lp.func(db).file(db);
    let module = &module_header(db, file).module;
    let callee = |name: &str| callee_header(db, file, name);
    cx.insts()
        .filter(|&i| {
            let inst = &cx.func.insts[i];
            let lanes_ir::Extra::Call(c) = &inst.extra else {
                return false;
            };
            let header = inst.callee_name().and_then(callee);
            attrs::call_is_quiet(module, &c.fn_attrs, header)
        })
        .collect()
}

/// [`super::set_memo_capacity`] for the queries of this module.
pub(super) fn set_memo_capacity(db: &mut dyn lanes_db::Db, n: usize) {
    loop_parts::set_lru_capacity(db, n);
    function_users::set_lru_capacity(db, n);
    wi_analysis::set_lru_capacity(db, n);
    memrefs::set_lru_capacity(db, n);
    dependences::set_lru_capacity(db, n);
    shapes::set_lru_capacity(db, n);
    refined_memrefs::set_lru_capacity(db, n);
    memref_tbaa::set_lru_capacity(db, n);
    soa_analysis::set_lru_capacity(db, n);
    loop_values::set_lru_capacity(db, n);
}

/// The LLVM whose rules answer for the loop ([`lanes_db::file_profile`]):
/// the rules, messages and costs that differ between versions read it.
pub fn loop_profile(db: &dyn Db, lp: LoopId<'_>) -> lanes_db::Profile {
    lanes_db::file_profile(db, lp.func(db).file(db)).0
}
