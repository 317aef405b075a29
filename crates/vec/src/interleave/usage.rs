//! Registers live at once in the loop at a VF (LLVM's
//! `calculateRegisterUsage`, and LLVM 22's `calculateRegisterUsageForPlan`
//! that measures the VPlan: its canonical induction, its masks), the
//! bound [`super::select_interleave_count`] reads.

use lanes_ir::{InstId, Value};
use lanes_target::VectorFacts;
use rustc_hash::{FxHashMap, FxHashSet};

use crate::cx::LoopCtx;
use crate::legal::{Legality, scalar_kind};
use crate::predicate::MaskOp;

use super::RegisterUsage;

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

/// LLVM 22: a truncated induction is a `VPWidenIntOrFpInductionRecipe`, a
/// phi of the header (`VPRecipeBuilder` puts header-phi recipes among the
/// header's phis, wherever the `trunc` was): it is live from the top of
/// the body. `order` with the vector ones moved after the header's phis
/// (unchanged without a plan).
fn narrow_ivs_to_header(
    cx: &LoopCtx,
    order: Vec<InstId>,
    vector: &VectorValues,
    plan: Option<&VplanUsage>,
) -> Vec<InstId> {
    let Some(p) = plan else { return order };
    let f = cx.func;
    let moved = |i: &InstId| p.narrow_ivs.contains(i) && vector.contains(i);
    if !order.iter().any(moved) {
        return order;
    }
    let header = f.insts[order[0]].block;
    let at = order
        .iter()
        .position(|&i| f.insts[i].block != header || f.insts[i].opcode != lanes_ir::Opcode::Phi)
        .unwrap_or(order.len());
    let (ivs, rest): (Vec<InstId>, Vec<InstId>) = order.into_iter().partition(moved);
    let at = at.min(rest.len());
    let mut out = Vec::with_capacity(rest.len() + ivs.len());
    out.extend_from_slice(&rest[..at]);
    out.extend(ivs);
    out.extend_from_slice(&rest[at..]);
    out
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
        .rpo
        .iter()
        .flat_map(|&b| f.blocks[b].insts.iter().copied())
        .filter(|&i| !is_debug(cx, i))
        .filter(|i| plan.is_none_or(|p| !p.control.contains(i)))
        .collect();
    let narrowed = plan.and_then(|p| narrowed_vector_values(f, &order, vector, p));
    let vector = narrowed.as_ref().unwrap_or(vector);
    let order = narrow_ivs_to_header(cx, order, vector, plan.filter(|_| vf > 1));
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

fn is_debug(cx: &LoopCtx, i: InstId) -> bool {
    cx.func.insts[i]
        .callee_name()
        .is_some_and(|n| n.starts_with("llvm.dbg."))
}
