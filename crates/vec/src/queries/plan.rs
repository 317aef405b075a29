//! The planning queries: legality, predication, widening decisions and
//! VPlans per VF range. Each gathers its
//! inputs and calls the algorithm of the module of the same name.
//!
//! `vplan` reads no target table itself (only OptVLS groups, which read the
//! register width); pricing is in `price`, the choice of the VF
//! and the interleave count in `choose`.

use std::sync::Arc;

use lanes_db::affine::Term;
use lanes_db::{Db, LayoutPolicy, LoopId, Target, loop_forest};
use lanes_ir::InstId;
use rustc_hash::FxHashMap;

use super::loop_facts::{
    annotated_parallel, dependences, estimated_trip_count, fn_attrs, loop_ctx, loop_hints,
    loop_is_candidate, memrefs, quiet_calls, readnone_calls, wi_analysis,
};
use super::source::{Memos, PlanSource};
use crate::cx::LoopCtx;
use crate::legal::{self, KnownObject, LegalInputs, Legality};
use crate::memref::MemrefId;
use crate::predicate::{self, Predication};
use crate::vls::VfRange;
use crate::vplan::VPlan;
use crate::widening::Widening;

/// The layout policy the planning queries use for loop privates.
pub const PLAN_LAYOUT: LayoutPolicy = LayoutPolicy::Auto;

/// The loop's exact trip count.
fn trip_count(db: &dyn Db, lp: LoopId<'_>) -> Option<u64> {
    let forest = loop_forest(db, lp.func(db));
    forest
        .find(lp.header(db))
        .and_then(|l| forest.loops[l].trip_count)
}

/// Whether and how the loop can be vectorized.
#[salsa::tracked(returns(ref), lru = 0)]
pub fn legality<'db>(db: &'db dyn Db, lp: LoopId<'db>) -> Arc<Legality> {
    let Some(cx) = loop_ctx(db, lp) else {
        return Arc::new(Legality::default());
    };
    // An outer loop the vectorizer does not pick is not analysed further,
    // as LLVM does not look at it: a nest N deep stays linear in work per
    // loop it does consider.
    if !cx.data().is_innermost() && !loop_is_candidate(db, lp) {
        return Arc::new(unpicked_outer_loop(db, lp, &cx));
    }
    let attrs = fn_attrs(db, lp);
    let profile = super::loop_facts::loop_profile(db, lp);
    let objects = match profile {
        lanes_db::Profile::Llvm14 => FxHashMap::default(),
        lanes_db::Profile::Llvm22 => known_objects(db, lp, &cx, memrefs(db, lp)),
    };
    Arc::new(legal::analyze(
        &cx,
        &LegalInputs {
            profile,
            objects: &objects,
            wi: wi_analysis(db, lp),
            memrefs: memrefs(db, lp),
            deps: dependences(db, lp),
            trip_count: trip_count(db, lp),
            counts: loop_forest(db, lp.func(db)),
            estimated_trip_count: estimated_trip_count(db, lp),
            no_nans_nsz_fn: attrs.no_nans_nsz,
            opt_size: attrs.opt_size,
            no_implicit_float: attrs.no_implicit_float,
            readnone_calls: readnone_calls(db, lp),
            quiet_calls: quiet_calls(db, lp),
            parallel: annotated_parallel(db, lp),
        },
    ))
}

/// The legality of an outer loop nothing picks: its hints and trip count
/// only, no analysis of its body.
fn unpicked_outer_loop(db: &dyn Db, lp: LoopId<'_>, cx: &LoopCtx) -> Legality {
    let wi = crate::wi::WiInfo {
        header: cx.data().header_name.to_string(),
        hints: loop_hints(db, lp),
        ..crate::wi::WiInfo::default()
    };
    legal::analyze(
        cx,
        &LegalInputs {
            wi: &wi,
            memrefs: &[],
            deps: &Default::default(),
            trip_count: trip_count(db, lp),
            counts: loop_forest(db, lp.func(db)),
            estimated_trip_count: None,
            no_nans_nsz_fn: false,
            opt_size: false,
            no_implicit_float: false,
            readnone_calls: &[],
            quiet_calls: &[],
            parallel: false,
            profile: lanes_db::Profile::Llvm14,
            objects: &FxHashMap::default(),
        },
    )
}

/// The objects of known size and alignment the loop's accesses are based
/// on: globals (not `extern_weak`), stack arrays, arguments with
/// `dereferenceable(N)` (LLVM's `getPointerDereferenceableBytes`, and the
/// alignment `getPointerAlignment` knows: `align` as written, else the
/// type's ABI alignment for a global this module defines, else 1).
fn known_objects(
    db: &dyn Db,
    lp: LoopId<'_>,
    cx: &LoopCtx,
    memrefs: &[crate::memref::Memref],
) -> FxHashMap<Term, KnownObject> {
    let header = lanes_db::module_header(db, lp.func(db).file(db));
    fn align_of<'a>(mut words: impl Iterator<Item = &'a str>) -> Option<u64> {
        words.find_map(|w| {
            let n = w.strip_prefix("align")?.trim();
            let n = n
                .strip_prefix('(')
                .and_then(|n| n.strip_suffix(')'))
                .unwrap_or(n);
            n.parse::<u64>().ok()
        })
    }
    let mut out: FxHashMap<Term, KnownObject> = FxHashMap::default();
    for m in memrefs {
        let Some(form) = m.form.as_deref() else {
            continue;
        };
        for (t, _) in &form.terms {
            if out.contains_key(t) {
                continue;
            }
            let known = match t {
                Term::Global(name) => header
                    .global(name)
                    .filter(|g| !g.prefix.iter().any(|w| &**w == "extern_weak"))
                    .and_then(|g| {
                        let bytes = cx.tl.alloc_size(g.ty)?;
                        let align = align_of(g.suffix.iter().map(|w| &**w))
                            .or_else(|| g.init.as_ref().and_then(|_| cx.tl.abi_align(g.ty)))
                            .unwrap_or(1);
                        Some((bytes, align))
                    }),
                Term::Arg(k) => cx.func.header.params.get(*k as usize).and_then(|p| {
                    let bytes = p.attrs.iter().find_map(|a| {
                        a.strip_prefix("dereferenceable(")?
                            .strip_suffix(')')?
                            .parse::<u64>()
                            .ok()
                    })?;
                    let align = align_of(p.attrs.iter().map(|a| &**a)).unwrap_or(1);
                    Some((bytes, align))
                }),
                Term::Inst(i) => match &cx.func.insts[*i].extra {
                    lanes_ir::Extra::Alloca {
                        allocated, align, ..
                    } => {
                        let count = match cx.func.insts[*i].operands.first() {
                            None => Some(1),
                            Some(v) => v.as_int().and_then(|n| u64::try_from(n).ok()),
                        };
                        count.and_then(|n| {
                            Some((
                                cx.tl.alloc_size(*allocated)? * n,
                                align.map_or(1, u64::from),
                            ))
                        })
                    }
                    _ => None,
                },
                _ => None,
            };
            if let Some((bytes, align)) = known {
                out.insert(
                    t.clone(),
                    KnownObject {
                        base: t.clone(),
                        bytes,
                        align,
                    },
                );
            }
        }
    }
    out
}

/// The loop's largest feasible VF on `target` ([`Legality::max_vf`]).
#[salsa::tracked(returns(copy))]
pub fn max_vf<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> u32 {
    max_vf_with(&Memos::new(db, lp), target)
}

pub(super) fn max_vf_with<'db>(s: &impl PlanSource<'db>, target: Target) -> u32 {
    legality(s.db(), s.lp()).max_vf(target.vector(s.db()).register_bits)
}

/// Whether the vector loop at `vf` folds its tail (a decision of the
/// loop's, made at its largest VF on `target`): a firewall over
/// `legality`, so that predication does not re-run when only a refusal's
/// wording or another field changes.
#[salsa::tracked(returns(copy))]
pub fn fold_tail<'db>(db: &'db dyn Db, lp: LoopId<'db>, vf: u32, target: Target) -> bool {
    fold_tail_with(&Memos::new(db, lp), vf, target)
}

pub(super) fn fold_tail_with<'db>(s: &impl PlanSource<'db>, vf: u32, target: Target) -> bool {
    legality(s.db(), s.lp())
        .fold_tail(vf, s.max_vf(target))
        .unwrap_or(false)
}

/// Block masks, kept and linearized branches, blends, masked accesses at a
/// VF, with or without a folded tail (`fold`: [`fold_tail`]).
#[salsa::tracked(returns(ref), lru = 0)]
pub fn predication<'db>(db: &'db dyn Db, lp: LoopId<'db>, vf: u32, fold: bool) -> Arc<Predication> {
    Arc::new(predication_with(&Memos::new(db, lp), vf, fold))
}

pub(super) fn predication_with<'db>(s: &impl PlanSource<'db>, vf: u32, fold: bool) -> Predication {
    let Some(cx) = s.cx() else {
        return Predication::default();
    };
    let sh = s.shapes(vf);
    let refined = s.refined_memrefs(vf);
    let (db, lp) = (s.db(), s.lp());
    // LLVM's inner-loop vectorizer (14 and 22) predicates every block that
    // does not dominate the latch, whatever its branch's condition
    // (`blockNeedsPredication`); outer-loop and SIMD-region plans keep a
    // uniform branch.
    let lg = legality(db, lp);
    let keep_uniform = lg.outer || wi_analysis(db, lp).simd.is_some();
    predicate::analyze(&cx, &sh, &refined, fold, keep_uniform, &lg.speculable_loads)
}

/// Every instruction's widening decision at a VF, with or without a folded
/// tail (VF-free result: VFs with equal decisions share a plan).
#[salsa::tracked(returns(ref), lru = 0)]
pub fn widening<'db>(db: &'db dyn Db, lp: LoopId<'db>, vf: u32, fold: bool) -> Arc<Widening> {
    Arc::new(widening_with(&Memos::new(db, lp), vf, fold))
}

pub(super) fn widening_with<'db>(s: &impl PlanSource<'db>, vf: u32, fold: bool) -> Widening {
    let (db, lp) = (s.db(), s.lp());
    let Some(cx) = s.cx() else {
        return Widening::default();
    };
    let lg = legality(db, lp);
    if !lg.is_plannable() {
        return Widening::default();
    }
    let sh = s.shapes(vf);
    let refined = s.refined_memrefs(vf);
    let pred = s.predication(vf, fold);
    let shape_uniform = lg.outer || wi_analysis(db, lp).simd.is_some();
    crate::widening::decide(&cx, lg, pred, &sh, &refined, shape_uniform)
}

/// VF ranges of the plans: the OptVLS ranges, split where the widening
/// decisions differ (a branch uniform at VF 8 and divergent at 16 gives
/// two plans).
#[salsa::tracked(returns(ref))]
pub fn plan_ranges<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> Arc<Vec<VfRange>> {
    Arc::new(plan_ranges_with(&Memos::new(db, lp), target))
}

pub(super) fn plan_ranges_with<'db>(s: &impl PlanSource<'db>, target: Target) -> Vec<VfRange> {
    let decisions = |vf| s.widening(vf, s.fold_tail(vf, target));
    crate::vplan::split_ranges(&s.vf_ranges(target), decisions)
}

/// The plan range of `vf` (`{vf}` alone for a VF outside the target's).
pub fn plan_range_of(db: &dyn Db, lp: LoopId<'_>, vf: u32, target: Target) -> VfRange {
    plan_range_of_with(&Memos::new(db, lp), vf, target)
}

pub(super) fn plan_range_of_with<'db>(
    s: &impl PlanSource<'db>,
    vf: u32,
    target: Target,
) -> VfRange {
    s.plan_ranges(target)
        .iter()
        .copied()
        .find(|r| r.contains(vf))
        .unwrap_or(VfRange { lo: vf, hi: vf })
}

/// The VPlan of a VF range: recipes in a hierarchical CFG, without their
/// printed forms (the cost model reads none; [`printed_vplan`] has them).
#[salsa::tracked(returns(ref), lru = 0)]
pub fn vplan<'db>(db: &'db dyn Db, lp: LoopId<'db>, range: VfRange, target: Target) -> Arc<VPlan> {
    Arc::new(printed_vplan_with(&Memos::new(db, lp), range, target, false).without_texts())
}

/// The VPlan of a VF range with every recipe's printed form, built again
/// from the memoized decisions when a plan or its recipe costs are shown.
pub fn printed_vplan(db: &dyn Db, lp: LoopId<'_>, range: VfRange, target: Target) -> VPlan {
    printed_vplan_with(&Memos::new(db, lp), range, target, true)
}

/// [`printed_vplan`] read through `s`, its recipes printed only when
/// `texts` (see [`crate::vplan::build`]).
pub(super) fn printed_vplan_with<'db>(
    s: &impl PlanSource<'db>,
    range: VfRange,
    target: Target,
    texts: bool,
) -> VPlan {
    let (db, lp) = (s.db(), s.lp());
    let Some(cx) = s.cx() else {
        return VPlan::default();
    };
    let lg = legality(db, lp);
    let w = s.widening(range.lo, s.fold_tail(range.lo, target));
    let refined = s.refined_memrefs(range.lo);
    let groups = if lg.is_plannable() {
        plan_groups(s, range, target)
    } else {
        Vec::new()
    };
    let forest = loop_forest(db, lp.func(db));
    let tc = |l: lanes_db::loops::LoopIdx| {
        let name = &cx.forest.loops[l].header_name;
        forest.find(name).and_then(|x| forest.loops[x].trip_count)
    };
    let vfs = range.vfs();
    let mut plan = crate::vplan::build(&cx, lg, &w, &refined, &groups, vfs, &tc, texts);
    // LLVM 22 divides a predicated instruction's work by its block's
    // frequency, as in the scalar loop.
    if let Some(d) = &scalar_rules(db, lp).divisors {
        let block_of = |i: InstId| cx.func.insts[i].block;
        let mut out: FxHashMap<InstId, u32> = FxHashMap::default();
        for fr in plan.flat() {
            if let Some(i) = fr.recipe.inst
                && let Some(&n) = d.get(block_of(i))
            {
                out.entry(i).or_insert(n as u32);
            }
        }
        plan.pred_divisors = Some(out);
    }
    plan
}

/// The OptVLS groups of the VLS range holding `range.lo`: (group, members).
fn plan_groups<'db>(
    s: &impl PlanSource<'db>,
    range: VfRange,
    target: Target,
) -> Vec<(lanes_vls::GroupId, Vec<MemrefId>)> {
    let vls_range = s
        .vf_ranges(target)
        .iter()
        .copied()
        .find(|r| r.contains(range.lo));
    let Some(vr) = vls_range else {
        return Vec::new();
    };
    let g = s.vls_groups(vr, target);
    g.grouping
        .group_ids()
        .map(|id| (id, g.members(id)))
        .collect()
}

/// [`printed_vplan`] of the plan that covers `vf`.
pub fn printed_vplan_for_vf(db: &dyn Db, lp: LoopId<'_>, vf: u32, target: Target) -> VPlan {
    printed_vplan(db, lp, plan_range_of(db, lp, vf, target), target)
}

/// [`super::set_memo_capacity`] for the queries of this module.
pub(super) fn set_memo_capacity(db: &mut dyn lanes_db::Db, n: usize) {
    legality::set_lru_capacity(db, n);
    predication::set_lru_capacity(db, n);
    widening::set_lru_capacity(db, n);
    vplan::set_lru_capacity(db, n);
}

/// How the loop's profile weighs its scalar loop ([`crate::cost::ScalarRules`]):
/// LLVM 14's halving of every conditional block, or LLVM 22's block
/// frequencies ([`crate::cost::frequency::pred_block_divisors`]) and dead values
/// ([`crate::dead`]) and the stores of reductions to an invariant address
/// ([`crate::legal::Legality::stores_to_reduction_address`]). A firewall: a profile switch re-runs `scalar_cost`
/// only where the rules differ.
#[salsa::tracked(returns(ref))]
pub fn scalar_rules<'db>(db: &'db dyn Db, lp: LoopId<'db>) -> crate::cost::ScalarRules {
    if crate::loop_profile(db, lp) == lanes_db::Profile::Llvm14 {
        return Default::default();
    }
    let Some(cx) = loop_ctx(db, lp) else {
        return Default::default();
    };
    let header = lanes_db::module_header(db, lp.func(db).file(db));
    let mut dead: Vec<_> = crate::dead::trivially_dead(&cx).into_iter().collect();
    // The stores of a reduction's value to an invariant address are
    // ignored too (`collectValuesToIgnore`); only such a loop asks.
    let lg = legality(db, lp);
    if lg.reductions.iter().any(|r| r.intermediate_store.is_some()) {
        dead.extend(
            cx.insts()
                .filter(|&i| lg.stores_to_reduction_address(&cx, i)),
        );
    }
    dead.sort();
    // Code size (`minsize`) does not depend on how often a block runs.
    let divisors = if fn_attrs(db, lp).min_size {
        Some(la_arena::ArenaMap::default())
    } else {
        crate::cost::frequency::pred_block_divisors(&header.module, &cx)
    };
    crate::cost::ScalarRules { divisors, dead }
}
