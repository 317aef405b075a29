//! The report's memoized parts: each function's verdict rows and each
//! file's facts, as salsa queries over the façade's model types. A report
//! asked again after an edit re-collects only the functions whose verdicts
//! the edit changed, and one asked again after no edit only reads memos.
//!
//! The queries are thin: they gather the engine's answers for one function
//! (or file) and build the model value the report's questions return.

use std::sync::Arc;

use lanes_db::debug_loc::md_location;
use lanes_db::{Db, FunctionChunk, FunctionId, Target};

use super::structure::loop_info;
use super::to_model::ToModel;
use crate::error::{Cancellable, Error};
use crate::host::{Analysis, FunctionTargets};
use crate::model::{FunctionVerdicts, LoopVerdict, RefusalInfo};

/// Which target each function's loops are analysed for: the chosen (or
/// default) target and the built-ins a function's attributes may name.
#[salsa::interned(debug)]
pub(crate) struct ReportTargets<'db> {
    #[returns(copy)]
    pub default: Target,
    #[returns(copy)]
    pub builtins: FunctionTargets,
    /// Each loop decided by one [`lanes_vec::Planner`] that memoizes none
    /// of its per-VF and per-target work: a one-shot report, which no edit
    /// follows, keeps no salsa records of it. Same verdicts either way.
    pub one_shot: bool,
}

/// The verdict of every loop of `f`, in pre-order.
#[salsa::tracked(returns(ref))]
pub(crate) fn function_verdicts<'db>(
    db: &'db dyn Db,
    f: FunctionId<'db>,
    targets: ReportTargets<'db>,
) -> Arc<FunctionVerdicts> {
    let file = f.file(db);
    let path = file.path(db);
    let module = &lanes_db::module_header(db, file).module;
    let body = lanes_db::function_body(db, f);
    let loc_of = |i: lanes_ir::InstId| {
        let body = body.filter(|b| lanes_db::ids::has_inst(b, i))?;
        let md = body.insts[i].attachment("dbg")?;
        md_location(module, md).map(|l| l.line_col())
    };
    let (default, builtins) = (targets.default(db), targets.builtins(db));
    // LLVM's optimizing passes, LoopVectorize among them, skip `optnone`.
    let optnone = body.is_some_and(|b| lanes_vec::attrs::fn_attrs(module, &b.header).opt_none);
    let profile = lanes_db::file_profile(db, file).0.name().to_string();
    let loops = lanes_db::function_loops(db, f);
    let nest = lanes_db::loop_nest(db, f);
    let order = nest.vectorizer_order(lanes_db::cfg(db, f));
    let visit = |l: lanes_db::LoopId<'_>| {
        nest.find(l.header(db))
            .and_then(|i| order.iter().position(|&o| o == i))
            .map_or(u32::MAX, |p| p as u32)
    };
    // Held for as long as the report: no spare capacity.
    let mut rows = Vec::with_capacity(loops.len());
    for &l in loops {
        let Some(info) = loop_info(db, l) else {
            continue;
        };
        let (target, target_source) = builtins.target_of(db, l, default);
        let planner = targets.one_shot(db).then(|| lanes_vec::Planner::new(db, l));
        let best = match &planner {
            Some(p) => p.best_vf(target),
            None => lanes_vec::best_vf(db, l, target).clone(),
        };
        let mut row = LoopVerdict {
            file: path.clone(),
            function: info.function,
            loop_: info.header,
            path: info.path,
            depth: info.depth,
            innermost: info.innermost,
            start_loc: info.start_loc,
            start_file: info.start_file,
            trip_count: info.trip_count,
            visit: visit(l),
            vectorized: false,
            vf: 1,
            cost: best.scalar_cost,
            scalar_cost: best.scalar_cost,
            reason: None,
            fold_tail: false,
            ic: 1,
            refusals: Vec::new(),
            target: target.name(db).clone(),
            target_source,
            profile: profile.clone(),
            skipped: None,
        };
        if optnone {
            // LoopVectorize does not run on the function: no verdict.
            row.skipped = Some("optnone");
            rows.push(row);
            continue;
        }
        let decision = match &planner {
            Some(p) => p.decision(target),
            None => lanes_vec::decision(db, l, target),
        };
        let legality = lanes_vec::legality(db, l);
        row.fold_tail = decision.tail == lanes_vec::Tail::Folded;
        let vf_chosen = best.vectorized
            || matches!(
                best.reason.as_ref().map(|r| &r.kind),
                Some(lanes_vec::cost::BestReason::Illegal(_))
            );
        row.refusals = legality
            .reported_refusals(vf_chosen)
            .map(|r| RefusalInfo {
                kind: r.kind,
                message: r.message.clone(),
                subject: r.subject.to_model(),
                loc: r.at.and_then(loc_of),
            })
            .collect();
        // A refusal the planner made after choosing a VF (the work outside
        // the loop against the trip count) is not the legality's: it is
        // still LLVM's reason, and the first one.
        if let Some(lanes_vec::cost::BestReason::Illegal(r)) = best.reason.as_ref().map(|r| &r.kind)
            && !row
                .refusals
                .iter()
                .any(|x| x.kind == r.kind && x.message == r.message)
        {
            row.refusals.insert(
                0,
                RefusalInfo {
                    kind: r.kind,
                    message: r.message.clone(),
                    subject: r.subject.to_model(),
                    loc: r.at.and_then(loc_of),
                },
            );
        }
        row.vectorized = best.vectorized;
        row.vf = best.vf;
        row.cost = best.cost;
        row.reason = best.reason.to_model();
        row.ic = decision.ic;
        rows.push(row);
    }
    Arc::new(FunctionVerdicts { rows })
}

/// The verdicts of a chunk's functions, in order: the report collects a
/// file's verdicts chunk by chunk, so that after an edit of one body it
/// re-checks the chunks (and the edited function's chunk's functions), not
/// every function.
#[salsa::tracked(returns(ref))]
pub(crate) fn chunk_verdicts<'db>(
    db: &'db dyn Db,
    chunk: FunctionChunk<'db>,
    targets: ReportTargets<'db>,
) -> Arc<Vec<Arc<FunctionVerdicts>>> {
    Arc::new(
        lanes_db::chunk_functions(db, chunk)
            .iter()
            .map(|&f| function_verdicts(db, f, targets).clone())
            .collect(),
    )
}

impl Analysis {
    /// The files of `paths` whose loops are all marked
    /// `llvm.loop.isvectorized` (at least one loop): the output of a
    /// vectorizer rather than the IR LoopVectorize reads.
    pub fn vectorized_output_files(
        &self,
        paths: &[String],
    ) -> Cancellable<Result<Vec<String>, Error>> {
        self.with_db(|db| {
            let mut out = Vec::new();
            for path in paths {
                let file = self.file(path)?;
                let mut loops = 0;
                let mut all = true;
                for &f in lanes_db::file_functions(db, file) {
                    for &l in lanes_db::function_loops(db, f) {
                        loops += 1;
                        all &= lanes_vec::loop_hints(db, l).is_vectorized;
                    }
                }
                if loops > 0 && all {
                    out.push(path.clone());
                }
            }
            Ok(out)
        })
    }

    /// The `(file, function)` pairs of `paths` that LLVM's optimizing
    /// passes skip (`optnone`): LLVM reports nothing about their loops.
    pub fn optnone_functions(
        &self,
        paths: &[String],
    ) -> Cancellable<Result<Vec<(String, String)>, Error>> {
        self.with_db(|db| {
            let mut out = Vec::new();
            for path in paths {
                let file = self.file(path)?;
                let module = &lanes_db::module_header(db, file).module;
                for &f in lanes_db::file_functions(db, file) {
                    let Some(body) = lanes_db::function_body(db, f) else {
                        continue;
                    };
                    if lanes_vec::attrs::fn_attrs(module, &body.header).opt_none {
                        out.push((path.clone(), f.name(db).to_string()));
                    }
                }
            }
            Ok(out)
        })
    }
}
