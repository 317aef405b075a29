//! Candidate VFs, movability of memrefs, and VF ranges with identical
//! grouping constraints (the vpo seed's "Find VF-ranges").

use lanes_target::VectorFacts;
use lanes_vls::{AccessType, Memref as VlsMemrefTrait, VectorType};

use super::client::VlsMemref;
use super::{CandidateRejection, VfCandidates, VfRange};
use crate::deps::{DepKind, Dependences};
use crate::memref::{Memref, MemrefId};
use crate::reason::Reason;

/// The VFs the target and the options allow: powers of two from 2 up to
/// `vector.max_vf` and `options_max`. VF ranges partition these.
pub fn target_vfs(vector: &VectorFacts, options_max: Option<u32>) -> Vec<u32> {
    vector
        .candidate_vfs()
        .into_iter()
        .filter(|&vf| options_max.is_none_or(|m| vf <= m))
        .collect()
}

/// The candidate VFs of a loop: the target's VFs up to `options_max`, up to
/// LLVM's maximum for the loop's smallest accessed element (register bits /
/// element bits, as LoopVectorize computes it when maximizing bandwidth:
/// wider elements then take several registers, which the per-register
/// costs account for), and up to the dependences' max safe VF. Every VF of
/// the target left out is in `rejected` with its reason.
pub fn vf_candidates(
    vector: &VectorFacts,
    options_max: Option<u32>,
    memrefs: &[Memref],
    max_safe_vf: Option<u32>,
) -> VfCandidates {
    let smallest = memrefs
        .iter()
        .filter(|m| m.elem_size > 0)
        .map(|m| (m.elem_size * 8) as u32)
        .min();
    let width_limit = smallest.map(|b| vector.lanes_per_register(b));
    let mut out = VfCandidates {
        vfs: Vec::new(),
        max_safe_vf,
        rejected: Vec::new(),
    };
    for vf in vector.candidate_vfs() {
        let over_options = options_max
            .filter(|&m| vf > m)
            .map(CandidateRejection::OptionsMax);
        let over_width =
            width_limit
                .zip(smallest)
                .filter(|&(l, _)| vf > l)
                .map(|(lanes, elem_bits)| CandidateRejection::Width {
                    lanes,
                    elem_bits,
                    register_bits: vector.register_bits,
                });
        let unsafe_vf = max_safe_vf
            .filter(|&s| vf > s)
            .map(CandidateRejection::DependenceBound);
        match over_options.or(over_width).or(unsafe_vf) {
            Some(r) => out.rejected.push((vf, Reason::new(r))),
            None => out.vfs.push(vf),
        }
    }
    out
}

/// A dependence that forbids moving one of its memrefs across the other
/// when the VF makes their lanes meet inside one vector iteration.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MoveConstraint {
    /// Memref ids, `a < b` (program order).
    pub a: MemrefId,
    pub b: MemrefId,
    /// Index in `Dependences::deps`.
    pub dep: usize,
    /// The accesses touch the same bytes only `d` iterations apart, so at
    /// VF ≤ `d` their lanes never meet within a vector iteration and the
    /// order of the two vector instructions is free. `None`: at every VF
    /// (same iteration, unknown or non-constant distance).
    pub free_up_to: Option<u32>,
}

impl MoveConstraint {
    pub fn active(&self, vf: u32) -> bool {
        self.free_up_to.is_none_or(|d| vf > d)
    }
}

/// What `can_move_to` is answered from.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Mobility {
    pub constraints: Vec<MoveConstraint>,
}

impl Mobility {
    /// One constraint per dependence that may order two accesses. `NoDep`
    /// pairs never meet; pairs of different objects that need a run-time
    /// check are independent in the vector loop the check guards.
    pub fn new(deps: &Dependences, memrefs: &[Memref]) -> Mobility {
        let constraints = deps
            .deps
            .iter()
            .enumerate()
            .filter(|(_, d)| d.kind != DepKind::NoDep && !d.runtime_check)
            .map(|(i, d)| {
                let (ma, mb) = (&memrefs[d.src.index()], &memrefs[d.dst.index()]);
                // A constant iteration distance is the only one at which the
                // accesses meet when no element spans two iterations' addresses.
                let spans = |m: &Memref| m.stride.map(i64::unsigned_abs);
                let widest = ma.elem_size.max(mb.elem_size).unsigned_abs();
                let exact = spans(ma).is_some_and(|s| s >= widest);
                let free_up_to = d
                    .distance_iters
                    .filter(|&k| k != 0 && exact)
                    .map(|k| k.unsigned_abs().min(u64::from(u32::MAX)) as u32);
                MoveConstraint {
                    a: d.src.min(d.dst),
                    b: d.src.max(d.dst),
                    dep: i,
                    free_up_to,
                }
            })
            .collect();
        Mobility { constraints }
    }

    /// Whether `m` and `to` may execute together at `vf`: both in one block
    /// (no control dependence in the way), and no active constraint between
    /// the access that moves and a memref strictly between them in program
    /// order. A load moves up to `to`; two stores meet at the later one
    /// (LLVM's interleaved store is emitted at its group's last member,
    /// `InterleaveGroup::getInsertPos`), so the earlier store moves down.
    pub fn can_move(&self, m: &VlsMemref, to: &VlsMemref, vf: u32) -> bool {
        if m.block != to.block {
            return false;
        }
        let (lo, hi) = (m.id.min(to.id), m.id.max(to.id));
        let mover = if m.access.is_store() && to.access.is_store() {
            lo
        } else {
            m.id
        };
        let between = |w: MemrefId| lo < w && w < hi;
        !self.constraints.iter().any(|c| {
            c.active(vf) && ((c.a == mover && between(c.b)) || (c.b == mover && between(c.a)))
        })
    }

    /// Constraints on memrefs that could share a group (`groupable`): the
    /// only ones whose activity can change a grouping.
    pub fn relevant<'a>(
        &'a self,
        groupable: &'a [MemrefId],
    ) -> impl Iterator<Item = &'a MoveConstraint> + 'a {
        self.constraints
            .iter()
            .filter(|c| groupable.contains(&c.a) || groupable.contains(&c.b))
    }
}

/// Ids of memrefs with a partner at a constant distance (same class, same
/// access type): the only memrefs the server may be asked to move.
pub fn groupable(memrefs: &[VlsMemref]) -> Vec<MemrefId> {
    memrefs
        .iter()
        .filter(|m| {
            m.anchor.is_some_and(|(c, _)| {
                memrefs
                    .iter()
                    .filter(|o| o.access == m.access && o.anchor.is_some_and(|(k, _)| k == c))
                    .count()
                    > 1
            })
        })
        .map(|m| m.id)
        .collect()
}

/// Splits `vfs` (ascending) where the set of active relevant constraints
/// changes. Activity is monotone in the VF, so each range is an interval;
/// `can_move_to` gives the same answers at every VF of a range, hence the
/// same groups. A constraint of distance 4 gives {2, 4} and {8, ...}.
pub fn vf_ranges(vfs: &[u32], mobility: &Mobility, groupable: &[MemrefId]) -> Vec<VfRange> {
    let signature =
        |vf: u32| -> Vec<bool> { mobility.relevant(groupable).map(|c| c.active(vf)).collect() };
    let mut out: Vec<(VfRange, Vec<bool>)> = Vec::new();
    for &vf in vfs {
        let sig = signature(vf);
        match out.last_mut() {
            Some((r, s)) if *s == sig => r.hi = vf,
            _ => out.push((VfRange { lo: vf, hi: vf }, sig)),
        }
    }
    out.into_iter().map(|(r, _)| r).collect()
}

/// A [`VlsMemref`] at one VF, with what it needs to answer `can_move_to`.
pub struct AtVf<'a> {
    pub m: &'a VlsMemref,
    pub vf: u32,
    pub moves: &'a Mobility,
}

impl VlsMemrefTrait for AtVf<'_> {
    fn access_type(&self) -> AccessType {
        self.m.access
    }

    fn ty(&self) -> VectorType {
        VectorType::new(self.vf, self.m.elem_bits)
    }

    fn is_const_distance_from(&self, other: &Self) -> Option<i64> {
        match (self.m.anchor, other.m.anchor) {
            (Some((a, x)), Some((b, y))) if a == b => Some(x - y),
            _ => None,
        }
    }

    fn can_move_to(&self, other: &Self) -> bool {
        self.moves.can_move(self.m, other.m, self.vf)
    }

    fn has_const_stride(&self) -> Option<i64> {
        self.m.stride
    }

    fn program_order(&self) -> u32 {
        self.m.id.0
    }
}
