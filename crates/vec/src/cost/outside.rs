//! The work outside the vector loop that LLVM 22 weighs once a VF is
//! chosen (`LoopVectorizationPlanner`'s `isOutsideLoopWorkProfitable` in
//! `LoopVectorize.cpp`, `llvmorg-22.1.8`): the run-time checks before the
//! loop, the `vector.early.exit` block of a loop with an uncountable early
//! exit (`calculateEarlyExitCost`) and the middle block. With a known
//! small trip count the vector loop must run often enough to pay for it:
//! below the minimum profitable trip count the loop stays scalar, with
//! the remark "cannot prove it is safe to reorder memory operations"
//! (`CantReorderMemOps`). LLVM 14 has no such rule.

use lanes_target::x86::Isa;

/// The costs outside the vector loop, in the units of the loop's costs.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct OutsideWork {
    /// The run-time checks' blocks (`GeneratedRTChecks::getCost`).
    pub runtime_checks: u64,
    /// The `vector.early.exit` block (`calculateEarlyExitCost`).
    pub early_exit: u64,
    /// The middle block. LLVM 22.1 prices its scalar compare and branch,
    /// and the extracts of live-out values, at 0.
    pub middle: u64,
}

/// The minimum profitable trip count of a vector loop at `vf` costing
/// `vector_cost` per iteration against `scalar_cost` per scalar
/// iteration: the larger of the count at which the vector loop's run pays
/// for all the outside work, `⌈VF · work / (scalar · VF − vector)⌉`, and
/// the count that keeps that work under a tenth of the scalar loop's run,
/// `⌈10 · work / scalar⌉`; rounded up to a multiple of the
/// VF when a scalar epilogue may run (`align`). `None` when the scalar
/// cost is 0 (LLVM then takes the loop as profitable).
pub fn min_profitable_trip_count(
    vf: u32,
    vector_cost: u32,
    scalar_cost: u32,
    work: OutsideWork,
    align: bool,
) -> Option<u64> {
    let scalar = u64::from(scalar_cost);
    if scalar == 0 {
        return None;
    }
    let vf = u64::from(vf.max(1));
    let total = work.runtime_checks + work.early_exit + work.middle;
    // LLVM computes the divisor in unsigned 64 bits: a vector iteration
    // dearer than VF scalar ones wraps to a huge divisor, a minimum of 0.
    let div = (scalar * vf).wrapping_sub(u64::from(vector_cost));
    let by_gain = if div == 0 {
        0
    } else {
        (u128::from(total) * u128::from(vf)).div_ceil(u128::from(div)) as u64
    };
    // 22.1 bounds the whole outside work, not the checks alone, by a tenth
    // of the scalar run (`MinTC2` from `TotalCost`).
    let by_checks = (total * 10).div_ceil(scalar);
    let min = by_gain.max(by_checks);
    Some(if align { min.div_ceil(vf) * vf } else { min })
}

/// The price of one `first-active-lane` of a `vf`-lane mask
/// (`VPInstruction::computeCost`: the type-based cost of
/// `llvm.experimental.cttz.elts`, which BasicTTI scalarizes: one scalar
/// intrinsic per lane at cost 1, plus the extraction of the mask's
/// lanes). X86 extracts an `i1` vector with `MOVMSK`, one per 32 lanes
/// with AVX2 (16 without); with AVX-512 the mask lanes are extracted one
/// by one (`extract` each).
pub fn first_active_lane(vf: u32, isa: Option<Isa>, extract: u32) -> u64 {
    let vf = u64::from(vf.max(1));
    let extracts = match isa {
        Some(Isa::Avx512F) => vf * u64::from(extract),
        Some(Isa::Avx2) => vf.div_ceil(32),
        Some(Isa::Sse2 | Isa::Sse42) | None => vf.div_ceil(16),
    };
    vf + extracts
}

/// The price of one `extractelement` at a lane known only at run time, of
/// a `vf`-lane vector of `bits`-bit values (X86's `getVectorInstrCost`
/// with an unknown index: the vector goes through the stack, one store
/// per register it takes and a load, as `opt-22
/// -passes='print<cost-model>'` prices `extractelement` with a variable
/// index on SSE2, AVX2 and AVX-512F).
pub fn extract_lane(vf: u32, bits: u32, register_bits: u32) -> u64 {
    let regs =
        (u64::from(vf.max(1)) * u64::from(bits.max(8))).div_ceil(u64::from(register_bits.max(1)));
    1 + regs.max(1)
}

/// The bits of the type LLVM 22.1 prices an `extract-lane` at: the type
/// of its first operand (`VPInstruction::computeCost` for `ExtractLane`
/// widens `inferScalarType(getOperand(0))`), which is the lane, an `i64`
/// from `first-active-lane`, not the vector the value is taken from.
/// `opt-22`'s minimum trip counts follow it: a `char` value found at VF
/// 16 on SSE2 costs the `extract-lane` of a `<16 x i64>`, 8 stores and a
/// load, 9 where the `<16 x i8>` would cost 2.
const EXTRACT_LANE_PRICED_BITS: u32 = 64;

/// The `vector.early.exit` block's cost at `vf`: a `first-active-lane`
/// for each value, and an `extract-lane` for each that is no induction.
pub fn early_exit_block(
    values: &[crate::legal::EarlyExitValue],
    vf: u32,
    isa: Option<Isa>,
    extract: u32,
    register_bits: u32,
) -> u64 {
    values
        .iter()
        .map(|v| {
            first_active_lane(vf, isa, extract)
                + if v.induction {
                    0
                } else {
                    extract_lane(vf, EXTRACT_LANE_PRICED_BITS, register_bits)
                }
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn work(checks: u64, early_exit: u64) -> OutsideWork {
        OutsideWork {
            runtime_checks: checks,
            early_exit,
            middle: 0,
        }
    }

    #[test]
    fn no_outside_work_needs_no_trips() {
        assert_eq!(
            min_profitable_trip_count(8, 10, 4, work(0, 0), true),
            Some(0)
        );
    }

    #[test]
    fn early_exit_work_is_a_tenth_of_the_scalar_run_aligned_to_the_vf() {
        // ⌈10 · 9 / 4⌉ = 23 beats ⌈8 · 9 / (4 · 8 − 10)⌉ = 4; then 24.
        assert_eq!(
            min_profitable_trip_count(8, 10, 4, work(0, 9), true),
            Some(24)
        );
        assert_eq!(
            min_profitable_trip_count(8, 10, 4, work(0, 9), false),
            Some(23)
        );
    }

    #[test]
    fn a_small_gain_asks_more_trips_than_the_tenth() {
        // ⌈8 · 9 / (4 · 8 − 30)⌉ = 36 beats ⌈90 / 4⌉ = 23.
        assert_eq!(
            min_profitable_trip_count(8, 30, 4, work(0, 9), false),
            Some(36)
        );
    }

    #[test]
    fn checks_are_kept_under_a_tenth_of_the_scalar_run() {
        // ⌈10 · 12 / 4⌉ = 30 beats ⌈8 · 12 / 22⌉ = 5.
        assert_eq!(
            min_profitable_trip_count(8, 10, 4, work(12, 0), false),
            Some(30)
        );
    }

    #[test]
    fn no_scalar_cost_is_always_profitable() {
        assert_eq!(min_profitable_trip_count(8, 10, 0, work(5, 5), true), None);
    }

    #[test]
    fn a_vector_iteration_dearer_than_the_scalar_run_wraps() {
        // The divisor wraps: only the tenth, ⌈10 · 6 / 4⌉ = 15, is left.
        assert_eq!(
            min_profitable_trip_count(4, 20, 4, work(0, 6), false),
            Some(15)
        );
    }

    #[test]
    fn extract_lane_goes_through_the_stack() {
        assert_eq!(extract_lane(8, 64, 256), 3);
        assert_eq!(extract_lane(8, 32, 256), 2);
        assert_eq!(extract_lane(32, 64, 512), 5);
    }

    #[test]
    fn a_value_found_pays_the_extract_of_its_i64_lane() {
        let value = crate::legal::EarlyExitValue {
            induction: false,
            bits: 8,
        };
        let index = crate::legal::EarlyExitValue {
            induction: true,
            bits: 64,
        };
        // A byte at VF 16 on SSE2: 17 for the lane, 9 for a `<16 x i64>`
        // through the stack; the minimum 65 becomes 80 (`opt-22`).
        assert_eq!(early_exit_block(&[value], 16, Some(Isa::Sse2), 1, 128), 26);
        assert_eq!(
            min_profitable_trip_count(16, 12, 4, work(0, 26), true),
            Some(80)
        );
        // The index found is the induction: the lane alone.
        assert_eq!(early_exit_block(&[index], 16, Some(Isa::Sse2), 1, 128), 17);
        // AVX2: 4 stores and a load; AVX-512F at VF 32: 4 and a load.
        assert_eq!(early_exit_block(&[value], 16, Some(Isa::Avx2), 1, 256), 22);
        assert_eq!(
            early_exit_block(&[value], 32, Some(Isa::Avx512F), 1, 512),
            64 + 5
        );
        // Two values: a lane and an extract each.
        assert_eq!(
            early_exit_block(&[value, value], 4, Some(Isa::Sse2), 1, 128),
            16
        );
    }

    #[test]
    fn first_active_lane_by_isa() {
        assert_eq!(first_active_lane(8, Some(Isa::Avx2), 1), 9);
        assert_eq!(first_active_lane(64, Some(Isa::Avx2), 1), 66);
        assert_eq!(first_active_lane(16, Some(Isa::Avx512F), 1), 32);
        assert_eq!(first_active_lane(16, Some(Isa::Sse2), 1), 17);
    }
}
