//! LLVM 14's scalars of the vector loop (`collectLoopUniforms`,
//! `collectLoopScalars`): the values register usage does not count as
//! vectors.

use lanes_ir::{InstId, Opcode, Value};
use rustc_hash::{FxHashMap, FxHashSet};

use crate::cx::LoopCtx;
use crate::legal::Legality;
use crate::memref::Memref;
use crate::vplan::{MemAccess, RecipeKind, VPlan};

/// How LLVM 14 widens a memory access at a VF (`InstWidening`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MemDecision {
    /// A consecutive (or reverse) wide access, or an interleave group.
    Widen,
    /// One scalar access per lane — also LLVM's choice for uniform
    /// addresses.
    Scalarize,
    GatherScatter,
}

/// What [`llvm_scalars`] reads besides the loop.
pub struct ScalarInputs<'a> {
    pub mem: &'a FxHashMap<InstId, MemDecision>,
    /// Loads from a loop-invariant address (`isUniformMemOp`).
    pub uniform_loads: &'a FxHashSet<InstId>,
    /// Instructions scalarized under a mask (`isScalarWithPredication`):
    /// never uniform.
    pub predicated: &'a FxHashSet<InstId>,
    /// Induction phis with their updates.
    pub inductions: &'a [(InstId, InstId)],
    /// First-order recurrence phis.
    pub recurrences: &'a FxHashSet<InstId>,
    /// The induction that feeds the header mask of a folded tail.
    pub masked_iv: Option<InstId>,
    /// The target has no fast gathers (LLVM's `prefersVectorizedAddressing`
    /// is false): address computations stay scalar, and a widened load
    /// that feeds an address is scalarized.
    pub scalar_addressing: bool,
}

/// The values LLVM 14 keeps scalar in the vector loop: its uniforms
/// (`collectLoopUniforms`: the latch compare, uniform loads and the
/// addresses of widened accesses, then every operand all of whose users
/// are uniform, and induction pairs whose users all are) and its scalars
/// (`collectLoopScalars`: the uniforms, the addresses only scalar accesses
/// read, and induction pairs used only by scalars). Every other value is a
/// vector, and register usage counts it so. lanes' own shapes are finer (a
/// value computed from uniform values is uniform, and its plan keeps it
/// scalar); this is the set LLVM's interleave count is computed on.
pub fn llvm_scalars(cx: &LoopCtx, inp: &ScalarInputs) -> FxHashSet<InstId> {
    let (mem, forced) = if inp.scalar_addressing {
        scalar_addresses(cx, inp.mem)
    } else {
        (inp.mem.clone(), Vec::new())
    };
    let s = Scalars { cx, inp, mem };
    let mut wl: Vec<InstId> = Vec::new();
    let mut set: FxHashSet<InstId> = FxHashSet::default();
    s.uniforms(&mut wl, &mut set);
    s.scalars(wl, &mut set, forced);
    set
}

/// Without fast gathers, the definitions of every address (closed over
/// their same-block, non-phi operands) stay scalar, and widened loads
/// among them become scalar loads (the end of LLVM's
/// `setCostBasedWideningDecision`). Returns the decisions and the
/// definitions forced scalar.
fn scalar_addresses(
    cx: &LoopCtx,
    mem: &FxHashMap<InstId, MemDecision>,
) -> (FxHashMap<InstId, MemDecision>, Vec<InstId>) {
    let f = cx.func;
    let mut mem = mem.clone();
    let mut forced: Vec<InstId> = Vec::new();
    let mut defs: FxHashSet<InstId> = FxHashSet::default();
    let mut work: Vec<InstId> = Vec::new();
    for i in cx.insts() {
        if let Some(p) = ptr_of(cx, i).filter(|&p| cx.contains_block(f.insts[p].block))
            && mem.get(&i) != Some(&MemDecision::GatherScatter)
            && defs.insert(p)
        {
            work.push(p);
        }
    }
    while let Some(i) = work.pop() {
        for op in &f.insts[i].operands {
            if let Some(o) = op.as_inst()
                && f.insts[o].block == f.insts[i].block
                && f.insts[o].opcode != Opcode::Phi
                && defs.insert(o)
            {
                work.push(o);
            }
        }
    }
    let mut defs: Vec<InstId> = defs.into_iter().collect();
    defs.sort_unstable();
    for d in defs {
        if f.insts[d].opcode == Opcode::Load {
            if mem.get(&d) == Some(&MemDecision::Widen) {
                mem.insert(d, MemDecision::Scalarize);
            }
        } else {
            forced.push(d);
        }
    }
    (mem, forced)
}

/// The address operand of a load or store, when an instruction.
fn ptr_of(cx: &LoopCtx, i: InstId) -> Option<InstId> {
    let inst = &cx.func.insts[i];
    let ptr = match inst.opcode {
        Opcode::Load => inst.operands.first(),
        Opcode::Store => inst.operands.get(1),
        _ => None,
    };
    ptr.and_then(|v| v.as_inst())
}

/// The loop with LLVM's memory decisions, and the questions both
/// collections ask of it.
struct Scalars<'a> {
    cx: &'a LoopCtx<'a>,
    inp: &'a ScalarInputs<'a>,
    mem: FxHashMap<InstId, MemDecision>,
}

impl Scalars<'_> {
    fn in_loop(&self, i: InstId) -> bool {
        self.cx.contains_block(self.cx.func.insts[i].block)
    }
    fn users_of(&self, i: InstId) -> &[InstId] {
        self.cx.users.get(i).map_or(&[][..], |u| &u[..])
    }
    fn is_mem(&self, i: InstId) -> bool {
        matches!(self.cx.func.insts[i].opcode, Opcode::Load | Opcode::Store)
    }
    fn ptr_of(&self, i: InstId) -> Option<InstId> {
        ptr_of(self.cx, i)
    }
    fn decision(&self, i: InstId) -> MemDecision {
        self.mem.get(&i).copied().unwrap_or(MemDecision::Scalarize)
    }
    fn uniform_decision(&self, i: InstId) -> bool {
        (self.cx.func.insts[i].opcode == Opcode::Load && self.inp.uniform_loads.contains(&i))
            || self.decision(i) == MemDecision::Widen
    }
    /// `j` is a widened (or uniform) access with address `v`.
    fn vectorized_mem_use(&self, j: InstId, v: InstId) -> bool {
        self.is_mem(j) && self.ptr_of(j) == Some(v) && self.uniform_decision(j)
    }
    fn allowed(&self, i: InstId) -> bool {
        self.in_loop(i) && !self.inp.predicated.contains(&i)
    }
    fn add(&self, i: InstId, wl: &mut Vec<InstId>, set: &mut FxHashSet<InstId>) {
        if self.allowed(i) && set.insert(i) {
            wl.push(i);
        }
    }
    /// Access `mem` uses `v` as a scalar: a scalarized store's value, or
    /// the address of anything but a gather or scatter.
    fn scalar_use(&self, mem: InstId, v: InstId) -> bool {
        let inst = &self.cx.func.insts[mem];
        if inst.opcode == Opcode::Store
            && inst.operands.first().and_then(|x| x.as_inst()) == Some(v)
        {
            return self.decision(mem) == MemDecision::Scalarize;
        }
        self.decision(mem) != MemDecision::GatherScatter
    }
    /// `v` as an address computation of the loop (a GEP or bitcast).
    fn varying_gep(&self, v: &Value) -> Option<InstId> {
        v.as_inst().filter(|&i| {
            self.in_loop(i)
                && matches!(
                    self.cx.func.insts[i].opcode,
                    Opcode::GetElementPtr | Opcode::BitCast
                )
        })
    }

    /// `collectLoopUniforms`: the seeds, then operands all of whose users
    /// are uniform, then induction pairs.
    fn uniforms(&self, wl: &mut Vec<InstId>, set: &mut FxHashSet<InstId>) {
        let f = self.cx.func;
        self.uniform_seeds(wl, set);
        let mut idx = 0;
        while idx < wl.len() {
            let i = wl[idx];
            idx += 1;
            for op in &f.insts[i].operands {
                let Value::Inst(o) = op else { continue };
                if !self.in_loop(*o) || self.inp.recurrences.contains(o) {
                    continue;
                }
                if self
                    .users_of(*o)
                    .iter()
                    .all(|&u| set.contains(&u) || self.vectorized_mem_use(u, *o))
                {
                    self.add(*o, wl, set);
                }
            }
        }
        for &(ind, upd) in self.inp.inductions {
            let pair_uniform = |v: InstId, other: InstId, set: &FxHashSet<InstId>| {
                self.users_of(v).iter().all(|&u| {
                    u == other
                        || !self.in_loop(u)
                        || set.contains(&u)
                        || self.vectorized_mem_use(u, v)
                })
            };
            if pair_uniform(ind, upd, set) && pair_uniform(upd, ind, set) {
                self.add(ind, wl, set);
                self.add(upd, wl, set);
            }
        }
    }

    /// The latch compare, intrinsics with invariant operands, uniform
    /// loads, and addresses only widened accesses use.
    fn uniform_seeds(&self, wl: &mut Vec<InstId>, set: &mut FxHashSet<InstId>) {
        let (cx, f) = (self.cx, self.cx.func);
        if let [latch] = cx.data().latches[..]
            && let Some(&br) = f.blocks[latch].insts.last()
            && f.insts[br].opcode == Opcode::Br
            && let Some(Value::Inst(cmp)) = f.insts[br].operands.first()
            && self.users_of(*cmp).len() == 1
        {
            self.add(*cmp, wl, set);
        }
        let mut has_uniform_use: Vec<InstId> = Vec::new();
        for i in cx.insts() {
            let inst = &f.insts[i];
            if let Some(name) = inst.callee_name()
                && (name == "llvm.assume"
                    || name == "llvm.sideeffect"
                    || name.starts_with("llvm.lifetime.")
                    || name == "llvm.experimental.noalias.scope.decl")
                && inst.operands[1..].iter().all(|v| !cx.in_loop(v))
            {
                self.add(i, wl, set);
            }
            if !self.is_mem(i) {
                continue;
            }
            if inst.opcode == Opcode::Load && self.inp.uniform_loads.contains(&i) {
                self.add(i, wl, set);
            }
            if self.uniform_decision(i)
                && let Some(p) = self.ptr_of(i)
                && !has_uniform_use.contains(&p)
            {
                has_uniform_use.push(p);
            }
        }
        for p in has_uniform_use {
            if self.in_loop(p)
                && self
                    .users_of(p)
                    .iter()
                    .all(|&u| self.vectorized_mem_use(u, p))
            {
                self.add(p, wl, set);
            }
        }
    }

    /// `collectLoopScalars`: the uniforms (already in `set` and `wl`),
    /// addresses only scalar uses read and the `forced` definitions, their
    /// address operands, and induction pairs used only by scalars.
    fn scalars(&self, mut wl: Vec<InstId>, set: &mut FxHashSet<InstId>, forced: Vec<InstId>) {
        let f = self.cx.func;
        for p in self.scalar_pointers(set) {
            if set.insert(p) {
                wl.push(p);
            }
        }
        for i in forced {
            if set.insert(i) {
                wl.push(i);
            }
        }
        let mut idx = 0;
        while idx < wl.len() {
            let dst = wl[idx];
            idx += 1;
            let Some(src) = f.insts[dst]
                .operands
                .first()
                .and_then(|v| self.varying_gep(v))
            else {
                continue;
            };
            if self.users_of(src).iter().all(|&j| {
                !self.in_loop(j) || set.contains(&j) || (self.is_mem(j) && self.scalar_use(j, src))
            }) && set.insert(src)
            {
                wl.push(src);
            }
        }
        for &(ind, upd) in self.inp.inductions {
            if self.inp.masked_iv == Some(ind) {
                continue;
            }
            let pointer_iv = f.insts[ind].ty.is_ptr();
            let pair_scalar = |v: InstId, other: InstId, set: &FxHashSet<InstId>| {
                self.users_of(v).iter().all(|&u| {
                    u == other
                        || !self.in_loop(u)
                        || set.contains(&u)
                        || (pointer_iv
                            && self.is_mem(u)
                            && self.ptr_of(u) == Some(v)
                            && self.scalar_use(u, v))
                })
            };
            if pair_scalar(ind, upd, set) && pair_scalar(upd, ind, set) {
                set.insert(ind);
                set.insert(upd);
            }
        }
    }

    /// Addresses (not uniform) that only scalar uses read, in order.
    fn scalar_pointers(&self, set: &FxHashSet<InstId>) -> Vec<InstId> {
        let f = self.cx.func;
        let mut scalar_ptrs: Vec<InstId> = Vec::new();
        let mut non_scalar: FxHashSet<InstId> = FxHashSet::default();
        for i in self.cx.insts() {
            let inst = &f.insts[i];
            let operands: &[Value] = match inst.opcode {
                Opcode::Load => &inst.operands[..1],
                Opcode::Store => &inst.operands[..2],
                _ => continue,
            };
            for v in operands {
                let Some(p) = self.varying_gep(v) else {
                    continue;
                };
                if set.contains(&p) {
                    continue;
                }
                if self.scalar_use(i, p) && self.users_of(p).iter().all(|&u| self.is_mem(u)) {
                    if !scalar_ptrs.contains(&p) {
                        scalar_ptrs.push(p);
                    }
                } else {
                    non_scalar.insert(p);
                }
            }
        }
        scalar_ptrs.retain(|p| !non_scalar.contains(p));
        scalar_ptrs
    }
}

/// LLVM's view of the VF's vector loop: the values that are vectors in it
/// (see [`llvm_scalars`]), for register usage.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct ValueClasses {
    /// Loop instructions (indices) whose values are vectors, sorted.
    pub vector_values: Vec<InstId>,
}

/// The cost model's choices at a VF that decide LLVM's scalars.
pub struct PlanChoices<'a> {
    /// The VF's plan.
    pub plan: &'a VPlan,
    /// Memory instructions and VLS groups the cost model scalarizes.
    pub scalarized_insts: &'a [InstId],
    pub scalarized_groups: &'a [lanes_vls::GroupId],
    /// The target has fast gathers.
    pub gathers: bool,
    /// The tail is folded by masking at this VF.
    pub fold_tail: bool,
}

/// Which values of the loop are vectors at a VF, by LLVM's rules, from the
/// VF's plan and the cost model's choice between gathers and scalar
/// accesses.
pub fn value_classes(
    cx: &LoopCtx,
    lg: &Legality,
    memrefs: &[Memref],
    ch: &PlanChoices,
) -> ValueClasses {
    let (mem, uniform_loads, predicated) = memory_decisions(memrefs, ch);
    let inductions: Vec<_> = lg.inductions.iter().map(|iv| (iv.phi, iv.update)).collect();
    let masked_iv = lg
        .inductions
        .iter()
        .find(|iv| ch.fold_tail && !iv.pointer && iv.start == "0" && iv.step == Some(1))
        .map(|iv| iv.phi);
    let recurrences: FxHashSet<_> = lg.recurrences.iter().map(|r| r.phi).collect();
    let scalars = llvm_scalars(
        cx,
        &ScalarInputs {
            mem: &mem,
            uniform_loads: &uniform_loads,
            predicated: &predicated,
            inductions: &inductions,
            recurrences: &recurrences,
            masked_iv,
            scalar_addressing: !ch.gathers,
        },
    );
    let mut out = ValueClasses::default();
    for i in cx.insts() {
        if !cx.func.insts[i].ty.is_void() && !scalars.contains(&i) {
            out.vector_values.push(i);
        }
    }
    out.vector_values.sort_unstable();
    out
}

/// LLVM's memory decision of every access of the plan, the uniform loads
/// and the instructions predicated lane by lane.
#[allow(clippy::type_complexity)]
fn memory_decisions(
    memrefs: &[Memref],
    ch: &PlanChoices,
) -> (
    FxHashMap<InstId, MemDecision>,
    FxHashSet<InstId>,
    FxHashSet<InstId>,
) {
    use RecipeKind as K;
    let mut mem: FxHashMap<InstId, MemDecision> = FxHashMap::default();
    let mut uniform_loads = FxHashSet::default();
    let mut predicated = FxHashSet::default();
    for fr in ch.plan.flat() {
        let r = fr.recipe;
        match r.kind {
            K::Load { access, .. } | K::Store { access, .. } => {
                let Some(i) = r.inst else { continue };
                let d = match access {
                    MemAccess::Uniform => {
                        if matches!(r.kind, K::Load { .. }) {
                            uniform_loads.insert(i);
                        }
                        MemDecision::Scalarize
                    }
                    MemAccess::Consecutive | MemAccess::Reverse => MemDecision::Widen,
                    MemAccess::Strided(_) | MemAccess::Gather => {
                        if !ch.gathers || ch.scalarized_insts.contains(&i) {
                            MemDecision::Scalarize
                        } else {
                            MemDecision::GatherScatter
                        }
                    }
                };
                mem.insert(i, d);
            }
            K::VlsGroup { .. } => {
                let scalar = r.group.is_some_and(|g| ch.scalarized_groups.contains(&g));
                for &m in &r.members {
                    if let Some(mr) = m.of(memrefs) {
                        mem.insert(
                            mr.inst,
                            if scalar {
                                MemDecision::Scalarize
                            } else {
                                MemDecision::Widen
                            },
                        );
                    }
                }
            }
            K::Replicate { predicated: true } => {
                if let Some(i) = r.inst {
                    predicated.insert(i);
                    mem.entry(i).or_insert(MemDecision::Scalarize);
                }
            }
            _ => {}
        }
    }
    (mem, uniform_loads, predicated)
}
