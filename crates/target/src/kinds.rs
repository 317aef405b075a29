//! Element kinds and opcode names used as keys of the per-operation cost tables.

use std::fmt;

use serde::{Deserialize, Serialize};

/// Class and width of a vector element (or of a scalar value).
///
/// Pointers are costed as `i64` and `half` as `i16`: the tables only need to
/// tell integer from floating point and the element width.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ScalarKind {
    I1,
    I8,
    I16,
    I32,
    I64,
    F32,
    F64,
}

impl ScalarKind {
    /// Every kind, in table column order.
    pub const ALL: [ScalarKind; 7] = [
        ScalarKind::I1,
        ScalarKind::I8,
        ScalarKind::I16,
        ScalarKind::I32,
        ScalarKind::I64,
        ScalarKind::F32,
        ScalarKind::F64,
    ];

    /// The TOML key of this kind (`i32`, `f64`, ...).
    pub fn name(self) -> &'static str {
        match self {
            ScalarKind::I1 => "i1",
            ScalarKind::I8 => "i8",
            ScalarKind::I16 => "i16",
            ScalarKind::I32 => "i32",
            ScalarKind::I64 => "i64",
            ScalarKind::F32 => "f32",
            ScalarKind::F64 => "f64",
        }
    }

    /// Parses a table key or an LLVM scalar type name (`i32`, `float`,
    /// `double`, `half`, `ptr`, `i8*`).
    pub fn parse(s: &str) -> Option<ScalarKind> {
        Some(match s {
            "i1" => ScalarKind::I1,
            "i8" => ScalarKind::I8,
            "i16" | "half" | "bfloat" | "f16" => ScalarKind::I16,
            "i32" => ScalarKind::I32,
            "i64" | "ptr" => ScalarKind::I64,
            "f32" | "float" => ScalarKind::F32,
            "f64" | "double" => ScalarKind::F64,
            _ if s.ends_with('*') => ScalarKind::I64,
            _ => return None,
        })
    }

    /// The integer kind of the given width, rounding odd widths up to the next
    /// legal one (LLVM type legalization promotes `i7` to `i8`, and so on).
    pub fn int(bits: u32) -> ScalarKind {
        match bits {
            0..=1 => ScalarKind::I1,
            2..=8 => ScalarKind::I8,
            9..=16 => ScalarKind::I16,
            17..=32 => ScalarKind::I32,
            _ => ScalarKind::I64,
        }
    }

    /// Width in bits (`i1` counts as one bit).
    pub fn bits(self) -> u32 {
        match self {
            ScalarKind::I1 => 1,
            ScalarKind::I8 => 8,
            ScalarKind::I16 => 16,
            ScalarKind::I32 | ScalarKind::F32 => 32,
            ScalarKind::I64 | ScalarKind::F64 => 64,
        }
    }

    pub fn is_float(self) -> bool {
        matches!(self, ScalarKind::F32 | ScalarKind::F64)
    }
}

impl fmt::Display for ScalarKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

macro_rules! opcodes {
    ($($variant:ident = $name:literal,)*) => {
        /// An operation with its own row in the cost tables: LLVM IR opcodes
        /// (binary operators, compares, `select`, casts) and the few
        /// intrinsics that vectorize to single instructions.
        ///
        /// A closed set so that a misspelt key in a TOML table is an error
        /// with a position instead of a silently ignored row.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Opcode {
            $($variant,)*
        }

        impl Opcode {
            /// Every opcode, in table order.
            pub const ALL: &'static [Opcode] = &[$(Opcode::$variant,)*];
            /// The TOML keys, in table order.
            pub const NAMES: &'static [&'static str] = &[$($name,)*];

            /// The TOML key (`fdiv`, `sitofp`, `smax`, ...).
            pub fn name(self) -> &'static str {
                match self {
                    $(Opcode::$variant => $name,)*
                }
            }

            /// Parses an LLVM opcode or intrinsic base name; `None` for
            /// operations without a row (they cost the table default).
            pub fn parse(s: &str) -> Option<Opcode> {
                match s {
                    $($name => Some(Opcode::$variant),)*
                    _ => None,
                }
            }
        }
    };
}

opcodes! {
    Add = "add",
    Sub = "sub",
    Mul = "mul",
    UDiv = "udiv",
    SDiv = "sdiv",
    URem = "urem",
    SRem = "srem",
    Shl = "shl",
    LShr = "lshr",
    AShr = "ashr",
    And = "and",
    Or = "or",
    Xor = "xor",
    FAdd = "fadd",
    FSub = "fsub",
    FMul = "fmul",
    FDiv = "fdiv",
    FRem = "frem",
    FNeg = "fneg",
    ICmp = "icmp",
    FCmp = "fcmp",
    Select = "select",
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
    IntToPtr = "inttoptr",
    BitCast = "bitcast",
    GetElementPtr = "getelementptr",
    Sqrt = "sqrt",
    Fma = "fma",
    FAbs = "fabs",
    SMin = "smin",
    SMax = "smax",
    UMin = "umin",
    UMax = "umax",
    MinNum = "minnum",
    MaxNum = "maxnum",
    Sin = "sin",
    Cos = "cos",
    Exp = "exp",
    Exp2 = "exp2",
    Log = "log",
    Log2 = "log2",
    Log10 = "log10",
    Pow = "pow",
    Floor = "floor",
    Ceil = "ceil",
    Round = "round",
    Rint = "rint",
    NearbyInt = "nearbyint",
    Abs = "abs",
    Ctpop = "ctpop",
}

impl fmt::Display for Opcode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
