//! Every instruction of the loop (LLVM's `canVectorizeInstrs` after the
//! header phis): calls, instructions with no vector form, loads and stores
//! that are not simple, values used after the loop, and what keeps the body
//! from running under a mask.

use lanes_ir::{Extra, Flags, InstId, Opcode, Value};
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

/// LLVM's `canVectorizeWithIfConvert`, before any instruction is checked:
/// block by block in the loop's order (`Loop::getBlocks`), a terminator
/// other than a branch ([`terminator_refusal`]), then a block that needs
/// predication (it does not dominate the latch) holding what cannot run
/// under a mask (`blockCanBePredicated`: a call that may access memory or
/// throw, a constant operand that may trap), or a block that needs none,
/// other than the header, whose phis (turned into selects, which evaluate
/// every incoming value) have a constant that may trap
/// (`canIfConvertPHINodes`). The first such block refuses the loop.
/// Both versions if-convert only a loop of more than one block
/// (`NumBlocks != 1`): LLVM 14 refuses a one-block loop ending in a
/// `switch` by its exit count first; LLVM 22 refuses a latch that does
/// not end in a branch as control flow it does not understand
/// (`canVectorizeLoopCFG`) before any of this. A one-block `switch` loop
/// SCEV counts LLVM 14 vectorizes into invalid IR; lanes refuses it after
/// the count.
pub(super) fn switch_after_count(cx: &LoopCtx, inp: &LegalInputs) -> bool {
    inp.profile == lanes_db::Profile::Llvm14 && cx.data().blocks.len() == 1
}

/// Why block `b`'s terminator keeps the loop from being if-converted.
/// LLVM 14 takes only a branch and words every other terminator as a
/// `switch` ("loop contains a switch statement"). LLVM 22 if-converts a
/// `switch` (its edge masks are compares with the cases,
/// [`crate::predicate`]) except in a block that leaves the loop ("Loop
/// contains an unsupported switch"), and refuses any other terminator
/// (`invoke`, `callbr`, `indirectbr`: "Loop contains an unsupported
/// terminator").
fn terminator_refusal(
    cx: &LoopCtx,
    inp: &LegalInputs,
    b: lanes_ir::BlockId,
) -> Option<(InstId, &'static str)> {
    let t = cx.func.terminator(b)?;
    let op = cx.func.insts[t].opcode;
    if op == Opcode::Br {
        return None;
    }
    let why = match inp.profile {
        lanes_db::Profile::Llvm14 => "loop contains a switch statement",
        lanes_db::Profile::Llvm22 if op != Opcode::Switch => {
            "Loop contains an unsupported terminator"
        }
        lanes_db::Profile::Llvm22 if cx.data().exiting.contains(&b) => {
            "Loop contains an unsupported switch"
        }
        lanes_db::Profile::Llvm22 => return None,
    };
    Some((t, why))
}

/// LLVM 22's `canVectorizeLoopCFG`: a latch whose terminator is not a
/// branch (a `switch`, an `invoke`) is control flow the vectorizer does
/// not understand, asked before if-conversion.
fn latch_not_branch(cx: &LoopCtx, inp: &LegalInputs) -> Option<InstId> {
    if inp.profile != lanes_db::Profile::Llvm22 {
        return None;
    }
    cx.data().latches.iter().find_map(|&l| {
        let t = cx.func.terminator(l)?;
        (cx.func.insts[t].opcode != Opcode::Br).then_some(t)
    })
}

/// The terminator rule of a one-block loop, where LLVM 14 asks it after
/// the exit count ([`switch_after_count`]).
pub(super) fn check_switch_after_count(cx: &LoopCtx, inp: &LegalInputs, lg: &mut Legality) {
    if !switch_after_count(cx, inp) {
        return;
    }
    if let Some((t, why)) = terminator_refusal(cx, inp, cx.data().header) {
        lg.refusals
            .push(refusal_at(cx, RefusalKind::CFGNotUnderstood, why, t));
    }
}

pub(super) fn check_if_convert(cx: &LoopCtx, inp: &LegalInputs, lg: &mut Legality) {
    let data = cx.data();
    if let Some(t) = latch_not_branch(cx, inp) {
        let ends_in = match cx.func.insts[t].opcode {
            Opcode::Switch => "a switch",
            Opcode::Invoke => "an invoke",
            _ => "no branch",
        };
        lg.refusals.push(refusal_at(
            cx,
            RefusalKind::CFGNotUnderstood,
            format!(
                "loop control flow is not understood by vectorizer: the latch ends in {ends_in}"
            ),
            t,
        ));
        return;
    }
    if data.blocks.len() == 1 {
        return;
    }
    for b in cx.rpo_blocks() {
        if let Some((t, why)) = terminator_refusal(cx, inp, b) {
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

/// A load or store: simple (not atomic or volatile), a nontemporal one X86
/// can widen, of a scalar type (which may widen `widest`).
fn check_access(cx: &LoopCtx, i: InstId, lg: &mut Legality, widest: &mut u32) {
    let inst = &cx.func.insts[i];
    if let Extra::Mem { atomic, .. } = &inst.extra
        && (atomic.is_some() || inst.flags.contains(Flags::VOLATILE))
    {
        let what = if inst.opcode == Opcode::Load {
            "read with atomic ordering or volatile read"
        } else {
            "write with atomic ordering or volatile write"
        };
        lg.refusals
            .push(refusal_at(cx, RefusalKind::NonSimpleAccess, what, i));
    }
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
