//! Abstract data types shared by the client and the server.

use std::fmt;

/// A cost as the client's cost model reports it. The server only adds and
/// compares costs; it never invents one.
pub type Cost = u32;

/// How a memref touches memory: by a constant stride or through an index
/// vector, reading or writing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AccessType {
    StridedLoad,
    StridedStore,
    IndexedLoad,
    IndexedStore,
}

impl AccessType {
    pub fn is_load(self) -> bool {
        matches!(self, AccessType::StridedLoad | AccessType::IndexedLoad)
    }

    pub fn is_store(self) -> bool {
        !self.is_load()
    }

    /// The short name the debug output uses (`SLoad`, `IStore`, ...).
    pub fn mnemonic(self) -> &'static str {
        match self {
            AccessType::StridedLoad => "SLoad",
            AccessType::StridedStore => "SStore",
            AccessType::IndexedLoad => "ILoad",
            AccessType::IndexedStore => "IStore",
        }
    }
}

impl fmt::Display for AccessType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.mnemonic())
    }
}

/// `<num_elems x elem_bits>`: the server knows element sizes, not element
/// kinds, so a `<4 x double>` and a `<4 x i64>` are the same type here.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VectorType {
    pub num_elems: u32,
    pub elem_bits: u32,
}

impl VectorType {
    pub const fn new(num_elems: u32, elem_bits: u32) -> Self {
        VectorType {
            num_elems,
            elem_bits,
        }
    }

    /// Element size in whole bytes (rounded down).
    pub const fn elem_bytes(self) -> u32 {
        self.elem_bits / 8
    }
}

impl fmt::Display for VectorType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "<{} x {}>", self.num_elems, self.elem_bits)
    }
}

/// Index of a memref in the slice given to [`crate::get_groups`]. Printed
/// 1-based (`#1`), as the debug output numbers them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MemrefId(pub u32);

impl MemrefId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for MemrefId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0 + 1)
    }
}

/// Index of a member in [`crate::Group::members`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MemberId(pub u32);

impl MemberId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Index of a group in [`crate::Grouping::groups`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GroupId(pub u32);

impl GroupId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A value for every memref of the slice given to [`crate::get_groups`],
/// indexed by [`MemrefId`] (a dense map: the ids are the slice's indices).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PerMemref<V>(Vec<V>);

impl<V> PerMemref<V> {
    /// The values of the memrefs `#1`, `#2`, ... in order.
    pub fn values(&self) -> std::slice::Iter<'_, V> {
        self.0.iter()
    }
}

impl<V: Clone> PerMemref<V> {
    /// `v` for each of `n` memrefs.
    pub fn filled(v: V, n: usize) -> PerMemref<V> {
        PerMemref(vec![v; n])
    }
}

impl<V> std::ops::Index<MemrefId> for PerMemref<V> {
    type Output = V;
    fn index(&self, m: MemrefId) -> &V {
        &self.0[m.index()]
    }
}

impl<V> std::ops::IndexMut<MemrefId> for PerMemref<V> {
    fn index_mut(&mut self, m: MemrefId) -> &mut V {
        &mut self.0[m.index()]
    }
}

/// A vector memory reference (a gather or a scatter, or a scalar access
/// widened by the vectorizer) as the client sees it. The server never looks
/// at addresses: everything it knows about memory comes through these
/// callbacks, so that any IR can be a client.
pub trait Memref {
    fn access_type(&self) -> AccessType;

    /// Lanes and element size of the accessed vector.
    fn ty(&self) -> VectorType;

    /// `Some(d)` when, for every lane, the address of `self` is the address
    /// of `other` plus `d` bytes.
    fn is_const_distance_from(&self, other: &Self) -> Option<i64>;

    fn have_same_num_elements(&self, other: &Self) -> bool {
        self.ty().num_elems == other.ty().num_elems
    }

    /// Whether this access may be executed at `other`'s place in the
    /// program (no intervening aliasing write or read, no control
    /// dependence in the way). Code placement is the client's business.
    fn can_move_to(&self, other: &Self) -> bool;

    /// `Some(s)` when consecutive lanes are `s` bytes apart.
    fn has_const_stride(&self) -> Option<i64>;

    /// Position in program order; breaks ties between memrefs at the same
    /// address so that results do not depend on the client's slice order.
    fn program_order(&self) -> u32;
}

/// Whether a contiguous access reads or writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemOp {
    Load,
    Store,
}

/// The client's cost model. The server asks, it never prices anything
/// itself, so a target is described entirely on the client side.
pub trait CostClient {
    /// Cost of `shufflevector <src> %a, <src> %b, <mask.len() x i32> mask`
    /// with LLVM semantics: index `i < src.num_elems` selects lane `i` of
    /// `%a`, a larger index lane `i - src.num_elems` of `%b`, `-1` is undef.
    /// A mask that never selects from `%b` describes a one-source shuffle.
    fn shuffle_cost(&self, src: VectorType, mask: &[i32]) -> Cost;

    /// Cost of one gather (loads) or scatter (stores) of type `ty`.
    fn gather_scatter_cost(&self, access: AccessType, ty: VectorType) -> Cost;

    /// Cost of one contiguous load or store of `ty`; `mask[i]` says whether
    /// lane `i` is accessed (all true: an unmasked access).
    fn load_store_cost(&self, op: MemOp, ty: VectorType, mask: &[bool]) -> Cost;
}

/// Bits of a mask printed right to left (lane or byte 0 rightmost), as the
/// debug output prints access masks.
pub(crate) fn mask_r_to_l(mask: &[bool]) -> String {
    mask.iter()
        .rev()
        .map(|&b| if b { '1' } else { '0' })
        .collect()
}

/// `<0, 1, -1, -1>`
pub(crate) fn fmt_mask(mask: &[i32]) -> String {
    let items: Vec<String> = mask.iter().map(|i| i.to_string()).collect();
    format!("<{}>", items.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn printing() {
        assert_eq!(VectorType::new(4, 64).to_string(), "<4 x 64>");
        assert_eq!(MemrefId(0).to_string(), "#1");
        assert_eq!(mask_r_to_l(&[true, true, false, true]), "1011");
        assert_eq!(fmt_mask(&[0, -1, 5]), "<0, -1, 5>");
        assert_eq!(AccessType::IndexedStore.to_string(), "IStore");
    }
}
