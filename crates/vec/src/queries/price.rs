//! The pricing queries. Dependencies on the target are kept to the tables
//! each query reads: pricing reads the cost tables through per-loop
//! projections (`arith_prices`, `memory_prices`, `scalar_prices`,
//! `reduction_prices`) of the entries listed by `price_keys`: a cost edit
//! re-runs every loop's projection of the edited table (a few lookups
//! each), and the pricing only for the loops whose entries changed (plus
//! `vls_costs` for a memory edit, which applies gather and load costs to
//! the unchanged OptVLS sequences). `best_vf` reads `vplan_totals` (no
//! recipe list, no notes); `vplan_cost` prices every recipe with its note,
//! for those who ask. The scalar loop reads the scalar load and store costs
//! alone (`scalar_memory_prices`), so a gather edit does not re-price it.

use std::sync::Arc;

use lanes_db::loops::LoopIdx;
use lanes_db::{Db, LoopId, Target, loop_forest};

use super::loop_facts::loop_ctx;
use super::plan::{plan_range_of, plan_ranges, printed_vplan, vplan};
use super::vls::vls_costs;
use crate::cost::prices::{
    arith_values, memory_values, merge_columns, reduction_values, scalar_loop_values,
    scalar_memory, scalar_values,
};
use crate::cost::{self, PriceKey, PriceSheet, Recorder, Tables, VPlanCost};
use crate::vls::VlsGroupCost;

fn tables(db: &dyn Db, target: Target) -> Tables<'_> {
    Tables {
        vector: target.vector(db),
        arith: target.arith(db),
        memory: target.memory(db),
        scalar: target.scalar(db),
        reduction: target.reduction(db),
    }
}

fn trip_counts<'db>(db: &'db dyn Db, lp: LoopId<'db>) -> impl Fn(LoopIdx) -> Option<u64> {
    // `loop_forest` is `loop_nest` with trip counts: the same loop ids.
    let forest = loop_forest(db, lp.func(db));
    move |l: LoopIdx| forest.loops[l].trip_count
}

/// The table entries the loop's plans (at every plan range) and its scalar
/// loop read. Reads no cost table, so cost edits never re-run it: it is
/// the key list of the per-table projections below.
#[salsa::tracked(returns(ref))]
pub fn price_keys<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> Arc<Vec<PriceKey>> {
    let rec = Recorder {
        vector: target.vector(db),
        keys: Default::default(),
    };
    if let Some(cx) = loop_ctx(db, lp) {
        cost::scalar_loop_cost(&cx, &rec, &trip_counts(db, lp));
    }
    for &range in plan_ranges(db, lp, target).iter() {
        let plan = vplan(db, lp, range, target);
        cost::plan_cost(plan, range.lo, &rec, &[], 0, false);
    }
    Arc::new(rec.keys.into_inner())
}

/// The loop's arithmetic entries (a firewall: an edit of an entry the loop
/// does not read leaves the result equal, and nothing after it re-runs).
#[salsa::tracked(returns(ref))]
pub fn arith_prices<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> Arc<Vec<u32>> {
    Arc::new(arith_values(price_keys(db, lp, target), target.arith(db)))
}

/// The loop's scalar-table entries (a firewall, as [`arith_prices`]).
#[salsa::tracked(returns(ref))]
pub fn scalar_prices<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> Arc<Vec<u32>> {
    Arc::new(scalar_values(price_keys(db, lp, target), target.scalar(db)))
}

/// The loop's memory entries (a firewall, as [`arith_prices`]).
#[salsa::tracked(returns(ref))]
pub fn memory_prices<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> Arc<Vec<u32>> {
    Arc::new(memory_values(price_keys(db, lp, target), target.memory(db)))
}

/// The loop's horizontal-reduction entries (a firewall, as [`arith_prices`]).
#[salsa::tracked(returns(ref))]
pub fn reduction_prices<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> Arc<Vec<u32>> {
    Arc::new(reduction_values(
        price_keys(db, lp, target),
        target.reduction(db),
    ))
}

/// The values of [`price_keys`] from every table's projection.
fn sheet_values(db: &dyn Db, lp: LoopId<'_>, target: Target) -> Vec<u32> {
    let cols: [&[u32]; 4] = [
        arith_prices(db, lp, target),
        scalar_prices(db, lp, target),
        memory_prices(db, lp, target),
        reduction_prices(db, lp, target),
    ];
    merge_columns(price_keys(db, lp, target), cols)
}

/// The scalar load and store costs among the loop's memory entries: the
/// only ones its scalar loop reads. A firewall over [`memory_prices`]: a
/// gather or vector-memory edit leaves it equal, and `scalar_cost` does not
/// re-run.
#[salsa::tracked(returns(copy))]
pub fn scalar_memory_prices<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> (u32, u32) {
    scalar_memory(price_keys(db, lp, target), memory_prices(db, lp, target))
}

/// The cost of one iteration of the scalar loop. Reads the loop's scalar
/// entries and the scalar load/store costs only.
#[salsa::tracked(returns(copy))]
pub fn scalar_cost<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> u32 {
    let Some(cx) = loop_ctx(db, lp) else {
        return 0;
    };
    let keys = price_keys(db, lp, target);
    let (load, store) = scalar_memory_prices(db, lp, target);
    let values = scalar_loop_values(keys, scalar_prices(db, lp, target), load, store);
    let sheet = PriceSheet {
        vector: target.vector(db),
        keys,
        values: &values,
    };
    cost::scalar_loop_cost(&cx, &sheet, &trip_counts(db, lp))
}

/// Prices the VF's plan: every recipe with its note (`detail`), or the
/// totals only.
fn price_plan(db: &dyn Db, lp: LoopId<'_>, vf: u32, target: Target, detail: bool) -> VPlanCost {
    let range = plan_range_of(db, lp, vf, target);
    // The recipe lines of `detail` need the printed plan.
    let printed;
    let plan = if detail {
        printed = printed_vplan(db, lp, range, target);
        &printed
    } else {
        &**vplan(db, lp, range, target)
    };
    let sc = scalar_cost(db, lp, target);
    // Only plans with VLS group recipes read the OptVLS costs.
    let grouped = plan.flat().iter().any(|r| r.recipe.group.is_some());
    let vls: &[VlsGroupCost] = if grouped {
        vls_costs(db, lp, vf, target)
    } else {
        &[]
    };
    if !plan_ranges(db, lp, target).contains(&range) {
        // A VF outside the target's: no projection lists its entries.
        return cost::plan_cost(plan, vf, &tables(db, target), vls, sc, detail);
    }
    let values = sheet_values(db, lp, target);
    let sheet = PriceSheet {
        vector: target.vector(db),
        keys: price_keys(db, lp, target),
        values: &values,
    };
    cost::plan_cost(plan, vf, &sheet, vls, sc, detail)
}

/// Every recipe of the VF's plan priced at the VF. The table entries come
/// from the loop's per-table projections, so an edit of an entry no plan of
/// the loop reads does not re-run it.
#[salsa::tracked(returns(ref))]
pub fn vplan_cost<'db>(
    db: &'db dyn Db,
    lp: LoopId<'db>,
    vf: u32,
    target: Target,
) -> Arc<VPlanCost> {
    Arc::new(price_plan(db, lp, vf, target, true))
}

/// The VF plan's totals only ([`vplan_cost`] without the recipes and their
/// notes): what `best_vf` compares.
#[salsa::tracked(returns(ref))]
pub fn vplan_totals<'db>(
    db: &'db dyn Db,
    lp: LoopId<'db>,
    vf: u32,
    target: Target,
) -> Arc<VPlanCost> {
    Arc::new(price_plan(db, lp, vf, target, false))
}
