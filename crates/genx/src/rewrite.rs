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
//! The split, the cleanup and the select conversion edit a copy of the
//! function with [`FuncCursor`] (typed ids; new instructions take the debug
//! location of the instruction they stand for). The global-store rewrites
//! still edit the printed text, parsed again ([`apply`], which the
//! coalescing copies of `igc.rs` share): they write constant-expression
//! pointers (`bitcast (@g to T*)`).

use lanes_ir::cursor::{self, FuncCursor};
use lanes_ir::{Function, InstId, Opcode, Type, TypeData, Value};
use rustc_hash::{FxHashMap, FxHashSet};

use crate::intrinsics::{self as intr, Intrinsic, classify, wr};
use crate::view::{View, inst_id, ix};

/// A function after GenXBaling's rewrites.
#[derive(Clone, Debug)]
pub struct Rewritten {
    pub func: Function,
    /// One line per rewrite, in the order applied.
    pub notes: Vec<String>,
}

/// Text edits keyed by instruction.
#[derive(Default)]
pub(crate) struct Edits {
    pub(crate) replace: FxHashMap<InstId, Vec<String>>,
    pub(crate) before: FxHashMap<InstId, Vec<String>>,
    pub(crate) after: FxHashMap<InstId, Vec<String>>,
    /// Value renames applied to every line: `%old` becomes the text.
    pub(crate) uses: Vec<(String, String, Option<InstId>)>,
    /// Value renames applied to one instruction's operands only.
    pub(crate) uses_in: FxHashMap<InstId, Vec<(String, String)>>,
}

impl Edits {
    pub(crate) fn is_empty(&self) -> bool {
        self.replace.is_empty()
            && self.before.is_empty()
            && self.after.is_empty()
            && self.uses.is_empty()
            && self.uses_in.is_empty()
    }
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '$' | '-')
}

/// Replaces the value `%old` (a whole token) with `new` in `line`.
fn rename(line: &str, old: &str, new: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(p) = rest.find(old) {
        let end = p + old.len();
        let boundary = !rest[end..].chars().next().is_some_and(is_ident);
        out.push_str(&rest[..p]);
        out.push_str(if boundary { new } else { old });
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// Applies edits to the printed function and parses the result.
pub(crate) fn apply(f: &Function, e: &Edits) -> Option<Function> {
    let text = lanes_ir::print::print_function(f);
    // In printed order: the layout, which need not be the blocks' order of
    // creation (a branch may name a block before an earlier one).
    let order: Vec<InstId> = f
        .layout
        .iter()
        .flat_map(|&b| f.blocks[b].insts.iter().copied())
        .collect();
    let mut next = 0;
    let mut out = String::new();
    for line in text.lines() {
        let t = line.trim_start();
        let cur = order.get(next).copied();
        let is_inst = cur.is_some_and(|i| {
            // An instruction printed on several lines (a switch) is known
            // by its first line; the others pass through unchanged.
            let full = lanes_ir::print::print_inst(f, i);
            let p = full.lines().next().unwrap_or("");
            t == p || t.starts_with(p) && t[p.len()..].starts_with(',')
        });
        let mut lines: Vec<String> = Vec::new();
        match cur.filter(|_| is_inst) {
            Some(i) => {
                next += 1;
                lines.extend(e.before.get(&i).into_iter().flatten().cloned());
                match e.replace.get(&i) {
                    Some(r) => lines.extend(r.iter().cloned()),
                    None => {
                        // Operands only: the definition keeps its name.
                        let (def, mut l) = match t.find(" = ") {
                            Some(p) if t.starts_with('%') => {
                                let indent = &line[..line.len() - t.len()];
                                (format!("{indent}{}", &t[..p + 3]), t[p + 3..].to_string())
                            }
                            _ => (String::new(), line.to_string()),
                        };
                        // Debug intrinsics refer to values through
                        // metadata, which is not a use: they keep theirs.
                        let debug = classify(&f.insts[i]) == Some(Intrinsic::Debug);
                        for (old, new, except) in &e.uses {
                            if *except != Some(i) && !debug {
                                l = rename(&l, old, new);
                            }
                        }
                        for (old, new) in e.uses_in.get(&i).into_iter().flatten() {
                            l = rename(&l, old, new);
                        }
                        lines.push(def + &l);
                    }
                }
                lines.extend(e.after.get(&i).into_iter().flatten().cloned());
            }
            None => lines.push(line.to_string()),
        }
        for l in lines {
            out.push_str(&l);
            out.push('\n');
        }
    }
    if next != order.len() {
        return None;
    }
    let (g, diags) = lanes_ir::parse_function(&out);
    if diags
        .iter()
        .any(|d| d.severity == lanes_ir::Severity::Error)
    {
        return None;
    }
    g
}

pub(crate) fn local(f: &Function, i: u32) -> String {
    lanes_ir::print::value_to_string(f, &Value::Inst(inst_id(i)))
}

pub(crate) fn typed(f: &Function, v: &Value) -> String {
    lanes_ir::print::typed_value_to_string(f, v)
}

/// LLVM's overloaded-intrinsic suffix for a type (`v16i32`, `f64`, `i16`).
pub(crate) fn mangle(t: Type) -> String {
    match t.data() {
        TypeData::Vector { len, elem, .. } => format!("v{len}{}", mangle(*elem)),
        TypeData::Int(b) => format!("i{b}"),
        TypeData::Half => "f16".into(),
        TypeData::BFloat => "bf16".into(),
        TypeData::Float => "f32".into(),
        TypeData::Double => "f64".into(),
        _ => "x".into(),
    }
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

/// The pointer operand text for storing a value of type `ty` to global `g`
/// whose store was through `ptr`: unchanged when the types agree, otherwise
/// a constant bitcast of the global (typed pointers) or the same `ptr`.
fn store_pointer(f: &Function, ptr: &Value, ty: Type, stored: Type) -> Option<String> {
    if ty == stored {
        return Some(typed(f, ptr));
    }
    let pt = f.value_ty(ptr);
    match pt.data() {
        TypeData::Ptr { .. } => Some(typed(f, ptr)),
        TypeData::TypedPtr { addrspace, .. } => {
            let Value::Const(lanes_ir::Constant::Global { .. }) = ptr else {
                return None;
            };
            let to = Type::typed_ptr(ty, *addrspace);
            Some(format!("{to} bitcast ({} to {to})", typed(f, ptr)))
        }
        _ => None,
    }
}

fn store_line(f: &Function, volatile: bool, v: &Value, ptr: &str) -> String {
    format!(
        "  store {}{}, {ptr}",
        if volatile { "volatile " } else { "" },
        typed(f, v)
    )
}

/// The prologue's wrregion "split" (`skipTransform` decides against it when
/// the other uses would keep two versions of the vector live).
fn skip_split(v: &View, def: u32, user: u32) -> bool {
    let f = v.func;
    if f.insts[inst_id(def)].opcode == Opcode::ExtractValue {
        return true;
    }
    let bb = v.block_of(user);
    let mut others: FxHashSet<u32> = FxHashSet::default();
    for &(u, _) in &v.users[def as usize] {
        if v.block_of(u) != bb {
            return true;
        }
        if u != user {
            others.insert(u);
        }
    }
    let local = v.users[user as usize]
        .iter()
        .all(|&(u, _)| v.block_of(u) == bb);
    let mut uses: FxHashSet<u32> = if local {
        v.users[user as usize].iter().map(|&(u, _)| u).collect()
    } else {
        FxHashSet::default()
    };
    let insts = &f.blocks[bb].insts;
    let start = insts.iter().position(|&x| ix(x) == user).unwrap_or(0);
    for &x in &insts[start..insts.len() - 1] {
        let x = ix(x);
        if others.is_empty() || local && uses.is_empty() {
            break;
        }
        let xi = v.inst(x);
        if classify(xi) == Some(Intrinsic::WrRegion)
            && xi.operands[wr::OLD].as_inst().map(ix) == Some(user)
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
        for &id in b.insts.iter().rev() {
            let w = ix(id);
            let wi = v.inst(w);
            if classify(wi) != Some(Intrinsic::WrRegion) {
                continue;
            }
            let Some(nv) = wi.operands[wr::NEW].as_inst().map(ix) else {
                continue;
            };
            if v.users[nv as usize].len() < 2 {
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
            found = Some((id, inst_id(nv)));
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
    let read = crate::collapse::region::call(f, &callee, nty, args, &name);
    let old = local(f, ix(nv));
    let mut c = FuncCursor::new(f);
    c.goto_after_inst(id);
    c.use_srcloc(id);
    let split = Value::Inst(c.insert_inst(read));
    replace_operand_uses(f, &Value::Inst(nv), &split, Some(id));
    notes.push(format!(
        "split: %{name} reads {old} back from {} for its other uses",
        local(f, ix(id))
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

fn gstore_edits(f: &Function, notes: &mut Vec<String>) -> Edits {
    let v = View::new(f);
    let mut e = Edits::default();
    for i in v.insts() {
        let si = v.inst(i);
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
                let mut ok = true;
                for (o, &b) in pi.operands.iter().zip(&pi.blocks) {
                    let x = peel(f, o);
                    let tx = f.value_ty(&x);
                    let Some(pt) = store_pointer(f, ptr, tx, stored) else {
                        ok = false;
                        break;
                    };
                    let t = f.terminator(b).unwrap();
                    e.before
                        .entry(t)
                        .or_default()
                        .push(store_line(f, volatile, &x, &pt));
                }
                if ok {
                    e.replace.insert(inst_id(i), Vec::new());
                    notes.push(format!(
                        "gstore: the store of {} to @{g} moves into the incoming blocks of {}",
                        lanes_ir::print::value_to_string(f, val),
                        local(f, ix(p))
                    ));
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
                e.replace
                    .insert(inst_id(i), vec![store_line(f, volatile, &x, &pt)]);
                notes.push(format!(
                    "gstore: the bitcast {} folds into the store's pointer",
                    lanes_ir::print::value_to_string(f, val)
                ));
                continue;
            }
        }
        // A global stored with its own value.
        if let Some(l) = val.as_inst()
            && intr::global_read(f, &f.insts[l]) == Some(g)
        {
            e.replace.insert(inst_id(i), Vec::new());
            notes.push(format!("gstore: @{g} stored with its own load, deleted"));
        }
    }
    e
}

/// Instructions left without uses and without side effects go (debug
/// uses of them become `undef`, as LLVM's erasure leaves them), then the
/// first phi with a single incoming value is replaced by it. Returns
/// whether anything changed.
fn cleanup_step(f: &mut Function, notes: &mut Vec<String>) -> bool {
    let v = View::new(f);
    let mut dead = vec![false; f.insts.len()];
    loop {
        let mut changed = false;
        for i in v.insts() {
            let pure = crate::baling::removable(&v, i);
            let unused = v.users[i as usize]
                .iter()
                .all(|&(u, _)| dead[u as usize] || u == i);
            if !dead[i as usize] && pure && unused {
                dead[i as usize] = true;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let gone: Vec<InstId> = v
        .insts()
        .filter(|&i| dead[i as usize])
        .map(inst_id)
        .collect();
    let phi = v
        .insts()
        .find(|&i| {
            !dead[i as usize] && v.inst(i).opcode == Opcode::Phi && v.inst(i).operands.len() == 1
        })
        .map(inst_id);
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
            local(f, ix(p))
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
        let s = inst_id(s);
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
            local(f, ix(s)),
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
        let mut w = crate::collapse::region::call(c.func, &callee, si.ty, args, &name);
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
        let mut step_notes = Vec::new();
        let e = gstore_edits(&cur, &mut step_notes);
        if e.is_empty() {
            break;
        }
        match apply(&cur, &e) {
            Some(g) => {
                cur = g;
                notes.extend(step_notes);
            }
            None => break,
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
