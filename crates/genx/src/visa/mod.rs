//! The vISA function writer (GenXCisaBuilder / the seed's
//! GenXVisaFuncWriter). Two texts: [`finalizer`] prints what IGC's
//! finalizer prints today (`-finalizer-opts="-dumpcommonisa
//! -isaasmToConsole"`, what `lanes igc` writes); this module prints the
//! seed's older text (`lanes visa`): `.function`, `.decl` lines for the
//! general registers, operands with their types (`V33(0,0)<1>:d`), 1D
//! regions as `<0;W,S>`.
//!
//! Written here: a bale whose main instruction is an integer or float
//! binary operator (`sub` as `add` with a negated source) or a conversion
//! (a `mov` between the two types), or a bale without one (a region move,
//! `mov`); sources as registers with regions (a baled `rdregion`'s, else
//! the whole register `<0;N,1>`) or immediates (a splat constant); the
//! destination as the register with the baled `wrregion`'s offset and
//! stride (else the whole register, `<1>`); `LOC n` before an instruction
//! whose source line differs from the last one written. Anything else is
//! written as a `//` comment saying it is not written, so the output never
//! claims code it did not translate.

pub mod finalizer;
pub mod targets;

use std::fmt::Write as _;

use lanes_ir::{Constant, Function, InstId, Metadata, Module, Opcode, Type, TypeData, Value};

use crate::bale::{Bale, BaleKind};
use crate::intrinsics::{rd, wr};
use crate::region::{Region, Start};
use crate::view::Val;
use crate::{Grf, Pipeline};

/// vISA type suffix of an element type (`d`, `ud`, `w`, `b`, `f`, `df`,
/// `hf`, `q`); `unsigned` picks the unsigned integer type.
fn type_suffix(t: Type, unsigned: bool) -> &'static str {
    match (t.scalar().data(), unsigned) {
        (TypeData::Int(8), false) => "b",
        (TypeData::Int(8), true) => "ub",
        (TypeData::Int(16), false) => "w",
        (TypeData::Int(16), true) => "uw",
        (TypeData::Int(32), false) => "d",
        (TypeData::Int(32), true) => "ud",
        (TypeData::Int(64), false) => "q",
        (TypeData::Int(64), true) => "uq",
        (TypeData::Half, _) => "hf",
        (TypeData::Float, _) => "f",
        (TypeData::Double, _) => "df",
        _ => "?",
    }
}

fn elem_bytes(t: Type) -> u32 {
    crate::region_utils::elem_bytes(t).max(1)
}

/// The vISA mnemonic of a binary operator, whether its second source is
/// negated (`sub` is `add`), and whether its operands are unsigned.
fn mnemonic(op: Opcode) -> Option<(&'static str, bool, bool)> {
    Some(match op {
        Opcode::Add | Opcode::FAdd => ("add", false, false),
        Opcode::Sub | Opcode::FSub => ("add", true, false),
        Opcode::Mul | Opcode::FMul => ("mul", false, false),
        Opcode::Shl => ("shl", false, false),
        Opcode::AShr => ("asr", false, false),
        Opcode::LShr => ("shr", false, true),
        Opcode::And => ("and", false, false),
        Opcode::Or => ("or", false, false),
        Opcode::Xor => ("xor", false, false),
        _ => return None,
    })
}

/// A cast that converts (not a no-op bitcast).
fn is_conversion(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::UIToFP
            | Opcode::SIToFP
            | Opcode::FPToUI
            | Opcode::FPToSI
            | Opcode::FPExt
            | Opcode::FPTrunc
            | Opcode::ZExt
            | Opcode::SExt
            | Opcode::Trunc
    )
}

/// The source line of an instruction's `!dbg` location.
fn line_of(module: &Module, f: &Function, i: InstId) -> Option<u32> {
    let Metadata::Ref(n) = f.insts[i].attachment("dbg")? else {
        return None;
    };
    Some(module.metadata_node(*n)?.location()?.0)
}

struct Writer<'a> {
    f: &'a Function,
    pipe: &'a Pipeline,
    grf: u32,
}

impl Writer<'_> {
    fn reg(&self, v: &Value) -> Option<String> {
        let val = Val::of(v)?;
        Some(self.pipe.registers.register_of(val)?.name.clone())
    }

    /// `(row, column)` of a byte offset into a register of elements of `t`.
    fn row_col(&self, bytes: i64, t: Type) -> (i64, i64) {
        let g = self.grf as i64;
        (
            bytes.div_euclid(g),
            bytes.rem_euclid(g) / elem_bytes(t) as i64,
        )
    }

    /// A source operand: a baled `rdregion` read with its region, a
    /// register read whole, or an immediate.
    fn source(&self, v: &Value, unsigned: bool, negate: bool) -> Option<String> {
        let neg = if negate { "(-)" } else { "" };
        if let Value::Const(c) = v {
            let x = match c {
                Constant::Int { value, .. } => *value,
                _ => c.splat_int()?,
            };
            let t = self.f.value_ty(v);
            return Some(format!("{neg}0x{:x}:{}", x, type_suffix(t, unsigned)));
        }
        if let Some(i) = v.as_inst()
            && self.pipe.bales.info_of(i).kind == BaleKind::RdRegion
        {
            let d = &self.f.insts[i];
            let r = Region::of(self.f, d)?;
            let Start::Bytes(b) = r.start else {
                return None;
            };
            let input = &d.operands[rd::INPUT];
            let (row, col) = self.row_col(b, d.ty);
            let (vs, w, s) = if r.is_2d() {
                (r.vstride, r.width, r.stride)
            } else {
                (0, r.num_elements as i64, r.stride)
            };
            return Some(format!(
                "{neg}{}({row},{col})<{vs};{w},{s}>:{}",
                self.reg(input)?,
                type_suffix(d.ty, unsigned)
            ));
        }
        let t = self.f.value_ty(v);
        let n = t.lanes().unwrap_or(1);
        let (w, s) = if n == 1 { (1, 0) } else { (n, 1) };
        Some(format!(
            "{neg}{}(0,0)<0;{w},{s}>:{}",
            self.reg(v)?,
            type_suffix(t, unsigned)
        ))
    }

    /// The destination: the baled `wrregion`'s region of its register, or
    /// the result's register whole.
    fn dest(&self, bale: &Bale, value_ty: Type, unsigned: bool) -> Option<String> {
        let head = bale.head;
        let hd = &self.f.insts[head];
        let is_wr = bale
            .members
            .iter()
            .any(|m| m.inst == bale.head && m.kind == BaleKind::WrRegion);
        if is_wr {
            let r = Region::of(self.f, hd)?;
            let Start::Bytes(b) = r.start else {
                return None;
            };
            let (row, col) = self.row_col(b, value_ty);
            return Some(format!(
                "{}({row},{col})<{}>:{}",
                self.reg(&Value::Inst(head))?,
                r.stride.max(1),
                type_suffix(value_ty, unsigned)
            ));
        }
        Some(format!(
            "{}(0,0)<1>:{}",
            self.reg(&Value::Inst(head))?,
            type_suffix(value_ty, unsigned)
        ))
    }

    /// One bale as a vISA instruction, or `None` when it is not written.
    fn bale(&self, bale: &Bale) -> Option<String> {
        let main = bale.main;
        let (op, operands, ty, negate_second, unsigned) = match main {
            Some(m) if is_conversion(self.f.insts[m].opcode) => {
                // A conversion is a `mov` from the source's type to the
                // result's (`buildCastInst`).
                let d = &self.f.insts[m];
                let n = d.ty.lanes().unwrap_or(1);
                let dst_uns = matches!(d.opcode, Opcode::FPToUI | Opcode::ZExt);
                let src_uns = matches!(d.opcode, Opcode::UIToFP | Opcode::ZExt);
                let dst = self.dest(bale, d.ty, dst_uns)?;
                let src = self.source(&d.operands[0], src_uns, false)?;
                return Some(format!("mov (M1, {n}) {dst} {src}"));
            }
            Some(m) => {
                let d = &self.f.insts[m];
                let (op, neg, uns) = mnemonic(d.opcode)?;
                (op, d.operands.to_vec(), d.ty, neg, uns)
            }
            None => {
                // A move: the bale's region read, or the written value.
                let head = bale.head;
                let hd = &self.f.insts[head];
                let src = match bale.members.iter().find(|m| m.kind == BaleKind::RdRegion) {
                    Some(r) => Value::Inst(r.inst),
                    None => hd.operands.get(wr::NEW)?.clone(),
                };
                (
                    "mov",
                    vec![src.clone()],
                    self.f.value_ty(&src),
                    false,
                    false,
                )
            }
        };
        let n = ty.lanes().unwrap_or(1);
        let mut line = format!("{op} (M1, {n}) {}", self.dest(bale, ty, unsigned)?);
        for (k, v) in operands.iter().enumerate() {
            let s = self.source(v, unsigned, negate_second && k == 1)?;
            line.push(' ');
            line.push_str(&s);
        }
        Some(line)
    }
}

/// The `.decl` line of a general register: element type and count from
/// the register's first type (`<2 x i32>`).
fn decl(name: &str, ty: &str) -> Option<String> {
    if !name.starts_with('V') {
        return None;
    }
    let (n, elem) = match ty.strip_prefix('<').and_then(|t| t.strip_suffix('>')) {
        Some(inner) => {
            let (n, e) = inner.split_once(" x ")?;
            (n.parse::<u32>().ok()?, e)
        }
        None => (1, ty),
    };
    let suffix = match elem {
        "i8" => "b",
        "i16" => "w",
        "i32" => "d",
        "i64" => "q",
        "half" => "hf",
        "float" => "f",
        "double" => "df",
        _ => return None,
    };
    Some(format!(".decl {name} v_type=G type={suffix} num_elts={n}"))
}

/// A function's vISA and, for each IR instruction in order, the vISA lines
/// its bale became (none for a baled-in member or a branch).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Listing {
    /// The whole text ([`function_text`]).
    pub text: String,
    /// One row per IR instruction in order.
    pub rows: Vec<Row>,
}

/// One IR instruction and the vISA its bale became.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Row {
    /// The instruction's position in the function (`insts_in_order`).
    pub inst: u32,
    /// Its `!dbg` line, the `LOC` its vISA is written under.
    pub line: Option<u32>,
    /// The instruction as printed, for display.
    pub ir: String,
    /// The vISA lines of the bale it heads (none for a baled-in member or a
    /// branch).
    pub visa: Vec<String>,
}

/// vISA assembly of function `f` of `module`, from its GenX pipeline on a
/// platform with `grf` facts.
pub fn function_text(module: &Module, f: &Function, pipe: &Pipeline, grf: Grf) -> String {
    function_listing(module, f, pipe, grf).text
}

/// [`function_text`] with the vISA of each IR instruction beside it.
pub fn function_listing(module: &Module, f: &Function, pipe: &Pipeline, grf: Grf) -> Listing {
    let w = Writer {
        f,
        pipe,
        grf: grf.bytes,
    };
    let mut out = String::new();
    let mut rows = Vec::new();
    let _ = writeln!(out, ".function \"{}\"", f.name());
    for r in &pipe.registers.registers {
        if let Some(d) = r.types.first().and_then(|t| decl(&r.name, t)) {
            let _ = writeln!(out, "{d}");
        }
    }
    let mut last_line = None;
    for (n, i) in f.insts_in_order().enumerate() {
        let row = |visa| Row {
            inst: n as u32,
            line: line_of(module, f, i),
            ir: lanes_ir::print::print_inst(f, i),
            visa,
        };

        let d = &f.insts[i];
        let Some(bale) = pipe.bales.bale_of_head(i) else {
            rows.push(row(Vec::new()));
            continue;
        };
        if matches!(d.opcode, Opcode::Ret | Opcode::Br) {
            rows.push(row(Vec::new()));
            continue;
        }
        let line = line_of(module, f, bale.main.unwrap_or(i));
        if line.is_some() && line != last_line {
            let _ = writeln!(out, "LOC {}", line.unwrap_or(0));
            last_line = line;
        }
        let text = match w.bale(bale) {
            Some(text) => text,
            None => format!("// not written: {}", lanes_ir::print::print_inst(f, i)),
        };
        let _ = writeln!(out, "{text}");
        rows.push(row(vec![text]));
    }
    Listing { text: out, rows }
}
