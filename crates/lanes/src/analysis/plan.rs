//! Planner questions: a loop's VPlan at a VF, the VF a per-VF question is
//! about, the cost of every VF (and the VF table drawn from it), and the
//! vectorization verdict of every loop of a workspace.

use std::sync::Arc;

use lanes_db::{FunctionChunk, FunctionId, RootDatabase};

use super::report::{ReportTargets, chunk_verdicts, function_verdicts};
use super::to_model::ToModel;
use crate::error::{Cancellable, Error};
use crate::host::Analysis;
use crate::model::{
    CostReport, FunctionVerdicts, LoopVerdict, TargetSource, VfTable, VlsDecision, VplanReport,
};

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
            let (target, target_source) = self.loop_target_of(db, l);
            let range = lanes_vec::plan_range_of(db, l, vf, target);
            let plan = lanes_vec::printed_vplan(db, l, range, target);
            let mut groups: Vec<lanes_vls::GroupId> =
                plan.flat().iter().filter_map(|r| r.recipe.group).collect();
            groups.dedup();
            let vls = groups
                .into_iter()
                .map(|g| {
                    let c = lanes_vec::vls_sequence_priced(db, l, g, vf, target).decision();
                    VlsDecision {
                        group: g.to_model(),
                        vf,
                        gather_cost: c.gather_cost,
                        sequence_cost: c.sequence_cost,
                        bail_out: c.bail_out.clone(),
                        uses_sequence: c.uses_sequence,
                    }
                })
                .collect();
            Ok(VplanReport {
                function: f.name(db).to_string(),
                loop_: l.header(db).to_string(),
                vf,
                range: range.to_model(),
                plan: plan.to_model(),
                vls,
                target: target.name(db).clone(),
                target_source,
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
            let (target, _) = self.loop_target_of(db, l);
            let c = lanes_vec::vf_candidates(db, l, target);
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
                    let best = lanes_vec::best_vf(db, l, target);
                    if best.vectorized && best.vf > 1 {
                        Ok(best.vf)
                    } else {
                        Err(Error::VfRequired {
                            function,
                            loop_,
                            reason: best.reason.as_ref().map_or_else(
                                || "no VF is cheaper than the scalar loop".to_string(),
                                ToString::to_string,
                            ),
                            candidates,
                        })
                    }
                }
            }
        })
    }

    /// What the legality check found for a loop (every rule it fails, with
    /// what each is about), without pricing it.
    pub fn legality(
        &self,
        path: &str,
        func: Option<&str>,
        loop_key: Option<&str>,
    ) -> Cancellable<Result<crate::model::Legality, Error>> {
        self.with_db(|db| {
            let (_, l) = self.vec_loop(db, path, func, loop_key)?;
            Ok(lanes_vec::legality(db, l).to_model())
        })
    }

    /// The lines in the file (1-based, ascending) of the instructions the
    /// loop's legality refusals are about, where a refusal names its
    /// instruction: what the IR tab marks.
    pub fn refused_lines(
        &self,
        path: &str,
        func: Option<&str>,
        loop_key: Option<&str>,
    ) -> Cancellable<Result<Vec<u32>, Error>> {
        self.with_db(|db| {
            let (f, l) = self.vec_loop(db, path, func, loop_key)?;
            let Some(body) = lanes_db::function_body(db, f) else {
                return Ok(Vec::new());
            };
            let index = lanes_ir::LineIndex::new(lanes_db::function_text(db, f));
            let first = lanes_db::function_line(db, f);
            let mut lines: Vec<u32> = lanes_vec::legality(db, l)
                .refusals
                .iter()
                .filter_map(|r| r.at)
                .filter(|&at| lanes_db::ids::has_inst(body, at))
                .map(|at| {
                    let inst = &body.insts[at];
                    first + index.line_col(inst.span.start).0 + 1
                })
                .collect();
            lines.sort_unstable();
            lines.dedup();
            Ok(lines)
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
            let (target, target_source) = self.loop_target_of(db, l);
            let best = lanes_vec::best_vf(db, l, target);
            let costs = best
                .rows
                .iter()
                .filter(|r| r.total.is_some())
                .map(|r| match lanes_vec::vplan_cost(db, l, r.vf, target) {
                    Ok(c) => Ok(c.to_model()),
                    Err(m) => Err(Error::MissingPrice {
                        function: f.name(db).to_string(),
                        loop_: l.header(db).to_string(),
                        entry: m.0.to_string(),
                    }),
                })
                .collect::<Result<_, _>>()?;
            let interleave = lanes_vec::interleave(db, l, target).to_model();
            let decision = lanes_vec::decision(db, l, target);
            let legality = lanes_vec::legality(db, l);
            // The chosen VF's tail is the decision's; the others' as they
            // would be without interleaving.
            let tails = best
                .rows
                .iter()
                .map(|row| {
                    if row.chosen && decision.vectorized {
                        decision.tail
                    } else {
                        legality
                            .tail(row.vf, 1, best.max_vf)
                            .unwrap_or(lanes_vec::Tail::None)
                    }
                    .to_model()
                })
                .collect();
            Ok(CostReport {
                function: f.name(db).to_string(),
                loop_: l.header(db).to_string(),
                legality: legality.to_model(),
                best: best.to_model(),
                interleave,
                ic: decision.ic,
                tails,
                costs,
                target: target.name(db).clone(),
                target_source,
                profile: lanes_vec::loop_profile(db, l).name().to_string(),
            })
        })
    }

    /// The VF table of a loop: [`cost`](Self::cost) as one row per VF with
    /// the gathers, scatters, groups and masked operations of its plan.
    pub fn vf_table(
        &self,
        path: &str,
        func: Option<&str>,
        loop_key: Option<&str>,
    ) -> Cancellable<Result<VfTable, Error>> {
        Ok(self
            .cost(path, func, loop_key)?
            .map(|r| VfTable::from_cost(&r)))
    }

    /// The target every question about loop `l` is answered for, and why
    /// (the report's row reads the same).
    pub(crate) fn loop_target_of(
        &self,
        db: &RootDatabase,
        l: lanes_db::LoopId<'_>,
    ) -> (lanes_db::Target, TargetSource) {
        self.builtins.target_of(db, l, self.target)
    }

    /// The key of the report's row queries: this snapshot's targets.
    fn report_targets<'db>(&self, db: &'db RootDatabase) -> ReportTargets<'db> {
        ReportTargets::new(db, self.target, self.builtins, self.one_shot)
    }

    /// Computes the verdicts of every function of `paths` on all cores,
    /// into the database's memo tables, so that the report's sequential
    /// pass after it only reads them. Each thread (one database handle
    /// each) takes the next function not yet taken; what the report says and its order
    /// do not depend on it. A cancelled worker stops, and the sequential
    /// pass then meets the cancellation itself.
    fn prefetch_verdicts(&self, db: &RootDatabase, funcs: &[FunctionId<'_>]) {
        let threads = crate::host::worker_threads();
        if threads < 2 || funcs.len() < 2 {
            return;
        }
        let targets = self.report_targets(db);
        let next = std::sync::atomic::AtomicUsize::new(0);
        std::thread::scope(|s| {
            for _ in 0..threads {
                let db = db.clone();
                let next = &next;
                s.spawn(move || {
                    let _ = salsa::Cancelled::catch(|| {
                        loop {
                            let k = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                            let Some(&f) = funcs.get(k) else { break };
                            function_verdicts(&db, f, targets);
                        }
                    });
                });
            }
        });
    }

    /// The verdicts of the functions of `chunks`, in order, computed on
    /// all cores (chunks dealt round-robin to one database handle per
    /// thread) and collected by the threads that computed them. If a worker
    /// was cancelled, a sequential pass meets the cancellation itself.
    fn collect_verdicts(
        &self,
        db: &RootDatabase,
        chunks: &[FunctionChunk<'_>],
    ) -> Vec<Arc<FunctionVerdicts>> {
        type Chunk = Arc<Vec<Arc<FunctionVerdicts>>>;
        let targets = self.report_targets(db);
        let threads = crate::host::worker_threads();
        let mut parts: Vec<Chunk> = Vec::new();
        if threads >= 2 && chunks.len() >= 2 {
            let done: Vec<Option<Vec<Chunk>>> = std::thread::scope(|s| {
                let workers: Vec<_> = (0..threads)
                    .map(|k| {
                        let db = db.clone();
                        s.spawn(move || {
                            salsa::Cancelled::catch(|| {
                                chunks
                                    .iter()
                                    .skip(k)
                                    .step_by(threads)
                                    .map(|&c| chunk_verdicts(&db, c, targets).clone())
                                    .collect::<Vec<_>>()
                            })
                            .ok()
                        })
                    })
                    .collect();
                workers
                    .into_iter()
                    .map(|w| w.join().ok().flatten())
                    .collect()
            });
            if done.iter().all(Option::is_some) {
                let mut done: Vec<_> = done.into_iter().flatten().map(Vec::into_iter).collect();
                parts = (0..chunks.len())
                    .filter_map(|i| done[i % threads].next())
                    .collect();
            }
        }
        if parts.len() != chunks.len() {
            parts = chunks
                .iter()
                .map(|&c| chunk_verdicts(db, c, targets).clone())
                .collect();
        }
        parts.iter().flat_map(|c| c.iter().cloned()).collect()
    }

    /// The verdicts of every function of `paths`, function by function in
    /// file order: shared with the database's memos (and with the next
    /// answer, until an edit changes a function's verdicts).
    pub fn report_groups(
        &self,
        paths: &[String],
    ) -> Cancellable<Result<Vec<Arc<FunctionVerdicts>>, Error>> {
        self.with_db(|db| {
            let mut chunks = Vec::new();
            for p in paths {
                chunks.extend(lanes_db::file_chunks(db, self.file(p)?).iter().copied());
            }
            Ok(self.collect_verdicts(db, &chunks))
        })
    }

    /// [`report_groups`](Self::report_groups) in chunks, for a viewer that
    /// shows verdicts as they come: `on_chunk` receives the functions of
    /// `paths` in file order, a few at first (the first rows on screen
    /// appear at once) and then in chunks that double up to 512, each
    /// computed on all cores before it is passed on.
    pub fn report_groups_chunked(
        &self,
        paths: &[String],
        on_chunk: &mut dyn FnMut(&[Arc<FunctionVerdicts>]),
    ) -> Cancellable<Result<(), Error>> {
        self.with_db(|db| {
            let mut funcs = Vec::new();
            for p in paths {
                funcs.extend(lanes_db::file_functions(db, self.file(p)?).iter().copied());
            }
            let targets = self.report_targets(db);
            let mut size = 8;
            let mut rest = &funcs[..];
            while !rest.is_empty() {
                let (chunk, tail) = rest.split_at(size.min(rest.len()));
                self.prefetch_verdicts(db, chunk);
                let groups: Vec<Arc<FunctionVerdicts>> = chunk
                    .iter()
                    .map(|&f| function_verdicts(db, f, targets).clone())
                    .collect();
                on_chunk(&groups);
                rest = tail;
                size = (size * 2).min(512);
            }
            Ok(())
        })
    }

    /// The number of functions of `paths` (what
    /// [`warm_report_share`](Self::warm_report_share) counts in).
    pub(crate) fn report_function_count(
        &self,
        paths: &[String],
    ) -> Cancellable<Result<usize, Error>> {
        self.with_db(|db| {
            let mut n = 0;
            for p in paths {
                n += lanes_db::file_functions(db, self.file(p)?).len();
            }
            Ok(n)
        })
    }

    /// Parses the headers of the files of `paths`
    /// ([`lanes_db::module_header`]) into the memo tables.
    pub(crate) fn warm_headers(&self, paths: &[String]) -> Cancellable<Result<(), Error>> {
        self.with_db(|db| {
            for p in paths {
                lanes_db::module_header(db, self.file(p)?);
            }
            Ok(())
        })
    }

    /// One thread's share of a batch of
    /// [`AnalysisHost::report_in_batches`](crate::AnalysisHost::report_in_batches):
    /// computes the verdicts, [`lanes_db::function_status`] and
    /// [`lanes_db::function_producer`] of the
    /// functions `range` of `paths` (counted across the files, in file
    /// order) into the memo tables, taking the next function not yet taken
    /// (`next`, shared by the batch's threads) until none is left. The
    /// longest texts are taken first: the batch then ends on short
    /// functions, and no thread waits long for another's last one.
    pub(crate) fn warm_report_share(
        &self,
        paths: &[String],
        range: std::ops::Range<usize>,
        next: &std::sync::atomic::AtomicUsize,
    ) -> Cancellable<Result<(), Error>> {
        self.with_db(|db| {
            let mut funcs = Vec::with_capacity(range.len());
            let mut at = 0;
            for p in paths {
                let fs = lanes_db::file_functions(db, self.file(p)?);
                let (lo, hi) = (range.start.max(at), range.end.min(at + fs.len()));
                if lo < hi {
                    funcs.extend_from_slice(&fs[lo - at..hi - at]);
                }
                at += fs.len();
            }
            // Every thread sorts the same list alike (text length, then
            // file order): `next` indexes one order.
            funcs.sort_by_cached_key(|&f| std::cmp::Reverse(lanes_db::function_text(db, f).len()));
            let targets = self.report_targets(db);
            loop {
                let k = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(&f) = funcs.get(k) else { break };
                function_verdicts(db, f, targets);
                lanes_db::function_status(db, f);
                lanes_db::function_producer(db, f);
            }
            Ok(())
        })
    }

    /// The vectorization verdict of every loop of every function of `paths`.
    pub fn vectorization_report(
        &self,
        paths: &[String],
    ) -> Cancellable<Result<Vec<LoopVerdict>, Error>> {
        Ok(self
            .report_groups(paths)?
            .map(|groups| groups.iter().flat_map(|g| g.rows.iter().cloned()).collect()))
    }
}
