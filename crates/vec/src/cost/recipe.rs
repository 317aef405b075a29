//! One recipe's price at a VF ([`price`]): loop control, inductions and
//! reductions, widened and scalarized arithmetic here, loads, stores and
//! VLS groups in `memory`.

use lanes_ir::{Opcode, Operation};
use lanes_target::ScalarKind;

use super::context::{PriceCx, lane_type};
use super::memory::{price_access, price_group};
use super::{LaneMoves, PRED_BLOCK_RECIPROCAL, Prices, ScalarField, VlsPrices, kind_or};
use crate::vplan::{MemAccess, Recipe, RecipeKind};

const ADD: Operation = Operation::Inst(Opcode::Add);
const ICMP: Operation = Operation::Inst(Opcode::ICmp);
const SELECT: Operation = Operation::Inst(Opcode::Select);
const MUL: Operation = Operation::Inst(Opcode::Mul);
const LSHR: Operation = Operation::Inst(Opcode::LShr);
const SHUFFLE: Operation = Operation::Inst(Opcode::ShuffleVector);
const GEP: Operation = Operation::Inst(Opcode::GetElementPtr);

/// One recipe's price at a VF.
pub struct Priced {
    pub cost: u32,
    /// How the number came about; empty unless notes were asked for.
    pub note: String,
    /// The recipe runs as vector instructions: it was not scalarized and its
    /// lanes fit in fewer registers than there are lanes (LLVM's
    /// `TypeNotScalarized`).
    pub vector: bool,
    /// A memory recipe priced as scalar accesses (cheaper than its gathers,
    /// scatters or OptVLS sequence).
    pub scalarized: bool,
}

/// Prices one recipe at `vf`: the cost and, with `notes`, how it came about
/// (without, the note is empty and nothing is formatted).
pub fn price(
    r: &Recipe,
    vf: u32,
    t: &dyn Prices,
    vls: &VlsPrices<'_>,
    notes: bool,
    emulated_stores: bool,
    pred_divisor: u32,
) -> Priced {
    let p = PriceCx {
        r,
        vf,
        t,
        vls,
        notes,
        emulated_stores,
        pred_divisor,
        regs: t.vector().registers_for(vf, r.bits),
        k: kind_or(r.elem),
    };
    // `as_scalars`: the cost model picks scalar accesses over vector ones.
    let (cost, note, as_scalars) = match r.kind {
        RecipeKind::Load { access, masked } | RecipeKind::Store { access, masked } => {
            let store = matches!(r.kind, RecipeKind::Store { .. });
            price_access(&p, store, access, masked)
        }
        RecipeKind::VlsGroup { masked } => price_group(&p, masked),
        RecipeKind::Replicate { .. } | RecipeKind::BranchOnMask | RecipeKind::PredicatedPhi => {
            let (c, n) = price_replicated(&p);
            (c, n, false)
        }
        RecipeKind::CanonicalIv
        | RecipeKind::IvIncrement
        | RecipeKind::BranchOnCount
        | RecipeKind::WidenInduction { .. }
        | RecipeKind::WidenPointerInduction { .. }
        | RecipeKind::ReductionPhi
        | RecipeKind::RecurrencePhi
        | RecipeKind::WidenPhi
        | RecipeKind::OrderedReduce { .. }
        | RecipeKind::FinalReduce(_)
        | RecipeKind::RecurrenceSplice
        | RecipeKind::ExtractLastLane => {
            let (c, n) = price_loop(&p);
            (c, n, false)
        }
        _ => {
            let (c, n) = price_arith(&p);
            (c, n, false)
        }
    };
    let vector = !as_scalars && p.regs < vf && runs_as_vector(r.kind);
    Priced {
        cost,
        note,
        vector,
        scalarized: as_scalars,
    }
}

/// Whether a recipe of this kind, unless scalarized, is a vector
/// instruction.
fn runs_as_vector(kind: RecipeKind) -> bool {
    match kind {
        RecipeKind::WidenInduction { vector } | RecipeKind::WidenPointerInduction { vector } => {
            vector
        }
        RecipeKind::ReductionPhi
        | RecipeKind::RecurrencePhi
        | RecipeKind::WidenPhi
        | RecipeKind::OrderedReduce { .. }
        | RecipeKind::RecurrenceSplice
        | RecipeKind::Widen
        | RecipeKind::WidenDivByConst
        | RecipeKind::WidenGep
        | RecipeKind::WidenCall
        | RecipeKind::WidenSelect
        | RecipeKind::WidenCast
        | RecipeKind::Blend { .. }
        | RecipeKind::VlsGroup { .. } => true,
        RecipeKind::Load { access, .. } | RecipeKind::Store { access, .. } => {
            access != MemAccess::Uniform
        }
        // Masks are no instructions of the loop: LLVM 14 looks for vector
        // types among the loop's own instructions (`TypeNotScalarized`).
        RecipeKind::Mask
        | RecipeKind::CanonicalIv
        | RecipeKind::IvIncrement
        | RecipeKind::BranchOnCount
        | RecipeKind::FinalReduce(_)
        | RecipeKind::Uniform
        | RecipeKind::Replicate { .. }
        | RecipeKind::BranchOnMask
        | RecipeKind::PredicatedPhi
        | RecipeKind::ExtractLastLane => false,
    }
}

/// Loop control, inductions, reductions and recurrences.
fn price_loop(p: &PriceCx) -> (u32, String) {
    let (r, t, vf, regs, k) = (p.r, p.t, p.vf, p.regs, p.k);
    match r.kind {
        // LLVM 22 prices the exit compare's induction update once: where
        // the plan keeps it as a recipe (`inst`), that recipe's price is it.
        RecipeKind::IvIncrement
            if r.inst.is_some() && t.x86_llvm() == lanes_target::x86::Llvm::V22 =>
        {
            (
                0,
                note!(p; "LLVM 22: the induction's update is priced as its own recipe"),
            )
        }
        RecipeKind::IvIncrement => (t.scalar_op(ADD, ScalarKind::I64), note!(p; "scalar add")),
        RecipeKind::BranchOnCount => (
            t.scalar_op(ICMP, ScalarKind::I64) + t.scalar(ScalarField::Branch),
            note!(p; "scalar compare + branch"),
        ),
        RecipeKind::WidenInduction { vector } | RecipeKind::WidenPointerInduction { vector } => {
            if vector {
                let c = t.arith(ADD, k);
                (c * regs, note!(p; "{regs} x add {c} (vector step)"))
            } else {
                (0, note!(p; "scalar steps (lane 0 only)"))
            }
        }
        RecipeKind::OrderedReduce { kind, masked } => {
            let c = t.scalar_op(kind.opcode(), k);
            // Under a mask a select first puts the identity in inactive lanes.
            let sel = t.arith(SELECT, k) * regs;
            let sel = if masked { sel } else { 0 };
            (
                vf * (c + t.scalar(ScalarField::Extract)) + sel,
                note!(p;
                    "in order: {vf} x (extract + {} {c}){}",
                    kind.opcode(),
                    if masked {
                        format!(" + select {sel}")
                    } else {
                        String::new()
                    }
                ),
            )
        }
        RecipeKind::FinalReduce(kind) => {
            let lanes = vf.min(t.vector().lanes_per_register(r.bits));
            let combine = (regs - 1) * t.arith(kind.opcode(), k);
            let steps = lanes.max(1).next_power_of_two().trailing_zeros();
            let h = steps * t.reduction_step(kind.opcode(), k);
            let mask = mask_in_k_register(r, vf, t);
            (
                combine + h + mask,
                if mask == 0 {
                    note!(p; "{} combines + horizontal {h}", regs - 1)
                } else {
                    note!(p; "{} combines + horizontal {h} + mask {mask}", regs - 1)
                },
            )
        }
        RecipeKind::RecurrenceSplice => {
            let c = t.arith(SHUFFLE, k);
            (c * regs, note!(p; "{regs} x splice {c}"))
        }
        RecipeKind::ExtractLastLane => (t.scalar(ScalarField::Extract), note!(p; "extract")),
        // The canonical IV and the phis of reductions, recurrences and
        // widened values.
        _ => (0, String::new()),
    }
}

/// Widened arithmetic, calls, casts, selects, blends, addresses and masks,
/// and uniform (one scalar) recipes.
fn price_arith(p: &PriceCx) -> (u32, String) {
    let (r, t, vf, regs, k) = (p.r, p.t, p.vf, p.regs, p.k);
    if matches!(
        r.kind,
        RecipeKind::Widen
            | RecipeKind::WidenDivByConst
            | RecipeKind::WidenCast
            | RecipeKind::WidenSelect
            | RecipeKind::WidenCall
    ) && let Some(priced) = p.x86_vector()
    {
        return priced;
    }
    match r.kind {
        RecipeKind::WidenCall if t.vector().is_scalarized(r.opcode) => {
            // No vector form: LLVM's `getVectorCallCost` and
            // `getVectorIntrinsicCost` price VF scalar calls, inserting the
            // results and extracting each vector argument's lanes.
            let moves = LaneMoves::read(t);
            let (bits, fp) = lane_type(r);
            let call = p.scalar_op();
            let ins = moves.insert(vf, bits, fp);
            let ext = r.vector_operands * moves.extract(vf, bits, fp);
            (
                vf * call + ins + ext,
                note!(p;
                    "{vf} x {} {call} + insert {ins} + extract {ext} (no vector form)",
                    r.opcode
                ),
            )
        }
        RecipeKind::WidenDivByConst => {
            // x / c = mulhi(x, magic) >> s (+ sign fix-up); a remainder
            // also multiplies back and subtracts.
            let rem = matches!(r.opcode, Operation::Inst(Opcode::SRem | Opcode::URem));
            let (mul, shr, add) = (t.arith(MUL, k), t.arith(LSHR, k), t.arith(ADD, k));
            let per = if rem {
                2 * mul + shr + 2 * add
            } else {
                mul + shr + add
            };
            (
                per * regs,
                note!(p; "{regs} x {} by a constant {per}", r.opcode),
            )
        }
        // LLVM 22's `VPBlendRecipe::computeCost`: a select per incoming
        // value but the first (LLVM 14's legacy `PHI` cost says the same;
        // profile 14 keeps its one select).
        RecipeKind::Blend { selects } => {
            match r.elem.and_then(|k| super::isa::x86_blend(t, k, vf)) {
                Some(c) if selects > 1 => (c * selects, note!(p; "LLVM 22: {selects} x blend {c}")),
                Some(c) => (c, note!(p; "LLVM 22: blend {c}")),
                None => p.vec_op(SELECT),
            }
        }
        RecipeKind::WidenGep => {
            let regs = t.vector().registers_for(vf, 64);
            let c = t.arith(GEP, ScalarKind::I64);
            (c * regs, note!(p; "{regs} x getelementptr {c}"))
        }
        // The header mask of a folded tail (the widened IV's compare with
        // the backedge-taken count) is no instruction of the loop: LLVM
        // 14's `expectedCost` prices the loop's own instructions only.
        // A `switch`'s case compare: a vector `icmp eq` of the condition's
        // type (LLVM 22's `getInstructionCost` of `Instruction::Switch`).
        RecipeKind::Mask if r.opcode == Operation::Inst(Opcode::ICmp) && r.inst.is_some() => {
            p.x86_vector().unwrap_or_else(|| p.vec_op(r.opcode))
        }
        RecipeKind::Mask if r.opcode == Operation::Inst(Opcode::ICmp) => {
            (0, note!(p; "header mask: not an instruction of the loop"))
        }
        // LLVM 22 prices the plan's mask arithmetic (`not`, `logical-and`,
        // `or`: `VPInstruction`s of no IR instruction) at 0
        // (`VPInstruction::computeCost`, the legacy model having no
        // instruction for them).
        RecipeKind::Mask if t.x86_llvm() == lanes_target::x86::Llvm::V22 => (
            0,
            note!(p; "LLVM 22: mask {}, no instruction of the loop", r.opcode),
        ),
        RecipeKind::Mask => {
            let regs = t.vector().registers_for(vf, 8);
            let c = t.arith(r.opcode, ScalarKind::I1);
            (c * regs, note!(p; "{regs} x {} {c}", r.opcode))
        }
        RecipeKind::Uniform => {
            let free = matches!(
                r.opcode,
                Operation::Inst(Opcode::GetElementPtr | Opcode::BitCast)
                    | Operation::Inst(Opcode::Phi)
            );
            let c = if free { 0 } else { p.scalar_op() };
            (c, note!(p; "one scalar"))
        }
        // Widen, WidenCall, WidenSelect, WidenCast.
        _ => p.vec_op(r.opcode),
    }
}

/// A division or remainder, which LLVM 14 predicates lane by lane when its
/// divisor may be zero.
pub(super) fn is_div_op(op: &Operation) -> bool {
    matches!(
        op,
        Operation::Inst(Opcode::SDiv | Opcode::UDiv | Opcode::SRem | Opcode::URem)
    )
}

/// The recipe's instruction on one lane (LLVM's `getInstructionCost(I,
/// 1)`): a scalar load or store, free addresses and phis, else the
/// operation's scalar cost.
pub(super) fn scalar_price(r: &Recipe, t: &dyn Prices) -> u32 {
    let p = PriceCx {
        r,
        vf: 1,
        t,
        vls: &VlsPrices::none(lanes_db::VlsCost::Llvm),
        notes: false,
        emulated_stores: false,
        pred_divisor: PRED_BLOCK_RECIPROCAL as u32,
        regs: 1,
        k: kind_or(r.elem),
    };
    match &r.opcode {
        Operation::Inst(Opcode::Load) => t.memory(super::MemField::ScalarLoad),
        Operation::Inst(Opcode::Store) => t.memory(super::MemField::ScalarStore),
        Operation::Inst(Opcode::Phi) | Operation::Inst(Opcode::GetElementPtr | Opcode::BitCast) => {
            0
        }
        _ => p.scalar_op(),
    }
}

/// Scalarized recipes: one copy per lane, the per-lane branches of a
/// replicate region and the phi of its result.
fn price_replicated(p: &PriceCx) -> (u32, String) {
    let (r, t, vf) = (p.r, p.t, p.vf);
    match r.kind {
        // A load or store of an invariant address under a mask: LLVM 14
        // decides it before any predication (`setCostBasedWideningDecision`
        // takes `isUniformMemOp` first) and prices one scalar access and a
        // broadcast (`getUniformMemOpCost`), with nothing for the region's
        // mask test or phi.
        RecipeKind::Replicate { predicated: true } if r.uniform_address => {
            let store = r.opcode.is_inst(Opcode::Store);
            let c = t.memory(if store {
                super::MemField::UniformStore
            } else {
                super::MemField::UniformLoad
            });
            (
                c,
                note!(p; "uniform address under a mask: one {} {c}", r.opcode),
            )
        }
        RecipeKind::BranchOnMask | RecipeKind::PredicatedPhi if r.uniform_address => {
            (0, note!(p; "charged to the uniform access"))
        }
        RecipeKind::Replicate { predicated } => {
            // LLVM's `getScalarizationOverhead(I, VF)`: the result's lanes
            // inserted when a vector user needs them, each vector operand's
            // lanes extracted.
            let moves = LaneMoves::read(t);
            let (bits, fp) = lane_type(r);
            let ins = moves.insert(vf, bits, fp);
            let ext = moves.extract(vf, bits, fp);
            // A predicated value is inserted into a vector whatever its
            // users (the phi after the region merges the lanes: LLVM's
            // `getScalarizationOverhead` for a non-void instruction).
            let value = r.sink.as_ref().is_some_and(|s| s.value);
            let inserted = if predicated || is_div_op(&r.opcode) {
                value
            } else {
                r.feeds_vector
            };
            let ov = u32::from(inserted) * ins + r.vector_operands * ext;
            let per = match &r.opcode {
                Operation::Inst(Opcode::Load) => t.memory(super::MemField::ScalarLoad),
                Operation::Inst(Opcode::Store) => t.memory(super::MemField::ScalarStore),
                _ => p.scalar_op(),
            };
            let c = vf * per + ov;
            if predicated
                && (r.opcode.is_inst(Opcode::Load)
                    || (r.opcode.is_inst(Opcode::Store) && p.emulated_stores))
            {
                (
                    super::EMULATED_MASKED_LOAD,
                    note!(p; "load under a mask, emulated lane by lane"),
                )
            } else if predicated {
                let d = p.pred_divisor.max(1);
                (
                    c / d,
                    note!(p;
                        "({vf} x {} {per} + {ov} insert/extract) / {d}, predicated",
                        r.opcode
                    ),
                )
            } else {
                (
                    c,
                    note!(p; "{vf} x {} {per} + {ov} insert/extract", r.opcode),
                )
            }
        }
        RecipeKind::BranchOnMask => {
            let ext = LaneMoves::read(t).mask_extract(vf);
            let c = ext + vf * t.scalar(ScalarField::Branch);
            // LLVM 14 charges the mask's extracts and branches to
            // scalarized memory accesses (`getMemInstScalarizationCost`),
            // not to a predicated division.
            if is_div_op(&r.opcode) {
                (
                    0,
                    note!(p; "mask tests charged to the branch into the block"),
                )
            } else {
                (c, note!(p; "extract {vf} mask bits {ext} + {vf} branches"))
            }
        }
        // The predicated phi: a copy per lane, free (`getCFInstrCost` of a
        // phi); the lanes' inserts are the replicated recipe's.
        _ => (0, String::new()),
    }
}

/// The extra step of an `any-of` on AVX-512F (`vector.reduce.or` of
/// `<VF x i1>`, a mask held in a `k` register): up to 16 lanes X86 prices
/// it one above the horizontal steps of the bytes (`opt-22
/// -passes='print<cost-model>' -mattr=+avx512f`: 3, 5, 7, 9 at 2, 4, 8,
/// 16 lanes; 10 and 12 at 32 and 64, which the steps already give).
fn mask_in_k_register(r: &Recipe, vf: u32, t: &dyn Prices) -> u32 {
    let avx512 = matches!(t.vector().isa, Some(lanes_target::x86::Isa::Avx512F));
    u32::from(r.any_of && avx512 && (2..=16).contains(&vf))
}
