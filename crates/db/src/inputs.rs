//! The target and options inputs. Each cost table is its own field, so a
//! query depends only on the tables it reads: editing shuffle costs does not
//! invalidate a query that reads only memory costs.

use lanes_target::{
    ArithCosts, GenxFacts, MemoryCosts, ReductionCosts, ScalarCosts, ShuffleCosts, TargetDesc,
    VectorFacts,
};
use salsa::{Durability, Setter};

use crate::RootDatabase;

/// A target description, one salsa field per table. The facts (`name`,
/// `vector`, `genx`) are HIGH durability: edited rarely, read by almost
/// everything downstream of shapes. An edited cost table is LOW durability,
/// below the files' MEDIUM: a cost edit then leaves every query that reads
/// no cost table (parsing, shapes, memrefs, groups, plans) valid without
/// re-checking its inputs, and only the pricing layer is verified again.
/// A table never edited is MEDIUM, so that only the pricing of the loops
/// that read an edited table is verified again: the others' (most loops,
/// after arithmetic edits) is validated in constant time. The first edit
/// of a table lowers it (a MEDIUM write) and re-runs what read it.
#[salsa::input(debug)]
pub struct Target {
    #[returns(ref)]
    pub name: String,
    #[returns(ref)]
    pub vector: VectorFacts,
    #[returns(ref)]
    pub arith: ArithCosts,
    #[returns(ref)]
    pub memory: MemoryCosts,
    #[returns(ref)]
    pub shuffle: ShuffleCosts,
    #[returns(ref)]
    pub scalar: ScalarCosts,
    #[returns(ref)]
    pub reduction: ReductionCosts,
    #[returns(ref)]
    pub genx: GenxFacts,
}

/// Durability of an edited cost table (see [`Target`]):
/// [`RootDatabase::update_target`] sets it on every table it changes.
pub const COST_DURABILITY: Durability = Durability::LOW;

/// Durability of a cost table never edited since the target was made.
pub const UNEDITED_COST_DURABILITY: Durability = Durability::MEDIUM;

/// Durability of file texts and analysis options: above the cost tables'.
pub const FILE_DURABILITY: Durability = Durability::MEDIUM;

/// How loop-private aggregates are widened.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum LayoutPolicy {
    /// Array of structures: `[VF x T]`.
    Aos,
    /// Structure of arrays: the innermost scalars become `<VF x T>`.
    Soa,
    /// SOA where the SOA analysis finds it safe and profitable, else AOS.
    #[default]
    Auto,
}

impl LayoutPolicy {
    pub fn parse(s: &str) -> Option<LayoutPolicy> {
        match s {
            "aos" => Some(LayoutPolicy::Aos),
            "soa" => Some(LayoutPolicy::Soa),
            "auto" => Some(LayoutPolicy::Auto),
            _ => None,
        }
    }
}

/// Which price decides a VLS group where LLVM has an interleave group:
/// LLVM's (`getInterleavedMemoryOpCost`, so that the verdict is LLVM's) or
/// the OptVLS sequence's (the seed's alternative). Both are shown.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum VlsCost {
    /// LLVM 14's interleave-group price (or its gathers, when cheaper).
    #[default]
    Llvm,
    /// OptVLS's choice between its shuffle sequence and gathers.
    Optvls,
}

impl VlsCost {
    pub fn parse(s: &str) -> Option<VlsCost> {
        match s {
            "llvm" => Some(VlsCost::Llvm),
            "optvls" => Some(VlsCost::Optvls),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            VlsCost::Llvm => "llvm",
            VlsCost::Optvls => "optvls",
        }
    }
}

/// Analysis options set by the user. A singleton, so that queries keyed
/// without it (`vf_candidates`) can still read the user's bounds.
#[salsa::input(singleton, debug)]
pub struct Options {
    #[returns(copy)]
    pub layout: LayoutPolicy,
    /// Upper bound on candidate VFs (on top of the target's).
    #[returns(copy)]
    pub max_vf: Option<u32>,
    /// LLVM's `-enable-vplan-native-path`: an outer loop marked
    /// `llvm.loop.vectorize.enable` is the candidate instead of its inner
    /// loops. Off by default, as in LLVM.
    #[default]
    #[returns(copy)]
    pub vplan_native_path: bool,
    /// Which price decides a VLS group that LLVM prices as an interleave
    /// group (`--vls-cost`).
    #[default]
    #[returns(copy)]
    pub vls_cost: VlsCost,
}

impl RootDatabase {
    /// Creates the input for a target description.
    pub fn new_target(&mut self, desc: &TargetDesc) -> Target {
        Target::builder(
            desc.name.clone(),
            desc.vector.clone(),
            desc.arith.clone(),
            desc.memory.clone(),
            desc.shuffle.clone(),
            desc.scalar.clone(),
            desc.reduction.clone(),
            desc.genx.clone(),
        )
        .durability(Durability::HIGH)
        .arith_durability(UNEDITED_COST_DURABILITY)
        .memory_durability(UNEDITED_COST_DURABILITY)
        .shuffle_durability(UNEDITED_COST_DURABILITY)
        .scalar_durability(UNEDITED_COST_DURABILITY)
        .reduction_durability(UNEDITED_COST_DURABILITY)
        .new(self)
    }

    /// Creates the options input (at the files' durability: an option edit
    /// re-checks what a file edit does, a cost edit never reaches it).
    pub fn new_options(&mut self, layout: LayoutPolicy, max_vf: Option<u32>) -> Options {
        Options::builder(layout, max_vf)
            .durability(FILE_DURABILITY)
            .new(self)
    }

    /// Updates a target in place, setting only the tables that changed, so
    /// that queries reading the other tables stay valid.
    pub fn update_target(&mut self, t: Target, desc: &TargetDesc) {
        macro_rules! sync {
            ($field:ident, $set:ident, $d:expr) => {
                if t.$field(self) != &desc.$field {
                    t.$set(self).with_durability($d).to(desc.$field.clone());
                }
            };
        }
        sync!(name, set_name, Durability::HIGH);
        sync!(vector, set_vector, Durability::HIGH);
        sync!(arith, set_arith, COST_DURABILITY);
        sync!(memory, set_memory, COST_DURABILITY);
        sync!(shuffle, set_shuffle, COST_DURABILITY);
        sync!(scalar, set_scalar, COST_DURABILITY);
        sync!(reduction, set_reduction, COST_DURABILITY);
        sync!(genx, set_genx, Durability::HIGH);
    }

    /// The whole description back from the input (for saving an edited table).
    pub fn target_desc(&self, t: Target) -> TargetDesc {
        TargetDesc {
            name: t.name(self).clone(),
            description: String::new(),
            vector: t.vector(self).clone(),
            arith: t.arith(self).clone(),
            memory: t.memory(self).clone(),
            shuffle: t.shuffle(self).clone(),
            scalar: t.scalar(self).clone(),
            reduction: t.reduction(self).clone(),
            genx: t.genx(self).clone(),
        }
    }
}
