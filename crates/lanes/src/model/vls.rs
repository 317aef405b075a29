//! OptVLS: VF candidates and ranges, groups, sequences and their costs.

use serde::Serialize;

use super::{DepKind, Grouping, MemrefId, VfCandidates, VfRange, VlsGroupCost, VlsSequence};

/// A dependence that keeps two memrefs in order in a VF range.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct ConstraintReport {
    /// `Memref::id`s.
    pub a: MemrefId,
    /// The second memref's id.
    pub b: MemrefId,
    /// Harmless up to this VF; `None`: at every VF.
    pub free_up_to: Option<u32>,
    /// The dependence kind (`BackwardVectorizable`, ...).
    pub kind: DepKind,
    /// The two instructions.
    pub texts: [String; 2],
}

/// One VF range and the constraints active in it.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct RangeReport {
    /// The VFs of the range.
    pub range: VfRange,
    /// Number of VLS groups in the range.
    pub groups: usize,
    /// Dependences that constrain the grouping in the range.
    pub active: Vec<ConstraintReport>,
}

/// `lanes vf-ranges`.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct VfRangesReport {
    /// Function name without `@`.
    pub function: String,
    /// Loop header label.
    #[serde(rename = "loop")]
    pub loop_: String,
    /// Target name ([`LoopVerdict::target`](super::LoopVerdict::target)).
    pub target: String,
    /// Why that target applies to the loop.
    pub target_source: super::TargetSource,
    /// Candidate and rejected VFs.
    pub candidates: VfCandidates,
    /// VF ranges with one grouping each.
    pub ranges: Vec<RangeReport>,
}

/// A server memref (`#n`) and the loop memref it stands for.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct VlsMemrefLine {
    /// 1-based, as the server prints it.
    pub server: usize,
    /// `Memref::id`.
    pub memref: MemrefId,
    /// The instruction as printed.
    pub text: String,
}

/// `lanes vls`.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct VlsReport {
    /// Function name without `@`.
    pub function: String,
    /// Loop header label.
    #[serde(rename = "loop")]
    pub loop_: String,
    /// Target name ([`LoopVerdict::target`](super::LoopVerdict::target)).
    pub target: String,
    /// Why that target applies to the loop.
    pub target_source: super::TargetSource,
    /// The VF asked about.
    pub vf: u32,
    /// The VF range containing `vf`.
    pub range: VfRange,
    /// Bytes of a vector register.
    pub vector_length: u32,
    /// The memrefs as the server numbers them.
    pub memrefs: Vec<VlsMemrefLine>,
    /// The server's grouping at `vf`.
    pub grouping: Grouping,
    /// Each group's shuffle sequence and trace.
    pub sequences: Vec<VlsSequence>,
    /// Each group's cost decision.
    pub costs: Vec<VlsGroupCost>,
}
