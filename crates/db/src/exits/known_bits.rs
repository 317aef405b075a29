//! Low bits known to be zero, as SCEV's `GetMinTrailingZeros` and
//! `computeKnownBits` find them: whether a step divides a distance.

use lanes_ir::{Function, Opcode, Value};

use crate::affine::Term;

/// How many low bits of an affine value are known to be zero, as SCEV's
/// `GetMinTrailingZeros` finds them: the fewest of its terms', a term's
/// being its coefficient's plus the value's (`computeKnownBits` for an
/// instruction, nothing known for an argument, a global or an iteration
/// number). `bits` for 0.
pub(super) fn min_trailing_zeros(func: &Function, form: &crate::affine::Affine, bits: u32) -> u32 {
    let of_int = |c: i128| {
        if c == 0 {
            bits
        } else {
            c.trailing_zeros().min(bits)
        }
    };
    let mut tz = of_int(form.constant);
    for (t, coeff) in &form.terms {
        let known = match t {
            Term::Inst(i) => known_trailing_zeros(func, &Value::Inst(*i), bits, 0),
            _ => 0,
        };
        tz = tz.min((of_int(*coeff) + known).min(bits));
    }
    tz
}

/// The low zero bits `computeKnownBits` proves of an integer value of
/// `bits` bits (up to its depth limit, 6): constants, `and` (either side's),
/// `or`/`xor`/`add`/`sub` (both sides'), `mul` (the sum), `shl` by a
/// constant, and casts.
fn known_trailing_zeros(func: &Function, v: &Value, bits: u32, depth: u32) -> u32 {
    const MAX_DEPTH: u32 = 6;
    if let Some(c) = v.as_int() {
        return if c == 0 {
            bits
        } else {
            c.trailing_zeros().min(bits)
        };
    }
    let Some(i) = v.as_inst() else {
        return 0;
    };
    if depth >= MAX_DEPTH {
        return 0;
    }
    let inst = &func.insts[i];
    let op = |k: usize| match inst.operands.get(k) {
        Some(o) => {
            let w = func.value_ty(o).int_bits().unwrap_or(bits);
            known_trailing_zeros(func, o, w, depth + 1)
        }
        None => 0,
    };
    let tz = match inst.opcode {
        Opcode::And => op(0).max(op(1)),
        Opcode::Or | Opcode::Xor | Opcode::Add | Opcode::Sub => op(0).min(op(1)),
        Opcode::Mul => op(0) + op(1),
        Opcode::Shl => match inst.operands.get(1).and_then(Value::as_int) {
            Some(k) if (0..i128::from(bits)).contains(&k) => op(0) + k as u32,
            _ => 0,
        },
        Opcode::ZExt | Opcode::SExt | Opcode::Trunc => op(0),
        _ => 0,
    };
    tz.min(bits)
}
