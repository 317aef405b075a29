//! GenXLegalization's predicate parts (`getPredPart`) and `processAllAny`:
//! an `all`/`any` of a predicate wider than one part is done per part and
//! combined with selects on an `i16`; a legal one that no branch or select
//! reads (through at most one `not`) is turned back into a predicate with
//! a compare, as vISA has no unbaled `all`/`any`.

use lanes_ir::cursor::{self, FuncCursor, new_inst};
use lanes_ir::{Constant, Extra, Function, InstData, InstId, Opcode, Predicate, Type, Value};

use super::{Legalized, base_name, fresh};
use crate::intrinsics::{Intrinsic, classify};
use crate::mangle::mangle;
use crate::region_utils::{Region, call};

/// The widest predicate part (`MaxPredSize`).
pub const MAX_PRED_SIZE: u32 = 32;

/// `getPredPart`: the start and size of the part of a `whole`-element
/// predicate holding `offset`: 32-element parts, then descending powers of
/// two for the odd end.
pub fn pred_part(whole: u32, offset: u32) -> (u32, u32) {
    let m = MAX_PRED_SIZE;
    if offset == whole && whole.is_multiple_of(m) {
        return (offset, 0);
    }
    if (offset ^ whole) & !(m - 1) != 0 {
        return (offset & !(m - 1), m);
    }
    let mut start = whole & !(m - 1);
    let mut p = m / 2;
    loop {
        if p == 0 {
            return (start, 0);
        }
        if p <= offset - start {
            start += p;
            if offset == whole && start == offset {
                return (start, 0);
            }
        }
        if p <= whole - start && p > offset - start {
            return (start, p);
        }
        p >>= 1;
    }
}

/// Every `all`/`any` of `f`, legalized.
pub(super) fn legalize_all_any(out: &mut Legalized, names: &mut rustc_hash::FxHashSet<String>) {
    let found: Vec<InstId> = out
        .func
        .insts_in_order()
        .filter(|&i| classify(&out.func.insts[i]) == Some(Intrinsic::AllAny))
        .collect();
    for i in found {
        process(out, names, i);
    }
}

fn is_not(f: &Function, i: InstId) -> bool {
    let d = &f.insts[i];
    d.opcode == Opcode::Xor
        && d.ty.scalar() == Type::i1()
        && d.operands
            .iter()
            .any(|o| o.as_int() == Some(-1) || o.as_int() == Some(1))
}

fn icmp_ne(v: Value, ty: Type, name: &str) -> InstData {
    let zero = Value::Const(Constant::Int { ty, value: 0 });
    let mut d = new_inst(Opcode::ICmp, Some(name), Type::i1(), vec![v, zero]);
    d.extra = Extra::Cmp(Predicate::Ne);
    d
}

/// Inserts `d` after the instructions already inserted after `at`.
struct After<'a> {
    out: &'a mut Legalized,
    names: &'a mut rustc_hash::FxHashSet<String>,
    at: InstId,
    /// The last instruction inserted, which the next goes after.
    last: InstId,
}

impl After<'_> {
    fn insert(&mut self, mut d: InstData, name: &str) -> Value {
        if let Some(c) = d.callee_name()
            && let Extra::Call(ci) = &d.extra
        {
            self.out.callees.push((c.to_string(), ci.fn_ty));
        }
        d.name = Some(fresh(self.names, name).into());
        let mut c = FuncCursor::new(&mut self.out.func);
        c.goto_after_inst(self.last);
        c.use_srcloc(self.at);
        let id = c.insert_inst(d);
        self.last = id;
        Value::Inst(id)
    }
}

/// A legal-width `all`/`any`: kept where a branch or select reads it,
/// otherwise written into a `<1 x i16>` under its predicate and compared.
fn lower_legal(
    out: &mut Legalized,
    names: &mut rustc_hash::FxHashSet<String>,
    i: InstId,
    name: &str,
) {
    let f = &out.func;
    let i16t = Type::int(16);
    let me = Value::Inst(i);
    let mut users = cursor::users(f, &me);
    if users.len() == 1 {
        let mut u = Some(users[0]);
        if is_not(f, users[0]) {
            users = cursor::users(f, &Value::Inst(users[0]));
            u = (users.len() == 1).then(|| users[0]);
        }
        if let Some(u) = u
            && matches!(f.insts[u].opcode, Opcode::Select | Opcode::Br)
        {
            return;
        }
    }
    let v1 = Type::vector(1, i16t);
    let r = Region {
        elem_ty: i16t,
        elem_bytes: 2,
        num_elements: 1,
        vstride: 0,
        width: 1,
        stride: 1,
        offset: 0,
        indirect: None,
        parent_width: 0,
        mask: Some(me.clone()),
    };
    let one = Value::Const(Constant::Int { ty: i16t, value: 1 });
    let wr = r.wr_region(f, Value::Const(Constant::Zero(v1)), one, "");
    let mut a = After {
        out,
        names,
        at: i,
        last: i,
    };
    let lowered = format!("{name}.allany_lowered");
    let wr = a.insert(wr, &lowered);
    let bc = a.insert(
        new_inst(Opcode::BitCast, None, i16t, vec![wr.clone()]),
        &lowered,
    );
    let cmp = a.insert(icmp_ne(bc, i16t, ""), &lowered);
    cursor::replace_all_uses(&mut out.func, &me, &cmp);
    out.notes.push(format!(
        "%{name}: a legal all/any no branch or select reads, turned into a compare"
    ));
    // The write keeps the all/any as its predicate.
    if let Value::Inst(w) = wr {
        let k = out.func.insts[w].operands.len() - 1;
        out.func.insts[w].operands[k] = me;
    }
}

/// `processAllAny` for the `all`/`any` `i`.
fn process(out: &mut Legalized, names: &mut rustc_hash::FxHashSet<String>, i: InstId) {
    let f = &out.func;
    let d = f.insts[i].clone();
    let Some(pred) = d.operands.get(1).cloned() else {
        return;
    };
    let Some(whole) = f
        .value_ty(&pred)
        .lanes()
        .filter(|_| f.value_ty(&pred).is_vector())
    else {
        return;
    };
    let is_all = d
        .callee_name()
        .is_some_and(|n| n.starts_with("llvm.genx.all"));
    let name = base_name(f, &Value::Inst(i));
    let i16t = Type::int(16);
    let me = Value::Inst(i);
    if pred_part(whole, 0).1 == whole {
        lower_legal(out, names, i, &name);
        return;
    }
    let pred_name = base_name(f, &pred);
    let mut a = After {
        out,
        names,
        at: i,
        last: i,
    };
    let zero = Value::Const(Constant::Int { ty: i16t, value: 0 });
    let one = Value::Const(Constant::Int { ty: i16t, value: 1 });
    let mut result = if is_all { one.clone() } else { zero.clone() };
    let mut start = 0;
    while start < whole {
        let (_, size) = pred_part(whole, start);
        if size == 0 {
            break;
        }
        let part_ty = Type::vector(size, Type::i1());
        let f = &a.out.func;
        let pty = f.value_ty(&pred);
        let callee = format!("llvm.genx.rdpredregion.{}.{}", mangle(part_ty), mangle(pty));
        let idx = Value::Const(Constant::Int {
            ty: Type::int(32),
            value: start as i128,
        });
        let rdp = call(f, &callee, part_ty, vec![pred.clone(), idx], "");
        let part = a.insert(rdp, &format!("{pred_name}.split{start}"));
        let split = format!("{name}.split{start}");
        let aa = if size != 1 {
            let kind = if is_all { "all" } else { "any" };
            let callee = format!("llvm.genx.{kind}.{}", mangle(part_ty));
            let d = call(&a.out.func, &callee, Type::i1(), vec![part], "");
            a.insert(d, &split)
        } else {
            a.insert(
                new_inst(Opcode::BitCast, None, Type::i1(), vec![part]),
                &split,
            )
        };
        let (t, e) = if is_all {
            (result.clone(), zero.clone())
        } else {
            (one.clone(), result.clone())
        };
        let sel = new_inst(Opcode::Select, None, i16t, vec![aa, t, e]);
        result = a.insert(sel, &format!("{name}.join{start}"));
        start += size;
    }
    let cmp = a.insert(icmp_ne(result, i16t, ""), &format!("{name}.joincmp"));
    cursor::replace_all_uses(&mut out.func, &me, &cmp);
    out.notes.push(format!(
        "%{name}: all/any of <{whole} x i1> done per predicate part"
    ));
    let _ = FuncCursor::new(&mut out.func).at_inst(i).remove_inst();
}

#[cfg(test)]
mod tests {
    use super::pred_part;

    #[test]
    fn parts_are_32_then_descending_powers_of_two() {
        assert_eq!(pred_part(64, 0), (0, 32));
        assert_eq!(pred_part(64, 32), (32, 32));
        assert_eq!(pred_part(32, 0), (0, 32));
        assert_eq!(pred_part(13, 0), (0, 8));
        assert_eq!(pred_part(13, 8), (8, 4));
        assert_eq!(pred_part(13, 12), (12, 1));
        assert_eq!(pred_part(16, 0), (0, 16));
    }
}
