//! Malformed region intrinsics, found before any pass reads them: a
//! `rdregion`/`wrregion` call with too few or too many arguments (the
//! parent width and the mask may be left out), region parameters
//! (vstride, width, stride) that are not integer constants, or an index
//! that is not `i16` (or a vector of `i16`), as IGC's `CMRegion`
//! constructor asserts. Each is an error at the call,
//! located in the file.

use lanes_ir::{Diagnostic, Function, ItemKind, Module, Type, TypeData, Value};

use crate::intrinsics::{Intrinsic, classify, rd, wr};

/// Errors for the malformed region intrinsics of `module`, parsed from
/// `text` (whose functions all parsed).
pub fn region_errors(text: &str, module: &Module) -> Vec<Diagnostic> {
    let starts = lanes_ir::split_module(text)
        .into_iter()
        .filter(|i| i.kind == ItemKind::Define)
        .map(|i| i.span.start);
    let mut out = Vec::new();
    for (f, start) in module.functions.iter().zip(starts) {
        out.extend(function_errors(f).into_iter().map(|d| d.shifted(start)));
    }
    out
}

/// Errors for the malformed region intrinsics of `f`, positioned in the
/// function's own text.
pub fn function_errors(f: &Function) -> Vec<Diagnostic> {
    f.insts_in_order()
        .filter_map(|i| {
            let inst = &f.insts[i];
            let msg = problem(f, inst)?;
            Some(Diagnostic::error(inst.span.start, inst.span.len(), msg))
        })
        .collect()
}

/// Whether a module declares GenX region intrinsics (only then are its
/// functions worth checking).
pub fn declares_regions(m: &Module) -> bool {
    m.declarations.iter().any(|h| {
        h.name.starts_with("llvm.genx.rdregion") || h.name.starts_with("llvm.genx.wrregion")
    })
}

/// What is wrong with a region intrinsic call, if anything.
fn problem(f: &Function, inst: &lanes_ir::InstData) -> Option<String> {
    // Arguments up to the index are required; the rest may be left out.
    let (first, index, most) = match classify(inst)? {
        Intrinsic::RdRegion => (rd::VSTRIDE, rd::INDEX, 6),
        Intrinsic::WrRegion => (wr::VSTRIDE, wr::INDEX, 8),
        _ => return None,
    };
    let callee = inst.callee_name()?;
    if callee.starts_with("llvm.genx.wrconstregion") {
        return None;
    }
    let n = inst.call_args().len();
    if n < index || n > most {
        return Some(format!(
            "{callee} takes {} to {most} arguments, not {n}",
            index
        ));
    }
    for (k, what) in ["vstride", "width", "stride"].iter().enumerate() {
        let op = &inst.operands[first + k];
        if op.as_int().is_none() {
            return Some(format!(
                "{callee}: the {what} (argument {}) must be an integer constant, not {}",
                first + k - 1,
                f.value_name(op)
            ));
        }
    }
    let idx_ty = f.value_ty(&inst.operands[index]);
    let i16_ok = |t: Type| matches!(t.scalar().data(), TypeData::Int(16));
    if !i16_ok(idx_ty) || matches!(inst.operands[index], Value::Metadata(_)) {
        return Some(format!(
            "{callee}: the index (argument {}) must be i16 or a vector of i16",
            index - 1
        ));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_variable_width_is_located() {
        let text = "define <4 x i32> @f(<8 x i32> %v, i32 %w) {\n  %r = call <4 x i32> @llvm.genx.rdregioni.v4i32.v8i32.i16(<8 x i32> %v, i32 0, i32 %w, i32 1, i16 0, i32 undef)\n  ret <4 x i32> %r\n}\n";
        let (m, d) = lanes_ir::parse_module(text);
        assert!(d.is_empty());
        let e = region_errors(text, &m);
        assert_eq!(e.len(), 1);
        let r = e[0].render("t.ll", text);
        assert!(
            r.starts_with("t.ll:2:3: error: llvm.genx.rdregioni.v4i32.v8i32.i16: the width (argument 2) must be an integer constant, not %w"),
            "{r}"
        );
        assert!(r.contains('^'), "{r}");
    }

    #[test]
    fn a_wrong_argument_count_is_an_error() {
        let text = "define <4 x i32> @f(<8 x i32> %v) {\n  %r = call <4 x i32> @llvm.genx.rdregioni.v4i32.v8i32.i16(<8 x i32> %v, i32 0)\n  ret <4 x i32> %r\n}\n";
        let (m, _) = lanes_ir::parse_module(text);
        let e = region_errors(text, &m);
        assert_eq!(
            e[0].message,
            "llvm.genx.rdregioni.v4i32.v8i32.i16 takes 5 to 6 arguments, not 2"
        );
    }
}
