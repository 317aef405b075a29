//! LLVM 22's find-last and find-first induction reductions
//! (`RecurrenceDescriptor::isFindIVPattern`, `llvmorg-22.1.8`):
//! `r = select(cmp, iv, r)` where `iv` is an add recurrence of the loop.
//! The vector loop keeps, per lane, the last (largest, for an increasing
//! IV) or first (smallest, for a decreasing one) IV value selected, with a
//! sentinel standing for "never selected": the minimum of the type for
//! find-last, the maximum for find-first. The sentinel must lie outside
//! the range SCEV gives the IV, signed tried before unsigned, else the
//! phi is no reduction. LLVM 14 has none of this.
//!
//! The range is SCEV's for an affine add recurrence `{start,+,step}`
//! (`ScalarEvolution::getRangeRef`): the start's range, the no-wrap flags
//! (`nsw`: the signed range stays on the start's side; `nuw`: the unsigned
//! range does) and a constant bound on the backedge-taken count
//! (`getRangeForAffineAR`). The flags are the increment's, as SCEV takes
//! them for a loop-controlling increment (`isAddRecNeverPoison`); an
//! expression of the IV other than a cast keeps none
//! (`getAddExpr` propagates only no-self-wrap), so its range comes from
//! the trip count alone. Where lanes cannot bound the range, the loop is
//! refused, as LLVM refuses what SCEV cannot bound.
//!
//! Over 800 lines: the bounds the loop's guards give a count
//! (`applyLoopGuards`, read also by the trip-count policy and the early
//! exit's loads) share this interval arithmetic and these recurrences.

use lanes_db::affine::Step;
use lanes_ir::{Flags, InstId, Opcode, Predicate, Value};

use super::RecurKind;
use crate::cx::LoopCtx;

/// An inclusive interval of integers, read as signed or unsigned values
/// of a given width.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Interval {
    lo: i128,
    hi: i128,
}

/// `{start,+,step}` of the candidate loop, in `bits`-wide integers.
#[derive(Clone, Copy, Debug)]
struct AddRec {
    bits: u32,
    /// The start's signed and unsigned ranges.
    start_s: Interval,
    start_u: Interval,
    /// The step, sign-extended.
    step: i128,
    nsw: bool,
    nuw: bool,
}

fn smin(bits: u32) -> i128 {
    -(1i128 << (bits - 1))
}
fn smax(bits: u32) -> i128 {
    (1i128 << (bits - 1)) - 1
}
fn umax(bits: u32) -> i128 {
    (1i128 << bits) - 1
}
fn full_s(bits: u32) -> Interval {
    Interval {
        lo: smin(bits),
        hi: smax(bits),
    }
}
fn full_u(bits: u32) -> Interval {
    Interval {
        lo: 0,
        hi: umax(bits),
    }
}
/// `k` as a signed `bits`-wide value.
fn sext(k: i128, bits: u32) -> i128 {
    let m = k & umax(bits);
    if m > smax(bits) {
        m - (1i128 << bits)
    } else {
        m
    }
}
fn zext(k: i128, bits: u32) -> i128 {
    k & umax(bits)
}
/// The signed and unsigned ranges of the single value `k`.
fn exact(k: i128, bits: u32) -> (Interval, Interval) {
    let (s, u) = (sext(k, bits), zext(k, bits));
    (Interval { lo: s, hi: s }, Interval { lo: u, hi: u })
}
/// The unsigned range of a value whose signed range is `s`.
fn unsigned_of(s: Interval, bits: u32) -> Interval {
    if s.lo >= 0 {
        s
    } else if s.hi < 0 {
        Interval {
            lo: zext(s.lo, bits),
            hi: zext(s.hi, bits),
        }
    } else {
        full_u(bits)
    }
}

/// The recurrence kind of `select(cmp, other, phi)` (or with the phi
/// first) when `other` is an induction of the loop whose range keeps the
/// sentinel out: find-last for a positive step, find-first for a negative
/// one, signed before unsigned (`isFindIVPattern`'s `CheckRange`).
pub(super) fn find_iv_kind(cx: &LoopCtx, other: &Value) -> Option<RecurKind> {
    let ar = add_rec(cx, other, 0)?;
    let bits = ar.bits;
    let btc = max_backedge_taken(cx);
    let (s, u) = (signed_range(&ar, btc), unsigned_range(&ar, btc));
    if ar.step > 0 {
        // Valid range [min + 1, min): everything but the minimum.
        if s.lo > smin(bits) {
            return Some(RecurKind::FindLastIVSMax);
        }
        if u.lo > 0 {
            return Some(RecurKind::FindLastIVUMax);
        }
    } else if ar.step < 0 {
        // Valid range [min, max): everything but the maximum.
        if s.hi < smax(bits) {
            return Some(RecurKind::FindFirstIVSMin);
        }
        if u.hi < umax(bits) {
            return Some(RecurKind::FindFirstIVUMin);
        }
    }
    None
}

/// Why a header phi that LLVM 22 would take as a find-IV reduction but
/// for its range is refused: `r = select(cmp, iv, r)`, the phi's one use,
/// with `iv` a recurrence of the loop whose range may hold both sentinels.
pub(super) fn sentinel_note(cx: &LoopCtx, phi: InstId) -> Option<String> {
    let f = cx.func;
    let &[sel] = cx.users.get(phi).map(Vec::as_slice)? else {
        return None;
    };
    let s = &f.insts[sel];
    if s.opcode != Opcode::Select || !cx.contains_block(s.block) {
        return None;
    }
    let me = Value::Inst(phi);
    let other = match (&s.operands[1], &s.operands[2]) {
        (a, b) if *b == me && *a != me => a,
        (a, b) if *a == me && *b != me => b,
        _ => return None,
    };
    let ar = add_rec(cx, other, 0)?;
    if find_iv_kind(cx, other).is_some() {
        return None;
    }
    let (what, ends) = if ar.step > 0 {
        ("find-last", "the signed minimum and 0")
    } else {
        ("find-first", "the signed and the unsigned maximum")
    };
    Some(format!(
        "a {what} select of `{}`, whose range may hold the sentinels {ends}",
        cx.name(other)
    ))
}

/// The sentinel a find-IV reduction starts its lanes with, for the
/// printed plan: the type's minimum for find-last, its maximum for
/// find-first (`RecurrenceDescriptor::getSentinelValue`).
pub fn sentinel(kind: RecurKind, bits: u32) -> Option<i128> {
    Some(match kind {
        RecurKind::FindLastIVSMax => smin(bits),
        RecurKind::FindLastIVUMax => 0,
        RecurKind::FindFirstIVSMin => smax(bits),
        RecurKind::FindFirstIVUMin => -1,
        _ => return None,
    })
}

/// A constant bound on the backedge-taken count
/// (`getConstantMaxBackedgeTakenCount`): from the exact or the bounded
/// trip count, else from the latch's exit `iv != n` where the range of
/// `n` is bounded by the compare that guards the loop's entry (SCEV's
/// `applyLoopGuards`: `if (n > 0)` before the loop bounds `zext n - 1`).
pub(crate) fn max_backedge_taken(cx: &LoopCtx) -> Option<i128> {
    let d = cx.data();
    match d.trip_count.or(d.max_trip_count) {
        Some(tc) => (tc >= 1).then(|| i128::from(tc) - 1),
        None => guarded_exit_count(cx),
    }
}

/// The largest backedge-taken count of a loop whose only exit is its
/// latch's `icmp eq|ne iv, n` with `iv` stepping by ±1 from a constant
/// and `n` loop-invariant, bounded by the guards of the loop's entry.
fn guarded_exit_count(cx: &LoopCtx) -> Option<i128> {
    let d = cx.data();
    let latch = d.latch()?;
    if d.exiting.as_slice() != [latch] {
        return None;
    }
    guarded_latch_count(cx)
}

/// The largest number of times the latch's exit `icmp eq|ne iv, n` lets
/// the backedge be taken, `iv` stepping by ±1 from a constant and `n`
/// loop-invariant and bounded by the guards of the loop's entry: SCEV's
/// constant bound on that exit's count (`howFarToZero` takes the unsigned
/// maximum of the exact count with `applyLoopGuards`). With other exits
/// (an early exit) it bounds the loop's count too: the loop leaves no
/// later than by its latch.
pub(super) fn guarded_latch_count(cx: &LoopCtx) -> Option<i128> {
    let f = cx.func;
    let d = cx.data();
    let latch = d.latch()?;
    let br = &f.insts[f.terminator(latch)?];
    if br.opcode != Opcode::Br || br.blocks.len() != 2 {
        return None;
    }
    let cmp = &f.insts[br.operands[0].as_inst()?];
    // Ranges of integers wider than 64 bits are not modelled.
    if cmp.opcode != Opcode::ICmp
        || f.value_ty(&cmp.operands[0])
            .int_bits()
            .is_none_or(|b| b > 64)
    {
        return None;
    }
    // The loop goes on while the compare is false when its true edge
    // leaves.
    let leaves_on_true = !d.contains(br.blocks[0]);
    let pred = cmp.predicate()?;
    let stays_while_ne = matches!(
        (pred, leaves_on_true),
        (Predicate::Eq, true) | (Predicate::Ne, false)
    );
    if !stays_while_ne {
        return None;
    }
    let (iv, n) = match (
        add_rec(cx, &cmp.operands[0], 0),
        add_rec(cx, &cmp.operands[1], 0),
    ) {
        (Some(ar), None) => (ar, &cmp.operands[1]),
        (None, Some(ar)) => (ar, &cmp.operands[0]),
        _ => return None,
    };
    if cx.in_loop(n) || iv.start_s.lo != iv.start_s.hi {
        return None;
    }
    let base = iv.start_u.lo;
    let b = guarded_range(cx, n, iv.bits)?;
    // The count is `(n - base) / step` in the IV's width, bounded only
    // where `n` never lies behind the start (the difference would wrap).
    match iv.step {
        1 if b.lo >= base => Some(b.hi - base),
        -1 if b.hi <= base => Some(base - b.lo),
        _ => None,
    }
}

/// The unsigned range of loop-invariant `v` (of `bits` bits) on entry to
/// the loop: a constant, or an argument, possibly zero- or sign-extended,
/// restricted by the compares with constants that guard the loop.
fn guarded_range(cx: &LoopCtx, v: &Value, bits: u32) -> Option<Interval> {
    // Ranges of integers wider than 64 bits are not modelled.
    if bits > 64 {
        return None;
    }
    if let Some(k) = v.as_int() {
        return Some(exact(k, bits).1);
    }
    let f = cx.func;
    let (x, ext) = match v.as_inst().map(|i| &f.insts[i]) {
        Some(i) if matches!(i.opcode, Opcode::ZExt | Opcode::SExt) => (
            &i.operands[0],
            Some((i.opcode, i.flags.contains(Flags::NNEG))),
        ),
        _ => (v, None),
    };
    let m = f.value_ty(x).int_bits().filter(|&m| m <= 64)?;
    let (mut s, mut u) = value_range(cx, x, m, 0);
    for (pred, k) in entry_guards(cx, x) {
        let k_s = sext(k, m);
        let k_u = zext(k, m);
        match pred {
            Predicate::Sgt => s.lo = s.lo.max(k_s + 1),
            Predicate::Sge => s.lo = s.lo.max(k_s),
            Predicate::Slt => s.hi = s.hi.min(k_s - 1),
            Predicate::Sle => s.hi = s.hi.min(k_s),
            Predicate::Ugt => u.lo = u.lo.max(k_u + 1),
            Predicate::Uge => u.lo = u.lo.max(k_u),
            Predicate::Ult => u.hi = u.hi.min(k_u - 1),
            Predicate::Ule => u.hi = u.hi.min(k_u),
            Predicate::Ne if k_u == 0 => u.lo = u.lo.max(1),
            Predicate::Eq => {
                s = Interval { lo: k_s, hi: k_s };
                u = Interval { lo: k_u, hi: k_u };
            }
            _ => {}
        }
    }
    if let Some((Opcode::ZExt, true)) = ext {
        s.lo = s.lo.max(0);
    }
    // A signed range on one side of 0 is an unsigned one, and back.
    if s.lo >= 0 {
        u = Interval {
            lo: u.lo.max(s.lo),
            hi: u.hi.min(s.hi),
        };
    }
    if u.hi <= smax(m) {
        s = Interval {
            lo: s.lo.max(u.lo),
            hi: s.hi.min(u.hi),
        };
    }
    if s.lo > s.hi || u.lo > u.hi {
        return None;
    }
    let r = match ext {
        None if m == bits => u,
        Some((Opcode::ZExt, _)) if m < bits => u,
        Some((Opcode::SExt, _)) if m < bits && s.lo >= 0 => s,
        _ => return None,
    };
    Some(r)
}

/// The signed and unsigned ranges SCEV gives loop-invariant `x` of `m`
/// bits before any guard (`getRangeRef`): an argument's `range`
/// attribute, and what a shift right, a mask or a division by a constant
/// leave of their operand's.
fn value_range(cx: &LoopCtx, x: &Value, m: u32, depth: u32) -> (Interval, Interval) {
    let full = (full_s(m), full_u(m));
    if depth > 4 {
        return full;
    }
    if let Some(k) = x.as_int() {
        return exact(k, m);
    }
    let f = cx.func;
    if let Value::Arg(a) = x {
        let range = f
            .header
            .params
            .get(*a as usize)
            .and_then(|p| p.attrs.iter().find_map(|a| range_attr(a, m)));
        return range.unwrap_or(full);
    }
    let Some(inst) = x.as_inst().map(|i| &f.insts[i]) else {
        return full;
    };
    let k = inst
        .operands
        .get(1)
        .and_then(Value::as_int)
        .map(|k| zext(k, m));
    let of = |u: Interval| (if u.hi <= smax(m) { u } else { full_s(m) }, u);
    let inner = || value_range(cx, &inst.operands[0], m, depth + 1).1;
    match (inst.opcode, k) {
        (Opcode::LShr, Some(k)) if k < i128::from(m) => {
            let u = inner();
            of(Interval {
                lo: u.lo >> k,
                hi: u.hi >> k,
            })
        }
        (Opcode::UDiv, Some(k)) if k > 0 => {
            let u = inner();
            of(Interval {
                lo: u.lo / k,
                hi: u.hi / k,
            })
        }
        (Opcode::And, Some(k)) => of(Interval {
            lo: 0,
            hi: k.min(inner().hi),
        }),
        _ => full,
    }
}

/// The ranges a `range(iM lo, hi)` attribute gives an `m`-bit value: the
/// half-open `[lo, hi)`, when it does not wrap.
fn range_attr(a: &str, m: u32) -> Option<(Interval, Interval)> {
    let rest = a.strip_prefix("range(")?.strip_suffix(')')?;
    let (ty, bounds) = rest.split_once(' ')?;
    if ty.strip_prefix('i')?.parse::<u32>().ok()? != m {
        return None;
    }
    let (lo, hi) = bounds.split_once(',')?;
    let (lo, hi) = (
        sext(lo.trim().parse::<i128>().ok()?, m),
        sext(hi.trim().parse::<i128>().ok()?, m),
    );
    if lo >= hi {
        return None;
    }
    let s = Interval { lo, hi: hi - 1 };
    let u = if lo >= 0 { s } else { full_u(m) };
    Some((s, u))
}

/// The bounds the integer compare `c`, holding as `pred`, puts on `x`: a
/// constant on either side (`x` put on the left), or clang's range check
/// of `x` against a constant.
fn compare_bounds(
    cx: &LoopCtx,
    c: &lanes_ir::InstData,
    pred: Predicate,
    x: &Value,
    out: &mut Vec<(Predicate, i128)>,
) {
    if c.operands[0] == *x
        && let Some(k) = c.operands[1].as_int()
    {
        out.push((pred, k));
    } else if c.operands[1] == *x
        && let Some(k) = c.operands[0].as_int()
    {
        out.push((pred.swapped(), k));
    } else if let Some(k) = c.operands[1].as_int() {
        out.extend(range_check_idiom(cx, &c.operands[0], x, pred, k));
    }
}

/// The compares of `x` with a constant that hold on entry to the loop:
/// the conditional branches on the way from the blocks that dominate the
/// header, each as the predicate that holds on the edge taken towards the
/// loop (`x` on the left).
fn entry_guards(cx: &LoopCtx, x: &Value) -> Vec<(Predicate, i128)> {
    let f = cx.func;
    let d = cx.data();
    let outside: Vec<_> = cx.cfg.preds[d.header]
        .iter()
        .copied()
        .filter(|&p| !d.contains(p))
        .collect();
    let &[mut to] = outside.as_slice() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut from_edge = d.header;
    // `llvm.assume` of a compare in a block that dominates the loop
    // (`applyLoopGuards` reads the assumptions that hold at the header).
    let assumed = |b: lanes_ir::BlockId, out: &mut Vec<(Predicate, i128)>| {
        for &i in f.blocks[b].insts.iter() {
            let call = &f.insts[i];
            if call.opcode != Opcode::Call || call.callee_name() != Some("llvm.assume") {
                continue;
            }
            let Some(c) = call
                .operands
                .get(1)
                .and_then(Value::as_inst)
                .map(|c| &f.insts[c])
            else {
                continue;
            };
            if c.opcode != Opcode::ICmp {
                continue;
            }
            let Some(pred) = c.predicate() else { continue };
            compare_bounds(cx, c, pred, x, out);
        }
    };
    for _ in 0..4 {
        assumed(to, &mut out);
        if let Some(t) = f.terminator(to).map(|t| &f.insts[t])
            && t.opcode == Opcode::Br
            && t.blocks.len() == 2
            && t.blocks[0] != t.blocks[1]
            && let Some(c) = t.operands[0].as_inst().map(|c| &f.insts[c])
            && c.opcode == Opcode::ICmp
            && let Some(pred) = c.predicate()
        {
            let pred = if t.blocks[0] == from_edge {
                pred
            } else {
                pred.inverse()
            };
            compare_bounds(cx, c, pred, x, &mut out);
        }
        let &[p] = cx.cfg.preds[to].as_slice() else {
            break;
        };
        from_edge = to;
        to = p;
    }
    out
}

/// The bounds on `x` of a guard `x + c pred k` with constants `c` and `k`
/// (clang's `n - 1 <u 4088` for `1 <= n <= 4088`): SCEV's
/// `applyLoopGuards` (`MatchRangeCheckIdiom`) subtracts `c` from the
/// values `pred` allows and keeps the result when it does not wrap, for an
/// `x` SCEV knows nothing of (an argument, a load: a `SCEVUnknown`).
fn range_check_idiom(
    cx: &LoopCtx,
    y: &Value,
    x: &Value,
    pred: Predicate,
    k: i128,
) -> Vec<(Predicate, i128)> {
    let f = cx.func;
    let Some(add) = y.as_inst().map(|i| &f.insts[i]) else {
        return Vec::new();
    };
    let unknown = x.as_inst().is_none_or(|i| {
        !matches!(
            f.insts[i].opcode,
            Opcode::Add
                | Opcode::Sub
                | Opcode::Mul
                | Opcode::Shl
                | Opcode::ZExt
                | Opcode::SExt
                | Opcode::Trunc
                | Opcode::Phi
                | Opcode::Select
        )
    });
    let c = match (&add.operands[..], add.opcode) {
        ([a, b], Opcode::Add) if a == x => b.as_int(),
        ([a, b], Opcode::Add) if b == x => a.as_int(),
        _ => None,
    };
    let m = f.value_ty(x).int_bits().filter(|&m| m <= 64);
    let (Some(c), Some(m), true) = (c, m, unknown) else {
        return Vec::new();
    };
    let k = zext(k, m);
    // The unsigned values of `x + c` the guard allows, as one interval.
    let (lo, hi) = match pred {
        Predicate::Ult if k > 0 => (0, k - 1),
        Predicate::Ule => (0, k),
        Predicate::Ugt if k < umax(m) => (k + 1, umax(m)),
        Predicate::Uge => (k, umax(m)),
        Predicate::Eq => (k, k),
        _ => return Vec::new(),
    };
    let (lo, hi) = (zext(lo - c, m), zext(hi - c, m));
    if lo > hi || (lo == 0 && hi == umax(m)) {
        return Vec::new();
    }
    vec![(Predicate::Uge, lo), (Predicate::Ule, hi)]
}

/// SCEV's signed range of the recurrence.
fn signed_range(ar: &AddRec, btc: Option<i128>) -> Interval {
    let bits = ar.bits;
    let mut r = full_s(bits);
    if ar.nsw {
        r = if ar.step > 0 {
            Interval {
                lo: ar.start_s.lo,
                hi: smax(bits),
            }
        } else {
            Interval {
                lo: smin(bits),
                hi: ar.start_s.hi,
            }
        };
    }
    if let Some(b) = btc {
        let d = ar.step * b;
        let (lo, hi) = (ar.start_s.lo + d.min(0), ar.start_s.hi + d.max(0));
        if lo >= smin(bits) && hi <= smax(bits) {
            r = Interval {
                lo: r.lo.max(lo),
                hi: r.hi.min(hi),
            };
        }
    }
    r
}

/// SCEV's unsigned range of the recurrence.
fn unsigned_range(ar: &AddRec, btc: Option<i128>) -> Interval {
    let bits = ar.bits;
    let mut r = full_u(bits);
    if ar.nuw {
        r.lo = ar.start_u.lo;
    }
    if let Some(b) = btc {
        let d = ar.step * b;
        let (lo, hi) = (ar.start_u.lo + d.min(0), ar.start_u.hi + d.max(0));
        if lo >= 0 && hi <= umax(bits) {
            r = Interval {
                lo: r.lo.max(lo),
                hi: r.hi.min(hi),
            };
        }
    }
    r
}

/// The signed and unsigned ranges SCEV gives a loop-invariant start: a
/// constant, an extension of a narrower value, or such a value plus a
/// constant without signed wrap; anything else may be any value.
fn start_ranges(cx: &LoopCtx, v: &Value, bits: u32, depth: u32) -> (Interval, Interval) {
    if let Some(k) = v.as_int() {
        return exact(k, bits);
    }
    let full = (full_s(bits), full_u(bits));
    let Some(i) = v.as_inst() else {
        return full;
    };
    let f = cx.func;
    let inst = &f.insts[i];
    let narrow = |op: &Value| f.value_ty(op).int_bits();
    match inst.opcode {
        Opcode::SExt => match narrow(&inst.operands[0]) {
            Some(m) if m < bits => (
                Interval {
                    lo: smin(m),
                    hi: smax(m),
                },
                full_u(bits),
            ),
            _ => full,
        },
        Opcode::ZExt => match narrow(&inst.operands[0]) {
            Some(m) if m < bits => {
                let r = Interval { lo: 0, hi: umax(m) };
                (r, r)
            }
            _ => full,
        },
        Opcode::Add if depth < 4 && inst.flags.contains(Flags::NSW) => {
            let (x, k) = match (inst.operands[0].as_int(), inst.operands[1].as_int()) {
                (None, Some(k)) => (&inst.operands[0], k),
                (Some(k), None) => (&inst.operands[1], k),
                _ => return full,
            };
            let (xs, _) = start_ranges(cx, x, bits, depth + 1);
            let k = sext(k, bits);
            let sat = |a: i128| a.clamp(smin(bits), smax(bits));
            let s = Interval {
                lo: sat(xs.lo + k),
                hi: sat(xs.hi + k),
            };
            (s, unsigned_of(s, bits))
        }
        _ => full,
    }
}

/// The add recurrence SCEV makes of `v`, if it is one of the candidate
/// loop with a constant step: an integer induction (its phi or its
/// increment), or a cast, a constant offset or a constant multiple of one.
fn add_rec(cx: &LoopCtx, v: &Value, depth: u32) -> Option<AddRec> {
    if depth > 6 {
        return None;
    }
    let f = cx.func;
    let i = v.as_inst()?;
    let inst = &f.insts[i];
    let bits = inst.ty.int_bits()?;
    if !cx.contains_block(inst.block) {
        return None;
    }
    if let Some(ar) = induction_rec(cx, i, bits) {
        return Some(ar);
    }
    let op = |k: usize| add_rec(cx, &inst.operands[k], depth + 1);
    match inst.opcode {
        // `sext {a,+,b}<nsw>` is `{sext a,+,sext b}<nsw>`.
        Opcode::SExt => {
            let x = op(0)?;
            x.nsw.then(|| AddRec {
                bits,
                start_s: x.start_s,
                start_u: unsigned_of(x.start_s, bits),
                ..x
            })
        }
        // `zext {a,+,b}<nuw>` is `{zext a,+,zext b}<nuw>`.
        Opcode::ZExt => {
            let x = op(0)?;
            x.nuw.then_some(AddRec {
                bits,
                start_s: x.start_u,
                start_u: x.start_u,
                nsw: false,
                ..x
            })
        }
        // A truncated recurrence keeps no flags.
        Opcode::Trunc => {
            let x = op(0)?;
            let (start_s, start_u) = if x.start_s.lo == x.start_s.hi {
                exact(x.start_s.lo, bits)
            } else {
                (full_s(bits), full_u(bits))
            };
            Some(AddRec {
                bits,
                start_s,
                start_u,
                step: sext(x.step, bits),
                nsw: false,
                nuw: false,
            })
        }
        Opcode::Add | Opcode::Sub | Opcode::Mul | Opcode::Shl => {
            let (x, k) = match (inst.operands[0].as_int(), inst.operands[1].as_int()) {
                (None, Some(k)) => (op(0)?, k),
                (Some(k), None) if matches!(inst.opcode, Opcode::Add | Opcode::Mul) => (op(1)?, k),
                _ => return None,
            };
            let k = sext(k, bits);
            let (start, step) = match inst.opcode {
                Opcode::Add => (offset(x.start_s, k), x.step),
                Opcode::Sub => (offset(x.start_s, -k), x.step),
                Opcode::Mul => (scaled(x.start_s, k), x.step * k),
                _ => {
                    let m = 1i128.checked_shl(u32::try_from(k).ok()?)?;
                    (scaled(x.start_s, m), x.step * m)
                }
            };
            let (start_s, start_u) = match start {
                Some(c) => exact(c, bits),
                None => (full_s(bits), full_u(bits)),
            };
            let step = sext(step, bits);
            (step != 0).then_some(AddRec {
                bits,
                start_s,
                start_u,
                step,
                nsw: false,
                nuw: false,
            })
        }
        _ => None,
    }
}

/// `v` as an add recurrence of the candidate loop with a constant start
/// and step, `(start, step)` (sign-extended from `v`'s width).
pub(super) fn constant_add_rec(cx: &LoopCtx, v: &Value) -> Option<(i128, i128)> {
    let ar = add_rec(cx, v, 0)?;
    (ar.start_s.lo == ar.start_s.hi).then_some((ar.start_s.lo, ar.step))
}

/// A constant start offset by `k` (SCEV folds it into the start).
fn offset(s: Interval, k: i128) -> Option<i128> {
    (s.lo == s.hi).then_some(s.lo + k)
}
fn scaled(s: Interval, k: i128) -> Option<i128> {
    (s.lo == s.hi).then_some(s.lo * k)
}

/// An integer induction of the candidate loop with a constant step: its
/// phi `{start,+,step}` or its increment `{start+step,+,step}`, with the
/// increment's no-wrap flags.
fn induction_rec(cx: &LoopCtx, i: InstId, bits: u32) -> Option<AddRec> {
    let f = cx.func;
    let iv = cx
        .aff
        .inductions_of(cx.l)
        .find(|iv| !iv.is_pointer && (iv.phi == i || iv.update == i))?;
    if f.insts[iv.phi].ty.int_bits() != Some(bits) {
        return None;
    }
    let Step::Const(c) = iv.step else {
        return None;
    };
    let step = sext(c, bits);
    if step == 0 {
        return None;
    }
    let upd = &f.insts[iv.update];
    let flagged = matches!(upd.opcode, Opcode::Add | Opcode::Sub);
    let nsw = flagged && upd.flags.contains(Flags::NSW);
    let (mut start_s, mut start_u) = start_ranges(cx, &iv.start, bits, 0);
    // SCEV's `StrengthenNoWrapFlags`: `nsw` with a non-negative start and
    // step is `nuw` as well.
    let nuw = flagged && step > 0 && (upd.flags.contains(Flags::NUW) || (nsw && start_s.lo >= 0));
    if iv.update == i {
        // The increment starts one step on: exact for a constant start,
        // else within the phi's range moved by the step where no flag
        // lets the sum wrap.
        if start_s.lo == start_s.hi {
            (start_s, start_u) = exact(start_s.lo + step, bits);
        } else {
            let s = Interval {
                lo: start_s.lo + step,
                hi: start_s.hi + step,
            };
            start_s = if nsw && s.lo >= smin(bits) && s.hi <= smax(bits) {
                s
            } else {
                full_s(bits)
            };
            let u = Interval {
                lo: start_u.lo + step,
                hi: start_u.hi + step,
            };
            start_u = if nuw && u.hi <= umax(bits) {
                u
            } else {
                full_u(bits)
            };
        }
    }
    Some(AddRec {
        bits,
        start_s,
        start_u,
        step,
        nsw,
        nuw,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rec(start: i128, step: i128, nsw: bool, nuw: bool) -> AddRec {
        let (start_s, start_u) = exact(start, 64);
        AddRec {
            bits: 64,
            start_s,
            start_u,
            step,
            nsw,
            nuw,
        }
    }

    #[test]
    fn nsw_keeps_the_signed_range_on_the_start_side() {
        let r = signed_range(&rec(0, 1, true, false), None);
        assert_eq!((r.lo, r.hi), (0, smax(64)));
        let r = signed_range(&rec(smax(64) - 1, -1, true, false), None);
        assert_eq!((r.lo, r.hi), (smin(64), smax(64) - 1));
    }

    #[test]
    fn a_constant_trip_count_bounds_both_ranges() {
        let r = rec(-2, -1, false, false);
        let u = unsigned_range(&r, Some(99));
        assert_eq!((u.lo, u.hi), (umax(64) - 100, umax(64) - 1));
        assert_eq!(signed_range(&r, Some(99)).lo, -101);
        // Without the count, nothing bounds it.
        assert_eq!(unsigned_range(&r, None), full_u(64));
    }

    #[test]
    fn sentinels_are_the_ends_of_the_type() {
        assert_eq!(sentinel(RecurKind::FindLastIVSMax, 32), Some(-(1 << 31)));
        assert_eq!(sentinel(RecurKind::FindFirstIVSMin, 8), Some(127));
        assert_eq!(sentinel(RecurKind::Add, 8), None);
    }
}
