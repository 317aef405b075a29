//! What pricing one recipe reads ([`PriceCx`]) and the questions every
//! part of the pricing asks of it.

use lanes_ir::Operation;
use lanes_target::ScalarKind;

use super::{Prices, VlsPrices};
use crate::vplan::Recipe;

/// What pricing one recipe reads: the recipe, the VF, the prices, OptVLS's
/// group costs, and the registers and element kind of its values.
pub(super) struct PriceCx<'a, 'v> {
    pub(super) r: &'a Recipe,
    pub(super) vf: u32,
    pub(super) t: &'a dyn Prices,
    pub(super) vls: &'a VlsPrices<'v>,
    pub(super) notes: bool,
    /// More than one store runs lane by lane under a mask.
    pub(super) emulated_stores: bool,
    /// What the scalar work of the recipe divides by when it runs
    /// predicated ([`super::pred_divisor`]).
    pub(super) pred_divisor: u32,
    /// Registers of a value of the recipe's widest lane type at `vf`.
    pub(super) regs: u32,
    pub(super) k: ScalarKind,
}

impl PriceCx<'_, '_> {
    /// A vector operation of `op` on every register (lane by lane where
    /// the target has no vector form).
    pub(super) fn vec_op(&self, op: Operation) -> (u32, String) {
        let (t, vf, regs) = (self.t, self.vf, self.regs);
        let c = t.arith(op, self.k);
        let total = t.vector().op_cost(op, c, vf, self.r.bits);
        if total == c * regs {
            (total, note!(self; "{regs} x {op} {c}"))
        } else {
            (
                total,
                note!(self; "{op} {c} per register, lane by lane: {vf} lanes {total}"),
            )
        }
    }

    /// The recipe's own operation on one scalar: LLVM 14's X86 cost where
    /// it applies ([`super::isa`]), else the scalar table's.
    pub(super) fn scalar_op(&self) -> u32 {
        let r = self.r;
        match super::isa::x86_cost(self.t, r.opcode, self.k, r.operands, 1) {
            Some((c, _)) => c,
            None => self.t.scalar_op(r.opcode, self.k),
        }
    }

    /// LLVM 14's X86 cost of the recipe's operation as a vector of `vf`
    /// lanes, with its note, where it applies ([`super::isa`]).
    pub(super) fn x86_vector(&self) -> Option<(u32, String)> {
        let r = self.r;
        let (c, isa) = super::isa::x86_cost(self.t, r.opcode, self.k, r.operands, self.vf)?;
        Some((
            c,
            note!(self; "LLVM 14 {isa}: {} {c}",
                super::isa::describe(r.opcode, self.k, r.operands?, self.vf)),
        ))
    }
}

/// The lane width and floating-pointness of a recipe's values.
pub(super) fn lane_type(r: &Recipe) -> (u32, bool) {
    match r.elem {
        Some(k) => (k.bits().max(8), k.is_float()),
        None => (r.bits, false),
    }
}
