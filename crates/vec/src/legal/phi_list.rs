//! The descriptors of a loop's header phis, in discovery order and indexed
//! by phi: LLVM keeps its `InductionList`, `ReductionList` and recurrence
//! set as `MapVector`s keyed by the `PHINode`, so that a plan reads them
//! in order and a recipe finds its phi's descriptor without a scan.

use lanes_ir::InstId;
use rustc_hash::FxHashMap;

/// A descriptor of one header phi.
pub trait HeaderPhi {
    /// The phi it describes: its key in a [`PhiList`].
    fn phi(&self) -> InstId;
}

impl HeaderPhi for super::InductionDesc {
    fn phi(&self) -> InstId {
        self.phi
    }
}

impl HeaderPhi for super::ReductionDesc {
    fn phi(&self) -> InstId {
        self.phi
    }
}

impl HeaderPhi for super::RecurrenceDesc {
    fn phi(&self) -> InstId {
        self.phi
    }
}

/// Descriptors in the order legality found them, with their position by
/// phi. At most one descriptor per phi: legality classifies each header
/// phi once.
#[derive(Clone, Debug)]
pub struct PhiList<D> {
    descs: Vec<D>,
    at: FxHashMap<InstId, u32>,
}

impl<D> Default for PhiList<D> {
    fn default() -> Self {
        PhiList {
            descs: Vec::new(),
            at: FxHashMap::default(),
        }
    }
}

/// Equal when the descriptors are, in order (the index follows from them).
impl<D: PartialEq> PartialEq for PhiList<D> {
    fn eq(&self, other: &Self) -> bool {
        self.descs == other.descs
    }
}

impl<D: Eq> Eq for PhiList<D> {}

impl<D: HeaderPhi> PhiList<D> {
    /// Appends the descriptor of a phi not described yet.
    pub fn push(&mut self, d: D) {
        let k = u32::try_from(self.descs.len()).expect("fewer phis than u32::MAX");
        let old = self.at.insert(d.phi(), k);
        debug_assert!(old.is_none(), "a header phi is described once");
        self.descs.push(d);
    }
    /// The descriptor of `phi`.
    pub fn get(&self, phi: InstId) -> Option<&D> {
        self.at.get(&phi).map(|&k| &self.descs[k as usize])
    }
    /// The descriptors, mutably; the phis stay the keys they were pushed
    /// under.
    pub fn iter_mut(&mut self) -> std::slice::IterMut<'_, D> {
        self.descs.iter_mut()
    }
}

impl<D> std::ops::Deref for PhiList<D> {
    type Target = [D];
    fn deref(&self) -> &[D] {
        &self.descs
    }
}

impl<'a, D> IntoIterator for &'a PhiList<D> {
    type Item = &'a D;
    type IntoIter = std::slice::Iter<'a, D>;
    fn into_iter(self) -> Self::IntoIter {
        self.descs.iter()
    }
}

impl<D: HeaderPhi> FromIterator<D> for PhiList<D> {
    fn from_iter<I: IntoIterator<Item = D>>(iter: I) -> Self {
        let mut out = PhiList::default();
        for d in iter {
            out.push(d);
        }
        out
    }
}
