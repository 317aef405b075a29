//! The IR rewrites GenXBaling performs while it bales, modelled on a copy:
//! the input function never changes; `rewrite` returns the function as the
//! backend leaves it (what IGC prints after `-GenXFuncBaling`) and a note per
//! rewrite. Baling the rewritten copy gives IGC's `-print-baling-info` dump.
//!
//! Rewrites, in GenXBaling's order:
//! * the "split" of a wrregion's multi-use new value (`prologue`): the
//!   other users read the written region back (`%split = rdregion`);
//! * a store to a global of a value that is a phi of legal global-store
//!   values is duplicated into the phi's incoming blocks
//!   (`propagatePhiGStores`);
//! * a bitcast stored to a global is folded into the store's pointer
//!   (`foldBitCastInst`), so that the store bales the wrregion;
//! * a store of a global's own load to it is deleted, then every
//!   instruction left without uses and side effects;
//! * a phi with a single incoming value is replaced by that value;
//! * a select becomes a predicated wrregion (`processSelectToPredicate`).
//!
//! Every rewrite edits a copy of the function with [`FuncCursor`] (typed
//! ids; new instructions take the debug location of the instruction they
//! stand for or are inserted before).

use crate::mangle::mangle;
use lanes_ir::cursor::{self, FuncCursor};
use lanes_ir::{Function, InstId, Opcode, Type, TypeData, Value};
use rustc_hash::FxHashSet;

use crate::intrinsics::{self as intr, Intrinsic, classify, wr};
use crate::view::{View, inst_map};

/// A function after GenXBaling's rewrites.
#[derive(Clone, Debug)]
pub struct Rewritten {
    pub func: Function,
    /// One line per rewrite, in the order applied.
    pub notes: Vec<String>,
}

/// How a value is written in a note (`%x`).
fn local(f: &Function, i: InstId) -> String {
    lanes_ir::print::value_to_string(f, &Value::Inst(i))
}

fn int_or_fp(t: Type) -> &'static str {
    if t.int_bits().is_some() { "i" } else { "f" }
}

/// The value behind a chain of bitcast instructions.
fn peel(f: &Function, v: &Value) -> Value {
    let mut v = v.clone();
    while let Some(i) = v.as_inst() {
        if f.insts[i].opcode != Opcode::BitCast {
            break;
        }
        v = f.insts[i].operands[0].clone();
    }
    v
}

/// IGC's `isLegalValueForGlobalStore`: the value (through bitcasts) is a
/// wrregion into a load of the same global.
fn legal_gstore_value(f: &Function, v: &Value, g: &str) -> bool {
    let Some(w) = peel(f, v).as_inst() else {
        return false;
    };
    let wi = &f.insts[w];
    if classify(wi) != Some(Intrinsic::WrRegion) {
        return false;
    }
    let old = peel(f, &wi.operands[wr::OLD]);
    old.as_inst()
        .is_some_and(|l| intr::global_read(f, &f.insts[l]) == Some(g))
}

/// The pointer operand for storing a value of type `ty` to global `g`
/// whose store was through `ptr`: unchanged when the types agree, otherwise
/// a constant bitcast of the global (typed pointers) or the same `ptr`.
fn store_pointer(f: &Function, ptr: &Value, ty: Type, stored: Type) -> Option<Value> {
    if ty == stored {
        return Some(ptr.clone());
    }
    match f.value_ty(ptr).data() {
        TypeData::Ptr { .. } => Some(ptr.clone()),
        TypeData::TypedPtr { addrspace, .. } => {
            let Value::Const(g @ lanes_ir::Constant::Global { .. }) = ptr else {
                return None;
            };
            let to = Type::typed_ptr(ty, *addrspace);
            Some(Value::Const(lanes_ir::Constant::Expr(Box::new(
                lanes_ir::ConstExpr {
                    ty: to,
                    op: Opcode::BitCast,
                    flags: Vec::new(),
                    source_ty: None,
                    operands: vec![g.clone()],
                    indices: Vec::new(),
                },
            ))))
        }
        _ => None,
    }
}

/// A store of `v` through `ptr`, volatile or not (`new StoreInst`).
fn new_store(volatile: bool, v: Value, ptr: Value) -> lanes_ir::InstData {
    let mut d = cursor::new_inst(Opcode::Store, None, Type::void(), vec![v, ptr]);
    if volatile {
        d.flags.insert(lanes_ir::Flags::VOLATILE);
    }
    d
}

/// The prologue's wrregion "split" (`skipTransform` decides against it when
/// the other uses would keep two versions of the vector live).
fn skip_split(v: &View, def: InstId, user: InstId) -> bool {
    let f = v.func;
    if f.insts[def].opcode == Opcode::ExtractValue {
        return true;
    }
    let bb = v.block_of(user);
    let mut others: FxHashSet<InstId> = FxHashSet::default();
    for &(u, _) in &v.users[def] {
        if v.block_of(u) != bb {
            return true;
        }
        if u != user {
            others.insert(u);
        }
    }
    let local = v.users[user].iter().all(|&(u, _)| v.block_of(u) == bb);
    let mut uses: FxHashSet<InstId> = if local {
        v.users[user].iter().map(|&(u, _)| u).collect()
    } else {
        FxHashSet::default()
    };
    let insts = &f.blocks[bb].insts;
    // `user` is in `bb`: its position there is its distance in program
    // order from the block's first instruction.
    let start = (v.order[user] - v.order[insts[0]]) as usize;
    for &x in &insts[start..insts.len() - 1] {
        if others.is_empty() || local && uses.is_empty() {
            break;
        }
        let xi = v.inst(x);
        if classify(xi) == Some(Intrinsic::WrRegion) && xi.operands[wr::OLD].as_inst() == Some(user)
        {
            return true;
        }
        others.remove(&x);
        uses.remove(&x);
    }
    !others.is_empty()
}

/// The prologue's wrregion split: the other users of a multi-use new value
/// read it back from the wrregion (`%split = rdregion`, at the wrregion's
/// debug location). One split per call; returns whether it made one.
fn split_step(f: &mut Function, n: &mut usize, notes: &mut Vec<String>) -> bool {
    let v = View::new(f);
    let mut found = None;
    'search: for (_, b) in f.blocks.iter() {
        for &w in b.insts.iter().rev() {
            let wi = v.inst(w);
            if classify(wi) != Some(Intrinsic::WrRegion) {
                continue;
            }
            let Some(nv) = wi.operands[wr::NEW].as_inst() else {
                continue;
            };
            if v.users[nv].len() < 2 {
                continue;
            }
            if crate::region::Region::of(f, wi).is_none_or(|r| r.is_indirect())
                || skip_split(&v, nv, w)
                || !wi.operands.get(wr::MASK).is_some_and(|m| {
                    m.as_const()
                        .and_then(|c| c.splat_int())
                        .is_some_and(|x| x != 0)
                })
            {
                continue;
            }
            found = Some((w, nv));
            break 'search;
        }
    }
    let Some((id, nv)) = found else {
        return false;
    };
    let wi = f.insts[id].clone();
    let nty = f.insts[nv].ty;
    let name = if *n == 0 {
        "split".to_string()
    } else {
        format!("split{n}")
    };
    *n += 1;
    let idx_ty = f.value_ty(&wi.operands[wr::INDEX]);
    let callee = format!(
        "llvm.genx.rdregion{}.{}.{}.{}",
        int_or_fp(nty),
        mangle(nty),
        mangle(wi.ty),
        mangle(idx_ty)
    );
    let mut args = vec![Value::Inst(id)];
    args.extend(wi.operands[wr::VSTRIDE..=wr::PARENT_WIDTH].iter().cloned());
    let read = crate::region_utils::call(f, &callee, nty, args, &name);
    let old = local(f, nv);
    let mut c = FuncCursor::new(f);
    c.goto_after_inst(id);
    c.use_srcloc(id);
    let split = Value::Inst(c.insert_inst(read));
    replace_operand_uses(f, &Value::Inst(nv), &split, Some(id));
    notes.push(format!(
        "split: %{name} reads {old} back from {} for its other uses",
        local(f, id)
    ));
    true
}

/// Replaces `old` by `new` where instructions read it as an operand (not
/// in debug intrinsics, whose metadata is not a use, nor in `except`).
fn replace_operand_uses(f: &mut Function, old: &Value, new: &Value, except: Option<InstId>) {
    let ids: Vec<InstId> = f.insts_in_order().collect();
    for id in ids {
        if Some(id) == except || classify(&f.insts[id]) == Some(Intrinsic::Debug) {
            continue;
        }
        for op in f.insts[id].operands.iter_mut() {
            if op == old {
                *op = new.clone();
            }
        }
    }
}

/// What GenXBaling does to one global store before baling.
enum GStore {
    /// `propagatePhiGStore`: a store of each incoming value (through the
    /// pointer for its type) before the terminator of its block.
    Propagate(Vec<(InstId, Value, Value)>),
    /// `foldBitCastInst`: the bitcast's input stored through the pointer
    /// for its type.
    Fold(Value, Value),
    /// A store of the global's own load.
    Delete,
}

/// GenXBaling's global-store rewrites (`propagatePhiGStores`,
/// `foldBitCastInst`, the deletion of a store of the global's own load),
/// decided on `f` as it is, then made with the cursor: a new store takes
/// the debug location of the instruction it is inserted for. Returns
/// whether anything changed.
fn gstore_step(f: &mut Function, notes: &mut Vec<String>) -> bool {
    let mut plan: Vec<(InstId, bool, GStore)> = Vec::new();
    for i in f.insts_in_order() {
        let si = &f.insts[i];
        if si.opcode != Opcode::Store {
            continue;
        }
        let Some(g) = intr::global_stored(f, si) else {
            continue;
        };
        let volatile = si.flags.contains(lanes_ir::Flags::VOLATILE);
        let val = &si.operands[0];
        let ptr = &si.operands[1];
        let stored = f.value_ty(val);
        // Propagation of a phi's incoming values into its blocks.
        if let Some(p) = peel(f, val).as_inst()
            && f.insts[p].opcode == Opcode::Phi
        {
            let pi = &f.insts[p];
            let single_succ = pi.blocks.iter().all(|&b| {
                f.terminator(b)
                    .is_some_and(|t| f.insts[t].successors().len() == 1)
            });
            if single_succ && pi.operands.iter().all(|o| legal_gstore_value(f, o, g)) {
                let into: Option<Vec<_>> = pi
                    .operands
                    .iter()
                    .zip(&pi.blocks)
                    .map(|(o, &b)| {
                        let x = peel(f, o);
                        let pt = store_pointer(f, ptr, f.value_ty(&x), stored)?;
                        Some((f.terminator(b)?, x, pt))
                    })
                    .collect();
                if let Some(into) = into {
                    notes.push(format!(
                        "gstore: the store of {} to @{g} moves into the incoming blocks of {}",
                        lanes_ir::print::value_to_string(f, val),
                        lanes_ir::print::value_to_string(f, &Value::Inst(p))
                    ));
                    plan.push((i, volatile, GStore::Propagate(into)));
                    continue;
                }
            }
        }
        // A bitcast folded into the store's pointer.
        if let Some(c) = val.as_inst()
            && f.insts[c].opcode == Opcode::BitCast
        {
            let x = peel(f, val);
            let tx = f.value_ty(&x);
            let predicate_vector = tx.scalar().int_bits() == Some(1) && tx.is_vector();
            if !tx.is_ptr()
                && !predicate_vector
                && let Some(pt) = store_pointer(f, ptr, tx, stored)
            {
                notes.push(format!(
                    "gstore: the bitcast {} folds into the store's pointer",
                    lanes_ir::print::value_to_string(f, val)
                ));
                plan.push((i, volatile, GStore::Fold(x, pt)));
                continue;
            }
        }
        // A global stored with its own value.
        if let Some(l) = val.as_inst()
            && intr::global_read(f, &f.insts[l]) == Some(g)
        {
            notes.push(format!("gstore: @{g} stored with its own load, deleted"));
            plan.push((i, volatile, GStore::Delete));
        }
    }
    let changed = !plan.is_empty();
    for (store, volatile, what) in plan {
        match what {
            GStore::Propagate(into) => {
                for (term, x, pt) in into {
                    let mut c = FuncCursor::new(f).at_inst(term);
                    c.use_srcloc(term);
                    c.insert_inst(new_store(volatile, x, pt));
                }
            }
            GStore::Fold(x, pt) => {
                let mut c = FuncCursor::new(f).at_inst(store);
                c.use_srcloc(store);
                c.insert_inst(new_store(volatile, x, pt));
            }
            GStore::Delete => {}
        }
        FuncCursor::new(f).at_inst(store).remove_inst();
    }
    changed
}

/// Instructions left without uses and without side effects go (debug
/// uses of them become `undef`, as LLVM's erasure leaves them), then the
/// first phi with a single incoming value is replaced by it. Returns
/// whether anything changed.
fn cleanup_step(f: &mut Function, notes: &mut Vec<String>) -> bool {
    let v = View::new(f);
    let mut dead = inst_map(f, false);
    loop {
        let mut changed = false;
        for i in v.insts() {
            let pure = crate::baling::removable(&v, i);
            let unused = v.users[i].iter().all(|&(u, _)| dead[u] || u == i);
            if !dead[i] && pure && unused {
                dead[i] = true;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let gone: Vec<InstId> = v.insts().filter(|&i| dead[i]).collect();
    let phi = v
        .insts()
        .find(|&i| !dead[i] && v.inst(i).opcode == Opcode::Phi && v.inst(i).operands.len() == 1);
    let any = !gone.is_empty() || phi.is_some();
    for i in gone {
        let undef = Value::Const(lanes_ir::Constant::Undef(f.insts[i].ty));
        cursor::replace_all_uses(f, &Value::Inst(i), &undef);
        FuncCursor::new(f).at_inst(i).remove_inst();
    }
    if let Some(p) = phi {
        let to = f.insts[p].operands[0].clone();
        notes.push(format!(
            "phi {} with one incoming value removed",
            local(f, p)
        ));
        cursor::replace_all_uses(f, &Value::Inst(p), &to);
        FuncCursor::new(f).at_inst(p).remove_inst();
    }
    any
}

/// Selects that become predicated wrregions (`processSelectToPredicate`):
/// `wrregion(old, new, <n;n,1>, 0, mask)`, the mask inverted by an `xor`
/// when the select's false value is the one written. Returns whether any
/// did.
fn select_step(f: &mut Function, grf: u32, notes: &mut Vec<String>) -> bool {
    let conv = crate::baling::select_conversions(f, grf);
    for (k, &(s, inverted)) in conv.iter().enumerate() {
        let si = f.insts[s].clone();
        let (new, old) = if inverted {
            (si.operands[2].clone(), si.operands[1].clone())
        } else {
            (si.operands[1].clone(), si.operands[2].clone())
        };
        let cond = si.operands[0].clone();
        let cty = f.value_ty(&cond);
        let note = format!(
            "select {} becomes a wrregion of {} predicated by {}{}",
            local(f, s),
            lanes_ir::print::value_to_string(f, &new),
            if inverted { "the inverse of " } else { "" },
            lanes_ir::print::value_to_string(f, &cond)
        );
        let mut c = FuncCursor::new(f).at_inst(s);
        c.use_srcloc(s);
        let mask = if inverted {
            let name = if k == 0 {
                "inv".to_string()
            } else {
                format!("inv{k}")
            };
            let lanes = cty.lanes().unwrap_or(1);
            let t = lanes_ir::Constant::Int {
                ty: Type::i1(),
                value: -1,
            };
            let ones = lanes_ir::Constant::Aggregate {
                ty: cty,
                elems: vec![t; lanes as usize].into(),
            };
            let x = cursor::new_inst(
                Opcode::Xor,
                Some(&name),
                cty,
                vec![cond.clone(), Value::Const(ones)],
            );
            Value::Inst(c.insert_inst(x))
        } else {
            cond.clone()
        };
        let n = si.ty.lanes().unwrap_or(1) as i128;
        let i32c = |v: i128| {
            Value::Const(lanes_ir::Constant::Int {
                ty: Type::int(32),
                value: v,
            })
        };
        let callee = format!(
            "llvm.genx.wrregion{}.{}.{}.i16.{}",
            int_or_fp(si.ty),
            mangle(si.ty),
            mangle(c.func.value_ty(&new)),
            mangle(cty)
        );
        let args = vec![
            old,
            new,
            i32c(0),
            i32c(n),
            i32c(1),
            Value::Const(lanes_ir::Constant::Int {
                ty: Type::int(16),
                value: 0,
            }),
            Value::Const(lanes_ir::Constant::Undef(Type::int(32))),
            mask,
        ];
        let name = si.name.as_deref().unwrap_or("").to_string();
        let mut w = crate::region_utils::call(c.func, &callee, si.ty, args, &name);
        w.name = si.name.clone();
        c.func.insts[s].name = None;
        let w = Value::Inst(c.insert_inst(w));
        cursor::replace_all_uses(f, &Value::Inst(s), &w);
        FuncCursor::new(f).at_inst(s).remove_inst();
        notes.push(note);
    }
    !conv.is_empty()
}

/// GenXBaling's rewrites of `f` (see the module comment).
pub fn rewrite(f: &Function, grf_bytes: u32) -> Rewritten {
    let mut cur = f.clone();
    let mut notes = Vec::new();
    // Each step runs until it has nothing left to do (a bound keeps a
    // rewrite from looping).
    let mut splits = 0;
    for _ in 0..16 {
        if !split_step(&mut cur, &mut splits, &mut notes) {
            break;
        }
    }
    for _ in 0..16 {
        if !gstore_step(&mut cur, &mut notes) {
            break;
        }
    }
    for _ in 0..16 {
        if !cleanup_step(&mut cur, &mut notes) {
            break;
        }
    }
    for _ in 0..16 {
        if !select_step(&mut cur, grf_bytes, &mut notes) {
            break;
        }
    }
    cursor::compact(&mut cur);
    Rewritten { func: cur, notes }
}
