//! The choices: the best VF from the plans' totals, and the interleave
//! count of the chosen VF from LLVM's view of its vector values.

use std::sync::Arc;

use lanes_db::{Db, LoopId, Profile, Target};
use lanes_ir::InstId;

use super::loop_facts::{fn_attrs, loop_ctx, loop_hints, memrefs};
use super::plan::{legality, plan_range_of_with, scalar_rules};
use super::price::vplan_totals;
use super::source::{Memos, PlanSource};
use crate::cost::{self, BestVf, Candidate, VfRejection};
use crate::interleave::{Interleave, PlanChoices, ValueClasses};
use crate::legal::Tail;

/// The chosen VF (or scalar) and why every other VF was not chosen.
#[salsa::tracked(returns(ref), lru = 0)]
pub fn best_vf<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> Arc<BestVf> {
    Arc::new(best_vf_with(&Memos::new(db, lp), target))
}

pub(super) fn best_vf_with<'db>(s: &impl PlanSource<'db>, target: Target) -> BestVf {
    let (db, lp) = (s.db(), s.lp());
    let lg = legality(db, lp);
    // An outer loop nothing picks has no cost to weigh (LLVM does not look
    // at it); pricing its scalar body would cost O(depth) per loop of a nest.
    let outer_not_candidate = !lg.candidate && s.cx().is_some_and(|cx| !cx.data().is_innermost());
    // A scalar loop without a price leaves every VF without one.
    let (sc, unpriced) = if outer_not_candidate {
        (0, None)
    } else {
        match s.scalar_cost(target) {
            Ok(c) => (c, None),
            Err(m) => (0, Some(VfRejection::MissingPrice(m))),
        }
    };
    let attrs = fn_attrs(db, lp);
    let rules = cost::VfRules::of(crate::loop_profile(db, lp), attrs.min_size, attrs.opt_size);
    let dead: Vec<InstId> = if rules.no_replicate_for_size {
        let d = &scalar_rules(db, lp).dead;
        d.to_vec()
    } else {
        Vec::new()
    };
    let mut cands = Vec::new();
    if lg.is_plannable() {
        let bits = target.vector(db).register_bits;
        for (vf, rejected) in cost::screen_vfs(lg, &s.vf_candidates(target), bits) {
            // The choice reads the totals only: no recipes, no notes.
            let rejected = rejected.or_else(|| unpriced.clone());
            let (cost, rejected) = match rejected {
                Some(r) => (None, Some(r)),
                None => match s.vplan_totals(vf, target) {
                    Ok(c) => (Some((*c).clone()), None),
                    Err(m) => (None, Some(VfRejection::MissingPrice(m))),
                },
            };
            let rejected = rejected.or_else(|| {
                let c = cost.as_ref()?;
                cost::scalar_plan(lg, c).or_else(|| cost::replicate_for_size(lg, c, rules, &dead))
            });
            cands.push(Candidate { vf, rejected, cost });
        }
    }
    let mut best = cost::choose(lg, sc, cands, rules);
    best.max_vf = s.max_vf(target);
    if crate::loop_profile(db, lp) == lanes_db::Profile::Llvm22 {
        outside_loop_work(db, lp, target, lg, &mut best);
    }
    best
}

/// LLVM 22's `isOutsideLoopWorkProfitable` once a VF is chosen: a known
/// small trip count below the minimum profitable one keeps the loop
/// scalar. Forced vectorization and a width hint (LLVM then has no scalar
/// cost) skip it. The work is the run-time checks' blocks
/// ([`runtime_checks_cost`]) and the early exit's block.
fn outside_loop_work<'db>(
    db: &'db dyn Db,
    lp: LoopId<'db>,
    target: Target,
    lg: &crate::legal::Legality,
    best: &mut BestVf,
) {
    if !best.vectorized || lg.forced || lg.width_hint.is_some() {
        return;
    }
    let Some(expected) = lg.best_known_trip_count() else {
        return;
    };
    let Some(cx) = loop_ctx(db, lp) else {
        return;
    };
    let early_exit = match &lg.early_exit {
        Some(ee) => {
            let values = crate::legal::early_exit_values(&cx, lg, ee);
            let vector = target.vector(db);
            cost::outside::early_exit_block(
                &values,
                best.vf,
                vector.isa,
                target.scalar(db).extract_element,
                vector.register_bits,
            )
        }
        None => 0,
    };
    let work = cost::outside::OutsideWork {
        runtime_checks: runtime_checks_cost(db, lp, target),
        early_exit,
        ..Default::default()
    };
    let align = lg.epilogue == crate::legal::Epilogue::Allowed;
    if let Some(min) =
        cost::outside::min_profitable_trip_count(best.vf, best.cost, best.scalar_cost, work, align)
        && expected < min
    {
        cost::refuse_below_min_trip_count(best, min, expected);
    }
}

/// The cost of the run-time checks' blocks LLVM 22 expands before the
/// vector loop (`GeneratedRTChecks::getCost`, [`cost::checks`]): the
/// memory checks (divided by the outer loop's trip count when they are
/// invariant in it, as LLVM expects them hoisted) and the SCEV checks. A
/// loop annotated parallel has no memory checks.
#[salsa::tracked(returns(copy))]
pub fn runtime_checks_cost<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> u64 {
    let Some(cx) = loop_ctx(db, lp) else {
        return 0;
    };
    let lg = legality(db, lp);
    let deps = super::loop_facts::dependences(db, lp);
    let ops = &target.scalar(db).ops;
    let price = |op: lanes_ir::Opcode, k: lanes_target::ScalarKind| {
        u64::from(ops.get(lanes_ir::Operation::Inst(op), k))
    };
    use lanes_ir::Opcode;
    use lanes_target::ScalarKind::{I1, I64};
    let prices = cost::checks::CheckPrices {
        cmp: price(Opcode::ICmp, I64),
        logic: price(Opcode::Or, I1),
        add: price(Opcode::Add, I64),
        mul: price(Opcode::Shl, I64),
    };
    let trips = match lg.trip_count {
        Some(n) => cost::checks::Trips::Exact(n),
        None => cost::checks::Trips::Symbolic,
    };
    let parallel = super::loop_facts::annotated_parallel(db, lp);
    let memory = if parallel {
        0
    } else {
        let c = cost::checks::memory_checks(&deps.check_plan, trips, prices);
        match cx.data().parent {
            Some(outer) if deps.check_plan.invariant_in(&cx, outer) => {
                cost::checks::hoisted(c, cx.forest.loops[outer].trip_count)
            }
            _ => c,
        }
    };
    let opt_size = fn_attrs(db, lp).opt_size;
    let strides = if opt_size { 0 } else { deps.stride_predicates };
    let wraps = deps.wrap_predicates + lg.inductions.iter().filter(|iv| iv.predicated).count();
    memory + cost::checks::scev_checks(strides, wraps, trips, prices)
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
) -> (Vec<InstId>, Vec<lanes_vls::GroupId>) {
    // A VF without a price is rejected by `best_vf`, which names the
    // missing entry: nothing of it is scalarized.
    match vplan_totals(db, lp, vf, target) {
        Ok(t) => (t.scalarized_insts.clone(), t.scalarized_groups.clone()),
        Err(_) => Default::default(),
    }
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
    if loop_ctx(db, lp).is_none() {
        return Arc::new(ValueClasses::default());
    }
    let (insts, groups) = scalarized_accesses(db, lp, vf, target);
    Arc::new(value_classes_with(
        &Memos::new(db, lp),
        vf,
        target,
        insts,
        groups,
    ))
}

/// [`value_classes`] given what the cost model scalarizes at `vf`.
pub(super) fn value_classes_with<'db>(
    s: &impl PlanSource<'db>,
    vf: u32,
    target: Target,
    scalarized_insts: &[InstId],
    scalarized_groups: &[lanes_vls::GroupId],
) -> ValueClasses {
    let (db, lp) = (s.db(), s.lp());
    let Some(cx) = s.cx() else {
        return ValueClasses::default();
    };
    let lg = legality(db, lp);
    let plan = s.vplan(plan_range_of_with(s, vf, target), target);
    let choices = PlanChoices {
        plan: &plan,
        scalarized_insts,
        scalarized_groups,
        gathers: *fast_gathers(db, target),
        fold_tail: s.fold_tail(vf, target),
    };
    crate::interleave::value_classes(&cx, lg, memrefs(db, lp), &choices)
}

/// The interleave count of the chosen VF and the register pressure behind
/// it (LLVM's `selectInterleaveCount`); 1 for a loop left scalar.
#[salsa::tracked(returns(ref))]
pub fn interleave<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> Arc<Interleave> {
    Arc::new(interleave_with(&Memos::new(db, lp), target))
}

pub(super) fn interleave_with<'db>(s: &impl PlanSource<'db>, target: Target) -> Interleave {
    let (db, lp) = (s.db(), s.lp());
    let best = s.best_vf(target);
    let lg = legality(db, lp);
    let Some(cx) = s.cx() else {
        return Interleave::default();
    };
    let vf = if best.vectorized { best.vf } else { 1 };
    let classes = (vf > 1).then(|| s.value_classes(vf, target));
    let vector: &[InstId] = match &classes {
        Some(c) => &c.vector_values,
        None => &[],
    };
    let hints = loop_hints(db, lp);
    let facts = target.vector(db);
    let profile = crate::loop_profile(db, lp);
    // LLVM 22 counts the masks of the VF's plan.
    let planned = (vf > 1 && profile == Profile::Llvm22).then(|| {
        let fold = s.fold_tail(vf, target);
        (s.predication(vf, fold), s.refined_memrefs(vf))
    });
    crate::interleave::analyze(
        &cx,
        lg,
        crate::interleave::ChosenVf {
            vf,
            cost: best.cost,
            load_group_gap: crate::legal::load_group_with_trailing_gap(&cx, memrefs(db, lp)),
            predication: planned.as_ref().map(|(p, _)| &**p),
            memrefs: planned.as_ref().map_or(&[], |(_, m)| &m[..]),
        },
        vector,
        hints,
        facts,
        profile,
    )
}

/// What LoopVectorize decides for a loop: whether it vectorizes, the VF,
/// the interleave count and what becomes of the tail. The report's row,
/// the VF table's chosen line and every other view of the decision read
/// this one answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Decision {
    pub vectorized: bool,
    /// The chosen VF (1 for a loop left scalar).
    pub vf: u32,
    /// Copies of the body per iteration (1: none).
    pub ic: u32,
    /// The tail at the chosen VF and count ([`Tail::None`] when scalar).
    pub tail: Tail,
}

/// The [`Decision`] for a loop. A loop left scalar is interleaved only by
/// a hint (`llvm.loop.interleave.count`), so the register-usage estimate
/// behind [`interleave`] is made only for the loops whose count it decides.
#[salsa::tracked(returns(copy))]
pub fn decision<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> Decision {
    decision_with(&Memos::new(db, lp), target)
}

pub(super) fn decision_with<'db>(s: &impl PlanSource<'db>, target: Target) -> Decision {
    let (db, lp) = (s.db(), s.lp());
    let best = s.best_vf(target);
    let ic = match loop_hints(db, lp).interleave_count() {
        _ if best.vectorized => s.interleave(target).ic,
        Some(n) if n >= 1 => s.interleave(target).ic,
        _ => 1,
    };
    let tail = if best.vectorized {
        legality(db, lp)
            .tail(best.vf, ic, best.max_vf)
            .unwrap_or(Tail::None)
    } else {
        Tail::None
    };
    Decision {
        vectorized: best.vectorized,
        vf: best.vf,
        ic,
        tail,
    }
}

/// [`super::set_memo_capacity`] for the queries of this module.
pub(super) fn set_memo_capacity(db: &mut dyn lanes_db::Db, n: usize) {
    best_vf::set_lru_capacity(db, n);
}
