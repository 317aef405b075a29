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
use lanes_ir::Operation;
use lanes_target::ScalarKind;

use super::plan::scalar_rules;
use super::plan::{plan_range_of_with, printed_vplan_with};
use super::source::{Memos, PlanSource};
use crate::cost::{
    self, EntrySource, MemField, MissingPrice, OpTableId, PriceKey, PriceSheet, PriceTable,
    Recorder, ScalarField, Tables, VPlanCost, VlsPrices,
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
    Arc::new(price_keys_with(&Memos::new(db, lp), target))
}

pub(super) fn price_keys_with<'db>(s: &impl PlanSource<'db>, target: Target) -> Vec<PriceKey> {
    let (db, lp) = (s.db(), s.lp());
    let rec = Recorder {
        vector: target.vector(db),
        keys: Default::default(),
    };
    if let Some(cx) = s.cx() {
        cost::scalar_loop_cost(&cx, &rec, &trip_counts(db, lp), &Default::default());
    }
    for &range in s.plan_ranges(target).iter() {
        let plan = s.vplan(range, target);
        let vls = VlsPrices::none(vls_policy(db));
        cost::plan_cost(&plan, range.lo, &rec, &vls, 0, false);
    }
    rec.keys.into_inner()
}

/// The target's entries as [`PriceKey::value_in`] reads them: from the
/// tables until the first cost edit of the target, then from its
/// per-entry inputs ([`lanes_db::cost_cells`]), so that a loop depends on
/// the opcode columns and fields it prices and nothing else of the tables
/// (an edit of `arith.mul.i32` leaves the loops without a `mul` at an
/// unedited entry's durability, validated in constant time at the next
/// edit). Each table or cell is read only when an entry needs it.
struct Entries<'db> {
    db: &'db dyn Db,
    target: Target,
    cells: Option<&'db lanes_db::cost_cells::CostCells>,
}

impl<'db> Entries<'db> {
    fn new(db: &'db dyn Db, target: Target) -> Self {
        let cells = target.cells(db).as_deref();
        Entries { db, target, cells }
    }

    fn op_cells(&self, table: OpTableId) -> Option<&'db lanes_db::cost_cells::OpCells> {
        let c = self.cells?;
        Some(match table {
            OpTableId::Arith => &c.arith,
            OpTableId::ScalarOps => &c.scalar_ops,
            OpTableId::Reduction => &c.reduction,
        })
    }

    fn op_table(&self, table: OpTableId) -> &'db lanes_target::OpTable {
        let (db, t) = (self.db, self.target);
        match table {
            OpTableId::Arith => &t.arith(db).table,
            OpTableId::ScalarOps => &t.scalar(db).ops,
            OpTableId::Reduction => &t.reduction(db).table,
        }
    }
}

impl EntrySource for Entries<'_> {
    fn entry(&self, table: OpTableId, op: Operation, kind: ScalarKind) -> Option<u32> {
        let column = match self.op_cells(table) {
            Some(c) => c.column(op)?.value(self.db).as_ref(),
            None => self.op_table(table).column(op),
        };
        column.and_then(|c| c.get(kind))
    }
    fn default(&self, table: OpTableId) -> u32 {
        match self.op_cells(table) {
            Some(c) => c.default.value(self.db),
            None => self.op_table(table).default,
        }
    }
    fn memory(&self, f: MemField) -> u32 {
        match self.cells {
            Some(c) => c.memory(f.name()).value(self.db),
            None => f.of(self.target.memory(self.db)),
        }
    }
    fn scalar_field(&self, f: ScalarField) -> u32 {
        match self.cells {
            Some(c) => c.scalar(f.name()).value(self.db),
            None => f.of(self.target.scalar(self.db)),
        }
    }
}

/// The values of the loop's entries (a firewall: an edit of an entry the
/// loop does not read leaves the result equal, and nothing after it
/// re-runs). Reads only the parts of the tables its entries are in
/// ([`Entries`]), so an edit of another table, or of another opcode's
/// entries once the target has per-entry inputs, does not re-run it.
#[salsa::tracked(returns(ref))]
pub fn loop_prices<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> Arc<Vec<u32>> {
    Arc::new(loop_prices_with(&Memos::new(db, lp), target))
}

pub(super) fn loop_prices_with<'db>(s: &impl PlanSource<'db>, target: Target) -> Vec<u32> {
    let keys = s.price_keys(target);
    let src = Entries::new(s.db(), target);
    keys.iter().map(|k| k.value_in(&src)).collect()
}

/// The entries the loop's scalar loop reads: the scalar table's and the
/// scalar load and store costs, every other entry 0. Reads those entries
/// only, so that an arithmetic edit does not reach `scalar_cost`, and a
/// gather edit stops here.
#[salsa::tracked(returns(ref))]
pub fn scalar_loop_prices<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> Arc<Vec<u32>> {
    Arc::new(scalar_loop_prices_with(&Memos::new(db, lp), target))
}

pub(super) fn scalar_loop_prices_with<'db>(s: &impl PlanSource<'db>, target: Target) -> Vec<u32> {
    let keys = s.price_keys(target);
    let src = Entries::new(s.db(), target);
    let read = |k: &PriceKey| {
        k.table() == PriceTable::Scalar
            || matches!(
                k,
                PriceKey::Memory(MemField::ScalarLoad | MemField::ScalarStore)
            )
    };
    keys.iter()
        .map(|k| if read(k) { k.value_in(&src) } else { 0 })
        .collect()
}

/// The cost of one iteration of the scalar loop. Reads the loop's scalar
/// entries and the scalar load/store costs only.
#[salsa::tracked(returns(copy))]
pub fn scalar_cost<'db>(
    db: &'db dyn Db,
    lp: LoopId<'db>,
    target: Target,
) -> Result<u32, MissingPrice> {
    scalar_cost_with(&Memos::new(db, lp), target)
}

pub(super) fn scalar_cost_with<'db>(
    s: &impl PlanSource<'db>,
    target: Target,
) -> Result<u32, MissingPrice> {
    let (db, lp) = (s.db(), s.lp());
    let Some(cx) = s.cx() else {
        return Ok(0);
    };
    let (keys, prices) = (s.price_keys(target), s.scalar_loop_prices(target));
    let sheet = PriceSheet::new(target.vector(db), x86_llvm(db, lp), &keys, &prices);
    let cost = cost::scalar_loop_cost(&cx, &sheet, &trip_counts(db, lp), scalar_rules(db, lp));
    sheet.check().map(|()| cost)
}

/// Prices the VF's plan: every recipe with its note (`detail`), or the
/// totals only.
pub(super) fn price_plan<'db>(
    s: &impl PlanSource<'db>,
    vf: u32,
    target: Target,
    detail: bool,
) -> Result<VPlanCost, MissingPrice> {
    let (db, lp) = (s.db(), s.lp());
    let range = plan_range_of_with(s, vf, target);
    // The recipe lines of `detail` need the printed plan.
    let (printed, memo);
    let plan = if detail {
        printed = printed_vplan_with(s, range, target, true);
        &printed
    } else {
        memo = s.vplan(range, target);
        &*memo
    };
    let sc = s.scalar_cost(target)?;
    // Only plans with VLS group recipes read the OptVLS costs.
    let grouped = plan.flat().iter().any(|r| r.recipe.group.is_some());
    let costs = std::cell::OnceCell::new();
    let fetch = || -> &[VlsGroupCost] { costs.get_or_init(|| s.vls_costs(vf, target)) };
    let vls = if grouped {
        VlsPrices::new(&fetch, vls_policy(db))
    } else {
        VlsPrices::none(vls_policy(db))
    };
    if !s.plan_ranges(target).contains(&range) {
        // A VF outside the target's: no projection lists its entries.
        return Ok(cost::plan_cost(
            plan,
            vf,
            &tables(db, lp, target),
            &vls,
            sc,
            detail,
        ));
    }
    let (keys, prices) = (s.price_keys(target), s.loop_prices(target));
    let sheet = PriceSheet::new(target.vector(db), x86_llvm(db, lp), &keys, &prices);
    let cost = cost::plan_cost(plan, vf, &sheet, &vls, sc, detail);
    sheet.check().map(|()| cost)
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
) -> Result<Arc<VPlanCost>, MissingPrice> {
    price_plan(&Memos::new(db, lp), vf, target, true).map(Arc::new)
}

/// The VF plan's totals only ([`vplan_cost`] without the recipes and their
/// notes): what `best_vf` compares.
#[salsa::tracked(returns(ref))]
pub fn vplan_totals<'db>(
    db: &'db dyn Db,
    lp: LoopId<'db>,
    vf: u32,
    target: Target,
) -> Result<Arc<VPlanCost>, MissingPrice> {
    price_plan(&Memos::new(db, lp), vf, target, false).map(Arc::new)
}

/// [`super::set_memo_capacity`] for the queries of this module.
pub(super) fn set_memo_capacity(db: &mut dyn lanes_db::Db, n: usize) {
    price_keys::set_lru_capacity(db, n);
}
