//! VPlan (vplan seed): the hierarchical CFG of recipes built from the
//! widening decisions ([`crate::widening::Widening`]) for a range of VFs that share
//! every decision.
//!
//! The plan is analysis only: recipes describe the vector loop that would
//! be generated (names are the scalar loop's) and the input IR is never
//! changed. Blocks keep their labels; linearized blocks are chained in
//! reverse post-order; predicated scalarized instructions get replicate
//! regions (`<xVFxUF> pred.sdiv`), inner loops of an outer-loop plan get
//! loop regions with their uniform or divergent exit.
//!
//! * this module: the plan's types and its flattening for the cost model;
//! * [`build`](mod@build): the plan from the decisions (`block` builds one block,
//!   `emit` one instruction's recipes, `text` the longer printed forms);
//! * [`print`](mod@print): the LLVM-like text and Graphviz forms.

mod block;
pub mod build;
mod emit;
mod operands;
pub mod print;
mod text;

use lanes_ir::{BlockId, InstId, Operation};
use lanes_target::ScalarKind;
use rustc_hash::FxHashMap;

use crate::legal::RecurKind;
use crate::memref::MemrefId;
use crate::vls::VfRange;
pub use crate::widening::MemAccess;
use crate::widening::Widening;

pub use build::build;
pub use emit::cost_key;
pub use operands::operand_info;

/// A recipe of the plan.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
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
    /// A phi of a block that is not the header, as selects under the
    /// masks of its incoming edges: `selects` of them (its incoming
    /// values less one; LLVM's `VPBlendRecipe`).
    Blend {
        selects: u32,
    },
    BranchOnMask,
    PredicatedPhi,
    /// A mask computation.
    Mask,
    /// The last lane of a value used after the loop.
    ExtractLastLane,
}

/// A recipe with what the cost model needs to price it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Recipe {
    pub kind: RecipeKind,
    /// The printed form (`WIDEN ir<%x> = load ir<%p>`); may span lines.
    pub text: String,
    pub inst: Option<InstId>,
    /// The scalar instruction, as written.
    pub scalar: Option<String>,
    /// Cost-table key (`add`, `fdiv`, `sitofp`, ...).
    pub opcode: Operation,
    pub elem: Option<ScalarKind>,
    /// Widest lane width the recipe touches, in bits.
    pub bits: u32,
    /// Operands that are vectors (a replicate recipe extracts their lanes).
    pub vector_operands: u32,
    /// A scalarized result used by widened recipes (its lanes are inserted).
    pub feeds_vector: bool,
    /// A store whose stored value is a vector (a scalarized store extracts
    /// its lanes).
    pub value_vector: bool,
    /// A load or store whose address is computed in the loop: a scalarized
    /// store extracts the address's lanes too, since LLVM 14 prices the
    /// scalarization before it knows which values stay scalar
    /// (`getScalarizationOverhead` → `needsExtract` with no `Scalars` yet);
    /// so does a scalarized load where the target prefers vectorized
    /// addressing (`prefersVectorizedAddressing`: X86 with gathers).
    pub address_in_loop: bool,
    /// A scalar copy (`CLONE`) of a value that differs from lane to lane:
    /// the accesses whose address it computes. Where one of them is priced
    /// as scalar accesses and no gather needs a vector, LLVM 22's plan
    /// replicates it (`REPLICATE`, `VF` copies) where LLVM 14 counts one.
    pub lane_address_of: Vec<AddressUser>,
    /// A load or store of a loop-invariant address in a block that needs
    /// no predication of its own (LLVM's `isUniformMemOp`): priced as one
    /// scalar access (and a broadcast) even under a folded tail's mask,
    /// which only decides how it is emitted.
    pub uniform_address: bool,
    /// A load or store whose address is no affine form of the loop's
    /// iteration as written but is an add recurrence under SCEV's no-wrap
    /// predicates (`a[(7 * i) & 63]`: `predicated_form`); LLVM 22's
    /// replicate recipe asks that SCEV for the address computation's cost.
    pub recurrent_address: bool,
    /// A load or store whose address is an add recurrence stepping by a
    /// loop-invariant value that is no constant (`a[i * n]`: the memref
    /// class `VariableStrided`); LLVM 22's replicate recipe prices its
    /// address computation as X86's strided access of a variable stride.
    pub variable_stride_address: bool,
    /// A load's or store's `align` in bytes (0: none written, or no
    /// access): LLVM 22's X86 `getMemoryOpCost` reads a vector narrower
    /// than 32 bits with one 32-bit load when it is aligned to 4 bytes.
    pub align: u32,
    /// For a load or store (one entry) or a VLS group (one per member, in
    /// program order): whether its address is a `getelementptr` X86's
    /// gathers and scatters index with 32 bits from 16 lanes on (at most
    /// one variable index, not a 64-bit value unless a `sext`: LLVM's
    /// `getIndexSizeInBits` in `getGSVectorCost`).
    pub gs_index32: Vec<bool>,
    /// A VLS group's stride in bytes (its interleave factor times the
    /// element size); 0 otherwise.
    pub stride: i64,
    /// An `any-of` of a mask (an early exit's condition, NaN checks):
    /// LLVM 22 prices the or-reduction of `<VF x i1>`
    /// (`VPInstruction::computeCost`), not of the compared elements.
    pub any_of: bool,
    /// VLS group number and its members (`Memref::id`s).
    pub group: Option<lanes_vls::GroupId>,
    pub members: Vec<MemrefId>,
    /// What the x86 cost tables key the operation by beyond `opcode` and
    /// `elem` (a cast's source, a binary operation's second operand).
    pub operands: Option<OperandInfo>,
    /// What sinking the instruction into a predicated user's replicate
    /// region needs to know (`None` for recipes of no instruction).
    pub sink: Option<SinkFacts>,
}

/// An access whose address a [`Recipe::lane_address_of`] computes: its
/// instruction, or the VLS group it is a member of.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AddressUser {
    Access(InstId),
    Group(lanes_vls::GroupId),
}

/// The facts of an instruction that LLVM 14's `computePredInstDiscount`
/// reads to decide whether it runs as scalars inside the replicate region
/// of the predicated instruction it feeds: they depend on the widening
/// decisions only, the costs on the VF.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SinkFacts {
    /// The instruction's block in the IR: only an operand of the same block
    /// as the predicated instruction is sunk with it.
    pub block: BlockId,
    /// `canBeScalarized` apart from the block: one use, widened (not
    /// uniform or scalar after vectorization, not predicated itself), and
    /// no operand uniform after vectorization.
    pub sinkable: bool,
    /// Whether the instruction defines a value (a predicated one inserts
    /// its lanes into a vector).
    pub value: bool,
    /// The instruction operands computed in the loop.
    pub operands: Vec<SinkOperand>,
    /// The loop's blocks whose conditional branch leads to the
    /// instruction's block: when it keeps a predicated instruction, each
    /// such branch tests every lane's mask bit (LLVM's
    /// `PredicatedBBsAfterVectorization`).
    pub branches: Vec<BlockId>,
}

/// An operand of a [`SinkFacts`] instruction computed in the loop.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SinkOperand {
    /// The operand's instruction.
    pub inst: InstId,
    /// Lane width in bits and floating-pointness (for its extracts).
    pub bits: u32,
    pub fp: bool,
    /// A vector after vectorization: using it as scalars extracts its lanes
    /// (LLVM's `needsExtract`).
    pub vector: bool,
}

/// What LLVM 14's cost model is told of an instruction besides its opcode
/// and result type: a cast's source type and whether it reads a load
/// (`getCastInstrCost`'s `Src` and `CastContextHint`), an integer binary
/// operation's second-operand kind (`getArithmeticInstrCost`'s `Op2Info`).
/// The keys of [`lanes_target::x86`]'s costs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum OperandInfo {
    /// A cast from `src` lanes; `of_load`: its operand is a load;
    /// `of_induction`: a truncation of an integer induction, which LLVM
    /// widens as an induction of the narrow type and prices as the scalar
    /// truncation (`isOptimizableIVTruncate`).
    Cast {
        src: ScalarKind,
        of_load: bool,
        of_induction: bool,
    },
    /// An integer `add` ... `ashr` or division whose second operand is of
    /// this kind.
    Binary(lanes_target::x86::DivisorKind),
    /// A `mul` of `i64` whose operands both fit 32 unsigned bits (`zext`s
    /// from at most 32 bits, non-negative constants below 2^32; LLVM 22:
    /// one `pmuludq` per register), its second operand of this kind.
    NarrowMul(lanes_target::x86::DivisorKind),
    /// A `mul` of `i32` whose operands both fit 15 bits (LLVM 22: a
    /// `pmaddwd`, priced as the multiply of twice as many `i16` lanes) when
    /// one is unsigned or a `sext` from exactly 16 bits (`wide`), or, before
    /// SSE4.1, a `sext` from fewer (`narrow`).
    ShortMul {
        kind: lanes_target::x86::DivisorKind,
        wide: bool,
        narrow: bool,
    },
    /// A floating-point `fadd`, `fsub`, `fmul`, `fdiv` or `fneg`, which
    /// LLVM 22's tables price by type alone.
    Float,
    /// A `select`, which X86 prices by type alone.
    Select,
    /// A `select` of `i1` lanes with a varying condition and a constant
    /// arm, `select c, true, x` (`or`) or `select c, x, false` (not `or`),
    /// which LLVM 22 prices as that bitwise operation.
    Logical { or: bool },
    /// The `select` of an any-of reduction: LLVM 22's plan replaces it by
    /// an `or` of the phi and the (negated) compare, a `VPInstruction` of
    /// no IR instruction, which it prices at 0.
    AnyOfSelect,
    /// A call of `llvm.smin`, `smax`, `umin` or `umax`, which LLVM 22's
    /// `getIntrinsicInstrCost` prices by type alone.
    MinMax,
    /// A call of `llvm.bswap`, `ctpop`, `ctlz`, `cttz`, `fshl` or `fshr`
    /// (a rotate when both values are one), which LLVM 22's
    /// `getIntrinsicInstrCost` prices by type (and a shift's amount).
    Bit(lanes_target::x86::BitOp),
    /// A call of `llvm.sadd.sat`, `ssub.sat`, `uadd.sat` or `usub.sat`,
    /// which LLVM 22's `getIntrinsicInstrCost` prices by type alone.
    Saturating(lanes_target::x86::SatOp),
    /// A call of `llvm.sqrt` or `llvm.fabs` of floats, which LLVM 22's
    /// `getIntrinsicInstrCost` prices by type alone.
    FpIntrinsic,
    /// An `icmp` or `fcmp` (the recipe's kind is the compared values'),
    /// which LLVM 22 prices by type, predicate and whether the second
    /// operand is a constant.
    Compare {
        pred: lanes_target::x86::CmpPredicate,
        constant: bool,
    },
    /// An `icmp` of pointers: LLVM 22's `getCmpSelInstrCost` looks up no
    /// row for a type that is no integer or floating-point (vector) and
    /// prices one instruction per legal part (`BasicTTIImpl`).
    PointerCompare,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
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

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct VPBasicBlock {
    pub name: String,
    pub recipes: Vec<Recipe>,
    pub successors: Vec<String>,
    /// Condition of a kept (uniform) branch, or a branch-on-mask.
    pub cond: Option<String>,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct VPRegion {
    pub name: String,
    pub kind: RegionKind,
    pub blocks: Vec<VPBlock>,
    pub successors: Vec<String>,
}

#[derive(Clone, PartialEq, Eq, Debug)]
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
    pub(crate) fn set_successors(&mut self, s: Vec<String>) {
        match self {
            VPBlock::Basic(b) => b.successors = s,
            VPBlock::Region(r) => r.successors = s,
        }
    }
}

/// A VPlan for a range of VFs.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
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
    /// What a predicated instruction's scalar work is divided by, per
    /// instruction: `None` for LLVM 14's halving
    /// (`getReciprocalPredBlockProb`); with LLVM 22 its block's divisor
    /// (`getPredBlockCostDivisor`), 1 for an instruction not listed
    /// (read by `cost::pred_divisor`).
    pub pred_divisors: Option<FxHashMap<InstId, u32>>,
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

impl Recipe {
    /// A recipe of no scalar instruction (loop control, masks, splices,
    /// code after the loop): no operand, lane or group facts.
    pub(crate) fn synthetic(
        kind: RecipeKind,
        text: String,
        opcode: Operation,
        elem: Option<ScalarKind>,
        bits: u32,
    ) -> Recipe {
        Recipe {
            kind,
            text,
            inst: None,
            scalar: None,
            opcode,
            elem,
            bits,
            vector_operands: 0,
            feeds_vector: false,
            value_vector: false,
            address_in_loop: false,
            lane_address_of: Vec::new(),
            uniform_address: false,
            recurrent_address: false,
            variable_stride_address: false,
            align: 0,
            gs_index32: Vec::new(),
            stride: 0,
            any_of: false,
            group: None,
            members: Vec::new(),
            operands: None,
            sink: None,
        }
    }
}

impl VPlan {
    /// The plan without its recipes' printed forms ([`Recipe::text`],
    /// [`Recipe::scalar`] left empty), lists without spare capacity: what
    /// the memoized plan keeps, since only the cost model reads it and the
    /// dumps print a plan built again with its texts.
    pub fn without_texts(mut self) -> VPlan {
        fn strip(bs: &mut Vec<VPBlock>) {
            bs.shrink_to_fit();
            for b in bs {
                match b {
                    VPBlock::Basic(bb) => {
                        bb.recipes.shrink_to_fit();
                        for r in &mut bb.recipes {
                            r.text = String::new();
                            r.scalar = None;
                        }
                    }
                    VPBlock::Region(r) => strip(&mut r.blocks),
                }
            }
        }
        strip(&mut self.blocks);
        self
    }

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
}

/// The VF ranges of the plans: each of `ranges` split where the widening
/// decisions (`decisions(vf)`) differ, so that the VFs of a range share
/// one plan (a branch uniform at VF 8 and divergent at 16 gives two).
pub fn split_ranges<W: std::ops::Deref<Target = Widening>>(
    ranges: &[VfRange],
    decisions: impl Fn(u32) -> W,
) -> Vec<VfRange> {
    let mut out = Vec::new();
    for r in ranges {
        let mut cur: Option<(VfRange, W)> = None;
        for vf in r.vfs() {
            let w = decisions(vf);
            match &mut cur {
                Some((range, cw)) if **cw == *w => range.hi = vf,
                _ => {
                    if let Some((range, _)) = cur.take() {
                        out.push(range);
                    }
                    cur = Some((VfRange { lo: vf, hi: vf }, w));
                }
            }
        }
        if let Some((range, _)) = cur {
            out.push(range);
        }
    }
    out
}
