//! The planning queries: legality, predication, widening decisions, VPlans
//! per VF range, their cost per VF, and the best VF.
//!
//! Dependencies on the target are kept to the tables each query reads:
//! `vplan` reads none itself (only OptVLS groups, which read the register
//! width). Pricing reads the cost tables through per-loop projections
//! (`arith_prices`, `memory_prices`, `scalar_prices`, `reduction_prices`)
//! of the entries listed by `price_keys`: a cost edit re-runs every loop's
//! projection of the edited table (a few lookups each), and the pricing
//! only for the loops whose entries changed (plus `vls_costs` for a memory
//! edit, which applies gather and load costs to the unchanged OptVLS
//! sequences). `best_vf` reads `vplan_totals` (no recipe list, no notes);
//! `vplan_cost` prices every recipe with its note, for those who ask. The
//! scalar loop reads the scalar load and store costs alone
//! (`scalar_memory_prices`), so a gather edit does not re-price it.

use std::sync::Arc;

use lanes_db::{Db, LayoutPolicy, LoopId, Target, function_body, loop_forest};

use crate::cost::{
    self, BestVf, Candidate, MemField, PriceKey, PriceSheet, PriceTable, Recorder, ScalarField,
    Tables, VPlanCost,
};
use crate::interleave::Interleave;
use crate::legal::{self, LegalInputs, Legality};
use crate::predicate::{self, Predication};
use crate::queries::{
    dependences, loop_ctx, loop_hints, memrefs, refined_memrefs, shapes, wi_analysis,
};
use crate::vls::{VfRange, vf_candidates, vf_ranges, vls_costs, vls_groups};
use crate::vplan::VPlan;
use crate::widening::Widening;

/// The layout policy the planning queries use for loop privates.
pub const PLAN_LAYOUT: LayoutPolicy = LayoutPolicy::Auto;

/// The function attributes the vectorizer reads.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct FnAttrs {
    /// `"no-nans-fp-math"="true"` and `"no-signed-zeros-fp-math"="true"`:
    /// every FP min/max chain of the function may be a reduction.
    pub no_nans_nsz: bool,
    /// `optsize`/`minsize`: no scalar epilogue may be emitted.
    pub opt_size: bool,
    /// `noimplicitfloat`: LLVM vectorizes no loop of the function.
    pub no_implicit_float: bool,
    /// The built-in target the function's `"target-cpu"` and
    /// `"target-features"` name ([`lanes_target::for_function`]).
    pub target: Option<&'static str>,
}

/// The function attributes of the loop's function: a firewall over the
/// module header, so that legality does not re-run on unrelated edits.
#[salsa::tracked(returns(copy))]
pub fn fn_attrs<'db>(db: &'db dyn Db, lp: LoopId<'db>) -> FnAttrs {
    let f = lp.func(db);
    let Some(body) = function_body(db, f) else {
        return FnAttrs::default();
    };
    let header = lanes_db::module_header(db, f.file(db));
    // The function's own attributes and those of its `#N` groups.
    let attrs: Vec<&str> = body
        .header
        .suffix
        .iter()
        .flat_map(|a| {
            let group = a.strip_prefix('#').and_then(|n| {
                header
                    .module
                    .attr_groups
                    .iter()
                    .find(|(id, _)| id.to_string() == n)
            });
            std::iter::once(&**a).chain(group.into_iter().flat_map(|(_, g)| g.iter().map(|x| &**x)))
        })
        .collect();
    FnAttrs {
        no_nans_nsz: ["no-nans-fp-math", "no-signed-zeros-fp-math"]
            .iter()
            .all(|k| attrs.iter().any(|a| *a == format!("\"{k}\"=\"true\""))),
        opt_size: attrs.iter().any(|a| matches!(*a, "optsize" | "minsize")),
        no_implicit_float: attrs.contains(&"noimplicitfloat"),
        target: {
            let value = |key: &str| {
                attrs.iter().find_map(|a| {
                    a.strip_prefix(&format!("\"{key}\"=\""))
                        .and_then(|v| v.strip_suffix('"'))
                })
            };
            lanes_target::for_function(value("target-cpu"), value("target-features"))
        },
    }
}

/// Whether the loop is annotated parallel (`llvm.loop.parallel_accesses`):
/// a firewall over the module's metadata.
#[salsa::tracked(returns(copy))]
pub fn annotated_parallel<'db>(db: &'db dyn Db, lp: LoopId<'db>) -> bool {
    let Some(cx) = loop_ctx(db, lp) else {
        return false;
    };
    let header = lanes_db::module_header(db, lp.func(db).file(db));
    crate::directives::annotated_parallel(&header.module, cx.func, cx.forest, cx.l)
}

/// The trip count the latch's `!prof` weights suggest (a firewall over the
/// module's metadata).
#[salsa::tracked(returns(copy))]
pub fn estimated_trip_count<'db>(db: &'db dyn Db, lp: LoopId<'db>) -> Option<u64> {
    let cx = loop_ctx(db, lp)?;
    let header = lanes_db::module_header(db, lp.func(db).file(db));
    crate::directives::estimated_trip_count(&header.module, cx.func, cx.forest, cx.l)
}

/// Calls of the loop that LLVM may take for the intrinsic their callee's
/// name stands for (`getIntrinsicForCallSite`): the callee is not local to
/// the module (a local `round` is the module's own function), neither the
/// call nor the callee is `nobuiltin` (unless the call says `builtin`), and
/// the call only reads memory (`readnone`/`readonly`/`memory(none|read)` on
/// the call or the callee, directly or through an attribute group). A
/// firewall over the module header and the callees' headers.
#[salsa::tracked(returns(ref))]
pub fn readnone_calls<'db>(db: &'db dyn Db, lp: LoopId<'db>) -> Vec<u32> {
    let Some(cx) = loop_ctx(db, lp) else {
        return Vec::new();
    };
    let file = lp.func(db).file(db);
    let module = &lanes_db::module_header(db, file).module;
    let items = lanes_db::module_items(db, file);
    // Attributes written inline and those of the `#N` groups named.
    let expand = |attrs: &[Box<str>]| -> Vec<Box<str>> {
        let mut out = Vec::new();
        for a in attrs {
            match a.strip_prefix('#').and_then(|n| n.parse::<u32>().ok()) {
                Some(n) => {
                    if let Some((_, g)) = module.attr_groups.iter().find(|(id, _)| *id == n) {
                        out.extend(g.iter().cloned());
                    }
                }
                None => out.push(a.clone()),
            }
        }
        out
    };
    let only_reads = |attrs: &[Box<str>]| {
        attrs.iter().any(|a| {
            matches!(
                &**a,
                "readnone" | "readonly" | "memory(none)" | "memory(read)"
            )
        })
    };
    let has = |attrs: &[Box<str>], w: &str| attrs.iter().any(|a| &**a == w);
    cx.insts()
        .filter(|&i| {
            let inst = &cx.func.insts[i];
            let lanes_ir::Extra::Call(c) = &inst.extra else {
                return false;
            };
            let Some(name) = inst.callee_name() else {
                return false;
            };
            let call_attrs = expand(&c.fn_attrs);
            // The callee: a declaration, or a definition of this module.
            let defined = items
                .function(name)
                .map(|it| lanes_db::FunctionId::new(db, file, it.name.clone()))
                .and_then(|f| function_body(db, f))
                .map(|f| &f.header);
            let header = defined.or_else(|| module.declarations.iter().find(|d| &*d.name == name));
            let callee_attrs = header.map_or_else(Vec::new, |h| expand(&h.suffix));
            let local = header.is_some_and(|h| {
                h.prefix
                    .iter()
                    .any(|p| matches!(&**p, "internal" | "private"))
            });
            let no_builtin = !has(&call_attrs, "builtin")
                && (has(&call_attrs, "nobuiltin") || has(&callee_attrs, "nobuiltin"));
            !local && !no_builtin && (only_reads(&call_attrs) || only_reads(&callee_attrs))
        })
        .map(crate::cx::inst_index)
        .collect()
}

/// Whether and how the loop can be vectorized.
#[salsa::tracked(returns(ref))]
pub fn legality<'db>(db: &'db dyn Db, lp: LoopId<'db>) -> Arc<Legality> {
    let Some(cx) = loop_ctx(db, lp) else {
        return Arc::new(Legality::default());
    };
    let f = lp.func(db);
    let trip_count = loop_forest(db, f)
        .find(lp.header(db))
        .and_then(|l| loop_forest(db, f).loops[l].trip_count);
    // An outer loop the vectorizer does not pick is not analysed further,
    // as LLVM does not look at it: a nest N deep stays linear in work per
    // loop it does consider.
    if !cx.data().is_innermost() && !crate::queries::loop_is_candidate(db, lp) {
        let wi = crate::wi::WiInfo {
            header: cx.data().header_name.to_string(),
            hints: crate::queries::loop_hints(db, lp),
            ..crate::wi::WiInfo::default()
        };
        return Arc::new(legal::analyze(
            &cx,
            &LegalInputs {
                wi: &wi,
                memrefs: &[],
                deps: &Default::default(),
                trip_count,
                estimated_trip_count: None,
                no_nans_nsz_fn: false,
                opt_size: false,
                no_implicit_float: false,
                readnone_calls: &[],
                parallel: false,
            },
        ));
    }
    Arc::new(legal::analyze(
        &cx,
        &LegalInputs {
            wi: wi_analysis(db, lp),
            memrefs: memrefs(db, lp),
            deps: dependences(db, lp),
            trip_count,
            estimated_trip_count: estimated_trip_count(db, lp),
            no_nans_nsz_fn: fn_attrs(db, lp).no_nans_nsz,
            opt_size: fn_attrs(db, lp).opt_size,
            no_implicit_float: fn_attrs(db, lp).no_implicit_float,
            readnone_calls: readnone_calls(db, lp),
            parallel: annotated_parallel(db, lp),
        },
    ))
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

/// The VFs of a range (powers of two).
pub fn range_vfs(r: VfRange) -> Vec<u32> {
    std::iter::successors(Some(r.lo.max(1)), |&v| v.checked_mul(2))
        .take_while(|&v| v <= r.hi)
        .collect()
}

/// VF ranges of the plans: the OptVLS ranges, split where the widening
/// decisions differ (a branch uniform at VF 8 and divergent at 16 gives
/// two plans).
#[salsa::tracked(returns(ref))]
pub fn plan_ranges<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> Arc<Vec<VfRange>> {
    let mut out = Vec::new();
    for r in vf_ranges(db, lp, target).iter() {
        let mut cur: Option<(VfRange, &Widening)> = None;
        for vf in range_vfs(*r) {
            let w = &**widening(db, lp, vf);
            match &mut cur {
                Some((range, cw)) if *cw == w => range.hi = vf,
                _ => {
                    if let Some((range, _)) = cur.take() {
                        out.push(range);
                    }
                    cur = Some((VfRange { lo: vf, hi: vf }, w));
                }
            }
        }
        if let Some((range, _)) = cur {
            out.push(range);
        }
    }
    Arc::new(out)
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
    let groups: Vec<(u32, Vec<usize>)> = if lg.is_legal() {
        let vls_range = vf_ranges(db, lp, target)
            .iter()
            .copied()
            .find(|r| r.contains(range.lo));
        match vls_range {
            Some(vr) => {
                let g = vls_groups(db, lp, vr, target);
                (0..g.grouping.groups.len())
                    .map(|i| (i as u32, g.members(i)))
                    .collect()
            }
            None => Vec::new(),
        }
    } else {
        Vec::new()
    };
    let f = lp.func(db);
    let forest = loop_forest(db, f);
    let tc = |l: lanes_db::loops::LoopIdx| {
        let name = &cx.forest.loops[l].header_name;
        forest.find(name).and_then(|x| forest.loops[x].trip_count)
    };
    Arc::new(crate::vplan::build(
        &cx,
        lg,
        w,
        refined,
        &groups,
        range_vfs(range),
        &tc,
    ))
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

fn tables(db: &dyn Db, target: Target) -> Tables<'_> {
    Tables {
        vector: target.vector(db),
        arith: target.arith(db),
        memory: target.memory(db),
        scalar: target.scalar(db),
        reduction: target.reduction(db),
    }
}

fn trip_counts<'db>(
    db: &'db dyn Db,
    lp: LoopId<'db>,
) -> impl Fn(lanes_db::loops::LoopIdx) -> Option<u64> {
    // `loop_forest` is `loop_nest` with trip counts: the same loop ids.
    let forest = loop_forest(db, lp.func(db));
    move |l: lanes_db::loops::LoopIdx| forest.loops[l].trip_count
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

fn project(db: &dyn Db, lp: LoopId<'_>, target: Target, table: PriceTable) -> Arc<Vec<u32>> {
    let keys = price_keys(db, lp, target)
        .iter()
        .filter(|k| k.table() == table);
    Arc::new(match table {
        PriceTable::Arith => {
            let a = target.arith(db);
            keys.map(|k| match k {
                PriceKey::Arith(op, kind) => a.cost(op, *kind),
                _ => a.table.default,
            })
            .collect()
        }
        PriceTable::Scalar => {
            let s = target.scalar(db);
            keys.map(|k| match k {
                PriceKey::Scalar(op, kind) => s.op_cost(op, *kind),
                PriceKey::ScalarField(ScalarField::Insert) => s.insert_element,
                PriceKey::ScalarField(ScalarField::Extract) => s.extract_element,
                PriceKey::ScalarField(ScalarField::Branch) => s.branch,
                PriceKey::ScalarField(ScalarField::SubvectorBits) => s.subvector_bits,
                PriceKey::ScalarField(ScalarField::SubvectorMove) => s.subvector_move,
                _ => s.ops.default,
            })
            .collect()
        }
        PriceTable::Memory => {
            let m = target.memory(db);
            keys.map(|k| match k {
                PriceKey::Memory(f) => f.of(m),
                _ => 0,
            })
            .collect()
        }
        PriceTable::Reduction => {
            let r = target.reduction(db);
            keys.map(|k| match k {
                PriceKey::Reduction(op, kind) => r.step_cost(op, *kind),
                _ => 0,
            })
            .collect()
        }
    })
}

/// The loop's arithmetic entries (a firewall: an edit of an entry the loop
/// does not read leaves the result equal, and nothing after it re-runs).
#[salsa::tracked(returns(ref))]
pub fn arith_prices<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> Arc<Vec<u32>> {
    project(db, lp, target, PriceTable::Arith)
}

/// The loop's scalar-table entries (a firewall, as [`arith_prices`]).
#[salsa::tracked(returns(ref))]
pub fn scalar_prices<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> Arc<Vec<u32>> {
    project(db, lp, target, PriceTable::Scalar)
}

/// The loop's memory entries (a firewall, as [`arith_prices`]).
#[salsa::tracked(returns(ref))]
pub fn memory_prices<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> Arc<Vec<u32>> {
    project(db, lp, target, PriceTable::Memory)
}

/// The loop's horizontal-reduction entries (a firewall, as [`arith_prices`]).
#[salsa::tracked(returns(ref))]
pub fn reduction_prices<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> Arc<Vec<u32>> {
    project(db, lp, target, PriceTable::Reduction)
}

/// The values of [`price_keys`] from the projections of `tables` (the
/// entries of other tables are 0: the caller does not read them).
fn sheet_values(db: &dyn Db, lp: LoopId<'_>, target: Target, tables: &[PriceTable]) -> Vec<u32> {
    let get = |t: PriceTable| -> &[u32] {
        if !tables.contains(&t) {
            return &[];
        }
        match t {
            PriceTable::Arith => arith_prices(db, lp, target),
            PriceTable::Scalar => scalar_prices(db, lp, target),
            PriceTable::Memory => memory_prices(db, lp, target),
            PriceTable::Reduction => reduction_prices(db, lp, target),
        }
    };
    let cols = [
        get(PriceTable::Arith),
        get(PriceTable::Scalar),
        get(PriceTable::Memory),
        get(PriceTable::Reduction),
    ];
    let mut next = [0usize; 4];
    price_keys(db, lp, target)
        .iter()
        .map(|k| {
            let c = k.table() as usize;
            let v = cols[c].get(next[c]).copied().unwrap_or(0);
            next[c] += 1;
            v
        })
        .collect()
}

/// The scalar load and store costs among the loop's memory entries: the
/// only ones its scalar loop reads. A firewall over [`memory_prices`]: a
/// gather or vector-memory edit leaves it equal, and `scalar_cost` does not
/// re-run.
#[salsa::tracked(returns(copy))]
pub fn scalar_memory_prices<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> (u32, u32) {
    let memory = memory_prices(db, lp, target);
    let mut out = (0, 0);
    let keys = price_keys(db, lp, target)
        .iter()
        .filter(|k| k.table() == PriceTable::Memory);
    for (k, &v) in keys.zip(memory.iter()) {
        match k {
            PriceKey::Memory(MemField::ScalarLoad) => out.0 = v,
            PriceKey::Memory(MemField::ScalarStore) => out.1 = v,
            _ => {}
        }
    }
    out
}

/// The cost of one iteration of the scalar loop. Reads the loop's scalar
/// entries and the scalar load/store costs only.
#[salsa::tracked(returns(copy))]
pub fn scalar_cost<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> u32 {
    let Some(cx) = loop_ctx(db, lp) else {
        return 0;
    };
    let keys = price_keys(db, lp, target);
    let scalar = scalar_prices(db, lp, target);
    let (load, store) = scalar_memory_prices(db, lp, target);
    let mut next = 0usize;
    let values: Vec<u32> = keys
        .iter()
        .map(|k| match k {
            PriceKey::Memory(MemField::ScalarLoad) => load,
            PriceKey::Memory(MemField::ScalarStore) => store,
            k if k.table() == PriceTable::Scalar => {
                let v = scalar.get(next).copied().unwrap_or(0);
                next += 1;
                v
            }
            _ => 0,
        })
        .collect();
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
    let plan = vplan(db, lp, range, target);
    let sc = scalar_cost(db, lp, target);
    // Only plans with VLS group recipes read the OptVLS costs.
    let grouped = plan.flat().iter().any(|r| r.recipe.group.is_some());
    let vls: &[crate::vls::VlsGroupCost] = if grouped {
        vls_costs(db, lp, vf, target)
    } else {
        &[]
    };
    if !plan_ranges(db, lp, target).contains(&range) {
        // A VF outside the target's: no projection lists its entries.
        return cost::plan_cost(plan, vf, &tables(db, target), vls, sc, detail);
    }
    let all = [
        PriceTable::Arith,
        PriceTable::Scalar,
        PriceTable::Memory,
        PriceTable::Reduction,
    ];
    let values = sheet_values(db, lp, target, &all);
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
/// notes): what [`best_vf`] compares.
#[salsa::tracked(returns(ref))]
pub fn vplan_totals<'db>(
    db: &'db dyn Db,
    lp: LoopId<'db>,
    vf: u32,
    target: Target,
) -> Arc<VPlanCost> {
    Arc::new(price_plan(db, lp, vf, target, false))
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
        let c = vf_candidates(db, lp, target);
        let widest = lg.widest_bits.max(8);
        let reg = target.vector(db).register_bits;
        let width_cap = (reg / widest).max(1);
        // `computeMaxVF` without a scalar epilogue: LLVM asks whether the
        // largest feasible VF divides the trip count; if not, the tail must
        // fold at every VF, and a loop whose tail cannot fold is refused as
        // a whole, even at a smaller VF that would divide it.
        let max_vf = lg.width_hint.unwrap_or_else(|| {
            let m = width_cap.min(lg.max_safe_vf.unwrap_or(u32::MAX));
            match lg.trip_count {
                Some(n) if n <= u64::from(m) && n.is_power_of_two() => n as u32,
                _ => m,
            }
        });
        let loop_fold_err = lg.fold_tail(max_vf).err();
        let mut all: Vec<(u32, Option<String>)> = c.vfs.iter().map(|&v| (v, None)).collect();
        for (v, r) in &c.rejected {
            // An `omp simd` loop asserts independence up to its safelen:
            // the dependence analysis' bound does not apply.
            let dep_bound = r.contains("max safe VF");
            let keep = dep_bound && lg.max_safe_vf.is_none_or(|m| *v <= m);
            all.push((*v, (!keep).then(|| r.clone())));
        }
        all.sort_by_key(|x| x.0);
        for (vf, mut rejected) in all {
            if rejected.is_none()
                && let Some(m) = lg.max_safe_vf.filter(|&m| vf > m)
            {
                rejected = Some(format!("illegal: beyond the max safe VF {m}"));
            }
            if rejected.is_none()
                && let Some(h) = lg.width_hint.filter(|&h| h != vf)
            {
                rejected = Some(format!("the loop asks for VF {h}"));
            }
            if rejected.is_none() && lg.width_hint.is_none() && vf > width_cap {
                rejected = Some(format!(
                    "wider than one {reg}-bit register of the widest type (i{widest}: {width_cap} lanes)"
                ));
            }
            if rejected.is_none()
                && let Some(n) = lg.trip_count.filter(|&n| u64::from(vf) > n)
            {
                rejected = Some(format!("VF exceeds the trip count {n}"));
            }
            if rejected.is_none()
                && let Err(why) = lg.fold_tail(vf)
            {
                rejected = Some(why);
            }
            if rejected.is_none()
                && let Some(why) = &loop_fold_err
            {
                rejected = Some(format!("{why} (at the largest VF, {max_vf})"));
            }
            // The choice reads the totals only: no recipes, no notes.
            let cost = rejected
                .is_none()
                .then(|| (**vplan_totals(db, lp, vf, target)).clone());
            // A VF whose plan has no vector recipe only divides the loop
            // control by the VF: it is no vector loop (LLVM skips such VFs
            // too, judged on its own plan).
            if cost.as_ref().is_some_and(|c| c.vector_recipes == 0)
                && !(lg.forced || lg.width_hint.is_some() || lg.outer)
            {
                rejected = Some("no vector instructions: every recipe stays scalar".into());
            }
            cands.push(Candidate { vf, rejected, cost });
        }
    }
    Arc::new(cost::choose(lg, sc, cands))
}

/// LLVM's view of the VF's vector loop: the values that are vectors in it
/// (see [`crate::interleave::llvm_scalars`]), for register usage.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct ValueClasses {
    /// Loop instructions (indices) whose values are vectors, sorted.
    pub vector_values: Vec<u32>,
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

/// Which values of the loop are vectors at `vf`, by LLVM's rules, from the
/// VF's plan and the cost model's choice between gathers and scalar
/// accesses.
#[salsa::tracked(returns(ref))]
pub fn value_classes<'db>(
    db: &'db dyn Db,
    lp: LoopId<'db>,
    vf: u32,
    target: Target,
) -> Arc<ValueClasses> {
    use crate::interleave::{MemDecision, ScalarInputs};
    use crate::vplan::{MemAccess, RecipeKind as K};
    use rustc_hash::{FxHashMap, FxHashSet};
    let Some(cx) = loop_ctx(db, lp) else {
        return Arc::new(ValueClasses::default());
    };
    let lg = legality(db, lp);
    let plan = vplan_for_vf(db, lp, vf, target);
    let (scalarized_insts, scalarized_groups) = scalarized_accesses(db, lp, vf, target);
    let gathers = fast_gathers(db, target);
    let mrefs = memrefs(db, lp);
    let inst = crate::cx::inst_from_index;
    let mut mem: FxHashMap<lanes_ir::InstId, MemDecision> = FxHashMap::default();
    let mut uniform_loads = FxHashSet::default();
    let mut predicated = FxHashSet::default();
    for fr in plan.flat() {
        let r = fr.recipe;
        match r.kind {
            K::Load { access, .. } | K::Store { access, .. } => {
                let Some(i) = r.inst else { continue };
                let d = match access {
                    MemAccess::Uniform => {
                        if matches!(r.kind, K::Load { .. }) {
                            uniform_loads.insert(inst(i));
                        }
                        MemDecision::Scalarize
                    }
                    MemAccess::Consecutive | MemAccess::Reverse => MemDecision::Widen,
                    MemAccess::Strided(_) | MemAccess::Gather => {
                        if !gathers || scalarized_insts.contains(&i) {
                            MemDecision::Scalarize
                        } else {
                            MemDecision::GatherScatter
                        }
                    }
                };
                mem.insert(inst(i), d);
            }
            K::VlsGroup { .. } => {
                let scalar = r.group.is_some_and(|g| scalarized_groups.contains(&g));
                for &m in &r.members {
                    if let Some(mr) = mrefs.get(m) {
                        mem.insert(
                            inst(mr.inst),
                            if scalar {
                                MemDecision::Scalarize
                            } else {
                                MemDecision::Widen
                            },
                        );
                    }
                }
            }
            K::Replicate { predicated: true } => {
                if let Some(i) = r.inst {
                    predicated.insert(inst(i));
                    mem.entry(inst(i)).or_insert(MemDecision::Scalarize);
                }
            }
            _ => {}
        }
    }
    let fold = lg.fold_tail(vf) == Ok(true);
    let inductions: Vec<_> = lg
        .inductions
        .iter()
        .map(|iv| (inst(iv.phi), inst(iv.update)))
        .collect();
    let masked_iv = lg
        .inductions
        .iter()
        .find(|iv| fold && !iv.pointer && iv.start == "0" && iv.step == Some(1))
        .map(|iv| inst(iv.phi));
    let recurrences: FxHashSet<_> = lg.recurrences.iter().map(|r| inst(r.phi)).collect();
    let scalars = crate::interleave::llvm_scalars(
        &cx,
        &ScalarInputs {
            mem: &mem,
            uniform_loads: &uniform_loads,
            predicated: &predicated,
            inductions: &inductions,
            recurrences: &recurrences,
            masked_iv,
            scalar_addressing: !gathers,
        },
    );
    let mut out = ValueClasses::default();
    for i in cx.insts() {
        if !cx.func.insts[i].ty.is_void() && !scalars.contains(&i) {
            out.vector_values.push(crate::cx::inst_index(i));
        }
    }
    out.vector_values.sort_unstable();
    Arc::new(out)
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
    let facts = target.vector(db);
    let mut vector = rustc_hash::FxHashSet::default();
    let mut ignore = rustc_hash::FxHashSet::default();
    if vf > 1 {
        vector.extend(
            value_classes(db, lp, vf, target)
                .vector_values
                .iter()
                .map(|&i| crate::cx::inst_from_index(i)),
        );
        // LLVM does not count a narrowed reduction's casts
        // (`VecValuesToIgnore`): the extensions from the narrow type found
        // walking back from the exit value, and the mask (`and`) of the phi.
        use lanes_ir::Opcode as Op;
        for r in &lg.reductions {
            let phi = crate::cx::inst_from_index(r.phi);
            let Some(wide) = crate::legal::scalar_kind(cx.func.insts[phi].ty) else {
                continue;
            };
            if wide.bits() <= r.elem.bits() {
                continue;
            }
            let mut work = vec![crate::cx::inst_from_index(r.exit_inst)];
            let mut seen = rustc_hash::FxHashSet::default();
            while let Some(i) = work.pop() {
                if !seen.insert(i) || !cx.contains_block(cx.func.insts[i].block) || i == phi {
                    continue;
                }
                let inst = &cx.func.insts[i];
                let from_narrow = || {
                    crate::legal::scalar_kind(cx.func.value_ty(&inst.operands[0]))
                        .is_some_and(|k| k.bits() == r.elem.bits())
                };
                let masks_phi = inst.opcode == Op::And
                    && inst.operands.iter().any(|o| o.as_inst() == Some(phi));
                if (matches!(inst.opcode, Op::ZExt | Op::SExt) && from_narrow()) || masks_phi {
                    ignore.insert(i);
                    continue;
                }
                work.extend(inst.operands.iter().filter_map(|o| o.as_inst()));
            }
        }
    }
    let usage = crate::interleave::register_usage(&cx, vf, &vector, &ignore, facts);
    let count = |op| {
        cx.insts()
            .filter(|&i| cx.func.insts[i].opcode == op)
            .count() as u32
    };
    let lf = crate::interleave::LoopFacts {
        vf,
        cost: best.cost,
        fold_tail: vf > 1 && lg.fold_tail(vf) == Ok(true),
        loads: count(lanes_ir::Opcode::Load),
        stores: count(lanes_ir::Opcode::Store),
        user_ic: loop_hints(db, lp).interleave,
    };
    let (ic, reason) = crate::interleave::select_interleave_count(lg, &usage, &lf, facts);
    Arc::new(Interleave {
        header: lg.header.clone(),
        vf,
        ic,
        reason,
        usage,
    })
}
