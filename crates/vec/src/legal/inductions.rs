//! The header phis (LLVM's `canVectorizeInstrs` on phis): each is a
//! reduction, an induction (integer, pointer, floating-point, or one under
//! a no-wrap predicate) or a first-order recurrence, else the loop is
//! refused.

use lanes_db::affine::{Affine, Step, Term};
use lanes_ir::{InstId, Opcode, Value};
use lanes_target::ScalarKind;
use rustc_hash::FxHashSet;

use super::recurrence::recurrence;
use super::reductions::reduction;
use super::{
    InductionDesc, LegalInputs, Legality, RefusalKind, refusal, refusal_at, scalar_kind, users,
};
use crate::cx::LoopCtx;

/// Classifies every phi of the header into the legality's inductions,
/// reductions and recurrences, refusing the others.
pub(super) fn classify_header_phis(cx: &LoopCtx, inp: &LegalInputs, lg: &mut Legality) {
    let users = users(cx);
    let header = cx.data().header;
    let mut sunk: FxHashSet<InstId> = FxHashSet::default();
    for &i in &cx.func.blocks[header].insts {
        let inst = &cx.func.insts[i];
        if inst.opcode != Opcode::Phi {
            break;
        }
        // `canVectorizeInstr` (LLVM 14 and 22): a phi of a type other than
        // an integer, floating-point or pointer one (a vector phi), or a
        // header phi without exactly two incoming values. Loop-simplify
        // has merged several latches into one: the phi has one incoming
        // value from them (a phi of the new latch where they differ, which
        // is then no induction).
        let ty = inst.ty;
        let scalar = ty.is_int() || ty.is_ptr() || ty.is_float();
        let d = cx.data();
        let incoming = if d.latches.len() > 1 && super::exits::one_latch(cx, d) {
            let outside = inst.blocks.iter().filter(|&&b| !d.contains(b)).count();
            outside + 1
        } else {
            inst.operands.len()
        };
        if !scalar || incoming != 2 {
            lg.refusals.push(refusal_at(
                cx,
                RefusalKind::CFGNotUnderstood,
                "loop control flow is not understood by vectorizer",
                i,
            ));
            continue;
        }
        // A reduction first, as LLVM's `canVectorizeInstrs`: an induction
        // whose value only its update reads (and the code after the loop) is
        // an add reduction.
        if let Some(r) = reduction(cx, i, users, inp.no_nans_nsz_fn, inp.profile) {
            lg.reductions.push(r);
            continue;
        }
        if let Some(iv) = induction(cx, i) {
            lg.inductions.push(iv);
            continue;
        }
        if let Some((iv, exact)) = fp_induction(cx, i) {
            // `getExactFPMathInst`: an update without `reassoc` may not be
            // reordered (`canVectorizeFPMath`) unless the hints allow it.
            if exact && !lg.allows_reordering() {
                lg.refusals.push(refusal_at(
                    cx,
                    RefusalKind::CantReorderFPOps,
                    "cannot prove it is safe to reorder floating-point operations (the floating-point induction's update has no reassoc flag)",
                    iv.update,
                ));
            }
            lg.inductions.push(iv);
            continue;
        }
        if let Some(r) = recurrence(cx, i, users, &mut sunk, inp.profile) {
            lg.recurrences.push(r);
            continue;
        }
        let why = (inp.profile == lanes_db::Profile::Llvm22)
            .then(|| super::find_iv::sentinel_note(cx, i))
            .flatten()
            .unwrap_or_else(|| {
                "a header phi that is no induction, reduction or first-order recurrence".into()
            });
        lg.refusals.push(refusal_at(
            cx,
            RefusalKind::NonReductionValueUsedOutsideLoop,
            format!(
                "value that could not be identified as reduction is used outside the loop ({why})"
            ),
            i,
        ));
    }
    // LLVM 22 pairs a min/max read outside its chain with the find-last
    // reduction of its index when it builds the plan, or builds none.
    if inp.profile == lanes_db::Profile::Llvm22 {
        lg.no_plan = super::multi_use::plan_refusal(cx, lg, users)
            .or_else(|| super::min_max_num::nan_check_plan_refusal(cx, lg));
    }
    // `canVectorizeInstrs` ends by giving up (without a remark) when the
    // previous value of a recurrence had to sink after another recurrence's:
    // dominance of its users may not hold once it moved.
    if let Some(r) = lg
        .recurrences
        .iter()
        .find(|r| sunk.contains(&r.previous_inst))
    {
        lg.refusals.push(refusal(
            RefusalKind::RecurrenceSinkConflict,
            format!(
                "the first-order recurrence {} needs {} as its previous value, which must itself sink after another recurrence's",
                r.name, r.previous
            ),
            None,
        ));
    }
}

/// An integer or pointer induction SCEV finds (a step of 0 is no induction
/// for SCEV: the phi folds to its start), or one under a no-wrap predicate.
/// A pointer induction needs a constant step (`isInductionPHI`: "Pointer
/// induction should be a constant").
fn induction(cx: &LoopCtx, i: InstId) -> Option<InductionDesc> {
    let kind = scalar_kind(cx.func.insts[i].ty).unwrap_or(ScalarKind::I64);
    if let Some(iv) = cx.aff.inductions_of(cx.l).find(|iv| {
        iv.phi == i
            && iv.step != Step::Const(0)
            && !(iv.is_pointer && matches!(iv.step, Step::Invariant { .. }))
    }) {
        return Some(InductionDesc {
            phi: i,
            name: cx.name(&Value::Inst(i)),
            start: cx.name(&iv.start),
            step: match iv.step {
                Step::Const(c) => i64::try_from(c).ok(),
                Step::Invariant { .. } => None,
            },
            pointer: iv.is_pointer,
            update: iv.update,
            kind,
            predicated: false,
        });
    }
    predicated_induction(cx, i).or_else(|| shifted_induction(cx, i))
}

/// `phi = [s, preheader], [b, latch]` where `b` is an affine recurrence of
/// the loop, `{b0,+,c}`, and `s = b0 - c`: the phi is `b` one iteration
/// late, `{s,+,c}` (LLVM's `createAddRecFromPHI`: `SCEVShiftRewriter` and
/// `SCEVInitRewriter`, the "i = j" form). `b` may be another induction,
/// its update, or any value affine in the iteration (a GEP of an
/// induction: a pointer phi that trails an address). Integer and pointer
/// phis; under typed pointers the step must be a multiple of the pointee's
/// size (LLVM 14's `InductionDescriptor::isInductionPHI`).
fn shifted_induction(cx: &LoopCtx, phi: InstId) -> Option<InductionDesc> {
    let f = cx.func;
    let inst = &f.insts[phi];
    let bits = match inst.ty.int_bits() {
        Some(b) => b,
        None if inst.ty.is_ptr() => 64,
        None => return None,
    };
    let latch = cx.data().latch()?;
    if inst.operands.len() != 2 {
        return None;
    }
    let k = inst.incoming_index(latch)?;
    let back = inst.operands[k].as_inst()?;
    let start = &inst.operands[1 - k];
    if cx.in_loop(start) || back == phi || !cx.contains_block(f.insts[back].block) {
        return None;
    }
    // The affine forms look through integer casts, SCEV does not: a
    // `zext` and a `sext` of one value are two expressions to it.
    let (c, predicated) = if cast_free(cx, &Value::Inst(back), 0) && cast_free(cx, start, 0) {
        (affine_shift(cx, phi, back, start, bits)?, false)
    } else if let Some(c) = cast_shift(cx, phi, back, start, bits) {
        (c, false)
    } else {
        (wrapping_cast_shift(cx, phi, back, start, bits)?, true)
    };
    Some(InductionDesc {
        phi,
        name: cx.name(&Value::Inst(phi)),
        start: cx.name(start),
        step: i64::try_from(c).ok(),
        pointer: inst.ty.is_ptr(),
        update: back,
        kind: scalar_kind(inst.ty)?,
        predicated,
    })
}

/// The step of a shifted integer phi whose latch value extends a narrow
/// induction that may wrap (`sext` of `{x0,+,c}` without `nsw`, `zext`
/// without `nuw`): SCEV keeps the extension (the phi is `(sext i16
/// {0,+,3} to i64)`), which `isInductionPHI` with `Assume` turns into the
/// recurrence `{ext(x0 - c),+,sext(c)}` under a no-wrap predicate on the
/// narrow one (`SCEVPredicateRewriter::visitSignExtendExpr`,
/// `visitZeroExtendExpr`; LLVM 14 and 22). The phi's constant start must
/// be the extension of the narrow recurrence one step back, and the
/// extension must stay one (checked with `opt` 14 and `opt-22` over starts
/// 0–5 and steps 1–4).
fn wrapping_cast_shift(
    cx: &LoopCtx,
    phi: InstId,
    back: InstId,
    start: &Value,
    bits: u32,
) -> Option<i128> {
    let f = cx.func;
    let ext = &f.insts[back];
    let signed = match ext.opcode {
        Opcode::SExt => true,
        Opcode::ZExt => false,
        _ => return None,
    };
    if f.insts[phi].ty.is_ptr() {
        return None;
    }
    let start = start.as_int()?;
    let y = ext.operands[0].as_inst()?;
    let narrow = f.insts[y].ty.int_bits()?;
    let iv = cx
        .aff
        .inductions_of(cx.l)
        .find(|iv| !iv.is_pointer && (iv.phi == y || iv.update == y))?;
    if f.insts[iv.phi].ty.int_bits() != Some(narrow) {
        return None;
    }
    let Step::Const(c) = iv.step else {
        return None;
    };
    let c = sext_bits(c, narrow);
    let s0 = iv.start.as_int()?;
    // `getSignExtendExpr` / `getZeroExtendExpr` split a constant start's
    // low bits below the step's lowest set bit off the extension
    // (`extractConstantWithoutWrapping`: `sext {3,+,2}` is `1 + sext
    // {2,+,2}`); `createAddRecFromPHI` shifts a latch value back only when
    // it is no sum, so such a phi stays unknown to SCEV.
    let low = (1i128 << c.trailing_zeros().min(narrow)) - 1;
    if s0 & low != 0 {
        return None;
    }
    // `y` is `{s0,+,c}` (the phi) or `{s0+c,+,c}` (its update): one step
    // back it starts at `s0 - c` or `s0`.
    let back_start = if iv.update == y { s0 } else { s0 - c };
    let extended = if signed {
        sext_bits(back_start, narrow)
    } else {
        back_start & ((1i128 << narrow) - 1)
    };
    (c != 0 && sext_bits(extended, bits) == sext_bits(start, bits)).then_some(c)
}

/// The step of a shifted phi whose latch value `back` and `start` have
/// affine forms built without a cast: `back`'s form steps with the loop
/// over invariant terms, and `start` is that form one step back.
fn affine_shift(cx: &LoopCtx, phi: InstId, back: InstId, start: &Value, bits: u32) -> Option<i128> {
    let f = cx.func;
    let iter = Term::Iter(cx.l);
    let fb = cx.aff.form_with(&Value::Inst(back), cx.tl)?;
    let c = fb.coeff(&iter);
    // Every other term must be invariant in the loop: SCEV's rewriters give
    // up on a recurrence of another loop inside this one or on a value the
    // loop defines.
    let invariant = fb.terms.iter().all(|(t, _)| match t {
        Term::Iter(m) => *m == cx.l || !cx.forest.encloses(cx.l, *m),
        Term::Inst(i) => !cx.contains_block(f.insts[*i].block),
        _ => true,
    });
    if c == 0 || !invariant {
        return None;
    }
    let shifted_start = fb.without(&iter).add(&Affine::constant(-c));
    let fs = cx.aff.form_with(start, cx.tl)?;
    let same = fs.terms == shifted_start.terms
        && sext_bits(fs.constant, bits) == sext_bits(shifted_start.constant, bits);
    if !same {
        return None;
    }
    if let Some(size) = f.insts[phi]
        .ty
        .pointee()
        .and_then(|t| cx.tl.alloc_size(t))
        .filter(|&s| s > 0)
        && c % i128::from(size) != 0
    {
        return None;
    }
    Some(c)
}

/// The step of a shifted integer phi whose latch value goes through a
/// cast: SCEV still folds it when it is an add recurrence with a constant
/// start, as the `zext` of an induction that cannot wrap
/// (`find_iv::constant_add_rec`), and the phi's constant start is that
/// recurrence one step back.
fn cast_shift(cx: &LoopCtx, phi: InstId, back: InstId, start: &Value, bits: u32) -> Option<i128> {
    if cx.func.insts[phi].ty.is_ptr() {
        return None;
    }
    let start = start.as_int()?;
    let (j0, c) = super::find_iv::constant_add_rec(cx, &Value::Inst(back))?;
    (c != 0 && sext_bits(j0 - c, bits) == sext_bits(start, bits)).then_some(c)
}

/// Whether the affine form of `v` is built without looking through an
/// integer cast (`sext`, `zext`, `trunc`, pointer-integer casts, or a GEP
/// index narrower than 64 bits, which the GEP sign-extends): then the form
/// is the SCEV expression itself. An induction contributes its start; a
/// value the forms do not decompose is an opaque term.
fn cast_free(cx: &LoopCtx, v: &Value, depth: u32) -> bool {
    let Some(i) = v.as_inst() else {
        return true;
    };
    if depth > 16 {
        return false;
    }
    let inst = &cx.func.insts[i];
    let ops = || inst.operands.iter().all(|o| cast_free(cx, o, depth + 1));
    match inst.opcode {
        Opcode::SExt | Opcode::ZExt | Opcode::Trunc | Opcode::PtrToInt | Opcode::IntToPtr => false,
        Opcode::Phi => cx
            .aff
            .induction(i)
            .is_none_or(|iv| cast_free(cx, &iv.start, depth + 1)),
        Opcode::GetElementPtr => {
            inst.operands[1..]
                .iter()
                .all(|o| cx.func.value_ty(o).int_bits().is_none_or(|b| b >= 64))
                && ops()
        }
        Opcode::Add
        | Opcode::Sub
        | Opcode::Mul
        | Opcode::Shl
        | Opcode::Or
        | Opcode::Xor
        | Opcode::BitCast
        | Opcode::AddrSpaceCast => ops(),
        _ => true,
    }
}

/// A floating-point induction (LLVM's `InductionDescriptor::isFPInductionPHI`):
/// `x = phi [start, preheader], [x ± step, latch]` with an `fadd` of the phi
/// (either side) or an `fsub` from it, and a step defined outside the loop.
/// Returns the induction and whether its update is exact FP math (no
/// `reassoc`).
fn fp_induction(cx: &LoopCtx, phi: InstId) -> Option<(InductionDesc, bool)> {
    let f = cx.func;
    let inst = &f.insts[phi];
    let kind = scalar_kind(inst.ty)?;
    if !kind.is_float() || !inst.ty.is_float() || inst.operands.len() != 2 {
        return None;
    }
    let latch = cx.data().latch()?;
    let k = inst.incoming_index(latch)?;
    let back = inst.operands[k].as_inst()?;
    let start = &inst.operands[1 - k];
    if cx.in_loop(start) {
        return None;
    }
    let bop = &f.insts[back];
    let me = Value::Inst(phi);
    let addend = match bop.opcode {
        Opcode::FAdd if bop.operands[0] == me => &bop.operands[1],
        Opcode::FAdd if bop.operands[1] == me => &bop.operands[0],
        Opcode::FSub if bop.operands[0] == me => &bop.operands[1],
        _ => return None,
    };
    if cx.in_loop(addend) {
        return None;
    }
    let desc = InductionDesc {
        phi,
        name: cx.name(&me),
        start: cx.name(start),
        step: None,
        pointer: false,
        update: back,
        kind,
        predicated: false,
    };
    Some((desc, !bop.flags.allows_reassoc()))
}

/// A header phi that is an induction only under a no-wrap predicate (LLVM's
/// `InductionDescriptor::isInductionPHI` with `Assume`, through
/// `PredicatedScalarEvolution`):
///
/// * its latch value is `ext(n.next) * c` for a narrow IV `n` of the loop
///   with a constant step, and its start is `ext(n.start) * c`: the phi is
///   `{ext(n.start) * c, +, ext(step) * c}` while `n` does not wrap;
/// * its latch value is `cast(phi) + step` with an invariant step, where
///   `cast` re-extends a truncation of the phi (`sext(trunc)`, `zext(trunc)`
///   or `ashr exact (shl x, k), k`): the cast is the identity while the phi
///   fits the narrow type.
fn predicated_induction(cx: &LoopCtx, phi: InstId) -> Option<InductionDesc> {
    let f = cx.func;
    let inst = &f.insts[phi];
    let kind = scalar_kind(inst.ty)?;
    if kind.is_float() || !inst.ty.is_int() {
        return None;
    }
    let latch = cx.data().latch()?;
    let k = inst.incoming_index(latch)?;
    let back = inst.operands.get(k)?;
    let start = inst.operands.get(1 - k.min(1))?;
    if inst.operands.len() != 2 || cx.in_loop(start) {
        return None;
    }
    let def = |v: &Value| v.as_inst().map(|i| &f.insts[i]);
    let const_of = |v: &Value| v.as_const().and_then(|c| c.as_int());
    // `x * c` / `x << c` → (x, c).
    let scaled = |v: &Value| -> (Value, i128) {
        match def(v) {
            Some(d) if d.opcode == Opcode::Mul => {
                match (const_of(&d.operands[0]), const_of(&d.operands[1])) {
                    (_, Some(c)) => (d.operands[0].clone(), c),
                    (Some(c), _) => (d.operands[1].clone(), c),
                    _ => (v.clone(), 1),
                }
            }
            Some(d) if d.opcode == Opcode::Shl => match const_of(&d.operands[1]) {
                Some(c) if (0..64).contains(&c) => (d.operands[0].clone(), 1i128 << c),
                _ => (v.clone(), 1),
            },
            _ => (v.clone(), 1),
        }
    };
    let desc = |step: Option<i64>, update: InstId| InductionDesc {
        phi,
        name: cx.name(&Value::Inst(phi)),
        start: cx.name(start),
        step,
        pointer: false,
        update,
        kind,
        predicated: true,
    };
    // Extension of a narrow IV's next value.
    let (x, c) = scaled(back);
    if let Some(ext) = def(&x).filter(|d| matches!(d.opcode, Opcode::ZExt | Opcode::SExt)) {
        let narrow = ext.operands[0].as_inst()?;
        let n = cx.aff.inductions_of(cx.l).find(|iv| iv.update == narrow)?;
        let Step::Const(step) = n.step else {
            return None;
        };
        let (sx, sc) = scaled(start);
        let same_start =
            sc == c && def(&sx).is_some_and(|d| d.opcode == ext.opcode && d.operands[0] == n.start);
        if !same_start || n.is_pointer {
            return None;
        }
        return Some(desc(i64::try_from(step * c).ok(), back.as_inst()?));
    }
    // The latch value as SCEV sees it: the phi (or a re-extension of its
    // truncation) plus loop-invariant addends.
    let bits = inst.ty.int_bits()?;
    let mut sum = PhiSum::default();
    if !sum.walk(cx, phi, back, bits, false) {
        return None;
    }
    let update = back.as_inst()?;
    let wrap = |c: i128| sext_bits(c, bits);
    let step = wrap(sum.constant);
    if sum.symbolic == 0 && step == 0 {
        // A step of 0 folds the recurrence to its start.
        return None;
    }
    let const_step = (sum.symbolic == 0)
        .then(|| i64::try_from(step).ok())
        .flatten();
    match sum.phi? {
        PhiUse::Plain => Some(InductionDesc {
            predicated: false,
            ..desc(const_step, update)
        }),
        PhiUse::Reext { signed, bits: n } => {
            // `createAddRecFromPHIWithCasts`: the start must equal its own
            // re-extension and the step its sign-extension, unless that is
            // left to a run-time check (a value SCEV cannot compare).
            let fits = |c: i128, signed: bool| {
                let t = if signed {
                    sext_bits(c, n)
                } else {
                    c & ((1i128 << n) - 1)
                };
                wrap(t) == wrap(c)
            };
            if const_of(start).is_some_and(|c| !fits(c, signed)) {
                return None;
            }
            if sum.symbolic == 0 && !fits(step, true) {
                return None;
            }
            Some(desc(const_step, update))
        }
    }
}

/// `c` as a signed value of `bits` bits.
fn sext_bits(c: i128, bits: u32) -> i128 {
    if bits >= 128 {
        return c;
    }
    let sh = 128 - bits;
    (c << sh) >> sh
}

/// How the phi enters its latch value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum PhiUse {
    /// As itself: `createAddRecFromPHI`.
    Plain,
    /// As `ext(trunc(phi to i<bits>))`: `createAddRecFromPHIWithCasts`
    /// (`isSimpleCastedPHI`), an induction under a no-wrap predicate.
    Reext { signed: bool, bits: u32 },
}

/// A latch value as the SCEV add expression of the phi and loop-invariant
/// addends.
#[derive(Default, Debug)]
struct PhiSum {
    phi: Option<PhiUse>,
    constant: i128,
    /// Non-constant invariant addends.
    symbolic: usize,
    /// Addends under a truncation that stay a truncation (`getTruncateExpr`
    /// distributes over an add only while fewer than two do).
    truncs: usize,
}

impl PhiSum {
    /// Adds `v` (truncated to the phi's `bits` when `narrowed`) to the sum.
    /// The folds are SCEV's: an add or a subtraction of an invariant is an
    /// add expression, `trunc` distributes over adds and cancels an
    /// extension or a truncation, `and x, 2^k-1` is `zext(trunc x)` and
    /// `ashr (shl x, k), k` is `sext(trunc x)` (`createSCEV`).
    fn walk(&mut self, cx: &LoopCtx, phi: InstId, v: &Value, bits: u32, narrowed: bool) -> bool {
        let f = cx.func;
        let width = f.value_ty(v).int_bits();
        if *v == Value::Inst(phi) {
            return !narrowed && self.phi.replace(PhiUse::Plain).is_none();
        }
        if !cx.in_loop(v) {
            if let Some(c) = v.as_int() {
                self.constant += c;
            } else {
                self.symbolic += 1;
                self.truncs += usize::from(narrowed);
            }
            return self.truncs < 2;
        }
        let Some(d) = v.as_inst().map(|i| &f.insts[i]) else {
            return false;
        };
        let op = |k: usize| &d.operands[k];
        let int = |k: usize| op(k).as_int();
        let width_of = |k: usize| f.value_ty(op(k)).int_bits();
        match d.opcode {
            Opcode::Add => {
                self.walk(cx, phi, op(0), bits, narrowed)
                    && self.walk(cx, phi, op(1), bits, narrowed)
            }
            Opcode::Sub if !cx.in_loop(op(1)) => {
                let before = self.constant;
                if !self.walk(cx, phi, op(1), bits, narrowed) {
                    return false;
                }
                // The subtrahend was added: negate its constant part.
                self.constant = 2 * before - self.constant;
                self.walk(cx, phi, op(0), bits, narrowed)
            }
            Opcode::Trunc => {
                width_of(0).is_some_and(|w| w > bits) && self.walk(cx, phi, op(0), bits, true)
            }
            Opcode::SExt | Opcode::ZExt if narrowed => {
                width_of(0).is_some_and(|w| w >= bits)
                    && self.walk(cx, phi, op(0), bits, w_gt(width_of(0), bits))
            }
            Opcode::SExt | Opcode::ZExt if width == Some(bits) => {
                let Some(t) = op(0).as_inst().map(|t| &f.insts[t]) else {
                    return false;
                };
                let (Some(n), true) = (
                    width_of(0),
                    t.opcode == Opcode::Trunc && t.operands[0] == Value::Inst(phi),
                ) else {
                    return false;
                };
                self.reext(d.opcode == Opcode::SExt, n)
            }
            Opcode::And if !narrowed && op(0) == &Value::Inst(phi) => match int(1) {
                Some(m) if m > 0 && (m + 1) & m == 0 && (m + 1).trailing_zeros() < bits => {
                    self.reext(false, (m + 1).trailing_zeros())
                }
                _ => false,
            },
            Opcode::AShr if !narrowed => {
                let Some(s) = op(0).as_inst().map(|s| &f.insts[s]) else {
                    return false;
                };
                match (int(1), s.operands.get(1).and_then(Value::as_int)) {
                    (Some(k), Some(k2))
                        if s.opcode == Opcode::Shl
                            && s.operands[0] == Value::Inst(phi)
                            && k == k2
                            && k > 0
                            && k < i128::from(bits) =>
                    {
                        self.reext(true, bits - k as u32)
                    }
                    _ => false,
                }
            }
            _ => false,
        }
    }

    fn reext(&mut self, signed: bool, bits: u32) -> bool {
        self.phi.replace(PhiUse::Reext { signed, bits }).is_none()
    }
}

/// Whether a width is known and larger than `bits`.
fn w_gt(w: Option<u32>, bits: u32) -> bool {
    w.is_some_and(|w| w > bits)
}

/// The end of LLVM's `canVectorizeInstrs` (LLVM 14 and 22): a loop needs an
/// induction, and one that is no floating-point induction (an integer or
/// pointer one gives the vector loop's widest induction type).
pub(super) fn check_primary(lg: &mut Legality) {
    if lg.inductions.is_empty() {
        lg.refusals.push(refusal(
            RefusalKind::NoInductionVariable,
            "loop induction variable could not be identified",
            None,
        ));
    } else if lg
        .inductions
        .iter()
        .all(|d| !d.pointer && d.kind.is_float())
    {
        lg.refusals.push(refusal(
            RefusalKind::NoIntegerInductionVariable,
            "integer loop induction variable could not be identified",
            None,
        ));
    }
}
