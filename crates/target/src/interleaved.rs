//! The shuffle cost of interleaved groups on x86, as LLVM 14 prices them
//! (`X86TTIImpl::getInterleavedMemoryOpCost`): for SSE and AVX2 a table of
//! the instruction sequences code generation emits, by interleave factor and
//! the type of one member (`VF x iN`, floats counted as integers of their
//! width); AVX-512 has a formula over its two-source permutes. The memory
//! operations are priced separately by the caller.

/// Which x86 table applies.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum X86Level {
    /// Plain x86-64: SSE2's tables only.
    Sse2,
    /// 128-bit registers with SSSE3 (and SSE4.x): SSSE3's entry first.
    Ssse3,
    Avx2,
    Avx512,
}

impl X86Level {
    /// The level of a register width: 128 bits is taken to have SSSE3.
    pub fn from_register_bits(bits: u32) -> X86Level {
        match bits {
            0..=128 => X86Level::Ssse3,
            129..=256 => X86Level::Avx2,
            _ => X86Level::Avx512,
        }
    }

    /// The level of a target: its register width, and plain SSE2 when its
    /// `vector.isa` says so.
    pub fn of(register_bits: u32, isa: Option<crate::x86::Isa>) -> X86Level {
        match isa {
            Some(crate::x86::Isa::Sse2) => X86Level::Sse2,
            _ => X86Level::from_register_bits(register_bits),
        }
    }
}

/// One row: the costs for VF 2, 4, 8, 16, 32 (0: no entry).
type Row = [u32; 5];

fn avx2_load(factor: u32, bits: u32) -> Option<Row> {
    Some(match (factor, bits) {
        (2, 8) => [2, 2, 2, 4, 6],
        (2, 16) => [0, 0, 6, 9, 18],
        (2, 32) => [0, 0, 4, 8, 16],
        (2, 64) => [0, 4, 8, 16, 32],
        (3, 8) => [3, 3, 6, 11, 14],
        (3, 16) => [5, 7, 9, 28, 56],
        (3, 32) => [3, 3, 7, 14, 32],
        (3, 64) => [1, 5, 10, 20, 0],
        (4, 8) => [4, 4, 12, 24, 56],
        (4, 16) => [6, 17, 33, 75, 150],
        (4, 32) => [4, 8, 16, 32, 68],
        (4, 64) => [6, 8, 20, 40, 0],
        (6, 8) => [6, 14, 18, 43, 82],
        (6, 16) => [13, 9, 39, 106, 212],
        (6, 32) => [6, 15, 31, 64, 0],
        (6, 64) => [6, 18, 36, 0, 0],
        (8, 32) => [0, 0, 40, 0, 0],
        _ => return None,
    })
}

fn avx2_store(factor: u32, bits: u32) -> Option<Row> {
    Some(match (factor, bits) {
        (2, 8) => [0, 0, 0, 3, 4],
        (2, 16) => [0, 0, 3, 4, 8],
        (2, 32) => [0, 2, 4, 8, 16],
        (2, 64) => [2, 4, 8, 16, 32],
        (3, 8) => [4, 4, 6, 11, 13],
        (3, 16) => [4, 6, 12, 27, 54],
        (3, 32) => [4, 5, 11, 22, 48],
        (3, 64) => [4, 6, 12, 24, 0],
        (4, 8) => [4, 4, 4, 8, 12],
        (4, 16) => [2, 6, 10, 32, 64],
        (4, 32) => [5, 6, 16, 32, 64],
        (4, 64) => [6, 8, 20, 40, 0],
        (6, 8) => [7, 9, 16, 27, 90],
        (6, 16) => [10, 15, 21, 58, 90],
        (6, 32) => [9, 12, 33, 66, 0],
        (6, 64) => [8, 15, 30, 0, 0],
        _ => return None,
    })
}

fn sse2_load(factor: u32, bits: u32, ssse3: bool) -> Option<Row> {
    Some(match (factor, bits) {
        // SSSE3's v4i16 entry (pshufb: 2) is cheaper than SSE2's (7).
        (2, 16) if ssse3 => [2, 2, 0, 0, 0],
        (2, 16) => [2, 7, 0, 0, 0],
        (2, 32) => [2, 2, 0, 0, 0],
        (2, 64) => [2, 0, 0, 0, 0],
        _ => return None,
    })
}

fn sse2_store(factor: u32, bits: u32) -> Option<Row> {
    Some(match (factor, bits) {
        (2, 8) => [1, 1, 1, 0, 0],
        (2, 16) => [1, 1, 0, 0, 0],
        (2, 32) => [1, 0, 0, 0, 0],
        _ => return None,
    })
}

fn lookup(row: Option<Row>, vf: u32) -> Option<u32> {
    if !vf.is_power_of_two() || !(2..=32).contains(&vf) {
        return None;
    }
    let c = row?[vf.trailing_zeros() as usize - 1];
    (c > 0).then_some(c)
}

/// The shuffles of a full or partial (loads only) interleaved group of
/// `factor` × `vf` elements of `bits`, without the memory operations, or
/// `None` where LLVM has no entry (it then scalarizes the shuffles).
/// `members` is the number of loaded members: a load group with gaps pays
/// that share of the table's cost (LLVM's discounted cost).
pub fn x86_shuffle_cost(
    level: X86Level,
    factor: u32,
    members: u32,
    vf: u32,
    bits: u32,
    store: bool,
) -> Option<u32> {
    let bits = bits.max(8);
    if level == X86Level::Avx512 && bits >= 32 {
        return Some(avx512_shuffles(factor, members, vf, bits, store));
    }
    let (row, discount) = match (level, store) {
        (X86Level::Sse2 | X86Level::Ssse3, false) => {
            (sse2_load(factor, bits, level == X86Level::Ssse3), true)
        }
        (X86Level::Sse2 | X86Level::Ssse3, true) => (sse2_store(factor, bits), false),
        (_, false) => (avx2_load(factor, bits), true),
        (_, true) => (avx2_store(factor, bits), false),
    };
    let c = lookup(row, vf)?;
    Some(if discount {
        (members * c).div_ceil(factor.max(1))
    } else {
        c
    })
}

/// AVX-512: the wide vector is loaded in `ops` registers; each member is
/// gathered from them by two-source permutes (one when a single register
/// holds it all), plus register copies the permutes' clobbering needs; half
/// the loads fold into a single-result shuffle. The returned cost includes
/// the loads or stores (the formula counts them itself), each at 1.
fn avx512_shuffles(factor: u32, members: u32, vf: u32, bits: u32, store: bool) -> u32 {
    let wide_bits = vf * factor * bits;
    let ops = wide_bits.div_ceil(512).max(1);
    if store {
        let per_store = factor.saturating_sub(1);
        let moves = ops * per_store / 2;
        return ops * (1 + per_store) + moves;
    }
    let two_src = ops > 1;
    let results = (vf * bits).div_ceil(512).max(1) * members.max(1);
    let unfolded = if results > 1 { ops } else { ops / 2 };
    let per_result = ops.saturating_sub(1).max(1);
    let moves = if results > 1 && two_src {
        results * per_result / 2
    } else {
        0
    };
    results * per_result + unfolded + moves
}
