//! Plain indices of instructions and blocks (their arena indices), for
//! results that leave a function's arena, and back.

use la_arena::{Idx, RawIdx};
use lanes_ir::{BlockId, Function, InstId};

/// Plain index of an instruction.
pub fn inst_index(i: InstId) -> u32 {
    i.into_raw().into_u32()
}

/// The instruction of a plain index.
pub fn inst_from_index(i: u32) -> InstId {
    Idx::from_raw(RawIdx::from_u32(i))
}

/// Whether `i` is an instruction of `f` (an id from another parse of the
/// function may not be).
pub fn has_inst(f: &Function, i: InstId) -> bool {
    (inst_index(i) as usize) < f.insts.len()
}

/// Plain index of a block.
pub fn block_index(b: BlockId) -> u32 {
    b.into_raw().into_u32()
}

/// The block of a plain index.
pub fn block_from_index(b: u32) -> BlockId {
    Idx::from_raw(RawIdx::from_u32(b))
}
