//! Vectorization legality (LLVM's `LoopVectorizationLegality`): the loop's
//! shape (single entry, one exit at the latch, a computable trip count), the
//! classification of every header phi (induction, reduction, first-order
//! recurrence), calls, and memory safety from the dependence analysis.
//!
//! Every refusal names the instruction it is about and uses LLVM's remark
//! wording where LLVM has one, so that `lanes report` reads beside
//! `-pass-remarks-analysis=loop-vectorize`.

use lanes_db::affine::{Step, Term};
use lanes_db::loops::LoopIdx;
use lanes_ir::{Extra, Flags, InstId, Opcode, Predicate, TypeData, Value};
use lanes_target::ScalarKind;
use rustc_hash::{FxHashMap, FxHashSet};

use crate::cx::{LoopCtx, inst_from_index, inst_index};
use crate::deps::Dependences;
use crate::memref::{AccessClass, Memref};
use crate::wi::WiInfo;

/// LLVM's `VectorizerParams::RuntimeMemoryCheckThreshold`.
const RUNTIME_MEMORY_CHECK_THRESHOLD: usize = 8;

/// Why a loop cannot be vectorized.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize)]
pub struct Refusal {
    /// LLVM's remark name where there is one (`CFGNotUnderstood`, ...).
    pub kind: String,
    /// What a user reads (`call instruction cannot be vectorized`).
    pub message: String,
    /// The instruction the refusal is about, as written.
    pub inst: Option<String>,
    /// That instruction's index in the function, for its source location.
    #[serde(skip)]
    pub at: Option<u32>,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)?;
        if let Some(i) = &self.inst {
            write!(f, ": `{i}`")?;
        }
        Ok(())
    }
}

/// An induction variable of the vectorized loop.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize)]
pub struct InductionDesc {
    #[serde(skip)]
    pub phi: u32,
    pub name: String,
    pub start: String,
    /// Constant step (bytes for pointer IVs), `None` for an invariant step.
    pub step: Option<i64>,
    pub pointer: bool,
    #[serde(skip)]
    pub update: u32,
    pub kind: ScalarKind,
    /// An induction only under a SCEV predicate (a narrow IV extended or a
    /// sign-extension in register that must not wrap): LLVM guards the
    /// vector loop with a run-time SCEV check.
    pub predicated: bool,
}

/// LLVM's `RecurKind`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize)]
pub enum RecurKind {
    Add,
    Mul,
    And,
    Or,
    Xor,
    SMin,
    SMax,
    UMin,
    UMax,
    FAdd,
    FMul,
    FMin,
    FMax,
    /// `select(icmp, phi, invariant)`: an "any-of" reduction (LLVM 14's
    /// `SelectICmp`): after the loop, the invariant if any lane picked it.
    SelectICmp,
    /// The same under an `fcmp` (the phi itself is an integer).
    SelectFCmp,
}

impl RecurKind {
    /// The opcode of one step (the cost tables' key).
    pub fn opcode(self) -> &'static str {
        match self {
            RecurKind::Add => "add",
            RecurKind::Mul => "mul",
            RecurKind::And => "and",
            RecurKind::Or => "or",
            RecurKind::Xor => "xor",
            RecurKind::SMin => "smin",
            RecurKind::SMax => "smax",
            RecurKind::UMin => "umin",
            RecurKind::UMax => "umax",
            RecurKind::FAdd => "fadd",
            RecurKind::FMul => "fmul",
            RecurKind::FMin => "minnum",
            RecurKind::FMax => "maxnum",
            // The compares against the start value are or-reduced.
            RecurKind::SelectICmp | RecurKind::SelectFCmp => "or",
        }
    }
    pub fn is_float(self) -> bool {
        matches!(
            self,
            RecurKind::FAdd | RecurKind::FMul | RecurKind::FMin | RecurKind::FMax
        )
    }
}

/// A reduction: a header phi accumulating one associative operation.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize)]
pub struct ReductionDesc {
    #[serde(skip)]
    pub phi: u32,
    pub name: String,
    pub kind: RecurKind,
    /// A floating-point reduction without reassociation: only an in-order
    /// (strict) reduction keeps its result.
    pub ordered: bool,
    /// The value leaving the loop (the latch's incoming value).
    pub exit: String,
    #[serde(skip)]
    pub exit_inst: u32,
    /// Instructions of the chain between the phi and the exit.
    #[serde(skip)]
    pub chain: Vec<u32>,
    pub elem: ScalarKind,
}

/// A first-order recurrence: a header phi carrying a value of the previous
/// iteration.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize)]
pub struct RecurrenceDesc {
    #[serde(skip)]
    pub phi: u32,
    pub name: String,
    /// The value of the previous iteration.
    pub previous: String,
    #[serde(skip)]
    pub previous_inst: u32,
    /// Users of the phi that must sink past `previous` (the seed's cast).
    pub sink: Vec<String>,
    pub elem: ScalarKind,
}

/// How a call is vectorized.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize)]
pub enum CallKind {
    /// No code in the vector loop (debug info, lifetime, assume, directives).
    Ignored,
    /// An intrinsic with a vector form.
    VectorIntrinsic,
}

#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize)]
pub struct CallDesc {
    #[serde(skip)]
    pub inst: u32,
    pub callee: String,
    pub kind: CallKind,
}

/// Result of `legality(loop)`.
#[derive(Clone, PartialEq, Eq, Debug, Default, serde::Serialize)]
pub struct Legality {
    pub header: String,
    /// Whether this loop is the one to vectorize (innermost, or marked).
    pub candidate: bool,
    /// Why it is not, when it is not.
    pub not_candidate: Option<String>,
    /// Vectorized as an outer loop (explicitly marked).
    pub outer: bool,
    /// Vectorization requested by a SIMD directive or `vectorize.enable`:
    /// the cost model may not veto it.
    pub forced: bool,
    /// `llvm.loop.vectorize.width` or `QUAL.OMP.SIMDLEN`.
    pub width_hint: Option<u32>,
    pub refusals: Vec<Refusal>,
    pub inductions: Vec<InductionDesc>,
    pub reductions: Vec<ReductionDesc>,
    pub recurrences: Vec<RecurrenceDesc>,
    /// Values used after the loop (their last lane is extracted).
    pub live_outs: Vec<String>,
    pub calls: Vec<CallDesc>,
    /// From the dependence analysis (and `QUAL.OMP.SAFELEN`).
    pub max_safe_vf: Option<u32>,
    pub trip_count: Option<u64>,
    /// The trip count the profile's branch weights suggest, when no exact
    /// one is known (LLVM's estimated trip count).
    pub estimated_trip_count: Option<u64>,
    /// Widest loaded, stored or reduced type in bits (LLVM's widest type,
    /// which bounds the VF by the register width).
    pub widest_bits: u32,
    /// Whether a scalar remainder loop may follow the vector loop.
    pub epilogue: Epilogue,
    /// Why the tail cannot be folded by masking, when it cannot.
    pub no_tail_folding: Option<String>,
}

/// Whether the vector loop may be followed by a scalar epilogue (LLVM's
/// `ScalarEpilogueLowering`). Without one, a VF that does not divide the
/// trip count folds the tail into the vector loop by masking every lane
/// past the trip count (a header mask).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, serde::Serialize)]
pub enum Epilogue {
    #[default]
    Allowed,
    /// `optsize`/`minsize`: an epilogue would duplicate the loop.
    OptSize,
    /// A known trip count below 16 (LLVM's `TinyTripCountVectorThreshold`):
    /// the epilogue would run most iterations.
    LowTripCount,
    /// `llvm.loop.vectorize.predicate.enable`: fold the tail when possible,
    /// else keep the epilogue.
    PredicateHint,
}

/// LLVM's `TinyTripCountVectorThreshold`.
pub const TINY_TRIP_COUNT: u64 = 16;

impl Legality {
    /// The exact trip count, else the profile's estimate (LLVM's
    /// `getSmallBestKnownTC`).
    pub fn best_known_trip_count(&self) -> Option<u64> {
        self.trip_count.or(self.estimated_trip_count)
    }
    pub fn is_legal(&self) -> bool {
        self.candidate && self.refusals.is_empty()
    }
    /// The first reason, for one-line reports.
    pub fn reason(&self) -> Option<String> {
        self.refusals.first().map(|r| r.to_string())
    }
    /// Whether the vector loop at `vf` folds its tail by masking; `Err`
    /// when it would have to and cannot, which rules `vf` out.
    pub fn fold_tail(&self, vf: u32) -> Result<bool, String> {
        if self.epilogue == Epilogue::Allowed
            || vf <= 1
            || self.trip_count.is_some_and(|n| n % u64::from(vf) == 0)
        {
            return Ok(false);
        }
        match (&self.no_tail_folding, self.epilogue) {
            (None, _) => Ok(true),
            (Some(_), Epilogue::PredicateHint) => Ok(false),
            (Some(why), Epilogue::OptSize) => Err(format!(
                "cannot optimize for size and vectorize at the same time: the tail cannot be folded by masking ({why})"
            )),
            (Some(why), _) => Err(format!(
                "{} {} (below {TINY_TRIP_COUNT}) leaves a remainder and the tail cannot be folded by masking ({why})",
                if self.trip_count.is_some() {
                    "trip count"
                } else {
                    "estimated trip count"
                },
                self.best_known_trip_count().unwrap_or(0)
            )),
        }
    }
    pub fn reduction(&self, phi: u32) -> Option<&ReductionDesc> {
        self.reductions.iter().find(|r| r.phi == phi)
    }
    pub fn induction(&self, phi: u32) -> Option<&InductionDesc> {
        self.inductions.iter().find(|r| r.phi == phi)
    }
    pub fn recurrence(&self, phi: u32) -> Option<&RecurrenceDesc> {
        self.recurrences.iter().find(|r| r.phi == phi)
    }
}

/// The element kind of a scalar type (pointers as `i64`).
pub fn scalar_kind(ty: lanes_ir::Type) -> Option<ScalarKind> {
    let ty = ty.scalar();
    if let Some(b) = ty.int_bits() {
        return Some(ScalarKind::int(b));
    }
    if ty.is_ptr() {
        return Some(ScalarKind::I64);
    }
    match ty.data() {
        TypeData::Float => Some(ScalarKind::F32),
        TypeData::Double => Some(ScalarKind::F64),
        TypeData::Half | TypeData::BFloat => Some(ScalarKind::I16),
        TypeData::X86Fp80 | TypeData::Fp128 | TypeData::PpcFp128 => Some(ScalarKind::F64),
        _ => None,
    }
}

/// The base name of an intrinsic without its type suffixes
/// (`llvm.smax.i32` → `smax`, `llvm.fmuladd.f64` → `fmuladd`).
pub fn intrinsic_base(name: &str) -> Option<&str> {
    let rest = name.strip_prefix("llvm.")?;
    Some(rest.split('.').next().unwrap_or(rest))
}

/// Calls that emit no vector code.
fn ignorable_call(name: &str) -> bool {
    name.starts_with("llvm.dbg.")
        || name.starts_with("llvm.lifetime.")
        || name.starts_with("llvm.directive.")
        || matches!(
            name,
            "llvm.assume"
                | "llvm.sideeffect"
                | "llvm.experimental.noalias.scope.decl"
                | "llvm.pseudoprobe"
                | "llvm.donothing"
        )
}

/// Intrinsics with a vector form (LLVM's `isTriviallyVectorizable`).
pub fn vector_intrinsic(base: &str) -> bool {
    matches!(
        base,
        "sqrt"
            | "sin"
            | "cos"
            | "exp"
            | "exp2"
            | "log"
            | "log10"
            | "log2"
            | "fabs"
            | "minnum"
            | "maxnum"
            | "minimum"
            | "maximum"
            | "copysign"
            | "floor"
            | "ceil"
            | "trunc"
            | "rint"
            | "nearbyint"
            | "round"
            | "roundeven"
            | "pow"
            | "fma"
            | "fmuladd"
            | "powi"
            | "ctlz"
            | "cttz"
            | "ctpop"
            | "bswap"
            | "bitreverse"
            | "fshl"
            | "fshr"
            | "abs"
            | "smin"
            | "smax"
            | "umin"
            | "umax"
            | "sadd"
            | "uadd"
            | "ssub"
            | "usub"
            | "canonicalize"
    )
}

/// Math library functions LLVM knows as vectorizable with relaxed FP flags.
/// The intrinsic a math library call stands for when it does not access
/// memory (no `errno`): LLVM's `getIntrinsicForCallSite`.
pub fn libcall_intrinsic(name: &str) -> Option<&'static str> {
    // The double-precision name first (`ceil` ends in `l`), then the
    // `float`/`long double` ones.
    libcall_base(name).or_else(|| {
        name.strip_suffix('f')
            .or_else(|| name.strip_suffix('l'))
            .and_then(libcall_base)
    })
}

fn libcall_base(base: &str) -> Option<&'static str> {
    Some(match base {
        "sqrt" => "sqrt",
        "sin" => "sin",
        "cos" => "cos",
        "exp" => "exp",
        "exp2" => "exp2",
        "log" => "log",
        "log10" => "log10",
        "log2" => "log2",
        "pow" => "pow",
        "fabs" => "fabs",
        "floor" => "floor",
        "ceil" => "ceil",
        "trunc" => "trunc",
        "rint" => "rint",
        "nearbyint" => "nearbyint",
        "round" => "round",
        "fmin" => "minnum",
        "fmax" => "maxnum",
        "copysign" => "copysign",
        _ => return None,
    })
}

fn math_libcall(name: &str) -> bool {
    math_libcall_base(name)
        || name
            .strip_suffix('f')
            .or_else(|| name.strip_suffix('l'))
            .is_some_and(math_libcall_base)
}

fn math_libcall_base(base: &str) -> bool {
    matches!(
        base,
        "sqrt"
            | "sin"
            | "cos"
            | "exp"
            | "exp2"
            | "log"
            | "log10"
            | "log2"
            | "pow"
            | "fabs"
            | "floor"
            | "ceil"
            | "trunc"
            | "rint"
            | "nearbyint"
            | "round"
            | "fmin"
            | "fmax"
            | "copysign"
    )
}

/// Whether X86 has a nontemporal form of a two-lane vector of `k` (LLVM
/// asks `isLegalNTLoad`/`isLegalNTStore` for 2 elements): stores of 4 to 32
/// bytes and loads of 16 or 32, each aligned to its whole size.
fn nontemporal_legal(load: bool, k: ScalarKind, extra: &Extra) -> bool {
    let size = 2 * u64::from(k.bits().max(8) / 8);
    let align = match extra {
        Extra::Mem { align: Some(a), .. } => u64::from(*a),
        _ => size / 2,
    };
    if align < size {
        return false;
    }
    if load {
        matches!(size, 16 | 32)
    } else {
        matches!(size, 4 | 8 | 16 | 32)
    }
}

/// The operand of an intrinsic (after the callee) that keeps one scalar for
/// every lane: LLVM 14's `hasVectorInstrinsicScalarOpd`.
fn scalar_operand(base: &str) -> Option<usize> {
    match base {
        "abs" | "ctlz" | "cttz" | "powi" => Some(1),
        "smul" | "umul" => Some(2),
        _ => None,
    }
}

/// Whether `v` is the same in every iteration as SCEV sees it: defined
/// outside the loop, or arithmetic SCEV models over such values.
fn scev_invariant(cx: &LoopCtx, v: &Value, depth: u32) -> bool {
    let Some(i) = v.as_inst().filter(|_| cx.in_loop(v)) else {
        return true;
    };
    let inst = &cx.func.insts[i];
    depth < 8
        && matches!(
            inst.opcode,
            Opcode::Add
                | Opcode::Sub
                | Opcode::Mul
                | Opcode::Shl
                | Opcode::ZExt
                | Opcode::SExt
                | Opcode::Trunc
        )
        && inst
            .operands
            .iter()
            .all(|o| scev_invariant(cx, o, depth + 1))
}

/// In-loop users of every instruction of the function.
pub fn users<'a>(cx: &LoopCtx<'a>) -> &'a FxHashMap<InstId, Vec<InstId>> {
    cx.users
}

/// Users of every instruction of `func`, in program order (computed once
/// per function: the query `function_users`).
pub fn function_users(func: &lanes_ir::Function) -> FxHashMap<InstId, Vec<InstId>> {
    let mut out: FxHashMap<InstId, Vec<InstId>> = FxHashMap::default();
    for (i, inst) in func.insts.iter() {
        for v in inst.uses() {
            if let Some(d) = v.as_inst() {
                out.entry(d).or_default().push(i);
            }
        }
    }
    out
}

fn refusal(kind: &str, message: impl Into<String>, inst: Option<String>) -> Refusal {
    Refusal {
        kind: kind.to_string(),
        message: message.into(),
        inst,
        at: None,
    }
}

/// A refusal about instruction `i`.
fn refusal_at(cx: &LoopCtx, kind: &str, message: impl Into<String>, i: InstId) -> Refusal {
    Refusal {
        at: Some(inst_index(i)),
        ..refusal(kind, message, Some(inst_text(cx, i)))
    }
}

/// The instruction as written, without metadata.
pub fn inst_text(cx: &LoopCtx, i: InstId) -> String {
    let s = lanes_ir::print::print_inst(cx.func, i);
    let s = s.trim();
    match s.find(", !") {
        Some(p) => s[..p].to_string(),
        None => s.to_string(),
    }
}

/// Inputs of the legality check besides the loop.
pub struct LegalInputs<'a> {
    pub wi: &'a WiInfo,
    pub memrefs: &'a [Memref],
    pub deps: &'a Dependences,
    pub trip_count: Option<u64>,
    /// From the latch's `!prof` branch weights.
    pub estimated_trip_count: Option<u64>,
    /// The function's `"no-nans-fp-math"` and `"no-signed-zeros-fp-math"`
    /// attributes are both true (LLVM's `FuncFMF` for min/max reductions).
    pub no_nans_nsz_fn: bool,
    /// The loop is annotated parallel: no memory dependence checks.
    pub parallel: bool,
    /// The function is optimized for size (`optsize`/`minsize`).
    pub opt_size: bool,
    /// The function has `noimplicitfloat`.
    pub no_implicit_float: bool,
    /// Calls of the loop (instruction indices) that access no memory.
    pub readnone_calls: &'a [u32],
}

/// Checks whether loop `cx.l` can be vectorized.
pub fn analyze(cx: &LoopCtx, inp: &LegalInputs) -> Legality {
    let data = cx.data();
    let wi = inp.wi;
    let mut lg = Legality {
        header: data.header_name.to_string(),
        candidate: wi.vectorize,
        outer: !data.is_innermost(),
        forced: wi.simd.is_some() || wi.hints.enable == Some(true),
        width_hint: wi
            .hints
            .width
            .filter(|&w| w > 1)
            .or(wi.simd.as_ref().and_then(|s| s.simdlen)),
        trip_count: inp.trip_count,
        estimated_trip_count: inp
            .estimated_trip_count
            .filter(|_| inp.trip_count.is_none()),
        ..Legality::default()
    };
    lg.epilogue = if inp.opt_size {
        Epilogue::OptSize
    } else if !lg.forced
        && lg
            .best_known_trip_count()
            .is_some_and(|n| n < TINY_TRIP_COUNT)
    {
        Epilogue::LowTripCount
    } else if wi.hints.predicate == Some(true) {
        Epilogue::PredicateHint
    } else {
        Epilogue::Allowed
    };
    if !lg.candidate {
        let h = wi.hints;
        lg.not_candidate = Some(if data.irreducible {
            "the loop contains irreducible control flow (a cycle entered other than through its header): LLVM does not consider it".into()
        } else if h.is_vectorized {
            "vectorization and interleaving are explicitly disabled, or the loop has already been vectorized (llvm.loop.isvectorized)".into()
        } else if h.enable.is_none() && h.disable_nonforced {
            "vectorization is explicitly disabled: llvm.loop.disable_nonforced without llvm.loop.vectorize.enable".into()
        } else if h.disabled() {
            "vectorization is explicitly disabled by the loop's llvm.loop metadata".into()
        } else if !data.is_innermost() {
            "outer loop: vectorized only when marked by DIR.OMP.SIMD or llvm.loop.vectorize.enable (its innermost loops are the candidates)".into()
        } else {
            let mut p = data.parent;
            let mut name = None;
            while let Some(x) = p {
                name = Some(cx.forest.loops[x].header_name.to_string());
                p = cx.forest.loops[x].parent;
            }
            format!(
                "an enclosing loop ({}) is vectorized as an outer loop",
                name.unwrap_or_default()
            )
        });
    }
    // An outer loop nothing picks: LLVM looks no further.
    if !lg.candidate && !data.is_innermost() {
        return lg;
    }
    let text = |i: InstId| inst_text(cx, i);
    let users = users(cx);
    // `LoopVectorizePass::processLoop`, before legality proper.
    if inp.no_implicit_float {
        lg.refusals.push(refusal(
            "NoImplicitFloat",
            "loop not vectorized due to NoImplicitFloat attribute",
            None,
        ));
    }

    // Loop shape: LLVM's canVectorizeLoopCFG (after loop-simplify).
    let lg_trip_known = lg.trip_count.is_some();
    let check_shape = |l: LoopIdx, refusals: &mut Vec<Refusal>| {
        let d = &cx.forest.loops[l];
        let latch = d.latch();
        // As LLVM 14: any block may exit as long as SCEV can count every
        // exit (an IV compared with an invariant); the vector loop runs only
        // iterations that take none of them, the scalar remainder the rest.
        // A known trip count counts the latch exit; an inner loop of an
        // outer-loop plan runs as a loop of its own and only its other
        // exits need a count.
        let counted = |b: lanes_ir::BlockId| {
            computable_branch(cx, l, b) || (Some(b) == latch && (l != cx.l || lg_trip_known))
        };
        if latch.is_none() || d.exiting.is_empty() {
            let msg = if d.exiting.is_empty() {
                "loop control flow is not understood by vectorizer: the loop never exits"
            } else {
                "loop control flow is not understood by vectorizer: the loop has several latches"
            };
            refusals.push(refusal("CFGNotUnderstood", msg, None));
        } else if let Some(&b) = d.exiting.iter().find(|&&b| !counted(b)) {
            refusals.push(refusal(
                "CantComputeNumberOfIterations",
                "could not determine number of loop iterations",
                cx.func.terminator(b).map(text),
            ));
        }
    };
    check_shape(cx.l, &mut lg.refusals);
    if lg.outer {
        let mut inner: Vec<LoopIdx> = data.children.clone();
        while let Some(c) = inner.pop() {
            check_shape(c, &mut lg.refusals);
            inner.extend(cx.forest.loops[c].children.iter().copied());
        }
    }

    // Header phis.
    let header = data.header;
    let mut sunk: FxHashSet<InstId> = FxHashSet::default();
    let l = cx.l;
    for &i in &cx.func.blocks[header].insts {
        let inst = &cx.func.insts[i];
        if inst.opcode != Opcode::Phi {
            break;
        }
        let kind = scalar_kind(inst.ty).unwrap_or(ScalarKind::I64);
        // A reduction first, as LLVM's `canVectorizeInstrs`: an induction
        // whose value only its update reads (and the code after the loop) is
        // an add reduction.
        if let Some(r) = reduction(cx, i, users, inp.no_nans_nsz_fn) {
            lg.reductions.push(r);
            continue;
        }
        // A step of 0 is no induction for SCEV (the phi folds to its start).
        if let Some(iv) = cx
            .aff
            .inductions_of(l)
            .find(|iv| iv.phi == i && iv.step != Step::Const(0))
        {
            lg.inductions.push(InductionDesc {
                phi: inst_index(i),
                name: cx.name(&Value::Inst(i)),
                start: cx.name(&iv.start),
                step: match iv.step {
                    Step::Const(c) => i64::try_from(c).ok(),
                    Step::Invariant { .. } => None,
                },
                pointer: iv.is_pointer,
                update: inst_index(iv.update),
                kind,
                predicated: false,
            });
            continue;
        }
        if let Some(iv) = predicated_induction(cx, i) {
            lg.inductions.push(iv);
            continue;
        }
        if let Some((iv, exact)) = fp_induction(cx, i) {
            // `getExactFPMathInst`: an update without `reassoc` may not be
            // reordered (`canVectorizeFPMath`) unless the hints allow it.
            let allow_reordering = lg.forced || lg.width_hint.is_some();
            if exact && !allow_reordering {
                lg.refusals.push(refusal_at(
                    cx,
                    "CantReorderFPOps",
                    "cannot prove it is safe to reorder floating-point operations (the floating-point induction's update has no reassoc flag)",
                    inst_from_index(iv.update),
                ));
            }
            lg.inductions.push(iv);
            continue;
        }
        if let Some(r) = recurrence(cx, i, users, &mut sunk) {
            lg.recurrences.push(r);
            continue;
        }
        lg.refusals.push(refusal_at(cx, "NonReductionValueUsedOutsideLoop",
            "value that could not be identified as reduction is used outside the loop (a header phi that is no induction, reduction or first-order recurrence)", i));
    }
    // `canVectorizeInstrs` ends by giving up (without a remark) when the
    // previous value of a recurrence had to sink after another recurrence's:
    // dominance of its users may not hold once it moved.
    if let Some(r) = lg
        .recurrences
        .iter()
        .find(|r| sunk.iter().any(|&i| inst_index(i) == r.previous_inst))
    {
        lg.refusals.push(refusal(
            "RecurrenceSinkConflict",
            format!(
                "the first-order recurrence {} needs {} as its previous value, which must itself sink after another recurrence's",
                r.name, r.previous
            ),
            None,
        ));
    }
    for r in &lg.reductions {
        // In-order reductions exist only for `fadd` (LLVM's `isOrdered`).
        if r.ordered && (r.kind == RecurKind::FMul || !lg.forced && lg.width_hint.is_none()) {
            let at = cx
                .func
                .insts
                .iter()
                .find(|(i, _)| inst_index(*i) == r.exit_inst);
            lg.refusals.push(refusal(
                "CantReorderFPOps",
                if r.kind == RecurKind::FMul {
                    "cannot prove it is safe to reorder floating-point operations (the multiply/divide reduction has no fast-math flags; only fadd has an in-order form)"
                } else {
                    "cannot prove it is safe to reorder floating-point operations (the reduction has no fast-math flags; an in-order reduction would keep the result)"
                },
                at.map(|(i, _)| text(i)),
            ));
        }
    }

    // Instructions.
    let mut widest = 0u32;
    let latch = data.latch();
    // Why the whole body could not run under a mask (tail folding).
    let mut no_fold: Option<String> = None;
    let mut live_out_insts = Vec::new();
    for b in data.blocks.iter().copied() {
        // LLVM's `blockNeedsPredication`: the block does not dominate the latch.
        let predicated = latch.is_some_and(|l| !cx.dom.dominates(b, l));
        for &i in &cx.func.blocks[b].insts {
            let inst = &cx.func.insts[i];
            // `blockCanBePredicated`: a constant operand that may trap cannot
            // be evaluated on every lane.
            if predicated
                && inst
                    .operands
                    .iter()
                    .any(|v| v.as_const().is_some_and(|c| c.can_trap()))
            {
                lg.refusals.push(refusal_at(
                    cx,
                    "NoCFGForSelect",
                    "control flow cannot be substituted for a select (a constant operand may trap)",
                    i,
                ));
            }
            if let Some(why) = unpredicable(cx, i, inp.readnone_calls) {
                no_fold.get_or_insert_with(|| format!("{why}: {}", text(i)));
            }
            match inst.opcode {
                Opcode::Call => {
                    let name = inst.callee_name().unwrap_or("");
                    if ignorable_call(name) {
                        lg.calls.push(CallDesc {
                            inst: inst_index(i),
                            callee: name.to_string(),
                            kind: CallKind::Ignored,
                        });
                    } else if name.starts_with("llvm.masked.") {
                        // Already-vector memory intrinsics: memrefs handle them.
                    } else if intrinsic_base(name).is_some_and(vector_intrinsic) {
                        // `hasVectorInstrinsicScalarOpd`: this operand stays
                        // one scalar for all lanes, so it must not vary.
                        let scalar_opd = scalar_operand(intrinsic_base(name).unwrap_or(""));
                        if let Some(k) = scalar_opd
                            && inst
                                .operands
                                .get(k + 1)
                                .is_some_and(|v| !scev_invariant(cx, v, 0))
                        {
                            lg.refusals.push(refusal_at(
                                cx,
                                "CantVectorizeIntrinsic",
                                "intrinsic instruction cannot be vectorized",
                                i,
                            ));
                        }
                        lg.calls.push(CallDesc {
                            inst: inst_index(i),
                            callee: name.to_string(),
                            kind: CallKind::VectorIntrinsic,
                        });
                    } else if math_libcall(name)
                        && inp.readnone_calls.contains(&inst_index(i))
                        && libcall_intrinsic(name).is_some()
                    {
                        // Without `errno` it is the intrinsic.
                        lg.calls.push(CallDesc {
                            inst: inst_index(i),
                            callee: name.to_string(),
                            kind: CallKind::VectorIntrinsic,
                        });
                    } else if math_libcall(name) {
                        lg.refusals.push(refusal_at(cx, "CantVectorizeLibcall",
                            "library call cannot be vectorized. Try compiling with -fno-math-errno, -ffast-math, or similar flags", i));
                    } else {
                        lg.refusals.push(refusal_at(
                            cx,
                            "CantVectorizeCall",
                            "call instruction cannot be vectorized",
                            i,
                        ));
                    }
                }
                Opcode::Invoke
                | Opcode::CallBr
                | Opcode::LandingPad
                | Opcode::VAArg
                | Opcode::Fence
                | Opcode::CmpXchg
                | Opcode::AtomicRmw
                | Opcode::IndirectBr => lg.refusals.push(refusal_at(
                    cx,
                    "CantVectorizeInstruction",
                    "instruction cannot be vectorized",
                    i,
                )),
                Opcode::Switch => lg.refusals.push(refusal_at(
                    cx,
                    "CFGNotUnderstood",
                    "loop contains a switch statement",
                    i,
                )),
                Opcode::Load | Opcode::Store => {
                    if let Extra::Mem { atomic, .. } = &inst.extra
                        && (atomic.is_some() || inst.flags.contains(Flags::VOLATILE))
                    {
                        let what = if inst.opcode == Opcode::Load {
                            "read with atomic ordering or volatile read"
                        } else {
                            "write with atomic ordering or volatile write"
                        };
                        lg.refusals.push(refusal_at(cx, "NonSimpleAccess", what, i));
                    }
                    let ty = if inst.opcode == Opcode::Load {
                        inst.ty
                    } else {
                        cx.func.value_ty(&inst.operands[0])
                    };
                    if inst.attachment("nontemporal").is_some()
                        && let Some(k) = scalar_kind(ty).filter(|_| !ty.is_vector())
                        && !nontemporal_legal(inst.opcode == Opcode::Load, k, &inst.extra)
                    {
                        let what = if inst.opcode == Opcode::Load {
                            "nontemporal load instruction cannot be vectorized"
                        } else {
                            "nontemporal store instruction cannot be vectorized"
                        };
                        lg.refusals
                            .push(refusal_at(cx, "CantVectorizeNontemporal", what, i));
                    }
                    match scalar_kind(ty) {
                        Some(k) if !ty.is_vector() => widest = widest.max(k.bits().max(8)),
                        _ => lg.refusals.push(refusal_at(
                            cx,
                            "CantVectorizeInstruction",
                            if inst.opcode == Opcode::Load {
                                "instruction return type cannot be vectorized"
                            } else {
                                "store instruction cannot be vectorized"
                            },
                            i,
                        )),
                    }
                }
                Opcode::Phi | Opcode::Br | Opcode::Alloca => {}
                _ => {
                    // `canVectorizeInstrs`: a result type with no vector
                    // form, and any `extractelement`.
                    if inst.opcode == Opcode::ExtractElement
                        || !inst.ty.is_void()
                            && (inst.ty.is_vector() || scalar_kind(inst.ty).is_none())
                    {
                        lg.refusals.push(refusal_at(
                            cx,
                            "CantVectorizeInstructionReturnType",
                            "instruction return type cannot be vectorized",
                            i,
                        ));
                    }
                }
            }
            // Live-outs.
            if let Some(us) = users.get(&i)
                && us
                    .iter()
                    .any(|u| !cx.contains_block(cx.func.insts[*u].block))
            {
                lg.live_outs.push(cx.name(&Value::Inst(i)));
                live_out_insts.push(i);
            }
        }
    }
    for r in &lg.reductions {
        widest = widest.max(r.elem.bits());
    }
    lg.widest_bits = if widest == 0 { 8 } else { widest };

    // Memory. LLVM's `computeFeasibleMaxVF`: the dependence bound in bits
    // over the loop's widest type (reduction phis included), rounded down
    // to a power of two: `MaxSafeElements`.
    let mut max_safe = match inp.deps.max_safe_width_bits {
        Some(bits) => {
            let lanes = (bits / u64::from(lg.widest_bits.max(1))).max(1);
            Some(1u32 << (63 - lanes.leading_zeros()).min(31))
        }
        None => inp.deps.max_safe_vf,
    };
    let invariant_dep = inp.deps.deps.iter().find(|d| {
        !d.runtime_check
            && !d.kind.is_safe()
            && [d.src, d.dst].iter().any(|&m| {
                inp.memrefs
                    .get(m)
                    .is_some_and(|m| m.kind.is_write() && m.class == AccessClass::Uniform)
            })
    });
    let simd_safelen = wi.simd.as_ref().and_then(|s| s.safelen);
    if wi.simd.is_some() {
        // `omp simd` asserts the absence of loop-carried dependences up to safelen.
        max_safe = simd_safelen;
    } else if let Some(d) = invariant_dep {
        let m = &inp.memrefs[if inp.memrefs[d.src].kind.is_write() {
            d.src
        } else {
            d.dst
        }];
        lg.refusals.push(refusal(
            "CantVectorizeStoreToLoopInvariantAddress",
            "write to a loop invariant address could not be vectorized",
            Some(m.text.clone()),
        ));
    } else if inp.parallel {
        // LAA: "a loop annotated parallel, ignore memory dependency checks".
        max_safe = None;
    } else if let Some(m) = unbounded_access(cx, inp) {
        // LAA looks for pointer bounds before running the dependence checker.
        lg.refusals.push(refusal(
            "CantIdentifyArrayBounds",
            "cannot identify array bounds",
            Some(m.text.clone()),
        ));
    } else if !inp.deps.safe {
        // A known unsafe dependence explains more than an `Unknown` one.
        let unsafe_deps = || {
            inp.deps
                .deps
                .iter()
                .filter(|d| !d.runtime_check && !d.kind.is_safe())
        };
        let d = unsafe_deps()
            .find(|d| d.kind != crate::deps::DepKind::Unknown)
            .or_else(|| unsafe_deps().next());
        let detail = d.map(|d| {
            let t = |id: usize| inp.memrefs.get(id).map_or("?", |m| m.text.as_str());
            format!(
                "{:?} dependence between `{}` and `{}`",
                d.kind,
                t(d.src),
                t(d.dst)
            )
        });
        lg.refusals.push(Refusal {
            kind: "UnsafeDep".into(),
            message: "unsafe dependent memory operations in loop. Use #pragma loop distribute(enable) to allow loop distribution to attempt to isolate the offending operations into a separate loop".into(),
            inst: detail,
            at: None,
        });
    }
    lg.max_safe_vf = max_safe;
    // `RuntimeMemoryCheckThreshold`: more than 8 pairs of pointer groups to
    // compare at run time is too many, unless hints allow reordering.
    let allow_reordering = lg.forced || lg.width_hint.is_some();
    if inp.deps.runtime_check_groups > RUNTIME_MEMORY_CHECK_THRESHOLD
        && !allow_reordering
        && !inp.parallel
        && wi.simd.is_none()
    {
        lg.refusals.push(refusal(
            "CantReorderMemOps",
            format!(
                "cannot prove it is safe to reorder memory operations ({} run-time pointer checks, more than {RUNTIME_MEMORY_CHECK_THRESHOLD})",
                inp.deps.runtime_check_groups
            ),
            None,
        ));
    }

    // Tail folding (`prepareToFoldTailByMasking`): only the reductions'
    // results may leave the loop, and every block must be predicable.
    if let Some(&i) = live_out_insts
        .iter()
        .find(|&&i| !lg.reductions.iter().any(|r| r.exit_inst == inst_index(i)))
    {
        no_fold.get_or_insert_with(|| format!("a value is used after the loop: {}", text(i)));
    }
    if data.exiting.len() != 1 || data.latch() != data.exiting.first().copied() {
        no_fold = Some("the loop has an exit other than its latch".into());
    }
    lg.no_tail_folding = no_fold;
    if matches!(lg.epilogue, Epilogue::OptSize | Epilogue::LowTripCount) && wi.simd.is_none() {
        let why = if lg.epilogue == Epilogue::OptSize {
            "-Os/-Oz".to_string()
        } else {
            format!("a trip count below {TINY_TRIP_COUNT}")
        };
        if lg.inductions.iter().any(|iv| iv.predicated) || inp.deps.wrap_predicates > 0 {
            lg.refusals.push(refusal(
                "CantVersionLoopWithOptForSize",
                format!("runtime SCEV checks needed, which {why} does not allow. Enable vectorization of this loop with '#pragma clang loop vectorize(enable)' when compiling with -Os/-Oz"),
                None,
            ));
        }
        if inp.deps.runtime_checks > 0 && !inp.parallel {
            lg.refusals.push(refusal(
                "CantVersionLoopWithOptForSize",
                format!("runtime pointer checks needed, which {why} does not allow. Enable vectorization of this loop with '#pragma clang loop vectorize(enable)' when compiling with -Os/-Oz"),
                None,
            ));
        }
        // Only a bottom-tested loop with a single exit runs without one.
        if data.exiting.len() != 1 || data.latch() != data.exiting.first().copied() {
            lg.refusals.push(refusal(
                "NoTailLoopWithOptForSize",
                format!("the loop exits from a block other than its latch and needs a scalar epilogue, which {why} does not allow"),
                None,
            ));
        }
    }
    lg
}

/// An access of a pair whose independence only a run-time check could
/// establish (`Unknown`: different objects that may alias, or the same
/// object at an unknown distance) and whose address has no bounds to
/// check (LAA's `canCheckPtrAtRT` failing).
///
/// Also LAA's refusal to compare pointers of different address spaces: a
/// pair that needs a run-time check across two address spaces cannot have
/// one (`canCheckPtrAtRT`).
fn unbounded_access<'a>(cx: &LoopCtx, inp: &'a LegalInputs) -> Option<&'a Memref> {
    let unknown = || {
        inp.deps
            .deps
            .iter()
            .filter(|d| d.kind == crate::deps::DepKind::Unknown)
    };
    let space = |m: &Memref| {
        crate::memref::access(cx, crate::memref::memref_inst(m))
            .and_then(|(_, p, _, _)| cx.func.value_ty(&p).addrspace())
    };
    unknown()
        .flat_map(|d| [d.src, d.dst])
        .filter_map(|m| inp.memrefs.get(m))
        .find(|m| m.class != AccessClass::Uniform && !crate::deps::bounds_computable(cx, m))
        .or_else(|| {
            unknown().filter(|d| d.runtime_check).find_map(|d| {
                let (a, b) = (inp.memrefs.get(d.src)?, inp.memrefs.get(d.dst)?);
                (space(a) != space(b)).then_some(a)
            })
        })
}

/// Why instruction `i` could not run under a mask (`blockCanBePredicated`
/// on every block): calls that touch memory, trapping constants. Loads and
/// stores become masked; divisions are predicated by the cost model.
fn unpredicable(cx: &LoopCtx, i: InstId, readnone: &[u32]) -> Option<&'static str> {
    let inst = &cx.func.insts[i];
    if inst
        .operands
        .iter()
        .any(|v| v.as_const().is_some_and(|c| c.can_trap()))
    {
        return Some("a constant operand may trap");
    }
    if inst.opcode == Opcode::Call {
        let name = inst.callee_name().unwrap_or("");
        let harmless = (ignorable_call(name) && !name.starts_with("llvm.lifetime."))
            || intrinsic_base(name).is_some_and(vector_intrinsic)
            || (readnone.contains(&inst_index(i)) && libcall_intrinsic(name).is_some());
        if !harmless {
            return Some("a call that may access memory cannot be masked");
        }
    }
    None
}

/// A floating-point induction (LLVM's `InductionDescriptor::isFPInductionPHI`):
/// `x = phi [start, preheader], [x ± step, latch]` with an `fadd` of the phi
/// (either side) or an `fsub` from it, and a step defined outside the loop.
/// Returns the induction and whether its update is exact FP math (no
/// `reassoc`).
fn fp_induction(cx: &LoopCtx, phi: InstId) -> Option<(InductionDesc, bool)> {
    let f = cx.func;
    let inst = &f.insts[phi];
    let kind = scalar_kind(inst.ty)?;
    if !kind.is_float() || !inst.ty.is_float() || inst.operands.len() != 2 {
        return None;
    }
    let latch = cx.data().latch()?;
    let k = inst.blocks.iter().position(|&b| b == latch)?;
    let back = inst.operands[k].as_inst()?;
    let start = &inst.operands[1 - k];
    if cx.in_loop(start) {
        return None;
    }
    let bop = &f.insts[back];
    let me = Value::Inst(phi);
    let addend = match bop.opcode {
        Opcode::FAdd if bop.operands[0] == me => &bop.operands[1],
        Opcode::FAdd if bop.operands[1] == me => &bop.operands[0],
        Opcode::FSub if bop.operands[0] == me => &bop.operands[1],
        _ => return None,
    };
    if cx.in_loop(addend) {
        return None;
    }
    let desc = InductionDesc {
        phi: inst_index(phi),
        name: cx.name(&me),
        start: cx.name(start),
        step: None,
        pointer: false,
        update: inst_index(back),
        kind,
        predicated: false,
    };
    Some((desc, !bop.flags.allows_reassoc()))
}

/// A header phi that is an induction only under a no-wrap predicate (LLVM's
/// `InductionDescriptor::isInductionPHI` with `Assume`, through
/// `PredicatedScalarEvolution`):
///
/// * its latch value is `ext(n.next) * c` for a narrow IV `n` of the loop
///   with a constant step, and its start is `ext(n.start) * c`: the phi is
///   `{ext(n.start) * c, +, ext(step) * c}` while `n` does not wrap;
/// * its latch value is `cast(phi) + step` with an invariant step, where
///   `cast` re-extends a truncation of the phi (`sext(trunc)`, `zext(trunc)`
///   or `ashr exact (shl x, k), k`): the cast is the identity while the phi
///   fits the narrow type.
fn predicated_induction(cx: &LoopCtx, phi: InstId) -> Option<InductionDesc> {
    let f = cx.func;
    let inst = &f.insts[phi];
    let kind = scalar_kind(inst.ty)?;
    if kind.is_float() || !inst.ty.is_int() {
        return None;
    }
    let latch = cx.data().latch()?;
    let k = inst.blocks.iter().position(|&b| b == latch)?;
    let back = inst.operands.get(k)?;
    let start = inst.operands.get(1 - k.min(1))?;
    if inst.operands.len() != 2 || cx.in_loop(start) {
        return None;
    }
    let def = |v: &Value| v.as_inst().map(|i| &f.insts[i]);
    let const_of = |v: &Value| v.as_const().and_then(|c| c.as_int());
    // `x * c` / `x << c` → (x, c).
    let scaled = |v: &Value| -> (Value, i128) {
        match def(v) {
            Some(d) if d.opcode == Opcode::Mul => {
                match (const_of(&d.operands[0]), const_of(&d.operands[1])) {
                    (_, Some(c)) => (d.operands[0].clone(), c),
                    (Some(c), _) => (d.operands[1].clone(), c),
                    _ => (v.clone(), 1),
                }
            }
            Some(d) if d.opcode == Opcode::Shl => match const_of(&d.operands[1]) {
                Some(c) if (0..64).contains(&c) => (d.operands[0].clone(), 1i128 << c),
                _ => (v.clone(), 1),
            },
            _ => (v.clone(), 1),
        }
    };
    let desc = |step: Option<i64>, update: InstId| InductionDesc {
        phi: inst_index(phi),
        name: cx.name(&Value::Inst(phi)),
        start: cx.name(start),
        step,
        pointer: false,
        update: inst_index(update),
        kind,
        predicated: true,
    };
    // Extension of a narrow IV's next value.
    let (x, c) = scaled(back);
    if let Some(ext) = def(&x).filter(|d| matches!(d.opcode, Opcode::ZExt | Opcode::SExt)) {
        let narrow = ext.operands[0].as_inst()?;
        let n = cx.aff.inductions_of(cx.l).find(|iv| iv.update == narrow)?;
        let Step::Const(step) = n.step else {
            return None;
        };
        let (sx, sc) = scaled(start);
        let same_start =
            sc == c && def(&sx).is_some_and(|d| d.opcode == ext.opcode && d.operands[0] == n.start);
        if !same_start || n.is_pointer {
            return None;
        }
        return Some(desc(i64::try_from(step * c).ok(), back.as_inst()?));
    }
    // `cast(phi) + step`, the cast an identity while the phi fits.
    let add = def(back).filter(|d| d.opcode == Opcode::Add)?;
    let update = back.as_inst()?;
    let reextends_phi = |v: &Value| -> bool {
        let Some(d) = def(v) else { return false };
        match d.opcode {
            // A sign-extension in register; `lshr` zero-extends, which
            // SCEV does not see through.
            Opcode::AShr => def(&d.operands[0]).is_some_and(|s| {
                s.opcode == Opcode::Shl
                    && s.operands[0] == Value::Inst(phi)
                    && const_of(&s.operands[1]).is_some()
                    && const_of(&s.operands[1]) == const_of(&d.operands[1])
            }),
            Opcode::SExt | Opcode::ZExt => def(&d.operands[0])
                .is_some_and(|t| t.opcode == Opcode::Trunc && t.operands[0] == Value::Inst(phi)),
            _ => false,
        }
    };
    // The other operand of the add is the step.
    let step = if reextends_phi(&add.operands[0]) {
        &add.operands[1]
    } else if reextends_phi(&add.operands[1]) {
        &add.operands[0]
    } else {
        return None;
    };
    if cx.in_loop(step) {
        return None;
    }
    Some(desc(
        const_of(step).and_then(|c| i64::try_from(c).ok()),
        update,
    ))
}

/// Whether block `b`'s branch compares an IV of loop `l` with an invariant.
fn computable_branch(cx: &LoopCtx, l: LoopIdx, b: lanes_ir::BlockId) -> bool {
    let exiting = b;
    let Some(t) = cx.func.terminator(exiting) else {
        return false;
    };
    let term = &cx.func.insts[t];
    let Some(c) = term.operands.first().and_then(Value::as_inst) else {
        return false;
    };
    let cmp = &cx.func.insts[c];
    if cmp.opcode != Opcode::ICmp {
        return false;
    }
    let iter = Term::Iter(l);
    let varies = |v: &Value| cx.form(v).is_some_and(|f| f.coeff(&iter) != 0);
    let in_l = |i: InstId| {
        cx.forest
            .loop_of(cx.func.insts[i].block)
            .is_some_and(|m| cx.forest.encloses(l, m))
    };
    let invariant = |v: &Value| {
        !v.as_inst().is_some_and(in_l)
            || cx.form(v).is_some_and(|f| {
                f.terms.iter().all(|(t, _)| match t {
                    Term::Iter(_) => false,
                    Term::Inst(i) => !in_l(*i),
                    _ => true,
                })
            })
    };
    // An IV of `l` whose start has no affine form (`undef`) still varies.
    let is_iv = |v: &Value| {
        v.as_inst().is_some_and(|d| {
            cx.aff
                .inductions_of(l)
                .any(|iv| iv.phi == d || iv.update == d)
        })
    };
    let (a, b) = (&cmp.operands[0], &cmp.operands[1]);
    let (iv, bound, pred) = if (varies(a) || is_iv(a)) && invariant(b) {
        (a, b, cmp.predicate())
    } else if (varies(b) || is_iv(b)) && invariant(a) {
        (b, a, cmp.predicate().map(Predicate::swapped))
    } else {
        return false;
    };
    let (Some(pred), Some(step)) = (pred, cx.form(iv).map(|f| f.coeff(&iter))) else {
        return true;
    };
    // The predicate under which the loop goes on.
    let stays = term.successors().first().is_some_and(|&s| {
        cx.forest
            .loop_of(s)
            .is_some_and(|m| cx.forest.encloses(l, m))
    });
    let pred = if stays { pred } else { pred.inverse() };
    use Predicate::*;
    match pred {
        // The IV moves away from the bound: the loop ends only by wrapping,
        // which SCEV does not count.
        Slt | Sle | Ult | Ule => step > 0,
        Sgt | Sge | Ugt | Uge => step < 0,
        // `iv != bound` with a step other than ±1 reaches the bound only if
        // the distance is a multiple of the step; SCEV assumes so only when
        // the increment cannot wrap (or both ends are constants).
        Ne | Eq if step.abs() != 1 => {
            let update = iv.as_inst().map(|d| {
                cx.aff
                    .inductions_of(l)
                    .find(|v| v.phi == d)
                    .map_or(d, |v| v.update)
            });
            let no_wrap = update.is_some_and(|u| {
                let ui = &cx.func.insts[u];
                match ui.opcode {
                    Opcode::GetElementPtr => ui.flags.contains(Flags::INBOUNDS),
                    Opcode::Add | Opcode::Sub => {
                        ui.flags.contains(Flags::NUW) || ui.flags.contains(Flags::NSW)
                    }
                    _ => false,
                }
            });
            let constant_ends = cx.form(iv).is_some_and(|f| f.terms.len() == 1)
                && cx.form(bound).is_some_and(|f| f.terms.is_empty());
            no_wrap || constant_ends
        }
        _ => true,
    }
}

/// The kind of one reduction step, if `i` is one, with the operand that
/// continues the chain.
fn step_kind(
    cx: &LoopCtx,
    i: InstId,
    chain: &FxHashSet<InstId>,
    header_phi: InstId,
) -> Option<Option<RecurKind>> {
    let inst = &cx.func.insts[i];
    let in_chain = |v: &Value| v.as_inst().is_some_and(|d| chain.contains(&d));
    let k = match inst.opcode {
        Opcode::Add => RecurKind::Add,
        Opcode::Sub if in_chain(&inst.operands[0]) && !in_chain(&inst.operands[1]) => {
            RecurKind::Add
        }
        Opcode::Mul => RecurKind::Mul,
        Opcode::And => RecurKind::And,
        Opcode::Or => RecurKind::Or,
        Opcode::Xor => RecurKind::Xor,
        Opcode::FAdd => RecurKind::FAdd,
        Opcode::FSub if in_chain(&inst.operands[0]) && !in_chain(&inst.operands[1]) => {
            RecurKind::FAdd
        }
        Opcode::FMul => RecurKind::FMul,
        // As LLVM: a division whose dividend is the chain multiplies by the
        // reciprocal (`s / x` is an `fmul` reduction of `1 / x`).
        Opcode::FDiv if in_chain(&inst.operands[0]) && !in_chain(&inst.operands[1]) => {
            RecurKind::FMul
        }
        Opcode::Phi => return Some(None),
        Opcode::Call => match inst.callee_name().and_then(intrinsic_base)? {
            "smin" => RecurKind::SMin,
            "smax" => RecurKind::SMax,
            "umin" => RecurKind::UMin,
            "umax" => RecurKind::UMax,
            "minnum" | "minimum" => RecurKind::FMin,
            "maxnum" | "maximum" => RecurKind::FMax,
            _ => return None,
        },
        Opcode::Select => return select_kind(cx, i, header_phi).map(Some),
        _ => return None,
    };
    Some(Some(k))
}

/// The reduction a select of the chain belongs to, by LLVM 14's
/// `isRecurrenceInstr`: a select is never a neutral step. Its condition is
/// a compare with no other use (`m_OneUse(m_Cmp)`), and it is one of
/// * min/max: `select(cmp(a, b), a, b)` (`isMinMaxPattern`);
/// * a conditional `fadd`/`fsub`/`fmul` (`isConditionalRdxPattern`):
///   exactly one operand a phi, the other that operation with every
///   fast-math flag (integer conditional updates are not reductions in
///   LLVM 14);
/// * any-of (`isSelectCmpPattern`): the header phi and a loop-invariant
///   value, on an integer phi.
fn select_kind(cx: &LoopCtx, i: InstId, header_phi: InstId) -> Option<RecurKind> {
    let f = cx.func;
    let inst = &f.insts[i];
    let c = inst.operands[0].as_inst().map(|c| (c, &f.insts[c]))?;
    let (cmp, cond) = c;
    if !matches!(cond.opcode, Opcode::ICmp | Opcode::FCmp) {
        return None;
    }
    let one_use = users(cx).get(&cmp).is_some_and(|us| us.len() == 1);
    if !one_use {
        return None;
    }
    let (p, q) = (&cond.operands[0], &cond.operands[1]);
    let (a, b) = (&inst.operands[1], &inst.operands[2]);
    let pred = cond.predicate()?;
    let minmax = if a == p && b == q {
        Some(pred)
    } else if a == q && b == p {
        Some(pred.swapped())
    } else {
        None
    };
    if let Some(pred) = minmax {
        use Predicate::*;
        return Some(match pred {
            Slt | Sle => RecurKind::SMin,
            Sgt | Sge => RecurKind::SMax,
            Ult | Ule => RecurKind::UMin,
            Ugt | Uge => RecurKind::UMax,
            Olt | Ole | FUlt | FUle => RecurKind::FMin,
            Ogt | Oge | FUgt | FUge => RecurKind::FMax,
            _ => return None,
        });
    }
    let is_phi = |v: &Value| v.as_inst().is_some_and(|d| f.insts[d].opcode == Opcode::Phi);
    if is_phi(a) != is_phi(b) {
        let other = if is_phi(a) { b } else { a };
        if let Some(o) = other.as_inst().map(|d| &f.insts[d])
            && o.flags.is_fast()
        {
            match o.opcode {
                Opcode::FAdd | Opcode::FSub => return Some(RecurKind::FAdd),
                Opcode::FMul => return Some(RecurKind::FMul),
                _ => {}
            }
        }
    }
    let header = Value::Inst(header_phi);
    let other = if *a == header {
        b
    } else if *b == header {
        a
    } else {
        return None;
    };
    let int_phi = f.insts[header_phi].ty.int_bits().is_some();
    if int_phi && !cx.in_loop(other) {
        return Some(if cond.opcode == Opcode::ICmp {
            RecurKind::SelectICmp
        } else {
            RecurKind::SelectFCmp
        });
    }
    None
}

/// `AddReductionVar` walks the chain depth first from its start, taking
/// users in LLVM's use-list order (the latest use first, so a stack pops
/// the first one written) and phis after the other users; a phi of the chain
/// must have all its inputs visited when it is reached (`areAllUsesIn`).
/// A phi reached through a short path before the longer path to its other
/// input is not recognized: the result depends on that order, as in LLVM.
fn phis_reached_after_inputs(
    cx: &LoopCtx,
    start: InstId,
    header_phi: InstId,
    chain: &FxHashSet<InstId>,
    cmps: &FxHashSet<InstId>,
    users: &FxHashMap<InstId, Vec<InstId>>,
) -> bool {
    let f = cx.func;
    let mut visited: FxHashSet<InstId> = FxHashSet::default();
    visited.insert(start);
    visited.insert(header_phi);
    let mut work = vec![start];
    while let Some(cur) = work.pop() {
        let ci = &f.insts[cur];
        if ci.opcode == Opcode::Phi
            && cur != header_phi
            && !ci
                .operands
                .iter()
                .all(|v| v.as_inst().is_some_and(|d| visited.contains(&d)))
        {
            return false;
        }
        let (mut phis, mut others) = (Vec::new(), Vec::new());
        for &u in users
            .get(&cur)
            .map(Vec::as_slice)
            .unwrap_or(&[])
            .iter()
            .rev()
        {
            if !(chain.contains(&u) || cmps.contains(&u)) || !visited.insert(u) {
                continue;
            }
            if f.insts[u].opcode == Opcode::Phi {
                phis.push(u);
            } else {
                others.push(u);
            }
        }
        work.extend(phis);
        work.extend(others);
    }
    true
}

/// LLVM's `RecurrenceDescriptor::isReductionPHI`, on the use graph.
fn reduction(
    cx: &LoopCtx,
    phi: InstId,
    users: &FxHashMap<InstId, Vec<InstId>>,
    no_nans_nsz_fn: bool,
) -> Option<ReductionDesc> {
    let f = cx.func;
    let pinst = &f.insts[phi];
    let elem = scalar_kind(pinst.ty)?;
    if pinst.ty.is_ptr() {
        return None;
    }
    let latch = cx.data().latch()?;
    let pos = pinst.blocks.iter().position(|&b| b == latch)?;
    let exit = pinst.operands[pos].as_inst()?;
    let mut chain: FxHashSet<InstId> = FxHashSet::default();
    chain.insert(phi);
    let mut kind: Option<RecurKind> = None;
    let mut work = vec![phi];
    let mut order = Vec::new();
    let mut minmax_cmps: FxHashSet<InstId> = FxHashSet::default();
    let mut minmax_selects = 0usize;
    let mut flags_ok = true;
    // LLVM's `lookThroughAnd`: an integer phi whose only user masks it to
    // its low `n` bits is a reduction in `i<n>` that the front end promoted;
    // the mask is a cast and the chain starts after it.
    let mut elem = elem;
    let mut narrow: Option<u32> = None;
    if let Some(bits) = pinst.ty.int_bits()
        && let Some(&[u]) = users.get(&phi).map(Vec::as_slice)
        && f.insts[u].opcode == Opcode::And
        && cx.contains_block(f.insts[u].block)
        && let Some(m) = f.insts[u].operands.iter().find_map(|v| v.as_int())
        && m > 0
        && (m + 1) & m == 0
    {
        let n = (m + 1).trailing_zeros();
        if n < bits {
            narrow = Some(n);
            elem = ScalarKind::int(n);
            chain.insert(u);
            work = vec![u];
        }
    }
    while let Some(v) = work.pop() {
        for &u in users.get(&v).map(Vec::as_slice).unwrap_or(&[]) {
            let uinst = &f.insts[u];
            if !cx.contains_block(uinst.block) || u == phi || chain.contains(&u) {
                continue;
            }
            if matches!(uinst.opcode, Opcode::ICmp | Opcode::FCmp) {
                minmax_cmps.insert(u);
                continue;
            }
            let k = step_kind(cx, u, &chain, phi)?;
            if k.is_some() && uinst.opcode == Opcode::Select {
                minmax_selects += 1;
            }
            if let Some(k) = k {
                if kind.is_some_and(|old| old != k) {
                    return None;
                }
                kind = Some(k);
                if matches!(k, RecurKind::FMin | RecurKind::FMax) {
                    // `isRecurrenceInstr`: every instruction of an FP
                    // min/max chain, the compare as well as the select (or
                    // the minnum/maxnum call), has no-NaNs and no-signed-
                    // zeros, on itself or from the function's attributes.
                    let no_nans_nsz = |fl: Flags| {
                        fl.contains(Flags::FAST)
                            || (fl.contains(Flags::NNAN) && fl.contains(Flags::NSZ))
                    };
                    let cmp_ok = uinst.opcode != Opcode::Select
                        || uinst.operands[0]
                            .as_inst()
                            .is_none_or(|c| no_nans_nsz(f.insts[c].flags));
                    if !(no_nans_nsz_fn || (no_nans_nsz(uinst.flags) && cmp_ok)) {
                        return None;
                    }
                } else if k.is_float()
                    && uinst.opcode != Opcode::Select
                    && !uinst.flags.allows_reassoc()
                {
                    // An fadd/fmul without `reassoc` is exact FP math: an
                    // in-order reduction at best (function attributes such
                    // as "unsafe-fp-math" do not change that in LLVM 14).
                    flags_ok = false;
                }
            }
            chain.insert(u);
            order.push(u);
            work.push(u);
        }
    }
    let kind = kind?;
    if !chain.contains(&exit) {
        return None;
    }
    let start = order
        .first()
        .copied()
        .filter(|_| narrow.is_some())
        .unwrap_or(phi);
    if !phis_reached_after_inputs(cx, start, phi, &chain, &minmax_cmps, users) {
        return None;
    }
    // `AddReductionVar`: a phi of the chain other than the start is not in
    // the header, and every value it merges is itself part of the chain
    // (`areAllUsesIn` over its operands): a phi that brings in another value
    // on some path breaks the reduction.
    let header = cx.data().header;
    for &c in &order {
        let ci = &f.insts[c];
        // `hasMultipleUsesOf`: an operation of the chain (not a phi, select
        // or min/max) reads the reduction value once only.
        let arith = matches!(
            ci.opcode,
            Opcode::Add
                | Opcode::Sub
                | Opcode::Mul
                | Opcode::And
                | Opcode::Or
                | Opcode::Xor
                | Opcode::FAdd
                | Opcode::FSub
                | Opcode::FMul
                | Opcode::FDiv
        );
        let chain_operands = ci
            .operands
            .iter()
            .filter(|v| v.as_inst().is_some_and(|d| chain.contains(&d)))
            .count();
        if arith && chain_operands > 1 {
            return None;
        }
        if ci.opcode != Opcode::Phi {
            continue;
        }
        if ci.block == header
            || !ci
                .operands
                .iter()
                .all(|v| v.as_inst().is_some_and(|d| chain.contains(&d)))
        {
            return None;
        }
    }
    // As LLVM 14: a select-based min/max or any-of reduction is one
    // compare and one select (`NumCmpSelectPatternInst`; two in a row are
    // not recognized; min/max intrinsics are).
    if matches!(
        kind,
        RecurKind::SMin
            | RecurKind::SMax
            | RecurKind::UMin
            | RecurKind::UMax
            | RecurKind::FMin
            | RecurKind::FMax
            | RecurKind::SelectICmp
            | RecurKind::SelectFCmp
    ) && minmax_selects > 1
    {
        return None;
    }
    // A promoted narrow reduction: every other operand of the chain is
    // extended from at most `n` bits (LLVM's `computeRecurrenceType` must
    // find the width of the mask again).
    if let Some(n) = narrow {
        for &c in &order {
            for v in f.insts[c].operands.iter() {
                if v.as_inst().is_some_and(|d| chain.contains(&d)) {
                    continue;
                }
                let ok = match v.as_inst().map(|d| &f.insts[d]) {
                    Some(d) if matches!(d.opcode, Opcode::ZExt | Opcode::SExt) => f
                        .value_ty(&d.operands[0])
                        .int_bits()
                        .is_some_and(|b| b <= n),
                    Some(_) => false,
                    None => v.as_int().is_some_and(|k| k >= 0 && k < (1i128 << n)),
                };
                if !ok {
                    return None;
                }
            }
        }
    }
    // Compares feed only selects of the chain (min/max).
    for c in &minmax_cmps {
        let ok = users
            .get(c)
            .is_some_and(|us| us.iter().all(|u| chain.contains(u)));
        if !ok {
            return None;
        }
    }
    // Only the exit value may be used after the loop, and it must be (LLVM
    // 14 identifies a reduction by its exit user; the phi's own value after
    // the loop would lose VF-1 steps); chain values other than the exit feed
    // nothing outside the chain in the loop.
    let used_after = users
        .get(&exit)
        .is_some_and(|us| us.iter().any(|&u| !cx.contains_block(f.insts[u].block)));
    if !used_after {
        return None;
    }
    for &c in &chain {
        for &u in users.get(&c).map(Vec::as_slice).unwrap_or(&[]) {
            let inside = cx.contains_block(f.insts[u].block);
            if inside && !chain.contains(&u) && !minmax_cmps.contains(&u) {
                return None;
            }
            if !inside && c != exit {
                return None;
            }
        }
    }
    let ordered = kind.is_float() && !flags_ok && matches!(kind, RecurKind::FAdd | RecurKind::FMul);
    Some(ReductionDesc {
        phi: inst_index(phi),
        name: cx.name(&Value::Inst(phi)),
        kind,
        ordered,
        exit: cx.name(&Value::Inst(exit)),
        exit_inst: inst_index(exit),
        chain: order.into_iter().map(inst_index).collect(),
        elem,
    })
}

/// LLVM's `isFirstOrderRecurrence`: the latch value is an instruction of
/// the loop other than a phi, and every user of the phi (transitively) is
/// either dominated by it or can sink past it: a side-effect-free,
/// non-reading instruction of the header that no other recurrence sinks.
/// `sunk` holds the instructions earlier recurrences sink.
fn recurrence(
    cx: &LoopCtx,
    phi: InstId,
    users: &FxHashMap<InstId, Vec<InstId>>,
    sunk: &mut FxHashSet<InstId>,
) -> Option<RecurrenceDesc> {
    let f = cx.func;
    let pinst = &f.insts[phi];
    let header = cx.data().header;
    let latch = cx.data().latch()?;
    if pinst.operands.len() != 2 {
        return None;
    }
    let pos = pinst.blocks.iter().position(|&b| b == latch)?;
    let prev = pinst.operands[pos].as_inst()?;
    let pv = &f.insts[prev];
    if !cx.contains_block(pv.block) || pv.opcode == Opcode::Phi || sunk.contains(&prev) {
        return None;
    }
    let pos_in_block = |i: InstId| {
        f.blocks[f.insts[i].block]
            .insts
            .iter()
            .position(|&x| x == i)
    };
    let dominates = |a: InstId, b: InstId| {
        let (ba, bb) = (f.insts[a].block, f.insts[b].block);
        if ba == bb {
            f.insts[b].opcode != Opcode::Phi
                && pos_in_block(a)
                    .zip(pos_in_block(b))
                    .is_some_and(|(x, y)| x < y)
        } else {
            cx.dom.dominates(ba, bb)
        }
    };
    let mut to_sink: Vec<InstId> = Vec::new();
    let mut work = vec![phi];
    while let Some(cur) = work.pop() {
        for &u in users.get(&cur).map(Vec::as_slice).unwrap_or(&[]) {
            let ui = &f.insts[u];
            if ui.block == header && to_sink.contains(&u) {
                continue;
            }
            if u == prev {
                return None;
            }
            if dominates(prev, u) {
                continue;
            }
            let side_effects = matches!(
                ui.opcode,
                Opcode::Load
                    | Opcode::Store
                    | Opcode::Call
                    | Opcode::Invoke
                    | Opcode::VAArg
                    | Opcode::Fence
                    | Opcode::CmpXchg
                    | Opcode::AtomicRmw
            );
            if ui.block != header || side_effects || ui.opcode.is_terminator() {
                return None;
            }
            // An instruction with two recurrence operands would sink twice.
            if sunk.contains(&u) {
                return None;
            }
            if ui.opcode == Opcode::Phi {
                continue;
            }
            to_sink.push(u);
            work.push(u);
        }
    }
    to_sink.sort_by_key(|&i| pos_in_block(i));
    sunk.extend(to_sink.iter().copied());
    Some(RecurrenceDesc {
        phi: inst_index(phi),
        name: cx.name(&Value::Inst(phi)),
        previous: cx.name(&Value::Inst(prev)),
        previous_inst: inst_index(prev),
        sink: to_sink.iter().map(|&u| cx.name(&Value::Inst(u))).collect(),
        elem: scalar_kind(pinst.ty).unwrap_or(ScalarKind::I64),
    })
}
