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
mod usage;

use lanes_db::Profile;
use lanes_ir::InstId;
use lanes_target::VectorFacts;
use rustc_hash::FxHashSet;

use crate::cx::LoopCtx;
use crate::directives::LoopHints;
use crate::legal::{Legality, Tail, scalar_kind};

pub use reason::{IcReason, RegisterBound};
pub use scalars::{
    MemDecision, PlanChoices, ScalarInputs, ValueClasses, llvm_scalars, value_classes,
};
pub use usage::{PlanMasks, VectorValues, VplanUsage, register_usage, register_usage_with};

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
