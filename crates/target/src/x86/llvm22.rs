//! LLVM 22.1.8's `X86TTIImpl::getArithmeticInstrCost` and
//! `getCastInstrCost` (reciprocal throughput), over `llvm22.costs`: the
//! same legalization and `BasicTTIImpl` fallbacks as LLVM 14's, with
//! LLVM 22's tables and lookup order. What changed for the levels lanes
//! models: scalar `i8`/`i16` multiplies cost 3 and 2 (so their
//! remainders 5 and 4), uniform and constant shifts have tables per ISA
//! level (AVX among them), the multiply-high division sequences moved
//! into tables, and only byte multiplies of at most 64 bits are priced
//! on 16-bit lanes.

use super::cast::cast;
use super::legal::{basic_arith, legalize, pow2_div_rem};
use super::{BitOp, CmpPredicate, DivisorKind, Isa, Llvm, Operand, RowOp, SatOp, Ty, lookup_in};
use lanes_ir::{Intrinsic, Opcode};

use crate::kinds::ScalarKind;

fn find(table: &str, op: Opcode, lt: Ty) -> Option<u32> {
    lookup_in(Llvm::V22, table, RowOp::Inst(op), lt)
}

/// Long: a transcription of LLVM 22's X86 arithmetic cost lookups, in their order.
pub(super) fn arith(isa: Isa, op: Opcode, ty: Ty, kind: Operand, pow2: bool) -> u32 {
    // `Op2Info.getNoProps()`: the same kind of operand, no power of two.
    let recurse = |op: Opcode| arith(isa, op, ty, kind, false);
    // Byte multiplies of at most 64 bits run on 16-bit lanes.
    if op == Opcode::Mul && ty.is_vector() && ty.elem == ScalarKind::I8 && ty.bits() <= 64 {
        let wide = ty.with_elem(ScalarKind::I16);
        return cast(Llvm::V22, isa, Opcode::ZExt, wide, ty)
            + cast(Llvm::V22, isa, Opcode::Trunc, ty, wide)
            + arith(isa, op, wide, kind, pow2);
    }
    let (parts, lt) = legalize(isa, ty);
    let constant = kind.is_const();
    let uniform = kind.is_uniform();
    if op == Opcode::Mul && constant && pow2 {
        return recurse(Opcode::Shl);
    }
    if constant
        && pow2
        && let Some(c) = pow2_div_rem(op, recurse)
    {
        return c;
    }
    let first = |tables: &[(bool, &str)], op: Opcode| {
        tables
            .iter()
            .filter(|(on, _)| *on)
            .find_map(|(_, t)| find(t, op, lt))
            .map(|c| parts * c)
    };
    if uniform && constant {
        let tables = [
            (isa.avx512(), "arith avx512f uniform-const"),
            (isa.avx2(), "arith avx2 uniform-const"),
            (isa.avx(), "arith avx uniform-const"),
            (true, "arith sse2 uniform-const"),
        ];
        if let Some(c) = first(&tables, op) {
            return c;
        }
    }
    if constant {
        let tables = [
            (isa.avx512(), "arith avx512f const"),
            (isa.avx2(), "arith avx2 const"),
            (isa.avx(), "arith avx const"),
            (isa.sse41(), "arith sse41 const"),
            (true, "arith sse2 const"),
        ];
        if let Some(c) = first(&tables, op) {
            return c;
        }
    }
    if uniform {
        let tables = [
            (isa.avx512(), "arith avx512f uniform"),
            (isa.avx2(), "arith avx2 uniform"),
            (isa.avx(), "arith avx uniform"),
            (true, "arith sse2 uniform"),
        ];
        if let Some(c) = first(&tables, op) {
            return c;
        }
    }
    if let Some(c) = first(&[(isa.avx512(), "arith avx512f")], op) {
        return c;
    }
    // A left shift by constants is a multiply (`vpmullw`).
    let shl_by_constants = op == Opcode::Shl && constant;
    if isa.avx512() && shl_by_constants && lt == Ty::new(ScalarKind::I16, 32) {
        return arith(isa, Opcode::Mul, ty, kind, false);
    }
    if isa.avx2() {
        if shl_by_constants && lt == Ty::new(ScalarKind::I16, 16) {
            return arith(isa, Opcode::Mul, ty, kind, false);
        }
        if let Some(c) = first(&[(true, "arith avx2 shift")], op) {
            return c;
        }
    }
    let mut row = op;
    if op == Opcode::Shl && !uniform && constant {
        let v = |e, n| Ty::new(e, n);
        if lt == v(ScalarKind::I16, 8)
            || lt == v(ScalarKind::I32, 4)
            || (isa.avx() && (lt == v(ScalarKind::I16, 16) || lt == v(ScalarKind::I32, 8)))
        {
            row = Opcode::Mul;
        }
    }
    let tables = [
        (isa.avx2(), "arith avx2"),
        (isa.avx(), "arith avx"),
        (isa.sse41(), "arith sse42"),
        (isa.sse41(), "arith sse41"),
        (isa.sse41(), "arith ssse3"),
        (true, "arith sse2"),
        (true, "arith x86-64"),
        (true, "arith x86"),
    ];
    if let Some(c) = first(&tables, row) {
        return c;
    }
    let division = matches!(
        op,
        Opcode::SDiv | Opcode::UDiv | Opcode::SRem | Opcode::URem
    );
    if lt.is_vector() && division {
        // No vector division: 20 × the scalar one per lane.
        let scalar = arith(isa, op, ty.scalar(), kind, false);
        return 20 * parts * lt.lanes * scalar;
    }
    if !lt.is_vector() && matches!(op, Opcode::SRem | Opcode::URem) {
        // Expanded through the legal division: X - (X / Y) * Y.
        let div = if op == Opcode::SRem {
            Opcode::SDiv
        } else {
            Opcode::UDiv
        };
        return arith(isa, div, ty, kind, pow2)
            + arith(isa, Opcode::Mul, ty, Operand::Any, false)
            + arith(isa, Opcode::Sub, ty, Operand::Any, false);
    }
    basic_arith(isa, op, ty)
}

/// LLVM 22's floating-point arithmetic (`fadd`, `fsub`, `fmul`, `fdiv`,
/// `fneg`): the first row of the per-level tables in LLVM's order
/// (AVX-512F, AVX2, AVX, SSE4.2, SSE2, SSE1) times the legal parts, else
/// `BasicTTIImpl`'s 2 per part for a floating-point operation.
pub(super) fn fp_arith(isa: Isa, op: Opcode, ty: Ty) -> u32 {
    let (parts, lt) = legalize(isa, ty);
    let tables = [
        (isa.avx512(), "arith avx512f"),
        (isa.avx2(), "arith avx2"),
        (isa.avx(), "arith avx"),
        (isa.sse41(), "arith sse42"),
        (true, "arith sse2"),
        (true, "arith sse1"),
    ];
    let row = tables
        .iter()
        .filter(|(on, _)| *on)
        .find_map(|(_, t)| find(t, op, lt));
    parts * row.unwrap_or(2)
}

/// LLVM 22's `select` (`getCmpSelInstrCost` of `Instruction::Select`):
/// the first `ISD::SELECT` row in LLVM's order (AVX-512F, AVX2, AVX,
/// SSE4.1, SSE2, SSE1) times the legal parts, else 1 per part. A
/// blend on SSE4.1 and AVX2 costs 2 where LLVM 14 charged 1, and 2 on
/// SSE2 where LLVM 14 charged 3 (and, or, andn).
pub(super) fn select(isa: Isa, ty: Ty) -> u32 {
    let (parts, lt) = legalize(isa, ty);
    let tables = [
        (isa.avx512(), "select avx512f"),
        (isa.avx2(), "select avx2"),
        (isa.avx(), "select avx"),
        (isa.sse41(), "select sse41"),
        (true, "select sse2"),
        (true, "select sse1"),
    ];
    let row = tables
        .iter()
        .filter(|(on, _)| *on)
        .find_map(|(_, t)| find(t, Opcode::Select, lt));
    parts * row.unwrap_or(1)
}

/// LLVM 22's `SK_Reverse` shuffle (`getShuffleCost`): the first row in
/// LLVM's order (AVX-512F, AVX2, AVX, SSSE3, SSE2, SSE1 shuffle tables)
/// on the legal type, times the parts; a type narrower than 128 bits is
/// widened to one register first.
pub(super) fn reverse(isa: Isa, ty: Ty) -> u32 {
    let (parts, lt) = legalize(isa, ty);
    let tables = [
        (isa.avx512(), "shuffle avx512f"),
        (isa.avx2(), "shuffle avx2"),
        (isa.avx(), "shuffle avx"),
        (isa.sse41(), "shuffle ssse3"),
        (true, "shuffle sse2"),
        (true, "shuffle sse1"),
    ];
    let row = tables
        .iter()
        .filter(|(on, _)| *on)
        .find_map(|(_, t)| lookup_in(Llvm::V22, t, RowOp::Reverse, lt));
    parts * row.unwrap_or(1)
}

/// LLVM 22's `llvm.smin`/`smax`/`umin`/`umax` (`getIntrinsicInstrCost`,
/// `ISD::SMIN` ... `ISD::UMAX`): the first row in LLVM's order (AVX-512F,
/// AVX2, AVX, SSE4.1, SSE2; x86-64 and x86 for scalars) on the legal
/// type, times the parts. LLVM 14 priced `<2 x i64>` on SSE2 at 11 to 13
/// (compare and blend lane sequences) where LLVM 22 says 4.
pub(super) fn min_max(isa: Isa, op: Intrinsic, ty: Ty) -> Option<u32> {
    let row = RowOp::Intrinsic(match op {
        Intrinsic::SMin | Intrinsic::SMax => Intrinsic::SMin,
        Intrinsic::UMin | Intrinsic::UMax => Intrinsic::UMin,
        _ => return None,
    });
    let (parts, lt) = legalize(isa, ty);
    let tables = [
        (isa.avx512(), "minmax avx512f"),
        (isa.avx2(), "minmax avx2"),
        (isa.avx(), "minmax avx"),
        (isa.sse41(), "minmax sse41"),
        (true, "minmax sse2"),
        (true, "minmax x86-64"),
        (true, "minmax x86"),
    ];
    tables
        .iter()
        .filter(|(on, _)| *on)
        .find_map(|(_, t)| lookup_in(Llvm::V22, t, row, lt))
        .map(|c| parts * c)
}

/// LLVM 22's `llvm.sqrt` and `llvm.fabs` of floats
/// (`getIntrinsicInstrCost`): `sqrt` the first `ISD::FSQRT` row on the
/// legal type times its parts (AVX-512F, then AVX2; `None` below AVX2);
/// `fabs` has no row, and `BasicTTIImpl::getTypeBasedIntrinsicInstrCost`
/// prices an operation X86 lowers by hand (`Custom`) twice a legal one:
/// 2 per part at every level.
pub(super) fn fp_intrinsic(isa: Isa, op: Intrinsic, ty: Ty) -> Option<u32> {
    let (parts, lt) = legalize(isa, ty);
    match op {
        Intrinsic::FAbs => Some(2 * parts),
        Intrinsic::Sqrt => {
            let row = RowOp::Intrinsic(Intrinsic::Sqrt);
            let tables = [(isa.avx512(), "fsqrt avx512f"), (isa.avx2(), "fsqrt avx2")];
            tables
                .iter()
                .filter(|(on, _)| *on)
                .find_map(|(_, t)| lookup_in(Llvm::V22, t, row, lt))
                .map(|c| parts * c)
        }
        _ => None,
    }
}

/// LLVM 22's saturating addition and subtraction (`getIntrinsicInstrCost`,
/// `ISD::SADDSAT` ... `ISD::USUBSAT`): the first row in LLVM's order
/// (AVX-512F, AVX2, AVX, SSE4.1, SSE2; x86-64 and x86 for scalars) on the
/// legal type, times the parts. Every integer type has a row at SSE2 or
/// in the scalar tables.
pub(super) fn saturating(isa: Isa, op: SatOp, ty: Ty) -> Option<u32> {
    let (parts, lt) = legalize(isa, ty);
    let tables = [
        (isa.avx512(), "sat avx512f"),
        (isa.avx2(), "sat avx2"),
        (isa.avx(), "sat avx"),
        (isa.sse41(), "sat sse41"),
        (true, "sat sse2"),
        (true, "sat x86-64"),
        (true, "sat x86"),
    ];
    tables
        .iter()
        .filter(|(on, _)| *on)
        .find_map(|(_, t)| lookup_in(Llvm::V22, t, RowOp::Sat(op), lt))
        .map(|c| parts * c)
}

/// LLVM 22's `getIntrinsicInstrCost` of a bit operation (`x86::bit_op_cost`):
/// the first row in LLVM's order (AVX-512F, AVX2, AVX, SSSE3, SSE2, then
/// the scalar X64 and X86 rows) on the legal type times its parts; a rotate
/// by a uniform constant is `X86ISD::VROTLI`'s row. A vector rotate or
/// funnel shift without a row is `BasicTTIImpl::getIntrinsicInstrCost`'s
/// funnel shift: `or` + `sub` + `shl` and `lshr` by the amount's kind, the
/// amount's `and` with the bit width less one unless it is a constant,
/// and for two values the shift by zero's `icmp eq` and `select`.
pub(super) fn bit_op(isa: Isa, op: BitOp, ty: Ty) -> Option<u32> {
    use super::BitRow;
    let row = match op {
        BitOp::Bswap => BitRow::Bswap,
        BitOp::Ctpop => BitRow::Ctpop,
        BitOp::Ctlz => BitRow::Ctlz,
        BitOp::Cttz => BitRow::Cttz,
        BitOp::Rotate {
            amount: DivisorKind::UniformConst | DivisorKind::UniformPow2,
            ..
        } => BitRow::Vrotli,
        BitOp::Rotate { right: false, .. } => BitRow::Rotl,
        BitOp::Rotate { right: true, .. } => BitRow::Rotr,
        BitOp::Funnel { .. } => BitRow::Fshl,
    };
    let (parts, lt) = legalize(isa, ty);
    let tables = [
        (isa.avx512(), "bitop avx512f"),
        (isa.avx2(), "bitop avx2"),
        (isa.avx(), "bitop avx"),
        (isa.sse41(), "bitop ssse3"),
        (true, "bitop sse2"),
        (true, "bitop x86-64"),
        (true, "bitop x86"),
    ];
    let found = tables
        .iter()
        .filter(|(on, _)| *on)
        .find_map(|(_, t)| lookup_in(Llvm::V22, t, RowOp::Bit(row), lt))
        .map(|c| parts * c);
    match (found, op) {
        (Some(c), _) => Some(c),
        (None, BitOp::Rotate { amount, .. } | BitOp::Funnel { amount, .. }) if ty.is_vector() => {
            let arith = |o: Opcode, k: DivisorKind| arith(isa, o, ty, k.operand(), k.pow2());
            // The shifts take the amount's kind without its powers of two
            // (`OP_None`).
            let amount = match amount {
                DivisorKind::UniformPow2 => DivisorKind::UniformConst,
                DivisorKind::NonUniformPow2 => DivisorKind::NonUniformConst,
                k => k,
            };
            let constant = matches!(
                amount,
                DivisorKind::UniformConst | DivisorKind::NonUniformConst
            );
            let mut c = arith(Opcode::Or, DivisorKind::Variable)
                + arith(Opcode::Sub, DivisorKind::Variable)
                + arith(Opcode::Shl, amount)
                + arith(Opcode::LShr, amount);
            if !constant {
                c += arith(Opcode::And, DivisorKind::UniformConst);
            }
            if matches!(op, BitOp::Funnel { .. }) {
                // The shift by zero: `select(icmp eq(n, 0), x, ...)`.
                c += cmp(isa, CmpPredicate::Other, ty, false) + select(isa, ty);
            }
            Some(c)
        }
        (None, _) => None,
    }
}

/// LLVM 22's `icmp`/`fcmp` (`getCmpSelInstrCost` of `ISD::SETCC`): the
/// first row in LLVM's order (AVX-512F, AVX2, AVX, SSE4.2, SSE4.1, SSE2,
/// SSE1) on the legal type of the compared values, plus the predicate's
/// extra instructions on vectors (none for 32- and 64-bit lanes on
/// AVX-512F), times the parts; without a row 1 per part. `constant`:
/// the second operand is a constant, which folds an inversion.
pub(super) fn cmp(isa: Isa, pred: CmpPredicate, ty: Ty, constant: bool) -> u32 {
    let (parts, lt) = legalize(isa, ty);
    let mut extra = 0;
    if lt.is_vector() && !(isa.avx512() && lt.elem.bits() >= 32) {
        let bits = lt.elem.bits();
        extra = match pred {
            // xor(cmpeq(x, y), -1), xor(cmpgt(x, y), -1)
            CmpPredicate::Ne | CmpPredicate::SignedOrEqual => u32::from(!constant),
            // cmpgt(xor(x, signbit), xor(y, signbit))
            CmpPredicate::UnsignedStrict => {
                if constant {
                    1
                } else {
                    2
                }
            }
            // cmpeq(psubus(x, y), 0), cmpeq(pminu(x, y), x)
            CmpPredicate::UnsignedOrEqual if (isa.sse41() && bits == 32) || bits < 32 => 1,
            CmpPredicate::UnsignedOrEqual if constant => 2,
            CmpPredicate::UnsignedOrEqual => 3,
            // Without AVX: `uno` and `oeq` compares, or'ed.
            CmpPredicate::OneOrUeq if !isa.avx() => {
                let cond = Ty::new(ScalarKind::I1, ty.lanes);
                return cmp(isa, CmpPredicate::Other, ty, constant) * 2
                    + arith(isa, Opcode::Or, cond, Operand::Any, false);
            }
            _ => 0,
        };
    }
    let tables = [
        (isa.avx512(), "setcc avx512f"),
        (isa.avx2(), "setcc avx2"),
        (isa.avx(), "setcc avx"),
        (isa.sse41(), "setcc sse42"),
        (isa.sse41(), "setcc sse41"),
        (true, "setcc sse2"),
        (true, "setcc sse1"),
    ];
    let row = tables
        .iter()
        .filter(|(on, _)| *on)
        .find_map(|(_, t)| lookup_in(Llvm::V22, t, RowOp::Setcc, lt));
    parts * row.map_or(1, |c| extra + c)
}
