//! What LAA's pairwise tests read of each access's pointer, found once per
//! loop: the incoming pointers (`visitPointers`), the address forms, the
//! underlying objects, whether the pointer is `undef`. The dependence
//! checker, the alias sets and the check groups ask them for every pair
//! of accesses, so each walk of a pointer was repeated once per other
//! access of its loop.

use std::cell::OnceCell;

use lanes_db::affine::Affine;
use lanes_ir::Value;

use super::access_pointers;
use crate::cx::LoopCtx;
use crate::memref::{BaseObject, Memref, memref_inst};

/// One loop's accesses' pointer facts, each computed on first use.
pub(super) struct Pointers<'a> {
    cx: &'a LoopCtx<'a>,
    memrefs: &'a [Memref],
    slots: Vec<Slot>,
}

#[derive(Default)]
struct Slot {
    /// The pointer operand (`None`: the instruction is no access).
    pointer: OnceCell<Option<Value>>,
    /// [`access_pointers`] of the pointer (empty when there is none).
    incoming: OnceCell<Vec<Value>>,
    /// [`super::checks::access_forms`].
    forms: OnceCell<Option<Vec<Affine>>>,
    /// `underlying_objects` of the pointer (empty when there is none).
    objects: OnceCell<Vec<BaseObject>>,
    /// [`super::alias::undef_pointer`].
    undef: OnceCell<bool>,
    /// The pointer is a `select` behind GEPs and casts.
    select: OnceCell<bool>,
}

impl<'a> Pointers<'a> {
    pub(super) fn new(cx: &'a LoopCtx<'a>, memrefs: &'a [Memref]) -> Pointers<'a> {
        Pointers {
            cx,
            memrefs,
            slots: memrefs.iter().map(|_| Slot::default()).collect(),
        }
    }

    pub(super) fn cx(&self) -> &'a LoopCtx<'a> {
        self.cx
    }

    /// The slot of `m`, one of the loop's memrefs (at its id's position,
    /// else found by address).
    fn slot(&self, m: &Memref) -> &Slot {
        let k = match self.memrefs.get(m.id.index()) {
            Some(x) if std::ptr::eq(x, m) => m.id.index(),
            _ => self
                .memrefs
                .iter()
                .position(|x| std::ptr::eq(x, m))
                .expect("a memref of the loop"),
        };
        &self.slots[k]
    }

    /// The pointer operand of `m`'s access.
    pub(super) fn pointer(&self, m: &Memref) -> Option<&Value> {
        self.slot(m)
            .pointer
            .get_or_init(|| crate::memref::access(self.cx, memref_inst(m)).map(|(_, p, _, _)| p))
            .as_ref()
    }

    /// The pointers LAA analyses for `m` ([`access_pointers`]).
    pub(super) fn incoming(&self, m: &Memref) -> &[Value] {
        self.slot(m).incoming.get_or_init(|| {
            self.pointer(m)
                .map(|p| access_pointers(self.cx, p))
                .unwrap_or_default()
        })
    }

    /// The address forms of `m` ([`super::checks::access_forms`]).
    pub(super) fn forms(&self, m: &Memref) -> Option<&[Affine]> {
        self.slot(m)
            .forms
            .get_or_init(|| {
                let p = self.pointer(m)?;
                super::checks::forms_of(self.cx, m, p, self.incoming(m))
            })
            .as_deref()
    }

    /// Every object `m`'s pointer may point into (`underlying_objects`).
    pub(super) fn objects(&self, m: &Memref) -> &[BaseObject] {
        self.slot(m).objects.get_or_init(|| {
            self.pointer(m)
                .map(|p| crate::memref::underlying_objects(self.cx, p))
                .unwrap_or_default()
        })
    }

    /// Whether `m` accesses memory through `undef` ([`super::alias::undef_pointer`]).
    pub(super) fn undef(&self, m: &Memref) -> bool {
        *self
            .slot(m)
            .undef
            .get_or_init(|| super::alias::undef_pointer(self.cx, m))
    }

    /// Whether `m`'s pointer is a `select` behind GEPs and casts.
    pub(super) fn through_select(&self, m: &Memref) -> bool {
        *self.slot(m).select.get_or_init(|| {
            self.pointer(m)
                .is_some_and(|p| super::through_select(self.cx, p))
        })
    }
}
