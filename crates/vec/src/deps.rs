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

/// LLVM's `MemoryDepChecker::Dependence::DepType`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize)]
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
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize)]
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
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize)]
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
#[derive(Clone, PartialEq, Eq, Debug, Default, serde::Serialize)]
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
    /// Accesses whose address LLVM guards by a run-time no-wrap (SCEV)
    /// check before it trusts their stride.
    pub wrap_predicates: usize,
    /// Accesses whose invariant stride LAA versions to 1 (a run-time SCEV
    /// check `s == 1`; not in a function optimized for size, where LLVM
    /// does not version strides).
    #[serde(skip)]
    pub stride_predicates: usize,
    /// An access that would need a run-time check and has no bounds to
    /// check, or a check that would compare pointers of two address spaces
    /// (LAA's `canCheckPtrAtRT` failing): the loop is refused with "cannot
    /// identify array bounds", and LLVM plans no run-time check at all, so
    /// none is counted and no pair is left to one.
    #[serde(skip_serializing_if = "Option::is_none")]
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
}

/// Computes the dependences of a loop's memrefs.
pub fn analyze(
    cx: &LoopCtx,
    memrefs: &[Memref],
    tbaa: &[Option<crate::tbaa::TypeChain>],
    profile: lanes_db::Profile,
) -> Dependences {
    let mut ck = Checker {
        max_safe_dist: u64::MAX,
        max_safe_bits: u64::MAX,
        non_constant_distance: false,
        wrap_predicates: FxHashSet::default(),
        swap_writes: profile == lanes_db::Profile::Llvm14,
    };
    let sets = alias_sets(cx, memrefs, tbaa);
    let lone = lone_write_pointers(cx, memrefs, &sets);
    let mut deps = Vec::new();
    for (ai, a) in memrefs.iter().enumerate() {
        for b in &memrefs[ai + 1..] {
            if !a.kind.is_write() && !b.kind.is_write() {
                continue;
            }
            if same_lone_write(cx, &lone, a, b) {
                continue;
            }
            // Accesses of unrelated TBAA types never alias.
            if !tbaa_may_alias(tbaa, a, b) || undef_pointer(cx, a) || undef_pointer(cx, b) {
                continue;
            }
            if let Some(d) = pair(cx, &mut ck, a, b) {
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
    let mut unbounded = unbounded_access(cx, memrefs, &sets);
    let retried = ck.non_constant_distance
        && unbounded.is_none()
        && retry_with_runtime_checks(&mut deps, memrefs);
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
    Dependences {
        runtime_checks: deps.iter().filter(|d| d.runtime_check).count(),
        runtime_check_groups: if unbounded.is_some() {
            0
        } else if retried {
            retry_checks(cx, memrefs)
        } else {
            check_groups(memrefs, &deps)
        },
        wrap_predicates: ck.wrap_predicates.len(),
        stride_predicates: memrefs
            .iter()
            .filter(|m| symbolic_stride(cx, m).is_some())
            .count(),
        deps,
        safe,
        // As LLVM reports them: only for loops that are safe.
        max_safe_dist_bytes: (safe && ck.max_safe_dist != u64::MAX).then_some(ck.max_safe_dist),
        max_safe_width_bits: (safe && ck.max_safe_bits != u64::MAX).then_some(ck.max_safe_bits),
        max_safe_vf,
        unbounded,
    }
}

/// The pointer values of stores that are the only pointer written in their
/// alias set. LAA keys an access by its pointer value and whether it
/// writes (`MemAccessInfo`): the stores through one pointer value are one
/// access, which is checked against others (`CheckDeps`) only when another
/// written pointer of its alias set came first; alone, its stores are never
/// compared with each other.
fn lone_write_pointers(cx: &LoopCtx, memrefs: &[Memref], sets: &[Vec<MemrefId>]) -> Vec<Value> {
    let mut out = Vec::new();
    for set in sets {
        let mut written: Vec<Value> = Vec::new();
        for m in set.iter().filter_map(|id| id.of(memrefs)) {
            if m.kind != AccessKind::Store {
                continue;
            }
            if let Some((_, p, _, _)) = crate::memref::access(cx, memref_inst(m))
                && !written.contains(&p)
            {
                written.push(p);
            }
        }
        if let [p] = written.as_slice() {
            out.push(p.clone());
        }
    }
    out
}

/// Whether `a` and `b` are stores of one type through one pointer value
/// that [`lone_write_pointers`] found alone: one LAA access, no pair.
fn same_lone_write(cx: &LoopCtx, lone: &[Value], a: &Memref, b: &Memref) -> bool {
    if a.kind != AccessKind::Store || b.kind != AccessKind::Store {
        return false;
    }
    let (Some((_, p, ta, _)), Some((_, q, tb, _))) = (
        crate::memref::access(cx, memref_inst(a)),
        crate::memref::access(cx, memref_inst(b)),
    ) else {
        return false;
    };
    p == q && ta == tb && lone.contains(&p)
}

/// Whether the `!tbaa` types of two accesses may alias.
fn tbaa_may_alias(tbaa: &[Option<crate::tbaa::TypeChain>], a: &Memref, b: &Memref) -> bool {
    match (tbaa.get(a.id.index()), tbaa.get(b.id.index())) {
        (Some(Some(x)), Some(Some(y))) => crate::tbaa::may_alias(x, y),
        _ => true,
    }
}

/// An access through `undef` (casts aside) aliases nothing: BasicAA may
/// pick for `undef` an address no other access uses (`aliasCheck`).
fn undef_pointer(cx: &LoopCtx, m: &Memref) -> bool {
    let Some((_, mut p, _, _)) = crate::memref::access(cx, memref_inst(m)) else {
        return false;
    };
    loop {
        match &p {
            Value::Const(lanes_ir::Constant::Undef(_) | lanes_ir::Constant::Poison(_)) => {
                return true;
            }
            Value::Const(lanes_ir::Constant::Expr(e))
                if matches!(
                    e.op,
                    lanes_ir::Opcode::BitCast | lanes_ir::Opcode::AddrSpaceCast
                ) =>
            {
                match e.operands.first() {
                    Some(c) => p = Value::Const(c.clone()),
                    None => return false,
                }
            }
            Value::Inst(i)
                if matches!(
                    cx.func.insts[*i].opcode,
                    lanes_ir::Opcode::BitCast | lanes_ir::Opcode::AddrSpaceCast
                ) =>
            {
                p = cx.func.insts[*i].operands[0].clone();
            }
            _ => return false,
        }
    }
}

/// LLVM's alias sets (`AliasSetTracker` over the loop's accesses, each
/// location unbounded in size): accesses are in one set when they may
/// alias, transitively. Each set lists its memrefs in program order.
fn alias_sets(
    cx: &LoopCtx,
    memrefs: &[Memref],
    tbaa: &[Option<crate::tbaa::TypeChain>],
) -> Vec<Vec<MemrefId>> {
    let mut leader: Vec<usize> = (0..memrefs.len()).collect();
    fn find(leader: &mut [usize], mut x: usize) -> usize {
        while leader[x] != x {
            leader[x] = leader[leader[x]];
            x = leader[x];
        }
        x
    }
    let undef: Vec<bool> = memrefs.iter().map(|m| undef_pointer(cx, m)).collect();
    for (ai, a) in memrefs.iter().enumerate() {
        for (bi, b) in memrefs.iter().enumerate().skip(ai + 1) {
            let alias = !undef[ai]
                && !undef[bi]
                && tbaa_may_alias(tbaa, a, b)
                && (a.base == b.base
                    || may_alias(&a.base, &b.base)
                    || gep_against_pointer_phi(cx, a, b));
            if alias {
                let (x, y) = (find(&mut leader, ai), find(&mut leader, bi));
                leader[x.max(y)] = x.min(y);
            }
        }
    }
    let mut sets: FxHashMap<usize, Vec<MemrefId>> = FxHashMap::default();
    let mut order = Vec::new();
    for (k, m) in memrefs.iter().enumerate() {
        let l = find(&mut leader, k);
        if !sets.contains_key(&l) {
            order.push(l);
        }
        sets.entry(l).or_default().push(m.id);
    }
    order.into_iter().filter_map(|l| sets.remove(&l)).collect()
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
fn unbounded_access(cx: &LoopCtx, memrefs: &[Memref], sets: &[Vec<MemrefId>]) -> Option<MemrefId> {
    for set in sets {
        // Pointer values (each incoming pointer of a phi of the loop on its
        // own, as `visitPointers`) and whether any access writes them.
        let mut pointers: Vec<(Value, bool)> = Vec::new();
        for m in set.iter().filter_map(|id| id.of(memrefs)) {
            let Some((_, p, _, _)) = crate::memref::access(cx, memref_inst(m)) else {
                continue;
            };
            for q in access_pointers(cx, &p) {
                match pointers.iter_mut().find(|(x, _)| *x == q) {
                    Some(e) => e.1 |= m.kind.is_write(),
                    None => pointers.push((q, m.kind.is_write())),
                }
            }
        }
        let writes = pointers.iter().filter(|(_, w)| *w).count();
        let reads = pointers.len() - writes;
        if writes == 0 || (writes == 1 && reads == 0) {
            continue;
        }
        if let Some(m) = set
            .iter()
            .filter_map(|id| id.of(memrefs))
            .find(|m| m.class != crate::memref::AccessClass::Uniform && !bounds_computable(cx, m))
        {
            return Some(m.id);
        }
    }
    None
}

/// LAA's retry (`shouldRetryWithRuntimeCheck`): when the only obstacles are
/// `Unknown` pairs and one of them has a non-constant distance, LLVM drops
/// the dependence checks and guards the loop by run-time checks on the
/// bounds of every pointer, which it can do when every address is affine
/// (`canCheckPtrAtRT`, the caller's `unbounded_access`). Pairs with a
/// store to a loop-invariant address keep their verdict: LLVM refuses
/// those separately.
fn retry_with_runtime_checks(deps: &mut [Dependence], memrefs: &[Memref]) -> bool {
    let unsafe_known = deps
        .iter()
        .any(|d| !d.runtime_check && d.kind != DepKind::Unknown && !d.kind.is_safe());
    if unsafe_known {
        return false;
    }
    let invariant_write = |id: MemrefId| {
        id.of(memrefs)
            .is_some_and(|m| m.kind.is_write() && m.class == crate::memref::AccessClass::Uniform)
    };
    for d in deps.iter_mut() {
        if !d.runtime_check
            && d.kind == DepKind::Unknown
            && !invariant_write(d.src)
            && !invariant_write(d.dst)
        {
            d.runtime_check = true;
            d.note = format!("{}: run-time check on the pointer bounds", d.note);
        }
    }
    true
}

/// LAA's `isNoWrapAddRec`: an `inbounds` GEP whose one varying index is
/// an `nsw` operation with a constant second operand on an induction of
/// the loop whose update is `nsw`.
fn no_wrap_addrec(cx: &LoopCtx, m: &Memref) -> bool {
    let f = cx.func;
    let Some((_, p, _, _)) = crate::memref::access(cx, memref_inst(m)) else {
        return false;
    };
    let Some(gep) = p.as_inst().map(|i| &f.insts[i]) else {
        return false;
    };
    // A pointer induction stepped by an `inbounds` GEP: SCEV marks its
    // recurrence no-self-wrap.
    if let Some(iv) = p
        .as_inst()
        .and_then(|i| cx.aff.inductions_of(cx.l).find(|iv| iv.phi == i))
    {
        let step = &f.insts[iv.update];
        return iv.is_pointer
            && step.opcode == lanes_ir::Opcode::GetElementPtr
            && step.flags.contains(lanes_ir::Flags::INBOUNDS);
    }
    if gep.opcode != lanes_ir::Opcode::GetElementPtr
        || !gep.flags.contains(lanes_ir::Flags::INBOUNDS)
    {
        return false;
    }
    // SCEV's own flags: an `inbounds` GEP that runs in every iteration (so
    // poison would be undefined behaviour) adds a non-negative offset to its
    // base without unsigned wrap (`getGEPExpr`): the address recurrence is
    // `nuw`. Non-negative here: a constant start and step of at least 0 on
    // a single pointer base.
    let every_iteration = cx
        .data()
        .latch()
        .is_some_and(|l| cx.dom.dominates(gep.block, l));
    if every_iteration && let Some(form) = cx.form(&p) {
        let iter = cx.iter_term();
        let mut bases = 0;
        let only_base = form.terms.iter().all(|(t, c)| match t {
            t if *t == iter => *c >= 0,
            Term::Arg(_) | Term::Global(_) if *c == 1 => {
                bases += 1;
                true
            }
            // A pointer made before the loop (an alloca, a loaded base).
            Term::Inst(d)
                if *c == 1 && !cx.in_loop(&Value::Inst(*d)) && f.insts[*d].ty.is_ptr() =>
            {
                bases += 1;
                true
            }
            _ => false,
        });
        if only_base && bases == 1 && form.constant >= 0 {
            return true;
        }
    }
    let mut varying = gep.operands[1..].iter().filter(|v| v.as_const().is_none());
    let (Some(index), None) = (varying.next(), varying.next()) else {
        return false;
    };
    // Through a sign extension, as SCEV does.
    let mut index = index.clone();
    if let Some(d) = index.as_inst().map(|i| &f.insts[i])
        && d.opcode == lanes_ir::Opcode::SExt
    {
        index = d.operands[0].clone();
    }
    let Some(op) = index.as_inst().map(|i| &f.insts[i]) else {
        return false;
    };
    op.flags.contains(lanes_ir::Flags::NSW)
        && op.operands.get(1).is_some_and(|c| c.as_const().is_some())
        && op.operands[0].as_inst().is_some_and(|phi| {
            cx.aff
                .inductions_of(cx.l)
                .any(|iv| iv.phi == phi && f.insts[iv.update].flags.contains(lanes_ir::Flags::NSW))
        })
}

/// After LAA's retry every pointer is a dependence set and a group of its
/// own (`groupChecks` without dependences): the checks are the pairs of
/// distinct pointers, one of them written, that may alias.
fn retry_checks(cx: &LoopCtx, memrefs: &[Memref]) -> usize {
    // Pointer value → (base, written).
    let mut ptrs: Vec<(Value, &BaseObject, bool)> = Vec::new();
    let mut index: FxHashMap<Value, usize> = FxHashMap::default();
    for m in memrefs {
        let Some((_, p, _, _)) = crate::memref::access(cx, memref_inst(m)) else {
            continue;
        };
        match index.get(&p) {
            Some(&k) => ptrs[k].2 |= m.kind.is_write(),
            None => {
                index.insert(p.clone(), ptrs.len());
                ptrs.push((p, &m.base, m.kind.is_write()));
            }
        }
    }
    let mut n = 0;
    for (k, a) in ptrs.iter().enumerate() {
        for b in &ptrs[k + 1..] {
            if (a.2 || b.2) && (a.1 == b.1 || may_alias(a.1, b.1)) {
                n += 1;
            }
        }
    }
    n
}

/// Pairs of pointer groups that the run-time checks of `deps` compare: a
/// group is the accesses of one object whose addresses differ by a
/// constant.
fn check_groups(memrefs: &[Memref], deps: &[Dependence]) -> usize {
    let mut groups: FxHashMap<(&BaseObject, Affine), usize> = FxHashMap::default();
    let mut group_of: FxHashMap<MemrefId, usize> = FxHashMap::default();
    for m in memrefs {
        let form = m.form.as_deref().map(|f| Affine {
            constant: 0,
            ..f.clone()
        });
        // An address without a form is a group of its own.
        let fresh = groups.len() + group_of.len() + memrefs.len();
        let g = match form {
            Some(f) => {
                let n = groups.len();
                *groups.entry((&m.base, f)).or_insert(n)
            }
            None => fresh,
        };
        group_of.insert(m.id, g);
    }
    let mut pairs: FxHashSet<(usize, usize)> = FxHashSet::default();
    for d in deps.iter().filter(|d| d.runtime_check) {
        if let (Some(&a), Some(&b)) = (group_of.get(&d.src), group_of.get(&d.dst))
            && a != b
        {
            pairs.insert((a.min(b), a.max(b)));
        }
    }
    pairs.len()
}

/// Whether a run-time check can bound the accesses of `m` (LLVM's
/// `hasComputableBounds`): its address is affine in the loop's iteration
/// and loop invariants, with no value computed inside the loop (an index
/// loaded in the loop has no bounds to check).
///
/// A pointer chosen by a phi of the loop other than the header's stands
/// for each of its incoming pointers, which LAA checks as accesses of
/// their own (`visitPointers`: SCEV does not look through such phis).
pub fn bounds_computable(cx: &LoopCtx, m: &Memref) -> bool {
    access_forms(cx, m).is_some_and(|fs| {
        fs.iter().all(|f| {
            !f.terms.iter().any(|(t, _)| match *t {
                Term::Inst(i) => cx.in_loop(&Value::Inst(i)) && !symbolic_step(cx, i),
                Term::Iter(l) => l != cx.l && !cx.forest.encloses(l, cx.l),
                _ => false,
            })
        })
    })
}

/// Whether loop value `i` is `x · y` with `x` affine in the loop's
/// iteration (invariants aside) and `y` loop invariant: SCEV's affine
/// recurrence `{x0·y, +, k·y}` with a symbolic step, whose bounds LAA
/// computes (`RuntimePointerChecking::insert` takes the smaller and the
/// larger of its first and last values).
fn symbolic_step(cx: &LoopCtx, i: lanes_ir::InstId) -> bool {
    let inst = &cx.func.insts[i];
    if inst.opcode != lanes_ir::Opcode::Mul {
        return false;
    }
    let iter = cx.iter_term();
    let affine = |v: &Value| {
        cx.form(v).is_some_and(|a| {
            a.coeff(&iter) != 0
                && a.terms.iter().all(|(t, _)| match *t {
                    Term::Inst(d) => !cx.in_loop(&Value::Inst(d)),
                    Term::Iter(l) => l == cx.l || cx.forest.encloses(l, cx.l),
                    _ => true,
                })
        })
    };
    let invariant = |v: &Value| {
        !cx.in_loop(v)
            || cx.form(v).is_some_and(|a| {
                a.terms.iter().all(|(t, _)| match *t {
                    Term::Inst(d) => !cx.in_loop(&Value::Inst(d)),
                    Term::Iter(l) => l != cx.l && cx.forest.encloses(l, cx.l),
                    _ => true,
                })
            })
    };
    let (a, b) = (&inst.operands[0], &inst.operands[1]);
    (affine(a) && invariant(b)) || (affine(b) && invariant(a))
}

/// The address forms of an access: the memref's own form, or one per
/// incoming pointer of a phi of the loop that chooses the pointer.
fn access_forms(cx: &LoopCtx, m: &Memref) -> Option<Vec<Affine>> {
    let (_, p, _, _) = crate::memref::access(cx, memref_inst(m))?;
    let ps = access_pointers(cx, &p);
    if ps.is_empty() {
        return None;
    }
    let scev = |f: Affine| crate::memref::predicated_form(cx, &f).map_or(f, |(g, _)| g);
    if ps == [p] {
        return m.form.as_deref().map(|f| vec![scev(f.clone())]);
    }
    ps.iter().map(|p| cx.form(p).map(scev)).collect()
}

/// The invariant stride LAA versions to 1 for a load or store
/// ([`crate::memref::symbolic_stride`]): the predicate `s == 1` is a
/// run-time SCEV check. Counted also where lanes cannot tell whether LAA
/// versions it, which only refuses more for a small trip count.
pub fn symbolic_stride(cx: &LoopCtx, m: &Memref) -> Option<Value> {
    if !matches!(m.kind, AccessKind::Load | AccessKind::Store) {
        return None;
    }
    crate::memref::symbolic_stride(cx, memref_inst(m)).map(|v| v.stride().clone())
}

/// Whether SCEV sees the address of `m` as an add recurrence only under a
/// no-wrap predicate ([`predicated_form`]), which LLVM checks at run time.
fn needs_wrap_predicate(cx: &LoopCtx, m: &Memref) -> bool {
    let Some((_, p, _, _)) = crate::memref::access(cx, memref_inst(m)) else {
        return false;
    };
    access_pointers(cx, &p)
        .iter()
        .filter_map(|p| cx.form(p))
        .any(|f| {
            crate::memref::predicated_form(cx, &f).is_some_and(|(_, pred)| pred)
                || crate::memref::symbolic_clamped_index(cx, &f)
        })
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
fn share_object(cx: &LoopCtx, a: &Memref, b: &Memref) -> bool {
    let objects = |m: &Memref| {
        crate::memref::access(cx, memref_inst(m))
            .map(|(_, p, _, _)| crate::memref::underlying_objects(cx, &p))
            .unwrap_or_default()
    };
    let (oa, ob) = (objects(a), objects(b));
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
fn gep_against_pointer_phi(cx: &LoopCtx, a: &Memref, b: &Memref) -> bool {
    let f = cx.func;
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
    let pointer =
        |m: &Memref| crate::memref::access(cx, memref_inst(m)).map(|(_, p, _, _)| strip(p));
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

fn pair(cx: &LoopCtx, ck: &mut Checker, a: &Memref, b: &Memref) -> Option<Dependence> {
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
        return different_bases(cx, ck, a, b, dep);
    }
    let (fas, fbs) = match (access_forms(cx, a), access_forms(cx, b)) {
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
    for fa in &fas {
        for fb in &fbs {
            let Some(d) = pair_forms(cx, ck, a, b, dep.clone(), fa.clone(), fb.clone()) else {
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
    fa: Affine,
    fb: Affine,
) -> Option<Dependence> {
    let iter = cx.iter_term();
    let in_loop_term = |f: &Affine| {
        f.terms.iter().any(|(t, _)| match t {
            Term::Inst(i) => cx.in_loop(&Value::Inst(*i)),
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
    let (mut sa, mut sb) = (elem_stride(&fa, a), elem_stride(&fb, b));
    // `getPtrStride` with `Assume`: a stride other than ±1 whose address
    // arithmetic is not known not to wrap gets a no-wrap predicate.
    for (m, st) in [(a, sa), (b, sb)] {
        if st.abs() > 1 && !no_wrap_addrec(cx, m) {
            ck.wrap_predicates.insert(m.id);
        }
    }
    let (mut a_write, mut b_write) = (a.kind.is_write(), b.kind.is_write());
    let (mut src, mut sink) = (&fa, &fb);
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
    let bytes = fb.sub(&fa).as_constant().map(|d| d as i64);
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
    if sa == 0 || sb == 0 || sa != sb {
        dep.note = "pointer access with non-constant or different stride".into();
        return Some(dep);
    }
    let Some(distance) = dist else {
        ck.non_constant_distance = true;
        dep.note = "non-constant distance".into();
        return Some(dep);
    };
    let access = Oriented {
        type_size: asz.max(1),
        stride: sa.unsigned_abs(),
        same_ty: aty == bty,
        a_write,
        b_write,
    };
    Some(known_distance(ck, dep, distance, &access))
}

/// A pair whose bases differ: independent when they cannot alias, one
/// dependence set without a constant distance when they may point into the
/// same object, else a run-time check.
fn different_bases(
    cx: &LoopCtx,
    ck: &mut Checker,
    a: &Memref,
    b: &Memref,
    mut dep: Dependence,
) -> Option<Dependence> {
    if !may_alias(&a.base, &b.base) && !gep_against_pointer_phi(cx, a, b) {
        return None;
    }
    if share_object(cx, a, b) {
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
