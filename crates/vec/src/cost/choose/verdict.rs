//! The reason a choice of VF gives: profitable (per lane, over the trips,
//! in code size) or forced, not profitable, or refused after the plan.

use super::{BestReason, BestVf, Reason, Refusal, RowReason, VfRow, VfRules};

/// The winning VF's runs over the trip count against the scalar loop's
/// (`((vector run, scalar run), trips)`), when a trip count decides.
pub(super) type OverTrips = Option<((u64, u64), u64)>;

/// Why the winner `(vf, total, per-lane cost)` is vectorized: it beats the
/// scalar loop (per lane, over the trips, or in code size), or it is
/// forced.
pub(super) fn profitable(
    (vf, total, pl): (u32, u32, f64),
    beats_scalar: bool,
    over_trips: OverTrips,
    rules: VfRules,
    scalar: u32,
    folded: bool,
) -> BestReason {
    match (beats_scalar, over_trips) {
        (false, _) => BestReason::Forced,
        (true, _) if rules.code_size => BestReason::ProfitableCodeSize { vf, total, scalar },
        (true, Some(((run, scalar_run), trips))) => BestReason::ProfitableOverTrips {
            vf,
            run,
            scalar_run,
            trips,
            folded,
        },
        (true, None) => BestReason::Profitable {
            per_lane: pl,
            scalar,
        },
    }
}

/// Why the winner `(vf, total, per-lane cost)` does not beat the scalar
/// loop; `emulated` when its cost is LLVM's placeholder, no price.
pub(super) fn not_profitable(
    (vf, total, pl): (u32, u32, f64),
    emulated: bool,
    over_trips: OverTrips,
    rules: VfRules,
    scalar: u32,
    folded: bool,
) -> BestReason {
    match over_trips {
        _ if rules.code_size => BestReason::NotProfitableCodeSize { vf, total, scalar },
        // LLVM's placeholder is no price: not a run's cost either.
        _ if emulated => BestReason::NotProfitable {
            vf,
            per_lane: None,
            scalar,
        },
        Some(((run, scalar_run), trips)) => BestReason::NotProfitableOverTrips {
            vf,
            run,
            scalar_run,
            trips,
            folded,
        },
        None => BestReason::NotProfitable {
            vf,
            per_lane: Some(pl),
            scalar,
        },
    }
}

/// The row of a VF that a refusal rules out.
pub(super) fn illegal_row(vf: u32) -> VfRow {
    VfRow {
        vf,
        total: None,
        per_lane: None,
        emulated: false,
        chosen: false,
        reason: Some(Reason::new(RowReason::Illegal)),
    }
}

/// Keeps the loop scalar after a VF was chosen, for the refusal `r` LLVM
/// decides after the choice: the chosen row keeps its costs and is marked
/// illegal.
pub(super) fn refuse_after_plan(best: &mut BestVf, rows: &mut [VfRow], r: &Refusal) {
    for row in rows.iter_mut().filter(|row| row.chosen) {
        row.chosen = false;
        row.reason = Some(Reason::new(RowReason::Illegal));
    }
    best.vectorized = false;
    best.vf = 1;
    best.cost = best.scalar_cost;
    best.per_lane = f64::from(best.scalar_cost);
    best.reason = Some(Reason::new(BestReason::Illegal(r.clone())));
}
