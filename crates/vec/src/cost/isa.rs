//! LLVM 14's X86 costs of casts and integer arithmetic
//! ([`lanes_target::x86`]) where they price an operation: on a target with
//! `vector.isa`, for an operation the tables key ([`OperandInfo`]), unless
//! the target writes its own entry for it (`arith` for vectors,
//! `scalar.ops` for scalars) — a written entry is the user's number and
//! wins.

use lanes_ir::Operation;
use lanes_target::ScalarKind;
use lanes_target::x86::{self, DivisorKind, Isa};

use super::Prices;
use crate::vplan::OperandInfo;

/// LLVM 14's cost of `op` on `lanes` lanes (1: the scalar instruction) of
/// `k` with `info`, and the ISA it is for; `None` where the target's own
/// tables price it.
pub(super) fn x86_cost(
    t: &dyn Prices,
    op: Operation,
    k: ScalarKind,
    info: Option<OperandInfo>,
    lanes: u32,
) -> Option<(u32, Isa)> {
    let isa = t.vector().isa?;
    let info = info?;
    if let (OperandInfo::MinMax, Operation::Intrinsic(i)) = (info, op) {
        if !lanes.is_power_of_two() || lanes > 64 {
            return None;
        }
        return Some((x86::min_max_cost(t.x86_llvm(), isa, i, k, lanes)?, isa));
    }
    if let OperandInfo::Bit(b) = info {
        if !lanes.is_power_of_two() || lanes > 64 {
            return None;
        }
        return Some((x86::bit_op_cost(t.x86_llvm(), isa, b, k, lanes)?, isa));
    }
    if let OperandInfo::Saturating(op) = info {
        if !lanes.is_power_of_two() || lanes > 64 {
            return None;
        }
        return Some((x86::saturating_cost(t.x86_llvm(), isa, op, k, lanes)?, isa));
    }
    if let (OperandInfo::FpIntrinsic, Operation::Intrinsic(i)) = (info, op) {
        if !lanes.is_power_of_two() || lanes > 64 {
            return None;
        }
        return Some((x86::fp_intrinsic_cost(t.x86_llvm(), isa, i, k, lanes)?, isa));
    }
    if let OperandInfo::PointerCompare = info {
        // One per legal part of `<lanes x i64>`; profile 14 keeps the
        // target's rows.
        if t.x86_llvm() != x86::Llvm::V22 {
            return None;
        }
        let parts = if lanes == 1 {
            1
        } else {
            t.vector().registers_for(lanes, 64)
        };
        return Some((parts, isa));
    }
    // Only operations with a row of their own: X86's rules price
    // instructions the tables key.
    let Operation::Inst(opcode) = op else {
        return None;
    };
    lanes_target::row_index(op)?;
    if !lanes.is_power_of_two() || lanes > 64 {
        return None;
    }
    let written = if lanes == 1 {
        t.scalar_entry(op, k)
    } else {
        t.arith_entry(op, k)
    };
    let cost = match info {
        // LLVM 22's tables price floating-point arithmetic and selects
        // whatever the target writes: its own rows are LLVM 14-era
        // per-register figures, which profile 14 keeps.
        OperandInfo::Float => x86::fp_arith_cost(t.x86_llvm(), isa, opcode, k, lanes)?,
        OperandInfo::Select => x86::select_cost(t.x86_llvm(), isa, k, lanes)?,
        OperandInfo::Logical { or } => x86::logical_cost(t.x86_llvm(), isa, or, lanes)?,
        // Profile 14 keeps the target's select row.
        OperandInfo::AnyOfSelect if t.x86_llvm() == x86::Llvm::V22 && lanes > 1 => 0,
        OperandInfo::AnyOfSelect => return None,
        OperandInfo::MinMax
        | OperandInfo::Bit(_)
        | OperandInfo::Saturating(_)
        | OperandInfo::FpIntrinsic
        | OperandInfo::PointerCompare => return None,
        OperandInfo::Compare { pred, constant } => {
            x86::cmp_cost(t.x86_llvm(), isa, pred, k, lanes, constant)?
        }
        _ if written.is_some() => return None,
        // A scalar extension of a load is an extending load, and a scalar
        // conversion of a narrow load to floating point needs no
        // extension (`CastContextHint::Normal`, which LLVM 14 passes for a
        // scalar's load operand); a vector cast costs the same whatever
        // its operand's widening decision on X86.
        OperandInfo::Cast { src, of_load, .. } if lanes == 1 && of_load => {
            x86::load_cast_cost(t.x86_llvm(), isa, opcode, src, k, 1)
        }
        OperandInfo::Cast {
            src,
            of_induction: true,
            ..
        } => x86::cast_cost(t.x86_llvm(), isa, opcode, src, k, 1),
        OperandInfo::Cast { src, .. } => x86::cast_cost(t.x86_llvm(), isa, opcode, src, k, lanes),
        OperandInfo::Binary(operand) => {
            x86::arith_cost(t.x86_llvm(), isa, opcode, k, lanes, operand)
        }
        OperandInfo::ShortMul { kind, wide, narrow } => {
            match x86::pmaddwd_cost(t.x86_llvm(), isa, lanes, wide, narrow) {
                Some(c) => c,
                None => x86::arith_cost(t.x86_llvm(), isa, opcode, k, lanes, kind),
            }
        }
        OperandInfo::NarrowMul(operand) => match x86::pmuludq_cost(t.x86_llvm(), isa, lanes) {
            Some(c) => c,
            None => x86::arith_cost(t.x86_llvm(), isa, opcode, k, lanes, operand),
        },
    };
    Some((cost, isa))
}

/// LLVM 22's cost of a blend (a `select` with a mask, BAD predicate) of
/// `lanes` lanes of `k` on a target with `vector.isa`; `None` under
/// profile 14 or off x86.
pub(super) fn x86_blend(t: &dyn Prices, k: ScalarKind, lanes: u32) -> Option<u32> {
    let isa = t.vector().isa?;
    if k == ScalarKind::I1 || !lanes.is_power_of_two() || lanes > 64 {
        return None;
    }
    x86::select_cost(t.x86_llvm(), isa, k, lanes)
}

/// How [`x86_cost`] priced a vector operation, for a recipe's note.
pub(super) fn describe(op: Operation, k: ScalarKind, info: OperandInfo, lanes: u32) -> String {
    match info {
        OperandInfo::Cast {
            src,
            of_induction: true,
            ..
        } => format!("{op} {src} to {k} (a narrower induction)"),
        OperandInfo::Cast { src, .. } => format!("{op} <{lanes} x {src}> to <{lanes} x {k}>"),
        OperandInfo::NarrowMul(_) => format!("{op} <{lanes} x {k}> of unsigned 32-bit values"),
        OperandInfo::Binary(operand) | OperandInfo::ShortMul { kind: operand, .. } => {
            let by = match operand {
                DivisorKind::Variable => "a variable",
                DivisorKind::UniformVariable => "an invariant",
                DivisorKind::UniformConst => "a constant",
                DivisorKind::UniformPow2 => "a power of two",
                DivisorKind::NonUniformConst => "constants",
                DivisorKind::NonUniformPow2 => "powers of two",
            };
            format!("{op} <{lanes} x {k}> by {by}")
        }
        OperandInfo::Logical { or } => {
            let bit = if or { "or" } else { "and" };
            format!("{op} <{lanes} x {k}> as {bit}")
        }
        OperandInfo::AnyOfSelect => format!("{op} <{lanes} x {k}>: an `or` of the any-of phi"),
        OperandInfo::Float
        | OperandInfo::Select
        | OperandInfo::MinMax
        | OperandInfo::Bit(_)
        | OperandInfo::Saturating(_)
        | OperandInfo::FpIntrinsic
        | OperandInfo::PointerCompare
        | OperandInfo::Compare { .. } => {
            format!("{op} <{lanes} x {k}>")
        }
    }
}

/// Whether the plan is priced as LLVM 22's VPlan prices it: the LLVM 22
/// profile on a target with `vector.isa` (the X86 levels LLVM 22 was
/// checked against).
pub(super) fn vplan_costs(t: &dyn Prices) -> bool {
    t.x86_llvm() == x86::Llvm::V22 && t.vector().isa.is_some()
}
