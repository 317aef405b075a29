//! Low bits known to be zero, as SCEV's `GetMinTrailingZeros` and
//! `computeKnownBits` find them: whether a step divides a distance.

use lanes_ir::{BlockId, Function, Opcode, Value};

use crate::affine::Term;
use crate::dom::DomTree;

/// How many low bits of an affine value are known to be zero, as SCEV's
/// `GetMinTrailingZeros` finds them: the fewest of its terms', a term's
/// being its coefficient's plus the value's (`computeKnownBits` for an
/// instruction, nothing known for an argument, a global or an iteration
/// number). `bits` for 0.
pub(super) fn min_trailing_zeros(func: &Function, form: &crate::affine::Affine, bits: u32) -> u32 {
    min_trailing_zeros_with(func, form, bits, |_| 0)
}

/// [`min_trailing_zeros`] where `assumed` adds what else is known of the
/// low zero bits of an instruction or an argument (the loop's guards).
pub(super) fn min_trailing_zeros_with(
    func: &Function,
    form: &crate::affine::Affine,
    bits: u32,
    assumed: impl Fn(&Value) -> u32,
) -> u32 {
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
            Term::Inst(i) => {
                let v = Value::Inst(*i);
                known_trailing_zeros(func, &v, bits, 0).max(assumed(&v))
            }
            Term::Arg(a) => assumed(&Value::Arg(*a)),
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

/// The low zero bits of `x` that an `llvm.assume` of `(x & (2^k - 1)) == 0`
/// or `x urem 2^k == 0` in a block dominating the loop's `header` states:
/// LLVM 22's loop guards rewrite `x` as `(x /u 2^k) * 2^k`
/// (`ScalarEvolution::LoopGuards::collect` over the assumptions that
/// dominate the header, `matchURem`), which `howFarToZero` then reads.
pub(super) fn assumed_trailing_zeros(
    func: &Function,
    dom: &DomTree,
    header: BlockId,
    x: &Value,
) -> u32 {
    let mut best = 0;
    for (b, block) in func.blocks.iter() {
        if b == header || !dom.dominates(b, header) {
            continue;
        }
        for &i in &block.insts {
            let call = &func.insts[i];
            if call.opcode != Opcode::Call || call.callee_name() != Some("llvm.assume") {
                continue;
            }
            if let Some(k) = call.operands.get(1).and_then(|c| divisibility(func, c, x)) {
                best = best.max(k);
            }
        }
    }
    best
}

/// `k` when `c` is `icmp eq (and x, 2^k - 1), 0` or `icmp eq (urem x, 2^k), 0`
/// (either operand order).
fn divisibility(func: &Function, c: &Value, x: &Value) -> Option<u32> {
    let cmp = &func.insts[c.as_inst()?];
    if cmp.opcode != Opcode::ICmp || cmp.predicate() != Some(lanes_ir::Predicate::Eq) {
        return None;
    }
    let (a, z) = (&cmp.operands[0], &cmp.operands[1]);
    let (m, z) = if z.as_int() == Some(0) {
        (a, z)
    } else {
        (z, a)
    };
    if z.as_int() != Some(0) {
        return None;
    }
    let m = &func.insts[m.as_inst()?];
    if m.operands.first() != Some(x) {
        return None;
    }
    let c = m.operands.get(1)?.as_int()?;
    match m.opcode {
        Opcode::And if c > 0 && (c + 1).count_ones() == 1 => Some((c + 1).trailing_zeros()),
        Opcode::URem if c > 1 && c.count_ones() == 1 => Some(c.trailing_zeros()),
        _ => None,
    }
}
