//! vISA assembly as IGC's finalizer prints it today (`-finalizer-opts=
//! "-dumpcommonisa -isaasmToConsole"`, `visa/IsaDisassembly.cpp` at
//! `98fff716`): `.kernel`, `.decl` with `align=` and `alias=`, `.input`,
//! `.kernel_attr NumGRF`, then one instruction per bale, operands without
//! types (the declaration carries them), source regions as
//! GenXCisaBuilder's `deduceRegion` canonicalises them.
//!
//! Over 800 lines: the writer mirrors GenXCisaBuilder's one
//! `buildIntrinsic` and `IsaDisassembly`'s printers, which share the
//! operand state (declarations, aliases, last-used signedness) every
//! family reads; the families' text printers are the part to split out.
//!
//! Registers: lanes' assignment gives each live range its register with
//! no signedness (`DONTCARESIGNED`); an operand that needs another type or
//! a signedness gets an alias, created when first used and numbered after
//! the registers (`GenXVisaRegAlloc::getOrCreateRegForValue`, `calcAlias`).
//! Written: binary operators, `fneg`, region moves, and the intrinsics of
//! GenXCisaBuilder's table ([`crate::cisa`]) whose instruction is an
//! arithmetic one or an oword block load/store; anything else is a `//`
//! comment saying it is not written.

use std::collections::HashMap;
use std::fmt::Write as _;

use lanes_ir::{Constant, Function, InstId, Metadata, Module, Opcode, Value};

use crate::Pipeline;
use crate::bale::{Bale, BaleKind};
use crate::cisa::{Field, VisaBuild, lookup};
use crate::intrinsics::{rd, wr};
use crate::region::{Region, Start};
use crate::subtarget::Platform;
use crate::view::Val;

/// The signedness an operand asks its register for (`genx::Signedness`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Sign {
    DontCare,
    Signed,
    Unsigned,
}

/// `(elements, element type)` of an LLVM type's text; `<1 x T>` is `T`.
fn shape(ty: &str) -> (u32, &str) {
    match ty.strip_prefix('<').and_then(|t| t.strip_suffix('>')) {
        Some(inner) => match inner.split_once(" x ") {
            Some((n, e)) => (n.trim().parse().unwrap_or(1), e.trim()),
            None => (1, ty),
        },
        None => (1, ty),
    }
}

fn same_type(a: &str, b: &str) -> bool {
    shape(a) == shape(b)
}

/// vISA type name and bytes of an element type (`TypeDetails`): integers
/// by width and signedness (unsigned only when asked), pointers `uq`.
fn visa_type(elem: &str, sign: Sign) -> Option<(&'static str, u32)> {
    let u = sign == Sign::Unsigned;
    Some(match elem {
        "i8" => (if u { "ub" } else { "b" }, 1),
        "i16" => (if u { "uw" } else { "w" }, 2),
        "i32" => (if u { "ud" } else { "d" }, 4),
        "i64" => (if u { "uq" } else { "q" }, 8),
        "half" => ("hf", 2),
        "bfloat" => ("bf", 2),
        "float" => ("f", 4),
        "double" => ("df", 8),
        e if e == "ptr" || e.ends_with('*') || e.starts_with("ptr ") => ("uq", 8),
        _ => return None,
    })
}

/// `getVISA_Align` of a log2 alignment on a GRF of `grf` bytes.
fn align_name(log: u32, grf: u32) -> &'static str {
    match log {
        0 => "byte",
        1 => "word",
        2 => "dword",
        3 => "qword",
        4 => "oword",
        l if 1 << l == grf => "GRF",
        l if 1 << l == 2 * grf => "GRFx2",
        _ => "hword",
    }
}

/// A general variable: a register, or an alias of one.
struct Decl {
    name: String,
    ty: String,
    sign: Sign,
    alias_of: Option<usize>,
}

struct Writer<'a> {
    module: &'a Module,
    f: &'a Function,
    pipe: &'a Pipeline,
    grf: u32,
    decls: Vec<Decl>,
    /// Register name to its base declaration.
    base: HashMap<String, usize>,
    next_v: u32,
    /// The last declaration each value was used through (`getLastUsedAlias`).
    last_used: HashMap<Val, usize>,
    /// The state register constant surfaces are loaded into (`movs`),
    /// after lanes' own.
    next_t: u32,
    /// Whether the platform is Xe2 or later (sampler opcode names).
    platform_xe2: bool,
    /// Whether a constant surface was loaded into the shared state
    /// register `T{next_t}` (it is declared then).
    const_surface: bool,
    /// Register name to the log2 alignment its values' intrinsic operands
    /// ask for ([`operand_alignments`]).
    operand_align: HashMap<String, u32>,
}

/// A source or destination operand as printed, and the declaration used.
struct Operand {
    text: String,
}

impl<'a> Writer<'a> {
    fn new(module: &'a Module, f: &'a Function, pipe: &'a Pipeline, grf: u32) -> Self {
        let mut decls = Vec::new();
        let mut base = HashMap::new();
        let mut next_v = 32;
        let mut next_t = 6;
        for r in &pipe.registers.registers {
            let num: u32 = r.name[1..].parse().unwrap_or(0);
            if r.name.starts_with('T') {
                next_t = next_t.max(num + 1);
            }
            if !r.name.starts_with('V') {
                continue;
            }
            next_v = next_v.max(num + 1);
            base.insert(r.name.clone(), decls.len());
            decls.push(Decl {
                name: r.name.clone(),
                ty: r.types.first().cloned().unwrap_or_default(),
                sign: Sign::DontCare,
                alias_of: None,
            });
        }
        Writer {
            module,
            f,
            pipe,
            grf,
            decls,
            base,
            next_v,
            last_used: HashMap::new(),
            next_t,
            platform_xe2: false,
            const_surface: false,
            operand_align: operand_alignments(f, pipe, grf),
        }
    }

    /// The register name of a value (any category).
    fn reg_name(&self, v: Val) -> Option<&str> {
        Some(self.pipe.registers.register_of(v)?.name.as_str())
    }

    /// The general variable for value `v` read or written as type `ty`
    /// with signedness `sign`: the register, a matching alias, or a new
    /// alias (`getOrCreateRegForValue`).
    fn var(&mut self, v: Val, ty: &str, sign: Sign) -> Option<String> {
        let name = self.reg_name(v)?.to_string();
        let Some(&b) = self.base.get(&name) else {
            return Some(name);
        };
        let chain = std::iter::once(b)
            .chain((0..self.decls.len()).filter(|&k| self.decls[k].alias_of == Some(b)));
        let mut found = None;
        for k in chain {
            let d = &self.decls[k];
            if same_type(&d.ty, ty) && (d.sign == sign || sign == Sign::DontCare) {
                found = Some(k);
                break;
            }
        }
        let k = match found {
            Some(k) => k,
            None => {
                let name = format!("V{}", self.next_v);
                self.next_v += 1;
                self.decls.push(Decl {
                    name,
                    ty: ty.to_string(),
                    sign,
                    alias_of: Some(b),
                });
                self.decls.len() - 1
            }
        };
        self.last_used.insert(v, k);
        Some(self.decls[k].name.clone())
    }

    fn ty_of(&self, v: &Value) -> String {
        self.f.value_ty(v).to_string()
    }

    fn is_baled(&self, i: InstId, kind: BaleKind) -> bool {
        self.pipe.bales.info_of(i).kind == kind && !self.pipe.bales.is_head(i)
    }

    /// An immediate: `0x3:d` (the bits of a float).
    fn immediate(&self, c: &Constant, ty: &str, sign: Sign) -> Option<String> {
        let (_, elem) = shape(ty);
        let (t, bytes) = visa_type(elem, sign)?;
        let bits: u128 = match c {
            Constant::Int { value, .. } => *value as u128,
            Constant::Float { bits, .. } => *bits,
            Constant::Zero(_) => 0,
            _ => c.splat_int()? as u128,
        };
        let mask = if bytes >= 16 {
            u128::MAX
        } else {
            (1u128 << (bytes * 8)) - 1
        };
        let bits = bits & mask;
        Some(if bytes == 8 {
            format!("0x{bits:x}:{t}")
        } else {
            format!("0x{:x}:{t}", bits as u32)
        })
    }

    /// `(row, column)` of a byte offset into a variable of `elem_bytes`.
    fn row_col(&self, bytes: i64, elem_bytes: u32) -> (i64, i64) {
        let g = self.grf as i64;
        (
            bytes.div_euclid(g),
            bytes.rem_euclid(g) / elem_bytes.max(1) as i64,
        )
    }

    /// A source operand (`createSourceOperand`): an immediate, a baled
    /// region read or modifier, or the value's variable read whole; the
    /// region canonicalised as `deduceRegion` does for a source.
    fn source(&mut self, v: &Value, sign: Sign) -> Option<Operand> {
        self.source_as(v, sign, false)
    }

    /// [`Self::source`]; `head_region`: a region read that heads its own
    /// bale (a region move) is read through its region too.
    fn source_as(&mut self, v: &Value, sign: Sign, head_region: bool) -> Option<Operand> {
        let mut modifier = "";
        let mut v = v.clone();
        if let Some(i) = v.as_inst() {
            let d = &self.f.insts[i];
            if self.is_baled(i, BaleKind::NegMod) {
                modifier = "(-)";
                v = if d.opcode == Opcode::FNeg {
                    d.operands[0].clone()
                } else {
                    d.operands[1].clone()
                };
            } else if self.is_baled(i, BaleKind::AbsMod) {
                modifier = "(abs)";
                v = d.operands.get(1).cloned()?;
            }
        }
        let ty = self.ty_of(&v);
        if let Value::Const(c) = &v {
            return Some(Operand {
                text: format!("{modifier}{}", self.immediate(c, &ty, sign)?),
            });
        }
        let read_region = |i: InstId| {
            self.is_baled(i, BaleKind::RdRegion)
                || (head_region
                    && self.f.insts[i]
                        .callee_name()
                        .is_some_and(|c| c.starts_with("llvm.genx.rdregion")))
        };
        let (input, elem_ty, start, num, vstride, width, stride) = match v.as_inst() {
            Some(i) if read_region(i) => {
                let d = &self.f.insts[i];
                let r = Region::of(self.f, d)?;
                let Start::Bytes(b) = r.start else {
                    return None;
                };
                let input = d.operands[rd::INPUT].clone();
                let (w, vs) = if r.is_2d() {
                    (r.width, r.vstride)
                } else {
                    (r.num_elements as i64, 0)
                };
                let in_ty = self.ty_of(&input);
                (input, in_ty, b, r.num_elements as i64, vs, w, r.stride)
            }
            _ => {
                let (n, _) = shape(&ty);
                let n = n as i64;
                (v.clone(), ty.clone(), 0, n, 0, n, 1)
            }
        };
        let (vs, w, s) = deduce_source(num, vstride, width, stride);
        let val = Val::of(&input)?;
        let name = self.var(val, &elem_ty, sign)?;
        let (_, elem) = shape(&elem_ty);
        let (_, bytes) = visa_type(elem, sign)?;
        let (row, col) = self.row_col(start, bytes);
        Some(Operand {
            text: format!("{modifier}{name}({row},{col})<{vs};{w},{s}>"),
        })
    }

    /// The destination (`createDestination`): the baled `wrregion`'s region
    /// of its variable, or the result's variable whole.
    fn dest(&mut self, bale: &Bale, value_ty: &str, sign: Sign) -> Option<Operand> {
        let head = bale.head;
        let hd = &self.f.insts[head];
        let is_wr = bale
            .members
            .iter()
            .any(|m| m.inst == bale.head && m.kind == BaleKind::WrRegion);
        let (_, elem) = shape(value_ty);
        let (_, bytes) = visa_type(elem, sign)?;
        if is_wr {
            let r = Region::of(self.f, hd)?;
            let Start::Bytes(b) = r.start else {
                return None;
            };
            let (row, col) = self.row_col(b, bytes);
            let whole = hd.ty.to_string();
            let name = self.var(Val::Inst(bale.head), &whole, sign)?;
            // A column of rows one element wide steps by the vertical
            // stride.
            let stride = if r.width == 1 && r.num_elements > 1 {
                r.vstride
            } else {
                r.stride
            };
            return Some(Operand {
                text: format!("{name}({row},{col})<{}>", stride.max(1)),
            });
        }
        let name = self.var(Val::Inst(bale.head), value_ty, sign)?;
        Some(Operand {
            text: format!("{name}(0,0)<1>"),
        })
    }

    /// A raw operand (`createRawSourceOperand`): the variable at offset 0.
    fn raw(&mut self, v: &Value, sign: Sign) -> Option<String> {
        let ty = self.ty_of(v);
        let name = self.var(Val::of(v)?, &ty, sign)?;
        Some(format!("{name}.0"))
    }

    /// One bale as vISA lines (a constant surface adds its `movs`), or
    /// `None` when it is not written.
    fn bale(&mut self, bale: &Bale) -> Option<Vec<String>> {
        let Some(main) = bale.main else {
            // A saturate that bales nothing in is its own `mov.sat`.
            let head = bale.head;
            if let Some(sat) = self.saturate_of(bale).filter(|&s| s == head) {
                let desc = lookup(self.f.insts[sat].callee_name()?)?;
                return self.intrinsic(bale, sat, desc);
            }
            return self.mov(bale).map(|l| vec![l]);
        };
        let d = &self.f.insts[main];
        // A no-op cast (a bitcast, or a pointer to or from an `i64`)
        // heading its own bale is a copy, or nothing when it shares its
        // source's register (`buildCastInst`).
        let noop_cast = match d.opcode {
            Opcode::BitCast => true,
            Opcode::IntToPtr => self.f.value_ty(&d.operands[0]).int_bits() == Some(64),
            Opcode::PtrToInt => d.ty.int_bits() == Some(64),
            _ => false,
        };
        if noop_cast && main == bale.head {
            return self.mov(bale).map(|l| vec![l]);
        }
        if d.opcode == Opcode::Call {
            let callee = d.callee_name()?;
            if let Some(line) = self.predef_write(main, callee) {
                return Some(vec![line]);
            }
            let desc = lookup(callee)?;
            return self.intrinsic(bale, main, desc);
        }
        let sat_member = self.saturate_of(bale);
        let sat = if sat_member.is_some() { ".sat" } else { "" };
        if d.opcode == Opcode::FNeg {
            let n = d.ty.lanes().unwrap_or(1);
            let ty = d.ty.to_string();
            let dst = self.dest(bale, &ty, Sign::DontCare)?;
            let src = self.source(&d.operands[0], Sign::DontCare)?;
            return Some(vec![format!(
                "mov{sat} (M1, {n}) {} (-){}",
                dst.text, src.text
            )]);
        }
        let (op, neg, sign) = binary(d.opcode)?;
        let n = d.ty.lanes().unwrap_or(1);
        let ty = d.ty.to_string();
        let ops = d.operands.to_vec();
        let mut srcs = Vec::new();
        for (k, v) in ops.iter().enumerate() {
            let s = self.source(v, sign)?;
            srcs.push(if neg && k == 1 {
                format!("(-){}", s.text)
            } else {
                s.text
            });
        }
        let dst_sign = sat_member
            .and_then(|m| self.int_sat_sign(m))
            .unwrap_or(sign);
        let dst = self.dest(bale, &ty, dst_sign)?;
        Some(vec![format!(
            "{op}{sat} (M1, {n}) {} {}",
            dst.text,
            srcs.join(" ")
        )])
    }

    /// A bale without a main instruction: a region move; a no-op bitcast
    /// whose source shares its register writes nothing.
    fn mov(&mut self, bale: &Bale) -> Option<String> {
        let head = bale.head;
        let hd = &self.f.insts[head];
        if matches!(
            hd.opcode,
            Opcode::BitCast | Opcode::PtrToInt | Opcode::IntToPtr
        ) {
            let same = Val::of(&hd.operands[0])
                .and_then(|v| self.reg_name(v))
                .zip(self.reg_name(Val::Inst(bale.head)))
                .is_some_and(|(a, b)| a == b);
            if same {
                return Some(String::new());
            }
        }
        let src = match bale.members.iter().find(|m| m.kind == BaleKind::RdRegion) {
            Some(r) => Value::Inst(r.inst),
            None if hd.opcode == Opcode::Call => hd.operands.get(wr::NEW)?.clone(),
            None => hd.operands.first()?.clone(),
        };
        let ty = self.ty_of(&src);
        let n = self.f.value_ty(&src).lanes().unwrap_or(1);
        let s = self.source_as(&src, Sign::DontCare, true)?;
        let dst_ty = hd.ty.to_string();
        let dst = self.dest(
            bale,
            if hd.opcode == Opcode::Call {
                &ty
            } else {
                &dst_ty
            },
            Sign::DontCare,
        )?;
        // A negate that baled into nothing is a move with the modifier
        // (`buildUnaryOperator`).
        let neg = if hd.opcode == Opcode::FNeg { "(-)" } else { "" };
        Some(format!("mov (M1, {n}) {} {neg}{}", dst.text, s.text))
    }

    /// A write of a predefined surface or sampler (`buildWritePredefSurface`,
    /// `buildWritePredefSampler`): a `movs` of the value, read unsigned,
    /// into the predefined state variable.
    fn predef_write(&mut self, call: InstId, callee: &str) -> Option<String> {
        let d = &self.f.insts[call];
        let is_surface = callee.starts_with("llvm.genx.write.predef.surface");
        let is_sampler = callee.starts_with("llvm.vc.internal.write.predef.sampler");
        if !is_surface && !is_sampler {
            return None;
        }
        let state = predef_state(d.operands.get(1)?)?;
        let src = self.source(&d.operands.get(2)?.clone(), Sign::Unsigned)?;
        Some(format!("movs (M1_NM, 1) {state}(0) {}", src.text))
    }

    /// The saturate baled into `bale`, if any.
    fn saturate_of(&self, bale: &Bale) -> Option<InstId> {
        bale.members
            .iter()
            .find(|m| m.kind == BaleKind::Saturate)
            .map(|m| m.inst)
    }

    /// The destination signedness an integer saturate asks for
    /// (`getISatDstSign`): `llvm.genx.XYtrunc.sat`'s `X`.
    fn int_sat_sign(&self, sat: InstId) -> Option<Sign> {
        let c = self.f.insts[sat].callee_name()?;
        let k = c.strip_prefix("llvm.genx.")?;
        if !k.get(2..)?.starts_with("trunc.sat") {
            return None;
        }
        Some(if k.starts_with('s') {
            Sign::Signed
        } else {
            Sign::Unsigned
        })
    }

    /// The signedness `ChooseSign` picks for the listed call arguments
    /// (`getCommonSignedness`): unsigned when some variable last used for
    /// them is unsigned and none signed, else signed.
    fn common_sign(&self, call: InstId, args: &[usize]) -> Sign {
        let d = &self.f.insts[call];
        let signs: Vec<Sign> = args
            .iter()
            .filter_map(|&a| Val::of(d.operands.get(a)?))
            .filter_map(|v| self.last_used.get(&v).map(|&k| self.decls[k].sign))
            .collect();
        let signed = signs.contains(&Sign::Signed);
        if signs.contains(&Sign::Unsigned) && !signed {
            Sign::Unsigned
        } else {
            Sign::Signed
        }
    }

    /// A call of a described intrinsic, field by field in the table's
    /// order, printed as `IsaDisassembly` prints its opcode's family.
    /// Long: one pass over the description's fields gathers every operand
    /// kind (as `buildIntrinsic`'s switch does), then one arm per printed
    /// family; the arms read the same gathered operands.
    fn intrinsic(&mut self, bale: &Bale, call: InstId, desc: &VisaBuild) -> Option<Vec<String>> {
        let d = &self.f.insts[call];
        // Call operand n (1-based in the table) is operand n of the
        // instruction, whose operand 0 is the callee.
        let arg = |n: i64| d.operands.get(n as usize).cloned();
        let mut exec = d.ty.lanes().unwrap_or(1);
        // `getOverridedExecSize`: the timestamp is two dwords.
        let rdtsc = desc.name == "llvm.readcyclecounter";
        if rdtsc {
            exec = 2;
        }
        // A saturate baled in (or the intrinsic's own `SATURATION_SATURATE`)
        // is the `.sat` modifier; an integer one also picks the
        // destination's signedness (`getISatDstSign`).
        let sat_member = self.saturate_of(bale);
        let mut sat = sat_member.is_some();
        let mut mask = "M1";
        let mut ctsign = Sign::DontCare;
        let mut dst = None;
        let mut srcs = Vec::new();
        let mut raws = Vec::new();
        let mut bytes = Vec::new();
        let mut literals = Vec::new();
        let mut surface = None;
        let mut owords = 0;
        let mut pre = Vec::new();
        let mut sampler = None;
        let mut shorts = Vec::new();
        let mut max_raw = None;
        // Fields by name: literals, expressions, bytes and shorts.
        let mut named: Vec<(&str, String)> = Vec::new();
        let mut cache: Vec<i128> = Vec::new();
        for fl in desc.fields {
            let num = fl.num;
            match fl.kind {
                "EXECSIZE" | "EXECSIZE_GE2" | "EXECSIZE_NOT2" => {}
                "EXECSIZE_NOMASK" => mask = "M1_NM",
                "EXECSIZE_FROM_ARG" => {
                    exec = self.f.value_ty(&arg(num?)?).lanes().unwrap_or(1);
                }
                // `GetExecSizeFromByte`: log2 of the size in the low nibble,
                // the mask (only `M1` written) in the high one.
                "EXECSIZE_FROM_BYTE" => {
                    let Value::Const(c) = arg(num?)? else {
                        return None;
                    };
                    let b = c.as_int()? & 0xff;
                    if b >> 4 != 0 || b & 0xf > 5 {
                        return None;
                    }
                    exec = 1 << (b & 0xf);
                }
                // Only an all-true constant predicate is written (none).
                "PREDICATION" => {
                    if !is_all_ones(&arg(num?)?) {
                        return None;
                    }
                }
                "TWOADDR" => {}
                // The raw sources run to the last argument that is not
                // undef or zero, at least the minimum (`GetArgCount`).
                "ARGCOUNT" => {
                    let base = num? as usize;
                    let min = fl
                        .flags
                        .iter()
                        .find_map(|f| f.strip_prefix("ARGCOUNTMIN"))
                        .and_then(|m| m.parse::<usize>().ok())
                        .unwrap_or(0);
                    let mut last = base;
                    for k in base..d.operands.len() {
                        let empty = matches!(
                            &d.operands[k],
                            Value::Const(
                                Constant::Undef(_) | Constant::Zero(_) | Constant::Poison(_)
                            )
                        );
                        if !empty {
                            last = k + 1;
                        }
                    }
                    max_raw = Some(last.max(base + min));
                }
                "RAW_OPERANDS" => {
                    for k in num? as usize..max_raw? {
                        let v = d.operands.get(k)?.clone();
                        raws.push(self.raw(&v, Sign::DontCare)?);
                    }
                }
                "PREDEF_SURFACE" => surface = Some(predef_state(&arg(num?)?)?),
                "PREDEF_SAMPLER" => sampler = Some(predef_state(&arg(num?)?)?),
                "ELEMENTWISE" | "IMPLICITPRED" => {}
                // `CreateOpndPredefinedSrc(REG, row, col, vstride, width,
                // stride)`: a region of a predefined register.
                "EXPR" if fl.flags.first()?.starts_with("CreateOpndPredefinedSrc(") => {
                    srcs.push(predefined_src(fl.flags.first()?)?);
                }
                "EXPR" if !fl.flags.first()?.starts_with("ChooseSign") => {
                    named.push((fl.name, fl.flags.first()?.to_string()));
                }
                "EXPR" => {
                    let text = fl.flags.first()?;
                    let inner = text.strip_prefix("ChooseSign({")?.strip_suffix("})")?;
                    let args: Vec<usize> = inner
                        .split(',')
                        .filter_map(|s| s.trim().parse().ok())
                        .collect();
                    ctsign = self.common_sign(call, &args);
                }
                "LITERAL" if num.is_none() => {
                    named.push((fl.name, fl.flags.first()?.to_string()));
                }
                "LITERAL" if !fl.name.ends_with("Index") => {
                    literals.push(num?);
                    named.push((fl.name, num?.to_string()));
                }
                // An undef operand that may be null is `%null`.
                "GENERAL"
                    if fl.has("NULLALLOWED")
                        && num? != 0
                        && matches!(arg(num?)?, Value::Const(Constant::Undef(_))) =>
                {
                    srcs.push("%null(0,0)<0;1,0>".to_string());
                }
                "GENERAL" | "GENERAL_CTSIGN" => {
                    let mut sign = field_sign(fl, ctsign);
                    if num? == 0 {
                        if fl.has("SATURATION_SATURATE") {
                            sat = true;
                        } else if sat && !fl.flags.iter().any(|f| f.starts_with("SATURATION")) {
                            return None;
                        }
                        if let Some(s) = sat_member.and_then(|m| self.int_sat_sign(m)) {
                            sign = s;
                        }
                        // `createDestination`: the timestamp is written as
                        // two dwords.
                        let ty = if rdtsc {
                            "<2 x i32>".to_string()
                        } else {
                            d.ty.to_string()
                        };
                        dst = Some(self.dest(bale, &ty, sign)?.text);
                    } else {
                        srcs.push(self.source(&arg(num?)?, sign)?.text);
                    }
                }
                "RAW" | "URAW" | "SRAW" => {
                    let v = if num? == 0 {
                        Value::Inst(call)
                    } else {
                        arg(num?)?
                    };
                    // `createRawSourceOperand`: an undef source is null;
                    // `createRawDestination`: an unused result that may be
                    // null is.
                    let null = match &v {
                        Value::Const(Constant::Undef(_)) => true,
                        Value::Inst(i) => {
                            fl.has("RAW_NULLALLOWED")
                                && !lanes_ir::cursor::has_uses(self.f, &Value::Inst(*i))
                        }
                        _ => false,
                    };
                    if null {
                        raws.push("%null.0".to_string());
                    } else {
                        raws.push(self.raw(&v, field_sign(fl, Sign::DontCare))?);
                    }
                }
                "NULLRAW" => raws.push("%null.0".to_string()),
                "LITERAL" => {}
                "BYTE" | "INT" => {
                    let Value::Const(c) = arg(num?)? else {
                        return None;
                    };
                    bytes.push(c.as_int()?);
                    named.push((fl.name, c.as_int()?.to_string()));
                }
                // The L1 and L3 cache controls, an `<N x i8>` constant.
                "CACHEOPTS" => {
                    cache = match arg(num?)? {
                        Value::Const(Constant::Aggregate { elems, .. }) => {
                            let opts: Option<Vec<i128>> =
                                elems.iter().map(Constant::as_int).collect();
                            opts?
                        }
                        Value::Const(Constant::Zero(t)) => vec![0; t.lanes()? as usize],
                        _ => return None,
                    };
                }
                "SHORT" => {
                    let Value::Const(c) = arg(num?)? else {
                        return None;
                    };
                    shorts.push(c.as_int()?);
                    named.push((fl.name, c.as_int()?.to_string()));
                }
                "LOG2OWORDS" => {
                    let v = if num? == 0 {
                        Value::Inst(call)
                    } else {
                        arg(num?)?
                    };
                    let t = self.f.value_ty(&v);
                    let (n, elem) = shape_of(&t.to_string());
                    owords = n * visa_type(&elem, Sign::DontCare)?.1 / 16;
                }
                "SURFACE" => {
                    let v = arg(num?)?;
                    surface = Some(match &v {
                        // A constant surface is loaded into the state
                        // register all constant surfaces share (they never
                        // interfere: `coalesceConstState`).
                        Value::Const(c) => {
                            let t = format!("T{}", self.next_t);
                            self.const_surface = true;
                            pre.push(format!("movs (M1, 1) {t}(0) 0x{:x}:ud", c.as_int()?));
                            t
                        }
                        _ => self.reg_name(Val::of(&v)?)?.to_string(),
                    });
                }
                _ => return None,
            }
        }
        let opc = if desc.gen_opc.is_empty() {
            desc.opc
        } else {
            desc.gen_opc
        };
        if sat && !matches!(opc, "ISA_MOV" | "ISA_FCVT") && arith_name(opc).is_none() {
            return None;
        }
        let line = match opc {
            "ISA_OWORD_LD" | "ISA_OWORD_ST" => {
                let modified = bytes.first().is_some_and(|&b| b & 1 != 0);
                format!(
                    "{}{} ({owords}) {} {} {}",
                    if opc == "ISA_OWORD_LD" {
                        "oword_ld"
                    } else {
                        "oword_st"
                    },
                    if modified { ".mod" } else { "" },
                    surface?,
                    srcs.first()?,
                    raws.first()?
                )
            }
            // `IsaDisassembly`: name.channels (exec) aoffimmi [sampler]
            // surface dst paired-surface srcs.
            "ISA_3D_LOAD" | "ISA_3D_SAMPLE" => {
                let sub = *shorts.first()?;
                let name = sampler_op_name((sub & 0x1f) as u32, self.platform_xe2)?;
                let ch = *bytes.first()?;
                let channels: String = ["R", "G", "B", "A"]
                    .iter()
                    .enumerate()
                    .filter(|(k, _)| ch & (1 << k) != 0)
                    .map(|(_, c)| *c)
                    .collect();
                let mut line = format!("{name}.{channels} ({mask}, {exec}) {}", srcs.first()?);
                if opc == "ISA_3D_SAMPLE" {
                    line.push(' ');
                    line.push_str(&sampler?);
                }
                let _ = write!(line, " {}", surface?);
                for r in &raws {
                    line.push(' ');
                    line.push_str(r);
                }
                line
            }
            // `IsaDisassembly`'s `formatUntypedBlock2D`.
            "ISA_LSC_UNTYPED_BLOCK_2D" => {
                let get = |n: &str| named.iter().find(|(k, _)| *k == n).map(|(_, v)| v.clone());
                let op = match get("Opcode")?.as_str() {
                    "LSC_LOAD_BLOCK2D" => "lsc_load_block2d",
                    "LSC_STORE_BLOCK2D" => "lsc_store_block2d",
                    _ => return None,
                };
                let sfid = ["ugm", "slm", "tgm"]
                    .into_iter()
                    .find(|k| desc.name.split('.').any(|p| p == *k))?;
                let mut caching = String::new();
                if cache.iter().any(|&c| c != 0) {
                    for &c in &cache {
                        caching.push_str(cache_name(c)?);
                    }
                }
                let num = |n: &str| get(n).and_then(|v| v.parse::<i64>().ok());
                let size = lsc_data_size(num("DataSize")?)?;
                let blocks = num("NumBlocks")?;
                let blocks = if blocks == 1 {
                    String::new()
                } else {
                    format!("{blocks}x")
                };
                let t = if get("Transpose")? == "LSC_DATA_ORDER_TRANSPOSE" {
                    't'
                } else {
                    'n'
                };
                let v = if get("VNNI")? == "true" { 't' } else { 'n' };
                let shape = format!(
                    "{size}.{blocks}{}x{}{t}{v}",
                    num("BlockWidth")?,
                    num("BlockHeight")?
                );
                // The address operands print as names (`formatVectorOperand`).
                let plain: Vec<&str> = srcs
                    .iter()
                    .map(|s| s.split(['(', ':']).next().unwrap_or(s))
                    .collect();
                let with_off = |reg: &str, off: i64| match off {
                    0 => reg.to_string(),
                    o if o > 0 => format!("{reg}+{o}"),
                    o => format!("{reg}{o}"),
                };
                let addr = format!(
                    "flat[{},{},{},{},{},{}]",
                    plain.first()?,
                    plain.get(1)?,
                    plain.get(2)?,
                    plain.get(3)?,
                    with_off(plain.get(4)?, num("OffsetX")?),
                    with_off(plain.get(5)?, num("OffsetY")?)
                );
                let raw = |r: &String| r.strip_suffix(".0").unwrap_or(r).to_string();
                if op == "lsc_load_block2d" {
                    format!(
                        "{op}.{sfid}{caching} ({mask}, {exec})  {}:{shape}  {addr}",
                        raw(raws.first()?)
                    )
                } else {
                    format!(
                        "{op}.{sfid}{caching} ({mask}, {exec})  {addr}  {}:{shape}",
                        raw(raws.last()?)
                    )
                }
            }
            // `formatUntypedSimple`: `lsc_load.SFID[.L1.L3] (mask, exec)
            // DST:SHAPE  flat[ADDR]:aN`, a store the address first; the
            // data transposed (`t`) for a block (one lane, several
            // elements: `CreateLscLoad`); a flat address with a zero base.
            "ISA_LSC_LOAD" | "ISA_LSC_STORE" => {
                let get = |n: &str| named.iter().find(|(k, _)| *k == n).map(|(_, v)| v.clone());
                let num = |n: &str| get(n).and_then(|v| v.parse::<i64>().ok());
                let Value::Const(base) = arg(6)? else {
                    return None;
                };
                if !matches!(base, Constant::Zero(_)) && base.as_int()? != 0 {
                    return None;
                }
                let sfid = match get("LscSFID")?.as_str() {
                    "LSC_UGM" => "ugm",
                    "LSC_UGML" => "ugml",
                    "LSC_SLM" => "slm",
                    _ => return None,
                };
                let addr_type = match get("AddrType")?.as_str() {
                    "LSC_ADDR_TYPE_FLAT" => "flat",
                    _ => return None,
                };
                // Two cache levels (L1, L3); three only with efficient
                // 64-bit addressing, whose text is not ported.
                if cache.len() != 2 {
                    return None;
                }
                let mut caching = String::new();
                if cache.iter().any(|&c| c != 0) {
                    for &c in &cache {
                        caching.push_str(cache_name(c)?);
                    }
                }
                let size = lsc_data_size(num("ElementSize")?)?;
                let elems = match num("VectorAttr")? {
                    k @ 1..=4 => k,
                    k @ 5..=8 => 8 << (k - 5),
                    _ => return None,
                };
                let order = if exec == 1 && elems != 1 { "t" } else { "" };
                let elems = if elems == 1 {
                    String::new()
                } else {
                    format!("x{elems}")
                };
                let addr_size = match num("AddrSize")? {
                    1 => "a16",
                    2 => "a32",
                    3 => "a64",
                    4 => "a32u",
                    5 => "a32s",
                    _ => return None,
                };
                let scale = num("Scale")?;
                let offset = num("Offset")?;
                let name = |r: &String| r.strip_suffix(".0").unwrap_or(r).to_string();
                let mut addr = format!("{addr_type}[");
                if scale > 1 {
                    let _ = write!(addr, "0x{scale:x}*");
                }
                let load = opc == "ISA_LSC_LOAD";
                let (data, index) = if load {
                    (raws.first()?, raws.get(1)?)
                } else {
                    (raws.get(1)?, raws.first()?)
                };
                addr.push_str(&name(index));
                match offset {
                    0 => {}
                    o if o < 0 => {
                        let _ = write!(addr, "-0x{:x}", -o);
                    }
                    o => {
                        let _ = write!(addr, "+0x{o:x}");
                    }
                }
                let _ = write!(addr, "]:{addr_size}");
                let data = format!("{}:{size}{elems}{order}", name(data));
                let op = if load { "lsc_load" } else { "lsc_store" };
                if load {
                    format!("{op}.{sfid}{caching} ({mask}, {exec})  {data}  {addr}")
                } else {
                    format!("{op}.{sfid}{caching} ({mask}, {exec})  {addr}  {data}")
                }
            }
            // `IsaDisassembly`: `raw_sends[c][_eot].ffid.src0.src1.dst`,
            // then the descriptors, the sources and the destination.
            "ISA_RAW_SENDS" => {
                let get = |n: &str| named.iter().find(|(k, _)| *k == n).map(|(_, v)| v.clone());
                let modifier: i64 = get("modifier_sendc")?.parse().ok()?;
                if raws.len() != 3 {
                    return None;
                }
                let op = match (modifier & 2 != 0, modifier & 1 != 0) {
                    (false, false) => "raw_sends",
                    (true, false) => "raw_sends_eot",
                    (false, true) => "raw_sendsc",
                    (true, true) => "raw_sendsc_eot",
                };
                format!(
                    "{op}.{}.{}.{}.{} ({mask}, {exec})  {} {} {}",
                    get("FFID")?,
                    get("numsrc")?,
                    get("numsrc2")?,
                    get("numdst")?,
                    srcs.first()?,
                    srcs.get(1)?,
                    raws.join(" ")
                )
            }
            // `IsaDisassembly`: `raw_sendg[c][_eot].SFID`, the destination
            // and sources with their sizes in bytes, the two indirect
            // descriptors and the descriptor as hexadecimal.
            "ISA_RAW_SENDG" => {
                let get = |n: &str| named.iter().find(|(k, _)| *k == n).map(|(_, v)| v.clone());
                let num = |n: &str| get(n).and_then(|v| v.parse::<i64>().ok());
                let op = match (num("IsEOT")? != 0, num("IsCond")? != 0) {
                    (false, false) => "raw_sendg",
                    (true, false) => "raw_sendg_eot",
                    (false, true) => "raw_sendgc",
                    (true, true) => "raw_sendgc_eot",
                };
                let Value::Const(desc_c) = arg(12)? else {
                    return None;
                };
                format!(
                    "{op}.0x{:X} ({mask}, {exec})  {}/{} {}/{} {}/{} {} {} 0x{:X}",
                    num("SFID")?,
                    raws.first()?,
                    num("DestSize")?,
                    raws.get(1)?,
                    num("Src0Size")?,
                    raws.get(2)?,
                    num("Src1Size")?,
                    srcs.first()?,
                    srcs.get(1)?,
                    desc_c.as_int()? as u64
                )
            }
            "ISA_FMINMAX" => {
                let name = if literals.first() == Some(&1) {
                    "max"
                } else {
                    "min"
                };
                format!("{name} (M1, {exec}) {} {}", dst?, srcs.join(" "))
            }
            // `shfl_idx4 (mask, exec) DST.0 LUT SRC`: the raw destination,
            // then the lookup table and the indices.
            "ISA_SHFL_IDX4" => {
                if raws.len() != 1 || srcs.len() != 2 {
                    return None;
                }
                format!(
                    "shfl_idx4 ({mask}, {exec}) {} {}",
                    raws.first()?,
                    srcs.join(" ")
                )
            }
            // `dnscl.TYPE.MODE.ROUNDING` (`dnsclConvertType`, `dnsclMode`,
            // `dnsclRndMode`) and its raw operands.
            "ISA_DNSCL" => {
                const TYPES: [&str; 6] = [
                    "none", "bftoe2m1", "bftoint4", "none", "hftoe2m1", "hftoint4",
                ];
                const MODES: [&str; 4] = ["mode0", "mode1", "mode2", "mode3"];
                const ROUNDING: [&str; 2] = ["srnd", "rne"];
                let [t, m, r] = bytes[..] else {
                    return None;
                };
                if raws.len() != 4 {
                    return None;
                }
                format!(
                    "dnscl.{}.{}.{} ({mask}, {exec}) {}",
                    TYPES.get(usize::try_from(t).ok()?)?,
                    MODES.get(usize::try_from(m).ok()?)?,
                    ROUNDING.get(usize::try_from(r).ok()?)?,
                    raws.join(" ")
                )
            }
            _ => {
                let mut name = arith_name(opc)?.to_string();
                if !raws.is_empty() || surface.is_some() {
                    return None;
                }
                // `lfsr.FUNC` (`lfsrFuncCtrl`).
                if opc == "ISA_LFSR" {
                    let ctrl = ["b32", "b16v2", "b8v4"];
                    let _ = write!(
                        name,
                        ".{}",
                        ctrl.get(usize::try_from(*bytes.first()?).ok()?)?
                    );
                }
                let sat = if sat { ".sat" } else { "" };
                format!("{name}{sat} ({mask}, {exec}) {} {}", dst?, srcs.join(" "))
            }
        };
        pre.push(line);
        Some(pre)
    }
}

/// A predefined register's source operand from the table's
/// `CreateOpndPredefinedSrc(PREDEFINED_R0, row, col, vstride, width,
/// stride)`: `%r0(row,col)<vstride;width,stride>` (`%tsc` the timestamp).
fn predefined_src(expr: &str) -> Option<String> {
    let inner = expr
        .strip_prefix("CreateOpndPredefinedSrc(")?
        .strip_suffix(')')?;
    let parts: Vec<&str> = inner.split(',').map(str::trim).collect();
    let [reg, row, col, vs, w, hs] = parts[..] else {
        return None;
    };
    let reg = match reg {
        "PREDEFINED_R0" => "%r0",
        "PREDEFINED_TSC" => "%tsc",
        "PREDEFINED_SR0" => "%sr0",
        "PREDEFINED_CR0" => "%cr0",
        "PREDEFINED_CE0" => "%ce0",
        "PREDEFINED_DBG" => "%dbg0",
        "PREDEFINED_COLOR" => "%color",
        _ => return None,
    };
    Some(format!("{reg}({row},{col})<{vs};{w},{hs}>"))
}

/// The predefined state variable a `@llvm.vc.predef.var.*` global names:
/// the bindless surface `%bss`, the bindless sampler `S31`.
fn predef_state(v: &Value) -> Option<String> {
    let Value::Const(c) = v else { return None };
    Some(match &**c.base_global()? {
        "llvm.vc.predef.var.bss" => "%bss".to_string(),
        "llvm.vc.predef.var.bindless.sampler" => "S31".to_string(),
        _ => return None,
    })
}

/// A constant whose every lane is `true` (or all ones).
fn is_all_ones(v: &Value) -> bool {
    let Value::Const(c) = v else { return false };
    match c {
        Constant::Int { value, .. } => *value != 0,
        Constant::Aggregate { elems, .. } => elems
            .iter()
            .all(|e| matches!(e, Constant::Int { value, .. } if *value != 0)),
        Constant::Splat { elem, .. } => {
            matches!(&**elem, Constant::Int { value, .. } if *value != 0)
        }
        _ => false,
    }
}

/// A 3D sampler operation's name (`getSampleOp3DName`); from Xe2 two codes
/// name other operations.
fn sampler_op_name(op: u32, xe2: bool) -> Option<&'static str> {
    Some(match op {
        0x0 => "sample_3d",
        0x1 => "sample_b",
        0x2 => "sample_l",
        0x3 => "sample_c",
        0x4 => "sample_d",
        0x5 => "sample_b_c",
        0x6 => "sample_l_c",
        0x7 => "load_3d",
        0x8 => "sample4",
        0x9 => "lod",
        0xA => "resinfo",
        0xB => "sampleinfo",
        0xC => "sample+killpix",
        0xD => "sample4_l",
        0xE => "sample4_b",
        0xF => "sample4_i",
        0x10 => "sample4_c",
        0x11 if xe2 => "sample_d_c_mlod",
        0x11 => "sample4_po",
        0x12 if xe2 => "sample_mlod",
        0x12 => "sample4_po_c",
        0x13 => "sample_c_mlod",
        0x14 => "sample_d_c",
        0x15 => "sample4_i_c",
        0x17 => "sample4_l_c",
        0x18 => "sample_lz",
        0x19 => "sample_c_lz",
        0x1A => "load_lz",
        0x1B => "load_l",
        0x1C => "load_2dms_w",
        0x1D => "load_mcs",
        _ => return None,
    })
}

/// An LSC cache control (`formatCacheOpt`).
fn cache_name(c: i128) -> Option<&'static str> {
    Some(match c {
        0 => ".df",
        1 => ".uc",
        2 => ".ca",
        3 => ".wb",
        4 => ".wt",
        5 => ".st",
        6 => ".ri",
        7 => ".cc",
        _ => return None,
    })
}

/// An LSC data size (`formatDataSize`).
fn lsc_data_size(d: i64) -> Option<&'static str> {
    Some(match d {
        1 => "d8",
        2 => "d16",
        3 => "d32",
        4 => "d64",
        5 => "d8u32",
        6 => "d16u32",
        7 => "d16u32h",
        _ => return None,
    })
}

/// `(elements, element type)` as owned strings.
fn shape_of(ty: &str) -> (u32, String) {
    let (n, e) = shape(ty);
    (n, e.to_string())
}

/// The signedness a general field asks for: its `SIGNED`/`UNSIGNED` flag,
/// or the `ChooseSign` result for a `GENERAL_CTSIGN` field.
fn field_sign(fl: &Field, ctsign: Sign) -> Sign {
    if fl.has("UNSIGNED") {
        Sign::Unsigned
    } else if fl.has("SIGNED") {
        Sign::Signed
    } else if fl.kind == "GENERAL_CTSIGN" {
        ctsign
    } else {
        Sign::DontCare
    }
}

/// The mnemonic of an arithmetic or logic vISA opcode
/// (`ISA_Inst_Table`): the opcode's name in lower case.
fn arith_name(opc: &str) -> Option<&'static str> {
    Some(match opc {
        "ISA_ADD" => "add",
        "ISA_ADD3" => "add3",
        "ISA_ADD3O" => "add3o",
        "ISA_AVG" => "avg",
        "ISA_MAD" => "mad",
        "ISA_MUL" => "mul",
        "ISA_MULH" => "mulh",
        "ISA_LZD" => "lzd",
        "ISA_FBL" => "fbl",
        "ISA_FBH" => "fbh",
        "ISA_CBIT" => "cbit",
        "ISA_BFREV" => "bfrev",
        "ISA_COS" => "cos",
        "ISA_SIN" => "sin",
        "ISA_EXP" => "exp",
        "ISA_LOG" => "log",
        "ISA_SQRT" => "sqrt",
        "ISA_RSQRT" => "rsqrt",
        "ISA_INV" => "inv",
        "ISA_POW" => "pow",
        "ISA_FRC" => "frc",
        "ISA_RNDD" => "rndd",
        "ISA_RNDE" => "rnde",
        "ISA_RNDU" => "rndu",
        "ISA_RNDZ" => "rndz",
        "ISA_SHL" => "shl",
        "ISA_SHR" => "shr",
        "ISA_ASR" => "asr",
        "ISA_ROL" => "rol",
        "ISA_ROR" => "ror",
        "ISA_DP4A" => "dp4a",
        "ISA_MOV" => "mov",
        "ISA_FCVT" => "fcvt",
        "ISA_TANH" => "tanh",
        "ISA_SIGM" => "sigm",
        "ISA_SRND" => "srnd",
        "ISA_LFSR" => "lfsr",
        _ => return None,
    })
}

/// `deduceRegion` for a source: a 1D region or rows that follow each
/// other become `<stride;1,0>`; a width over 16 is cut to 16 rows; a
/// region one row wide gets vertical stride 0.
fn deduce_source(num: i64, vstride: i64, width: i64, stride: i64) -> (i64, i64, i64) {
    let (mut vs, mut w, mut s) = (vstride, width, stride);
    if vs == w * s || w == num {
        w = 1;
        vs = s;
        s = 0;
    } else if w > 16 {
        w = 16;
        vs = w * s;
    }
    if w == num {
        vs = 0;
    }
    (vs, w, s)
}

/// The vISA opcode of a binary operator, whether the second source is
/// negated (`sub` is `add`), and the signedness its operands ask for
/// (`buildBinaryOperator`).
fn binary(op: Opcode) -> Option<(&'static str, bool, Sign)> {
    Some(match op {
        Opcode::Add | Opcode::FAdd => ("add", false, Sign::DontCare),
        Opcode::Sub | Opcode::FSub => ("add", true, Sign::DontCare),
        Opcode::Mul | Opcode::FMul => ("mul", false, Sign::DontCare),
        Opcode::Shl => ("shl", false, Sign::DontCare),
        Opcode::AShr => ("asr", false, Sign::Signed),
        Opcode::LShr => ("shr", false, Sign::Unsigned),
        Opcode::UDiv => ("div", false, Sign::Unsigned),
        Opcode::SDiv => ("div", false, Sign::Signed),
        Opcode::FDiv => ("div", false, Sign::DontCare),
        Opcode::URem => ("mod", false, Sign::Unsigned),
        Opcode::SRem => ("mod", false, Sign::Signed),
        Opcode::And => ("and", false, Sign::DontCare),
        Opcode::Or => ("or", false, Sign::DontCare),
        Opcode::Xor => ("xor", false, Sign::DontCare),
        _ => return None,
    })
}

/// The source line of an instruction's `!dbg` location.
fn line_of(module: &Module, f: &Function, i: InstId) -> Option<u32> {
    let Metadata::Ref(n) = f.insts[i].attachment("dbg")? else {
        return None;
    };
    Some(module.metadata_node(*n)?.location()?.0)
}

/// A node a metadata field or operand refers to.
fn node_of<'m>(m: &'m Module, md: &'m Metadata) -> Option<&'m lanes_ir::MdNode> {
    match md {
        Metadata::Ref(n) => m.metadata_node(*n),
        Metadata::Node(node) => Some(node),
        _ => None,
    }
}

/// The file of an instruction's `!dbg` location (its scope's `DIFile`), as
/// `emitFileAndLocVisa` names it: the directory joined with a relative
/// file name.
fn file_of(m: &Module, f: &Function, i: InstId) -> Option<String> {
    use lanes_ir::MdField;
    let loc = node_of(m, f.insts[i].attachment("dbg")?)?;
    let loc_scope = loc.field("scope")?;
    let mut scope = match &*loc_scope {
        MdField::Md(md) => node_of(m, md)?,
        _ => return None,
    };
    // A lexical block or subprogram names its file; a file is itself.
    let scope_file;
    if scope.specialized_name()? != "DIFile" {
        scope_file = scope.field("file")?;
        scope = match &*scope_file {
            MdField::Md(md) => node_of(m, md)?,
            _ => return None,
        };
    }
    let text = |k: &str| match scope.field(k).as_deref() {
        Some(MdField::String(b)) => String::from_utf8_lossy(b).into_owned(),
        _ => String::new(),
    };
    let (name, dir) = (text("filename"), text("directory"));
    if name.is_empty() {
        return None;
    }
    Some(if name.starts_with('/') || dir.is_empty() {
        name
    } else {
        format!("{}/{name}", dir.trim_end_matches('/'))
    })
}

/// The operands of the named metadata `name`'s tuples that name `f` first.
fn nodes_of<'m>(m: &'m Module, f: &Function, name: &str) -> Vec<&'m [Metadata]> {
    let mut out = Vec::new();
    for (n, ops) in &m.named_metadata {
        if &**n != name {
            continue;
        }
        for op in ops {
            let node = match op {
                Metadata::Ref(k) => m.metadata_node(*k),
                Metadata::Node(node) => Some(&**node),
                _ => None,
            };
            let Some(lanes_ir::MdNode {
                kind: lanes_ir::MdKind::Tuple(items),
                ..
            }) = node
            else {
                continue;
            };
            let names_f = match items.first() {
                Some(Metadata::Value { value, .. }) => match &**value {
                    Value::Const(c) => c.base_global().is_some_and(|g| &**g == f.name()),
                    _ => false,
                },
                _ => false,
            };
            if names_f {
                out.push(&items[..]);
            }
        }
    }
    out
}

fn md_int(m: &Module, op: &Metadata) -> Option<i128> {
    match op {
        Metadata::Value { value, .. } => match &**value {
            Value::Const(c) => c.as_int(),
            _ => None,
        },
        Metadata::Ref(k) => match &m.metadata_node(*k)?.kind {
            lanes_ir::MdKind::Tuple(items) => md_int(m, items.first()?),
            _ => None,
        },
        Metadata::Node(node) => match &node.kind {
            lanes_ir::MdKind::Tuple(items) => md_int(m, items.first()?),
            _ => None,
        },
        _ => None,
    }
}

/// The kernel's `NumGRF` attribute (`addKernelAttrsFromMetadata`): 128,
/// or the kernel's SPIR-V execution mode (`MaximumRegistersINTEL` 6461,
/// `MaximumRegistersIdINTEL` 6462, `NamedMaximumRegistersINTEL` 6463
/// `AutoINTEL`: 0) when it is 0 or a size the platform supports
/// (`GenXSubtarget::getSupportedGRFSizes`).
pub fn num_grf(m: &Module, f: &Function, platform: Platform) -> u32 {
    let mut n = 128;
    for ops in nodes_of(m, f, "spirv.ExecutionMode") {
        let Some(mode) = ops.get(1).and_then(|o| md_int(m, o)) else {
            continue;
        };
        let size = match mode {
            6461 | 6462 => ops.get(2).and_then(|o| md_int(m, o)).map(|v| v as u32),
            6463 => Some(0),
            _ => None,
        };
        if let Some(s) = size
            && (s == 0 || platform.supported_grf_sizes().contains(&s))
        {
            n = s;
        }
    }
    n
}

/// The kernel's arguments' input offsets (`genx.kernels` operand 4).
fn input_offsets(m: &Module, f: &Function) -> Vec<i128> {
    let Some(ops) = nodes_of(m, f, "genx.kernels").into_iter().next() else {
        return Vec::new();
    };
    let tuple = match ops.get(4) {
        Some(Metadata::Ref(k)) => m.metadata_node(*k),
        Some(Metadata::Node(node)) => Some(&**node),
        _ => None,
    };
    match tuple.map(|t| &t.kind) {
        Some(lanes_ir::MdKind::Tuple(items)) => items.iter().filter_map(|o| md_int(m, o)).collect(),
        _ => Vec::new(),
    }
}

/// The alignment each register's live range takes from the intrinsic
/// operands its values are (`getArgLogAlignment`, through GenXCategory's
/// live ranges, which coalescing merges): a raw operand or result a GRF,
/// a general one marked `GRFALIGNED`, `OWALIGNED` or `QWALIGNED` that.
fn operand_alignments(f: &Function, pipe: &Pipeline, grf: u32) -> HashMap<String, u32> {
    let grf_log = grf.trailing_zeros();
    let mut out: HashMap<String, u32> = HashMap::new();
    for i in f.insts_in_order() {
        let d = &f.insts[i];
        let Some(desc) = d.callee_name().and_then(lookup) else {
            continue;
        };
        for fl in desc.fields {
            let log = match fl.kind {
                "RAW" | "URAW" | "SRAW" => grf_log,
                "GENERAL" | "GENERAL_CTSIGN" if fl.has("GRFALIGNED") => grf_log,
                "GENERAL" | "GENERAL_CTSIGN" if fl.has("OWALIGNED") => 4,
                "GENERAL" | "GENERAL_CTSIGN" if fl.has("QWALIGNED") => 3,
                _ => continue,
            };
            let v = match fl.num {
                Some(0) => Value::Inst(i),
                Some(n) => match d.operands.get(n as usize) {
                    Some(v) => v.clone(),
                    None => continue,
                },
                None => continue,
            };
            let Some(r) = Val::of(&v).and_then(|v| pipe.registers.register_of(v)) else {
                continue;
            };
            let e = out.entry(r.name.clone()).or_insert(0);
            *e = (*e).max(log);
        }
    }
    out
}

/// vISA assembly of function `f` as the finalizer prints it on `platform`.
pub fn function_text(module: &Module, f: &Function, pipe: &Pipeline, platform: Platform) -> String {
    let kernel = crate::igc::is_kernel(module, f);
    let mut w = Writer::new(module, f, pipe, platform.grf_bytes);
    w.platform_xe2 = matches!(platform.name, "Xe2" | "Xe3" | "Xe3P" | "Xe3PLPG");
    let mut body = String::new();
    let mut last_line = None;
    let mut last_file = None;
    for i in f.insts_in_order() {
        let Some(bale) = pipe.bales.bale_of_head(i) else {
            continue;
        };
        let d = &f.insts[i];
        if matches!(d.opcode, Opcode::Ret | Opcode::Br | Opcode::Phi) {
            continue;
        }
        let at = bale.main.unwrap_or(i);
        // `emitFileAndLocVisa`: `FILE` when the file changes, then `LOC`
        // when the line does.
        let file = file_of(w.module, f, at);
        if file.is_some() && file != last_file {
            let _ = writeln!(body, "    FILE \"{}\"", file.as_deref().unwrap_or(""));
            last_file = file;
        }
        let line = line_of(w.module, f, at);
        if line.is_some() && line != last_line {
            let _ = writeln!(body, "    LOC {}", line.unwrap_or(0));
            last_line = line;
        }
        match w.bale(bale) {
            Some(lines) => {
                for l in lines.iter().filter(|l| !l.is_empty()) {
                    let _ = writeln!(body, "    {l}");
                }
            }
            None => {
                let _ = writeln!(
                    body,
                    "    // not written: {}",
                    lanes_ir::print::print_inst(f, i)
                );
            }
        }
    }
    let mut out = String::new();
    let word = if kernel {
        ".kernel"
    } else {
        ".global_function"
    };
    let _ = writeln!(out, "{word} \"{}\"", f.name().replace('.', " "));
    write_decls(&mut out, &w);
    if kernel {
        let offsets = input_offsets(module, f);
        for (k, p) in f.header.params.iter().enumerate() {
            let (Some(off), Some(name)) = (offsets.get(k), w.reg_name(Val::Arg(k as u32))) else {
                continue;
            };
            let (n, elem) = shape_of(&p.ty.to_string());
            let size = visa_type(&elem, Sign::DontCare).map_or(0, |(_, b)| b * n);
            let _ = writeln!(out, ".input {name} offset={off} size={size}");
        }
        let _ = writeln!(out, ".kernel_attr NumGRF={}", num_grf(module, f, platform));
    }
    out.push_str(&body);
    out
}

/// The general variables' `.decl` lines (`printVariableDecl`), registers
/// with their alignment (`AddGenVar`: a GRF when the register fills one,
/// else the largest element size among it and its aliases), aliases with
/// their register.
fn write_decls(out: &mut String, w: &Writer) {
    write_general_decls(out, w);
    // `printSamplerDecl`, `printSurfaceDecl`: samplers, then the surfaces
    // after the predefined ones (`T0`–`T5`), named as GenXVisaRegAlloc
    // names them (`v_name` the same as the register).
    let mut states: Vec<(char, u32)> = w
        .pipe
        .registers
        .registers
        .iter()
        .filter_map(|r| {
            let c = r.name.chars().next()?;
            let n: u32 = r.name[1..].parse().ok()?;
            (c == 'S' || (c == 'T' && n >= 6)).then_some((c, n))
        })
        .collect();
    if w.const_surface {
        states.push(('T', w.next_t));
    }
    states.sort_by_key(|&(c, n)| (c == 'T', n));
    states.dedup();
    for (c, n) in states {
        let _ = writeln!(out, ".decl {c}{n} v_type={c} num_elts=1 v_name={c}{n}");
    }
}

fn write_general_decls(out: &mut String, w: &Writer) {
    for (k, d) in w.decls.iter().enumerate() {
        let (n, elem) = shape(&d.ty);
        let Some((t, bytes)) = visa_type(elem, d.sign) else {
            continue;
        };
        match d.alias_of {
            Some(b) => {
                let _ = writeln!(
                    out,
                    ".decl {} v_type=G type={t} num_elts={n} alias=<{}, 0>",
                    d.name, w.decls[b].name
                );
            }
            None => {
                let align = if bytes * n >= w.grf {
                    w.grf.trailing_zeros()
                } else {
                    w.decls
                        .iter()
                        .enumerate()
                        .filter(|(j, a)| *j == k || a.alias_of == Some(k))
                        .filter_map(|(_, a)| visa_type(shape(&a.ty).1, a.sign))
                        .map(|(_, b)| b.trailing_zeros())
                        .chain(w.operand_align.get(&d.name).copied())
                        .max()
                        .unwrap_or(0)
                };
                let _ = writeln!(
                    out,
                    ".decl {} v_type=G type={t} num_elts={n} align={}",
                    d.name,
                    align_name(align, w.grf)
                );
            }
        }
    }
}
