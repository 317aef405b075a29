//! Instruction numbering (GenXNumbering). Every instruction gets a number
//! with a free slot before it (where a copy from a failed two-address
//! coalesce goes); each block and the function (its arguments) get one; a
//! terminator is preceded by one reserved slot per phi of its successors
//! (the phi copies); every instruction of a bale shares its head's number.

use lanes_ir::Function;
use serde::Serialize;

use crate::baling::Bales;
use crate::category::Categories;
use crate::view::{View, bx, ix};

/// A number reserved for the copy of `phi`'s incoming value at the end of `block`.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct PhiSlot {
    pub block: u32,
    pub phi: u32,
    pub number: u32,
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct BlockNumbers {
    pub block: u32,
    /// The block's own number (its start).
    pub start: u32,
    /// One past the terminator's number.
    pub end: u32,
}

#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize)]
pub struct Numbering {
    /// The function's number: where its arguments are defined.
    pub function: u32,
    /// Blocks in layout order.
    pub blocks: Vec<BlockNumbers>,
    /// Each instruction's own number before bale sharing (`u32::MAX` if none).
    pub own: Vec<u32>,
    /// Each instruction's number: its bale head's number.
    pub number: Vec<u32>,
    pub phi_slots: Vec<PhiSlot>,
    /// Numbers of the unoverlapper copies (indexed like `Categories::unoverlappers`).
    pub unoverlappers: Vec<u32>,
    /// One past the last number.
    pub last: u32,
}

impl Numbering {
    pub fn block(&self, b: u32) -> Option<&BlockNumbers> {
        self.blocks.iter().find(|x| x.block == b)
    }
    pub fn phi_slot(&self, block: u32, phi: u32) -> Option<u32> {
        self.phi_slots
            .iter()
            .find(|s| s.block == block && s.phi == phi)
            .map(|s| s.number)
    }
}

pub fn numbering(f: &Function, bales: &Bales, cats: &Categories) -> Numbering {
    let v = View::new(f);
    let n = f.insts.len();
    let mut out = Numbering {
        own: vec![u32::MAX; n],
        number: vec![u32::MAX; n],
        unoverlappers: vec![0; cats.unoverlappers.len()],
        ..Default::default()
    };
    let mut num = 0u32;
    out.function = num;
    num += 1;
    for &b in &f.layout {
        let start = num;
        num += 1;
        let insts = &f.blocks[b].insts;
        for (k, &id) in insts.iter().enumerate() {
            let i = ix(id);
            let inst = v.inst(i);
            if inst.opcode.is_terminator() {
                let mut seen = Vec::new();
                for &s in inst.successors() {
                    if seen.contains(&s) {
                        continue;
                    }
                    seen.push(s);
                    for &p in &f.blocks[s].insts {
                        if !v.is_phi(ix(p)) {
                            break;
                        }
                        out.phi_slots.push(PhiSlot {
                            block: bx(b),
                            phi: ix(p),
                            number: num,
                        });
                        num += 1;
                    }
                }
            }
            num += 1; // pre-copy slot
            out.own[i as usize] = num;
            num += 1;
            let last_phi = v.is_phi(i) && insts.get(k + 1).is_none_or(|&nx| !v.is_phi(ix(nx)));
            if last_phi {
                for (u, unov) in cats.unoverlappers.iter().enumerate() {
                    if unov.block == bx(b) {
                        num += 1;
                        out.unoverlappers[u] = num;
                        num += 1;
                    }
                }
            }
        }
        let end = f.terminator(b).map_or(num, |t| out.own[ix(t) as usize] + 1);
        out.blocks.push(BlockNumbers {
            block: bx(b),
            start,
            end,
        });
    }
    out.last = num;
    for i in v.insts() {
        let h = bales.heads[i as usize].first().copied().unwrap_or(i);
        out.number[i as usize] = out.own[h as usize];
    }
    out
}
