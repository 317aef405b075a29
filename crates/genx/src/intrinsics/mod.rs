//! The GenX (and a few LLVM) intrinsics the analyses interpret, recognised
//! by callee name. Operand indices are ours: operand 0 of a call is the
//! callee, so the n-th call argument is operand n + 1.

pub mod table;

use lanes_ir::{Function, InstData, Opcode, Value};

/// What a call does, as far as the GenX analyses care.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Intrinsic {
    /// `llvm.genx.rdregioni/f` or `llvm.genx.rdregion`.
    RdRegion,
    /// `llvm.genx.wrregioni/f`, `llvm.genx.wrregion`, `llvm.genx.wrconstregion`.
    WrRegion,
    RdPredRegion,
    WrPredRegion,
    WrPredPredRegion,
    /// `llvm.genx.add.addr`: a constant add on an address register.
    AddAddr,
    /// `llvm.genx.convert.addr`: an index converted to an address register.
    ConvertAddr,
    /// `llvm.genx.convert`: a category conversion.
    Convert,
    /// `llvm.genx.sat` and the integer saturating truncations.
    Sat,
    /// `llvm.genx.absi` / `llvm.genx.absf` / `llvm.fabs`: the abs source
    /// modifier (IGC's `checkModifier` and `vc::isAbsIntrinsic`).
    Abs,
    /// `llvm.genx.constanti/f/pred`: a constant materialised in a register.
    Constant,
    /// `llvm.genx.all` / `llvm.genx.any`.
    AllAny,
    /// `llvm.genx.smulh` / `llvm.genx.umulh`: D/UD operands only.
    MulHigh,
    /// `llvm.genx.{ss,su,us,uu}mad` (and `.sat`): integer multiply-add whose
    /// three operands are general and take arithmetic modifiers, extends
    /// included; the addend must be a contiguous region.
    Mad,
    /// `llvm.genx.smadw` / `llvm.genx.umadw`: multiply-add returning the
    /// wide result; D/UD operands only (no extend is baled in) and, since
    /// the instruction cannot be split, only a legal region is baled in.
    MadW,
    /// `llvm.genx.faddr`: a function's address (IGC's `FADDR` bale info).
    FAddr,
    /// `llvm.genx.read.predef.reg` / `llvm.genx.write.predef.reg`.
    PredefReg,
    /// LLVM math intrinsics with general (regioned, modifiable) operands.
    Math,
    /// Debug info intrinsics: ignored.
    Debug,
    /// Any other `llvm.genx.*` intrinsic: raw operands and result (sends,
    /// loads, stores, fences), which may touch memory.
    OtherGenx,
    /// Any other `llvm.*` intrinsic.
    OtherLlvm,
    /// A call to a function (not an intrinsic) or to inline asm.
    NotIntrinsic,
}

/// Operand indices of `rdregion` (ours, callee at 0).
pub mod rd {
    pub const INPUT: usize = 1;
    pub const VSTRIDE: usize = 2;
    pub const WIDTH: usize = 3;
    pub const STRIDE: usize = 4;
    pub const INDEX: usize = 5;
    pub const PARENT_WIDTH: usize = 6;
}

/// Operand indices of `wrregion` (ours, callee at 0).
pub mod wr {
    pub const OLD: usize = 1;
    pub const NEW: usize = 2;
    pub const VSTRIDE: usize = 3;
    pub const WIDTH: usize = 4;
    pub const STRIDE: usize = 5;
    pub const INDEX: usize = 6;
    pub const PARENT_WIDTH: usize = 7;
    pub const MASK: usize = 8;
}

/// Operand indices of the integer `mad` intrinsics (ours, callee at 0).
pub mod mad {
    /// The addend (vISA src2).
    pub const ADDEND: usize = 3;
}

fn family(name: &str, stem: &str) -> bool {
    match name.strip_prefix(stem) {
        Some(rest) => {
            rest.is_empty()
                || rest.starts_with('.')
                || rest.starts_with("i.")
                || rest.starts_with("f.")
                || rest == "i"
                || rest == "f"
        }
        None => false,
    }
}

/// Classifies a callee name.
pub fn classify_name(name: &str) -> Intrinsic {
    use Intrinsic::*;
    if let Some(g) = name.strip_prefix("llvm.genx.") {
        let full = name;
        if family(full, "llvm.genx.rdregion") {
            return RdRegion;
        }
        if family(full, "llvm.genx.wrregion") || family(full, "llvm.genx.wrconstregion") {
            return WrRegion;
        }
        let head = g.split('.').next().unwrap_or("");
        return match head {
            "rdpredregion" => RdPredRegion,
            "wrpredregion" => WrPredRegion,
            "wrpredpredregion" => WrPredPredRegion,
            "add" if g.starts_with("add.addr") => AddAddr,
            "convert" if g.starts_with("convert.addr") => ConvertAddr,
            "convert" => Convert,
            "sat" | "sstrunc" | "sutrunc" | "ustrunc" | "uutrunc" => Sat,
            "absi" | "absf" => Abs,
            "smadw" | "umadw" => MadW,
            "faddr" => FAddr,
            "read" | "write" if g.contains(".predef.reg") => PredefReg,
            "constanti" | "constantf" | "constantpred" => Constant,
            "all" | "any" => AllAny,
            "smulh" | "umulh" => MulHigh,
            "ssmad" | "sumad" | "usmad" | "uumad" => Mad,
            _ => OtherGenx,
        };
    }
    if name.starts_with("llvm.dbg.") {
        return Debug;
    }
    if let Some(l) = name.strip_prefix("llvm.") {
        let head = l.split('.').next().unwrap_or("");
        return match head {
            "fabs" => Abs,
            "fma" | "fmuladd" | "minnum" | "maxnum" | "sqrt" | "exp2" | "log2" | "sin" | "cos"
            | "pow" | "floor" | "ceil" | "trunc" | "rint" | "round" | "smax" | "smin" | "umax"
            | "umin" | "abs" | "ctpop" | "ctlz" | "cttz" | "bitreverse" => Math,
            _ => OtherLlvm,
        };
    }
    NotIntrinsic
}

/// Classifies an instruction: `None` for anything but a call.
pub fn classify(inst: &InstData) -> Option<Intrinsic> {
    if inst.opcode != Opcode::Call {
        return None;
    }
    Some(match inst.callee_name() {
        Some(n) => classify_name(n),
        None => Intrinsic::NotIntrinsic,
    })
}

pub fn is(inst: &InstData, which: Intrinsic) -> bool {
    classify(inst) == Some(which)
}

/// Whether the call is to inline asm.
pub fn is_inline_asm(inst: &InstData) -> bool {
    inst.opcode == Opcode::Call && matches!(inst.operands.first(), Some(Value::InlineAsm(_)))
}

/// Whether an instruction may read or write memory (calls to intrinsics
/// known to be pure do not).
pub fn touches_memory(inst: &InstData) -> bool {
    use Intrinsic::*;
    match inst.opcode {
        Opcode::Load
        | Opcode::Store
        | Opcode::AtomicRmw
        | Opcode::CmpXchg
        | Opcode::Fence
        | Opcode::VAArg => true,
        Opcode::Call => !matches!(
            classify(inst),
            Some(
                RdRegion
                    | WrRegion
                    | RdPredRegion
                    | WrPredRegion
                    | WrPredPredRegion
                    | AddAddr
                    | ConvertAddr
                    | Convert
                    | Sat
                    | Abs
                    | Constant
                    | AllAny
                    | MulHigh
                    | Mad
                    | MadW
                    | FAddr
                    | PredefReg
                    | Math
                    | Debug
            )
        ),
        _ => false,
    }
}

/// Whether an instruction may write memory.
pub fn writes_memory(inst: &InstData) -> bool {
    match inst.opcode {
        Opcode::Load => false,
        _ => touches_memory(inst),
    }
}

/// A load or store of a global variable (`@g`): not a real memory access
/// in the GenX backend (globals live in registers).
pub fn is_global_access(f: &Function, inst: &InstData) -> bool {
    let ptr = match inst.opcode {
        Opcode::Load => inst.operands.first(),
        Opcode::Store => inst.operands.get(1),
        _ => return false,
    };
    let _ = f;
    matches!(ptr, Some(Value::Const(c)) if c.base_global().is_some())
}

/// The global a pointer operand designates (`@g`, a constant expression
/// over `@g`, or a bitcast/addrspacecast/GEP of it).
pub fn pointer_global<'f>(f: &'f Function, v: &'f Value) -> Option<&'f str> {
    match v {
        Value::Const(c) => c.base_global().map(|n| &**n),
        _ => {
            let i = v.as_inst()?;
            let inst = &f.insts[i];
            match inst.opcode {
                Opcode::BitCast | Opcode::AddrSpaceCast | Opcode::GetElementPtr => {
                    pointer_global(f, inst.operands.first()?)
                }
                _ => None,
            }
        }
    }
}

/// The global a store (or `llvm.genx.vstore`) writes, if it writes one.
pub fn global_stored<'f>(f: &'f Function, inst: &'f InstData) -> Option<&'f str> {
    match inst.opcode {
        Opcode::Store => pointer_global(f, inst.operands.get(1)?),
        Opcode::Call
            if inst
                .callee_name()
                .is_some_and(|n| n.starts_with("llvm.genx.vstore")) =>
        {
            pointer_global(f, inst.operands.get(2)?)
        }
        _ => None,
    }
}

/// The global a load (or `llvm.genx.vload`) reads, if it reads one.
pub fn global_read<'f>(f: &'f Function, inst: &'f InstData) -> Option<&'f str> {
    match inst.opcode {
        Opcode::Load => pointer_global(f, inst.operands.first()?),
        Opcode::Call
            if inst
                .callee_name()
                .is_some_and(|n| n.starts_with("llvm.genx.vload")) =>
        {
            pointer_global(f, inst.operands.get(1)?)
        }
        _ => None,
    }
}

/// The global a `load` reads, if it loads a global directly.
pub fn global_loaded<'f>(f: &'f Function, v: &Value) -> Option<&'f str> {
    let i = v.as_inst()?;
    let inst = &f.insts[i];
    if inst.opcode != Opcode::Load {
        return None;
    }
    match inst.operands.first()? {
        Value::Const(c) => c.base_global().map(|n| &**n),
        _ => None,
    }
}

/// Operand category in IGC's intrinsic description (`GenXIntrinsicInfo`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ArgCat {
    /// A general register operand: takes regions and (per `Modifier`) source
    /// modifiers.
    General,
    /// A raw operand of a send: contiguous, GRF-aligned regions only.
    Raw,
    /// A raw operand that is not present (null register).
    NullRaw,
    /// The old value of a partial write: shares the result's register.
    TwoAddr,
    /// The predicate (mask) operand.
    Predication,
    /// A predicate register result or operand.
    Predicate,
    Surface,
    Sampler,
    Vme,
    Address,
    /// The trailing raw operands of a sampler message.
    RawOperands,
    /// An immediate (byte, short, int, literal, cache options).
    Immediate,
}

/// Source modifiers a general operand accepts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Modifier {
    None,
    Arith,
    Logic,
    ExtOnly,
}

/// Region restriction of a general operand.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Restriction {
    None,
    Contiguous,
    ScalarOrContiguous,
    Fixed4,
    Stride1,
    OnlyLegalRegion,
}

/// One operand of an intrinsic: `index` 0 is the result, n the n-th call
/// argument (our operand n, since our operand 0 is the callee).
#[derive(Clone, Copy, Debug)]
pub struct ArgInfo {
    pub index: u32,
    pub cat: ArgCat,
    pub modifier: Modifier,
    pub restriction: Restriction,
    pub direct_only: bool,
    pub grf_aligned: bool,
    pub ow_aligned: bool,
    pub null_allowed: bool,
    pub saturation: bool,
}

/// An intrinsic's operands as IGC describes them.
#[derive(Debug)]
pub struct IntrinsicDesc {
    /// Callee name prefix (`llvm.genx.ssmad`); overload suffixes follow.
    pub name: &'static str,
    /// IGC's key (`genx_ssmad`).
    pub igc: &'static str,
    pub operands: &'static [ArgInfo],
}

impl IntrinsicDesc {
    /// The result's description.
    pub fn ret(&self) -> Option<&ArgInfo> {
        self.operands.iter().find(|a| a.index == 0)
    }
    /// Call arguments (our operand index = `index`).
    pub fn args(&self) -> impl Iterator<Item = &ArgInfo> {
        self.operands.iter().filter(|a| a.index > 0)
    }
    /// The two-address operand, if any.
    pub fn two_addr(&self) -> Option<usize> {
        self.args()
            .find(|a| a.cat == ArgCat::TwoAddr)
            .map(|a| a.index as usize)
    }
}

/// IGC's description of the intrinsic a callee name calls (the longest
/// table name that is the callee or a prefix of it up to a `.`).
pub fn describe(callee: &str) -> Option<&'static IntrinsicDesc> {
    table::TABLE
        .iter()
        .filter(|d| {
            callee == d.name
                || callee.starts_with(d.name) && callee[d.name.len()..].starts_with('.')
        })
        .max_by_key(|d| d.name.len())
}

/// IGC's description of a call's intrinsic.
pub fn describe_inst(inst: &InstData) -> Option<&'static IntrinsicDesc> {
    if inst.opcode != Opcode::Call {
        return None;
    }
    describe(inst.callee_name()?)
}
