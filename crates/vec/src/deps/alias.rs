//! Which accesses LAA compares: alias sets by underlying object and TBAA,
//! and the pointers a loop writes through alone (one access each).

#[allow(unused_imports)]
use super::*;

/// The pointer values of stores that are the only pointer written in their
/// alias set. LAA keys an access by its pointer value and whether it
/// writes (`MemAccessInfo`): the stores through one pointer value are one
/// access, which is checked against others (`CheckDeps`) only when another
/// written pointer of its alias set came first; alone, its stores are never
/// compared with each other.
pub(super) fn lone_write_pointers(
    cx: &LoopCtx,
    memrefs: &[Memref],
    sets: &[Vec<MemrefId>],
) -> Vec<Value> {
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
pub(super) fn same_lone_write(cx: &LoopCtx, lone: &[Value], a: &Memref, b: &Memref) -> bool {
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

/// Whether `a` or `b` is a load LAA never compares under LLVM 22: one
/// through a loop-invariant pointer value the loop also stores through.
/// LAA keys an access by its pointer value and whether the loop writes
/// through it (`MemAccessInfo`): such a load is part of the written access,
/// whose dependence set lists the stores only, and it is not read only
/// (`getPtrStride` finds stride 0 of an invariant in LLVM 22), so it gets
/// no access of its own (`processMemAccesses`) and no pair; LLVM then
/// refuses the store as a store to an invariant address that a load reads.
/// In LLVM 14 `getPtrStride` fails on an invariant pointer (no add
/// recurrence): the load is read only, compared, and found unsafe.
pub(super) fn unchecked_invariant_load(
    cx: &LoopCtx,
    profile: lanes_db::Profile,
    memrefs: &[Memref],
    a: &Memref,
    b: &Memref,
) -> bool {
    if profile != lanes_db::Profile::Llvm22 {
        return false;
    }
    let pointer = |m: &Memref| crate::memref::access(cx, memref_inst(m)).map(|(_, p, _, _)| p);
    let unchecked = |m: &Memref| {
        m.kind == AccessKind::Load
            && m.class == crate::memref::AccessClass::Uniform
            && pointer(m).is_some_and(|p| {
                memrefs
                    .iter()
                    .any(|s| s.kind == AccessKind::Store && pointer(s).is_some_and(|q| q == p))
            })
    };
    unchecked(a) || unchecked(b)
}

/// Whether the `!tbaa` types of two accesses may alias.
pub(super) fn tbaa_may_alias(
    tbaa: &[Option<crate::tbaa::AccessTag>],
    a: &Memref,
    b: &Memref,
) -> bool {
    match (tbaa.get(a.id.index()), tbaa.get(b.id.index())) {
        (Some(Some(x)), Some(Some(y))) => crate::tbaa::may_alias(x, y),
        _ => true,
    }
}

/// An access through `undef` (casts aside) aliases nothing: BasicAA may
/// pick for `undef` an address no other access uses (`aliasCheck`).
pub(super) fn undef_pointer(cx: &LoopCtx, m: &Memref) -> bool {
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
pub(super) fn alias_sets(
    ptrs: &super::Pointers,
    memrefs: &[Memref],
    tbaa: &[Option<crate::tbaa::AccessTag>],
) -> Vec<Vec<MemrefId>> {
    let mut leader: Vec<usize> = (0..memrefs.len()).collect();
    fn find(leader: &mut [usize], mut x: usize) -> usize {
        while leader[x] != x {
            leader[x] = leader[leader[x]];
            x = leader[x];
        }
        x
    }
    let undef: Vec<bool> = memrefs.iter().map(|m| ptrs.undef(m)).collect();
    for (ai, a) in memrefs.iter().enumerate() {
        for (bi, b) in memrefs.iter().enumerate().skip(ai + 1) {
            let alias = !undef[ai]
                && !undef[bi]
                && tbaa_may_alias(tbaa, a, b)
                && (a.base == b.base
                    || accesses_may_alias(ptrs, a, b)
                    || gep_against_pointer_phi(ptrs, a, b));
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

/// Whether two accesses are in one alias set. LAA compares the accesses
/// of one set only (`DepCands` are formed within a set): two accesses TBAA
/// tells apart are still compared when a third access that may alias both
/// joins their sets.
pub(super) fn same_set(
    memrefs: &[Memref],
    sets: &[Vec<MemrefId>],
) -> impl Fn(&Memref, &Memref) -> bool + use<> {
    let mut set_of = vec![usize::MAX; memrefs.len()];
    for (k, set) in sets.iter().enumerate() {
        for id in set {
            if let Some(slot) = set_of.get_mut(id.index()) {
                *slot = k;
            }
        }
    }
    move |a: &Memref, b: &Memref| {
        let (x, y) = (set_of.get(a.id.index()), set_of.get(b.id.index()));
        x.is_none() || y.is_none() || x == y
    }
}
