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
//!
//! * [`prices`]: the table entries and where their values come from;
//! * [`recipe`]: one recipe's price (`memory` for loads, stores and
//!   groups);
//! * [`scalar`]: the scalar loop's cost;
//! * [`choose`](mod@choose): the best VF;
//! * this module: a whole plan's cost ([`plan_cost`]) and its text forms.

/// A note on how a price came about, formatted only when notes are asked
/// for (`$p.notes`).
macro_rules! note {
    ($p:expr; $($a:tt)*) => {
        if $p.notes { format!($($a)*) } else { String::new() }
    };
}

pub mod checks;
pub mod choose;
mod context;
mod discount;
pub mod frequency;
mod isa;
mod memory;
pub mod outside;
pub mod prices;
pub mod recipe;
pub mod scalar;

use lanes_db::VlsCost;
use lanes_ir::InstId;
use lanes_target::ScalarKind;

use crate::vls::VlsGroupCost;
use crate::vplan::{MemAccess, PROB_ONE, RecipeKind, VPlan};

pub use choose::{
    BestReason, BestVf, Candidate, RowReason, VfRejection, VfRow, VfRules, choose,
    refuse_below_min_trip_count, replicate_for_size, scalar_plan, screen_vfs,
};
pub use memory::EMULATED_MASKED_LOAD;

/// How every output shows a cost that is LLVM's placeholder
/// ([`EMULATED_MASKED_LOAD`]) rather than a price.
pub const EMULATED_TEXT: &str = "emulated (invalid)";
pub use prices::{
    EntrySource, LaneMoves, MemField, MissingPrice, NO_ENTRY, OpTableId, PriceKey, PriceSheet,
    PriceTable, Prices, Recorder, ScalarField, Tables,
};
pub use recipe::{Priced, price};
pub use scalar::{PRED_BLOCK_RECIPROCAL, ScalarRules, scalar_inst_cost, scalar_loop_cost};

/// The divisor of the scalar work of instruction `inst` when it runs
/// predicated in `plan` ([`VPlan::pred_divisors`]): LLVM 14's
/// [`PRED_BLOCK_RECIPROCAL`] when the plan lists none.
pub fn pred_divisor(plan: &VPlan, inst: Option<InstId>) -> u32 {
    match &plan.pred_divisors {
        None => PRED_BLOCK_RECIPROCAL as u32,
        Some(d) => inst.and_then(|i| d.get(&i)).map_or(1, |&d| d),
    }
}

/// One recipe's price.
#[derive(Clone, PartialEq, Debug)]
pub struct RecipeCost {
    /// The recipe's first printed line.
    pub recipe: String,
    /// What the recipe is (for counting gathers, masked accesses, groups).
    pub kind: RecipeKind,
    /// The scalar instruction it vectorizes.
    pub scalar: Option<String>,
    pub cost: u32,
    /// `cost` holds LLVM's placeholder for an access emulated lane by lane
    /// under a mask ([`EMULATED_MASKED_LOAD`]), so it is no price: shown
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
#[derive(Clone, PartialEq, Debug, Default)]
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
    /// emulated lane by lane ([`EMULATED_MASKED_LOAD`]): `total` is no
    /// price, only LLVM's way to keep the loop scalar.
    pub emulated: bool,
    /// The tail is folded by masking: `ceil(n / VF)` vector iterations and
    /// no scalar remainder.
    pub fold_tail: bool,
    /// Recipes of the loop body that run as vector instructions.
    pub vector_recipes: u32,
    /// The instructions run lane by lane under a mask (a predicated
    /// replicate recipe, or a masked access priced as scalar accesses):
    /// each is a replicate region of LLVM's plan (`pred.load`,
    /// `pred.store`, ...) unless VPlan removes it as dead.
    pub replicated: Vec<InstId>,
    /// Memory recipes priced as scalar accesses: loads and stores (their
    /// instruction) and OptVLS groups (their number) — LLVM's widening
    /// decision `CM_Scalarize`, which decides what else stays scalar.
    pub scalarized_insts: Vec<InstId>,
    pub scalarized_groups: Vec<lanes_vls::GroupId>,
}

/// OptVLS's group costs at the VF, fetched the first time a group's price
/// needs them (a verdict that LLVM's interleave groups decide does not run
/// OptVLS), and which price decides a group that LLVM prices as an
/// interleave group.
pub struct VlsPrices<'a> {
    fetch: Option<&'a dyn Fn() -> &'a [VlsGroupCost]>,
    groups: std::cell::OnceCell<&'a [VlsGroupCost]>,
    pub decides: VlsCost,
}

impl<'a> VlsPrices<'a> {
    /// Group costs from `fetch`, called at most once.
    pub fn new(fetch: &'a dyn Fn() -> &'a [VlsGroupCost], decides: VlsCost) -> Self {
        VlsPrices {
            fetch: Some(fetch),
            groups: std::cell::OnceCell::new(),
            decides,
        }
    }

    /// No OptVLS costs (a plan without groups, or one only recorded).
    pub fn none(decides: VlsCost) -> Self {
        VlsPrices {
            fetch: None,
            groups: std::cell::OnceCell::new(),
            decides,
        }
    }

    pub fn groups(&self) -> &'a [VlsGroupCost] {
        self.groups.get_or_init(|| self.fetch.map_or(&[], |f| f()))
    }
}

fn kind_or(k: Option<ScalarKind>) -> ScalarKind {
    k.unwrap_or(ScalarKind::I64)
}

/// Prices a plan at `vf`: every recipe with its note, or with `detail`
/// false the totals only (no recipe list, nothing formatted).
// Long: one pass prices the recipes, applies LLVM's predicated-instruction
// discount to them and sums the expected costs, each step reading the last.
pub fn plan_cost(
    plan: &VPlan,
    vf: u32,
    t: &dyn Prices,
    vls: &VlsPrices<'_>,
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
        .map(|fr| memory::emulated_store_count(fr.recipe, t))
        .sum::<u32>()
        > 1;
    let mut priced: Vec<Priced> = flat
        .iter()
        .map(|fr| {
            let d = pred_divisor(plan, fr.recipe.inst);
            recipe::price(fr.recipe, vf, t, vls, detail, emulated, d)
        })
        .collect();
    replicate_lane_addresses(&flat, &mut priced, vf, t, detail);
    // Expected costs, in `PROB_ONE` units until the sum is taken.
    let costs: Vec<u64> = flat
        .iter()
        .zip(&priced)
        .map(|(fr, p)| u64::from(p.cost) * fr.weight * fr.prob)
        .collect();
    let sunk = discount::apply(&flat, &costs, vf, t, emulated, &|i| pred_divisor(plan, i));
    for (k, (fr, p)) in flat.iter().zip(priced).enumerate() {
        let Priced {
            cost: c,
            mut note,
            mut vector,
            mut scalarized,
        } = p;
        // At or above the placeholder, it holds one (see `RecipeCost`).
        let placeholder = c >= EMULATED_MASKED_LOAD;
        out.emulated |= placeholder;
        let mut expected = costs[k];
        let mut c = u64::from(c) * fr.weight;
        if let Some(&s) = sunk.cost.get(&k) {
            // Runs as scalars in a predicated instruction's region.
            if detail && s != expected {
                note = format!(
                    "scalars in the predicated region (LLVM's discount): {}",
                    s / fr.prob.max(1)
                );
            }
            expected = s;
            c = s / fr.prob.max(1);
            vector = false;
            scalarized |= matches!(
                fr.recipe.kind,
                RecipeKind::Load { .. } | RecipeKind::Store { .. }
            );
        }
        out.vector_recipes += u32::from(vector && !fr.once);
        let replicated = match fr.recipe.kind {
            // A load of an invariant address under the folded tail's mask
            // is one scalar load (a uniform replicate recipe), no region.
            RecipeKind::Replicate { predicated } => {
                predicated
                    && !(fr.recipe.uniform_address
                        && fr.recipe.opcode.is_inst(lanes_ir::Opcode::Load))
            }
            RecipeKind::Load { masked, .. }
            | RecipeKind::Store { masked, .. }
            | RecipeKind::VlsGroup { masked, .. } => masked && scalarized,
            _ => false,
        };
        if let (true, Some(i)) = (replicated, fr.recipe.inst) {
            out.replicated.push(i);
        }
        if scalarized {
            match (fr.recipe.group, fr.recipe.inst) {
                (Some(g), _) => out.scalarized_groups.push(g),
                (None, Some(i)) => out.scalarized_insts.push(i),
                (None, None) => {}
            }
        }
        if fr.once {
            setup += expected;
        } else {
            total += expected;
        }
        if !detail {
            continue;
        }
        out.recipes.push(RecipeCost {
            recipe: fr.recipe.text.lines().next().unwrap_or("").to_string(),
            kind: fr.recipe.kind,
            scalar: fr.recipe.scalar.clone(),
            cost: c.min(u64::from(u32::MAX)) as u32,
            emulated: placeholder,
            setup: fr.once,
            note: weighted_note(note, fr.weight, fr.prob),
        });
    }
    // Each branch into a block that keeps a predicated instruction tests
    // every lane's mask bit.
    for _ in &sunk.branches {
        total += u64::from(sunk.branch_cost) * PROB_ONE;
        if detail {
            out.recipes.push(RecipeCost {
                recipe: "branch into a predicated block".to_string(),
                kind: RecipeKind::BranchOnMask,
                scalar: None,
                cost: sunk.branch_cost,
                emulated: false,
                setup: false,
                note: format!("extract {vf} mask bits + {vf} branches"),
            });
        }
    }
    let one = PROB_ONE;
    out.total = (total / one).min(u64::from(u32::MAX)) as u32;
    out.setup = (setup / one).min(u64::from(u32::MAX)) as u32;
    out.per_lane = f64::from(out.total) / f64::from(vf.max(1));
    out
}

/// LLVM 22 replicates the scalar copy of a value that differs from lane to
/// lane when an access whose address it computes is priced as scalar
/// accesses and no gather or scatter needs it as a vector
/// (`VPReplicateRecipe::computeCost`: `VF` copies of a `REPLICATE`, one of
/// a single-scalar `CLONE`); LLVM 14's legacy model counts one copy of
/// every instruction that is scalar after vectorization. Only under the
/// LLVM 22 profile on an x86 level. Where the target prefers vectorized
/// addressing (`prefersVectorizedAddressing`: X86 with gathers, AVX-512F)
/// `setCostBasedWideningDecision` forces no address computation scalar:
/// the value is widened, priced as the vector operation, and the
/// scalarized accesses extract its lanes ([`memory`]).
fn replicate_lane_addresses(
    flat: &[crate::vplan::FlatRecipe<'_>],
    priced: &mut [Priced],
    vf: u32,
    t: &dyn Prices,
    detail: bool,
) {
    use crate::vplan::AddressUser;
    // The widened price's entry, read whatever the profile: the recorder
    // of a loop's entries answers as LLVM 14.
    for fr in flat {
        let r = fr.recipe;
        if r.kind == RecipeKind::Uniform
            && !r.lane_address_of.is_empty()
            && let Some(k) = r.elem
        {
            let _ = t.arith_entry(r.opcode, k);
        }
    }
    if t.x86_llvm() != lanes_target::x86::Llvm::V22 || t.vector().isa.is_none() || vf < 2 {
        return;
    }
    let vectorized = memory::prefers_vectorized_addressing(t);
    let user = |fr: &crate::vplan::FlatRecipe<'_>| match (fr.recipe.group, fr.recipe.inst) {
        (Some(g), _) => Some(AddressUser::Group(g)),
        (None, Some(i)) => Some(AddressUser::Access(i)),
        (None, None) => None,
    };
    let (mut scalarized, mut gathers) = (Vec::new(), Vec::new());
    for (fr, p) in flat.iter().zip(priced.iter()) {
        let gather = matches!(
            fr.recipe.kind,
            RecipeKind::Load {
                access: MemAccess::Strided(_) | MemAccess::Gather,
                ..
            } | RecipeKind::Store {
                access: MemAccess::Strided(_) | MemAccess::Gather,
                ..
            }
        );
        match (p.scalarized, gather) {
            (true, _) => scalarized.extend(user(fr)),
            (false, true) => gathers.extend(user(fr)),
            (false, false) => {}
        }
    }
    for (fr, p) in flat.iter().zip(priced.iter_mut()) {
        let r = fr.recipe;
        // Where a gather or scatter reads the value too, LLVM widens it;
        // other accesses (consecutive, interleave groups) read lane 0.
        let feeds = |set: &Vec<AddressUser>| r.lane_address_of.iter().any(|u| set.contains(u));
        if vectorized && r.kind == RecipeKind::Uniform && (feeds(&scalarized) || feeds(&gathers)) {
            let widened = r
                .elem
                .and_then(|k| isa::x86_cost(t, r.opcode, k, r.operands, vf));
            if let Some((c, _)) = widened {
                p.cost = c;
                // A widened recipe: the plan makes vectors at this VF
                // (`willGenerateVectors`).
                p.vector = true;
                if detail {
                    p.note = format!("widened: the address of {vf} lanes ({c}; {})", p.note);
                }
            }
            continue;
        }
        if r.kind == RecipeKind::Uniform
            && r.lane_address_of.iter().any(|u| scalarized.contains(u))
            && !r.lane_address_of.iter().any(|u| gathers.contains(u))
        {
            p.cost = p.cost.saturating_mul(vf);
            if detail {
                p.note = format!(
                    "{vf} copies: the address of scalarized accesses ({})",
                    p.note
                );
            }
        }
    }
}

/// A recipe's note with how often it runs: the inner iterations of an
/// outer loop's body, or the probability of its block.
fn weighted_note(note: String, weight: u64, prob: u64) -> String {
    match (weight > 1, prob < PROB_ONE) {
        (true, _) => format!("{note} (x{weight} inner iterations)"),
        (false, true) => format!(
            "{note} (runs with probability {})",
            prob as f64 / PROB_ONE as f64
        ),
        (false, false) => note,
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
        let (total, per_lane) = if self.emulated {
            (EMULATED_TEXT.to_string(), "-".to_string())
        } else {
            (self.total.to_string(), format!("{:.2}", self.per_lane))
        };
        let _ = writeln!(
            out,
            "loop {} VF {}: total {total}, per lane {per_lane}, scalar {}{}",
            self.header,
            self.vf,
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
                if r.emulated {
                    EMULATED_TEXT.to_string()
                } else {
                    r.cost.to_string()
                },
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
