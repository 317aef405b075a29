//! The choice of the best VF ([`choose`]) among the candidates' costs,
//! and the VF table.

use super::{MissingPrice, VPlanCost};
use lanes_ir::InstId;

use crate::legal::{Legality, NotCandidate, Refusal, TailFoldRefusal};
use crate::reason::Reason;
use crate::vls::{CandidateRejection, VfCandidates};

mod verdict;

use verdict::{illegal_row, not_profitable, profitable, refuse_after_plan};

/// One row of the VF table.
#[derive(Clone, PartialEq, Debug)]
pub struct VfRow {
    pub vf: u32,
    pub total: Option<u32>,
    pub per_lane: Option<f64>,
    /// The total includes LLVM's placeholder for an access emulated lane
    /// by lane (`VPlanCost::emulated`): no price.
    pub emulated: bool,
    pub chosen: bool,
    /// Why this VF was not chosen.
    pub reason: Option<Reason<RowReason>>,
}

/// Result of `best_vf(loop, target)`.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct BestVf {
    pub header: String,
    pub vectorized: bool,
    /// 1 when not vectorized.
    pub vf: u32,
    /// Cost of one iteration at `vf` (the scalar cost when not vectorized).
    pub cost: u32,
    pub per_lane: f64,
    pub scalar_cost: u32,
    /// Why the loop is not vectorized, or what decided the VF.
    pub reason: Option<Reason<BestReason>>,
    pub rows: Vec<VfRow>,
    pub trip_count: Option<u64>,
    /// The largest feasible VF ([`Legality::max_vf`]), which decides
    /// whether the tail is folded ([`Legality::tail`]).
    pub max_vf: u32,
}

/// Why the best VF is what it is, or why the loop stays scalar.
#[derive(Clone, PartialEq, Debug, Default)]
pub enum BestReason {
    /// No choice was made (no loop).
    #[default]
    None,
    NotCandidate(NotCandidate),
    /// The first refusal of the legality.
    Illegal(Refusal),
    /// The chosen VF's cost per lane beats the scalar loop's.
    Profitable {
        per_lane: f64,
        scalar: u32,
    },
    /// Vectorization is forced (directive or hints) though not cheaper.
    Forced,
    NotProfitable {
        vf: u32,
        /// `None`: the VF's total is LLVM's placeholder for an emulated
        /// access (`VfRow::emulated`), no price.
        per_lane: Option<f64>,
        scalar: u32,
    },
    /// With at most `trips` iterations, the chosen VF's whole run beats
    /// the scalar loop's: with the tail folded (`folded`), `total` per
    /// vector iteration and `⌈trips / vf⌉` of them; else (LLVM 22) the
    /// vector iterations `⌊trips / vf⌋` and the scalar epilogue's.
    ProfitableOverTrips {
        vf: u32,
        run: u64,
        scalar_run: u64,
        trips: u64,
        folded: bool,
    },
    /// With at most `trips` iterations, no VF's whole run beats the
    /// scalar loop's.
    NotProfitableOverTrips {
        vf: u32,
        run: u64,
        scalar_run: u64,
        trips: u64,
        folded: bool,
    },
    /// Priced for code size ([`VfRules::code_size`]): the chosen VF's
    /// iteration (`total`) is no larger than the scalar loop's.
    ProfitableCodeSize {
        vf: u32,
        total: u32,
        scalar: u32,
    },
    /// Priced for code size: no VF's iteration is as small as the scalar
    /// loop's.
    NotProfitableCodeSize {
        vf: u32,
        total: u32,
        scalar: u32,
    },
    /// Every VF was ruled out: the first one's reason.
    Rejected(VfRejection),
    NoLegalVf,
}

impl std::fmt::Display for BestReason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BestReason::None => Ok(()),
            BestReason::NotCandidate(r) => write!(f, "{r}"),
            BestReason::Illegal(r) => write!(f, "{r}"),
            BestReason::Profitable { per_lane, scalar } => {
                write!(f, "cost per lane {per_lane:.2} < scalar {scalar}")
            }
            BestReason::Forced => {
                f.write_str("vectorization forced by the loop's directive or hints")
            }
            BestReason::NotProfitable {
                vf,
                per_lane: Some(per_lane),
                scalar,
            } => write!(
                f,
                "not profitable: best VF {vf} costs {per_lane:.2} per lane, scalar {scalar}"
            ),
            BestReason::NotProfitable {
                vf,
                per_lane: None,
                scalar,
            } => write!(
                f,
                "not profitable: best VF {vf} costs {}, scalar {scalar}",
                super::EMULATED_TEXT
            ),
            BestReason::ProfitableOverTrips {
                vf,
                run,
                scalar_run,
                trips,
                folded,
            } => write!(
                f,
                "{}, at most {trips} iterations: VF {vf} costs {run} in all < scalar {scalar_run}",
                run_kind(*folded)
            ),
            BestReason::NotProfitableOverTrips {
                vf,
                run,
                scalar_run,
                trips,
                folded,
            } => write!(
                f,
                "not profitable: {}, at most {trips} iterations: best VF {vf} costs {run} in all, scalar {scalar_run}",
                run_kind(*folded)
            ),
            BestReason::ProfitableCodeSize { vf, total, scalar } => write!(
                f,
                "priced by code size: VF {vf} costs {total} per iteration <= scalar {scalar}"
            ),
            BestReason::NotProfitableCodeSize { vf, total, scalar } => write!(
                f,
                "not profitable: priced by code size: best VF {vf} costs {total} per iteration, scalar {scalar}"
            ),
            BestReason::Rejected(r) => write!(f, "{r}"),
            BestReason::NoLegalVf => f.write_str("no legal VF"),
        }
    }
}

/// How a whole run is counted: vector iterations only (the tail folded)
/// or with the scalar epilogue's iterations.
fn run_kind(folded: bool) -> &'static str {
    if folded {
        "tail folded"
    } else {
        "with the scalar epilogue"
    }
}

/// Where LLVM 14's and LLVM 22's choice of the VF differ (the rest of
/// `isMoreProfitable` and `selectVectorizationFactor` is the same).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct VfRules {
    /// With a constant bound `n` on the trip count, whole runs are
    /// compared also when a scalar epilogue runs the remainder: a VF's
    /// cost times `⌊n / VF⌋` plus the scalar loop's times `n mod VF`
    /// (LLVM 22's `isMoreProfitable` with `HasTail`). LLVM 14 compares
    /// runs only with the tail folded.
    pub runs_with_epilogue: bool,
    /// The loop is priced for code size (LLVM 22 in a `minsize` function:
    /// `CostKind` is `TCK_CodeSize`): `isMoreProfitable` compares whole
    /// vector iterations, not lanes, a tie going to the wider VF, and the
    /// scalar loop's iteration is the one to beat. LLVM 14 always priced
    /// throughput.
    pub code_size: bool,
    /// A VF whose plan has a replicate region (lanes run one by one under
    /// a mask: `pred.load`, `pred.store`, a predicated division) is not
    /// considered in a function compiled for size (LLVM 22's
    /// `computeBestVF`, `OptForSize && hasReplicatorRegion`), unless
    /// vectorization is forced. LLVM 14 priced such plans.
    pub no_replicate_for_size: bool,
}

impl VfRules {
    /// The rules of `profile` for a function that is `minsize` or not,
    /// `optsize` (or `minsize`) or not.
    pub fn of(profile: lanes_db::Profile, min_size: bool, opt_size: bool) -> VfRules {
        let llvm22 = profile == lanes_db::Profile::Llvm22;
        VfRules {
            runs_with_epilogue: llvm22,
            code_size: llvm22 && min_size,
            no_replicate_for_size: llvm22 && (opt_size || min_size),
        }
    }
}

/// Why a VF of the table was not chosen.
#[derive(Clone, PartialEq, Debug)]
pub enum RowReason {
    Rejected(VfRejection),
    /// The loop is not legal to vectorize.
    Illegal,
    MoreExpensive {
        per_lane: f64,
        best: f64,
    },
    /// As cheap per lane as a narrower VF, which LLVM keeps.
    TiesNarrower,
    NotCheaper {
        per_lane: f64,
        scalar: u32,
    },
    /// With the tail folded and at most `trips` iterations: the whole run
    /// costs more than the best VF's (or the scalar loop's, `best_vf` 1).
    MoreExpensiveOverTrips {
        run: u64,
        best_run: u64,
        best_vf: u32,
        trips: u64,
    },
    /// Priced for code size: the iteration is larger than the best VF's
    /// (`best_vf` 1: the scalar loop's).
    LargerIteration {
        total: u32,
        best: u32,
        best_vf: u32,
    },
    NoPlan,
    /// An access the plan emulates lane by lane under a mask, which LLVM
    /// prices with a placeholder (`EMULATED_MASKED_LOAD`) to keep it scalar.
    Emulated,
}

impl std::fmt::Display for RowReason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RowReason::Rejected(r) => write!(f, "{r}"),
            RowReason::Illegal => f.write_str("illegal"),
            RowReason::MoreExpensive { per_lane, best } => {
                write!(f, "more expensive: {per_lane:.2} per lane > {best:.2}")
            }
            RowReason::TiesNarrower => f.write_str("ties with a narrower VF"),
            RowReason::NotCheaper { per_lane, scalar } => {
                write!(
                    f,
                    "not cheaper than scalar: {per_lane:.2} per lane >= {scalar}"
                )
            }
            RowReason::MoreExpensiveOverTrips {
                run,
                best_run,
                best_vf,
                trips,
            } => {
                let best = if *best_vf == 1 {
                    "scalar".to_string()
                } else {
                    format!("VF {best_vf}")
                };
                write!(
                    f,
                    "more expensive over at most {trips} iterations: {run} in all >= {best} {best_run}"
                )
            }
            RowReason::LargerIteration {
                total,
                best,
                best_vf,
            } => {
                let best_is = if *best_vf == 1 {
                    "scalar".to_string()
                } else {
                    format!("VF {best_vf}")
                };
                write!(
                    f,
                    "larger by code size: {total} per iteration > {best_is} {best}"
                )
            }
            RowReason::NoPlan => f.write_str("no plan"),
            RowReason::Emulated => write!(
                f,
                "{}: an access emulated lane by lane under a mask, which LLVM prices out of reach",
                super::EMULATED_TEXT
            ),
        }
    }
}

impl VfRow {
    /// A candidate's row before the choice: its cost, and why it is out
    /// when it is rejected or its cost is LLVM's placeholder (no price).
    fn of(c: &Candidate) -> VfRow {
        let emulated = c.cost.as_ref().is_some_and(|x| x.emulated);
        let reason = match &c.rejected {
            Some(r) => Some(RowReason::Rejected(r.clone())),
            None if emulated => Some(RowReason::Emulated),
            None => None,
        };
        VfRow {
            vf: c.vf,
            total: c.cost.as_ref().map(|x| x.total),
            per_lane: c.cost.as_ref().map(|x| x.per_lane),
            emulated,
            chosen: false,
            reason: reason.map(Reason::new),
        }
    }
}

/// What [`choose`] needs for one candidate VF.
pub struct Candidate {
    pub vf: u32,
    /// A reason this VF cannot be used at all.
    pub rejected: Option<VfRejection>,
    pub cost: Option<VPlanCost>,
}

/// The best VF: the lowest cost per lane, ties to the narrower VF; it must
/// beat the scalar loop unless vectorization is forced. When the tail is
/// folded and the trip count has a constant bound, the whole runs are
/// compared instead: a VF's cost times `⌈bound / VF⌉` (LLVM 14's
/// `isMoreProfitable`, with SCEV's `getSmallConstantMaxTripCount`); with
/// [`VfRules::runs_with_epilogue`], also with a scalar epilogue.
pub fn choose(lg: &Legality, scalar_cost: u32, cands: Vec<Candidate>, rules: VfRules) -> BestVf {
    let mut best = BestVf {
        header: lg.header.clone(),
        vf: 1,
        cost: scalar_cost,
        per_lane: f64::from(scalar_cost),
        scalar_cost,
        trip_count: lg.trip_count,
        ..BestVf::default()
    };
    if !lg.candidate {
        best.reason = lg
            .not_candidate
            .clone()
            .map(|r| Reason::new(BestReason::NotCandidate(r)));
        return best;
    }
    if let Some(r) = lg.refusals.first().filter(|_| !lg.is_plannable()) {
        best.reason = Some(Reason::new(BestReason::Illegal(r.clone())));
        best.rows = cands.iter().map(|c| illegal_row(c.vf)).collect();
        return best;
    }
    // LLVM 14's `isMoreProfitable`: with the tail folded and a constant
    // bound on the trip count, the cost of the whole run (a vector
    // iteration per `vf` iterations, rounded up); else the cost per lane.
    let folded = cands
        .iter()
        .any(|c| c.cost.as_ref().is_some_and(|x| x.fold_tail));
    let trips = (!rules.code_size && (folded || rules.runs_with_epilogue))
        .then(|| lg.trip_count.or(lg.max_trip_count))
        .flatten()
        .filter(|&n| n > 0 && n <= u64::from(u32::MAX));
    let run = |vf: u32, total: u32| {
        let vf = u64::from(vf);
        trips.map(|n| {
            if folded {
                u64::from(total) * n.div_ceil(vf)
            } else {
                u64::from(total) * (n / vf) + u64::from(scalar_cost) * (n % vf)
            }
        })
    };
    // (vf, per-lane, total)
    let mut winner: Option<(u32, f64, u32)> = None;
    let mut rows = Vec::new();
    for c in cands {
        let row = VfRow::of(&c);
        if c.rejected.is_none()
            && let Some(cost) = &c.cost
            // LLVM's `isMoreProfitable`: strictly cheaper (the VFs come
            // narrowest first).
            && winner.is_none_or(|(vf, pl, total)| match (run(c.vf, cost.total), run(vf, total)) {
                // Code size: the smaller iteration, ties to the wider VF.
                _ if rules.code_size => cost.total <= total,
                (Some(a), Some(b)) => a < b,
                _ => cost.per_lane < pl,
            })
        {
            winner = Some((c.vf, cost.per_lane, cost.total));
        }
        rows.push(row);
    }
    let forced = lg.forced || lg.width_hint.is_some();
    let scalar_run = run(1, scalar_cost);
    if let Some((vf, pl, total)) = winner {
        let over_trips = run(vf, total).zip(scalar_run).zip(trips);
        let beats_scalar = match over_trips {
            _ if rules.code_size => total <= scalar_cost,
            Some(((r, s), _)) => r < s,
            None => pl < f64::from(scalar_cost),
        };
        if beats_scalar || forced {
            best.vectorized = true;
            best.vf = vf;
            best.cost = total;
            best.per_lane = pl;
            best.reason = Some(Reason::new(profitable(
                (vf, total, pl),
                beats_scalar,
                over_trips,
                rules,
                scalar_cost,
                folded,
            )));
        } else {
            let emulated = rows.iter().any(|r| r.vf == vf && r.emulated);
            best.reason = Some(Reason::new(not_profitable(
                (vf, total, pl),
                emulated,
                over_trips,
                rules,
                scalar_cost,
                folded,
            )));
        }
    } else {
        // Every VF was ruled out: the first reason says why.
        let first = rows.iter().find_map(|r| match &r.reason {
            Some(Reason {
                kind: RowReason::Rejected(why),
                ..
            }) => Some(BestReason::Rejected(why.clone())),
            _ => None,
        });
        best.reason = Some(Reason::new(first.unwrap_or(BestReason::NoLegalVf)));
    }
    explain_rows(&mut rows, &best, rules, &run, trips);
    // A VF was chosen: now the refusals LLVM decides after the choice
    // (`RefusalKind::after_plan`) keep the loop scalar.
    if best.vectorized
        && let Some(r) = lg.refusals.first()
    {
        refuse_after_plan(&mut best, &mut rows, r);
    }
    best.rows = rows;
    best
}

/// Keeps the chosen VF's loop scalar when its best known trip count
/// (`expected`) is below the minimum profitable one (`min`) that the work
/// outside the vector loop asks for ([`super::outside`], LLVM 22's
/// `isOutsideLoopWorkProfitable`): LLVM refuses with the remark of the
/// memory checks.
pub fn refuse_below_min_trip_count(best: &mut BestVf, min: u64, expected: u64) {
    let r = Refusal {
        kind: crate::legal::RefusalKind::CantReorderMemOps,
        message: format!(
            "cannot prove it is safe to reorder memory operations (at most {expected} iterations, below the minimum profitable trip count {min} at VF {}: the vector loop does not pay for the work outside it)",
            best.vf
        ),
        subject: None,
        at: None,
    };
    let mut rows = std::mem::take(&mut best.rows);
    refuse_after_plan(best, &mut rows, &r);
    best.rows = rows;
}

/// Why each row other than the chosen one was not chosen, as the
/// comparison that ruled it out: code size, whole runs or cost per lane.
fn explain_rows(
    rows: &mut [VfRow],
    best: &BestVf,
    rules: VfRules,
    run: &dyn Fn(u32, u32) -> Option<u64>,
    trips: Option<u64>,
) {
    for row in rows.iter_mut() {
        if best.vectorized && row.vf == best.vf {
            row.chosen = true;
            row.reason = None;
        } else if rules.code_size
            && row.reason.is_none()
            && let Some(total) = row.total
        {
            row.reason = Some(Reason::new(if total == best.cost && best.vectorized {
                RowReason::TiesNarrower
            } else {
                RowReason::LargerIteration {
                    total,
                    best: best.cost,
                    best_vf: best.vf,
                }
            }));
        } else if row.reason.is_none()
            && let Some(((r, b), n)) = row
                .total
                .and_then(|t| run(row.vf, t))
                .zip(run(best.vf, best.cost))
                .zip(trips)
        {
            row.reason = Some(Reason::new(if r == b && best.vectorized {
                RowReason::TiesNarrower
            } else {
                RowReason::MoreExpensiveOverTrips {
                    run: r,
                    best_run: b,
                    best_vf: best.vf,
                    trips: n,
                }
            }));
        } else if row.reason.is_none() {
            row.reason = Some(Reason::new(match (row.per_lane, best.vectorized) {
                (Some(pl), true) if pl > best.per_lane => RowReason::MoreExpensive {
                    per_lane: pl,
                    best: best.per_lane,
                },
                (Some(_), true) => RowReason::TiesNarrower,
                (Some(pl), false) => RowReason::NotCheaper {
                    per_lane: pl,
                    scalar: best.scalar_cost,
                },
                (None, _) => RowReason::NoPlan,
            }));
        }
    }
}

impl BestVf {
    /// The VF table: one row per VF with its total, cost per lane and ratio
    /// to the scalar loop; `*` marks the chosen VF, rejected VFs say why.
    pub fn table(&self) -> String {
        use std::fmt::Write as _;
        let mut out = String::new();
        let _ = writeln!(
            out,
            "loop {}: {}{}",
            self.header,
            if self.vectorized {
                format!("vectorized with VF {}", self.vf)
            } else {
                "not vectorized".to_string()
            },
            self.reason
                .as_ref()
                .map(|r| format!(" ({r})"))
                .unwrap_or_default()
        );
        let _ = writeln!(out, "    VF  total  per lane  vs scalar");
        let s = f64::from(self.scalar_cost.max(1));
        let _ = writeln!(
            out,
            "{}    1 {:>6} {:>9.2} {:>10.2}",
            if self.vectorized { " " } else { "*" },
            self.scalar_cost,
            f64::from(self.scalar_cost),
            1.0
        );
        for r in &self.rows {
            let (t, p, v) = match (r.total, r.per_lane) {
                _ if r.emulated => ("-".into(), "-".into(), "-".into()),
                (Some(t), Some(p)) => (t.to_string(), format!("{p:.2}"), format!("{:.2}", p / s)),
                _ => ("-".into(), "-".into(), "-".into()),
            };
            let _ = writeln!(
                out,
                "{} {:>4} {:>6} {:>9} {:>10}{}",
                if r.chosen { "*" } else { " " },
                r.vf,
                t,
                p,
                v,
                r.reason
                    .as_ref()
                    .map(|x| format!("  {x}"))
                    .unwrap_or_default()
            );
        }
        out
    }
}

/// Why a VF is not weighed against the others.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum VfRejection {
    /// No candidate for the loop ([`crate::vls::VfCandidates`]).
    Candidate(CandidateRejection),
    /// Beyond the legality's max safe VF.
    BeyondMaxSafe(u32),
    /// The loop's width hint asks for another VF.
    WidthHint(u32),
    /// Wider than one register of the widest type.
    Width {
        register_bits: u32,
        widest: u32,
        lanes: u32,
    },
    /// More lanes than the trip count.
    AboveTripCount(u64),
    /// More lanes than the trip count less the iteration a scalar
    /// epilogue must run ([`Legality::vf_bound`]).
    AboveTripCountLessEpilogue(u64),
    /// The tail would have to fold by masking and cannot.
    TailFold(TailFoldRefusal),
    /// The tail cannot fold at the largest feasible VF, which refuses the
    /// loop at every VF (LLVM's `computeMaxVF`).
    TailFoldAtMax(TailFoldRefusal, u32),
    /// The plan has no vector recipe.
    NoVectorInstructions,
    /// LLVM 22 builds no plan for the loop ([`Legality::no_plan`]).
    NoPlan(String),
    /// The plan runs lanes one by one under a mask, in a function
    /// compiled for size ([`VfRules::no_replicate_for_size`]).
    ReplicateRegionForSize,
    /// The plan's pricing read an entry its price sheet lacks.
    MissingPrice(MissingPrice),
}

impl std::fmt::Display for VfRejection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            VfRejection::Candidate(r) => write!(f, "{r}"),
            VfRejection::BeyondMaxSafe(m) => write!(f, "illegal: beyond the max safe VF {m}"),
            VfRejection::WidthHint(h) => write!(f, "the loop asks for VF {h}"),
            VfRejection::Width {
                register_bits,
                widest,
                lanes,
            } => write!(
                f,
                "wider than one {register_bits}-bit register of the widest type (i{widest}: {lanes} lanes)"
            ),
            VfRejection::AboveTripCount(n) => write!(f, "VF exceeds the trip count {n}"),
            VfRejection::AboveTripCountLessEpilogue(n) => write!(
                f,
                "VF exceeds the trip count {n} less the iteration the scalar epilogue runs (a load interleave group misses its last member)"
            ),
            VfRejection::TailFold(why) => write!(f, "{why}"),
            VfRejection::TailFoldAtMax(why, max_vf) => {
                write!(f, "{why} (at the largest VF, {max_vf})")
            }
            VfRejection::NoVectorInstructions => {
                f.write_str("no vector instructions: every recipe stays scalar")
            }
            VfRejection::NoPlan(why) => write!(f, "no vector plan is built ({why})"),
            VfRejection::ReplicateRegionForSize => f.write_str(
                "replicated blocks (lanes one by one under a mask), which a function compiled for size does not allow",
            ),
            VfRejection::MissingPrice(m) => write!(f, "{m}"),
        }
    }
}

/// The VFs to weigh and, before any cost, why some cannot be used: the
/// candidates' own rejections (an `omp simd` loop keeps the VFs only the
/// dependence analysis' bound rules out, up to its safelen), the max safe
/// VF, the loop's width hint, one register of the widest type, the trip
/// count, and a tail that would have to fold and cannot (at this VF or, as
/// LLVM's `computeMaxVF` asks, at the largest feasible VF).
pub fn screen_vfs(
    lg: &Legality,
    cands: &VfCandidates,
    register_bits: u32,
) -> Vec<(u32, Option<VfRejection>)> {
    let widest = lg.widest_bits.max(8);
    let width_cap = (register_bits / widest).max(1);
    let max_vf = lg.max_vf(register_bits);
    let loop_fold_err = lg.fold_tail(max_vf, max_vf).err();
    let mut all: Vec<(u32, Option<VfRejection>)> = cands.vfs.iter().map(|&v| (v, None)).collect();
    for (v, r) in &cands.rejected {
        let dep_bound = matches!(r.kind, CandidateRejection::DependenceBound(_));
        let keep = dep_bound && lg.max_safe_vf.is_none_or(|m| *v <= m);
        all.push((*v, (!keep).then_some(VfRejection::Candidate(r.kind))));
    }
    all.sort_by_key(|x| x.0);
    for (vf, rejected) in &mut all {
        if rejected.is_none() {
            *rejected = screen(lg, *vf, register_bits, width_cap, max_vf);
        }
        if rejected.is_none()
            && let Some(why) = &loop_fold_err
        {
            *rejected = Some(VfRejection::TailFoldAtMax(why.clone(), max_vf));
        }
    }
    all
}

/// The first rule that rules `vf` out, in the order they are reported.
fn screen(
    lg: &Legality,
    vf: u32,
    register_bits: u32,
    width_cap: u32,
    max_vf: u32,
) -> Option<VfRejection> {
    // A user VF of 1 is the only VF LLVM plans (`LoopVectorizationPlanner::plan`).
    if lg.scalar_width_hint {
        return Some(VfRejection::WidthHint(1));
    }
    if let Some(why) = &lg.no_plan {
        return Some(VfRejection::NoPlan(why.clone()));
    }
    if let Some(m) = lg.max_safe_vf.filter(|&m| vf > m) {
        return Some(VfRejection::BeyondMaxSafe(m));
    }
    if let Some(h) = lg.user_vf().filter(|&h| h != vf) {
        return Some(VfRejection::WidthHint(h));
    }
    if lg.width_hint.is_none() && vf > width_cap {
        return Some(VfRejection::Width {
            register_bits,
            widest: lg.widest_bits.max(8),
            lanes: width_cap,
        });
    }
    if let Some(n) = lg.trip_count.filter(|&n| {
        let bound = lg.vf_bound(n);
        u64::from(vf) > bound && lg.clamps_to_trip_count(bound)
    }) {
        return Some(if lg.vf_bound(n) < n {
            VfRejection::AboveTripCountLessEpilogue(n)
        } else {
            VfRejection::AboveTripCount(n)
        });
    }
    // A VF that divides the trip count is ruled out with the largest one
    // (below), where the loop's decision to fold is made.
    if lg.trip_count.is_some_and(|n| n % u64::from(vf.max(1)) == 0) {
        return None;
    }
    lg.fold_tail(vf, max_vf).err().map(VfRejection::TailFold)
}

/// Why a priced VF is no vector loop: its plan has no vector recipe and
/// only divides the loop control by the VF (LLVM skips such VFs too, judged
/// on its own plan), unless vectorization is forced or the plan is an
/// outer loop's.
pub fn scalar_plan(lg: &Legality, cost: &VPlanCost) -> Option<VfRejection> {
    (cost.vector_recipes == 0 && !(lg.forced || lg.width_hint.is_some() || lg.outer))
        .then_some(VfRejection::NoVectorInstructions)
}

/// Whether a VF is out because its plan has a replicate region and the
/// function is compiled for size ([`VfRules::no_replicate_for_size`]);
/// forced vectorization keeps it. A trivially dead instruction (`dead`,
/// LLVM 22's `collectValuesToIgnore`) makes no region: VPlan removes it.
pub fn replicate_for_size(
    lg: &Legality,
    cost: &VPlanCost,
    rules: VfRules,
    dead: &[InstId],
) -> Option<VfRejection> {
    let region = cost.replicated.iter().any(|i| !dead.contains(i));
    (rules.no_replicate_for_size && region && !lg.forced)
        .then_some(VfRejection::ReplicateRegionForSize)
}
