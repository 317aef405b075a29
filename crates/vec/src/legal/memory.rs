//! Memory safety (LLVM's `LoopAccessAnalysis` verdict): stores to an
//! invariant address, pointers without bounds to check, unsafe dependences,
//! and the number of run-time pointer checks.

use super::{LegalInputs, Legality, Refusal, RefusalKind, Subject, refusal};
use crate::cx::LoopCtx;
use crate::memref::{AccessClass, Memref, MemrefId};

/// LLVM's `VectorizerParams::RuntimeMemoryCheckThreshold`.
const RUNTIME_MEMORY_CHECK_THRESHOLD: usize = 8;

/// Sets the max safe VF and refuses unsafe memory accesses.
pub(super) fn check_memory(cx: &LoopCtx, inp: &LegalInputs, lg: &mut Legality) {
    let wi = inp.wi;
    // LLVM's `computeFeasibleMaxVF`: the dependence bound in bits over the
    // loop's widest type (reduction phis included), rounded down to a power
    // of two: `MaxSafeElements`.
    let mut max_safe = match inp.deps.max_safe_width_bits {
        Some(bits) => {
            let lanes = (bits / u64::from(lg.widest_bits.max(1))).max(1);
            Some(1u32 << (63 - lanes.leading_zeros()).min(31))
        }
        None => inp.deps.max_safe_vf,
    };
    let invariant_dep = inp.deps.deps.iter().find(|d| {
        !d.runtime_check
            && !d.kind.is_safe()
            && [d.src, d.dst].iter().any(|&m| {
                m.of(inp.memrefs)
                    .is_some_and(|m| m.kind.is_write() && m.class == AccessClass::Uniform)
            })
    });
    let simd_safelen = wi.simd.as_ref().and_then(|s| s.safelen);
    if wi.simd.is_some() {
        // `omp simd` asserts the absence of loop-carried dependences up to safelen.
        max_safe = simd_safelen;
    } else if let Some(d) = invariant_dep {
        let m = &inp.memrefs[if inp.memrefs[d.src.index()].kind.is_write() {
            d.src.index()
        } else {
            d.dst.index()
        }];
        lg.refusals.push(refusal(
            RefusalKind::CantVectorizeStoreToLoopInvariantAddress,
            "write to a loop invariant address could not be vectorized",
            Some(m.text.clone()),
        ));
    } else if inp.parallel {
        // LAA: "a loop annotated parallel, ignore memory dependency checks".
        max_safe = None;
    } else if let Some(m) = unbounded_access(cx, inp) {
        // LAA looks for pointer bounds before running the dependence checker.
        lg.refusals.push(refusal(
            RefusalKind::CantIdentifyArrayBounds,
            "cannot identify array bounds",
            Some(m.text.clone()),
        ));
    } else if !inp.deps.safe {
        // A known unsafe dependence explains more than an `Unknown` one.
        let unsafe_deps = || {
            inp.deps
                .deps
                .iter()
                .filter(|d| !d.runtime_check && !d.kind.is_safe())
        };
        let d = unsafe_deps()
            .find(|d| d.kind != crate::deps::DepKind::Unknown)
            .or_else(|| unsafe_deps().next());
        let detail = d.map(|d| {
            let t = |id: MemrefId| id.of(inp.memrefs).map_or("?", |m| m.text.as_str());
            Subject::Dependence {
                kind: d.kind,
                src: t(d.src).to_string(),
                dst: t(d.dst).to_string(),
            }
        });
        lg.refusals.push(Refusal {
            kind: RefusalKind::UnsafeDep,
            message: "unsafe dependent memory operations in loop. Use #pragma loop distribute(enable) to allow loop distribution to attempt to isolate the offending operations into a separate loop".into(),
            subject: detail,
            at: None,
        });
    }
    lg.max_safe_vf = max_safe;
    // `RuntimeMemoryCheckThreshold`: more than 8 pairs of pointer groups to
    // compare at run time is too many, unless hints allow reordering.
    let allow_reordering = lg.forced || lg.width_hint.is_some();
    if inp.deps.runtime_check_groups > RUNTIME_MEMORY_CHECK_THRESHOLD
        && !allow_reordering
        && !inp.parallel
        && wi.simd.is_none()
    {
        lg.refusals.push(refusal(
            RefusalKind::CantReorderMemOps,
            format!(
                "cannot prove it is safe to reorder memory operations ({} run-time pointer checks, more than {RUNTIME_MEMORY_CHECK_THRESHOLD})",
                inp.deps.runtime_check_groups
            ),
            None,
        ));
    }
}

/// An access of a pair whose independence only a run-time check could
/// establish (`Unknown`: different objects that may alias, or the same
/// object at an unknown distance) and whose address has no bounds to
/// check (LAA's `canCheckPtrAtRT` failing).
///
/// Also LAA's refusal to compare pointers of different address spaces: a
/// pair that needs a run-time check across two address spaces cannot have
/// one (`canCheckPtrAtRT`).
fn unbounded_access<'a>(cx: &LoopCtx, inp: &'a LegalInputs) -> Option<&'a Memref> {
    let unknown = || {
        inp.deps
            .deps
            .iter()
            .filter(|d| d.kind == crate::deps::DepKind::Unknown)
    };
    let space = |m: &Memref| {
        crate::memref::access(cx, crate::memref::memref_inst(m))
            .and_then(|(_, p, _, _)| cx.func.value_ty(&p).addrspace())
    };
    unknown()
        .flat_map(|d| [d.src, d.dst])
        .filter_map(|m| m.of(inp.memrefs))
        .find(|m| m.class != AccessClass::Uniform && !crate::deps::bounds_computable(cx, m))
        .or_else(|| {
            unknown().filter(|d| d.runtime_check).find_map(|d| {
                let (a, b) = (d.src.of(inp.memrefs)?, d.dst.of(inp.memrefs)?);
                (space(a) != space(b)).then_some(a)
            })
        })
}
