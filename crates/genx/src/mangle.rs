//! Names of overloaded intrinsics, as LLVM mangles them
//! (`Intrinsic::getName`), shared by every pass that creates calls.

use lanes_ir::{Type, TypeData};

/// LLVM's overloaded-intrinsic suffix for a type (`v16i32`, `f64`, `i16`).
pub(crate) fn mangle(t: Type) -> String {
    match t.data() {
        TypeData::Vector { len, elem, .. } => format!("v{len}{}", mangle(*elem)),
        TypeData::Int(b) => format!("i{b}"),
        TypeData::Half => "f16".into(),
        TypeData::BFloat => "bf16".into(),
        TypeData::Float => "f32".into(),
        TypeData::Double => "f64".into(),
        TypeData::Ptr { addrspace } => format!("p{addrspace}"),
        TypeData::TypedPtr { pointee, addrspace } => format!("p{addrspace}{}", mangle(*pointee)),
        _ => "x".into(),
    }
}
