//! Type sizes and alignments from the module's `target datalayout`.

use rustc_hash::FxHashMap;

use crate::types::{Type, TypeData};

/// The parts of a data layout string the analyses need.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataLayout {
    pub big_endian: bool,
    /// Pointer size in bits per address space (default 64).
    pub pointer_bits: FxHashMap<u32, u32>,
    /// ABI alignment in bits of integer types by width.
    pub int_align: FxHashMap<u32, u32>,
    /// ABI alignment in bits of float types by width.
    pub float_align: FxHashMap<u32, u32>,
    /// ABI alignment in bits of vector types by total width.
    pub vector_align: FxHashMap<u32, u32>,
}

impl Default for DataLayout {
    fn default() -> Self {
        DataLayout::parse("")
    }
}

impl DataLayout {
    /// Parses a layout string; unknown specs are ignored, defaults are LLVM's.
    pub fn parse(s: &str) -> DataLayout {
        let mut dl = DataLayout {
            big_endian: false,
            pointer_bits: FxHashMap::default(),
            int_align: [(1, 8), (8, 8), (16, 16), (32, 32), (64, 32)]
                .into_iter()
                .collect(),
            float_align: [(16, 16), (32, 32), (64, 64), (128, 128)]
                .into_iter()
                .collect(),
            vector_align: [(64, 64), (128, 128)].into_iter().collect(),
        };
        dl.pointer_bits.insert(0, 64);
        for spec in s.split('-').filter(|s| !s.is_empty()) {
            let (head, rest) = spec.split_at(1);
            let nums: Vec<u32> = rest.split(':').filter_map(|x| x.parse().ok()).collect();
            match head {
                "E" => dl.big_endian = true,
                "e" => dl.big_endian = false,
                "p" => {
                    // p[n]:size:abi[:pref[:idx]]
                    let mut parts = rest.split(':');
                    let asp = parts.next().and_then(|x| x.parse().ok()).unwrap_or(0);
                    if let Some(size) = parts.next().and_then(|x| x.parse().ok()) {
                        dl.pointer_bits.insert(asp, size);
                    }
                }
                "i" if nums.len() >= 2 => {
                    dl.int_align.insert(nums[0], nums[1]);
                }
                "f" if nums.len() >= 2 => {
                    dl.float_align.insert(nums[0], nums[1]);
                }
                "v" if nums.len() >= 2 => {
                    dl.vector_align.insert(nums[0], nums[1]);
                }
                _ => {}
            }
        }
        dl
    }

    pub fn pointer_bits(&self, addrspace: u32) -> u32 {
        self.pointer_bits
            .get(&addrspace)
            .or_else(|| self.pointer_bits.get(&0))
            .copied()
            .unwrap_or(64)
    }

    /// Allocation size in bytes (`getTypeAllocSize`): the store size rounded up
    /// to the ABI alignment. `named` resolves identified struct bodies.
    pub fn alloc_size(&self, ty: Type, named: &dyn Fn(&str) -> Option<Type>) -> Option<u64> {
        let size = self.store_size(ty, named)?;
        let align = self.abi_align(ty, named)?.max(1);
        Some(size.div_ceil(align) * align)
    }

    /// Store size in bytes (`getTypeStoreSize`).
    pub fn store_size(&self, ty: Type, named: &dyn Fn(&str) -> Option<Type>) -> Option<u64> {
        Some(match ty.data() {
            TypeData::Int(b) => (*b as u64).div_ceil(8),
            TypeData::Half | TypeData::BFloat => 2,
            TypeData::Float => 4,
            TypeData::Double | TypeData::X86Mmx => 8,
            TypeData::X86Fp80 => 10,
            TypeData::Fp128 | TypeData::PpcFp128 => 16,
            TypeData::X86Amx => 1024,
            TypeData::Ptr { addrspace } | TypeData::TypedPtr { addrspace, .. } => {
                self.pointer_bits(*addrspace) as u64 / 8
            }
            TypeData::Vector {
                len,
                scalable: false,
                elem,
            } => {
                let bits = self.elem_bits(*elem)?;
                (bits * *len as u64).div_ceil(8)
            }
            TypeData::Array { len, elem } => self.alloc_size(*elem, named)? * len,
            TypeData::Struct { packed, fields } => self.struct_layout(*packed, fields, named)?.0,
            TypeData::Named(n) => self.store_size(named(n)?, named)?,
            _ => return None,
        })
    }

    fn elem_bits(&self, elem: Type) -> Option<u64> {
        Some(match elem.data() {
            TypeData::Int(b) => *b as u64,
            TypeData::Half | TypeData::BFloat => 16,
            TypeData::Float => 32,
            TypeData::Double => 64,
            TypeData::X86Fp80 => 80,
            TypeData::Fp128 | TypeData::PpcFp128 => 128,
            TypeData::Ptr { addrspace } | TypeData::TypedPtr { addrspace, .. } => {
                self.pointer_bits(*addrspace) as u64
            }
            _ => return None,
        })
    }

    /// ABI alignment in bytes.
    pub fn abi_align(&self, ty: Type, named: &dyn Fn(&str) -> Option<Type>) -> Option<u64> {
        Some(match ty.data() {
            TypeData::Int(b) => {
                // The alignment of the smallest listed width ≥ b, else the largest.
                let mut best: Option<(u32, u32)> = None;
                let mut largest = (0u32, 8u32);
                for (&w, &a) in &self.int_align {
                    if w >= *b && best.is_none_or(|(bw, _)| w < bw) {
                        best = Some((w, a));
                    }
                    if w > largest.0 {
                        largest = (w, a);
                    }
                }
                (best.unwrap_or(largest).1 as u64 / 8).max(1)
            }
            TypeData::Half | TypeData::BFloat => 2,
            TypeData::Float => 4,
            TypeData::Double => self.float_align.get(&64).copied().unwrap_or(64) as u64 / 8,
            TypeData::X86Fp80 => self.float_align.get(&80).copied().unwrap_or(128) as u64 / 8,
            TypeData::Fp128 | TypeData::PpcFp128 => 16,
            TypeData::X86Mmx => 8,
            TypeData::X86Amx => 64,
            TypeData::Ptr { addrspace } | TypeData::TypedPtr { addrspace, .. } => {
                self.pointer_bits(*addrspace) as u64 / 8
            }
            TypeData::Vector { .. } => {
                let bits = self.store_size(ty, named)? * 8;
                match self.vector_align.get(&(bits as u32)) {
                    Some(a) => *a as u64 / 8,
                    None => bits.next_power_of_two().max(8) / 8,
                }
            }
            TypeData::Array { elem, .. } => self.abi_align(*elem, named)?,
            TypeData::Struct { packed, fields } => self.struct_layout(*packed, fields, named)?.1,
            TypeData::Named(n) => self.abi_align(named(n)?, named)?,
            _ => return None,
        })
    }

    /// (size, alignment) of a struct with the given fields.
    fn struct_layout(
        &self,
        packed: bool,
        fields: &[Type],
        named: &dyn Fn(&str) -> Option<Type>,
    ) -> Option<(u64, u64)> {
        let mut offset = 0u64;
        let mut align = 1u64;
        for &f in fields {
            let a = if packed { 1 } else { self.abi_align(f, named)? };
            offset = offset.div_ceil(a) * a;
            offset += self.alloc_size(f, named)?;
            align = align.max(a);
        }
        Some((offset.div_ceil(align) * align, align))
    }

    /// Byte offset of field `index` in a struct type.
    pub fn field_offset(
        &self,
        ty: Type,
        index: usize,
        named: &dyn Fn(&str) -> Option<Type>,
    ) -> Option<u64> {
        let (packed, fields) = match ty.data() {
            TypeData::Struct { packed, fields } => (*packed, fields.clone()),
            TypeData::Named(n) => match named(n)?.data() {
                TypeData::Struct { packed, fields } => (*packed, fields.clone()),
                _ => return None,
            },
            _ => return None,
        };
        let mut offset = 0u64;
        for (i, &f) in fields.iter().enumerate() {
            let a = if packed { 1 } else { self.abi_align(f, named)? };
            offset = offset.div_ceil(a) * a;
            if i == index {
                return Some(offset);
            }
            offset += self.alloc_size(f, named)?;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn x86_64_sizes() {
        let dl = DataLayout::parse(
            "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128",
        );
        let none = |_: &str| None;
        assert_eq!(dl.alloc_size(Type::i32(), &none), Some(4));
        assert_eq!(dl.alloc_size(Type::i64(), &none), Some(8));
        assert_eq!(dl.abi_align(Type::i64(), &none), Some(8));
        assert_eq!(
            dl.alloc_size(Type::array(1024, Type::i32()), &none),
            Some(4096)
        );
        assert_eq!(
            dl.alloc_size(Type::vector(4, Type::double()), &none),
            Some(32)
        );
        assert_eq!(
            dl.alloc_size(Type::typed_ptr(Type::i32(), 0), &none),
            Some(8)
        );
        assert_eq!(
            dl.alloc_size(Type::intern(TypeData::X86Fp80), &none),
            Some(16)
        );
        let s = Type::intern(TypeData::Struct {
            packed: false,
            fields: vec![Type::i8(), Type::i64(), Type::i32()],
        });
        assert_eq!(dl.alloc_size(s, &none), Some(24));
        assert_eq!(dl.field_offset(s, 2, &none), Some(16));
    }
}
