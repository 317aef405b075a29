//! The loop's shape (LLVM's `canVectorizeLoopCFG`, after loop-simplify):
//! one latch, and every exit counted by SCEV. LLVM checks the two at
//! different points of `canVectorize`: the shape first, the count once the
//! instructions are checked (LLVM 14's LAA reports it as the memory
//! check's first failure, LLVM 22 just before the memory check), so a
//! refusal of the body's comes first.

use lanes_db::Profile;
use lanes_db::loops::{LoopForest, LoopIdx};

use super::{Legality, Refusal, RefusalKind, inst_text, refusal};
use crate::cx::LoopCtx;

/// What [`check_shape`] and [`check_counted`] look at.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Part {
    /// One latch, an exit (`canVectorizeLoopNestCFG`).
    Shape,
    /// Every exit counted (`getBackedgeTakenCount`).
    Count,
}

/// Whether the loop has one latch once loop-simplify has run (the
/// vectorizer runs `simplifyLoop` on every loop before legality, LLVM 14
/// and 22): several backedges are merged into one new latch block
/// (`insertUniqueBackedgeBlock`), unless one of them leaves an indirect
/// terminator (`indirectbr`, `callbr`), which cannot be split. The new
/// latch branches back unconditionally, so it never exits and an old
/// latch's exit is counted only where it dominates every old latch.
pub(super) fn one_latch(cx: &LoopCtx, d: &lanes_db::loops::LoopData) -> bool {
    match d.latches.len() {
        0 => false,
        1 => true,
        _ => d.latches.iter().all(|&b| {
            cx.func.terminator(b).is_none_or(|t| {
                !matches!(
                    cx.func.insts[t].opcode,
                    lanes_ir::Opcode::IndirectBr | lanes_ir::Opcode::CallBr
                )
            })
        }),
    }
}

/// Checks the shape of the loop and, for an outer-loop plan, of every loop
/// inside it.
pub(super) fn check_shape(cx: &LoopCtx, counts: &LoopForest, lg: &mut Legality) {
    check_nest(cx, counts, Profile::Llvm14, false, Part::Shape, lg);
}

/// Checks that SCEV counts every exit of the loop (and of the loops inside
/// an outer-loop plan). `uncountable`: LLVM 22's early-exit rules
/// (`early_exit`) decide about the loop's uncounted exits instead.
pub(super) fn check_counted(
    cx: &LoopCtx,
    counts: &LoopForest,
    profile: Profile,
    uncountable: bool,
    lg: &mut Legality,
) {
    check_nest(cx, counts, profile, uncountable, Part::Count, lg);
}

fn check_nest(
    cx: &LoopCtx,
    counts: &LoopForest,
    profile: Profile,
    uncountable: bool,
    part: Part,
    lg: &mut Legality,
) {
    let trip_known = lg.trip_count.is_some();
    let this = Counted {
        counts,
        profile,
        trip_known,
    };
    check_loop(cx, this, cx.l, uncountable, part, &mut lg.refusals);
    if lg.outer {
        let mut inner: Vec<LoopIdx> = cx.data().children.clone();
        while let Some(c) = inner.pop() {
            check_loop(cx, this, c, false, part, &mut lg.refusals);
            inner.extend(cx.forest.loops[c].children.iter().copied());
        }
    }
}

/// The shape of loop `l` (one latch, an exit) or its count (every exit
/// counted, for a loop of that shape).
/// What says whether an exit is counted: the exit counts, read under
/// `profile`, and whether the loop's trip count is known.
#[derive(Clone, Copy)]
struct Counted<'a> {
    counts: &'a LoopForest,
    profile: Profile,
    trip_known: bool,
}

fn check_loop(
    cx: &LoopCtx,
    Counted {
        counts,
        profile,
        trip_known,
    }: Counted,
    l: LoopIdx,
    uncountable: bool,
    part: Part,
    refusals: &mut Vec<Refusal>,
) {
    let d = &cx.forest.loops[l];
    let latch = d.latch();
    // As LLVM 14: any block may exit as long as SCEV can count every
    // exit (`lanes_db::exits`); the vector loop runs only iterations that
    // take none of them, the scalar remainder the rest.
    // A known trip count counts the latch exit; an inner loop of an
    // outer-loop plan runs as a loop of its own and only its other
    // exits need a count.
    let counted = |b: lanes_ir::BlockId| {
        uncountable
            || !counts.loops[l]
                .exit_counts
                .uncounted(profile)
                .any(|u| u == b)
            || (Some(b) == latch && (l != cx.l || trip_known))
    };
    let shapeless = !one_latch(cx, d) || d.exiting.is_empty();
    if shapeless && part == Part::Shape {
        let msg = if d.exiting.is_empty() {
            "loop control flow is not understood by vectorizer: the loop never exits"
        } else {
            "loop control flow is not understood by vectorizer: a backedge leaves an indirect branch, which loop-simplify cannot split"
        };
        refusals.push(refusal(RefusalKind::CFGNotUnderstood, msg, None));
    } else if part == Part::Count
        && !shapeless
        && let Some(&b) = d.exiting.iter().find(|&&b| !counted(b))
    {
        refusals.push(refusal(
            RefusalKind::CantComputeNumberOfIterations,
            "could not determine number of loop iterations",
            cx.func.terminator(b).map(|t| inst_text(cx, t)),
        ));
    }
}

/// SCEV's constant bound on the backedge-taken count
/// (`getConstantMaxBackedgeTakenCount`, and one more for
/// `getSmallConstantMaxTripCount`): the smallest of the exits' bounds,
/// the latch's exit `iv != n` bounded by what holds of `n` on entry to
/// the loop (`applyLoopGuards`: the compares guarding the loop, clang's
/// range check `n - 1 <u 4088`, `llvm.assume`, and an argument's `range`
/// attribute). LLVM 14 and 22 alike (read off `opt -passes='print<scalar-evolution>'`).
pub fn constant_max_btc(cx: &LoopCtx, db_max: Option<u128>) -> Option<u128> {
    let guarded = super::find_iv::guarded_latch_count(cx).and_then(|n| u128::try_from(n).ok());
    match (db_max, guarded) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}
