//! Engine results to model types (rust-analyzer's `to_proto`): the one place
//! that knows both, so that an engine refactor changes a conversion here and
//! not what tools read.
//!
//! Every conversion is a [`ToModel`] impl, field by field; containers and
//! plain values convert element-wise, so a result converts with one call.

use std::collections::BTreeMap;

use crate::model;

/// Structs whose model type has the same fields, each converted.
macro_rules! fields {
    ($($e:ident)::+ => $($m:ident)::+ { $($f:ident),* $(,)? }) => {
        impl ToModel for $($e)::+ {
            type Model = $($m)::+;
            fn to_model(&self) -> Self::Model {
                $($m)::+ { $($f: self.$f.to_model()),* }
            }
        }
    };
}

/// Fieldless enums whose model type has the same variants.
macro_rules! variants {
    ($($e:ident)::+ => $($m:ident)::+ { $($v:ident),* $(,)? }) => {
        impl ToModel for $($e)::+ {
            type Model = $($m)::+;
            fn to_model(&self) -> Self::Model {
                use $($e)::+ as E;
                use $($m)::+ as M;
                match self {
                    $(E::$v => M::$v,)*
                }
            }
        }
    };
}

mod genx;
mod plan;
mod vec;
pub(crate) use vec::wi_to_model;
mod vls;

/// An engine value as the model type that serializes it.
pub(crate) trait ToModel {
    /// The model type.
    type Model;
    /// The value, copied into the model type.
    fn to_model(&self) -> Self::Model;
}

/// Plain values are their own model.
macro_rules! plain {
    ($($t:ty),* $(,)?) => {
        $(
            impl ToModel for $t {
                type Model = $t;
                fn to_model(&self) -> $t {
                    self.clone()
                }
            }
        )*
    };
}

plain!(
    bool,
    u8,
    u32,
    u64,
    i32,
    i64,
    usize,
    f64,
    String,
    &'static str
);

/// An IR id (instruction, block) is its arena index in the contract: the
/// one place a typed id becomes a plain number.
impl<T> ToModel for la_arena::Idx<T> {
    type Model = u32;
    fn to_model(&self) -> u32 {
        self.into_raw().into_u32()
    }
}

/// A dense map with a value for every id (as the GenX passes fill them):
/// the values in id order.
impl<T, V: ToModel> ToModel for la_arena::ArenaMap<la_arena::Idx<T>, V> {
    type Model = Vec<V::Model>;
    fn to_model(&self) -> Vec<V::Model> {
        self.values().map(ToModel::to_model).collect()
    }
}

impl<T: ToModel> ToModel for Vec<T> {
    type Model = Vec<T::Model>;
    fn to_model(&self) -> Vec<T::Model> {
        self.iter().map(T::to_model).collect()
    }
}

impl<T: ToModel> ToModel for [T] {
    type Model = Vec<T::Model>;
    fn to_model(&self) -> Vec<T::Model> {
        self.iter().map(T::to_model).collect()
    }
}

impl<T: ToModel, const N: usize> ToModel for [T; N] {
    type Model = [T::Model; N];
    fn to_model(&self) -> [T::Model; N] {
        std::array::from_fn(|i| self[i].to_model())
    }
}

impl<T: ToModel + ?Sized> ToModel for Box<T> {
    type Model = T::Model;
    fn to_model(&self) -> T::Model {
        (**self).to_model()
    }
}

impl<T: ToModel + ?Sized> ToModel for std::sync::Arc<T> {
    type Model = T::Model;
    fn to_model(&self) -> T::Model {
        (**self).to_model()
    }
}

impl ToModel for str {
    type Model = String;
    fn to_model(&self) -> String {
        self.to_string()
    }
}

impl<T: ToModel> ToModel for Option<T> {
    type Model = Option<T::Model>;
    fn to_model(&self) -> Option<T::Model> {
        self.as_ref().map(T::to_model)
    }
}

impl<T: ToModel, E: ToModel> ToModel for Result<T, E> {
    type Model = Result<T::Model, E::Model>;
    fn to_model(&self) -> Self::Model {
        match self {
            Ok(v) => Ok(v.to_model()),
            Err(e) => Err(e.to_model()),
        }
    }
}

impl<A: ToModel, B: ToModel> ToModel for (A, B) {
    type Model = (A::Model, B::Model);
    fn to_model(&self) -> Self::Model {
        (self.0.to_model(), self.1.to_model())
    }
}

impl<A: ToModel, B: ToModel, C: ToModel> ToModel for (A, B, C) {
    type Model = (A::Model, B::Model, C::Model);
    fn to_model(&self) -> Self::Model {
        (self.0.to_model(), self.1.to_model(), self.2.to_model())
    }
}

impl<K: ToModel, V: ToModel> ToModel for BTreeMap<K, V>
where
    K::Model: Ord,
{
    type Model = BTreeMap<K::Model, V::Model>;
    fn to_model(&self) -> Self::Model {
        self.iter()
            .map(|(k, v)| (k.to_model(), v.to_model()))
            .collect()
    }
}

variants!(lanes_ir::Severity => model::Severity { Error, Warning, Note });

variants!(lanes_ir::PointerStyle => model::PointerStyle { Typed, Opaque, Mixed, None });

/// What the parser found on a line of a listing (the block or instruction
/// is the listing's `blocks`, by line).
impl ToModel for lanes_ir::lines::LineKind {
    type Model = model::IrLineKind;
    fn to_model(&self) -> model::IrLineKind {
        use lanes_ir::lines::LineKind as K;
        use model::IrLineKind as M;
        match self {
            K::Signature => M::Signature,
            K::Label(_) => M::Label,
            K::Inst(_) => M::Inst,
            K::Continuation(_) => M::Continuation,
            K::Comment => M::Comment,
            K::Blank => M::Blank,
            K::Other => M::Other,
        }
    }
}
