//! Printer: IR back to `.ll` text in LLVM's syntax.
//!
//! Names are printed as they were written (no renumbering), so that printing
//! and reparsing gives back equal IR and diagnostics can quote the source's
//! names. Layout follows LLVM's `AsmWriter` closely enough that `llvm-as`
//! accepts the output.
//!
//! Over 800 lines: one printer for the whole IR, laid out as `AsmWriter`.

use std::fmt::{self, Write};

use rustc_hash::FxHashSet;

use crate::constant::Constant;
use crate::escape::{write_escaped, write_ident};
use crate::inst::{Extra, Flags, InstData, InstId, Opcode, Value};
use crate::metadata::{MdField, MdKind, MdNode, Metadata};
use crate::module::{Function, FunctionHeader, GlobalVar, Module};
use crate::types::{Type, TypeData};

/// `write!` into a `String`, which cannot fail.
macro_rules! w {
    ($out:expr, $($arg:tt)*) => {{
        let _ = write!($out, $($arg)*);
    }};
}

/// Printing context: which named struct types are packed (their constants
/// are written `<{ ... }>`), known only when printing a whole module.
#[derive(Default)]
struct Cx<'m> {
    packed: FxHashSet<&'m str>,
    /// Blocks and instructions of the function being printed whose all-digit
    /// name is not the slot LLVM would number them with, so they must be
    /// written quoted (`%"3"`) to stay names.
    quoted: Quoted,
}

/// Entities of one function whose all-digit names LLVM reads as names, not
/// slot numbers. LLVM numbers unnamed arguments, blocks and instructions in
/// order with one counter; a bare `%N` must be the next number, so an
/// all-digit name elsewhere is printed quoted.
#[derive(Default)]
struct Quoted {
    params: FxHashSet<usize>,
    blocks: FxHashSet<crate::BlockId>,
    insts: FxHashSet<InstId>,
}

impl Quoted {
    fn of(f: &Function) -> Quoted {
        let mut q = Quoted::default();
        let mut next = 0u64;
        // Whether `name` takes the next slot; an all-digit name that does
        // not is quoted.
        let mut slot = |name: Option<&str>| -> bool {
            match name {
                None => {
                    next += 1;
                    false
                }
                Some(n) if !n.is_empty() && n.bytes().all(|c| c.is_ascii_digit()) => {
                    if n.parse::<u64>().ok() == Some(next) {
                        next += 1;
                        false
                    } else {
                        true
                    }
                }
                Some(_) => false,
            }
        };
        for (i, p) in f.header.params.iter().enumerate() {
            if slot(p.name.as_deref()) {
                q.params.insert(i);
            }
        }
        for &b in &f.layout {
            let bd = &f.blocks[b];
            let name = bd.explicit_label.then_some(&*bd.name);
            if slot(name) {
                q.blocks.insert(b);
            }
            for &id in &bd.insts {
                let i = &f.insts[id];
                if i.ty.is_void() && i.name.is_none() {
                    continue;
                }
                if slot(i.name.as_deref()) {
                    q.insts.insert(id);
                }
            }
        }
        q
    }
}

/// `name` quoted even when it is all digits.
fn quoted_ident(out: &mut String, name: &str) {
    out.push('"');
    let _ = write_escaped(out, name.as_bytes());
    out.push('"');
}

/// The whole module as `.ll` text.
pub fn print_module(m: &Module) -> String {
    let mut cx = Cx {
        quoted: Quoted::default(),
        packed: m
            .types
            .iter()
            .filter(|(_, t)| {
                t.is_some_and(|t| matches!(t.data(), TypeData::Struct { packed: true, .. }))
            })
            .map(|(n, _)| &**n)
            .collect(),
    };
    let mut out = String::new();
    if let Some(s) = &m.source_filename {
        out.push_str("source_filename = ");
        string(&mut out, s);
        out.push('\n');
    }
    if let Some(s) = &m.datalayout {
        out.push_str("target datalayout = ");
        string(&mut out, s);
        out.push('\n');
    }
    if let Some(s) = &m.triple {
        out.push_str("target triple = ");
        string(&mut out, s);
        out.push('\n');
    }
    out.push('\n');
    for (name, body) in &m.types {
        out.push('%');
        ident(&mut out, name);
        match body {
            Some(t) => w!(out, " = type {t}\n"),
            None => out.push_str(" = type opaque\n"),
        }
    }
    for g in &m.globals {
        global(&mut out, &cx, g);
        out.push('\n');
    }
    // A top-level `uselistorder` names uses that exist only once every body
    // is read: LLVM takes it at the end of the module.
    let is_uselist = |r: &&crate::RawItem| r.text.trim_start().starts_with("uselistorder");
    // ThinLTO summary entries (`^0 = module: ...`) go last, as LLVM writes them.
    let is_summary = |r: &&crate::RawItem| r.text.trim_start().starts_with('^');
    for r in m.raw.iter().filter(|r| !is_uselist(r) && !is_summary(r)) {
        out.push_str(&r.text);
        out.push('\n');
    }
    for f in &m.functions {
        out.push('\n');
        cx.quoted = Quoted::of(f);
        function(&mut out, &cx, f);
    }
    for d in &m.declarations {
        out.push('\n');
        declaration(&mut out, &cx, d);
        out.push('\n');
    }
    for r in m.raw.iter().filter(is_uselist) {
        out.push('\n');
        out.push_str(&r.text);
        out.push('\n');
    }
    out.push('\n');
    for (n, attrs) in &m.attr_groups {
        w!(out, "attributes #{n} = {{ {} }}\n", attrs.join(" "));
    }
    for (name, ops) in &m.named_metadata {
        w!(out, "!{name} = !{{");
        for (i, o) in ops.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            metadata(&mut out, &cx, None, o);
        }
        out.push_str("}\n");
    }
    for (n, node) in &m.metadata {
        w!(out, "!{n} = ");
        md_node(&mut out, &cx, None, node);
        out.push('\n');
    }
    for r in m.raw.iter().filter(is_summary) {
        out.push('\n');
        out.push_str(&r.text);
        out.push('\n');
    }
    out
}

/// A function definition as `.ll` text.
pub fn print_function(f: &Function) -> String {
    let mut out = String::new();
    let cx = Cx {
        quoted: Quoted::of(f),
        ..Cx::default()
    };
    function(&mut out, &cx, f);
    out
}

/// One instruction line as LLVM prints it, without indentation
/// (`%x = load i32, i32* %p, align 4`).
pub fn print_inst(f: &Function, id: InstId) -> String {
    let mut out = String::new();
    inst(&mut out, &Cx::default(), f, id);
    out
}

/// The operand as LLVM prints it without its type (`%x`, `4`, `@g`, `null`).
pub fn value_to_string(func: &Function, v: &Value) -> String {
    let mut out = String::new();
    value(&mut out, &Cx::default(), func, v);
    out
}

impl Function {
    /// Printed name of a value (`%x`, `%0`, `i32 4` without the type, `@g`).
    pub fn value_name(&self, v: &Value) -> String {
        value_to_string(self, v)
    }
}

/// The operand with its type (`i32* %uni.gep1`, `i32 4`, `metadata !3`).
pub fn typed_value_to_string(func: &Function, v: &Value) -> String {
    let mut out = String::new();
    typed(&mut out, &Cx::default(), func, v);
    out
}

impl fmt::Display for Constant {
    /// The constant without its type.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::new();
        constant(&mut out, &Cx::default(), self);
        f.write_str(&out)
    }
}

impl fmt::Display for Metadata {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::new();
        metadata(&mut out, &Cx::default(), None, self);
        f.write_str(&out)
    }
}

fn ident(out: &mut String, name: &str) {
    let _ = write_ident(out, name);
}

fn string(out: &mut String, bytes: &[u8]) {
    out.push('"');
    let _ = write_escaped(out, bytes);
    out.push('"');
}

fn global(out: &mut String, cx: &Cx, g: &GlobalVar) {
    out.push('@');
    ident(out, &g.name);
    out.push_str(" =");
    for p in &g.prefix {
        w!(out, " {p}");
    }
    w!(
        out,
        " {} {}",
        if g.is_constant { "constant" } else { "global" },
        g.ty
    );
    if let Some(init) = &g.init {
        out.push(' ');
        constant(out, cx, init);
    }
    for s in &g.suffix {
        w!(out, ", {s}");
    }
    for a in &g.md {
        w!(out, ", !{} ", a.kind);
        metadata(out, cx, None, &a.node);
    }
    for a in &g.attrs {
        w!(out, " {a}");
    }
}

fn declaration(out: &mut String, cx: &Cx, h: &FunctionHeader) {
    out.push_str("declare ");
    for a in &h.md {
        w!(out, "!{} ", a.kind);
        metadata(out, cx, None, &a.node);
        out.push(' ');
    }
    header(out, cx, h, false);
}

/// `define`/`declare` header after the keyword; `md` says whether to print
/// the attachments (a `define` has them at the end).
fn header(out: &mut String, cx: &Cx, h: &FunctionHeader, md: bool) {
    for p in h.prefix.iter().chain(&h.ret_attrs) {
        w!(out, "{p} ");
    }
    w!(out, "{} @", h.ret_ty);
    ident(out, &h.name);
    out.push('(');
    for (i, p) in h.params.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        w!(out, "{}", p.ty);
        for a in &p.attrs {
            w!(out, " {a}");
        }
        if let Some(n) = &p.name {
            out.push_str(" %");
            if cx.quoted.params.contains(&i) {
                quoted_ident(out, n);
            } else {
                ident(out, n);
            }
        }
    }
    if h.varargs {
        out.push_str(if h.params.is_empty() { "..." } else { ", ..." });
    }
    out.push(')');
    for s in &h.suffix {
        w!(out, " {s}");
    }
    for (kw, c) in [
        ("prefix", &h.prefix_data),
        ("prologue", &h.prologue_data),
        ("personality", &h.personality),
    ] {
        if let Some(c) = c {
            w!(out, " {kw} {} ", c.ty());
            constant(out, cx, c);
        }
    }
    for a in h.md.iter().filter(|_| md) {
        w!(out, " !{} ", a.kind);
        metadata(out, cx, None, &a.node);
    }
}

/// A definition; `cx.quoted` must be `Quoted::of(f)`.
fn function(out: &mut String, cx: &Cx, f: &Function) {
    out.push_str("define ");
    header(out, cx, &f.header, true);
    out.push_str(" {\n");
    for (i, &b) in f.layout.iter().enumerate() {
        let bd = &f.blocks[b];
        if i > 0 {
            out.push('\n');
        }
        if bd.explicit_label {
            block_name(out, cx, f, b);
            out.push_str(":\n");
        }
        for &id in &bd.insts {
            for r in &f.insts[id].records {
                out.push_str("    ");
                debug_record(out, cx, f, r);
                out.push('\n');
            }
            out.push_str("  ");
            inst(out, cx, f, id);
            out.push('\n');
        }
    }
    for t in &f.trailer {
        w!(out, "  {}\n", t.text);
    }
    out.push_str("}\n");
}

/// Name of parameter `n`: its own, or the implicit number it gets.
fn arg_name(h: &FunctionHeader, n: u32) -> String {
    let mut next = 0u32;
    for (i, p) in h.params.iter().enumerate() {
        let name = match &p.name {
            Some(name) => name.to_string(),
            None => next.to_string(),
        };
        if let Ok(k) = name.parse::<u32>() {
            next = k + 1;
        }
        if i == n as usize {
            return name;
        }
    }
    n.to_string()
}

fn value(out: &mut String, cx: &Cx, f: &Function, v: &Value) {
    match v {
        Value::Inst(id) => {
            out.push('%');
            let in_range = (u32::from(id.into_raw()) as usize) < f.insts.len();
            match in_range.then(|| f.insts[*id].name.as_deref()).flatten() {
                Some(n) if cx.quoted.insts.contains(id) => quoted_ident(out, n),
                Some(n) => ident(out, n),
                None => out.push_str("<unnamed>"),
            }
        }
        Value::Arg(n) => {
            out.push('%');
            let name = arg_name(&f.header, *n);
            if cx.quoted.params.contains(&(*n as usize)) {
                quoted_ident(out, &name);
            } else {
                ident(out, &name);
            }
        }
        Value::Const(c) => constant(out, cx, c),
        Value::Metadata(m) => metadata(out, cx, Some(f), m),
        Value::InlineAsm(a) => {
            out.push_str("asm ");
            for k in &a.keywords {
                w!(out, "{k} ");
            }
            string(out, &a.asm);
            out.push_str(", ");
            string(out, &a.constraints);
        }
    }
}

fn typed(out: &mut String, cx: &Cx, f: &Function, v: &Value) {
    w!(out, "{} ", f.value_ty(v));
    value(out, cx, f, v);
}

fn typed_const(out: &mut String, cx: &Cx, c: &Constant) {
    w!(out, "{} ", c.ty());
    constant(out, cx, c);
}

fn constant(out: &mut String, cx: &Cx, c: &Constant) {
    match c {
        Constant::Int { ty, value } if *ty == Type::i1() => {
            out.push_str(if *value != 0 { "true" } else { "false" })
        }
        Constant::Int { value, .. } => w!(out, "{value}"),
        Constant::BigInt { text, .. } => out.push_str(text),
        Constant::Float { ty, bits } => float(out, *ty, *bits),
        Constant::Null(_) => out.push_str("null"),
        Constant::NoneToken(_) => out.push_str("none"),
        Constant::Undef(_) => out.push_str("undef"),
        Constant::Poison(_) => out.push_str("poison"),
        Constant::Zero(_) => out.push_str("zeroinitializer"),
        Constant::Aggregate { ty, elems } => {
            let (open, close) = match ty.data() {
                TypeData::Array { .. } => ("[", "]"),
                TypeData::Vector { .. } => ("<", ">"),
                TypeData::Struct { packed: true, .. } => ("<{ ", " }>"),
                TypeData::Named(n) if cx.packed.contains(&**n) => ("<{ ", " }>"),
                _ => ("{ ", " }"),
            };
            if elems.is_empty() {
                out.push_str(open.trim_end());
                out.push_str(close.trim_start());
                return;
            }
            out.push_str(open);
            for (i, e) in elems.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                typed_const(out, cx, e);
            }
            out.push_str(close);
        }
        Constant::PtrAuth { operands, .. } => {
            out.push_str("ptrauth (");
            for (i, o) in operands.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                typed_const(out, cx, o);
            }
            out.push(')');
        }
        Constant::Splat { elem, .. } => {
            out.push_str("splat (");
            typed_const(out, cx, elem);
            out.push(')');
        }
        Constant::Bytes { bytes, .. } => {
            out.push('c');
            string(out, bytes);
        }
        Constant::Global { name, .. } => {
            out.push('@');
            ident(out, name);
        }
        Constant::BlockAddress { target, .. } => {
            let (func, block) = &**target;
            out.push_str("blockaddress(@");
            ident(out, func);
            out.push_str(", %");
            ident(out, block);
            out.push(')');
        }
        Constant::GlobalWrapper { keyword, name, .. } => {
            w!(out, "{keyword} @");
            ident(out, name);
        }
        Constant::Expr(e) => {
            out.push_str(e.op.keyword());
            let mut inrange_at = Vec::new();
            for fl in &e.flags {
                match fl
                    .strip_prefix("inrange ")
                    .and_then(|n| n.parse::<usize>().ok())
                {
                    Some(n) => inrange_at.push(n),
                    None => w!(out, " {fl}"),
                }
            }
            out.push_str(" (");
            if let Some(s) = e.source_ty {
                w!(out, "{s}, ");
            }
            for (i, o) in e.operands.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                if inrange_at.contains(&i) {
                    out.push_str("inrange ");
                }
                typed_const(out, cx, o);
            }
            for i in &e.indices {
                w!(out, ", {i}");
            }
            if e.op.is_cast() {
                w!(out, " to {}", e.ty);
            }
            out.push(')');
        }
    }
}

/// Float constants as LLVM prints them: `float`/`double` in decimal when six
/// significant digits give the exact value back, else the `double` bits in
/// hex; other kinds always in hex with their prefix.
fn float(out: &mut String, ty: Type, bits: u128) {
    match ty.data() {
        TypeData::Double => decimal_or_hex(out, bits as u64),
        TypeData::Float => {
            let b = bits as u32;
            let f = f32::from_bits(b);
            let d = if f.is_nan() {
                // Widen by hand: the hardware conversion may quiet the NaN.
                ((b as u64 >> 31) << 63) | (0x7FF << 52) | ((b as u64 & 0x7F_FFFF) << 29)
            } else {
                (f as f64).to_bits()
            };
            decimal_or_hex(out, d)
        }
        TypeData::Half => w!(out, "0xH{:04X}", bits as u16),
        TypeData::BFloat => w!(out, "0xR{:04X}", bits as u16),
        TypeData::X86Fp80 => w!(out, "0xK{:020X}", bits & ((1 << 80) - 1)),
        TypeData::Fp128 | TypeData::PpcFp128 => {
            let k = if matches!(ty.data(), TypeData::Fp128) {
                'L'
            } else {
                'M'
            };
            w!(out, "0x{k}{:016X}{:016X}", bits as u64, (bits >> 64) as u64)
        }
        _ => w!(out, "0x{bits:X}"),
    }
}

fn decimal_or_hex(out: &mut String, bits: u64) {
    let v = f64::from_bits(bits);
    if v.is_finite() {
        let s = format!("{v:.5e}");
        if s.parse::<f64>() == Ok(v)
            && let Some((m, e)) = s.split_once('e')
        {
            let e: i32 = e.parse().unwrap_or(0);
            w!(out, "{m}0e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs());
            return;
        }
    }
    w!(out, "0x{bits:X}");
}

fn metadata(out: &mut String, cx: &Cx, f: Option<&Function>, m: &Metadata) {
    match m {
        Metadata::Ref(n) => w!(out, "!{n}"),
        Metadata::String(s) => {
            out.push('!');
            string(out, s);
        }
        Metadata::Value { ty, value: v } => {
            w!(out, "{ty} ");
            match (f, &**v) {
                (Some(f), v) => value(out, cx, f, v),
                (None, Value::Const(c)) => constant(out, cx, c),
                (None, _) => out.push_str("<local>"),
            }
        }
        Metadata::Node(n) => md_node(out, cx, f, n),
        Metadata::Null => out.push_str("null"),
    }
}

fn md_node(out: &mut String, cx: &Cx, f: Option<&Function>, n: &MdNode) {
    if n.distinct {
        out.push_str("distinct ");
    }
    match &n.kind {
        MdKind::Tuple(ops) => {
            out.push_str("!{");
            for (i, o) in ops.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                metadata(out, cx, f, o);
            }
            out.push('}');
        }
        MdKind::Specialized { name, fields } => {
            w!(out, "!{name}(");
            for (i, (k, v)) in fields.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                if !k.is_empty() {
                    w!(out, "{k}: ");
                }
                match v {
                    MdField::Int(n) => w!(out, "{n}"),
                    MdField::String(s) => string(out, s),
                    MdField::Md(m) => metadata(out, cx, f, m),
                    MdField::Word(s) => out.push_str(s),
                }
            }
            out.push(')');
        }
        MdKind::Location(l) => {
            w!(
                out,
                "!DILocation(line: {}, column: {}, scope: !{}",
                l.line,
                l.column,
                l.scope
            );
            if let Some(i) = l.inlined_at {
                w!(out, ", inlinedAt: !{i}");
            }
            out.push(')');
        }
    }
}

/// Flags printed right after the opcode (not `tail`, `volatile`, ... which
/// have fixed places of their own).
fn op_flags(out: &mut String, flags: Flags) {
    const OWN_PLACE: Flags = Flags(
        Flags::TAIL.0
            | Flags::MUSTTAIL.0
            | Flags::NOTAIL.0
            | Flags::VOLATILE.0
            | Flags::ELEMENTWISE.0
            | Flags::WEAK.0
            | Flags::INALLOCA.0
            | Flags::SWIFTERROR.0,
    );
    for (fl, kw) in Flags::ALL {
        if flags.contains(*fl) && !OWN_PLACE.contains(*fl) {
            w!(out, " {kw}");
        }
    }
}

/// `#dbg_value(...)` as LLVM prints it (on its own line, before the
/// instruction that holds it).
fn debug_record(out: &mut String, cx: &Cx, f: &Function, r: &crate::DebugRecord) {
    w!(out, "#dbg_{}(", r.kind);
    for (i, m) in r.operands.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        metadata(out, cx, Some(f), m);
    }
    out.push(')');
}

fn label(out: &mut String, cx: &Cx, f: &Function, b: crate::BlockId) {
    out.push_str("label %");
    block_name(out, cx, f, b);
}

fn block_name(out: &mut String, cx: &Cx, f: &Function, b: crate::BlockId) {
    if cx.quoted.blocks.contains(&b) {
        quoted_ident(out, &f.blocks[b].name);
    } else {
        ident(out, &f.blocks[b].name);
    }
}

fn align(out: &mut String, a: Option<u32>) {
    if let Some(a) = a {
        w!(out, ", align {a}");
    }
}

/// Long: One arm per opcode, as AsmWriter's `printInstruction`, so the two can be read side by side.
fn inst(out: &mut String, cx: &Cx, f: &Function, id: InstId) {
    let i = &f.insts[id];
    use Opcode::*;
    if let Some(n) = &i.name {
        out.push('%');
        if cx.quoted.insts.contains(&id) {
            quoted_ident(out, n);
        } else {
            ident(out, n);
        }
        out.push_str(" = ");
    }
    for (fl, kw) in [
        (Flags::TAIL, "tail "),
        (Flags::MUSTTAIL, "musttail "),
        (Flags::NOTAIL, "notail "),
    ] {
        if i.flags.contains(fl) {
            out.push_str(kw);
        }
    }
    out.push_str(i.opcode.keyword());
    op_flags(out, i.flags);
    let ops = &i.operands;
    let sep = |out: &mut String, k: usize| out.push_str(if k == 0 { " " } else { ", " });
    match i.opcode {
        Ret => match ops.first() {
            Some(v) => {
                out.push(' ');
                typed(out, cx, f, v);
            }
            None => out.push_str(" void"),
        },
        Br => {
            out.push(' ');
            if let Some(c) = ops.first() {
                typed(out, cx, f, c);
                out.push_str(", ");
            }
            for (k, &b) in i.blocks.iter().enumerate() {
                if k > 0 {
                    out.push_str(", ");
                }
                label(out, cx, f, b);
            }
        }
        Switch => {
            out.push(' ');
            if let Some(c) = ops.first() {
                typed(out, cx, f, c);
            }
            if let Some(&d) = i.blocks.first() {
                out.push_str(", ");
                label(out, cx, f, d);
            }
            out.push_str(" [\n");
            if let Extra::Switch(cases) = &i.extra {
                for (c, &b) in cases.iter().zip(&i.blocks[1..]) {
                    out.push_str("    ");
                    typed_const(out, cx, c);
                    out.push_str(", ");
                    label(out, cx, f, b);
                    out.push('\n');
                }
            }
            out.push_str("  ]");
        }
        IndirectBr => {
            out.push(' ');
            if let Some(a) = ops.first() {
                typed(out, cx, f, a);
            }
            out.push_str(", [");
            for (k, &b) in i.blocks.iter().enumerate() {
                if k > 0 {
                    out.push_str(", ");
                }
                label(out, cx, f, b);
            }
            out.push(']');
        }
        Call | Invoke | CallBr => {
            call(out, cx, f, i);
            if i.opcode == Invoke && i.blocks.len() == 2 {
                out.push_str("\n          to ");
                label(out, cx, f, i.blocks[0]);
                out.push_str(" unwind ");
                label(out, cx, f, i.blocks[1]);
            } else if i.opcode == CallBr && !i.blocks.is_empty() {
                out.push_str("\n          to ");
                label(out, cx, f, i.blocks[0]);
                out.push_str(" [");
                for (k, &b) in i.blocks[1..].iter().enumerate() {
                    if k > 0 {
                        out.push_str(", ");
                    }
                    label(out, cx, f, b);
                }
                out.push(']');
            }
        }
        Resume | FNeg | Freeze => {
            if let Some(v) = ops.first() {
                out.push(' ');
                typed(out, cx, f, v);
            }
        }
        Unreachable => {}
        CatchSwitch => {
            out.push_str(" within ");
            if let Some(p) = ops.first() {
                value(out, cx, f, p);
            }
            let handlers = match i.extra {
                Extra::CatchSwitch { handlers } => handlers as usize,
                _ => i.blocks.len(),
            }
            .min(i.blocks.len());
            out.push_str(" [");
            for (k, &b) in i.blocks[..handlers].iter().enumerate() {
                if k > 0 {
                    out.push_str(", ");
                }
                label(out, cx, f, b);
            }
            out.push_str("] unwind ");
            match i.blocks.get(handlers) {
                Some(&u) => label(out, cx, f, u),
                None => out.push_str("to caller"),
            }
        }
        CatchPad | CleanupPad => {
            out.push_str(" within ");
            if let Some(p) = ops.first() {
                value(out, cx, f, p);
            }
            out.push_str(" [");
            for (k, v) in ops.iter().skip(1).enumerate() {
                if k > 0 {
                    out.push_str(", ");
                }
                typed(out, cx, f, v);
            }
            out.push(']');
        }
        CatchRet => {
            out.push_str(" from ");
            if let Some(p) = ops.first() {
                value(out, cx, f, p);
            }
            if let Some(&b) = i.blocks.first() {
                out.push_str(" to ");
                label(out, cx, f, b);
            }
        }
        CleanupRet => {
            out.push_str(" from ");
            if let Some(p) = ops.first() {
                value(out, cx, f, p);
            }
            out.push_str(" unwind ");
            match i.blocks.first() {
                Some(&b) => label(out, cx, f, b),
                None => out.push_str("to caller"),
            }
        }
        _ if i.opcode.is_binary() || matches!(i.opcode, ICmp | FCmp) => {
            if let Some(p) = i.predicate() {
                w!(out, " {}", p.keyword());
            }
            if let [a, b] = &ops[..] {
                out.push(' ');
                typed(out, cx, f, a);
                out.push_str(", ");
                value(out, cx, f, b);
            }
        }
        _ if i.opcode.is_cast() => {
            if let Some(v) = ops.first() {
                out.push(' ');
                typed(out, cx, f, v);
            }
            w!(out, " to {}", i.ty);
        }
        Phi => {
            w!(out, " {}", i.ty);
            for (k, (v, &b)) in ops.iter().zip(&i.blocks).enumerate() {
                out.push_str(if k == 0 { " [ " } else { ", [ " });
                value(out, cx, f, v);
                out.push_str(", %");
                block_name(out, cx, f, b);
                out.push_str(" ]");
            }
        }
        Select | ExtractElement | InsertElement | ShuffleVector | InsertValue | ExtractValue => {
            for (k, v) in ops.iter().enumerate() {
                sep(out, k);
                typed(out, cx, f, v);
            }
            if let Extra::Indices(idx) = &i.extra {
                for n in idx {
                    w!(out, ", {n}");
                }
            }
        }
        Alloca => {
            if i.flags.contains(Flags::INALLOCA) {
                out.push_str(" inalloca");
            }
            if i.flags.contains(Flags::SWIFTERROR) {
                out.push_str(" swifterror");
            }
            if let Extra::Alloca {
                allocated,
                align: a,
                addrspace,
            } = &i.extra
            {
                w!(out, " {allocated}");
                if let Some(n) = ops.first() {
                    out.push_str(", ");
                    typed(out, cx, f, n);
                }
                align(out, *a);
                if let Some(s) = addrspace {
                    w!(out, ", addrspace({s})");
                }
            }
        }
        Load | Store => {
            let (a, atomic) = match &i.extra {
                Extra::Mem { align, atomic } => (*align, atomic.as_deref()),
                _ => (None, None),
            };
            if atomic.is_some() {
                out.push_str(" atomic");
            }
            if i.flags.contains(Flags::VOLATILE) {
                out.push_str(" volatile");
            }
            if i.flags.contains(Flags::ELEMENTWISE) {
                out.push_str(" elementwise");
            }
            if i.opcode == Load {
                w!(out, " {},", i.ty);
            }
            for (k, v) in ops.iter().enumerate() {
                sep(out, k);
                typed(out, cx, f, v);
            }
            if let Some(o) = atomic {
                w!(out, " {o}");
            }
            align(out, a);
        }
        Fence => {
            if let Extra::Raw(s) = &i.extra {
                w!(out, " {s}");
            }
        }
        CmpXchg => {
            if i.flags.contains(Flags::WEAK) {
                out.push_str(" weak");
            }
            if i.flags.contains(Flags::VOLATILE) {
                out.push_str(" volatile");
            }
            for (k, v) in ops.iter().enumerate() {
                sep(out, k);
                typed(out, cx, f, v);
            }
            if let Extra::Mem { align: a, atomic } = &i.extra {
                if let Some(o) = atomic {
                    w!(out, " {o}");
                }
                align(out, *a);
            }
        }
        AtomicRmw => {
            if i.flags.contains(Flags::VOLATILE) {
                out.push_str(" volatile");
            }
            if i.flags.contains(Flags::ELEMENTWISE) {
                out.push_str(" elementwise");
            }
            if let Extra::Rmw {
                op,
                ordering,
                align: a,
            } = &i.extra
            {
                w!(out, " {op}");
                for (k, v) in ops.iter().enumerate() {
                    sep(out, k);
                    typed(out, cx, f, v);
                }
                w!(out, " {ordering}");
                align(out, *a);
            }
        }
        GetElementPtr => {
            if let Extra::Gep { source_ty } = &i.extra {
                w!(out, " {source_ty}");
            }
            for v in ops {
                out.push_str(", ");
                typed(out, cx, f, v);
            }
        }
        VAArg => {
            if let Some(v) = ops.first() {
                out.push(' ');
                typed(out, cx, f, v);
            }
            w!(out, ", {}", i.ty);
        }
        LandingPad => {
            w!(out, " {}", i.ty);
            if let Extra::LandingPad { cleanup, filters } = &i.extra {
                if *cleanup {
                    out.push_str("\n          cleanup");
                }
                for (v, &filter) in ops.iter().zip(filters) {
                    out.push_str(if filter {
                        "\n          filter "
                    } else {
                        "\n          catch "
                    });
                    typed(out, cx, f, v);
                }
            }
        }
        _ => {}
    }
    for a in &i.md {
        w!(out, ", !{} ", a.kind);
        metadata(out, cx, Some(f), &a.node);
    }
}

fn call(out: &mut String, cx: &Cx, f: &Function, i: &InstData) {
    let Some(c) = i.call_info() else { return };
    for w in c.cc.iter().chain(&c.ret_attrs) {
        w!(out, " {w}");
    }
    let ret = match c.fn_ty.data() {
        TypeData::Function { ret, .. } => *ret,
        _ => i.ty,
    };
    w!(out, " {} ", if c.explicit_fn_ty { c.fn_ty } else { ret });
    if let Some(callee) = i.operands.first() {
        value(out, cx, f, callee);
    }
    out.push('(');
    for (k, a) in i.operands.iter().skip(1).enumerate() {
        if k > 0 {
            out.push_str(", ");
        }
        w!(out, "{}", f.value_ty(a));
        for at in c.arg_attrs.get(k).into_iter().flatten() {
            w!(out, " {at}");
        }
        out.push(' ');
        value(out, cx, f, a);
    }
    out.push(')');
    for a in &c.fn_attrs {
        w!(out, " {a}");
    }
    if !c.bundles.is_empty() {
        out.push_str(" [ ");
        for (k, b) in c.bundles.iter().enumerate() {
            if k > 0 {
                out.push_str(", ");
            }
            string(out, b.tag.as_bytes());
            out.push('(');
            for (j, v) in b.inputs.iter().enumerate() {
                if j > 0 {
                    out.push_str(", ");
                }
                typed(out, cx, f, v);
            }
            out.push(')');
        }
        out.push_str(" ]");
    }
}
