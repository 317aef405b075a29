//! The OptVLS client's queries ([`crate::vls`]): VF candidates and ranges,
//! groups once per range, sequences per group and VF (shuffle table only),
//! and their costs per VF (memory table applied to the sequences).

use std::sync::Arc;

use lanes_db::{Db, LoopId, Options, Target};
use lanes_vls::GroupId;

use super::loop_facts::{dependences, memrefs};
use super::source::{Memos, PlanSource};
use crate::vls::{
    self, Mobility, ShuffleOnly, TargetCosts, VfCandidates, VfRange, VlsGroupCost, VlsGroups,
    VlsMemref, VlsSequence, VlsTrace, client_memrefs, group_memrefs, groupable, sequence_of,
    sequence_with, target_vfs, untraced,
};

/// The loop's OptVLS client memrefs (VF- and target-independent).
#[salsa::tracked(returns(ref), lru = 0)]
pub fn vls_memrefs<'db>(db: &'db dyn Db, lp: LoopId<'db>) -> Arc<Vec<VlsMemref>> {
    Arc::new(client_memrefs(memrefs(db, lp)))
}

/// The user's VF bound, when the options input exists.
fn options_max_vf(db: &dyn Db) -> Option<u32> {
    Options::try_get(db).and_then(|o| o.max_vf(db))
}

/// Candidate VFs: powers of two from 2 up to the target's `max_vf`,
/// `Options.max_vf`, LLVM's maxVF (register bits / smallest element bits),
/// minus those above the dependence analysis' max safe VF (kept in
/// `rejected` with the reason).
#[salsa::tracked(returns(ref))]
pub fn vf_candidates<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> Arc<VfCandidates> {
    Arc::new(vf_candidates_with(&Memos::new(db, lp), target))
}

pub(super) fn vf_candidates_with<'db>(s: &impl PlanSource<'db>, target: Target) -> VfCandidates {
    let (db, lp) = (s.db(), s.lp());
    vls::ranges::vf_candidates(
        target.vector(db),
        options_max_vf(db),
        memrefs(db, lp),
        dependences(db, lp).max_safe_vf,
    )
}

fn mobility(db: &dyn Db, lp: LoopId<'_>) -> Mobility {
    Mobility::new(dependences(db, lp), memrefs(db, lp))
}

/// VFs whose grouping constraints are identical share a range (a dependence
/// of distance 4 that forbids moving a load past a store gives {2,4} and
/// {8..max}). The ranges partition the target's VFs up to `Options.max_vf`.
#[salsa::tracked(returns(ref))]
pub fn vf_ranges<'db>(db: &'db dyn Db, lp: LoopId<'db>, target: Target) -> Arc<Vec<VfRange>> {
    Arc::new(vf_ranges_with(&Memos::new(db, lp), target))
}

pub(super) fn vf_ranges_with<'db>(s: &impl PlanSource<'db>, target: Target) -> Vec<VfRange> {
    let (db, lp) = (s.db(), s.lp());
    let vfs = target_vfs(target.vector(db), options_max_vf(db));
    let mems = vls_memrefs(db, lp);
    vls::ranges::vf_ranges(&vfs, &mobility(db, lp), &groupable(mems))
}

/// The range of `vf`, or `{vf}` alone for a VF outside the target's.
fn range_of<'db>(s: &impl PlanSource<'db>, vf: u32, target: Target) -> VfRange {
    s.vf_ranges(target)
        .iter()
        .copied()
        .find(|r| r.contains(vf))
        .unwrap_or(VfRange { lo: vf, hi: vf })
}

/// OptVLS groups, computed once per range (reads only the target's vector
/// table, not costs).
#[salsa::tracked(returns(ref))]
pub fn vls_groups<'db>(
    db: &'db dyn Db,
    lp: LoopId<'db>,
    range: VfRange,
    target: Target,
) -> Arc<VlsGroups> {
    Arc::new(vls_groups_with(&Memos::new(db, lp), range, target))
}

pub(super) fn vls_groups_with<'db>(
    s: &impl PlanSource<'db>,
    range: VfRange,
    target: Target,
) -> VlsGroups {
    let (db, lp) = (s.db(), s.lp());
    let mems = vls_memrefs(db, lp);
    let moves = mobility(db, lp);
    let vector_length = target.vector(db).register_bits / 8;
    group_memrefs(mems, &moves, range, vector_length)
}

/// The sequence (or bail-out) for one group at one VF, with its trace.
/// Reads only the vector and shuffle tables: the server's merges compare
/// shuffle costs only, so the sequence's shape does not depend on memory
/// costs, which [`vls_costs`] applies afterwards (a gather-cost edit does
/// not re-run this query).
#[salsa::tracked(returns(ref), lru = 0)]
pub fn vls_sequence<'db>(
    db: &'db dyn Db,
    lp: LoopId<'db>,
    group: GroupId,
    vf: u32,
    target: Target,
) -> Arc<VlsTrace> {
    Arc::new(build_sequence(&Memos::new(db, lp), group, vf, target, true))
}

/// [`vls_sequence`] without the trace: what [`vls_costs`] decides with.
#[salsa::tracked(returns(ref), lru = 0)]
pub fn vls_result<'db>(
    db: &'db dyn Db,
    lp: LoopId<'db>,
    group: GroupId,
    vf: u32,
    target: Target,
) -> Arc<VlsTrace> {
    Arc::new(build_sequence(
        &Memos::new(db, lp),
        group,
        vf,
        target,
        false,
    ))
}

/// The group at `vf` and its sequence from the shuffle costs alone, traced
/// or not.
pub(super) fn build_sequence<'db>(
    s: &impl PlanSource<'db>,
    group: GroupId,
    vf: u32,
    target: Target,
    traced: bool,
) -> VlsTrace {
    let db = s.db();
    let range = range_of(s, vf, target);
    let groups = s.vls_groups(range, target);
    let shuffles = ShuffleOnly {
        vector: target.vector(db),
        shuffle: target.shuffle(db),
    };
    if traced {
        return sequence_of(&groups, group, vf, &shuffles, true);
    }
    sequence_with(&groups, group, vf, &shuffles, &|g| {
        let key = VlsGroupKey::new(db, g.clone());
        untraced(group_sequence(db, key, target).clone())
    })
}

/// An OptVLS group as the server reads it: plain data (members' offsets
/// and types, stride, access mask), no loop. Groups equal in content share
/// one [`group_sequence`], whichever loop or file they come from.
#[salsa::interned(debug)]
pub struct VlsGroupKey<'db> {
    #[returns(ref)]
    pub group: lanes_vls::Group,
}

/// The server's sequence (or bail-out) for a group from the shuffle costs
/// alone: built once per distinct group and target, since the merge rounds
/// are most of a report's time and equal groups recur across loops.
#[salsa::tracked(returns(ref))]
pub fn group_sequence<'db>(
    db: &'db dyn Db,
    key: VlsGroupKey<'db>,
    target: Target,
) -> Result<lanes_vls::Sequence, lanes_vls::BailOut> {
    let shuffles = ShuffleOnly {
        vector: target.vector(db),
        shuffle: target.shuffle(db),
    };
    lanes_vls::get_sequence(key.group(db), &shuffles)
}

/// The tables OptVLS prices with.
pub fn target_costs(db: &dyn Db, target: Target) -> TargetCosts<'_> {
    TargetCosts {
        vector: target.vector(db),
        memory: target.memory(db),
        shuffle: target.shuffle(db),
        scalar: target.scalar(db),
    }
}

/// One group at one VF, priced: [`vls_sequence`]'s trace with the memory
/// costs applied.
pub fn vls_sequence_priced(
    db: &dyn Db,
    lp: LoopId<'_>,
    group: GroupId,
    vf: u32,
    target: Target,
) -> VlsSequence {
    vls_sequence(db, lp, group, vf, target).priced(&target_costs(db, target))
}

/// Every group at a VF with its cost decision: what the VPlan cost model
/// consumes.
#[salsa::tracked(returns(ref))]
pub fn vls_costs<'db>(
    db: &'db dyn Db,
    lp: LoopId<'db>,
    vf: u32,
    target: Target,
) -> Arc<Vec<VlsGroupCost>> {
    Arc::new(vls_costs_with(&Memos::new(db, lp), vf, target))
}

pub(super) fn vls_costs_with<'db>(
    s: &impl PlanSource<'db>,
    vf: u32,
    target: Target,
) -> Vec<VlsGroupCost> {
    let range = range_of(s, vf, target);
    let ids = s.vls_groups(range, target).grouping.group_ids();
    let costs = target_costs(s.db(), target);
    ids.map(|g| s.vls_result(g, vf, target).decision(&costs))
        .collect()
}

/// [`super::set_memo_capacity`] for the queries of this module.
pub(super) fn set_memo_capacity(db: &mut dyn lanes_db::Db, n: usize) {
    vls_sequence::set_lru_capacity(db, n);
    vls_result::set_lru_capacity(db, n);
    vls_memrefs::set_lru_capacity(db, n);
}
