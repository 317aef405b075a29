//! GenXPostLegalization (`GenXPostLegalization.cpp` at `98fff716`), the
//! parts lanes ports: constant loading of the operands of stochastic
//! rounding and of returns (`loadConstants`, `loadNonSimpleConstants`,
//! `GenXConstants.cpp`; `constants`), the vector decomposer
//! (`GenXVectorDecomposer.cpp`), which splits a web of vectors linked by
//! `wrregion`, phi nodes and bitcasts into parts of whole GRFs that no
//! region read or write crosses, so the finalizer allocates small
//! registers instead of one large one; then the cleanup of region reads
//! and writes (`simplifyRegionInsts`,
//! [`crate::collapse::simplify_region_insts`]), which folds bitcasts into
//! them, and of constant loads (`cleanupConstantLoads`,
//! `checkAddPattern`).
//!
//! Not ported (the IR is left as it is): constant loading of other
//! instructions (`loadNonSimpleConstants` of arithmetic, selects, calls),
//! the cyclic construction of constants, `breakConstantExprs`.

use std::collections::{HashMap, HashSet};

use lanes_ir::cursor::{self, FuncCursor};
use lanes_ir::{Constant, Function, InstData, InstId, Opcode, Type, Value};

use crate::intrinsics::{Intrinsic, classify, rd, wr};
use crate::mangle::mangle;
use crate::region_utils::{Region, call, cast, elem_bytes, type_bytes};
use crate::subtarget::Platform;

/// A function after post-legalization.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PostLegalized {
    pub func: Function,
    /// One line per change: a decomposed web, a loaded constant.
    pub notes: Vec<String>,
    /// Intrinsics the new calls use, with their function types.
    pub callees: Vec<(String, Type)>,
}

/// GenXPostLegalization on a copy of `f` for `platform`; `simd32` is
/// false on a fused-EU platform whose module has a stack call
/// (`canUseSIMD32`: constants are then loaded at most 16 wide).
pub fn post_legalize(f: &Function, platform: Platform, simd32: bool) -> PostLegalized {
    let mut out = PostLegalized {
        func: f.clone(),
        notes: Vec::new(),
        callees: Vec::new(),
    };
    let max_simd = if simd32 { 32 } else { 16 };
    load_rounding_constants(&mut out);
    load_return_constants(&mut out, platform, max_simd, false);
    let starts: Vec<InstId> = out
        .func
        .insts_in_order()
        .filter(|&i| {
            let d = &out.func.insts[i];
            classify(d) == Some(Intrinsic::WrRegion)
                && match &d.operands[wr::OLD] {
                    Value::Const(_) => true,
                    Value::Inst(o) => out.func.insts[*o].opcode == Opcode::Phi,
                    _ => false,
                }
        })
        .collect();
    let mut seen = HashSet::new();
    for s in starts {
        if seen.contains(&s) || !out.func.insts.iter().any(|(i, _)| i == s) {
            continue;
        }
        let mut d = Decomposer::new(platform.grf_bytes);
        if d.determine(&out.func, s, &mut seen) {
            let offsets: Vec<String> = d.offsets.iter().map(u32::to_string).collect();
            out.notes.push(format!(
                "decomposeWeb: %{} and its web into {} parts at GRFs {}",
                name_of(&out.func, s),
                d.offsets.len(),
                offsets.join(", ")
            ));
            d.decompose(&mut out);
        }
    }
    cursor::compact(&mut out.func);
    // Region reads and writes cleaned up, bitcasts folded into them.
    let s = crate::collapse::simplify_region_insts(&out.func, platform.grf_bytes);
    out.func = s.func;
    out.notes.extend(s.notes);
    for c in s.callees {
        if !out.callees.contains(&c) {
            out.callees.push(c);
        }
    }
    let loads = cleanup_constant_loads(&mut out.func);
    check_add_pattern(&mut out, loads);
    load_return_constants(&mut out, platform, max_simd, true);
    cursor::compact(&mut out.func);
    crate::collapse::renumber(&mut out.func);
    out
}

/// `loadNonSimpleConstants` of every return (and, the second time, after
/// the cleanups, `loadConstants`: a subroutine returns no constant).
fn load_return_constants(out: &mut PostLegalized, platform: Platform, max_simd: u32, last: bool) {
    let rets: Vec<InstId> = out
        .func
        .insts_in_order()
        .filter(|&i| out.func.insts[i].opcode == Opcode::Ret)
        .collect();
    for at in rets {
        let mut l = crate::constants::Loader {
            func: &mut out.func,
            grf_bytes: platform.grf_bytes,
            max_simd,
            at,
            callees: &mut out.callees,
            notes: &mut out.notes,
        };
        l.load_return();
        if last {
            l.load_internal_return();
        }
    }
}

/// A constant load (`genx.constanti`/`constantf`/`constantpred`).
fn is_constant_load(d: &InstData) -> bool {
    d.callee_name().is_some_and(|n| {
        [
            "llvm.genx.constanti.",
            "llvm.genx.constantf.",
            "llvm.genx.constantpred.",
        ]
        .iter()
        .any(|p| n.starts_with(p))
    })
}

/// `cleanupConstantLoads`: a constant load of something not constant is
/// that value; the loads of vector constants, in order, for
/// [`check_add_pattern`].
fn cleanup_constant_loads(f: &mut Function) -> Vec<InstId> {
    let mut list = Vec::new();
    for i in f.insts_in_order().collect::<Vec<_>>() {
        let d = &f.insts[i];
        if !is_constant_load(d) {
            continue;
        }
        let arg = d.operands[1].clone();
        if let Value::Const(c) = &arg {
            if c.ty().is_vector() {
                list.push(i);
            }
            continue;
        }
        cursor::replace_all_uses(f, &Value::Inst(i), &arg);
        FuncCursor::new(f).at_inst(i).remove_inst();
    }
    list
}

/// `checkAddPattern`: of two loads of integer vectors in one block whose
/// elements differ by one delta (not all equal, the delta no bigger than
/// the largest element), the later becomes the earlier plus a splat of
/// the delta. 64-bit elements are left alone: the platforms' `add64`
/// feature is not modelled and taken as absent.
fn check_add_pattern(out: &mut PostLegalized, mut list: Vec<InstId>) {
    if list.len() <= 1 {
        return;
    }
    let f = &mut out.func;
    let mut dead = Vec::new();
    let mut i = 0;
    while i + 1 < list.len() {
        let mut j = i + 1;
        while j < list.len() {
            let (a, b) = (list[i], list[j]);
            if f.insts[a].block != f.insts[b].block {
                i = j;
                j += 1;
                continue;
            }
            let (Value::Const(x), Value::Const(y)) = (
                f.insts[a].operands[1].clone(),
                f.insts[b].operands[1].clone(),
            ) else {
                list.remove(j);
                continue;
            };
            if x.ty() != y.ty() {
                j += 1;
                continue;
            }
            let ty = x.ty();
            let n = ty.lanes().unwrap_or(1);
            let bits = ty.scalar().int_bits();
            if n <= 1 || bits.is_none() || bits == Some(64) {
                list.remove(j);
                continue;
            }
            let (Some(xs), Some(ys)) = (x.int_lanes(), y.int_lanes()) else {
                j += 1;
                continue;
            };
            let (Some(x0), Some(y0)) = (xs[0], ys[0]) else {
                j += 1;
                continue;
            };
            let delta = y0 - x0;
            let mut max = y0.abs();
            let mut prev = x0;
            let mut ok = true;
            for k in 1..n as usize {
                let (Some(xk), Some(yk)) = (xs[k], ys[k]) else {
                    ok = false;
                    break;
                };
                if xk == prev || yk - xk != delta {
                    ok = false;
                    break;
                }
                prev = xk;
                max = max.max(yk.abs());
            }
            if !ok || delta.abs() > max {
                j += 1;
                continue;
            }
            if delta == 0 {
                i = j;
                j += 1;
                continue;
            }
            let splat = Value::Const(crate::constants::vector_of(
                ty,
                vec![
                    Constant::Int {
                        ty: ty.scalar(),
                        value: delta,
                    };
                    n as usize
                ],
            ));
            let mut c = FuncCursor::new(f).at_inst(b);
            c.use_srcloc(b);
            let add = c.insert_inst(cursor::new_inst(
                Opcode::Add,
                None,
                ty,
                vec![Value::Inst(a), splat],
            ));
            cursor::replace_all_uses(f, &Value::Inst(b), &Value::Inst(add));
            out.notes.push(format!(
                "checkAddPattern: a constant load is an earlier one plus {delta}"
            ));
            dead.push(b);
            list.remove(j);
        }
        i += 1;
    }
    for d in dead {
        FuncCursor::new(f).at_inst(d).remove_inst();
    }
}

/// Users of `v` with the operand index each uses it at.
fn uses_of(f: &Function, v: &Value) -> Vec<(InstId, usize)> {
    let mut out = Vec::new();
    for i in f.insts_in_order() {
        for (k, op) in f.insts[i].operands.iter().enumerate() {
            if op == v {
                out.push((i, k));
            }
        }
    }
    out
}

fn insert_before(out: &mut PostLegalized, at: InstId, data: InstData) -> InstId {
    if let Some(c) = data.callee_name()
        && let lanes_ir::Extra::Call(ci) = &data.extra
    {
        out.callees.push((c.to_string(), ci.fn_ty));
    }
    let mut c = FuncCursor::new(&mut out.func).at_inst(at);
    c.use_srcloc(at);
    c.insert_inst(data)
}

/// `loadConstants` for `stochastic.round.to.bf8/hf8`: a constant operand
/// is loaded, a splat as one element (`constanti`) read back with a stride-0
/// region; bytes are loaded as dwords and bitcast back (`ConstantLoader`'s
/// packing of small elements).
fn load_rounding_constants(out: &mut PostLegalized) {
    let calls: Vec<InstId> = out
        .func
        .insts_in_order()
        .filter(|&i| {
            out.func.insts[i].callee_name().is_some_and(|c| {
                c.starts_with("llvm.vc.internal.stochastic.round.to.bf8")
                    || c.starts_with("llvm.vc.internal.stochastic.round.to.hf8")
            })
        })
        .collect();
    for ci in calls {
        let n = out.func.insts[ci].operands.len();
        for k in 1..n {
            let Value::Const(c) = out.func.insts[ci].operands[k].clone() else {
                continue;
            };
            let Some(v) = load_splat(out, ci, &c) else {
                continue;
            };
            let mut ops = out.func.insts[ci].operands.to_vec();
            ops[k] = v;
            out.func.insts[ci].operands = ops.into_boxed_slice();
            out.notes.push(format!(
                "loaded a constant operand of {}",
                name_of(&out.func, ci)
            ));
        }
    }
}

/// A splat vector constant loaded before `at`: `constanti` of one element
/// (a dword holding four bytes or two words when the vector packs into
/// dwords), a stride-0 `rdregion` to the vector's size, and a bitcast back
/// to the vector's type when packed.
fn load_splat(out: &mut PostLegalized, at: InstId, c: &Constant) -> Option<Value> {
    let ty = c.ty();
    let n = ty.lanes()?;
    let eb = elem_bytes(ty);
    let value = match c {
        Constant::Zero(_) => 0i128,
        _ => c.splat_int()?,
    };
    let total = n * eb;
    let (elem, count, bits) = if eb < 4 && total.is_multiple_of(4) {
        let mut word = 0i128;
        for k in 0..(4 / eb) {
            word |= (value & ((1 << (eb * 8)) - 1)) << (k * eb * 8);
        }
        (Type::int(32), total / 4, word)
    } else {
        (ty.scalar(), n, value)
    };
    let one = Type::vector(1, elem);
    let lane = Constant::Int {
        ty: elem,
        value: if elem.lanes().is_none() && eb < 4 && total.is_multiple_of(4) {
            (bits as i32) as i128
        } else {
            bits
        },
    };
    let konst = if bits == 0 {
        Constant::Zero(one)
    } else {
        Constant::Aggregate {
            ty: one,
            elems: vec![lane].into(),
        }
    };
    let callee = format!("llvm.genx.constanti.{}", mangle(one));
    let load = call(
        &out.func,
        &callee,
        one,
        vec![Value::Const(konst)],
        "constant",
    );
    let load = insert_before(out, at, load);
    let splat = Region {
        elem_ty: elem,
        elem_bytes: elem_bytes(elem),
        num_elements: count,
        vstride: 0,
        width: count,
        stride: 0,
        offset: 0,
        indirect: None,
        parent_width: 0,
        mask: None,
    };
    let rd = splat.rd_region(&out.func, Value::Inst(load), "splat", false);
    let rd = insert_before(out, at, rd);
    if elem == ty.scalar() {
        return Some(Value::Inst(rd));
    }
    let bc = cast(Opcode::BitCast, Value::Inst(rd), ty, "cast");
    Some(Value::Inst(insert_before(out, at, bc)))
}

fn name_of(f: &Function, i: InstId) -> String {
    f.insts[i].name.as_deref().unwrap_or("").to_string()
}

/// One web of the vector decomposer (`VectorDecomposer`).
struct Decomposer {
    grf: u32,
    web: Vec<InstId>,
    /// GRF index to the first GRF of the part it belongs to, then to the
    /// part's number.
    decomposition: Vec<u32>,
    /// The first GRF of each part.
    offsets: Vec<u32>,
    not_decomposing: bool,
    /// Instructions to erase once every use is rewritten.
    dead: Vec<InstId>,
    new_insts: Vec<InstId>,
}

impl Decomposer {
    fn new(grf: u32) -> Self {
        Decomposer {
            grf,
            web: Vec::new(),
            decomposition: Vec::new(),
            offsets: Vec::new(),
            not_decomposing: false,
            dead: Vec::new(),
            new_insts: Vec::new(),
        }
    }

    /// The web of `start` and its decomposition (`determineDecomposition`):
    /// false when a value of the web is defined or used other than by
    /// `wrregion`, phi, bitcast or a direct `rdregion`, or when no two GRFs
    /// can be apart.
    fn determine(&mut self, f: &Function, start: InstId, seen: &mut HashSet<InstId>) -> bool {
        let bytes = type_bytes(f.insts[start].ty);
        let num_grfs = bytes.div_ceil(self.grf);
        if num_grfs <= 1 {
            return false;
        }
        self.decomposition = (0..num_grfs).collect();
        self.add(f, &Value::Inst(start), seen);
        let mut k = 0;
        while k < self.web.len() {
            let i = self.web[k];
            k += 1;
            let d = &f.insts[i];
            match (d.opcode, classify(d)) {
                (_, Some(Intrinsic::WrRegion)) => self.add(f, &d.operands[wr::OLD], seen),
                (Opcode::Phi, _) => {
                    for v in d.operands.iter() {
                        self.add(f, v, seen);
                    }
                }
                (Opcode::BitCast, _) => match &d.operands[0] {
                    v @ Value::Inst(_) => self.add(f, v, seen),
                    _ => self.not_decomposing = true,
                },
                _ => self.not_decomposing = true,
            }
            for (u, idx) in uses_of(f, &Value::Inst(i)) {
                let ud = &f.insts[u];
                if ud.opcode == Opcode::Phi {
                    self.add(f, &Value::Inst(u), seen);
                    for v in ud.operands.iter() {
                        if *v != Value::Inst(i) {
                            self.add(f, v, seen);
                        }
                    }
                    continue;
                }
                let kind = classify(ud);
                if (kind == Some(Intrinsic::WrRegion) && idx == wr::OLD)
                    || ud.opcode == Opcode::BitCast
                {
                    self.add(f, &Value::Inst(u), seen);
                    continue;
                }
                if kind == Some(Intrinsic::RdRegion) && idx == rd::INPUT {
                    self.adjust(f, u);
                    continue;
                }
                self.not_decomposing = true;
            }
        }
        if self.not_decomposing {
            return false;
        }
        let mut last = u32::MAX;
        for g in 0..self.decomposition.len() {
            if self.decomposition[g] != last {
                self.offsets.push(self.decomposition[g]);
                last = self.decomposition[g];
            }
            self.decomposition[g] = self.offsets.len() as u32 - 1;
        }
        self.offsets.len() > 1
    }

    /// `addToWeb`: an argument stops decomposition; a `wrregion` adjusts it.
    fn add(&mut self, f: &Function, v: &Value, seen: &mut HashSet<InstId>) {
        match v {
            Value::Const(_) => {}
            Value::Inst(i) => {
                if !seen.insert(*i) {
                    return;
                }
                self.web.push(*i);
                if classify(&f.insts[*i]) == Some(Intrinsic::WrRegion) {
                    self.adjust(f, *i);
                }
            }
            _ => self.not_decomposing = true,
        }
    }

    /// `adjustDecomposition`: the GRFs a region spans go into one part; an
    /// indirect or out-of-bounds region stops decomposition.
    fn adjust(&mut self, f: &Function, i: InstId) {
        let Some(r) = Region::of(f, &f.insts[i], false) else {
            self.not_decomposing = true;
            return;
        };
        if r.indirect.is_some() {
            self.not_decomposing = true;
            return;
        }
        if self.not_decomposing {
            return;
        }
        let w = r.width.max(1) as i64;
        let mut last = 0i64;
        if w != r.num_elements as i64 {
            last = (r.num_elements as i64 / w - 1) * r.vstride;
        }
        last += (w - 1) * r.stride;
        let last = r.offset + last * r.elem_bytes as i64;
        let (first, last) = (r.offset / self.grf as i64, last / self.grf as i64);
        let n = self.decomposition.len() as i64;
        if first < 0 || first >= n || last >= n {
            self.not_decomposing = true;
            return;
        }
        let (first, last) = (first as usize, last as usize);
        if first != last {
            let mut g = last + 1;
            while g < self.decomposition.len() && self.decomposition[g] == self.decomposition[last]
            {
                self.decomposition[g] = self.decomposition[first];
                g += 1;
            }
            for g in first + 1..=last {
                self.decomposition[g] = self.decomposition[first];
            }
        }
    }

    fn part_of(&self, offset: i64) -> usize {
        self.decomposition[(offset / self.grf as i64) as usize] as usize
    }

    fn part_offset(&self, p: usize) -> u32 {
        self.offsets[p] * self.grf
    }

    /// Bytes of part `p` of a value of `whole` bytes.
    fn part_bytes(&self, whole: u32, p: usize) -> u32 {
        match self.offsets.get(p + 1) {
            Some(next) => (next - self.offsets[p]) * self.grf,
            None => whole - self.offsets[p] * self.grf,
        }
    }

    fn part_type(&self, whole: Type, p: usize) -> Type {
        let eb = elem_bytes(whole).max(1);
        Type::vector(self.part_bytes(type_bytes(whole), p) / eb, whole.scalar())
    }

    /// `getConstantPart`: the lanes of part `p` of a constant.
    fn constant_part(&self, c: &Constant, p: usize) -> Constant {
        let whole = c.ty();
        let ty = self.part_type(whole, p);
        let eb = elem_bytes(whole).max(1);
        let start = (self.part_offset(p) / eb) as usize;
        let n = ty.lanes().unwrap_or(1) as usize;
        match c {
            Constant::Zero(_) => Constant::Zero(ty),
            Constant::Undef(_) => Constant::Undef(ty),
            Constant::Poison(_) => Constant::Poison(ty),
            Constant::Splat { elem, .. } => Constant::Splat {
                ty,
                elem: elem.clone(),
            },
            Constant::Aggregate { elems, .. } => match elems.get(start..start + n) {
                Some(e) => Constant::Aggregate {
                    ty,
                    elems: e.to_vec().into(),
                },
                None => Constant::Undef(ty),
            },
            _ => Constant::Undef(ty),
        }
    }

    /// `decompose`: part phis first, then each tree from a start `wrregion`
    /// or a phi's use, then the originals go.
    fn decompose(&mut self, out: &mut PostLegalized) {
        let mut phi_parts: HashMap<InstId, Vec<InstId>> = HashMap::new();
        for &i in &self.web.clone() {
            let d = out.func.insts[i].clone();
            if d.opcode != Opcode::Phi {
                continue;
            }
            let mut parts = Vec::new();
            for p in 0..self.offsets.len() {
                let ty = self.part_type(d.ty, p);
                let ops: Vec<Value> = d
                    .operands
                    .iter()
                    .map(|v| match v {
                        Value::Const(c) => Value::Const(self.constant_part(c, p)),
                        _ => Value::Const(Constant::Undef(ty)),
                    })
                    .collect();
                let mut nd = d.clone();
                nd.ty = ty;
                nd.name = Some(format!("{}.decomp.{p}", d.name.as_deref().unwrap_or("")).into());
                nd.operands = ops.into_boxed_slice();
                nd.md = Box::new([]);
                let id = FuncCursor::new(&mut out.func).at_inst(i).insert_inst(nd);
                self.new_insts.push(id);
                parts.push(id);
            }
            phi_parts.insert(i, parts);
        }
        let mut stack: Vec<(InstId, usize, Option<Vec<Value>>)> = Vec::new();
        for &i in self.web.iter().rev() {
            let d = &out.func.insts[i];
            if d.opcode == Opcode::Phi {
                let parts: Vec<Value> = phi_parts[&i].iter().map(|&p| Value::Inst(p)).collect();
                for (u, k) in uses_of(&out.func, &Value::Inst(i)) {
                    stack.push((u, k, Some(parts.clone())));
                }
            } else if classify(d) == Some(Intrinsic::WrRegion)
                && matches!(d.operands[wr::OLD], Value::Const(_))
            {
                stack.push((i, wr::OLD, None));
            }
        }
        while let Some((user, idx, parts)) = stack.pop() {
            self.tree(out, user, idx, parts, &phi_parts, &mut stack);
        }
        for (&phi, _) in phi_parts.iter() {
            self.dead.push(phi);
        }
        self.erase(out);
    }

    /// `decomposeTree` for one use `(user, idx)` whose value's parts are
    /// `parts` (none: the value is the constant operand itself).
    fn tree(
        &mut self,
        out: &mut PostLegalized,
        user: InstId,
        idx: usize,
        parts: Option<Vec<Value>>,
        phi_parts: &HashMap<InstId, Vec<InstId>>,
        stack: &mut Vec<(InstId, usize, Option<Vec<Value>>)>,
    ) {
        let d = out.func.insts[user].clone();
        if d.opcode == Opcode::Phi {
            let Some(parts) = parts else { return };
            if let Some(pp) = phi_parts.get(&user) {
                for (p, &phi) in pp.iter().enumerate() {
                    let mut ops = out.func.insts[phi].operands.to_vec();
                    ops[idx] = parts[p].clone();
                    out.func.insts[phi].operands = ops.into_boxed_slice();
                }
            }
            let mut ops = d.operands.to_vec();
            ops[idx] = Value::Const(Constant::Undef(d.ty));
            out.func.insts[user].operands = ops.into_boxed_slice();
            return;
        }
        let kind = classify(&d);
        if kind == Some(Intrinsic::RdRegion) {
            if let Some(parts) = parts {
                self.rdregion(out, user, &parts);
            }
            return;
        }
        let mut parts = match parts {
            Some(p) => p,
            None => match &d.operands[idx] {
                Value::Const(c) => (0..self.offsets.len())
                    .map(|p| Value::Const(self.constant_part(c, p)))
                    .collect(),
                _ => return,
            },
        };
        let next: Value = if d.opcode == Opcode::BitCast {
            for (p, part) in parts.iter_mut().enumerate() {
                let ty = self.part_type(d.ty, p);
                if matches!(part, Value::Const(Constant::Undef(_))) {
                    *part = Value::Const(Constant::Undef(ty));
                } else {
                    let name = format!("{}.decomp.{p}", name_of(&out.func, user));
                    let bc = cast(Opcode::BitCast, part.clone(), ty, &name);
                    let id = insert_before(out, user, bc);
                    self.new_insts.push(id);
                    *part = Value::Inst(id);
                }
            }
            Value::Inst(user)
        } else {
            let Some(r) = Region::of(&out.func, &d, false) else {
                return;
            };
            let p = self.part_of(r.offset);
            let new = d.operands[wr::NEW].clone();
            if out.func.value_ty(&new) == out.func.value_ty(&parts[p]) && r.mask.is_none() {
                parts[p] = new;
            } else {
                let mut r = r;
                r.offset -= self.part_offset(p) as i64;
                let name = format!("{}.decomp.{p}", name_of(&out.func, user));
                let w = r.wr_region(&out.func, parts[p].clone(), new, &name);
                let id = insert_before(out, user, w);
                self.new_insts.push(id);
                parts[p] = Value::Inst(id);
            }
            Value::Inst(user)
        };
        for (u, k) in uses_of(&out.func, &next) {
            stack.push((u, k, Some(parts.clone())));
        }
        self.dead.push(user);
    }

    /// `decomposeRdRegion`: a read of a whole part is the part; else a read
    /// of the part at the offset within it, taking the old read's name.
    fn rdregion(&mut self, out: &mut PostLegalized, rdi: InstId, parts: &[Value]) {
        let d = out.func.insts[rdi].clone();
        let Some(mut r) = Region::of(&out.func, &d, false) else {
            return;
        };
        let p = self.part_of(r.offset);
        let part = parts[p].clone();
        let contiguous =
            r.stride == 1 && (r.width == r.num_elements || r.vstride == r.width as i64);
        if d.ty == out.func.value_ty(&part) && contiguous && d.ty.is_vector() {
            cursor::replace_all_uses(&mut out.func, &Value::Inst(rdi), &part);
            self.dead.push(rdi);
            return;
        }
        r.offset -= self.part_offset(p) as i64;
        let name = name_of(&out.func, rdi);
        out.func.insts[rdi].name = None;
        let nd = r.rd_region(&out.func, part, &name, !d.ty.is_vector());
        let id = insert_before(out, rdi, nd);
        cursor::replace_all_uses(&mut out.func, &Value::Inst(rdi), &Value::Inst(id));
        self.dead.push(rdi);
    }

    /// Erases the replaced originals, then new instructions left unused.
    fn erase(&mut self, out: &mut PostLegalized) {
        let mut dead = std::mem::take(&mut self.dead);
        dead.sort();
        dead.dedup();
        for &i in &dead {
            let undef = Value::Const(Constant::Undef(out.func.insts[i].ty));
            cursor::replace_all_uses(&mut out.func, &Value::Inst(i), &undef);
        }
        for i in dead {
            let _ = FuncCursor::new(&mut out.func).at_inst(i).remove_inst();
        }
        loop {
            let unused: Vec<InstId> = self
                .new_insts
                .iter()
                .copied()
                .filter(|&i| !cursor::has_uses(&out.func, &Value::Inst(i)))
                .collect();
            if unused.is_empty() {
                break;
            }
            self.new_insts.retain(|i| !unused.contains(i));
            for i in unused {
                let _ = FuncCursor::new(&mut out.func).at_inst(i).remove_inst();
            }
        }
    }
}
