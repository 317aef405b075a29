//! Instruction numbering (GenXNumbering). Every instruction gets a number
//! with a free slot before it (where a copy from a failed two-address
//! coalesce goes); each block and the function (its arguments) get one; a
//! terminator is preceded by one reserved slot per phi of its successors
//! (the phi copies); every instruction of a bale shares its head's number.
//!
//! A call to a subroutine (not an intrinsic, not inline asm) reserves
//! numbers before it for the copies of its arguments and after it for the
//! copies of its result (GenXNumbering's call slots): two per flattened
//! argument element, two per argument for arguments added by argument
//! indirection, one per result element before, one per result element
//! after. A return reserves one number per element of the returned value.
//!
//! The backend runs BreakCriticalEdges first, so a phi copy never sits on
//! a critical edge. Without changing the IR, each critical edge into a
//! block with phis is numbered as the block that pass would create: an
//! [`EdgeBlock`] right after its predecessor holding that edge's phi-copy
//! slots and a branch.

use la_arena::ArenaMap;
use lanes_ir::{BlockId, Function, InstId};
use rustc_hash::FxHashMap;

use crate::bale::Bales;
use crate::category::Categories;
use crate::view::{View, inst_map};

/// A number reserved for the copy of `phi`'s incoming value from `block`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PhiSlot {
    /// The incoming block.
    pub block: BlockId,
    pub phi: InstId,
    pub number: u32,
    /// The phi's block when the edge is split: the slot is in that edge's
    /// block, not at the end of `block`.
    pub edge: Option<BlockId>,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BlockNumbers {
    pub block: BlockId,
    /// The block's own number (its start).
    pub start: u32,
    /// One past the terminator's number.
    pub end: u32,
}

/// The block BreakCriticalEdges would insert on the critical edge
/// `pred` → `succ` (named `<pred>.<succ>_crit_edge`): its number, the phi
/// copies of that edge, a free slot and its branch to `succ`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct EdgeBlock {
    pub pred: BlockId,
    pub succ: BlockId,
    /// The edge block's own number (its start).
    pub start: u32,
    /// One past its branch's number.
    pub end: u32,
}

#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Numbering {
    /// The function's number: where its arguments are defined.
    pub function: u32,
    /// Blocks in layout order.
    pub blocks: Vec<BlockNumbers>,
    /// Split critical edges in number order.
    pub edges: Vec<EdgeBlock>,
    /// Each instruction's own number before bale sharing (`u32::MAX` if none).
    pub own: ArenaMap<InstId, u32>,
    /// Each instruction's number: its bale head's number.
    pub number: ArenaMap<InstId, u32>,
    pub phi_slots: Vec<PhiSlot>,
    /// Numbers of the unoverlapper copies (indexed like `Categories::unoverlappers`).
    pub unoverlappers: Vec<u32>,
    /// One past the last number.
    pub last: u32,
    /// Subroutine calls: the first of the numbers reserved before each
    /// (GenXNumbering's `setStartNumber`), by instruction.
    pub call_start: std::collections::BTreeMap<InstId, u32>,
    /// A kernel's argument copy slots: the first of one number per
    /// argument after the first block's number.
    pub kernel_arg_slots: Option<u32>,
    /// Where each block is in `blocks`.
    block_at: ArenaMap<BlockId, usize>,
    /// Where each split edge (pred, succ) is in `edges`.
    edge_at: FxHashMap<(BlockId, BlockId), usize>,
    /// Where each (incoming block, phi) slot is in `phi_slots`: the first
    /// one reserved.
    slot_at: FxHashMap<(BlockId, InstId), usize>,
}

impl Numbering {
    pub fn block(&self, b: BlockId) -> Option<&BlockNumbers> {
        self.block_at.get(b).map(|&k| &self.blocks[k])
    }
    /// The split edge `pred` → `succ`, if it is one.
    pub fn edge(&self, pred: BlockId, succ: BlockId) -> Option<&EdgeBlock> {
        self.edge_at.get(&(pred, succ)).map(|&k| &self.edges[k])
    }
    pub fn phi_site(&self, block: BlockId, phi: InstId) -> Option<&PhiSlot> {
        self.slot_at.get(&(block, phi)).map(|&k| &self.phi_slots[k])
    }
    pub fn phi_slot(&self, block: BlockId, phi: InstId) -> Option<u32> {
        self.phi_site(block, phi).map(|s| s.number)
    }
    /// Where the copy of argument `arg` (from 0, after the callee) of the
    /// subroutine call `call` goes if it does not coalesce
    /// (`getArgPreCopyNumber`: the second number of the argument's slot).
    pub fn arg_pre_copy(&self, f: &Function, call: InstId, arg: usize) -> Option<u32> {
        let start = *self.call_start.get(&call)?;
        let args = f.insts[call].call_args();
        let before: u32 = args[..arg.min(args.len())]
            .iter()
            .map(|a| flat_elements(f.value_ty(a)))
            .sum();
        Some(start + 2 * before + 1)
    }
    /// Where the call's result is defined: the first post-copy slot after
    /// the call (`getRetPostCopyNumber`).
    pub fn ret_post_copy(&self, call: InstId) -> Option<u32> {
        self.call_start
            .contains_key(&call)
            .then(|| self.own[call] + 1)
    }
}

/// Number of elements of a type once structs are flattened (IGC's
/// `IndexFlattener::getNumElements`: 1 for anything but a literal struct).
pub fn flat_elements(t: lanes_ir::Type) -> u32 {
    match t.data() {
        lanes_ir::TypeData::Struct { fields, .. } => fields.iter().map(|&x| flat_elements(x)).sum(),
        _ => 1,
    }
}

/// A call of a subroutine: neither an intrinsic nor inline asm.
pub fn is_subroutine_call(inst: &lanes_ir::InstData) -> bool {
    if inst.opcode != lanes_ir::Opcode::Call {
        return false;
    }
    match inst.operands.first() {
        Some(lanes_ir::Value::InlineAsm(_)) | None => false,
        Some(_) => !inst.callee_name().is_some_and(|n| n.starts_with("llvm.")),
    }
}

/// Distinct successors of `b`, in terminator order.
pub fn successors(f: &Function, b: BlockId) -> Vec<BlockId> {
    let mut out = Vec::new();
    if let Some(t) = f.terminator(b) {
        for &s in f.insts[t].successors() {
            if !out.contains(&s) {
                out.push(s);
            }
        }
    }
    out
}

/// Number of distinct predecessors of each block.
fn predecessor_counts(f: &Function) -> ArenaMap<BlockId, usize> {
    let mut n = ArenaMap::with_capacity(f.blocks.len());
    for (b, _) in f.blocks.iter() {
        n.insert(b, 0);
    }
    for &b in &f.layout {
        for s in successors(f, b) {
            n[s] += 1;
        }
    }
    n
}

/// Phis at the start of `b`.
fn phis(v: &View, b: BlockId) -> Vec<InstId> {
    v.func.blocks[b]
        .insts
        .iter()
        .copied()
        .take_while(|&i| v.is_phi(i))
        .collect()
}

/// The critical edges out of `b` that reach phis, in the layout
/// BreakCriticalEdges leaves: each new block goes right after `b`, so the
/// last successor's edge block comes first (as in the seed's dump,
/// `for.body256_crit_edge` before `for.inc382_crit_edge`).
fn split_successors(v: &View, preds: &ArenaMap<BlockId, usize>, b: BlockId) -> Vec<BlockId> {
    let succs = successors(v.func, b);
    if succs.len() < 2 {
        return Vec::new();
    }
    succs
        .into_iter()
        .rev()
        .filter(|&s| preds[s] > 1 && !phis(v, s).is_empty())
        .collect()
}

/// `<pred>.<succ>_crit_edge`, the name BreakCriticalEdges gives the block.
pub fn edge_block_name(f: &Function, pred: BlockId, succ: BlockId) -> String {
    let name = |b: BlockId| f.blocks[b].name.to_string();
    format!("{}.{}_crit_edge", name(pred), name(succ))
}

/// Hands out numbers in order.
struct Counter(u32);

impl Counter {
    fn next(&mut self) -> u32 {
        self.0 += 1;
        self.0 - 1
    }
    /// An instruction's number after its free pre-copy slot.
    fn with_slot(&mut self) -> u32 {
        self.0 += 2;
        self.0 - 1
    }
}

/// Reserves one slot per phi of `succ` for the copies on the edge from `pred`.
fn reserve_phi_slots(
    v: &View,
    pred: BlockId,
    succ: BlockId,
    edge: Option<BlockId>,
    num: &mut Counter,
    out: &mut Vec<PhiSlot>,
) {
    for p in phis(v, succ) {
        out.push(PhiSlot {
            block: pred,
            phi: p,
            number: num.next(),
            edge,
        });
    }
}

pub fn numbering(f: &Function, bales: &Bales, cats: &Categories) -> Numbering {
    numbering_with(f, bales, cats, false)
}

/// [`numbering`]; a kernel (`kernel`) also reserves one number per argument
/// right after its first block's number, where a copy of a kernel argument
/// whose input offset is not aligned enough goes (GenXNumbering's kernel
/// argument copy slots, `getKernelArgCopyNumber`).
pub fn numbering_with(f: &Function, bales: &Bales, cats: &Categories, kernel: bool) -> Numbering {
    let v = View::new(f);
    let mut out = Numbering {
        own: inst_map(f, u32::MAX),
        number: inst_map(f, u32::MAX),
        unoverlappers: vec![0; cats.unoverlappers.len()],
        ..Default::default()
    };
    let preds = predecessor_counts(f);
    let mut num = Counter(0);
    out.function = num.next();
    for (k, &b) in f.layout.iter().enumerate() {
        let start = num.next();
        if k == 0 && kernel {
            out.kernel_arg_slots = Some(num.0);
            num.0 += f.header.params.len() as u32;
        }
        let split = split_successors(&v, &preds, b);
        let insts = &f.blocks[b].insts;
        for (k, &i) in insts.iter().enumerate() {
            if v.inst(i).opcode.is_terminator() {
                for s in successors(f, b).into_iter().filter(|s| !split.contains(s)) {
                    reserve_phi_slots(&v, b, s, None, &mut num, &mut out.phi_slots);
                }
            }
            let inst = v.inst(i);
            if is_subroutine_call(inst) {
                let args = inst.call_args();
                let elems: u32 = args.iter().map(|a| flat_elements(f.value_ty(a))).sum();
                let rets = if inst.ty.is_void() {
                    0
                } else {
                    flat_elements(inst.ty)
                };
                out.call_start.insert(i, num.0);
                num.0 += 2 * elems + 2 * args.len() as u32 + rets;
                out.own[i] = num.next();
                num.0 += rets;
            } else if inst.opcode == lanes_ir::Opcode::Ret {
                let rets = inst
                    .operands
                    .first()
                    .map_or(1, |r| flat_elements(f.value_ty(r)));
                num.0 += rets;
                out.own[i] = num.next();
            } else {
                out.own[i] = num.with_slot();
            }
            let last_phi = v.is_phi(i) && insts.get(k + 1).is_none_or(|&nx| !v.is_phi(nx));
            if last_phi {
                for (u, unov) in cats.unoverlappers.iter().enumerate() {
                    if unov.block == b {
                        out.unoverlappers[u] = num.with_slot();
                    }
                }
            }
        }
        let end = f.terminator(b).map_or(num.0, |t| out.own[t] + 1);
        out.block_at.insert(b, out.blocks.len());
        out.blocks.push(BlockNumbers {
            block: b,
            start,
            end,
        });
        for s in split {
            let start = num.next();
            reserve_phi_slots(&v, b, s, Some(s), &mut num, &mut out.phi_slots);
            let branch = num.with_slot();
            out.edge_at.insert((b, s), out.edges.len());
            out.edges.push(EdgeBlock {
                pred: b,
                succ: s,
                start,
                end: branch + 1,
            });
        }
    }
    out.last = num.0;
    for (k, s) in out.phi_slots.iter().enumerate() {
        out.slot_at.entry((s.block, s.phi)).or_insert(k);
    }
    for i in v.insts() {
        let h = bales.heads_of(i).first().copied().unwrap_or(i);
        out.number[i] = out.own[h];
    }
    out
}
