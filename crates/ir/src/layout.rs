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

/// A component of a layout string that LLVM rejects: byte range within the
/// string and LLVM's message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LayoutError {
    pub offset: usize,
    pub len: usize,
    pub message: String,
}

/// `<size>`: a non-zero 24-bit integer.
fn size(s: &str, name: &str) -> Result<u32, String> {
    if s.is_empty() {
        return Err(format!("{name} component cannot be empty"));
    }
    match s.parse::<u32>() {
        Ok(v) if v != 0 && v < 1 << 24 => Ok(v),
        _ => Err(format!("{name} must be a non-zero 24-bit integer")),
    }
}

/// `<abi>` / `<pref>` in bits: a 16-bit multiple of 8 whose byte count is a
/// power of two; zero only where `allow_zero` (then one byte).
fn alignment(s: &str, name: &str, allow_zero: bool) -> Result<u32, String> {
    if s.is_empty() {
        return Err(format!("{name} alignment component cannot be empty"));
    }
    let v = match s.parse::<u32>() {
        Ok(v) if v < 1 << 16 => v,
        _ => return Err(format!("{name} alignment must be a 16-bit integer")),
    };
    if v == 0 {
        return if allow_zero {
            Ok(8)
        } else {
            Err(format!("{name} alignment must be non-zero"))
        };
    }
    if v % 8 != 0 || !(v / 8).is_power_of_two() {
        return Err(format!(
            "{name} alignment must be a power of two times the byte width"
        ));
    }
    Ok(v)
}

/// `<abi>[:<pref>]`: the ABI alignment, checked against the preferred one.
fn abi_pref(abi: &str, pref: Option<&str>, abi_zero: bool) -> Result<u32, String> {
    let a = alignment(abi, "ABI", abi_zero)?;
    if let Some(p) = pref
        && alignment(p, "preferred", false)? < a
    {
        return Err("preferred alignment cannot be less than the ABI alignment".into());
    }
    Ok(a)
}

impl DataLayout {
    /// Parses a layout string; defaults are LLVM's. Components LLVM rejects
    /// are skipped (see [`DataLayout::parse_checked`]), so every alignment is
    /// at least one byte.
    pub fn parse(s: &str) -> DataLayout {
        DataLayout::parse_checked(s).0
    }

    /// Parses a layout string and reports, with their place in the string,
    /// the components LLVM rejects (`DataLayout::parseLayoutString`): empty
    /// specifications, unknown specifiers, zero sizes, alignments that are
    /// zero, not whole bytes or not powers of two, a preferred alignment below
    /// the ABI one. Such components are skipped. Specifiers lanes does not
    /// use (`m:e`, `n8:16`, `S128`, `ni:1`, ...) are only checked for form.
    pub fn parse_checked(s: &str) -> (DataLayout, Vec<LayoutError>) {
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
        let mut errors = Vec::new();
        if s.is_empty() {
            return (dl, errors);
        }
        let mut offset = 0;
        for spec in s.split('-') {
            if let Err(message) = dl.spec(spec) {
                errors.push(LayoutError {
                    offset,
                    len: spec.len().max(1),
                    message,
                });
            }
            offset += spec.len() + 1;
        }
        (dl, errors)
    }

    /// Applies one `-`-separated specification.
    ///
    /// Long: One arm per data-layout specification letter.
    fn spec(&mut self, spec: &str) -> Result<(), String> {
        let Some(head) = spec.chars().next() else {
            return Err("empty specification is not allowed".into());
        };
        let rest = &spec[head.len_utf8()..];
        let parts: Vec<&str> = rest.split(':').collect();
        match head {
            'n' if rest.starts_with('i') => {
                // ni:<address space>...
                if !rest.starts_with("i:") {
                    return Err(
                        "malformed specification, must be of the form \"ni:<address space>[:<address space>]...\""
                            .into(),
                    );
                }
            }
            'e' | 'E' => {
                if !rest.is_empty() {
                    return Err("malformed specification, must be just 'e' or 'E'".into());
                }
                self.big_endian = head == 'E';
            }
            'i' | 'f' | 'v' => {
                if !(2..=3).contains(&parts.len()) {
                    return Err(format!(
                        "malformed specification, must be of the form \"{head}<size>:<abi>[:<pref>]\""
                    ));
                }
                let bits = size(parts[0], "size")?;
                let abi = abi_pref(parts[1], parts.get(2).copied(), false)?;
                if head == 'i' && bits == 8 && abi != 8 {
                    return Err("i8 must be 8-bit aligned".into());
                }
                match head {
                    'i' => self.int_align.insert(bits, abi),
                    'f' => self.float_align.insert(bits, abi),
                    _ => self.vector_align.insert(bits, abi),
                };
            }
            'a' => {
                if !(2..=3).contains(&parts.len()) {
                    return Err(
                        "malformed specification, must be of the form \"a:<abi>[:<pref>]\"".into(),
                    );
                }
                if !parts[0].is_empty() && parts[0].parse::<u32>() != Ok(0) {
                    return Err("size must be zero".into());
                }
                abi_pref(parts[1], parts.get(2).copied(), true)?;
            }
            'p' => {
                // p[n][flags or name]:<size>:<abi>[:<pref>[:<idx>]]; what comes
                // before the first ':' is only read for its address space.
                if !(3..=5).contains(&parts.len()) {
                    return Err(
                        "malformed specification, must be of the form \"p[<n>]:<size>:<abi>[:<pref>[:<idx>]]\""
                            .into(),
                    );
                }
                let digits: String = parts[0].chars().take_while(char::is_ascii_digit).collect();
                let asp = if digits.is_empty() {
                    0
                } else {
                    match digits.parse::<u32>() {
                        Ok(v) if v < 1 << 24 => v,
                        _ => return Err("address space must be a 24-bit integer".into()),
                    }
                };
                let bits = size(parts[1], "pointer size")?;
                abi_pref(parts[2], parts.get(3).copied(), false)?;
                if let Some(idx) = parts.get(4)
                    && size(idx, "index size")? > bits
                {
                    return Err("index size cannot be larger than the pointer size".into());
                }
                self.pointer_bits.insert(asp, bits);
            }
            'S' => {
                if rest.is_empty() {
                    return Err("malformed specification, must be of the form \"S<size>\"".into());
                }
                alignment(rest, "stack natural", false)?;
            }
            'F' => {
                let mut c = rest.chars();
                match c.next() {
                    Some('i' | 'n') => {
                        alignment(c.as_str(), "ABI", false)?;
                    }
                    Some(t) => {
                        return Err(format!("unknown function pointer alignment type '{t}'"));
                    }
                    None => {
                        return Err(
                            "malformed specification, must be of the form \"F<type><abi>\"".into(),
                        );
                    }
                }
            }
            'n' => {
                for w in rest.split(':') {
                    size(w, "size")?;
                }
            }
            'm' => {
                let Some(m) = rest.strip_prefix(':').filter(|m| !m.is_empty()) else {
                    return Err(
                        "malformed specification, must be of the form \"m:<mangling>\"".into(),
                    );
                };
                if !matches!(m, "e" | "l" | "o" | "m" | "w" | "x" | "a") {
                    return Err("unknown mangling mode".into());
                }
            }
            // Address spaces of programs, allocas, globals; `s` is obsolete.
            'P' | 'A' | 'G' | 's' => {}
            // Other ASCII letters: specifiers newer than this reader.
            c if c.is_ascii_alphabetic() => {}
            c => return Err(format!("unknown specifier '{c}'")),
        }
        Ok(())
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

    /// ABI alignment in bytes (at least one).
    pub fn abi_align(&self, ty: Type, named: &dyn Fn(&str) -> Option<Type>) -> Option<u64> {
        self.abi_align_of(ty, named).map(|a| a.max(1))
    }

    fn abi_align_of(&self, ty: Type, named: &dyn Fn(&str) -> Option<Type>) -> Option<u64> {
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
