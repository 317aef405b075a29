//! Why a loop is not the one to vectorize, why its tail cannot be folded
//! by masking, and why a VF would need to fold it and cannot: typed, with
//! the text a report reads as their `Display`.

use std::fmt;

use super::TINY_TRIP_COUNT;

/// Why the loop is not the one to vectorize.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum NotCandidate {
    Irreducible,
    /// `llvm.loop.isvectorized`, or a width and an interleave count of 1:
    /// vectorization and interleaving disabled ("AllDisabled").
    AlreadyVectorized,
    /// `llvm.loop.disable_nonforced` without `llvm.loop.vectorize.enable`.
    DisableNonforced,
    Disabled,
    /// An outer loop nothing marks.
    OuterLoop,
    /// An enclosing loop (its header) is vectorized as an outer loop.
    EnclosingOuterLoop(String),
}

impl NotCandidate {
    /// The reason's first clause, without its explanation (a one-line
    /// verdict such as the navigator's).
    pub fn headline(&self) -> &'static str {
        match self {
            NotCandidate::Irreducible => "the loop contains irreducible control flow",
            NotCandidate::AlreadyVectorized => {
                "vectorization and interleaving are explicitly disabled, or the loop has already been vectorized"
            }
            NotCandidate::DisableNonforced => "vectorization is explicitly disabled",
            NotCandidate::Disabled => {
                "vectorization is explicitly disabled by the loop's llvm.loop metadata"
            }
            NotCandidate::OuterLoop => "outer loop",
            NotCandidate::EnclosingOuterLoop(_) => "an enclosing loop",
        }
    }
}

impl fmt::Display for NotCandidate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotCandidate::Irreducible => f.write_str("the loop contains irreducible control flow (a cycle entered other than through its header): LLVM does not consider it"),
            NotCandidate::AlreadyVectorized => f.write_str("vectorization and interleaving are explicitly disabled, or the loop has already been vectorized (llvm.loop.isvectorized, or a width of 1 with an interleave count of 1)"),
            NotCandidate::DisableNonforced => f.write_str("vectorization is explicitly disabled: llvm.loop.disable_nonforced without llvm.loop.vectorize.enable"),
            NotCandidate::Disabled => f.write_str("vectorization is explicitly disabled by the loop's llvm.loop metadata"),
            NotCandidate::OuterLoop => f.write_str("outer loop: its innermost loops are the candidates (an outer loop is one in a DIR.OMP.SIMD region, or marked llvm.loop.vectorize.enable under --vplan-native-path)"),
            NotCandidate::EnclosingOuterLoop(h) => {
                write!(f, "an enclosing loop ({h}) is vectorized as an outer loop")
            }
        }
    }
}

/// Why an instruction cannot run under a mask (`blockCanBePredicated`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Unpredicable {
    TrappingConstant,
    MemoryCall,
}

impl fmt::Display for Unpredicable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Unpredicable::TrappingConstant => "a constant operand may trap",
            Unpredicable::MemoryCall => "a call that may access memory cannot be masked",
        })
    }
}

/// Why the tail cannot be folded by masking (`prepareToFoldTailByMasking`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum NoTailFolding {
    /// An instruction (as written) that cannot run under a mask.
    Unpredicable(Unpredicable, String),
    /// A value other than a reduction's result (as written) is used after
    /// the loop.
    LiveOut(String),
    OtherExit,
}

impl fmt::Display for NoTailFolding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NoTailFolding::Unpredicable(why, inst) => write!(f, "{why}: {inst}"),
            NoTailFolding::LiveOut(inst) => write!(f, "a value is used after the loop: {inst}"),
            NoTailFolding::OtherExit => f.write_str("the loop has an exit other than its latch"),
        }
    }
}

/// Why the vector loop at a VF would have to fold its tail and cannot.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum TailFoldRefusal {
    /// `optsize`/`minsize` allows no scalar epilogue.
    OptSize(NoTailFolding),
    /// `-prefer-predicate-over-epilogue=predicate-dont-vectorize` allows
    /// no scalar epilogue.
    PredicateOnly(NoTailFolding),
    /// A (known or estimated) trip count below [`TINY_TRIP_COUNT`] that
    /// the VF does not divide.
    Remainder {
        estimated: bool,
        trip_count: u64,
        why: NoTailFolding,
    },
}

impl fmt::Display for TailFoldRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TailFoldRefusal::OptSize(why) => write!(
                f,
                "cannot optimize for size and vectorize at the same time: the tail cannot be folded by masking ({why})"
            ),
            TailFoldRefusal::PredicateOnly(why) => write!(
                f,
                "the tail cannot be folded by masking ({why}) and -prefer-predicate-over-epilogue=predicate-dont-vectorize allows no scalar epilogue"
            ),
            TailFoldRefusal::Remainder {
                estimated,
                trip_count,
                why,
            } => write!(
                f,
                "{} {trip_count} (below {TINY_TRIP_COUNT}) leaves a remainder and the tail cannot be folded by masking ({why})",
                if *estimated {
                    "estimated trip count"
                } else {
                    "trip count"
                },
            ),
        }
    }
}
