//! Memory dependences between the memrefs of a loop and the loop's maximum
//! safe VF, following LLVM's LoopAccessAnalysis (`MemoryDepChecker`): the
//! same dependence kinds, the same distance rules (strides in elements,
//! store-to-load forwarding conflicts, strided accesses proven independent),
//! and `MaxSafeDepDistBytes` / `MaxSafeVectorWidthInBits`.
//!
//! Aliasing: accesses to different identified objects (allocas, globals,
//! `noalias` arguments) are independent; accesses to different objects that
//! may alias (plain arguments, unknown pointers) are `Unknown` and need a
//! run-time check, as LLVM would insert one; they do not limit the VF.

use lanes_db::affine::{Affine, Term};
use lanes_ir::Value;
use rustc_hash::{FxHashMap, FxHashSet};

use crate::cx::LoopCtx;
use crate::memref::{AccessKind, BaseObject, Memref, MemrefId, memref_inst};

mod alias;
mod checks;
mod pointers;
mod strides;

use alias::{alias_sets, lone_write_pointers, same_lone_write, unchecked_invariant_load};
pub use checks::{
    CheckGroup, CheckPlan, CheckPointer, PointerForm, bounds_computable, symbolic_stride,
};
use checks::{
    check_groups, needs_checks, needs_wrap_predicate, no_wrap_addrec, retry_checks,
    retry_with_runtime_checks,
};
use pointers::Pointers;

/// LLVM's `MemoryDepChecker::Dependence::DepType`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DepKind {
    NoDep,
    Unknown,
    Forward,
    ForwardButPreventsForwarding,
    Backward,
    BackwardVectorizable,
    BackwardVectorizableButPreventsForwarding,
}

impl DepKind {
    /// `isSafeForVectorization`.
    pub fn is_safe(self) -> bool {
        matches!(
            self,
            DepKind::NoDep | DepKind::Forward | DepKind::BackwardVectorizable
        )
    }
}

/// Direction of the dependence in iterations of the candidate loop.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Direction {
    /// `src` touches the address in an earlier iteration than `dst` (`<`).
    Lt,
    /// Same iteration (`=`).
    Eq,
    /// `src` touches it in a later iteration (`>`): lexically backward.
    Gt,
    /// Unknown (`*`).
    Star,
}

impl Direction {
    pub fn symbol(self) -> &'static str {
        match self {
            Direction::Lt => "<",
            Direction::Eq => "=",
            Direction::Gt => ">",
            Direction::Star => "*",
        }
    }
}

/// A pair of memrefs that may touch the same memory, one of them a write.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Dependence {
    /// Memref ids, `src` first in program order.
    pub src: MemrefId,
    pub dst: MemrefId,
    pub kind: DepKind,
    /// `addr(dst) - addr(src)` in the same iteration, in bytes.
    pub distance_bytes: Option<i64>,
    /// `d` such that `src` in iteration `n + d` touches what `dst` touches in
    /// iteration `n`: positive for LLVM's backward dependences.
    pub distance_iters: Option<i64>,
    pub direction: Direction,
    /// Different objects that may alias: guarded by a run-time check.
    pub runtime_check: bool,
    pub note: String,
}

/// Result of `dependences(loop)`.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Dependences {
    pub deps: Vec<Dependence>,
    /// No dependence prevents vectorization (run-time checks aside).
    pub safe: bool,
    /// LLVM's `MaxSafeDepDistBytes`, when a dependence bounds it.
    pub max_safe_dist_bytes: Option<u64>,
    /// LLVM's `MaxSafeVectorWidthInBits`, when bounded.
    pub max_safe_width_bits: Option<u64>,
    /// Largest power-of-two VF that respects every dependence (`None`: unbounded;
    /// 1 when the loop is unsafe to vectorize).
    pub max_safe_vf: Option<u32>,
    pub runtime_checks: usize,
    /// LLVM's `getNumRuntimePointerChecks`: pairs of pointer groups the
    /// run-time checks compare (pointers of one object at constant
    /// distances share a group, as `RuntimePointerChecking::groupChecks`).
    pub runtime_check_groups: usize,
    /// The groups and pairs behind `runtime_check_groups`.
    pub check_plan: CheckPlan,
    /// Accesses whose address LLVM guards by a run-time no-wrap (SCEV)
    /// check before it trusts their stride.
    pub wrap_predicates: usize,
    /// Accesses whose invariant stride LAA versions to 1 (a run-time SCEV
    /// check `s == 1`; not in a function optimized for size, where LLVM
    /// does not version strides).
    pub stride_predicates: usize,
    /// An access that would need a run-time check and has no bounds to
    /// check, or a check that would compare pointers of two address spaces
    /// (LAA's `canCheckPtrAtRT` failing): the loop is refused with "cannot
    /// identify array bounds", and LLVM plans no run-time check at all, so
    /// none is counted and no pair is left to one.
    pub unbounded: Option<MemrefId>,
}

/// LLVM's `VectorizerParams::MaxVectorWidth`.
const MAX_VECTOR_WIDTH: u64 = 64;

struct Checker {
    max_safe_dist: u64,
    max_safe_bits: u64,
    /// LLVM's `FoundNonConstantDistanceDependence`: a same-object pair whose
    /// distance is symbolic makes LAA retry with run-time bound checks.
    non_constant_distance: bool,
    /// Memrefs whose address needs a no-wrap predicate (a SCEV check).
    wrap_predicates: FxHashSet<MemrefId>,
    /// Whether a negative stride swaps which access writes along with the
    /// addresses: LLVM 14 swaps both; LLVM 22 swaps only the addresses and
    /// keeps the writes in program order (`getDependenceDistanceStrideAndSize`),
    /// so a store read back by a later iteration of a loop counting down is
    /// a true dependence that may prevent store-to-load forwarding.
    swap_writes: bool,
    /// LLVM 22's dependence rules (`strides`).
    llvm22: bool,
    /// SCEV's constant bound on the backedge-taken count, and the count
    /// itself when it is a constant: what LLVM 22 ranges distances over.
    max_btc: Option<u128>,
    exact_btc: Option<u128>,
}

/// Computes the dependences of a loop's memrefs.
pub fn analyze(
    cx: &LoopCtx,
    memrefs: &[Memref],
    tbaa: &[Option<crate::tbaa::AccessTag>],
    profile: lanes_db::Profile,
    max_btc: Option<u128>,
) -> Dependences {
    let mut ck = Checker {
        max_safe_dist: u64::MAX,
        max_safe_bits: u64::MAX,
        non_constant_distance: false,
        wrap_predicates: FxHashSet::default(),
        swap_writes: profile == lanes_db::Profile::Llvm14,
        llvm22: profile == lanes_db::Profile::Llvm22,
        max_btc,
        exact_btc: cx.data().exit_counts.constant_btc(),
    };
    let ptrs = Pointers::new(cx, memrefs);
    let sets = alias_sets(&ptrs, memrefs, tbaa);
    let lone = lone_write_pointers(cx, memrefs, &sets);
    let same_set = alias::same_set(memrefs, &sets);
    let mut deps = Vec::new();
    for (ai, a) in memrefs.iter().enumerate() {
        for b in &memrefs[ai + 1..] {
            if !a.kind.is_write() && !b.kind.is_write() {
                continue;
            }
            if same_lone_write(cx, &lone, a, b)
                || unchecked_invariant_load(cx, profile, memrefs, a, b)
            {
                continue;
            }
            // Accesses in different alias sets (TBAA, distinct objects)
            // are never compared.
            if !same_set(a, b) || ptrs.undef(a) || ptrs.undef(b) {
                continue;
            }
            if let Some(d) = pair(&ptrs, &mut ck, a, b) {
                deps.push(d);
            }
        }
    }
    // LoopVectorize asks for every access's stride with `Assume`
    // (`isConsecutivePtr`): each address that is a recurrence only under a
    // predicate adds it.
    for m in memrefs {
        if needs_wrap_predicate(cx, m) {
            ck.wrap_predicates.insert(m.id);
        }
    }
    let forked = profile == lanes_db::Profile::Llvm22;
    let mut unbounded = unbounded_access(&ptrs, memrefs, &sets, forked);
    let retried = ck.non_constant_distance
        && unbounded.is_none()
        && retry_with_runtime_checks(&mut deps, memrefs);
    if retried && forked {
        // The retry's `canCheckPtrAtRT` checks that no pointer wraps
        // (`ShouldCheckWrap`), which `createCheckForAccess` refuses for a
        // forked pointer.
        unbounded = unbounded_access(&ptrs, memrefs, &sets, false);
    }
    if unbounded.is_none() {
        unbounded = cross_space_check(cx, memrefs, &deps);
    }
    let safe = deps.iter().all(|d| d.runtime_check || d.kind.is_safe());
    if let Some(m) = unbounded {
        // `canCheckPtrAtRT` failed: LAA gives up before planning any check,
        // so the pairs that would need one have none.
        let what = m.of(memrefs).map_or("?", |m| &*m.text);
        for d in deps.iter_mut().filter(|d| d.runtime_check) {
            d.runtime_check = false;
            d.note = format!(
                "{}: no run-time check can be planned, the bounds of `{what}` cannot be identified",
                d.note.trim_end_matches(": needs a run-time check")
            );
        }
    }
    let widest = memrefs
        .iter()
        .map(|m| m.elem_size.max(1) as u64 * 8)
        .max()
        .unwrap_or(8);
    let max_safe_vf = if !safe {
        Some(1)
    } else if ck.max_safe_bits == u64::MAX {
        None
    } else {
        let lanes = (ck.max_safe_bits / widest).max(1);
        Some(1u32 << (63 - lanes.leading_zeros()).min(31))
    };
    let check_plan = if unbounded.is_some() {
        CheckPlan::default()
    } else if retried {
        retry_checks(cx, memrefs)
    } else {
        check_groups(&ptrs, memrefs, &sets, forked)
    };
    Dependences {
        runtime_checks: deps.iter().filter(|d| d.runtime_check).count(),
        runtime_check_groups: check_plan.len(),
        check_plan,
        wrap_predicates: ck.wrap_predicates.len(),
        stride_predicates: distinct_strides(cx, memrefs),
        deps,
        safe,
        // As LLVM reports them: only for loops that are safe.
        max_safe_dist_bytes: (safe && ck.max_safe_dist != u64::MAX).then_some(ck.max_safe_dist),
        max_safe_width_bits: (safe && ck.max_safe_bits != u64::MAX).then_some(ck.max_safe_bits),
        max_safe_vf,
        unbounded,
    }
}

/// The symbolic strides of the loop's accesses, each once: PSE keeps one
/// predicate `s == 1` however many accesses step by `s` (`addPredicate`
/// drops a predicate already implied).
fn distinct_strides(cx: &LoopCtx, memrefs: &[Memref]) -> usize {
    let mut seen: Vec<lanes_ir::Value> = Vec::new();
    for s in memrefs.iter().filter_map(|m| symbolic_stride(cx, m)) {
        if !seen.contains(&s) {
            seen.push(s);
        }
    }
    seen.len()
}

/// LAA's refusal to compare pointers of different address spaces
/// (`canCheckPtrAtRT`): the first access of a pair that needs a run-time
/// check across two address spaces.
fn cross_space_check(cx: &LoopCtx, memrefs: &[Memref], deps: &[Dependence]) -> Option<MemrefId> {
    let space = |m: &Memref| {
        crate::memref::access(cx, memref_inst(m))
            .and_then(|(_, p, _, _)| cx.func.value_ty(&p).addrspace())
    };
    deps.iter()
        .filter(|d| d.kind == DepKind::Unknown && d.runtime_check)
        .find_map(|d| {
            let (a, b) = (d.src.of(memrefs)?, d.dst.of(memrefs)?);
            (space(a) != space(b)).then_some(a.id)
        })
}

/// LAA's `canCheckPtrAtRT`: an alias set whose pointers are all read, or
/// that has one pointer and it is written, needs no run-time check and
/// its bounds do not matter; in any other set every pointer needs bounds
/// (a loop-invariant one has them). The first access without bounds in
/// such a set.
///
/// With `forked` (LLVM 22), a `select` of two pointers with bounds has
/// bounds ([`checks::forked_bounds_computable`]).
fn unbounded_access(
    ptrs: &Pointers,
    memrefs: &[Memref],
    sets: &[Vec<MemrefId>],
    forked: bool,
) -> Option<MemrefId> {
    let cx = ptrs.cx();
    for set in sets {
        if !needs_checks(ptrs, memrefs, set) {
            continue;
        }
        if let Some(m) = set.iter().filter_map(|id| id.of(memrefs)).find(|m| {
            m.class != crate::memref::AccessClass::Uniform
                && !checks::bounds_computable_in(ptrs, m)
                && !(forked && checks::forked_bounds_computable(cx, m))
        }) {
            return Some(m.id);
        }
    }
    None
}

/// The pointers LAA analyses for an access through `p` (`visitPointers`):
/// phis of the loop outside its header are replaced by their incoming
/// values, recursively.
pub fn access_pointers(cx: &LoopCtx, p: &Value) -> Vec<Value> {
    let header = cx.data().header;
    let mut out = Vec::new();
    let mut seen = FxHashSet::default();
    let mut work = vec![p.clone()];
    while let Some(v) = work.pop() {
        if !seen.insert(v.clone()) {
            continue;
        }
        match v.as_inst().map(|i| &cx.func.insts[i]) {
            Some(inst)
                if inst.opcode == lanes_ir::Opcode::Phi
                    && cx.in_loop(&v)
                    && inst.block != header =>
            {
                work.extend(inst.operands.iter().cloned());
            }
            _ => out.push(v),
        }
    }
    out
}

/// Whether the underlying objects of two accesses with different bases
/// overlap (a pointer chosen by a phi or select among objects the other
/// access also uses).
fn share_object(ptrs: &Pointers, a: &Memref, b: &Memref) -> bool {
    let (oa, ob) = (ptrs.objects(a), ptrs.objects(b));
    let shared = |o: &BaseObject| !matches!(o, BaseObject::Unknown { .. }) && ob.contains(o);
    oa.iter().any(shared)
}

/// BasicAA's `MayAlias` for LAA's unsized locations where the underlying
/// objects alone would say `NoAlias`: a GEP (`p + 4`) against a pointer
/// that is not one (`q`), the GEP's direct underlying object a phi
/// (`getUnderlyingObject` does not look through phis). `aliasGEP` gives
/// up on a GEP against a non-GEP when both sizes are unknown, and
/// `aliasPHI` then compares the phi's start with the GEP, which fails
/// the same way. Two GEPs (`p + 4`, `q + 4`) or two phis compare their
/// bases and are told apart. So LAA plans run-time checks between
/// pointer inductions over distinct `noalias` arguments
/// (`gcc-vect/pr45752.ll`).
fn gep_against_pointer_phi(ptrs: &Pointers, a: &Memref, b: &Memref) -> bool {
    let f = ptrs.cx().func;
    let inst = |v: &Value| v.as_inst().map(|i| &f.insts[i]);
    let is_gep = |v: &Value| match v {
        Value::Inst(i) => f.insts[*i].opcode == lanes_ir::Opcode::GetElementPtr,
        Value::Const(lanes_ir::Constant::Expr(e)) => e.op == lanes_ir::Opcode::GetElementPtr,
        _ => false,
    };
    // `stripPointerCastsForAliasAnalysis`: casts and all-zero GEPs.
    let strip = |mut v: Value| {
        while let Some(i) = inst(&v) {
            let zero_gep = i.opcode == lanes_ir::Opcode::GetElementPtr
                && i.operands[1..]
                    .iter()
                    .all(|o| matches!(o, Value::Const(c) if c.as_int().is_some_and(|x| x == 0)));
            let cast = matches!(
                i.opcode,
                lanes_ir::Opcode::BitCast | lanes_ir::Opcode::AddrSpaceCast
            );
            if !(zero_gep || cast) {
                break;
            }
            v = i.operands[0].clone();
        }
        v
    };
    let pointer = |m: &Memref| ptrs.pointer(m).cloned().map(strip);
    let (Some(pa), Some(pb)) = (pointer(a), pointer(b)) else {
        return false;
    };
    let (gep, other) = match (is_gep(&pa), is_gep(&pb)) {
        (true, false) => (pa, pb),
        (false, true) => (pb, pa),
        _ => return false,
    };
    // `getUnderlyingObject` (`MaxLookupSearchDepth` 6): GEPs and casts.
    let mut object = gep;
    for _ in 0..6 {
        match inst(&object) {
            Some(i)
                if matches!(
                    i.opcode,
                    lanes_ir::Opcode::GetElementPtr
                        | lanes_ir::Opcode::BitCast
                        | lanes_ir::Opcode::AddrSpaceCast
                ) =>
            {
                object = i.operands[0].clone()
            }
            _ => break,
        }
    }
    object != other && inst(&object).is_some_and(|i| i.opcode == lanes_ir::Opcode::Phi)
}

/// BasicAA's verdict on the objects of two accesses: a pointer chosen by
/// a `select` between objects (`aliasSelect`) may alias the other access
/// only when one of its arms may; otherwise [`may_alias`] on the bases.
fn accesses_may_alias(ptrs: &Pointers, a: &Memref, b: &Memref) -> bool {
    let (oa, ob) = (select_objects(ptrs, a), select_objects(ptrs, b));
    if oa.is_none() && ob.is_none() {
        return may_alias(&a.base, &b.base);
    }
    let oa = oa.unwrap_or(std::slice::from_ref(&a.base));
    let ob = ob.unwrap_or(std::slice::from_ref(&b.base));
    oa.iter().any(|x| ob.iter().any(|y| may_alias(x, y)))
}

/// The objects an access through a `select` of pointers may point into,
/// when each is one BasicAA can tell apart (none unknown).
fn select_objects<'p>(ptrs: &'p Pointers, m: &Memref) -> Option<&'p [BaseObject]> {
    if !ptrs.through_select(m) {
        return None;
    }
    let objects = ptrs.objects(m);
    (!objects
        .iter()
        .any(|o| matches!(o, BaseObject::Unknown { .. })))
    .then_some(objects)
}

/// Whether the pointer of `m` is a `select` behind GEPs and casts.
fn through_select(cx: &LoopCtx, p: &Value) -> bool {
    let f = cx.func;
    let mut v = p.clone();
    while let Some(i) = v.as_inst() {
        match f.insts[i].opcode {
            lanes_ir::Opcode::GetElementPtr
            | lanes_ir::Opcode::BitCast
            | lanes_ir::Opcode::AddrSpaceCast => v = f.insts[i].operands[0].clone(),
            lanes_ir::Opcode::Select => break,
            _ => return false,
        }
    }
    v.as_inst()
        .is_some_and(|i| f.insts[i].opcode == lanes_ir::Opcode::Select)
}

/// BasicAA's verdict on two underlying objects (`aliasCheck`).
fn may_alias(a: &BaseObject, b: &BaseObject) -> bool {
    if a == b {
        return true;
    }
    // A local that does not escape is distinct from every other object (as
    // lanes has always taken it, for allocas).
    let local = |o: &BaseObject| matches!(o, BaseObject::Alloca { escapes: false, .. });
    if local(a) || local(b) {
        return false;
    }
    // Two identified objects (allocas, allocations, globals, `noalias`
    // arguments) are distinct.
    if a.is_identified() && b.is_identified() {
        return false;
    }
    // No argument points into an object identified at the function level.
    let argument = |o: &BaseObject| matches!(o, BaseObject::Argument { .. });
    if (argument(a) && b.is_function_local()) || (argument(b) && a.is_function_local()) {
        return false;
    }
    // A pointer from outside (loaded, returned by a call) cannot point into
    // a local object whose address never escaped.
    !((a.is_escape_source() && b.is_non_escaping_local())
        || (b.is_escape_source() && a.is_non_escaping_local()))
}

fn pair(ptrs: &Pointers, ck: &mut Checker, a: &Memref, b: &Memref) -> Option<Dependence> {
    let cx = ptrs.cx();
    let mut dep = Dependence {
        src: a.id,
        dst: b.id,
        kind: DepKind::Unknown,
        distance_bytes: None,
        distance_iters: None,
        direction: Direction::Star,
        runtime_check: false,
        note: String::new(),
    };
    if a.base != b.base {
        return different_bases(ptrs, ck, a, b, dep);
    }
    let (fas, fbs) = match (ptrs.forms(a), ptrs.forms(b)) {
        (Some(x), Some(y)) => (x, y),
        _ => {
            dep.note = "address is not affine".into();
            return Some(dep);
        }
    };
    // A pointer chosen by a phi inside the loop is one access per incoming
    // pointer (`visitPointers`): every combination is checked, and the
    // pair is as unsafe as its worst one.
    let mut worst: Option<Dependence> = None;
    for fa in fas {
        for fb in fbs {
            let Some(d) = pair_forms(cx, ck, a, b, dep.clone(), fa, fb) else {
                continue;
            };
            if worst
                .as_ref()
                .is_none_or(|w| w.kind.is_safe() && !d.kind.is_safe())
            {
                worst = Some(d);
            }
        }
    }
    worst
}

/// The dependence of `a` and `b` through addresses `fa` and `fb`.
fn pair_forms(
    cx: &LoopCtx,
    ck: &mut Checker,
    a: &Memref,
    b: &Memref,
    mut dep: Dependence,
    fa: &Affine,
    fb: &Affine,
) -> Option<Dependence> {
    let iter = cx.iter_term();
    // A clamped index's start ([`crate::memref::is_symbolic_clamp_start`])
    // is invariant: its form from `access_forms` is a recurrence.
    let in_loop_term = |f: &Affine| {
        f.terms.iter().any(|(t, _)| match t {
            Term::Inst(i) => {
                cx.in_loop(&Value::Inst(*i)) && !crate::memref::is_symbolic_clamp_start(cx, *i)
            }
            Term::Iter(l) => *l != cx.l && !cx.forest.encloses(*l, cx.l),
            _ => false,
        })
    };
    // LLVM's getPtrStride: a constant stride in whole elements.
    let elem_stride = |f: &Affine, m: &Memref| -> i64 {
        let s = f.coeff(&iter) as i64;
        if in_loop_term(f) || m.elem_size == 0 || s % m.elem_size != 0 {
            0
        } else {
            s / m.elem_size
        }
    };
    let (mut sa, mut sb) = (elem_stride(fa, a), elem_stride(fb, b));
    // `getPtrStride` with `Assume`: a stride other than ±1 whose address
    // arithmetic is not known not to wrap gets a no-wrap predicate.
    for (m, st) in [(a, sa), (b, sb)] {
        if st.abs() > 1 && !no_wrap_addrec(cx, m) {
            ck.wrap_predicates.insert(m.id);
        }
    }
    let (mut a_write, mut b_write) = (a.kind.is_write(), b.kind.is_write());
    let (mut src, mut sink) = (fa, fb);
    let (mut aty, mut bty) = (&a.elem_ty, &b.elem_ty);
    let mut asz = a.elem_size;
    if sa < 0 {
        std::mem::swap(&mut src, &mut sink);
        std::mem::swap(&mut sa, &mut sb);
        if ck.swap_writes {
            std::mem::swap(&mut a_write, &mut b_write);
        }
        std::mem::swap(&mut aty, &mut bty);
        asz = b.elem_size;
    }
    let dist = sink.sub(src).as_constant().map(|d| d as i64);
    // Iteration distance in the unswapped orientation, for reporting.
    let bytes = fb.sub(fa).as_constant().map(|d| d as i64);
    dep.distance_bytes = bytes;
    let s_bytes = fa.coeff(&iter) as i64;
    let same_stride = s_bytes != 0 && fb.coeff(&iter) as i64 == s_bytes;
    if let Some(d) = bytes.filter(|d| same_stride && d % s_bytes == 0) {
        let it = d / s_bytes;
        dep.distance_iters = Some(it);
        dep.direction = match it.signum() {
            1 => Direction::Gt,
            0 => Direction::Eq,
            _ => Direction::Lt,
        };
    }
    if sa == 0 || sb == 0 || (sa != sb && (!ck.llvm22 || sa.signum() != sb.signum())) {
        dep.note = "pointer access with non-constant or different stride".into();
        return Some(dep);
    }
    let same_size = a.elem_size == b.elem_size;
    if ck.llvm22 {
        let pair = strides::Pair22 {
            stride_a: sa.unsigned_abs(),
            stride_b: sb.unsigned_abs(),
            type_size: asz.max(1) as u64,
            same_size,
            a_write,
            b_write,
        };
        if let Some(d) = strides::is_dependent_22(ck, dep.clone(), &sink.sub(src), &iter, &pair) {
            return Some(d);
        }
    }
    let Some(distance) = dist else {
        ck.non_constant_distance = true;
        dep.note = "non-constant distance".into();
        return Some(dep);
    };
    let access = Oriented {
        type_size: asz.max(1),
        stride: sa.unsigned_abs(),
        // LLVM 22 compares store sizes (`HasSameSize`), LLVM 14 types.
        same_ty: if ck.llvm22 { same_size } else { aty == bty },
        a_write,
        b_write,
    };
    Some(known_distance(ck, dep, distance, &access))
}

/// A pair whose bases differ: independent when they cannot alias, one
/// dependence set without a constant distance when they may point into the
/// same object, else a run-time check.
fn different_bases(
    ptrs: &Pointers,
    ck: &mut Checker,
    a: &Memref,
    b: &Memref,
    mut dep: Dependence,
) -> Option<Dependence> {
    let cx = ptrs.cx();
    if !accesses_may_alias(ptrs, a, b) && !gep_against_pointer_phi(ptrs, a, b) {
        return None;
    }
    if share_object(ptrs, a, b) {
        // One dependence set in LAA: the checker sees no common base, so
        // no constant distance. Equal strides make it retry with
        // run-time checks; otherwise the pair is unsafe.
        let stride = |m: &Memref| {
            let f = m.form.as_deref()?;
            let s = f.coeff(&cx.iter_term()) as i64;
            (m.elem_size != 0 && s % m.elem_size == 0).then_some(s / m.elem_size)
        };
        match (stride(a), stride(b)) {
            (Some(x), Some(y)) if x == y && x != 0 => ck.non_constant_distance = true,
            _ => {}
        }
        dep.note = format!(
            "{} and {} may point into the same object: the dependence checker finds no constant distance",
            a.base.name(),
            b.base.name()
        );
        return Some(dep);
    }
    dep.runtime_check = true;
    dep.note = format!(
        "{} and {} may alias: needs a run-time check",
        a.base.name(),
        b.base.name()
    );
    Some(dep)
}

/// The pair's accesses in the direction of the stride: element size,
/// stride in elements, whether both have one type, which ones write.
struct Oriented {
    type_size: i64,
    stride: u64,
    same_ty: bool,
    a_write: bool,
    b_write: bool,
}

/// LLVM's `MemoryDepChecker::isDependent` once the distance is a constant.
fn known_distance(
    ck: &mut Checker,
    mut dep: Dependence,
    distance: i64,
    o: &Oriented,
) -> Dependence {
    let Oriented {
        type_size,
        stride,
        same_ty,
        a_write,
        b_write,
    } = *o;
    // Strided accesses whose distance is not a multiple of the stride never meet.
    if distance != 0 && stride > 1 && same_ty {
        let d = distance.unsigned_abs();
        if d.is_multiple_of(type_size as u64) && !(d / type_size as u64).is_multiple_of(stride) {
            dep.kind = DepKind::NoDep;
            dep.note = "strided accesses are independent".into();
            return dep;
        }
    }
    if distance < 0 {
        let true_dep = a_write && !b_write;
        dep.kind = if true_dep
            && (ck.prevents_forwarding(distance.unsigned_abs(), type_size as u64) || !same_ty)
        {
            DepKind::ForwardButPreventsForwarding
        } else {
            DepKind::Forward
        };
        return dep;
    }
    if distance == 0 {
        dep.kind = if same_ty {
            DepKind::Forward
        } else {
            DepKind::Unknown
        };
        return dep;
    }
    if !same_ty {
        dep.note = "different types".into();
        return dep;
    }
    let distance = distance as u64;
    let ts = type_size as u64;
    let min_needed = ts * stride + ts; // two iterations
    if min_needed > distance || min_needed > ck.max_safe_dist {
        dep.kind = DepKind::Backward;
        return dep;
    }
    ck.max_safe_dist = ck.max_safe_dist.min(distance);
    let true_dep = !a_write && b_write;
    if true_dep && ck.prevents_forwarding(distance, ts) {
        dep.kind = DepKind::BackwardVectorizableButPreventsForwarding;
        return dep;
    }
    let max_vf = ck.max_safe_dist / (ts * stride);
    ck.max_safe_bits = ck.max_safe_bits.min(max_vf * ts * 8);
    dep.kind = DepKind::BackwardVectorizable;
    dep.note = format!("max VF {max_vf}");
    dep
}

impl Checker {
    /// LLVM's `couldPreventStoreLoadForward`.
    fn prevents_forwarding(&mut self, distance: u64, ts: u64) -> bool {
        let iters_through_memory = 8 * ts;
        let mut max_vf = (MAX_VECTOR_WIDTH * ts).min(self.max_safe_dist);
        let mut vf = 2 * ts;
        while vf <= max_vf {
            if !distance.is_multiple_of(vf) && distance / vf < iters_through_memory {
                max_vf = vf >> 1;
                break;
            }
            vf *= 2;
        }
        if max_vf < 2 * ts {
            return true;
        }
        if max_vf < self.max_safe_dist && max_vf != MAX_VECTOR_WIDTH * ts {
            self.max_safe_dist = max_vf;
        }
        false
    }
}
