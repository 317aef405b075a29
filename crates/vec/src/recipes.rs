//! VPlan (vplan seed): the widening decision for every instruction of the
//! loop at a VF, and the hierarchical CFG of recipes built from them for a
//! range of VFs that share every decision.
//!
//! The plan is analysis only: recipes describe the vector loop that would
//! be generated (names are the scalar loop's) and the input IR is never
//! changed. Blocks keep their labels; linearized blocks are chained in
//! reverse post-order; predicated scalarized instructions get replicate
//! regions (`<xVFxUF> pred.sdiv`), inner loops of an outer-loop plan get
//! loop regions with their uniform or divergent exit.
//!
//! Decisions never read costs: a strided access is a gather candidate
//! here and a VLS group member when OptVLS groups it; whether the group's
//! shuffle sequence beats the gathers is the cost model's choice.

use std::fmt::Write as _;

use lanes_ir::{Extra, InstId, Opcode, Value};
use lanes_target::ScalarKind;
use rustc_hash::{FxHashMap, FxHashSet};

use crate::cx::{LoopCtx, inst_from_index, inst_index};
use crate::legal::{Legality, RecurKind, intrinsic_base, scalar_kind, users};
use crate::memref::{AccessClass, Memref, access, memref_inst};
use crate::predicate::{BranchKind, MaskOp, MemPred, Predication};
use crate::shapes::Shapes;

/// How a memory access is widened.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize)]
pub enum MemAccess {
    /// One wide access of consecutive elements.
    Consecutive,
    /// Consecutive, descending: a wide access and a reverse permute.
    Reverse,
    /// One scalar access (a broadcast load, a store of the last lane).
    Uniform,
    /// A constant stride: a gather/scatter, or a member of a VLS group.
    Strided(i64),
    /// A gather or scatter.
    Gather,
}

/// What the vector loop does with one scalar instruction at a VF.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize)]
pub enum Decision {
    /// No code: debug intrinsics, the loop's own compare and IV update
    /// (the vector loop's canonical IV replaces them).
    Skip,
    /// A terminator: becomes the plan's control flow.
    Branch,
    /// `vector`: some user needs the whole vector; otherwise scalar steps.
    Induction {
        vector: bool,
    },
    ReductionPhi,
    Recurrence,
    Widen,
    WidenGep,
    WidenCall,
    WidenSelect,
    WidenCast,
    WidenPhi,
    Blend,
    /// One scalar for all lanes (uniform, or only lane 0 is used: the
    /// address of a consecutive access).
    Uniform,
    /// VF scalar copies, under a per-lane branch when `predicated`.
    Replicate {
        predicated: bool,
    },
    Load {
        access: MemAccess,
        masked: bool,
    },
    Store {
        access: MemAccess,
        masked: bool,
    },
}

/// Result of `widening(loop, VF)`: predication plus one decision per
/// instruction. VF-free, so that VFs with equal results share one plan.
#[derive(Clone, PartialEq, Eq, Debug, Default, serde::Serialize)]
pub struct Widening {
    pub predication: Predication,
    /// `(instruction index, decision)` in program order.
    pub decisions: Vec<(u32, Decision)>,
}

impl Widening {
    pub fn decision(&self, i: u32) -> Decision {
        self.decisions
            .iter()
            .find(|d| d.0 == i)
            .map_or(Decision::Skip, |d| d.1)
    }
}

fn is_div(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::SDiv | Opcode::UDiv | Opcode::SRem | Opcode::URem
    )
}

/// LLVM's `mayDivideByZero`: a division needs predication unless its
/// divisor is a non-zero constant (then it is speculated on every lane).
fn may_divide_by_zero(inst: &lanes_ir::InstData) -> bool {
    inst.operands
        .get(1)
        .and_then(|d| d.as_const())
        .and_then(|c| c.as_int())
        .is_none_or(|d| d == 0)
}

/// The instructions that only run the scalar loop's control: the exit
/// compares of the latch and of every exiting block (the vector loop has
/// its own control) and the IV updates used by nothing else, as LLVM's
/// `collectTriviallyDeadInstructions`.
fn loop_control(
    cx: &LoopCtx,
    lg: &Legality,
    us: &FxHashMap<InstId, Vec<InstId>>,
) -> FxHashSet<InstId> {
    let mut out = FxHashSet::default();
    let data = cx.data();
    let mut cmps = Vec::new();
    for b in data.exiting.iter().chain(data.latch().as_ref()) {
        let Some(t) = cx.func.terminator(*b) else {
            continue;
        };
        if let Some(c) = cx.func.insts[t].operands.first().and_then(Value::as_inst) {
            let only_branch = us.get(&c).is_some_and(|u| u.iter().all(|&u| u == t));
            if only_branch && cx.contains_block(cx.func.insts[c].block) {
                out.insert(c);
                cmps.push(c);
            }
        }
    }
    for iv in &lg.inductions {
        let upd = inst_from_index(iv.update);
        let phi = inst_from_index(iv.phi);
        let ok = us.get(&upd).is_none_or(|u| {
            u.iter().all(|&u| {
                u == phi || cmps.contains(&u) || !cx.contains_block(cx.func.insts[u].block)
            })
        });
        if ok {
            out.insert(upd);
        }
    }
    out
}

/// Decides how every instruction of the loop is vectorized at the VF of
/// `sh`.
pub fn decide(
    cx: &LoopCtx,
    lg: &Legality,
    pred: Predication,
    sh: &Shapes,
    refined: &[Memref],
) -> Widening {
    let f = cx.func;
    let us = users(cx);
    let control = loop_control(cx, lg, us);
    let mem_of: FxHashMap<InstId, &Memref> = refined.iter().map(|m| (memref_inst(m), m)).collect();
    let header = cx.data().header;
    let mut dec: FxHashMap<InstId, Decision> = FxHashMap::default();
    let order: Vec<InstId> = cx.insts().collect();
    for &i in &order {
        let inst = &f.insts[i];
        let ix = inst_index(i);
        let masked = pred.block(inst.block).and_then(|b| b.mask).is_some();
        let uniform = sh.shape(&Value::Inst(i)).is_uniform();
        let d = if control.contains(&i) {
            Decision::Skip
        } else if inst.opcode.is_terminator() {
            Decision::Branch
        } else if let Some(m) = mem_of.get(&i) {
            let p = pred.mem(m.id);
            let masked = p == MemPred::Masked;
            let access = match m.class {
                AccessClass::Uniform => MemAccess::Uniform,
                AccessClass::UnitStride => MemAccess::Consecutive,
                AccessClass::ReverseUnitStride => MemAccess::Reverse,
                AccessClass::Strided(s) => MemAccess::Strided(s),
                AccessClass::VariableStrided | AccessClass::Indexed => MemAccess::Gather,
            };
            if access == MemAccess::Uniform && masked {
                Decision::Replicate { predicated: true }
            } else if m.kind.is_write() {
                Decision::Store { access, masked }
            } else {
                Decision::Load { access, masked }
            }
        } else if inst.opcode == Opcode::Phi && inst.block == header {
            if lg.induction(ix).is_some() {
                Decision::Induction { vector: true }
            } else if lg.reduction(ix).is_some() {
                Decision::ReductionPhi
            } else if lg.recurrence(ix).is_some() {
                Decision::Recurrence
            } else if uniform {
                Decision::Uniform
            } else {
                Decision::WidenPhi
            }
        } else if inst.opcode == Opcode::Phi {
            if pred.blend(ix).is_some() {
                Decision::Blend
            } else if uniform {
                Decision::Uniform
            } else {
                Decision::WidenPhi
            }
        } else if inst.opcode == Opcode::Call {
            let name = inst.callee_name().unwrap_or("");
            if lg
                .calls
                .iter()
                .any(|c| c.inst == ix && c.kind == crate::legal::CallKind::Ignored)
            {
                Decision::Skip
            } else if uniform && !masked {
                Decision::Uniform
            } else if intrinsic_base(name).is_some()
                || lg
                    .calls
                    .iter()
                    .any(|c| c.inst == ix && c.kind == crate::legal::CallKind::VectorIntrinsic)
            {
                Decision::WidenCall
            } else {
                Decision::Replicate { predicated: masked }
            }
        } else if masked && is_div(inst.opcode) && may_divide_by_zero(inst) && !uniform {
            Decision::Replicate { predicated: true }
        } else if uniform {
            Decision::Uniform
        } else if inst.opcode == Opcode::GetElementPtr {
            Decision::WidenGep
        } else if inst.opcode == Opcode::Select {
            Decision::WidenSelect
        } else if inst.opcode.is_cast() {
            Decision::WidenCast
        } else {
            Decision::Widen
        };
        dec.insert(i, d);
    }
    // Values whose users only need lane 0 (addresses of consecutive and
    // uniform accesses, other such values, the loop control) stay scalar.
    let lane0_use = |u: InstId, v: InstId, dec: &FxHashMap<InstId, Decision>| -> bool {
        let ui = &f.insts[u];
        if !cx.contains_block(ui.block) {
            return false;
        }
        match dec.get(&u).copied() {
            Some(Decision::Skip) => true,
            Some(Decision::Uniform) => ui.opcode != Opcode::Phi,
            Some(Decision::Induction { .. }) => true,
            Some(Decision::Load { access, .. } | Decision::Store { access, .. })
                if !matches!(access, MemAccess::Gather) =>
            {
                access_ptr(cx, u).is_some_and(|p| p == Value::Inst(v))
                    && !(ui.opcode == Opcode::Store && ui.operands[0] == Value::Inst(v))
            }
            _ => false,
        }
    };
    loop {
        let mut changed = false;
        for &i in order.iter().rev() {
            let d = dec[&i];
            if !matches!(
                d,
                Decision::Widen
                    | Decision::WidenGep
                    | Decision::WidenCast
                    | Decision::Induction { vector: true }
            ) {
                continue;
            }
            let all = us
                .get(&i)
                .map(Vec::as_slice)
                .unwrap_or(&[])
                .iter()
                .filter(|&&u| cx.contains_block(f.insts[u].block))
                .all(|&u| {
                    lane0_use(u, i, &dec)
                        || (matches!(d, Decision::Induction { .. })
                            && dec.get(&u) == Some(&Decision::Skip))
                });
            let has_users = us.get(&i).is_some_and(|u| !u.is_empty());
            if all && has_users {
                let nd = match d {
                    Decision::Induction { .. } => Decision::Induction { vector: false },
                    _ => Decision::Uniform,
                };
                dec.insert(i, nd);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    Widening {
        predication: pred,
        decisions: order.iter().map(|&i| (inst_index(i), dec[&i])).collect(),
    }
}

fn access_ptr(cx: &LoopCtx, i: InstId) -> Option<Value> {
    access(cx, i).map(|(_, p, _, _)| p)
}

/// Whether the address of access `i` provably steps by its stride in every
/// iteration: each extension of a narrower loop-varying integer on the way
/// to it extends arithmetic that cannot wrap (`nuw` under a `zext`, `nsw`
/// under a `sext`, up to and including the induction's update). The affine
/// forms look through extensions as SCEV does under a run-time no-wrap
/// check; a contiguous load of a whole group has no such check (LLVM's
/// `getPtrStride` with `ShouldCheckWrap`), and lanes past a wrap would read
/// the wrong elements.
pub fn address_steps_without_wrap(cx: &LoopCtx, i: InstId) -> bool {
    let Some(ptr) = access_ptr(cx, i) else {
        return false;
    };
    let f = cx.func;
    let mut work = vec![ptr];
    let mut seen = FxHashSet::default();
    while let Some(v) = work.pop() {
        let Some(d) = v.as_inst().filter(|&d| cx.in_loop(&v) && seen.insert(d)) else {
            continue;
        };
        let inst = &f.insts[d];
        match inst.opcode {
            Opcode::ZExt | Opcode::SExt => {
                let signed = inst.opcode == Opcode::SExt;
                if !narrow_no_wrap(cx, &inst.operands[0], signed, &mut FxHashSet::default()) {
                    return false;
                }
            }
            // Pointer and 64-bit index arithmetic of an in-bounds address.
            Opcode::Phi => {}
            Opcode::GetElementPtr => {
                // Narrower indices are sign-extended.
                for idx in &inst.operands[1..] {
                    let narrow = f.value_ty(idx).int_bits().is_some_and(|b| b < 64);
                    if narrow && !narrow_no_wrap(cx, idx, true, &mut FxHashSet::default()) {
                        return false;
                    }
                }
                work.extend(inst.operands.iter().cloned());
            }
            _ => work.extend(inst.operands.iter().cloned()),
        }
    }
    true
}

/// Whether integer `v` of the loop is computed without wrapping in its type.
fn narrow_no_wrap(cx: &LoopCtx, v: &Value, signed: bool, seen: &mut FxHashSet<InstId>) -> bool {
    let Some(d) = v.as_inst().filter(|_| cx.in_loop(v)) else {
        return true;
    };
    if !seen.insert(d) {
        return true;
    }
    let inst = &cx.func.insts[d];
    let flag = if signed {
        lanes_ir::Flags::NSW
    } else {
        lanes_ir::Flags::NUW
    };
    match inst.opcode {
        Opcode::Phi => inst
            .operands
            .iter()
            .all(|o| narrow_no_wrap(cx, o, signed, seen)),
        Opcode::Add | Opcode::Sub | Opcode::Mul | Opcode::Shl => {
            inst.flags.contains(flag)
                && inst
                    .operands
                    .iter()
                    .all(|o| narrow_no_wrap(cx, o, signed, seen))
        }
        _ => false,
    }
}

/// A recipe of the plan.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize)]
pub enum RecipeKind {
    CanonicalIv,
    IvIncrement,
    BranchOnCount,
    WidenInduction {
        vector: bool,
    },
    WidenPointerInduction {
        vector: bool,
    },
    ReductionPhi,
    /// An in-order (strict) reduction step inside the loop; under a mask,
    /// inactive lanes add the identity.
    OrderedReduce {
        kind: RecurKind,
        masked: bool,
    },
    /// The horizontal reduction after the loop.
    FinalReduce(RecurKind),
    RecurrencePhi,
    RecurrenceSplice,
    Widen,
    /// A division or remainder by a non-zero constant: the multiply by a
    /// magic number, shift and fix-up every backend expands it to.
    WidenDivByConst,
    WidenGep,
    WidenCall,
    WidenSelect,
    WidenCast,
    WidenPhi,
    /// One scalar copy (`CLONE`).
    Uniform,
    Replicate {
        predicated: bool,
    },
    Load {
        access: MemAccess,
        masked: bool,
    },
    Store {
        access: MemAccess,
        masked: bool,
    },
    /// An OptVLS group replacing the gathers/scatters of its members.
    VlsGroup {
        masked: bool,
    },
    Blend,
    BranchOnMask,
    PredicatedPhi,
    /// A mask computation.
    Mask,
    /// The last lane of a value used after the loop.
    ExtractLastLane,
}

/// A recipe with what the cost model needs to price it.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize)]
pub struct Recipe {
    pub kind: RecipeKind,
    /// The printed form (`WIDEN ir<%x> = load ir<%p>`); may span lines.
    pub text: String,
    #[serde(skip)]
    pub inst: Option<u32>,
    /// The scalar instruction, as written.
    pub scalar: Option<String>,
    /// Cost-table key (`add`, `fdiv`, `sitofp`, ...).
    pub opcode: String,
    pub elem: Option<ScalarKind>,
    /// Widest lane width the recipe touches, in bits.
    pub bits: u32,
    /// Operands that are vectors (a replicate recipe extracts their lanes).
    pub vector_operands: u32,
    /// A scalarized result used by widened recipes (its lanes are inserted).
    pub feeds_vector: bool,
    /// A store whose stored value is a vector (a scalarized store extracts
    /// its lanes).
    #[serde(skip)]
    pub value_vector: bool,
    /// A VLS group's stride in bytes (its interleave factor times the
    /// element size); 0 otherwise.
    #[serde(skip)]
    pub stride: i64,
    /// VLS group number and its members (`Memref::id`s).
    pub group: Option<u32>,
    pub members: Vec<usize>,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize)]
pub enum RegionKind {
    /// The vector loop (`<x1> vector loop`).
    VectorLoop,
    /// Predicated scalarized instruction, replicated VF times.
    Replicate,
    /// An inner loop of an outer-loop plan.
    InnerLoop {
        divergent: bool,
        trip_count: Option<u64>,
    },
}

#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize)]
pub struct VPBasicBlock {
    pub name: String,
    pub recipes: Vec<Recipe>,
    pub successors: Vec<String>,
    /// Condition of a kept (uniform) branch, or a branch-on-mask.
    pub cond: Option<String>,
}

#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize)]
pub struct VPRegion {
    pub name: String,
    pub kind: RegionKind,
    pub blocks: Vec<VPBlock>,
    pub successors: Vec<String>,
}

#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum VPBlock {
    Basic(VPBasicBlock),
    Region(VPRegion),
}

impl VPBlock {
    pub fn name(&self) -> &str {
        match self {
            VPBlock::Basic(b) => &b.name,
            VPBlock::Region(r) => &r.name,
        }
    }
    fn set_successors(&mut self, s: Vec<String>) {
        match self {
            VPBlock::Basic(b) => b.successors = s,
            VPBlock::Region(r) => r.successors = s,
        }
    }
}

/// A VPlan for a range of VFs.
#[derive(Clone, PartialEq, Eq, Debug, Default, serde::Serialize)]
pub struct VPlan {
    pub header: String,
    pub vfs: Vec<u32>,
    /// Outer-loop plan (inner loops are regions).
    pub outer: bool,
    pub blocks: Vec<VPBlock>,
    /// Why there is no plan (the loop is not legal to vectorize).
    pub illegal: Option<String>,
    /// The tail is folded into the vector loop (no scalar remainder).
    pub fold_tail: bool,
}

/// A recipe with the number of times it runs per vector iteration (inner
/// loop regions run their trip count times), the probability that its
/// block runs at all, and whether it is outside the loop (setup, run once).
pub struct FlatRecipe<'a> {
    pub recipe: &'a Recipe,
    pub weight: u64,
    /// Probability that the block runs in an iteration, in units of
    /// `1 / PROB_ONE`: a kept uniform branch sends half of its block's
    /// probability to each side (LLVM's `getReciprocalPredBlockProb`);
    /// linearized blocks run every iteration.
    pub prob: u64,
    pub once: bool,
}

/// Probability 1 in [`FlatRecipe::prob`] units.
pub const PROB_ONE: u64 = 1 << 16;

impl VPlan {
    /// `Initial VPlan for VF={4,8},UF>=1`.
    pub fn name(&self) -> String {
        let vfs: Vec<String> = self.vfs.iter().map(u32::to_string).collect();
        format!("Initial VPlan for VF={{{}}},UF>=1", vfs.join(","))
    }

    /// Every recipe with its weight and probability.
    pub fn flat(&self) -> Vec<FlatRecipe<'_>> {
        fn walk<'a>(
            bs: &'a [VPBlock],
            w: u64,
            entry: u64,
            once: bool,
            out: &mut Vec<FlatRecipe<'a>>,
        ) {
            // Blocks are in topological order: each passes its probability
            // to its successors among its siblings.
            let mut prob: FxHashMap<&str, u64> = FxHashMap::default();
            if let Some(first) = bs.first() {
                prob.insert(first.name(), entry);
            }
            for b in bs {
                let p = prob.get(b.name()).copied().unwrap_or(entry).min(entry);
                let (succs, split) = match b {
                    VPBlock::Basic(bb) => (
                        &bb.successors,
                        bb.cond.is_some() && bb.successors.len() == 2,
                    ),
                    VPBlock::Region(r) => (&r.successors, false),
                };
                for s in succs {
                    *prob.entry(s.as_str()).or_insert(0) += if split { p / 2 } else { p };
                }
                match b {
                    VPBlock::Basic(bb) => out.extend(bb.recipes.iter().map(|r| FlatRecipe {
                        recipe: r,
                        weight: w,
                        prob: p,
                        once,
                    })),
                    VPBlock::Region(r) => match r.kind {
                        RegionKind::VectorLoop => walk(&r.blocks, w, p, false, out),
                        // Branch-on-mask blocks: the predicated recipes
                        // price their own probability.
                        RegionKind::Replicate => {
                            let n = out.len();
                            walk(&r.blocks, w, p, once, out);
                            for fr in &mut out[n..] {
                                fr.prob = p;
                            }
                        }
                        RegionKind::InnerLoop { trip_count, .. } => {
                            walk(&r.blocks, w * trip_count.unwrap_or(1).max(1), p, once, out)
                        }
                    },
                }
            }
        }
        let mut out = Vec::new();
        walk(&self.blocks, 1, PROB_ONE, true, &mut out);
        out
    }

    /// The LLVM-like text form (`VPlan::print`).
    pub fn print(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "VPlan '{}' {{", self.name());
        if let Some(r) = &self.illegal {
            let _ = writeln!(out, "; not vectorized: {r}");
            out.push_str("}\n");
            return out;
        }
        out.push_str("Live-in vp<%0> = vector-trip-count\n");
        if self.fold_tail {
            out.push_str("Live-in vp<%BTC> = backedge-taken count (tail folded by masking)\n");
        }
        out.push('\n');
        print_blocks(&mut out, &self.blocks, 0);
        out.push_str("}\n");
        out
    }

    /// Graphviz form: one cluster per region, one node per basic block.
    pub fn dot(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "digraph VPlan {{");
        let _ = writeln!(
            out,
            "graph [labelloc=t, fontsize=30; label=\"{}\"]",
            esc(&self.name())
        );
        out.push_str("node [shape=rect, fontname=Courier, fontsize=30]\nedge [fontname=Courier, fontsize=30]\ncompound=true\n");
        let mut edges = Vec::new();
        let mut n = 0usize;
        let mut ids: FxHashMap<String, String> = FxHashMap::default();
        dot_blocks(&mut out, &self.blocks, 1, &mut n, &mut ids, &mut edges);
        for (a, b) in edges {
            if let (Some(x), Some(y)) = (ids.get(&a), ids.get(&b)) {
                let _ = writeln!(out, "  {x} -> {y}");
            }
        }
        out.push_str("}\n");
        out
    }
}

fn esc(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

fn dot_blocks(
    out: &mut String,
    bs: &[VPBlock],
    depth: usize,
    n: &mut usize,
    ids: &mut FxHashMap<String, String>,
    edges: &mut Vec<(String, String)>,
) {
    let pad = "  ".repeat(depth);
    for b in bs {
        match b {
            VPBlock::Basic(bb) => {
                let id = format!("N{n}");
                *n += 1;
                let mut label = format!("{}:\\l", esc(&bb.name));
                for r in &bb.recipes {
                    for line in r.text.lines() {
                        let _ = write!(label, "  {}\\l", esc(line));
                    }
                }
                let _ = writeln!(out, "{pad}{id} [label=\"{label}\"]");
                ids.insert(bb.name.clone(), id);
                for s in &bb.successors {
                    edges.push((bb.name.clone(), s.clone()));
                }
            }
            VPBlock::Region(r) => {
                let _ = writeln!(out, "{pad}subgraph cluster_N{n} {{");
                *n += 1;
                let _ = writeln!(
                    out,
                    "{pad}  fontname=Courier\n{pad}  label=\"{}\"",
                    esc(&region_label(r))
                );
                dot_blocks(out, &r.blocks, depth + 1, n, ids, edges);
                let _ = writeln!(out, "{pad}}}");
                if let Some(first) = r.blocks.first()
                    && !ids.contains_key(&r.name)
                {
                    let id = ids.get(first.name()).cloned().unwrap_or_default();
                    ids.insert(r.name.clone(), id);
                }
                if let Some(last) = r.blocks.last() {
                    for s in &r.successors {
                        edges.push((last.name().to_string(), s.clone()));
                    }
                }
            }
        }
    }
}

fn region_label(r: &VPRegion) -> String {
    match r.kind {
        RegionKind::VectorLoop => format!("<x1> {}", r.name),
        RegionKind::Replicate => format!("<xVFxUF> {}", r.name),
        RegionKind::InnerLoop { divergent, .. } => format!(
            "<x1> inner loop {} ({} exit)",
            r.name,
            if divergent { "divergent" } else { "uniform" }
        ),
    }
}

fn print_successors(out: &mut String, pad: &str, s: &[String]) {
    if s.is_empty() {
        let _ = writeln!(out, "{pad}No successors");
    } else {
        let _ = writeln!(out, "{pad}Successor(s): {}", s.join(", "));
    }
}

fn print_blocks(out: &mut String, bs: &[VPBlock], depth: usize) {
    let pad = "  ".repeat(depth);
    for (k, b) in bs.iter().enumerate() {
        if k > 0 {
            out.push('\n');
        }
        match b {
            VPBlock::Basic(bb) => {
                let _ = writeln!(out, "{pad}{}:", bb.name);
                for r in &bb.recipes {
                    for (j, line) in r.text.lines().enumerate() {
                        let extra = if j > 0 { "  " } else { "" };
                        let _ = writeln!(out, "{pad}  {extra}{line}");
                    }
                }
                print_successors(out, &pad, &bb.successors);
                if let Some(c) = &bb.cond {
                    let _ = writeln!(out, "{pad}CondBit: {c}");
                }
            }
            VPBlock::Region(r) => {
                let _ = writeln!(out, "{pad}{}: {{", region_label(r));
                print_blocks(out, &r.blocks, depth + 1);
                let _ = writeln!(out, "{pad}}}");
                print_successors(out, &pad, &r.successors);
            }
        }
    }
}

/// Plan construction state.
struct Builder<'a> {
    cx: &'a LoopCtx<'a>,
    lg: &'a Legality,
    w: &'a Widening,
    /// `Memref::id` → (group, members, first member) for grouped accesses.
    group_of: FxHashMap<usize, (u32, Vec<usize>)>,
    mem_by_inst: FxHashMap<u32, &'a Memref>,
    memrefs: &'a [Memref],
    next_vp: usize,
    /// Names of emitted masks (`vp<%3>`, or `ir<%c>` for a branch condition).
    mask_names: FxHashMap<usize, String>,
    /// Operand renames (first-order recurrence phis → their splice).
    rename: FxHashMap<u32, String>,
    emitted_groups: FxHashSet<u32>,
    /// Previous values of recurrences already emitted.
    emitted_prev: FxHashSet<u32>,
    us: &'a FxHashMap<InstId, Vec<InstId>>,
    region_count: usize,
}

impl Builder<'_> {
    fn vp(&mut self) -> String {
        let s = format!("vp<%{}>", self.next_vp);
        self.next_vp += 1;
        s
    }

    fn op(&self, v: &Value) -> String {
        if let Some(i) = v.as_inst()
            && let Some(r) = self.rename.get(&inst_index(i))
        {
            return r.clone();
        }
        format!("ir<{}>", self.cx.name(v))
    }

    fn mask_name(&self, m: Option<usize>) -> Option<String> {
        m.map(|m| {
            self.mask_names
                .get(&m)
                .cloned()
                .unwrap_or_else(|| "vp<?>".into())
        })
    }

    /// Emits the recipes computing mask `m` (and its operands) into `out`.
    fn ensure_mask(&mut self, m: usize, out: &mut Vec<Recipe>) {
        if self.mask_names.contains_key(&m) {
            return;
        }
        let op = self.w.predication.masks[m].clone();
        let (text_rhs, opcode) = match &op {
            MaskOp::Cond { value, .. } => {
                self.mask_names.insert(m, format!("ir<{value}>"));
                return;
            }
            MaskOp::Not(a) => {
                self.ensure_mask(*a, out);
                (format!("not {}", self.mask_names[a]), "xor")
            }
            MaskOp::And(a, b) => {
                self.ensure_mask(*a, out);
                self.ensure_mask(*b, out);
                (
                    format!(
                        "select {}, {}, ir<false>",
                        self.mask_names[a], self.mask_names[b]
                    ),
                    "and",
                )
            }
            MaskOp::Or(a, b) => {
                self.ensure_mask(*a, out);
                self.ensure_mask(*b, out);
                (
                    format!("or {}, {}", self.mask_names[a], self.mask_names[b]),
                    "or",
                )
            }
            MaskOp::LoopActive { header } => (format!("loop-active-lanes {header}"), "and"),
            // LLVM 14: `icmp ule` of the widened IV with the backedge-taken count.
            MaskOp::HeaderMask { iv, inst } if *inst != u32::MAX => {
                (format!("icmp ule ir<{iv}>, vp<%BTC>"), "icmp")
            }
            MaskOp::HeaderMask { iv, .. } => (format!("icmp ule {iv}, vp<%BTC>"), "icmp"),
        };
        // The header mask compares IV-wide lanes; other masks are i1 logic.
        let (elem, bits) = match &op {
            MaskOp::HeaderMask { inst, .. } => {
                // The canonical IV has the widest integer induction type
                // (LLVM's `WidestIndTy`), `i64` without one.
                let widest = || {
                    self.lg
                        .inductions
                        .iter()
                        .filter(|iv| !iv.pointer && !iv.kind.is_float())
                        .map(|iv| iv.kind)
                        .max_by_key(|k| k.bits())
                };
                let k = (*inst != u32::MAX)
                    .then(|| scalar_kind(self.cx.func.insts[crate::cx::inst_from_index(*inst)].ty))
                    .flatten()
                    .or_else(widest)
                    .unwrap_or(ScalarKind::I64);
                (k, k.bits().max(8))
            }
            _ => (ScalarKind::I1, 8),
        };
        // The compared IV is already a vector when its recipe widens it.
        let widened_iv = match &op {
            MaskOp::HeaderMask { inst, .. } if *inst != u32::MAX => {
                matches!(self.w.decision(*inst), Decision::Induction { vector: true })
            }
            _ => false,
        };
        let name = self.vp();
        self.mask_names.insert(m, name.clone());
        out.push(Recipe {
            kind: RecipeKind::Mask,
            text: format!("EMIT {name} = {text_rhs}"),
            inst: None,
            scalar: None,
            opcode: opcode.into(),
            elem: Some(elem),
            bits,
            vector_operands: u32::from(widened_iv),
            feeds_vector: false,
            value_vector: false,
            stride: 0,
            group: None,
            members: Vec::new(),
        });
    }

    fn base_recipe(&self, kind: RecipeKind, text: String, i: InstId) -> Recipe {
        let cx = self.cx;
        let inst = &cx.func.insts[i];
        let kind = if kind == RecipeKind::Widen && is_div(inst.opcode) && !may_divide_by_zero(inst)
        {
            RecipeKind::WidenDivByConst
        } else {
            kind
        };
        let (opcode, elem, bits) = cost_key(cx, i);
        // An operand computed in the loop as a vector (not one scalar, not
        // per-lane scalars): a scalarized user extracts its lanes (LLVM's
        // `needsExtract`).
        let is_vector = |v: &Value| {
            v.as_inst().is_some_and(|d| {
                cx.contains_block(cx.func.insts[d].block)
                    && !matches!(
                        self.w.decision(inst_index(d)),
                        Decision::Uniform
                            | Decision::Skip
                            | Decision::Induction { vector: false }
                            | Decision::Replicate { .. }
                    )
            })
        };
        let vector_operands = inst.operands.iter().filter(|v| is_vector(v)).count() as u32;
        let value_vector =
            inst.opcode == Opcode::Store && inst.operands.first().is_some_and(is_vector);
        let feeds_vector = self.us.get(&i).is_some_and(|us| {
            us.iter().any(|&u| {
                cx.contains_block(cx.func.insts[u].block)
                    && !matches!(
                        self.w.decision(inst_index(u)),
                        Decision::Uniform
                            | Decision::Skip
                            | Decision::Replicate { .. }
                            | Decision::Branch
                    )
            })
        });
        let _ = inst;
        Recipe {
            kind,
            text,
            inst: Some(inst_index(i)),
            scalar: Some(crate::legal::inst_text(cx, i)),
            opcode,
            elem,
            bits,
            vector_operands,
            feeds_vector,
            value_vector,
            stride: 0,
            group: None,
            members: Vec::new(),
        }
    }

    /// `add ir<%a>, ir<%b>` / `getelementptr ir<%a>, ir<%i>` / `sext ir<%x> to i32`.
    fn rhs(&self, i: InstId) -> String {
        let cx = self.cx;
        let inst = &cx.func.insts[i];
        let mut s = inst.opcode.keyword().to_string();
        if let Some(p) = inst.predicate() {
            s.push(' ');
            s.push_str(p.keyword());
        }
        if inst.opcode == Opcode::Call {
            let callee = inst.callee_name().unwrap_or("?");
            let args: Vec<String> = inst.call_args().iter().map(|a| self.op(a)).collect();
            return format!("call @{callee}({})", args.join(", "));
        }
        let ops: Vec<String> = inst.operands.iter().map(|v| self.op(v)).collect();
        if !ops.is_empty() {
            s.push(' ');
            s.push_str(&ops.join(", "));
        }
        if inst.opcode.is_cast() {
            let _ = write!(s, " to {}", inst.ty);
        }
        s
    }

    fn def(&self, i: InstId) -> String {
        self.op(&Value::Inst(i))
    }

    fn recipes_for(&mut self, i: InstId, mask: Option<usize>, cur: &mut Vec<Recipe>) {
        let cx = self.cx;
        let ix = inst_index(i);
        let d = self.w.decision(ix);
        let inst = &cx.func.insts[i];
        let mname = self.mask_name(mask);
        let with_mask = |s: String, masked: bool| match (&mname, masked) {
            (Some(m), true) => format!("{s}, {m}"),
            _ => s,
        };
        let r = match d {
            Decision::Skip | Decision::Branch => return,
            Decision::Induction { vector } => {
                let iv = self.lg.induction(ix).cloned();
                let start = iv.as_ref().map_or("?".into(), |iv| iv.start.clone());
                let next = iv.as_ref().map_or("?".into(), |iv| {
                    cx.name(&Value::Inst(inst_from_index(iv.update)))
                });
                if iv.as_ref().is_some_and(|iv| iv.pointer) {
                    let step = iv
                        .as_ref()
                        .and_then(|iv| iv.step)
                        .map_or("?".into(), |s| s.to_string());
                    let t = format!(
                        "EMIT {} = WIDEN-POINTER-INDUCTION ir<{start}>, {step}",
                        self.def(i)
                    );
                    self.base_recipe(RecipeKind::WidenPointerInduction { vector }, t, i)
                } else {
                    let t = format!(
                        "WIDEN-INDUCTION {} = phi {start}, {next}",
                        cx.name(&Value::Inst(i))
                    );
                    self.base_recipe(RecipeKind::WidenInduction { vector }, t, i)
                }
            }
            Decision::ReductionPhi => {
                let t = format!(
                    "WIDEN-REDUCTION-PHI {} = phi {}",
                    self.def(i),
                    self.phi_ops(i)
                );
                self.base_recipe(RecipeKind::ReductionPhi, t, i)
            }
            Decision::Recurrence => {
                let t = format!(
                    "FIRST-ORDER-RECURRENCE-PHI ir<{}> = phi {}",
                    cx.name(&Value::Inst(i)),
                    self.phi_ops(i)
                );
                self.base_recipe(RecipeKind::RecurrencePhi, t, i)
            }
            Decision::Widen => {
                // An ordered (strict) reduction step is an in-loop REDUCE.
                if let Some(rd) = self
                    .lg
                    .reductions
                    .iter()
                    .find(|r| r.ordered && r.chain.contains(&ix))
                {
                    let phi = Value::Inst(inst_from_index(rd.phi));
                    let other = inst
                        .operands
                        .iter()
                        .find(|v| **v != phi)
                        .map_or("?".into(), |v| self.op(v));
                    let t = format!(
                        "REDUCE {} = {} + reduce.{} ({})",
                        self.def(i),
                        self.op(&phi),
                        rd.kind.opcode(),
                        with_mask(other, true)
                    );
                    let kind = RecipeKind::OrderedReduce {
                        kind: rd.kind,
                        masked: mname.is_some(),
                    };
                    self.base_recipe(kind, t, i)
                } else {
                    let t = format!("WIDEN {} = {}", self.def(i), self.rhs(i));
                    self.base_recipe(RecipeKind::Widen, t, i)
                }
            }
            Decision::WidenGep => {
                let iv = |v: &Value| {
                    if v.as_inst()
                        .is_some_and(|d| cx.contains_block(cx.func.insts[d].block))
                    {
                        "Var"
                    } else {
                        "Inv"
                    }
                };
                let idx: String = inst.operands[1..]
                    .iter()
                    .map(&iv)
                    .collect::<Vec<_>>()
                    .join(",");
                let t = format!(
                    "WIDEN-GEP {}[{}] {} = {}",
                    iv(&inst.operands[0]),
                    idx,
                    self.def(i),
                    self.rhs(i)
                );
                self.base_recipe(RecipeKind::WidenGep, t, i)
            }
            Decision::WidenCall => {
                let t = format!("WIDEN-CALL {} = {}", self.def(i), self.rhs(i));
                self.base_recipe(RecipeKind::WidenCall, t, i)
            }
            Decision::WidenSelect => {
                let t = format!("WIDEN-SELECT {} = {}", self.def(i), self.rhs(i));
                self.base_recipe(RecipeKind::WidenSelect, t, i)
            }
            Decision::WidenCast => {
                let t = format!("WIDEN-CAST {} = {}", self.def(i), self.rhs(i));
                self.base_recipe(RecipeKind::WidenCast, t, i)
            }
            Decision::WidenPhi => {
                let t = format!("WIDEN-PHI {} = phi {}", self.def(i), self.phi_ops(i));
                self.base_recipe(RecipeKind::WidenPhi, t, i)
            }
            Decision::Blend => {
                let b = self.w.predication.blend(ix).cloned();
                let mut t = format!("BLEND {} =", cx.name(&Value::Inst(i)));
                let mut extra = Vec::new();
                if let Some(b) = &b {
                    for (k, (v, m)) in b.incoming.iter().enumerate() {
                        let val = inst
                            .operands
                            .get(k)
                            .map_or(format!("ir<{v}>"), |x| self.op(x));
                        if let Some(m) = m {
                            self.ensure_mask(*m, &mut extra);
                        }
                        match self.mask_name(*m) {
                            Some(mn) => {
                                let _ = write!(t, " {val}/{mn}");
                            }
                            None => {
                                let _ = write!(t, " {val}");
                            }
                        }
                    }
                }
                cur.extend(extra);
                self.base_recipe(RecipeKind::Blend, t, i)
            }
            Decision::Uniform => {
                let t = if inst.ty.is_void() {
                    format!("CLONE {}", self.rhs(i))
                } else {
                    format!("CLONE {} = {}", self.def(i), self.rhs(i))
                };
                self.base_recipe(RecipeKind::Uniform, t, i)
            }
            Decision::Replicate { .. } => unreachable!("replicate regions are built by the caller"),
            Decision::Load { access, masked } | Decision::Store { access, masked } => {
                let is_store = matches!(d, Decision::Store { .. });
                let m = self.mem_by_inst.get(&ix).copied();
                if let Some(m) = m
                    && let Some((g, members)) = self.group_of.get(&m.id).cloned()
                {
                    if !self.emitted_groups.insert(g) {
                        return;
                    }
                    let mut t = format!(
                        "VLS-GROUP #{g} with {} at {}{}",
                        match members.len() {
                            1 => "1 member".to_string(),
                            n => format!("{n} members"),
                        },
                        self.op(&access_ptr(cx, i).unwrap_or(Value::Arg(0))),
                        match access {
                            MemAccess::Strided(s) => format!(", stride {s} bytes"),
                            _ => String::new(),
                        }
                    );
                    if masked && let Some(mn) = &mname {
                        let _ = write!(t, ", mask {mn}");
                    }
                    let base = members
                        .first()
                        .and_then(|&f| self.memrefs.get(f))
                        .and_then(|f| offset_of(cx, f));
                    for &mid in &members {
                        let Some(mm) = self.memrefs.get(mid) else {
                            continue;
                        };
                        let mi = memref_inst(mm);
                        let off = offset_of(cx, mm)
                            .zip(base)
                            .map_or("?".into(), |(a, b)| (a - b).to_string());
                        if mm.kind.is_write() {
                            let v = self.op(&cx.func.insts[mi].operands[0]);
                            let _ = write!(t, "\n  store {v} to offset {off}");
                        } else {
                            let _ = write!(t, "\n  {} = load from offset {off}", self.def(mi));
                        }
                    }
                    let mut r = self.base_recipe(RecipeKind::VlsGroup { masked }, t, i);
                    r.group = Some(g);
                    r.members = members;
                    if let MemAccess::Strided(s) = access {
                        r.stride = s;
                    }
                    r
                } else {
                    let ptr = access_ptr(cx, i).map_or("?".into(), |p| self.op(&p));
                    let kind = if is_store {
                        RecipeKind::Store { access, masked }
                    } else {
                        RecipeKind::Load { access, masked }
                    };
                    let suffix = match access {
                        MemAccess::Reverse => " (reverse)",
                        MemAccess::Strided(_) | MemAccess::Gather => {
                            if is_store {
                                " (scatter)"
                            } else {
                                " (gather)"
                            }
                        }
                        _ => "",
                    };
                    let t = if access == MemAccess::Uniform {
                        if is_store {
                            format!("CLONE store {}, {ptr}", self.op(&inst.operands[0]))
                        } else {
                            format!("CLONE {} = load {ptr}", self.def(i))
                        }
                    } else if is_store {
                        with_mask(
                            format!("WIDEN store {ptr}, {}", self.op(&inst.operands[0])),
                            masked,
                        ) + suffix
                    } else {
                        with_mask(format!("WIDEN {} = load {ptr}", self.def(i)), masked) + suffix
                    };
                    self.base_recipe(kind, t, i)
                }
            }
        };
        cur.push(r);
    }

    fn phi_ops(&self, i: InstId) -> String {
        let inst = &self.cx.func.insts[i];
        inst.operands
            .iter()
            .map(|v| self.op(v))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// Constant part of a memref's address (for VLS member offsets).
fn offset_of(cx: &LoopCtx, m: &Memref) -> Option<i128> {
    let p = access_ptr(cx, memref_inst(m))?;
    let f = cx.aff.form_with(&p, cx.tl)?;
    Some(f.constant)
}

/// The cost-table key of an instruction: opcode, element kind, widest bits.
pub fn cost_key(cx: &LoopCtx, i: InstId) -> (String, Option<ScalarKind>, u32) {
    let inst = &cx.func.insts[i];
    let f = cx.func;
    let ty = match inst.opcode {
        Opcode::Store => f.value_ty(&inst.operands[0]),
        Opcode::ICmp | Opcode::FCmp => f.value_ty(&inst.operands[0]),
        _ => inst.ty,
    };
    let elem = scalar_kind(ty);
    let mut bits = elem.map_or(64, |k| k.bits().max(8));
    if inst.opcode.is_cast()
        && let Some(k) = inst
            .operands
            .first()
            .and_then(|v| scalar_kind(f.value_ty(v)))
    {
        bits = bits.max(k.bits().max(8));
    }
    if matches!(inst.opcode, Opcode::Select) {
        bits = bits.max(8);
    }
    let opcode = match inst.opcode {
        Opcode::Call => {
            let name = inst.callee_name();
            name.and_then(intrinsic_base)
                .or_else(|| name.and_then(crate::legal::libcall_intrinsic))
                .map_or("call".to_string(), |b| match b {
                    "fmuladd" => "fma".to_string(),
                    "minimum" => "minnum".to_string(),
                    "maximum" => "maxnum".to_string(),
                    b => b.to_string(),
                })
        }
        op => op.keyword().to_string(),
    };
    let _ = Extra::None;
    (opcode, elem, bits)
}

/// Builds the plan of the VFs `vfs` from their shared decisions.
pub fn build(
    cx: &LoopCtx,
    lg: &Legality,
    w: &Widening,
    memrefs: &[Memref],
    groups: &[(u32, Vec<usize>)],
    vfs: Vec<u32>,
    trip_count_of: &dyn Fn(lanes_db::loops::LoopIdx) -> Option<u64>,
) -> VPlan {
    let data = cx.data();
    let mut plan = VPlan {
        header: data.header_name.to_string(),
        vfs,
        outer: lg.outer,
        fold_tail: w.predication.fold_tail,
        ..VPlan::default()
    };
    if !lg.is_legal() {
        plan.illegal = Some(
            lg.reason()
                .unwrap_or_else(|| "not a loop the vectorizer selects".to_string()),
        );
        return plan;
    }
    let mut group_of = FxHashMap::default();
    for (g, members) in groups {
        // A group only replaces accesses that are still gathers/scatters at this VF.
        let all_strided = members.iter().all(|&m| {
            memrefs.get(m).is_some_and(|mm| {
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
                crate::legal::Epilogue::Allowed | crate::legal::Epilogue::PredicateHint
            )
            && memrefs.get(members[0]).is_some_and(|mm| {
                matches!(
                    w.decision(mm.inst),
                    Decision::Load {
                        access: MemAccess::Strided(s),
                        masked: false,
                    } if s > 0
                )
            });
        let no_wrap = members.iter().all(|&m| {
            memrefs
                .get(m)
                .is_some_and(|mm| address_steps_without_wrap(cx, inst_from_index(mm.inst)))
        });
        if (members.len() > 1 || gapped_load) && all_strided && no_wrap {
            for &m in members {
                group_of.insert(m, (*g, members.clone()));
            }
        }
    }
    let mut b = Builder {
        cx,
        lg,
        w,
        group_of,
        mem_by_inst: memrefs.iter().map(|m| (m.inst, m)).collect(),
        memrefs,
        next_vp: 1,
        mask_names: FxHashMap::default(),
        rename: FxHashMap::default(),
        emitted_groups: FxHashSet::default(),
        emitted_prev: FxHashSet::default(),
        us: users(cx),
        region_count: 0,
    };
    let canonical = b.vp();
    // Splices of first-order recurrences replace the phi in its users.
    let mut splices = Vec::new();
    for r in &lg.recurrences {
        let name = b.vp();
        splices.push((r.clone(), name.clone()));
        b.rename.insert(r.phi, name);
    }
    let preds = &w.predication.blocks;
    // Group blocks by the loop they belong to: the candidate's blocks at the
    // top level, inner loops' blocks in nested regions (contiguous in order).
    let mut top: Vec<VPBlock> = Vec::new();
    let mut k = 0usize;
    while k < preds.len() {
        let bp = &preds[k];
        if bp.in_loop == *data.header_name {
            let blocks = build_block(&mut b, k, &canonical, &splices);
            top.extend(blocks);
            k += 1;
        } else {
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
                blocks.extend(build_block(&mut b, k, &canonical, &splices));
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
    }
    link(&mut top, Vec::new());
    // After the loop: horizontal reductions, recurrence and live-out extracts.
    let mut middle = Vec::new();
    for r in &lg.reductions {
        if r.ordered {
            continue;
        }
        let name = b.vp();
        middle.push(Recipe {
            kind: RecipeKind::FinalReduce(r.kind),
            text: format!("EMIT {name} = reduce.{} ir<{}>", r.kind.opcode(), r.exit),
            inst: Some(r.exit_inst),
            scalar: None,
            opcode: r.kind.opcode().to_string(),
            elem: Some(r.elem),
            bits: r.elem.bits().max(8),
            vector_operands: 1,
            feeds_vector: false,
            value_vector: false,
            stride: 0,
            group: None,
            members: Vec::new(),
        });
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
        middle.push(Recipe {
            kind: RecipeKind::ExtractLastLane,
            text: format!("EMIT {name} = extract-last-lane ir<{lo}>"),
            inst: None,
            scalar: None,
            opcode: "extractelement".into(),
            elem: None,
            bits: 64,
            vector_operands: 1,
            feeds_vector: false,
            value_vector: false,
            stride: 0,
            group: None,
            members: Vec::new(),
        });
    }
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

/// Chains blocks whose successors were left empty in order; the last one
/// gets `last`.
fn link(blocks: &mut [VPBlock], last: Vec<String>) {
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

/// One instruction's recipes into the block being built: a predicated
/// replicate closes `cur` as block `cur_name` and opens a replicate region,
/// after which a new block (`part`) continues.
fn emit_inst(
    b: &mut Builder,
    bp: &crate::predicate::BlockPred,
    i: InstId,
    out: &mut Vec<VPBlock>,
    cur: &mut Vec<Recipe>,
    cur_name: &mut String,
    part: &mut usize,
) {
    let inst = &b.cx.func.insts[i];
    match b.w.decision(inst_index(i)) {
        Decision::Replicate { predicated: true } => {
            // Close the current block, open a replicate region.
            let region_name = format!("pred.{}", inst.opcode.keyword());
            let mn = b.mask_name(bp.mask).unwrap_or_else(|| "vp<?>".into());
            let entry = format!("{region_name}.entry");
            let iff = format!("{region_name}.if");
            let cont = format!("{region_name}.continue");
            out.push(VPBlock::Basic(VPBasicBlock {
                name: cur_name.clone(),
                recipes: std::mem::take(cur),
                successors: vec![region_name.clone()],
                cond: None,
            }));
            let mut rep =
                b.base_recipe(RecipeKind::Replicate { predicated: true }, String::new(), i);
            rep.text = if inst.ty.is_void() {
                format!("REPLICATE {}", b.rhs(i))
            } else {
                format!("REPLICATE {} = {}", b.def(i), b.rhs(i))
            };
            let mut cont_recipes = Vec::new();
            if !inst.ty.is_void() {
                let vp = b.vp();
                let mut phi = b.base_recipe(
                    RecipeKind::PredicatedPhi,
                    format!("PHI-PREDICATED-INSTRUCTION {vp} = {}", b.def(i)),
                    i,
                );
                phi.scalar = None;
                cont_recipes.push(phi);
            }
            let mut bom =
                b.base_recipe(RecipeKind::BranchOnMask, format!("BRANCH-ON-MASK {mn}"), i);
            bom.scalar = None;
            b.region_count += 1;
            *part += 1;
            let next_name = format!("{}.{}", bp.block, *part - 1);
            out.push(VPBlock::Region(VPRegion {
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
            *cur_name = next_name;
        }
        Decision::Replicate { .. } => {
            let mut rep = b.base_recipe(
                RecipeKind::Replicate { predicated: false },
                String::new(),
                i,
            );
            rep.text = if inst.ty.is_void() {
                format!("REPLICATE {}", b.rhs(i))
            } else {
                format!("REPLICATE {} = {}", b.def(i), b.rhs(i))
            };
            cur.push(rep);
        }
        _ => b.recipes_for(i, bp.mask, cur),
    }
}

/// The blocks for predication block `k`: one basic block, split around
/// replicate regions.
fn build_block(
    b: &mut Builder,
    k: usize,
    canonical: &str,
    splices: &[(crate::legal::RecurrenceDesc, String)],
) -> Vec<VPBlock> {
    let cx = b.cx;
    let bp = b.w.predication.blocks[k].clone();
    let Some(bid) = cx.func.block_by_name(&bp.block) else {
        return Vec::new();
    };
    let is_header = bid == cx.data().header;
    let is_latch = cx.data().latch() == Some(bid);
    let mut out: Vec<VPBlock> = Vec::new();
    let mut cur: Vec<Recipe> = Vec::new();
    let mut cur_name = bp.block.clone();
    let mut part = 0usize;
    if is_header {
        cur.push(Recipe {
            kind: RecipeKind::CanonicalIv,
            text: format!("EMIT {canonical} = CANONICAL-INDUCTION"),
            inst: None,
            scalar: None,
            opcode: "phi".into(),
            elem: Some(ScalarKind::I64),
            bits: 64,
            vector_operands: 0,
            feeds_vector: false,
            value_vector: false,
            stride: 0,
            group: None,
            members: Vec::new(),
        });
    }
    if let Some(m) = bp.mask {
        b.ensure_mask(m, &mut cur);
    }
    let mut queue: std::collections::VecDeque<InstId> =
        cx.func.blocks[bid].insts.iter().copied().collect();
    // Users of a recurrence phi sink past its previous value, where the
    // splice of the previous and current vectors is available: they are
    // set aside and queued again right after it, so they take the same path
    // as any other instruction (a predicated one gets its replicate region).
    let mut deferred: Vec<(u32, InstId)> = Vec::new();
    while let Some(i) = queue.pop_front() {
        let name = cx.name(&Value::Inst(i));
        if let Some((r, _)) = splices
            .iter()
            .find(|(r, _)| r.sink.contains(&name) && !b.emitted_prev.contains(&r.previous_inst))
        {
            deferred.push((r.previous_inst, i));
            continue;
        }
        if let Some((r, vp)) = splices
            .iter()
            .find(|(r, _)| r.previous_inst == inst_index(i))
        {
            emit_inst(b, &bp, i, &mut out, &mut cur, &mut cur_name, &mut part);
            b.emitted_prev.insert(r.previous_inst);
            cur.push(Recipe {
                kind: RecipeKind::RecurrenceSplice,
                text: format!(
                    "EMIT {vp} = first-order splice ir<{}>, ir<{}>",
                    r.name, r.previous
                ),
                inst: Some(r.phi),
                scalar: None,
                opcode: "shufflevector".into(),
                elem: Some(r.elem),
                bits: r.elem.bits().max(8),
                vector_operands: 2,
                feeds_vector: true,
                value_vector: false,
                stride: 0,
                group: None,
                members: Vec::new(),
            });
            let prev = r.previous_inst;
            let sunk: Vec<InstId> = deferred
                .iter()
                .filter(|(p, _)| *p == prev)
                .map(|&(_, d)| d)
                .collect();
            deferred.retain(|(p, _)| *p != prev);
            for d in sunk.into_iter().rev() {
                queue.push_front(d);
            }
            continue;
        }
        emit_inst(b, &bp, i, &mut out, &mut cur, &mut cur_name, &mut part);
    }
    if is_latch && matches!(bp.branch, BranchKind::Latch | BranchKind::Jump) {
        // Tail folding: lanes past the trip count keep the reduction's
        // previous value (LLVM selects with the header mask).
        let header_mask =
            b.w.predication
                .masks
                .iter()
                .position(|m| matches!(m, MaskOp::HeaderMask { .. }));
        if let Some(hm) = header_mask {
            b.ensure_mask(hm, &mut cur);
            for r in b.lg.reductions.iter().filter(|r| !r.ordered) {
                let name = b.vp();
                cur.push(Recipe {
                    kind: RecipeKind::Blend,
                    text: format!(
                        "EMIT {name} = select {}, ir<{}>, ir<{}>",
                        b.mask_names[&hm], r.exit, r.name
                    ),
                    inst: None,
                    scalar: None,
                    opcode: "select".into(),
                    elem: Some(r.elem),
                    bits: r.elem.bits().max(8),
                    vector_operands: 0,
                    feeds_vector: true,
                    value_vector: false,
                    stride: 0,
                    group: None,
                    members: Vec::new(),
                });
            }
        }
        let inc = b.vp();
        cur.push(Recipe {
            kind: RecipeKind::IvIncrement,
            text: format!("EMIT {inc} = VF * UF + {canonical}"),
            inst: None,
            scalar: None,
            opcode: "add".into(),
            elem: Some(ScalarKind::I64),
            bits: 64,
            vector_operands: 0,
            feeds_vector: false,
            value_vector: false,
            stride: 0,
            group: None,
            members: Vec::new(),
        });
        cur.push(Recipe {
            kind: RecipeKind::BranchOnCount,
            text: format!("EMIT branch-on-count {inc}, vp<%0>"),
            inst: None,
            scalar: None,
            opcode: "icmp".into(),
            elem: Some(ScalarKind::I64),
            bits: 64,
            vector_operands: 0,
            feeds_vector: false,
            value_vector: false,
            stride: 0,
            group: None,
            members: Vec::new(),
        });
    }
    // Successors: kept branches keep their targets; linearized control
    // falls through to the next block in order.
    let term = cx.func.terminator(bid).map(|t| &cx.func.insts[t]);
    let (succs, cond) = match bp.branch {
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
                            .any(|x| cx.func.insts[inst_from_index(x.phi)].block == t)
                })
            });
            match (keep, t) {
                (true, Some(t)) if t != cx.data().header => {
                    (vec![cx.func.blocks[t].name.to_string()], None)
                }
                _ => (Vec::new(), None),
            }
        }
    };
    out.push(VPBlock::Basic(VPBasicBlock {
        name: cur_name,
        recipes: cur,
        successors: succs,
        cond,
    }));
    out
}
