//! Memory access pattern analysis: every load, store and masked memory
//! intrinsic of a loop with its base object, element, address (an affine
//! form in the candidate loop's iteration number) and access class.
//!
//! The class comes from the shape of the address across lanes: WI analysis
//! (VF-insensitive) for [`analyze`], the VF's shapes for `refine`
//! (the seed's `RefineMemrefsAnalysis`).

use std::sync::Arc;

use lanes_db::affine::{Affine, Term};
use lanes_ir::{Constant, Extra, InstId, Opcode, Type, Value};

use crate::cx::{LoopCtx, inst_from_index, inst_index};
use crate::shape::Shape;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AccessKind {
    Load,
    Store,
    MaskedLoad,
    MaskedStore,
    Gather,
    Scatter,
}

impl AccessKind {
    pub fn is_write(self) -> bool {
        matches!(
            self,
            AccessKind::Store | AccessKind::MaskedStore | AccessKind::Scatter
        )
    }
}

/// The underlying object of an address (its name shared by the memrefs of
/// every VF).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum BaseObject {
    Alloca {
        name: Arc<str>,
        /// Its address leaves the function's view (stored, passed to a
        /// call, converted to an integer, returned): other pointers may
        /// then point into it.
        escapes: bool,
    },
    /// The result of a call returning a `noalias` pointer (`malloc`,
    /// `calloc`): a new object, local to the function (LLVM's
    /// `isNoAliasCall`).
    Allocation {
        name: Arc<str>,
        /// Its address is captured (stored, passed to a call, converted to
        /// an integer); returning it is no capture.
        escapes: bool,
    },
    Global {
        name: Arc<str>,
    },
    Argument {
        name: Arc<str>,
        noalias: bool,
        /// A `noalias` argument whose address is captured in the function.
        captured: bool,
    },
    /// A loaded pointer, a phi of pointers, ...: may point anywhere.
    Unknown {
        name: Arc<str>,
        /// A pointer loaded, returned by a call or made from an integer
        /// (BasicAA's `isEscapeSource`): it cannot point into a local
        /// object whose address never escaped.
        escape_source: bool,
    },
}

impl BaseObject {
    pub fn name(&self) -> &str {
        match self {
            BaseObject::Alloca { name, .. }
            | BaseObject::Allocation { name, .. }
            | BaseObject::Global { name }
            | BaseObject::Argument { name, .. }
            | BaseObject::Unknown { name, .. } => name,
        }
    }
    /// Identified objects are distinct from every other identified object.
    pub fn is_identified(&self) -> bool {
        match self {
            BaseObject::Alloca { .. }
            | BaseObject::Allocation { .. }
            | BaseObject::Global { .. } => true,
            BaseObject::Argument { noalias, .. } => *noalias,
            BaseObject::Unknown { .. } => false,
        }
    }
    /// Identified at the function level (BasicAA's
    /// `isIdentifiedFunctionLocal`): no argument points into it.
    pub fn is_function_local(&self) -> bool {
        match self {
            BaseObject::Alloca { .. } | BaseObject::Allocation { .. } => true,
            BaseObject::Argument { noalias, .. } => *noalias,
            _ => false,
        }
    }
    /// A function-local object whose address is never captured
    /// (`isNonEscapingLocalObject`).
    pub fn is_non_escaping_local(&self) -> bool {
        match self {
            BaseObject::Alloca { escapes, .. } | BaseObject::Allocation { escapes, .. } => !escapes,
            BaseObject::Argument {
                noalias, captured, ..
            } => *noalias && !captured,
            _ => false,
        }
    }
    /// A pointer that comes from outside the function's own objects
    /// (BasicAA's `isEscapeSource`): an argument, a loaded pointer, a call's
    /// result, an integer converted to a pointer.
    pub fn is_escape_source(&self) -> bool {
        match self {
            BaseObject::Argument { .. } => true,
            BaseObject::Unknown { escape_source, .. } => *escape_source,
            _ => false,
        }
    }
}

/// How consecutive lanes' addresses relate.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AccessClass {
    /// Same address in every lane.
    Uniform,
    /// Consecutive elements (a wide load/store).
    UnitStride,
    /// Consecutive elements, descending.
    ReverseUnitStride,
    /// A constant byte stride other than ±element size.
    Strided(i64),
    /// A loop-invariant but unknown stride.
    VariableStrided,
    /// Anything else: gather/scatter.
    Indexed,
}

/// A memref of a loop: its position in the loop's memrefs
/// ([`MemrefFacts::id`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct MemrefId(pub u32);

impl MemrefId {
    pub fn new(id: usize) -> MemrefId {
        MemrefId(id as u32)
    }
    pub fn index(self) -> usize {
        self.0 as usize
    }
    /// The memref among the loop's `memrefs`.
    pub fn of(self, memrefs: &[Memref]) -> Option<&Memref> {
        memrefs.get(self.index())
    }
}

/// The number, as a plain index prints (with the formatter's flags).
impl std::fmt::Display for MemrefId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(&self.0, f)
    }
}

impl std::fmt::Debug for MemrefId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&self.0, f)
    }
}

/// One memory reference: its class and stride, which depend on the VF, and
/// the rest ([`MemrefFacts`], read through `Deref`), shared by the memrefs of
/// every VF with the loop's WI memrefs ([`refine`]): a VF's list holds 32
/// bytes a reference, not a copy of the whole record.
#[derive(Clone, PartialEq, Eq)]
pub struct Memref {
    pub class: AccessClass,
    /// Byte stride per iteration of the candidate loop (per lane), when constant.
    pub stride: Option<i64>,
    facts: Arc<MemrefFacts>,
}

/// What a [`Memref`] is whatever the VF.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MemrefFacts {
    /// Position in the loop's memrefs (program order).
    pub id: MemrefId,
    pub inst: u32,
    pub kind: AccessKind,
    /// The instruction as written.
    pub text: Arc<str>,
    pub block: Arc<str>,
    pub base: BaseObject,
    /// Whether the base is a loop private of the SIMD directive.
    pub private: bool,
    pub elem_ty: Arc<str>,
    /// Store size of the accessed type, in bytes.
    pub elem_size: i64,
    /// Address as an affine form (`@arr + 4*{for.body}`), when it has one:
    /// the text of `form`.
    pub address: Option<Arc<str>>,
    /// The address's affine form: the one answer the dependence test, the
    /// run-time checks and the VLS grouping read.
    pub form: Option<Arc<Affine>>,
    /// The alignment the access states.
    pub align: Option<u64>,
    /// `form` is the address under LAA's stride predicates (a symbolic
    /// stride versioned to 1, [`stride_versioned_form`]).
    pub stride_versioned: bool,
}

impl std::ops::Deref for Memref {
    type Target = MemrefFacts;
    fn deref(&self) -> &MemrefFacts {
        &self.facts
    }
}

/// The fields in the order of the one record a memref was.
impl std::fmt::Debug for Memref {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let m = &*self.facts;
        f.debug_struct("Memref")
            .field("id", &m.id)
            .field("inst", &m.inst)
            .field("kind", &m.kind)
            .field("text", &m.text)
            .field("block", &m.block)
            .field("base", &m.base)
            .field("private", &m.private)
            .field("elem_ty", &m.elem_ty)
            .field("elem_size", &m.elem_size)
            .field("address", &m.address)
            .field("form", &m.form)
            .field("stride", &self.stride)
            .field("class", &self.class)
            .field("align", &m.align)
            .finish()
    }
}

/// The pointer operand and accessed type of a memory access.
pub fn access(cx: &LoopCtx, i: InstId) -> Option<(AccessKind, Value, Type, Option<u64>)> {
    let inst = &cx.func.insts[i];
    let mem_align = match inst.extra {
        Extra::Mem { align, .. } => align.map(u64::from),
        _ => None,
    };
    let ty_of = |v: &Value| cx.func.value_ty(v);
    let const_align = |v: Option<&Value>| v.and_then(Value::as_int).map(|a| a as u64);
    match inst.opcode {
        Opcode::Load => Some((
            AccessKind::Load,
            inst.operands[0].clone(),
            inst.ty,
            mem_align,
        )),
        Opcode::Store => Some((
            AccessKind::Store,
            inst.operands[1].clone(),
            ty_of(&inst.operands[0]),
            mem_align,
        )),
        Opcode::Call => {
            let name = inst.callee_name()?;
            let args = inst.call_args();
            let (kind, ptr, ty, align) = if name.starts_with("llvm.masked.load.") {
                (AccessKind::MaskedLoad, args.first()?, inst.ty, args.get(1))
            } else if name.starts_with("llvm.masked.store.") {
                (
                    AccessKind::MaskedStore,
                    args.get(1)?,
                    ty_of(args.first()?),
                    args.get(2),
                )
            } else if name.starts_with("llvm.masked.gather.") {
                (AccessKind::Gather, args.first()?, inst.ty, args.get(1))
            } else if name.starts_with("llvm.masked.scatter.") {
                (
                    AccessKind::Scatter,
                    args.get(1)?,
                    ty_of(args.first()?),
                    args.get(2),
                )
            } else {
                return None;
            };
            Some((kind, ptr.clone(), ty, const_align(align)))
        }
        _ => None,
    }
}

/// Walks GEPs and casts back to the object an address points into; a phi
/// (a pointer induction, a pointer chosen by control flow) has the object
/// of its incoming values when they all share one, ignoring the values
/// derived from the phi itself (LLVM's `getUnderlyingObjects`).
pub fn underlying_object(cx: &LoopCtx, v: &Value) -> BaseObject {
    object_of(cx, v, 4)
}

/// Every object `v` may point into, looking through GEPs, casts, phis and
/// selects up to LLVM's lookup limit (`getUnderlyingObjects` with
/// `MaxLookup` 6): LAA puts two accesses that share one in the same
/// dependence set and runs the dependence checker on them rather than a
/// run-time check.
pub fn underlying_objects(cx: &LoopCtx, v: &Value) -> Vec<BaseObject> {
    let f = cx.func;
    let mut out: Vec<BaseObject> = Vec::new();
    let mut seen = rustc_hash::FxHashSet::default();
    let mut work = vec![(v.clone(), 6u32)];
    while let Some((v, left)) = work.pop() {
        if let Some(i) = v.as_inst() {
            if !seen.insert(i) {
                continue;
            }
            let inst = &f.insts[i];
            if left > 0 && matches!(inst.opcode, Opcode::Phi | Opcode::Select) {
                let ops = if inst.opcode == Opcode::Select {
                    &inst.operands[1..]
                } else {
                    &inst.operands[..]
                };
                work.extend(ops.iter().map(|x| (x.clone(), left - 1)));
                continue;
            }
            if left > 0
                && matches!(
                    inst.opcode,
                    Opcode::GetElementPtr | Opcode::BitCast | Opcode::AddrSpaceCast
                )
            {
                work.push((inst.operands[0].clone(), left - 1));
                continue;
            }
        }
        let o = object_of(cx, &v, 0);
        if !out.contains(&o) {
            out.push(o);
        }
    }
    out
}

fn object_of(cx: &LoopCtx, v: &Value, phis_left: u32) -> BaseObject {
    let f = cx.func;
    let mut v = v.clone();
    for _ in 0..64 {
        match &v {
            Value::Inst(i) => {
                let inst = &f.insts[*i];
                match inst.opcode {
                    Opcode::GetElementPtr | Opcode::BitCast | Opcode::AddrSpaceCast => {
                        v = inst.operands[0].clone();
                    }
                    Opcode::Phi if phis_left > 0 => {
                        let phi = *i;
                        let mut objects = inst
                            .operands
                            .iter()
                            .filter(|x| strip_to(cx, x) != Some(phi))
                            .map(|x| object_of(cx, x, phis_left - 1));
                        let first = objects.next();
                        return match first {
                            Some(o) if objects.all(|x| x == o) => o,
                            _ => BaseObject::Unknown {
                                name: f.value_name(&v).into(),
                                escape_source: false,
                            },
                        };
                    }
                    Opcode::Alloca => {
                        return BaseObject::Alloca {
                            name: f.value_name(&v).into(),
                            escapes: cx.locals.escaping.contains(&v),
                        };
                    }
                    Opcode::Call if cx.locals.allocations.contains(i) => {
                        return BaseObject::Allocation {
                            name: f.value_name(&v).into(),
                            escapes: cx.locals.escaping.contains(&v),
                        };
                    }
                    op => {
                        return BaseObject::Unknown {
                            name: f.value_name(&v).into(),
                            escape_source: matches!(
                                op,
                                Opcode::Load | Opcode::Call | Opcode::Invoke | Opcode::IntToPtr
                            ),
                        };
                    }
                }
            }
            Value::Arg(a) => {
                let noalias = f
                    .header
                    .params
                    .get(*a as usize)
                    .is_some_and(|p| p.attrs.iter().any(|x| &**x == "noalias"));
                return BaseObject::Argument {
                    name: f.value_name(&v).into(),
                    noalias,
                    captured: noalias && cx.locals.escaping.contains(&v),
                };
            }
            Value::Const(c) => {
                return match c.base_global() {
                    Some(g) => BaseObject::Global {
                        name: format!("@{g}").into(),
                    },
                    None if matches!(c, Constant::Null(_)) => BaseObject::Unknown {
                        name: "null".into(),
                        escape_source: false,
                    },
                    None => BaseObject::Unknown {
                        name: f.value_name(&v).into(),
                        escape_source: false,
                    },
                };
            }
            _ => break,
        }
    }
    BaseObject::Unknown {
        name: f.value_name(&v).into(),
        escape_source: false,
    }
}

/// A function's local objects: the calls that return a new object, and the
/// local objects whose address escapes.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct LocalObjects {
    /// Calls returning a `noalias` pointer (LLVM's `isNoAliasCall`).
    pub allocations: rustc_hash::FxHashSet<InstId>,
    /// Allocas, allocations and `noalias` arguments whose address escapes.
    pub escaping: rustc_hash::FxHashSet<Value>,
}

/// The local objects of `f` (allocas, the calls `noalias_call` accepts,
/// `noalias` arguments) whose address escapes (LLVM's
/// `isNonEscapingLocalObject`, simplified): followed through GEPs, casts,
/// phis and selects, any use but a load from it, a store to it, a
/// compare, a return (`ReturnCaptures` is false there) or a
/// lifetime/debug intrinsic lets other pointers reach it. One pass over
/// the function's uses.
pub fn local_objects(
    f: &lanes_ir::Function,
    noalias_call: impl Fn(InstId) -> bool,
) -> LocalObjects {
    let mut users: rustc_hash::FxHashMap<Value, Vec<InstId>> = Default::default();
    for (i, d) in f.insts.iter() {
        for v in &d.operands {
            if matches!(v, Value::Inst(_) | Value::Arg(_)) {
                users.entry(v.clone()).or_default().push(i);
            }
        }
    }
    let escapes = |a: Value| {
        let mut seen = rustc_hash::FxHashSet::default();
        let mut work = vec![a];
        while let Some(p) = work.pop() {
            if !seen.insert(p.clone()) {
                continue;
            }
            for &u in users.get(&p).map_or(&[][..], |v| &v[..]) {
                let d = &f.insts[u];
                match d.opcode {
                    Opcode::GetElementPtr
                    | Opcode::BitCast
                    | Opcode::AddrSpaceCast
                    | Opcode::Phi
                    | Opcode::Select => work.push(Value::Inst(u)),
                    Opcode::Load | Opcode::ICmp | Opcode::Ret => {}
                    // Storing *to* the object is fine; storing its address is not.
                    Opcode::Store if d.operands.first() != Some(&p) => {}
                    Opcode::Call
                        if d.callee_name().is_some_and(|n| {
                            n.starts_with("llvm.lifetime.") || n.starts_with("llvm.dbg.")
                        }) => {}
                    _ => return true,
                }
            }
        }
        false
    };
    let allocations: rustc_hash::FxHashSet<InstId> = f
        .insts
        .iter()
        .filter(|(i, d)| d.opcode == Opcode::Call && noalias_call(*i))
        .map(|(i, _)| i)
        .collect();
    let noalias_args = f
        .header
        .params
        .iter()
        .enumerate()
        .filter(|(_, p)| p.attrs.iter().any(|x| &**x == "noalias"))
        .map(|(k, _)| Value::Arg(k as u32));
    let escaping = f
        .insts
        .iter()
        .filter(|(_, d)| d.opcode == Opcode::Alloca)
        .map(|(i, _)| Value::Inst(i))
        .chain(allocations.iter().map(|&i| Value::Inst(i)))
        .chain(noalias_args)
        .filter(|v| escapes(v.clone()))
        .collect();
    LocalObjects {
        allocations,
        escaping,
    }
}

/// The instruction an address is a GEP/cast chain of.
fn strip_to(cx: &LoopCtx, v: &Value) -> Option<InstId> {
    let mut v = v.clone();
    for _ in 0..64 {
        let i = v.as_inst()?;
        let inst = &cx.func.insts[i];
        match inst.opcode {
            Opcode::GetElementPtr | Opcode::BitCast | Opcode::AddrSpaceCast => {
                v = inst.operands[0].clone();
            }
            _ => return Some(i),
        }
    }
    None
}

/// Class of an access from the shape of its address.
pub fn classify(
    cx: &LoopCtx,
    shape: Shape,
    ptr: &Value,
    elem: i64,
    vf: Option<u32>,
) -> AccessClass {
    match shape {
        Shape::Uniform => AccessClass::Uniform,
        Shape::SoaSeq(_) => AccessClass::UnitStride,
        Shape::SoaStr(_) => match vf.and_then(|vf| shape.lane_distance(vf, elem)) {
            Some(d) => AccessClass::Strided(d),
            None => AccessClass::Indexed,
        },
        Shape::UnitStride(s) | Shape::Strided(s) => {
            if s == elem {
                AccessClass::UnitStride
            } else if s == -elem {
                AccessClass::ReverseUnitStride
            } else {
                AccessClass::Strided(s)
            }
        }
        _ if variable_stride(cx, ptr) => AccessClass::VariableStrided,
        _ => AccessClass::Indexed,
    }
}

/// An address whose only in-loop opaque part is an invariant multiple of the
/// candidate loop's IV: `a[i*n]` or a pointer IV with an invariant step.
fn variable_stride(cx: &LoopCtx, ptr: &Value) -> bool {
    let Some(form) = cx.form(ptr) else {
        return false;
    };
    let inner: Vec<InstId> = form
        .terms
        .iter()
        .filter_map(|(t, _)| match t {
            Term::Inst(i) if cx.in_loop(&Value::Inst(*i)) => Some(*i),
            _ => None,
        })
        .collect();
    let [t] = inner[..] else { return false };
    let inst = &cx.func.insts[t];
    let iter = cx.iter_term();
    let linear_in_loop = |v: &Value| {
        cx.form(v).is_some_and(|f| {
            f.coeff(&iter) != 0
                && f.terms.iter().all(|(t, _)| match t {
                    Term::Inst(i) => !cx.in_loop(&Value::Inst(*i)),
                    _ => true,
                })
        })
    };
    match inst.opcode {
        Opcode::Mul | Opcode::Shl => {
            let (a, b) = (&inst.operands[0], &inst.operands[1]);
            (linear_in_loop(a) && !cx.in_loop(b)) || (linear_in_loop(b) && !cx.in_loop(a))
        }
        Opcode::Phi => cx.aff.induction(t).is_some_and(|iv| {
            iv.loop_ == cx.l && !matches!(iv.step, lanes_db::affine::Step::Const(_))
        }),
        _ => false,
    }
}

/// Every memory access of the loop in program order, classified with the
/// address shapes `shape_of` gives (WI shapes or a VF's shapes).
///
/// `strides` are the strides LAA versions to 1 ([`versioned_strides`]):
/// the addresses are those SCEV gives under the predicates.
pub fn analyze(
    cx: &LoopCtx,
    private_allocas: &[InstId],
    shape_of: &dyn Fn(&Value) -> Shape,
    vf: Option<u32>,
    strides: &[Value],
) -> Vec<Memref> {
    let f = cx.func;
    let mut out = Vec::new();
    for i in cx.insts() {
        let Some((kind, ptr, ty, align)) = access(cx, i) else {
            continue;
        };
        let base = underlying_object(cx, &ptr);
        let private = matches!(&base, BaseObject::Alloca { .. })
            && private_allocas
                .iter()
                .any(|&a| f.value_name(&Value::Inst(a)) == base.name());
        let elem_size = cx.store_size(ty).unwrap_or(0);
        let raw = cx.form(&ptr);
        let versioned = raw
            .as_ref()
            .and_then(|fm| stride_versioned_form(cx, fm, strides));
        let stride_versioned = versioned.is_some();
        let form = versioned.or(raw);
        let (class, stride) = class_and_stride(
            cx,
            shape_of(&ptr),
            &ptr,
            elem_size,
            form.as_ref(),
            vf,
            stride_versioned,
        );
        let forest = cx.forest;
        out.push(Memref {
            class,
            stride,
            facts: Arc::new(MemrefFacts {
                id: MemrefId::new(out.len()),
                inst: inst_index(i),
                kind,
                text: lanes_ir::print::print_inst(f, i).into(),
                block: f.blocks[f.insts[i].block].name.to_string().into(),
                base,
                private,
                elem_ty: ty.to_string().into(),
                elem_size,
                address: form.as_ref().map(|fm| {
                    let mut text = fm.display(f, forest).to_string();
                    if stride_versioned {
                        let preds: Vec<String> = strides
                            .iter()
                            .map(|s| format!("{} == 1", f.value_name(s)))
                            .collect();
                        text += &format!(" if {}", preds.join(", "));
                    }
                    text.into()
                }),
                form: form.map(Arc::new),
                align,
                stride_versioned,
            }),
        });
    }
    // Memoized for the session: no spare capacity.
    out.shrink_to_fit();
    out
}

/// SCEV's address when an index is `urem x, 2^k` or `and x, 2^k - 1` of an
/// induction `x = b + s·i` (constant `b` and `s`): SCEV takes it for
/// `zext(trunc x to ik)`, the truncation a narrow recurrence
/// `{b mod 2^k, +, s mod 2^k}`; PSE turns its extension into a recurrence
/// of the wide type under the predicate that the narrow one does not wrap
/// (`getURemExpr`, `createSCEV` of `and`, `PredicatedScalarEvolution::
/// getAsAddRec` with `SCEVWrapPredicate::IncrementNUSW`). The form, and
/// whether a predicate was needed (a step of 0 in `k` bits needs none),
/// when every term varying in the loop was rewritten.
pub fn predicated_form(cx: &LoopCtx, f: &Affine) -> Option<(Affine, bool)> {
    let iter = cx.iter_term();
    let mut out = f.clone();
    let mut rewritten = false;
    let mut predicate = false;
    for (t, c) in &f.terms {
        let Term::Inst(i) = *t else { continue };
        let inst = &cx.func.insts[i];
        if !cx.in_loop(&Value::Inst(i)) {
            continue;
        }
        let Some(bits) = inst.ty.int_bits() else {
            continue;
        };
        let k = match (inst.opcode, inst.operands.get(1).and_then(Value::as_int)) {
            (Opcode::URem, Some(d)) if d > 1 && (d as u128).is_power_of_two() => d.trailing_zeros(),
            (Opcode::And, Some(m)) if m > 0 && ((m + 1) as u128).is_power_of_two() => {
                (m + 1).trailing_zeros()
            }
            _ => continue,
        };
        if k >= bits || k >= 64 {
            continue;
        }
        let Some(x) = cx.form(&inst.operands[0]) else {
            continue;
        };
        if x.terms.iter().any(|(t, _)| *t != iter) {
            continue;
        }
        let modulus = 1i128 << k;
        let start = x.constant.rem_euclid(modulus);
        let step = match x.coeff(&iter).rem_euclid(modulus) {
            u if u >= modulus / 2 => u - modulus,
            u => u,
        };
        let narrow = Affine::constant(start).add_scaled(&Affine::term(iter.clone()), step);
        out = out
            .add_scaled(&Affine::term(t.clone()), -c)
            .add_scaled(&narrow, *c);
        rewritten = true;
        predicate |= step != 0;
    }
    let varying = out.terms.iter().any(|(t, _)| match *t {
        Term::Inst(i) => cx.in_loop(&Value::Inst(i)),
        Term::Iter(l) => l != cx.l && !cx.forest.encloses(l, cx.l),
        _ => false,
    });
    (rewritten && !varying).then_some((out, predicate))
}

/// Whether address form `f` holds an index `urem x, 2^k` or
/// `and x, 2^k - 1` of an induction `x = b + s·i` whose start `b` is loop
/// invariant but not a constant, with a step that is not 0 in `k` bits:
/// SCEV takes the index for `zext(trunc x to ik)` all the same, an add
/// recurrence only under a no-wrap predicate (`getAsAddRec`), though
/// [`predicated_form`] cannot write its start as an affine form.
pub fn symbolic_clamped_index(cx: &LoopCtx, f: &Affine) -> bool {
    let iter = cx.iter_term();
    let invariant = |t: &Term| match *t {
        Term::Inst(i) => !cx.in_loop(&Value::Inst(i)),
        Term::Iter(l) => cx.forest.encloses(l, cx.l),
        _ => true,
    };
    f.terms.iter().any(|(t, _)| {
        let Term::Inst(i) = *t else { return false };
        let inst = &cx.func.insts[i];
        if !cx.in_loop(&Value::Inst(i)) {
            return false;
        }
        let Some(bits) = inst.ty.int_bits() else {
            return false;
        };
        let k = match (inst.opcode, inst.operands.get(1).and_then(Value::as_int)) {
            (Opcode::URem, Some(d)) if d > 1 && (d as u128).is_power_of_two() => d.trailing_zeros(),
            (Opcode::And, Some(m)) if m > 0 && ((m + 1) as u128).is_power_of_two() => {
                (m + 1).trailing_zeros()
            }
            _ => return false,
        };
        if k >= bits || k >= 64 {
            return false;
        }
        let Some(x) = cx.form(&inst.operands[0]) else {
            return false;
        };
        let symbolic = x.terms.iter().any(|(t, _)| *t != iter);
        let others_invariant = x.terms.iter().all(|(t, _)| *t == iter || invariant(t));
        symbolic && others_invariant && x.coeff(&iter).rem_euclid(1i128 << k) != 0
    })
}

/// The memrefs of `analyze` re-classified with other address shapes (a
/// VF's): only the class and stride depend on them, so the texts, object
/// and form are shared with `memrefs` rather than made again.
pub fn refine(
    cx: &LoopCtx,
    memrefs: &[Memref],
    shape_of: &dyn Fn(&Value) -> Shape,
    vf: Option<u32>,
) -> Vec<Memref> {
    memrefs
        .iter()
        .map(|m| {
            let Some((_, ptr, ..)) = access(cx, memref_inst(m)) else {
                return m.clone();
            };
            let (class, stride) = class_and_stride(
                cx,
                shape_of(&ptr),
                &ptr,
                m.elem_size,
                m.form.as_deref(),
                vf,
                m.stride_versioned,
            );
            Memref {
                class,
                stride,
                facts: m.facts.clone(),
            }
        })
        .collect()
}

/// The access class of an address of `shape` and its byte stride per
/// iteration of the candidate loop, when constant.
fn class_and_stride(
    cx: &LoopCtx,
    shape: Shape,
    ptr: &Value,
    elem_size: i64,
    form: Option<&Affine>,
    vf: Option<u32>,
    stride_versioned: bool,
) -> (AccessClass, Option<i64>) {
    // Under a stride predicate (`form` has the stride replaced by 1), LV
    // asks for the stride with the symbolic strides (`isConsecutivePtr`,
    // `getPtrStride`, `collectConstStrideAccesses`): a unit stride in
    // elements is a wide access, another constant stride a strided one
    // (an interleave group's member, or a gather).
    let iter = cx.iter_term();
    if stride_versioned
        && let Some(fm) = form
        && elem_size > 0
        && !fm.terms.iter().any(|(t, _)| match *t {
            Term::Inst(i) => cx.in_loop(&Value::Inst(i)),
            Term::Iter(l) => l != cx.l && !cx.forest.encloses(l, cx.l),
            _ => false,
        })
    {
        let c = fm.coeff(&iter) as i64;
        let class = match c {
            0 => None,
            c if c == elem_size => Some(AccessClass::UnitStride),
            c if c == -elem_size => Some(AccessClass::ReverseUnitStride),
            c => Some(AccessClass::Strided(c)),
        };
        if let Some(class) = class {
            return (class, Some(c));
        }
    }
    // LoopVectorize asks whether an access is consecutive with `Assume`
    // (`isConsecutivePtr`): an address that is a unit-stride recurrence
    // under a no-wrap predicate is widened.
    let pse_stride = form
        .and_then(|fm| predicated_form(cx, fm))
        .map(|(g, _)| g.coeff(&cx.iter_term()) as i64)
        .filter(|&s| s != 0 && s.abs() == elem_size);
    let class = match (classify(cx, shape, ptr, elem_size, vf), pse_stride) {
        (AccessClass::Indexed, Some(s)) if s > 0 => AccessClass::UnitStride,
        (AccessClass::Indexed, Some(_)) => AccessClass::ReverseUnitStride,
        (c, _) => c,
    };
    let stride = match class {
        _ if pse_stride.is_some() && shape.stride().is_none() => pse_stride,
        AccessClass::Uniform => Some(0),
        AccessClass::UnitStride if shape.is_soa() => Some(elem_size),
        AccessClass::UnitStride | AccessClass::ReverseUnitStride | AccessClass::Strided(_) => {
            shape.stride().or(match class {
                AccessClass::Strided(d) => Some(d),
                _ => None,
            })
        }
        _ => form
            .filter(|fm| {
                fm.terms.iter().all(|(t, _)| match t {
                    Term::Inst(i) => !cx.in_loop(&Value::Inst(*i)),
                    _ => true,
                })
            })
            .map(|fm| fm.coeff(&cx.iter_term()) as i64),
    };
    (class, stride)
}

/// The instruction of a memref.
pub fn memref_inst(m: &Memref) -> InstId {
    inst_from_index(m.inst)
}

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
    // The casts between the index and the product, and whether an
    // invariant is added above one of them (`c + ext(x · s)` is an add
    // recurrence only when the extension folds into the product's).
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
    // An integer induction stepped by an invariant value: SCEV's
    // recurrence steps by it.
    if let Some(iv) = v.as_inst().and_then(|d| cx.aff.induction(d))
        && iv.loop_ == cx.l
        && !iv.is_pointer
        && let lanes_db::affine::Step::Invariant { value, .. } = &iv.step
        && value.as_const().is_none()
    {
        return Some(StrideVersion::Possibly(strip_int_casts(cx, value)));
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
    let unknown = match s.as_inst().map(|d| f.insts[d].opcode) {
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
    };
    if unknown == Tri::No {
        return None;
    }
    // The recurrence `{x0·y, +, y}`: an outer extension folds into it
    // (and then into its step) when the recurrence does not wrap, which
    // SCEV knows from the flags of `mul` and of `x`'s own recurrence.
    let fold = if outer.contains(&Opcode::Trunc) {
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
    };
    // With the step a cast of `s`, the stride is the one cast of `s` to the
    // step's type in the function (`getUniqueCastUse`).
    let cast_ty = |ty: Type| {
        let casts = f
            .insts
            .iter()
            .filter(|(_, d)| d.opcode.is_cast() && d.ty == ty && d.operands.first() == Some(&s))
            .count();
        casts == 1
    };
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

/// The strides LAA versions to 1 in the loop ([`symbolic_stride`]'s
/// `Versioned`), each once: none in a function optimized for size, where
/// LAA versions no stride.
pub fn versioned_strides(cx: &LoopCtx, opt_size: bool) -> Vec<Value> {
    let mut out = Vec::new();
    if opt_size {
        return out;
    }
    for i in cx.insts() {
        if let Some(StrideVersion::Versioned(s)) = symbolic_stride(cx, i)
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
