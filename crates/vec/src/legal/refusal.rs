//! Why a loop is refused: LLVM's remark kinds and what a refusal is about.

use lanes_ir::InstId;

/// The kind of a [`Refusal`]: LLVM's remark name, or lanes' own name where
/// LLVM gives up without a remark (`RecurrenceSinkConflict`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum RefusalKind {
    NoImplicitFloat,
    CFGNotUnderstood,
    CantComputeNumberOfIterations,
    CantReorderFPOps,
    NonReductionValueUsedOutsideLoop,
    ValueUsedOutsideLoop,
    RecurrenceSinkConflict,
    NoCFGForSelect,
    CantVectorizeIntrinsic,
    CantVectorizeLibcall,
    CantVectorizeCall,
    CantVectorizeInstruction,
    CantVectorizeInstructionReturnType,
    NonSimpleAccess,
    CantVectorizeNontemporal,
    CantVectorizeStoreToLoopInvariantAddress,
    CantIdentifyArrayBounds,
    UnsafeDep,
    CantReorderMemOps,
    CantVersionLoopWithOptForSize,
    NoTailLoopWithOptForSize,
    UnknownLoopCountComplexCFG,
    UnsupportedUncountableLoop,
    RecurrencesInEarlyExitLoop,
    EarlyExitTooManySuccessors,
    TooManyUncountableEarlyExits,
    EarlyExitNotLatchPredecessor,
    UnknownLatchExitCountEarlyExitLoop,
    WritesInEarlyExitLoop,
    UncountableEarlyExitUnsupported,
    UnsafeOperationsEarlyExitLoop,
    NoConditionLoadForEarlyExitLoop,
    CantVectorizeAliasWithCriticalUncountableExitLoad,
    PotentiallyFaultingLoadsNotSupported,
    EarlyExitLoopWithStridedFaultOnlyFirstLoad,
    NoInductionVariable,
    NoIntegerInductionVariable,
    SingleIterationLoop,
}

impl RefusalKind {
    /// The remark name (`CFGNotUnderstood`, ...).
    pub fn name(self) -> &'static str {
        match self {
            RefusalKind::NoImplicitFloat => "NoImplicitFloat",
            RefusalKind::CFGNotUnderstood => "CFGNotUnderstood",
            RefusalKind::CantComputeNumberOfIterations => "CantComputeNumberOfIterations",
            RefusalKind::CantReorderFPOps => "CantReorderFPOps",
            RefusalKind::NonReductionValueUsedOutsideLoop => "NonReductionValueUsedOutsideLoop",
            RefusalKind::ValueUsedOutsideLoop => "ValueUsedOutsideLoop",
            RefusalKind::RecurrenceSinkConflict => "RecurrenceSinkConflict",
            RefusalKind::NoCFGForSelect => "NoCFGForSelect",
            RefusalKind::CantVectorizeIntrinsic => "CantVectorizeIntrinsic",
            RefusalKind::CantVectorizeLibcall => "CantVectorizeLibcall",
            RefusalKind::CantVectorizeCall => "CantVectorizeCall",
            RefusalKind::CantVectorizeInstruction => "CantVectorizeInstruction",
            RefusalKind::CantVectorizeInstructionReturnType => "CantVectorizeInstructionReturnType",
            RefusalKind::NonSimpleAccess => "NonSimpleAccess",
            RefusalKind::CantVectorizeNontemporal => "CantVectorizeNontemporal",
            RefusalKind::CantVectorizeStoreToLoopInvariantAddress => {
                "CantVectorizeStoreToLoopInvariantAddress"
            }
            RefusalKind::CantIdentifyArrayBounds => "CantIdentifyArrayBounds",
            RefusalKind::UnsafeDep => "UnsafeDep",
            RefusalKind::CantReorderMemOps => "CantReorderMemOps",
            RefusalKind::CantVersionLoopWithOptForSize => "CantVersionLoopWithOptForSize",
            RefusalKind::NoTailLoopWithOptForSize => "NoTailLoopWithOptForSize",
            RefusalKind::UnknownLoopCountComplexCFG => "UnknownLoopCountComplexCFG",
            RefusalKind::UnsupportedUncountableLoop => "UnsupportedUncountableLoop",
            RefusalKind::RecurrencesInEarlyExitLoop => "RecurrencesInEarlyExitLoop",
            RefusalKind::EarlyExitTooManySuccessors => "EarlyExitTooManySuccessors",
            RefusalKind::TooManyUncountableEarlyExits => "TooManyUncountableEarlyExits",
            RefusalKind::EarlyExitNotLatchPredecessor => "EarlyExitNotLatchPredecessor",
            RefusalKind::UnknownLatchExitCountEarlyExitLoop => "UnknownLatchExitCountEarlyExitLoop",
            RefusalKind::WritesInEarlyExitLoop => "WritesInEarlyExitLoop",
            RefusalKind::UncountableEarlyExitUnsupported => "UncountableEarlyExitUnsupported",
            RefusalKind::UnsafeOperationsEarlyExitLoop => "UnsafeOperationsEarlyExitLoop",
            RefusalKind::NoConditionLoadForEarlyExitLoop => "NoConditionLoadForEarlyExitLoop",
            RefusalKind::CantVectorizeAliasWithCriticalUncountableExitLoad => {
                "CantVectorizeAliasWithCriticalUncountableExitLoad"
            }
            RefusalKind::PotentiallyFaultingLoadsNotSupported => {
                "PotentiallyFaultingLoadsNotSupported"
            }
            RefusalKind::EarlyExitLoopWithStridedFaultOnlyFirstLoad => {
                "EarlyExitLoopWithStridedFaultOnlyFirstLoad"
            }
            RefusalKind::NoInductionVariable => "NoInductionVariable",
            RefusalKind::NoIntegerInductionVariable => "NoIntegerInductionVariable",
            RefusalKind::SingleIterationLoop => "SingleIterationLoop",
        }
    }
    /// Whether LLVM only refuses for it once the cost model has chosen a
    /// VF: `processLoop` weighs the run-time checks after `plan` and
    /// `computeBestVF` (LLVM 14's `requiresTooManyRuntimeChecks`, LLVM
    /// 22's `isOutsideLoopWorkProfitable`), so a loop no VF pays for is
    /// "not beneficial" first.
    pub fn after_plan(self) -> bool {
        self == RefusalKind::CantReorderMemOps
    }
}

impl std::fmt::Display for RefusalKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a loop cannot be vectorized.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Refusal {
    /// LLVM's remark name where there is one (`CFGNotUnderstood`, ...).
    pub kind: RefusalKind,
    /// What a user reads (`call instruction cannot be vectorized`).
    pub message: String,
    /// What the refusal is about (serialized as `inst`, its text).
    pub subject: Option<Subject>,
    /// The instruction's index in the function, for its source location.
    pub at: Option<InstId>,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)?;
        if let Some(s) = &self.subject {
            write!(f, ": {s}")?;
        }
        Ok(())
    }
}

/// What a refusal is about. Instructions are quoted in backticks, once:
/// a dependence names its two accesses in its own words, so that the
/// report never quotes a quote.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Subject {
    /// An instruction, as written.
    Inst(String),
    /// The dependence that makes the loop unsafe, between two accesses as
    /// written.
    Dependence {
        kind: crate::deps::DepKind,
        src: String,
        dst: String,
    },
}

impl Subject {
    /// The instruction as written, or the dependence in words: the JSON
    /// form (unquoted, as `inst` always was).
    pub fn text(&self) -> String {
        match self {
            Subject::Inst(i) => i.clone(),
            Subject::Dependence { .. } => self.to_string(),
        }
    }
}

impl std::fmt::Display for Subject {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Subject::Inst(i) => write!(f, "`{i}`"),
            Subject::Dependence { kind, src, dst } => {
                write!(f, "{kind:?} dependence between `{src}` and `{dst}`")
            }
        }
    }
}
