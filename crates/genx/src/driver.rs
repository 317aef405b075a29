//! `lanes igc opt|llc ARGS… [FILE]`: a stand-in for IGC's `opt` and `llc`
//! in its lit tests. It reads the arguments a RUN line gives them (after
//! `lit.cfg.py`'s substitutions: `%opt` is `opt` with typed pointers under
//! LLVM 14, `%opt_opaque_ptrs` adds `-opaque-pointers`,
//! `%use_old_pass_manager%` is `-enable-new-pm=0`), runs the passes lanes
//! models on the module read from FILE or standard input, and prints what
//! the tool prints: the dumps its passes print, then the module (`-S`)
//! unless `-disable-output`.
//!
//! The output is that of the last pass run, as each lanes pass models the
//! passes before it (GenXBaling's rewrites, GenXCategory's conversions):
//! * `-GenXFuncBaling`, `-GenXGroupBalingWrapper`: the IR as GenXBaling
//!   leaves it, the baling dump first with `-print-baling-info`;
//! * `-GenXNumberingWrapper`: the numbering dump of each function group
//!   and the IR;
//! * `-GenXCategoryWrapper`, `-GenXLiveRangesWrapper`: GenXLiveness's dump
//!   of each function group, then the IR as GenXCategory leaves it;
//! * `-GenXCoalescingWrapper`: the IR with coalescing's copies
//!   (`-vc-disable-coalescing` disables it).
//!
//! A pass or option lanes does not know is a usage error naming it (exit
//! 2), so a RUN line never passes on output lanes did not compute.

use std::fmt::Write as _;

use crate::Grf;
use crate::igc::{Options, Pass};
use crate::subtarget::Platform;

/// Which IGC tool a command line stands for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tool {
    Opt,
    Llc,
}

/// How `opt` reads pointer types (`-typed-pointers`, `-opaque-pointers`;
/// LLVM 14's default is typed).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Pointers {
    #[default]
    Typed,
    Opaque,
}

/// A pass lanes runs for a `-GenX…` argument.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GenxPass {
    /// `-GenXModule`: builds the function groups the wrappers run on.
    Module,
    /// `-GenXFuncBaling` (`-GenXGroupBalingWrapper`: the same on a group).
    Baling,
    /// `-GenXNumberingWrapper`.
    Numbering,
    /// `-GenXLiveRangesWrapper`.
    LiveRanges,
    /// `-GenXCategoryWrapper`.
    Category,
    /// `-GenXCoalescingWrapper`.
    Coalescing,
    /// `-GenXRegionCollapsing`.
    RegionCollapsing,
    /// `-GenXLegalization`.
    Legalization,
    /// `-GenXPostLegalization`.
    PostLegalization,
    /// `-dce`: LLVM's dead code elimination after the GenX passes.
    DeadCode,
    /// `-GenXCisaBuilderPass`: builds vISA (printed by the finalizer).
    CisaBuilder,
    /// `-GenXFinalizer`: with `-finalizer-opts` naming `-isaasmToConsole`,
    /// prints the vISA assembly of every function to standard output.
    Finalizer,
    /// `-GenXUnbalingWrapper`: its unbaling decisions are part of the bales
    /// the later passes read; the IR it leaves is not modelled, so it
    /// cannot be the last pass.
    Unbaling,
}

impl GenxPass {
    /// The pass a command-line pass name (without its `-`) runs.
    pub fn by_name(name: &str) -> Option<GenxPass> {
        Some(match name {
            "GenXModule" => GenxPass::Module,
            "GenXFuncBaling" | "GenXGroupBalingWrapper" => GenxPass::Baling,
            "GenXNumberingWrapper" => GenxPass::Numbering,
            "GenXLiveRangesWrapper" => GenxPass::LiveRanges,
            "GenXCategoryWrapper" => GenxPass::Category,
            "GenXCoalescingWrapper" => GenxPass::Coalescing,
            "GenXUnbalingWrapper" => GenxPass::Unbaling,
            "GenXRegionCollapsing" => GenxPass::RegionCollapsing,
            "GenXCisaBuilderPass" => GenxPass::CisaBuilder,
            "GenXLegalization" => GenxPass::Legalization,
            "GenXPostLegalization" => GenxPass::PostLegalization,
            "dce" => GenxPass::DeadCode,
            "GenXFinalizer" => GenxPass::Finalizer,
            _ => return None,
        })
    }
}

/// A parsed `opt`/`llc` command line.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Invocation {
    pub tool: Tool,
    pub pointers: Pointers,
    /// Passes in command-line order.
    pub passes: Vec<GenxPass>,
    /// `-mcpu`.
    pub platform: Platform,
    /// `-mtriple` (accepted as given).
    pub triple: Option<String>,
    /// `-mattr` (accepted as given).
    pub attrs: Vec<String>,
    /// `-S`: the module as text.
    pub text_output: bool,
    /// `-disable-output`.
    pub disable_output: bool,
    /// `-o FILE` (`-` is standard output).
    pub output: Option<String>,
    /// `-print-baling-info`.
    pub print_baling_info: bool,
    /// `-vc-disable-coalescing`.
    pub disable_coalescing: bool,
    /// The input file (none or `-`: standard input).
    pub input: Option<String>,
    /// `-finalizer-opts`, split into words.
    pub finalizer_opts: Vec<String>,
}

/// A refused command line: the message (one line) and the exit code.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Refusal {
    pub message: String,
    pub code: i32,
}

fn usage(message: String) -> Refusal {
    Refusal { message, code: 2 }
}

/// Options that take their value as the next argument when not given
/// with `=`.
const SEPARATE_VALUE: &[&str] = &["o", "load", "mcpu", "mtriple", "march", "mattr"];

/// Options accepted and ignored: they change nothing lanes computes
/// (plugins, the pass manager's flavour, verification, the OpenCL runtime
/// info and dump prefixes of IGC's own build).
const IGNORED: &[&str] = &[
    "load",
    "enable-new-pm",
    "bugpoint-enable-legacy-pm",
    "disable-verify",
    "vc-skip-ocl-runtime-info",
];

/// Parses `tool ARGS…` as `opt`/`llc` would.
///
/// Long: one arm per option keeps the whole grammar in one place.
pub fn parse(tool: &str, args: &[String]) -> Result<Invocation, Refusal> {
    let tool = match tool {
        "opt" => Tool::Opt,
        "llc" => Tool::Llc,
        other => {
            return Err(usage(format!(
                "lanes igc: unknown tool `{other}` (expected opt or llc)"
            )));
        }
    };
    let mut inv = Invocation {
        tool,
        pointers: Pointers::default(),
        passes: Vec::new(),
        platform: Platform::default(),
        triple: None,
        attrs: Vec::new(),
        text_output: false,
        disable_output: false,
        output: None,
        print_baling_info: false,
        disable_coalescing: false,
        input: None,
        finalizer_opts: Vec::new(),
    };
    let mut unknown = Vec::new();
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let Some(opt) = arg.strip_prefix("--").or_else(|| arg.strip_prefix('-')) else {
            if inv.input.replace(arg.clone()).is_some() {
                return Err(usage(format!(
                    "lanes igc: more than one input file (`{arg}`)"
                )));
            }
            continue;
        };
        if opt.is_empty() {
            // `-`: standard input.
            inv.input = None;
            continue;
        }
        let (name, inline) = match opt.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (opt, None),
        };
        let value = if inline.is_none() && SEPARATE_VALUE.contains(&name) {
            match it.next() {
                Some(v) => Some(v.clone()),
                None => return Err(usage(format!("lanes igc: -{name} needs a value"))),
            }
        } else {
            inline
        };
        let flag = |v: &Option<String>| !matches!(v.as_deref(), Some("false" | "0"));
        match name {
            "S" => inv.text_output = true,
            "disable-output" => inv.disable_output = true,
            "o" => inv.output = value.filter(|v| v != "-"),
            "typed-pointers" => inv.pointers = Pointers::Typed,
            "opaque-pointers" => {
                inv.pointers = if flag(&value) {
                    Pointers::Opaque
                } else {
                    Pointers::Typed
                }
            }
            "march" => {
                let v = value.unwrap_or_default();
                if v != "genx64" && v != "genx32" {
                    return Err(usage(format!(
                        "lanes igc: -march={v}: only genx64 and genx32 are GenX"
                    )));
                }
            }
            "mcpu" => {
                let v = value.unwrap_or_default();
                inv.platform = Platform::by_name(&v).ok_or_else(|| {
                    usage(format!(
                        "lanes igc: -mcpu={v} is not a GenX processor (known: {})",
                        Platform::names().collect::<Vec<_>>().join(", ")
                    ))
                })?;
            }
            "mtriple" => inv.triple = value,
            "finalizer-opts" => inv.finalizer_opts.extend(
                value
                    .unwrap_or_default()
                    .split_whitespace()
                    .map(str::to_string),
            ),
            "mattr" => inv.attrs.extend(value),
            "print-baling-info" => inv.print_baling_info = flag(&value),
            "vc-disable-coalescing" => inv.disable_coalescing = flag(&value),
            // The dumps lanes prints are those `-print-after` asks for.
            "print-after" if value.as_deref().and_then(GenxPass::by_name).is_some() => {}
            "passes" => {
                for p in value.unwrap_or_default().split(',') {
                    match GenxPass::by_name(p) {
                        Some(g) => inv.passes.push(g),
                        None => unknown.push(format!("-passes={p}")),
                    }
                }
            }
            n if IGNORED.contains(&n) => {}
            n => match GenxPass::by_name(n) {
                Some(p) if value.is_none() => inv.passes.push(p),
                _ => unknown.push(arg.clone()),
            },
        }
    }
    if !unknown.is_empty() {
        return Err(usage(format!(
            "lanes igc {}: not modelled: {}",
            match tool {
                Tool::Opt => "opt",
                Tool::Llc => "llc",
            },
            unknown.join(" ")
        )));
    }
    if inv.passes.iter().rev().find(|p| **p != GenxPass::Module) == Some(&GenxPass::Unbaling) {
        return Err(usage(
            "lanes igc opt: the IR GenXUnbalingWrapper leaves is not modelled (its hoisted rdregions and shortened live ranges)".to_string(),
        ));
    }
    inv.platform = inv
        .platform
        .with_attrs(inv.attrs.iter().map(String::as_str));
    if inv.tool == Tool::Llc && !inv.finalizer_opts.iter().any(|o| o == "-isaasmToConsole") {
        return Err(usage(
            "lanes igc llc: only the vISA on the console is written (-finalizer-opts=\"-dumpcommonisa -isaasmToConsole\")".to_string(),
        ));
    }
    // Bitcode is never written: without `-S` only the dumps and the
    // finalizer's console output are printed, so there must be some.
    let discarded = inv.output.as_deref() == Some("/dev/null");
    let console = inv.passes.contains(&GenxPass::Finalizer);
    if !inv.text_output && !inv.disable_output && !discarded && !console {
        return Err(usage(
            "lanes igc opt: bitcode output is not written; give -S or -disable-output".to_string(),
        ));
    }
    Ok(inv)
}

/// What the tool prints for the module `text` read from `path`: `Ok` with
/// what goes to the console (the finalizer's vISA) and the output (the
/// module, or the dumps and the module), or `Err` with the located errors
/// (exit 1).
pub fn execute(inv: &Invocation, text: &str, path: &str) -> Result<(String, String), Refusal> {
    let input = match inv.pointers {
        Pointers::Opaque => crate::igc::opaque_pointers(text),
        Pointers::Typed => text.to_string(),
    };
    let (module, mut diags) = lanes_ir::parse_module(text);
    if !diags
        .iter()
        .any(|d| d.severity == lanes_ir::Severity::Error)
    {
        diags = crate::validate::region_errors(text, &module);
    }
    let errors: String = diags
        .iter()
        .filter(|d| d.severity == lanes_ir::Severity::Error)
        .map(|d| d.render(path, text))
        .collect();
    if !errors.is_empty() {
        return Err(Refusal {
            message: errors.trim_end().to_string(),
            code: 1,
        });
    }
    let grf = inv.platform.grf();
    if inv.tool == Tool::Llc {
        return llc_output(&input, inv.platform).map(|c| (c, String::new()));
    }
    let console = if inv.passes.contains(&GenxPass::Finalizer)
        && inv.finalizer_opts.iter().any(|o| o == "-isaasmToConsole")
    {
        visa_output(&input, inv.platform)
    } else {
        String::new()
    };
    let last = inv.passes.iter().rev().find(|p| {
        !matches!(
            p,
            GenxPass::Module | GenxPass::CisaBuilder | GenxPass::Finalizer | GenxPass::DeadCode
        )
    });
    let out = match last {
        None => {
            let (m, _) = lanes_ir::parse_module(&input);
            lanes_ir::print::print_module(&m)
        }
        Some(GenxPass::Baling) => baling_output(inv, &input, grf),
        Some(GenxPass::RegionCollapsing) => collapsing_output(&input, grf),
        Some(GenxPass::Legalization) => legalization_output(&input, &inv.platform),
        Some(GenxPass::PostLegalization) => post_legalization_output(
            &input,
            inv.platform,
            inv.passes.contains(&GenxPass::DeadCode),
        ),
        Some(p) => {
            let pass = match p {
                GenxPass::Numbering => Pass::Numbering,
                GenxPass::Coalescing => Pass::Coalescing,
                _ => Pass::Liveness,
            };
            let opts = Options {
                disable_coalescing: inv.disable_coalescing,
            };
            crate::igc::module_output_with(&input, None, pass, grf, opts)
        }
    };
    // Without `-S` the module would be bitcode, which is not written.
    let bitcode = !inv.text_output && !inv.disable_output;
    Ok((console, if bitcode { String::new() } else { out }))
}

/// The finalizer's `-isaasmToConsole`: the vISA of every function
/// ([`crate::visa::finalizer::function_text`]).
fn visa_output(text: &str, platform: crate::subtarget::Platform) -> String {
    let grf = platform.grf();
    let (module, _) = lanes_ir::parse_module(text);
    let mut out = String::new();
    for f in &module.functions {
        let kernel = crate::igc::is_kernel(&module, f);
        let pipe = crate::analyze_for_visa(f, grf, &crate::igc::depths(f), kernel);
        out.push_str(&crate::visa::finalizer::function_text(
            &module, f, &pipe, platform,
        ));
    }
    out
}

/// `llc`: lanes' model of IGC's code generator on every defined function,
/// in IGC's order as far as lanes models it (GenXLowering's parts,
/// GenXRegionCollapsing,
/// GenXLegalization, GenXPostLegalization, then categories, baling,
/// liveness, coalescing, register allocation and the vISA writer), the
/// vISA on the console. Refused with the first instruction the writer
/// does not translate: vISA with a gap would not be what IGC prints.
fn llc_output(text: &str, platform: crate::subtarget::Platform) -> Result<String, Refusal> {
    let (module, _) = lanes_ir::parse_module(text);
    let grf = platform.grf();
    let mut out = String::new();
    let t = crate::legalize::LegalTarget::new(&platform, crate::igc::has_stack_call(&module));
    let pure = crate::legalize::PureCalls::of(&module);
    for f in &module.functions {
        // GenXCisaBuilder refuses an intrinsic the platform does not
        // support (`isIntrinsicSupported`).
        if let Some(i) = f.insts_in_order().find(|&i| {
            f.insts[i]
                .callee_name()
                .is_some_and(|c| !crate::visa::targets::supported(c, &platform))
        }) {
            return Err(Refusal {
                message: format!(
                    "error: LLVM ERROR: GenXCisaBuilder failed for: {}: Intrinsic is not supported by the <{}> platform",
                    lanes_ir::print::print_inst(f, i).trim(),
                    platform.name
                ),
                code: 1,
            });
        }
        let lowered = crate::lowering::lower(&module, f, platform);
        let c = crate::collapse::collapse(&lowered, grf.bytes);
        let l = crate::legalize::legalize(&c.func, &t, &pure);
        let mut p = crate::postlegal::post_legalize(&l.func, platform, t.simd32);
        // llc runs DeadCodeElimination after GenXPostLegalization.
        crate::dce::dead_code_elimination(&mut p.func);
        let g = &p.func;
        let kernel = crate::igc::is_kernel(&module, g);
        let pipe = crate::analyze_for_visa(g, grf, &crate::igc::depths(g), kernel);
        let visa = crate::visa::finalizer::function_text(&module, g, &pipe, platform);
        if let Some(line) = visa
            .lines()
            .find_map(|l| l.trim().strip_prefix("// not written: "))
        {
            return Err(usage(format!(
                "lanes igc llc: not modelled: the vISA of `{}` (in @{})",
                family(line),
                f.name()
            )));
        }
        out.push_str(&visa);
    }
    Ok(out)
}

/// The family of an IR instruction's text: the callee without its type
/// suffixes (`llvm.genx.lsc.load`), else the opcode (`extractvalue`).
fn family(inst: &str) -> String {
    if let Some(at) = inst.find('@') {
        let name: String = inst[at + 1..]
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '.' || *c == '_')
            .collect();
        let parts: Vec<&str> = name
            .split('.')
            .take_while(|p| {
                !(p.starts_with('v') && p[1..].starts_with(|c: char| c.is_ascii_digit())
                    || p.starts_with('i')
                        && p[1..].chars().all(|c| c.is_ascii_digit())
                        && p.len() > 1
                    || p.starts_with('p') && p[1..].starts_with(|c: char| c.is_ascii_digit())
                    || matches!(*p, "f16" | "f32" | "f64" | "bf16"))
            })
            .collect();
        return parts.join(".");
    }
    let rhs = inst.split_once(" = ").map_or(inst, |(_, r)| r);
    rhs.split_whitespace()
        .find(|w| !matches!(*w, "tail" | "musttail" | "notail"))
        .unwrap_or("")
        .to_string()
}

/// `-GenXFuncBaling`: the baling dump of every function (with
/// `-print-baling-info`), then the module GenXBaling's rewrites leave.
fn baling_output(inv: &Invocation, text: &str, grf: Grf) -> String {
    let (mut module, _) = lanes_ir::parse_module(text);
    let mut out = String::new();
    for f in module.functions.iter_mut() {
        let rw = crate::rewrite::rewrite(f, grf.bytes);
        if inv.print_baling_info {
            let b =
                crate::baling::first_bales(&rw.func, grf.bytes, grf.max_exec, grf.max_operand_grfs);
            let _ = write!(out, "{}", crate::render::bales_igc(&rw.func, &b));
        }
        *f = rw.func;
    }
    if !inv.disable_output {
        out.push_str(&lanes_ir::print::print_module(&module));
    }
    out
}

/// `-GenXRegionCollapsing -S`: the module with every function's regions
/// collapsed, the intrinsics new calls use declared.
fn collapsing_output(text: &str, grf: Grf) -> String {
    let (mut module, _) = lanes_ir::parse_module(text);
    let mut callees = Vec::new();
    for f in module.functions.iter_mut() {
        let c = crate::collapse::collapse(f, grf.bytes);
        *f = c.func;
        callees.extend(c.callees);
    }
    declare(&mut module, callees);
    lanes_ir::print::print_module(&module)
}

/// `-GenXLegalization -S`: the module with the bales lanes legalizes split
/// into legal widths ([`crate::legalize`]).
fn legalization_output(text: &str, platform: &Platform) -> String {
    let (mut module, _) = lanes_ir::parse_module(text);
    let t = crate::legalize::LegalTarget::new(platform, crate::igc::has_stack_call(&module));
    let pure = crate::legalize::PureCalls::of(&module);
    let mut callees = Vec::new();
    for f in module.functions.iter_mut() {
        let l = crate::legalize::legalize(f, &t, &pure);
        *f = l.func;
        callees.extend(l.callees);
    }
    declare(&mut module, callees);
    lanes_ir::print::print_module(&module)
}

/// `-GenXPostLegalization` (then `-dce` when `dce`): every function
/// post-legalized ([`crate::postlegal::post_legalize`]).
fn post_legalization_output(text: &str, platform: crate::subtarget::Platform, dce: bool) -> String {
    let (mut module, _) = lanes_ir::parse_module(text);
    let mut callees = Vec::new();
    let simd32 = !(platform.fused_eu && crate::igc::has_stack_call(&module));
    for f in module.functions.iter_mut() {
        let p = crate::postlegal::post_legalize(f, platform, simd32);
        *f = p.func;
        if dce {
            crate::dce::dead_code_elimination(f);
        }
        callees.extend(p.callees);
    }
    declare(&mut module, callees);
    lanes_ir::print::print_module(&module)
}

/// Declares the callees new calls use that the module does not declare.
fn declare(module: &mut lanes_ir::Module, callees: Vec<(String, lanes_ir::Type)>) {
    for (name, fn_ty) in callees {
        let declared = module.declarations.iter().any(|d| *d.name == *name)
            || module.functions.iter().any(|f| f.name() == name);
        if !declared && let Some(d) = crate::collapse::declaration(&name, fn_ty) {
            module.declarations.push(d);
        }
    }
}

/// Runs `tool ARGS…` on FILE or `stdin`: the standard output, the standard
/// error and the exit code, and the file `-o` names with its contents.
pub struct Outcome {
    pub stdout: String,
    pub stderr: String,
    pub code: i32,
}

/// [`parse`], read the input, [`execute`], and write `-o`'s file.
pub fn run(
    tool: &str,
    args: &[String],
    stdin: impl FnOnce() -> std::io::Result<String>,
) -> Outcome {
    let fail = |r: Refusal| Outcome {
        stdout: String::new(),
        stderr: format!("{}\n", r.message),
        code: r.code,
    };
    let inv = match parse(tool, args) {
        Ok(i) => i,
        Err(r) => return fail(r),
    };
    let (text, path) = match &inv.input {
        Some(p) => match std::fs::read_to_string(p) {
            Ok(t) => (t, p.clone()),
            Err(e) => {
                return fail(Refusal {
                    message: format!("lanes igc: {p}: {e}"),
                    code: 1,
                });
            }
        },
        None => match stdin() {
            Ok(t) => (t, "<stdin>".to_string()),
            Err(e) => {
                return fail(Refusal {
                    message: format!("lanes igc: standard input: {e}"),
                    code: 1,
                });
            }
        },
    };
    match execute(&inv, &text, &path) {
        Ok((console, out)) => match &inv.output {
            Some(file) => match std::fs::write(file, &out) {
                Ok(()) => Outcome {
                    stdout: console,
                    stderr: String::new(),
                    code: 0,
                },
                Err(e) => fail(Refusal {
                    message: format!("lanes igc: -o {file}: {e}"),
                    code: 1,
                }),
            },
            None => Outcome {
                stdout: console + &out,
                stderr: String::new(),
                code: 0,
            },
        },
        Err(r) => fail(r),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn reads_a_run_line() {
        let inv = parse(
            "opt",
            &args("-enable-new-pm=0 -GenXFuncBaling -print-baling-info -disable-output -march=genx64 -mcpu=Xe2 -mtriple=spir64-unknown-unknown -S x.ll"),
        )
        .unwrap();
        assert_eq!(inv.passes, vec![GenxPass::Baling]);
        assert_eq!(inv.platform.name, "Xe2");
        assert!(inv.print_baling_info && inv.disable_output && inv.text_output);
        assert_eq!(inv.input.as_deref(), Some("x.ll"));
    }

    #[test]
    fn names_what_it_does_not_model() {
        let e = parse("opt", &args("-GenXFoo -instcombine -S")).unwrap_err();
        assert_eq!(e.code, 2);
        assert_eq!(
            e.message,
            "lanes igc opt: not modelled: -GenXFoo -instcombine"
        );
        let e = parse("opt", &args("-GenXFuncBaling -mcpu=Gen9 -S")).unwrap_err();
        assert!(
            e.message
                .starts_with("lanes igc: -mcpu=Gen9 is not a GenX processor")
        );
        assert_eq!(parse("llc", &args("-S")).unwrap_err().code, 2);
        assert_eq!(
            family("%r = call <8 x i32> @llvm.genx.lsc.load.slm.v8i32.v8i1.v8i32(<8 x i1> %p)"),
            "llvm.genx.lsc.load.slm"
        );
        assert_eq!(
            family("%a = extractvalue { i32, i1 } %s, 0"),
            "extractvalue"
        );
    }

    #[test]
    fn bad_input_is_located() {
        let inv = parse("opt", &args("-GenXFuncBaling -S")).unwrap();
        let e = execute(
            &inv,
            "define void @f() {\n  %x = frob i32 1\n  ret void\n}\n",
            "t.ll",
        )
        .unwrap_err();
        assert_eq!(e.code, 1);
        assert!(e.message.starts_with("t.ll:2:"), "{}", e.message);
        assert!(e.message.contains('^'), "{}", e.message);
    }

    #[test]
    fn disable_output_prints_only_the_dump() {
        let m = "define <8 x i32> @f(<8 x i32> %a, <8 x i32> %b) {\n  %c = add <8 x i32> %a, %b\n  ret <8 x i32> %c\n}\n";
        let inv = parse(
            "opt",
            &args("-GenXFuncBaling -print-baling-info -disable-output"),
        )
        .unwrap();
        let (_, out) = execute(&inv, m, "t.ll").unwrap();
        assert!(out.starts_with("GenXBaling dump start"), "{out}");
        assert!(!out.contains("define"), "{out}");
        let inv = parse("opt", &args("-GenXFuncBaling -S")).unwrap();
        let (_, out) = execute(&inv, m, "t.ll").unwrap();
        assert!(!out.contains("GenXBaling dump"), "{out}");
        assert!(out.contains("define <8 x i32> @f"), "{out}");
    }
}
