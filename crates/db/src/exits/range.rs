//! The values an integer of a given width takes, and whether a bound
//! can be the last of them (`SimplifyICmpOperands`' range questions).

use lanes_ir::{Function, Opcode, Value};

/// The values of a `bits`-wide integer read as signed or unsigned
/// (`bits` at most 64).
#[derive(Clone, Copy)]
pub(super) struct IntRange {
    pub(super) signed: bool,
    pub(super) bits: u32,
    pub(super) min: i128,
    pub(super) max: i128,
}

impl IntRange {
    pub(super) fn new(signed: bool, bits: u32) -> IntRange {
        let (min, max) = if signed {
            (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
        } else {
            (0, (1i128 << bits) - 1)
        };
        IntRange {
            signed,
            bits,
            min,
            max,
        }
    }
    /// A constant as this reading sees its low `bits` bits.
    pub(super) fn normalise(self, c: i128) -> i128 {
        let c = c.rem_euclid(1i128 << self.bits);
        if self.signed && c > self.max {
            c - (1i128 << self.bits)
        } else {
            c
        }
    }
}

/// Whether `v` can never be the last value of its range in the direction
/// the IV moves (the unsigned or signed maximum upwards, the minimum
/// downwards), as `SimplifyICmpOperands` asks of a `<=`/`>=` bound through
/// `getUnsignedRangeMax` and its kin: a narrower value extended, a mask,
/// a shift right, a remainder, or a minimum (maximum) with such a value.
pub(super) fn not_at_edge(
    func: &Function,
    v: &Value,
    up: bool,
    signed: bool,
    bits: u32,
    depth: u32,
) -> bool {
    if bits > 64 {
        return false;
    }
    let range = IntRange::new(signed, bits);
    if let Some(c) = v.as_int() {
        let c = range.normalise(c);
        return if up { c != range.max } else { c != range.min };
    }
    let Some(i) = v.as_inst() else { return false };
    if depth > 4 {
        return false;
    }
    let inst = &func.insts[i];
    let ops = &inst.operands;
    let narrower = |o: &Value| func.value_ty(o).int_bits().is_some_and(|b| b < bits);
    let rec = |o: &Value| not_at_edge(func, o, up, signed, bits, depth + 1);
    match inst.opcode {
        // Zero-extended: never the unsigned maximum, nor the signed one,
        // nor (being non-negative) the signed minimum.
        Opcode::ZExt => narrower(&ops[0]) && (signed || up),
        Opcode::SExt => signed && narrower(&ops[0]),
        Opcode::And if up => ops
            .iter()
            .any(|o| o.as_int().is_some_and(|c| c >= 0 && c < range.max)),
        Opcode::LShr if up => ops[1].as_int().is_some_and(|c| c > 0),
        Opcode::URem if up && !signed => ops[1].as_int().is_some_and(|c| c != 0),
        Opcode::Select => {
            // `min(x, y)` upwards (`max` downwards) is off the edge when
            // one side is; a select of two such values is too.
            let (a, b) = (&ops[1], &ops[2]);
            let minmax = ops[0].as_inst().is_some_and(|c| {
                let c = &func.insts[c];
                c.opcode == Opcode::ICmp
                    && c.operands.iter().any(|x| x == a)
                    && c.operands.iter().any(|x| x == b)
            });
            (minmax && (rec(a) || rec(b))) || (rec(a) && rec(b))
        }
        Opcode::Call => {
            let name = inst.callee_name().unwrap_or("");
            let shrinks = if up {
                if signed { "llvm.smin." } else { "llvm.umin." }
            } else if signed {
                "llvm.smax."
            } else {
                "llvm.umax."
            };
            name.starts_with(shrinks) && ops[1..].iter().take(2).any(rec)
        }
        _ => false,
    }
}
