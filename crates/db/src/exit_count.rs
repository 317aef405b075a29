//! What the exit-count rules find (LLVM's `ExitLimit` per exiting block),
//! kept apart from the rules so that a loop's data can hold it without
//! depending on how it is computed.

use lanes_ir::{BlockId, InstId};

use crate::Profile;

/// How many times the backedge is taken before one exit (or a part of its
/// condition) leaves the loop.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Count {
    Const(u128),
    /// A count SCEV expresses symbolically; two are known equal only when
    /// they come from the same instruction.
    Symbolic(InstId),
}

/// LLVM's `ExitLimit`: the exact count (`ExactNotTaken`, `None` for
/// `CouldNotCompute`) and a constant upper bound (`MaxNotTaken`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct ExitLimit {
    pub exact: Option<Count>,
    pub max: Option<u128>,
    /// `exact` comes from LLVM 14's rule for a `<=` (`>=`) compare in a
    /// loop that must make progress (the bound moved by one), which LLVM 22
    /// keeps only for an IV that cannot wrap: LLVM 22 does not count it.
    pub llvm14_only: bool,
    /// `exact` comes from LLVM 22's loop guards (an `llvm.assume` that the
    /// distance of an `iv != n` exit is a multiple of the step), which
    /// LLVM 14's SCEV does not read there: LLVM 14 does not count it.
    pub llvm22_only: bool,
}

impl ExitLimit {
    pub(crate) const NONE: ExitLimit = ExitLimit {
        exact: None,
        max: None,
        llvm14_only: false,
        llvm22_only: false,
    };
    pub(crate) fn constant(n: u128) -> ExitLimit {
        ExitLimit {
            exact: Some(Count::Const(n)),
            max: Some(n),
            llvm14_only: false,
            llvm22_only: false,
        }
    }
}

/// The exit counts of one loop.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct LoopExits {
    /// Every exiting block with its limit.
    pub limits: Vec<(BlockId, ExitLimit)>,
}

impl LoopExits {
    /// Exiting blocks the SCEV of `profile`'s LLVM cannot count.
    pub fn uncounted(&self, profile: Profile) -> impl Iterator<Item = BlockId> + '_ {
        self.limits
            .iter()
            .filter(move |(_, e)| {
                e.exact.is_none()
                    || (e.llvm14_only && profile != Profile::Llvm14)
                    || (e.llvm22_only && profile == Profile::Llvm14)
            })
            .map(|(b, _)| *b)
    }
    /// The exact backedge-taken count when it is a constant (the minimum
    /// over the exits, each of which must be counted).
    pub fn constant_btc(&self) -> Option<u128> {
        let mut best: Option<u128> = None;
        for (_, e) in &self.limits {
            match e.exact? {
                Count::Const(n) => best = Some(best.map_or(n, |m| m.min(n))),
                Count::Symbolic(_) => {}
            }
        }
        // A symbolic exit may leave earlier; the minimum is constant only
        // when every exit is.
        self.limits
            .iter()
            .all(|(_, e)| matches!(e.exact, Some(Count::Const(_))))
            .then_some(best)
            .flatten()
    }
    /// The constant bound on the backedge-taken count (LLVM's
    /// `getConstantMaxBackedgeTakenCount`): the smallest of the exits'.
    pub fn max_btc(&self) -> Option<u128> {
        if self.limits.is_empty() {
            return None;
        }
        self.limits.iter().filter_map(|(_, e)| e.max).min()
    }
}
