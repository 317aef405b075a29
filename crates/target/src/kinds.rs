//! Element kinds and the operations keying the per-operation cost tables.

use std::fmt;

use lanes_ir::Operation::{Inst as I, Intrinsic as N};
use lanes_ir::inst::ALL_OPCODES;
use lanes_ir::{Intrinsic as In, Opcode as Op, Operation};
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

macro_rules! rows {
    ($($op:expr,)*) => {
        /// The operations with a row of their own in the cost tables, in
        /// table order: LLVM IR opcodes (binary operators, compares,
        /// `select`, casts) and the intrinsics that vectorize to single
        /// instructions. Any other operation costs a table's default.
        ///
        /// A closed set so that a misspelt key in a TOML table is an error
        /// with a position instead of a silently ignored row.
        pub const ROWS: &[Operation] = &[$($op,)*];
    };
}

rows! {
    I(Op::Add),
    I(Op::Sub),
    I(Op::Mul),
    I(Op::UDiv),
    I(Op::SDiv),
    I(Op::URem),
    I(Op::SRem),
    I(Op::Shl),
    I(Op::LShr),
    I(Op::AShr),
    I(Op::And),
    I(Op::Or),
    I(Op::Xor),
    I(Op::FAdd),
    I(Op::FSub),
    I(Op::FMul),
    I(Op::FDiv),
    I(Op::FRem),
    I(Op::FNeg),
    I(Op::ICmp),
    I(Op::FCmp),
    I(Op::Select),
    I(Op::Trunc),
    I(Op::ZExt),
    I(Op::SExt),
    I(Op::FPTrunc),
    I(Op::FPExt),
    I(Op::FPToUI),
    I(Op::FPToSI),
    I(Op::UIToFP),
    I(Op::SIToFP),
    I(Op::PtrToInt),
    I(Op::IntToPtr),
    I(Op::BitCast),
    I(Op::GetElementPtr),
    N(In::Sqrt),
    N(In::Fma),
    N(In::FAbs),
    N(In::SMin),
    N(In::SMax),
    N(In::UMin),
    N(In::UMax),
    N(In::MinNum),
    N(In::MaxNum),
    N(In::Sin),
    N(In::Cos),
    N(In::Exp),
    N(In::Exp2),
    N(In::Log),
    N(In::Log2),
    N(In::Log10),
    N(In::Pow),
    N(In::Floor),
    N(In::Ceil),
    N(In::Round),
    N(In::Rint),
    N(In::NearbyInt),
    N(In::Abs),
    N(In::Ctpop),
}

const NO_ROW: u8 = u8::MAX;

/// [`row_index`] of an instruction, by [`Op`] discriminant.
const INST_ROWS: [u8; ALL_OPCODES.len()] = {
    let mut t = [NO_ROW; ALL_OPCODES.len()];
    let mut i = 0;
    while i < ROWS.len() {
        if let I(o) = ROWS[i] {
            t[o as usize] = i as u8;
        }
        i += 1;
    }
    t
};

/// [`row_index`] of an intrinsic, by [`In`] discriminant.
const INTRINSIC_ROWS: [u8; In::ALL.len()] = {
    let mut t = [NO_ROW; In::ALL.len()];
    let mut i = 0;
    while i < ROWS.len() {
        if let N(o) = ROWS[i] {
            t[o as usize] = i as u8;
        }
        i += 1;
    }
    t
};

/// The position of `op`'s row in [`ROWS`] (`None`: it has none), in
/// constant time: the dense index of per-row stores.
pub fn row_index(op: Operation) -> Option<usize> {
    let i = match op {
        I(o) => INST_ROWS[o as usize],
        N(o) => INTRINSIC_ROWS[o as usize],
        Operation::OtherIntrinsic(_) => NO_ROW,
    };
    (i != NO_ROW).then_some(usize::from(i))
}

/// The operation of a table key (`fdiv`, `sitofp`, `smax`, ...): the one
/// place a name becomes an operation, when a table is read.
pub fn parse_row(key: &str) -> Option<Operation> {
    ROWS.iter().copied().find(|o| o.name() == key)
}

/// The table keys, in [`ROWS`] order (for error messages).
pub fn row_keys() -> impl Iterator<Item = &'static str> {
    ROWS.iter().map(|o| o.name())
}
