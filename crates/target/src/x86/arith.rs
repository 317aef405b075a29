//! Integer arithmetic: `X86TTIImpl::getArithmeticInstrCost` for the
//! operations a division expands to (shifts, add, sub, mul, and) and the
//! divisions themselves.

use super::cast::cast;
use super::legal::{basic_arith, legalize, pow2_div_rem};
use super::{
    BitOp, CmpPredicate, DivisorKind, Isa, Llvm, Operand, RowOp, SatOp, Ty, check_lanes, lookup,
};
use lanes_ir::{Intrinsic, Opcode};

use crate::kinds::ScalarKind;

/// `llvm`'s cost of `sdiv`, `udiv`, `srem` or `urem` on integer vectors
/// of `lanes` lanes (1 for scalars) of `elem`, with a divisor of the given
/// kind, at `isa`.
///
/// # Panics
/// On an opcode that is not a division or remainder, a floating-point or
/// `i1` element, or a `lanes` that is not a power of two up to 64.
pub fn div_rem_cost(
    llvm: Llvm,
    isa: Isa,
    op: Opcode,
    elem: ScalarKind,
    lanes: u32,
    divisor: DivisorKind,
) -> u32 {
    assert!(
        matches!(
            op,
            Opcode::SDiv | Opcode::UDiv | Opcode::SRem | Opcode::URem
        ),
        "`{op}` is not a division"
    );
    arith_cost(llvm, isa, op, elem, lanes, divisor)
}

/// `llvm`'s cost of an integer binary operation (`add`, `sub`, `mul`,
/// `and`, `or`, `xor`, `shl`, `lshr`, `ashr`, and the divisions) whose
/// second operand is of the given kind.
///
/// # Panics
/// On a floating-point or `i1` element, an opcode outside that list, or a
/// Whether [`arith_cost`] prices `op`: the integer binary operations.
pub fn is_int_arith(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::Add
            | Opcode::Sub
            | Opcode::Mul
            | Opcode::And
            | Opcode::Or
            | Opcode::Xor
            | Opcode::Shl
            | Opcode::LShr
            | Opcode::AShr
            | Opcode::SDiv
            | Opcode::UDiv
            | Opcode::SRem
            | Opcode::URem
    )
}

/// `lanes` that is not a power of two up to 64.
pub fn arith_cost(
    llvm: Llvm,
    isa: Isa,
    op: Opcode,
    elem: ScalarKind,
    lanes: u32,
    operand: DivisorKind,
) -> u32 {
    check_lanes(lanes);
    assert!(
        !elem.is_float() && elem != ScalarKind::I1,
        "integer arithmetic on `{elem}`"
    );
    assert!(
        is_int_arith(op),
        "`{op}` is not an integer binary operation"
    );
    let ty = Ty::new(elem, lanes);
    match llvm {
        Llvm::V14 => arith(isa, op, ty, operand.operand(), operand.pow2()),
        Llvm::V22 => super::llvm22::arith(isa, op, ty, operand.operand(), operand.pow2()),
    }
}

/// Whether `op` is a floating-point operation [`fp_arith_cost`] prices.
pub fn is_fp_arith(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::FAdd | Opcode::FSub | Opcode::FMul | Opcode::FDiv | Opcode::FNeg
    )
}

/// LLVM 22's `X86TTIImpl::getArithmeticInstrCost` of a floating-point
/// `op` on `lanes` lanes of `elem` (`f32` or `f64`): the Skylake, Haswell,
/// Sandy Bridge, Nehalem, Pentium IV and Pentium III rows of each level's
/// table. LLVM 14's tables give the same numbers at the modelled levels;
/// `None` under [`Llvm::V14`], whose profile keeps the target's own rows.
///
/// ```
/// use lanes_target::x86::{self, Isa, Llvm};
/// use lanes_ir::Opcode;
/// use lanes_target::ScalarKind;
/// assert_eq!(x86::fp_arith_cost(Llvm::V22, Isa::Avx512F, Opcode::FDiv, ScalarKind::F32, 16), Some(10));
/// assert_eq!(x86::fp_arith_cost(Llvm::V22, Isa::Avx2, Opcode::FDiv, ScalarKind::F32, 4), Some(7));
/// assert_eq!(x86::fp_arith_cost(Llvm::V14, Isa::Avx2, Opcode::FDiv, ScalarKind::F32, 4), None);
/// ```
///
/// # Panics
/// On a `lanes` that is not a power of two up to 64, an `elem` that is
/// not floating point, or an `op` that [`is_fp_arith`] rejects.
pub fn fp_arith_cost(
    llvm: Llvm,
    isa: Isa,
    op: Opcode,
    elem: ScalarKind,
    lanes: u32,
) -> Option<u32> {
    check_lanes(lanes);
    assert!(elem.is_float(), "floating-point arithmetic on `{elem}`");
    assert!(is_fp_arith(op), "`{op}` is not a floating-point operation");
    match llvm {
        Llvm::V14 => None,
        Llvm::V22 => Some(super::llvm22::fp_arith(isa, op, Ty::new(elem, lanes))),
    }
}

/// LLVM 22's cost of `llvm.smin`/`smax`/`umin`/`umax` on `lanes` lanes
/// (1: the scalar call) of the integer `elem`: the rows of
/// `X86TTIImpl::getIntrinsicInstrCost` on the legal type times its parts.
/// `None` under [`Llvm::V14`], whose profile keeps the target's own rows,
/// and for any other opcode.
///
/// ```
/// use lanes_target::x86::{self, Isa, Llvm};
/// use lanes_ir::Intrinsic;
/// use lanes_target::ScalarKind;
/// assert_eq!(x86::min_max_cost(Llvm::V22, Isa::Sse2, Intrinsic::SMin, ScalarKind::I64, 2), Some(4));
/// assert_eq!(x86::min_max_cost(Llvm::V22, Isa::Sse42, Intrinsic::UMax, ScalarKind::I64, 4), Some(4));
/// assert_eq!(x86::min_max_cost(Llvm::V22, Isa::Avx512F, Intrinsic::SMax, ScalarKind::I16, 64), Some(6));
/// assert_eq!(x86::min_max_cost(Llvm::V14, Isa::Sse2, Intrinsic::SMin, ScalarKind::I64, 2), None);
/// ```
///
/// # Panics
/// On a `lanes` that is not a power of two up to 64.
pub fn min_max_cost(
    llvm: Llvm,
    isa: Isa,
    op: Intrinsic,
    elem: ScalarKind,
    lanes: u32,
) -> Option<u32> {
    llvm22_integer_row(llvm, elem, lanes, |ty| super::llvm22::min_max(isa, op, ty))
}

/// LLVM 22's cost of `llvm.sqrt` or `llvm.fabs` on `lanes` lanes (1: the
/// scalar call) of the float `elem` (`X86TTIImpl::getIntrinsicInstrCost`):
/// `sqrt` from the AVX-512F and AVX2 `ISD::FSQRT` rows, `fabs` 2 per
/// legal register (a `Custom` operation to `BasicTTIImpl`). `None` under
/// [`Llvm::V14`], whose profile keeps the target's own rows, for any other
/// intrinsic, and for `sqrt` below AVX2.
///
/// ```
/// use lanes_target::x86::{self, Isa, Llvm};
/// use lanes_ir::Intrinsic;
/// use lanes_target::ScalarKind;
/// // `opt-22 -passes='print<cost-model>' -mattr=+avx512f`.
/// assert_eq!(x86::fp_intrinsic_cost(Llvm::V22, Isa::Avx512F, Intrinsic::Sqrt, ScalarKind::F32, 16), Some(12));
/// assert_eq!(x86::fp_intrinsic_cost(Llvm::V22, Isa::Avx512F, Intrinsic::Sqrt, ScalarKind::F32, 8), Some(6));
/// assert_eq!(x86::fp_intrinsic_cost(Llvm::V22, Isa::Avx512F, Intrinsic::Sqrt, ScalarKind::F64, 16), Some(48));
/// assert_eq!(x86::fp_intrinsic_cost(Llvm::V22, Isa::Avx512F, Intrinsic::Sqrt, ScalarKind::F32, 1), Some(3));
/// assert_eq!(x86::fp_intrinsic_cost(Llvm::V22, Isa::Avx2, Intrinsic::Sqrt, ScalarKind::F32, 4), Some(7));
/// assert_eq!(x86::fp_intrinsic_cost(Llvm::V22, Isa::Avx2, Intrinsic::FAbs, ScalarKind::F32, 16), Some(4));
/// assert_eq!(x86::fp_intrinsic_cost(Llvm::V22, Isa::Avx512F, Intrinsic::FAbs, ScalarKind::F32, 16), Some(2));
/// assert_eq!(x86::fp_intrinsic_cost(Llvm::V22, Isa::Sse2, Intrinsic::Sqrt, ScalarKind::F32, 4), None);
/// assert_eq!(x86::fp_intrinsic_cost(Llvm::V14, Isa::Avx2, Intrinsic::FAbs, ScalarKind::F32, 8), None);
/// ```
///
/// # Panics
/// On a `lanes` that is not a power of two up to 64.
pub fn fp_intrinsic_cost(
    llvm: Llvm,
    isa: Isa,
    op: Intrinsic,
    elem: ScalarKind,
    lanes: u32,
) -> Option<u32> {
    check_lanes(lanes);
    match llvm {
        Llvm::V22 if elem.is_float() => super::llvm22::fp_intrinsic(isa, op, Ty::new(elem, lanes)),
        _ => None,
    }
}

/// LLVM 22's cost of the bit operation `op` on `lanes` lanes (1: the
/// scalar call) of the integer `elem` (`X86TTIImpl::getIntrinsicInstrCost`):
/// the first row in LLVM's order on the legal type times its parts; a
/// vector rotate without one is `BasicTTIImpl`'s expansion (`or`, `sub`,
/// the two shifts by the amount, and an `and` of an amount that is no
/// constant). `None` under [`Llvm::V14`], whose profile keeps the
/// target's own rows, and where no row prices it (a scalar `ctlz`).
///
/// ```
/// use lanes_target::x86::{self, BitOp, DivisorKind, Isa, Llvm};
/// use lanes_target::ScalarKind;
/// let rotl = BitOp::Rotate { right: false, amount: DivisorKind::UniformVariable };
/// assert_eq!(x86::bit_op_cost(Llvm::V22, Isa::Sse2, rotl, ScalarKind::I32, 4), Some(7));
/// assert_eq!(x86::bit_op_cost(Llvm::V22, Isa::Avx2, rotl, ScalarKind::I32, 8), Some(7));
/// assert_eq!(x86::bit_op_cost(Llvm::V22, Isa::Avx512F, rotl, ScalarKind::I32, 16), Some(1));
/// assert_eq!(x86::bit_op_cost(Llvm::V22, Isa::Sse2, rotl, ScalarKind::I32, 1), Some(2));
/// assert_eq!(x86::bit_op_cost(Llvm::V22, Isa::Sse2, BitOp::Cttz, ScalarKind::I32, 4), Some(18));
/// assert_eq!(x86::bit_op_cost(Llvm::V22, Isa::Sse42, BitOp::Bswap, ScalarKind::I32, 8), Some(4));
/// assert_eq!(x86::bit_op_cost(Llvm::V14, Isa::Sse2, BitOp::Bswap, ScalarKind::I32, 4), None);
/// ```
///
/// # Panics
/// On a `lanes` that is not a power of two up to 64.
pub fn bit_op_cost(llvm: Llvm, isa: Isa, op: BitOp, elem: ScalarKind, lanes: u32) -> Option<u32> {
    llvm22_integer_row(llvm, elem, lanes, |ty| super::llvm22::bit_op(isa, op, ty))
}

/// LLVM 22's cost of the saturating addition or subtraction `op` on
/// `lanes` lanes (1: the scalar call) of the integer `elem`
/// (`X86TTIImpl::getIntrinsicInstrCost`, `ISD::SADDSAT` ... `USUBSAT`):
/// the first row in LLVM's order (AVX-512F, AVX2, AVX, SSE4.1, SSE2, then
/// the scalar X64 and X86 rows) on the legal type times its parts. SSE2
/// has `padds`/`paddus` for 8- and 16-bit lanes only: 32- and 64-bit lanes
/// are compare-and-blend sequences (`<4 x i32>` 6, `<2 x i64>` 12), and
/// a scalar call is an add and a `cmov` or two (`i16` 4, `i32` 3). `None`
/// under [`Llvm::V14`], whose profile keeps the target's own rows.
///
/// ```
/// use lanes_target::x86::{self, Isa, Llvm, SatOp};
/// use lanes_target::ScalarKind;
/// assert_eq!(x86::saturating_cost(Llvm::V22, Isa::Sse2, SatOp::SAddSat, ScalarKind::I16, 1), Some(4));
/// assert_eq!(x86::saturating_cost(Llvm::V22, Isa::Sse2, SatOp::SAddSat, ScalarKind::I16, 4), Some(1));
/// assert_eq!(x86::saturating_cost(Llvm::V22, Isa::Sse2, SatOp::SAddSat, ScalarKind::I32, 8), Some(12));
/// assert_eq!(x86::saturating_cost(Llvm::V22, Isa::Sse42, SatOp::USubSat, ScalarKind::I32, 4), Some(1));
/// assert_eq!(x86::saturating_cost(Llvm::V14, Isa::Sse2, SatOp::SAddSat, ScalarKind::I16, 8), None);
/// ```
///
/// # Panics
/// On a `lanes` that is not a power of two up to 64.
pub fn saturating_cost(
    llvm: Llvm,
    isa: Isa,
    op: SatOp,
    elem: ScalarKind,
    lanes: u32,
) -> Option<u32> {
    llvm22_integer_row(llvm, elem, lanes, |ty| {
        super::llvm22::saturating(isa, op, ty)
    })
}

/// LLVM 22's cost of a `select` of `lanes` lanes of `elem` (any
/// condition: X86 prices a select by its type alone). `None` under
/// [`Llvm::V14`], whose profile keeps the target's own rows.
///
/// ```
/// use lanes_target::x86::{self, Isa, Llvm};
/// use lanes_target::ScalarKind;
/// assert_eq!(x86::select_cost(Llvm::V22, Isa::Avx2, ScalarKind::F32, 8), Some(2));
/// assert_eq!(x86::select_cost(Llvm::V22, Isa::Avx512F, ScalarKind::F32, 16), Some(1));
/// assert_eq!(x86::select_cost(Llvm::V22, Isa::Sse2, ScalarKind::I32, 1), Some(1));
/// ```
///
/// # Panics
/// On a `lanes` that is not a power of two up to 64, or an `i1` element.
pub fn select_cost(llvm: Llvm, isa: Isa, elem: ScalarKind, lanes: u32) -> Option<u32> {
    check_lanes(lanes);
    assert!(elem != ScalarKind::I1, "a select of `i1`");
    match llvm {
        Llvm::V14 => None,
        Llvm::V22 => Some(super::llvm22::select(isa, Ty::new(elem, lanes))),
    }
}

/// LLVM 22's cost of a logical `or` or `and` of `lanes` lanes of `i1`
/// written as a `select` (`select c, true, x` is `c | x`, `select c, x,
/// false` is `c & x`): LLVM 22 prices such a select of a varying condition
/// as the bitwise operation (`VPWidenSelectRecipe::computeCost` and the
/// legacy `getInstructionCost` call `getArithmeticInstrCost` of `Or` or
/// `And`), one instruction per legal register where a blend of `i1` lanes
/// cost up to 3. `None` under [`Llvm::V14`], whose profile keeps the
/// target's own rows.
///
/// ```
/// use lanes_target::x86::{self, Isa, Llvm};
/// assert_eq!(x86::logical_cost(Llvm::V22, Isa::Sse2, true, 2), Some(1));
/// assert_eq!(x86::logical_cost(Llvm::V22, Isa::Avx2, false, 8), Some(1));
/// assert_eq!(x86::logical_cost(Llvm::V14, Isa::Sse2, true, 2), None);
/// ```
///
/// # Panics
/// On a `lanes` that is not a power of two up to 64.
pub fn logical_cost(llvm: Llvm, isa: Isa, or: bool, lanes: u32) -> Option<u32> {
    check_lanes(lanes);
    let op = if or { Opcode::Or } else { Opcode::And };
    match llvm {
        Llvm::V14 => None,
        Llvm::V22 => Some(super::llvm22::arith(
            isa,
            op,
            Ty::new(ScalarKind::I1, lanes),
            Operand::Any,
            false,
        )),
    }
}

/// LLVM 22's cost of an `icmp` or `fcmp` of `lanes` lanes of `elem` (the
/// compared values' kind) with predicate `pred`; `constant`: the second
/// operand is a constant. `None` under [`Llvm::V14`], whose profile keeps
/// the target's own rows.
///
/// ```
/// use lanes_target::x86::{self, CmpPredicate, Isa, Llvm};
/// use lanes_target::ScalarKind;
/// let p = CmpPredicate::Other;
/// assert_eq!(x86::cmp_cost(Llvm::V22, Isa::Sse2, p, ScalarKind::I64, 2, false), Some(5));
/// assert_eq!(x86::cmp_cost(Llvm::V22, Isa::Sse42, p, ScalarKind::I64, 2, false), Some(1));
/// let ne = CmpPredicate::Ne;
/// assert_eq!(x86::cmp_cost(Llvm::V22, Isa::Avx2, ne, ScalarKind::I32, 8, false), Some(2));
/// assert_eq!(x86::cmp_cost(Llvm::V14, Isa::Avx2, ne, ScalarKind::I32, 8, false), None);
/// ```
///
/// # Panics
/// On a `lanes` that is not a power of two up to 64, or an `i1` `elem`.
pub fn cmp_cost(
    llvm: Llvm,
    isa: Isa,
    pred: CmpPredicate,
    elem: ScalarKind,
    lanes: u32,
    constant: bool,
) -> Option<u32> {
    check_lanes(lanes);
    assert!(elem != ScalarKind::I1, "a compare of `i1`");
    match llvm {
        Llvm::V14 => None,
        Llvm::V22 => Some(super::llvm22::cmp(
            isa,
            pred,
            Ty::new(elem, lanes),
            constant,
        )),
    }
}

/// LLVM 22's cost of a `mul` of `lanes` lanes of `i64` whose operands are
/// both zero-extended from at most 32 bits (`getArithmeticInstrCost` with
/// the operands: `minRequiredElementSize` of each, unsigned, fits 32
/// bits): one `pmuludq` per register. `None` under [`Llvm::V14`], which
/// has no such rule, and for a scalar.
///
/// ```
/// use lanes_target::x86::{self, Isa, Llvm};
/// assert_eq!(x86::pmuludq_cost(Llvm::V22, Isa::Sse2, 4), Some(2));
/// assert_eq!(x86::pmuludq_cost(Llvm::V22, Isa::Avx2, 8), Some(2));
/// assert_eq!(x86::pmuludq_cost(Llvm::V14, Isa::Sse2, 2), None);
/// ```
///
/// # Panics
/// On a `lanes` that is not a power of two up to 64.
pub fn pmuludq_cost(llvm: Llvm, isa: Isa, lanes: u32) -> Option<u32> {
    check_lanes(lanes);
    match llvm {
        Llvm::V22 if lanes > 1 => Some(legalize(isa, Ty::new(ScalarKind::I64, lanes)).0),
        _ => None,
    }
}

/// LLVM 22's cost of a `mul` of `lanes` lanes of `i32` whose operands both
/// fit 15 bits (`getArithmeticInstrCost` with the operands:
/// `minRequiredElementSize` of each): `pmaddwd`, priced as the multiply of
/// twice as many `i16` lanes in the same registers, when an operand is
/// unsigned (a `zext`, a non-negative constant) or a `sext` from 16 bits
/// (`wide`), or before SSE4.1 a `sext` from fewer bits (`narrow`). `None`
/// under [`Llvm::V14`], otherwise, and for a scalar.
///
/// ```
/// use lanes_target::x86::{self, Isa, Llvm};
/// // `opt-22 -passes='print<cost-model>'`: `mul <4 x i32>` of `sext <4 x i8>`
/// // on SSE2, `mul <8 x i32>` of `sext <8 x i16>` at each level.
/// assert_eq!(x86::pmaddwd_cost(Llvm::V22, Isa::Sse2, 4, false, true), Some(1));
/// assert_eq!(x86::pmaddwd_cost(Llvm::V22, Isa::Sse42, 4, false, true), None);
/// assert_eq!(x86::pmaddwd_cost(Llvm::V22, Isa::Sse2, 8, true, false), Some(2));
/// assert_eq!(x86::pmaddwd_cost(Llvm::V22, Isa::Sse42, 8, true, false), Some(2));
/// assert_eq!(x86::pmaddwd_cost(Llvm::V22, Isa::Avx2, 8, true, false), Some(2));
/// assert_eq!(x86::pmaddwd_cost(Llvm::V22, Isa::Avx512F, 8, true, false), Some(2));
/// // `mul <32 x i32>` of `sext <32 x i16>` on AVX-512F (no AVX512BW):
/// // `<32 x i16>` has no row, the `i32` multiply costs 1 per part.
/// assert_eq!(x86::pmaddwd_cost(Llvm::V22, Isa::Avx512F, 16, true, false), Some(1));
/// assert_eq!(x86::pmaddwd_cost(Llvm::V22, Isa::Avx512F, 32, true, false), Some(2));
/// assert_eq!(x86::pmaddwd_cost(Llvm::V14, Isa::Sse2, 4, true, false), None);
/// ```
///
/// # Panics
/// On a `lanes` that is not a power of two up to 64.
pub fn pmaddwd_cost(llvm: Llvm, isa: Isa, lanes: u32, wide: bool, narrow: bool) -> Option<u32> {
    check_lanes(lanes);
    let applies = wide || (narrow && !isa.sse41());
    match llvm {
        Llvm::V22 if lanes > 1 && applies => {
            // The legal `i32` type's parts, each a multiply of twice its
            // lanes of `i16`.
            let (parts, lt) = legalize(isa, Ty::new(ScalarKind::I32, lanes));
            if isa.avx512() && lt.bits() == 512 {
                // `<32 x i16>` without AVX512BW (the AVX-512 level lanes
                // models): no table has a multiply row for it, and
                // `BasicTTIImpl` prices the legal `i32` multiply, 1 per
                // part.
                return Some(parts);
            }
            Some(
                parts
                    * arith_cost(
                        llvm,
                        isa,
                        Opcode::Mul,
                        ScalarKind::I16,
                        2 * lt.lanes,
                        DivisorKind::Variable,
                    ),
            )
        }
        _ => None,
    }
}

/// Long: A transcription of LLVM 14's X86 arithmetic cost lookups, in their order.
fn arith(isa: Isa, op: Opcode, ty: Ty, kind: Operand, pow2: bool) -> u32 {
    let recurse = |op: Opcode| arith(isa, op, ty, kind, false);
    // Byte multiplies run on 16-bit lanes.
    if op == Opcode::Mul && ty.is_vector() && ty.elem == ScalarKind::I8 {
        let wide = ty.with_elem(ScalarKind::I16);
        return cast(Llvm::V14, isa, Opcode::ZExt, wide, ty)
            + cast(Llvm::V14, isa, Opcode::Trunc, ty, wide)
            + arith(isa, op, wide, kind, pow2);
    }
    let (parts, lt) = legalize(isa, ty);
    let constant = kind.is_const();
    if op == Opcode::Mul && constant && pow2 {
        return recurse(Opcode::Shl);
    }
    // Division by powers of two: shifts (and a multiply-subtract for the
    // signed remainder, a mask for the unsigned one).
    if constant
        && pow2
        && let Some(c) = pow2_div_rem(op, recurse)
    {
        return c;
    }
    let name = RowOp::Inst(op);
    let find = |table: &str, name: RowOp| lookup(table, name, lt).map(|c| parts * c);
    if kind == Operand::UniformConst {
        for (on, t) in [
            (isa.avx512(), "arith avx512f uniform-const"),
            (isa.avx2(), "arith avx2 uniform-const"),
            (true, "arith sse2 uniform-const"),
        ] {
            if let Some(c) = on.then(|| find(t, name)).flatten() {
                return c;
            }
        }
    }
    if constant {
        for (on, t) in [
            (isa.avx512(), "arith avx512f const"),
            (isa.avx2(), "arith avx2 const"),
        ] {
            if let Some(c) = on.then(|| find(t, name)).flatten() {
                return c;
            }
        }
        // Multiply-high sequences for signed i32 division by constants.
        let i32x8 = Ty::new(ScalarKind::I32, 8);
        let i32x4 = Ty::new(ScalarKind::I32, 4);
        match op {
            Opcode::SDiv if lt == i32x8 && isa.avx() => return parts * 32,
            Opcode::SRem if lt == i32x8 && isa.avx() => return parts * 38,
            Opcode::SDiv if lt == i32x4 && isa.sse41() => return parts * 15,
            Opcode::SRem if lt == i32x4 && isa.sse41() => return parts * 20,
            _ => {}
        }
        if let Some(c) = find("arith sse2 const", name) {
            return c;
        }
    }
    let uniform = kind.is_uniform();
    if uniform {
        if let Some(c) = isa
            .avx2()
            .then(|| find("arith avx2 uniform", name))
            .flatten()
        {
            return c;
        }
        if let Some(c) = find("arith sse2 uniform", name) {
            return c;
        }
    }
    if let Some(c) = isa.avx512().then(|| find("arith avx512f", name)).flatten() {
        return c;
    }
    // A left shift by constants is a multiply.
    let shl_as_mul = op == Opcode::Shl && constant;
    if isa.avx512() && shl_as_mul && lt == Ty::new(ScalarKind::I16, 32) {
        return arith(isa, Opcode::Mul, ty, kind, false);
    }
    if isa.avx2() {
        if shl_as_mul && lt == Ty::new(ScalarKind::I16, 16) {
            return arith(isa, Opcode::Mul, ty, kind, false);
        }
        if let Some(c) = find("arith avx2 shift", name) {
            return c;
        }
    }
    if uniform {
        if op == Opcode::AShr && lt == Ty::new(ScalarKind::I64, 4) && isa.avx2() {
            return parts * 4;
        }
        if let Some(c) = find("arith sse2 uniform-shift", name) {
            return c;
        }
    }
    let mut name = name;
    if op == Opcode::Shl && kind == Operand::NonUniformConst {
        let v = |e, n| Ty::new(e, n);
        if lt == v(ScalarKind::I16, 8)
            || lt == v(ScalarKind::I32, 4)
            || (isa.avx() && (lt == v(ScalarKind::I16, 16) || lt == v(ScalarKind::I32, 8)))
        {
            name = RowOp::Inst(Opcode::Mul);
        }
    }
    for (on, t) in [
        (isa.avx2(), "arith avx2"),
        (isa.avx(), "arith avx"),
        (isa.sse41(), "arith sse42"),
        (isa.sse41(), "arith sse41"),
        (true, "arith sse2"),
        (true, "arith sse1"),
        (true, "arith x86-64"),
        (true, "arith x86"),
    ] {
        if let Some(c) = on.then(|| find(t, name)).flatten() {
            return c;
        }
    }
    let division = matches!(
        op,
        Opcode::SDiv | Opcode::UDiv | Opcode::SRem | Opcode::URem
    );
    if lt.is_vector() && division {
        // No vector division: LLVM charges 20 × the scalar one per lane.
        let scalar = arith(isa, op, ty.scalar(), kind, false);
        return 20 * parts * lt.lanes * scalar;
    }
    if !lt.is_vector() && matches!(op, Opcode::SRem | Opcode::URem) {
        // Expanded through the (legal) combined divide-remainder:
        // X - (X / Y) * Y.
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

/// The LLVM 22 row `row` gives an integer (not `i1`) operation on `lanes`
/// lanes of `elem`; none under LLVM 14, whose tables price these otherwise.
fn llvm22_integer_row(
    llvm: Llvm,
    elem: ScalarKind,
    lanes: u32,
    row: impl FnOnce(Ty) -> Option<u32>,
) -> Option<u32> {
    check_lanes(lanes);
    match llvm {
        Llvm::V14 => None,
        Llvm::V22 if elem.is_float() || elem == ScalarKind::I1 => None,
        Llvm::V22 => row(Ty::new(elem, lanes)),
    }
}
