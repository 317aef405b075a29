//! The vectorizer's plans, costs, memrefs and VLS decisions as plain data,
//! as `lanes memrefs`, `vplan`, `cost` and `vls` print them in JSON
//! (described in `docs/formats.md`). Filled from `lanes_vec` in
//! `analysis/to_model`.
#![allow(missing_docs)]

use std::fmt;

use serde::Serialize;

use super::optvls;
use super::{
    BailOut, BestReason, CandidateRejection, DepKind, Direction, Interleave, MemAccess, Operation,
    Reason, RecurKind, RowReason, ScalarKind, Shapes, as_text,
};

/// The VFs the cost model should evaluate for a loop.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize)]
pub struct VfCandidates {
    /// Ascending powers of two.
    pub vfs: Vec<u32>,
    pub max_safe_vf: Option<u32>,
    /// The target's VFs left out, with the reason.
    pub rejected: Vec<(u32, Reason<CandidateRejection>)>,
}

/// An inclusive range of VFs (powers of two) that share one grouping.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
pub struct VfRange {
    pub lo: u32,
    pub hi: u32,
}

/// One group at one VF: the server's trace (graphs, merge rounds, final
/// sequence or bail-out) and both costs (`lanes_vec::VlsTrace::priced`).
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct VlsSequence {
    pub group: u32,
    pub vf: u32,
    pub range: VfRange,
    /// `Memref::id`s, in group order.
    pub members: Vec<MemrefId>,
    /// The group at this VF (empty when `group` does not exist).
    pub vls_group: optvls::Group,
    pub trace: optvls::SequenceTrace,
    /// One gather or scatter per member.
    pub gather_cost: u32,
    /// Loads/stores plus shuffles, when there is a sequence.
    pub sequence_cost: Option<u32>,
}

/// A group's cost decision at a VF: what the VPlan cost model consumes.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct VlsGroupCost {
    pub group: u32,
    /// `Memref::id`s of `memrefs(lp)`, in group order.
    pub members: Vec<MemrefId>,
    pub access: optvls::AccessType,
    pub gather_cost: u32,
    pub sequence_cost: Option<u32>,
    pub bail_out: Option<Reason<BailOut>>,
    /// `min(gather_cost, sequence_cost)`.
    pub cost: u32,
    /// The sequence is strictly cheaper (ties keep the gathers).
    pub uses_sequence: bool,
}

/// A recipe of the plan, named after LLVM's VPlan recipe it stands for.
/// JSON: a unit variant is its name (`"Widen"`), one with fields an object
/// keyed by the name (`{"Load": {"access": …, "masked": false}}`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
pub enum RecipeKind {
    /// `VPCanonicalIVPHIRecipe`: the vector loop's own counter.
    CanonicalIv,
    /// The canonical counter's increment by VF × UF.
    IvIncrement,
    /// `BranchOnCount`: the latch compare and branch.
    BranchOnCount,
    /// `VPWidenIntOrFpInductionRecipe`; `vector` when the induction's value
    /// is needed as a vector (else only its scalar steps).
    WidenInduction { vector: bool },
    /// `VPWidenPointerInductionRecipe`, `vector` as above.
    WidenPointerInduction { vector: bool },
    /// `VPReductionPHIRecipe`: the accumulator phi.
    ReductionPhi,
    /// `VPReductionRecipe` of an in-order (strict) reduction; under a
    /// mask, inactive lanes add the identity.
    OrderedReduce { kind: RecurKind, masked: bool },
    /// `ComputeReductionResult`: the horizontal reduction after the loop.
    FinalReduce(RecurKind),
    /// `VPFirstOrderRecurrencePHIRecipe`.
    RecurrencePhi,
    /// `FirstOrderRecurrenceSplice`: last lane of the previous iteration
    /// joined with this one.
    RecurrenceSplice,
    /// `VPWidenRecipe`: one vector instruction for all lanes.
    Widen,
    /// A division or remainder by a non-zero constant, priced as the
    /// multiply by a magic number, shift and fix-up backends expand it to.
    WidenDivByConst,
    /// `VPWidenGEPRecipe`.
    WidenGep,
    /// `VPWidenCallRecipe` / `VPWidenIntrinsicRecipe`.
    WidenCall,
    /// `VPWidenSelectRecipe`.
    WidenSelect,
    /// `VPWidenCastRecipe`.
    WidenCast,
    /// `VPWidenPHIRecipe`.
    WidenPhi,
    /// `VPReplicateRecipe` as a single scalar copy (`CLONE`).
    Uniform,
    /// `VPReplicateRecipe`: one scalar copy per lane, each under its
    /// lane's condition when `predicated` (`REPLICATE`).
    Replicate { predicated: bool },
    /// `VPWidenLoadRecipe` (or a gather), `masked` under the block's mask.
    Load { access: MemAccess, masked: bool },
    /// `VPWidenStoreRecipe` (or a scatter).
    Store { access: MemAccess, masked: bool },
    /// An OptVLS group replacing the gathers/scatters of its members.
    VlsGroup { masked: bool },
    /// `VPBlendRecipe`: a phi of predicated paths as selects.
    Blend,
    /// `VPBranchOnMaskRecipe`: the branch around a replicated region.
    BranchOnMask,
    /// `VPPredInstPHIRecipe`: the value a replicated region leaves.
    PredicatedPhi,
    /// A mask computation (edge or block predicate).
    Mask,
    /// `ExtractLastElement`: the last lane of a value used after the loop.
    ExtractLastLane,
}

/// A recipe with what the cost model needs to price it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Recipe {
    pub kind: RecipeKind,
    /// The printed form (`WIDEN ir<%x> = load ir<%p>`); may span lines.
    pub text: String,
    /// The scalar instruction, as written.
    pub scalar: Option<String>,
    /// Cost-table key (`add`, `fdiv`, `sitofp`, ...).
    #[serde(serialize_with = "as_text")]
    pub opcode: Operation,
    pub elem: Option<ScalarKind>,
    /// Widest lane width the recipe touches, in bits.
    pub bits: u32,
    /// Operands that are vectors (a replicate recipe extracts their lanes).
    pub vector_operands: u32,
    /// A scalarized result used by widened recipes (its lanes are inserted).
    pub feeds_vector: bool,
    /// VLS group number and its members (`Memref::id`s).
    pub group: Option<u32>,
    pub members: Vec<MemrefId>,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
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

#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct VPBasicBlock {
    pub name: String,
    pub recipes: Vec<Recipe>,
    pub successors: Vec<String>,
    /// Condition of a kept (uniform) branch, or a branch-on-mask.
    pub cond: Option<String>,
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct VPRegion {
    pub name: String,
    pub kind: RegionKind,
    pub blocks: Vec<VPBlock>,
    pub successors: Vec<String>,
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum VPBlock {
    Basic(VPBasicBlock),
    Region(VPRegion),
}

/// A VPlan for a range of VFs.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize)]
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
    /// The plan as LLVM's VPlan printer writes it (the text form; not serialized).
    #[serde(skip)]
    pub printed: String,
    /// The first line of each recipe in the order the cost model prices
    /// them (`VPlan::flat`; not serialized).
    #[serde(skip)]
    pub flat_recipes: Vec<String>,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
pub enum AccessKind {
    Load,
    Store,
    MaskedLoad,
    MaskedStore,
    Gather,
    Scatter,
}

/// The underlying object of an address (its name shared by the memrefs of
/// every VF).
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum BaseObject {
    Alloca {
        name: String,
        escapes: bool,
    },
    /// The result of a call returning a `noalias` pointer (`malloc`,
    /// `calloc`): a new object, local to the function (LLVM's
    /// `isNoAliasCall`).
    Allocation {
        name: String,
        escapes: bool,
    },
    Global {
        name: String,
    },
    Argument {
        name: String,
        noalias: bool,
    },
    /// A loaded pointer, a phi of pointers, ...: may point anywhere.
    Unknown {
        name: String,
    },
}

/// How consecutive lanes' addresses relate.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
pub enum AccessClass {
    /// Same address in every lane.
    Uniform,
    /// Consecutive elements (a wide load/store).
    UnitStride,
    /// Consecutive elements, descending.
    ReverseUnitStride,
    /// A constant byte stride other than ±element size.
    Strided(i64),
    /// A loop-invariant but unknown stride.
    VariableStrided,
    /// Anything else: gather/scatter.
    Indexed,
}

/// A memref of a loop: its position in the loop's memrefs (`Memref::id`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize)]
#[serde(transparent)]
pub struct MemrefId(pub u32);

impl MemrefId {
    /// The position as an index.
    pub fn index(self) -> usize {
        self.0 as usize
    }
    /// The memref of `memrefs` this id names.
    pub fn of(self, memrefs: &[Memref]) -> Option<&Memref> {
        memrefs.get(self.index())
    }
}

/// The number, as a plain index prints (with the formatter's flags).
impl fmt::Display for MemrefId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl fmt::Debug for MemrefId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}

/// One memory reference of a loop at a VF.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Memref {
    /// Position in the loop's memrefs (program order).
    pub id: MemrefId,
    pub kind: AccessKind,
    /// The instruction as written.
    pub text: String,
    pub block: String,
    pub base: BaseObject,
    /// Whether the base is a loop private of the SIMD directive.
    pub private: bool,
    pub elem_ty: String,
    /// Store size of the accessed type, in bytes.
    pub elem_size: i64,
    /// Address as an affine form (`@arr + 4*{for.body}`), when it has one.
    pub address: Option<String>,
    /// Byte stride per iteration of the candidate loop (per lane), when constant.
    pub stride: Option<i64>,
    pub class: AccessClass,
    /// The alignment the access states.
    pub align: Option<u64>,
}

/// `-prefer-predicate-over-epilogue`, as LLVM spells its values.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum PreferPredicate {
    ScalarEpilogue,
    PredicateElseScalarEpilogue,
    PredicateDontVectorize,
}

/// The layout of loop-private aggregates asked for.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum LayoutPolicy {
    Aos,
    Soa,
    #[default]
    Auto,
}

/// One row of the VF table.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct VfRow {
    pub vf: u32,
    pub total: Option<u32>,
    pub per_lane: Option<f64>,
    /// The total includes LLVM's placeholder for an access emulated lane
    /// by lane (`VPlanCost::emulated`): no price.
    pub emulated: bool,
    pub chosen: bool,
    /// Why this VF was not chosen.
    pub reason: Option<Reason<RowReason>>,
}

/// Result of `best_vf(loop, target)`.
#[derive(Clone, PartialEq, Debug, Default, Serialize)]
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
    pub reason: Option<Reason<BestReason>>,
    pub rows: Vec<VfRow>,
    pub trip_count: Option<u64>,
    /// The VF table (the text form; not serialized).
    #[serde(skip)]
    pub printed: String,
}

/// One recipe's price.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct RecipeCost {
    /// The recipe's first printed line.
    pub recipe: String,
    /// What the recipe is (for counting gathers, masked accesses, groups).
    pub kind: RecipeKind,
    /// The scalar instruction it vectorizes.
    pub scalar: Option<String>,
    pub cost: u32,
    /// `cost` holds LLVM's placeholder for an access emulated lane by lane
    /// under a mask (`lanes_vec::EMULATED_MASKED_LOAD`), so it is no price: shown
    /// as `emulated (invalid)`. A price at or above the placeholder holds
    /// one (a group's members, a store and its extracts): no entry in
    /// range reaches it alone (`lanes_target::limits`: costs up to 10000,
    /// VFs up to 256).
    pub emulated: bool,
    /// Runs once, after the loop (not per vector iteration).
    pub setup: bool,
    /// How the number came about (`2 registers x 1`, `VLS sequence 6 < gathers 32`).
    pub note: String,
}

/// Result of `vplan_cost(loop, VF, target)`.
#[derive(Clone, PartialEq, Debug, Default, Serialize)]
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
    /// Some recipe is priced with LLVM's placeholder for an access
    /// emulated lane by lane (`lanes_vec::EMULATED_MASKED_LOAD`): `total` is no
    /// price, only LLVM's way to keep the loop scalar.
    pub emulated: bool,
    /// The tail is folded by masking: `ceil(n / VF)` vector iterations and
    /// no scalar remainder.
    pub fold_tail: bool,
    /// Recipes of the loop body that run as vector instructions.
    pub vector_recipes: u32,
    /// The recipes with their costs (the text form; not serialized).
    #[serde(skip)]
    pub printed: String,
    /// LLVM's debug cost lines (`--format lv`; not serialized).
    #[serde(skip)]
    pub printed_lv: String,
}

impl Shapes {
    /// The seed's dump: `Uniform: [Shape: Uniform] i32 %x = load i32* %p`.
    pub fn dump(&self) -> String {
        self.printed.clone()
    }
}

impl VPlan {
    /// The plan as LLVM's VPlan printer writes it.
    pub fn print(&self) -> String {
        self.printed.clone()
    }
    /// `Initial VPlan for VF={4,8},UF>=1`.
    pub fn name(&self) -> String {
        let vfs: Vec<String> = self.vfs.iter().map(u32::to_string).collect();
        format!("Initial VPlan for VF={{{}}},UF>=1", vfs.join(","))
    }
}

impl VPBlock {
    /// The block's or region's name.
    pub fn name(&self) -> &str {
        match self {
            VPBlock::Basic(b) => &b.name,
            VPBlock::Region(r) => &r.name,
        }
    }
}

impl VPRegion {
    /// The region's title as LLVM's VPlan printer writes it.
    pub fn label(&self) -> String {
        match self.kind {
            RegionKind::VectorLoop => format!("<x1> {}", self.name),
            RegionKind::Replicate => format!("<xVFxUF> {}", self.name),
            RegionKind::InnerLoop { divergent, .. } => format!(
                "<x1> inner loop {} ({} exit)",
                self.name,
                if divergent { "divergent" } else { "uniform" }
            ),
        }
    }
}

impl BestVf {
    /// The VF table as `lanes cost` prints it.
    pub fn table(&self) -> String {
        self.printed.clone()
    }
}

impl Interleave {
    /// The interleave decision in words.
    pub fn text(&self) -> String {
        self.printed.clone()
    }
    /// LLVM's debug lines for it.
    pub fn lv(&self) -> String {
        self.printed_lv.clone()
    }
}

impl VPlanCost {
    /// The recipes with their costs.
    pub fn text(&self) -> String {
        self.printed.clone()
    }
    /// LLVM's debug cost lines.
    pub fn lv(&self) -> String {
        self.printed_lv.clone()
    }
}

impl BaseObject {
    /// The base's name as written.
    pub fn name(&self) -> &str {
        match self {
            BaseObject::Alloca { name, .. }
            | BaseObject::Allocation { name, .. }
            | BaseObject::Global { name }
            | BaseObject::Argument { name, .. }
            | BaseObject::Unknown { name, .. } => name,
        }
    }
}

impl Direction {
    /// `<`, `=`, `>` or `*`.
    pub fn symbol(self) -> &'static str {
        match self {
            Direction::Lt => "<",
            Direction::Eq => "=",
            Direction::Gt => ">",
            Direction::Star => "*",
        }
    }
}

impl VfRange {
    /// Whether `vf` is in the range.
    pub fn contains(self, vf: u32) -> bool {
        self.lo <= vf && vf <= self.hi
    }
}

/// `{4}`, `{4, 8}`, `{4..16}`.
impl fmt::Display for VfRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.lo == self.hi {
            write!(f, "{{{}}}", self.lo)
        } else if self.hi / 2 == self.lo {
            write!(f, "{{{}, {}}}", self.lo, self.hi)
        } else {
            write!(f, "{{{}..{}}}", self.lo, self.hi)
        }
    }
}

impl DepKind {
    /// `isSafeForVectorization`.
    pub fn is_safe(self) -> bool {
        matches!(
            self,
            DepKind::NoDep | DepKind::Forward | DepKind::BackwardVectorizable
        )
    }
}
