//! Register pressure and the interleave count: how many copies of the
//! vector body one iteration of the vector loop runs (LLVM's
//! `calculateRegisterUsage` and `selectInterleaveCount`).
//!
//! Interleaving hides latencies and the loop overhead of small loops; it is
//! bounded by the registers the copies would need, by the target's maximum,
//! and by the trip count. The rules are LLVM 14's or LLVM 22's, as the
//! loop's profile says ([`IcRules`]), so that `lanes report --format lv`
//! prints the interleave count that LLVM's remarks print.

mod reason;
mod scalars;

use lanes_db::Profile;
use lanes_ir::{InstId, Value};
use lanes_target::VectorFacts;
use rustc_hash::{FxHashMap, FxHashSet};

use crate::cx::LoopCtx;
use crate::directives::LoopHints;
use crate::legal::{Legality, Tail, scalar_kind};
use crate::predicate::MaskOp;

pub use reason::{IcReason, RegisterBound};
pub use scalars::{
    MemDecision, PlanChoices, ScalarInputs, ValueClasses, llvm_scalars, value_classes,
};

/// A loop whose vector iteration costs less than this is unrolled until the
/// loop overhead is about 5% of it (LLVM's `SmallLoopCost`).
pub const SMALL_LOOP_COST: u32 = 20;

/// Loops with a known trip count below this are not interleaved (LLVM's
/// `TinyTripCountInterleaveThreshold`).
pub const TINY_TRIP_COUNT_INTERLEAVE: u64 = 128;

/// Where the interleave-count rules of LLVM 14 and LLVM 22 differ (the
/// rest of `selectInterleaveCount` is the same in both).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct IcRules {
    /// A best known trip count below this is not interleaved
    /// (`TinyTripCountInterleaveThreshold`: 128 in LLVM 14, removed by
    /// LLVM 22).
    pub tiny_trip_count: Option<u64>,
    /// How the best known trip count clamps the count.
    pub trip_count_clamp: TripCountClamp,
    /// Register usage measured as on LLVM 22's VPlan
    /// (`calculateRegisterUsageForPlan`) rather than on the IR (LLVM 14's
    /// `calculateRegisterUsage`): see [`VplanUsage`].
    pub vplan_usage: bool,
}

/// How the best known trip count bounds the interleave count.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TripCountClamp {
    /// LLVM 14: at most `trip count / VF` copies (at least 1).
    PerVf,
    /// LLVM 22: the iterations a scalar epilogue must run are set aside;
    /// an estimated (or bounded) trip count allows the copies that let
    /// the vector loop run twice (`n / 2VF`, a power of two); an exact one
    /// allows the copies of one vector iteration (`n / VF`) when they leave
    /// the same remainder as the copies of two, else those of two.
    RunTwice,
}

impl IcRules {
    pub fn of(profile: Profile) -> IcRules {
        match profile {
            Profile::Llvm14 => IcRules {
                tiny_trip_count: Some(TINY_TRIP_COUNT_INTERLEAVE),
                trip_count_clamp: TripCountClamp::PerVf,
                vplan_usage: false,
            },
            Profile::Llvm22 => IcRules {
                tiny_trip_count: None,
                trip_count_clamp: TripCountClamp::RunTwice,
                vplan_usage: true,
            },
        }
    }
}

/// Registers the loop needs at one VF.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
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
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Interleave {
    pub header: String,
    pub vf: u32,
    /// Copies of the vector body per vector iteration (1: none).
    pub ic: u32,
    pub reason: IcReason,
    pub usage: RegisterUsage,
}

/// Whether the value of each loop instruction is a vector at the VF (the
/// rest stay scalar: uniform values, scalar IV steps, scalarized lanes that
/// no vector reads).
pub type VectorValues = FxHashSet<InstId>;

/// What LLVM 22 measures differently, its register usage being that of
/// the VPlan (`calculateRegisterUsageForPlan`) rather than of the IR:
/// * the latch's compare and the induction update only it and the header
///   phi read are gone (the canonical induction and `branch-on-count`
///   replace them);
/// * a truncated induction is a widened induction of the narrow type,
///   live through the loop, and the wide induction it came from stays
///   scalar when nothing else reads it as a vector;
/// * an invariant is a vector only when a vector reads it (else one
///   scalar register), and the vector trip count is one more scalar
///   invariant;
/// * stores measure the pressure too (recipes with side effects);
/// * the canonical induction (`VPCanonicalIVPHIRecipe`) holds one scalar
///   register through the whole body, its increment being the last use,
///   beside the scalar steps (`VPScalarIVStepsRecipe`) or widened
///   induction that replace the loop's own induction;
/// * a widened integer or FP induction is live to the end of the loop,
///   where its increment is materialised (`VPWidenIntOrFpInductionRecipe`s
///   are used implicitly at the end of the exiting block).
#[derive(Default)]
pub struct VplanUsage {
    /// Loop control the plan does not keep.
    pub control: FxHashSet<InstId>,
    /// Truncated inductions (widened inductions of their own).
    pub narrow_ivs: FxHashSet<InstId>,
    /// Integer and FP induction phis: live through the loop when widened.
    pub wide_ivs: FxHashSet<InstId>,
    /// The masks of if-converted blocks, when the VF's plan has any.
    pub masks: Option<PlanMasks>,
}

/// The masks of LLVM 22's plan (`VPPredicator`'s block-in and edge masks):
/// each `not`, logical `and` (a `select`), `or` or switch-case compare is a
/// `VPInstruction` whose users read vectors, so it holds a vector register
/// from where the plan emits it (the top of the first block that needs it)
/// to its last user (a blend, a masked access, another mask); a condition
/// that is an instruction of the loop lives on to its last use as a mask.
#[derive(Default)]
pub struct PlanMasks {
    pub ops: Vec<MaskOp>,
    /// Each linearized block (in the plan's order) with its mask.
    pub blocks: Vec<(lanes_ir::BlockId, Option<usize>)>,
    /// Each blend (a phi of a join) with its incoming edges' masks.
    pub blends: Vec<(InstId, Vec<usize>)>,
    /// Accesses and predicated instructions that read their block's mask.
    pub masked: Vec<InstId>,
}

/// The positions in the body's order at which each mask is counted
/// (first, last), and the conditions read as masks with the end of their
/// last such use.
type MaskLiveness = (Vec<(usize, usize)>, Vec<(InstId, usize)>);

/// Where each mask of [`PlanMasks`] is live in `order`: `(first, last)`
/// positions at which it is counted; and the loop conditions whose last
/// use as a mask comes later than in the IR, with that use's end.
fn mask_intervals(f: &lanes_ir::Function, order: &[InstId], m: &PlanMasks) -> MaskLiveness {
    let pos: FxHashMap<InstId, usize> = order.iter().enumerate().map(|(k, &i)| (i, k)).collect();
    let block_start = |b: lanes_ir::BlockId| {
        f.blocks[b]
            .insts
            .iter()
            .find_map(|i| pos.get(i).copied())
            .unwrap_or(order.len())
    };
    // Emission point of each mask (a mask is emitted before its first use).
    let mut def: Vec<Option<usize>> = vec![None; m.ops.len()];
    // Last position at which each mask is read (inclusive).
    let mut last: Vec<Option<usize>> = vec![None; m.ops.len()];
    let mut cond_end: FxHashMap<InstId, usize> = FxHashMap::default();
    fn ensure(
        k: usize,
        at: usize,
        ops: &[MaskOp],
        def: &mut [Option<usize>],
        last: &mut [Option<usize>],
        cond_end: &mut FxHashMap<InstId, usize>,
    ) {
        if def[k].is_some() {
            return;
        }
        def[k] = Some(at);
        let operands: Vec<usize> = match &ops[k] {
            MaskOp::Not(a) => vec![*a],
            MaskOp::And(a, b) | MaskOp::Or(a, b) => vec![*a, *b],
            MaskOp::Cond { inst: Some(i), .. } | MaskOp::CaseEq { inst: Some(i), .. } => {
                // Read where the mask is emitted: live up to that point.
                let e = cond_end.entry(*i).or_insert(at);
                *e = (*e).max(at);
                vec![]
            }
            _ => vec![],
        };
        for o in operands {
            ensure(o, at, ops, def, last, cond_end);
            // Read by a mask emitted at `at`: counted up to the point before.
            if at > 0 {
                last[o] = Some(last[o].map_or(at - 1, |l| l.max(at - 1)));
            }
        }
    }
    let read = |k: usize,
                at: usize,
                def: &mut [Option<usize>],
                last: &mut [Option<usize>],
                ce: &mut FxHashMap<InstId, usize>| {
        ensure(k, at, &m.ops, def, last, ce);
        last[k] = Some(last[k].map_or(at, |l| l.max(at)));
        if let MaskOp::Cond { inst: Some(i), .. } = &m.ops[k] {
            let e = ce.entry(*i).or_insert(at + 1);
            *e = (*e).max(at + 1);
        }
    };
    let block_mask: FxHashMap<lanes_ir::BlockId, usize> = m
        .blocks
        .iter()
        .filter_map(|&(b, mk)| mk.map(|k| (b, k)))
        .collect();
    for &(b, mk) in &m.blocks {
        let at = block_start(b);
        if let Some(k) = mk {
            ensure(k, at, &m.ops, &mut def, &mut last, &mut cond_end);
        }
        for (phi, edges) in &m.blends {
            if f.insts[*phi].block != b {
                continue;
            }
            let Some(&p) = pos.get(phi) else { continue };
            for &e in edges {
                read(e, p, &mut def, &mut last, &mut cond_end);
            }
        }
    }
    for &i in &m.masked {
        let (Some(&p), Some(&k)) = (pos.get(&i), block_mask.get(&f.insts[i].block)) else {
            continue;
        };
        read(k, p, &mut def, &mut last, &mut cond_end);
    }
    // Masks of loop-invariant conditions only are hoisted out of the loop
    // (the plan's `licm`): they hold no register in it.
    let mut invariant: Vec<bool> = Vec::with_capacity(m.ops.len());
    for op in &m.ops {
        let inv = match op {
            MaskOp::Cond { inst, .. } | MaskOp::CaseEq { inst, .. } => {
                inst.is_none_or(|i| !pos.contains_key(&i))
            }
            MaskOp::Not(a) => invariant[*a],
            MaskOp::And(a, b) | MaskOp::Or(a, b) => invariant[*a] && invariant[*b],
            MaskOp::LoopActive { .. } | MaskOp::HeaderMask { .. } => false,
        };
        invariant.push(inv);
    }
    let intervals = (0..m.ops.len())
        .filter(|&k| !invariant[k])
        .filter(|&k| {
            !matches!(
                m.ops[k],
                MaskOp::Cond { .. } | MaskOp::HeaderMask { .. } | MaskOp::LoopActive { .. }
            )
        })
        .filter_map(|k| Some((def[k]?, last[k]?)))
        .filter(|(d, l)| d <= l)
        .collect();
    (intervals, cond_end.into_iter().collect())
}

impl VplanUsage {
    pub fn of(cx: &LoopCtx, lg: &Legality, masks: Option<PlanMasks>) -> VplanUsage {
        use lanes_ir::Opcode as Op;
        let f = cx.func;
        let mut users: FxHashMap<InstId, Vec<InstId>> = FxHashMap::default();
        for i in cx.insts() {
            for op in &f.insts[i].operands {
                if let Value::Inst(d) = op {
                    users.entry(*d).or_default().push(i);
                }
            }
        }
        let users_of = |i: InstId| users.get(&i).map_or(&[][..], |v| &v[..]);
        let mut out = VplanUsage {
            masks,
            ..VplanUsage::default()
        };
        for &latch in &cx.data().latches {
            let Some(br) = f.terminator(latch) else {
                continue;
            };
            let Some(Value::Inst(cmp)) = f.insts[br].operands.first().cloned() else {
                continue;
            };
            if f.insts[br].operands.len() != 1
                || !cx.contains_block(f.insts[cmp].block)
                || users_of(cmp).iter().any(|&u| u != br)
            {
                continue;
            }
            out.control.insert(cmp);
            for iv in &lg.inductions {
                let (phi, update) = (iv.phi, iv.update);
                if users_of(update).iter().all(|&u| u == phi || u == cmp) {
                    out.control.insert(update);
                }
            }
        }
        for iv in &lg.inductions {
            let phi = iv.phi;
            if !iv.pointer {
                out.wide_ivs.insert(phi);
            }
            for &u in users_of(phi) {
                if f.insts[u].opcode == Op::Trunc {
                    out.narrow_ivs.insert(u);
                }
            }
        }
        out
    }
}

/// Live registers at each instruction of the loop in reverse post-order: a
/// value is live from its definition to its last use in the loop, a value
/// defined before the loop and used in it for the whole loop (LLVM 14's
/// `calculateRegisterUsage`).
pub fn register_usage(
    cx: &LoopCtx,
    vf: u32,
    vector: &VectorValues,
    ignore: &FxHashSet<InstId>,
    facts: &VectorFacts,
) -> RegisterUsage {
    register_usage_with(cx, vf, vector, ignore, facts, None)
}

/// LLVM 22: a wide induction only truncations read as vectors stays
/// scalar (the truncations are the widened inductions): `vector` without
/// those inductions, when there are any.
fn narrowed_vector_values(
    f: &lanes_ir::Function,
    order: &[InstId],
    vector: &VectorValues,
    p: &VplanUsage,
) -> Option<VectorValues> {
    if p.narrow_ivs.is_empty() {
        return None;
    }
    let mut narrowed = vector.clone();
    for &t in &p.narrow_ivs {
        let Some(Value::Inst(phi)) = f.insts[t].operands.first().cloned() else {
            continue;
        };
        let vector_users = order.iter().any(|&u| {
            vector.contains(&u)
                && !p.narrow_ivs.contains(&u)
                && f.insts[u].operands.iter().any(|o| o.as_inst() == Some(phi))
        });
        if !vector_users {
            narrowed.remove(&phi);
        }
    }
    Some(narrowed)
}

/// One past the position in `order` of the last user of each loop value
/// (a use by a header phi may come before the definition; such a value
/// stays live to the end), and the invariants the loop reads, in order.
fn live_ends(cx: &LoopCtx, order: &[InstId]) -> (FxHashMap<InstId, usize>, Vec<InstId>) {
    let f = cx.func;
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
    (end, invariants)
}

/// [`register_usage`], measured as LLVM 22 does when `plan` is given.
pub fn register_usage_with(
    cx: &LoopCtx,
    vf: u32,
    vector: &VectorValues,
    ignore: &FxHashSet<InstId>,
    facts: &VectorFacts,
    plan: Option<&VplanUsage>,
) -> RegisterUsage {
    let f = cx.func;
    let order: Vec<InstId> = cx
        .rpo_blocks()
        .into_iter()
        .flat_map(|b| f.blocks[b].insts.iter().copied())
        .filter(|&i| !is_debug(cx, i))
        .filter(|i| plan.is_none_or(|p| !p.control.contains(i)))
        .collect();
    let narrowed = plan.and_then(|p| narrowed_vector_values(f, &order, vector, p));
    let vector = narrowed.as_ref().unwrap_or(vector);
    let order_len = order.len();
    let (mut end, invariants) = live_ends(cx, &order);
    // LLVM 22: the plan's masks, and the conditions they read.
    let (mask_live, cond_ends) = match plan.and_then(|p| p.masks.as_ref()) {
        Some(m) if vf > 1 => mask_intervals(f, &order, m),
        _ => Default::default(),
    };
    for (c, e) in cond_ends {
        if let Some(cur) = end.get_mut(&c) {
            *cur = (*cur).max(e);
        }
    }
    let mask_regs = facts.registers_for(vf, 1);
    // LLVM 22: the widened inductions, truncated or not, are live to the
    // end of the loop.
    if let Some(p) = plan {
        for &t in p.narrow_ivs.iter().chain(&p.wide_ivs) {
            if vf > 1 && vector.contains(&t) && end.contains_key(&t) {
                end.insert(t, order_len);
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
        let side_effects = plan.is_some() && f.insts[i].opcode == lanes_ir::Opcode::Store;
        if !end.contains_key(&i) && !side_effects {
            continue;
        }
        // LLVM 22: the canonical induction is a scalar of its own, live
        // from the top of the body to its increment at the latch, beside
        // the steps of the loop's own induction the body reads.
        let canonical = u32::from(plan.is_some() && vf > 1);
        let masks = mask_live
            .iter()
            .filter(|&&(d, l)| d <= idx && idx <= l)
            .count() as u32;
        let (mut vec_regs, mut scalar_regs) = (masks * mask_regs, canonical);
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
        if end.contains_key(&i) {
            open.insert(i);
        }
    }
    // LLVM 22: an invariant only scalars read is a scalar.
    let read_as_vector = |d: InstId| {
        order.iter().any(|&u| {
            let inst = &f.insts[u];
            let reads = |o: &Value| o.as_inst() == Some(d);
            if inst.opcode == lanes_ir::Opcode::Store {
                inst.operands.first().is_some_and(reads)
            } else {
                vector.contains(&u) && inst.operands.iter().any(reads)
            }
        })
    };
    for &v in &invariants {
        if vf > 1 && (plan.is_none() || read_as_vector(v)) {
            usage.invariant_vector += regs_of(v);
        } else {
            usage.invariant_scalar += 1;
        }
    }
    if plan.is_some() && vf > 1 {
        // The vector trip count.
        usage.invariant_scalar += 1;
    }
    usage
}

/// What [`select_interleave_count`] reads besides the register usage.
pub struct LoopFacts {
    pub vf: u32,
    /// Cost of one iteration at `vf` (one vector iteration).
    pub cost: u32,
    pub fold_tail: bool,
    /// The largest feasible VF, where the loop decides to fold its tail.
    pub max_vf: u32,
    pub loads: u32,
    pub stores: u32,
    /// `llvm.loop.interleave.count`.
    pub user_ic: Option<u32>,
    /// No interleave count asked for, but unrolling disabled
    /// (`llvm.loop.unroll.disable`): interleaving is disabled too.
    pub unroll_disabled: bool,
    /// At least one iteration is left to a scalar epilogue (LLVM's
    /// `requiresScalarEpilogue`): the loop exits from a block other than
    /// its latch, or (the clamp of LLVM 22 reads it) a load interleave
    /// group misses its last member ([`crate::legal::load_group_with_trailing_gap`]).
    pub requires_epilogue: bool,
    pub rules: IcRules,
}

/// LLVM's `selectInterleaveCount` (14's or 22's, `lf.rules`), with its
/// reasons.
pub fn select_interleave_count(
    lg: &Legality,
    usage: &RegisterUsage,
    lf: &LoopFacts,
    facts: &VectorFacts,
) -> (u32, IcReason) {
    if let Some(fixed) = fixed_count(lg, lf) {
        return fixed;
    }
    if let Some(n) = lg
        .best_known_trip_count()
        .filter(|&n| lf.rules.tiny_trip_count.is_some_and(|t| n < t))
    {
        let estimated = lg.trip_count.is_none();
        let reason = IcReason::TinyTripCount {
            estimated,
            trip_count: n,
        };
        return (1, reason);
    }
    let (ic, registers) = register_bound(lg, usage, lf, facts);
    if !lg.reductions.is_empty() {
        return (ic, IcReason::Reduction(registers));
    }
    if lf.cost < SMALL_LOOP_COST {
        // Unroll until the overhead is ~5% of the loop, or until the load
        // and store ports are busy.
        let small = ic.min(pow2_floor(SMALL_LOOP_COST / lf.cost.max(1)));
        let stores_ic = ic / lf.stores.max(1);
        let loads_ic = ic / lf.loads.max(1);
        let ports = stores_ic.max(loads_ic);
        if ports > small {
            let reason = IcReason::SmallLoopPorts {
                cost: lf.cost,
                ports,
                loads: lf.loads,
                stores: lf.stores,
                registers,
            };
            return (ports, reason);
        }
        let reason = IcReason::SmallLoopOverhead {
            cost: lf.cost,
            count: small,
            registers,
        };
        return (small, reason);
    }
    (1, IcReason::Costly(lf.cost))
}

/// The count the registers allow, clamped to the target's maximum and the
/// trip count: registers left after the invariants over the registers one
/// copy of the body needs (the induction variable is shared by the
/// copies). More invariants than registers wrap around in LLVM's unsigned
/// arithmetic and leave the class without a bound; only the register
/// classes the loop uses bound the count.
fn register_bound(
    lg: &Legality,
    usage: &RegisterUsage,
    lf: &LoopFacts,
    facts: &VectorFacts,
) -> (u32, RegisterBound) {
    let bound = |available: u32, invariant: u32, local: u32| {
        let Some(free) = available.checked_sub(invariant + 1) else {
            return u32::MAX;
        };
        pow2_floor(free / local.max(1).saturating_sub(1).max(1))
    };
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
    let max_ic = trip_count_clamp(lg, lf, facts.max_interleave.max(1));
    let registers = RegisterBound {
        allow: (ic != u32::MAX).then_some(ic),
        max_vector: usage.max_vector,
        invariant_vector: usage.invariant_vector,
        registers: facts.registers,
        max_ic,
    };
    (ic.clamp(1, max_ic), registers)
}

/// The target's maximum count clamped by the best known trip count.
fn trip_count_clamp(lg: &Legality, lf: &LoopFacts, target_max: u32) -> u32 {
    let Some(n) = lg.best_known_trip_count() else {
        return target_max;
    };
    let vf = u64::from(lf.vf.max(1));
    let fit = |n: u64| u32::try_from(n).unwrap_or(u32::MAX);
    match lf.rules.trip_count_clamp {
        TripCountClamp::PerVf => target_max.min(fit(n / vf).max(1)),
        TripCountClamp::RunTwice => {
            let available = n - u64::from(lf.requires_epilogue && n > 0);
            let copies = |per: u64| pow2_floor(fit(available / per).min(target_max).max(1));
            let twice = copies(2 * vf);
            if lg.trip_count.is_none() {
                return twice;
            }
            let once = copies(vf);
            let left = |ic: u32| available % (vf * u64::from(ic));
            if once != twice && left(once) == left(twice) {
                once
            } else {
                twice
            }
        }
    }
}

/// The count when no register bound is needed: the loop's own hint, a
/// scalar or outer loop, a loop without a scalar epilogue or with a
/// dependence bound.
fn fixed_count(lg: &Legality, lf: &LoopFacts) -> Option<(u32, IcReason)> {
    // The hint applies to a scalar loop too (`vectorize.width 1` with
    // `interleave.count 4` interleaves it).
    if let Some(n) = lf.user_ic.filter(|&n| n >= 1) {
        return Some((n, IcReason::UserCount(n)));
    }
    if lf.unroll_disabled {
        return Some((1, IcReason::UnrollDisabled));
    }
    if lf.vf <= 1 {
        return Some((1, IcReason::ScalarLoop));
    }
    if lg.outer {
        return Some((1, IcReason::OuterLoop));
    }
    if lg.early_exit.is_some() {
        return Some((1, IcReason::EarlyExit));
    }
    // Without a scalar epilogue the copies could leave iterations no loop
    // runs; the reason says what happens to the tail at this VF, as the VF
    // table does.
    if lf.fold_tail || !lg.epilogue_allowed() {
        let tail = lg.tail(lf.vf, 1, lf.max_vf).unwrap_or(Tail::Folded);
        return Some((1, IcReason::NoEpilogue(tail)));
    }
    lg.max_safe_vf.map(|m| (1, IcReason::DependenceBound(m)))
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

/// LLVM does not count a narrowed reduction's casts (`VecValuesToIgnore`):
/// the extensions from the narrow type found walking back from the exit
/// value, and the mask (`and`) of the phi.
pub fn reduction_casts(cx: &LoopCtx, lg: &Legality) -> FxHashSet<InstId> {
    use lanes_ir::Opcode as Op;
    let mut ignore = FxHashSet::default();
    for r in &lg.reductions {
        let phi = r.phi;
        let Some(wide) = scalar_kind(cx.func.insts[phi].ty) else {
            continue;
        };
        if wide.bits() <= r.elem.bits() {
            continue;
        }
        let mut work = vec![r.exit_inst];
        let mut seen = FxHashSet::default();
        while let Some(i) = work.pop() {
            if !seen.insert(i) || !cx.contains_block(cx.func.insts[i].block) || i == phi {
                continue;
            }
            let inst = &cx.func.insts[i];
            let from_narrow = || {
                scalar_kind(cx.func.value_ty(&inst.operands[0]))
                    .is_some_and(|k| k.bits() == r.elem.bits())
            };
            let masks_phi =
                inst.opcode == Op::And && inst.operands.iter().any(|o| o.as_inst() == Some(phi));
            if (matches!(inst.opcode, Op::ZExt | Op::SExt) && from_narrow()) || masks_phi {
                ignore.insert(i);
                continue;
            }
            work.extend(inst.operands.iter().filter_map(|o| o.as_inst()));
        }
    }
    ignore
}

/// The VF the loop runs at (1: scalar) and the cost of one of its
/// iterations.
#[derive(Clone, Copy, Debug)]
pub struct ChosenVf<'a> {
    pub vf: u32,
    pub cost: u32,
    /// A load interleave group misses its last member
    /// ([`crate::legal::load_group_with_trailing_gap`]).
    pub load_group_gap: bool,
    /// The predication of the VF's plan (read under LLVM 22).
    pub predication: Option<&'a crate::predicate::Predication>,
    /// The accesses of the loop, by memref id (the predication's).
    pub memrefs: &'a [crate::memref::Memref],
}

/// The masks LLVM 22's plan computes at the VF ([`PlanMasks`]).
fn plan_masks(p: &crate::predicate::Predication, memrefs: &[crate::memref::Memref]) -> PlanMasks {
    use crate::predicate::MemPred;
    PlanMasks {
        ops: p.masks.clone(),
        blocks: p.blocks.iter().map(|b| (b.id, b.mask)).collect(),
        blends: p
            .blends
            .iter()
            .map(|bl| (bl.phi, bl.incoming.iter().filter_map(|(_, m)| *m).collect()))
            .collect(),
        masked: memrefs
            .iter()
            .filter(|m| p.mem(m.id) == MemPred::Masked)
            .map(crate::memref::memref_inst)
            .collect(),
    }
}

/// The interleave count at `vf` (1: the loop stays scalar) from the
/// vector values of the VF's loop, and the register pressure behind it.
pub fn analyze(
    cx: &LoopCtx,
    lg: &Legality,
    chosen: ChosenVf,
    vector_values: &[InstId],
    hints: LoopHints,
    facts: &VectorFacts,
    profile: Profile,
) -> Interleave {
    let ChosenVf {
        vf,
        cost,
        load_group_gap,
        predication,
        memrefs,
    } = chosen;
    let mut vector = FxHashSet::default();
    let mut ignore = FxHashSet::default();
    if vf > 1 {
        vector.extend(vector_values.iter().copied());
        ignore = reduction_casts(cx, lg);
    }
    let rules = IcRules::of(profile);
    let masks = predication
        .filter(|p| vf > 1 && !p.masks.is_empty())
        .map(|p| plan_masks(p, memrefs));
    let plan = rules.vplan_usage.then(|| VplanUsage::of(cx, lg, masks));
    let usage = register_usage_with(cx, vf, &vector, &ignore, facts, plan.as_ref());
    let count = |op| {
        cx.insts()
            .filter(|&i| cx.func.insts[i].opcode == op)
            .count() as u32
    };
    let max_vf = lg.max_vf(facts.register_bits);
    let lf = LoopFacts {
        vf,
        cost,
        fold_tail: vf > 1 && lg.fold_tail(vf, max_vf) == Ok(true),
        max_vf,
        loads: count(lanes_ir::Opcode::Load),
        stores: count(lanes_ir::Opcode::Store),
        user_ic: hints.interleave.filter(|&n| n >= 1),
        unroll_disabled: hints.interleave_count() == Some(1) && hints.unroll_disabled(),
        requires_epilogue: cx
            .data()
            .exiting
            .iter()
            .any(|b| !cx.data().latches.contains(b))
            || (vf > 1 && rules.trip_count_clamp == TripCountClamp::RunTwice && load_group_gap),
        rules,
    };
    let (ic, reason) = select_interleave_count(lg, &usage, &lf, facts);
    Interleave {
        header: lg.header.clone(),
        vf,
        ic,
        reason,
        usage,
    }
}
