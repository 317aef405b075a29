//! The OptVLS client: VF candidates, VF ranges, VLS groups and their
//! shuffle sequences and costs, as queries over the vectorizer analyses and
//! the target tables.
//!
//! The queries ([`crate::queries`]) are memoized at the granularity the vpo seed's skeleton asks
//! for: groups once per VF range (they read memrefs, dependences and the
//! register width only), sequences per group and VF (they read the shuffle
//! table only) and costs per VF (they apply the memory table to the
//! sequences), so a shuffle-cost edit re-runs sequences and costs and
//! nothing before them, and a memory-cost edit re-runs the costs only.
//!
//! Decisions:
//! * **Group size** = the target's register width in bytes, not the vpo
//!   seed's MaxGroupSize of 64 bytes: the server builds register-wide loads
//!   and shuffles, so a group wider than a register would need shuffles
//!   across registers that the shuffle table does not price (it prices one
//!   register), and on a 16-byte target the seed's own grouping example
//!   ({0, 4, 12}, {16, 20}) only comes out with 16. Members wider than a
//!   register (VF × element > register) make the server bail out, and
//!   they keep their gathers.
//! * **Memrefs** are the WI memrefs of `memrefs(lp)`, not `refined_memrefs`:
//!   grouping needs distances, which are VF-independent; a VF's shapes only
//!   change which accesses are gathers, and the cost model, which knows the
//!   refined classes, asks for the groups of the memrefs it prices as
//!   gathers.
//! * **VF ranges** partition the target's VFs (before the loop's element
//!   and dependence limits), so that grouping can be asked at any VF, the
//!   unsafe ones included, as the seed's example does.

mod client;
pub mod ranges;

use lanes_vls::{
    AccessType, BailOut, CostClient, Group, GroupId, Grouping, SequenceTrace, VectorType,
};

use crate::memref::MemrefId;
use crate::reason::Reason;

pub use client::{TargetCosts, VlsMemref, client_memrefs};
pub use ranges::{AtVf, Mobility, MoveConstraint, groupable, target_vfs};

/// The VFs the cost model should evaluate for a loop.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct VfCandidates {
    /// Ascending powers of two.
    pub vfs: Vec<u32>,
    pub max_safe_vf: Option<u32>,
    /// The target's VFs left out, with the reason.
    pub rejected: Vec<(u32, Reason<CandidateRejection>)>,
}

/// Why a VF of the target is no candidate for a loop.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CandidateRejection {
    /// Above `Options.max_vf`.
    OptionsMax(u32),
    /// More lanes of the smallest accessed element than a register holds.
    Width {
        lanes: u32,
        elem_bits: u32,
        register_bits: u32,
    },
    /// Above the dependence analysis' max safe VF.
    DependenceBound(u32),
}

impl std::fmt::Display for CandidateRejection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CandidateRejection::OptionsMax(m) => write!(f, "above the options' max VF {m}"),
            CandidateRejection::Width {
                lanes,
                elem_bits,
                register_bits,
            } => write!(
                f,
                "more than {lanes} lanes of the smallest element ({elem_bits} bits) in a {register_bits}-bit register"
            ),
            CandidateRejection::DependenceBound(s) => {
                write!(f, "above the max safe VF {s} of the dependences")
            }
        }
    }
}

/// An inclusive range of VFs (powers of two) that share one grouping.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct VfRange {
    pub lo: u32,
    pub hi: u32,
}

impl VfRange {
    pub fn contains(self, vf: u32) -> bool {
        self.lo <= vf && vf <= self.hi
    }
}

/// `{4}`, `{2, 4}`, `{8..32}`.
impl std::fmt::Display for VfRange {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.lo == self.hi {
            write!(f, "{{{}}}", self.lo)
        } else if self.hi / 2 == self.lo {
            write!(f, "{{{}, {}}}", self.lo, self.hi)
        } else {
            write!(f, "{{{}..{}}}", self.lo, self.hi)
        }
    }
}

/// The groups of one VF range. The server's types are those of `range.lo`;
/// [`VlsGroups::at`] gives them at another VF of the range (only the
/// number of lanes differs).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct VlsGroups {
    pub range: VfRange,
    /// Group size in bytes (the register width).
    pub vector_length: u32,
    /// The server's memref `i` (`#i+1` in its output) is `memrefs(lp)[ids[i]]`.
    pub ids: Vec<MemrefId>,
    pub grouping: Grouping,
    /// The constraints active in this range (on memrefs that may group).
    pub active: Vec<MoveConstraint>,
}

impl VlsGroups {
    /// The grouping with every type at `vf` lanes.
    pub fn at(&self, vf: u32) -> Grouping {
        let mut g = self.grouping.clone();
        for m in &mut g.memrefs {
            m.ty.num_elems = vf;
        }
        for grp in &mut g.groups {
            grp.ty.num_elems = vf;
        }
        g
    }

    /// Group `id` at `vf`.
    pub fn group(&self, id: GroupId, vf: u32) -> Option<Group> {
        let mut g = self.grouping.groups.get(id.index())?.clone();
        g.ty.num_elems = vf;
        Some(g)
    }

    /// `Memref::id`s of group `id`'s members, in group order.
    pub fn members(&self, id: GroupId) -> Vec<MemrefId> {
        self.grouping
            .groups
            .get(id.index())
            .map_or(Vec::new(), |g| {
                g.members
                    .iter()
                    .map(|m| self.ids[m.memref.index()])
                    .collect()
            })
    }
}

/// One group at one VF: the server's trace (graphs, merge rounds, final
/// sequence or bail-out) and both costs ([`VlsTrace::priced`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct VlsSequence {
    pub group: GroupId,
    pub vf: u32,
    pub range: VfRange,
    /// `Memref::id`s, in group order.
    pub members: Vec<MemrefId>,
    /// The group at this VF (empty when `group` does not exist).
    pub vls_group: Group,
    pub trace: SequenceTrace,
    /// One gather or scatter per member.
    pub gather_cost: u32,
    /// Loads/stores plus shuffles, when there is a sequence.
    pub sequence_cost: Option<u32>,
}

/// A group's cost decision at a VF: what the VPlan cost model consumes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct VlsGroupCost {
    pub group: GroupId,
    /// `Memref::id`s of `memrefs(lp)`, in group order.
    pub members: Vec<MemrefId>,
    pub access: AccessType,
    pub gather_cost: u32,
    pub sequence_cost: Option<u32>,
    pub bail_out: Option<BailOut>,
    /// `min(gather_cost, sequence_cost)`.
    pub cost: u32,
    /// The sequence is strictly cheaper (ties keep the gathers).
    pub uses_sequence: bool,
}

/// The pure part of `vls_groups`: `can_move_to` is answered at `range.lo`,
/// which answers for the whole range.
pub fn group_memrefs(
    mems: &[VlsMemref],
    moves: &Mobility,
    range: VfRange,
    vector_length: u32,
) -> VlsGroups {
    let vf = range.lo;
    let at: Vec<AtVf> = mems.iter().map(|m| AtVf { m, vf, moves }).collect();
    let grouping = lanes_vls::get_groups_traced(&at, vector_length);
    let may_group = groupable(mems);
    VlsGroups {
        range,
        vector_length,
        ids: mems.iter().map(|m| m.id).collect(),
        grouping,
        active: moves
            .relevant(&may_group)
            .filter(|c| c.active(vf))
            .cloned()
            .collect(),
    }
}

/// Shuffle costs alone, for building sequences (the server asks nothing
/// else while it builds).
pub struct ShuffleOnly<'a> {
    pub vector: &'a lanes_target::VectorFacts,
    pub shuffle: &'a lanes_target::ShuffleCosts,
}

impl lanes_vls::CostClient for ShuffleOnly<'_> {
    fn shuffle_cost(&self, src: VectorType, mask: &[i32]) -> lanes_vls::Cost {
        let (_, c) = self.shuffle.mask_cost(mask, src.num_elems, src.elem_bits);
        c.saturating_mul(self.vector.registers_for(mask.len() as u32, src.elem_bits))
    }

    fn gather_scatter_cost(&self, _: AccessType, _: VectorType) -> lanes_vls::Cost {
        debug_assert!(false, "sequences are built from shuffle costs only");
        0
    }

    fn load_store_cost(&self, _: lanes_vls::MemOp, _: VectorType, _: &[bool]) -> lanes_vls::Cost {
        debug_assert!(false, "sequences are built from shuffle costs only");
        0
    }
}

/// The pure part of `vls_sequence`: the group at `vf` and the server's
/// trace, built with `costs`' shuffle costs.
pub fn trace_for(
    groups: &VlsGroups,
    group: GroupId,
    vf: u32,
    costs: &dyn lanes_vls::CostClient,
) -> VlsTrace {
    sequence_of(groups, group, vf, costs, true)
}

/// [`trace_for`], recording the server's steps only when `traced`: the cost
/// model needs the result alone, and the rounds' graph snapshots take most
/// of the memory of a large report.
pub fn sequence_of(
    groups: &VlsGroups,
    group: GroupId,
    vf: u32,
    costs: &dyn lanes_vls::CostClient,
    traced: bool,
) -> VlsTrace {
    if traced {
        sequence_with(groups, group, vf, costs, &|g| {
            lanes_vls::get_sequence_traced(g, costs)
        })
    } else {
        sequence_with(groups, group, vf, costs, &|g| {
            untraced(lanes_vls::get_sequence(g, costs))
        })
    }
}

/// A trace holding the server's result alone.
pub fn untraced(result: Result<lanes_vls::Sequence, BailOut>) -> SequenceTrace {
    SequenceTrace {
        initial: None,
        simplified: None,
        rounds: Vec::new(),
        result,
    }
}

/// The group at `vf` with the trace `sequence` gives for it (the server's
/// result depends on the group's plain data and the shuffle costs alone).
pub fn sequence_with(
    groups: &VlsGroups,
    group: GroupId,
    vf: u32,
    costs: &dyn lanes_vls::CostClient,
    sequence: &dyn Fn(&Group) -> SequenceTrace,
) -> VlsTrace {
    let vls_group = groups.group(group, vf).unwrap_or_else(|| Group {
        vector_length: groups.vector_length,
        access_type: AccessType::StridedLoad,
        ty: VectorType::new(vf, 8),
        stride: None,
        members: Vec::new(),
        access_mask: Vec::new(),
    });
    let trace = sequence(&vls_group);
    let shuffle_cost = trace.result.as_ref().ok().map(|s| {
        s.insts
            .iter()
            .map(|inst| match inst {
                lanes_vls::Inst::Shuffle { ty, mask, .. } => costs.shuffle_cost(*ty, mask),
                _ => 0,
            })
            .fold(0, u32::saturating_add)
    });
    VlsTrace {
        group,
        vf,
        range: groups.range,
        members: groups.members(group),
        vls_group,
        trace,
        shuffle_cost,
    }
}

/// A group's sequence at a VF priced with `costs` (trace plus both costs).
pub fn sequence_for(
    groups: &VlsGroups,
    group: GroupId,
    vf: u32,
    costs: &TargetCosts,
) -> VlsSequence {
    trace_for(groups, group, vf, costs).priced(costs)
}

/// One group at one VF: the server's trace (graphs, merge rounds, final
/// sequence or bail-out), before memory costs.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct VlsTrace {
    pub group: GroupId,
    pub vf: u32,
    pub range: VfRange,
    /// `Memref::id`s, in group order.
    pub members: Vec<MemrefId>,
    /// The group at this VF (empty when `group` does not exist).
    pub vls_group: Group,
    pub trace: SequenceTrace,
    /// The sequence's shuffles (its loads and stores are priced by
    /// [`VlsTrace::costs`] with the memory table).
    pub shuffle_cost: Option<u32>,
}

impl VlsTrace {
    pub fn bail_out(&self) -> Option<&BailOut> {
        self.trace.result.as_ref().err()
    }

    /// Gathers/scatters and sequence costs under `costs`.
    pub fn costs(&self, costs: &TargetCosts) -> (u32, Option<u32>) {
        let g = &self.vls_group;
        let per = lanes_vls::CostClient::gather_scatter_cost(costs, g.access_type, g.ty);
        let gather_cost = (0..g.members.len()).fold(0, |a: u32, _| a.saturating_add(per));
        let sequence_cost = self.trace.result.as_ref().ok().map(|s| {
            s.insts
                .iter()
                .map(|inst| match inst {
                    lanes_vls::Inst::Load { ty, mask, .. } => {
                        costs.load_store_cost(lanes_vls::MemOp::Load, *ty, mask)
                    }
                    lanes_vls::Inst::Store { ty, mask, .. } => {
                        costs.load_store_cost(lanes_vls::MemOp::Store, *ty, mask)
                    }
                    _ => 0,
                })
                .fold(self.shuffle_cost.unwrap_or(0), u32::saturating_add)
        });
        (gather_cost, sequence_cost)
    }

    /// The trace with its gather and sequence costs.
    pub fn priced(&self, costs: &TargetCosts) -> VlsSequence {
        let (gather_cost, sequence_cost) = self.costs(costs);
        VlsSequence {
            group: self.group,
            vf: self.vf,
            range: self.range,
            members: self.members.clone(),
            vls_group: self.vls_group.clone(),
            trace: self.trace.clone(),
            gather_cost,
            sequence_cost,
        }
    }

    /// The cost decision under `costs`.
    pub fn decision(&self, costs: &TargetCosts) -> VlsGroupCost {
        let (gather_cost, sequence_cost) = self.costs(costs);
        decide(
            self.group,
            &self.members,
            self.vls_group.access_type,
            gather_cost,
            sequence_cost,
            self.bail_out(),
        )
    }
}

fn decide(
    group: GroupId,
    members: &[MemrefId],
    access: AccessType,
    gather_cost: u32,
    sequence_cost: Option<u32>,
    bail_out: Option<&BailOut>,
) -> VlsGroupCost {
    VlsGroupCost {
        group,
        members: members.to_vec(),
        access,
        gather_cost,
        sequence_cost,
        bail_out: bail_out.cloned(),
        cost: sequence_cost.map_or(gather_cost, |s| s.min(gather_cost)),
        uses_sequence: sequence_cost.is_some_and(|s| s < gather_cost),
    }
}

impl VlsSequence {
    pub fn bail_out(&self) -> Option<&BailOut> {
        self.trace.result.as_ref().err()
    }

    /// The cost decision.
    pub fn decision(&self) -> VlsGroupCost {
        decide(
            self.group,
            &self.members,
            self.vls_group.access_type,
            self.gather_cost,
            self.sequence_cost,
            self.bail_out(),
        )
    }
}

impl VfRange {
    /// The VFs of the range (powers of two).
    pub fn vfs(self) -> Vec<u32> {
        std::iter::successors(Some(self.lo.max(1)), |&v| v.checked_mul(2))
            .take_while(|&v| v <= self.hi)
            .collect()
    }
}
