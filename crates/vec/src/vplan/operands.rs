//! What the x86 cost tables need of an instruction beyond its cost key
//! ([`OperandInfo`]): the operand facts LLVM's `getArithmeticInstrCost`,
//! `getCastInstrCost` and `getCmpSelInstrCost` read.

use lanes_ir::{InstId, Opcode};
use lanes_target::ScalarKind;
use lanes_target::x86::DivisorKind;

use super::OperandInfo;
use crate::cx::LoopCtx;

/// What the x86 cost tables need of instruction `i` beyond its cost key
/// ([`OperandInfo`]): for a cast between kinds the tables know, its source
/// kind and whether its operand is a load; for an integer binary operation
/// the kind of its second operand, as LLVM 14's
/// `LoopVectorizationCostModel::getInstructionCost` tells it: a constant
/// by `TTI::getOperandInfo` (uniform constant, power of two), another
/// loop-invariant value `OK_UniformValue` (`Legal->isUniform`), anything
/// else `OK_AnyValue`; for floating-point arithmetic, selects and the
/// integer min/max intrinsics, that they are ones.
pub fn operand_info(cx: &LoopCtx, i: InstId) -> Option<OperandInfo> {
    let inst = &cx.func.insts[i];
    let f = cx.func;
    if inst.opcode == Opcode::ICmp
        && inst
            .operands
            .first()
            .is_some_and(|v| f.value_ty(v).is_ptr())
    {
        return Some(OperandInfo::PointerCompare);
    }
    let dst = table_kind(inst.ty)?;
    if inst.opcode == Opcode::Call {
        let base = inst.callee_name().and_then(crate::legal::intrinsic_base);
        if dst.is_float() && matches!(base, Some("sqrt" | "fabs")) {
            return Some(OperandInfo::FpIntrinsic);
        }
        if dst.is_float() || dst == ScalarKind::I1 {
            return None;
        }
        if matches!(base, Some("smin" | "smax" | "umin" | "umax")) {
            return Some(OperandInfo::MinMax);
        }
        // `llvm.sadd.sat.*`, not `llvm.sadd.with.overflow.*` (no vector form).
        if let Some(op) = base.and_then(lanes_target::x86::SatOp::of_base) {
            let sat = inst
                .callee_name()
                .is_some_and(crate::legal::vector_intrinsic_call);
            return sat.then_some(OperandInfo::Saturating(op));
        }
        return bit_op(cx, inst, base?).map(OperandInfo::Bit);
    }
    if inst.opcode.is_cast() {
        let src = table_kind(f.value_ty(inst.operands.first()?))?;
        if !lanes_target::x86::is_cast(inst.opcode, src, dst) {
            return None;
        }
        let of_load = inst.operands[0]
            .as_inst()
            .is_some_and(|d| f.insts[d].opcode == Opcode::Load);
        return Some(OperandInfo::Cast {
            src,
            of_load,
            of_induction: false,
        });
    }
    if matches!(inst.opcode, Opcode::ICmp | Opcode::FCmp) {
        let src = table_kind(f.value_ty(inst.operands.first()?))?;
        if src == ScalarKind::I1 {
            return None;
        }
        return Some(OperandInfo::Compare {
            pred: cmp_predicate(inst.predicate()?),
            constant: inst.operands.get(1)?.as_const().is_some(),
        });
    }
    if inst.opcode == Opcode::Select && dst != ScalarKind::I1 {
        return Some(OperandInfo::Select);
    }
    if inst.opcode == Opcode::Select {
        return logical(cx, inst);
    }
    if dst.is_float() && lanes_target::x86::is_fp_arith(inst.opcode) {
        return Some(OperandInfo::Float);
    }
    let binary = lanes_target::x86::is_int_arith(inst.opcode);
    if !binary || dst.is_float() || dst == ScalarKind::I1 {
        return None;
    }
    let second = inst.operands.get(1)?;
    let kind = match second.as_int() {
        Some(c) => DivisorKind::of_constants(&[c as i64], dst.bits()),
        None if cx.in_loop(second) => DivisorKind::Variable,
        None => DivisorKind::UniformVariable,
    };
    // LLVM's `getArithmeticInstrCost` with the operands: a vector `mul` of
    // `i64` whose operands both fit 32 unsigned bits is one `pmuludq`.
    if inst.opcode == Opcode::Mul && dst == ScalarKind::I64 {
        let (a_bits, a_signed) = min_required_bits(cx, &inst.operands[0]);
        let (b_bits, b_signed) = min_required_bits(cx, second);
        if !(a_signed || b_signed) && a_bits.max(b_bits) <= 32 {
            return Some(OperandInfo::NarrowMul(kind));
        }
    }
    // The same for `i32` within 15 bits: `pmaddwd` (LLVM 22's
    // `getArithmeticInstrCost`: a constant, zero-extended or
    // sign-extended operand).
    if inst.opcode == Opcode::Mul && dst == ScalarKind::I32 {
        let ops = [&inst.operands[0], second];
        let bits = ops.map(|v| min_required_bits(cx, v));
        let sext = |k: usize| {
            ops[k]
                .as_inst()
                .is_some_and(|d| f.insts[d].opcode == Opcode::SExt)
        };
        if bits[0].0.max(bits[1].0) <= 15 {
            let unsigned = !bits[0].1 || !bits[1].1;
            let wide = unsigned || (0..2).any(|k| sext(k) && bits[k].0 == 15);
            let narrow = (0..2).any(|k| sext(k) && bits[k].0 < 15);
            if wide || narrow {
                return Some(OperandInfo::ShortMul { kind, wide, narrow });
            }
        }
    }
    Some(OperandInfo::Binary(kind))
}

/// The bit operation a call of intrinsic `base` is for the x86 tables
/// (`X86TTIImpl::getIntrinsicInstrCost`): `fshl`/`fshr` as a rotate when
/// both data operands are one value (`ISD::ROTL`/`ROTR`), else as a funnel
/// shift (`ISD::FSHL`). Its amount is
/// priced as LLVM 22's widened intrinsic call passes it: the scalar IR
/// argument, which `TTI::getOperandInfo` knows as a constant or else as
/// any value (an invariant amount is no splat there, so it is shifted by
/// as a variable).
fn bit_op(cx: &LoopCtx, inst: &lanes_ir::InstData, base: &str) -> Option<lanes_target::x86::BitOp> {
    use lanes_target::x86::BitOp;
    Some(match base {
        "bswap" => BitOp::Bswap,
        "ctpop" => BitOp::Ctpop,
        "ctlz" => BitOp::Ctlz,
        "cttz" => BitOp::Cttz,
        "fshl" | "fshr" => {
            let [x, y, n, ..] = inst.call_args() else {
                return None;
            };
            let bits = cx.func.value_ty(n).int_bits()?;
            let amount = match n.as_int() {
                Some(c) => DivisorKind::of_constants(&[c as i64], bits),
                None => DivisorKind::Variable,
            };
            let right = base == "fshr";
            if x == y {
                BitOp::Rotate { right, amount }
            } else {
                BitOp::Funnel { right, amount }
            }
        }
        _ => return None,
    })
}

/// What LLVM 22's plan makes of an any-of reduction (`SelectICmp`,
/// `SelectFCmp`): its select becomes `or(phi, cmp)`, a `VPInstruction`
/// of no IR instruction ([`OperandInfo::AnyOfSelect`]); when the phi is
/// the select's true arm the compare is negated, and plan simplification
/// folds that `not` into the inverse predicate (`icmp ne` priced as
/// `icmp eq`). `None` for other instructions.
pub(super) fn any_of_operand_info(
    cx: &LoopCtx,
    lg: &crate::legal::Legality,
    i: InstId,
) -> Option<OperandInfo> {
    let inst = &cx.func.insts[i];
    if inst.opcode == Opcode::Select {
        return any_of_phi_arm(cx, lg, i).map(|_| OperandInfo::AnyOfSelect);
    }
    if inst.opcode != Opcode::ICmp {
        return None;
    }
    let users = crate::legal::users(cx).get(i)?;
    let [sel] = users[..] else {
        return None;
    };
    let negated = any_of_phi_arm(cx, lg, sel) == Some(1)
        && cx.func.insts[sel].operands[0] == lanes_ir::Value::Inst(i);
    if !negated {
        return None;
    }
    match operand_info(cx, i)? {
        OperandInfo::Compare { constant, .. } => Some(OperandInfo::Compare {
            pred: cmp_predicate(inverse(inst.predicate()?)),
            constant,
        }),
        _ => None,
    }
}

/// Which arm (1 or 2) of select `i` is the phi of an any-of reduction.
fn any_of_phi_arm(cx: &LoopCtx, lg: &crate::legal::Legality, i: InstId) -> Option<usize> {
    use crate::legal::RecurKind;
    let inst = &cx.func.insts[i];
    if inst.opcode != Opcode::Select {
        return None;
    }
    (1..inst.operands.len().min(3)).find(|&k| {
        inst.operands[k].as_inst().is_some_and(|p| {
            lg.reduction(p)
                .is_some_and(|r| matches!(r.kind, RecurKind::SelectICmp | RecurKind::SelectFCmp))
        })
    })
}

/// A `select` of `i1` that is a logical `or` (`select c, true, x`) or
/// `and` (`select c, x, false`) of a condition defined in the loop
/// (LLVM's `m_LogicalOr` / `m_LogicalAnd`; an invariant condition selects
/// whole vectors and stays a select).
fn logical(cx: &LoopCtx, inst: &lanes_ir::InstData) -> Option<OperandInfo> {
    let [c, t, e] = &inst.operands[..] else {
        return None;
    };
    if !cx.in_loop(c) {
        return None;
    }
    let bit = |v: &lanes_ir::Value| v.as_int().map(|b| b & 1 == 1);
    match (bit(t), bit(e)) {
        (Some(true), _) => Some(OperandInfo::Logical { or: true }),
        (_, Some(false)) => Some(OperandInfo::Logical { or: false }),
        _ => None,
    }
}

/// How many bits an operand of a vector multiply needs, and whether it is
/// signed (`TargetTransformInfoImplBase::minRequiredElementSize`, LLVM 14
/// and 22): a constant its significant bits less the sign, negative ones
/// signed; a `sext` its source's bits less one, signed; a `zext` its
/// source's bits; anything else its own width.
fn min_required_bits(cx: &LoopCtx, v: &lanes_ir::Value) -> (u32, bool) {
    let f = cx.func;
    let width = f.value_ty(v).int_bits().unwrap_or(64);
    if let Some(c) = v.as_int() {
        let c = c as i64;
        let magnitude = if c < 0 { !c } else { c } as u64;
        return (64 - magnitude.leading_zeros(), c < 0);
    }
    let Some(d) = v.as_inst().map(|d| &f.insts[d]) else {
        return (width, false);
    };
    let src = || d.operands.first().and_then(|s| f.value_ty(s).int_bits());
    match d.opcode {
        Opcode::SExt => src().map_or((width, false), |b| (b - 1, true)),
        Opcode::ZExt => src().map_or((width, false), |b| (b, false)),
        _ => (width, false),
    }
}

/// The cost class of a compare's predicate (`X86TTIImpl::getCmpSelInstrCost`).
fn cmp_predicate(p: lanes_ir::Predicate) -> lanes_target::x86::CmpPredicate {
    use lanes_ir::Predicate as P;
    use lanes_target::x86::CmpPredicate as C;
    match p {
        P::Ne => C::Ne,
        P::Sge | P::Sle => C::SignedOrEqual,
        P::Ugt | P::Ult => C::UnsignedStrict,
        P::Uge | P::Ule => C::UnsignedOrEqual,
        P::One | P::Ueq => C::OneOrUeq,
        _ => C::Other,
    }
}

/// The kind of a scalar type the x86 tables have rows for (`i1` ... `i64`,
/// `float`, `double`); other types (`i7`, `half`, pointers) have none.
fn table_kind(ty: lanes_ir::Type) -> Option<ScalarKind> {
    if ty.is_vector() {
        return None;
    }
    match ty.int_bits() {
        Some(b @ (1 | 8 | 16 | 32 | 64)) => Some(ScalarKind::int(b)),
        Some(_) => None,
        None => match ty.data() {
            lanes_ir::TypeData::Float => Some(ScalarKind::F32),
            lanes_ir::TypeData::Double => Some(ScalarKind::F64),
            _ => None,
        },
    }
}

/// The integer predicate that holds exactly when `p` does not
/// (`CmpInst::getInversePredicate`); others are returned as they are.
fn inverse(p: lanes_ir::Predicate) -> lanes_ir::Predicate {
    use lanes_ir::Predicate as P;
    match p {
        P::Eq => P::Ne,
        P::Ne => P::Eq,
        P::Ugt => P::Ule,
        P::Ule => P::Ugt,
        P::Uge => P::Ult,
        P::Ult => P::Uge,
        P::Sgt => P::Sle,
        P::Sle => P::Sgt,
        P::Sge => P::Slt,
        P::Slt => P::Sge,
        other => other,
    }
}
