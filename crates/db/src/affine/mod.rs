//! Induction variables and affine forms.
//!
//! Every integer or pointer value is described, where possible, as
//! `c0 + Σ ci·t_i` where each term `t_i` is either the iteration number of a
//! loop (`Iter(L)`: 0 in the first execution of L's header, 1 in the second,
//! …) or an opaque value (an argument, a global's address, an instruction
//! whose result is not affine). An induction variable `i = phi [s, pre],
//! [i + c, latch]` of loop L is then `affine(s) + c·Iter(L)`, and all IVs of
//! one loop share one term, which is what dependence tests and stride
//! classification need: `a[2i+1]` and `a[2i]` differ by a constant.
//!
//! Pointers are affine too, in bytes: a GEP adds `index × element size`.
//! Casts between integer widths are looked through (as SCEV does under the
//! no-wrap flags the front end emits for induction arithmetic).

use la_arena::ArenaMap;
use lanes_ir::{Constant, Function, InstId, Opcode, Predicate, Type, TypeData, Value};
use rustc_hash::FxHashMap;

use crate::layout::TypeLayout;
use crate::loops::{LoopForest, LoopIdx};

mod form;

pub use form::{Affine, AffineDisplay, Term};

/// How an induction variable advances per iteration.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Step {
    /// A constant (in bytes for pointer IVs).
    Const(i128),
    /// A loop-invariant value (in elements of the GEP's type for pointer IVs,
    /// scaled by `scale` bytes).
    Invariant { value: Value, scale: i128 },
}

/// An induction variable: a header phi advanced by a loop-invariant step.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Induction {
    pub phi: InstId,
    pub loop_: LoopIdx,
    /// Incoming value from outside the loop.
    pub start: Value,
    /// The instruction that computes the next value on the latch edge.
    pub update: InstId,
    pub step: Step,
    pub is_pointer: bool,
}

/// IVs of every loop and affine forms of every value of one function.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct FunctionAffine {
    /// Every loop's IVs, the loops' in forest order.
    pub inductions: Vec<Induction>,
    /// The range of `inductions` of each loop that has any, and the index of
    /// each IV's phi: lookups per loop and per phi without a scan of the
    /// function's IVs (a function of many loops has many).
    by_loop: FxHashMap<LoopIdx, (u32, u32)>,
    by_phi: FxHashMap<InstId, u32>,
    /// Affine form of each instruction result that has one.
    pub forms: ArenaMap<InstId, Affine>,
}

impl FunctionAffine {
    pub fn inductions_of(&self, l: LoopIdx) -> impl Iterator<Item = &Induction> {
        let (lo, hi) = self.by_loop.get(&l).copied().unwrap_or((0, 0));
        self.inductions[lo as usize..hi as usize].iter()
    }
    pub fn induction(&self, phi: InstId) -> Option<&Induction> {
        self.by_phi.get(&phi).map(|&k| &self.inductions[k as usize])
    }
    /// Affine form of any operand (constant GEP expressions need `form_with`).
    pub fn form(&self, v: &Value) -> Option<Affine> {
        match v {
            Value::Const(c) => const_form(c, None),
            v => self.form_with(v, &TypeLayout::default()),
        }
    }

    /// Affine form of any operand, sizing constant GEP expressions with `tl`.
    pub fn form_with(&self, v: &Value, tl: &TypeLayout) -> Option<Affine> {
        match v {
            Value::Inst(i) => self.forms.get(*i).cloned(),
            Value::Arg(a) => Some(Affine::term(Term::Arg(*a))),
            Value::Const(c) => const_form(c, Some(tl)),
            _ => None,
        }
    }
}

/// Affine form of a constant: integers, null, global addresses, and casts
/// and GEPs of those (pointer arithmetic wraps at 64 bits, as in LLVM).
fn const_form(c: &Constant, tl: Option<&TypeLayout>) -> Option<Affine> {
    match c {
        Constant::Int { value, .. } => Some(Affine::constant(*value)),
        Constant::Null(_) | Constant::Zero(_) if !c.ty().is_vector() => Some(Affine::constant(0)),
        Constant::Global { name, .. } => Some(Affine::term(Term::Global(name.clone()))),
        Constant::Undef(ty) if !ty.is_vector() => Some(Affine::term(Term::Undef)),
        Constant::Expr(e) if matches!(e.op, Opcode::BitCast | Opcode::AddrSpaceCast) => {
            const_form(e.operands.first()?, tl)
        }
        Constant::Expr(e) if e.op == Opcode::GetElementPtr && !e.ty.is_vector() => {
            let tl = tl?;
            let base = const_form(e.operands.first()?, Some(tl))?;
            let indices: Vec<Value> = e.operands[1..].iter().cloned().map(Value::Const).collect();
            let mut f = gep_form(tl, e.source_ty?, &base, &indices, &|v| match v {
                Value::Const(c) => const_form(c, Some(tl)),
                _ => None,
            })?;
            f.constant = f.constant as i64 as i128;
            Some(f)
        }
        _ => None,
    }
}

/// Finds IVs and computes affine forms for a function.
pub fn analyze(func: &Function, forest: &LoopForest, tl: &TypeLayout) -> FunctionAffine {
    let mut out = FunctionAffine::default();
    for (l, data) in forest.loops.iter() {
        let lo = out.inductions.len() as u32;
        for &i in &func.blocks[data.header].insts {
            let inst = &func.insts[i];
            if inst.opcode != Opcode::Phi {
                break;
            }
            if let Some(iv) = recognize_iv(func, forest, l, i, tl) {
                out.inductions.push(iv);
            }
        }
        let hi = out.inductions.len() as u32;
        if hi > lo {
            out.by_loop.insert(l, (lo, hi));
        }
    }
    out.by_phi = out
        .inductions
        .iter()
        .enumerate()
        .map(|(k, iv)| (iv.phi, k as u32))
        .collect();
    let iv_by_phi: FxHashMap<InstId, usize> = out
        .inductions
        .iter()
        .enumerate()
        .map(|(k, iv)| (iv.phi, k))
        .collect();
    // Program order is a topological order of non-phi definitions in
    // reducible SSA, except across blocks laid out before their dominators;
    // a demand-driven walk with memoization handles any order.
    let order: Vec<InstId> = func.insts_in_order().collect();
    let mut shifted = FxHashMap::default();
    let forms_pass = |shifted: &FxHashMap<InstId, Affine>| {
        let mut forms = ArenaMap::<InstId, Affine>::default();
        let mut state = ArenaMap::<InstId, u8>::default(); // 1 = in progress, 2 = done
        let cx = FormCx {
            func,
            tl,
            ivs: &out.inductions,
            iv_by_phi: &iv_by_phi,
            shifted,
        };
        for &i in &order {
            compute(&cx, &mut forms, &mut state, i);
        }
        forms
    };
    out.forms = forms_pass(&shifted);
    // A header phi that is another recurrence one iteration late has the
    // form of its latch value moved back one iteration; the forms read
    // through it are computed again.
    shifted = shifted_phis(func, forest, &out);
    if !shifted.is_empty() {
        out.forms = forms_pass(&shifted);
    }
    out
}

/// What the forms of one function are built from.
struct FormCx<'a> {
    func: &'a Function,
    tl: &'a TypeLayout,
    ivs: &'a [Induction],
    iv_by_phi: &'a FxHashMap<InstId, usize>,
    /// Header phis that are a recurrence one iteration late, with their
    /// forms ([`shifted_phis`]).
    shifted: &'a FxHashMap<InstId, Affine>,
}

/// Header phis `phi [s, preheader], [b, latch]` that are no induction
/// but whose latch value `b` has a form `F` stepping by a constant `c`
/// per iteration of the loop, not reading the phi, with `s = F - c`: the
/// phi is `b` one iteration late, of form `F - c` (SCEV's
/// `createAddRecFromPHI` through `SCEVShiftRewriter`; e.g. `i = phi [0],
/// [zext j]` for an induction `j = {4,+,4}`).
fn shifted_phis(
    func: &Function,
    forest: &LoopForest,
    aff: &FunctionAffine,
) -> FxHashMap<InstId, Affine> {
    let mut out = FxHashMap::default();
    for (l, data) in forest.loops.iter() {
        let Some(latch) = data.latch() else {
            continue;
        };
        for &i in &func.blocks[data.header].insts {
            let inst = &func.insts[i];
            if inst.opcode != Opcode::Phi {
                break;
            }
            if aff.induction(i).is_some() || inst.operands.len() != 2 || !inst.ty.is_int() {
                continue;
            }
            let Some(k) = inst.blocks.iter().position(|&b| b == latch) else {
                continue;
            };
            let (Some(back), Some(start)) =
                (aff.form(&inst.operands[k]), aff.form(&inst.operands[1 - k]))
            else {
                continue;
            };
            let c = back.coeff(&Term::Iter(l));
            let reads_phi = back.coeff(&Term::Inst(i)) != 0;
            let late = back.add(&Affine::constant(-c));
            if c != 0 && !reads_phi && late == start.add(&Affine::term(Term::Iter(l)).scale(c)) {
                out.insert(i, late);
            }
        }
    }
    out
}

fn recognize_iv(
    func: &Function,
    forest: &LoopForest,
    l: LoopIdx,
    phi: InstId,
    tl: &TypeLayout,
) -> Option<Induction> {
    let data = &forest.loops[l];
    let inst = &func.insts[phi];
    if !(inst.ty.is_int() || inst.ty.is_ptr()) {
        return None;
    }
    let mut start: Option<&Value> = None;
    let mut update: Option<&Value> = None;
    for (v, b) in inst.operands.iter().zip(&inst.blocks) {
        let slot = if data.contains(*b) {
            &mut update
        } else {
            &mut start
        };
        match slot {
            Some(prev) if *prev != v => return None,
            _ => *slot = Some(v),
        }
    }
    let (start, update) = (start?.clone(), update?.as_inst()?);
    let u = &func.insts[update];
    if !data.contains(u.block) {
        return None;
    }
    let invariant = |v: &Value| match v {
        Value::Inst(i) => !data.contains(func.insts[*i].block),
        _ => true,
    };
    let is_phi =
        |v: &Value| resolve_identity(func, &resolve_trivial_phis(func, v)).as_inst() == Some(phi);
    let step = match u.opcode {
        Opcode::Add if is_phi(&u.operands[0]) && invariant(&u.operands[1]) => {
            step_of(&u.operands[1], 1, 1)
        }
        Opcode::Add if is_phi(&u.operands[1]) && invariant(&u.operands[0]) => {
            step_of(&u.operands[0], 1, 1)
        }
        Opcode::Sub if is_phi(&u.operands[0]) && invariant(&u.operands[1]) => {
            step_of(&u.operands[1], -1, 1)
        }
        Opcode::GetElementPtr if is_phi(&u.operands[0]) => {
            let lanes_ir::Extra::Gep { source_ty } = u.extra else {
                return None;
            };
            gep_step(func, tl, source_ty, &u.operands[1..], invariant)?
        }
        _ => return None,
    };
    Some(Induction {
        phi,
        loop_: l,
        start,
        update,
        step,
        is_pointer: inst.ty.is_ptr(),
    })
}

/// The value an identity operation (`x + 0`, `x - 0`, `x | 0`, `x ^ 0`,
/// `x * 1`) leaves unchanged, through a chain of them: SCEV folds them
/// away, so an IV updated from `%iv.0 = add %iv, 0` is still `%iv`'s.
fn resolve_identity(func: &Function, v: &Value) -> Value {
    let mut cur = v.clone();
    for _ in 0..8 {
        let Some(i) = cur.as_inst() else { break };
        let inst = &func.insts[i];
        let ops = &inst.operands;
        let neutral = match inst.opcode {
            Opcode::Add | Opcode::Sub | Opcode::Or | Opcode::Xor => Some(0),
            Opcode::Mul => Some(1),
            _ => None,
        };
        let Some(k) = neutral else { break };
        if ops.get(1).and_then(Value::as_int) == Some(k) {
            cur = ops[0].clone();
        } else if inst.opcode != Opcode::Sub && ops.first().and_then(Value::as_int) == Some(k) {
            cur = ops[1].clone();
        } else {
            break;
        }
    }
    cur
}

/// The value a phi stands for when all its incoming values are that one
/// value (itself aside), as `SimplifyInstruction` folds it for SCEV
/// (`createNodeForPHI`); other values are returned as they are.
pub fn resolve_trivial_phis(func: &Function, v: &Value) -> Value {
    let mut cur = v.clone();
    for _ in 0..8 {
        let Some(i) = cur.as_inst() else { break };
        let inst = &func.insts[i];
        if inst.opcode != Opcode::Phi {
            break;
        }
        let mut one: Option<&Value> = None;
        for x in &inst.operands {
            if x.as_inst() == Some(i) || one == Some(x) {
                continue;
            }
            if one.is_some() {
                return cur;
            }
            one = Some(x);
        }
        match one {
            Some(x) => cur = x.clone(),
            None => break,
        }
    }
    cur
}

/// A header phi `p = phi [start, preheader], [q, latch]`, `q` an IV's phi
/// or update (`of`): SCEV's `createAddRecFromPHI` makes `p` the recurrence
/// `q` one iteration back when `start` is where that begins (clang's
/// `for (i = 1; i + 1 < n; i++)`: `i` is the previous `i + 1`).
struct ShiftedIv {
    iv: usize,
    of: InstId,
    update: bool,
    start: Value,
}

fn shifted_iv(
    func: &Function,
    ivs: &[Induction],
    iv_by_phi: &FxHashMap<InstId, usize>,
    i: InstId,
) -> Option<ShiftedIv> {
    let inst = &func.insts[i];
    if inst.opcode != Opcode::Phi || inst.operands.len() != 2 {
        return None;
    }
    for (k, q) in inst.operands.iter().enumerate() {
        let Some(qi) = q.as_inst() else { continue };
        let start = inst.operands[1 - k].clone();
        // An update is computed from its IV's phi.
        let ops = func.insts[qi].operands.iter().filter_map(Value::as_inst);
        let mut of_update = ops.filter_map(|o| iv_by_phi.get(&o).copied());
        let of = iv_by_phi.get(&qi).map(|&n| (n, false));
        if let Some((n, update)) =
            of.or_else(|| of_update.find(|&n| ivs[n].update == qi).map(|n| (n, true)))
            && ivs[n].phi != i
            && func.insts[ivs[n].phi].block == inst.block
            && start.as_inst() != Some(i)
        {
            return Some(ShiftedIv {
                iv: n,
                of: qi,
                update,
                start,
            });
        }
    }
    None
}

fn step_of(v: &Value, sign: i128, scale: i128) -> Step {
    match v.as_int() {
        Some(c) => Step::Const(sign * c * scale),
        None if sign == 1 => Step::Invariant {
            value: v.clone(),
            scale,
        },
        None => Step::Invariant {
            value: v.clone(),
            scale: -scale,
        },
    }
}

/// Byte step of `gep T, %phi, idx...` when indices are constant (or one invariant).
fn gep_step(
    func: &Function,
    tl: &TypeLayout,
    source_ty: Type,
    indices: &[Value],
    invariant: impl Fn(&Value) -> bool,
) -> Option<Step> {
    let _ = func;
    let mut total: i128 = 0;
    let mut cur = source_ty;
    let mut variable: Option<(Value, i128)> = None;
    for (k, idx) in indices.iter().enumerate() {
        let (elem_size, next) = if k == 0 {
            (tl.alloc_size(cur)? as i128, cur)
        } else {
            match cur.data() {
                TypeData::Struct { .. } | TypeData::Named(_) => {
                    let fi = idx.as_int()? as usize;
                    total += tl.field_offset(cur, fi)? as i128;
                    cur = tl.field_type(cur, fi)?;
                    continue;
                }
                _ => {
                    let e = cur.element()?;
                    (tl.alloc_size(e)? as i128, e)
                }
            }
        };
        match idx.as_int() {
            Some(c) => total += c * elem_size,
            None if invariant(idx)
                && variable.is_none()
                && !idx.as_const().is_some_and(|c| c.ty().is_vector()) =>
            {
                variable = Some((idx.clone(), elem_size))
            }
            None => return None,
        }
        cur = next;
    }
    Some(match variable {
        None => Step::Const(total),
        Some(_) if total != 0 => return None,
        Some((value, scale)) => Step::Invariant { value, scale },
    })
}

#[allow(clippy::too_many_arguments)]
fn compute(
    cx: &FormCx,
    forms: &mut ArenaMap<InstId, Affine>,
    state: &mut ArenaMap<InstId, u8>,
    root: InstId,
) {
    let (func, iv_by_phi, ivs) = (cx.func, cx.iv_by_phi, cx.ivs);
    // Explicit stack: operand chains can be thousands deep in generated code.
    let mut stack = vec![root];
    while let Some(&i) = stack.last() {
        match state.get(i) {
            Some(2) => {
                stack.pop();
                continue;
            }
            Some(1) => {
                // Operands done (or a cycle through a non-IV phi): finish.
                if let Some(f) = form_of(cx, forms, i) {
                    forms.insert(i, f);
                }
                state.insert(i, 2);
                stack.pop();
                continue;
            }
            _ => {}
        }
        state.insert(i, 1);
        for dep in deps(func, iv_by_phi, ivs, i) {
            if state.get(dep).is_none() {
                stack.push(dep);
            }
        }
    }
}

/// Operands whose forms the form of `i` is built from.
fn deps(
    func: &Function,
    iv_by_phi: &FxHashMap<InstId, usize>,
    ivs: &[Induction],
    i: InstId,
) -> Vec<InstId> {
    let inst = &func.insts[i];
    match inst.opcode {
        Opcode::Phi => match iv_by_phi.get(&i) {
            Some(&k) => ivs[k].start.as_inst().into_iter().collect(),
            None => match shifted_iv(func, ivs, iv_by_phi, i) {
                Some(sh) => [Value::Inst(sh.of), sh.start]
                    .iter()
                    .filter_map(Value::as_inst)
                    .collect(),
                None => resolve_trivial_phis(func, &Value::Inst(i))
                    .as_inst()
                    .filter(|&d| d != i)
                    .into_iter()
                    .collect(),
            },
        },
        Opcode::Add
        | Opcode::Sub
        | Opcode::Mul
        | Opcode::Shl
        | Opcode::Or
        | Opcode::Xor
        | Opcode::SExt
        | Opcode::ZExt
        | Opcode::Trunc
        | Opcode::GetElementPtr
        | Opcode::BitCast
        | Opcode::AddrSpaceCast
        | Opcode::PtrToInt
        | Opcode::IntToPtr => inst.operands.iter().filter_map(Value::as_inst).collect(),
        _ => Vec::new(),
    }
}

fn form_of(cx: &FormCx, forms: &ArenaMap<InstId, Affine>, i: InstId) -> Option<Affine> {
    let (func, tl, ivs, iv_by_phi) = (cx.func, cx.tl, cx.ivs, cx.iv_by_phi);
    let inst = &func.insts[i];
    let opaque = Some(Affine::term(Term::Inst(i)));
    if inst.ty.is_vector() || !(inst.ty.is_int() || inst.ty.is_ptr()) {
        return None;
    }
    let form = |v: &Value| -> Option<Affine> {
        match v {
            Value::Inst(d) => forms.get(*d).cloned(),
            Value::Arg(a) => Some(Affine::term(Term::Arg(*a))),
            Value::Const(c) => const_form(c, Some(tl)),
            _ => None,
        }
    };
    let ops = &inst.operands;
    let result = match inst.opcode {
        Opcode::Phi => match iv_by_phi.get(&i) {
            Some(&k) => {
                let iv = &ivs[k];
                match (&iv.step, form(&iv.start)) {
                    (Step::Const(c), Some(start)) => {
                        Some(start.add(&Affine::term(Term::Iter(iv.loop_)).scale(*c)))
                    }
                    _ => None,
                }
            }
            None if cx.shifted.contains_key(&i) => cx.shifted.get(&i).cloned(),
            None => match resolve_trivial_phis(func, &Value::Inst(i)) {
                Value::Inst(d) if d == i => {
                    shifted_iv(func, ivs, iv_by_phi, i).and_then(|sh| {
                        // `createAddRecFromPHI`'s `Start == StartVal`.
                        let Step::Const(c) = ivs[sh.iv].step else {
                            return None;
                        };
                        let back = form(&Value::Inst(sh.of))?.sub(&Affine::constant(c));
                        let at_start = form(&ivs[sh.iv].start)?
                            .add(&Affine::constant(if sh.update { 0 } else { -c }));
                        (form(&sh.start)? == at_start).then_some(back)
                    })
                }
                v => form(&v),
            },
        },
        Opcode::Add => Some(form(&ops[0])?.add(&form(&ops[1])?)),
        Opcode::Sub => Some(form(&ops[0])?.sub(&form(&ops[1])?)),
        Opcode::Mul => {
            let (a, b) = (form(&ops[0])?, form(&ops[1])?);
            match (a.as_constant(), b.as_constant()) {
                (_, Some(k)) => Some(a.scale(k)),
                (Some(k), _) => Some(b.scale(k)),
                _ => None,
            }
        }
        Opcode::Shl => {
            let k = form(&ops[1])?.as_constant()?;
            (0..64)
                .contains(&k)
                .then(|| form(&ops[0]).map(|a| a.scale(1i128 << k)))?
        }
        Opcode::Or => {
            // `or` of values with no common bits is an add: e.g. `(2*i) | 1`.
            let (a, b) = (form(&ops[0])?, form(&ops[1])?);
            let disjoint = inst.flags.contains(lanes_ir::Flags::DISJOINT)
                || match (a.as_constant(), b.as_constant()) {
                    (_, Some(k)) if k >= 0 => (k as u128) < (1u128 << a.known_alignment()),
                    (Some(k), _) if k >= 0 => (k as u128) < (1u128 << b.known_alignment()),
                    _ => false,
                };
            disjoint.then(|| a.add(&b))
        }
        Opcode::Xor if inst.ty.int_bits().is_some_and(|b| b > 1) => {
            // `xor x, -1` is `-1 - x` (SCEV's `getNotSCEV`): the reverse
            // index `n - 1 - i` as instcombine writes it.
            let (a, b) = (form(&ops[0])?, form(&ops[1])?);
            match (a.as_constant(), b.as_constant()) {
                (_, Some(-1)) => Some(Affine::constant(-1).sub(&a)),
                (Some(-1), _) => Some(Affine::constant(-1).sub(&b)),
                _ => None,
            }
        }
        Opcode::SExt
        | Opcode::ZExt
        | Opcode::Trunc
        | Opcode::BitCast
        | Opcode::AddrSpaceCast
        | Opcode::PtrToInt
        | Opcode::IntToPtr => form(&ops[0]),
        Opcode::GetElementPtr => {
            let lanes_ir::Extra::Gep { source_ty } = inst.extra else {
                return opaque;
            };
            gep_form(tl, source_ty, &form(&ops[0])?, &ops[1..], &form)
        }
        _ => None,
    };
    // A form of many terms (a long chain of sums of loads) is kept as one
    // opaque value, as SCEV bounds its expressions: forms stay small, and
    // a chain of n adds costs O(n), not O(n²).
    match result {
        Some(r) if r.terms.len() > MAX_TERMS => opaque,
        r => r.or(opaque),
    }
}

/// The most terms a form keeps before its value is treated as opaque.
const MAX_TERMS: usize = 32;

/// `base + Σ index·size` for a GEP.
fn gep_form(
    tl: &TypeLayout,
    source_ty: Type,
    base: &Affine,
    indices: &[Value],
    form: &dyn Fn(&Value) -> Option<Affine>,
) -> Option<Affine> {
    let mut acc = base.clone();
    let mut cur = source_ty;
    for (k, idx) in indices.iter().enumerate() {
        if k == 0 {
            let size = tl.alloc_size(cur)? as i128;
            acc = acc.add_scaled(&form(idx)?, size);
            continue;
        }
        match cur.data() {
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let fi = idx.as_int()? as usize;
                acc = acc.add(&Affine::constant(tl.field_offset(cur, fi)? as i128));
                cur = tl.field_type(cur, fi)?;
            }
            _ => {
                let e = cur.element()?;
                let size = tl.alloc_size(e)? as i128;
                acc = acc.add_scaled(&form(idx)?, size);
                cur = e;
            }
        }
    }
    Some(acc)
}

/// Evaluates an integer compare on mathematical integers interpreted at `bits`.
pub fn eval_icmp(pred: Predicate, x: i128, y: i128, bits: u32) -> bool {
    let unsigned = |v: i128| -> i128 {
        if bits >= 127 {
            v
        } else {
            v.rem_euclid(1i128 << bits)
        }
    };
    match pred {
        Predicate::Eq => x == y,
        Predicate::Ne => x != y,
        Predicate::Slt => x < y,
        Predicate::Sle => x <= y,
        Predicate::Sgt => x > y,
        Predicate::Sge => x >= y,
        Predicate::Ult => unsigned(x) < unsigned(y),
        Predicate::Ule => unsigned(x) <= unsigned(y),
        Predicate::Ugt => unsigned(x) > unsigned(y),
        Predicate::Uge => unsigned(x) >= unsigned(y),
        _ => false,
    }
}
