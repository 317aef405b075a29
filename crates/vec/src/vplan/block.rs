//! One block of the plan: the recipes of a predication block's
//! instructions, split around replicate regions, with the loop control in
//! the header and the latch and the block's successors.

use std::collections::VecDeque;

use lanes_ir::{BlockId, InstId, Opcode, Operation, Value};
use lanes_target::ScalarKind;

use super::emit::Builder;
use super::{Recipe, RecipeKind, RegionKind, VPBasicBlock, VPBlock, VPRegion};
use crate::legal::{RecurKind, RecurrenceDesc};
use crate::predicate::{BlockPred, BranchKind, MaskOp};
use crate::widening::Decision;

/// The block being built: the blocks and regions closed so far, and the
/// open block's recipes and name (`part` counts the splits).
struct Open {
    out: Vec<VPBlock>,
    cur: Vec<Recipe>,
    cur_name: String,
    part: usize,
}

/// The blocks for predication block `k`: one basic block, split around
/// replicate regions.
pub(super) fn build_block(
    b: &mut Builder,
    k: usize,
    canonical: &str,
    splices: &[(RecurrenceDesc, String)],
) -> Vec<VPBlock> {
    let cx = b.cx;
    let bp = b.w.predication.blocks[k].clone();
    let Some(bid) = cx.func.block_by_name(&bp.block) else {
        return Vec::new();
    };
    let is_header = bid == cx.data().header;
    let is_latch = cx.data().latch() == Some(bid);
    let mut st = Open {
        out: Vec::new(),
        cur: Vec::new(),
        cur_name: bp.block.clone(),
        part: 0,
    };
    if is_header {
        st.cur.push(Recipe::synthetic(
            RecipeKind::CanonicalIv,
            b.text(|| format!("EMIT {canonical} = CANONICAL-INDUCTION")),
            Operation::Inst(Opcode::Phi),
            Some(ScalarKind::I64),
            64,
        ));
    }
    if let Some(m) = bp.mask {
        b.ensure_mask(m, &mut st.cur);
    }
    emit_body(b, &bp, bid, splices, &mut st);
    if is_latch && matches!(bp.branch, BranchKind::Latch | BranchKind::Jump) {
        latch_recipes(b, canonical, &mut st.cur);
    }
    let (successors, cond) = successors(b, &bp, bid);
    st.out.push(VPBlock::Basic(VPBasicBlock {
        name: st.cur_name,
        recipes: st.cur,
        successors,
        cond,
    }));
    st.out
}

/// The recipes of the block's instructions in order. Users of a recurrence
/// phi sink past its previous value, where the splice of the previous and
/// current vectors is available: they are set aside and queued again right
/// after it, so they take the same path as any other instruction (a
/// predicated one gets its replicate region).
fn emit_body(
    b: &mut Builder,
    bp: &BlockPred,
    bid: BlockId,
    splices: &[(RecurrenceDesc, String)],
    st: &mut Open,
) {
    let cx = b.cx;
    let mut queue: VecDeque<InstId> = cx.func.blocks[bid].insts.iter().copied().collect();
    let mut deferred: Vec<(InstId, InstId)> = Vec::new();
    while let Some(i) = queue.pop_front() {
        let name = cx.name(&Value::Inst(i));
        if let Some((r, _)) = splices
            .iter()
            .find(|(r, _)| r.sink.contains(&name) && !b.emitted_prev.contains(&r.previous_inst))
        {
            deferred.push((r.previous_inst, i));
            continue;
        }
        if !splices.iter().any(|(r, _)| r.previous_inst == i) {
            emit_inst(b, bp, i, st);
            continue;
        }
        emit_inst(b, bp, i, st);
        b.emitted_prev.insert(i);
        // Chained recurrences share their latch value: one splice each.
        for (r, vp) in splices.iter().filter(|(r, _)| r.previous_inst == i) {
            let mut splice = Recipe::synthetic(
                RecipeKind::RecurrenceSplice,
                b.text(|| {
                    format!(
                        "EMIT {vp} = first-order splice ir<{}>, ir<{}>",
                        r.name, r.previous
                    )
                }),
                Operation::Inst(Opcode::ShuffleVector),
                Some(r.elem),
                r.elem.bits().max(8),
            );
            splice.inst = Some(r.phi);
            splice.vector_operands = 2;
            splice.feeds_vector = true;
            st.cur.push(splice);
        }
        let prev = i;
        let sunk: Vec<InstId> = deferred
            .iter()
            .filter(|(p, _)| *p == prev)
            .map(|&(_, d)| d)
            .collect();
        deferred.retain(|(p, _)| *p != prev);
        for d in sunk.into_iter().rev() {
            queue.push_front(d);
        }
    }
}

/// The latch's loop control: under tail folding the reductions' selects
/// with the header mask (lanes past the trip count keep the reduction's
/// previous value, as LLVM), then the canonical IV's increment and the
/// branch on its count.
fn latch_recipes(b: &mut Builder, canonical: &str, cur: &mut Vec<Recipe>) {
    let (w, lg) = (b.w, b.lg);
    let header_mask = w
        .predication
        .masks
        .iter()
        .position(|m| matches!(m, MaskOp::HeaderMask { .. }));
    if let Some(hm) = header_mask {
        b.ensure_mask(hm, cur);
        for r in lg.reductions.iter().filter(|r| !r.ordered) {
            let name = b.vp();
            let mut select = Recipe::synthetic(
                RecipeKind::Blend { selects: 1 },
                b.text(|| {
                    format!(
                        "EMIT {name} = select {}, ir<{}>, ir<{}>",
                        b.mask_names[&hm], r.exit, r.name
                    )
                }),
                Operation::Inst(Opcode::Select),
                Some(r.elem),
                r.elem.bits().max(8),
            );
            select.feeds_vector = true;
            cur.push(select);
        }
    }
    // An uncountable early exit (LLVM 22): the vector loop leaves when
    // any lane's exit condition holds, an or-reduction of the mask.
    if let Some(ee) = &lg.early_exit {
        let t = &b.cx.func.insts[ee.exiting];
        if let Some(c) = t.operands.first() {
            let name = b.vp();
            let cond = b.cx.name(c);
            let mut any = Recipe::synthetic(
                RecipeKind::FinalReduce(RecurKind::Or),
                b.text(|| format!("EMIT {name} = any-of ir<{cond}>")),
                Operation::Inst(Opcode::Or),
                Some(ScalarKind::I8),
                8,
            );
            any.vector_operands = 1;
            any.any_of = true;
            cur.push(any);
        }
    }
    // LLVM 22's `handleMaxMinNumReductions`: the vector loop leaves when
    // any lane of a `minnum`/`maxnum` reduction's operand is a NaN.
    let checked: Vec<String> = lg
        .reductions
        .iter()
        .filter(|r| r.nan_check)
        .filter_map(|r| {
            let call = &b.cx.func.insts[r.exit_inst];
            let op = call
                .operands
                .iter()
                .take(2)
                .find(|v| v.as_inst() != Some(r.phi))?;
            Some(b.cx.name(op))
        })
        .collect();
    if !checked.is_empty() {
        let name = b.vp();
        let uno: Vec<String> = checked
            .iter()
            .map(|v| format!("fcmp uno ir<{v}>, ir<{v}>"))
            .collect();
        let mut any = Recipe::synthetic(
            RecipeKind::FinalReduce(RecurKind::Or),
            b.text(|| format!("EMIT {name} = any-of ({})", uno.join(" | "))),
            Operation::Inst(Opcode::Or),
            Some(ScalarKind::I8),
            8,
        );
        any.vector_operands = 1;
        any.any_of = true;
        cur.push(any);
    }
    let inc = b.vp();
    let mut increment = Recipe::synthetic(
        RecipeKind::IvIncrement,
        b.text(|| format!("EMIT {inc} = VF * UF + {canonical}")),
        Operation::Inst(Opcode::Add),
        Some(ScalarKind::I64),
        64,
    );
    increment.inst = kept_latch_update(b);
    cur.push(increment);
    cur.push(Recipe::synthetic(
        RecipeKind::BranchOnCount,
        b.text(|| format!("EMIT branch-on-count {inc}, vp<%0>")),
        Operation::Inst(Opcode::ICmp),
        Some(ScalarKind::I64),
        64,
    ));
}

/// The update of the induction the latch's exit compare reads, when the
/// plan keeps it as a recipe of its own (other instructions read it): the
/// canonical increment then stands for no instruction of the loop, the
/// update being priced where it is (LLVM 22's `precomputeCosts` prices
/// each induction's update and the exit condition once, with the legacy
/// model).
fn kept_latch_update(b: &Builder) -> Option<InstId> {
    let cx = b.cx;
    let f = cx.func;
    let br = f.terminator(cx.data().latch()?)?;
    let cmp = f.insts[br].operands.first()?.as_inst()?;
    if f.insts[cmp].opcode != Opcode::ICmp || !cx.contains_block(f.insts[cmp].block) {
        return None;
    }
    f.insts[cmp]
        .operands
        .iter()
        .filter_map(Value::as_inst)
        .find(|&u| b.lg.inductions.iter().any(|iv| iv.update == u))
        .filter(|&u| b.w.decision(u) != Decision::Skip)
}

/// The block's successors and condition: kept branches keep their
/// targets; linearized control falls through to the next block in order.
fn successors(b: &Builder, bp: &BlockPred, bid: BlockId) -> (Vec<String>, Option<String>) {
    let cx = b.cx;
    let term = cx.func.terminator(bid).map(|t| &cx.func.insts[t]);
    match bp.branch {
        BranchKind::Uniform => {
            let t = term.expect("conditional branch");
            (
                t.blocks
                    .iter()
                    .map(|&s| cx.func.blocks[s].name.to_string())
                    .collect(),
                Some(b.op(&t.operands[0])),
            )
        }
        BranchKind::Latch => (Vec::new(), None),
        BranchKind::InnerLoopExit | BranchKind::InnerLoopDivergentExit => {
            let t = term.expect("conditional branch");
            let c = b.op(&t.operands[0]);
            let c = if bp.branch == BranchKind::InnerLoopDivergentExit {
                format!("{c} (any lane active)")
            } else {
                c
            };
            (Vec::new(), Some(c))
        }
        BranchKind::Linearized => (Vec::new(), None),
        BranchKind::Jump => {
            let t = term.and_then(|t| t.blocks.first().copied());
            let keep = t.is_some_and(|t| {
                let tp = b.w.predication.block(t);
                tp.is_some_and(|tp| {
                    tp.mask == bp.mask
                        && !b
                            .w
                            .predication
                            .blends
                            .iter()
                            .any(|x| cx.func.insts[x.phi].block == t)
                })
            });
            match (keep, t) {
                (true, Some(t)) if t != cx.data().header => {
                    (vec![cx.func.blocks[t].name.to_string()], None)
                }
                _ => (Vec::new(), None),
            }
        }
    }
}

/// One instruction's recipes into the open block: a predicated replicate
/// closes it and opens a replicate region, after which a new block
/// (`part`) continues.
fn emit_inst(b: &mut Builder, bp: &BlockPred, i: InstId, st: &mut Open) {
    match b.w.decision(i) {
        Decision::Replicate { predicated: true } => replicate_region(b, bp, i, st),
        Decision::Replicate { .. } => {
            let rep = replicate_recipe(b, i, false);
            st.cur.push(rep);
        }
        _ => b.recipes_for(i, bp.mask, &mut st.cur),
    }
}

/// `REPLICATE` of instruction `i`.
fn replicate_recipe(b: &Builder, i: InstId, predicated: bool) -> Recipe {
    let inst = &b.cx.func.insts[i];
    let mut rep = b.base_recipe(RecipeKind::Replicate { predicated }, String::new(), i);
    rep.text = b.text(|| {
        if inst.ty.is_void() {
            format!("REPLICATE {}", b.rhs(i))
        } else {
            format!("REPLICATE {} = {}", b.def(i), b.rhs(i))
        }
    });
    rep
}

/// Closes the open block and adds the replicate region of predicated
/// instruction `i` (branch on the mask, the instruction, the phi of its
/// result); the block after it is opened.
fn replicate_region(b: &mut Builder, bp: &BlockPred, i: InstId, st: &mut Open) {
    let inst = &b.cx.func.insts[i];
    let region_name = format!("pred.{}", inst.opcode.keyword());
    let mn = b.mask_name(bp.mask).unwrap_or_else(|| "vp<?>".into());
    let entry = format!("{region_name}.entry");
    let iff = format!("{region_name}.if");
    let cont = format!("{region_name}.continue");
    st.out.push(VPBlock::Basic(VPBasicBlock {
        name: st.cur_name.clone(),
        recipes: std::mem::take(&mut st.cur),
        successors: vec![region_name.clone()],
        cond: None,
    }));
    let rep = replicate_recipe(b, i, true);
    let mut cont_recipes = Vec::new();
    if !inst.ty.is_void() {
        let vp = b.vp();
        let mut phi = b.base_recipe(
            RecipeKind::PredicatedPhi,
            b.text(|| format!("PHI-PREDICATED-INSTRUCTION {vp} = {}", b.def(i))),
            i,
        );
        phi.scalar = None;
        cont_recipes.push(phi);
    }
    let bom_text = b.text(|| format!("BRANCH-ON-MASK {mn}"));
    let mut bom = b.base_recipe(RecipeKind::BranchOnMask, bom_text, i);
    bom.scalar = None;
    b.region_count += 1;
    st.part += 1;
    let next_name = format!("{}.{}", bp.block, st.part - 1);
    st.out.push(VPBlock::Region(VPRegion {
        name: region_name,
        kind: RegionKind::Replicate,
        blocks: vec![
            VPBlock::Basic(VPBasicBlock {
                name: entry,
                recipes: vec![bom],
                successors: vec![iff.clone(), cont.clone()],
                cond: Some(mn),
            }),
            VPBlock::Basic(VPBasicBlock {
                name: iff,
                recipes: vec![rep],
                successors: vec![cont.clone()],
                cond: None,
            }),
            VPBlock::Basic(VPBasicBlock {
                name: cont,
                recipes: cont_recipes,
                successors: Vec::new(),
                cond: None,
            }),
        ],
        successors: vec![next_name.clone()],
    }));
    st.cur_name = next_name;
}
