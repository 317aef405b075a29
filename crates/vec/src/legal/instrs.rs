//! Every instruction of the loop (LLVM's `canVectorizeInstrs` after the
//! header phis): calls, instructions with no vector form, loads and stores
//! that are not simple, values used after the loop, and what keeps the body
//! from running under a mask.

use lanes_ir::{BlockId, Extra, InstId, Opcode, Value};
use lanes_target::ScalarKind;

use super::calls::{check_call, unpredicable};
use super::{
    LegalInputs, Legality, NoTailFolding, RefusalKind, Unpredicable, inst_text, refusal_at,
    scalar_kind, users,
};
use crate::cx::LoopCtx;

/// What the walk over the body found besides refusals.
pub(super) struct BodyFacts {
    /// Why the whole body could not run under a mask (tail folding).
    pub(super) no_fold: Option<NoTailFolding>,
    /// Instructions whose value is used after the loop.
    pub(super) live_outs: Vec<InstId>,
}

/// LLVM 14's `canVectorize` if-converts only a loop of more than one
/// block (`NumBlocks != 1`): a one-block loop ending in a `switch` (or any
/// terminator but a branch) is refused by its exit count first. LLVM 22
/// refuses a latch that ends in anything but a branch as control flow it
/// does not understand before that (`canVectorizeLoopCFG`). A one-block
/// `switch` loop SCEV counts LLVM 14 vectorizes into invalid IR; lanes
/// refuses it after the count.
pub(super) fn switch_after_count(cx: &LoopCtx, inp: &LegalInputs) -> bool {
    inp.profile == lanes_db::Profile::Llvm14 && cx.data().blocks.len() == 1
}

/// The refusal of block `b`'s terminator, if any: its instruction and
/// LLVM's words. LLVM 14's `canVectorizeWithIfConvert` takes a branch
/// only ("loop contains a switch statement", whatever the terminator).
/// LLVM 22 refuses a latch ending in anything but a branch in
/// `canVectorizeLoopCFG` (asked before if-conversion, see
/// [`check_latch_terminator`]); `canVectorizeWithIfConvert` if-converts a
/// `switch` (its edge masks are compares with the cases,
/// [`crate::predicate`]) except in a block that leaves the loop ("Loop
/// contains an unsupported switch"), and refuses any other terminator
/// (`invoke`, `callbr`, `indirectbr`: "Loop contains an unsupported
/// terminator").
fn terminator_refusal(
    cx: &LoopCtx,
    inp: &LegalInputs,
    b: BlockId,
) -> Option<(InstId, &'static str)> {
    let t = cx.func.terminator(b)?;
    let op = cx.func.insts[t].opcode;
    if op == Opcode::Br {
        return None;
    }
    let data = cx.data();
    let why = match inp.profile {
        lanes_db::Profile::Llvm14 => "loop contains a switch statement",
        lanes_db::Profile::Llvm22 if data.latches == [b] => latch_words(op),
        lanes_db::Profile::Llvm22 if op != Opcode::Switch => {
            "Loop contains an unsupported terminator"
        }
        lanes_db::Profile::Llvm22 if data.exiting.contains(&b) => {
            "Loop contains an unsupported switch"
        }
        lanes_db::Profile::Llvm22 => return None,
    };
    Some((t, why))
}

/// LLVM 22's words for a latch that ends in `op`, not a branch.
fn latch_words(op: Opcode) -> &'static str {
    if op == Opcode::Switch {
        "loop control flow is not understood by vectorizer: the latch ends in a switch"
    } else {
        "loop control flow is not understood by vectorizer: the latch does not end in a branch"
    }
}

/// LLVM 22's `canVectorizeLoopCFG`: the latch must end in a branch, a
/// shape rule asked before if-conversion (and in a loop of one block, which
/// is not if-converted). Whether it refused.
fn check_latch_terminator(cx: &LoopCtx, inp: &LegalInputs, lg: &mut Legality) -> bool {
    if inp.profile != lanes_db::Profile::Llvm22 {
        return false;
    }
    // Several latches are merged by loop-simplify into a new one, which
    // branches back unconditionally; theirs are if-converted.
    let latch = cx.data().latches.iter().find_map(|&b| {
        let t = cx
            .func
            .terminator(b)
            .filter(|_| cx.data().latches.len() == 1)?;
        let op = cx.func.insts[t].opcode;
        (op != Opcode::Br).then_some((t, op))
    });
    if let Some((t, op)) = latch {
        lg.refusals.push(refusal_at(
            cx,
            RefusalKind::CFGNotUnderstood,
            latch_words(op),
            t,
        ));
    }
    latch.is_some()
}

/// The terminator rule where LLVM 14 asks it after the exit count
/// ([`switch_after_count`]): the one block's terminator.
pub(super) fn check_switch_after_count(cx: &LoopCtx, inp: &LegalInputs, lg: &mut Legality) {
    if !switch_after_count(cx, inp) {
        return;
    }
    if let Some((t, why)) = cx
        .data()
        .blocks
        .first()
        .and_then(|&b| terminator_refusal(cx, inp, b))
    {
        lg.refusals
            .push(refusal_at(cx, RefusalKind::CFGNotUnderstood, why, t));
    }
}

/// LLVM's `canVectorizeWithIfConvert`, before any instruction is checked,
/// block by block in the loop's order: the block's terminator
/// ([`terminator_refusal`]), then, for a block that needs predication (it
/// does not dominate the latch), what cannot run under a mask
/// (`blockCanBePredicated`: a call that may access memory or throw, a
/// constant operand that may trap), or, for a block that needs none other
/// than the header, a phi (turned into a select, which evaluates every
/// incoming value) with a constant that may trap (`canIfConvertPHINodes`).
/// The first such block refuses the loop.
pub(super) fn check_if_convert(cx: &LoopCtx, inp: &LegalInputs, lg: &mut Legality) {
    let data = cx.data();
    if check_latch_terminator(cx, inp, lg) {
        return;
    }
    for b in data.blocks.iter().copied() {
        if !switch_after_count(cx, inp)
            && let Some((t, why)) = terminator_refusal(cx, inp, b)
        {
            lg.refusals
                .push(refusal_at(cx, RefusalKind::CFGNotUnderstood, why, t));
            return;
        }
        // A block that does not dominate the latch (the one loop-simplify
        // makes of several: every old latch) runs under a mask.
        let predicated =
            !data.latches.is_empty() && !data.latches.iter().all(|&l| cx.dom.dominates(b, l));
        for &i in &cx.func.blocks[b].insts {
            let inst = &cx.func.insts[i];
            let traps = || {
                inst.operands
                    .iter()
                    .any(|v| v.as_const().is_some_and(|c| c.can_trap()))
            };
            let why = if predicated {
                match unpredicable(cx, i, inp.readnone_calls) {
                    Some(Unpredicable::TrappingConstant) => "a constant operand may trap",
                    Some(Unpredicable::MemoryCall) if !inp.quiet_calls.contains(&i) => {
                        "a call that may access memory or throw cannot be masked"
                    }
                    _ => continue,
                }
            } else if inst.opcode == Opcode::Phi && b != data.header && traps() {
                "a phi's incoming constant may trap"
            } else {
                continue;
            };
            lg.refusals.push(refusal_at(
                cx,
                RefusalKind::NoCFGForSelect,
                format!("control flow cannot be substituted for a select ({why})"),
                i,
            ));
            return;
        }
    }
}

/// Checks every instruction of the loop; sets the live-outs, the calls and
/// the widest type.
pub(super) fn check_instructions(cx: &LoopCtx, inp: &LegalInputs, lg: &mut Legality) -> BodyFacts {
    let data = cx.data();
    let users = users(cx);
    let mut widest = 0u32;
    let dead = match inp.profile {
        lanes_db::Profile::Llvm14 => Default::default(),
        lanes_db::Profile::Llvm22 => crate::dead::trivially_dead(cx),
    };
    let mut facts = BodyFacts {
        no_fold: None,
        live_outs: Vec::new(),
    };
    for b in data.blocks.iter().copied() {
        for &i in &cx.func.blocks[b].insts {
            if let Some(why) = unpredicable(cx, i, inp.readnone_calls) {
                facts
                    .no_fold
                    .get_or_insert_with(|| NoTailFolding::Unpredicable(why, inst_text(cx, i)));
            }
            // LLVM 22 ignores a dead load's or store's type (`collectValuesToIgnore`).
            let mut w = widest;
            check_instruction(cx, inp, i, lg, &mut w);
            if !dead.contains(&i) {
                widest = w;
            }
            // Live-outs.
            if let Some(us) = users.get(i)
                && us
                    .iter()
                    .any(|u| !cx.contains_block(cx.func.insts[*u].block))
            {
                lg.live_outs.push(cx.name(&Value::Inst(i)));
                facts.live_outs.push(i);
            }
        }
    }
    for r in &lg.reductions {
        widest = widest.max(r.elem.bits());
    }
    lg.widest_bits = if widest == 0 { 8 } else { widest };
    facts
}

/// Checks instruction `i` by its opcode; a load or store widens `widest`.
fn check_instruction(
    cx: &LoopCtx,
    inp: &LegalInputs,
    i: InstId,
    lg: &mut Legality,
    widest: &mut u32,
) {
    let inst = &cx.func.insts[i];
    match inst.opcode {
        Opcode::Call => check_call(cx, inp, i, lg),
        Opcode::Invoke
        | Opcode::CallBr
        | Opcode::LandingPad
        | Opcode::VAArg
        | Opcode::Fence
        | Opcode::CmpXchg
        | Opcode::AtomicRmw
        | Opcode::IndirectBr => lg.refusals.push(refusal_at(
            cx,
            RefusalKind::CantVectorizeInstruction,
            "instruction cannot be vectorized",
            i,
        )),
        // Refused by `check_if_convert`.
        Opcode::Switch => {}
        Opcode::Load | Opcode::Store => check_access(cx, i, lg, widest),
        Opcode::Phi | Opcode::Br | Opcode::Alloca => {}
        _ => {
            // `canVectorizeInstrs`: a result type with no vector
            // form, and any `extractelement`.
            if inst.opcode == Opcode::ExtractElement
                || !inst.ty.is_void() && (inst.ty.is_vector() || scalar_kind(inst.ty).is_none())
            {
                lg.refusals.push(refusal_at(
                    cx,
                    RefusalKind::CantVectorizeInstructionReturnType,
                    "instruction return type cannot be vectorized",
                    i,
                ));
            }
        }
    }
}

/// `canVectorizeInstrs` (LLVM 14 and 22): an instruction used after the
/// loop that is no reduction's exit value, induction update or phi
/// (`AllowedExit`) is allowed only while the loop needs no SCEV predicate
/// (its value after the loop would be the scalar SCEV's). Before LAA runs,
/// the predicates are those of the header phis taken as inductions under
/// `Assume`.
pub(super) fn check_live_outs_under_predicates(cx: &LoopCtx, body: &BodyFacts, lg: &mut Legality) {
    if !lg.inductions.iter().any(|iv| iv.predicated) {
        return;
    }
    let allowed = |i: InstId| {
        cx.func.insts[i].opcode == Opcode::Phi
            || lg.inductions.iter().any(|iv| iv.update == i)
            || lg.reductions.iter().any(|r| r.exit_inst == i)
    };
    if let Some(&i) = body.live_outs.iter().find(|&&i| !allowed(i)) {
        lg.refusals.push(refusal_at(
            cx,
            RefusalKind::ValueUsedOutsideLoop,
            "value cannot be used outside the loop (the loop's inductions need a SCEV predicate)",
            i,
        ));
    }
}

/// A load or store: a nontemporal one X86 can widen, of a scalar type
/// (which may widen `widest`). Whether it is simple (not atomic or
/// volatile) LAA asks later ([`super::memory::non_simple_access`]).
fn check_access(cx: &LoopCtx, i: InstId, lg: &mut Legality, widest: &mut u32) {
    let inst = &cx.func.insts[i];
    let ty = if inst.opcode == Opcode::Load {
        inst.ty
    } else {
        cx.func.value_ty(&inst.operands[0])
    };
    if inst.attachment("nontemporal").is_some()
        && let Some(k) = scalar_kind(ty).filter(|_| !ty.is_vector())
        && !nontemporal_legal(inst.opcode == Opcode::Load, k, &inst.extra)
    {
        let what = if inst.opcode == Opcode::Load {
            "nontemporal load instruction cannot be vectorized"
        } else {
            "nontemporal store instruction cannot be vectorized"
        };
        lg.refusals.push(refusal_at(
            cx,
            RefusalKind::CantVectorizeNontemporal,
            what,
            i,
        ));
    }
    match scalar_kind(ty) {
        Some(k) if !ty.is_vector() => *widest = (*widest).max(k.bits().max(8)),
        _ => lg.refusals.push(refusal_at(
            cx,
            RefusalKind::CantVectorizeInstruction,
            if inst.opcode == Opcode::Load {
                "instruction return type cannot be vectorized"
            } else {
                "store instruction cannot be vectorized"
            },
            i,
        )),
    }
}

/// Whether X86 has a nontemporal form of a two-lane vector of `k` (LLVM
/// asks `isLegalNTLoad`/`isLegalNTStore` for 2 elements): stores of 4 to 32
/// bytes and loads of 16 or 32, each aligned to its whole size.
fn nontemporal_legal(load: bool, k: ScalarKind, extra: &Extra) -> bool {
    let size = 2 * u64::from(k.bits().max(8) / 8);
    let align = match extra {
        Extra::Mem { align: Some(a), .. } => u64::from(*a),
        _ => size / 2,
    };
    if align < size {
        return false;
    }
    if load {
        matches!(size, 16 | 32)
    } else {
        matches!(size, 4 | 8 | 16 | 32)
    }
}
