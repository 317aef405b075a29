//! Type-based alias analysis on `!tbaa` access tags, as LLVM's
//! `TypeBasedAAResult` answers it for the loop vectorizer: two accesses
//! whose access types are unrelated in the type DAG of one root (`int` vs
//! `float` under "Simple C/C++ TBAA") do not alias, so their pair needs
//! neither a dependence check nor a run-time check.
//!
//! Approximation, always on the safe side: only the access types are
//! compared (struct-path offsets are not used to separate two fields of
//! the same type), and tags of the newer self-describing format, or
//! anything malformed, say nothing.

use lanes_ir::{MdNode, Metadata, Module};

/// An access type as the chain of type nodes from it up to its root
/// (root last).
pub type TypeChain = Vec<u32>;

/// The access type chain of the tag an instruction carries as `!tbaa`.
pub fn access_chain(module: &Module, tag: &Metadata) -> Option<TypeChain> {
    let Metadata::Ref(t) = tag else {
        return None;
    };
    let ops = module.metadata_node(*t)?.operands();
    // Struct-path tag `!{base, access, offset[, const]}`; the old scalar
    // format is the type node itself.
    let access = match ops {
        [
            Metadata::Ref(_),
            Metadata::Ref(access),
            Metadata::Value { .. },
            ..,
        ] => *access,
        [Metadata::String(_), ..] => *t,
        _ => return None,
    };
    let mut chain = vec![access];
    let mut cur = access;
    for _ in 0..64 {
        match type_parent(module.metadata_node(cur)?)? {
            Some(p) => {
                if chain.contains(&p) {
                    return None;
                }
                chain.push(p);
                cur = p;
            }
            None => return Some(chain),
        }
    }
    None
}

/// The parent of a scalar type node `!{!"name", !parent, i64 0}`; `None`
/// for a root `!{!"root"}`; an error (outer `None`) for anything else.
fn type_parent(n: &MdNode) -> Option<Option<u32>> {
    match n.operands() {
        [Metadata::String(_)] => Some(None),
        [Metadata::String(_), Metadata::Ref(p), ..] => Some(Some(*p)),
        _ => None,
    }
}

/// Whether accesses of these two types may alias: same root and one type
/// an ancestor of (or equal to) the other (`char` is everyone's ancestor).
pub fn may_alias(a: &[u32], b: &[u32]) -> bool {
    match (a.first(), b.first(), a.last(), b.last()) {
        (Some(x), Some(y), Some(ra), Some(rb)) => ra != rb || a.contains(y) || b.contains(x),
        _ => true,
    }
}

/// The TBAA access type of each memref (by id), where its tag says one.
/// LAA drops TBAA on accesses in blocks that need predication: the type
/// may depend on the condition.
pub fn memref_chains(
    cx: &crate::cx::LoopCtx,
    module: &Module,
    memrefs: &[crate::memref::Memref],
) -> Vec<Option<TypeChain>> {
    let latch = cx.data().latch();
    memrefs
        .iter()
        .map(|m| {
            let inst = &cx.func.insts[m.inst];
            if latch.is_none_or(|l| !cx.dom.dominates(inst.block, l)) {
                return None;
            }
            access_chain(module, inst.attachment("tbaa")?)
        })
        .collect()
}
