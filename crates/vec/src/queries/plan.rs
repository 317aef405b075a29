//! The planning queries: legality, predication, widening decisions, VPlans
//! per VF range, the best VF and the interleave count. Each gathers its
//! inputs and calls the algorithm of the module of the same name.
//!
//! `vplan` reads no target table itself (only OptVLS groups, which read the
//! register width); pricing is in [`super::price`].

use std::sync::Arc;

use lanes_db::{Db, LayoutPolicy, LoopId, Target, loop_forest};

use super::loop_facts::{
    annotated_parallel, dependences, estimated_trip_count, fn_attrs, loop_ctx, loop_hints,
    loop_is_candidate, memrefs, readnone_calls, refined_memrefs, shapes, wi_analysis,
};
use super::price::{scalar_cost, vplan_totals};
use super::vls::{vf_candidates, vf_ranges, vls_groups};
use crate::cost::{self, BestVf, Candidate};
use crate::cx::LoopCtx;
use crate::interleave::{Interleave, PlanChoices, ValueClasses};
use crate::legal::{self, LegalInputs, Legality};
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
#[salsa::tracked(returns(ref))]
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
    Arc::new(legal::analyze(
        &cx,
        &LegalInputs {
            wi: wi_analysis(db, lp),
            memrefs: memrefs(db, lp),
            deps: dependences(db, lp),
            trip_count: trip_count(db, lp),
            estimated_trip_count: estimated_trip_count(db, lp),
            no_nans_nsz_fn: attrs.no_nans_nsz,
            opt_size: attrs.opt_size,
            no_implicit_float: attrs.no_implicit_float,
            readnone_calls: readnone_calls(db, lp),
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
            estimated_trip_count: None,
            no_nans_nsz_fn: false,
            opt_size: false,
            no_implicit_float: false,
            readnone_calls: &[],
            parallel: false,
        },
    )
}

/// Whether the vector loop at `vf` folds its tail: a firewall over
/// `legality`, so that predication does not re-run when only a refusal's
/// wording or another field changes.
#[salsa::tracked(returns(copy))]
pub fn fold_tail<'db>(db: &'db dyn Db, lp: LoopId<'db>, vf: u32) -> bool {
    legality(db, lp).fold_tail(vf).unwrap_or(false)
}

/// Block masks, kept and linearized branches, blends, masked accesses at a VF.
#[salsa::tracked(returns(ref))]
pub fn predication<'db>(db: &'db dyn Db, lp: LoopId<'db>, vf: u32) -> Arc<Predication> {
    let Some(cx) = loop_ctx(db, lp) else {
        return Arc::new(Predication::default());
    };
    let sh = shapes(db, lp, vf, PLAN_LAYOUT);
    let refined = refined_memrefs(db, lp, vf, PLAN_LAYOUT);
    Arc::new(predicate::analyze(&cx, sh, refined, fold_tail(db, lp, vf)))
}

/// Every instruction's widening decision at a VF (VF-free result: VFs with
/// equal decisions share a plan).
#[salsa::tracked(returns(ref))]
pub fn widening<'db>(db: &'db dyn Db, lp: LoopId<'db>, vf: u32) -> Arc<Widening> {
    let Some(cx) = loop_ctx(db, lp) else {
        return Arc::new(Widening::default());
    };
    let lg = legality(db, lp);
    if !lg.is_legal() {
        return Arc::new(Widening::default());
    }
    let sh = shapes(db, lp, vf, PLAN_LAYOUT);
    let refined = refined_memrefs(db, lp, vf, PLAN_LAYOUT);
    let pred = (**predication(db, lp, vf)).clone();
    Arc::new(crate::widening::decide(&cx, lg, pred, sh, refined))
}

/// VF ranges of the plans: the OptVLS ranges, split where the widening
/// decisions differ (a branch uniform at VF 8 and divergent at 16 gives
/// two plans).
#[salsa::tracked(returns(ref))]
pub fn plan_ranges<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> Arc<Vec<VfRange>> {
    let decisions = |vf| &**widening(db, lp, vf);
    Arc::new(crate::vplan::split_ranges(
        vf_ranges(db, lp, target),
        decisions,
    ))
}

/// The plan range of `vf` (`{vf}` alone for a VF outside the target's).
pub fn plan_range_of(db: &dyn Db, lp: LoopId<'_>, vf: u32, target: Target) -> VfRange {
    plan_ranges(db, lp, target)
        .iter()
        .copied()
        .find(|r| r.contains(vf))
        .unwrap_or(VfRange { lo: vf, hi: vf })
}

/// The VPlan of a VF range: recipes in a hierarchical CFG.
#[salsa::tracked(returns(ref))]
pub fn vplan<'db>(db: &'db dyn Db, lp: LoopId<'db>, range: VfRange, target: Target) -> Arc<VPlan> {
    let Some(cx) = loop_ctx(db, lp) else {
        return Arc::new(VPlan::default());
    };
    let lg = legality(db, lp);
    let w = widening(db, lp, range.lo);
    let refined = refined_memrefs(db, lp, range.lo, PLAN_LAYOUT);
    let groups = if lg.is_legal() {
        plan_groups(db, lp, range, target)
    } else {
        Vec::new()
    };
    let forest = loop_forest(db, lp.func(db));
    let tc = |l: lanes_db::loops::LoopIdx| {
        let name = &cx.forest.loops[l].header_name;
        forest.find(name).and_then(|x| forest.loops[x].trip_count)
    };
    let vfs = range.vfs();
    Arc::new(crate::vplan::build(&cx, lg, w, refined, &groups, vfs, &tc))
}

/// The OptVLS groups of the VLS range holding `range.lo`: (group, members).
fn plan_groups(
    db: &dyn Db,
    lp: LoopId<'_>,
    range: VfRange,
    target: Target,
) -> Vec<(u32, Vec<usize>)> {
    let vls_range = vf_ranges(db, lp, target)
        .iter()
        .copied()
        .find(|r| r.contains(range.lo));
    let Some(vr) = vls_range else {
        return Vec::new();
    };
    let g = vls_groups(db, lp, vr, target);
    (0..g.grouping.groups.len())
        .map(|i| (i as u32, g.members(i)))
        .collect()
}

/// The plan that covers `vf`.
pub fn vplan_for_vf<'db>(
    db: &'db dyn Db,
    lp: LoopId<'db>,
    vf: u32,
    target: Target,
) -> &'db Arc<VPlan> {
    vplan(db, lp, plan_range_of(db, lp, vf, target), target)
}

/// The chosen VF (or scalar) and why every other VF was not chosen.
#[salsa::tracked(returns(ref))]
pub fn best_vf<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> Arc<BestVf> {
    let lg = legality(db, lp);
    // An outer loop nothing picks has no cost to weigh (LLVM does not look
    // at it); pricing its scalar body would cost O(depth) per loop of a nest.
    let outer_not_candidate =
        !lg.candidate && loop_ctx(db, lp).is_some_and(|cx| !cx.data().is_innermost());
    let sc = if outer_not_candidate {
        0
    } else {
        scalar_cost(db, lp, target)
    };
    let mut cands = Vec::new();
    if lg.is_legal() {
        let bits = target.vector(db).register_bits;
        for (vf, rejected) in cost::screen_vfs(lg, vf_candidates(db, lp, target), bits) {
            // The choice reads the totals only: no recipes, no notes.
            let cost = rejected
                .is_none()
                .then(|| (**vplan_totals(db, lp, vf, target)).clone());
            let rejected =
                rejected.or_else(|| cost.as_ref().and_then(|c| cost::scalar_plan(lg, c)));
            cands.push(Candidate { vf, rejected, cost });
        }
    }
    Arc::new(cost::choose(lg, sc, cands))
}

/// Whether the target has fast gathers: a gather costs no more than its
/// scalar emulation (a load and an insert per lane). Without them LLVM
/// scalarizes every gather and keeps addresses scalar
/// (`prefersVectorizedAddressing`). A firewall over the cost tables: most
/// edits keep the answer and re-run nothing after it.
#[salsa::tracked]
pub fn fast_gathers(db: &dyn Db, target: Target) -> bool {
    let (m, sc) = (target.memory(db), target.scalar(db));
    m.gather_per_lane <= m.scalar_load + sc.insert_element
}

/// The memory recipes the cost model scalarizes at `vf` (instructions, VLS
/// group numbers): a firewall over [`vplan_totals`], so that a cost edit
/// that keeps these choices does not re-run [`value_classes`].
#[salsa::tracked(returns(ref))]
pub fn scalarized_accesses<'db>(
    db: &'db dyn Db,
    lp: LoopId<'db>,
    vf: u32,
    target: Target,
) -> (Vec<u32>, Vec<u32>) {
    let t = vplan_totals(db, lp, vf, target);
    (t.scalarized_insts.clone(), t.scalarized_groups.clone())
}

/// Which values of the loop are vectors at `vf`, by LLVM's rules
/// ([`crate::interleave::value_classes`]).
#[salsa::tracked(returns(ref))]
pub fn value_classes<'db>(
    db: &'db dyn Db,
    lp: LoopId<'db>,
    vf: u32,
    target: Target,
) -> Arc<ValueClasses> {
    let Some(cx) = loop_ctx(db, lp) else {
        return Arc::new(ValueClasses::default());
    };
    let lg = legality(db, lp);
    let (scalarized_insts, scalarized_groups) = scalarized_accesses(db, lp, vf, target);
    let choices = PlanChoices {
        plan: vplan_for_vf(db, lp, vf, target),
        scalarized_insts,
        scalarized_groups,
        gathers: *fast_gathers(db, target),
        fold_tail: lg.fold_tail(vf) == Ok(true),
    };
    Arc::new(crate::interleave::value_classes(
        &cx,
        lg,
        memrefs(db, lp),
        &choices,
    ))
}

/// The interleave count of the chosen VF and the register pressure behind
/// it (LLVM's `selectInterleaveCount`); 1 for a loop left scalar.
#[salsa::tracked(returns(ref))]
pub fn interleave<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> Arc<Interleave> {
    let best = best_vf(db, lp, target);
    let lg = legality(db, lp);
    let Some(cx) = loop_ctx(db, lp) else {
        return Arc::new(Interleave::default());
    };
    let vf = if best.vectorized { best.vf } else { 1 };
    let vector: &[u32] = if vf > 1 {
        &value_classes(db, lp, vf, target).vector_values
    } else {
        &[]
    };
    let user_ic = loop_hints(db, lp).interleave;
    let facts = target.vector(db);
    Arc::new(crate::interleave::analyze(
        &cx, lg, vf, best.cost, vector, user_ic, facts,
    ))
}
