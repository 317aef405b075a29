//! Type-based alias analysis on `!tbaa` access tags, as LLVM's
//! `TypeBasedAAResult` answers it for the loop vectorizer (`matchAccessTags`,
//! the same rule in LLVM 14 and LLVM 22): two accesses whose access types
//! are unrelated in the type DAG of one root (`int` vs `float` under "Simple
//! C/C++ TBAA") do not alias, nor do two accesses to different members of
//! one struct type (struct-path tags `!{!rec, !int, i64 4}` against
//! `!{!rec, !short, i64 2}`), so their pair needs neither a dependence
//! check nor a run-time check.
//!
//! Tags of the newer self-describing format, and anything malformed or
//! cyclic, say nothing (the accesses may alias).

use lanes_ir::{MdNode, Metadata, Module};

/// Bound on the walks through the type DAG; a longer one says nothing.
const MAX_DEPTH: usize = 64;

/// An access tag resolved against the module's type DAG: what
/// `matchAccessTags` reads of it.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AccessTag {
    /// The tag node itself (equal tags always alias).
    pub tag: u32,
    /// The base type (`TBAAStructTagNode::getBaseType`).
    pub base: u32,
    /// The access type and its ancestors up to the root (root last): the
    /// chain `getLeastCommonType` compares.
    pub access: Vec<u32>,
    /// The offset of the access in the base type.
    pub offset: u64,
    /// The types met walking from the base type along the member at the
    /// offset (`TBAAStructTypeNode::getField`) up to the root, each with
    /// the offset left in it: the path `mayBeAccessToSubobjectOf` follows.
    pub path: Vec<(u32, u64)>,
}

/// The resolved tag an instruction carries as `!tbaa`.
pub fn access_tag(module: &Module, tag: &Metadata) -> Option<AccessTag> {
    let Metadata::Ref(t) = tag else {
        return None;
    };
    let ops = module.metadata_node(*t)?.operands();
    // Struct-path tag `!{base, access, offset[, const]}`; a tag of the old
    // scalar format is its type node, read as `!{type, type, 0}` (the IR
    // upgrader's form).
    let (base, access, offset) = match ops {
        [
            Metadata::Ref(base),
            Metadata::Ref(access),
            Metadata::Value { value, .. },
            ..,
        ] => (*base, *access, u64::try_from(value.as_int()?).ok()?),
        [Metadata::String(_), ..] => (*t, *t, 0),
        _ => return None,
    };
    let mut chain = vec![access];
    let mut cur = access;
    loop {
        if chain.len() > MAX_DEPTH {
            return None;
        }
        match type_parent(module.metadata_node(cur)?)? {
            Some(p) => {
                if chain.contains(&p) {
                    return None;
                }
                chain.push(p);
                cur = p;
            }
            None => break,
        }
    }
    let mut path = vec![(base, offset)];
    let (mut node, mut off) = (base, offset);
    while let Some(next) = field(module.metadata_node(node)?, &mut off)? {
        if path.len() > MAX_DEPTH {
            return None;
        }
        path.push((next, off));
        node = next;
    }
    Some(AccessTag {
        tag: *t,
        base,
        access: chain,
        offset,
        path,
    })
}

/// The parent of an old-format type node `!{!"name", !parent, ...}`
/// (`TBAANode::getParent`); `None` for a root `!{!"root"}`; an error (outer
/// `None`) for a node of the new format or anything else.
fn type_parent(n: &MdNode) -> Option<Option<u32>> {
    match n.operands() {
        [Metadata::String(_)] => Some(None),
        [Metadata::String(_), Metadata::Ref(p), ..] => Some(Some(*p)),
        [Metadata::String(_), ..] => Some(None),
        _ => None,
    }
}

/// `TBAAStructTypeNode::getField` on an old-format type node: the member
/// at `offset` (a scalar node's parent at its own offset; of a struct's
/// members, the last whose offset is not above it), with `offset` made
/// relative to it. `Some(None)` past the root; `None` when the node is
/// not of that form.
fn field(n: &MdNode, offset: &mut u64) -> Option<Option<u32>> {
    let ops = n.operands();
    let int = |m: &Metadata| match m {
        Metadata::Value { value, .. } => value.as_int().and_then(|v| u64::try_from(v).ok()),
        _ => None,
    };
    if !matches!(ops.first(), Some(Metadata::String(_))) {
        return None;
    }
    if ops.len() < 2 {
        return Some(None);
    }
    if ops.len() <= 3 {
        let cur = if ops.len() == 2 { 0 } else { int(&ops[2])? };
        *offset = offset.wrapping_sub(cur);
        return Some(match &ops[1] {
            Metadata::Ref(p) => Some(*p),
            _ => None,
        });
    }
    // Members `(type, offset)` from operand 1, in increasing offsets.
    let members = &ops[1..];
    if !members.len().is_multiple_of(2) {
        return None;
    }
    let mut pick = members.len() / 2 - 1;
    for (k, m) in members.chunks(2).enumerate() {
        if int(&m[1])? > *offset {
            // The first member starts past the offset: a malformed path.
            pick = k.checked_sub(1)?;
            break;
        }
    }
    *offset = offset.wrapping_sub(int(&members[2 * pick + 1])?);
    Some(match &members[2 * pick] {
        Metadata::Ref(p) => Some(*p),
        _ => None,
    })
}

/// `getLeastCommonType`: the deepest type both chains share from the root.
fn least_common_type(a: &[u32], b: &[u32]) -> Option<u32> {
    a.iter()
        .rev()
        .zip(b.iter().rev())
        .take_while(|(x, y)| x == y)
        .last()
        .map(|(x, _)| *x)
}

/// `mayBeAccessToSubobjectOf`: `Some(may_alias)` when the access of `sub`
/// may be to a subobject of what `base` accesses, `None` when it is not.
fn subobject_of(base: &AccessTag, sub: &AccessTag, common: u32) -> Option<bool> {
    let base_access = base.access[0];
    if base_access == base.base && base_access == common {
        return Some(true);
    }
    base.path
        .iter()
        .find(|(node, _)| *node == sub.base)
        .map(|&(node, off)| off == sub.offset || node == base_access || sub.base == sub.access[0])
}

/// `matchAccessTags`: whether accesses with these tags may alias.
pub fn may_alias(a: &AccessTag, b: &AccessTag) -> bool {
    if a.tag == b.tag {
        return true;
    }
    let Some(common) = least_common_type(&a.access, &b.access) else {
        // Different roots: unrelated type systems, nothing proven.
        return true;
    };
    subobject_of(a, b, common)
        .or_else(|| subobject_of(b, a, common))
        .unwrap_or(false)
}

/// The TBAA access tag of each memref (by id), where it carries one.
/// LAA drops TBAA on accesses in blocks that need predication: the type
/// may depend on the condition.
pub fn memref_tags(
    cx: &crate::cx::LoopCtx,
    module: &Module,
    memrefs: &[crate::memref::Memref],
) -> Vec<Option<AccessTag>> {
    let latch = cx.data().latch();
    memrefs
        .iter()
        .map(|m| {
            let inst = &cx.func.insts[m.inst];
            if latch.is_none_or(|l| !cx.dom.dominates(inst.block, l)) {
                return None;
            }
            access_tag(module, inst.attachment("tbaa")?)
        })
        .collect()
}
