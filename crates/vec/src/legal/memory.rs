//! Memory safety (LLVM's `LoopAccessAnalysis` verdict): stores to an
//! invariant address, pointers without bounds to check, unsafe dependences,
//! and the number of run-time pointer checks.

use super::{LegalInputs, Legality, Refusal, RefusalKind, Subject, refusal};
use crate::cx::LoopCtx;
use crate::memref::{Memref, MemrefId};
use lanes_db::affine::Term;
use lanes_ir::{Opcode, Value};
use rustc_hash::FxHashMap;

/// LLVM's `VectorizerParams::RuntimeMemoryCheckThreshold`.
const RUNTIME_MEMORY_CHECK_THRESHOLD: usize = 8;

/// LLVM 22's `-vectorize-memory-check-threshold` (`VectorizeMemoryCheckThreshold`):
/// with more pointer checks than this, `GeneratedRTChecks::create` gives
/// up ("too many memory checks needed") and the checks' cost is invalid.
const VECTORIZE_MEMORY_CHECK_THRESHOLD: usize = 128;

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
    let simd_safelen = wi.simd.as_ref().and_then(|s| s.safelen);
    if let Some(r) = non_simple_access(cx, inp.parallel) {
        // LAA gives up before it looks at bounds or dependences.
        lg.refusals.push(r);
    } else if wi.simd.is_some() {
        // `omp simd` asserts the absence of loop-carried dependences up to safelen.
        max_safe = simd_safelen;
    } else if inp.parallel {
        // LAA: "a loop annotated parallel, ignore memory dependency checks"
        // (the stores to invariant addresses are still compared).
        max_safe = None;
        invariant_address_dependence(cx, inp, lg);
    } else if let Some(m) = unbounded_access(inp) {
        // LAA looks for pointer bounds before running the dependence checker.
        lg.refusals.push(refusal(
            RefusalKind::CantIdentifyArrayBounds,
            "cannot identify array bounds",
            Some(m.text.to_string()),
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
            let t = |id: MemrefId| id.of(inp.memrefs).map_or("?", |m| &*m.text);
            Subject::Dependence {
                kind: d.kind,
                src: t(d.src).to_string(),
                dst: t(d.dst).to_string(),
            }
        });
        lg.refusals.push(Refusal {
            kind: RefusalKind::UnsafeDep,
            // LLVM 22 names the pragma with its `clang` namespace.
            message: match inp.profile {
                lanes_db::Profile::Llvm14 => "unsafe dependent memory operations in loop. Use #pragma loop distribute(enable) to allow loop distribution to attempt to isolate the offending operations into a separate loop",
                lanes_db::Profile::Llvm22 => "unsafe dependent memory operations in loop. Use #pragma clang loop distribute(enable) to allow loop distribution to attempt to isolate the offending operations into a separate loop",
            }
            .into(),
            subject: detail,
            at: None,
        });
    } else {
        invariant_address_dependence(cx, inp, lg);
    }
    lg.max_safe_vf = max_safe;
}

/// LAA's scan of the loop's memory instructions (`analyzeLoop`, blocks in
/// reverse post-order; LLVM 14 and 22 alike), which runs only once the
/// exit count is known (`canAnalyzeLoop`, after the instructions and the
/// count in `canVectorize`): its first access that is not simple. A
/// store that is volatile or atomic above `unordered` may read memory
/// (`mayReadFromMemory`) and is no load: "instruction cannot be
/// vectorized". A volatile or atomic load, and an `unordered` atomic
/// store, is not simple: refused unless the loop is annotated parallel.
pub(super) fn non_simple_access(cx: &LoopCtx, parallel: bool) -> Option<Refusal> {
    use lanes_ir::{Extra, Flags};
    for &b in cx.rpo {
        for &i in &cx.func.blocks[b].insts {
            let inst = &cx.func.insts[i];
            let Extra::Mem { atomic, .. } = &inst.extra else {
                continue;
            };
            let volatile = inst.flags.contains(Flags::VOLATILE);
            let unordered = atomic
                .as_deref()
                .is_some_and(|a| a.split_whitespace().any(|w| w == "unordered"));
            let (kind, what) = match inst.opcode {
                Opcode::Store if volatile || atomic.is_some() && !unordered => (
                    RefusalKind::CantVectorizeInstruction,
                    "instruction cannot be vectorized (a volatile or atomic store may read memory)",
                ),
                Opcode::Store if atomic.is_some() && !parallel => (
                    RefusalKind::NonSimpleAccess,
                    "write with atomic ordering or volatile write",
                ),
                Opcode::Load if (volatile || atomic.is_some()) && !parallel => (
                    RefusalKind::NonSimpleAccess,
                    "read with atomic ordering or volatile read",
                ),
                _ => continue,
            };
            return Some(super::refusal_at(cx, kind, what, i));
        }
    }
    None
}

/// `RuntimeMemoryCheckThreshold`: more than 8 pairs of pointer groups to
/// compare at run time is too many, unless hints allow reordering. LLVM
/// weighs the checks in `processLoop` once legality, the floating-point
/// check, `computeMaxVF` (trip count one, `-Os`) and the cost model have
/// passed, so the refusal comes after theirs
/// ([`RefusalKind::after_plan`]).
///
/// LLVM 22 counts them no more (`processLoop` at `llvmorg-22.1.8`): it
/// prices the checks' instructions against the vector loop's gain
/// (`isOutsideLoopWorkProfitable`, priced by `cost::checks`), and only
/// more than `-vectorize-memory-check-threshold` (128) checks are too
/// many to expand (`GeneratedRTChecks::create`), whatever the hints.
pub(super) fn check_runtime_check_count(inp: &LegalInputs, lg: &mut Legality) {
    let n = inp.deps.runtime_check_groups;
    if inp.parallel || inp.wi.simd.is_some() {
        return;
    }
    match inp.profile {
        lanes_db::Profile::Llvm14 => {
            let allow_reordering = lg.forced || lg.width_hint.is_some();
            if n > RUNTIME_MEMORY_CHECK_THRESHOLD && !allow_reordering {
                lg.refusals.push(refusal(
                    RefusalKind::CantReorderMemOps,
                    format!(
                        "cannot prove it is safe to reorder memory operations ({n} run-time pointer checks, more than {RUNTIME_MEMORY_CHECK_THRESHOLD})"
                    ),
                    None,
                ));
            }
        }
        lanes_db::Profile::Llvm22 => {
            let max = VECTORIZE_MEMORY_CHECK_THRESHOLD;
            if n > max {
                lg.refusals.push(refusal(
                    RefusalKind::CantReorderMemOps,
                    format!("too many memory checks needed ({n} run-time pointer checks, more than {max})"),
                    None,
                ));
            }
        }
    }
}

/// LAA's `hasDependenceInvolvingLoopInvariantAddress`, which LLVM 14's
/// `canVectorizeMemory` refuses once the dependences are safe: two stores
/// through one loop-invariant pointer, or a load through the pointer of
/// such a store (loads are not looked at in a loop annotated parallel).
/// Pointers are compared as values, as `analyzeLoop` does: a store of an
/// invariant value to an invariant address that no other access names
/// is vectorized, storing the last lane.
///
/// LLVM 22 splits it (`hasLoadStoreDependenceInvolvingLoopInvariantAddress`
/// first, then `hasStoreStoreDependenceInvolvingLoopInvariantAddress`) and
/// lets a reduction store its value to an invariant address
/// ([`invariant_stores_of_reductions`]).
fn invariant_address_dependence(cx: &LoopCtx, inp: &LegalInputs, lg: &mut Legality) {
    let f = cx.func;
    let pointer = |m: &Memref, op: Opcode| {
        let i = crate::memref::memref_inst(m);
        (f.insts[i].opcode == op).then(|| crate::memref::access(cx, i).map(|(_, p, _, _)| p))?
    };
    // The stores to invariant addresses in order, and the first to each address.
    let mut stores: Vec<&Memref> = Vec::new();
    let mut first_store: FxHashMap<Value, &Memref> = FxHashMap::default();
    let mut store_store = None;
    for m in inp.memrefs {
        let Some(p) = pointer(m, Opcode::Store).filter(|p| invariant_address(cx, p)) else {
            continue;
        };
        if store_store.is_none() && first_store.contains_key(&p) {
            store_store = Some(m);
        }
        first_store.entry(p).or_insert(m);
        stores.push(m);
    }
    let load_store = if inp.parallel {
        None
    } else {
        inp.memrefs.iter().find_map(|m| {
            let p = pointer(m, Opcode::Load)?;
            first_store.get(&p).copied()
        })
    };
    let found = match inp.profile {
        lanes_db::Profile::Llvm14 => store_store.or(load_store),
        lanes_db::Profile::Llvm22 => {
            if let Some(m) = load_store {
                Some(m)
            } else {
                if let Some((why, m)) = invariant_stores_of_reductions(cx, lg, &stores) {
                    lg.refusals.push(refusal(
                        RefusalKind::CantVectorizeStoreToLoopInvariantAddress,
                        why,
                        Some(m.text.to_string()),
                    ));
                    return;
                }
                store_store.and_then(|_| unhandled_invariant_store(cx, lg, &stores))
            }
        }
    };
    if let Some(m) = found {
        lg.refusals.push(refusal(
            RefusalKind::CantVectorizeStoreToLoopInvariantAddress,
            "write to a loop invariant address could not be vectorized",
            Some(m.text.to_string()),
        ));
    }
}

/// LLVM 22's `canVectorizeMemory` on the store a reduction keeps
/// (`isInvariantStoreOfReduction`): it may not be conditional, and its
/// address may not be computed in the loop (SCEV finds it invariant all
/// the same).
fn invariant_stores_of_reductions<'a>(
    cx: &LoopCtx,
    lg: &Legality,
    stores: &[&'a Memref],
) -> Option<(&'static str, &'a Memref)> {
    for m in stores.iter().copied() {
        let i = crate::memref::memref_inst(m);
        if !is_invariant_store_of_reduction(lg, i) {
            continue;
        }
        let inst = &cx.func.insts[i];
        if crate::cx::llvm_predicates(cx, inst.block) {
            return Some((
                "write of conditional recurring variant value to a loop invariant address could not be vectorized",
                m,
            ));
        }
        if cx.in_loop(&inst.operands[1]) {
            return Some((
                "write to a loop invariant address could not be vectorized",
                m,
            ));
        }
    }
    None
}

/// LLVM 22's `canVectorizeMemory` when one invariant address is stored
/// twice: the stores to it before a reduction's own store, of the same
/// type, are dead; any other store is refused. The first such store.
fn unhandled_invariant_store<'a>(
    cx: &LoopCtx,
    lg: &Legality,
    stores: &[&'a Memref],
) -> Option<&'a Memref> {
    let f = cx.func;
    let mut unhandled: Vec<&Memref> = Vec::new();
    for m in stores.iter().copied() {
        let i = crate::memref::memref_inst(m);
        if is_invariant_store_of_reduction(lg, i) {
            let (p, ty) = (&f.insts[i].operands[1], f.value_ty(&f.insts[i].operands[0]));
            unhandled.retain(|o| {
                let j = crate::memref::memref_inst(o);
                let (q, ty2) = (&f.insts[j].operands[1], f.value_ty(&f.insts[j].operands[0]));
                !(same_address(cx, p, q) && ty == ty2)
            });
            continue;
        }
        unhandled.push(m);
    }
    unhandled.first().copied()
}

/// `isInvariantStoreOfReduction`: the store some reduction keeps.
fn is_invariant_store_of_reduction(lg: &Legality, i: lanes_ir::InstId) -> bool {
    let ix = i;
    lg.reductions
        .iter()
        .any(|r| r.intermediate_store == Some(ix))
}

/// Whether SCEV finds two invariant addresses equal: the same value, or
/// the same affine form.
pub(super) fn same_address(cx: &LoopCtx, p: &Value, q: &Value) -> bool {
    p == q
        || cx
            .form(p)
            .is_some_and(|a| cx.form(q).is_some_and(|b| a == b))
}

/// LAA's `isUniform`: SCEV finds the address invariant in the loop.
pub(super) fn invariant_address(cx: &LoopCtx, p: &Value) -> bool {
    if !cx.in_loop(p) {
        return true;
    }
    cx.form(p).is_some_and(|f| {
        f.terms.iter().all(|(t, _)| match *t {
            Term::Inst(i) => !cx.in_loop(&Value::Inst(i)),
            Term::Iter(l) => !cx.forest.encloses(cx.l, l),
            _ => true,
        })
    })
}

/// An access that needs a run-time check and has no bounds to check, or a
/// check across two address spaces (the dependence analysis finds it, as
/// LAA's `canCheckPtrAtRT`).
fn unbounded_access<'a>(inp: &'a LegalInputs) -> Option<&'a Memref> {
    inp.deps.unbounded.and_then(|m| m.of(inp.memrefs))
}
