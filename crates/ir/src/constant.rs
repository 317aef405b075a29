//! Constants, including constant expressions and references to globals.

use crate::symbol::Symbol;
use crate::types::Type;
use crate::{Name, Opcode};

/// A constant operand. Every variant knows its own type, so a constant can be
/// printed and typed without any context.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Constant {
    /// Integer that fits in 128 bits, stored sign-extended from its width.
    Int {
        ty: Type,
        value: i128,
    },
    /// Integer wider than 128 bits, kept as its decimal text.
    BigInt {
        ty: Type,
        text: Box<str>,
    },
    /// Floating point value as the IEEE bits of `ty` itself (`half`: 16 bits,
    /// `float`: 32, `double`: 64, `x86_fp80`: 80, `fp128`/`ppc_fp128`: 128).
    Float {
        ty: Type,
        bits: u128,
    },
    /// `null` (pointer).
    Null(Type),
    /// `none` (token).
    NoneToken(Type),
    Undef(Type),
    Poison(Type),
    /// `zeroinitializer`.
    Zero(Type),
    /// `{ ... }`, `<{ ... }>`, `[ ... ]`, `< ... >` with typed elements.
    Aggregate {
        ty: Type,
        elems: Box<[Constant]>,
    },
    /// `splat (T v)` (LLVM 18+): a vector, fixed or scalable, with every lane `v`.
    Splat {
        ty: Type,
        elem: Box<Constant>,
    },
    /// `c"..."`, an `[N x i8]` array.
    Bytes {
        ty: Type,
        bytes: Box<[u8]>,
    },
    /// `@name`: the address of a global variable, function or alias. `ty` is
    /// the pointer type written at the use site.
    Global {
        ty: Type,
        name: Name,
    },
    /// `blockaddress(@f, %bb)`.
    BlockAddress {
        ty: Type,
        /// The function and the block label (boxed: rare, and two names
        /// inline would make every constant, and so every operand, larger).
        target: Box<(Name, Name)>,
    },
    /// `dso_local_equivalent @f` / `no_cfi @f`.
    GlobalWrapper {
        ty: Type,
        keyword: Symbol,
        name: Name,
    },
    /// `ptrauth (ptr @f, i32 key[, i64 disc[, ptr addr[, ptr ds]]])` (LLVM 19+):
    /// a signed pointer.
    PtrAuth {
        ty: Type,
        operands: Box<[Constant]>,
    },
    /// A constant expression (`getelementptr (...)`, `bitcast (...)`, ...).
    Expr(Box<ConstExpr>),
}

/// A constant expression: an instruction-like operation over constants.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ConstExpr {
    /// Result type.
    pub ty: Type,
    pub op: Opcode,
    /// Flags in source order (`inbounds`, `nuw`, `nsw`, `exact`, predicate, ...).
    pub flags: Vec<Box<str>>,
    /// For `getelementptr`: the source element type.
    pub source_ty: Option<Type>,
    pub operands: Vec<Constant>,
    /// For `extractvalue`/`insertvalue`: the constant indices.
    pub indices: Vec<u32>,
}

impl Constant {
    pub fn ty(&self) -> Type {
        match self {
            Constant::Int { ty, .. }
            | Constant::BigInt { ty, .. }
            | Constant::Float { ty, .. }
            | Constant::Aggregate { ty, .. }
            | Constant::Splat { ty, .. }
            | Constant::PtrAuth { ty, .. }
            | Constant::Bytes { ty, .. }
            | Constant::Global { ty, .. }
            | Constant::BlockAddress { ty, .. }
            | Constant::GlobalWrapper { ty, .. } => *ty,
            Constant::Null(ty)
            | Constant::NoneToken(ty)
            | Constant::Undef(ty)
            | Constant::Poison(ty)
            | Constant::Zero(ty) => *ty,
            Constant::Expr(e) => e.ty,
        }
    }

    /// Value of an integer constant (sign-extended), also for `zeroinitializer`.
    pub fn as_int(&self) -> Option<i128> {
        match self {
            Constant::Int { value, .. } => Some(*value),
            Constant::Zero(ty) if ty.is_int() => Some(0),
            _ => None,
        }
    }

    /// Value as an unsigned integer of its width.
    pub fn as_uint(&self) -> Option<u128> {
        let v = self.as_int()?;
        let bits = self.ty().int_bits()?;
        Some(if bits >= 128 {
            v as u128
        } else {
            (v as u128) & ((1u128 << bits) - 1)
        })
    }

    /// If every lane of a vector constant is the same integer (or the
    /// constant is a scalar integer), that integer.
    pub fn splat_int(&self) -> Option<i128> {
        match self {
            Constant::Aggregate { ty, elems } if ty.is_vector() => {
                let first = elems.first()?.as_int()?;
                elems
                    .iter()
                    .all(|e| e.as_int() == Some(first))
                    .then_some(first)
            }
            Constant::Zero(ty) if ty.is_vector() && ty.scalar().is_int() => Some(0),
            Constant::Splat { elem, .. } => elem.as_int(),
            _ => self.as_int(),
        }
    }

    /// Integer lanes of a vector constant (`undef`/`poison` lanes are `None`).
    pub fn int_lanes(&self) -> Option<Vec<Option<i128>>> {
        match self {
            Constant::Aggregate { elems, .. } => Some(
                elems
                    .iter()
                    .map(|e| match e {
                        Constant::Undef(_) | Constant::Poison(_) => None,
                        e => e.as_int(),
                    })
                    .collect(),
            ),
            Constant::Zero(ty) => Some(vec![Some(0); ty.lanes()? as usize]),
            Constant::Splat { ty, elem } if ty.is_vector() => {
                let lane = match &**elem {
                    Constant::Undef(_) | Constant::Poison(_) => None,
                    e => Some(e.as_int()?),
                };
                Some(vec![lane; ty.lanes()? as usize])
            }
            _ => None,
        }
    }

    pub fn is_undef_or_poison(&self) -> bool {
        matches!(self, Constant::Undef(_) | Constant::Poison(_))
    }

    /// Whether evaluating the constant may trap (LLVM's `Constant::canTrap`):
    /// a constant division or remainder whose divisor is not a known
    /// non-zero integer, anywhere in the expression.
    pub fn can_trap(&self) -> bool {
        match self {
            Constant::Expr(e) => {
                let div = matches!(
                    e.op,
                    Opcode::UDiv | Opcode::SDiv | Opcode::URem | Opcode::SRem
                );
                (div && e
                    .operands
                    .get(1)
                    .and_then(Constant::as_int)
                    .is_none_or(|d| d == 0))
                    || e.operands.iter().any(Constant::can_trap)
            }
            Constant::Aggregate { elems, .. } => elems.iter().any(Constant::can_trap),
            Constant::Splat { elem, .. } => elem.can_trap(),
            _ => false,
        }
    }

    /// Name of the global this constant refers to, looking through casts
    /// and constant GEPs.
    pub fn base_global(&self) -> Option<&Name> {
        match self {
            Constant::Global { name, .. } => Some(name),
            Constant::Expr(e) => e.operands.first()?.base_global(),
            _ => None,
        }
    }
}
