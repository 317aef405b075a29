//! The planner at the façade: a loop's VPlan at a VF, its cost table over
//! all VFs, and the vectorization report of every loop.

use std::fmt::Write as _;

use lanes_db::LoopId;
use lanes_vec::{BestVf, Legality, VPlan, VPlanCost, VfRange};

/// Recipe kinds of the plans' cost lines ([`VPlanCost`]'s recipes).
pub use lanes_vec::{MemAccess, RecipeKind};
use serde::Serialize;

use crate::cli::{Format, Output};
use crate::host::command_result;
use crate::{Analysis, Cancellable, Error};

/// `lanes vplan`: the plan covering one VF.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct VplanReport {
    /// Function name without `@`.
    pub function: String,
    /// Loop header label.
    #[serde(rename = "loop")]
    pub loop_: String,
    /// The VF asked about.
    pub vf: u32,
    /// The VFs sharing this plan.
    pub range: VfRange,
    /// The plan.
    pub plan: VPlan,
    /// The OptVLS sequence of every VLS group of the plan at `vf`.
    pub vls: Vec<String>,
}

/// `lanes cost`: every VF's cost and the decision.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct CostReport {
    /// Function name without `@`.
    pub function: String,
    /// Loop header label.
    #[serde(rename = "loop")]
    pub loop_: String,
    /// What the legality check found.
    pub legality: Legality,
    /// The decision and every VF's row.
    pub best: BestVf,
    /// The interleave count of the chosen VF and the register pressure.
    pub interleave: lanes_vec::Interleave,
    /// The plan cost of every VF that has one.
    pub costs: Vec<VPlanCost>,
}

/// One loop of `lanes report`.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct LoopVerdict {
    /// The path as given.
    pub file: String,
    /// Function name without `@`.
    pub function: String,
    /// Loop header label.
    #[serde(rename = "loop")]
    pub loop_: String,
    /// Loop path (`L0`, `L0.1`).
    pub path: String,
    /// 1 for a top-level loop.
    pub depth: u32,
    /// Whether it has no child loop.
    pub innermost: bool,
    /// `line:col` of the loop's first instruction with a debug location.
    pub debug_loc: Option<String>,
    /// `line:col` where LLVM's remarks about the loop point.
    pub start_loc: Option<String>,
    /// The source file LLVM's remarks name (the `DIFile` of `start_loc`).
    pub start_file: Option<String>,
    /// Number of header executions, when known.
    pub trip_count: Option<u64>,
    /// Whether the planner vectorizes it.
    pub vectorized: bool,
    /// The chosen VF (1: scalar).
    pub vf: u32,
    /// Cost of one iteration at `vf`.
    pub cost: u32,
    /// Cost of one scalar iteration.
    pub scalar_cost: u32,
    /// Why this VF, or why not vectorized.
    pub reason: Option<String>,
    /// The chosen VF folds the tail into the vector loop (no scalar
    /// remainder: `optsize`, a trip count below 16, or the predicate hint).
    pub fold_tail: bool,
    /// Copies of the vector body per vector iteration (LLVM's interleave
    /// count; 1 for a scalar loop).
    pub ic: u32,
    /// Every legality rule the loop fails, in the order they were checked
    /// (`reason` is the first).
    pub refusals: Vec<RefusalInfo>,
    /// The target the loop was analysed for: the chosen one, else the
    /// built-in its function's `"target-cpu"`/`"target-features"` name,
    /// else the default.
    pub target: String,
}

/// One legality rule a loop fails.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct RefusalInfo {
    /// LLVM's remark name where there is one (`CantVectorizeCall`).
    pub kind: String,
    /// What a user reads.
    pub message: String,
    /// The instruction it is about, as written.
    pub inst: Option<String>,
    /// `line:col` of that instruction, when the IR has debug locations.
    pub loc: Option<String>,
}

impl Analysis {
    /// The VPlan covering `vf`.
    pub fn vplan(
        &self,
        path: &str,
        func: Option<&str>,
        loop_key: Option<&str>,
        vf: u32,
    ) -> Cancellable<Result<VplanReport, Error>> {
        self.with_db(|db| {
            let (f, l) = self.vec_loop(db, path, func, loop_key)?;
            let range = lanes_vec::plan_range_of(db, l, vf, self.target);
            let plan = (**lanes_vec::vplan(db, l, range, self.target)).clone();
            let mut groups: Vec<u32> = plan.flat().iter().filter_map(|r| r.recipe.group).collect();
            groups.dedup();
            let vls = groups
                .into_iter()
                .map(|g| {
                    let c = lanes_vec::vls_sequence_priced(db, l, g, vf, self.target).decision();
                    let what = match (c.sequence_cost, &c.bail_out) {
                        (Some(sc), _) => format!(
                            "sequence {sc} vs gathers {}: {}",
                            c.gather_cost,
                            if c.uses_sequence {
                                "sequence"
                            } else {
                                "gathers"
                            }
                        ),
                        (None, Some(b)) => format!("no sequence ({b}): gathers {}", c.gather_cost),
                        (None, None) => format!("gathers {}", c.gather_cost),
                    };
                    format!("VLS-GROUP #{g} at VF {vf}: {what}")
                })
                .collect();
            Ok(VplanReport {
                function: f.name(db).to_string(),
                loop_: l.header(db).to_string(),
                vf,
                range,
                plan,
                vls,
            })
        })
    }

    /// The VF a per-VF question is about: `vf` when it is one of the VFs the
    /// loop's cost table lists (the target's VFs: powers of two up to its
    /// `max_vf`; [`Error::VfNotCandidate`] otherwise), or the chosen VF
    /// when `vf` is `None` ([`Error::VfRequired`] when the loop is not
    /// vectorized).
    pub fn resolve_vf(
        &self,
        path: &str,
        func: Option<&str>,
        loop_key: Option<&str>,
        vf: Option<u32>,
    ) -> Cancellable<Result<u32, Error>> {
        self.with_db(|db| {
            let (f, l) = self.vec_loop(db, path, func, loop_key)?;
            // Every VF `lanes cost` has a row for: the target's VFs, the
            // ones rejected for this loop included (their shapes and plans
            // show why).
            let c = lanes_vec::vf_candidates(db, l, self.target);
            let mut candidates: Vec<u32> = c.vfs.clone();
            candidates.extend(c.rejected.iter().map(|(vf, _)| *vf));
            candidates.sort_unstable();
            let function = f.name(db).to_string();
            let loop_ = l.header(db).to_string();
            match vf {
                Some(vf) if candidates.contains(&vf) => Ok(vf),
                Some(vf) => Err(Error::VfNotCandidate {
                    vf,
                    function,
                    loop_,
                    candidates,
                }),
                None => {
                    let best = lanes_vec::best_vf(db, l, self.target);
                    if best.vectorized && best.vf > 1 {
                        Ok(best.vf)
                    } else {
                        Err(Error::VfRequired {
                            function,
                            loop_,
                            reason: best.reason.as_ref().map_or_else(
                                || "no VF is cheaper than the scalar loop".into(),
                                ToString::to_string,
                            ),
                            candidates,
                        })
                    }
                }
            }
        })
    }

    /// The cost of every VF and the best VF.
    pub fn cost(
        &self,
        path: &str,
        func: Option<&str>,
        loop_key: Option<&str>,
    ) -> Cancellable<Result<CostReport, Error>> {
        self.with_db(|db| {
            let (f, l) = self.vec_loop(db, path, func, loop_key)?;
            let best = (**lanes_vec::best_vf(db, l, self.target)).clone();
            let costs = best
                .rows
                .iter()
                .filter(|r| r.total.is_some())
                .map(|r| (**lanes_vec::vplan_cost(db, l, r.vf, self.target)).clone())
                .collect();
            Ok(CostReport {
                function: f.name(db).to_string(),
                loop_: l.header(db).to_string(),
                legality: (**lanes_vec::legality(db, l)).clone(),
                best,
                interleave: (**lanes_vec::interleave(db, l, self.target)).clone(),
                costs,
            })
        })
    }

    /// The target for a loop: the user's choice, else the built-in its
    /// function's attributes name (as LLVM builds a subtarget per function),
    /// else the host's.
    fn loop_target(&self, db: &lanes_db::RootDatabase, l: LoopId<'_>) -> lanes_db::Target {
        if self.builtins.chosen {
            return self.target;
        }
        lanes_vec::fn_attrs(db, l)
            .target
            .and_then(|name| self.builtins.targets.iter().find(|(n, _)| *n == name))
            .map_or(self.target, |&(_, t)| t)
    }

    /// The vectorization verdict of every loop of every function of `paths`.
    pub fn vectorization_report(
        &self,
        paths: &[String],
    ) -> Cancellable<Result<Vec<LoopVerdict>, Error>> {
        self.with_db(|db| {
            let mut out = Vec::new();
            for p in paths {
                let file = self.file(p)?;
                for &f in lanes_db::file_functions(db, file) {
                    let loops = match self.loops(p, Some(f.name(db)), None) {
                        Ok(Ok(l)) => l,
                        _ => continue,
                    };
                    for info in loops {
                        let l = LoopId::new(db, f, lanes_ir::Name::from(info.header.as_str()));
                        let target = self.loop_target(db, l);
                        let best = lanes_vec::best_vf(db, l, target);
                        let fold_tail = best.vectorized
                            && lanes_vec::legality(db, l).fold_tail(best.vf) == Ok(true);
                        let ic = lanes_vec::interleave(db, l, target).ic;
                        let module = &lanes_db::module_header(db, file).module;
                        let body = lanes_db::function_body(db, f);
                        let loc_of = |at: u32| {
                            let body = body.filter(|b| (at as usize) < b.insts.len())?;
                            let i = lanes_vec::cx::inst_from_index(at);
                            let md = body.insts[i].attachment("dbg")?;
                            crate::host::md_location(module, md).map(|l| l.0)
                        };
                        let refusals = lanes_vec::legality(db, l)
                            .refusals
                            .iter()
                            .map(|r| RefusalInfo {
                                kind: r.kind.to_string(),
                                message: r.message.clone(),
                                inst: r.inst.clone(),
                                loc: r.at.and_then(loc_of),
                            })
                            .collect();
                        out.push(LoopVerdict {
                            file: p.clone(),
                            function: info.function,
                            loop_: info.header,
                            path: info.path,
                            depth: info.depth,
                            innermost: info.innermost,
                            debug_loc: info.debug_loc,
                            start_loc: info.start_loc,
                            start_file: info.start_file,
                            trip_count: info.trip_count,
                            vectorized: best.vectorized,
                            vf: best.vf,
                            cost: best.cost,
                            scalar_cost: best.scalar_cost,
                            reason: best.reason.as_ref().map(ToString::to_string),
                            fold_tail,
                            ic,
                            refusals,
                            target: target.name(db).clone(),
                        });
                    }
                }
            }
            Ok(out)
        })
    }
}

/// The plan, then the VLS decisions of its groups.
pub fn vplan_text(r: &VplanReport) -> String {
    let mut out = format!("@{} loop {} VF {}:\n", r.function, r.loop_, r.vf);
    out.push_str(&r.plan.print());
    for v in &r.vls {
        let _ = writeln!(out, "{v}");
    }
    out
}

/// The VF table, then each VF's recipes with their costs.
pub fn cost_text(r: &CostReport) -> String {
    let mut out = format!("@{} ", r.function);
    out.push_str(&r.best.table());
    out.push_str(&r.interleave.text());
    for c in &r.costs {
        out.push('\n');
        out.push_str(&c.text());
    }
    out
}

/// LLVM's `-debug-only=loop-vectorize` cost lines for every VF.
pub fn cost_lv(r: &CostReport) -> String {
    let mut out = String::new();
    for c in &r.costs {
        out.push_str(&c.lv());
    }
    if r.best.vectorized {
        let _ = writeln!(out, "LV: Selecting VF: {}.", r.best.vf);
        out.push_str(&r.interleave.lv());
    } else if let Some(reason) = &r.best.reason {
        let _ = writeln!(out, "LV: Not vectorizing: {reason}.");
    }
    out
}

/// One LLVM optimization remark per loop, as `opt -pass-remarks=loop-vectorize
/// -pass-remarks-missed=loop-vectorize` prints them, for reading side by
/// side: `remark: FILE:LINE:COL: vectorized loop (vectorization width: 8,
/// interleaved count: 1)` or `…: loop not vectorized: REASON` (`<unknown>:0:0`
/// without a debug location, as LLVM).
pub fn report_lv(rows: &[LoopVerdict]) -> String {
    let mut out = String::new();
    for r in rows {
        let at = match &r.start_loc {
            Some(l) => format!("{}:{l}", r.start_file.as_deref().unwrap_or(&r.file)),
            None => "<unknown>:0:0".to_string(),
        };
        let _ = if !r.vectorized && r.ic > 1 {
            writeln!(
                out,
                "remark: {at}: interleaved loop (interleaved count: {})  ; @{} {}",
                r.ic, r.function, r.loop_
            )
        } else if r.vectorized {
            writeln!(
                out,
                "remark: {at}: vectorized loop (vectorization width: {}, interleaved count: {})  ; @{} {}",
                r.vf, r.ic, r.function, r.loop_
            )
        } else {
            writeln!(
                out,
                "remark: {at}: loop not vectorized: {}  ; @{} {}",
                r.reason.as_deref().unwrap_or("no reason recorded"),
                r.function,
                r.loop_
            )
        };
    }
    out
}

/// One line per loop: `@f L0 for.body (line 12:3): VF 8, cost 6 (scalar 9)`.
pub fn report_text(paths: &[String], rows: &[LoopVerdict]) -> String {
    let mut out = String::new();
    for p in paths {
        let _ = writeln!(out, "{p}");
        let mine: Vec<&LoopVerdict> = rows.iter().filter(|r| &r.file == p).collect();
        if mine.is_empty() {
            let _ = writeln!(out, "  no loops");
        }
        for r in mine {
            let verdict = if r.vectorized {
                format!(
                    "vectorized, VF {}{}{}, cost {} per vector iteration (scalar {} per iteration)",
                    r.vf,
                    if r.ic > 1 {
                        format!(", IC {}", r.ic)
                    } else {
                        String::new()
                    },
                    if r.fold_tail { ", tail folded" } else { "" },
                    r.cost,
                    r.scalar_cost
                )
            } else {
                format!(
                    "not vectorized{}: {}",
                    if r.ic > 1 {
                        format!(" (scalar loop interleaved ×{})", r.ic)
                    } else {
                        String::new()
                    },
                    r.reason.as_deref().unwrap_or("no reason recorded")
                )
            };
            let _ = writeln!(
                out,
                "  @{} {} {}{}: depth {}{}, trip count {}: {verdict}",
                r.function,
                r.path,
                r.loop_,
                r.debug_loc
                    .as_ref()
                    .map(|l| format!(" (line {l})"))
                    .unwrap_or_default(),
                r.depth,
                if r.innermost { ", innermost" } else { "" },
                r.trip_count
                    .map_or("unknown".to_string(), |n| n.to_string()),
            );
            // LLVM reports every rule a loop fails; the first is the
            // reason, when legality is what decided.
            let first = r.refusals.first().map(|x| match &x.inst {
                Some(i) => format!("{}: `{i}`", x.message),
                None => x.message.clone(),
            });
            if !r.vectorized && first.is_some() && first == r.reason {
                for x in r.refusals.iter().skip(1) {
                    let _ = writeln!(
                        out,
                        "      also: {}{}{}",
                        x.message,
                        x.inst
                            .as_ref()
                            .map(|i| match i.split_once('\n') {
                                Some((line, _)) => format!(": `{line} …`"),
                                None => format!(": `{i}`"),
                            })
                            .unwrap_or_default(),
                        x.loc
                            .as_ref()
                            .map(|l| format!(" (line {l})"))
                            .unwrap_or_default()
                    );
                }
            }
        }
    }
    out
}

/// `lanes vplan`.
pub(crate) fn vplan_command(
    an: &Analysis,
    path: &str,
    func: Option<&str>,
    loop_key: Option<&str>,
    vf: Option<u32>,
    format: Format,
) -> Result<Output, Error> {
    let vf = command_result(an.resolve_vf(path, func, loop_key, vf))?;
    let r = command_result(an.vplan(path, func, loop_key, vf))?;
    Ok(match format {
        Format::Dot => Output::Text(r.plan.dot()),
        // The cost lines of this VF, as `cost --format lv` prints them.
        Format::Lv => {
            let c = command_result(an.cost(path, func, loop_key))?;
            let lines: String = c
                .costs
                .iter()
                .filter(|x| x.vf == r.vf)
                .map(|x| x.lv())
                .collect();
            if lines.is_empty() {
                return Err(Error::NoPlan {
                    vf: r.vf,
                    function: r.function.clone(),
                    loop_: r.loop_.clone(),
                });
            }
            Output::Text(lines)
        }
        _ => Output::of(format, &r, || vplan_text(&r)),
    })
}

/// `lanes cost`.
pub(crate) fn cost_command(
    an: &Analysis,
    path: &str,
    func: Option<&str>,
    loop_key: Option<&str>,
    format: Format,
) -> Result<Output, Error> {
    let r = command_result(an.cost(path, func, loop_key))?;
    Ok(match format {
        Format::Lv => Output::Text(cost_lv(&r)),
        Format::Dot => {
            let plan = match crate::dot::cost_dot_vf(&r) {
                Some((vf, _)) => Some(command_result(an.vplan(path, func, loop_key, vf))?),
                None => None,
            };
            Output::Text(crate::dot::cost_dot(&r, plan.as_ref()))
        }
        _ => Output::of(format, &r, || cost_text(&r)),
    })
}

/// `lanes report`.
pub(crate) fn report_command(
    an: &Analysis,
    paths: &[String],
    format: Format,
) -> Result<Output, Error> {
    let rows = command_result(an.vectorization_report(paths))?;
    Ok(match format {
        Format::Lv => Output::Text(report_lv(&rows)),
        Format::Dot => Output::Text(crate::dot::report_dot(paths, &rows)),
        _ => Output::of(format, &rows, || {
            let mut text = report_text(paths, &rows);
            // Functions that did not parse have no loops to report: say so
            // once, after the errors printed above.
            let skipped: Vec<String> = paths
                .iter()
                .filter_map(|p| an.functions(p).ok()?.ok())
                .flatten()
                .filter(|f| !f.ok)
                .map(|f| format!("@{}", f.name))
                .collect();
            if !skipped.is_empty() {
                let _ = writeln!(
                    text,
                    "{} function{} skipped (not parsed, see the errors above): {}",
                    skipped.len(),
                    if skipped.len() == 1 { "" } else { "s" },
                    skipped.join(", ")
                );
            }
            text
        }),
    })
}
