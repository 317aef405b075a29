//! The sequence OptVLS emits: instructions (loads, stores, shuffles) over
//! numbered values, and its text form. Plain data, shared by the builder
//! (`sequence.rs`) and the checker (`verify.rs`).

use std::fmt;

use crate::types::{AccessType, MemrefId, VectorType, fmt_mask, mask_r_to_l};

/// Index of an instruction in [`Sequence::insts`]; names its result.
/// Printed 1-based (`%1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ValueId(pub u32);

impl ValueId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for ValueId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "%{}", self.0 + 1)
    }
}

/// An abstract instruction; the client turns each into IR.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Inst {
    /// Store groups: the data member `member`'s scatter would store.
    Input { member: MemrefId, ty: VectorType },
    /// Contiguous load of `ty` at `base + offset` bytes; lanes with a false
    /// `mask` are not read (they are gaps) and hold undefined values.
    Load {
        ty: VectorType,
        base: MemrefId,
        offset: i64,
        mask: Vec<bool>,
    },
    /// `shufflevector <ty> a, <ty> b, <mask.len() x i32> mask` with LLVM
    /// semantics; `b == None` is an undef second operand.
    Shuffle {
        ty: VectorType,
        a: ValueId,
        b: Option<ValueId>,
        mask: Vec<i32>,
    },
    /// Contiguous store of `value` (of type `ty`) at `base + offset` bytes,
    /// writing only the lanes whose `mask` bit is set.
    Store {
        ty: VectorType,
        value: ValueId,
        base: MemrefId,
        offset: i64,
        mask: Vec<bool>,
    },
}

impl Inst {
    /// Type of the value the instruction defines (`None` for stores).
    pub fn result_ty(&self) -> Option<VectorType> {
        match self {
            Inst::Input { ty, .. } | Inst::Load { ty, .. } => Some(*ty),
            Inst::Shuffle { ty, mask, .. } => {
                Some(VectorType::new(mask.len() as u32, ty.elem_bits))
            }
            Inst::Store { .. } => None,
        }
    }
}

/// A topologically ordered instruction sequence replacing a group's
/// gathers (or scatters).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Sequence {
    pub access_type: AccessType,
    pub insts: Vec<Inst>,
    /// One per group member, in group order: the value that replaces the
    /// member's gather (loads), or the `Input` standing for the data the
    /// member's scatter stores (stores).
    pub member_values: Vec<ValueId>,
}

impl Sequence {
    pub fn num_loads(&self) -> usize {
        self.insts
            .iter()
            .filter(|i| matches!(i, Inst::Load { .. }))
            .count()
    }

    pub fn num_shuffles(&self) -> usize {
        self.insts
            .iter()
            .filter(|i| matches!(i, Inst::Shuffle { .. }))
            .count()
    }

    pub(crate) fn write_indented(&self, f: &mut fmt::Formatter<'_>, pad: &str) -> fmt::Result {
        for (i, inst) in self.insts.iter().enumerate() {
            let v = ValueId(i as u32);
            match inst {
                Inst::Input { member, ty } => writeln!(f, "{pad}{v} = input {ty} {member}")?,
                Inst::Load {
                    ty,
                    base,
                    offset,
                    mask,
                } => writeln!(
                    f,
                    "{pad}{v} = mask.load.{}.{} (<Base:{base} Offset:{offset}>, {})",
                    ty.elem_bits,
                    ty.num_elems,
                    mask_r_to_l(mask)
                )?,
                Inst::Shuffle { ty, a, b, mask } => {
                    let b = b.map_or_else(|| "undef".to_string(), |b| b.to_string());
                    writeln!(
                        f,
                        "{pad}{v} = shufflevector {ty} {a}, {ty} {b}, <{} x 32>{}",
                        mask.len(),
                        fmt_mask(mask)
                    )?
                }
                Inst::Store {
                    ty,
                    value,
                    base,
                    offset,
                    mask,
                } => writeln!(
                    f,
                    "{pad}mask.store.{}.{} ({value}, <Base:{base} Offset:{offset}>, {})",
                    ty.elem_bits,
                    ty.num_elems,
                    mask_r_to_l(mask)
                )?,
            }
        }
        if self.access_type.is_load() {
            let results: Vec<String> = self
                .member_values
                .iter()
                .enumerate()
                .map(|(m, v)| format!("member {} = {v}", m + 1))
                .collect();
            writeln!(f, "{pad}Results: {}", results.join(", "))?;
        }
        Ok(())
    }
}

/// One instruction per line, as the design prints sequences
/// (`%3 = mask.load.64.4 (<Base:#1 Offset:0>, 1111)`), then which value
/// replaces which member's gather.
impl fmt::Display for Sequence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_indented(f, "")
    }
}
