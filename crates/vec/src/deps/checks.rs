//! The run-time checks LAA falls back on: the retry that drops the
//! dependence checks for bounds checks (`shouldRetryWithRuntimeCheck`),
//! whether each pointer's bounds are computable (`canCheckPtrAtRT`), the
//! no-wrap predicates and the check groups it counts.

#[allow(unused_imports)]
use super::*;

/// LAA's retry (`shouldRetryWithRuntimeCheck`): when the only obstacles are
/// `Unknown` pairs and one of them has a non-constant distance, LLVM drops
/// the dependence checks and guards the loop by run-time checks on the
/// bounds of every pointer, which it can do when every address is affine
/// (`canCheckPtrAtRT`, the caller's `unbounded_access`). Pairs with a
/// store to a loop-invariant address keep their verdict: LLVM refuses
/// those separately.
pub(super) fn retry_with_runtime_checks(deps: &mut [Dependence], memrefs: &[Memref]) -> bool {
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
pub(super) fn no_wrap_addrec(cx: &LoopCtx, m: &Memref) -> bool {
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
pub(super) fn retry_checks(cx: &LoopCtx, memrefs: &[Memref]) -> CheckPlan {
    // Pointer value → (base, written); its group has the same index.
    let mut ptrs: Vec<(Value, &BaseObject, bool)> = Vec::new();
    let mut index: FxHashMap<Value, usize> = FxHashMap::default();
    let mut plan = CheckPlan::default();
    for m in memrefs {
        let Some((_, p, _, _)) = crate::memref::access(cx, memref_inst(m)) else {
            continue;
        };
        let k = match index.get(&p) {
            Some(&k) => {
                ptrs[k].2 |= m.kind.is_write();
                k
            }
            None => {
                index.insert(p.clone(), ptrs.len());
                ptrs.push((p.clone(), &m.base, m.kind.is_write()));
                plan.groups.push(CheckGroup::default());
                ptrs.len() - 1
            }
        };
        plan.groups[k].add(cx, cx.form(&p), m, false);
    }
    for (k, a) in ptrs.iter().enumerate() {
        for (j, b) in ptrs.iter().enumerate().skip(k + 1) {
            if (a.2 || b.2) && (a.1 == b.1 || may_alias(a.1, b.1)) {
                plan.pairs.push((k as u32, j as u32));
            }
        }
    }
    plan
}

/// The run-time pointer checks LAA plans (`RuntimePointerChecking`): the
/// groups of pointers whose bounds are compared and the pairs of groups
/// compared, in LAA's order. What [`crate::cost::checks`] prices as the
/// instructions LoopVectorize expands them to.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct CheckPlan {
    pub groups: Vec<CheckGroup>,
    /// Indices into `groups`.
    pub pairs: Vec<(u32, u32)>,
}

impl CheckPlan {
    /// `getNumRuntimePointerChecks`.
    pub fn len(&self) -> usize {
        self.pairs.len()
    }
    pub fn is_empty(&self) -> bool {
        self.pairs.is_empty()
    }
}

/// A `RuntimeCheckingPtrGroup`: pointers of one object whose bounds differ
/// by constants.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct CheckGroup {
    pub members: Vec<CheckPointer>,
}

impl CheckGroup {
    fn add(&mut self, cx: &LoopCtx, form: Option<Affine>, m: &Memref, freeze: bool) {
        let write = m.kind.is_write();
        let form = form.map(|f| PointerForm::split(cx, f));
        // LAA inserts one pointer per (value, read or written) access.
        if let Some(p) = self
            .members
            .iter_mut()
            .find(|p| p.form == form && p.write == write)
        {
            p.elem_size = p.elem_size.max(m.elem_size);
            p.accesses += 1;
            return;
        }
        self.members.push(CheckPointer {
            form,
            elem_size: m.elem_size,
            write,
            accesses: 1,
            freeze,
        });
    }
}

/// One pointer of a check group (`RuntimePointerChecking::PointerInfo`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CheckPointer {
    /// The address, `None` when it has no affine form.
    pub form: Option<PointerForm>,
    /// The accessed type's size in bytes (the bounds' end adds it).
    pub elem_size: i64,
    pub write: bool,
    /// Accesses through this pointer of its kind (read or written).
    pub accesses: u32,
    /// An arm of a forked pointer, frozen before it is compared
    /// (`NeedsFreeze`).
    pub freeze: bool,
}

/// An address as SCEV's add recurrence `{base + start, +, step}`: the
/// pointer it is based on, the integer offset at the first iteration
/// (loop invariants, outer loops' iterations) and the bytes it moves per
/// iteration of the loop (0: invariant).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PointerForm {
    pub base: Option<Term>,
    pub start: Affine,
    pub step: i128,
}

impl PointerForm {
    fn split(cx: &LoopCtx, mut f: Affine) -> PointerForm {
        let iter = cx.iter_term();
        let step = f.coeff(&iter);
        f.terms.retain(|(t, _)| *t != iter);
        let pointer = |t: &Term| match t {
            Term::Global(_) => true,
            Term::Arg(k) => cx
                .func
                .header
                .params
                .get(*k as usize)
                .is_some_and(|p| p.ty.is_ptr()),
            Term::Inst(i) => cx.func.insts[*i].ty.is_ptr(),
            _ => false,
        };
        let base = f
            .terms
            .iter()
            .position(|(t, c)| *c == 1 && pointer(t))
            .map(|k| f.terms.remove(k).0);
        PointerForm {
            base,
            start: f,
            step,
        }
    }
}

impl CheckPlan {
    /// Whether every bound the checks compare is invariant in the loop
    /// `outer` encloses the checked loop in: nothing of `outer` (its
    /// iterations, its instructions) in any address.
    pub fn invariant_in(&self, cx: &LoopCtx, outer: lanes_db::loops::LoopIdx) -> bool {
        let varies = |t: &Term| match *t {
            Term::Iter(l) => cx.forest.encloses(outer, l),
            Term::Inst(i) => cx
                .forest
                .loop_of(cx.func.insts[i].block)
                .is_some_and(|m| cx.forest.encloses(outer, m)),
            _ => false,
        };
        self.groups.iter().all(|g| {
            g.members.iter().all(|p| {
                p.form.as_ref().is_some_and(|f| {
                    !f.base.as_ref().is_some_and(varies)
                        && !f.start.terms.iter().any(|(t, _)| varies(t))
                })
            })
        })
    }
}

/// Pairs of pointer groups the run-time checks compare
/// (`RuntimePointerChecking::needsChecking` over `groupChecks`): in an
/// alias set that needs checks ([`needs_checks`]), every two pointers of
/// different dependence sets (objects that share no underlying object),
/// one of them written, whatever their TBAA types (the alias set holds
/// them together through some access that may alias both). A group is
/// the pointers of one object whose bounds differ by constants
/// ([`group_key`]). With
/// `forked` (LLVM 22), a forked pointer is its two arms, each a pointer
/// of its own (`createCheckForAccess` inserts both).
pub(super) fn check_groups(
    facts: &Pointers,
    memrefs: &[Memref],
    sets: &[Vec<MemrefId>],
    forked: bool,
) -> CheckPlan {
    let cx = facts.cx();
    let mut groups: FxHashMap<(BaseObject, Affine), usize> = FxHashMap::default();
    let mut plan = CheckPlan::default();
    let mut pairs: FxHashSet<(usize, usize)> = FxHashSet::default();
    for set in sets {
        if !needs_checks(facts, memrefs, set) {
            continue;
        }
        // (group, object, written, memref, visited apart) per pointer.
        let mut ptrs: Vec<(usize, BaseObject, bool, &Memref, bool)> = Vec::new();
        let fresh = |plan: &mut CheckPlan| {
            plan.groups.push(CheckGroup::default());
            plan.groups.len() - 1
        };
        for m in set.iter().filter_map(|id| id.of(memrefs)) {
            let arms = (forked && !bounds_computable_in(facts, m))
                .then(|| forks(cx, facts.pointer(m)?, m.elem_size))
                .flatten();
            let freeze = arms.is_some();
            let apart = !freeze && forked && split_pointers(cx, m).is_some();
            let pointers: Vec<(BaseObject, Option<Affine>)> = match arms {
                Some(arms) => arms
                    .iter()
                    .map(|a| {
                        (
                            crate::memref::underlying_object(cx, &a.base),
                            Some(a.form.clone()),
                        )
                    })
                    .collect(),
                // A pointer chosen by a phi of the loop body: LAA visits
                // each incoming pointer as an access of its own
                // (`visitPointers`), each of its object's dependence set.
                None if forked && split_pointers(cx, m).is_some() => {
                    split_pointers(cx, m).unwrap_or_default()
                }
                None => vec![(m.base.clone(), m.form.as_deref().cloned())],
            };
            for (base, form) in pointers {
                let g = match &form {
                    Some(f) => match groups.get(&(base.clone(), group_key(cx, f.clone()))) {
                        Some(&g) => g,
                        None => {
                            let g = fresh(&mut plan);
                            groups.insert((base.clone(), group_key(cx, f.clone())), g);
                            g
                        }
                    },
                    // An address without a form is a group of its own.
                    None => fresh(&mut plan),
                };
                plan.groups[g].add(cx, form, m, freeze);
                ptrs.push((g, base, m.kind.is_write(), m, apart));
            }
        }
        for (k, a) in ptrs.iter().enumerate() {
            for b in &ptrs[k + 1..] {
                let key = (a.0.min(b.0), a.0.max(b.0));
                // Pointers visited apart are accesses of their own objects;
                // the arms of a fork share their access's dependence set.
                // Asked last: the objects are walked only for a pair the
                // other tests keep.
                let distinct = || {
                    if std::ptr::eq(a.3, b.3) {
                        a.4
                    } else {
                        a.4 || b.4 || !share_object(facts, a.3, b.3)
                    }
                };
                if a.0 != b.0 && (a.2 || b.2) && a.1 != b.1 && distinct() && pairs.insert(key) {
                    plan.pairs.push((key.0 as u32, key.1 as u32));
                }
            }
        }
    }
    plan
}

/// The incoming pointers of a phi of the loop body an access goes
/// through, each with its object and address, when there are several and
/// each has an address form.
fn split_pointers(cx: &LoopCtx, m: &Memref) -> Option<Vec<(BaseObject, Option<Affine>)>> {
    let (_, p, _, _) = crate::memref::access(cx, memref_inst(m))?;
    let ps = access_pointers(cx, &p);
    if ps.len() < 2 {
        return None;
    }
    let scev = |f: Affine| crate::memref::predicated_form(cx, &f, true).map_or(f, |(g, _)| g);
    ps.iter()
        .map(|q| {
            let f = cx.form(q)?;
            Some((crate::memref::underlying_object(cx, q), Some(scev(f))))
        })
        .collect()
}

/// What two pointers of one object share when `RuntimeCheckingPtrGroup::
/// addPointer` merges them: their first and last addresses differ by
/// constants, so the forms agree but for the constant, and but for the
/// step too when the loop's trip count is a constant.
fn group_key(cx: &LoopCtx, f: Affine) -> Affine {
    let mut key = Affine { constant: 0, ..f };
    if cx.data().trip_count.is_some() {
        let iter = cx.iter_term();
        key.terms.retain(|(t, _)| *t != iter);
    }
    key
}

/// LAA's `canCheckPtrAtRT`: an alias set whose pointers are all read, or
/// that has one pointer and it is written, needs no run-time check.
pub(super) fn needs_checks(ptrs: &Pointers, memrefs: &[Memref], set: &[MemrefId]) -> bool {
    // Pointer values (each incoming pointer of a phi of the loop on its
    // own, as `visitPointers`) and whether any access writes them.
    let mut pointers: Vec<(&Value, bool)> = Vec::new();
    for m in set.iter().filter_map(|id| id.of(memrefs)) {
        for q in ptrs.incoming(m) {
            match pointers.iter_mut().find(|(x, _)| *x == q) {
                Some(e) => e.1 |= m.kind.is_write(),
                None => pointers.push((q, m.kind.is_write())),
            }
        }
    }
    let writes = pointers.iter().filter(|(_, w)| *w).count();
    let reads = pointers.len() - writes;
    !(writes == 0 || (writes == 1 && reads == 0))
}

/// Whether a run-time check can bound the accesses of `m` (LLVM's
/// `hasComputableBounds`): its address is affine in the loop's iteration
/// and loop invariants, with no value computed inside the loop (an index
/// loaded in the loop has no bounds to check).
///
/// A pointer chosen by a phi of the loop other than the header's stands
/// for each of its incoming pointers, which LAA checks as accesses of
/// their own (`visitPointers`: SCEV does not look through such phis).
/// A clamped index whose induction starts at a symbolic invariant is a
/// recurrence under a no-wrap predicate, which LAA asks for when the
/// bounds are needed (`createCheckForAccess` retried with `Assume`,
/// `hasComputableBounds` through `PredicatedScalarEvolution::getAsAddRec`).
pub fn bounds_computable(cx: &LoopCtx, m: &Memref) -> bool {
    access_forms(cx, m).is_some_and(|fs| fs.iter().all(|f| bounded(cx, f, true)))
}

/// [`bounds_computable`] from the loop's pointer facts.
pub(super) fn bounds_computable_in(ptrs: &Pointers, m: &Memref) -> bool {
    ptrs.forms(m)
        .is_some_and(|fs| fs.iter().all(|f| bounded(ptrs.cx(), f, true)))
}

/// Whether an address form is a recurrence of the loop or invariant in it
/// (`hasComputableBounds`); with `predicated`, a form from `access_forms`,
/// recurrences under no-wrap predicates included.
fn bounded(cx: &LoopCtx, f: &Affine, predicated: bool) -> bool {
    !f.terms.iter().any(|(t, _)| match *t {
        Term::Inst(i) => {
            cx.in_loop(&Value::Inst(i))
                && !symbolic_step(cx, i)
                && !(predicated && crate::memref::is_symbolic_clamp_start(cx, i))
        }
        // A loop that ran before this one (a sibling): its exit
        // value reaches here through an LCSSA phi, which SCEV
        // leaves opaque (`createNodeForPHI` keeps LCSSA), so the
        // address starts at an invariant of this loop.
        Term::Iter(l) => l != cx.l && cx.forest.encloses(cx.l, l),
        _ => false,
    })
}

/// LLVM 22's forked pointers (`findForkedPointer`, since LLVM 16): an
/// address `select c, p, q` of the loop, `p` and `q` each a recurrence
/// or invariant and neither a `select` itself, is checked as two
/// pointers, one per arm, when the bounds of the `select` (a
/// `SCEVUnknown`) cannot be computed. Whether every pointer of `m` has
/// bounds so.
pub fn forked_bounds_computable(cx: &LoopCtx, m: &Memref) -> bool {
    let Some((_, p, _, _)) = crate::memref::access(cx, memref_inst(m)) else {
        return false;
    };
    access_pointers(cx, &p)
        .iter()
        .all(|q| pointer_bounded(cx, q) || forks(cx, q, m.elem_size).is_some())
}

/// Whether one pointer value has bounds without forking, under no-wrap
/// predicates (`hasComputableBounds` with `Assume`).
fn pointer_bounded(cx: &LoopCtx, p: &Value) -> bool {
    let scev = |f: Affine| crate::memref::predicated_form(cx, &f, true).map_or(f, |(g, _)| g);
    cx.form(p).is_some_and(|f| bounded(cx, &scev(f), true))
}

/// One arm of a forked pointer: the value its object is read from and
/// its address.
#[derive(Clone, Debug)]
pub(super) struct Arm {
    pub base: Value,
    pub form: Affine,
    /// The address goes through an extension of a value that moves with
    /// the loop ([`extends_recurrence`]): no add recurrence to SCEV.
    pub extended: bool,
}

/// LLVM's `MaxForkedSCEVDepth`.
const MAX_FORKED_DEPTH: u32 = 5;

/// The two arms of a forked pointer (`findForkedPointer`), when each is a
/// recurrence or invariant as plain SCEV sees it (no predicate is asked:
/// a clamped index is no arm). LLVM 22 checks that every pointer of a
/// run-time check does not wrap (`isNoWrap`), and a fork may add no
/// predicate for it: an arm that moves is taken only when it steps by one
/// element of `elem_size` bytes either way (`opt-22` 22.1.8 refuses a
/// `getelementptr inbounds nuw` arm of stride 2: SCEV gives the arm's
/// recurrence no flags). An arm that extends a narrower recurrence
/// (`a[n - 1 - i]` of an unsigned `i`: `zext i32 (n - 1 - i)`) is no add
/// recurrence either, only one under a predicate, which LAA asks of the
/// forked pointer as a whole (`getAsAddRec` on the `select`, which has
/// none): "cannot identify array bounds".
pub(super) fn forks(cx: &LoopCtx, p: &Value, elem_size: i64) -> Option<[Arm; 2]> {
    let [a, b]: [Arm; 2] = forked_arms(cx, p, MAX_FORKED_DEPTH).try_into().ok()?;
    let iter = cx.iter_term();
    let ok = |arm: &Arm| {
        let step = arm.form.coeff(&iter);
        !arm.extended
            && bounded(cx, &arm.form, false)
            && (step == 0 || step.abs() == i128::from(elem_size))
    };
    (ok(&a) && ok(&b)).then_some([a, b])
}

/// `findForkedSCEVs`: the addresses `v` may take, two where it forks. A
/// recurrence, an invariant, a value that is no instruction of the loop,
/// or the depth spent is one address; a `select`, or a `phi` of two
/// incoming values, forks into its two operands when they do not fork
/// again; a `getelementptr` of one index forks when exactly one of its
/// base and index does, each arm its own address. Anything else is one
/// address.
fn forked_arms(cx: &LoopCtx, v: &Value, depth: u32) -> Vec<Arm> {
    let f = cx.func;
    let form = cx.form(v);
    let leaf = || {
        form.clone()
            .map(|form| {
                vec![Arm {
                    base: v.clone(),
                    form,
                    extended: extends_recurrence(cx, v, MAX_EXTENSION_DEPTH),
                }]
            })
            .unwrap_or_default()
    };
    let recurrence = form
        .as_ref()
        .is_some_and(|g| g.coeff(&cx.iter_term()) != 0 && bounded(cx, g, false));
    let Some(i) = v
        .as_inst()
        .filter(|_| cx.in_loop(v) && !recurrence && depth > 0)
    else {
        return leaf();
    };
    let inst = &f.insts[i];
    let pair = |x: &Value, y: &Value| {
        let mut arms = forked_arms(cx, x, depth - 1);
        arms.extend(forked_arms(cx, y, depth - 1));
        arms
    };
    match inst.opcode {
        lanes_ir::Opcode::BitCast | lanes_ir::Opcode::AddrSpaceCast => {
            forked_arms(cx, &inst.operands[0], depth)
        }
        lanes_ir::Opcode::Select => {
            let arms = pair(&inst.operands[1], &inst.operands[2]);
            if arms.len() == 2 { arms } else { leaf() }
        }
        lanes_ir::Opcode::Phi if inst.operands.len() == 2 => {
            let arms = pair(&inst.operands[0], &inst.operands[1]);
            if arms.len() == 2 { arms } else { leaf() }
        }
        lanes_ir::Opcode::GetElementPtr if inst.operands.len() == 2 => {
            let Some(whole) = form.clone() else {
                return Vec::new();
            };
            let bases = forked_arms(cx, &inst.operands[0], depth - 1);
            let offsets = forked_arms(cx, &inst.operands[1], depth - 1);
            // The operand that forks stands in the GEP's form as an opaque
            // term of its own, which each arm replaces.
            let (forked, arms, base_forks, other) = match (bases.len(), offsets.len()) {
                (2, 1) => (&inst.operands[0], bases, true, offsets),
                (1, 2) => (&inst.operands[1], offsets, false, bases),
                _ => return leaf(),
            };
            let other_extended = other[0].extended;
            let Some(x) = forked
                .as_inst()
                .filter(|&x| cx.form(forked) == Some(Affine::term(Term::Inst(x))))
            else {
                return leaf();
            };
            let c = whole.coeff(&Term::Inst(x));
            if c == 0 {
                return leaf();
            }
            arms.into_iter()
                .map(|arm| Arm {
                    base: if base_forks {
                        arm.base
                    } else {
                        inst.operands[0].clone()
                    },
                    form: whole
                        .add_scaled(&Affine::term(Term::Inst(x)), -c)
                        .add_scaled(&arm.form, c),
                    extended: arm.extended || other_extended,
                })
                .collect()
        }
        _ => leaf(),
    }
}

/// How deep [`extends_recurrence`] looks; a deeper address counts as
/// extended.
const MAX_EXTENSION_DEPTH: u32 = 8;

/// Whether the address `v` goes through a `zext` or `sext` of a value
/// of the loop that moves with its iteration: SCEV folds such an
/// extension into the recurrence only where it proves the narrow one does
/// not wrap, and otherwise keeps `(zext {n - 1, +, -1})`, which is no add
/// recurrence (`getZeroExtendExpr`, `getSignExtendExpr`). Asked of the
/// arms of a forked pointer, where no predicate can make it one; lanes
/// does not model the folds, so every such arm is taken for unfolded.
fn extends_recurrence(cx: &LoopCtx, v: &Value, depth: u32) -> bool {
    let Some(i) = v.as_inst().filter(|_| cx.in_loop(v)) else {
        return false;
    };
    let inst = &cx.func.insts[i];
    let iter = cx.iter_term();
    let varies = |x: &Value| cx.form(x).is_some_and(|f| f.coeff(&iter) != 0);
    use lanes_ir::Opcode as Op;
    match inst.opcode {
        Op::ZExt | Op::SExt => varies(&inst.operands[0]),
        Op::Add
        | Op::Sub
        | Op::Mul
        | Op::Shl
        | Op::Or
        | Op::Xor
        | Op::Trunc
        | Op::GetElementPtr
        | Op::BitCast
        | Op::AddrSpaceCast => {
            depth == 0
                || inst
                    .operands
                    .iter()
                    .any(|o| extends_recurrence(cx, o, depth - 1))
        }
        _ => false,
    }
}

/// Whether loop value `i` is `x · y` with `x` affine in the loop's
/// iteration (invariants aside) and `y` loop invariant: SCEV's affine
/// recurrence `{x0·y, +, k·y}` with a symbolic step, whose bounds LAA
/// computes (`RuntimePointerChecking::insert` takes the smaller and the
/// larger of its first and last values).
pub(super) fn symbolic_step(cx: &LoopCtx, i: lanes_ir::InstId) -> bool {
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
pub(super) fn access_forms(cx: &LoopCtx, m: &Memref) -> Option<Vec<Affine>> {
    let (_, p, _, _) = crate::memref::access(cx, memref_inst(m))?;
    forms_of(cx, m, &p, &access_pointers(cx, &p))
}

/// [`access_forms`] of `m` through pointer `p`, whose incoming pointers
/// are `ps` ([`access_pointers`]).
pub(super) fn forms_of(cx: &LoopCtx, m: &Memref, p: &Value, ps: &[Value]) -> Option<Vec<Affine>> {
    if ps.is_empty() {
        return None;
    }
    let scev = |f: Affine| crate::memref::predicated_form(cx, &f, true).map_or(f, |(g, _)| g);
    if ps == std::slice::from_ref(p) {
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
pub(super) fn needs_wrap_predicate(cx: &LoopCtx, m: &Memref) -> bool {
    let Some((_, p, _, _)) = crate::memref::access(cx, memref_inst(m)) else {
        return false;
    };
    access_pointers(cx, &p)
        .iter()
        .filter_map(|p| cx.form(p))
        .any(|f| {
            crate::memref::predicated_form(cx, &f, false).is_some_and(|(_, pred)| pred)
                || crate::memref::symbolic_clamped_index(cx, &f)
        })
}
