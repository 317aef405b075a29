//! Register pressure and the interleave count: how many copies of the
//! vector body one iteration of the vector loop runs (LLVM's
//! `calculateRegisterUsage` and `selectInterleaveCount`).
//!
//! Interleaving hides latencies and the loop overhead of small loops; it is
//! bounded by the registers the copies would need, by the target's maximum,
//! and by the trip count. The rules are LLVM 14's, so that `lanes report
//! --format lv` prints the interleave count LLVM's remarks print.

use lanes_ir::{InstId, Opcode, Value};
use lanes_target::VectorFacts;
use rustc_hash::{FxHashMap, FxHashSet};

use crate::cx::LoopCtx;
use crate::legal::{Epilogue, Legality, scalar_kind};

/// A loop whose vector iteration costs less than this is unrolled until the
/// loop overhead is about 5% of it (LLVM's `SmallLoopCost`).
pub const SMALL_LOOP_COST: u32 = 20;

/// Loops with a known trip count below this are not interleaved (LLVM's
/// `TinyTripCountInterleaveThreshold`).
pub const TINY_TRIP_COUNT_INTERLEAVE: u64 = 128;

/// Registers the loop needs at one VF.
#[derive(Clone, PartialEq, Eq, Debug, Default, serde::Serialize)]
pub struct RegisterUsage {
    pub vf: u32,
    /// Most vector registers live at once inside the loop.
    pub max_vector: u32,
    /// Most scalar registers live at once (uniform values, addresses,
    /// counters; every value of the scalar loop).
    pub max_scalar: u32,
    /// The instruction where the vector peak is reached.
    pub peak_at: Option<String>,
    /// Registers held through the loop by values defined before it (at a
    /// VF above 1 counted as broadcast vectors, as LLVM does).
    pub invariant_vector: u32,
    pub invariant_scalar: u32,
}

/// The interleave count of the chosen VF, and why.
#[derive(Clone, PartialEq, Eq, Debug, Default, serde::Serialize)]
pub struct Interleave {
    pub header: String,
    pub vf: u32,
    /// Copies of the vector body per vector iteration (1: none).
    pub ic: u32,
    pub reason: String,
    pub usage: RegisterUsage,
}

/// Whether the value of each loop instruction is a vector at the VF (the
/// rest stay scalar: uniform values, scalar IV steps, scalarized lanes that
/// no vector reads).
pub type VectorValues = FxHashSet<InstId>;

/// Live registers at each instruction of the loop in reverse post-order: a
/// value is live from its definition to its last use in the loop, a value
/// defined before the loop and used in it for the whole loop.
pub fn register_usage(
    cx: &LoopCtx,
    vf: u32,
    vector: &VectorValues,
    ignore: &FxHashSet<InstId>,
    facts: &VectorFacts,
) -> RegisterUsage {
    let f = cx.func;
    let order: Vec<InstId> = cx
        .rpo_blocks()
        .into_iter()
        .flat_map(|b| f.blocks[b].insts.iter().copied())
        .filter(|&i| !is_debug(cx, i))
        .collect();
    // One past the last user of each loop value (a use by a header phi may
    // come before the definition; such a value stays live to the end).
    let mut end: FxHashMap<InstId, usize> = FxHashMap::default();
    let mut invariants: Vec<InstId> = Vec::new();
    let mut seen_inv = FxHashSet::default();
    for (idx, &i) in order.iter().enumerate() {
        // Loop values only `llvm.assume` reads (LLVM's ephemeral values)
        // hold no register in the vector loop; invariants still count.
        let assume = f.insts[i].callee_name() == Some("llvm.assume");
        for op in &f.insts[i].operands {
            let Value::Inst(d) = op else { continue };
            if cx.in_loop(op) {
                if !assume {
                    end.insert(*d, idx + 1);
                }
            } else if seen_inv.insert(*d) {
                invariants.push(*d);
            }
        }
    }
    let mut ends_at: FxHashMap<usize, Vec<InstId>> = FxHashMap::default();
    for (&v, &e) in &end {
        ends_at.entry(e).or_default().push(v);
    }
    let regs_of = |i: InstId| -> u32 {
        let bits = scalar_kind(f.insts[i].ty).map_or(64, |k| k.bits());
        facts.registers_for(vf, bits)
    };
    let is_vector = |i: InstId| vf > 1 && vector.contains(&i);
    let mut usage = RegisterUsage {
        vf,
        ..RegisterUsage::default()
    };
    let mut open: FxHashSet<InstId> = FxHashSet::default();
    for (idx, &i) in order.iter().enumerate() {
        if let Some(done) = ends_at.get(&idx) {
            for v in done {
                open.remove(v);
            }
        }
        if !end.contains_key(&i) {
            continue;
        }
        let (mut vec_regs, mut scalar_regs) = (0, 0);
        for &v in &open {
            if vf > 1 && ignore.contains(&v) {
                continue;
            }
            if is_vector(v) {
                vec_regs += regs_of(v);
            } else {
                scalar_regs += 1;
            }
        }
        if vec_regs > usage.max_vector {
            usage.max_vector = vec_regs;
            usage.peak_at = Some(crate::legal::inst_text(cx, i));
        }
        usage.max_scalar = usage.max_scalar.max(scalar_regs);
        open.insert(i);
    }
    for &v in &invariants {
        if vf > 1 {
            usage.invariant_vector += regs_of(v);
        } else {
            usage.invariant_scalar += 1;
        }
    }
    usage
}

/// What [`select_interleave_count`] reads besides the register usage.
pub struct LoopFacts {
    pub vf: u32,
    /// Cost of one iteration at `vf` (one vector iteration).
    pub cost: u32,
    pub fold_tail: bool,
    pub loads: u32,
    pub stores: u32,
    /// `llvm.loop.interleave.count`.
    pub user_ic: Option<u32>,
}

/// LLVM 14's `selectInterleaveCount`, with its reasons.
pub fn select_interleave_count(
    lg: &Legality,
    usage: &RegisterUsage,
    lf: &LoopFacts,
    facts: &VectorFacts,
) -> (u32, String) {
    let vf = lf.vf;
    // The hint applies to a scalar loop too (`vectorize.width 1` with
    // `interleave.count 4` interleaves it).
    if let Some(n) = lf.user_ic.filter(|&n| n >= 1) {
        return (n, format!("llvm.loop.interleave.count asks for {n}"));
    }
    if vf <= 1 {
        return (
            1,
            "scalar loop: interleaving is left to the unroller".into(),
        );
    }
    if lg.outer {
        return (1, "outer-loop plans are not interleaved".into());
    }
    // Without a scalar epilogue (a predicate hint whose tail cannot be
    // folded keeps one).
    let no_epilogue = match lg.epilogue {
        Epilogue::Allowed => false,
        Epilogue::PredicateHint => lg.no_tail_folding.is_none(),
        Epilogue::OptSize | Epilogue::LowTripCount => true,
    };
    if lf.fold_tail || no_epilogue {
        return (
            1,
            "no scalar epilogue (the tail is folded or forbidden)".into(),
        );
    }
    if let Some(m) = lg.max_safe_vf {
        return (
            1,
            format!("a dependence distance bounds the lanes in flight (max safe VF {m})"),
        );
    }
    let what = if lg.trip_count.is_some() {
        "trip count"
    } else {
        "estimated trip count"
    };
    if let Some(n) = lg
        .best_known_trip_count()
        .filter(|&n| n < TINY_TRIP_COUNT_INTERLEAVE)
    {
        return (1, format!("{what} {n} below {TINY_TRIP_COUNT_INTERLEAVE}"));
    }
    // Registers left after the invariants, over the registers one copy of
    // the body needs; the induction variable is shared by the copies.
    // More invariants than registers wrap around in LLVM's unsigned
    // arithmetic and leave the class without a bound.
    let bound = |available: u32, invariant: u32, local: u32| {
        let Some(free) = available.checked_sub(invariant + 1) else {
            return u32::MAX;
        };
        pow2_floor(free / local.max(1).saturating_sub(1).max(1))
    };
    // Only the register classes the loop uses bound the count.
    let mut ic = u32::MAX;
    if usage.max_vector > 0 {
        ic = ic.min(bound(
            facts.registers,
            usage.invariant_vector,
            usage.max_vector,
        ));
    }
    if usage.max_scalar > 0 {
        ic = ic.min(bound(
            facts.scalar_registers,
            usage.invariant_scalar,
            usage.max_scalar,
        ));
    }
    let regs_ic = match ic {
        u32::MAX => "any".to_string(),
        0 => "no second copy".to_string(),
        n => n.to_string(),
    };
    let mut max_ic = facts.max_interleave.max(1);
    if let Some(n) = lg.best_known_trip_count() {
        max_ic = max_ic.min(u32::try_from(n / u64::from(vf)).unwrap_or(u32::MAX).max(1));
    }
    let ic = ic.clamp(1, max_ic);
    let registers = format!(
        "registers allow {regs_ic} (peak {} vector + {} invariant of {}), target max {max_ic}",
        usage.max_vector, usage.invariant_vector, facts.registers
    );
    if !lg.reductions.is_empty() {
        return (
            ic,
            format!("a reduction benefits from interleaving: {registers}"),
        );
    }
    if lf.cost < SMALL_LOOP_COST {
        // Unroll until the overhead is ~5% of the loop, or until the load
        // and store ports are busy.
        let small = ic.min(pow2_floor(SMALL_LOOP_COST / lf.cost.max(1)));
        let stores_ic = ic / lf.stores.max(1);
        let loads_ic = ic / lf.loads.max(1);
        let ports = stores_ic.max(loads_ic);
        if ports > small {
            return (
                ports,
                format!(
                    "small loop (cost {} < {SMALL_LOOP_COST}): {ports} copies keep the load/store ports busy ({} loads, {} stores); {registers}",
                    lf.cost, lf.loads, lf.stores
                ),
            );
        }
        return (
            small,
            format!(
                "small loop (cost {} < {SMALL_LOOP_COST}): overhead ~5% at {small}; {registers}",
                lf.cost
            ),
        );
    }
    (
        1,
        format!(
            "loop cost {} is at least {SMALL_LOOP_COST}: no gain from interleaving",
            lf.cost
        ),
    )
}

fn pow2_floor(n: u32) -> u32 {
    if n == 0 {
        0
    } else {
        1 << (31 - n.leading_zeros())
    }
}

fn is_debug(cx: &LoopCtx, i: InstId) -> bool {
    cx.func.insts[i]
        .callee_name()
        .is_some_and(|n| n.starts_with("llvm.dbg."))
}

impl Interleave {
    /// `interleave count 4: small loop ...` and the register pressure.
    pub fn text(&self) -> String {
        let u = &self.usage;
        format!(
            "interleave count {}: {}\nregisters at VF {}: {} vector{} + {} invariant, {} scalar\n",
            self.ic,
            self.reason,
            u.vf,
            u.max_vector,
            u.peak_at
                .as_ref()
                .map(|i| format!(" (peak at `{i}`)"))
                .unwrap_or_default(),
            u.invariant_vector + u.invariant_scalar,
            u.max_scalar,
        )
    }

    /// LLVM's `-debug-only=loop-vectorize` register-usage and interleave
    /// lines (`LV(REG): ...`, `LV: Interleave Count is N`).
    pub fn lv(&self) -> String {
        let u = &self.usage;
        let mut out = format!(
            "LV(REG): Calculating max register usage:\nLV(REG): VF = {}\n",
            u.vf
        );
        let classes = |scalar: u32, vector: u32| {
            [("Generic::ScalarRC", scalar), ("Generic::VectorRC", vector)]
                .into_iter()
                .filter(|c| c.1 > 0)
                .collect::<Vec<_>>()
        };
        for (what, list) in [
            ("max usage", classes(u.max_scalar, u.max_vector)),
            (
                "invariant usage",
                classes(u.invariant_scalar, u.invariant_vector),
            ),
        ] {
            out += &format!("LV(REG): Found {what}: {} item\n", list.len());
            for (rc, n) in list {
                out += &format!("LV(REG): RegisterClass: {rc}, {n} registers\n");
            }
        }
        out += &format!("LV: Interleave Count is {}\n", self.ic);
        out
    }
}

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
    let f = cx.func;
    let in_loop = |i: InstId| cx.contains_block(f.insts[i].block);
    let users = cx.users;
    let users_of = |i: InstId| users.get(&i).map_or(&[][..], |u| &u[..]);
    let is_mem = |i: InstId| matches!(f.insts[i].opcode, Opcode::Load | Opcode::Store);
    let ptr_of = |i: InstId| -> Option<InstId> {
        let inst = &f.insts[i];
        let ptr = match inst.opcode {
            Opcode::Load => inst.operands.first(),
            Opcode::Store => inst.operands.get(1),
            _ => None,
        };
        ptr.and_then(|v| v.as_inst())
    };
    // Without fast gathers, the definitions of every address (closed over
    // their same-block, non-phi operands) stay scalar, and widened loads
    // among them become scalar loads (the end of LLVM's
    // `setCostBasedWideningDecision`).
    let mut mem = inp.mem.clone();
    let mut forced: Vec<InstId> = Vec::new();
    if inp.scalar_addressing {
        let mut defs: FxHashSet<InstId> = FxHashSet::default();
        let mut work: Vec<InstId> = Vec::new();
        for i in cx.insts() {
            if let Some(p) = ptr_of(i).filter(|&p| in_loop(p))
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
    }
    let decision = |i: InstId| mem.get(&i).copied().unwrap_or(MemDecision::Scalarize);
    let uniform_decision = |i: InstId| {
        (f.insts[i].opcode == Opcode::Load && inp.uniform_loads.contains(&i))
            || decision(i) == MemDecision::Widen
    };
    let vectorized_mem_use =
        |j: InstId, v: InstId| is_mem(j) && ptr_of(j) == Some(v) && uniform_decision(j);
    let allowed = |i: InstId| in_loop(i) && !inp.predicated.contains(&i);

    // Uniforms.
    let mut wl: Vec<InstId> = Vec::new();
    let mut set: FxHashSet<InstId> = FxHashSet::default();
    let add = |i: InstId, wl: &mut Vec<InstId>, set: &mut FxHashSet<InstId>| {
        if allowed(i) && set.insert(i) {
            wl.push(i);
        }
    };
    let data = cx.data();
    if let [latch] = data.latches[..]
        && let Some(&br) = f.blocks[latch].insts.last()
        && f.insts[br].opcode == Opcode::Br
        && let Some(Value::Inst(cmp)) = f.insts[br].operands.first()
        && users_of(*cmp).len() == 1
    {
        add(*cmp, &mut wl, &mut set);
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
            add(i, &mut wl, &mut set);
        }
        if !is_mem(i) {
            continue;
        }
        if inst.opcode == Opcode::Load && inp.uniform_loads.contains(&i) {
            add(i, &mut wl, &mut set);
        }
        if uniform_decision(i)
            && let Some(p) = ptr_of(i)
            && !has_uniform_use.contains(&p)
        {
            has_uniform_use.push(p);
        }
    }
    for p in has_uniform_use {
        if in_loop(p) && users_of(p).iter().all(|&u| vectorized_mem_use(u, p)) {
            add(p, &mut wl, &mut set);
        }
    }
    let mut idx = 0;
    while idx < wl.len() {
        let i = wl[idx];
        idx += 1;
        for op in &f.insts[i].operands {
            let Value::Inst(o) = op else { continue };
            if !in_loop(*o) || inp.recurrences.contains(o) {
                continue;
            }
            if users_of(*o)
                .iter()
                .all(|&u| set.contains(&u) || vectorized_mem_use(u, *o))
            {
                add(*o, &mut wl, &mut set);
            }
        }
    }
    for &(ind, upd) in inp.inductions {
        let pair_uniform = |v: InstId, other: InstId, set: &FxHashSet<InstId>| {
            users_of(v)
                .iter()
                .all(|&u| u == other || !in_loop(u) || set.contains(&u) || vectorized_mem_use(u, v))
        };
        if pair_uniform(ind, upd, &set) && pair_uniform(upd, ind, &set) {
            add(ind, &mut wl, &mut set);
            add(upd, &mut wl, &mut set);
        }
    }

    // Scalars: the uniforms, then addresses only scalar uses read.
    let scalar_use = |mem: InstId, v: InstId| {
        let inst = &f.insts[mem];
        if inst.opcode == Opcode::Store
            && inst.operands.first().and_then(|x| x.as_inst()) == Some(v)
        {
            return decision(mem) == MemDecision::Scalarize;
        }
        decision(mem) != MemDecision::GatherScatter
    };
    let varying_gep = |v: &Value| {
        v.as_inst().filter(|&i| {
            in_loop(i) && matches!(f.insts[i].opcode, Opcode::GetElementPtr | Opcode::BitCast)
        })
    };
    let mut scalar_ptrs: Vec<InstId> = Vec::new();
    let mut non_scalar: FxHashSet<InstId> = FxHashSet::default();
    for i in cx.insts() {
        let inst = &f.insts[i];
        let operands: &[Value] = match inst.opcode {
            Opcode::Load => &inst.operands[..1],
            Opcode::Store => &inst.operands[..2],
            _ => continue,
        };
        for v in operands {
            let Some(p) = varying_gep(v) else { continue };
            if set.contains(&p) {
                continue;
            }
            if scalar_use(i, p) && users_of(p).iter().all(|&u| is_mem(u)) {
                if !scalar_ptrs.contains(&p) {
                    scalar_ptrs.push(p);
                }
            } else {
                non_scalar.insert(p);
            }
        }
    }
    for p in scalar_ptrs {
        if !non_scalar.contains(&p) && set.insert(p) {
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
        let Some(src) = f.insts[dst].operands.first().and_then(varying_gep) else {
            continue;
        };
        if users_of(src)
            .iter()
            .all(|&j| !in_loop(j) || set.contains(&j) || (is_mem(j) && scalar_use(j, src)))
            && set.insert(src)
        {
            wl.push(src);
        }
    }
    for &(ind, upd) in inp.inductions {
        if inp.masked_iv == Some(ind) {
            continue;
        }
        let pointer_iv = f.insts[ind].ty.is_ptr();
        let pair_scalar = |v: InstId, other: InstId, set: &FxHashSet<InstId>| {
            users_of(v).iter().all(|&u| {
                u == other
                    || !in_loop(u)
                    || set.contains(&u)
                    || (pointer_iv && is_mem(u) && ptr_of(u) == Some(v) && scalar_use(u, v))
            })
        };
        if pair_scalar(ind, upd, &set) && pair_scalar(upd, ind, &set) {
            set.insert(ind);
            set.insert(upd);
        }
    }
    set
}
