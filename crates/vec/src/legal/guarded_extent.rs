//! When the bound the guards of an early-exit loop put on its count proves
//! an access dereferenceable (LLVM 22's `isDereferenceableAndAlignedInLoop`
//! through `getStartAndEndForAccess` with the symbolic maximum
//! backedge-taken count).
//!
//! The latch leaves when an induction reaches a loop-invariant `n`; SCEV's
//! symbolic maximum count is then `n - c`, `c` being the first value the
//! latch compares. Which of these counts let the guards' bound on `n`
//! prove the accesses is read off `opt-22` 22.1.8 (a grid of starts,
//! offsets and strides over a global, each well within it): `c` of 0
//! always; `c` of 1 for an access of consecutive elements; otherwise only
//! an access from the object's first byte that steps by more than its
//! size (`for (i = 1; i < n; i++) if (a[i - 1] == k)` is proven from no
//! guard, `a[2 * (i - 1)]` is).

use lanes_ir::Opcode;

use crate::cx::LoopCtx;

/// Whether an access of `size` bytes stepping by `step` bytes an
/// iteration from byte `offset` of its object, in a loop whose count only
/// its guards bound, is proven within that bound (the caller then checks
/// the bound against the object).
pub(super) fn guard_bound_spans_access(cx: &LoopCtx, step: i128, size: i128, offset: i128) -> bool {
    if step <= 0 {
        return false;
    }
    match latch_count_start(cx) {
        Some(0) => true,
        Some(1) if step == size => true,
        Some(_) => offset == 0 && step > size,
        None => false,
    }
}

/// The first value of the induction the latch's compare tests against a
/// loop-invariant bound, when it counts up by one: the constant SCEV
/// subtracts from the bound in the latch's symbolic exit count.
fn latch_count_start(cx: &LoopCtx) -> Option<i128> {
    let f = cx.func;
    let latch = cx.data().latch()?;
    let br = &f.insts[f.terminator(latch)?];
    if br.opcode != Opcode::Br || br.blocks.len() != 2 {
        return None;
    }
    let cmp = &f.insts[br.operands[0].as_inst()?];
    if cmp.opcode != Opcode::ICmp {
        return None;
    }
    let (a, b) = (&cmp.operands[0], &cmp.operands[1]);
    let iv = match (cx.in_loop(a), cx.in_loop(b)) {
        (true, false) => a,
        (false, true) => b,
        _ => return None,
    };
    let form = cx.form(iv)?;
    let iter = cx.iter_term();
    (form.terms.len() == 1 && form.coeff(&iter) == 1).then_some(form.constant)
}
