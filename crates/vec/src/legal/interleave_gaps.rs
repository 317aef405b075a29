//! Load interleave groups whose last member is missing: the last
//! iteration is then left to a scalar epilogue. Read by legality (LLVM
//! 22 refuses such an early-exit loop) and by the interleave count's
//! clamp.

use crate::cx::LoopCtx;

/// LLVM's `InterleavedAccessInfo::requiresScalarEpilogue`: a group of
/// strided loads (`analyzeInterleaving`: a constant stride of 2 to 8
/// elements, `MaxInterleaveGroupFactor`; the loads of one object, size
/// and stride at distances that are multiples of the size within one
/// stride, in blocks that run every iteration or in one block) without a member at its
/// last index would read past the last element of the last iteration's
/// tuple, so the last iteration is left to a scalar epilogue (case 3 of
/// the groups with gaps; a reversed one is released instead). Every load is
/// looked at, whatever the cost model then chooses for it, as LLVM's flag
/// is set when the groups are formed.
pub fn load_group_with_trailing_gap(cx: &LoopCtx, memrefs: &[crate::memref::Memref]) -> bool {
    let Some(latch) = cx.data().latch() else {
        return false;
    };
    let strided = |m: &crate::memref::Memref| {
        let (s, e) = (m.stride?, m.elem_size);
        let factor = (e > 0 && s % e == 0).then(|| (s / e).abs())?;
        // A reversed group with a gap is released instead (case 3).
        (s > 0 && (2..=8).contains(&factor) && m.kind == crate::memref::AccessKind::Load)
            .then_some((s, factor))
    };
    let block = |m: &crate::memref::Memref| cx.func.insts[m.inst].block;
    let predicated = |m: &crate::memref::Memref| !cx.dom.dominates(block(m), latch);
    // Members of a predicated group share its block (X86 masks interleave
    // groups: `enableMaskedInterleavedAccessVectorization`).
    let together = |a: &crate::memref::Memref, b: &crate::memref::Memref| {
        (!predicated(a) && !predicated(b)) || block(a) == block(b)
    };
    memrefs.iter().any(|a| {
        let Some((s, factor)) = strided(a) else {
            return false;
        };
        let e = a.elem_size;
        // Offsets, in elements, of the loads grouped with `a`.
        let offsets: Vec<i128> = memrefs
            .iter()
            .filter(|b| {
                b.base == a.base
                    && b.elem_size == e
                    && strided(b) == Some((s, factor))
                    && together(a, b)
            })
            .filter_map(|b| {
                let d = b.form.as_deref()?.sub(a.form.as_deref()?).as_constant()?;
                (d % i128::from(e) == 0 && d.abs() < i128::from(s.abs())).then(|| d / i128::from(e))
            })
            .collect();
        let (lo, hi) = (
            offsets.iter().copied().min().unwrap_or(0),
            offsets.iter().copied().max().unwrap_or(0),
        );
        // The group starts at its lowest member (`a` when alone).
        hi - lo < i128::from(factor) - 1
    })
}
