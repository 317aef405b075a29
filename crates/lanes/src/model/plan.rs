//! The planner: a loop's VPlan at a VF, its cost table over all VFs (and
//! the VF table drawn from it), and the vectorization verdict of every loop.

use std::fmt;

use serde::Serialize;

use super::{
    BailOut, BestReason, BestVf, IcReason, Interleave, Legality, MemAccess, Reason, RecipeKind,
    RefusalKind, RowReason, Subject, Tail, VPlan, VPlanCost, VfRange,
};

/// `lanes vplan`: the plan covering one VF.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct VplanReport {
    /// Function name without `@`.
    pub function: String,
    /// Loop header label.
    #[serde(rename = "loop")]
    pub loop_: String,
    /// The VF asked about.
    pub vf: u32,
    /// The VFs sharing this plan.
    pub range: VfRange,
    /// The plan.
    pub plan: VPlan,
    /// The OptVLS decision of every VLS group of the plan at `vf`.
    pub vls: Vec<VlsDecision>,
    /// The target the answer was made for ([`LoopVerdict::target`]).
    pub target: String,
    /// Why that target applies to the loop.
    pub target_source: TargetSource,
}

/// `lanes cost`: every VF's cost and the decision.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct CostReport {
    /// Function name without `@`.
    pub function: String,
    /// Loop header label.
    #[serde(rename = "loop")]
    pub loop_: String,
    /// What the legality check found.
    pub legality: Legality,
    /// The decision and every VF's row.
    pub best: BestVf,
    /// The interleave count of the chosen VF and the register pressure.
    pub interleave: Interleave,
    /// The interleave count the report's row shows (`lanes_vec::decision`).
    #[serde(skip)]
    pub ic: u32,
    /// The tail of each of `best.rows`: the decision's at the chosen VF,
    /// else the tail the VF would have without interleaving.
    #[serde(skip)]
    pub tails: Vec<Tail>,
    /// The plan cost of every VF that has one.
    pub costs: Vec<VPlanCost>,
    /// The target the answer was made for ([`LoopVerdict::target`]).
    pub target: String,
    /// Why that target applies to the loop.
    pub target_source: TargetSource,
    /// Which LLVM's vectorizer answered ([`LoopVerdict::profile`]).
    pub profile: String,
}

/// Why a loop is analysed for its target.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum TargetSource {
    /// The user chose it (`--target`, `setTarget`, the terminal UI's `t`).
    Chosen,
    /// The function's `"target-cpu"`/`"target-features"` name it (a wider
    /// built-in than the chosen one, as `opt -mattr` adds features).
    Function,
    /// None was chosen and the function names none: the default.
    Default,
}

impl TargetSource {
    /// How the terminal UI and the text outputs say it.
    pub fn phrase(self) -> &'static str {
        match self {
            TargetSource::Chosen => "chosen",
            TargetSource::Function => "from the function's target-cpu/target-features",
            TargetSource::Default => "the default",
        }
    }
}

/// One loop of `lanes report`.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct LoopVerdict {
    /// The path as given.
    pub file: String,
    /// Function name without `@`.
    pub function: String,
    /// Loop header label.
    #[serde(rename = "loop")]
    pub loop_: String,
    /// Loop path (`L0`, `L0.1`).
    pub path: String,
    /// 1 for a top-level loop.
    pub depth: u32,
    /// Whether it has no child loop.
    pub innermost: bool,
    /// `line:col` of the loop in the source, where LLVM's remarks about
    /// it point (as in `loops`).
    pub start_loc: Option<String>,
    /// The source file LLVM's remarks name (the `DIFile` of `start_loc`).
    pub start_file: Option<String>,
    /// Number of header executions, when known.
    pub trip_count: Option<u64>,
    /// Its place in the order LLVM's LoopVectorize visits the function's
    /// loops (`LoopForest::vectorizer_order`; `u32::MAX` for a loop it
    /// does not visit): remarks that name no function come in that order.
    #[serde(skip)]
    pub visit: u32,
    /// Whether the planner vectorizes it.
    pub vectorized: bool,
    /// The chosen VF (1: scalar).
    pub vf: u32,
    /// Cost of one iteration at `vf`.
    pub cost: u32,
    /// Cost of one scalar iteration.
    pub scalar_cost: u32,
    /// Why this VF, or why not vectorized (serialized as its text).
    pub reason: Option<Reason<BestReason>>,
    /// The chosen VF folds the tail into the vector loop (no scalar
    /// remainder: `optsize`, a trip count below 16, or the predicate hint).
    pub fold_tail: bool,
    /// Copies of the vector body per vector iteration (LLVM's interleave
    /// count; 1 for a scalar loop).
    pub ic: u32,
    /// Every legality rule the loop fails, in the order they were checked
    /// (`reason` is the first).
    pub refusals: Vec<RefusalInfo>,
    /// The target the loop was analysed for: the chosen one, else the
    /// built-in its function's `"target-cpu"`/`"target-features"` name,
    /// else the default.
    pub target: String,
    /// Why `target` applies to the loop.
    pub target_source: TargetSource,
    /// Which LLVM's vectorizer answered (`14`, `22`): the file's profile
    /// (its `files[]` entry says why).
    pub profile: String,
    /// Why LLVM's LoopVectorize does not look at the loop at all, when it
    /// does not: `"optnone"` for a function with that attribute (clang
    /// `-O0`). Such a row is not vectorized and has no `reason` and no
    /// `refusals`; the field is absent from the JSON of every other row.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub skipped: Option<&'static str>,
}

impl LoopVerdict {
    /// `reason` without what it is about (the instruction or dependence a
    /// refusal names), for places with little room.
    pub fn reason_message(&self) -> Option<&str> {
        self.reason.as_ref().map(|r| match &r.kind {
            BestReason::Illegal(f) => f.message.as_str(),
            _ => &**r,
        })
    }

    /// Whether the reason is the first legality rule the loop fails (so
    /// `refusals` after the first are further reasons).
    pub fn refused(&self) -> bool {
        self.reason
            .as_ref()
            .is_some_and(|r| matches!(r.kind, BestReason::Illegal(_)))
    }
}

/// The verdicts of one function's loops, in pre-order: a group of
/// `lanes report`'s rows, memoized per function so that an answer after
/// an edit re-collects (and re-renders) only the functions whose verdicts
/// changed.
#[derive(Debug, Default, PartialEq)]
pub struct FunctionVerdicts {
    /// The function's loops.
    pub rows: Vec<LoopVerdict>,
}

/// One legality rule a loop fails.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct RefusalInfo {
    /// LLVM's remark name where there is one (`CantVectorizeCall`).
    #[serde(serialize_with = "super::as_text")]
    pub kind: RefusalKind,
    /// What a user reads.
    pub message: String,
    /// What it is about: an instruction or a dependence (serialized as
    /// `inst`, its text).
    #[serde(rename = "inst")]
    pub subject: Option<Subject>,
    /// `line:col` of that instruction, when the IR has debug locations.
    pub loc: Option<String>,
}

/// One row of a loop's VF table: a candidate VF with its cost and what its
/// plan does to memory.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct VfLine {
    /// The VF (1: the scalar loop).
    pub vf: u32,
    /// Cost of one iteration at this VF (`None`: no plan, not legal).
    pub total: Option<u32>,
    /// Cost per lane.
    pub per_lane: Option<f64>,
    /// `total` is LLVM's placeholder for an access emulated lane by lane
    /// under a mask, no price (views show `emulated (invalid)`).
    pub emulated: bool,
    /// Loads the plan widens as gathers (strided accesses are gathers).
    pub gathers: u32,
    /// Stores the plan widens as scatters (strided accesses are scatters).
    pub scatters: u32,
    /// Interleaved (OptVLS) groups.
    pub vls_groups: u32,
    /// Masked loads, stores and groups.
    pub masked: u32,
    /// What runs the iterations the vector loop leaves over
    /// (`Legality::tail`, at the chosen interleave count for the chosen VF
    /// and without interleaving for the others); the interleave count's
    /// reason reads the same answer.
    pub tail: Tail,
    /// Whether this is the chosen VF.
    pub chosen: bool,
    /// Why this VF was not chosen (serialized as its text).
    pub reason: Option<Reason<RowReason>>,
}

/// The VF table of one loop, drawn from its [`CostReport`]: one row per
/// candidate VF, the scalar loop first.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct VfTable {
    /// Function name without `@`.
    pub function: String,
    /// Loop header label.
    #[serde(rename = "loop")]
    pub loop_: String,
    /// Whether the planner vectorizes the loop.
    pub vectorized: bool,
    /// The chosen VF (1: scalar).
    pub best: u32,
    /// Cost of one scalar iteration.
    pub scalar_cost: u32,
    /// Why the loop is not vectorized, or what decided the VF (serialized
    /// as its text).
    pub reason: Option<Reason<BestReason>>,
    /// Interleave count of the chosen VF.
    pub ic: u32,
    /// Why that interleave count (serialized as its text).
    #[serde(serialize_with = "super::as_text")]
    pub ic_reason: IcReason,
    /// The rows, by VF.
    pub rows: Vec<VfLine>,
    /// The target the answer was made for ([`LoopVerdict::target`]).
    pub target: String,
    /// Why that target applies to the loop.
    pub target_source: TargetSource,
    /// Which LLVM's vectorizer answered ([`LoopVerdict::profile`]).
    pub profile: String,
}

impl VfTable {
    /// The table of a cost report: each VF's row with the memory
    /// operations of its plan counted (setup recipes excluded).
    pub fn from_cost(r: &CostReport) -> VfTable {
        let mut rows: Vec<VfLine> = r
            .best
            .rows
            .iter()
            .zip(&r.tails)
            .map(|(row, &tail)| {
                let mut line = VfLine {
                    vf: row.vf,
                    total: row.total,
                    per_lane: row.per_lane,
                    emulated: row.emulated,
                    gathers: 0,
                    scatters: 0,
                    vls_groups: 0,
                    masked: 0,
                    tail: Tail::None,
                    chosen: row.chosen,
                    reason: row.reason.clone(),
                };
                if let Some(c) = r.costs.iter().find(|c| c.vf == row.vf) {
                    line.tail = tail;
                    for rc in c.recipes.iter().filter(|rc| !rc.setup) {
                        line.count(rc.kind);
                    }
                }
                line
            })
            .collect();
        if !rows.iter().any(|r| r.vf == 1) {
            // The scalar loop, the baseline every VF is compared with.
            rows.insert(
                0,
                VfLine {
                    vf: 1,
                    total: Some(r.best.scalar_cost),
                    per_lane: Some(r.best.scalar_cost as f64),
                    emulated: false,
                    gathers: 0,
                    scatters: 0,
                    vls_groups: 0,
                    masked: 0,
                    tail: Tail::None,
                    chosen: !r.best.vectorized,
                    reason: None,
                },
            );
        }
        VfTable {
            function: r.function.clone(),
            loop_: r.loop_.clone(),
            vectorized: r.best.vectorized,
            best: r.best.vf,
            scalar_cost: r.best.scalar_cost,
            reason: r.best.reason.clone(),
            ic: r.ic,
            ic_reason: r.interleave.reason.clone(),
            rows,
            target: r.target.clone(),
            target_source: r.target_source,
            profile: r.profile.clone(),
        }
    }

    /// The vector VFs that have a plan, in order.
    pub fn planned(&self) -> Vec<u32> {
        self.rows
            .iter()
            .filter(|r| r.vf > 1 && r.total.is_some())
            .map(|r| r.vf)
            .collect()
    }

    /// The VF shown when the user has not picked one: the chosen VF, else
    /// the cheapest planned one per lane.
    pub fn default_vf(&self) -> Option<u32> {
        let planned = self.planned();
        if planned.contains(&self.best) {
            return Some(self.best);
        }
        self.rows
            .iter()
            .filter(|r| planned.contains(&r.vf))
            .min_by(|a, b| {
                let (a, b) = (
                    a.per_lane.unwrap_or(f64::MAX),
                    b.per_lane.unwrap_or(f64::MAX),
                );
                a.total_cmp(&b)
            })
            .map(|r| r.vf)
    }
}

impl VfLine {
    /// Counts one recipe of the plan: a strided access is widened as a
    /// gather (or scatter), as LLVM does without interleaving.
    fn count(&mut self, kind: RecipeKind) {
        let gather = |a: MemAccess| matches!(a, MemAccess::Gather | MemAccess::Strided(_));
        match kind {
            RecipeKind::Load { access, masked } => {
                self.gathers += u32::from(gather(access));
                self.masked += u32::from(masked);
            }
            RecipeKind::Store { access, masked } => {
                self.scatters += u32::from(gather(access));
                self.masked += u32::from(masked);
            }
            RecipeKind::VlsGroup { masked } => {
                self.vls_groups += 1;
                self.masked += u32::from(masked);
            }
            _ => {}
        }
    }
}

/// Whether a VLS group of a plan is loaded by its shuffle sequence or by
/// gathers at one VF, and what each costs. Its JSON form is the sentence
/// [`fmt::Display`] writes (`VLS-GROUP #0 at VF 4: sequence 6 vs gathers 16:
/// sequence`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct VlsDecision {
    /// The group's number in the plan.
    pub group: u32,
    /// The VF.
    pub vf: u32,
    /// Cost of loading the members with gathers.
    pub gather_cost: u32,
    /// Cost of the shuffle sequence, when the server found one.
    pub sequence_cost: Option<u32>,
    /// Why the server found none.
    pub bail_out: Option<BailOut>,
    /// The sequence is strictly cheaper (ties keep the gathers).
    pub uses_sequence: bool,
}

impl fmt::Display for VlsDecision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "VLS-GROUP #{} at VF {}: ", self.group, self.vf)?;
        match (self.sequence_cost, &self.bail_out) {
            (Some(sc), _) => write!(
                f,
                "sequence {sc} vs gathers {}: {}",
                self.gather_cost,
                if self.uses_sequence {
                    "sequence"
                } else {
                    "gathers"
                }
            ),
            (None, Some(b)) => write!(f, "no sequence ({b}): gathers {}", self.gather_cost),
            (None, None) => write!(f, "gathers {}", self.gather_cost),
        }
    }
}

impl Serialize for VlsDecision {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// One side of a [`DiffRow`]: what the side is (`target avx512`, `LLVM 22`,
/// `after.ll`) and the loop's `report` row there (absent: no such loop).
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct DiffSide {
    /// How the side differs from the other.
    pub label: String,
    /// The loop's row on this side.
    #[serde(flatten)]
    pub row: Option<LoopVerdict>,
}

/// A loop of `lanes diff` whose verdict, VF or interleave count differ
/// between the two sides.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct DiffRow {
    /// The path of the first side's file (of the second's when the loop
    /// is only there).
    pub file: String,
    /// Function name without `@`.
    pub function: String,
    /// Loop header label.
    #[serde(rename = "loop")]
    pub loop_: String,
    /// What differs: `vectorized`, `vf`, `ic`, `missing` (the loop is on
    /// one side only).
    pub differs: Vec<&'static str>,
    /// The first side.
    pub a: DiffSide,
    /// The second side.
    pub b: DiffSide,
}

/// The loops of two reports whose verdict, VF or interleave count differ,
/// in the first report's order (then those only in the second). Loops are
/// matched by file, function and header; with `by_function`, by function
/// and header alone (a before and an after file).
pub fn diff_reports(
    labels: [&str; 2],
    a: &[LoopVerdict],
    b: &[LoopVerdict],
    by_function: bool,
) -> Vec<DiffRow> {
    let key = |r: &LoopVerdict| {
        let file = if by_function { "" } else { r.file.as_str() };
        (file.to_string(), r.function.clone(), r.loop_.clone())
    };
    let theirs: std::collections::HashMap<_, &LoopVerdict> =
        b.iter().map(|r| (key(r), r)).collect();
    let ours: std::collections::HashSet<_> = a.iter().map(key).collect();
    let side = |label: &str, row: Option<&LoopVerdict>| DiffSide {
        label: label.to_string(),
        row: row.cloned(),
    };
    let mut out = Vec::new();
    for r in a {
        let other = theirs.get(&key(r)).copied();
        let differs: Vec<&'static str> = match other {
            None => vec!["missing"],
            Some(o) => [
                ("vectorized", r.vectorized != o.vectorized),
                ("vf", r.vf != o.vf),
                ("ic", r.ic != o.ic),
            ]
            .into_iter()
            .filter_map(|(name, d)| d.then_some(name))
            .collect(),
        };
        if !differs.is_empty() {
            out.push(DiffRow {
                file: r.file.clone(),
                function: r.function.clone(),
                loop_: r.loop_.clone(),
                differs,
                a: side(labels[0], Some(r)),
                b: side(labels[1], other),
            });
        }
    }
    for o in b.iter().filter(|o| !ours.contains(&key(o))) {
        out.push(DiffRow {
            file: o.file.clone(),
            function: o.function.clone(),
            loop_: o.loop_.clone(),
            differs: vec!["missing"],
            a: side(labels[0], None),
            b: side(labels[1], Some(o)),
        });
    }
    out
}

/// `lanes source`: a source file the debug info names, with the verdict of
/// every loop that starts in it on its start line, as opt-viewer shows
/// remarks.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct SourceView {
    /// The file name the debug info records (`k.c`, `./tree-vect.h`).
    pub source: String,
    /// Where it was read; absent when it was not found.
    pub path: Option<String>,
    /// How it was found, or what to do when it was not.
    pub note: String,
    /// The file's lines (empty when not found), 1-based in order.
    pub lines: Vec<String>,
    /// The loops starting in the file, by line and column.
    pub loops: Vec<SourceLoop>,
}

/// A loop's verdict at its start in the source.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct SourceLoop {
    /// 1-based line of the loop's start (LLVM's `getStartLoc`).
    pub line: u32,
    /// 1-based column of that start.
    pub column: u32,
    /// The loop's `report` row.
    pub row: LoopVerdict,
}
