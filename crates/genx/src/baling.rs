//! Baling (GenXBaling): which instructions combine into one vISA
//! instruction. A bale is a tree: the head (last in code order, the only
//! value used outside), an optional main instruction, and regions,
//! modifiers, saturation and address adds baled into it.
//!
//! Over 800 lines: GenXBaling's rules in its order, one file as the pass is
//! one file.

use la_arena::ArenaMap;
use lanes_ir::{Constant, Function, InstId, Opcode, Value};

use crate::intrinsics::{self as intr, Intrinsic, classify, rd, wr};
use crate::region::Region;
use crate::view::{View, inst_map};

use crate::bale::{Bale, BaleId, BaleInfo, BaleKind, Bales, CloneRecord, Member, RegionRecord};

#[derive(Clone, Copy, PartialEq, Eq)]
enum ModType {
    Default,
    Arith,
    Logic,
    AbsOnly,
}

/// Our operand index as IGC numbers it (call arguments from 0).
pub fn igc_operand(f: &Function, i: InstId, op: usize) -> usize {
    if f.insts[i].opcode == Opcode::Call {
        op - 1
    } else {
        op
    }
}

struct Baler<'a, 'f> {
    v: &'a View<'f>,
    grf: u32,
    info: ArenaMap<InstId, BaleInfo>,
    clones: Vec<CloneRecord>,
    warnings: Vec<String>,
    dead: ArenaMap<InstId, bool>,
    /// The code-generation baling (IGC's `GenXGroupBaling`, `BK_CodeGen`):
    /// all/any bale into branches only then. The first baling
    /// (`GenXFuncBaling`, whose dump `-print-baling-info` prints) leaves them.
    codegen: bool,
}

fn is_zero(c: &Constant) -> bool {
    match c {
        Constant::Zero(_) => true,
        Constant::Int { value, .. } => *value == 0,
        Constant::Float { bits, ty } => {
            let sign = match ty.data() {
                lanes_ir::TypeData::Half | lanes_ir::TypeData::BFloat => 1u128 << 15,
                lanes_ir::TypeData::Float => 1 << 31,
                _ => 1 << 63,
            };
            *bits == 0 || *bits == sign
        }
        Constant::Aggregate { elems, .. } => elems.iter().all(is_zero),
        _ => false,
    }
}

fn is_all_ones(v: &Value) -> bool {
    matches!(v, Value::Const(c) if c.splat_int() == Some(-1))
}

impl<'f> Baler<'_, 'f> {
    fn inst(&self, i: InstId) -> &'f lanes_ir::InstData {
        self.v.inst(i)
    }
    fn uses(&self, i: InstId) -> impl Iterator<Item = &(InstId, usize)> + '_ {
        self.v.users[i].iter().filter(|(u, _)| !self.dead[*u])
    }
    fn num_uses(&self, i: InstId) -> usize {
        self.uses(i).count()
    }
    fn op(&self, i: InstId, n: usize) -> Option<InstId> {
        self.v.op_inst(i, n)
    }
    fn get(&self, i: InstId) -> BaleInfo {
        self.info
            .get(i)
            .cloned()
            .unwrap_or(BaleInfo::new(BaleKind::MainInst))
    }
    fn intr(&self, i: InstId) -> Option<Intrinsic> {
        classify(self.inst(i))
    }
    fn is_rdregion(&self, i: InstId) -> bool {
        self.intr(i) == Some(Intrinsic::RdRegion)
    }

    /// Sets the bit for a baled operand, recording a clone if it has other uses.
    fn set_baled(&mut self, bi: &mut BaleInfo, user: InstId, op: usize) -> bool {
        if igc_operand(self.v.func, user, op) >= 16 {
            return false;
        }
        bi.baled.push(op);
        if let Some(d) = self.op(user, op)
            && self.num_uses(d) > 1
        {
            self.clones.push(CloneRecord {
                inst: d,
                user,
                operand: op,
            });
        }
        true
    }

    fn check_modifier(&self, i: InstId) -> BaleKind {
        let inst = self.inst(i);
        match inst.opcode {
            Opcode::FNeg => BaleKind::NegMod,
            Opcode::Sub | Opcode::FSub => {
                let zero_lhs = matches!(inst.operands.first(), Some(Value::Const(c)) if is_zero(c));
                let uitofp_user = self
                    .uses(i)
                    .any(|(u, _)| self.inst(*u).opcode == Opcode::UIToFP);
                let fptoui_op = inst.operands.iter().any(|o| {
                    o.as_inst()
                        .is_some_and(|d| self.v.func.insts[d].opcode == Opcode::FPToUI)
                });
                if zero_lhs && !uitofp_user && !fptoui_op {
                    BaleKind::NegMod
                } else {
                    BaleKind::MainInst
                }
            }
            Opcode::Xor if self.is_not(i, false) => BaleKind::NotMod,
            Opcode::ZExt | Opcode::SExt => {
                let src = inst.operands.first().map(|o| self.v.func.value_ty(o));
                if src.is_some_and(|t| t.scalar().int_bits() == Some(1)) {
                    BaleKind::MainInst
                } else if inst.opcode == Opcode::ZExt {
                    BaleKind::ZExt
                } else {
                    BaleKind::SExt
                }
            }
            Opcode::Call if classify(inst) == Some(Intrinsic::Abs) => BaleKind::AbsMod,
            _ => BaleKind::MainInst,
        }
    }

    /// `xor x, -1` on integers (`pred` false) or on predicates (`pred` true).
    fn is_not(&self, i: InstId, pred: bool) -> bool {
        let inst = self.inst(i);
        inst.opcode == Opcode::Xor
            && inst.operands.get(1).is_some_and(is_all_ones)
            && (inst.ty.scalar().int_bits() == Some(1)) == pred
    }

    fn is_noop_cast(&self, i: InstId) -> bool {
        matches!(self.inst(i).opcode, Opcode::BitCast | Opcode::AddrSpaceCast)
    }

    fn operand_can_be_baled(&self, i: InstId, n: usize, mt: ModType, raw: bool) -> bool {
        let Some(opnd) = self.op(i, n) else {
            return false;
        };
        if self.dead[opnd] {
            return false;
        }
        let user = self.inst(i);
        // Whatever the operand is, a global it reads (through its own baled
        // region reads) must not be stored to on the way to the user. IGC
        // checks region reads only; a modifier that bales a region read
        // would otherwise carry it past the store.
        if !self.vload_safe(opnd, i) {
            return false;
        }
        if mt != ModType::Default {
            let m = self.check_modifier(opnd);
            match m {
                BaleKind::MainInst => {}
                BaleKind::ZExt | BaleKind::SExt => {
                    if m == BaleKind::ZExt && user.opcode == Opcode::SExt {
                        return false;
                    }
                    if let Some(p) = user.predicate()
                        && user.opcode == Opcode::ICmp
                    {
                        let signed = matches!(
                            p,
                            lanes_ir::Predicate::Sgt
                                | lanes_ir::Predicate::Sge
                                | lanes_ir::Predicate::Slt
                                | lanes_ir::Predicate::Sle
                        );
                        if (m == BaleKind::SExt) != signed {
                            return false;
                        }
                    } else if user.opcode == Opcode::FCmp && m == BaleKind::SExt {
                        return false;
                    }
                    if m == BaleKind::SExt && user.opcode == Opcode::ZExt {
                        return false;
                    }
                    // mulh and madw take D/UD operands only.
                    return !matches!(classify(user), Some(Intrinsic::MulHigh | Intrinsic::MadW));
                }
                BaleKind::NotMod => {
                    if mt == ModType::Logic {
                        return true;
                    }
                }
                // neg(abs(x)) bales; abs(neg(x)) does not (no hardware form).
                BaleKind::NegMod if classify(user) == Some(Intrinsic::Abs) => return false,
                BaleKind::AbsMod if mt == ModType::AbsOnly => return true,
                _ => {
                    if mt == ModType::Arith {
                        return true;
                    }
                }
            }
        }
        if self.is_rdregion(opnd) {
            let Some(r) = Region::of(self.v.func, self.inst(opnd)) else {
                return false;
            };
            if raw && !r.ok_for_raw(self.grf) {
                return false;
            }
            // Instructions that cannot be split take only a legal region
            // (IGC's ONLY_LEGAL_REGION restriction).
            if classify(user) == Some(Intrinsic::MadW)
                && !(r.width == r.num_elements as i64 && r.stride == 1)
            {
                return false;
            }
            // A region read of a global must not sink past a store to it.
            if !self.vload_safe(opnd, i) {
                return false;
            }
            if self.num_uses(opnd) >= 2 {
                if self
                    .uses(opnd)
                    .any(|(u, _)| self.inst(*u).opcode == Opcode::BitCast)
                {
                    return false;
                }
                if r.is_indirect() {
                    return false;
                }
            }
            return true;
        }
        false
    }

    /// Whether operand `n` of `i` is not an rdregion, or reads a contiguous
    /// region (an operand restricted to contiguous regions).
    fn contiguous_if_region(&self, i: InstId, n: usize) -> bool {
        match self.op(i, n).filter(|&o| self.is_rdregion(o)) {
            Some(o) => Region::of(self.v.func, self.inst(o)).is_some_and(|r| r.is_contiguous()),
            None => true,
        }
    }

    /// Memory ordering (IGC's `isSafeToMove`): can `op`, placed at `from`,
    /// be executed at `to`? A read of a global must not cross a store to
    /// that global; an instruction that reads memory must not cross a write,
    /// one that writes must not cross any access. Every path from `from` to
    /// `to` is scanned (backwards from `to`'s block); accesses to globals
    /// are register operations, not memory ones, and are skipped.
    fn safe_to_move(&self, op: InstId, from: InstId, to: InstId) -> bool {
        if !self.vload_safe(op, to) {
            return false;
        }
        let opi = self.inst(op);
        if !intr::touches_memory(opi) {
            return true;
        }
        let op_writes = intr::writes_memory(opi);
        let f = self.v.func;
        let (first, last) = (self.v.block_of(from), self.v.block_of(to));
        let blocks_into = |b: lanes_ir::BlockId| -> Vec<lanes_ir::BlockId> {
            f.blocks
                .iter()
                .filter(|(_, bd)| {
                    bd.insts
                        .last()
                        .is_some_and(|&t| f.insts[t].successors().contains(&b))
                })
                .map(|(p, _)| p)
                .collect()
        };
        let mut work = vec![last];
        let mut seen = rustc_hash::FxHashSet::default();
        while let Some(b) = work.pop() {
            let insts = &f.blocks[b].insts;
            let lo = if b == first {
                insts.iter().position(|&x| x == from).map_or(0, |p| p + 1)
            } else {
                0
            };
            let hi = if b == last {
                insts.iter().position(|&x| x == to).unwrap_or(insts.len())
            } else {
                insts.len()
            };
            for &c in insts.iter().take(hi).skip(lo) {
                let ci = &f.insts[c];
                if intr::is_global_access(f, ci) {
                    continue;
                }
                if intr::writes_memory(ci) || op_writes && intr::touches_memory(ci) {
                    return false;
                }
            }
            if b != first {
                seen.insert(b);
                for p in blocks_into(b) {
                    if !seen.contains(&p) {
                        work.push(p);
                    }
                }
            }
        }
        true
    }

    /// The loads of globals whose value the bale headed by `i` reads: the
    /// old-value inputs of its region reads (through bitcasts) and loads it
    /// uses directly (IGC's `getAncestorGVLoads` over a bale).
    fn vload_sources(&self, i: InstId, out: &mut Vec<InstId>) {
        let inst = self.inst(i);
        let bi = self.get(i);
        for n in 0..inst.operands.len() {
            let Some(mut d) = self.op(i, n) else { continue };
            while self.inst(d).opcode == Opcode::BitCast {
                match self.op(d, 0) {
                    Some(x) => d = x,
                    None => break,
                }
            }
            if intr::global_read(self.v.func, self.inst(d)).is_some() {
                if !out.contains(&d) {
                    out.push(d);
                }
            } else if bi.is_baled(n) {
                self.vload_sources(d, out);
            }
        }
    }

    /// IGC's `isSafeToSink_CheckAVLoadKill`: can the bale headed by `i` be
    /// evaluated at `to`, that is, is no global it reads stored to on a path
    /// from that global's load to `to`?
    fn vload_safe(&self, i: InstId, to: InstId) -> bool {
        let mut loads = Vec::new();
        self.vload_sources(i, &mut loads);
        loads.iter().all(|&l| {
            let g = intr::global_read(self.v.func, self.inst(l)).unwrap_or_default();
            !self.global_stored_between(g, l, to)
        })
    }

    /// Whether a store to global `g` lies on some path from `a` to `b`.
    fn global_stored_between(&self, g: &str, a: InstId, b: InstId) -> bool {
        let f = self.v.func;
        let (ba, bb) = (self.v.block_of(a), self.v.block_of(b));
        let stores = |c: lanes_ir::InstId| intr::global_stored(f, &f.insts[c]) == Some(g);
        let pos = |blk: lanes_ir::BlockId, x: InstId| {
            f.blocks[blk]
                .insts
                .iter()
                .position(|&y| y == x)
                .unwrap_or(0)
        };
        if ba == bb && self.v.order[a] < self.v.order[b] {
            let (pa, pb) = (pos(ba, a), pos(ba, b));
            return f.blocks[ba].insts[pa + 1..pb].iter().any(|&c| stores(c));
        }
        // Blocks reachable from `a`'s block that reach `b`'s block.
        let succs = |x: lanes_ir::BlockId| -> Vec<lanes_ir::BlockId> {
            f.terminator(x)
                .map(|t| f.insts[t].successors().to_vec())
                .unwrap_or_default()
        };
        let mut fwd = rustc_hash::FxHashSet::default();
        let mut work = succs(ba);
        while let Some(x) = work.pop() {
            if fwd.insert(x) {
                work.extend(succs(x));
            }
        }
        let pb = pos(bb, b);
        if f.blocks[ba].insts[pos(ba, a) + 1..]
            .iter()
            .any(|&c| stores(c))
            || f.blocks[bb].insts[..pb].iter().any(|&c| stores(c))
        {
            return true;
        }
        fwd.iter().filter(|&&x| x != bb && x != ba).any(|&x| {
            let mut reach = rustc_hash::FxHashSet::default();
            let mut w = vec![x];
            while let Some(y) = w.pop() {
                if y == bb {
                    return f.blocks[x].insts.iter().any(|&c| stores(c));
                }
                if reach.insert(y) {
                    w.extend(succs(y));
                }
            }
            false
        })
    }

    fn index_add(&self, v: Option<InstId>) -> bool {
        let Some(a) = v else { return false };
        let inst = self.inst(a);
        let (sign, c) = match inst.opcode {
            Opcode::Add => (1, inst.operands.get(1)),
            Opcode::Sub => (-1, inst.operands.get(1)),
            Opcode::Call if classify(inst) == Some(Intrinsic::AddAddr) => (1, inst.operands.get(2)),
            _ => return false,
        };
        let Some(c) = c.and_then(|c| c.as_const()).and_then(|c| c.splat_int()) else {
            return false;
        };
        (-512..=511).contains(&(c as i64 * sign))
    }

    /// `or x, c` where `x`'s low bits are known zero (`shl` by a constant).
    fn index_or(&self, v: Option<InstId>) -> bool {
        let Some(a) = v else { return false };
        let inst = self.inst(a);
        if inst.opcode != Opcode::Or {
            return false;
        }
        let Some(c) = inst
            .operands
            .get(1)
            .and_then(|c| c.as_const())
            .and_then(|c| c.splat_int())
        else {
            return false;
        };
        let low_zero = inst.operands[0].as_inst().and_then(|s| {
            let si = &self.v.func.insts[s];
            (si.opcode == Opcode::Shl).then(|| si.operands.get(1)?.as_const()?.splat_int())?
        });
        (0..=511).contains(&c) && low_zero.is_some_and(|k| k < 64 && c < (1i128 << k))
    }

    fn process(&mut self, i: InstId) {
        let inst = self.inst(i);
        match classify(inst) {
            Some(Intrinsic::WrRegion) => self.wrregion(i),
            Some(Intrinsic::WrPredRegion) => {
                let mut bi = BaleInfo::new(BaleKind::WrPredRegion);
                if let Some(v) = self.op(i, wr::NEW) {
                    let vi = self.inst(v);
                    let rdp = classify(vi) == Some(Intrinsic::RdPredRegion);
                    if matches!(vi.opcode, Opcode::ICmp | Opcode::FCmp) || rdp {
                        if rdp {
                            self.info.insert(v, BaleInfo::new(BaleKind::RdPredRegion));
                        }
                        self.set_baled(&mut bi, i, wr::NEW);
                    }
                }
                self.info.insert(i, bi);
            }
            Some(Intrinsic::WrPredPredRegion) => {
                let mut bi = BaleInfo::new(BaleKind::WrPredPredRegion);
                self.set_baled(&mut bi, i, wr::NEW);
                self.info.insert(i, bi);
            }
            Some(Intrinsic::Sat) => self.sat(i),
            Some(Intrinsic::RdRegion) => self.rdregion(i),
            Some(Intrinsic::RdPredRegion) => {
                self.info.insert(i, BaleInfo::new(BaleKind::RdPredRegion));
            }
            Some(Intrinsic::FAddr) => {
                self.info.insert(i, BaleInfo::new(BaleKind::FAddr));
            }
            // IGC records these as REGINTR, which its dump does not name.
            Some(Intrinsic::PredefReg) => {}
            _ if inst.opcode == Opcode::Br => {
                if !inst.operands.is_empty() && self.predicate(i, 0) {
                    let mut bi = BaleInfo::new(BaleKind::MainInst);
                    self.set_baled(&mut bi, i, 0);
                    self.info.insert(i, bi);
                }
            }
            _ if inst.opcode == Opcode::Store => self.store(i),
            _ if intr::is_inline_asm(inst) => self.inline_asm(i),
            _ if inst.opcode == Opcode::ExtractValue => {
                if inst.operands[0]
                    .as_inst()
                    .is_some_and(|a| intr::is_inline_asm(&self.v.func.insts[a]))
                {
                    self.info.insert(i, BaleInfo::new(BaleKind::MainInst));
                }
            }
            k => {
                if !self.select_to_cmp(i) {
                    self.main_inst(i, k);
                }
            }
        }
    }

    fn wrregion(&mut self, i: InstId) {
        let mut bi = BaleInfo::new(BaleKind::WrRegion);
        let region = Region::of(self.v.func, self.inst(i));
        let mut v = self.op(i, wr::NEW).filter(|&v| !self.dead[v]);
        if let Some(nv) = v
            && self.num_uses(nv) > 1
        {
            if self.v.block_of(nv) == self.v.block_of(i) {
                if let Some(m) = self.main_of(nv) {
                    let mi = self.inst(m);
                    if mi.opcode == Opcode::Select
                        || mi.opcode == Opcode::Call && intr::touches_memory(mi)
                    {
                        v = None;
                    }
                }
            } else if !self.rdr_from_global_load(nv) {
                v = None;
            }
        }
        // A raw result is not baled into a wrregion read by a predefined
        // register access.
        if let Some(nv) = v
            && self.intr(nv) == Some(Intrinsic::OtherGenx)
            && self
                .uses(i)
                .any(|(u, _)| self.intr(*u) == Some(Intrinsic::PredefReg))
        {
            v = None;
        }
        // A region read of a global baled across a store to that global
        // would read the stored value.
        if let Some(nv) = v
            && self.rdr_from_global_load(nv)
            && let (Some(g1), Some(l1)) = (
                intr::global_loaded(self.v.func, &self.inst(i).operands[wr::OLD]),
                self.op(i, wr::OLD),
            )
            && let Some(l2) = self.op(nv, rd::INPUT)
            && intr::global_loaded(self.v.func, &self.inst(nv).operands[rd::INPUT]) == Some(g1)
            && self.store_to_between(g1, l2, l1)
        {
            v = None;
        }
        if let (Some(nv), Some(r)) = (v, &region)
            && self.balable_new_value(nv, r)
            && self.safe_to_move(nv, nv, i)
        {
            self.set_baled(&mut bi, i, wr::NEW);
        }
        let idx = self.op(i, wr::INDEX);
        if self.index_add(idx) && self.set_baled(&mut bi, i, wr::INDEX) {
            self.info
                .insert(idx.unwrap(), BaleInfo::new(BaleKind::AddrAdd));
        }
        if self.predicate(i, wr::MASK) {
            self.set_baled(&mut bi, i, wr::MASK);
        }
        self.info.insert(i, bi);
    }

    fn rdr_from_global_load(&self, v: InstId) -> bool {
        self.is_rdregion(v)
            && intr::global_loaded(self.v.func, &self.inst(v).operands[rd::INPUT]).is_some()
    }

    fn store_to_between(&self, g: &str, a: InstId, b: InstId) -> bool {
        let (a, b) = (self.v.order[a], self.v.order[b]);
        self.v.insts().any(|c| {
            let k = self.v.order[c];
            let ci = self.inst(c);
            k > a
                && k < b
                && ci.opcode == Opcode::Store
                && matches!(ci.operands.get(1), Some(Value::Const(p)) if p.base_global().map(|n| &**n) == Some(g))
        })
    }

    fn balable_new_value(&self, v: InstId, r: &Region) -> bool {
        let vi = self.inst(v);
        match classify(vi) {
            Some(Intrinsic::Sat | Intrinsic::RdRegion) => true,
            None | Some(Intrinsic::NotIntrinsic) => {
                vi.opcode.is_binary()
                    || vi.opcode.is_cast() && !self.is_noop_cast(v)
                    || intr::is_inline_asm(vi)
                    || vi.opcode == Opcode::Select && !r.masked
                    || vi.opcode == Opcode::ExtractValue
                        && vi.operands[0]
                            .as_inst()
                            .is_some_and(|a| intr::is_inline_asm(&self.v.func.insts[a]))
            }
            Some(Intrinsic::WrRegion) => false,
            Some(
                Intrinsic::Math
                | Intrinsic::Abs
                | Intrinsic::Convert
                | Intrinsic::MulHigh
                | Intrinsic::Mad,
            ) => !r.masked,
            Some(Intrinsic::MadW) => !r.masked && r.width == r.num_elements as i64 && r.stride == 1,
            Some(Intrinsic::OtherGenx) => match intr::describe_inst(vi) {
                // IGC's description decides: a general result takes the
                // region if its restriction allows; a raw one needs a raw
                // region and no live old value (two-address operand).
                Some(d) => {
                    let pred_ok = !r.masked || d.args().any(|a| a.cat == intr::ArgCat::Predication);
                    match d.ret() {
                        Some(a) if a.cat == intr::ArgCat::General => {
                            pred_ok && self.region_ok_for(a, r)
                        }
                        Some(a) if a.cat == intr::ArgCat::Raw => {
                            let undef_old = d.two_addr().is_none_or(|n| {
                                matches!(vi.operands.get(n), Some(Value::Const(Constant::Undef(_))))
                            });
                            pred_ok && r.ok_for_raw(self.grf) && undef_old
                        }
                        _ => false,
                    }
                }
                None => !r.masked && r.ok_for_raw(self.grf),
            },
            _ => false,
        }
    }

    /// The main instruction of the bale headed by `h` as baled so far.
    fn main_of(&self, h: InstId) -> Option<InstId> {
        let mut cur = h;
        loop {
            let bi = self.get(cur);
            let next = match bi.kind {
                BaleKind::MainInst => return Some(cur),
                BaleKind::WrRegion => wr::NEW,
                BaleKind::GStore => 0,
                BaleKind::Saturate => 1,
                _ => return None,
            };
            if !bi.is_baled(next) {
                return None;
            }
            cur = self.op(cur, next)?;
        }
    }

    fn sat(&mut self, i: InstId) {
        let mut bi = BaleInfo::new(BaleKind::Saturate);
        if let Some(v) = self.op(i, 1)
            && self.num_uses(v) == 1
        {
            let vi = self.inst(v);
            let from_bf16 = vi.operands.first().is_some_and(|o| {
                matches!(
                    self.v.func.value_ty(o).scalar().data(),
                    lanes_ir::TypeData::BFloat
                )
            });
            let ok = match classify(vi) {
                Some(Intrinsic::RdRegion) => true,
                None | Some(Intrinsic::NotIntrinsic) => {
                    (vi.opcode.is_binary()
                        || vi.opcode == Opcode::Select
                        || vi.opcode.is_cast() && vi.opcode != Opcode::BitCast)
                        && !from_bf16
                }
                Some(Intrinsic::WrRegion) => false,
                // Another intrinsic: by its result's saturation in the
                // intrinsic description (`processSat`); one the
                // description lacks, math and abs only.
                Some(k) => match vi.callee_name().and_then(crate::cisa::lookup) {
                    Some(d) => {
                        let sat = self.inst(i).callee_name().unwrap_or("");
                        saturation_bales(d, sat)
                    }
                    None => matches!(k, Intrinsic::Math | Intrinsic::Abs),
                },
            };
            if ok {
                self.set_baled(&mut bi, i, 1);
            }
        }
        self.info.insert(i, bi);
    }

    fn rdregion(&mut self, i: InstId) {
        let mut bi = BaleInfo::new(BaleKind::RdRegion);
        let idx = self.op(i, rd::INDEX);
        if self.index_add(idx) {
            if self.set_baled(&mut bi, i, rd::INDEX) {
                self.info
                    .insert(idx.unwrap(), BaleInfo::new(BaleKind::AddrAdd));
            }
        } else if self.index_or(idx) && self.set_baled(&mut bi, i, rd::INDEX) {
            self.info
                .insert(idx.unwrap(), BaleInfo::new(BaleKind::AddrOr));
        }
        self.info.insert(i, bi);
    }

    /// Bales predicate operations (rdpredregion, all/any, not, predicate
    /// shuffles) into a mask operand; returns whether operand `n` is baled.
    fn predicate(&mut self, i: InstId, n: usize) -> bool {
        let Some(m) = self.op(i, n) else {
            return false;
        };
        match self.intr(m) {
            Some(Intrinsic::RdPredRegion) => {
                self.info.insert(m, BaleInfo::new(BaleKind::RdPredRegion));
                return true;
            }
            Some(Intrinsic::AllAny) if self.codegen => {
                let mut bi = BaleInfo::new(BaleKind::AllAny);
                if self.predicate(m, 1) {
                    self.set_baled(&mut bi, m, 1);
                }
                self.info.insert(m, bi);
                return true;
            }
            _ => {}
        }
        if self.is_not(m, true) {
            let mut bi = BaleInfo::new(BaleKind::NotP);
            if self.predicate(m, 0) {
                self.set_baled(&mut bi, m, 0);
            }
            self.info.insert(m, bi);
            return true;
        }
        let mi = self.inst(m);
        if mi.opcode == Opcode::ShuffleVector && mi.ty.scalar().int_bits() == Some(1) {
            self.info.insert(m, BaleInfo::new(BaleKind::ShufflePred));
            return true;
        }
        false
    }

    fn store(&mut self, i: InstId) {
        let mut bi = BaleInfo::new(BaleKind::GStore);
        if let Some(v) = self.op(i, 0) {
            if self.intr(v) == Some(Intrinsic::WrRegion) {
                // The wrregion's old value is the global's register as
                // loaded: writing it in place at the store must not follow
                // another store to that global (lanes' check; IGC leaves it
                // to its global-variable clobbering checker).
                if !self.vload_safe(v, i) {
                    self.info.insert(i, bi);
                    return;
                }
                let vbi = self.get(v);
                if vbi.is_baled(wr::NEW)
                    && let Some(m) = self.op(v, wr::NEW)
                    && self.get(m).kind == BaleKind::MainInst
                    && !self.safe_to_move(m, v, i)
                {
                    return;
                }
                self.set_baled(&mut bi, i, 0);
            } else if intr::is_inline_asm(self.inst(v)) {
                self.set_baled(&mut bi, i, 0);
            }
        }
        self.info.insert(i, bi);
    }

    fn inline_asm(&mut self, i: InstId) {
        let mut bi = BaleInfo::new(BaleKind::MainInst);
        let nargs = self.inst(i).operands.len();
        for n in 1..nargs {
            let Some(r) = self.op(i, n) else { continue };
            if !self.is_rdregion(r) {
                continue;
            }
            let input = self.op(r, rd::INPUT).map(|x| self.intr(x));
            if input == Some(Some(Intrinsic::Constant)) {
                continue;
            }
            if !self.set_baled(&mut bi, i, n) {
                self.warnings.push(format!(
                    "Inline asm baling failed for {}: operand #{} is not baled, at most 16 operands can be baled.",
                    lanes_ir::print::print_inst(self.v.func, i),
                    n - 1
                ));
            }
        }
        self.info.insert(i, bi);
    }

    /// `select (cmp), -1, 0` becomes the compare's destination.
    fn select_to_cmp(&mut self, i: InstId) -> bool {
        let inst = self.inst(i);
        if inst.opcode != Opcode::Select {
            return false;
        }
        let Some(c) = self.op(i, 0) else { return false };
        let ci = self.inst(c);
        if ci.opcode != Opcode::ICmp || self.num_uses(c) != 1 {
            return false;
        }
        let ones = inst.operands.get(1).is_some_and(is_all_ones);
        let zero = matches!(inst.operands.get(2), Some(Value::Const(k)) if is_zero(k));
        if !ones || !zero {
            return false;
        }
        let mut bi = BaleInfo::new(BaleKind::CmpDst);
        self.set_baled(&mut bi, i, 0);
        self.info.insert(i, bi);
        true
    }

    /// IGC's `isRegionOKForIntrinsic` for a described operand: direct-only
    /// operands take no indirect region, and the restriction must hold.
    fn region_ok_for(&self, a: &intr::ArgInfo, r: &Region) -> bool {
        use intr::Restriction as R;
        if a.direct_only && r.is_indirect() {
            return false;
        }
        if (a.grf_aligned || a.ow_aligned) && r.is_indirect() {
            return false;
        }
        match a.restriction {
            R::None => true,
            R::ScalarOrContiguous if r.stride == 0 && r.width == r.num_elements as i64 => true,
            R::ScalarOrContiguous | R::Contiguous | R::Fixed4 => r.is_contiguous(),
            R::Stride1 => r.stride == 1 && r.width >= 4,
            R::OnlyLegalRegion => r.width == r.num_elements as i64 && r.stride == 1,
        }
    }

    /// Baling into an intrinsic from IGC's description of its operands
    /// (`processMainInst`'s intrinsic branch).
    fn described_inst(&mut self, i: InstId, d: &intr::IntrinsicDesc) {
        let mut bi = BaleInfo::new(BaleKind::MainInst);
        let nops = self.inst(i).operands.len();
        for a in d.args() {
            let n = a.index as usize;
            if n >= nops {
                continue;
            }
            let ok = match a.cat {
                intr::ArgCat::General => {
                    let mt = match a.modifier {
                        intr::Modifier::Arith => ModType::Arith,
                        intr::Modifier::Logic => ModType::Logic,
                        _ => ModType::Default,
                    };
                    let region_ok = match self.op(i, n).filter(|&o| self.is_rdregion(o)) {
                        Some(o) => Region::of(self.v.func, self.inst(o))
                            .is_some_and(|r| self.region_ok_for(a, &r)),
                        None => true,
                    };
                    region_ok && self.operand_can_be_baled(i, n, mt, false)
                }
                intr::ArgCat::Raw => {
                    let vector = self.v.func.value_ty(&self.inst(i).operands[n]).is_vector();
                    vector && self.operand_can_be_baled(i, n, ModType::Default, true)
                }
                intr::ArgCat::Predication => self.predicate(i, n),
                _ => false,
            };
            if ok {
                self.set_baled(&mut bi, i, n);
            }
        }
        if !bi.baled.is_empty() {
            self.info.insert(i, bi);
        }
    }

    fn main_inst(&mut self, i: InstId, k: Option<Intrinsic>) {
        let inst = self.inst(i);
        // GenX intrinsics and the internal ones (`vc::InternalIntrinsic`,
        // `llvm.vc.internal.*`) bale by their description alike
        // (`getAnyIntrinsicID`).
        let internal = k == Some(Intrinsic::OtherLlvm)
            && inst
                .callee_name()
                .is_some_and(|c| c.starts_with("llvm.vc.internal."));
        if (internal
            || matches!(
                k,
                Some(Intrinsic::OtherGenx | Intrinsic::Math | Intrinsic::Mad | Intrinsic::MulHigh)
            ))
            && let Some(d) = intr::describe_inst(inst)
        {
            return self.described_inst(i, d);
        }
        let mut bi = BaleInfo::new(BaleKind::MainInst);
        let nops = inst.operands.len();
        match k {
            Some(Intrinsic::Debug) => return,
            None => {
                let acceptable = inst.opcode.is_binary()
                    || matches!(
                        inst.opcode,
                        Opcode::ICmp | Opcode::FCmp | Opcode::Select | Opcode::FNeg
                    )
                    || inst.opcode.is_cast();
                if !acceptable || self.is_noop_cast(i) {
                    return;
                }
                bi.kind = self.check_modifier(i);
                let mt = match bi.kind {
                    BaleKind::NotMod => ModType::Logic,
                    BaleKind::ZExt | BaleKind::SExt => ModType::AbsOnly,
                    BaleKind::MainInst => match inst.opcode {
                        Opcode::And | Opcode::Or | Opcode::Xor => ModType::Logic,
                        Opcode::Shl | Opcode::LShr | Opcode::AShr => ModType::Default,
                        _ => ModType::Arith,
                    },
                    _ => ModType::Arith,
                };
                if inst.opcode == Opcode::Select {
                    for n in 1..=2 {
                        if self.operand_can_be_baled(i, n, mt, false) {
                            self.set_baled(&mut bi, i, n);
                        }
                    }
                    if self.predicate(i, 0) {
                        self.set_baled(&mut bi, i, 0);
                    }
                } else {
                    for n in 0..nops {
                        if self.operand_can_be_baled(i, n, mt, false) {
                            self.set_baled(&mut bi, i, n);
                        }
                    }
                }
            }
            Some(Intrinsic::Convert | Intrinsic::ConvertAddr) => {
                if self.operand_can_be_baled(i, 1, ModType::Arith, false) {
                    self.set_baled(&mut bi, i, 1);
                }
            }
            Some(Intrinsic::Abs) => {
                bi.kind = BaleKind::AbsMod;
                if self.operand_can_be_baled(i, 1, ModType::Arith, false) {
                    self.set_baled(&mut bi, i, 1);
                }
            }
            Some(Intrinsic::Math | Intrinsic::MulHigh | Intrinsic::MadW) => {
                for n in 1..nops {
                    if self.operand_can_be_baled(i, n, ModType::Arith, false) {
                        self.set_baled(&mut bi, i, n);
                    }
                }
            }
            Some(Intrinsic::Mad) => {
                for n in 1..nops {
                    let region_ok = n != intr::mad::ADDEND || self.contiguous_if_region(i, n);
                    if region_ok && self.operand_can_be_baled(i, n, ModType::Arith, false) {
                        self.set_baled(&mut bi, i, n);
                    }
                }
            }
            Some(Intrinsic::OtherGenx) => {
                for n in 1..nops {
                    let vector = self.v.func.value_ty(&inst.operands[n]).is_vector();
                    if vector && self.operand_can_be_baled(i, n, ModType::Default, true) {
                        self.set_baled(&mut bi, i, n);
                    }
                }
            }
            _ => return,
        }
        if bi.kind != BaleKind::MainInst || !bi.baled.is_empty() {
            self.info.insert(i, bi);
        }
    }
}

/// GenXBaling's select to predicated wrregion conversion
/// (`processSelectToPredicate`): a select with a vector condition whose
/// true and false values are not constant-like, into which neither value
/// bales, becomes `wrregion(old, new, mask)` when one of its values has a
/// single use and bales into a predicated wrregion. Returns the selects to
/// convert, with whether the false value is the new one (the mask is then
/// the inverted condition).
pub fn select_conversions(f: &Function, grf_bytes: u32) -> Vec<(InstId, bool)> {
    let v = View::new(f);
    let dead = dead_insts(&v);
    let b = Baler {
        v: &v,
        grf: grf_bytes,
        info: ArenaMap::default(),
        clones: Vec::new(),
        warnings: Vec::new(),
        dead,
        codegen: true,
    };
    let mut out = Vec::new();
    for i in v.insts() {
        let inst = v.inst(i);
        if b.dead[i] || inst.opcode != Opcode::Select {
            continue;
        }
        let cond_ty = f.value_ty(&inst.operands[0]);
        if !cond_ty.is_vector() {
            continue;
        }
        let constant_like = |n: usize| match &inst.operands[n] {
            Value::Const(_) => true,
            o => o.as_inst().is_some_and(|d| {
                classify(&f.insts[d]) == Some(Intrinsic::Constant)
                    && f.insts[d].ty.scalar().int_bits() != Some(1)
            }),
        };
        if constant_like(1) || constant_like(2) {
            continue;
        }
        // `select c, -1, 0` of a compare is the compare's destination.
        if let Some(c) = b.op(i, 0)
            && matches!(v.inst(c).opcode, Opcode::ICmp)
            && b.num_uses(c) == 1
            && inst.operands.get(1).is_some_and(is_all_ones)
        {
            continue;
        }
        if b.operand_can_be_baled(i, 1, ModType::Arith, false)
            || b.operand_can_be_baled(i, 2, ModType::Arith, false)
        {
            continue;
        }
        let n = match inst.ty.data() {
            lanes_ir::TypeData::Vector { len, .. } => *len,
            _ => continue,
        };
        let region = Region {
            elem_bytes: View::type_bytes(inst.ty.scalar()),
            num_elements: n,
            vstride: 0,
            width: n as i64,
            stride: 1,
            start: crate::region::Start::Bytes(0),
            parent_width: 0,
            masked: true,
        };
        for (k, inverted) in [(1, false), (2, true)] {
            let Some(nv) = b.op(i, k) else { continue };
            if b.num_uses(nv) == 1 && b.balable_new_value(nv, &region) {
                out.push((i, inverted));
                break;
            }
        }
    }
    out
}

/// Instructions without uses or side effects, which the backend deletes
/// before baling (iterated to a fixpoint).
/// Whether instruction `i` may be deleted once nothing uses it: it makes
/// a value and has no effect (no store, no volatile load, no call that
/// touches memory, no debug intrinsic).
pub(crate) fn removable(v: &View, i: InstId) -> bool {
    let inst = v.inst(i);
    !inst.opcode.is_terminator()
        && !inst.ty.is_void()
        && match inst.opcode {
            Opcode::Load => !inst.flags.contains(lanes_ir::Flags::VOLATILE),
            Opcode::Call => !intr::touches_memory(inst) && classify(inst) != Some(Intrinsic::Debug),
            Opcode::Store
            | Opcode::Fence
            | Opcode::AtomicRmw
            | Opcode::CmpXchg
            | Opcode::VAArg
            | Opcode::Invoke
            | Opcode::LandingPad => false,
            _ => true,
        }
}

fn dead_insts(v: &View) -> ArenaMap<InstId, bool> {
    let mut dead = inst_map(v.func, false);
    let removable = |i: InstId| removable(v, i);
    loop {
        let mut changed = false;
        for i in v.insts() {
            if !dead[i] && removable(i) && v.users[i].iter().all(|(u, _)| dead[*u]) {
                dead[i] = true;
                changed = true;
            }
        }
        if !changed {
            return dead;
        }
    }
}

/// Blocks in depth-first preorder from the entry (defs before uses, phis aside).
fn dfs_blocks(f: &Function) -> Vec<lanes_ir::BlockId> {
    let mut out = Vec::new();
    let Some(entry) = f.entry() else { return out };
    let mut seen = rustc_hash::FxHashSet::default();
    let mut stack = vec![entry];
    while let Some(b) = stack.pop() {
        if !seen.insert(b) {
            continue;
        }
        out.push(b);
        if let Some(t) = f.terminator(b) {
            for &s in f.insts[t].successors().iter().rev() {
                if !seen.contains(&s) {
                    stack.push(s);
                }
            }
        }
    }
    out
}

/// Computes the bales of a function, as the code-generation baling does.
pub fn bales(f: &Function, grf_bytes: u32, max_exec: u32, max_grfs: u32) -> Bales {
    bales_of_kind(f, grf_bytes, max_exec, max_grfs, true, false)
}

/// The bales GenXLegalization reads (`GenXFuncBaling` before it): the
/// first baling, with dead instructions baled too, as nothing has erased
/// them yet.
pub fn legalization_bales(f: &Function, grf_bytes: u32) -> Bales {
    bales_of_kind(f, grf_bytes, 32, 2, false, true)
}

/// The bales of the first baling (`GenXFuncBaling`), which IGC's
/// `-print-baling-info` dump shows: all/any are not baled into branches.
pub fn first_bales(f: &Function, grf_bytes: u32, max_exec: u32, max_grfs: u32) -> Bales {
    bales_of_kind(f, grf_bytes, max_exec, max_grfs, false, false)
}

/// Long: Kept whole: GenXBaling's visit, one instruction kind after another, as the pass does.
fn bales_of_kind(
    f: &Function,
    grf_bytes: u32,
    max_exec: u32,
    max_grfs: u32,
    codegen: bool,
    keep_dead: bool,
) -> Bales {
    let v = View::new(f);
    let dead = if keep_dead {
        inst_map(f, false)
    } else {
        dead_insts(&v)
    };
    let mut b = Baler {
        v: &v,
        grf: grf_bytes,
        info: ArenaMap::default(),
        clones: Vec::new(),
        warnings: Vec::new(),
        dead,
        codegen,
    };
    for blk in dfs_blocks(f) {
        for &i in &f.blocks[blk].insts {
            if !b.dead[i] {
                b.process(i);
            }
        }
    }
    // The code-generation baling is followed by GenXUnbaling.
    let unbaled = if codegen {
        crate::unbale::unbale(&v, &mut b.info, &b.dead)
    } else {
        Vec::new()
    };
    b.clones.retain(|c| !unbaled.contains(&c.inst));
    // Bale structure: who is baled into whom.
    let mut parents: ArenaMap<InstId, Vec<InstId>> = inst_map(f, Vec::new());
    for i in v.insts() {
        if let Some(bi) = b.info.get(i) {
            for &op in &bi.baled {
                if let Some(d) = v.op_inst(i, op) {
                    parents[d].push(i);
                }
            }
        }
    }
    let standalone = |i: InstId| {
        let baled_uses = parents[i].len();
        let uses = v.users[i].iter().filter(|(u, _)| !b.dead[*u]).count();
        baled_uses == 0 || uses > baled_uses
    };
    let mut heads: ArenaMap<InstId, Vec<InstId>> = ArenaMap::default();
    fn heads_of(
        i: InstId,
        parents: &ArenaMap<InstId, Vec<InstId>>,
        standalone: &dyn Fn(InstId) -> bool,
        memo: &mut ArenaMap<InstId, Vec<InstId>>,
    ) -> Vec<InstId> {
        if let Some(h) = memo.get(i) {
            return h.clone();
        }
        let mut out = Vec::new();
        if standalone(i) {
            out.push(i);
        }
        for &p in &parents[i] {
            for h in heads_of(p, parents, standalone, memo) {
                if !out.contains(&h) {
                    out.push(h);
                }
            }
        }
        memo.insert(i, out.clone());
        out
    }
    for i in v.insts() {
        heads_of(i, &parents, &standalone, &mut heads);
    }
    for (i, _) in f.insts.iter() {
        heads.entry(i).or_default();
    }
    let mut bales = Vec::new();
    for i in v.insts() {
        if !heads[i].contains(&i) {
            continue;
        }
        let mut members = Vec::new();
        let mut stack = vec![i];
        while let Some(m) = stack.pop() {
            if members.contains(&m) {
                continue;
            }
            members.push(m);
            if let Some(bi) = b.info.get(m) {
                for &op in &bi.baled {
                    if let Some(d) = v.op_inst(m, op) {
                        stack.push(d);
                    }
                }
            }
        }
        members.sort_by_key(|&m| if m == i { u32::MAX } else { v.order[m] });
        bales.push(Bale {
            head: i,
            members: members
                .into_iter()
                .map(|m| Member {
                    inst: m,
                    kind: b.get(m).kind,
                })
                .collect(),
            main: b.main_of(i),
        });
    }
    let mut regions = Vec::new();
    for i in v.insts() {
        if let Some(r) = Region::of(f, v.inst(i)) {
            let facts = r.facts(grf_bytes, max_exec, max_grfs);
            regions.push(RegionRecord {
                inst: i,
                region: r,
                facts,
            });
        }
    }
    let dead_list = v.insts().filter(|&i| b.dead[i]).collect();
    let mut headed = ArenaMap::default();
    for (k, bale) in (0u32..).zip(&bales) {
        headed.entry(bale.head).or_insert(BaleId(k));
    }
    Bales {
        info: b.info,
        bales,
        heads,
        headed,
        clones: b.clones,
        regions,
        dead: dead_list,
        unbaled,
        warnings: b.warnings,
        // Filled by the caller that runs the rewrites (`crate::codegen_bales`).
        rewrites: Vec::new(),
    }
}

/// Whether saturate `sat` (its callee) bales in an intrinsic built as `d`
/// (`processSat`): its result is not raw, and its saturation is the
/// default one with `genx.sat`, or `INTALLOWED` with an integer saturate
/// (`llvm.genx.{s,u}{s,u}trunc.sat`).
fn saturation_bales(d: &crate::cisa::VisaBuild, sat: &str) -> bool {
    let Some(dst) = d.fields.iter().find(|f| f.num == Some(0)) else {
        return false;
    };
    if !dst.kind.starts_with("GENERAL") {
        return false;
    }
    let flag = dst.flags.iter().find(|f| f.starts_with("SATURATION_"));
    let int_sat = sat
        .strip_prefix("llvm.genx.")
        .is_some_and(|k| k.get(2..).is_some_and(|t| t.starts_with("trunc.sat")));
    match flag {
        None => sat.starts_with("llvm.genx.sat."),
        Some(&"SATURATION_INTALLOWED") => int_sat,
        Some(_) => false,
    }
}
