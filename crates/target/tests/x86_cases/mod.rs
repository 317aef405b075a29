//! The instructions `x86_llvm14` and `x86_llvm22` price, the `opt` run
//! that prices them and the recorded costs, shared by both.

#![allow(dead_code)]

use std::fmt::Write as _;
use std::path::Path;
use std::process::Command;

use lanes_ir::{Intrinsic, Opcode};
use lanes_target::ScalarKind;
use lanes_target::x86::{self, DivisorKind, Isa, Llvm};

const LANES: [u32; 7] = [1, 2, 4, 8, 16, 32, 64];
const INTS: [ScalarKind; 4] = [
    ScalarKind::I8,
    ScalarKind::I16,
    ScalarKind::I32,
    ScalarKind::I64,
];
const FLOATS: [ScalarKind; 2] = [ScalarKind::F32, ScalarKind::F64];

/// One instruction to price: what lanes is asked, and its IR.
pub struct Case {
    pub name: String,
    pub ir: String,
    pub model: Box<dyn Fn(Llvm, Isa) -> u32>,
    /// The type a pointer argument points to (`""`: none).
    pub pointee: String,
}

fn ir_type(k: ScalarKind) -> &'static str {
    match k {
        ScalarKind::F32 => "float",
        ScalarKind::F64 => "double",
        k => k.name(),
    }
}

fn vec_type(k: ScalarKind, n: u32) -> String {
    if n == 1 {
        ir_type(k).to_string()
    } else {
        format!("<{n} x {}>", ir_type(k))
    }
}

fn casts() -> Vec<(Opcode, ScalarKind, ScalarKind)> {
    let mut out = Vec::new();
    let srcs = std::iter::once(ScalarKind::I1).chain(INTS);
    for s in srcs {
        for d in INTS {
            if d.bits() > s.bits() {
                out.push((Opcode::ZExt, s, d));
                out.push((Opcode::SExt, s, d));
            }
            if d.bits() < s.bits() && s != ScalarKind::I1 {
                out.push((Opcode::Trunc, s, d));
            }
        }
        for d in FLOATS {
            out.push((Opcode::SIToFP, s, d));
            out.push((Opcode::UIToFP, s, d));
        }
    }
    for s in FLOATS {
        for d in std::iter::once(ScalarKind::I1).chain(INTS) {
            out.push((Opcode::FPToSI, s, d));
            out.push((Opcode::FPToUI, s, d));
        }
    }
    // Truncations to masks.
    for s in INTS {
        out.push((Opcode::Trunc, s, ScalarKind::I1));
    }
    out.push((Opcode::FPTrunc, ScalarKind::F64, ScalarKind::F32));
    out.push((Opcode::FPExt, ScalarKind::F32, ScalarKind::F64));
    out
}

fn divisor(kind: DivisorKind, k: ScalarKind, n: u32) -> String {
    let values: &[u32] = match kind {
        DivisorKind::Variable => return "%b".to_string(),
        DivisorKind::UniformVariable => return "%s".to_string(),
        DivisorKind::UniformConst => &[3],
        DivisorKind::UniformPow2 => &[4],
        DivisorKind::NonUniformConst => &[3, 5, 7, 9],
        DivisorKind::NonUniformPow2 => &[2, 4, 8, 16],
    };
    if n == 1 {
        return values[0].to_string();
    }
    let lanes: Vec<String> = (0..n as usize)
        .map(|i| format!("{} {}", ir_type(k), values[i % values.len()]))
        .collect();
    format!("<{}>", lanes.join(", "))
}

/// The integer operations checked with every kind of second operand.
const ARITH: [Opcode; 13] = [
    Opcode::SDiv,
    Opcode::UDiv,
    Opcode::SRem,
    Opcode::URem,
    Opcode::Add,
    Opcode::Sub,
    Opcode::Mul,
    Opcode::And,
    Opcode::Or,
    Opcode::Xor,
    Opcode::Shl,
    Opcode::LShr,
    Opcode::AShr,
];

fn short(kind: DivisorKind) -> &'static str {
    match kind {
        DivisorKind::Variable => "variable",
        DivisorKind::UniformVariable => "uniform variable",
        DivisorKind::UniformConst => "uniform constant 3",
        DivisorKind::UniformPow2 => "uniform constant 4",
        DivisorKind::NonUniformConst => "constants 3, 5, 7, 9",
        DivisorKind::NonUniformPow2 => "constants 2, 4, 8, 16",
    }
}

/// The floating-point operations LLVM 22's model prices.
const FP_ARITH: [Opcode; 5] = [
    Opcode::FAdd,
    Opcode::FSub,
    Opcode::FMul,
    Opcode::FDiv,
    Opcode::FNeg,
];

/// The compares LLVM 22's model prices: every integer and floating-point
/// kind, a predicate of each cost class, against a variable and (for the
/// classes a constant changes) against a constant splat.
fn compares() -> Vec<(ScalarKind, &'static str, x86::CmpPredicate, bool)> {
    use x86::CmpPredicate as P;
    let mut out = Vec::new();
    for k in INTS {
        for (pred, p) in [
            ("eq", P::Other),
            ("sgt", P::Other),
            ("ne", P::Ne),
            ("sle", P::SignedOrEqual),
            ("ugt", P::UnsignedStrict),
            ("uge", P::UnsignedOrEqual),
        ] {
            out.push((k, pred, p, false));
            if p != P::Other {
                out.push((k, pred, p, true));
            }
        }
    }
    for k in FLOATS {
        for (pred, p) in [
            ("olt", P::Other),
            ("oeq", P::Other),
            ("une", P::Other),
            ("one", P::OneOrUeq),
            ("ueq", P::OneOrUeq),
        ] {
            out.push((k, pred, p, false));
        }
    }
    out
}

/// The cases of `llvm`'s model: casts and integer arithmetic, and under
/// LLVM 22 floating-point arithmetic and selects.
pub fn cases(llvm: Llvm) -> Vec<Case> {
    let mut out = Vec::new();
    if llvm == Llvm::V22 {
        for n in LANES {
            for k in FLOATS {
                for op in FP_ARITH {
                    let t = vec_type(k, n);
                    let (args, rhs) = if op == Opcode::FNeg {
                        (format!("{t} %a"), format!("{op} {t} %a"))
                    } else {
                        (format!("{t} %a, {t} %b"), format!("{op} {t} %a, %b"))
                    };
                    out.push(Case {
                        name: rhs.clone(),
                        ir: format!("define {t} @f({args}) {{\n  %r = {rhs}\n  ret {t} %r\n}}\n"),
                        model: Box::new(move |llvm, isa| {
                            x86::fp_arith_cost(llvm, isa, op, k, n).expect("LLVM 22's model")
                        }),
                        pointee: String::new(),
                    });
                }
            }
            for (k, pred, p, constant) in compares() {
                let (t, c) = (vec_type(k, n), vec_type(ScalarKind::I1, n));
                let op = if k.is_float() { "fcmp" } else { "icmp" };
                let (rhs, b) = if constant {
                    let one = if k.is_float() { "1.0" } else { "1" };
                    let e = ir_type(k);
                    let splat = if n == 1 {
                        one.to_string()
                    } else {
                        format!("<{}>", vec![format!("{e} {one}"); n as usize].join(", "))
                    };
                    (format!("{op} {pred} {t} %a, {splat}"), splat)
                } else {
                    (format!("{op} {pred} {t} %a, %b"), "%b".to_string())
                };
                let _ = b;
                out.push(Case {
                    name: rhs.clone(),
                    ir: format!(
                        "define {c} @f({t} %a, {t} %b) {{\n  %r = {rhs}\n  ret {c} %r\n}}\n"
                    ),
                    model: Box::new(move |llvm, isa| {
                        x86::cmp_cost(llvm, isa, p, k, n, constant).expect("LLVM 22's model")
                    }),
                    pointee: String::new(),
                });
            }
            for k in INTS.into_iter().chain(FLOATS) {
                let (t, c) = (vec_type(k, n), vec_type(ScalarKind::I1, n));
                out.push(Case {
                    name: format!("select {c} %c, {t} %a, %b"),
                    ir: format!("define {t} @f({c} %c, {t} %a, {t} %b) {{\n  %r = select {c} %c, {t} %a, {t} %b\n  ret {t} %r\n}}\n"),
                    model: Box::new(move |llvm, isa| {
                        x86::select_cost(llvm, isa, k, n).expect("LLVM 22's model")
                    }),
                    pointee: String::new(),
                });
            }
            for op in [
                Intrinsic::SMin,
                Intrinsic::SMax,
                Intrinsic::UMin,
                Intrinsic::UMax,
            ] {
                for k in INTS {
                    let t = vec_type(k, n);
                    let suffix = if n == 1 {
                        k.name().to_string()
                    } else {
                        format!("v{n}{}", k.name())
                    };
                    let callee = format!("@llvm.{}.{suffix}", op.base_name());
                    out.push(Case {
                        name: format!("call {t} {callee}({t} %a, {t} %b)"),
                        ir: format!("declare {t} {callee}({t}, {t})\ndefine {t} @f({t} %a, {t} %b) {{\n  %r = call {t} {callee}({t} %a, {t} %b)\n  ret {t} %r\n}}\n"),
                        model: Box::new(move |llvm, isa| {
                            x86::min_max_cost(llvm, isa, op, k, n).expect("LLVM 22's model")
                        }),
                        pointee: String::new(),
                    });
                }
            }
            for op in [
                x86::SatOp::SAddSat,
                x86::SatOp::SSubSat,
                x86::SatOp::UAddSat,
                x86::SatOp::USubSat,
            ] {
                for k in INTS {
                    let t = vec_type(k, n);
                    let suffix = if n == 1 {
                        k.name().to_string()
                    } else {
                        format!("v{n}{}", k.name())
                    };
                    let base = match op {
                        x86::SatOp::SAddSat => "sadd",
                        x86::SatOp::SSubSat => "ssub",
                        x86::SatOp::UAddSat => "uadd",
                        x86::SatOp::USubSat => "usub",
                    };
                    let callee = format!("@llvm.{base}.sat.{suffix}");
                    out.push(Case {
                        name: format!("call {t} {callee}({t} %a, {t} %b)"),
                        ir: format!("declare {t} {callee}({t}, {t})\ndefine {t} @f({t} %a, {t} %b) {{\n  %r = call {t} {callee}({t} %a, {t} %b)\n  ret {t} %r\n}}\n"),
                        model: Box::new(move |llvm, isa| {
                            x86::saturating_cost(llvm, isa, op, k, n).expect("LLVM 22's model")
                        }),
                        pointee: String::new(),
                    });
                }
            }
            for k in INTS {
                out.extend(bit_op_cases(k, n));
            }
        }
    }
    for n in LANES {
        for (op, s, d) in casts() {
            let (st, dt) = (vec_type(s, n), vec_type(d, n));
            out.push(Case {
                name: format!("{op} {st} to {dt}"),
                ir: format!(
                    "define {dt} @f({st} %a) {{\n  %r = {op} {st} %a to {dt}\n  ret {dt} %r\n}}\n"
                ),
                model: Box::new(move |llvm, isa| x86::cast_cost(llvm, isa, op, s, d, n)),
                pointee: String::new(),
            });
            if s != ScalarKind::I1 {
                out.push(Case {
                    name: format!("{op} (load {st}) to {dt}"),
                    ir: format!("define {dt} @f({st}* %p) {{\n  %l = load {st}, {st}* %p\n  %r = {op} {st} %l to {dt}\n  ret {dt} %r\n}}\n"),
                    model: Box::new(move |llvm, isa| x86::load_cast_cost(llvm, isa, op, s, d, n)),
                    pointee: st.clone(),
                });
            }
        }
        for k in INTS {
            for op in ARITH {
                for kind in DivisorKind::ALL {
                    let t = vec_type(k, n);
                    let b = divisor(kind, k, n);
                    let e = ir_type(k);
                    // A uniform variable is a splat of a scalar argument.
                    let splat = if n == 1 {
                        format!("  %s = add {e} %c, 0\n")
                    } else {
                        format!(
                            "  %i = insertelement {t} poison, {e} %c, i32 0\n  %s = shufflevector {t} %i, {t} poison, <{n} x i32> zeroinitializer\n"
                        )
                    };
                    out.push(Case {
                        name: format!("{op} {t} %a, {}", short(kind)),
                        ir: format!("define {t} @f({t} %a, {t} %b, {e} %c) {{\n{splat}  %r = {op} {t} %a, {b}\n  ret {t} %r\n}}\n"),
                        model: Box::new(move |llvm, isa| {
                            if matches!(op, Opcode::SDiv | Opcode::UDiv | Opcode::SRem | Opcode::URem) {
                                x86::div_rem_cost(llvm, isa, op, k, n, kind)
                            } else {
                                x86::arith_cost(llvm, isa, op, k, n, kind)
                            }
                        }),
                        pointee: String::new(),
                    });
                }
            }
        }
    }
    out
}

/// The cost `opt` prints for each case's `%r`, in order (`typed_pointers`
/// for an `opt` older than LLVM 17).
pub fn llvm_costs(
    opt: &str,
    typed_pointers: bool,
    cases: &[Case],
    isa: Isa,
    dir: &Path,
) -> Vec<u32> {
    // x86-64's data layout, as clang writes it: it makes i8 to i64 the
    // legal integers (a truncation to a vector of that many bits is free).
    let mut module = String::from(
        "target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128\"\n",
    );
    for (i, c) in cases.iter().enumerate() {
        let mut ir = c.ir.replace("@f(", &format!("@f{i}("));
        // LLVM 22 reads opaque pointers only.
        if !typed_pointers {
            ir = ir.replace(&format!("{}*", c.pointee), "ptr");
        }
        module.push_str(&ir);
    }
    let file = dir.join(format!("x86_costs_{}.ll", isa.name()));
    std::fs::write(&file, module).unwrap();
    let mut cmd = Command::new(opt);
    cmd.args([
        "-mtriple=x86_64-unknown-linux-gnu",
        "-passes=print<cost-model>",
        "-disable-output",
    ]);
    if !isa.mattr().is_empty() {
        cmd.arg(format!("-mattr={}", isa.mattr()));
    }
    let out = cmd.arg(&file).output().expect("run opt");
    assert!(
        out.status.success(),
        "opt failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The printer writes to stderr in LLVM 14.
    let text =
        String::from_utf8_lossy(&out.stderr).into_owned() + &String::from_utf8_lossy(&out.stdout);
    let costs: Vec<u32> = text
        .lines()
        .filter(|l| l.contains("for instruction:   %r ="))
        .map(|l| {
            let rest = l.split("estimated cost of ").nth(1).expect("cost line");
            rest.split_whitespace()
                .next()
                .unwrap()
                .parse()
                .expect("cost")
        })
        .collect();
    assert_eq!(costs.len(), cases.len(), "one cost per instruction");
    costs
}

/// An LLVM's costs of every case, one line each: the SSE2, SSE4.2, AVX2
/// and AVX-512F costs, then the case (`tests/x86_llvm14_costs.txt`,
/// `tests/x86_llvm22_costs.txt`). Written by `UPDATE_EXPECT=1 cargo test
/// -p lanes-target --test x86_llvm14` (or `x86_llvm22`).
pub fn recorded_path(file: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join(file)
}

pub fn recorded(file: &str) -> Vec<(Vec<u32>, String)> {
    let text = std::fs::read_to_string(recorded_path(file)).expect("recorded costs");
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let (costs, name) = l.split_once(" | ").expect("`costs | case`");
            let costs = costs.split(' ').map(|c| c.parse().expect("cost")).collect();
            (costs, name.to_string())
        })
        .collect()
}

/// Compares `llvm`'s model with the costs recorded in `file`; the report
/// and every disagreement.
pub fn check_recorded(llvm: Llvm, file: &str) -> (String, String) {
    let cases = cases(llvm);
    let recorded = recorded(file);
    assert_eq!(recorded.len(), cases.len(), "one recorded line per case");
    let mut report = String::new();
    let mut failures = String::new();
    for (k, isa) in Isa::ALL.into_iter().enumerate() {
        let mut agree = 0;
        for (c, (costs, name)) in cases.iter().zip(&recorded) {
            assert_eq!(
                &c.name, name,
                "the recorded cases are in the generated order"
            );
            let got = (c.model)(llvm, isa);
            if got == costs[k] {
                agree += 1;
            } else {
                let _ = writeln!(failures, "{isa}: {name}: LLVM {}, lanes {got}", costs[k]);
            }
        }
        let _ = writeln!(report, "{isa}: {agree} of {} agree", cases.len());
    }
    (report, failures)
}

/// Runs `opt` (LLVM `llvm`'s) on every case at every ISA and compares with `file`
/// (rewriting it under `UPDATE_EXPECT=1`); `header` is the file's comment.
pub fn check_opt(opt: &str, llvm: Llvm, file: &str, header: &str) {
    let typed_pointers = llvm == Llvm::V14;
    let cases = cases(llvm);
    let dir = std::env::temp_dir().join(format!("lanes-x86-costs-{}-{}", std::process::id(), file));
    std::fs::create_dir_all(&dir).unwrap();
    let llvm: Vec<Vec<u32>> = Isa::ALL
        .into_iter()
        .map(|isa| llvm_costs(opt, typed_pointers, &cases, isa, &dir))
        .collect();
    let _ = std::fs::remove_dir_all(&dir);
    let mut text = String::from(header);
    for (i, c) in cases.iter().enumerate() {
        let costs: Vec<String> = llvm.iter().map(|l| l[i].to_string()).collect();
        let _ = writeln!(text, "{} | {}", costs.join(" "), c.name);
    }
    if std::env::var_os("UPDATE_EXPECT").is_some() {
        std::fs::write(recorded_path(file), &text).unwrap();
    }
    let old = std::fs::read_to_string(recorded_path(file)).unwrap_or_default();
    assert!(
        old == text,
        "the recorded costs differ from opt's: rerun with UPDATE_EXPECT=1"
    );
}

/// `llvm.bswap`, `ctpop`, `ctlz`, `cttz`, rotates (`fshl`/`fshr` of a
/// value by itself, by a splat of an argument and by a constant) and
/// funnel shifts of two values (by a splat, a vector and a constant) on
/// `n` lanes of `k`.
fn bit_op_cases(k: ScalarKind, n: u32) -> Vec<Case> {
    use x86::BitOp;
    let t = vec_type(k, n);
    let e = ir_type(k);
    let suffix = if n == 1 {
        k.name().to_string()
    } else {
        format!("v{n}{}", k.name())
    };
    let splat = if n == 1 {
        format!("  %s = add {e} %c, 0\n")
    } else {
        format!(
            "  %i = insertelement {t} poison, {e} %c, i32 0\n  %s = shufflevector {t} %i, {t} poison, <{n} x i32> zeroinitializer\n"
        )
    };
    let seven = if n == 1 {
        "7".to_string()
    } else {
        format!("<{}>", vec![format!("{e} 7"); n as usize].join(", "))
    };
    // (callee, its parameters, the call's arguments, the operation); each
    // callee is declared where it is first called.
    let mut ops: Vec<(&str, String, String, BitOp)> = Vec::new();
    if k != ScalarKind::I8 {
        ops.push(("bswap", t.clone(), "%a".into(), BitOp::Bswap));
    }
    ops.push(("ctpop", t.clone(), "%a".into(), BitOp::Ctpop));
    if n > 1 {
        ops.push((
            "ctlz",
            format!("{t}, i1"),
            "%a, i1 false".into(),
            BitOp::Ctlz,
        ));
        ops.push((
            "cttz",
            format!("{t}, i1"),
            "%a, i1 false".into(),
            BitOp::Cttz,
        ));
    }
    let rot = |right, amount| BitOp::Rotate { right, amount };
    let tt = format!("{t}, {t}, {t}");
    ops.push((
        "fshl",
        tt.clone(),
        format!("{t} %a, {t} %a, {t} %s"),
        rot(false, DivisorKind::UniformVariable),
    ));
    ops.push((
        "fshr",
        tt.clone(),
        format!("{t} %a, {t} %a, {t} %s"),
        rot(true, DivisorKind::UniformVariable),
    ));
    ops.push((
        "fshl",
        tt.clone(),
        format!("{t} %a, {t} %a, {t} %b"),
        rot(false, DivisorKind::Variable),
    ));
    ops.push((
        "fshl",
        tt.clone(),
        format!("{t} %a, {t} %a, {t} {seven}"),
        rot(false, DivisorKind::UniformConst),
    ));
    let funnel = |right, amount| BitOp::Funnel { right, amount };
    ops.push((
        "fshl",
        tt.clone(),
        format!("{t} %a, {t} %b, {t} %s"),
        funnel(false, DivisorKind::UniformVariable),
    ));
    ops.push((
        "fshr",
        tt.clone(),
        format!("{t} %a, {t} %b, {t} %s"),
        funnel(true, DivisorKind::UniformVariable),
    ));
    ops.push((
        "fshl",
        tt.clone(),
        format!("{t} %a, {t} %b, {t} %b"),
        funnel(false, DivisorKind::Variable),
    ));
    ops.push((
        "fshr",
        tt,
        format!("{t} %a, {t} %b, {t} {seven}"),
        funnel(true, DivisorKind::UniformConst),
    ));
    let mut declared = std::collections::HashSet::new();
    ops.into_iter()
        .map(|(name, params, args, op)| {
            let args = if args.starts_with('%') {
                format!("{t} {args}")
            } else {
                args
            };
            let callee = format!("@llvm.{name}.{suffix}");
            let call = format!("call {t} {callee}({args})");
            let declare = if declared.insert(callee.clone()) {
                format!("declare {t} {callee}({params})\n")
            } else {
                String::new()
            };
            Case {
                name: call.replace(&format!("{t} {seven}"), "7"),
                ir: format!("{declare}define {t} @f({t} %a, {t} %b, {e} %c) {{\n{splat}  %r = {call}\n  ret {t} %r\n}}\n"),
                model: Box::new(move |llvm, isa| {
                    x86::bit_op_cost(llvm, isa, op, k, n).expect("LLVM 22's model")
                }),
                pointee: String::new(),
            }
        })
        .collect()
}
