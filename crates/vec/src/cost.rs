//! The cost model (vpo-vectorizer seed's `CostAnalysis`): every recipe of
//! a VPlan priced from the target's tables at one VF, the scalar loop's
//! cost, and the choice of the best VF.
//!
//! Costs are per iteration of the vector loop (one iteration runs VF lanes
//! of the scalar loop); recipes after the loop (horizontal reductions,
//! live-out extracts) are setup costs, run once. Vector arithmetic and
//! memory costs are per register and multiplied by the registers a value
//! of the recipe's widest lane type needs at this VF. A VLS group costs
//! `min(shuffle sequence, gathers)` as OptVLS decided it.

use lanes_ir::{InstId, Opcode};
use lanes_target::{ArithCosts, MemoryCosts, ReductionCosts, ScalarCosts, ScalarKind, VectorFacts};

use crate::cx::LoopCtx;
use crate::legal::{Legality, intrinsic_base};
use crate::vls::VlsGroupCost;
use crate::vplan::{MemAccess, RecipeKind, VPlan, cost_key};

/// The tables the cost model reads (never the shuffle table: shuffles are
/// priced by OptVLS through `vls_costs`).
pub struct Tables<'a> {
    pub vector: &'a VectorFacts,
    pub arith: &'a ArithCosts,
    pub memory: &'a MemoryCosts,
    pub scalar: &'a ScalarCosts,
    pub reduction: &'a ReductionCosts,
}

/// A memory-table entry.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize)]
pub enum MemField {
    Load,
    Store,
    MaskedLoad,
    MaskedStore,
    Gather,
    Scatter,
    ScalarLoad,
    ScalarStore,
    UniformLoad,
    UniformStore,
    MaskedMinBits,
    AddressIndexed,
    AddressVariableStride,
}

impl MemField {
    pub fn of(self, m: &MemoryCosts) -> u32 {
        match self {
            MemField::Load => m.load,
            MemField::Store => m.store,
            MemField::MaskedLoad => m.masked_load,
            MemField::MaskedStore => m.masked_store,
            MemField::Gather => m.gather_per_lane,
            MemField::Scatter => m.scatter_per_lane,
            MemField::ScalarLoad => m.scalar_load,
            MemField::ScalarStore => m.scalar_store,
            MemField::UniformLoad => m.uniform_load,
            MemField::UniformStore => m.uniform_store,
            MemField::MaskedMinBits => m.masked_min_bits,
            MemField::AddressIndexed => m.address_indexed,
            MemField::AddressVariableStride => m.address_variable_stride,
        }
    }
}

/// A scalar-table entry other than an operation.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize)]
pub enum ScalarField {
    Insert,
    Extract,
    Branch,
    /// The operations' default (calls that are not intrinsics).
    Default,
    SubvectorBits,
    SubvectorMove,
}

/// One table entry the cost model reads. Entries are VF-independent: the
/// VF only multiplies them, so the entries a loop's plans read are the same
/// at every VF of a plan.
#[derive(Clone, PartialEq, Eq, Hash, Debug, serde::Serialize)]
pub enum PriceKey {
    Arith(String, ScalarKind),
    ArithDefault,
    Scalar(String, ScalarKind),
    ScalarField(ScalarField),
    Memory(MemField),
    Reduction(String, ScalarKind),
}

/// Which input table a [`PriceKey`] reads.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PriceTable {
    Arith,
    Scalar,
    Memory,
    Reduction,
}

impl PriceKey {
    pub fn table(&self) -> PriceTable {
        match self {
            PriceKey::Arith(..) | PriceKey::ArithDefault => PriceTable::Arith,
            PriceKey::Scalar(..) | PriceKey::ScalarField(_) => PriceTable::Scalar,
            PriceKey::Memory(_) => PriceTable::Memory,
            PriceKey::Reduction(..) => PriceTable::Reduction,
        }
    }

    /// The entry's value in the tables.
    pub fn value(&self, t: &Tables) -> u32 {
        match self {
            PriceKey::Arith(op, k) => t.arith.cost(op, *k),
            PriceKey::ArithDefault => t.arith.table.default,
            PriceKey::Scalar(op, k) => t.scalar.op_cost(op, *k),
            PriceKey::ScalarField(f) => match f {
                ScalarField::Insert => t.scalar.insert_element,
                ScalarField::Extract => t.scalar.extract_element,
                ScalarField::Branch => t.scalar.branch,
                ScalarField::Default => t.scalar.ops.default,
                ScalarField::SubvectorBits => t.scalar.subvector_bits,
                ScalarField::SubvectorMove => t.scalar.subvector_move,
            },
            PriceKey::Memory(f) => f.of(t.memory),
            PriceKey::Reduction(op, k) => t.reduction.step_cost(op, *k),
        }
    }
}

/// Where the cost model's table entries come from: the tables themselves,
/// a recorder that lists the entries a plan reads, or a [`PriceSheet`] of
/// those entries' values.
pub trait Prices {
    fn vector(&self) -> &VectorFacts;
    fn arith(&self, op: &str, k: ScalarKind) -> u32;
    fn arith_default(&self) -> u32;
    fn scalar_op(&self, op: &str, k: ScalarKind) -> u32;
    fn scalar(&self, f: ScalarField) -> u32;
    fn memory(&self, f: MemField) -> u32;
    fn reduction_step(&self, op: &str, k: ScalarKind) -> u32;
}

impl Prices for Tables<'_> {
    fn vector(&self) -> &VectorFacts {
        self.vector
    }
    fn arith(&self, op: &str, k: ScalarKind) -> u32 {
        self.arith.cost(op, k)
    }
    fn arith_default(&self) -> u32 {
        self.arith.table.default
    }
    fn scalar_op(&self, op: &str, k: ScalarKind) -> u32 {
        self.scalar.op_cost(op, k)
    }
    fn scalar(&self, f: ScalarField) -> u32 {
        PriceKey::ScalarField(f).value(self)
    }
    fn memory(&self, f: MemField) -> u32 {
        f.of(self.memory)
    }
    fn reduction_step(&self, op: &str, k: ScalarKind) -> u32 {
        self.reduction.step_cost(op, k)
    }
}

/// Lists the entries read, answering 1 for each (reads no table).
pub struct Recorder<'a> {
    pub vector: &'a VectorFacts,
    pub keys: std::cell::RefCell<Vec<PriceKey>>,
}

impl Recorder<'_> {
    fn note(&self, k: PriceKey) -> u32 {
        let mut keys = self.keys.borrow_mut();
        if !keys.contains(&k) {
            keys.push(k);
        }
        1
    }
}

impl Prices for Recorder<'_> {
    fn vector(&self) -> &VectorFacts {
        self.vector
    }
    fn arith(&self, op: &str, k: ScalarKind) -> u32 {
        self.note(PriceKey::Arith(op.to_string(), k))
    }
    fn arith_default(&self) -> u32 {
        self.note(PriceKey::ArithDefault)
    }
    fn scalar_op(&self, op: &str, k: ScalarKind) -> u32 {
        self.note(PriceKey::Scalar(op.to_string(), k))
    }
    fn scalar(&self, f: ScalarField) -> u32 {
        self.note(PriceKey::ScalarField(f))
    }
    fn memory(&self, f: MemField) -> u32 {
        self.note(PriceKey::Memory(f))
    }
    fn reduction_step(&self, op: &str, k: ScalarKind) -> u32 {
        self.note(PriceKey::Reduction(op.to_string(), k))
    }
}

/// The values of a list of entries (`values[i]` is `keys[i]`'s).
pub struct PriceSheet<'a> {
    pub vector: &'a VectorFacts,
    pub keys: &'a [PriceKey],
    pub values: &'a [u32],
}

impl PriceSheet<'_> {
    fn find(&self, pred: impl Fn(&PriceKey) -> bool) -> u32 {
        match self.keys.iter().position(pred) {
            Some(i) => self.values[i],
            None => {
                debug_assert!(false, "price sheet misses an entry");
                0
            }
        }
    }
}

impl Prices for PriceSheet<'_> {
    fn vector(&self) -> &VectorFacts {
        self.vector
    }
    fn arith(&self, op: &str, k: ScalarKind) -> u32 {
        self.find(|x| matches!(x, PriceKey::Arith(o, kk) if o == op && *kk == k))
    }
    fn arith_default(&self) -> u32 {
        self.find(|x| matches!(x, PriceKey::ArithDefault))
    }
    fn scalar_op(&self, op: &str, k: ScalarKind) -> u32 {
        self.find(|x| matches!(x, PriceKey::Scalar(o, kk) if o == op && *kk == k))
    }
    fn scalar(&self, f: ScalarField) -> u32 {
        self.find(|x| matches!(x, PriceKey::ScalarField(g) if *g == f))
    }
    fn memory(&self, f: MemField) -> u32 {
        self.find(|x| matches!(x, PriceKey::Memory(g) if *g == f))
    }
    fn reduction_step(&self, op: &str, k: ScalarKind) -> u32 {
        self.find(|x| matches!(x, PriceKey::Reduction(o, kk) if o == op && *kk == k))
    }
}

/// One recipe's price.
#[derive(Clone, PartialEq, Debug, serde::Serialize)]
pub struct RecipeCost {
    /// The recipe's first printed line.
    pub recipe: String,
    /// What the recipe is (for counting gathers, masked accesses, groups).
    pub kind: RecipeKind,
    /// The scalar instruction it vectorizes.
    pub scalar: Option<String>,
    pub cost: u32,
    /// Runs once, after the loop (not per vector iteration).
    pub setup: bool,
    /// How the number came about (`2 registers x 1`, `VLS sequence 6 < gathers 32`).
    pub note: String,
}

/// Result of `vplan_cost(loop, VF, target)`.
#[derive(Clone, PartialEq, Debug, Default, serde::Serialize)]
pub struct VPlanCost {
    pub header: String,
    pub vf: u32,
    pub recipes: Vec<RecipeCost>,
    /// Cost of one vector iteration.
    pub total: u32,
    /// Setup after the loop (reductions, extracts).
    pub setup: u32,
    /// `total / VF`.
    pub per_lane: f64,
    /// One iteration of the scalar loop.
    pub scalar_cost: u32,
    /// No plan at this VF (illegal loop).
    pub illegal: Option<String>,
    /// The tail is folded by masking: `ceil(n / VF)` vector iterations and
    /// no scalar remainder.
    pub fold_tail: bool,
    /// Recipes of the loop body that run as vector instructions.
    pub vector_recipes: u32,
    /// Memory recipes priced as scalar accesses: loads and stores (their
    /// instruction) and OptVLS groups (their number) — LLVM's widening
    /// decision `CM_Scalarize`, which decides what else stays scalar.
    #[serde(skip)]
    pub scalarized_insts: Vec<u32>,
    #[serde(skip)]
    pub scalarized_groups: Vec<u32>,
}

/// One row of the VF table.
#[derive(Clone, PartialEq, Debug, serde::Serialize)]
pub struct VfRow {
    pub vf: u32,
    pub total: Option<u32>,
    pub per_lane: Option<f64>,
    pub chosen: bool,
    /// Why this VF was not chosen.
    pub reason: Option<String>,
}

/// Result of `best_vf(loop, target)`.
#[derive(Clone, PartialEq, Debug, Default, serde::Serialize)]
pub struct BestVf {
    pub header: String,
    pub vectorized: bool,
    /// 1 when not vectorized.
    pub vf: u32,
    /// Cost of one iteration at `vf` (the scalar cost when not vectorized).
    pub cost: u32,
    pub per_lane: f64,
    pub scalar_cost: u32,
    /// Why the loop is not vectorized, or what decided the VF.
    pub reason: Option<String>,
    pub rows: Vec<VfRow>,
    pub trip_count: Option<u64>,
}

fn kind_or(k: Option<ScalarKind>) -> ScalarKind {
    k.unwrap_or(ScalarKind::I64)
}

/// The scalar cost of one instruction (the scalar loop's price list).
pub fn scalar_inst_cost(cx: &LoopCtx, i: InstId, t: &dyn Prices) -> u32 {
    let inst = &cx.func.insts[i];
    let (opcode, elem, _) = cost_key(cx, i);
    let k = kind_or(elem);
    match inst.opcode {
        Opcode::Load => t.memory(MemField::ScalarLoad),
        Opcode::Store => t.memory(MemField::ScalarStore),
        Opcode::Phi | Opcode::GetElementPtr | Opcode::Alloca => 0,
        Opcode::Br => {
            if inst.operands.len() == 1 {
                t.scalar(ScalarField::Branch)
            } else {
                0
            }
        }
        Opcode::Call => {
            let name = inst.callee_name().unwrap_or("");
            if name.starts_with("llvm.dbg.")
                || name.starts_with("llvm.lifetime.")
                || name.starts_with("llvm.directive.")
                || name == "llvm.assume"
            {
                0
            } else if intrinsic_base(name).is_some()
                || crate::legal::libcall_intrinsic(name).is_some()
            {
                t.scalar_op(&opcode, k)
            } else {
                t.scalar(ScalarField::Default)
            }
        }
        op if op.is_terminator() => 0,
        _ => t.scalar_op(&opcode, k),
    }
}

/// A conditional block is assumed to run every other iteration (LLVM's
/// `getReciprocalPredBlockProb`): the expected cost of its instructions is
/// halved, in the scalar loop and in predicated replicate recipes alike.
/// The per-lane mask tests and branches always run.
pub const PRED_BLOCK_RECIPROCAL: u64 = 2;

/// The cost of one iteration of the scalar loop (inner loops weighted by
/// their trip count when it is known, else once).
pub fn scalar_loop_cost(
    cx: &LoopCtx,
    t: &dyn Prices,
    trip_count_of: &dyn Fn(lanes_db::loops::LoopIdx) -> Option<u64>,
) -> u32 {
    let mut total = 0u64;
    let latch = cx.data().latch();
    // Executions of an inner loop's body per iteration of `cx.l`: the
    // product of the trip counts up to it, memoized per loop so a deep nest
    // is not walked once per block.
    let mut weights: rustc_hash::FxHashMap<lanes_db::loops::LoopIdx, u64> = Default::default();
    fn weight_of(
        cx: &LoopCtx,
        trip_count_of: &dyn Fn(lanes_db::loops::LoopIdx) -> Option<u64>,
        l: lanes_db::loops::LoopIdx,
        memo: &mut rustc_hash::FxHashMap<lanes_db::loops::LoopIdx, u64>,
    ) -> u64 {
        // Walk up to the first loop with a known weight, then fill back down.
        let mut chain = Vec::new();
        let mut m = Some(l);
        let mut w = 1u64;
        while let Some(x) = m {
            if x == cx.l {
                break;
            }
            if let Some(&k) = memo.get(&x) {
                w = k;
                break;
            }
            chain.push(x);
            m = cx.forest.loops[x].parent;
        }
        for &x in chain.iter().rev() {
            w = w.saturating_mul(trip_count_of(x).unwrap_or(1).max(1));
            memo.insert(x, w);
        }
        w
    }
    let weight = |l, memo: &mut rustc_hash::FxHashMap<_, _>| weight_of(cx, trip_count_of, l, memo);
    for &b in &cx.data().blocks {
        // A block that does not always run is weighted by the probability
        // that it does (LLVM's `getReciprocalPredBlockProb`).
        let conditional =
            latch.is_some_and(|l| !cx.dom.dominates(b, l)) && cx.forest.loop_of(b) == Some(cx.l);
        let mut block = 0u64;
        let w = cx.forest.loop_of(b).map_or(1, |l| weight(l, &mut weights));
        for &i in &cx.func.blocks[b].insts {
            block += w * u64::from(scalar_inst_cost(cx, i, t));
        }
        total += if conditional {
            block / PRED_BLOCK_RECIPROCAL
        } else {
            block
        };
    }
    total.min(u64::from(u32::MAX)) as u32
}

/// One recipe's price at a VF.
pub struct Priced {
    pub cost: u32,
    /// How the number came about; empty unless notes were asked for.
    pub note: String,
    /// The recipe runs as vector instructions: it was not scalarized and its
    /// lanes fit in fewer registers than there are lanes (LLVM's
    /// `TypeNotScalarized`).
    pub vector: bool,
    /// A memory recipe priced as scalar accesses (cheaper than its gathers,
    /// scatters or OptVLS sequence).
    pub scalarized: bool,
}

/// Prices one recipe at `vf`: the cost and, with `notes`, how it came about
/// (without, the note is empty and nothing is formatted).
pub fn price(
    r: &crate::vplan::Recipe,
    vf: u32,
    t: &dyn Prices,
    vls: &[VlsGroupCost],
    notes: bool,
    emulated_stores: bool,
) -> Priced {
    macro_rules! note {
        ($($a:tt)*) => {
            if notes { format!($($a)*) } else { String::new() }
        };
    }
    let regs = t.vector().registers_for(vf, r.bits);
    let k = kind_or(r.elem);
    let vec_op = |op: &str| {
        let c = t.arith(op, k);
        let total = t.vector().op_cost(op, c, vf, r.bits);
        if total == c * regs {
            (total, note!("{regs} x {op} {c}"))
        } else {
            (
                total,
                note!("{op} {c} per register, lane by lane: {vf} lanes {total}"),
            )
        }
    };
    let scalar_op = |t: &dyn Prices| t.scalar_op(&r.opcode, k);
    // Set where the cost model picks scalar accesses over vector ones.
    let mut as_scalars = false;
    let (cost, note) = match r.kind {
        RecipeKind::CanonicalIv => (0, String::new()),
        RecipeKind::IvIncrement => (t.scalar_op("add", ScalarKind::I64), note!("scalar add")),
        RecipeKind::BranchOnCount => (
            t.scalar_op("icmp", ScalarKind::I64) + t.scalar(ScalarField::Branch),
            note!("scalar compare + branch"),
        ),
        RecipeKind::WidenInduction { vector } | RecipeKind::WidenPointerInduction { vector } => {
            if vector {
                let c = t.arith("add", k);
                (c * regs, note!("{regs} x add {c} (vector step)"))
            } else {
                (0, note!("scalar steps (lane 0 only)"))
            }
        }
        RecipeKind::ReductionPhi | RecipeKind::RecurrencePhi | RecipeKind::WidenPhi => {
            (0, String::new())
        }
        RecipeKind::OrderedReduce { kind, masked } => {
            let c = t.scalar_op(kind.opcode(), k);
            // Under a mask a select first puts the identity in inactive lanes.
            let sel = t.arith("select", k) * regs;
            let sel = if masked { sel } else { 0 };
            (
                vf * (c + t.scalar(ScalarField::Extract)) + sel,
                note!(
                    "in order: {vf} x (extract + {} {c}){}",
                    kind.opcode(),
                    if masked {
                        format!(" + select {sel}")
                    } else {
                        String::new()
                    }
                ),
            )
        }
        RecipeKind::FinalReduce(kind) => {
            let lanes = vf.min(t.vector().lanes_per_register(r.bits));
            let combine = (regs - 1) * t.arith(kind.opcode(), k);
            let steps = lanes.max(1).next_power_of_two().trailing_zeros();
            let h = steps * t.reduction_step(kind.opcode(), k);
            (combine + h, note!("{} combines + horizontal {h}", regs - 1))
        }
        RecipeKind::RecurrenceSplice => {
            let c = t.arith("shufflevector", k);
            (c * regs, note!("{regs} x splice {c}"))
        }
        RecipeKind::WidenCall if t.vector().is_scalarized(&r.opcode) => {
            // No vector form: LLVM's `getVectorCallCost` and
            // `getVectorIntrinsicCost` price VF scalar calls, inserting the
            // results and extracting each vector argument's lanes.
            let moves = LaneMoves::read(t);
            let (bits, fp) = lane_type(r);
            let call = scalar_op(t);
            let ins = moves.insert(vf, bits, fp);
            let ext = r.vector_operands * moves.extract(vf, bits, fp);
            (
                vf * call + ins + ext,
                note!(
                    "{vf} x {} {call} + insert {ins} + extract {ext} (no vector form)",
                    r.opcode
                ),
            )
        }
        RecipeKind::Widen
        | RecipeKind::WidenCall
        | RecipeKind::WidenSelect
        | RecipeKind::WidenCast => vec_op(&r.opcode),
        RecipeKind::WidenDivByConst => {
            // x / c = mulhi(x, magic) >> s (+ sign fix-up); a remainder
            // also multiplies back and subtracts.
            let rem = matches!(r.opcode.as_str(), "srem" | "urem");
            let (mul, shr, add) = (t.arith("mul", k), t.arith("lshr", k), t.arith("add", k));
            let per = if rem {
                2 * mul + shr + 2 * add
            } else {
                mul + shr + add
            };
            (
                per * regs,
                note!("{regs} x {} by a constant {per}", r.opcode),
            )
        }
        RecipeKind::Blend => vec_op("select"),
        RecipeKind::WidenGep => {
            let regs = t.vector().registers_for(vf, 64);
            let c = t.arith("getelementptr", ScalarKind::I64);
            (c * regs, note!("{regs} x getelementptr {c}"))
        }
        RecipeKind::Mask if r.opcode == "icmp" => {
            // The header mask: the compare, and the widened IV's vector add
            // unless the IV's own recipe already widens it
            // (`vector_operands`).
            let (add, cmp) = (t.arith("add", k), t.arith("icmp", k));
            if r.vector_operands > 0 {
                (cmp * regs, note!("{regs} x icmp {cmp}"))
            } else {
                (
                    (add + cmp) * regs,
                    note!("{regs} x (IV step {add} + icmp {cmp})"),
                )
            }
        }
        RecipeKind::Mask => {
            let regs = t.vector().registers_for(vf, 8);
            let c = t.arith(&r.opcode, ScalarKind::I1);
            (c * regs, note!("{regs} x {} {c}", r.opcode))
        }
        RecipeKind::Uniform => {
            let c = match r.opcode.as_str() {
                "getelementptr" | "bitcast" | "phi" => 0,
                _ => scalar_op(t),
            };
            (c, note!("one scalar"))
        }
        RecipeKind::Replicate { predicated } => {
            // LLVM's `getScalarizationOverhead(I, VF)`: the result's lanes
            // inserted when a vector user needs them, each vector operand's
            // lanes extracted.
            let moves = LaneMoves::read(t);
            let (bits, fp) = lane_type(r);
            let ins = moves.insert(vf, bits, fp);
            let ext = moves.extract(vf, bits, fp);
            let ov = u32::from(r.feeds_vector) * ins + r.vector_operands * ext;
            let per = match r.opcode.as_str() {
                "load" => t.memory(MemField::ScalarLoad),
                "store" => t.memory(MemField::ScalarStore),
                _ => scalar_op(t),
            };
            let c = vf * per + ov;
            if predicated && (r.opcode == "load" || (r.opcode == "store" && emulated_stores)) {
                (
                    EMULATED_MASKED_LOAD,
                    note!("load under a mask, emulated lane by lane"),
                )
            } else if predicated {
                let half = c / PRED_BLOCK_RECIPROCAL as u32;
                (
                    half,
                    note!(
                        "({vf} x {} {per} + {ov} insert/extract) / 2, predicated",
                        r.opcode
                    ),
                )
            } else {
                (c, note!("{vf} x {} {per} + {ov} insert/extract", r.opcode))
            }
        }
        RecipeKind::BranchOnMask => {
            let ext = LaneMoves::read(t).mask_extract(vf);
            let c = ext + vf * t.scalar(ScalarField::Branch);
            (c, note!("extract {vf} mask bits {ext} + {vf} branches"))
        }
        RecipeKind::PredicatedPhi => {
            let moves = LaneMoves::read(t);
            let (bits, fp) = lane_type(r);
            let c = if r.feeds_vector {
                moves.insert(vf, bits, fp) / PRED_BLOCK_RECIPROCAL as u32
            } else {
                0
            };
            (c, String::new())
        }
        RecipeKind::ExtractLastLane => (t.scalar(ScalarField::Extract), note!("extract")),
        RecipeKind::Load { access, masked } | RecipeKind::Store { access, masked } => {
            let store = matches!(r.kind, RecipeKind::Store { .. });
            match access {
                MemAccess::Uniform => {
                    let c = if store {
                        t.memory(MemField::UniformStore)
                    } else {
                        t.memory(MemField::UniformLoad)
                    };
                    (c, note!("uniform"))
                }
                MemAccess::Consecutive | MemAccess::Reverse if masked => {
                    // Every entry either way is read, so that the recorded
                    // price keys do not depend on the values.
                    let min_bits = t.memory(MemField::MaskedMinBits);
                    let (ext, br) = (
                        t.scalar(ScalarField::Extract),
                        t.scalar(ScalarField::Branch),
                    );
                    let (acc, ins) = if store {
                        (t.memory(MemField::ScalarStore) + ext, 0)
                    } else {
                        (
                            t.memory(MemField::ScalarLoad),
                            t.scalar(ScalarField::Insert),
                        )
                    };
                    let native = if store {
                        t.memory(MemField::MaskedStore)
                    } else {
                        t.memory(MemField::MaskedLoad)
                    };
                    let what = if store { "store" } else { "load" };
                    if r.bits < min_bits && (!store || emulated_stores) {
                        let bits = r.bits;
                        (
                            EMULATED_MASKED_LOAD,
                            note!("no masked {what} of {bits} bits: emulated lane by lane"),
                        )
                    } else if r.bits < min_bits {
                        // No native masked access of this width: one
                        // predicated scalar access per lane.
                        let per = ext + br + acc + ins;
                        let bits = r.bits;
                        (
                            vf * per,
                            note!("{vf} lanes x {per} (no masked {what} of {bits} bits)"),
                        )
                    } else {
                        let rev = if access == MemAccess::Reverse {
                            t.arith_default() * regs
                        } else {
                            0
                        };
                        let rn = if rev > 0 {
                            format!(" + reverse {rev}")
                        } else {
                            String::new()
                        };
                        (
                            native * regs + rev,
                            note!("{regs} x masked {what} {native}{rn}"),
                        )
                    }
                }
                MemAccess::Consecutive | MemAccess::Reverse => {
                    let per = match (store, masked) {
                        (false, false) => t.memory(MemField::Load),
                        (true, false) => t.memory(MemField::Store),
                        (false, true) => t.memory(MemField::MaskedLoad),
                        (true, true) => t.memory(MemField::MaskedStore),
                    };
                    let rev = if access == MemAccess::Reverse {
                        t.arith_default() * regs
                    } else {
                        0
                    };
                    (
                        per * regs + rev,
                        note!(
                            "{regs} x {}{} {per}{}",
                            if masked { "masked " } else { "" },
                            if store { "store" } else { "load" },
                            if rev > 0 {
                                format!(" + reverse {rev}")
                            } else {
                                String::new()
                            }
                        ),
                    )
                }
                MemAccess::Strided(_) | MemAccess::Gather => {
                    // LLVM's choice between a gather/scatter and scalar
                    // accesses (`setCostBasedWideningDecision`): the cheaper.
                    let (what, per) = if store {
                        ("scatter", t.memory(MemField::Scatter))
                    } else {
                        ("gather", t.memory(MemField::Gather))
                    };
                    let indexed = access == MemAccess::Gather;
                    let scalar = scalarized(t, r, vf, store, masked, indexed, emulated_stores);
                    // A target whose gather costs more than a scalar access
                    // and a lane move has none LLVM would use
                    // (`isLegalMaskedGather`: AVX2 without fast gathers).
                    let lane = if store {
                        t.memory(MemField::ScalarStore) + t.scalar(ScalarField::Extract)
                    } else {
                        t.memory(MemField::ScalarLoad) + t.scalar(ScalarField::Insert)
                    };
                    let legal = per <= lane;
                    // LLVM keeps the gather only when it is cheaper.
                    if !legal || scalar <= per * vf {
                        as_scalars = true;
                        (
                            scalar,
                            note!(
                                "scalarized {vf} lanes{} {scalar} < {what} {}",
                                if masked { " with mask tests" } else { "" },
                                per * vf
                            ),
                        )
                    } else {
                        (per * vf, note!("{vf} lanes x {what} {per}"))
                    }
                }
            }
        }
        RecipeKind::VlsGroup { masked } => {
            // The members could also be scalar accesses, when cheaper than
            // both OptVLS's sequence and the gathers it compared with.
            let n = r.members.len().max(1) as u32;
            let store = r.opcode == "store";
            let scalar = n * scalarized(t, r, vf, store, masked, false, emulated_stores);
            let llvm = interleaved_group(t, r, vf, n, store, masked);
            let interleaved = llvm.is_some();
            // Under a mask the sequence's loads and stores must be masked;
            // without masked accesses of this width it is no option.
            let no_mask = masked && r.bits < t.memory(MemField::MaskedMinBits);
            let g = r.group.and_then(|g| vls.iter().find(|c| c.group == g));
            let (c, note) = match g {
                _ if llvm.is_some() => {
                    let (c, how) = llvm.unwrap_or_default();
                    // LLVM's choice (`setCostBasedWideningDecision`): the
                    // group unless gathers, where the target has usable
                    // ones, are strictly cheaper.
                    let (per, lane) = if store {
                        (
                            t.memory(MemField::Scatter),
                            t.memory(MemField::ScalarStore) + t.scalar(ScalarField::Extract),
                        )
                    } else {
                        (
                            t.memory(MemField::Gather),
                            t.memory(MemField::ScalarLoad) + t.scalar(ScalarField::Insert),
                        )
                    };
                    let gathers = per * vf * n;
                    let optvls = match g {
                        Some(g) if g.uses_sequence => {
                            format!("OptVLS sequence {}", g.sequence_cost.unwrap_or(0))
                        }
                        Some(g) => format!("OptVLS gathers {}", g.gather_cost),
                        None => "no OptVLS price".into(),
                    };
                    if per <= lane && gathers < c {
                        (
                            gathers,
                            note!("gathers {gathers} < interleave group {c}; {optvls}"),
                        )
                    } else {
                        (c, note!("interleave group {c} ({how}); {optvls}"))
                    }
                }
                Some(g) if no_mask => (
                    g.gather_cost,
                    note!(
                        "gathers {} (no masked {}-bit accesses for the sequence)",
                        g.gather_cost,
                        r.bits
                    ),
                ),
                Some(g) => {
                    let note = match (g.sequence_cost, &g.bail_out) {
                        (Some(s), _) if g.uses_sequence => {
                            note!("VLS sequence {s} < gathers {}", g.gather_cost)
                        }
                        (Some(s), _) => note!("gathers {} <= VLS sequence {s}", g.gather_cost),
                        (None, Some(b)) => note!("gathers {} (OptVLS: {b})", g.gather_cost),
                        (None, None) => note!("gathers {}", g.gather_cost),
                    };
                    (g.cost, note)
                }
                None => {
                    let per = t.memory(MemField::Gather);
                    (per * vf * n, note!("gathers (no OptVLS cost)"))
                }
            };
            if scalar < c || (interleaved && scalar == c) {
                as_scalars = true;
                (
                    scalar,
                    note!("scalarized {n} x {vf} lanes {scalar} <= {note}"),
                )
            } else {
                (c, note)
            }
        }
    };
    let vector = !as_scalars
        && regs < vf
        && match r.kind {
            RecipeKind::WidenInduction { vector }
            | RecipeKind::WidenPointerInduction { vector } => vector,
            RecipeKind::ReductionPhi
            | RecipeKind::RecurrencePhi
            | RecipeKind::WidenPhi
            | RecipeKind::OrderedReduce { .. }
            | RecipeKind::RecurrenceSplice
            | RecipeKind::Widen
            | RecipeKind::WidenDivByConst
            | RecipeKind::WidenGep
            | RecipeKind::WidenCall
            | RecipeKind::WidenSelect
            | RecipeKind::WidenCast
            | RecipeKind::Blend
            | RecipeKind::Mask
            | RecipeKind::VlsGroup { .. } => true,
            RecipeKind::Load { access, .. } | RecipeKind::Store { access, .. } => {
                access != MemAccess::Uniform
            }
            RecipeKind::CanonicalIv
            | RecipeKind::IvIncrement
            | RecipeKind::BranchOnCount
            | RecipeKind::FinalReduce(_)
            | RecipeKind::Uniform
            | RecipeKind::Replicate { .. }
            | RecipeKind::BranchOnMask
            | RecipeKind::PredicatedPhi
            | RecipeKind::ExtractLastLane => false,
        };
    Priced {
        cost,
        note,
        vector,
        scalarized: as_scalars,
    }
}

/// Moving lanes between scalars and vectors: building a vector from
/// scalars (inserts) and taking one apart (extracts), as LLVM 14's X86 cost
/// model prices them when the target sets `scalar.subvector_bits`
/// (`X86TTIImpl::getVectorInstrCost` per lane, `getScalarizationOverhead`
/// for a whole vector), else one `insert_element` / `extract_element` per
/// lane. Every entry is read on construction, so that the recorded price
/// keys do not depend on values.
pub struct LaneMoves {
    ins: u32,
    ext: u32,
    sub: u32,
    mv: u32,
    reg: u32,
}

impl LaneMoves {
    pub fn read(t: &dyn Prices) -> Self {
        LaneMoves {
            ins: t.scalar(ScalarField::Insert),
            ext: t.scalar(ScalarField::Extract),
            sub: t.scalar(ScalarField::SubvectorBits),
            mv: t.scalar(ScalarField::SubvectorMove),
            reg: t.vector().register_bits.max(8),
        }
    }

    /// The vector after type legalization: (registers, lanes per register,
    /// bits per register). Vectors narrower than a subvector are widened to
    /// one; wider than a register, split into registers.
    fn legal(&self, vf: u32, bits: u32) -> (u32, u32, u32) {
        let bits = bits.max(8);
        let total = vf * bits;
        let (parts, part_bits) = if total >= self.reg {
            (total.div_ceil(self.reg), self.reg)
        } else {
            (1, total.next_power_of_two().max(self.sub.min(self.reg)))
        };
        (parts, (part_bits / bits).max(1), part_bits)
    }

    /// One lane `j` in or out (`getVectorInstrCost` with an index): lane 0
    /// of a subvector already holds a floating-point scalar; a lane of an
    /// upper subvector first extracts the subvector (and inserts it back).
    fn lane(&self, insert: bool, fp: bool, j: u32, lanes: u32, part_bits: u32, bits: u32) -> u32 {
        let mut idx = j % lanes;
        let mut moves = 0;
        if part_bits > self.sub {
            let sub_lanes = (self.sub / bits.max(8)).max(1);
            if idx >= sub_lanes {
                moves = if insert { 2 * self.mv } else { self.mv };
                idx %= sub_lanes;
            }
        }
        if idx == 0 && fp {
            return moves;
        }
        moves + if insert { self.ins } else { self.ext }
    }

    /// Building a vector of `vf` lanes of `bits` from scalars.
    pub fn insert(&self, vf: u32, bits: u32, fp: bool) -> u32 {
        if self.sub == 0 {
            return vf * self.ins;
        }
        let (parts, lanes, part_bits) = self.legal(vf, bits);
        if fp && bits == 64 {
            // No direct insert of a double: one unpack per lane beyond the
            // first of each register.
            return (lanes.min(vf.next_power_of_two()) - 1) * parts * self.ins;
        }
        if part_bits <= self.sub {
            return (0..vf)
                .map(|j| self.lane(true, fp, j, lanes, part_bits, bits))
                .sum();
        }
        // Wider than a subvector: each subvector is built with direct
        // inserts, then put in place (one subvector insert each); lane 0 of
        // a subvector of floats is free.
        let chunks = part_bits / self.sub * parts;
        let per_chunk = (self.sub / bits.max(8)).max(1);
        let free = if fp {
            vf.div_ceil(per_chunk) * self.ins
        } else {
            0
        };
        (chunks * self.mv + vf * self.ins).saturating_sub(free)
    }

    /// Taking a vector of `vf` lanes of `bits` apart, lane by lane.
    pub fn extract(&self, vf: u32, bits: u32, fp: bool) -> u32 {
        if self.sub == 0 {
            return vf * self.ext;
        }
        let (_, lanes, part_bits) = self.legal(vf, bits);
        (0..vf)
            .map(|j| self.lane(false, fp, j, lanes, part_bits, bits))
            .sum()
    }

    /// Extracting every lane of a `vf`-lane mask (`<VF x i1>`, whose lanes
    /// are promoted to fill a subvector).
    pub fn mask_extract(&self, vf: u32) -> u32 {
        let bits = if self.sub > 0 {
            (self.sub / vf.max(1)).max(8)
        } else {
            8
        };
        self.extract(vf, bits, false)
    }
}

/// LLVM 14's price of an interleaved group (`getInterleaveGroupCost`,
/// X86's `getInterleavedMemoryOpCost`) on an x86 target (one that sets
/// `scalar.subvector_bits`): the wide loads or stores of `VF x factor`
/// elements plus the shuffles of X86's tables, a load group with gaps paying
/// its members' share; where the tables have no entry, or the group is
/// masked, the shuffles are scalarized (every used element extracted and
/// inserted, BasicTTI's fallback). A reverse group adds a reverse per
/// member. `None` on other targets, or for a group without a stride, where
/// OptVLS's price stands. Every entry is read whatever the result.
fn interleaved_group(
    t: &dyn Prices,
    r: &crate::vplan::Recipe,
    vf: u32,
    members: u32,
    store: bool,
    masked: bool,
) -> Option<(u32, String)> {
    use lanes_target::interleaved::{X86Level, x86_shuffle_cost};
    let moves = LaneMoves::read(t);
    let (ld, st, mld, mst) = (
        t.memory(MemField::Load),
        t.memory(MemField::Store),
        t.memory(MemField::MaskedLoad),
        t.memory(MemField::MaskedStore),
    );
    let rev = t.arith_default();
    let x86 = t.scalar(ScalarField::SubvectorBits) > 0;
    let (bits, fp) = lane_type(r);
    let bytes = i64::from(bits / 8).max(1);
    if !x86 || r.stride == 0 || r.stride % bytes != 0 {
        return None;
    }
    let factor = (r.stride.unsigned_abs() / bytes.unsigned_abs()) as u32;
    if !(2..=16).contains(&factor) {
        return None;
    }
    if store && members < factor {
        // LLVM releases a store group with gaps: its stores are priced
        // alone (scalarized).
        return Some((
            u32::MAX / 4,
            format!("factor {factor}: store group with gaps"),
        ));
    }
    let wide = t.vector().registers_for(vf * factor, bits);
    let mem = wide
        * match (store, masked) {
            (false, false) => ld,
            (true, false) => st,
            (false, true) => mld,
            (true, true) => mst,
        };
    let level = X86Level::from_register_bits(t.vector().register_bits);
    if masked && level != X86Level::Avx512 {
        // No masked interleaved accesses before AVX-512: the members are
        // priced alone.
        return Some((u32::MAX / 4, format!("factor {factor}: masked, no group")));
    }
    let table = if masked {
        None
    } else {
        x86_shuffle_cost(level, factor, members, vf, bits, store)
    };
    let (mut c, how) = match table {
        Some(sh) if level == X86Level::Avx512 && bits >= 32 => (sh, format!("factor {factor}")),
        Some(sh) => (
            mem + sh,
            format!("factor {factor}: memory {mem} + shuffles {sh}"),
        ),
        None => {
            // Each used element extracted from the wide vector and inserted
            // into its member (stores: the other way round); a masked group
            // also replicates its mask over the factor.
            let used = if store { factor } else { members };
            let wide_moves = if store {
                moves.insert(vf * factor, bits, fp)
            } else {
                moves.extract(vf * factor, bits, fp) * used / factor
            };
            let member_moves = used
                * if store {
                    moves.extract(vf, bits, fp)
                } else {
                    moves.insert(vf, bits, fp)
                };
            let mask = if masked {
                moves.mask_extract(vf) + moves.insert(vf * factor, 8, false)
            } else {
                0
            };
            (
                mem + wide_moves + member_moves + mask,
                format!("factor {factor}: memory {mem} + element moves"),
            )
        }
    };
    if r.stride < 0 {
        c += members * rev * t.vector().registers_for(vf, bits);
    }
    Some((c, how))
}

/// The lane width and floating-pointness of a recipe's values.
fn lane_type(r: &crate::vplan::Recipe) -> (u32, bool) {
    match r.elem {
        Some(k) => (k.bits().max(8), k.is_float()),
        None => (r.bits, false),
    }
}

/// Scalar accesses for the lanes of a gather or scatter (LLVM's
/// `getMemInstScalarizationCost`): per lane the address computation and a
/// scalar access, plus inserting the loaded lanes into a vector (a store:
/// extracting the stored value's lanes when it is a vector); under a mask
/// that work runs with the block's probability, and every lane tests its
/// mask bit (an extract) and branches. Every entry is read whatever the
/// result, so that recorded price keys do not depend on values.
fn scalarized(
    t: &dyn Prices,
    r: &crate::vplan::Recipe,
    vf: u32,
    store: bool,
    masked: bool,
    indexed: bool,
    emulated_stores: bool,
) -> u32 {
    let moves = LaneMoves::read(t);
    let br = t.scalar(ScalarField::Branch);
    let (load, st) = (
        t.memory(MemField::ScalarLoad),
        t.memory(MemField::ScalarStore),
    );
    let addr = t.memory(MemField::AddressIndexed);
    let addr = if indexed { addr } else { 0 };
    let (bits, fp) = lane_type(r);
    let c = if store {
        vf * (addr + st)
            + if r.value_vector || matches!(r.kind, RecipeKind::VlsGroup { .. }) {
                moves.extract(vf, bits, fp)
            } else {
                0
            }
    } else {
        vf * (addr + load) + moves.insert(vf, bits, fp)
    };
    if masked && (!store || emulated_stores) {
        EMULATED_MASKED_LOAD
    } else if masked {
        c / PRED_BLOCK_RECIPROCAL as u32 + moves.mask_extract(vf) + vf * br
    } else {
        c
    }
}

/// The stores of a recipe the vector loop runs lane by lane under a mask
/// (LLVM's predicated scalarized stores, which it counts in
/// `NumPredStores`): scatters where the target has none worth using, masked
/// stores of a width without a masked store, predicated replicated stores,
/// masked store groups before AVX-512.
fn emulated_store_count(r: &crate::vplan::Recipe, t: &dyn Prices) -> u32 {
    // Only the entries the recipe's own price reads are read here.
    let no_scatter = || {
        t.memory(MemField::Scatter)
            > t.memory(MemField::ScalarStore) + t.scalar(ScalarField::Extract)
    };
    match r.kind {
        RecipeKind::Store {
            access: MemAccess::Strided(_) | MemAccess::Gather,
            masked: true,
        } => u32::from(no_scatter()),
        RecipeKind::Store {
            access: MemAccess::Consecutive | MemAccess::Reverse,
            masked: true,
        } => u32::from(r.bits < t.memory(MemField::MaskedMinBits)),
        RecipeKind::Replicate { predicated: true } => u32::from(r.opcode == "store"),
        RecipeKind::VlsGroup { masked: true } if r.opcode == "store" => {
            let x86 = t.scalar(ScalarField::SubvectorBits) > 0;
            let avx512 = t.vector().register_bits > 256;
            if x86 && !avx512 && no_scatter() {
                r.members.len() as u32
            } else {
                0
            }
        }
        _ => 0,
    }
}

/// A load the vector loop would emulate lane by lane under a mask (no
/// native masked load or gather for it), or such a store when the loop has
/// more than one (`NumberOfStoresToPredicate` = 1): LLVM 14 prices it this
/// high to keep such loops scalar (`useEmulatedMaskMemRefHack`).
pub const EMULATED_MASKED_LOAD: u32 = 3_000_000;

/// Prices a plan at `vf`: every recipe with its note, or with `detail`
/// false the totals only (no recipe list, nothing formatted).
pub fn plan_cost(
    plan: &VPlan,
    vf: u32,
    t: &dyn Prices,
    vls: &[VlsGroupCost],
    scalar_cost: u32,
    detail: bool,
) -> VPlanCost {
    let mut out = VPlanCost {
        header: plan.header.clone(),
        vf,
        scalar_cost,
        illegal: plan.illegal.clone(),
        fold_tail: plan.fold_tail,
        ..VPlanCost::default()
    };
    if plan.illegal.is_some() {
        return out;
    }
    let mut total = 0u64;
    let mut setup = 0u64;
    let flat = plan.flat();
    let emulated = flat
        .iter()
        .map(|fr| emulated_store_count(fr.recipe, t))
        .sum::<u32>()
        > 1;
    for fr in flat {
        let Priced {
            cost: c,
            note,
            vector,
            scalarized,
        } = price(fr.recipe, vf, t, vls, detail, emulated);
        out.vector_recipes += u32::from(vector && !fr.once);
        if scalarized {
            match (fr.recipe.group, fr.recipe.inst) {
                (Some(g), _) => out.scalarized_groups.push(g),
                (None, Some(i)) => out.scalarized_insts.push(i),
                (None, None) => {}
            }
        }
        let c = u64::from(c) * fr.weight;
        // Expected cost, in `PROB_ONE` units until the sum is taken.
        if fr.once {
            setup += c * fr.prob;
        } else {
            total += c * fr.prob;
        }
        if !detail {
            continue;
        }
        out.recipes.push(RecipeCost {
            recipe: fr.recipe.text.lines().next().unwrap_or("").to_string(),
            kind: fr.recipe.kind,
            scalar: fr.recipe.scalar.clone(),
            cost: c.min(u64::from(u32::MAX)) as u32,
            setup: fr.once,
            note: match (fr.weight > 1, fr.prob < crate::vplan::PROB_ONE) {
                (true, _) => format!("{note} (x{} inner iterations)", fr.weight),
                (false, true) => format!(
                    "{note} (runs with probability {})",
                    fr.prob as f64 / crate::vplan::PROB_ONE as f64
                ),
                (false, false) => note,
            },
        });
    }
    let one = crate::vplan::PROB_ONE;
    out.total = (total / one).min(u64::from(u32::MAX)) as u32;
    out.setup = (setup / one).min(u64::from(u32::MAX)) as u32;
    out.per_lane = f64::from(out.total) / f64::from(vf.max(1));
    out
}

/// What [`choose`] needs for one candidate VF.
pub struct Candidate {
    pub vf: u32,
    /// A reason this VF cannot be used at all.
    pub rejected: Option<String>,
    pub cost: Option<VPlanCost>,
}

/// The best VF: the lowest cost per lane, ties to the wider VF; it must
/// beat the scalar loop unless vectorization is forced. A small known trip
/// count does not change the comparison (LLVM 14 compares costs per lane
/// only).
pub fn choose(lg: &Legality, scalar_cost: u32, cands: Vec<Candidate>) -> BestVf {
    let mut best = BestVf {
        header: lg.header.clone(),
        vf: 1,
        cost: scalar_cost,
        per_lane: f64::from(scalar_cost),
        scalar_cost,
        trip_count: lg.trip_count,
        ..BestVf::default()
    };
    if !lg.candidate {
        best.reason = lg.not_candidate.clone();
        return best;
    }
    if let Some(r) = lg.reason() {
        best.reason = Some(r);
        best.rows = cands
            .into_iter()
            .map(|c| VfRow {
                vf: c.vf,
                total: None,
                per_lane: None,
                chosen: false,
                reason: Some("illegal".into()),
            })
            .collect();
        return best;
    }
    // LLVM 14's `isMoreProfitable`: the cost per lane decides, whatever
    // the trip count (a small known trip count folds the tail or leaves no
    // epilogue, but is not weighed against the VF).
    // (vf, per-lane, total)
    let mut winner: Option<(u32, f64, u32)> = None;
    let mut rows = Vec::new();
    for c in cands {
        let row = VfRow {
            vf: c.vf,
            total: c.cost.as_ref().map(|x| x.total),
            per_lane: c.cost.as_ref().map(|x| x.per_lane),
            chosen: false,
            reason: c.rejected.clone(),
        };
        if c.rejected.is_none()
            && let Some(cost) = &c.cost
            && winner.is_none_or(|(_, pl, _)| cost.per_lane <= pl)
        {
            winner = Some((c.vf, cost.per_lane, cost.total));
        }
        rows.push(row);
    }
    let forced = lg.forced || lg.width_hint.is_some();
    if let Some((vf, pl, total)) = winner {
        let beats_scalar = pl < f64::from(scalar_cost);
        if beats_scalar || forced {
            best.vectorized = true;
            best.vf = vf;
            best.cost = total;
            best.per_lane = pl;
            best.reason = Some(if beats_scalar {
                format!("cost per lane {pl:.2} < scalar {scalar_cost}")
            } else {
                "vectorization forced by the loop's directive or hints".into()
            });
        } else {
            best.reason = Some(format!(
                "not profitable: best VF {vf} costs {pl:.2} per lane, scalar {scalar_cost}"
            ));
        }
    } else {
        // Every VF was ruled out: the first reason says why.
        best.reason = Some(
            rows.iter()
                .find_map(|r| r.reason.clone())
                .unwrap_or_else(|| "no legal VF".into()),
        );
    }
    for row in &mut rows {
        if best.vectorized && row.vf == best.vf {
            row.chosen = true;
            row.reason = None;
        } else if row.reason.is_none() {
            row.reason = Some(match (row.per_lane, best.vectorized) {
                (Some(pl), true) if pl > best.per_lane => {
                    format!("more expensive: {pl:.2} per lane > {:.2}", best.per_lane)
                }
                (Some(_), true) => "ties with a wider VF".into(),
                (Some(pl), false) => {
                    format!("not cheaper than scalar: {pl:.2} per lane >= {scalar_cost}")
                }
                (None, _) => "no plan".into(),
            });
        }
    }
    best.rows = rows;
    best
}

impl BestVf {
    /// The VF table: one row per VF with its total, cost per lane and ratio
    /// to the scalar loop; `*` marks the chosen VF, rejected VFs say why.
    pub fn table(&self) -> String {
        use std::fmt::Write as _;
        let mut out = String::new();
        let _ = writeln!(
            out,
            "loop {}: {}{}",
            self.header,
            if self.vectorized {
                format!("vectorized with VF {}", self.vf)
            } else {
                "not vectorized".to_string()
            },
            self.reason
                .as_ref()
                .map(|r| format!(" ({r})"))
                .unwrap_or_default()
        );
        let _ = writeln!(out, "    VF  total  per lane  vs scalar");
        let s = f64::from(self.scalar_cost.max(1));
        let _ = writeln!(
            out,
            "{}    1 {:>6} {:>9.2} {:>10.2}",
            if self.vectorized { " " } else { "*" },
            self.scalar_cost,
            f64::from(self.scalar_cost),
            1.0
        );
        for r in &self.rows {
            let (t, p, v) = match (r.total, r.per_lane) {
                (Some(t), Some(p)) => (t.to_string(), format!("{p:.2}"), format!("{:.2}", p / s)),
                _ => ("-".into(), "-".into(), "-".into()),
            };
            let _ = writeln!(
                out,
                "{} {:>4} {:>6} {:>9} {:>10}{}",
                if r.chosen { "*" } else { " " },
                r.vf,
                t,
                p,
                v,
                r.reason
                    .as_ref()
                    .map(|x| format!("  {x}"))
                    .unwrap_or_default()
            );
        }
        out
    }
}

impl VPlanCost {
    /// LLVM's `-debug-only=loop-vectorize` lines, one per recipe with a
    /// scalar instruction, then the totals.
    pub fn lv(&self) -> String {
        use std::fmt::Write as _;
        let mut out = String::new();
        if let Some(r) = &self.illegal {
            let _ = writeln!(out, "LV: Not vectorizing: {r}");
            return out;
        }
        for r in &self.recipes {
            let _ = match &r.scalar {
                Some(i) => writeln!(
                    out,
                    "LV: Found an estimated cost of {} for VF {} For instruction:   {i}",
                    r.cost, self.vf
                ),
                None => writeln!(
                    out,
                    "LV: Found an estimated cost of {} for VF {} For recipe: {}",
                    r.cost, self.vf, r.recipe
                ),
            };
        }
        let _ = writeln!(
            out,
            "LV: Vector loop of width {} costs: {} (per lane {:.2}); scalar loop costs: {}.",
            self.vf, self.total, self.per_lane, self.scalar_cost
        );
        out
    }

    /// One line per recipe: cost, recipe, how it was priced.
    pub fn text(&self) -> String {
        use std::fmt::Write as _;
        let mut out = String::new();
        if let Some(r) = &self.illegal {
            let _ = writeln!(out, "loop {}: not vectorized: {r}", self.header);
            return out;
        }
        let _ = writeln!(
            out,
            "loop {} VF {}: total {}, per lane {:.2}, scalar {}{}",
            self.header,
            self.vf,
            self.total,
            self.per_lane,
            self.scalar_cost,
            if self.setup > 0 {
                format!(", setup {}", self.setup)
            } else {
                String::new()
            }
        );
        for r in &self.recipes {
            let _ = writeln!(
                out,
                "  {:>4}{} {}{}",
                r.cost,
                if r.setup { "*" } else { " " },
                r.recipe,
                if r.note.is_empty() {
                    String::new()
                } else {
                    format!("  ; {}", r.note)
                }
            );
        }
        out
    }
}
