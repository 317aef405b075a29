//! One bale cut into slices and joined again (`splitBale`, `splitInst`,
//! `getSplitOperand`, `joinWrRegion`, `joinBaleResult`).

use super::*;

/// The constant lanes `start..start + size` of a vector constant.
pub(super) fn const_slice(c: &Constant, start: u32, size: u32) -> Option<Constant> {
    let ty = Type::vector(size, c.ty().scalar());
    Some(match c {
        Constant::Zero(_) => Constant::Zero(ty),
        Constant::Undef(_) => Constant::Undef(ty),
        Constant::Poison(_) => Constant::Poison(ty),
        Constant::Splat { elem, .. } => Constant::Splat {
            ty,
            elem: elem.clone(),
        },
        Constant::Aggregate { elems, .. } => Constant::Aggregate {
            ty,
            elems: elems
                .get(start as usize..(start + size) as usize)?
                .to_vec()
                .into(),
        },
        _ => return None,
    })
}

/// Builds one slice's instructions before the bale's head.
pub(super) struct Slicer<'a> {
    out: &'a mut Legalized,
    names: &'a mut rustc_hash::FxHashSet<String>,
    head: InstId,
    start: u32,
    width: u32,
    /// Split members of this slice.
    map: Vec<(InstId, Value)>,
    /// Names of the instructions made, for the notes.
    made: &'a mut Vec<String>,
}

impl Slicer<'_> {
    fn insert(&mut self, data: lanes_ir::InstData, name: &str, dbg: InstId) -> Value {
        if let Some(c) = data.callee_name()
            && let lanes_ir::Extra::Call(ci) = &data.extra
        {
            self.out.callees.push((c.to_string(), ci.fn_ty));
        }
        let mut data = data;
        if !data.ty.is_void() && !name.is_empty() {
            let n = fresh(self.names, name);
            self.made.push(format!("%{n}"));
            data.name = Some(n.into());
        }
        let mut c = FuncCursor::new(&mut self.out.func).at_inst(self.head);
        c.use_srcloc(dbg);
        Value::Inst(c.insert_inst(data))
    }

    /// The index operand of `r` (`getStartIdx`): its variable index plus its
    /// offset, a multi-indirect index read at `idx_idx` first.
    fn start_index(&mut self, r: &mut Region, idx_idx: u32, name: &str, dbg: InstId) {
        let Some(mut index) = r.indirect.clone() else {
            return;
        };
        let f = &self.out.func;
        let ity = f.value_ty(&index);
        if let Some(n) = ity.lanes().filter(|_| ity.is_vector()) {
            let rows = r.num_elements / r.width.max(1);
            if n != rows {
                let sub = subregion(&whole_region(ity), idx_idx, rows);
                let data = sub.rd_region(f, index.clone(), "", false);
                index = self.insert(data, &format!("{name}.multiindirect_idx_subregion"), dbg);
            }
        }
        if r.offset != 0 {
            let f = &self.out.func;
            let ty = f.value_ty(&index);
            let c = |t: Type| Constant::Int {
                ty: t,
                value: r.offset as i128,
            };
            let off = match ty.lanes().filter(|_| ty.is_vector()) {
                Some(n) => Constant::Aggregate {
                    ty,
                    elems: (0..n).map(|_| c(ty.scalar())).collect::<Vec<_>>().into(),
                },
                None => c(ty),
            };
            let data = cursor::new_inst(
                lanes_ir::Opcode::Add,
                None,
                ty,
                vec![index, Value::Const(off)],
            );
            index = self.insert(data, &format!("{name}.indirect_idx_add"), dbg);
            r.offset = 0;
        }
        r.indirect = Some(index);
    }

    /// `getSplitOperand`: a constant's slice, a split member, or a read of
    /// the slice of another vector.
    fn operand(&mut self, v: &Value, dbg: InstId) -> Value {
        let ty = self.out.func.value_ty(v);
        if !ty.is_vector() {
            return v.clone();
        }
        if let Value::Const(c) = v {
            return const_slice(c, self.start, self.width).map_or_else(|| v.clone(), Value::Const);
        }
        if let Value::Inst(i) = v
            && let Some((_, s)) = self.map.iter().find(|(o, _)| o == i)
        {
            return s.clone();
        }
        let sub = subregion(&whole_region(ty), self.start, self.width);
        let name = format!("{}.split{}", base_name(&self.out.func, v), self.start);
        let data = sub.rd_region(&self.out.func, v.clone(), "", false);
        self.insert(data, &name, dbg)
    }
}

/// Splits the bale `p` into slices of `widths`, joined in order, and
/// replaces the head's uses by the last join (`processBale`, `splitBale`,
/// `splitInst`, `joinWrRegion`, `joinBaleResult`).
///
/// Long: one walk over the slices and the members of each, as IGC's
/// `splitBale` and `splitInst` make it.
pub(super) fn split(
    out: &mut Legalized,
    names: &mut rustc_hash::FxHashSet<String>,
    p: &Plan,
    t: &LegalTarget,
    widths: &[u32],
    kind: SplitKind,
) {
    let head_d = out.func.insts[p.head].clone();
    let head_ty = head_d.ty;
    let wr_old = p.head_write().map(|_| head_d.operands[wr::OLD].clone());
    let mut prev: Value = Value::Const(Constant::Undef(head_ty));
    let mut start = 0u32;
    let mut made = Vec::new();
    for &w in widths {
        let mut s = Slicer {
            out: &mut *out,
            names: &mut *names,
            head: p.head,
            start,
            width: w,
            map: Vec::new(),
            made: &mut made,
        };
        let mut last = None;
        for (id, role) in &p.members {
            let d = s.out.func.insts[*id].clone();
            let name = format!("{}.split{start}", base_name(&s.out.func, &Value::Inst(*id)));
            let v = match role {
                Role::Wr(_) | Role::AddrAdd => continue,
                Role::Rd(r) => {
                    let mut input = d.operands[rd::INPUT].clone();
                    if start != 0
                        && kind == SplitKind::Propagation
                        && Some(&input) == wr_old.as_ref()
                    {
                        input = prev.clone();
                    }
                    let multi = r.is_multi_indirect(&s.out.func);
                    let convert = needs_multi(&s.out.func, *id, r, t, start, w);
                    let (mut sub, idx_idx) = if multi {
                        let rw = r.width.max(1);
                        (subregion(r, start % rw, w), start / rw)
                    } else {
                        (subregion(r, start, w), 0)
                    };
                    s.start_index(&mut sub, idx_idx, &name, *id);
                    let data = sub.rd_region(&s.out.func, input, "", false);
                    let n = if convert {
                        base_name(&s.out.func, &Value::Inst(*id))
                    } else {
                        name
                    };
                    s.insert(data, &n, *id)
                }
                Role::Inst if d.opcode == lanes_ir::Opcode::Call => {
                    let args: Vec<Value> = d.operands[1..]
                        .iter()
                        .map(|op| s.operand(op, *id))
                        .collect();
                    let f = &s.out.func;
                    let ret = Type::vector(w, d.ty.scalar());
                    let arg_tys: Vec<Type> = args.iter().map(|a| f.value_ty(a)).collect();
                    let callee = split_callee(f, &d, ret, &arg_tys).unwrap_or_default();
                    let data = crate::region_utils::call(f, &callee, ret, args, "");
                    s.insert(data, &name, *id)
                }
                Role::Inst => {
                    let mut ops = Vec::new();
                    for op in d.operands.iter() {
                        ops.push(s.operand(op, *id));
                    }
                    let mut data = d.clone();
                    data.ty = Type::vector(w, d.ty.scalar());
                    data.operands = ops.into_boxed_slice();
                    data.md = Box::new([]);
                    data.records = Box::new([]);
                    s.insert(data, &name, *id)
                }
            };
            s.map.push((*id, v.clone()));
            last = Some(v);
        }
        let joined = match p.head_write() {
            Some(r) => {
                let old = if start == 0 {
                    wr_old.clone().unwrap_or(prev.clone())
                } else {
                    prev.clone()
                };
                let mut sub = subregion(r, start, w);
                let name = format!(
                    "{}.join{start}",
                    base_name(&s.out.func, &Value::Inst(p.head))
                );
                s.start_index(&mut sub, 0, &name, p.head);
                let new = s.operand(&head_d.operands[wr::NEW], p.head);
                let data = sub.wr_region(&s.out.func, old, new, "");
                s.insert(data, &name, p.head)
            }
            None => {
                let Some(last) = last else { return };
                if head_ty.lanes() == Some(w) {
                    last
                } else if head_ty.scalar() == Type::i1() {
                    // `createWrPredRegion`.
                    let f = &s.out.func;
                    let slice_ty = f.value_ty(&last);
                    let callee = format!(
                        "llvm.genx.wrpredregion.{}.{}",
                        crate::mangle::mangle(head_ty),
                        crate::mangle::mangle(slice_ty)
                    );
                    let at = Value::Const(Constant::Int {
                        ty: Type::int(32),
                        value: start as i128,
                    });
                    let data = crate::region_utils::call(
                        f,
                        &callee,
                        head_ty,
                        vec![prev.clone(), last.clone(), at],
                        "",
                    );
                    let name = format!("{}.join{start}", base_name(f, &last));
                    s.insert(data, &name, p.head)
                } else {
                    let eb = elem_bytes(head_ty.scalar());
                    let mut r = whole_region(Type::vector(w, head_ty.scalar()));
                    r.vstride = 0;
                    r.offset = (start * eb) as i64;
                    let name = format!("{}.join{start}", base_name(&s.out.func, &last));
                    let data = r.wr_region(&s.out.func, prev.clone(), last, "");
                    s.insert(data, &name, p.head)
                }
            }
        };
        prev = joined;
        start += w;
    }
    cursor::replace_all_uses(&mut out.func, &Value::Inst(p.head), &prev);
    // The original bale goes, last first, once nothing reads it.
    for (i, _) in p.members.iter().rev() {
        if live(&out.func, *i) && !cursor::has_uses(&out.func, &Value::Inst(*i)) {
            let _ = FuncCursor::new(&mut out.func).at_inst(*i).remove_inst();
        }
    }
    let bale: Vec<String> = p
        .members
        .iter()
        .map(|(i, _)| format!("%{}", out.func.insts[*i].name.as_deref().unwrap_or("")))
        .collect();
    out.notes.push(format!(
        "bale {} split {}: {}",
        bale.join(" "),
        widths
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join("+"),
        made.join(" ")
    ));
}
