//! Instructions: one uniform shape (opcode, result type, value operands,
//! block operands) plus a small per-opcode payload. Analyses walk
//! `operands` without caring which instruction they are looking at.

pub mod metadata;
mod operation;

use std::sync::OnceLock;

use la_arena::Idx;
use rustc_hash::FxHashMap;

use self::metadata::{MdAttachment, Metadata};
pub use self::operation::{Intrinsic, Operation};
use crate::constant::Constant;
use crate::symbol::Symbol;
use crate::types::Type;
use crate::{Name, Span};

pub type InstId = Idx<InstData>;
pub type BlockId = Idx<BlockData>;

/// A value operand.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Value {
    /// The result of an instruction of the same function.
    Inst(InstId),
    /// The n-th formal parameter of the function.
    Arg(u32),
    Const(Constant),
    /// `metadata ...` operand of an intrinsic call.
    Metadata(Box<Metadata>),
    /// `asm [sideeffect] "..." , "..."` callee.
    InlineAsm(Box<InlineAsm>),
}

impl Value {
    pub fn as_inst(&self) -> Option<InstId> {
        match self {
            Value::Inst(i) => Some(*i),
            _ => None,
        }
    }
    pub fn as_const(&self) -> Option<&Constant> {
        match self {
            Value::Const(c) => Some(c),
            _ => None,
        }
    }
    pub fn as_int(&self) -> Option<i128> {
        self.as_const()?.as_int()
    }
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct InlineAsm {
    pub ty: Type,
    /// Keywords between `asm` and the strings (`sideeffect`, `alignstack`, `inteldialect`, `unwind`).
    pub keywords: Vec<Box<str>>,
    pub asm: Box<[u8]>,
    pub constraints: Box<[u8]>,
}

macro_rules! opcodes {
    ($($name:ident = $kw:literal,)*) => {
        /// Every instruction opcode of the LangRef.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
        pub enum Opcode {
            $($name,)*
        }

        /// All opcodes, in declaration order.
        pub const ALL_OPCODES: &[Opcode] = &[$(Opcode::$name,)*];

        impl Opcode {
            /// The keyword as written in `.ll` text.
            pub fn keyword(self) -> &'static str {
                match self {
                    $(Opcode::$name => $kw,)*
                }
            }

            /// `in 'keyword'`: where a diagnostic inside the instruction
            /// is, spelt once rather than for every instruction parsed.
            pub fn in_keyword(self) -> &'static str {
                match self {
                    $(Opcode::$name => concat!("in '", $kw, "'"),)*
                }
            }
        }
    };
}

opcodes! {
    Ret = "ret",
    Br = "br",
    Switch = "switch",
    IndirectBr = "indirectbr",
    Invoke = "invoke",
    CallBr = "callbr",
    Resume = "resume",
    CatchSwitch = "catchswitch",
    CatchRet = "catchret",
    CleanupRet = "cleanupret",
    Unreachable = "unreachable",
    FNeg = "fneg",
    Add = "add",
    FAdd = "fadd",
    Sub = "sub",
    FSub = "fsub",
    Mul = "mul",
    FMul = "fmul",
    UDiv = "udiv",
    SDiv = "sdiv",
    FDiv = "fdiv",
    URem = "urem",
    SRem = "srem",
    FRem = "frem",
    Shl = "shl",
    LShr = "lshr",
    AShr = "ashr",
    And = "and",
    Or = "or",
    Xor = "xor",
    ExtractElement = "extractelement",
    InsertElement = "insertelement",
    ShuffleVector = "shufflevector",
    ExtractValue = "extractvalue",
    InsertValue = "insertvalue",
    Alloca = "alloca",
    Load = "load",
    Store = "store",
    Fence = "fence",
    CmpXchg = "cmpxchg",
    AtomicRmw = "atomicrmw",
    GetElementPtr = "getelementptr",
    Trunc = "trunc",
    ZExt = "zext",
    SExt = "sext",
    FPTrunc = "fptrunc",
    FPExt = "fpext",
    FPToUI = "fptoui",
    FPToSI = "fptosi",
    UIToFP = "uitofp",
    SIToFP = "sitofp",
    PtrToInt = "ptrtoint",
    PtrToAddr = "ptrtoaddr",
    IntToPtr = "inttoptr",
    BitCast = "bitcast",
    AddrSpaceCast = "addrspacecast",
    ICmp = "icmp",
    FCmp = "fcmp",
    Phi = "phi",
    Select = "select",
    Freeze = "freeze",
    Call = "call",
    VAArg = "va_arg",
    LandingPad = "landingpad",
    CatchPad = "catchpad",
    CleanupPad = "cleanuppad",
}

impl Opcode {
    /// The opcode of a keyword: one hash lookup, asked for every
    /// instruction and attribute word a parser reads.
    pub fn from_keyword(s: &str) -> Option<Opcode> {
        static BY_KEYWORD: OnceLock<FxHashMap<&'static str, Opcode>> = OnceLock::new();
        let map =
            BY_KEYWORD.get_or_init(|| ALL_OPCODES.iter().map(|&o| (o.keyword(), o)).collect());
        map.get(s).copied()
    }

    pub fn is_terminator(self) -> bool {
        use Opcode::*;
        matches!(
            self,
            Ret | Br
                | Switch
                | IndirectBr
                | Invoke
                | CallBr
                | Resume
                | CatchSwitch
                | CatchRet
                | CleanupRet
                | Unreachable
        )
    }
    pub fn is_binary(self) -> bool {
        use Opcode::*;
        matches!(
            self,
            Add | FAdd
                | Sub
                | FSub
                | Mul
                | FMul
                | UDiv
                | SDiv
                | FDiv
                | URem
                | SRem
                | FRem
                | Shl
                | LShr
                | AShr
                | And
                | Or
                | Xor
        )
    }
    pub fn is_cast(self) -> bool {
        use Opcode::*;
        matches!(
            self,
            Trunc
                | ZExt
                | SExt
                | FPTrunc
                | FPExt
                | FPToUI
                | FPToSI
                | UIToFP
                | SIToFP
                | PtrToInt
                | PtrToAddr
                | IntToPtr
                | BitCast
                | AddrSpaceCast
        )
    }
}

/// `icmp` / `fcmp` predicates.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Predicate {
    // icmp
    Eq,
    Ne,
    Ugt,
    Uge,
    Ult,
    Ule,
    Sgt,
    Sge,
    Slt,
    Sle,
    // fcmp
    False,
    Oeq,
    Ogt,
    Oge,
    Olt,
    Ole,
    One,
    Ord,
    Ueq,
    FUgt,
    FUge,
    FUlt,
    FUle,
    Une,
    Uno,
    True,
}

impl Predicate {
    pub fn keyword(self) -> &'static str {
        use Predicate::*;
        match self {
            Eq => "eq",
            Ne => "ne",
            Ugt | FUgt => "ugt",
            Uge | FUge => "uge",
            Ult | FUlt => "ult",
            Ule | FUle => "ule",
            Sgt => "sgt",
            Sge => "sge",
            Slt => "slt",
            Sle => "sle",
            False => "false",
            Oeq => "oeq",
            Ogt => "ogt",
            Oge => "oge",
            Olt => "olt",
            Ole => "ole",
            One => "one",
            Ord => "ord",
            Ueq => "ueq",
            Une => "une",
            Uno => "uno",
            True => "true",
        }
    }
    pub fn icmp_from_keyword(s: &str) -> Option<Predicate> {
        use Predicate::*;
        Some(match s {
            "eq" => Eq,
            "ne" => Ne,
            "ugt" => Ugt,
            "uge" => Uge,
            "ult" => Ult,
            "ule" => Ule,
            "sgt" => Sgt,
            "sge" => Sge,
            "slt" => Slt,
            "sle" => Sle,
            _ => return None,
        })
    }
    pub fn fcmp_from_keyword(s: &str) -> Option<Predicate> {
        use Predicate::*;
        Some(match s {
            "false" => False,
            "oeq" => Oeq,
            "ogt" => Ogt,
            "oge" => Oge,
            "olt" => Olt,
            "ole" => Ole,
            "one" => One,
            "ord" => Ord,
            "ueq" => Ueq,
            "ugt" => FUgt,
            "uge" => FUge,
            "ult" => FUlt,
            "ule" => FUle,
            "une" => Une,
            "uno" => Uno,
            "true" => True,
            _ => return None,
        })
    }
    /// The predicate with operands swapped (`a < b` ⇔ `b > a`).
    pub fn swapped(self) -> Predicate {
        use Predicate::*;
        match self {
            Ugt => Ult,
            Ult => Ugt,
            Uge => Ule,
            Ule => Uge,
            Sgt => Slt,
            Slt => Sgt,
            Sge => Sle,
            Sle => Sge,
            Ogt => Olt,
            Olt => Ogt,
            Oge => Ole,
            Ole => Oge,
            FUgt => FUlt,
            FUlt => FUgt,
            FUge => FUle,
            FUle => FUge,
            p => p,
        }
    }
    /// The logical negation (`a < b` ⇔ `!(a >= b)`).
    pub fn inverse(self) -> Predicate {
        use Predicate::*;
        match self {
            Eq => Ne,
            Ne => Eq,
            Ugt => Ule,
            Ule => Ugt,
            Uge => Ult,
            Ult => Uge,
            Sgt => Sle,
            Sle => Sgt,
            Sge => Slt,
            Slt => Sge,
            False => True,
            True => False,
            Oeq => Une,
            Une => Oeq,
            Ogt => FUle,
            FUle => Ogt,
            Oge => FUlt,
            FUlt => Oge,
            Olt => FUge,
            FUge => Olt,
            Ole => FUgt,
            FUgt => Ole,
            One => Ueq,
            Ueq => One,
            Ord => Uno,
            Uno => Ord,
        }
    }
}

/// Keyword flags of an instruction, as a bit set.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Flags(pub u32);

macro_rules! flags {
    ($($name:ident = $bit:expr, $kw:literal;)*) => {
        impl Flags {
            $(pub const $name: Flags = Flags(1 << $bit);)*
            /// All flags with their keywords, in the order LLVM prints them.
            pub const ALL: &'static [(Flags, &'static str)] = &[$((Flags::$name, $kw)),*];
        }
    };
}
flags! {
    // Fast-math flags first, as LLVM's AsmWriter (`uitofp nnan nneg`).
    FAST = 7, "fast";
    REASSOC = 8, "reassoc";
    NNAN = 9, "nnan";
    NINF = 10, "ninf";
    NSZ = 11, "nsz";
    ARCP = 12, "arcp";
    CONTRACT = 13, "contract";
    AFN = 14, "afn";
    INBOUNDS = 5, "inbounds";
    NUSW = 21, "nusw";
    NUW = 0, "nuw";
    NSW = 1, "nsw";
    EXACT = 2, "exact";
    DISJOINT = 3, "disjoint";
    NNEG = 4, "nneg";
    SAMESIGN = 22, "samesign";
    VOLATILE = 6, "volatile";
    TAIL = 15, "tail";
    MUSTTAIL = 16, "musttail";
    NOTAIL = 17, "notail";
    INALLOCA = 18, "inalloca";
    SWIFTERROR = 19, "swifterror";
    WEAK = 20, "weak";
    ELEMENTWISE = 23, "elementwise";
}

impl Flags {
    pub fn contains(self, other: Flags) -> bool {
        self.0 & other.0 == other.0
    }
    pub fn insert(&mut self, other: Flags) {
        self.0 |= other.0;
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// LLVM's `isFast`: every fast-math flag, as `fast` or one by one.
    pub fn is_fast(self) -> bool {
        self.contains(Flags::FAST)
            || [
                Flags::REASSOC,
                Flags::NNAN,
                Flags::NINF,
                Flags::NSZ,
                Flags::ARCP,
                Flags::CONTRACT,
                Flags::AFN,
            ]
            .iter()
            .all(|&f| self.contains(f))
    }
    /// Whether any fast-math flag allowing reassociation is present.
    pub fn allows_reassoc(self) -> bool {
        self.contains(Flags::FAST) || self.contains(Flags::REASSOC)
    }
}

impl std::ops::BitOr for Flags {
    type Output = Flags;
    fn bitor(self, rhs: Flags) -> Flags {
        Flags(self.0 | rhs.0)
    }
}

impl std::fmt::Debug for Flags {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<&str> = Flags::ALL
            .iter()
            .filter(|(fl, _)| self.contains(*fl))
            .map(|(_, n)| *n)
            .collect();
        write!(f, "Flags({})", names.join(" "))
    }
}

/// An attribute as written (`noundef`, `align 4`, `byval(%struct.S)`, `#0`).
pub type Attr = Box<str>;

/// An operand bundle `"tag"(T %v, ...)` on a call.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Bundle {
    pub tag: Box<str>,
    pub inputs: Vec<Value>,
}

/// Call-site details of `call`, `invoke` and `callbr`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct CallInfo {
    /// Calling convention keyword(s), e.g. `fastcc`, `cc 10`.
    pub cc: Vec<Box<str>>,
    pub ret_attrs: Vec<Attr>,
    /// The callee's function type (explicit, or built from the return type and arguments).
    pub fn_ty: Type,
    /// Whether `fn_ty` was written in full at the call site (`call i32 (i8*, ...) @printf`).
    pub explicit_fn_ty: bool,
    /// Attributes of each argument, parallel to the argument operands.
    pub arg_attrs: Vec<Vec<Attr>>,
    /// Function attributes after the argument list (`#0`, `nounwind`, ...).
    pub fn_attrs: Vec<Attr>,
    pub bundles: Vec<Bundle>,
}

/// Per-opcode details that do not fit the uniform operand list.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum Extra {
    #[default]
    None,
    /// `icmp`/`fcmp`.
    Cmp(Predicate),
    /// `alloca T[, <ty> <count>][, align N][, addrspace(N)]`; the count is operand 0 if present.
    Alloca {
        allocated: Type,
        align: Option<u32>,
        addrspace: Option<u32>,
    },
    /// `load`/`store`, possibly atomic.
    Mem {
        align: Option<u32>,
        /// `atomic` loads/stores: `syncscope(...)` and ordering words as written.
        atomic: Option<Box<str>>,
    },
    /// `getelementptr`: the source element type.
    Gep { source_ty: Type },
    /// `call`/`invoke`/`callbr`: operand 0 is the callee, then the arguments.
    Call(Box<CallInfo>),
    /// `switch`: case values, parallel to `blocks[1..]` (`blocks[0]` is the default).
    Switch(Vec<Constant>),
    /// `extractvalue`/`insertvalue` indices.
    Indices(Vec<u32>),
    /// `atomicrmw`: the operation keyword (`add`, `xchg`, `fmax`, ...), the
    /// `syncscope(...)` and ordering words as written, and the alignment.
    Rmw {
        op: Symbol,
        ordering: Box<str>,
        align: Option<u32>,
    },
    /// `catchswitch`: `blocks[..handlers]` are the handlers; a block after
    /// them is the unwind destination (absent for `unwind to caller`).
    CatchSwitch { handlers: u32 },
    /// `landingpad`: whether it has `cleanup`, and for each clause operand
    /// whether it is a `filter` (else a `catch`).
    LandingPad { cleanup: bool, filters: Vec<bool> },
    /// `fence`'s `syncscope(...)` and ordering, verbatim: nothing analyses it.
    Raw(Box<str>),
}

/// One instruction.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct InstData {
    pub opcode: Opcode,
    /// Result name without `%` (`"0"` for numbered values); `None` for void results.
    pub name: Option<Name>,
    /// Result type (`void` when there is none).
    pub ty: Type,
    pub flags: Flags,
    /// Value operands, in the order of the LangRef syntax; for calls operand 0 is
    /// the callee; for EH pads and `catchret`/`cleanupret` operand 0 is the
    /// parent pad (`none` is `Constant::NoneToken`).
    pub operands: Box<[Value]>,
    /// Block operands: `br` targets (then, else), `switch` default then cases,
    /// `phi` incoming blocks parallel to `operands`, `invoke` normal then unwind,
    /// `callbr` default then indirect destinations, `indirectbr` destinations,
    /// `catchswitch` handlers then unwind, `catchret` target, `cleanupret` unwind.
    pub blocks: Box<[BlockId]>,
    pub extra: Extra,
    /// Metadata attachments (`!dbg`, `!tbaa`, `!llvm.loop`, ...) in source order.
    pub md: Box<[MdAttachment]>,
    /// Source range relative to the start of the function's text.
    pub span: Span,
    /// The block this instruction belongs to.
    pub block: BlockId,
    /// Debug records (`#dbg_value(...)`, LLVM 19+) written just before this
    /// instruction, in order. They are not instructions: iterating a block's
    /// instructions never meets them, as LLVM's own instruction lists do not.
    pub records: Box<[DebugRecord]>,
}

/// A debug record: `#dbg_value`, `#dbg_declare`, `#dbg_assign`,
/// `#dbg_declare_value` (variable location records) or `#dbg_label`. It
/// describes the program point before the instruction that holds it.
///
/// Operands are kept in the order written. For a variable record: the
/// location (a typed value, `!DIArgList(...)` or `!{}`), the variable, the
/// expression; `#dbg_assign` then has the assign id, the address and the
/// address expression; the last operand is the `DILocation`. A label record
/// has the label and the `DILocation`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct DebugRecord {
    /// The word after `#dbg_`: `value`, `declare`, `assign`, `label`, `declare_value`.
    pub kind: Box<str>,
    pub operands: Vec<Metadata>,
    /// Source range relative to the start of the function's text.
    pub span: Span,
}

impl DebugRecord {
    pub fn is_label(&self) -> bool {
        &*self.kind == "label"
    }
    /// The value (or `!DIArgList`) whose location the record describes;
    /// `None` for a label.
    pub fn location(&self) -> Option<&Metadata> {
        (!self.is_label()).then(|| self.operands.first()).flatten()
    }
    /// The `DILocalVariable` (or the `DILabel` of a label record).
    pub fn variable(&self) -> Option<&Metadata> {
        self.operands.get(if self.is_label() { 0 } else { 1 })
    }
    /// The `DIExpression` applied to the location.
    pub fn expression(&self) -> Option<&Metadata> {
        (!self.is_label()).then(|| self.operands.get(2)).flatten()
    }
    /// `#dbg_assign`'s assign id, address and address expression.
    pub fn assign(&self) -> Option<(&Metadata, &Metadata, &Metadata)> {
        match (&*self.kind, &self.operands[..]) {
            ("assign", [_, _, _, id, addr, expr, ..]) => Some((id, addr, expr)),
            _ => None,
        }
    }
    /// The `DILocation` of the record (its last operand).
    pub fn debug_loc(&self) -> Option<&Metadata> {
        self.operands.last()
    }
}

impl InstData {
    /// Predicate of a compare.
    pub fn predicate(&self) -> Option<Predicate> {
        match self.extra {
            Extra::Cmp(p) => Some(p),
            _ => None,
        }
    }
    pub fn call_info(&self) -> Option<&CallInfo> {
        match &self.extra {
            Extra::Call(c) => Some(c),
            _ => None,
        }
    }
    /// Name of a directly called function (`@llvm.genx.rdregioni...`).
    pub fn callee_name(&self) -> Option<&str> {
        if !matches!(self.opcode, Opcode::Call | Opcode::Invoke | Opcode::CallBr) {
            return None;
        }
        match self.operands.first()? {
            Value::Const(Constant::Global { name, .. }) => Some(name),
            Value::Const(c) => c.base_global().map(|n| &**n),
            _ => None,
        }
    }
    /// Which incoming value of a phi comes from `block` (LLVM's
    /// `PHINode::getBasicBlockIndex`: the first entry for it).
    pub fn incoming_index(&self, block: BlockId) -> Option<usize> {
        self.blocks.iter().position(|&b| b == block)
    }
    /// Call arguments (operands after the callee).
    pub fn call_args(&self) -> &[Value] {
        match self.opcode {
            Opcode::Call | Opcode::Invoke | Opcode::CallBr => &self.operands[1..],
            _ => &[],
        }
    }
    /// The metadata attachment with the given kind (`"dbg"`, `"llvm.loop"`).
    pub fn attachment(&self, kind: &str) -> Option<&Metadata> {
        self.attachment_of(Symbol::lookup(kind)?)
    }
    /// The metadata attachment of an interned kind ([`Symbol::DBG`], ...).
    pub fn attachment_of(&self, kind: Symbol) -> Option<&Metadata> {
        self.md.iter().find(|a| a.kind == kind).map(|a| &a.node)
    }
    /// Every value this instruction reads: operands and bundle inputs.
    pub fn uses(&self) -> impl Iterator<Item = &Value> {
        let bundles = match &self.extra {
            Extra::Call(c) => &c.bundles[..],
            _ => &[],
        };
        self.operands
            .iter()
            .chain(bundles.iter().flat_map(|b| b.inputs.iter()))
    }
    /// Successor blocks of a terminator (empty for other instructions).
    pub fn successors(&self) -> &[BlockId] {
        if self.opcode.is_terminator() {
            &self.blocks
        } else {
            &[]
        }
    }
}

/// A basic block.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BlockData {
    /// Label without `%` (`"3"` for numbered blocks). An entry block without a
    /// label gets its implicit number.
    pub name: Name,
    /// Whether the label was written in the text (entry blocks may omit it).
    pub explicit_label: bool,
    pub insts: Vec<InstId>,
    pub span: Span,
}
