//! Plain indices of instructions and blocks (their arena indices), for
//! results that leave a function's arena, and back.

use la_arena::{Idx, RawIdx};
use lanes_ir::{BlockId, InstId};

/// Plain index of an instruction.
pub fn inst_index(i: InstId) -> u32 {
    i.into_raw().into_u32()
}

/// The instruction of a plain index.
pub fn inst_from_index(i: u32) -> InstId {
    Idx::from_raw(RawIdx::from_u32(i))
}

/// Plain index of a block.
pub fn block_index(b: BlockId) -> u32 {
    b.into_raw().into_u32()
}

/// The block of a plain index.
pub fn block_from_index(b: u32) -> BlockId {
    Idx::from_raw(RawIdx::from_u32(b))
}
