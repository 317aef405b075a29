//! Where a loop's per-VF and per-target results come from. The bodies of
//! the planning, pricing, OptVLS and choice queries are written once, over
//! [`PlanSource`]: [`Memos`] reads every intermediate through its salsa
//! query (the server and the terminal UI, so that an edit re-runs only
//! what it changed), and a [`Planner`] computes them for one loop and
//! keeps them only while it decides, as LLVM's
//! `LoopVectorizationPlanner` holds a loop's plans. A one-shot report asks
//! a planner: salsa keeps the dependency edges, revision records and
//! interned key of every memo it ever made, evicted or not, and a loop has
//! a few dozen per-VF and per-target memos; a planner leaves none. The
//! per-loop facts below them (legality, memrefs, dependences, ...) are read
//! through their queries by both.

use std::cell::{OnceCell, RefCell};
use std::hash::Hash;
use std::sync::Arc;

use lanes_db::{Db, LoopId, Target};
use rustc_hash::FxHashMap;

use crate::cost::{BestVf, MissingPrice, PriceKey, VPlanCost};
use crate::cx::LoopCtx;
use crate::da::VfAnswers;
use crate::interleave::{Interleave, ValueClasses};
use crate::memref::Memref;
use crate::predicate::Predication;
use crate::shapes::Shapes;
use crate::vls::{VfCandidates, VfRange, VlsGroupCost, VlsGroups, VlsTrace};
use crate::vplan::VPlan;
use crate::widening::Widening;

// The bodies through the parent's re-exports: the query modules import
// this one, not the other way round.
use super::{Decision, PLAN_LAYOUT, loop_ctx, memrefs, refined_of, shapes_from_wi, shapes_of};

/// A loop's per-VF and per-target intermediates, as the query bodies read
/// them (named as the queries that memoize them).
pub(crate) trait PlanSource<'db> {
    fn db(&self) -> &'db dyn Db;
    fn lp(&self) -> LoopId<'db>;
    /// [`loop_ctx`]: a planner gathers it once per loop (nine queries'
    /// look-ups), not once per intermediate.
    fn cx(&self) -> Option<LoopCtx<'db>>;
    /// [`super::shapes`] under [`PLAN_LAYOUT`].
    fn shapes(&self, vf: u32) -> Arc<Shapes>;
    /// [`super::refined_memrefs`] under [`PLAN_LAYOUT`].
    fn refined_memrefs(&self, vf: u32) -> Arc<Vec<Memref>>;
    fn predication(&self, vf: u32, fold: bool) -> Arc<Predication>;
    fn widening(&self, vf: u32, fold: bool) -> Arc<Widening>;
    fn max_vf(&self, target: Target) -> u32;
    fn fold_tail(&self, vf: u32, target: Target) -> bool;
    fn vf_candidates(&self, target: Target) -> Arc<VfCandidates>;
    fn vf_ranges(&self, target: Target) -> Arc<Vec<VfRange>>;
    fn vls_groups(&self, range: VfRange, target: Target) -> Arc<VlsGroups>;
    fn vls_result(&self, group: lanes_vls::GroupId, vf: u32, target: Target) -> Arc<VlsTrace>;
    fn vls_costs(&self, vf: u32, target: Target) -> Arc<Vec<VlsGroupCost>>;
    fn plan_ranges(&self, target: Target) -> Arc<Vec<VfRange>>;
    fn vplan(&self, range: VfRange, target: Target) -> Arc<VPlan>;
    fn price_keys(&self, target: Target) -> Arc<Vec<PriceKey>>;
    fn loop_prices(&self, target: Target) -> Arc<Vec<u32>>;
    fn scalar_loop_prices(&self, target: Target) -> Arc<Vec<u32>>;
    fn scalar_cost(&self, target: Target) -> Result<u32, MissingPrice>;
    fn vplan_totals(&self, vf: u32, target: Target) -> Result<Arc<VPlanCost>, MissingPrice>;
    fn best_vf(&self, target: Target) -> Arc<BestVf>;
    fn value_classes(&self, vf: u32, target: Target) -> Arc<ValueClasses>;
    fn interleave(&self, target: Target) -> Arc<Interleave>;
}

/// Every intermediate read through its salsa query.
pub(crate) struct Memos<'db> {
    db: &'db dyn Db,
    lp: LoopId<'db>,
}

impl<'db> Memos<'db> {
    pub(crate) fn new(db: &'db dyn Db, lp: LoopId<'db>) -> Self {
        Memos { db, lp }
    }
}

impl<'db> PlanSource<'db> for Memos<'db> {
    fn db(&self) -> &'db dyn Db {
        self.db
    }
    fn lp(&self) -> LoopId<'db> {
        self.lp
    }
    fn cx(&self) -> Option<LoopCtx<'db>> {
        loop_ctx(self.db, self.lp)
    }
    fn shapes(&self, vf: u32) -> Arc<Shapes> {
        super::shapes(self.db, self.lp, vf, PLAN_LAYOUT).clone()
    }
    fn refined_memrefs(&self, vf: u32) -> Arc<Vec<Memref>> {
        super::refined_memrefs(self.db, self.lp, vf, PLAN_LAYOUT).clone()
    }
    fn predication(&self, vf: u32, fold: bool) -> Arc<Predication> {
        super::predication(self.db, self.lp, vf, fold).clone()
    }
    fn widening(&self, vf: u32, fold: bool) -> Arc<Widening> {
        super::widening(self.db, self.lp, vf, fold).clone()
    }
    fn max_vf(&self, target: Target) -> u32 {
        super::max_vf(self.db, self.lp, target)
    }
    fn fold_tail(&self, vf: u32, target: Target) -> bool {
        super::fold_tail(self.db, self.lp, vf, target)
    }
    fn vf_candidates(&self, target: Target) -> Arc<VfCandidates> {
        super::vf_candidates(self.db, self.lp, target).clone()
    }
    fn vf_ranges(&self, target: Target) -> Arc<Vec<VfRange>> {
        super::vf_ranges(self.db, self.lp, target).clone()
    }
    fn vls_groups(&self, range: VfRange, target: Target) -> Arc<VlsGroups> {
        super::vls_groups(self.db, self.lp, range, target).clone()
    }
    fn vls_result(&self, group: lanes_vls::GroupId, vf: u32, target: Target) -> Arc<VlsTrace> {
        super::vls_result(self.db, self.lp, group, vf, target).clone()
    }
    fn vls_costs(&self, vf: u32, target: Target) -> Arc<Vec<VlsGroupCost>> {
        super::vls_costs(self.db, self.lp, vf, target).clone()
    }
    fn plan_ranges(&self, target: Target) -> Arc<Vec<VfRange>> {
        super::plan_ranges(self.db, self.lp, target).clone()
    }
    fn vplan(&self, range: VfRange, target: Target) -> Arc<VPlan> {
        super::vplan(self.db, self.lp, range, target).clone()
    }
    fn price_keys(&self, target: Target) -> Arc<Vec<PriceKey>> {
        super::price_keys(self.db, self.lp, target).clone()
    }
    fn loop_prices(&self, target: Target) -> Arc<Vec<u32>> {
        super::loop_prices(self.db, self.lp, target).clone()
    }
    fn scalar_loop_prices(&self, target: Target) -> Arc<Vec<u32>> {
        super::scalar_loop_prices(self.db, self.lp, target).clone()
    }
    fn scalar_cost(&self, target: Target) -> Result<u32, MissingPrice> {
        super::scalar_cost(self.db, self.lp, target)
    }
    fn vplan_totals(&self, vf: u32, target: Target) -> Result<Arc<VPlanCost>, MissingPrice> {
        super::vplan_totals(self.db, self.lp, vf, target).clone()
    }
    fn best_vf(&self, target: Target) -> Arc<BestVf> {
        super::best_vf(self.db, self.lp, target).clone()
    }
    fn value_classes(&self, vf: u32, target: Target) -> Arc<ValueClasses> {
        super::value_classes(self.db, self.lp, vf, target).clone()
    }
    fn interleave(&self, target: Target) -> Arc<Interleave> {
        super::interleave(self.db, self.lp, target).clone()
    }
}

/// Results by key, computed once while the planner lives.
struct Cache<K, V>(RefCell<FxHashMap<K, V>>);

impl<K, V> Default for Cache<K, V> {
    fn default() -> Self {
        Cache(RefCell::new(FxHashMap::default()))
    }
}

impl<K: Hash + Eq, V: Clone> Cache<K, V> {
    /// The value of `key`, computed by `make` the first time (`make` may
    /// ask the planner for other values: no borrow is held while it runs).
    fn get(&self, key: K, make: impl FnOnce() -> V) -> V {
        if let Some(v) = self.0.borrow().get(&key) {
            return v.clone();
        }
        let v = make();
        self.0.borrow_mut().entry(key).or_insert(v).clone()
    }
}

/// One loop's per-VF and per-target work, computed by the queries' own
/// bodies and held only as long as the planner: what a one-shot report
/// decides a loop with ([`Planner::best_vf`], [`Planner::decision`]
/// answer as [`super::best_vf`] and [`super::decision`] do).
pub struct Planner<'db> {
    db: &'db dyn Db,
    lp: LoopId<'db>,
    cx: OnceCell<Option<LoopCtx<'db>>>,
    shapes: Cache<u32, Arc<Shapes>>,
    /// The shapes analysed so far with what they asked of the VF
    /// ([`shapes_of`]): another VF that answers the same shares them.
    analysed: RefCell<Vec<(VfAnswers, Arc<Shapes>)>>,
    refined: Cache<u32, Arc<Vec<Memref>>>,
    predication: Cache<(u32, bool), Arc<Predication>>,
    widening: Cache<(u32, bool), Arc<Widening>>,
    max_vf: Cache<Target, u32>,
    fold_tail: Cache<(u32, Target), bool>,
    vf_candidates: Cache<Target, Arc<VfCandidates>>,
    vf_ranges: Cache<Target, Arc<Vec<VfRange>>>,
    vls_groups: Cache<(VfRange, Target), Arc<VlsGroups>>,
    vls_costs: Cache<(u32, Target), Arc<Vec<VlsGroupCost>>>,
    plan_ranges: Cache<Target, Arc<Vec<VfRange>>>,
    vplan: Cache<(VfRange, Target), Arc<VPlan>>,
    price_keys: Cache<Target, Arc<Vec<PriceKey>>>,
    loop_prices: Cache<Target, Arc<Vec<u32>>>,
    scalar_loop_prices: Cache<Target, Arc<Vec<u32>>>,
    scalar_cost: Cache<Target, Result<u32, MissingPrice>>,
    vplan_totals: Cache<(u32, Target), Result<Arc<VPlanCost>, MissingPrice>>,
    best_vf: Cache<Target, Arc<BestVf>>,
    value_classes: Cache<(u32, Target), Arc<ValueClasses>>,
    interleave: Cache<Target, Arc<Interleave>>,
}

impl<'db> Planner<'db> {
    pub fn new(db: &'db dyn Db, lp: LoopId<'db>) -> Self {
        Planner {
            db,
            lp,
            cx: OnceCell::new(),
            shapes: Cache::default(),
            analysed: RefCell::default(),
            refined: Cache::default(),
            predication: Cache::default(),
            widening: Cache::default(),
            max_vf: Cache::default(),
            fold_tail: Cache::default(),
            vf_candidates: Cache::default(),
            vf_ranges: Cache::default(),
            vls_groups: Cache::default(),
            vls_costs: Cache::default(),
            plan_ranges: Cache::default(),
            vplan: Cache::default(),
            price_keys: Cache::default(),
            loop_prices: Cache::default(),
            scalar_loop_prices: Cache::default(),
            scalar_cost: Cache::default(),
            vplan_totals: Cache::default(),
            best_vf: Cache::default(),
            value_classes: Cache::default(),
            interleave: Cache::default(),
        }
    }

    /// The chosen VF and why every other VF was not chosen
    /// ([`super::best_vf`]).
    pub fn best_vf(&self, target: Target) -> Arc<BestVf> {
        PlanSource::best_vf(self, target)
    }

    /// What LoopVectorize decides for the loop ([`super::decision`]).
    pub fn decision(&self, target: Target) -> Decision {
        super::decision_with(self, target)
    }
}

impl<'db> PlanSource<'db> for Planner<'db> {
    fn db(&self) -> &'db dyn Db {
        self.db
    }
    fn lp(&self) -> LoopId<'db> {
        self.lp
    }
    fn cx(&self) -> Option<LoopCtx<'db>> {
        *self.cx.get_or_init(|| loop_ctx(self.db, self.lp))
    }
    fn shapes(&self, vf: u32) -> Arc<Shapes> {
        let (db, lp) = (self.db, self.lp);
        self.shapes.get(vf, || {
            let analysed = self.analysed.borrow();
            if let Some((_, sh)) = analysed.iter().find(|(a, _)| a.hold_at(vf.max(1))) {
                return Arc::new(Shapes {
                    vf,
                    ..(**sh).clone()
                });
            }
            drop(analysed);
            let Some(cx) = self.cx() else {
                return Arc::new(Shapes::default());
            };
            let (sh, answers) = shapes_from_wi(db, lp, &cx, vf)
                .unwrap_or_else(|| shapes_of(db, lp, &cx, vf, PLAN_LAYOUT));
            let sh = Arc::new(sh);
            self.analysed.borrow_mut().push((answers, sh.clone()));
            sh
        })
    }
    fn refined_memrefs(&self, vf: u32) -> Arc<Vec<Memref>> {
        self.refined.get(vf, || {
            let Some(cx) = self.cx() else {
                return Arc::new(Vec::new());
            };
            let sh = self.shapes(vf);
            Arc::new(refined_of(&cx, memrefs(self.db, self.lp), vf, &sh))
        })
    }
    fn predication(&self, vf: u32, fold: bool) -> Arc<Predication> {
        self.predication.get((vf, fold), || {
            Arc::new(super::predication_with(self, vf, fold))
        })
    }
    fn widening(&self, vf: u32, fold: bool) -> Arc<Widening> {
        self.widening.get((vf, fold), || {
            Arc::new(super::widening_with(self, vf, fold))
        })
    }
    fn max_vf(&self, target: Target) -> u32 {
        self.max_vf.get(target, || super::max_vf_with(self, target))
    }
    fn fold_tail(&self, vf: u32, target: Target) -> bool {
        self.fold_tail
            .get((vf, target), || super::fold_tail_with(self, vf, target))
    }
    fn vf_candidates(&self, target: Target) -> Arc<VfCandidates> {
        self.vf_candidates
            .get(target, || Arc::new(super::vf_candidates_with(self, target)))
    }
    fn vf_ranges(&self, target: Target) -> Arc<Vec<VfRange>> {
        self.vf_ranges
            .get(target, || Arc::new(super::vf_ranges_with(self, target)))
    }
    fn vls_groups(&self, range: VfRange, target: Target) -> Arc<VlsGroups> {
        self.vls_groups.get((range, target), || {
            Arc::new(super::vls_groups_with(self, range, target))
        })
    }
    fn vls_result(&self, group: lanes_vls::GroupId, vf: u32, target: Target) -> Arc<VlsTrace> {
        // Asked once per group and VF, by `vls_costs`, which is kept.
        Arc::new(super::build_sequence(self, group, vf, target, false))
    }
    fn vls_costs(&self, vf: u32, target: Target) -> Arc<Vec<VlsGroupCost>> {
        self.vls_costs.get((vf, target), || {
            Arc::new(super::vls_costs_with(self, vf, target))
        })
    }
    fn plan_ranges(&self, target: Target) -> Arc<Vec<VfRange>> {
        self.plan_ranges
            .get(target, || Arc::new(super::plan_ranges_with(self, target)))
    }
    fn vplan(&self, range: VfRange, target: Target) -> Arc<VPlan> {
        self.vplan.get((range, target), || {
            Arc::new(super::printed_vplan_with(self, range, target, false).without_texts())
        })
    }
    fn price_keys(&self, target: Target) -> Arc<Vec<PriceKey>> {
        self.price_keys
            .get(target, || Arc::new(super::price_keys_with(self, target)))
    }
    fn loop_prices(&self, target: Target) -> Arc<Vec<u32>> {
        self.loop_prices
            .get(target, || Arc::new(super::loop_prices_with(self, target)))
    }
    fn scalar_loop_prices(&self, target: Target) -> Arc<Vec<u32>> {
        self.scalar_loop_prices.get(target, || {
            Arc::new(super::scalar_loop_prices_with(self, target))
        })
    }
    fn scalar_cost(&self, target: Target) -> Result<u32, MissingPrice> {
        self.scalar_cost
            .get(target, || super::scalar_cost_with(self, target))
    }
    fn vplan_totals(&self, vf: u32, target: Target) -> Result<Arc<VPlanCost>, MissingPrice> {
        self.vplan_totals.get((vf, target), || {
            super::price_plan(self, vf, target, false).map(Arc::new)
        })
    }
    fn best_vf(&self, target: Target) -> Arc<BestVf> {
        self.best_vf
            .get(target, || Arc::new(super::best_vf_with(self, target)))
    }
    fn value_classes(&self, vf: u32, target: Target) -> Arc<ValueClasses> {
        self.value_classes.get((vf, target), || {
            // `scalarized_accesses` without its memo.
            let totals = PlanSource::vplan_totals(self, vf, target);
            let (insts, groups) = match &totals {
                Ok(t) => (&t.scalarized_insts[..], &t.scalarized_groups[..]),
                Err(_) => (&[][..], &[][..]),
            };
            Arc::new(super::value_classes_with(self, vf, target, insts, groups))
        })
    }
    fn interleave(&self, target: Target) -> Arc<Interleave> {
        self.interleave
            .get(target, || Arc::new(super::interleave_with(self, target)))
    }
}
