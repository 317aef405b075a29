//! Type legalization and the insert/extract costs of scalarized vectors.

use super::{Isa, Llvm, Ty};
use lanes_ir::Opcode;

use crate::kinds::ScalarKind;

/// Whether `ty` is a legal (register) type at `isa`.
pub(super) fn is_legal(isa: Isa, ty: Ty) -> bool {
    if !ty.is_vector() {
        return ty.elem != ScalarKind::I1;
    }
    if ty.elem == ScalarKind::I1 {
        // Mask registers: AVX-512F has v1i1 to v16i1; wider masks need BW.
        return isa.avx512() && ty.lanes <= 16;
    }
    match ty.bits() {
        128 => true,
        256 => isa.avx(),
        512 => isa.avx512(),
        _ => false,
    }
}

/// How type legalization changes a type in one step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Action {
    Legal,
    /// Wider elements (or a wider scalar), same lane count.
    Promote(Ty),
    /// More lanes of the same element.
    Widen(Ty),
    /// Two halves.
    Split(Ty),
}

pub(super) fn action(isa: Isa, ty: Ty) -> Action {
    if is_legal(isa, ty) {
        return Action::Legal;
    }
    if !ty.is_vector() {
        return Action::Promote(ty.with_elem(ScalarKind::I8));
    }
    if ty.elem == ScalarKind::I1 {
        if !isa.avx512() {
            // Promote the element to the narrowest integer that makes a
            // legal vector of as many lanes.
            let ints = [
                ScalarKind::I8,
                ScalarKind::I16,
                ScalarKind::I32,
                ScalarKind::I64,
            ];
            if let Some(t) = ints
                .iter()
                .map(|&e| ty.with_elem(e))
                .find(|&t| is_legal(isa, t))
            {
                return Action::Promote(t);
            }
        }
        return Action::Split(ty.half());
    }
    // x86 widens vectors with too few lanes to the narrowest legal register
    // of the same element type, and splits the ones that are too wide.
    let mut lanes = ty.lanes * 2;
    while ty.elem.bits() * lanes <= 512 {
        let wide = Ty::new(ty.elem, lanes);
        if is_legal(isa, wide) {
            return Action::Widen(wide);
        }
        lanes *= 2;
    }
    Action::Split(ty.half())
}

/// `getTypeLegalizationCost`: how many legal registers the type takes
/// (each split doubles it) and the legal type of one of them.
pub(super) fn legalize(isa: Isa, ty: Ty) -> (u32, Ty) {
    let mut cost = 1;
    let mut ty = ty;
    loop {
        ty = match action(isa, ty) {
            Action::Legal => return (cost, ty),
            Action::Promote(t) | Action::Widen(t) => t,
            Action::Split(t) => {
                cost *= 2;
                t
            }
        };
    }
}

/// Cost of a two-source shuffle of a legal 128-bit (or narrower) type, for
/// inserts without a direct instruction (SSE2 shuffle tables).
fn two_source_shuffle(isa: Isa, ty: Ty) -> u32 {
    let (_, lt) = legalize(isa, ty);
    if isa.avx512() {
        return 1;
    }
    match lt.elem {
        ScalarKind::F64 | ScalarKind::I64 => 1,
        ScalarKind::I32 | ScalarKind::F32 => 2,
        ScalarKind::I16 => 8,
        _ => 13,
    }
}

/// `X86TTIImpl::getVectorInstrCost` of an `insertelement` (or an
/// `extractelement`) at a constant index.
pub(super) fn element_cost(isa: Isa, insert: bool, ty: Ty, index: u32) -> u32 {
    let (_, lt) = legalize(isa, ty);
    if !lt.is_vector() {
        return 0;
    }
    let n = lt.lanes;
    let mut sub = n;
    let mut index = index % n;
    let mut moves = 0;
    if lt.bits() > 128 {
        sub = n / (lt.bits() / 128);
        if index >= sub {
            moves += if insert { 2 } else { 1 };
            index %= sub;
        }
    }
    if index == 0 {
        if ty.elem.is_float() {
            return moves;
        }
        if !insert {
            return 1 + moves;
        }
    }
    let m = lt.elem;
    if m == ScalarKind::I16 || (!m.is_float() && isa.sse41()) {
        return 1 + moves;
    }
    if m == ScalarKind::F32 && isa.sse41() && insert {
        return 1 + moves;
    }
    let shuffle = if insert {
        let sub_ty = if lt.elem != ty.elem || ty.bits() >= 128 {
            Ty::new(ty.elem, sub)
        } else {
            ty
        };
        two_source_shuffle(isa, sub_ty)
    } else {
        1
    };
    shuffle + u32::from(!ty.elem.is_float()) + moves
}

/// `X86TTIImpl::getScalarizationOverhead` of `llvm` with every lane
/// demanded: building `ty` from scalars (`insert`) and taking it apart
/// (`extract`).
pub(super) fn scalarization_overhead(
    llvm: Llvm,
    isa: Isa,
    ty: Ty,
    insert: bool,
    extract: bool,
) -> u32 {
    match llvm {
        Llvm::V14 => scalarization_overhead_v14(isa, ty, insert, extract),
        Llvm::V22 => scalarization_overhead_v22(isa, ty, insert, extract),
    }
}

/// LLVM 14's `X86TTIImpl::getScalarizationOverhead` with every lane
/// demanded: each element of a vector wider than 128 bits moves its
/// 128-bit subvector (an insert puts every subvector back, the first
/// included).
fn scalarization_overhead_v14(isa: Isa, ty: Ty, insert: bool, extract: bool) -> u32 {
    let mut cost: i64 = 0;
    if insert {
        let (parts, lt) = legalize(isa, ty);
        let m = lt.elem;
        let direct = m == ScalarKind::I16
            || (!m.is_float() && isa.sse41())
            || (m == ScalarKind::F32 && isa.sse41());
        if direct {
            if lt.bits() <= 128 {
                cost += (0..ty.lanes)
                    .map(|i| i64::from(element_cost(isa, true, ty, i)))
                    .sum::<i64>();
            } else {
                let lanes128 = lt.bits() / 128 * parts;
                let elts = lt.lanes * parts;
                let scale = elts / lanes128;
                let mut i = 0;
                while i < elts {
                    let pop = ty.lanes.saturating_sub(i).min(scale);
                    cost += i64::from(pop > 0 && pop != scale && i % lt.lanes != 0);
                    cost += i64::from(pop > 0);
                    i += scale;
                }
                cost += i64::from(ty.lanes);
                if m == ScalarKind::F32 {
                    cost -= i64::from(ty.lanes.div_ceil(4));
                }
            }
        } else if lt.is_vector() {
            if !ty.elem.is_float() {
                cost += i64::from(ty.lanes);
            }
            let pow2 = ty.lanes.next_power_of_two();
            cost += i64::from((lt.lanes.min(pow2) - 1) * parts);
        }
    }
    if extract {
        cost += (0..ty.lanes)
            .map(|i| i64::from(element_cost(isa, false, ty, i)))
            .sum::<i64>();
    }
    u32::try_from(cost.max(0)).unwrap_or(u32::MAX)
}

/// LLVM 22's `X86TTIImpl::getScalarizationOverhead` with every lane
/// demanded. A vector wider than 128 bits is handled 128-bit lane by
/// 128-bit lane: its elements are inserted into (or extracted from) the
/// lane as from a 128-bit vector (`BaseT::getScalarizationOverhead` of
/// the lane's type), a lane other than the first of its register is
/// moved once (`SK_InsertSubvector` / `SK_ExtractSubvector`, 1), and a
/// register every lane of which is built needs no move for its first
/// lane. A mask (`vXi1`) taken apart alone is read with `movmsk` below
/// AVX-512F, 16 lanes at a time (32 with AVX2).
fn scalarization_overhead_v22(isa: Isa, ty: Ty, insert: bool, extract: bool) -> u32 {
    let (parts, lt) = legalize(isa, ty);
    // Each element of one 128-bit lane, by `getVectorInstrCost`.
    let lane_elements = |ins: bool, per_lane: u32| -> u32 {
        let lane_ty = Ty::new(ty.elem, per_lane);
        (0..per_lane)
            .map(|i| element_cost_v22(isa, ins, lane_ty, i))
            .sum()
    };
    let wide = lt.is_vector() && lt.bits() > 128;
    let (lanes128, per_lane) = if wide {
        let n = lt.bits() / 128;
        (n * parts, lt.lanes / n)
    } else {
        (0, 0)
    };
    let mut cost = 0;
    if insert {
        let m = lt.elem;
        let direct = m == ScalarKind::I16
            || (!m.is_float() && isa.sse41())
            || (m == ScalarKind::F32 && isa.sse41());
        if direct && !wide {
            cost += (0..ty.lanes)
                .map(|i| element_cost_v22(isa, true, ty, i))
                .sum::<u32>();
        } else if direct {
            // Every lane is demanded: no lane is extracted first, and the
            // first lane of each register is built in place.
            cost += lanes128 * lane_elements(true, per_lane) + (lanes128 - parts);
        } else if lt.is_vector() {
            // `movd`/`movq` of each integer, then unpacks.
            if !ty.elem.is_float() {
                cost += ty.lanes;
            }
            cost += (lt.lanes.min(ty.lanes.next_power_of_two()) - 1) * parts;
        }
    }
    if extract {
        if !insert && ty.elem == ScalarKind::I1 && !isa.avx512() {
            let per = if isa.avx2() { 32 } else { 16 };
            return ty.lanes.div_ceil(per);
        }
        if wide {
            // The first 128-bit lane of each register is read in place.
            return cost + lanes128 * lane_elements(false, per_lane) + (lanes128 - parts);
        }
        cost += (0..ty.lanes)
            .map(|i| element_cost_v22(isa, false, ty, i))
            .sum::<u32>();
    }
    cost
}

/// LLVM 22's `X86TTIImpl::getVectorInstrCost` at a constant index, as
/// `getScalarizationOverhead` asks it (no operands): LLVM 14's, except
/// that an element of a mask (`vXi1`) comes out for 1 (`movmsk`).
fn element_cost_v22(isa: Isa, insert: bool, ty: Ty, index: u32) -> u32 {
    if !insert && ty.elem == ScalarKind::I1 && ty.lanes > 1 {
        return 1;
    }
    element_cost(isa, insert, ty, index)
}

/// `BasicTTIImpl::getArithmeticInstrCost` for integer operations: legal
/// operations cost one per register, custom-lowered ones two.
pub(super) fn basic_arith(isa: Isa, op: Opcode, ty: Ty) -> u32 {
    let (parts, lt) = legalize(isa, ty);
    if !lt.is_vector() {
        return parts;
    }
    // Without AVX-512BW, 512-bit registers of bytes and words are legal
    // types whose arithmetic is custom-lowered as two 256-bit halves (the
    // bitwise operations have 512-bit instructions).
    let halves = lt.bits() == 512
        && matches!(lt.elem, ScalarKind::I8 | ScalarKind::I16)
        && !matches!(op, Opcode::And | Opcode::Or | Opcode::Xor);
    let legal = !halves
        && match op {
            Opcode::Add | Opcode::Sub | Opcode::And | Opcode::Or | Opcode::Xor => true,
            Opcode::Mul => {
                lt.elem == ScalarKind::I16 || (lt.elem == ScalarKind::I32 && isa.sse41())
            }
            _ => false,
        };
    if legal { parts } else { 2 * parts }
}

/// Division and remainder by a constant power of two as shifts (and a
/// multiply-subtract for the signed remainder, a mask for the unsigned
/// one), each step priced by `cost`; `None` for other operations. Both
/// versions' `getArithmeticInstrCost` expand them the same way.
pub(super) fn pow2_div_rem(op: Opcode, cost: impl Fn(Opcode) -> u32) -> Option<u32> {
    match op {
        Opcode::SDiv | Opcode::SRem => {
            let mut c = 2 * cost(Opcode::AShr) + cost(Opcode::LShr) + cost(Opcode::Add);
            if op == Opcode::SRem {
                c += cost(Opcode::Mul) + cost(Opcode::Sub);
            }
            Some(c)
        }
        Opcode::UDiv => Some(cost(Opcode::LShr)),
        Opcode::URem => Some(cost(Opcode::And)),
        _ => None,
    }
}
