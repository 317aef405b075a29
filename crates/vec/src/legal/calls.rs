//! Calls: which emit no code, which intrinsics and math library calls have
//! a vector form, and which cannot run under a mask.

use lanes_ir::{InstId, Opcode, Value};

use super::{CallDesc, CallKind, LegalInputs, Legality, RefusalKind, Unpredicable, refusal_at};
use crate::cx::LoopCtx;

/// The base name of an intrinsic without its type suffixes
/// (`llvm.smax.i32` → `smax`, `llvm.fmuladd.f64` → `fmuladd`).
pub fn intrinsic_base(name: &str) -> Option<&str> {
    let rest = name.strip_prefix("llvm.")?;
    Some(rest.split('.').next().unwrap_or(rest))
}

/// Calls that emit no vector code.
pub(super) fn ignorable_call(name: &str) -> bool {
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
            | "canonicalize"
    )
}

/// Whether `name` (`llvm.smax.i32`, `llvm.sadd.sat.v4i32`) is an intrinsic
/// with a vector form. The saturating additions and subtractions share
/// their base with the overflow intrinsics (`llvm.sadd.with.overflow`),
/// which return a pair and have none.
pub fn vector_intrinsic_call(name: &str) -> bool {
    let Some(base) = intrinsic_base(name) else {
        return false;
    };
    match base {
        "sadd" | "uadd" | "ssub" | "usub" => name
            .strip_prefix("llvm.")
            .and_then(|r| r.split('.').nth(1))
            .is_some_and(|s| s == "sat"),
        _ => vector_intrinsic(base),
    }
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

/// Whether a function of type `ret (params)` has the prototype LLVM's
/// TargetLibraryInfo requires of the math library function `name`
/// (`isValidProtoForLibFunc`): a floating-point result and as many
/// parameters as the function takes (two for `pow`, `fmin`, `fmax` and
/// `copysign`, else one), each of the result's type. A `void @round(double)`
/// or a `float @sinf(i32)` is no library function, so no intrinsic either.
pub fn libcall_prototype_ok(name: &str, ret: lanes_ir::Type, params: &[lanes_ir::Type]) -> bool {
    let arity = match libcall_intrinsic(name) {
        Some("pow" | "minnum" | "maxnum" | "copysign") => 2,
        Some(_) => 1,
        None => return false,
    };
    ret.is_float() && params.len() == arity && params.iter().all(|&p| p == ret)
}

/// Whether a math library call that cannot be vectorized is one LLVM
/// thinks may vectorize with relaxed floating-point flags: a call with a
/// floating-point result to a function (itself, not a cast of it)
/// TargetLibraryInfo knows by name, whatever its prototype, and has
/// optimized code for (`TLI::hasOptimizedCodeGen`: not `exp`, `log`,
/// `log10` or `pow`).
fn math_libcall_advice(inst: &lanes_ir::InstData, name: &str) -> bool {
    let direct = matches!(
        inst.operands.first(),
        Some(Value::Const(lanes_ir::Constant::Global { .. }))
    );
    direct
        && inst.ty.is_float()
        && libcall_intrinsic(name).is_some_and(|i| !matches!(i, "exp" | "log" | "log10" | "pow"))
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

/// Why instruction `i` could not run under a mask (`blockCanBePredicated`
/// on every block): calls that touch memory, trapping constants. Loads and
/// stores become masked; divisions are predicated by the cost model.
pub(super) fn unpredicable(cx: &LoopCtx, i: InstId, readnone: &[InstId]) -> Option<Unpredicable> {
    let inst = &cx.func.insts[i];
    if inst
        .operands
        .iter()
        .any(|v| v.as_const().is_some_and(|c| c.can_trap()))
    {
        return Some(Unpredicable::TrappingConstant);
    }
    if inst.opcode == Opcode::Call {
        let name = inst.callee_name().unwrap_or("");
        let harmless = (ignorable_call(name) && !name.starts_with("llvm.lifetime."))
            || vector_intrinsic_call(name)
            || (readnone.contains(&i) && libcall_intrinsic(name).is_some());
        if !harmless {
            return Some(Unpredicable::MemoryCall);
        }
    }
    None
}

/// Classifies call `i` (a [`CallDesc`]) or refuses it.
pub(super) fn check_call(cx: &LoopCtx, inp: &LegalInputs, i: InstId, lg: &mut Legality) {
    let inst = &cx.func.insts[i];
    let name = inst.callee_name().unwrap_or("");
    let desc = |kind| CallDesc {
        inst: i,
        callee: name.to_string(),
        kind,
    };
    if ignorable_call(name) {
        lg.calls.push(desc(CallKind::Ignored));
    } else if name.starts_with("llvm.masked.") {
        // Already-vector memory intrinsics: memrefs handle them.
    } else if vector_intrinsic_call(name) {
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
                RefusalKind::CantVectorizeIntrinsic,
                "intrinsic instruction cannot be vectorized",
                i,
            ));
        }
        lg.calls.push(desc(CallKind::VectorIntrinsic));
    } else if libcall_intrinsic(name).is_some() && inp.readnone_calls.contains(&i) {
        // Without `errno` it is the intrinsic.
        lg.calls.push(desc(CallKind::VectorIntrinsic));
    } else if math_libcall_advice(inst, name) {
        lg.refusals.push(refusal_at(cx, RefusalKind::CantVectorizeLibcall,
            "library call cannot be vectorized. Try compiling with -fno-math-errno, -ffast-math, or similar flags", i));
    } else {
        lg.refusals.push(refusal_at(
            cx,
            RefusalKind::CantVectorizeCall,
            "call instruction cannot be vectorized",
            i,
        ));
    }
}
