//! Function and call attributes the vectorizer reads: the function's
//! floating-point, size and target attributes ([`FnAttrs`]), and whether a
//! call may stand for the intrinsic its callee's name names
//! ([`libcall_may_be_intrinsic`]). Attribute groups (`#N`) are looked up in
//! the module.

use lanes_ir::{Attr, FunctionHeader, Module};

/// The function attributes the vectorizer reads.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct FnAttrs {
    /// `"no-nans-fp-math"="true"` and `"no-signed-zeros-fp-math"="true"`:
    /// every FP min/max chain of the function may be a reduction.
    pub no_nans_nsz: bool,
    /// `optsize`/`minsize`: no scalar epilogue may be emitted.
    pub opt_size: bool,
    /// `minsize`: LLVM 22 prices the loop by code size
    /// (`TTI::TCK_CodeSize`).
    pub min_size: bool,
    /// `noimplicitfloat`: LLVM vectorizes no loop of the function.
    pub no_implicit_float: bool,
    /// `optnone`: LLVM's optimizing passes skip the function.
    pub opt_none: bool,
    /// The built-in target the function's `"target-cpu"` and
    /// `"target-features"` name ([`lanes_target::for_function`]).
    pub target: Option<&'static str>,
}

/// The attributes of group `#n` when `word` names one of the module.
fn group<'m>(module: &'m Module, word: &str) -> Option<&'m [Attr]> {
    let n = word.strip_prefix('#')?.parse::<u32>().ok()?;
    module
        .attr_groups
        .iter()
        .find(|(id, _)| *id == n)
        .map(|(_, g)| &g[..])
}

/// The attributes of a function with header `header`: its own words and
/// those of its `#N` groups.
pub fn fn_attrs(module: &Module, header: &FunctionHeader) -> FnAttrs {
    let attrs: Vec<&str> = header
        .suffix
        .iter()
        .flat_map(|a| {
            let g = group(module, a).unwrap_or(&[]);
            std::iter::once(&**a).chain(g.iter().map(|x| &**x))
        })
        .collect();
    let value = |key: &str| attrs.iter().find_map(|a| string_attr(a, key));
    FnAttrs {
        no_nans_nsz: ["no-nans-fp-math", "no-signed-zeros-fp-math"]
            .iter()
            .all(|k| attrs.iter().any(|a| string_attr(a, k) == Some("true"))),
        opt_size: attrs.iter().any(|a| matches!(*a, "optsize" | "minsize")),
        min_size: attrs.contains(&"minsize"),
        no_implicit_float: attrs.contains(&"noimplicitfloat"),
        opt_none: attrs.contains(&"optnone"),
        target: lanes_target::for_function(value("target-cpu"), value("target-features")),
    }
}

/// The value of a string attribute `"key"="value"` when `attr` is one
/// with that key. Compared in place, without spelling the key out: the
/// report reads the attributes of every function and loop.
fn string_attr<'a>(attr: &'a str, key: &str) -> Option<&'a str> {
    attr.strip_prefix('"')?
        .strip_prefix(key)?
        .strip_prefix("\"=\"")?
        .strip_suffix('"')
}

/// Attributes written inline, with the `#N` groups named replaced by
/// their attributes.
fn expand(module: &Module, attrs: &[Attr]) -> Vec<Attr> {
    let mut out = Vec::new();
    for a in attrs {
        match a.strip_prefix('#').and_then(|n| n.parse::<u32>().ok()) {
            Some(_) => out.extend(group(module, a).unwrap_or(&[]).iter().cloned()),
            None => out.push(a.clone()),
        }
    }
    out
}

/// Whether a call with attributes `call_attrs` to a callee with header
/// `callee` neither accesses memory nor unwinds (LLVM's
/// `!mayReadFromMemory() && !mayWriteToMemory() && !mayThrow()` on a
/// call): `readnone`/`memory(none)` and `nounwind`, each on the call or the
/// callee, directly or through an attribute group. Such a call may run
/// under a mask (`blockCanBePredicated`).
pub fn call_is_quiet(
    module: &Module,
    call_attrs: &[Attr],
    callee: Option<&FunctionHeader>,
) -> bool {
    let call_attrs = expand(module, call_attrs);
    let callee_attrs = callee.map_or_else(Vec::new, |h| expand(module, &h.suffix));
    let either = |f: &dyn Fn(&str) -> bool| {
        call_attrs.iter().any(|a| f(a)) || callee_attrs.iter().any(|a| f(a))
    };
    either(&|a| matches!(a, "readnone" | "memory(none)")) && either(&|a| a == "nounwind")
}

/// Whether a call with attributes `call_attrs` to a callee with header
/// `callee` (a declaration, or a definition of the module) may be taken
/// for the intrinsic its callee's name stands for (LLVM's
/// `getIntrinsicForCallSite`): the callee is not local to the module (a
/// local `round` is the module's own function), neither the call nor the
/// callee is `nobuiltin` (unless the call says `builtin`), and the call
/// only reads memory (`readnone`/`readonly`/`memory(none|read)` on the call
/// or the callee, directly or through an attribute group).
pub fn libcall_may_be_intrinsic(
    module: &Module,
    call_attrs: &[Attr],
    callee: Option<&FunctionHeader>,
) -> bool {
    let only_reads = |attrs: &[Attr]| {
        attrs.iter().any(|a| {
            matches!(
                &**a,
                "readnone" | "readonly" | "memory(none)" | "memory(read)"
            )
        })
    };
    let has = |attrs: &[Attr], w: &str| attrs.iter().any(|a| &**a == w);
    let call_attrs = expand(module, call_attrs);
    let callee_attrs = callee.map_or_else(Vec::new, |h| expand(module, &h.suffix));
    let local = callee.is_some_and(|h| {
        h.prefix
            .iter()
            .any(|p| matches!(&**p, "internal" | "private"))
    });
    let no_builtin = !has(&call_attrs, "builtin")
        && (has(&call_attrs, "nobuiltin") || has(&callee_attrs, "nobuiltin"));
    !local && !no_builtin && (only_reads(&call_attrs) || only_reads(&callee_attrs))
}
