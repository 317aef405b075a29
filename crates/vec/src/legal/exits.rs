//! The loop's shape (LLVM's `canVectorizeLoopCFG`, after loop-simplify):
//! one latch, and every exit counted by SCEV.

use lanes_db::affine::Term;
use lanes_db::loops::LoopIdx;
use lanes_ir::{Flags, InstId, Opcode, Predicate, Value};

use super::{Legality, Refusal, RefusalKind, inst_text, refusal};
use crate::cx::LoopCtx;

/// Checks the shape of the loop and, for an outer-loop plan, of every loop
/// inside it.
pub(super) fn check_shape(cx: &LoopCtx, lg: &mut Legality) {
    let trip_known = lg.trip_count.is_some();
    check_loop(cx, cx.l, trip_known, &mut lg.refusals);
    if lg.outer {
        let mut inner: Vec<LoopIdx> = cx.data().children.clone();
        while let Some(c) = inner.pop() {
            check_loop(cx, c, trip_known, &mut lg.refusals);
            inner.extend(cx.forest.loops[c].children.iter().copied());
        }
    }
}

/// The shape of loop `l`: one latch, an exit, every exit counted.
fn check_loop(cx: &LoopCtx, l: LoopIdx, trip_known: bool, refusals: &mut Vec<Refusal>) {
    let d = &cx.forest.loops[l];
    let latch = d.latch();
    // As LLVM 14: any block may exit as long as SCEV can count every
    // exit (an IV compared with an invariant); the vector loop runs only
    // iterations that take none of them, the scalar remainder the rest.
    // A known trip count counts the latch exit; an inner loop of an
    // outer-loop plan runs as a loop of its own and only its other
    // exits need a count.
    let counted = |b: lanes_ir::BlockId| {
        computable_branch(cx, l, b) || (Some(b) == latch && (l != cx.l || trip_known))
    };
    if latch.is_none() || d.exiting.is_empty() {
        let msg = if d.exiting.is_empty() {
            "loop control flow is not understood by vectorizer: the loop never exits"
        } else {
            "loop control flow is not understood by vectorizer: the loop has several latches"
        };
        refusals.push(refusal(RefusalKind::CFGNotUnderstood, msg, None));
    } else if let Some(&b) = d.exiting.iter().find(|&&b| !counted(b)) {
        refusals.push(refusal(
            RefusalKind::CantComputeNumberOfIterations,
            "could not determine number of loop iterations",
            cx.func.terminator(b).map(|t| inst_text(cx, t)),
        ));
    }
}

/// Whether block `b`'s branch compares an IV of loop `l` with an invariant.
fn computable_branch(cx: &LoopCtx, l: LoopIdx, b: lanes_ir::BlockId) -> bool {
    let exiting = b;
    let Some(t) = cx.func.terminator(exiting) else {
        return false;
    };
    let term = &cx.func.insts[t];
    let Some(c) = term.operands.first().and_then(Value::as_inst) else {
        return false;
    };
    let cmp = &cx.func.insts[c];
    if cmp.opcode != Opcode::ICmp {
        return false;
    }
    let iter = Term::Iter(l);
    let varies = |v: &Value| cx.form(v).is_some_and(|f| f.coeff(&iter) != 0);
    let in_l = |i: InstId| {
        cx.forest
            .loop_of(cx.func.insts[i].block)
            .is_some_and(|m| cx.forest.encloses(l, m))
    };
    let invariant = |v: &Value| {
        !v.as_inst().is_some_and(in_l)
            || cx.form(v).is_some_and(|f| {
                f.terms.iter().all(|(t, _)| match t {
                    Term::Iter(_) => false,
                    Term::Inst(i) => !in_l(*i),
                    _ => true,
                })
            })
    };
    // An IV of `l` whose start has no affine form (`undef`) still varies.
    let is_iv = |v: &Value| {
        v.as_inst().is_some_and(|d| {
            cx.aff
                .inductions_of(l)
                .any(|iv| iv.phi == d || iv.update == d)
        })
    };
    let (a, b) = (&cmp.operands[0], &cmp.operands[1]);
    let (iv, bound, pred) = if (varies(a) || is_iv(a)) && invariant(b) {
        (a, b, cmp.predicate())
    } else if (varies(b) || is_iv(b)) && invariant(a) {
        (b, a, cmp.predicate().map(Predicate::swapped))
    } else {
        return false;
    };
    let (Some(pred), Some(step)) = (pred, cx.form(iv).map(|f| f.coeff(&iter))) else {
        return true;
    };
    // The predicate under which the loop goes on.
    let stays = term.successors().first().is_some_and(|&s| {
        cx.forest
            .loop_of(s)
            .is_some_and(|m| cx.forest.encloses(l, m))
    });
    let pred = if stays { pred } else { pred.inverse() };
    use Predicate::*;
    match pred {
        // The IV moves away from the bound: the loop ends only by wrapping,
        // which SCEV does not count.
        Slt | Sle | Ult | Ule => step > 0,
        Sgt | Sge | Ugt | Uge => step < 0,
        // `iv != bound` with a step other than ±1 reaches the bound only if
        // the distance is a multiple of the step; SCEV assumes so only when
        // the increment cannot wrap (or both ends are constants).
        Ne | Eq if step.abs() != 1 => {
            let update = iv.as_inst().map(|d| {
                cx.aff
                    .inductions_of(l)
                    .find(|v| v.phi == d)
                    .map_or(d, |v| v.update)
            });
            let no_wrap = update.is_some_and(|u| {
                let ui = &cx.func.insts[u];
                match ui.opcode {
                    Opcode::GetElementPtr => ui.flags.contains(Flags::INBOUNDS),
                    Opcode::Add | Opcode::Sub => {
                        ui.flags.contains(Flags::NUW) || ui.flags.contains(Flags::NSW)
                    }
                    _ => false,
                }
            });
            let constant_ends = cx.form(iv).is_some_and(|f| f.terms.len() == 1)
                && cx.form(bound).is_some_and(|f| f.terms.is_empty());
            no_wrap || constant_ends
        }
        _ => true,
    }
}
