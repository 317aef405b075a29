//! Exit counts by evaluating the loop (ScalarEvolution's
//! `computeExitCountExhaustively`): the phis a condition evolves from,
//! folded iteration by iteration.

#[allow(unused_imports)]
use super::*;

/// A constant of the brute-force evaluation: an integer of `bits` bits
/// (kept zero-extended) or `undef`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum K {
    Int { bits: u32, v: u128 },
    Undef { bits: u32 },
}

pub(super) fn mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

pub(super) fn sext(v: u128, bits: u32) -> i128 {
    if bits >= 128 {
        v as i128
    } else {
        let sh = 128 - bits;
        ((v << sh) as i128) >> sh
    }
}

/// `computeExitCountExhaustively`: the branch condition depends, through
/// instructions of the loop that fold when their operands are constants,
/// on one header phi; every header phi with a constant start is stepped
/// through the loop until the condition leaves or the limit is reached.
pub(super) fn exhaustive(cx: &ExitCx, l: LoopIdx, cond: &Value, exit_when: bool) -> Option<u32> {
    let func = cx.func;
    let data = &cx.forest.loops[l];
    let latch = data.latch()?;
    let header = data.header;
    let pn = evolving_phi(cx, l, cond)?;
    if func.insts[pn].operands.len() != 2 {
        return None;
    }
    let mut cur: FxHashMap<InstId, Option<K>> = FxHashMap::default();
    for &i in &func.blocks[header].insts {
        let inst = &func.insts[i];
        if inst.opcode != Opcode::Phi {
            break;
        }
        // The start: one constant from every predecessor but the latch.
        let mut start: Option<&Value> = None;
        let mut ok = true;
        for (v, &b) in inst.operands.iter().zip(&inst.blocks) {
            if b == latch {
                continue;
            }
            match start {
                Some(s) if s != v => ok = false,
                _ => start = Some(v),
            }
        }
        if let (true, Some(Value::Const(c))) = (ok, start)
            && let Some(k) = constant(c)
        {
            cur.insert(i, Some(k));
        }
    }
    if !cur.contains_key(&pn) {
        return None;
    }
    let cond_inst = cond.as_inst()?;
    for n in 0..MAX_BRUTE_FORCE_ITERATIONS {
        match evaluate(cx, l, cond_inst, &mut cur)? {
            K::Int { v, .. } if (v != 0) == exit_when => return Some(n),
            K::Int { .. } => {}
            K::Undef { .. } => return None,
        }
        let phis: Vec<InstId> = cur
            .keys()
            .copied()
            .filter(|&p| func.insts[p].opcode == Opcode::Phi && func.insts[p].block == header)
            .collect();
        let mut next: FxHashMap<InstId, Option<K>> = FxHashMap::default();
        for p in phis {
            let inst = &func.insts[p];
            let be = inst
                .operands
                .iter()
                .zip(&inst.blocks)
                .find(|(_, b)| **b == latch)
                .map(|(v, _)| v.clone());
            let k = be.and_then(|v| match v {
                Value::Const(c) => constant(&c),
                Value::Inst(d) => evaluate(cx, l, d, &mut cur),
                _ => None,
            });
            next.insert(p, k);
        }
        cur = next;
    }
    None
}

pub(super) fn constant(c: &Constant) -> Option<K> {
    let bits = c.ty().int_bits()?;
    match c {
        Constant::Int { value, .. } => Some(K::Int {
            bits,
            v: (*value as u128) & mask(bits),
        }),
        Constant::Undef(_) => Some(K::Undef { bits }),
        Constant::Zero(_) => Some(K::Int { bits, v: 0 }),
        _ => None,
    }
}

/// Whether `i` is an instruction of the loop the evaluation can step: a
/// header phi, or an instruction that folds on constants
/// (`canConstantEvolve`).
pub(super) fn can_evolve(cx: &ExitCx, l: LoopIdx, i: InstId) -> bool {
    let func = cx.func;
    let inst = &func.insts[i];
    let data = &cx.forest.loops[l];
    if !data.contains(inst.block) {
        return false;
    }
    if inst.opcode == Opcode::Phi {
        return inst.block == data.header;
    }
    matches!(
        inst.opcode,
        Opcode::Add
            | Opcode::Sub
            | Opcode::Mul
            | Opcode::UDiv
            | Opcode::SDiv
            | Opcode::URem
            | Opcode::SRem
            | Opcode::Shl
            | Opcode::LShr
            | Opcode::AShr
            | Opcode::And
            | Opcode::Or
            | Opcode::Xor
            | Opcode::ICmp
            | Opcode::Select
            | Opcode::Trunc
            | Opcode::ZExt
            | Opcode::SExt
    )
}

/// `getConstantEvolvingPHI`: the one header phi `cond` evolves from.
pub(super) fn evolving_phi(cx: &ExitCx, l: LoopIdx, cond: &Value) -> Option<InstId> {
    let i = cond.as_inst()?;
    if !can_evolve(cx, l, i) {
        return None;
    }
    if cx.func.insts[i].opcode == Opcode::Phi {
        return Some(i);
    }
    let mut memo = FxHashMap::default();
    evolving_phi_operands(cx, l, i, &mut memo, 0)
}

pub(super) fn evolving_phi_operands(
    cx: &ExitCx,
    l: LoopIdx,
    i: InstId,
    memo: &mut FxHashMap<InstId, Option<InstId>>,
    depth: u32,
) -> Option<InstId> {
    if depth > MAX_CONSTANT_EVOLVING_DEPTH {
        return None;
    }
    let mut phi: Option<InstId> = None;
    for op in &cx.func.insts[i].operands {
        if matches!(op, Value::Const(_)) {
            continue;
        }
        let d = op.as_inst()?;
        if !can_evolve(cx, l, d) {
            return None;
        }
        let p = if cx.func.insts[d].opcode == Opcode::Phi {
            Some(d)
        } else if let Some(&p) = memo.get(&d) {
            p
        } else {
            let p = evolving_phi_operands(cx, l, d, memo, depth + 1);
            memo.insert(d, p);
            p
        };
        let p = p?;
        if phi.is_some_and(|q| q != p) {
            return None;
        }
        phi = Some(p);
    }
    phi
}

/// `EvaluateExpression`: the value of `i` in the current iteration, from
/// the header phis' values in `vals` (which also caches what it computes).
pub(super) fn evaluate(
    cx: &ExitCx,
    l: LoopIdx,
    i: InstId,
    vals: &mut FxHashMap<InstId, Option<K>>,
) -> Option<K> {
    if let Some(k) = vals.get(&i) {
        return *k;
    }
    if !can_evolve(cx, l, i) || cx.func.insts[i].opcode == Opcode::Phi {
        return None;
    }
    let inst = &cx.func.insts[i];
    let mut ops = Vec::with_capacity(inst.operands.len());
    for op in &inst.operands {
        let k = match op {
            Value::Const(c) => constant(c),
            Value::Inst(d) => {
                let k = evaluate(cx, l, *d, vals);
                vals.insert(*d, k);
                k
            }
            _ => None,
        };
        ops.push(k?);
    }
    fold(inst, &ops)
}

/// Constant folding of one instruction (LLVM's `ConstantFoldInstOperands`
/// on integers). `undef` folds only where LLVM gives a plain constant
/// (`zext`/`sext undef` is 0, `trunc undef` is `undef`); anything else
/// built on it is not evaluated.
pub(super) fn fold(inst: &lanes_ir::InstData, ops: &[K]) -> Option<K> {
    let out_bits = inst.ty.int_bits()?;
    let int = |k: &K| match *k {
        K::Int { bits, v } => Some((bits, v)),
        K::Undef { .. } => None,
    };
    let ok = |v: u128| {
        Some(K::Int {
            bits: out_bits,
            v: v & mask(out_bits),
        })
    };
    match inst.opcode {
        Opcode::ZExt | Opcode::SExt if matches!(ops[0], K::Undef { .. }) => ok(0),
        Opcode::Trunc if matches!(ops[0], K::Undef { .. }) => Some(K::Undef { bits: out_bits }),
        Opcode::ZExt | Opcode::Trunc => ok(int(&ops[0])?.1),
        Opcode::SExt => {
            let (b, v) = int(&ops[0])?;
            ok(sext(v, b) as u128)
        }
        Opcode::Select => {
            let (_, c) = int(&ops[0])?;
            Some(if c != 0 { ops[1] } else { ops[2] })
        }
        Opcode::ICmp => {
            let ((b, x), (_, y)) = (int(&ops[0])?, int(&ops[1])?);
            let pred = inst.predicate()?;
            let signed = matches!(
                pred,
                Predicate::Sgt | Predicate::Sge | Predicate::Slt | Predicate::Sle
            );
            let (x, y) = if signed {
                (sext(x, b), sext(y, b))
            } else {
                (x as i128, y as i128)
            };
            if b >= 127 && !signed {
                return None;
            }
            ok(u128::from(eval_icmp(pred, x, y, b)))
        }
        _ => {
            let ((b, x), (_, y)) = (int(&ops[0])?, int(&ops[1])?);
            let (sx, sy) = (sext(x, b), sext(y, b));
            let v = match inst.opcode {
                Opcode::Add => x.wrapping_add(y),
                Opcode::Sub => x.wrapping_sub(y),
                Opcode::Mul => x.wrapping_mul(y),
                Opcode::And => x & y,
                Opcode::Or => x | y,
                Opcode::Xor => x ^ y,
                Opcode::Shl if y < u128::from(b) => x << y,
                Opcode::LShr if y < u128::from(b) => x >> y,
                Opcode::AShr if y < u128::from(b) => (sx >> y) as u128,
                Opcode::UDiv if y != 0 => x / y,
                Opcode::URem if y != 0 => x % y,
                Opcode::SDiv if y != 0 && !(sy == -1 && sx == sext(1 << (b - 1), b)) => {
                    (sx / sy) as u128
                }
                Opcode::SRem if y != 0 && !(sy == -1 && sx == sext(1 << (b - 1), b)) => {
                    (sx % sy) as u128
                }
                _ => return None,
            };
            ok(v)
        }
    }
}
