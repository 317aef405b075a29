//! The collapsing rules proper: `processBitCast`, `processRdRegion`,
//! `processWrRegionElim` and `processWrRegion`, with the region algebra
//! they share (`normalizeElementType`, `combineRegions`).

use lanes_ir::{Function, InstId, Opcode, Type, Value};

use super::{MAX_ROUNDS, Pass, is_digits};
use crate::intrinsics::{self as intr, Intrinsic, rd, wr};
use crate::region_utils::{Region, cast, elem_bytes, type_bytes};

impl Pass {
    // ----- processBitCast -----

    /// `processBitCast`: a bitcast of a region read is done on the read's
    /// input instead, the read then reading elements of the new type.
    pub(super) fn process_bit_cast(&mut self, bc: InstId) {
        let d = self.inst(bc).clone();
        if d.ty.scalar().int_bits() == Some(1) {
            return;
        }
        let Some(rdi) = self.is_rd(&d.operands[0]) else {
            return;
        };
        let rdd = self.inst(rdi).clone();
        let input = rdd.operands[rd::INPUT].clone();
        if self.is_predef(&input) {
            return;
        }
        if self.use_count(rdi) != 1 {
            // Still done when the read is of a global's load: the bitcast
            // folds into the load.
            let from_global = self.peel(&input).as_inst().is_some_and(|l| {
                self.inst(l).opcode == Opcode::Load
                    && intr::global_read(&self.f, self.inst(l)).is_some()
            });
            if !from_global {
                return;
            }
        }
        let Some(orig) = Region::of(&self.f, &rdd, false) else {
            return;
        };
        let mut r = orig.clone();
        let el = d.ty.scalar();
        if !r.change_element_type(el) {
            return;
        }
        let orig_ok = orig.width == 1 || orig.stride == 0;
        let changed_wrong = r.width != 1 && r.stride != 0;
        if orig_ok && changed_wrong && r.indirect.is_some() {
            return;
        }
        let (in_bits, el_bits) = (type_bytes(self.f.value_ty(&input)) * 8, elem_bytes(el) * 8);
        if el_bits == 0 || in_bits == 0 || in_bits % el_bits != 0 {
            return;
        }
        let bc_name = self.name(bc);
        let rd_name = self.name(rdi);
        // The new instructions take the old ones' names.
        self.f.insts[bc].name = None;
        self.names.remove(&bc_name);
        if self.use_count(rdi) == 1 {
            self.f.insts[rdi].name = None;
            self.names.remove(&rd_name);
        }
        let nbc = cast(
            Opcode::BitCast,
            input,
            Type::vector(in_bits / el_bits, el),
            "",
        );
        let nbc = self.insert(rdi, nbc, &bc_name, bc);
        let nrd = r.rd_region(&self.f, Value::Inst(nbc), "", !d.ty.is_vector());
        let nrd = self.insert(rdi, nrd, &rd_name, rdi);
        self.rauw(bc, &Value::Inst(nrd));
        self.note("processBitCast", nrd);
        self.modified = true;
    }

    // ----- processRdRegion -----

    /// `processRdRegion`: a read of a read (through bitcasts and one
    /// extend) becomes one read of the outer input.
    ///
    /// Long: the port keeps IGC's one loop and its order of checks.
    pub(super) fn process_rd_region(&mut self, inner_rd: InstId) {
        if self.users(inner_rd).is_empty() {
            self.erase(inner_rd);
            self.modified = true;
            return;
        }
        let mut inner_rd = inner_rd;
        let Some(mut inner_r) = Region::of(&self.f, self.inst(inner_rd), true) else {
            return;
        };
        if self.swizzle_pattern(inner_rd, &inner_r) {
            return;
        }
        let by_upconvert = self.users(inner_rd).iter().any(|&u| self.is_upconvert(u));
        for _ in 0..MAX_ROUNDS {
            let mut outer = self.inst(inner_rd).operands[rd::INPUT].as_inst();
            if let Some(o) = outer
                && !self.safe_to_move(o, inner_rd)
            {
                break;
            }
            let mut extend: Option<InstId> = None;
            let mut type_change = false;
            while let Some(o) = outer {
                let od = self.inst(o);
                if self.kind(o) == Some(Intrinsic::RdRegion) {
                    if self.is_predef(&od.operands[rd::INPUT]) {
                        outer = None;
                    }
                    break;
                }
                match od.opcode {
                    Opcode::SExt | Opcode::ZExt => {
                        let src_ty = self.f.value_ty(&od.operands[0]);
                        if src_ty.scalar().int_bits() == Some(1) || extend.is_some() || type_change
                        {
                            outer = None;
                            break;
                        }
                        extend = Some(o);
                    }
                    Opcode::BitCast => {
                        if od.ty.scalar() != self.f.value_ty(&od.operands[0]).scalar() {
                            type_change = true;
                        }
                    }
                    _ => {
                        outer = None;
                        break;
                    }
                }
                outer = self.inst(o).operands[0].as_inst();
            }
            let Some(outer_rd) = outer else {
                break;
            };
            let Some(mut outer_r) = Region::of(&self.f, self.inst(outer_rd), false) else {
                break;
            };
            if by_upconvert
                && (extend.is_some()
                    || outer_r.indirect.is_some()
                    || !outer_r.is_contiguous()
                    || outer_r.offset % self.grf_bytes as i64 != 0)
            {
                return;
            }
            if let Some(e) = extend {
                if inner_r.indirect.is_some() {
                    return;
                }
                let src = self.f.value_ty(&self.inst(e).operands[0]).scalar();
                let eb = elem_bytes(src);
                inner_r.offset = inner_r.offset_in_elements() * eb as i64;
                inner_r.elem_ty = src;
                inner_r.elem_bytes = eb;
            }
            if !normalize_element_type(&mut inner_r, &mut outer_r, true) {
                return;
            }
            if inner_r.is_multi_indirect(&self.f) || outer_r.is_multi_indirect(&self.f) {
                return;
            }
            let Some(combined) = combine_regions(&outer_r, &inner_r) else {
                return;
            };
            if is_indirect_splat(&self.f, &combined) {
                return;
            }
            if inner_r.indirect.is_some() {
                // calculateIndex is not modelled.
                return;
            }
            let inner_d = self.inst(inner_rd).clone();
            let mut input = self.inst(outer_rd).operands[rd::INPUT].clone();
            if inner_r.elem_ty != self.inst(outer_rd).ty.scalar() {
                let base = format!("{}.bitcast_before_collapse", self.value_name(&input));
                match self.bitcast_to_element(input, inner_r.elem_ty, &base, outer_rd) {
                    Some(v) => input = v,
                    None => return,
                }
            }
            let name = format!("{}.regioncollapsed", self.name(inner_rd));
            let crd = combined.rd_region(&self.f, input, "", !inner_d.ty.is_vector());
            let crd = self.insert(inner_rd, crd, &name, inner_rd);
            let mut new_val = Value::Inst(crd);
            if let Some(e) = extend {
                let ed = self.inst(e).clone();
                let ename = self.name(e);
                let c = cast(ed.opcode, new_val, inner_d.ty, "");
                new_val = Value::Inst(self.insert(inner_rd, c, &ename, e));
            }
            let base = format!("{}.bitcast_after_collapse", self.value_name(&new_val));
            new_val = self.bitcast(new_val, inner_d.ty, &base, inner_rd);
            self.rauw(inner_rd, &new_val);
            self.erase(inner_rd);
            self.note("processRdRegion", crd);
            self.modified = true;
            self.combine_bitcast_with_user(&new_val);
            inner_rd = crd;
            match Region::of(&self.f, self.inst(crd), true) {
                Some(r) => inner_r = r,
                None => return,
            }
        }
    }

    /// Region collapsing keeps a `<2;2,0>` 64-bit read feeding an `fmul`
    /// then an `fadd`/`fsub` (the Align16 swizzle pattern).
    fn swizzle_pattern(&self, rdi: InstId, r: &Region) -> bool {
        let users = self.users(rdi);
        let [u] = users[..] else {
            return false;
        };
        if self.inst(u).opcode != Opcode::FMul {
            return false;
        }
        let next = self.users(u);
        next.first().is_some_and(|&n| {
            matches!(self.inst(n).opcode, Opcode::FAdd | Opcode::FSub)
                && r.elem_bytes == 8
                && r.width == 2
                && r.stride == 0
                && r.vstride == 2
        })
    }

    fn value_name(&self, v: &Value) -> String {
        match v {
            Value::Inst(i) => self.name(*i),
            Value::Arg(n) => self.f.header.params[*n as usize]
                .name
                .as_deref()
                .filter(|n| !is_digits(n))
                .unwrap_or("")
                .to_string(),
            _ => String::new(),
        }
    }

    /// `createBitCast`: `v` as `ty`, looking through a bitcast `v` is.
    fn bitcast(&mut self, v: Value, ty: Type, name: &str, before: InstId) -> Value {
        if self.f.value_ty(&v) == ty {
            return v;
        }
        let mut input = v;
        if let Some(i) = input.as_inst()
            && self.inst(i).opcode == Opcode::BitCast
        {
            input = self.inst(i).operands[0].clone();
        }
        if self.f.value_ty(&input) == ty {
            return input;
        }
        Value::Inst(self.insert(before, cast(Opcode::BitCast, input, ty, ""), name, before))
    }

    /// `createBitCastToElementType`.
    fn bitcast_to_element(
        &mut self,
        v: Value,
        el: Type,
        name: &str,
        before: InstId,
    ) -> Option<Value> {
        let (eb, ib) = (elem_bytes(el), type_bytes(self.f.value_ty(&v)));
        if eb == 0 || ib == 0 || ib % eb != 0 {
            return None;
        }
        Some(self.bitcast(v, Type::vector(ib / eb, el), name, before))
    }

    /// `combineBitCastWithUser`: a bitcast whose only user is a bitcast
    /// becomes one bitcast.
    fn combine_bitcast_with_user(&mut self, v: &Value) {
        let Some(bc1) = v.as_inst() else {
            return;
        };
        if self.inst(bc1).opcode != Opcode::BitCast || self.use_count(bc1) != 1 {
            return;
        }
        let bc2 = self.users(bc1)[0];
        if self.inst(bc2).opcode != Opcode::BitCast {
            return;
        }
        let src = self.inst(bc1).operands[0].clone();
        let ty = self.inst(bc2).ty;
        let name = self.name(bc2);
        let combined = if self.f.value_ty(&src) == ty {
            src
        } else {
            self.names.remove(&name);
            Value::Inst(self.insert(bc2, cast(Opcode::BitCast, src, ty, ""), &name, bc2))
        };
        self.rauw(bc2, &combined);
        self.erase(bc2);
        self.erase(bc1);
    }

    // ----- processWrRegionElim / processWrRegion -----

    /// `processWrRegionElim`: a write over a single-use write of the same
    /// region replaces it.
    pub(super) fn process_wr_region_elim(&mut self, outer_wr: InstId) {
        let od = self.inst(outer_wr).clone();
        let Some(inner_wr) = self.is_wr(&od.operands[wr::OLD]) else {
            return;
        };
        if self.use_count(inner_wr) != 1 {
            return;
        }
        let inner_old = self.inst(inner_wr).operands[wr::OLD].clone();
        if let Some(o) = inner_old.as_inst()
            && self.av_load(o).is_some()
            && self.killed(o, outer_wr)
        {
            return;
        }
        let (Some(inner_r), Some(outer_r)) = (
            Region::of(&self.f, self.inst(inner_wr), true),
            Region::of(&self.f, &od, false),
        ) else {
            return;
        };
        if !outer_r.same(&inner_r) {
            return;
        }
        let name = format!("{}.regioncollapsed", self.name(outer_wr));
        let c = outer_r.wr_region(&self.f, inner_old, od.operands[wr::NEW].clone(), "");
        let c = self.insert(outer_wr, c, &name, outer_wr);
        self.rauw(outer_wr, &Value::Inst(c));
        self.note("processWrRegionElim", c);
        self.modified = true;
    }

    /// `processWrRegion`: `wrregion(A, wrregion(rdregion(A, R1), V, R2), R1)`
    /// becomes one write of `V` into `A`; inner writes are combined first.
    pub(super) fn process_wr_region(&mut self, outer_wr: InstId, depth: usize) -> InstId {
        if depth > MAX_ROUNDS {
            return outer_wr;
        }
        let od = self.inst(outer_wr).clone();
        let Some(mut inner_wr) = self.is_wr(&self.peel(&od.operands[wr::NEW])) else {
            return outer_wr;
        };
        if !self.safe_to_move(inner_wr, outer_wr) {
            return outer_wr;
        }
        inner_wr = self.process_wr_region(inner_wr, depth + 1);
        let inner_d = self.inst(inner_wr).clone();
        let Some(outer_rd) = self.is_rd(&self.peel(&inner_d.operands[wr::OLD])) else {
            return outer_wr;
        };
        let rd_in = self.inst(outer_rd).operands[rd::INPUT].clone();
        if self.peel(&rd_in) != self.peel(&od.operands[wr::OLD]) || self.is_predef_read(&rd_in) {
            return outer_wr;
        }
        let (Some(mut inner_r), Some(mut outer_r), Some(rd_r)) = (
            Region::of(&self.f, &inner_d, true),
            Region::of(&self.f, &od, false),
            Region::of(&self.f, self.inst(outer_rd), false),
        ) else {
            return outer_wr;
        };
        if !outer_r.same(&rd_r) {
            return outer_wr;
        }
        if !normalize_element_type(&mut outer_r, &mut inner_r, false) {
            return outer_wr;
        }
        if inner_r.is_multi_indirect(&self.f) || outer_r.is_multi_indirect(&self.f) {
            return outer_wr;
        }
        let Some(combined) = combine_regions(&outer_r, &inner_r) else {
            return outer_wr;
        };
        if inner_r.indirect.is_some() {
            // calculateIndex is not modelled.
            return outer_wr;
        }
        let el = inner_r.elem_ty;
        let old_base = format!("{}.bitcast_before_collapse", self.value_name(&rd_in));
        let Some(old_in) = self.bitcast_to_element(rd_in, el, &old_base, outer_wr) else {
            return outer_wr;
        };
        let new_in = inner_d.operands[wr::NEW].clone();
        let new_base = format!("{}.bitcast_before_collapse", self.value_name(&new_in));
        let Some(new_in) = self.bitcast_to_element(new_in, el, &new_base, outer_wr) else {
            return outer_wr;
        };
        let name = format!("{}.regioncollapsed", self.name(inner_wr));
        let c = combined.wr_region(&self.f, old_in, new_in, "");
        let c = self.insert(outer_wr, c, &name, inner_wr);
        let cast_name = format!("{}.cast", self.name(c));
        let res = self.bitcast(Value::Inst(c), od.ty, &cast_name, outer_wr);
        self.rauw(outer_wr, &res);
        self.note("processWrRegion", c);
        self.modified = true;
        c
    }
}

/// `normalizeElementType`: both regions in one element size, the smaller
/// first when `prefer_first` asks for `r1`'s and it is the smaller.
pub fn normalize_element_type(r1: &mut Region, r2: &mut Region, prefer_first: bool) -> bool {
    if r1.elem_bytes == r2.elem_bytes {
        return true;
    }
    let r1_big = r1.elem_bytes > r2.elem_bytes;
    let prefer_small = !r1_big && prefer_first;
    let (big, small) = if r1_big { (r1, r2) } else { (r2, r1) };
    if prefer_small && big.indirect.is_none() && big.change_element_type(small.elem_ty) {
        return true;
    }
    if small.indirect.is_none() && small.change_element_type(big.elem_ty) {
        return true;
    }
    !prefer_small && big.indirect.is_none() && big.change_element_type(small.elem_ty)
}

/// `combineRegions`: the region of the outer region's input that the inner
/// region reads, if it is one region.
pub fn combine_regions(outer: &Region, inner: &Region) -> Option<Region> {
    if outer.mask.is_some() || outer.elem_bytes == 0 || inner.elem_bytes == 0 {
        return None;
    }
    let mut c = inner.clone();
    c.indirect = outer.indirect.clone();
    c.stride *= outer.stride;
    c.vstride *= outer.stride;
    let ow = outer.width.max(1) as i64;
    let mut el = inner.offset_in_elements();
    if outer.is_2d() {
        el = el.div_euclid(ow) * outer.vstride + el.rem_euclid(ow) * outer.stride;
    } else {
        el *= outer.stride;
    }
    c.offset = outer.offset + el * inner.elem_bytes as i64;
    if !outer.is_2d() || inner.is_scalar() {
        return Some(c);
    }
    if inner.indirect.is_some() {
        if inner.parent_width != 0 && inner.vstride % ow == 0 && ow % inner.parent_width as i64 == 0
        {
            c.vstride = inner.vstride / ow * outer.vstride;
            return Some(c);
        }
        return None;
    }
    let start = inner.offset_in_elements();
    let start_row = start.div_euclid(ow);
    if !inner.is_2d() {
        let end = start + (inner.num_elements as i64 - 1) * inner.stride;
        let end_row = end.div_euclid(ow);
        if start_row == end_row {
            return Some(c);
        }
        if end_row == start_row + 1 && inner.num_elements.is_multiple_of(2) {
            let mid = start + (inner.num_elements / 2) as i64 * inner.stride;
            if inner.stride > 0 && ((mid - end_row * ow) as u64) < inner.stride as u64 {
                c.vstride =
                    (mid.rem_euclid(ow) - start.rem_euclid(ow)) * outer.stride + outer.vstride;
                c.width = inner.num_elements / 2;
                return Some(c);
            }
        }
        if inner.stride == 0 {
            return None;
        }
        let beyond = end + inner.stride;
        if beyond.rem_euclid(ow) == start.rem_euclid(ow) && ow % inner.stride == 0 {
            c.width = (ow / inner.stride) as u32;
            c.vstride = outer.vstride;
            return Some(c);
        }
        return None;
    }
    if inner.vstride % ow == 0 {
        c.vstride = outer.vstride * inner.vstride / ow;
        let end_of_first = (start + (inner.width as i64 - 1) * inner.stride).div_euclid(ow);
        if start_row == end_of_first {
            return Some(c);
        }
    }
    None
}

/// A region both indirect and replicating (reading the same elements more
/// than once), which the pass would split again.
fn is_indirect_splat(f: &Function, r: &Region) -> bool {
    let Some(ind) = &r.indirect else {
        return false;
    };
    if r.width != r.num_elements && r.vstride == 0 && !f.value_ty(ind).is_vector() {
        return true;
    }
    !(r.width == 1 || r.stride != 0)
}
