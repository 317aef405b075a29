//! Why the interleave count is what it is ([`IcReason`]).

use std::fmt;

use super::{SMALL_LOOP_COST, TINY_TRIP_COUNT_INTERLEAVE};
use crate::legal::Tail;

/// What the registers allow: the count one copy of the body leaves room
/// for, the peak usage behind it and the target's maximum.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RegisterBound {
    /// `None`: no class bounds the count; `Some(0)`: no second copy fits.
    pub allow: Option<u32>,
    pub max_vector: u32,
    pub invariant_vector: u32,
    pub registers: u32,
    pub max_ic: u32,
}

impl fmt::Display for RegisterBound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("registers allow ")?;
        match self.allow {
            None => f.write_str("any")?,
            Some(0) => f.write_str("no second copy")?,
            Some(n) => write!(f, "{n}")?,
        }
        write!(
            f,
            " (peak {} vector + {} invariant of {}), target max {}",
            self.max_vector, self.invariant_vector, self.registers, self.max_ic
        )
    }
}

/// Why the interleave count is what it is (LLVM's `selectInterleaveCount`).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub enum IcReason {
    /// No loop to analyse (the function did not parse).
    #[default]
    None,
    /// `llvm.loop.interleave.count`.
    UserCount(u32),
    /// No interleave count asked for, and unrolling disabled
    /// (`llvm.loop.unroll.disable`, `unroll.count` 1, or
    /// `disable_nonforced`): LLVM's `getInterleave` is then 1.
    UnrollDisabled,
    ScalarLoop,
    OuterLoop,
    /// No scalar epilogue may run (or the tail is folded): what happens
    /// to the tail at the VF ([`Legality::tail`](crate::Legality::tail)).
    NoEpilogue(Tail),
    /// A dependence distance (the max safe VF) bounds the lanes in flight.
    DependenceBound(u32),
    /// A (known or estimated) trip count below
    /// [`TINY_TRIP_COUNT_INTERLEAVE`].
    TinyTripCount {
        estimated: bool,
        trip_count: u64,
    },
    Reduction(RegisterBound),
    /// A small loop: enough copies to keep the load/store ports busy.
    SmallLoopPorts {
        cost: u32,
        ports: u32,
        loads: u32,
        stores: u32,
        registers: RegisterBound,
    },
    /// A small loop: enough copies to bring the overhead to ~5%.
    SmallLoopOverhead {
        cost: u32,
        count: u32,
        registers: RegisterBound,
    },
    /// The loop costs too much to gain from interleaving.
    Costly(u32),
    /// An uncountable early exit (LLVM 22): opt 22.1 interleaves none.
    EarlyExit,
}

impl fmt::Display for IcReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IcReason::None => Ok(()),
            IcReason::EarlyExit => f.write_str(
                "the loop has an uncountable early exit: LLVM 22 does not interleave it",
            ),
            IcReason::UserCount(n) => write!(f, "llvm.loop.interleave.count asks for {n}"),
            IcReason::UnrollDisabled => f.write_str(
                "interleaving is explicitly disabled: the loop's hints disable unrolling (llvm.loop.unroll.disable, unroll.count 1 or disable_nonforced) and ask for no interleave count",
            ),
            IcReason::ScalarLoop => {
                f.write_str("scalar loop: interleaving is left to the unroller")
            }
            IcReason::OuterLoop => f.write_str("outer-loop plans are not interleaved"),
            IcReason::NoEpilogue(tail) => f.write_str(match tail {
                Tail::Folded => "no scalar epilogue: the tail is folded into the vector loop",
                Tail::None => {
                    "no scalar epilogue may run; the VF divides the trip count, so none is needed"
                }
                Tail::Epilogue => "a scalar epilogue runs the tail",
            }),
            IcReason::DependenceBound(m) => write!(
                f,
                "a dependence distance bounds the lanes in flight (max safe VF {m})"
            ),
            IcReason::TinyTripCount {
                estimated,
                trip_count,
            } => write!(
                f,
                "{} {trip_count} below {TINY_TRIP_COUNT_INTERLEAVE}",
                if *estimated {
                    "estimated trip count"
                } else {
                    "trip count"
                }
            ),
            IcReason::Reduction(r) => write!(f, "a reduction benefits from interleaving: {r}"),
            IcReason::SmallLoopPorts {
                cost,
                ports,
                loads,
                stores,
                registers,
            } => write!(
                f,
                "small loop (cost {cost} < {SMALL_LOOP_COST}): {} keep the load/store ports busy ({}, {}); {registers}",
                lanes_ir::count(*ports, "copy"),
                lanes_ir::count(*loads, "load"),
                lanes_ir::count(*stores, "store")
            ),
            IcReason::SmallLoopOverhead {
                cost,
                count,
                registers,
            } => write!(
                f,
                "small loop (cost {cost} < {SMALL_LOOP_COST}): overhead ~5% at {count}; {registers}"
            ),
            IcReason::Costly(cost) => write!(
                f,
                "loop cost {cost} is at least {SMALL_LOOP_COST}: no gain from interleaving"
            ),
        }
    }
}
