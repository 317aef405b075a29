//! An interpreter that runs a [`Sequence`] on symbolic memory and checks it
//! against the gathers/scatters it replaces.
//!
//! Every memory byte is the symbol `(base, offset)`, every byte of a
//! scatter's data the symbol `(member, lane, byte)`, and undefined bytes
//! (masked-off load lanes, `-1` shuffle lanes) are `None`. A load sequence
//! is correct when each member's value is, byte for byte, what its gather
//! reads; a store sequence when memory afterwards holds exactly what the
//! scatters write, and no other byte was written.

use std::fmt;

use rustc_hash::FxHashMap;

use crate::group::Group;
use crate::program::{Inst, Sequence, ValueId};
use crate::types::{MemrefId, VectorType};

/// A symbolic byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sym {
    /// The original content of memory at `base + offset`.
    Mem { base: MemrefId, offset: i64 },
    /// Byte `byte` of lane `lane` of the data group member `member` stores.
    Data { member: u32, lane: u32, byte: u32 },
}

impl fmt::Display for Sym {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Sym::Mem { base, offset } => write!(f, "({base}, {offset})"),
            Sym::Data { member, lane, byte } => {
                write!(f, "(member {}, lane {lane}, byte {byte})", member + 1)
            }
        }
    }
}

/// Why a sequence is wrong, and at which instruction if one is to blame.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct VerifyError {
    pub inst: Option<ValueId>,
    pub message: String,
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.inst {
            Some(v) => write!(f, "{v}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for VerifyError {}

/// A value: its type and one symbol (or undef) per byte.
struct Value {
    ty: VectorType,
    bytes: Vec<Option<Sym>>,
}

fn err<T>(inst: Option<usize>, message: impl Into<String>) -> Result<T, VerifyError> {
    Err(VerifyError {
        inst: inst.map(|i| ValueId(i as u32)),
        message: message.into(),
    })
}

/// Executes `seq` and compares it with `group`'s gathers/scatters.
///
/// Long: One arm per sequence instruction of the interpreter; the arms share the register file.
pub fn verify(group: &Group, seq: &Sequence) -> Result<(), VerifyError> {
    let Some(stride) = group.stride else {
        return err(None, "group has no constant stride");
    };
    if seq.access_type != group.access_type {
        return err(None, "sequence and group disagree on the access type");
    }
    if group.ty.elem_bits & 7 != 0 {
        return err(None, "elements are not whole bytes");
    }
    let eb = i64::from(group.ty.elem_bits / 8);
    let mut values: Vec<Option<Value>> = Vec::with_capacity(seq.insts.len());
    let mut memory: FxHashMap<(MemrefId, i64), Sym> = FxHashMap::default();
    let mut inputs_seen = vec![false; group.members.len()];

    for (i, inst) in seq.insts.iter().enumerate() {
        let at = Some(i);
        let operand = |v: ValueId| -> Result<&Value, VerifyError> {
            if v.index() >= i {
                return err(at, format!("{v} is used before it is defined"));
            }
            match &values[v.index()] {
                Some(val) => Ok(val),
                None => err(at, format!("{v} defines no value")),
            }
        };
        let value = match inst {
            Inst::Input { member, ty } => {
                let Some(m) = group.member_index(*member) else {
                    return err(at, format!("{member} is not a group member"));
                };
                if *ty != group.ty {
                    return err(at, "input type differs from the members' type");
                }
                if std::mem::replace(&mut inputs_seen[m], true) {
                    return err(at, format!("second input for {member}"));
                }
                let bytes = (0..ty.num_elems)
                    .flat_map(|lane| {
                        (0..eb as u32).map(move |byte| {
                            Some(Sym::Data {
                                member: m as u32,
                                lane,
                                byte,
                            })
                        })
                    })
                    .collect();
                Some(Value { ty: *ty, bytes })
            }
            Inst::Load {
                ty,
                base,
                offset,
                mask,
            } => {
                if mask.len() != ty.num_elems as usize {
                    return err(at, "load mask length differs from the lane count");
                }
                let leb = i64::from(ty.elem_bits / 8);
                let bytes = mask
                    .iter()
                    .enumerate()
                    .flat_map(|(lane, &on)| {
                        (0..leb).map(move |b| {
                            on.then_some(Sym::Mem {
                                base: *base,
                                offset: offset + lane as i64 * leb + b,
                            })
                        })
                    })
                    .collect();
                Some(Value { ty: *ty, bytes })
            }
            Inst::Shuffle { ty, a, b, mask } => {
                let va = operand(*a)?;
                let vb = match b {
                    Some(b) => Some(operand(*b)?),
                    None => None,
                };
                if va.ty != *ty || vb.is_some_and(|vb| vb.ty != *ty) {
                    return err(at, "shuffle operand type differs from the stated type");
                }
                let n = ty.num_elems as i64;
                let leb = (ty.elem_bits / 8) as usize;
                let mut bytes = Vec::with_capacity(mask.len() * leb);
                for &idx in mask {
                    let idx = i64::from(idx);
                    let lane: Option<&[Option<Sym>]> = if idx == -1 {
                        None
                    } else if (0..n).contains(&idx) {
                        let k = idx as usize * leb;
                        Some(&va.bytes[k..k + leb])
                    } else if (n..2 * n).contains(&idx) {
                        let Some(vb) = vb else {
                            return err(at, format!("mask index {idx} selects from undef"));
                        };
                        let k = (idx - n) as usize * leb;
                        Some(&vb.bytes[k..k + leb])
                    } else {
                        return err(at, format!("mask index {idx} out of range"));
                    };
                    match lane {
                        Some(l) => bytes.extend_from_slice(l),
                        None => bytes.extend(std::iter::repeat_n(None, leb)),
                    }
                }
                Some(Value {
                    ty: VectorType::new(mask.len() as u32, ty.elem_bits),
                    bytes,
                })
            }
            Inst::Store {
                ty,
                value,
                base,
                offset,
                mask,
            } => {
                let v = operand(*value)?;
                if v.ty != *ty || mask.len() != ty.num_elems as usize {
                    return err(at, "store type or mask length mismatch");
                }
                let leb = i64::from(ty.elem_bits / 8);
                for (lane, _) in mask.iter().enumerate().filter(|(_, on)| **on) {
                    for b in 0..leb {
                        let k = (lane as i64 * leb + b) as usize;
                        let Some(sym) = v.bytes[k] else {
                            return err(at, format!("lane {lane} stores an undefined value"));
                        };
                        memory.insert((*base, offset + lane as i64 * leb + b), sym);
                    }
                }
                None
            }
        };
        values.push(value);
    }

    if seq.member_values.len() != group.members.len() {
        return err(None, "one value per group member expected");
    }
    let base = group.base();
    let n = i64::from(group.ty.num_elems);
    if group.access_type.is_load() {
        for (m, (member, &v)) in group.members.iter().zip(&seq.member_values).enumerate() {
            let Some(Some(val)) = values.get(v.index()) else {
                return err(None, format!("member {} maps to no value", m + 1));
            };
            if val.ty != group.ty {
                return err(
                    Some(v.index()),
                    format!("member {}: type {}", m + 1, val.ty),
                );
            }
            for i in 0..n {
                for b in 0..eb {
                    let want = Sym::Mem {
                        base,
                        offset: member.offset + i * stride + b,
                    };
                    let got = val.bytes[(i * eb + b) as usize];
                    if got != Some(want) {
                        let got = got.map_or("undef".to_string(), |s| s.to_string());
                        return err(
                            Some(v.index()),
                            format!(
                                "member {} lane {i} byte {b}: expected {want}, got {got}",
                                m + 1
                            ),
                        );
                    }
                }
            }
        }
    } else {
        for (m, &v) in seq.member_values.iter().enumerate() {
            let ok = matches!(seq.insts.get(v.index()), Some(Inst::Input { member, .. })
                if *member == group.members[m].memref);
            if !ok {
                return err(None, format!("member {} is not mapped to its input", m + 1));
            }
        }
        // What the scatters, executed in group order, leave in memory.
        let mut expected: FxHashMap<(MemrefId, i64), Sym> = FxHashMap::default();
        for (m, member) in group.members.iter().enumerate() {
            for i in 0..n {
                for b in 0..eb {
                    let sym = Sym::Data {
                        member: m as u32,
                        lane: i as u32,
                        byte: b as u32,
                    };
                    expected.insert((base, member.offset + i * stride + b), sym);
                }
            }
        }
        for (addr, sym) in &memory {
            match expected.get(addr) {
                Some(want) if want == sym => {}
                Some(want) => {
                    return err(
                        None,
                        format!("byte {}: expected {want}, stored {sym}", addr.1),
                    );
                }
                None => return err(None, format!("byte {} written by no scatter", addr.1)),
            }
        }
        if let Some((addr, _)) = expected.iter().find(|(a, _)| !memory.contains_key(a)) {
            return err(None, format!("byte {} is never stored", addr.1));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::group::GroupMember;
    use crate::types::{AccessType, Cost, CostClient, MemOp};

    struct Unit;

    impl CostClient for Unit {
        fn shuffle_cost(&self, _: VectorType, _: &[i32]) -> Cost {
            1
        }
        fn gather_scatter_cost(&self, _: AccessType, _: VectorType) -> Cost {
            8
        }
        fn load_store_cost(&self, _: MemOp, _: VectorType, _: &[bool]) -> Cost {
            1
        }
    }

    /// Example-1's group (`x[2k]`, `x[2k+1]`, doubles, VF 4, 32 bytes).
    fn group(access_type: AccessType) -> Group {
        Group {
            vector_length: 32,
            access_type,
            ty: VectorType::new(4, 64),
            stride: Some(16),
            members: vec![
                GroupMember {
                    memref: MemrefId(0),
                    offset: 0,
                },
                GroupMember {
                    memref: MemrefId(1),
                    offset: 8,
                },
            ],
            access_mask: vec![true; 16],
        }
    }

    fn sequence(g: &Group) -> Sequence {
        crate::get_sequence(g, &Unit).unwrap()
    }

    fn message(g: &Group, seq: &Sequence) -> String {
        verify(g, seq).unwrap_err().to_string()
    }

    #[test]
    fn correct_sequences_verify() {
        for access in [AccessType::StridedLoad, AccessType::StridedStore] {
            let g = group(access);
            verify(&g, &sequence(&g)).unwrap();
        }
    }

    #[test]
    fn wrong_shuffle_mask_is_caught() {
        let g = group(AccessType::StridedLoad);
        let mut seq = sequence(&g);
        let last = seq.insts.len() - 1;
        let Inst::Shuffle { mask, .. } = &mut seq.insts[last] else {
            panic!("a shuffle last")
        };
        mask.swap(0, 1);
        assert!(message(&g, &seq).contains("member 2 lane 0 byte 0"));
    }

    #[test]
    fn masked_off_load_lane_is_undefined() {
        let g = group(AccessType::StridedLoad);
        let mut seq = sequence(&g);
        let Inst::Load { mask, .. } = &mut seq.insts[0] else {
            panic!("a load first")
        };
        mask[1] = false;
        assert!(message(&g, &seq).contains("got undef"));
    }

    #[test]
    fn use_before_definition_is_caught() {
        let g = group(AccessType::StridedLoad);
        let mut seq = sequence(&g);
        let Inst::Shuffle { a, .. } = &mut seq.insts[2] else {
            panic!("a shuffle third")
        };
        *a = ValueId(5);
        assert!(message(&g, &seq).contains("used before it is defined"));
    }

    #[test]
    fn stray_or_undefined_store_is_caught() {
        let g = group(AccessType::StridedStore);
        let mut seq = sequence(&g);
        let last = seq.insts.len() - 1;
        let Inst::Store { offset, .. } = &mut seq.insts[last] else {
            panic!("a store last")
        };
        *offset += 32;
        assert!(message(&g, &seq).contains("written by no scatter"));

        let mut seq = sequence(&g);
        let stored = match &seq.insts[last] {
            Inst::Store { value, .. } => *value,
            _ => unreachable!(),
        };
        let Inst::Shuffle { mask, .. } = &mut seq.insts[stored.index()] else {
            panic!("stores store shuffles")
        };
        mask[3] = -1;
        assert!(message(&g, &seq).contains("stores an undefined value"));
    }
}
