//! Symbolic strides LAA versions to 1 (`collectStridedAccess`,
//! `getStrideFromPointer`) and the addresses rewritten under the check.

use lanes_db::affine::{Affine, Term};
use lanes_ir::{InstId, Opcode, Type, Value};

use crate::cx::LoopCtx;

/// What LAA does with the symbolic stride of a load or store
/// (`collectStridedAccess`).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum StrideVersion {
    /// The stride `s` (the value SCEV sees as unknown) is versioned to 1:
    /// a run-time SCEV check `s == 1`, under which every address is
    /// rewritten with `s` replaced by 1.
    Versioned(Value),
    /// LAA may version `s`, but whether it does turns on a fact lanes does
    /// not model (a no-wrap flag SCEV may infer, a range of `s` against
    /// the trip count): the check is counted, the addresses are kept.
    Possibly(Value),
}

impl StrideVersion {
    /// The stride's value.
    pub fn stride(&self) -> &Value {
        match self {
            StrideVersion::Versioned(s) | StrideVersion::Possibly(s) => s,
        }
    }
}

/// Three-valued answers of the SCEV rules below.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Tri {
    Yes,
    Maybe,
    No,
}

/// The stride LAA versions for load or store `i` (`collectStridedAccess`,
/// VectorUtils' `getStrideFromPointer`): the pointer is a GEP whose
/// operands are loop invariant but its last index, whose SCEV (casts
/// stripped) is an add recurrence of the loop stepping by a loop-invariant
/// unknown value `s`, or by one cast of it (then the stride is the one
/// cast of `s` to that type in the function, and there is none when `s`
/// has several). In this loop's terms: the index is `x · s` (casts
/// aside) with `x` a recurrence of step 1. LAA skips the versioning when
/// SCEV proves `s` at least the trip count; lanes versions only when `s`
/// may be any value and the exit conditions do not read it, and counts
/// the check without rewriting otherwise.
pub fn symbolic_stride(cx: &LoopCtx, i: InstId) -> Option<StrideVersion> {
    symbolic_stride_as(cx, i, true)
}

/// [`symbolic_stride`] as LLVM 14 (`llvm14`: a running offset's step that
/// is an integer cast of the stride needs the one cast of it to that type
/// in the function, `getUniqueCastUse`) or LLVM 22 (which takes the cast
/// expression) does it.
// Long: the access's three forms (pointer induction, running offset,
// index times an invariant) are tried in LLVM's order, each reading the
// address the previous one peeled.
pub fn symbolic_stride_as(cx: &LoopCtx, i: InstId, llvm14: bool) -> Option<StrideVersion> {
    let f = cx.func;
    let inst = &f.insts[i];
    let p = match inst.opcode {
        Opcode::Load => inst.operands.first()?,
        Opcode::Store => inst.operands.get(1)?,
        _ => return None,
    };
    let invariant = |v: &Value| !cx.in_loop(v);
    // A pointer induction stepped by an invariant number of bytes: SCEV's
    // step is that value.
    if let Some(iv) = p.as_inst().and_then(|d| cx.aff.induction(d))
        && iv.loop_ == cx.l
        && let lanes_db::affine::Step::Invariant { value, scale: 1 } = &iv.step
        && value.as_const().is_none()
    {
        return Some(StrideVersion::Possibly(strip_int_casts(cx, value)));
    }
    let gep = &f.insts[p.as_inst()?];
    if gep.opcode != Opcode::GetElementPtr {
        return None;
    }
    let (index, rest) = gep.operands.split_last()?;
    if index.as_const().is_some() || !rest.iter().all(|v| scev_invariant(cx, v)) {
        return None;
    }
    if scev_invariant(cx, index) {
        return outer_stride(cx, index);
    }
    let IndexCasts {
        outer,
        add_above_cast,
        product: v,
    } = index_casts(cx, index);
    // An integer induction stepped by an invariant value (a running
    // offset `iy += incy`): SCEV's recurrence steps by it.
    if let Some(iv) = v.as_inst().and_then(|d| cx.aff.induction(d))
        && iv.loop_ == cx.l
        && !iv.is_pointer
        && let lanes_db::affine::Step::Invariant { value, scale } = &iv.step
        && value.as_const().is_none()
    {
        let s = strip_int_casts(cx, value);
        let versioned = *scale == 1
            && outer.is_empty()
            && running_step_versioned(cx, value, &s, llvm14)
            && stride_below_trip_count(cx, &s);
        return Some(if versioned {
            StrideVersion::Versioned(s)
        } else {
            StrideVersion::Possibly(s)
        });
    }
    let mul = &f.insts[v.as_inst().filter(|_| cx.in_loop(&v))?];
    if mul.opcode != Opcode::Mul {
        return None;
    }
    let (x, y) = match (&mul.operands[0], &mul.operands[1]) {
        (x, y) if scev_invariant(cx, y) && !scev_invariant(cx, x) => (x, y),
        (y, x) if scev_invariant(cx, y) && !scev_invariant(cx, x) => (x, y),
        _ => return None,
    };
    let iter = cx.iter_term();
    let unit = cx.form(x).is_some_and(|a| {
        a.coeff(&iter) == 1
            && a.terms.iter().all(|(t, _)| match *t {
                Term::Inst(d) => !cx.in_loop(&Value::Inst(d)),
                Term::Iter(l) => l == cx.l || cx.forest.encloses(l, cx.l),
                _ => true,
            })
    });
    if !unit {
        return None;
    }
    // SCEV folds a sign (zero) extension of a narrow recurrence of `x`
    // into it only when it does not wrap; otherwise `x · s` is no add
    // recurrence of the wide type.
    let x_addrec = extensions_fold(cx, x);
    // `s`: the value under the casts of `y`, which SCEV must see as unknown.
    let s = strip_int_casts(cx, y);
    let y_cast = &s != y;
    if !invariant(&s)
        || s.as_const().is_some()
        || cx.form(&s).is_some_and(|a| a.as_constant().is_some())
    {
        return None;
    }
    let unknown = scev_unknown(f, &s);
    if unknown == Tri::No {
        return None;
    }
    let fold = outer_extension_folds(f, &outer, mul, x);
    // With the step a cast of `s`, the stride is the one cast of `s` to the
    // step's type in the function.
    let cast_ty = |ty: Type| unique_cast(f, &s, ty);
    let versioned_if = |folded: bool| -> bool {
        if !folded && add_above_cast {
            // `c + ext({x0·s, +, s})`: a sum, no recurrence.
            false
        } else if folded {
            // The step is `ext(y)`: one cast of `s` to the index's type
            // (`ext(ext(s))` folds to one extension of `s`).
            cast_ty(f.value_ty(index))
        } else if y_cast {
            cast_ty(f.value_ty(y))
        } else {
            true
        }
    };
    let outcome = match fold {
        Tri::Yes => Tri::from(versioned_if(true)),
        Tri::No => Tri::from(versioned_if(false)),
        Tri::Maybe => match (versioned_if(true), versioned_if(false)) {
            (true, true) => Tri::Yes,
            (false, false) => Tri::No,
            _ => Tri::Maybe,
        },
    };
    let outcome = match (outcome, x_addrec, unknown) {
        (Tri::No, ..) => return None,
        (Tri::Yes, Tri::Yes, Tri::Yes) => Tri::Yes,
        _ => Tri::Maybe,
    };
    if outcome == Tri::Yes && stride_below_trip_count(cx, &s) {
        Some(StrideVersion::Versioned(s))
    } else {
        Some(StrideVersion::Possibly(s))
    }
}

/// Whether the step `value` of a running offset (an induction indexing
/// the access with no cast between, so SCEV's recurrence steps by
/// `value`) is a stride `getStrideFromPointer` returns: an unknown `s`
/// itself, or one integer cast of it (LLVM 22 takes the cast expression;
/// LLVM 14 strips it and asks for the one cast of `s` to that type,
/// `getUniqueCastUse`, which the step is when it is unique).
fn running_step_versioned(cx: &LoopCtx, value: &Value, s: &Value, unique: bool) -> bool {
    let f = cx.func;
    if cx.in_loop(s) || s.as_const().is_some() || scev_unknown(f, s) != Tri::Yes {
        return false;
    }
    if value == s {
        return true;
    }
    value.as_inst().is_some_and(|d| {
        let cast = &f.insts[d];
        matches!(cast.opcode, Opcode::SExt | Opcode::ZExt | Opcode::Trunc)
            && cast.operands[0] == *s
            && (!unique || unique_cast(f, s, cast.ty))
    })
}

/// The casts between a GEP's last index and the product under it,
/// outermost first, and whether an invariant is added above one of them
/// (`c + ext(x · s)` is an add recurrence only when the extension folds
/// into the product's).
struct IndexCasts {
    outer: Vec<Opcode>,
    add_above_cast: bool,
    product: Value,
}

fn index_casts(cx: &LoopCtx, index: &Value) -> IndexCasts {
    let f = cx.func;
    let mut outer = Vec::new();
    let (mut seen_add, mut add_above_cast) = (false, false);
    let mut v = index.clone();
    while let Some(d) = v.as_inst().filter(|_| cx.in_loop(&v)).map(|d| &f.insts[d]) {
        match d.opcode {
            Opcode::SExt | Opcode::ZExt | Opcode::Trunc => {
                outer.push(d.opcode);
                add_above_cast |= seen_add;
                v = d.operands[0].clone();
            }
            Opcode::Add | Opcode::Sub if scev_invariant(cx, &d.operands[1]) => {
                seen_add = true;
                v = d.operands[0].clone();
            }
            Opcode::Add if scev_invariant(cx, &d.operands[0]) => {
                seen_add = true;
                v = d.operands[1].clone();
            }
            _ => break,
        }
    }
    IndexCasts {
        outer,
        add_above_cast,
        product: v,
    }
}

/// Whether `s` has exactly one cast to `ty` in the function
/// (`getUniqueCastUse`).
fn unique_cast(f: &lanes_ir::Function, s: &Value, ty: Type) -> bool {
    let casts = f
        .insts
        .iter()
        .filter(|(_, d)| d.opcode.is_cast() && d.ty == ty && d.operands.first() == Some(s))
        .count();
    casts == 1
}

/// Whether SCEV sees the invariant stride `s` as an unknown value (a
/// step `getStrideFromPointer` accepts) rather than an expression it
/// describes.
fn scev_unknown(f: &lanes_ir::Function, s: &Value) -> Tri {
    match s.as_inst().map(|d| f.insts[d].opcode) {
        None => Tri::Yes,
        // Operations SCEV describes (sums, products, shifts by constants,
        // extensions, pointers): the step is no unknown.
        Some(
            Opcode::Add
            | Opcode::Sub
            | Opcode::Mul
            | Opcode::Shl
            | Opcode::UDiv
            | Opcode::SExt
            | Opcode::ZExt
            | Opcode::Trunc
            | Opcode::PtrToInt
            | Opcode::GetElementPtr,
        ) => Tri::No,
        Some(
            Opcode::Load
            | Opcode::Call
            | Opcode::FPToSI
            | Opcode::FPToUI
            | Opcode::SDiv
            | Opcode::SRem
            | Opcode::URem,
        ) => Tri::Yes,
        // `and`, `or`, `select`, `phi`, shifts: SCEV may describe them.
        Some(_) => Tri::Maybe,
    }
}

/// Whether the outer extensions `outer` of the product `mul` (of `x` by
/// the stride) fold into the recurrence `{x0·y, +, y}`: they do when it
/// does not wrap, which SCEV knows from the flags of `mul` and of `x`'s
/// own recurrence.
fn outer_extension_folds(
    f: &lanes_ir::Function,
    outer: &[Opcode],
    mul: &lanes_ir::InstData,
    x: &Value,
) -> Tri {
    if outer.contains(&Opcode::Trunc) {
        Tri::Maybe
    } else if outer.is_empty() {
        Tri::No
    } else {
        let flag = if outer.iter().all(|&o| o == Opcode::SExt) {
            Some(lanes_ir::Flags::NSW)
        } else if outer.iter().all(|&o| o == Opcode::ZExt) {
            Some(lanes_ir::Flags::NUW)
        } else {
            None
        };
        match flag {
            Some(fl) if !mul.flags.contains(fl) => Tri::No,
            // `x` a truncation: its recurrence has no flags.
            Some(_)
                if x.as_inst()
                    .is_some_and(|d| f.insts[d].opcode == Opcode::Trunc) =>
            {
                Tri::No
            }
            _ => Tri::Maybe,
        }
    }
}

/// An index invariant in the loop that is an add recurrence of an
/// enclosing loop stepping by a value `s` (`getStrideFromPointer` does not
/// ask which loop the recurrence is of): `x · s` with `x` that loop's
/// recurrence of step 1. LAA versions `s` all the same, a run-time check
/// of the inner loop. Versioned when the index is the product itself,
/// possibly when something is added to it or it is cast.
fn outer_stride(cx: &LoopCtx, index: &Value) -> Option<StrideVersion> {
    let f = cx.func;
    let form = cx.form(index)?;
    let in_loop = |d: InstId, l: lanes_db::loops::LoopIdx| {
        cx.forest
            .loop_of(f.insts[d].block)
            .is_some_and(|m| cx.forest.encloses(l, m))
    };
    for (t, _) in &form.terms {
        let Term::Inst(d) = *t else { continue };
        let mul = &f.insts[d];
        if mul.opcode != Opcode::Mul {
            continue;
        }
        for (x, y) in [
            (&mul.operands[0], &mul.operands[1]),
            (&mul.operands[1], &mul.operands[0]),
        ] {
            let Some(xf) = cx.form(x) else { continue };
            // The innermost enclosing loop `x` varies in.
            let mut l = cx.data().parent;
            while let Some(o) = l
                && xf.coeff(&Term::Iter(o)) == 0
            {
                l = cx.forest.loops[o].parent;
            }
            let Some(o) = l else { continue };
            let unit = xf.coeff(&Term::Iter(o)) == 1
                && xf.terms.iter().all(|(t, _)| match *t {
                    Term::Inst(i) => !in_loop(i, o),
                    Term::Iter(m) => m == o || !cx.forest.encloses(o, m),
                    _ => true,
                });
            let s = strip_int_casts(cx, y);
            let invariant = match &s {
                Value::Arg(_) => true,
                Value::Inst(i) => !in_loop(*i, o),
                _ => false,
            };
            if !unit || !invariant || cx.form(&s).is_some_and(|a| a.as_constant().is_some()) {
                continue;
            }
            let exact = *index == Value::Inst(d) && s == *y && matches!(s, Value::Arg(_));
            return Some(if exact && stride_below_trip_count(cx, &s) {
                StrideVersion::Versioned(s)
            } else {
                StrideVersion::Possibly(s)
            });
        }
    }
    None
}

impl From<bool> for Tri {
    fn from(b: bool) -> Tri {
        if b { Tri::Yes } else { Tri::No }
    }
}

/// Whether SCEV sees `v` as loop invariant: a value from outside the loop,
/// or one whose form reads only invariants.
fn scev_invariant(cx: &LoopCtx, v: &Value) -> bool {
    !cx.in_loop(v)
        || cx.form(v).is_some_and(|a| {
            a.terms.iter().all(|(t, _)| match *t {
                Term::Inst(d) => !cx.in_loop(&Value::Inst(d)),
                Term::Iter(l) => !cx.forest.encloses(cx.l, l),
                _ => true,
            })
        })
}

/// `v` under its integer casts (LLVM's `stripIntegerCast`, repeated).
fn strip_int_casts(cx: &LoopCtx, v: &Value) -> Value {
    let mut v = v.clone();
    while let Some(d) = v.as_inst().map(|d| &cx.func.insts[d])
        && matches!(d.opcode, Opcode::SExt | Opcode::ZExt | Opcode::Trunc)
    {
        v = d.operands[0].clone();
    }
    v
}

/// Whether SCEV folds every extension of a loop-varying narrow value in
/// `x` into a recurrence: the arithmetic under it, up to the induction,
/// carries the matching no-wrap flag (`nsw` under `sext`, `nuw` under
/// `zext`), from which SCEV takes the recurrence's flags.
fn extensions_fold(cx: &LoopCtx, x: &Value) -> Tri {
    let f = cx.func;
    let mut work = vec![x.clone()];
    let mut seen = rustc_hash::FxHashSet::default();
    while let Some(v) = work.pop() {
        let Some(d) = v.as_inst().filter(|&d| cx.in_loop(&v) && seen.insert(d)) else {
            continue;
        };
        let inst = &f.insts[d];
        match inst.opcode {
            Opcode::SExt | Opcode::ZExt => {
                let flag = if inst.opcode == Opcode::SExt {
                    lanes_ir::Flags::NSW
                } else {
                    lanes_ir::Flags::NUW
                };
                if !no_wrap_chain(cx, &inst.operands[0], flag, &mut Default::default()) {
                    return Tri::Maybe;
                }
            }
            Opcode::Phi => {}
            _ => work.extend(inst.operands.iter().cloned()),
        }
    }
    Tri::Yes
}

/// Whether loop value `v` is computed by arithmetic with `flag` up to the
/// induction (whose update has it too).
fn no_wrap_chain(
    cx: &LoopCtx,
    v: &Value,
    flag: lanes_ir::Flags,
    seen: &mut rustc_hash::FxHashSet<InstId>,
) -> bool {
    let Some(d) = v.as_inst().filter(|_| cx.in_loop(v)) else {
        return true;
    };
    if !seen.insert(d) {
        return true;
    }
    let inst = &cx.func.insts[d];
    match inst.opcode {
        Opcode::Phi => inst
            .operands
            .iter()
            .all(|o| no_wrap_chain(cx, o, flag, seen)),
        Opcode::Add | Opcode::Sub => {
            inst.flags.contains(flag)
                && inst
                    .operands
                    .iter()
                    .all(|o| no_wrap_chain(cx, o, flag, seen))
        }
        _ => false,
    }
}

/// Whether SCEV cannot prove stride `s` at least the trip count
/// (`collectStridedAccess` compares `s - BTC` with 0): `s` may be any
/// value (an argument, a loaded or returned value, a conversion from
/// floating point) and no exit condition of the loop reads it.
fn stride_below_trip_count(cx: &LoopCtx, s: &Value) -> bool {
    let f = cx.func;
    let full_range = match s.as_inst().map(|d| &f.insts[d]) {
        None => matches!(s, Value::Arg(_)),
        Some(d) => {
            matches!(
                d.opcode,
                Opcode::Load | Opcode::Call | Opcode::FPToSI | Opcode::FPToUI
            ) && !d.md.iter().any(|a| &*a.kind == "range")
        }
    };
    if !full_range {
        return false;
    }
    let term = match s {
        Value::Arg(k) => Term::Arg(*k),
        Value::Inst(d) => Term::Inst(*d),
        _ => return false,
    };
    // The operands of each exit's condition (through `and`, `or`,
    // `select` and `not`), each with a form that does not read `s`.
    let data = cx.data();
    let mut work: Vec<(Value, u32)> = Vec::new();
    for &b in &data.exiting {
        let Some(&t) = f.blocks[b].insts.last() else {
            return false;
        };
        let br = &f.insts[t];
        if br.opcode != Opcode::Br || br.operands.is_empty() {
            return false;
        }
        work.push((br.operands[0].clone(), 0));
    }
    while let Some((v, depth)) = work.pop() {
        let Some(d) = v.as_inst() else {
            continue;
        };
        let inst = &f.insts[d];
        match inst.opcode {
            Opcode::ICmp => {
                for o in inst.operands.iter() {
                    match cx.form(o) {
                        Some(a) if a.coeff(&term) == 0 && o != s => {}
                        _ => return false,
                    }
                }
            }
            Opcode::And | Opcode::Or | Opcode::Xor | Opcode::Select if depth < 4 => {
                work.extend(inst.operands.iter().map(|o| (o.clone(), depth + 1)));
            }
            _ => return false,
        }
    }
    true
}

/// The strides LAA versions to 1 in the loop ([`symbolic_stride_as`]'s
/// `Versioned` as LLVM 14 or 22 does it), each once: none in a function optimized for size, where
/// LAA versions no stride.
pub fn versioned_strides(cx: &LoopCtx, opt_size: bool, llvm14: bool) -> Vec<Value> {
    let mut out = Vec::new();
    if opt_size {
        return out;
    }
    for i in cx.insts() {
        if let Some(StrideVersion::Versioned(s)) = symbolic_stride_as(cx, i, llvm14)
            && !out.contains(&s)
        {
            out.push(s);
        }
    }
    out
}

/// Address form `f` under the predicates `s == 1` of the versioned
/// `strides` (`replaceSymbolicStrideSCEV`; PSE rewrites every unknown a
/// predicate equates with 1): a stride's term becomes 1, and a product
/// with a stride becomes its other operand. `None` when nothing changed.
pub fn stride_versioned_form(cx: &LoopCtx, f: &Affine, strides: &[Value]) -> Option<Affine> {
    if strides.is_empty() {
        return None;
    }
    let terms: Vec<Term> = strides
        .iter()
        .filter_map(|s| match s {
            Value::Arg(k) => Some(Term::Arg(*k)),
            Value::Inst(d) => Some(Term::Inst(*d)),
            _ => None,
        })
        .collect();
    rewrite_strides(cx, f, &terms, 0)
}

fn rewrite_strides(cx: &LoopCtx, f: &Affine, strides: &[Term], depth: u32) -> Option<Affine> {
    let mut out = f.clone();
    let mut changed = false;
    for (t, c) in &f.terms {
        let replacement = if strides.contains(t) {
            Some(Affine::constant(1))
        } else if let Some(r) = running_offset_under_predicate(cx, t, strides, depth) {
            Some(r)
        } else if let Term::Inst(d) = *t
            && depth < 4
            && cx.func.insts[d].opcode == Opcode::Mul
        {
            let ops = &cx.func.insts[d].operands;
            let side = |v: &Value| {
                let a = cx.form(v)?;
                Some(rewrite_strides(cx, &a, strides, depth + 1).unwrap_or(a))
            };
            match (side(&ops[0]), side(&ops[1])) {
                (Some(a), Some(b)) => match (a.as_constant(), b.as_constant()) {
                    (_, Some(k)) => Some(a.scale(k)),
                    (Some(k), _) => Some(b.scale(k)),
                    _ => None,
                },
                _ => None,
            }
        } else {
            None
        };
        if let Some(r) = replacement {
            out = out
                .add_scaled(&Affine::term(t.clone()), -c)
                .add_scaled(&r, *c);
            changed = true;
        }
    }
    changed.then_some(out)
}

/// A running offset `iv` of the loop stepping by a versioned stride (or a
/// cast of it) under the predicate `s == 1`: SCEV's `{start, +, s}`
/// becomes `{start, +, 1}`, the start's form plus the iteration.
fn running_offset_under_predicate(
    cx: &LoopCtx,
    t: &Term,
    strides: &[Term],
    depth: u32,
) -> Option<Affine> {
    let Term::Inst(d) = *t else { return None };
    let iv = cx.aff.induction(d)?;
    let lanes_db::affine::Step::Invariant { value, scale } = &iv.step else {
        return None;
    };
    if iv.loop_ != cx.l || iv.is_pointer {
        return None;
    }
    let stride = match strip_int_casts(cx, value) {
        Value::Arg(k) => Term::Arg(k),
        Value::Inst(s) => Term::Inst(s),
        _ => return None,
    };
    if !strides.contains(&stride) {
        return None;
    }
    let start = cx.form(&iv.start)?;
    let start = rewrite_strides(cx, &start, strides, depth + 1).unwrap_or(start);
    Some(start.add_scaled(&Affine::term(cx.iter_term()), *scale))
}
