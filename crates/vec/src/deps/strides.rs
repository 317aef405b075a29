//! LLVM 22's `MemoryDepChecker::isDependent` where it differs from LLVM
//! 14's: accesses of different constant strides in one direction are no
//! longer `Unknown` outright, and a distance the loop's accesses never
//! cover is no dependence (`isSafeDependenceDistance`, now for constant
//! distances too).
//!
//! The distance is SCEV's `Sink - Src`, here an affine form in the loop's
//! iteration: `c + s·i`. Its signed range over the iterations is what
//! `isKnownNonPositive` and `getSignedRangeMin` read: SCEV evaluates the
//! recurrence at the constant maximum backedge-taken count
//! (`getRangeForAffineAR`) and gives up (the full range) when that
//! overflows 64 bits.

use lanes_db::affine::{Affine, Term};

use super::{Checker, DepKind, Dependence};

/// The pair as `getDependenceDistanceStrideAndSize` hands it on: strides
/// in elements (absolute), `TypeByteSize` of the source, whether the two
/// store sizes are equal, and which accesses write, in program order.
pub(super) struct Pair22 {
    pub stride_a: u64,
    pub stride_b: u64,
    pub type_size: u64,
    pub same_size: bool,
    pub a_write: bool,
    pub b_write: bool,
}

/// The signed range of `dist` over iterations `0..=max_btc` of the loop
/// whose iteration is `iter`, when SCEV can bound it.
fn signed_range(dist: &Affine, iter: &Term, max_btc: Option<u128>) -> Option<(i128, i128)> {
    if dist.terms.iter().any(|(t, _)| t != iter) {
        return None;
    }
    let fits = |v: i128| i64::try_from(v).is_ok();
    let c = dist.constant;
    let s = dist.coeff(iter);
    if !fits(c) {
        return None;
    }
    if s == 0 {
        return Some((c, c));
    }
    let m = i128::try_from(max_btc?).ok().filter(|&m| fits(m))?;
    let end = s.checked_mul(m)?.checked_add(c).filter(|&e| fits(e))?;
    Some((c.min(end), c.max(end)))
}

/// `isSafeDependenceDistance`: the distance exceeds what the accesses
/// travel over the whole loop (`|Dist| > BTC · MaxStride · TypeByteSize`),
/// read off SCEV only when the backedge-taken count is a constant.
fn beyond_travel(dist: &Affine, iter: &Term, ck: &Checker, max_stride: u64, ts: u64) -> bool {
    let (Some(btc), Some((lo, hi))) = (ck.exact_btc, signed_range(dist, iter, ck.max_btc)) else {
        return false;
    };
    let Some(travel) = i128::try_from(btc)
        .ok()
        .and_then(|b| b.checked_mul(i128::from(max_stride) * i128::from(ts)))
    else {
        return false;
    };
    lo - travel > 0 || -hi - travel > 0
}

/// LLVM 22's verdict for a pair whose constant strides differ (same
/// direction) or whose distance lies beyond the loop's travel: `None`
/// leaves an equal-stride pair with a nearer distance to the rules both
/// versions share.
pub(super) fn is_dependent_22(
    ck: &mut Checker,
    mut dep: Dependence,
    dist: &Affine,
    iter: &Term,
    p: &Pair22,
) -> Option<Dependence> {
    let common = p.stride_a == p.stride_b;
    let max_stride = p.stride_a.max(p.stride_b);
    if p.same_size && beyond_travel(dist, iter, ck, max_stride, p.type_size) {
        dep.kind = DepKind::NoDep;
        dep.note = "the distance exceeds the accesses' travel over the loop".into();
        return Some(dep);
    }
    if common {
        return None;
    }
    dep.note = "pointer accesses with different strides".into();
    let Some((lo, hi)) = signed_range(dist, iter, ck.max_btc) else {
        return Some(dep);
    };
    if hi > 0 {
        // A distance that may be positive needs a common stride.
        return Some(dep);
    }
    if lo >= 0 {
        // Zero throughout: one location written with one size.
        if p.same_size {
            dep.kind = DepKind::Forward;
        }
        return Some(dep);
    }
    let constant = dist.as_constant();
    if p.a_write && !p.b_write {
        let Some(c) = constant else {
            return Some(dep);
        };
        let ts = p.type_size;
        dep.kind = if !p.same_size || ck.prevents_forwarding(c.unsigned_abs() as u64, ts) {
            DepKind::ForwardButPreventsForwarding
        } else {
            DepKind::Forward
        };
        return Some(dep);
    }
    dep.kind = DepKind::Forward;
    Some(dep)
}
