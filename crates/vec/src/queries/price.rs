//! The pricing queries. Pricing reads the cost tables through one
//! per-loop projection (`loop_prices`) of the entries listed by
//! `price_keys`: a cost edit re-runs every loop's projection (a few
//! lookups each), and the pricing only for the loops whose entries changed
//! (plus `vls_costs` for a memory edit, which applies gather and load costs
//! to the unchanged OptVLS sequences). One projection for all tables, not
//! one per table: after any cost edit salsa re-checks every memo that read
//! a table, so each memo between the verdicts and the tables is paid for
//! by every edit. `best_vf` reads `vplan_totals` (no recipe list, no
//! notes); `vplan_cost` prices every recipe with its note, for those who
//! ask. The scalar loop reads its own entries alone (`scalar_loop_prices`,
//! from the scalar and memory tables), so a gather or arithmetic edit does
//! not re-price it.

use std::sync::Arc;

use lanes_db::loops::LoopIdx;
use lanes_db::{Db, LoopId, Target, VlsCost, loop_forest};

use super::loop_facts::{loop_ctx, scalar_rules};
use super::plan::{plan_range_of, plan_ranges, printed_vplan, vplan};
use super::vls::vls_costs;
use crate::cost::prices::{
    arith_values, memory_values, merge_columns, reduction_values, scalar_loop_values, scalar_values,
};
use crate::cost::{
    self, MemField, PriceKey, PriceSheet, PriceTable, Recorder, Tables, VPlanCost, VlsPrices,
};
use crate::vls::VlsGroupCost;

/// Which price decides a VLS group LLVM prices as an interleave group
/// (`--vls-cost`; LLVM's unless the user says otherwise).
fn vls_policy(db: &dyn Db) -> VlsCost {
    lanes_db::Options::try_get(db).map_or(VlsCost::default(), |o| o.vls_cost(db))
}

fn tables<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> Tables<'db> {
    Tables {
        vector: target.vector(db),
        llvm: x86_llvm(db, lp),
        arith: target.arith(db),
        memory: target.memory(db),
        scalar: target.scalar(db),
        reduction: target.reduction(db),
    }
}

/// Whose X86 cost tables price the loop: its profile's.
fn x86_llvm(db: &dyn Db, lp: LoopId<'_>) -> lanes_target::x86::Llvm {
    match crate::loop_profile(db, lp) {
        lanes_db::Profile::Llvm14 => lanes_target::x86::Llvm::V14,
        lanes_db::Profile::Llvm22 => lanes_target::x86::Llvm::V22,
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
#[salsa::tracked(returns(ref), lru = 0)]
pub fn price_keys<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> Arc<Vec<PriceKey>> {
    let rec = Recorder {
        vector: target.vector(db),
        keys: Default::default(),
    };
    if let Some(cx) = loop_ctx(db, lp) {
        cost::scalar_loop_cost(&cx, &rec, &trip_counts(db, lp), &Default::default());
    }
    for &range in plan_ranges(db, lp, target).iter() {
        let plan = vplan(db, lp, range, target);
        let vls = VlsPrices::none(vls_policy(db));
        cost::plan_cost(plan, range.lo, &rec, &vls, 0, false);
    }
    Arc::new(rec.keys.into_inner())
}

/// The values of the loop's entries (a firewall: an edit of an entry the
/// loop does not read leaves the result equal, and nothing after it
/// re-runs). Reads only the tables its entries are in, so an edit of
/// another table does not re-run it.
#[salsa::tracked(returns(ref))]
pub fn loop_prices<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> Arc<Vec<u32>> {
    let keys = price_keys(db, lp, target);
    let reads = |t: PriceTable| keys.iter().any(|k| k.table() == t);
    let column = |t: PriceTable, f: &dyn Fn() -> Vec<u32>| if reads(t) { f() } else { Vec::new() };
    let cols = [
        column(PriceTable::Arith, &|| arith_values(keys, target.arith(db))),
        column(PriceTable::Scalar, &|| {
            scalar_values(keys, target.scalar(db))
        }),
        column(PriceTable::Memory, &|| {
            memory_values(keys, target.memory(db))
        }),
        column(PriceTable::Reduction, &|| {
            reduction_values(keys, target.reduction(db))
        }),
    ];
    Arc::new(merge_columns(
        keys,
        [&cols[0], &cols[1], &cols[2], &cols[3]],
    ))
}

/// The entries the loop's scalar loop reads: the scalar table's and the
/// scalar load and store costs, every other entry 0. Reads those two
/// tables only (and each only if the loop has entries in it), so that an
/// arithmetic edit does not reach `scalar_cost`, and a gather edit stops
/// here.
#[salsa::tracked(returns(ref))]
pub fn scalar_loop_prices<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> Arc<Vec<u32>> {
    let keys = price_keys(db, lp, target);
    let scalar = if keys.iter().any(|k| k.table() == PriceTable::Scalar) {
        scalar_values(keys, target.scalar(db))
    } else {
        Vec::new()
    };
    let memory = keys
        .iter()
        .any(|k| {
            matches!(
                k,
                PriceKey::Memory(MemField::ScalarLoad | MemField::ScalarStore)
            )
        })
        .then(|| target.memory(db));
    Arc::new(scalar_loop_values(keys, &scalar, memory))
}

/// The cost of one iteration of the scalar loop. Reads the loop's scalar
/// entries and the scalar load/store costs only.
#[salsa::tracked(returns(copy))]
pub fn scalar_cost<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> u32 {
    let Some(cx) = loop_ctx(db, lp) else {
        return 0;
    };
    let sheet = PriceSheet {
        vector: target.vector(db),
        llvm: x86_llvm(db, lp),
        keys: price_keys(db, lp, target),
        values: scalar_loop_prices(db, lp, target),
    };
    cost::scalar_loop_cost(&cx, &sheet, &trip_counts(db, lp), scalar_rules(db, lp))
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
    let fetch = || -> &[VlsGroupCost] { vls_costs(db, lp, vf, target) };
    let vls = if grouped {
        VlsPrices::new(&fetch, vls_policy(db))
    } else {
        VlsPrices::none(vls_policy(db))
    };
    if !plan_ranges(db, lp, target).contains(&range) {
        // A VF outside the target's: no projection lists its entries.
        return cost::plan_cost(plan, vf, &tables(db, lp, target), &vls, sc, detail);
    }
    let sheet = PriceSheet {
        vector: target.vector(db),
        llvm: x86_llvm(db, lp),
        keys: price_keys(db, lp, target),
        values: loop_prices(db, lp, target),
    };
    cost::plan_cost(plan, vf, &sheet, &vls, sc, detail)
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

/// [`super::set_memo_capacity`] for the queries of this module.
pub(super) fn set_memo_capacity(db: &mut dyn lanes_db::Db, n: usize) {
    price_keys::set_lru_capacity(db, n);
}
