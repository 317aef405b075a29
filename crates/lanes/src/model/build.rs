//! Results of analysing a user's build (`lanes cc`, `lanes project`,
//! `lanes cargo`, `lanes report --merge`): each translation unit's loops
//! with lanes' decision and the compiler's own beside it.
//!
//! These types also deserialize: a unit's result is what the project cache
//! and the wrapper's result files (`lanes cc --wrap DIR`) store.

use serde::{Deserialize, Serialize};

use super::LoopVerdict;

/// A vectorizer's decision about one loop, lanes' or the compiler's.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct LoopDecision {
    /// Whether the loop is vectorized (VF above 1).
    pub vectorized: bool,
    /// The vectorization factor (1: scalar).
    pub vf: u32,
    /// The interleave count (1: not interleaved).
    pub ic: u32,
    /// Why not vectorized (or why this VF): the compiler's remark text, or
    /// lanes' reason.
    pub reason: Option<String>,
}

/// One loop of a translation unit: the report's row (`lanes report`'s
/// fields, `file` being the unit's source) and the compiler's decision.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct BuildRow {
    /// The unit's source file, as its command names it.
    pub file: String,
    /// Function name without `@`.
    pub function: String,
    /// Loop header label in the IR.
    #[serde(rename = "loop")]
    pub loop_: String,
    /// Loop path (`L0`, `L0.1`).
    pub path: String,
    /// 1 for a top-level loop.
    pub depth: u32,
    /// Whether it has no child loop.
    pub innermost: bool,
    /// The source file the loop's debug location names.
    pub start_file: Option<String>,
    /// `line:col` of the loop in the source.
    pub start_loc: Option<String>,
    /// Number of header executions, when known.
    pub trip_count: Option<u64>,
    /// Whether lanes' planner vectorizes it.
    pub vectorized: bool,
    /// lanes' VF (1: scalar).
    pub vf: u32,
    /// lanes' interleave count.
    pub ic: u32,
    /// Cost of one iteration at `vf`.
    pub cost: u32,
    /// Cost of one scalar iteration.
    pub scalar_cost: u32,
    /// lanes' reason (the report's text).
    pub reason: Option<String>,
    /// The target lanes analysed the loop for.
    pub target: String,
    /// Which LLVM's vectorizer lanes answered as (`14`, `22`).
    pub profile: String,
    /// Why LoopVectorize does not look at the loop (`optnone`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub skipped: Option<String>,
    /// What the compiler's LoopVectorize decided, from its optimization
    /// records; `None` when it wrote no record about the loop.
    pub compiler: Option<LoopDecision>,
    /// Whether both decide alike: both leave the loop scalar, or both
    /// vectorize it at the same VF (the interleave count is not compared).
    /// `None` without a compiler record.
    pub agrees: Option<bool>,
}

impl BuildRow {
    /// The row of `v`, about the loop of the unit `file`, with the
    /// compiler's decision.
    pub fn new(file: &str, v: &LoopVerdict, compiler: Option<LoopDecision>) -> BuildRow {
        let lanes = BuildRow {
            file: file.to_string(),
            function: v.function.clone(),
            loop_: v.loop_.clone(),
            path: v.path.clone(),
            depth: v.depth,
            innermost: v.innermost,
            start_file: v.start_file.clone(),
            start_loc: v.start_loc.clone(),
            trip_count: v.trip_count,
            vectorized: v.vectorized,
            vf: v.vf,
            ic: v.ic,
            cost: v.cost,
            scalar_cost: v.scalar_cost,
            reason: v.reason.as_ref().map(|r| r.to_string()),
            target: v.target.clone(),
            profile: v.profile.clone(),
            skipped: v.skipped.map(str::to_string),
            compiler: None,
            agrees: None,
        };
        lanes.with_compiler(compiler)
    }

    /// The row with the compiler's decision set and `agrees` computed.
    pub fn with_compiler(mut self, compiler: Option<LoopDecision>) -> BuildRow {
        self.agrees = compiler
            .as_ref()
            .map(|c| c.vectorized == self.vectorized && (!c.vectorized || c.vf == self.vf));
        self.compiler = compiler;
        self
    }

    /// lanes' side as a [`LoopDecision`].
    pub fn lanes(&self) -> LoopDecision {
        LoopDecision {
            vectorized: self.vectorized,
            vf: self.vf,
            ic: self.ic,
            reason: self.reason.clone(),
        }
    }
}

/// A loop the compiler wrote records about that matches none of lanes'
/// loops (its location names no loop of the IR lanes read).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct CompilerOnlyLoop {
    /// Function name as the records name it.
    pub function: String,
    /// The records' source file.
    pub start_file: Option<String>,
    /// `line:col` the records point at.
    pub start_loc: Option<String>,
    /// The compiler's decision.
    pub compiler: LoopDecision,
}

/// The compiler that built a unit.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct CompilerInfo {
    /// The compiler as the command names it (`clang-22`, `rustc`).
    pub name: String,
    /// Its version (`22.1.8`).
    pub version: String,
    /// The LLVM profile lanes answered as (`14`, `22`): the compiler's
    /// LLVM unless `--llvm` chose one.
    pub profile: String,
}

/// How a unit's analysis went.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum UnitStatus {
    /// Compiled and analysed now.
    Analysed,
    /// Taken from the cache: nothing it read changed.
    Cached,
    /// A compile (the user's, the IR's or the records') failed; `error` says why.
    Failed,
}

/// Where a unit's compiler decisions were read from.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RecordSource {
    /// The compiler's YAML optimization records, each naming its function
    /// (clang's `-fsave-optimization-record`, rustc's `-Z remark-dir`).
    Yaml,
    /// rustc's remark lines on standard error, which name no function:
    /// paired by location alone (a toolchain that writes no records).
    RemarkLines,
}

/// One translation unit (a compile command; a crate for `lanes cargo`).
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct UnitReport {
    /// The source file as the command names it (the crate's root for rustc).
    pub file: String,
    /// The directory the command runs in.
    pub directory: String,
    /// The command, one argument per element.
    pub arguments: Vec<String>,
    /// The compiler and the profile.
    pub compiler: CompilerInfo,
    /// How it went.
    pub status: UnitStatus,
    /// The compiler's error output or lanes' own error, when `status` is `failed`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// The IR lanes read (in the cache for `lanes project`, `lanes cargo`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ir: Option<String>,
    /// Every loop of the IR, in the report's order.
    pub rows: Vec<BuildRow>,
    /// Loops the compiler reports and lanes' IR does not have.
    pub compiler_only: Vec<CompilerOnlyLoop>,
    /// Where the compiler's decisions were read from (`lanes cargo`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub records: Option<RecordSource>,
}

/// How often lanes and the compiler decide alike, over the loops the
/// compiler wrote records about.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Agreement {
    /// Loops with both decisions.
    pub compared: usize,
    /// Of those, the ones both vectorize or both leave scalar.
    pub same_vectorize: usize,
    /// Of those, the ones that also agree on the VF (`agrees`).
    pub same_vf: usize,
    /// Of the loops both vectorize, the ones with the same interleave count.
    pub same_ic: usize,
    /// Loops both vectorize.
    pub both_vectorized: usize,
    /// Loops the compiler vectorizes and lanes does not.
    pub compiler_only_vectorized: usize,
    /// Loops lanes vectorizes and the compiler does not.
    pub lanes_only_vectorized: usize,
    /// lanes' loops without a compiler record.
    pub without_record: usize,
    /// Compiler records matching no loop of lanes.
    pub unmatched_records: usize,
    /// Units that failed.
    pub failed_units: usize,
}

impl Agreement {
    /// Counts over `units`.
    pub fn of(units: &[UnitReport]) -> Agreement {
        let mut a = Agreement::default();
        for u in units {
            if u.status == UnitStatus::Failed {
                a.failed_units += 1;
            }
            a.unmatched_records += u.compiler_only.len();
            for r in &u.rows {
                let Some(c) = &r.compiler else {
                    a.without_record += 1;
                    continue;
                };
                a.compared += 1;
                if c.vectorized == r.vectorized {
                    a.same_vectorize += 1;
                }
                if r.agrees == Some(true) {
                    a.same_vf += 1;
                }
                match (c.vectorized, r.vectorized) {
                    (true, true) => {
                        a.both_vectorized += 1;
                        if c.ic == r.ic {
                            a.same_ic += 1;
                        }
                    }
                    (true, false) => a.compiler_only_vectorized += 1,
                    (false, true) => a.lanes_only_vectorized += 1,
                    (false, false) => {}
                }
            }
        }
        a
    }
}

/// A build's answer: every unit, and the agreement over all of them.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct BuildReport {
    /// The units, ordered by file and command.
    pub units: Vec<UnitReport>,
    /// The counts over every unit.
    pub agreement: Agreement,
}

impl BuildReport {
    /// The report of `units`, put in their order (file, then command).
    pub fn new(mut units: Vec<UnitReport>) -> BuildReport {
        units.sort_by(|a, b| (&a.file, &a.arguments).cmp(&(&b.file, &b.arguments)));
        let agreement = Agreement::of(&units);
        BuildReport { units, agreement }
    }
}
