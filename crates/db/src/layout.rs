//! Type sizes for one module: the data layout plus identified struct bodies.

use lanes_ir::{DataLayout, Module, Name, Type, TypeData};
use rustc_hash::FxHashMap;

/// Everything needed to compute sizes and offsets of the module's types.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct TypeLayout {
    pub dl: DataLayout,
    pub named: FxHashMap<Name, Type>,
}

impl TypeLayout {
    pub fn from_module(m: &Module) -> TypeLayout {
        let dl = m
            .datalayout
            .as_deref()
            .map(|b| DataLayout::parse(&String::from_utf8_lossy(b)))
            .unwrap_or_default();
        let named = m
            .types
            .iter()
            .filter_map(|(n, t)| Some((n.clone(), (*t)?)))
            .collect();
        TypeLayout { dl, named }
    }
    fn lookup(&self) -> impl Fn(&str) -> Option<Type> + '_ {
        |n: &str| self.named.get(n).copied()
    }
    /// `getTypeAllocSize` in bytes.
    pub fn alloc_size(&self, ty: Type) -> Option<u64> {
        self.dl.alloc_size(ty, &self.lookup())
    }
    pub fn store_size(&self, ty: Type) -> Option<u64> {
        self.dl.store_size(ty, &self.lookup())
    }
    pub fn abi_align(&self, ty: Type) -> Option<u64> {
        self.dl.abi_align(ty, &self.lookup())
    }
    pub fn field_offset(&self, ty: Type, index: usize) -> Option<u64> {
        self.dl.field_offset(ty, index, &self.lookup())
    }
    /// Type of field `index` of a (possibly named) struct.
    pub fn field_type(&self, ty: Type, index: usize) -> Option<Type> {
        match ty.data() {
            TypeData::Struct { fields, .. } => fields.get(index).copied(),
            TypeData::Named(n) => self.field_type(*self.named.get(n)?, index),
            _ => None,
        }
    }
    /// Resolves a named type to its body.
    pub fn resolve(&self, ty: Type) -> Type {
        match ty.data() {
            TypeData::Named(n) => self.named.get(n).copied().unwrap_or(ty),
            _ => ty,
        }
    }
}
