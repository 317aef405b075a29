//! The operations a cost model prices: an instruction [`Opcode`] or an
//! intrinsic. One vocabulary for the IR, the cost tables of `lanes-target`
//! and the vectorizer's recipes, so that pricing compares enums, never
//! names.

use std::fmt;

use super::Opcode;
use crate::symbol::Symbol;

macro_rules! intrinsics {
    ($($variant:ident = $name:literal,)*) => {
        /// LLVM's `Intrinsic::ID`, for the intrinsics a cost table can
        /// price on their own (the others cost a table's default).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Intrinsic {
            $($variant,)*
        }

        impl Intrinsic {
            /// Every intrinsic, in declaration order.
            pub const ALL: &'static [Intrinsic] = &[$(Intrinsic::$variant,)*];

            /// The base name: `llvm.<base>.<overloads>`.
            pub fn base_name(self) -> &'static str {
                match self {
                    $(Intrinsic::$variant => $name,)*
                }
            }

            /// The intrinsic of a base name (`sqrt`, `smax`, ...).
            pub fn from_base_name(s: &str) -> Option<Intrinsic> {
                match s {
                    $($name => Some(Intrinsic::$variant),)*
                    _ => None,
                }
            }
        }
    };
}

intrinsics! {
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

/// What a cost model prices: an instruction, or a call of an intrinsic.
///
/// Made once where the IR is read ([`Operation::of_intrinsic`] for calls);
/// the cost tables are keyed by it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Operation {
    Inst(Opcode),
    Intrinsic(Intrinsic),
    /// An intrinsic without an [`Intrinsic`] id, by base name: no table
    /// prices it alone.
    OtherIntrinsic(Symbol),
}

impl Operation {
    /// The operation of an intrinsic's base name (`llvm.<base>...`): a
    /// known intrinsic, else the instruction of that keyword (`llvm.trunc`
    /// is priced as the `trunc` row), else an other intrinsic.
    pub fn of_intrinsic(base: &str) -> Operation {
        if let Some(i) = Intrinsic::from_base_name(base) {
            Operation::Intrinsic(i)
        } else if let Some(o) = Opcode::from_keyword(base) {
            Operation::Inst(o)
        } else {
            Operation::OtherIntrinsic(Symbol::intern(base))
        }
    }

    /// The instruction opcode, if the operation is one.
    pub fn opcode(self) -> Option<Opcode> {
        match self {
            Operation::Inst(o) => Some(o),
            _ => None,
        }
    }

    /// Whether this is the instruction `o` (`load`, `store`, `phi`, ...).
    pub fn is_inst(self, o: Opcode) -> bool {
        self == Operation::Inst(o)
    }

    /// The opcode keyword or the intrinsic's base name (`add`, `sqrt`).
    pub fn name(self) -> &'static str {
        match self {
            Operation::Inst(o) => o.keyword(),
            Operation::Intrinsic(i) => i.base_name(),
            Operation::OtherIntrinsic(s) => s.as_str(),
        }
    }
}

impl From<Opcode> for Operation {
    fn from(o: Opcode) -> Operation {
        Operation::Inst(o)
    }
}

impl From<Intrinsic> for Operation {
    fn from(i: Intrinsic) -> Operation {
        Operation::Intrinsic(i)
    }
}

impl fmt::Display for Opcode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.keyword())
    }
}

impl fmt::Display for Operation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::inst::ALL_OPCODES;

    #[test]
    fn intrinsics_first_then_keywords() {
        assert_eq!(
            Operation::of_intrinsic("sqrt"),
            Operation::Intrinsic(Intrinsic::Sqrt)
        );
        assert_eq!(
            Operation::of_intrinsic("trunc"),
            Operation::Inst(Opcode::Trunc)
        );
        let other = Operation::of_intrinsic("umul");
        assert!(matches!(other, Operation::OtherIntrinsic(_)));
        assert_eq!(other.to_string(), "umul");
        for &o in ALL_OPCODES {
            assert_eq!(Opcode::from_keyword(o.keyword()), Some(o));
        }
        assert_eq!(Opcode::from_keyword("adds"), None);
        for &i in Intrinsic::ALL {
            assert_eq!(Intrinsic::from_base_name(i.base_name()), Some(i));
            assert!(Opcode::from_keyword(i.base_name()).is_none(), "{i:?}");
        }
    }
}
