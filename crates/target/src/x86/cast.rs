//! Casts: `X86TTIImpl::getCastInstrCost` and its `BasicTTIImpl` fallback.

use super::legal::{Action, action, legalize, scalarization_overhead};
use super::{Isa, Llvm, Ty, check_lanes, lookup_cast_in};
use lanes_ir::Opcode;

use crate::kinds::ScalarKind;

/// `llvm`'s cost of `op` (`trunc`, `zext`, `sext`, `fptrunc`, `fpext`,
/// `fptosi`, `fptoui`, `sitofp`, `uitofp`) from `src` to `dst` on vectors
/// of `lanes` lanes (1 for scalars), at `isa`.
///
/// # Panics
/// On a cast IR does not allow (an opcode that is not a cast, `trunc` to a
/// wider type, ...) or a `lanes` that is not a power of two up to 64.
pub fn cast_cost(
    llvm: Llvm,
    isa: Isa,
    op: Opcode,
    src: ScalarKind,
    dst: ScalarKind,
    lanes: u32,
) -> u32 {
    check_lanes(lanes);
    assert!(is_cast(op, src, dst), "no `{op}` from `{src}` to `{dst}`");
    let (dst, src) = (Ty::new(dst, lanes), Ty::new(src, lanes));
    // LLVM 22 reads its own AVX-512F conversion rows (one more than LLVM
    // 14's: `fpext <16 x float>`) and LLVM 14's others; it takes apart and
    // builds the vectors of a scalarized cast its own way
    // (`legal::scalarization_overhead`).
    cast(llvm, isa, op, dst, src)
}

/// [`cast_cost`] of a cast whose operand is a load (LLVM's
/// `CastContextHint::Normal`): a scalar `zext`/`sext` folds into an
/// extending load and is free, and so is the extension to `i32` before a
/// scalar `i8`/`i16` conversion to floating point. Vector casts cost the
/// same as with any operand.
///
/// # Panics
/// As [`cast_cost`].
pub fn load_cast_cost(
    llvm: Llvm,
    isa: Isa,
    op: Opcode,
    src: ScalarKind,
    dst: ScalarKind,
    lanes: u32,
) -> u32 {
    let cost = cast_cost(llvm, isa, op, src, dst, lanes);
    if lanes > 1 || src == ScalarKind::I1 {
        return cost;
    }
    match op {
        Opcode::ZExt | Opcode::SExt => 0,
        Opcode::SIToFP | Opcode::UIToFP if src.bits() < 32 => {
            cast_cost(llvm, isa, Opcode::SIToFP, ScalarKind::I32, dst, 1)
        }
        _ => cost,
    }
}

/// Whether `op` is a cast IR allows from `src` to `dst`: one [`cast_cost`]
/// prices.
pub fn is_cast(op: Opcode, src: ScalarKind, dst: ScalarKind) -> bool {
    let (si, di) = (!src.is_float(), !dst.is_float());
    match op {
        Opcode::Trunc => si && di && src.bits() > dst.bits(),
        Opcode::ZExt | Opcode::SExt => si && di && src.bits() < dst.bits(),
        Opcode::FPTrunc => src == ScalarKind::F64 && dst == ScalarKind::F32,
        Opcode::FPExt => src == ScalarKind::F32 && dst == ScalarKind::F64,
        Opcode::FPToSI | Opcode::FPToUI => !si && di,
        Opcode::SIToFP | Opcode::UIToFP => si && !di,
        _ => false,
    }
}

/// The conversion tables `isa` consults, in LLVM's order.
fn cast_tables(isa: Isa) -> impl Iterator<Item = &'static str> {
    [
        (isa.avx512(), "cast avx512f"),
        (isa.avx512(), "cast avx512vl"),
        (isa.avx2(), "cast avx2"),
        (isa.avx(), "cast avx"),
        (isa.sse41(), "cast sse41"),
        (true, "cast sse2"),
    ]
    .into_iter()
    .filter_map(|(on, name)| on.then_some(name))
}

/// `ConvertCostTableLookup` in `llvm`'s version of conversion table `t`:
/// LLVM 22's `AVX512FConversionTbl` is in `llvm22.costs`, every other
/// table is LLVM 14's under both versions.
fn lookup_cast(llvm: Llvm, t: &str, op: Opcode, dst: Ty, src: Ty) -> Option<u32> {
    let version = if t == "cast avx512f" { llvm } else { Llvm::V14 };
    lookup_cast_in(version, t, op, dst, src)
}

pub(super) fn cast(llvm: Llvm, isa: Isa, op: Opcode, dst: Ty, src: Ty) -> u32 {
    // The original types first: the tables have rows for illegal types
    // with their own lowering.
    if let Some(c) = cast_tables(isa).find_map(|t| lookup_cast(llvm, t, op, dst, src)) {
        return c;
    }
    let (src_parts, src_legal) = legalize(isa, src);
    let (dst_parts, dst_legal) = legalize(isa, dst);
    if let Some(c) = cast_tables(isa).find_map(|t| lookup_cast(llvm, t, op, dst_legal, src_legal)) {
        return src_parts.max(dst_parts) * c;
    }
    let int32 = |t: Ty| t.with_elem(ScalarKind::I32);
    // Narrow integers convert to floating point through i32 ...
    if matches!(op, Opcode::SIToFP | Opcode::UIToFP) && (2..32).contains(&src.elem.bits()) {
        let ext = if op == Opcode::SIToFP {
            Opcode::SExt
        } else {
            Opcode::ZExt
        };
        return cast(llvm, isa, ext, int32(src), src)
            + cast(llvm, isa, Opcode::SIToFP, dst, int32(src));
    }
    // ... and floating point converts to narrow integers through i32.
    if matches!(op, Opcode::FPToSI | Opcode::FPToUI) && (2..32).contains(&dst.elem.bits()) {
        return cast(llvm, isa, Opcode::FPToSI, int32(dst), src)
            + cast(llvm, isa, Opcode::Trunc, dst, int32(dst));
    }
    basic_cast(llvm, isa, op, dst, src)
}

/// Whether the DAG operation of `op` producing `dst` (a legal type) is
/// legal: `isOperationLegalOrPromote` as X86's lowering sets it up.
/// Every vector cast is `Expand` unless set otherwise.
fn legal_or_promote(isa: Isa, op: Opcode, dst: Ty) -> bool {
    if !dst.is_vector() {
        // Scalar conversions are keyed by their integer type; the query
        // with the result type finds the default (Legal) except for these.
        return !matches!(
            (op, dst.elem),
            (
                Opcode::FPToSI,
                ScalarKind::I16 | ScalarKind::I32 | ScalarKind::I64
            ) | (Opcode::FPToUI, ScalarKind::I32 | ScalarKind::I64)
        );
    }
    // FP_EXTEND and FP_ROUND keep the default (Legal) on the legal
    // vector types.
    if matches!(op, Opcode::FPExt | Opcode::FPTrunc) {
        return true;
    }
    if !matches!(op, Opcode::FPToSI | Opcode::FPToUI) {
        return false;
    }
    let signed = op == Opcode::FPToSI;
    match (dst.elem, dst.lanes) {
        (ScalarKind::I32, 4) => signed,
        (ScalarKind::I32, 8) => signed && isa.avx(),
        // Promoted to i32 lanes.
        (ScalarKind::I16, 8) => isa.avx(),
        (ScalarKind::I32, 16) => isa.avx512(),
        (ScalarKind::I1, 4 | 8 | 16) | (ScalarKind::I8 | ScalarKind::I16, 16) => isa.avx512(),
        _ => false,
    }
}

/// `isOperationExpand`: neither legal nor custom-lowered.
fn is_expand(isa: Isa, op: Opcode, dst: Ty) -> bool {
    if legal_or_promote(isa, op, dst) || !dst.is_vector() {
        return false;
    }
    let custom = match op {
        Opcode::FPToUI => dst.elem == ScalarKind::I32 && dst.lanes == 4,
        Opcode::SExt | Opcode::ZExt => {
            (isa.avx() && dst.bits() == 256 && dst.elem != ScalarKind::I8)
                || (isa.avx512() && dst.bits() == 512)
        }
        Opcode::Trunc => isa.avx512() && dst.bits() == 128,
        _ => false,
    };
    !custom
}

/// `BasicTTIImpl::getCastInstrCost` (with `TargetTransformInfoImplBase`'s
/// free truncations first).
fn basic_cast(llvm: Llvm, isa: Isa, op: Opcode, dst: Ty, src: Ty) -> u32 {
    if op == Opcode::Trunc && matches!(dst.bits(), 8 | 16 | 32 | 64) {
        return 0;
    }
    let (src_parts, src_legal) = legalize(isa, src);
    let (dst_parts, dst_legal) = legalize(isa, dst);
    match op {
        Opcode::Trunc => {
            let free = !src_legal.is_vector()
                && !dst_legal.is_vector()
                && src_legal.bits() > dst_legal.bits();
            if free || (src_parts == dst_parts && src_legal.bits() == dst_legal.bits()) {
                return 0;
            }
        }
        Opcode::ZExt
            if src_legal == Ty::new(ScalarKind::I32, 1)
                && dst_legal == Ty::new(ScalarKind::I64, 1) =>
        {
            return 0;
        }
        _ => {}
    }
    if src_parts == dst_parts && legal_or_promote(isa, op, dst_legal) {
        return src_parts;
    }
    if !src.is_vector() && !dst.is_vector() {
        return if is_expand(isa, op, dst_legal) { 4 } else { 1 };
    }
    if src_parts == dst_parts && src_legal.bits() == dst_legal.bits() {
        match op {
            Opcode::ZExt => return src_parts,
            Opcode::SExt => return src_parts * 2,
            _ if !is_expand(isa, op, dst_legal) => return src_parts,
            _ => {}
        }
    }
    let split_src = matches!(action(isa, src), Action::Split(_));
    let split_dst = matches!(action(isa, dst), Action::Split(_));
    if split_src || split_dst {
        let split = u32::from(!(split_src && split_dst));
        return split + 2 * cast(llvm, isa, op, dst.half(), src.half());
    }
    scalarization_overhead(llvm, isa, dst, true, true)
        + dst.lanes * cast(llvm, isa, op, dst.scalar(), src.scalar())
}
