//! Builds the plan of a VF range from its shared widening decisions: the
//! vector loop region with the candidate's blocks and its inner loops'
//! regions, then the middle block after the loop.

use lanes_db::loops::LoopIdx;
use lanes_ir::{Opcode, Operation};
use lanes_vls::GroupId;
use rustc_hash::{FxHashMap, FxHashSet};

use super::block::build_block;
use super::emit::Builder;
use super::{MemAccess, Recipe, RecipeKind, RegionKind, VPBasicBlock, VPBlock, VPRegion, VPlan};
use crate::cx::LoopCtx;
use crate::legal::{Epilogue, Legality, RecurrenceDesc, users};
use crate::memref::{Memref, MemrefId};
use crate::predicate::BranchKind;
use crate::widening::{Decision, Widening, address_steps_without_wrap};

/// Builds the plan of the VFs `vfs` from their shared decisions. With
/// `texts` false no recipe holds its printed form ([`Recipe::text`]) or
/// its scalar instruction's ([`Recipe::scalar`]): the cost model reads
/// none, and printing every instruction of every plan was most of the
/// time building one.
#[allow(clippy::too_many_arguments)]
pub fn build(
    cx: &LoopCtx,
    lg: &Legality,
    w: &Widening,
    memrefs: &[Memref],
    groups: &[(GroupId, Vec<MemrefId>)],
    vfs: Vec<u32>,
    trip_count_of: &dyn Fn(LoopIdx) -> Option<u64>,
    texts: bool,
) -> VPlan {
    let data = cx.data();
    let mut plan = VPlan {
        header: data.header_name.to_string(),
        vfs,
        outer: lg.outer,
        fold_tail: w.predication.fold_tail,
        ..VPlan::default()
    };
    if !lg.is_plannable() {
        plan.illegal = Some(
            lg.reason()
                .unwrap_or_else(|| "not a loop the vectorizer selects".to_string()),
        );
        return plan;
    }
    let mut b = Builder {
        cx,
        lg,
        w,
        group_of: select_groups(cx, lg, w, memrefs, groups),
        mem_by_inst: memrefs.iter().map(|m| (m.inst, m)).collect(),
        memrefs,
        next_vp: 1,
        mask_names: FxHashMap::default(),
        rename: FxHashMap::default(),
        emitted_groups: FxHashSet::default(),
        emitted_prev: FxHashSet::default(),
        us: users(cx),
        region_count: 0,
        texts,
    };
    let canonical = b.vp();
    // Splices of first-order recurrences replace the phi in its users.
    let mut splices = Vec::new();
    for r in &lg.recurrences {
        let name = b.vp();
        splices.push((r.clone(), name.clone()));
        b.rename.insert(r.phi, name);
    }
    let mut top = loop_blocks(&mut b, &canonical, &splices, trip_count_of);
    link(&mut top, Vec::new());
    let middle = middle_recipes(&mut b);
    let mut blocks = vec![VPBlock::Region(VPRegion {
        name: "vector loop".into(),
        kind: RegionKind::VectorLoop,
        blocks: top,
        successors: Vec::new(),
    })];
    if !middle.is_empty() {
        blocks[0].set_successors(vec!["middle.block".into()]);
        blocks.push(VPBlock::Basic(VPBasicBlock {
            name: "middle.block".into(),
            recipes: middle,
            successors: Vec::new(),
            cond: None,
        }));
    }
    plan.blocks = blocks;
    plan
}

/// The OptVLS groups that replace their members' accesses at this VF:
/// `Memref::id` → (group, members).
fn select_groups(
    cx: &LoopCtx,
    lg: &Legality,
    w: &Widening,
    memrefs: &[Memref],
    groups: &[(GroupId, Vec<MemrefId>)],
) -> FxHashMap<MemrefId, (GroupId, Vec<MemrefId>)> {
    let mut group_of = FxHashMap::default();
    for (g, members) in groups {
        // A group only replaces accesses that are still gathers/scatters at this VF.
        let all_strided = members.iter().all(|&m| {
            m.of(memrefs).is_some_and(|mm| {
                matches!(
                    w.decision(mm.inst),
                    Decision::Load {
                        access: MemAccess::Strided(_) | MemAccess::Gather,
                        ..
                    } | Decision::Store {
                        access: MemAccess::Strided(_) | MemAccess::Gather,
                        ..
                    }
                )
            })
        });
        // A strided load alone is a group with gaps (LLVM's interleave
        // group of one member), loaded whole and shuffled — as LLVM, only
        // unmasked, with a positive stride and a scalar epilogue to run the
        // iterations whose gaps would lie past the end.
        let gapped_load = members.len() == 1
            && !w.predication.fold_tail
            && matches!(
                lg.epilogue,
                Epilogue::Allowed | Epilogue::PredicateHint | Epilogue::PreferPredicate
            )
            && members[0].of(memrefs).is_some_and(|mm| {
                matches!(
                    w.decision(mm.inst),
                    Decision::Load {
                        access: MemAccess::Strided(s),
                        masked: false,
                    } if s > 0
                )
            });
        let no_wrap = group_members_do_not_wrap(cx, memrefs, members);
        if (members.len() > 1 || gapped_load) && all_strided && no_wrap {
            for &m in members {
                group_of.insert(m, (*g, members.clone()));
            }
        }
    }
    group_of
}

/// LLVM's wrap rule for an interleave group (14 and 22 alike,
/// `analyzeInterleaving`,
/// `InvalidateGroupIfMemberMayWrap`): its members' strides were taken
/// under SCEV's no-wrap predicates (`collectConstStrideAccesses` asks
/// `getPtrStride` with `Assume`), so a full group stays whatever its
/// addresses do (a wide access that wrapped would have faulted in the
/// scalar loop too); a group with gaps stays only when the address of
/// its first member, and of its last when the group has one at the
/// factor's last index, steps without wrapping (`getPtrStride` without
/// `Assume`, with `ShouldCheckWrap`).
fn group_members_do_not_wrap(cx: &LoopCtx, memrefs: &[Memref], members: &[MemrefId]) -> bool {
    let ms: Vec<&Memref> = members.iter().filter_map(|&m| m.of(memrefs)).collect();
    let Some(first) = ms.first() else {
        return false;
    };
    let elem = first.elem_size;
    let stride = ms.iter().find_map(|m| m.stride).unwrap_or(0);
    let offset = |m: &Memref| m.form.as_ref().map(|f| f.constant);
    let offsets: Option<Vec<i128>> = ms.iter().map(|m| offset(m)).collect();
    let steps = |m: &Memref| address_steps_without_wrap(cx, m.inst);
    let (Some(offsets), true) = (offsets, elem > 0 && stride % elem == 0 && stride != 0) else {
        return ms.iter().all(|m| steps(m));
    };
    let factor = (stride / elem).unsigned_abs() as usize;
    let lo = offsets.iter().copied().min().unwrap_or(0);
    let index = |o: i128| ((o - lo) / i128::from(elem)) as usize;
    let mut present = vec![false; factor];
    for &o in &offsets {
        if let Some(p) = present.get_mut(index(o)) {
            *p = true;
        }
    }
    if present.iter().all(|&p| p) && ms.len() == factor {
        return true;
    }
    // Index 0 is the lowest address of a forward group, the highest of a
    // reverse one.
    let at = |k: usize| {
        ms.iter().zip(&offsets).find(|&(_, &o)| {
            let i = index(o);
            if stride > 0 {
                i == k
            } else {
                factor - 1 - i == k
            }
        })
    };
    at(0).is_some_and(|(m, _)| steps(m)) && at(factor - 1).is_none_or(|(m, _)| steps(m))
}

/// The vector loop's blocks: the candidate's blocks at the top level, inner
/// loops' blocks in nested regions (contiguous in order).
fn loop_blocks(
    b: &mut Builder,
    canonical: &str,
    splices: &[(RecurrenceDesc, String)],
    trip_count_of: &dyn Fn(LoopIdx) -> Option<u64>,
) -> Vec<VPBlock> {
    let (cx, w) = (b.cx, b.w);
    let preds = &w.predication.blocks;
    let mut top: Vec<VPBlock> = Vec::new();
    let mut k = 0usize;
    while k < preds.len() {
        let bp = &preds[k];
        if bp.in_loop == *cx.data().header_name {
            let blocks = build_block(b, k, canonical, splices);
            top.extend(blocks);
            k += 1;
            continue;
        }
        // An inner loop region: all consecutive blocks of that loop (and its children).
        let inner = bp.in_loop.clone();
        let li = cx
            .forest
            .loops
            .iter()
            .find(|(_, l)| *l.header_name == *inner)
            .map(|(i, _)| i);
        let mut blocks = Vec::new();
        let start = k;
        while k < preds.len()
            && li.is_some_and(|li| {
                let bid = cx.func.block_by_name(&preds[k].block);
                bid.and_then(|x| cx.forest.loop_of(x))
                    .is_some_and(|m| cx.forest.encloses(li, m))
            })
        {
            blocks.extend(build_block(b, k, canonical, splices));
            k += 1;
        }
        if k == start {
            k += 1;
            continue;
        }
        link(&mut blocks, Vec::new());
        let divergent = preds[start..k]
            .iter()
            .any(|p| p.branch == BranchKind::InnerLoopDivergentExit);
        top.push(VPBlock::Region(VPRegion {
            name: inner,
            kind: RegionKind::InnerLoop {
                divergent,
                trip_count: li.and_then(trip_count_of),
            },
            blocks,
            successors: Vec::new(),
        }));
    }
    top
}

/// After the loop: horizontal reductions, recurrence and live-out extracts.
fn middle_recipes(b: &mut Builder) -> Vec<Recipe> {
    let lg = b.lg;
    let mut middle = Vec::new();
    for r in &lg.reductions {
        if r.ordered {
            continue;
        }
        let name = b.vp();
        // A find-IV reduction reduces its lanes by min/max and takes the
        // start where no lane left the sentinel (LLVM 22's
        // `ComputeFindIVResult`).
        let text = b.text(|| match crate::legal::sentinel(r.kind, r.elem.bits()) {
            Some(s) => format!(
                "EMIT {name} = compute-find-iv-result ir<{}>, ir<{s}>, ir<{}> (reduce.{})",
                r.name,
                r.exit,
                r.kind.opcode()
            ),
            None => format!("EMIT {name} = reduce.{} ir<{}>", r.kind.opcode(), r.exit),
        });
        let mut rc = Recipe::synthetic(
            RecipeKind::FinalReduce(r.kind),
            text,
            r.kind.opcode(),
            Some(r.elem),
            r.elem.bits().max(8),
        );
        rc.inst = Some(r.exit_inst);
        rc.vector_operands = 1;
        middle.push(rc);
    }
    let reduced: FxHashSet<&str> = lg
        .reductions
        .iter()
        .flat_map(|r| [r.exit.as_str(), r.name.as_str()])
        .collect();
    for lo in &lg.live_outs {
        if reduced.contains(lo.as_str()) {
            continue;
        }
        let name = b.vp();
        let mut rc = Recipe::synthetic(
            RecipeKind::ExtractLastLane,
            b.text(|| format!("EMIT {name} = extract-last-lane ir<{lo}>")),
            Operation::Inst(Opcode::ExtractElement),
            None,
            64,
        );
        rc.vector_operands = 1;
        middle.push(rc);
    }
    middle
}

/// Chains blocks whose successors were left empty in order; the last one
/// gets `last`.
pub(super) fn link(blocks: &mut [VPBlock], last: Vec<String>) {
    let names: Vec<String> = blocks.iter().map(|b| b.name().to_string()).collect();
    let n = blocks.len();
    for (k, b) in blocks.iter_mut().enumerate() {
        let empty = match b {
            VPBlock::Basic(bb) => bb.successors.is_empty() && bb.cond.is_none(),
            VPBlock::Region(r) => r.successors.is_empty(),
        };
        if !empty {
            continue;
        }
        if k + 1 < n {
            b.set_successors(vec![names[k + 1].clone()]);
        } else {
            b.set_successors(last.clone());
        }
    }
}
