//! Memory access pattern analysis: every load, store and masked memory
//! intrinsic of a loop with its base object, element, address (an affine
//! form in the candidate loop's iteration number) and access class.
//!
//! The class comes from the shape of the address across lanes: WI analysis
//! (VF-insensitive) for [`analyze`], the VF's shapes for `refine`
//! (the seed's `RefineMemrefsAnalysis`).
//!
//! Over 800 lines: SCEV's reading of clamped and masked indices (the
//! recurrence under the mask, whether it wraps) sits with the forms it
//! rewrites; it is the next piece to move into a module of its own.

use std::sync::Arc;

use lanes_db::affine::{Affine, Term};
use lanes_ir::{Extra, InstId, Opcode, Type, Value};

use crate::cx::LoopCtx;
use crate::shape::Shape;

mod object;
mod stride;

pub use object::{underlying_object, underlying_objects};
pub use stride::{
    StrideVersion, stride_versioned_form, symbolic_stride, symbolic_stride_as, versioned_strides,
};

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
    pub inst: InstId,
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
                inst: i,
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

/// An index `urem x, 2^k` or `and x, 2^k - 1` in the loop, of `x` affine
/// in the loop's iteration and invariants: SCEV takes it for
/// `zext(trunc x to ik)` (`getURemExpr`, `createSCEV` of `and` with a
/// low-bits mask).
struct ClampedIndex {
    /// The `k` of the mask.
    bits: u32,
    /// The mask's trailing zeros `t` (`and x, (2^k - 1) << t`).
    shift: u32,
    /// The form of `x`.
    x: Affine,
    /// Whether `x`'s start is a constant.
    constant_start: bool,
}

fn clamped_index(cx: &LoopCtx, i: lanes_ir::InstId) -> Option<ClampedIndex> {
    let inst = &cx.func.insts[i];
    if !cx.in_loop(&Value::Inst(i)) {
        return None;
    }
    let bits = inst.ty.int_bits()?;
    let (k, shift) = match (inst.opcode, inst.operands.get(1).and_then(Value::as_int)) {
        (Opcode::URem, Some(d)) if d > 1 && (d as u128).is_power_of_two() => {
            (d.trailing_zeros(), 0)
        }
        (Opcode::And, Some(m)) if m > 0 => {
            // `and x, (2^k - 1) << t`: SCEV's `zext(trunc(x /u 2^t)) · 2^t`.
            let t = m.trailing_zeros();
            let low = m >> t;
            if !((low + 1) as u128).is_power_of_two() {
                return None;
            }
            ((low + 1).trailing_zeros(), t)
        }
        _ => return None,
    };
    if k + shift >= bits || k + shift >= 64 {
        return None;
    }
    let x = cx.form(&inst.operands[0])?;
    let iter = cx.iter_term();
    if shift > 0 && !divisible_no_wrap(cx, &inst.operands[0], &x, shift) {
        return None;
    }
    let invariant = |t: &Term| match *t {
        Term::Inst(i) => !cx.in_loop(&Value::Inst(i)),
        Term::Iter(l) => cx.forest.encloses(l, cx.l),
        _ => true,
    };
    if !x.terms.iter().all(|(t, _)| *t == iter || invariant(t)) {
        return None;
    }
    let constant_start = x.terms.iter().all(|(t, _)| *t == iter);
    Some(ClampedIndex {
        bits: k,
        shift,
        x,
        constant_start,
    })
}

/// Whether SCEV folds `x /u 2^t` into a recurrence (`getUDivExpr`:
/// `{b, +, s} /u c` is `{b /u c, +, s /u c}` when `c` divides the step
/// and the recurrence does not wrap unsigned, which `getZeroExtendExpr`
/// proves): `x` a recurrence of the loop with a constant start and a
/// step that `2^t` divides, either an induction (or its update) whose
/// update is `nuw`, or a recurrence SCEV builds from the induction by
/// constant shifts, products and sums whose value at the loop's largest
/// backedge-taken count still fits its type unsigned (`a[4 * i]` of an
/// unsigned `i` widened to i64: `and (shl iv, 2), 2^32 - 4`, bounded when
/// the guard `n != 0` bounds the count by 2^32 - 2).
fn divisible_no_wrap(cx: &LoopCtx, v: &Value, x: &Affine, t: u32) -> bool {
    let iter = cx.iter_term();
    let step = x.coeff(&iter);
    let constant_start = x.terms.iter().all(|(term, _)| *term == iter) && x.constant >= 0;
    if !constant_start || step.rem_euclid(1i128 << t) != 0 {
        return false;
    }
    let nuw_induction = v.as_inst().is_some_and(|i| {
        cx.aff.inductions_of(cx.l).any(|iv| {
            (iv.phi == i || iv.update == i)
                && cx.func.insts[iv.update]
                    .flags
                    .contains(lanes_ir::Flags::NUW)
        })
    });
    nuw_induction || (step > 0 && induction_chain(cx, v, 3) && fits_at_max_count(cx, v, x))
}

/// Whether `v` is an induction of the loop (its phi or update) or a
/// constant shift, product, sum or difference of such a value: an add
/// recurrence to SCEV, with no cast that would hide it behind an
/// extension.
fn induction_chain(cx: &LoopCtx, v: &Value, depth: u32) -> bool {
    let Some(i) = v.as_inst() else {
        return false;
    };
    if cx
        .aff
        .inductions_of(cx.l)
        .any(|iv| iv.phi == i || iv.update == i)
    {
        return true;
    }
    let inst = &cx.func.insts[i];
    let ops = &inst.operands;
    depth > 0
        && match inst.opcode {
            Opcode::Shl | Opcode::Mul | Opcode::Add | Opcode::Sub | Opcode::Or => {
                if inst.opcode == Opcode::Or && !inst.flags.contains(lanes_ir::Flags::DISJOINT) {
                    return false;
                }
                let constant = |v: &Value| v.as_int().is_some();
                (induction_chain(cx, &ops[0], depth - 1) && constant(&ops[1]))
                    || (inst.opcode != Opcode::Shl
                        && constant(&ops[0])
                        && induction_chain(cx, &ops[1], depth - 1))
            }
            _ => false,
        }
}

/// Whether recurrence `x` (the value `v`, counting up) is still within
/// its type's unsigned range at the loop's largest backedge-taken count
/// ([`LoopCtx::max_btc`]): `getZeroExtendExpr`'s proof that it does not
/// wrap.
fn fits_at_max_count(cx: &LoopCtx, v: &Value, x: &Affine) -> bool {
    let Some(bits) = cx.func.value_ty(v).int_bits().filter(|&b| b <= 64) else {
        return false;
    };
    let step = x.coeff(&cx.iter_term());
    cx.max_btc
        .filter(|&m| m >= 0)
        .and_then(|m| step.checked_mul(m)?.checked_add(x.constant))
        .is_some_and(|last| last < 1i128 << bits)
}

/// Whether `i` is a clamped index whose induction starts at a symbolic
/// invariant: in a form from [`predicated_form`] with `symbolic_starts`,
/// its term stands for the start of its recurrence, `zext(trunc b)`, a
/// loop invariant SCEV does not fold further.
pub fn is_symbolic_clamp_start(cx: &LoopCtx, i: lanes_ir::InstId) -> bool {
    clamped_index(cx, i).is_some_and(|c| !c.constant_start)
}

/// SCEV's address when an index is `urem x, 2^k` or `and x, 2^k - 1` of an
/// induction `x = b + s·i` (`clamped_index`): the truncation is a narrow
/// recurrence `{b mod 2^k, +, s mod 2^k}`; PSE turns its extension into a
/// recurrence of the wide type under the predicate that the narrow one
/// does not wrap (`PredicatedScalarEvolution::getAsAddRec` with
/// `SCEVWrapPredicate::IncrementNUSW`). The form, and whether a predicate
/// was needed (a step of 0 in `k` bits needs none), when every term
/// varying in the loop was rewritten.
///
/// With a symbolic invariant start `b` the recurrence starts at
/// `zext(trunc b)`, which an affine form cannot write: with
/// `symbolic_starts` the index becomes `(s mod 2^k)·i` plus its own term
/// standing for that start ([`is_symbolic_clamp_start`]), which is what
/// LAA's bounds and dependence distances see; without, such an index is
/// left as it is and the form is not rewritten.
pub fn predicated_form(cx: &LoopCtx, f: &Affine, symbolic_starts: bool) -> Option<(Affine, bool)> {
    let iter = cx.iter_term();
    let mut out = f.clone();
    let mut rewritten = false;
    let mut predicate = false;
    let mut starts = Vec::new();
    for (t, c) in &f.terms {
        let Term::Inst(i) = *t else { continue };
        let Some(clamp) = clamped_index(cx, i) else {
            continue;
        };
        if !clamp.constant_start && !symbolic_starts {
            continue;
        }
        let modulus = 1i128 << clamp.bits;
        let step = match (clamp.x.coeff(&iter) >> clamp.shift).rem_euclid(modulus) {
            u if u >= modulus / 2 => u - modulus,
            u => u,
        } << clamp.shift;
        let start = if clamp.constant_start {
            Affine::constant(((clamp.x.constant >> clamp.shift).rem_euclid(modulus)) << clamp.shift)
        } else {
            starts.push(i);
            Affine::term(t.clone())
        };
        let narrow = start.add_scaled(&Affine::term(iter.clone()), step);
        out = out
            .add_scaled(&Affine::term(t.clone()), -c)
            .add_scaled(&narrow, *c);
        rewritten = true;
        predicate |=
            step != 0 && !(clamp.constant_start && narrow_stays_in_range(cx, &clamp, step));
    }
    let varying = out.terms.iter().any(|(t, _)| match *t {
        Term::Inst(i) => cx.in_loop(&Value::Inst(i)) && !starts.contains(&i),
        Term::Iter(l) => l != cx.l && !cx.forest.encloses(l, cx.l),
        _ => false,
    });
    (rewritten && !varying).then_some((out, predicate))
}

/// Whether the narrow recurrence of a clamped index with a constant start
/// stays within `[0, 2^k)` over the loop's constant trip count: SCEV then
/// folds the extension into the recurrence without a predicate
/// (`getZeroExtendExpr` proves `Start + Step · MaxBECount` does not wrap,
/// the step read unsigned or signed), as in
/// `for (unsigned char i = 15; i > 2; i--) a[i - 1]`, whose index is
/// `and (iv - 1), 2^32 - 1`. `step` is the narrow step, shifted back.
fn narrow_stays_in_range(cx: &LoopCtx, clamp: &ClampedIndex, step: i128) -> bool {
    // The loop's exits, counted as `loop_forest` counts them (a loop
    // only `llvm.loop.mustprogress` makes finite is left uncounted here,
    // which keeps the predicate).
    let ecx = lanes_db::exits::ExitCx {
        func: cx.func,
        forest: cx.forest,
        dom: cx.dom,
        aff: cx.aff,
        tl: cx.tl,
        must_progress: cx.func.header.suffix.iter().any(|w| &**w == "mustprogress"),
        finite_loops: &[],
    };
    let Some(btc) = lanes_db::exits::loop_exits(&ecx, cx.l).constant_btc() else {
        return false;
    };
    let modulus = 1i128 << clamp.bits;
    let start = (clamp.x.constant >> clamp.shift).rem_euclid(modulus);
    let Ok(btc) = i128::try_from(btc) else {
        return false;
    };
    let last = start + (step >> clamp.shift) * btc;
    (0..modulus).contains(&last)
}

/// Whether an indexed access's address is an add recurrence of the loop
/// under SCEV's no-wrap predicates ([`predicated_form`]: `a[(7 * i) & 63]`).
pub fn recurrent_indexed(cx: &LoopCtx, m: &Memref) -> bool {
    m.class == AccessClass::Indexed
        && m.form.as_deref().is_some_and(|f| {
            predicated_form(cx, f, true).is_some_and(|(g, _)| g.coeff(&cx.iter_term()) != 0)
        })
}

/// Whether address form `f` holds an index `urem x, 2^k` or
/// `and x, 2^k - 1` of an induction `x = b + s·i` whose start `b` is loop
/// invariant but not a constant, with a step that is not 0 in `k` bits:
/// SCEV takes the index for `zext(trunc x to ik)` all the same, an add
/// recurrence only under a no-wrap predicate (`getAsAddRec`).
pub fn symbolic_clamped_index(cx: &LoopCtx, f: &Affine) -> bool {
    let iter = cx.iter_term();
    f.terms.iter().any(|(t, _)| {
        let Term::Inst(i) = *t else { return false };
        clamped_index(cx, i).is_some_and(|c| {
            !c.constant_start && (c.x.coeff(&iter) >> c.shift).rem_euclid(1i128 << c.bits) != 0
        })
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
    // under a no-wrap predicate is widened, whether its start is a
    // constant or `zext(trunc b)` of a symbolic one.
    let pse_stride = form
        .and_then(|fm| predicated_form(cx, fm, true))
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
    m.inst
}
