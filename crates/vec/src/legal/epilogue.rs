//! What the loop is to the vectorizer before any check (candidate, hints,
//! trip counts, whether a scalar epilogue may follow), and at the end of
//! the checks whether its tail can be folded by masking.

use super::instrs::BodyFacts;
use super::{
    Epilogue, LegalInputs, Legality, NoTailFolding, NotCandidate, RefusalKind, TINY_TRIP_COUNT,
    inst_text, refusal,
};
use crate::cx::LoopCtx;
use lanes_db::PreferPredicate;
use lanes_ir::InstId;
use rustc_hash::FxHashSet;

/// The legality before the checks: the loop, its hints and trip counts,
/// its epilogue policy and, when it is no candidate, why.
pub(super) fn initial(cx: &LoopCtx, inp: &LegalInputs) -> Legality {
    let data = cx.data();
    let wi = inp.wi;
    let mut lg = Legality {
        header: data.header_name.to_string(),
        candidate: wi.vectorize,
        outer: !data.is_innermost(),
        forced: wi.simd.is_some() || wi.hints.enable == Some(true),
        width_hint: wi
            .hints
            .width
            .filter(|&w| w > 1)
            .or(wi.simd.as_ref().and_then(|s| s.simdlen)),
        scalar_width_hint: wi.simd.is_none() && wi.hints.scalar_width(),
        interleave_hint: wi.hints.interleave_count(),
        trip_count: inp.trip_count,
        estimated_trip_count: inp
            .estimated_trip_count
            .filter(|_| inp.trip_count.is_none()),
        max_trip_count: super::exits::constant_max_btc(
            cx,
            inp.counts.loops[cx.l].exit_counts.max_btc(),
        )
        .and_then(|n| u64::try_from(n.checked_add(1)?).ok())
        .filter(|_| inp.trip_count.is_none()),
        ..Legality::default()
    };
    // LLVM's `getScalarEpilogueLowering`: `optsize`, then the command
    // line's `-prefer-predicate-over-epilogue`, then the loop's hint.
    let prefer = wi.hints.prefer_predicate;
    lg.epilogue = if inp.opt_size {
        Epilogue::OptSize
    } else if prefer == Some(PreferPredicate::PredicateDontVectorize) {
        Epilogue::PredicateOnly
    } else if prefer == Some(PreferPredicate::PredicateElseScalarEpilogue) {
        Epilogue::PreferPredicate
    } else if !lg.forced
        && lg
            .best_known_trip_count()
            .is_some_and(|n| n < TINY_TRIP_COUNT)
    {
        Epilogue::LowTripCount
    } else if prefer.is_none() && wi.hints.predicate == Some(true) {
        Epilogue::PredicateHint
    } else {
        Epilogue::Allowed
    };
    if !lg.candidate {
        lg.not_candidate = Some(not_candidate(cx, inp));
    }
    lg
}

/// Why the loop is not the one to vectorize.
fn not_candidate(cx: &LoopCtx, inp: &LegalInputs) -> NotCandidate {
    let data = cx.data();
    let h = inp.wi.hints;
    if data.irreducible {
        NotCandidate::Irreducible
    } else if h.enable == Some(false) {
        // `allowVectorization` asks `getForce` before `getIsVectorized`.
        NotCandidate::Disabled
    } else if h.force_disabled() {
        NotCandidate::DisableNonforced
    } else if h.all_disabled() {
        NotCandidate::AlreadyVectorized
    } else if !data.is_innermost() {
        NotCandidate::OuterLoop
    } else {
        let mut p = data.parent;
        let mut name = None;
        while let Some(x) = p {
            name = Some(cx.forest.loops[x].header_name.to_string());
            p = cx.forest.loops[x].parent;
        }
        NotCandidate::EnclosingOuterLoop(name.unwrap_or_default())
    }
}

/// Tail folding (`prepareToFoldTailByMasking`): only the reductions'
/// results may leave the loop, and every block must be predicable. Without
/// a scalar epilogue (`-Os`, a tiny trip count) the checks that need one
/// refuse the loop.
pub(super) fn check_tail(cx: &LoopCtx, inp: &LegalInputs, body: BodyFacts, lg: &mut Legality) {
    let data = cx.data();
    let wi = inp.wi;
    let mut no_fold = body.no_fold;
    let reduction_exits: FxHashSet<InstId> = lg.reductions.iter().map(|r| r.exit_inst).collect();
    if let Some(&i) = body
        .live_outs
        .iter()
        .find(|&&i| !reduction_exits.contains(&i))
    {
        no_fold.get_or_insert_with(|| NoTailFolding::LiveOut(inst_text(cx, i)));
    }
    if data.exiting.len() != 1 || data.latch() != data.exiting.first().copied() {
        no_fold = Some(NoTailFolding::OtherExit);
    }
    lg.no_tail_folding = no_fold;
    // `computeMaxVF` (both versions) before its epilogue policy: a loop
    // SCEV counts one iteration is no loop to vectorize.
    if lg.trip_count == Some(1) && !lg.outer {
        lg.refusals.push(refusal(
            RefusalKind::SingleIterationLoop,
            "loop trip count is one, irrelevant for vectorization",
            None,
        ));
    }
    if matches!(lg.epilogue, Epilogue::OptSize | Epilogue::LowTripCount) && wi.simd.is_none() {
        let why = if lg.epilogue == Epilogue::OptSize {
            "-Os/-Oz".to_string()
        } else {
            format!("a trip count below {TINY_TRIP_COUNT}")
        };
        // `runtimeChecksRequired` (both versions) asks for pointer checks
        // first, then SCEV predicates, then symbolic strides.
        if inp.deps.runtime_checks > 0 && !inp.parallel {
            lg.refusals.push(refusal(
                RefusalKind::CantVersionLoopWithOptForSize,
                format!("runtime pointer checks needed. Enable vectorization of this loop with '#pragma clang loop vectorize(enable)' when compiling with -Os/-Oz (no run-time checks under {why})"),
                None,
            ));
        }
        // Symbolic strides are versioned only outside functions optimized
        // for size.
        let stride_checks = inp.deps.stride_predicates > 0 && !inp.opt_size;
        if lg.inductions.iter().any(|iv| iv.predicated)
            || inp.deps.wrap_predicates > 0
            || stride_checks
        {
            lg.refusals.push(refusal(
                RefusalKind::CantVersionLoopWithOptForSize,
                format!("runtime SCEV checks needed, which {why} does not allow. Enable vectorization of this loop with '#pragma clang loop vectorize(enable)' when compiling with -Os/-Oz"),
                None,
            ));
        }
        // Only a bottom-tested loop with a single exit runs without one.
        // LLVM 22's `computeMaxVF` names the failure by the exact trip
        // count: none known is "complex control flow", else "optimize for
        // size" (LLVM 14's `opt` reports neither for such a loop).
        if data.exiting.len() != 1 || data.latch() != data.exiting.first().copied() {
            let unknown_count = inp.profile == lanes_db::Profile::Llvm22 && lg.trip_count.is_none();
            lg.refusals.push(if unknown_count {
                refusal(
                    RefusalKind::UnknownLoopCountComplexCFG,
                    format!("unable to calculate the loop count due to complex control flow (the loop exits from a block other than its latch and needs a scalar epilogue, which {why} does not allow)"),
                    None,
                )
            } else {
                refusal(
                    RefusalKind::NoTailLoopWithOptForSize,
                    format!("the loop exits from a block other than its latch and needs a scalar epilogue, which {why} does not allow"),
                    None,
                )
            });
        }
    }
}
