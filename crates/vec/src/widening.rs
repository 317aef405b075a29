//! Widening decisions (vplan seed): what the vector loop does with every
//! instruction of the loop at a VF. The result is VF-free, so that VFs with
//! equal decisions share one plan (a VPlan).
//!
//! Decisions never read costs: a strided access is a gather candidate
//! here and a VLS group member when OptVLS groups it; whether the group's
//! shuffle sequence beats the gathers is the cost model's choice.

use std::sync::Arc;

use lanes_ir::{InstId, Opcode, Value};
use rustc_hash::{FxHashMap, FxHashSet};

use crate::cx::LoopCtx;
use crate::legal::{CallKind, Legality, intrinsic_base, users};
use crate::memref::{AccessClass, Memref, access, memref_inst};
use crate::predicate::{MemPred, Predication};
use crate::shapes::Shapes;

/// How a memory access is widened.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MemAccess {
    /// One wide access of consecutive elements.
    Consecutive,
    /// Consecutive, descending: a wide access and a reverse permute.
    Reverse,
    /// One scalar access (a broadcast load, a store of the last lane).
    Uniform,
    /// A constant stride: a gather/scatter, or a member of a VLS group.
    Strided(i64),
    /// A gather or scatter.
    Gather,
}

/// What the vector loop does with one scalar instruction at a VF.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Decision {
    /// No code: debug intrinsics, the loop's own compare and IV update
    /// (the vector loop's canonical IV replaces them).
    Skip,
    /// A terminator: becomes the plan's control flow.
    Branch,
    /// `vector`: some user needs the whole vector; otherwise scalar steps.
    Induction {
        vector: bool,
    },
    ReductionPhi,
    Recurrence,
    Widen,
    WidenGep,
    WidenCall,
    WidenSelect,
    WidenCast,
    WidenPhi,
    Blend,
    /// One scalar for all lanes (uniform, or only lane 0 is used: the
    /// address of a consecutive access).
    Uniform,
    /// VF scalar copies, under a per-lane branch when `predicated`.
    Replicate {
        predicated: bool,
    },
    Load {
        access: MemAccess,
        masked: bool,
    },
    Store {
        access: MemAccess,
        masked: bool,
    },
}

/// Result of `widening(loop, VF)`: predication plus one decision per
/// instruction. VF-free, so that VFs with equal results share one plan.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Widening {
    /// The VF's predication, shared with its `predication` memo.
    pub predication: Arc<Predication>,
    /// The decision of every instruction of the loop, sorted by
    /// instruction: the loop's instructions only (a table indexed by the
    /// function's instructions held one slot per instruction of the
    /// function, per loop and VF).
    pub decisions: Box<[(InstId, Decision)]>,
}

impl Widening {
    /// The decision for instruction `i` ([`Decision::Skip`] outside the
    /// loop).
    pub fn decision(&self, i: InstId) -> Decision {
        self.decisions
            .binary_search_by_key(&i, |d| d.0)
            .map_or(Decision::Skip, |k| self.decisions[k].1)
    }
}

pub(crate) fn is_div(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::SDiv | Opcode::UDiv | Opcode::SRem | Opcode::URem
    )
}

/// LLVM's `mayDivideByZero`: a division needs predication unless its
/// divisor is a non-zero constant (then it is speculated on every lane).
pub(crate) fn may_divide_by_zero(inst: &lanes_ir::InstData) -> bool {
    inst.operands
        .get(1)
        .and_then(|d| d.as_const())
        .and_then(|c| c.as_int())
        .is_none_or(|d| d == 0)
}

/// The instructions that only run the scalar loop's control: the exit
/// compares of the latch and of every exiting block (the vector loop has
/// its own control) and the IV updates used by nothing else, as LLVM's
/// `collectTriviallyDeadInstructions`.
fn loop_control(cx: &LoopCtx, lg: &Legality, us: &crate::cx::Users) -> FxHashSet<InstId> {
    let mut out = FxHashSet::default();
    let data = cx.data();
    let mut cmps = Vec::new();
    for b in data.exiting.iter().chain(data.latch().as_ref()) {
        let Some(t) = cx.func.terminator(*b) else {
            continue;
        };
        // An uncountable early exit (LLVM 22) is decided in the vector
        // loop: its condition is widened and or-reduced.
        if lg.early_exit.as_ref().is_some_and(|e| e.exiting == t) {
            continue;
        }
        if let Some(c) = cx.func.insts[t].operands.first().and_then(Value::as_inst) {
            let only_branch = us.get(c).is_some_and(|u| u.iter().all(|&u| u == t));
            if only_branch && cx.contains_block(cx.func.insts[c].block) {
                out.insert(c);
                cmps.push(c);
            }
        }
    }
    for iv in &lg.inductions {
        let upd = iv.update;
        let phi = iv.phi;
        let ok = us.get(upd).is_none_or(|u| {
            u.iter().all(|&u| {
                u == phi || cmps.contains(&u) || !cx.contains_block(cx.func.insts[u].block)
            })
        });
        if ok {
            out.insert(upd);
        }
    }
    out
}

/// What [`decide`] reads besides the loop.
struct DecideInputs<'a> {
    cx: &'a LoopCtx<'a>,
    lg: &'a Legality,
    pred: &'a Predication,
    sh: &'a Shapes,
    control: FxHashSet<InstId>,
    mem_of: FxHashMap<InstId, &'a Memref>,
    /// Whether a value the divergence analysis finds uniform stays one
    /// scalar (the SIMD-region and outer-loop plans). LLVM's inner-loop
    /// vectorizer keeps a value scalar only when its users need lane 0
    /// alone (`collectLoopUniforms`): anything else is widened, even with
    /// invariant operands.
    shape_uniform: bool,
}

/// Decides how every instruction of the loop is vectorized at the VF of
/// `sh`.
pub fn decide(
    cx: &LoopCtx,
    lg: &Legality,
    pred: Arc<Predication>,
    sh: &Shapes,
    refined: &[Memref],
    shape_uniform: bool,
) -> Widening {
    let us = users(cx);
    let inputs = DecideInputs {
        cx,
        lg,
        pred: &pred,
        sh,
        control: loop_control(cx, lg, us),
        mem_of: refined.iter().map(|m| (memref_inst(m), m)).collect(),
        shape_uniform,
    };
    let order: Vec<InstId> = cx.insts().collect();
    let mut dec: FxHashMap<InstId, Decision> = order
        .iter()
        .map(|&i| (i, initial_decision(&inputs, i)))
        .collect();
    keep_lane0_scalar(cx, us, &order, &mut dec);
    let mut decisions: Box<[(InstId, Decision)]> = order.iter().map(|&i| (i, dec[&i])).collect();
    decisions.sort_unstable_by_key(|d| d.0);
    Widening {
        predication: pred,
        decisions,
    }
}

/// The decision for instruction `i` from its own kind, shape and mask,
/// before the values only lane 0 of which is used are made scalar.
fn initial_decision(d: &DecideInputs, i: InstId) -> Decision {
    let (cx, pred) = (d.cx, d.pred);
    let inst = &cx.func.insts[i];
    let ix = i;
    let masked = pred.block(inst.block).and_then(|b| b.mask).is_some();
    let uniform = d.shape_uniform && d.sh.shape(&Value::Inst(i)).is_uniform();
    if d.control.contains(&i) || d.lg.stores_to_reduction_address(cx, i) {
        Decision::Skip
    } else if inst.opcode.is_terminator() {
        Decision::Branch
    } else if let Some(m) = d.mem_of.get(&i) {
        memory_decision(pred, m)
    } else if inst.opcode == Opcode::Phi && inst.block == cx.data().header {
        header_phi_decision(d.lg, i, uniform)
    } else if inst.opcode == Opcode::Phi {
        if pred.blend(i).is_some() {
            Decision::Blend
        } else if uniform {
            Decision::Uniform
        } else {
            Decision::WidenPhi
        }
    } else if inst.opcode == Opcode::Call {
        call_decision(d.lg, inst, ix, uniform, masked)
    } else if masked && is_div(inst.opcode) && may_divide_by_zero(inst) && !uniform {
        Decision::Replicate { predicated: true }
    } else if !d.shape_uniform
        && is_div(inst.opcode)
        && may_divide_by_zero(inst)
        && crate::cx::llvm_predicates(cx, inst.block)
    {
        // A block under a branch kept uniform runs every lane, so the
        // division needs no mask; LLVM 14 predicates every conditional
        // block (`blockNeedsPredication`) and runs such a division lane by
        // lane (`isScalarWithPredication`): so does the plan.
        Decision::Replicate { predicated: false }
    } else if uniform {
        Decision::Uniform
    } else if inst.opcode == Opcode::GetElementPtr {
        Decision::WidenGep
    } else if inst.opcode == Opcode::Select {
        Decision::WidenSelect
    } else if inst.opcode.is_cast() {
        Decision::WidenCast
    } else {
        Decision::Widen
    }
}

/// A load or store: its access from the memref's class, masked as the
/// predication says.
fn memory_decision(pred: &Predication, m: &Memref) -> Decision {
    let masked = pred.mem(m.id) == MemPred::Masked;
    let access = match m.class {
        AccessClass::Uniform => MemAccess::Uniform,
        AccessClass::UnitStride => MemAccess::Consecutive,
        AccessClass::ReverseUnitStride => MemAccess::Reverse,
        AccessClass::Strided(s) => MemAccess::Strided(s),
        AccessClass::VariableStrided | AccessClass::Indexed => MemAccess::Gather,
    };
    if access == MemAccess::Uniform && masked {
        Decision::Replicate { predicated: true }
    } else if m.kind.is_write() {
        Decision::Store { access, masked }
    } else {
        Decision::Load { access, masked }
    }
}

/// A phi of the header: the legality's classification.
fn header_phi_decision(lg: &Legality, phi: InstId, uniform: bool) -> Decision {
    if lg.induction(phi).is_some() {
        Decision::Induction { vector: true }
    } else if lg.reduction(phi).is_some() {
        Decision::ReductionPhi
    } else if lg.recurrence(phi).is_some() {
        Decision::Recurrence
    } else if uniform {
        Decision::Uniform
    } else {
        Decision::WidenPhi
    }
}

/// A call: ignored, one scalar, a vector intrinsic or one call per lane.
fn call_decision(
    lg: &Legality,
    inst: &lanes_ir::InstData,
    ix: InstId,
    uniform: bool,
    masked: bool,
) -> Decision {
    let name = inst.callee_name().unwrap_or("");
    let kind_is = |k: CallKind| lg.calls.iter().any(|c| c.inst == ix && c.kind == k);
    if kind_is(CallKind::Ignored) {
        Decision::Skip
    } else if uniform && !masked {
        Decision::Uniform
    } else if intrinsic_base(name).is_some() || kind_is(CallKind::VectorIntrinsic) {
        Decision::WidenCall
    } else {
        Decision::Replicate { predicated: masked }
    }
}

/// Whether use `u` of `v` only needs lane 0 of it: the loop control, one
/// scalar, an induction, the address of a consecutive or uniform access.
fn lane0_use(cx: &LoopCtx, u: InstId, v: InstId, dec: &FxHashMap<InstId, Decision>) -> bool {
    let ui = &cx.func.insts[u];
    if !cx.contains_block(ui.block) {
        return false;
    }
    match dec.get(&u).copied() {
        Some(Decision::Skip) => true,
        Some(Decision::Uniform) => ui.opcode != Opcode::Phi,
        Some(Decision::Induction { .. }) => true,
        Some(Decision::Load { access, .. } | Decision::Store { access, .. })
            if !matches!(access, MemAccess::Gather) =>
        {
            access_ptr(cx, u).is_some_and(|p| p == Value::Inst(v))
                && !(ui.opcode == Opcode::Store && ui.operands[0] == Value::Inst(v))
        }
        _ => false,
    }
}

/// Values whose users only need lane 0 (addresses of consecutive and
/// uniform accesses, other such values, the loop control) stay scalar: a
/// fixpoint over the instructions in reverse order.
fn keep_lane0_scalar(
    cx: &LoopCtx,
    us: &crate::cx::Users,
    order: &[InstId],
    dec: &mut FxHashMap<InstId, Decision>,
) {
    let f = cx.func;
    loop {
        let mut changed = false;
        for &i in order.iter().rev() {
            let d = dec[&i];
            if !matches!(
                d,
                Decision::Widen
                    | Decision::WidenGep
                    | Decision::WidenCast
                    | Decision::Induction { vector: true }
            ) {
                continue;
            }
            let all = us
                .get(i)
                .map(Vec::as_slice)
                .unwrap_or(&[])
                .iter()
                .filter(|&&u| cx.contains_block(f.insts[u].block))
                .all(|&u| {
                    lane0_use(cx, u, i, dec)
                        || (matches!(d, Decision::Induction { .. })
                            && dec.get(&u) == Some(&Decision::Skip))
                });
            let has_users = us.get(i).is_some_and(|u| !u.is_empty());
            if all && has_users {
                let nd = match d {
                    Decision::Induction { .. } => Decision::Induction { vector: false },
                    _ => Decision::Uniform,
                };
                dec.insert(i, nd);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
}

pub(crate) fn access_ptr(cx: &LoopCtx, i: InstId) -> Option<Value> {
    access(cx, i).map(|(_, p, _, _)| p)
}

/// Whether X86's gathers and scatters index access `i`'s address with 32
/// bits (LLVM's `getIndexSizeInBits`, asked of the scalar address): a
/// `getelementptr` with at most one variable index, which is no 64-bit
/// value unless it is a `sext`.
pub(crate) fn gs_index32(cx: &LoopCtx, i: InstId) -> bool {
    let f = cx.func;
    let Some(Value::Inst(g)) = access_ptr(cx, i) else {
        return false;
    };
    let gep = &f.insts[g];
    if gep.opcode != Opcode::GetElementPtr {
        return false;
    }
    let mut variable = 0;
    for o in gep.operands.iter().skip(1) {
        if matches!(o, Value::Const(_)) {
            continue;
        }
        let wide = f.value_ty(o).int_bits() == Some(64);
        let sext = o
            .as_inst()
            .is_some_and(|d| f.insts[d].opcode == Opcode::SExt);
        variable += 1;
        if (wide && !sext) || variable > 1 {
            return false;
        }
    }
    true
}

/// Whether the address of access `i` provably steps by its stride in every
/// iteration: each extension of a narrower loop-varying integer on the way
/// to it extends arithmetic that cannot wrap (`nuw` under a `zext`, `nsw`
/// under a `sext`, up to and including the induction's update). The affine
/// forms look through extensions as SCEV does under a run-time no-wrap
/// check; a contiguous load of a whole group has no such check (LLVM's
/// `getPtrStride` with `ShouldCheckWrap`), and lanes past a wrap would read
/// the wrong elements.
pub fn address_steps_without_wrap(cx: &LoopCtx, i: InstId) -> bool {
    let Some(ptr) = access_ptr(cx, i) else {
        return false;
    };
    let f = cx.func;
    let mut work = vec![ptr];
    let mut seen = FxHashSet::default();
    while let Some(v) = work.pop() {
        let Some(d) = v.as_inst().filter(|&d| cx.in_loop(&v) && seen.insert(d)) else {
            continue;
        };
        let inst = &f.insts[d];
        match inst.opcode {
            Opcode::ZExt | Opcode::SExt => {
                let signed = inst.opcode == Opcode::SExt;
                if !narrow_no_wrap(cx, &inst.operands[0], signed, &mut FxHashSet::default()) {
                    return false;
                }
            }
            // Pointer and 64-bit index arithmetic of an in-bounds address.
            Opcode::Phi => {}
            Opcode::GetElementPtr => {
                // Narrower indices are sign-extended.
                for idx in &inst.operands[1..] {
                    let narrow = f.value_ty(idx).int_bits().is_some_and(|b| b < 64);
                    if narrow && !narrow_no_wrap(cx, idx, true, &mut FxHashSet::default()) {
                        return false;
                    }
                }
                work.extend(inst.operands.iter().cloned());
            }
            _ => work.extend(inst.operands.iter().cloned()),
        }
    }
    true
}

/// Whether integer `v` of the loop is computed without wrapping in its type.
fn narrow_no_wrap(cx: &LoopCtx, v: &Value, signed: bool, seen: &mut FxHashSet<InstId>) -> bool {
    let Some(d) = v.as_inst().filter(|_| cx.in_loop(v)) else {
        return true;
    };
    if !seen.insert(d) {
        return true;
    }
    let inst = &cx.func.insts[d];
    let flag = if signed {
        lanes_ir::Flags::NSW
    } else {
        lanes_ir::Flags::NUW
    };
    match inst.opcode {
        Opcode::Phi => inst
            .operands
            .iter()
            .all(|o| narrow_no_wrap(cx, o, signed, seen)),
        Opcode::Add | Opcode::Sub | Opcode::Mul | Opcode::Shl => {
            inst.flags.contains(flag)
                && inst
                    .operands
                    .iter()
                    .all(|o| narrow_no_wrap(cx, o, signed, seen))
        }
        _ => false,
    }
}
