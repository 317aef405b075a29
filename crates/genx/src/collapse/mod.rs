//! GenXRegionCollapsing (`IGC/VectorCompiler/lib/GenXCodeGen/GenXRegionCollapsing.cpp`):
//! nested region reads and writes combined into one region, so that
//! baling sees one `rdregion` (or `wrregion`) where the front end wrote a
//! row select then a column select, with bitcasts and up to one
//! `sext`/`zext` in between. The pass rewrites a copy of the function
//! through [`lanes_ir::cursor::FuncCursor`]; each rule is a row of
//! `docs/genx-rules.md`.
//!
//! Blocks are visited in post-order from the entry, each until nothing
//! changes: first a forward simplification (`trunc` lowered to a bitcast
//! and a strided read, a one-element `extractelement` of a read turned
//! into a scalar read, GenXRegionUtils' `simplifyRegionInst`, dead code
//! removed), then a walk backwards over the block that collapses reads
//! (`processRdRegion`), writes (`processWrRegionElim`, `processWrRegion`)
//! and moves a bitcast of a read before it (`processBitCast`). Nothing is
//! moved across a store that clobbers a global a read comes from
//! (`isSafeToMove_CheckAVLoadKill`).
//!
//! Not modelled (the region is left as it is): inner regions with a
//! variable index (`calculateIndex`), the split of replicating indirect
//! reads, `processWrRegionBitCast`/`BitCast2`/`Splat`, `sinkAdd` and the
//! bitcast folds of `simplifyBitCastFromRegionRead`/`WithRegionWrite`
//! (which only post-legalization applies: [`simplify_region_insts`]).

pub mod rules;
mod simplify;

use lanes_ir::cursor::{self, FuncCursor};
use lanes_ir::{BlockId, Constant, Function, InstId, Opcode, Type, Value};
use rustc_hash::{FxHashMap, FxHashSet};

use crate::intrinsics::{self as intr, Intrinsic, classify};
use crate::region_utils::{Region, cast, elem_bytes};

/// A function after region collapsing.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Collapsed {
    pub func: Function,
    /// One line per rule applied, in order.
    pub notes: Vec<String>,
    /// Intrinsics the new calls use, with their function types: the module
    /// declares them.
    pub callees: Vec<(String, Type)>,
}

/// At most this many passes over one block: a rule that undoes another
/// must not hang the pass.
const MAX_ROUNDS: usize = 64;

/// GenXRegionCollapsing on a copy of `f` for a platform whose GRFs are
/// `grf_bytes` wide.
pub fn collapse(f: &Function, grf_bytes: u32) -> Collapsed {
    let mut p = Pass::new(f, grf_bytes, false);
    for b in post_order(&p.f) {
        for _ in 0..MAX_ROUNDS {
            p.modified = false;
            p.run_on_block(b);
            if !p.modified {
                break;
            }
        }
    }
    cursor::compact(&mut p.f);
    renumber(&mut p.f);
    Collapsed {
        func: p.f,
        notes: p.notes,
        callees: p.callees,
    }
}

/// GenXRegionUtils' `simplifyRegionInsts` as GenXPostLegalization calls it,
/// with the subtarget: every region read or write and every bitcast with
/// uses, in block order, once; a simplified one is replaced and erased.
/// With the subtarget the bitcast folds apply too
/// (`simplifyBitCastFromRegionRead`, `simplifyBitCastWithRegionWrite`),
/// so that baling later sees a region of the bitcast's element type.
pub fn simplify_region_insts(f: &Function, grf_bytes: u32) -> Collapsed {
    let mut p = Pass::new(f, grf_bytes, true);
    for &b in &p.f.layout.clone() {
        for i in p.f.blocks[b].insts.clone() {
            if !p.in_block(i) || p.users(i).is_empty() {
                continue;
            }
            let v = if p.inst(i).opcode == Opcode::BitCast {
                p.simplify_bitcast_from_region_read(i)
            } else {
                p.simplify_region_inst(i)
            };
            if let Some(v) = v {
                p.note("simplifyRegionInst", i);
                p.rauw(i, &v);
                p.erase(i);
            }
        }
    }
    cursor::compact(&mut p.f);
    renumber(&mut p.f);
    Collapsed {
        func: p.f,
        notes: p.notes,
        callees: p.callees,
    }
}

/// Blocks in post-order of a depth-first walk from the entry (LLVM's
/// `po_iterator`); unreachable blocks are not visited.
fn post_order(f: &Function) -> Vec<BlockId> {
    let Some(entry) = f.entry() else {
        return Vec::new();
    };
    let mut seen = FxHashSet::default();
    let mut out = Vec::new();
    let mut stack = vec![(entry, 0usize)];
    seen.insert(entry);
    while let Some((b, k)) = stack.pop() {
        let succs: Vec<BlockId> = f
            .terminator(b)
            .map(|t| f.insts[t].successors().to_vec())
            .unwrap_or_default();
        if let Some(&s) = succs.get(k) {
            stack.push((b, k + 1));
            if seen.insert(s) {
                stack.push((s, 0));
            }
        } else {
            out.push(b);
        }
    }
    out
}

/// Unnamed values (all-digit names) numbered again in order, as LLVM
/// numbers them when it prints: new instructions without a name get the
/// next slot.
pub(crate) fn renumber(f: &mut Function) {
    let digits = |n: &str| !n.is_empty() && n.bytes().all(|c| c.is_ascii_digit());
    let mut next = 0u32;
    for p in &mut f.header.params {
        if p.name.as_deref().is_none_or(digits) {
            if p.name.is_some() {
                p.name = Some(next.to_string().into());
            }
            next += 1;
        }
    }
    for &b in &f.layout.clone() {
        if !f.blocks[b].explicit_label || digits(&f.blocks[b].name) {
            if digits(&f.blocks[b].name) || !f.blocks[b].explicit_label {
                f.blocks[b].name = next.to_string().into();
            }
            next += 1;
        }
        for i in f.blocks[b].insts.clone() {
            let inst = &mut f.insts[i];
            if inst.ty.is_void() {
                continue;
            }
            if inst.name.as_deref().is_none_or(digits) {
                inst.name = Some(next.to_string().into());
                next += 1;
            }
        }
    }
}

struct Pass {
    f: Function,
    grf_bytes: u32,
    modified: bool,
    notes: Vec<String>,
    names: FxHashSet<String>,
    callees: Vec<(String, Type)>,
    /// The subtarget is known (post-legalization): `simplifyRegionInst`
    /// also folds bitcasts into region reads and writes.
    bitcast_folds: bool,
}

fn is_digits(n: &str) -> bool {
    !n.is_empty() && n.bytes().all(|c| c.is_ascii_digit())
}

impl Pass {
    fn new(f: &Function, grf_bytes: u32, bitcast_folds: bool) -> Pass {
        let mut p = Pass {
            f: f.clone(),
            grf_bytes,
            modified: false,
            notes: Vec::new(),
            names: FxHashSet::default(),
            callees: Vec::new(),
            bitcast_folds,
        };
        for i in p.f.insts_in_order().collect::<Vec<_>>() {
            if let Some(n) = &p.f.insts[i].name {
                p.names.insert(n.to_string());
            }
        }
        p
    }

    fn inst(&self, i: InstId) -> &lanes_ir::InstData {
        &self.f.insts[i]
    }

    fn kind(&self, i: InstId) -> Option<Intrinsic> {
        classify(self.inst(i))
    }

    fn is_rd(&self, v: &Value) -> Option<InstId> {
        let i = v.as_inst()?;
        (self.kind(i) == Some(Intrinsic::RdRegion)).then_some(i)
    }

    fn is_wr(&self, v: &Value) -> Option<InstId> {
        let i = v.as_inst()?;
        (self.kind(i) == Some(Intrinsic::WrRegion)
            && self
                .inst(i)
                .callee_name()
                .is_some_and(|n| !n.starts_with("llvm.genx.wrconstregion")))
        .then_some(i)
    }

    /// The name LLVM gives a value (`""` for an unnamed one).
    fn name(&self, i: InstId) -> String {
        match self.inst(i).name.as_deref() {
            Some(n) if !is_digits(n) => n.to_string(),
            _ => String::new(),
        }
    }

    /// `base` made unique in the function, as LLVM's symbol table does
    /// (a number appended); `None` for an empty name (an unnamed value).
    fn fresh(&mut self, base: &str) -> Option<String> {
        if base.is_empty() {
            return None;
        }
        let mut n = base.to_string();
        let mut k = 0;
        while self.names.contains(&n) || is_digits(&n) {
            k += 1;
            n = format!("{base}{k}");
        }
        self.names.insert(n.clone());
        Some(n)
    }

    fn in_block(&self, i: InstId) -> bool {
        let b = self.inst(i).block;
        self.f.blocks[b].insts.contains(&i)
    }

    fn users(&self, i: InstId) -> Vec<InstId> {
        cursor::users(&self.f, &Value::Inst(i))
    }

    fn use_count(&self, i: InstId) -> usize {
        let v = Value::Inst(i);
        self.f
            .insts_in_order()
            .map(|u| self.f.insts[u].uses().filter(|x| **x == v).count())
            .sum()
    }

    /// Inserts `data` before `at`, named from `name` and with `dbg_from`'s
    /// debug location.
    fn insert(
        &mut self,
        at: InstId,
        mut data: lanes_ir::InstData,
        name: &str,
        dbg_from: InstId,
    ) -> InstId {
        if !data.ty.is_void() {
            data.name = self.fresh(name).map(Into::into);
        }
        if let Some(callee) = data.callee_name()
            && let lanes_ir::Extra::Call(c) = &data.extra
            && !self.callees.iter().any(|(n, _)| n == callee)
        {
            self.callees.push((callee.to_string(), c.fn_ty));
        }
        let mut c = FuncCursor::new(&mut self.f).at_inst(at);
        c.use_srcloc(dbg_from);
        c.insert_inst(data)
    }

    fn rauw(&mut self, old: InstId, new: &Value) {
        cursor::replace_all_uses(&mut self.f, &Value::Inst(old), new);
    }

    fn erase(&mut self, i: InstId) {
        if self.in_block(i) {
            if let Some(n) = self.inst(i).name.as_deref() {
                let n = n.to_string();
                self.names.remove(&n);
            }
            FuncCursor::new(&mut self.f).at_inst(i).remove_inst();
        }
    }

    fn note(&mut self, rule: &str, i: InstId) {
        let line = lanes_ir::print::print_inst(&self.f, i);
        self.notes.push(format!("{rule}: {line}"));
    }

    /// The value behind a chain of bitcasts (`getBitCastedValue`).
    fn peel(&self, v: &Value) -> Value {
        let mut v = v.clone();
        while let Some(i) = v.as_inst() {
            if self.inst(i).opcode != Opcode::BitCast {
                break;
            }
            v = self.inst(i).operands[0].clone();
        }
        v
    }

    fn is_predef_read(&self, v: &Value) -> bool {
        v.as_inst().is_some_and(|i| {
            self.inst(i)
                .callee_name()
                .is_some_and(|n| n.starts_with("llvm.genx.read.predef.reg"))
        })
    }

    fn is_predef(&self, v: &Value) -> bool {
        v.as_inst().is_some_and(|i| {
            self.inst(i).callee_name().is_some_and(|n| {
                n.starts_with("llvm.genx.read.predef.reg")
                    || n.starts_with("llvm.genx.write.predef.reg")
            })
        })
    }

    // ----- global-variable clobbering (GenXUtil's AVLoad rules) -----

    /// The global a load or `genx.vload` reads (`isAVLoad`).
    fn av_load(&self, i: InstId) -> Option<String> {
        intr::global_read(&self.f, self.inst(i)).map(str::to_string)
    }

    /// A store to the global `li` loads on a path from `li` to `to`
    /// (`getAVLoadKillOrNull`): the instructions after `li` in its block
    /// up to `to`, or, when `to` is in another block, those before `to`
    /// and every block before it back to `li`'s.
    fn killed(&self, li: InstId, to: InstId) -> bool {
        let Some(g) = self.av_load(li) else {
            return false;
        };
        let kills = |i: InstId| intr::global_stored(&self.f, self.inst(i)) == Some(g.as_str());
        let (lb, tb) = (self.inst(li).block, self.inst(to).block);
        let pos = |b: BlockId, i: InstId| self.f.blocks[b].insts.iter().position(|&x| x == i);
        if lb == tb
            && let (Some(a), Some(z)) = (pos(lb, li), pos(tb, to))
            && a < z
        {
            return self.f.blocks[lb].insts[a + 1..z].iter().any(|&i| kills(i));
        }
        let z = pos(tb, to).unwrap_or(0);
        if self.f.blocks[tb].insts[..z].iter().any(|&i| kills(i)) {
            return true;
        }
        let preds = predecessors(&self.f);
        let mut stack: Vec<BlockId> = preds.get(&tb).cloned().unwrap_or_default();
        let mut seen = FxHashSet::default();
        while let Some(b) = stack.pop() {
            if !seen.insert(b) {
                continue;
            }
            let insts = &self.f.blocks[b].insts;
            let from = if b == lb {
                pos(lb, li).map_or(0, |a| a + 1)
            } else {
                0
            };
            if insts[from.min(insts.len())..].iter().any(|&i| kills(i)) {
                return true;
            }
            if b != lb {
                stack.extend(preds.get(&b).cloned().unwrap_or_default());
            }
        }
        false
    }

    /// `isSafeToMove_CheckAVLoadKill`: `i` (or what it reads from a global)
    /// can be read at `to`.
    fn safe_to_move(&self, i: InstId, to: InstId) -> bool {
        if i == to {
            return true;
        }
        if self.av_load(i).is_some() {
            return !self.killed(i, to);
        }
        let ops: Vec<Value> = self.inst(i).operands.to_vec();
        ops.iter().all(|op| match self.peel(op).as_inst() {
            Some(li) if self.av_load(li).is_some() => !self.killed(li, to),
            _ => true,
        })
    }

    /// `isSafeToReplace_CheckAVLoadKillOrForbiddenUser`: `old` can be
    /// replaced by `new` everywhere.
    fn safe_to_replace(&self, old: InstId, new: &Value) -> bool {
        let Some(n) = new.as_inst() else {
            return true;
        };
        self.safe_to_move(n, old)
            && (self.av_load(n).is_none() || self.users(old).iter().all(|&u| !self.killed(n, u)))
    }

    // ----- the block walk -----

    fn run_on_block(&mut self, b: BlockId) {
        let insts = self.f.blocks[b].insts.clone();
        for &i in insts.iter().take(insts.len().saturating_sub(1)) {
            if !self.in_block(i) || self.users(i).is_empty() {
                continue;
            }
            let op = self.inst(i).opcode;
            if op == Opcode::Trunc {
                self.lower_trunc(i);
                continue;
            }
            if op == Opcode::ExtractElement && self.extract_single(i) {
                continue;
            }
            if let Some(v) = self.simplify_region_inst(i) {
                self.rauw(i, &v);
                self.note("simplifyRegionInst", i);
                self.modified = true;
                continue;
            }
            if let Some(v) = self.simplify_cast(i) {
                self.rauw(i, &v);
                self.modified = true;
            }
        }
        self.remove_dead(b);
        // Backwards, tolerating the removal of the current instruction.
        let insts = self.f.blocks[b].insts.clone();
        for &i in insts.iter().rev() {
            if !self.in_block(i) {
                continue;
            }
            match self.kind(i) {
                Some(Intrinsic::RdRegion) => self.process_rd_region(i),
                Some(Intrinsic::WrRegion) if self.is_wr(&Value::Inst(i)).is_some() => {
                    self.process_wr_region_elim(i);
                    if !self.users(i).is_empty() {
                        let new = self.process_wr_region(i, 0);
                        if new != i && self.users(new).is_empty() {
                            self.erase(new);
                            self.modified = true;
                        }
                    }
                    if self.users(i).is_empty() {
                        self.erase(i);
                        self.modified = true;
                    }
                }
                _ => {
                    // A bitcast left unused is only erased.
                    if self.inst(i).opcode == Opcode::BitCast && !self.users(i).is_empty() {
                        self.process_bit_cast(i);
                    }
                    if self.inst(i).opcode.is_cast() && self.users(i).is_empty() {
                        self.erase(i);
                        self.modified = true;
                    }
                }
            }
        }
    }

    /// `SimplifyInstructionsInBlock`'s dead-code half: instructions without
    /// uses or side effects (casts, arithmetic, region reads and writes).
    fn remove_dead(&mut self, b: BlockId) {
        loop {
            let dead: Vec<InstId> = self.f.blocks[b]
                .insts
                .iter()
                .copied()
                .filter(|&i| {
                    let d = self.inst(i);
                    let pure = d.opcode.is_cast()
                        || d.opcode.is_binary()
                        || matches!(
                            d.opcode,
                            Opcode::ExtractElement
                                | Opcode::InsertElement
                                | Opcode::ShuffleVector
                                | Opcode::ICmp
                                | Opcode::FCmp
                                | Opcode::Select
                        )
                        || matches!(classify(d), Some(Intrinsic::RdRegion | Intrinsic::WrRegion));
                    pure && !d.ty.is_void() && self.users(i).is_empty()
                })
                .collect();
            if dead.is_empty() {
                return;
            }
            for i in dead {
                self.erase(i);
            }
            self.modified = true;
        }
    }

    /// InstSimplify's folds of a cast the pass relies on: a bitcast to its
    /// own type is its operand; a cast of a zero, null or undef constant is
    /// that constant of the new type.
    fn simplify_cast(&self, i: InstId) -> Option<Value> {
        let d = self.inst(i);
        if !d.opcode.is_cast() {
            return None;
        }
        let op = d.operands.first()?;
        if d.opcode == Opcode::BitCast && self.f.value_ty(op) == d.ty {
            return Some(op.clone());
        }
        match op {
            Value::Const(Constant::Zero(_) | Constant::Null(_))
                if matches!(
                    d.opcode,
                    Opcode::BitCast | Opcode::IntToPtr | Opcode::PtrToInt
                ) =>
            {
                Some(Value::Const(zero_of(d.ty)))
            }
            Value::Const(Constant::Undef(_)) if d.opcode == Opcode::BitCast => {
                Some(Value::Const(Constant::Undef(d.ty)))
            }
            _ => None,
        }
    }

    /// `lowerTrunc`: `trunc` of a region read becomes a bitcast to the
    /// narrow type and a strided read, which collapsing can then combine.
    fn lower_trunc(&mut self, i: InstId) {
        let d = self.inst(i).clone();
        let input = d.operands[0].clone();
        if self.is_rd(&input).is_none() {
            return;
        }
        let in_ty = self.f.value_ty(&input);
        let (in_el, out_el) = (in_ty.scalar(), d.ty.scalar());
        let out_bits = out_el.int_bits().unwrap_or(0);
        if out_bits <= 1 {
            return;
        }
        let n = in_ty.lanes().unwrap_or(1);
        let stride = in_el.int_bits().unwrap_or(0) / out_bits;
        if stride == 0 {
            return;
        }
        let name = self.name(i);
        let bc = self.insert(
            i,
            cast(Opcode::BitCast, input, Type::vector(stride * n, out_el), ""),
            &name,
            i,
        );
        let r = Region {
            elem_ty: out_el,
            elem_bytes: elem_bytes(out_el),
            num_elements: n,
            vstride: (stride * n) as i64,
            width: n,
            stride: stride as i64,
            offset: 0,
            indirect: None,
            parent_width: 0,
            mask: None,
        };
        let rd = r.rd_region(&self.f, Value::Inst(bc), "", !d.ty.is_vector());
        let new = self.insert(i, rd, &name, i);
        self.rauw(i, &Value::Inst(new));
        self.note("lowerTrunc", new);
        self.modified = true;
    }

    /// `extractelement` of a one-element region read becomes a scalar read.
    fn extract_single(&mut self, i: InstId) -> bool {
        let d = self.inst(i).clone();
        let src = d.operands[0].clone();
        if self.is_rd(&src).is_none() || self.f.value_ty(&src).lanes() != Some(1) {
            return false;
        }
        let Some(idx) = d.operands.get(1).and_then(Value::as_int) else {
            return false;
        };
        let eb = elem_bytes(d.ty);
        if eb == 0 {
            return false;
        }
        let r = Region {
            elem_ty: d.ty,
            elem_bytes: eb,
            num_elements: 1,
            vstride: 0,
            width: 1,
            stride: 1,
            offset: idx as i64 * eb as i64,
            indirect: None,
            parent_width: 0,
            mask: None,
        };
        let name = self.name(i);
        let rd = r.rd_region(&self.f, src, "", true);
        let new = self.insert(i, rd, &name, i);
        self.rauw(i, &Value::Inst(new));
        self.note("extractelement of a one-element read", new);
        self.modified = true;
        true
    }
}

fn predecessors(f: &Function) -> FxHashMap<BlockId, Vec<BlockId>> {
    let mut p: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
    for &b in &f.layout {
        if let Some(t) = f.terminator(b) {
            for &s in f.insts[t].successors() {
                p.entry(s).or_default().push(b);
            }
        }
    }
    p
}

/// The zero of `ty` (`null` for a pointer).
fn zero_of(ty: Type) -> Constant {
    if ty.is_ptr() {
        Constant::Null(ty)
    } else {
        Constant::Zero(ty)
    }
}

/// The `declare` of a callee the collapsed IR calls.
pub fn declaration(name: &str, fn_ty: Type) -> Option<lanes_ir::FunctionHeader> {
    let lanes_ir::TypeData::Function { ret, params, .. } = fn_ty.data() else {
        return None;
    };
    Some(lanes_ir::FunctionHeader {
        name: name.into(),
        prefix: Vec::new(),
        ret_attrs: Vec::new(),
        ret_ty: *ret,
        params: params
            .iter()
            .map(|&ty| lanes_ir::Param {
                ty,
                attrs: Vec::new(),
                name: None,
            })
            .collect(),
        varargs: false,
        suffix: Vec::new(),
        prefix_data: None,
        prologue_data: None,
        personality: None,
        md: Vec::new(),
    })
}
