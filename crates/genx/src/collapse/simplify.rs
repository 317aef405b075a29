//! GenXRegionUtils' `simplifyRegionInst` as region collapsing calls it:
//! constant index vectors made direct regions, whole-region reads and
//! writes made bitcasts, reads of constants folded, a read of the region a
//! write just wrote replaced by the written value.

use lanes_ir::{Constant, InstId, Opcode, Type, Value};

use super::{Pass, zero_of};
use crate::region_utils::{Region, cast, type_bytes};

/// The widest execution size of a region read or write
/// (`getExecSizeAllowedBits`: `rdregion`/`wrregion` allow 1 to 32).
const MAX_REGION_EXEC: u32 = 32;
use crate::intrinsics::{Intrinsic, rd, wr};

impl Pass {
    pub(super) fn simplify_region_inst(&mut self, i: InstId) -> Option<Value> {
        let kind = self.kind(i)?;
        if !matches!(kind, Intrinsic::RdRegion | Intrinsic::WrRegion)
            || self.is_wr(&Value::Inst(i)).is_none() && kind == Intrinsic::WrRegion
        {
            return None;
        }
        // A read feeding the 4-bit upconvert keeps its shape.
        if self.users(i).iter().any(|&u| self.is_upconvert(u)) {
            return None;
        }
        let mut i = i;
        if let Some(new) = self.simplify_const_indirect(i) {
            self.rauw(i, &Value::Inst(new));
            self.note("simplifyConstIndirectRegion", new);
            self.modified = true;
            i = new;
        }
        if kind == Intrinsic::WrRegion
            && let Some(c) = self.fold_constant_write(i)
        {
            return Some(Value::Const(c));
        }
        let v = match kind {
            Intrinsic::RdRegion => self.simplify_region_read(i),
            _ => self
                .simplify_region_write(i)
                .or_else(|| self.simplify_bitcast_with_region_write(i)),
        }?;
        self.safe_to_replace(i, &v).then_some(v)
    }

    /// `ConstantFoldGenX` of a write (with the subtarget, as
    /// post-legalization calls it): a constant written into a constant at
    /// a direct region, unmasked, is the constant with those elements
    /// replaced. Reads of constants other than splats are not folded.
    fn fold_constant_write(&self, i: InstId) -> Option<Constant> {
        if !self.bitcast_folds {
            return None;
        }
        let d = self.inst(i);
        let (Value::Const(old), Value::Const(new)) = (&d.operands[wr::OLD], &d.operands[wr::NEW])
        else {
            return None;
        };
        let r = Region::of(&self.f, d, false)?;
        if r.indirect.is_some() || r.mask.is_some() || r.elem_bytes == 0 {
            return None;
        }
        if old.ty().scalar() != r.elem_ty {
            return None;
        }
        let mut out = crate::constants::elements(old)?;
        let news = if new.ty().is_vector() {
            crate::constants::elements(new)?
        } else {
            vec![new.clone()]
        };
        if r.offset % r.elem_bytes as i64 != 0 || news.len() != r.num_elements as usize {
            return None;
        }
        let base = r.offset / r.elem_bytes as i64;
        let w = r.width.max(1);
        for (k, v) in news.into_iter().enumerate() {
            let k = k as u32;
            let at = base + (k / w) as i64 * r.vstride + (k % w) as i64 * r.stride;
            *out.get_mut(usize::try_from(at).ok()?)? = v;
        }
        Some(crate::constants::vector_of(d.ty, out))
    }

    /// `convertRegionInstType`: the region of `i` (a read or a write) seen
    /// with elements of `scalar`, and the type of its vector so seen; not
    /// to a predicate, nor when the region turns 2D or wider than the
    /// widest execution size region reads and writes allow (32).
    fn convert_region_inst_type(&self, i: InstId, scalar: Type) -> Option<(Type, Region)> {
        if !self.bitcast_folds || scalar.int_bits() == Some(1) {
            return None;
        }
        let d = self.inst(i);
        let old_ty = self.f.value_ty(&d.operands[rd::INPUT]);
        let (bytes, eb) = (type_bytes(old_ty), crate::region_utils::elem_bytes(scalar));
        if eb == 0 || bytes == 0 || bytes % eb != 0 || !old_ty.is_vector() {
            return None;
        }
        let new_ty = Type::vector(bytes / eb, scalar);
        let mut r = Region::of(&self.f, d, false)?;
        if !r.change_element_type(scalar) || r.is_2d() || r.num_elements > MAX_REGION_EXEC {
            return None;
        }
        Some((new_ty, r))
    }

    /// `v` bitcast to `ty` before `at`, named `name`: a constant folds.
    fn bitcast_before(&mut self, at: InstId, v: Value, ty: Type, name: &str) -> Option<Value> {
        match v {
            Value::Const(Constant::Undef(_)) => Some(Value::Const(Constant::Undef(ty))),
            Value::Const(Constant::Zero(_)) => Some(Value::Const(Constant::Zero(ty))),
            Value::Const(_) => None,
            // IRBuilder folds a bitcast to the type the value already has.
            v if self.f.value_ty(&v) == ty => Some(v),
            v => Some(Value::Inst(self.insert(
                at,
                cast(Opcode::BitCast, v, ty, ""),
                name,
                at,
            ))),
        }
    }

    /// `simplifyBitCastFromRegionRead`: a bitcast of a read used once
    /// becomes a read of the bitcast input, so that it can be baled.
    pub(super) fn simplify_bitcast_from_region_read(&mut self, bci: InstId) -> Option<Value> {
        let d = self.inst(bci).clone();
        if !d.ty.is_vector() {
            return None;
        }
        let rdi = self.is_rd(&d.operands[0])?;
        if self.use_count(rdi) != 1 {
            return None;
        }
        let old = self.inst(rdi).operands[rd::INPUT].clone();
        if self.is_predef_read(&old) {
            return None;
        }
        let (new_ty, r) = self.convert_region_inst_type(rdi, d.ty.scalar())?;
        let name = self.name(bci);
        let input = self.bitcast_before(bci, old, new_ty, &name)?;
        let data = r.rd_region(&self.f, input, "", false);
        let rd_name = self.name(rdi);
        Some(Value::Inst(self.insert(bci, data, &rd_name, rdi)))
    }

    /// `simplifyBitCastWithRegionWrite`: a write of a bitcast becomes a
    /// write of the bitcast's input into the old value bitcast the same
    /// way, bitcast back, so that it can be baled.
    fn simplify_bitcast_with_region_write(&mut self, wri: InstId) -> Option<Value> {
        if !self.bitcast_folds {
            return None;
        }
        let d = self.inst(wri).clone();
        let old = d.operands[wr::OLD].clone();
        if self.is_predef(&old) {
            return None;
        }
        let bci = d.operands[wr::NEW].as_inst()?;
        if self.inst(bci).opcode != Opcode::BitCast {
            return None;
        }
        let users = self.users(wri);
        if self.use_count(wri) == 1
            && self
                .inst(users[0])
                .callee_name()
                .is_some_and(|n| n.starts_with("llvm.genx.write.predef.reg"))
        {
            return None;
        }
        let src = self.inst(bci).operands[0].clone();
        let (new_ty, r) = self.convert_region_inst_type(wri, self.f.value_ty(&src).scalar())?;
        let old_name = match &old {
            Value::Const(_) => String::new(),
            v => format!(
                "{}.cast",
                lanes_ir::print::value_to_string(&self.f, v).trim_start_matches('%')
            ),
        };
        let old_cast = self.bitcast_before(wri, old, new_ty, &old_name)?;
        let data = r.wr_region(&self.f, old_cast, src, "");
        let wr_name = self.name(wri);
        let nw = self.insert(wri, data, &wr_name, wri);
        if new_ty == d.ty {
            return Some(Value::Inst(nw));
        }
        let bc_name = self.name(bci);
        let nb = self.insert(
            wri,
            cast(Opcode::BitCast, Value::Inst(nw), d.ty, ""),
            &bc_name,
            wri,
        );
        Some(Value::Inst(nb))
    }

    /// `simplifyConstIndirectRegion`: a constant vector of indices that
    /// forms a regular 2D pattern becomes a direct region.
    fn simplify_const_indirect(&mut self, i: InstId) -> Option<InstId> {
        let r = Region::of(&self.f, self.inst(i), false)?;
        let Some(Value::Const(Constant::Aggregate { elems, .. })) = &r.indirect else {
            return None;
        };
        let vals: Vec<i64> = elems
            .iter()
            .map(|c| c.as_int().map(|x| x as i64))
            .collect::<Option<_>>()?;
        let n = vals.len();
        let mut r2 = r.clone();
        r2.indirect = None;
        r2.parent_width = 0;
        if n == 1 {
            r2.offset += vals[0];
            r2.stride = 0;
            r2.width = 1;
            r2.vstride = 0;
        } else {
            let (mut vstride, mut width) = (1i64, 1usize);
            let (mut val0, mut prev) = (vals[0], vals[1]);
            let diff = prev - val0;
            if diff < 0 {
                return None;
            }
            let mut i0 = 0usize;
            let offset = val0 + r.offset;
            for (k, &next) in vals.iter().enumerate().skip(2) {
                if width != 1 && k % width == 0 {
                    if next != val0 + vstride || k != i0 + width {
                        return None;
                    }
                    val0 = next;
                    i0 = k;
                }
                if prev + diff != next {
                    if width == 1 {
                        width = k - i0;
                        if k as i64 - (n / 2) as i64 > 0 {
                            return None;
                        }
                        vstride = next - val0;
                        val0 = next;
                        i0 = k;
                    } else if next != val0 + vstride || k != i0 + width {
                        return None;
                    } else {
                        val0 = next;
                        i0 = k;
                    }
                    if vstride < 0 {
                        return None;
                    }
                }
                prev = next;
            }
            let eb = r.elem_bytes as i64;
            if eb == 0 {
                return None;
            }
            r2.offset = offset;
            r2.stride = diff / eb;
            r2.vstride = vstride / eb;
            r2.width = if width == 1 {
                r.num_elements
            } else {
                width as u32
            };
        }
        let d = self.inst(i).clone();
        let name = self.name(i);
        let new = match self.kind(i)? {
            Intrinsic::RdRegion => r2.rd_region(
                &self.f,
                d.operands[rd::INPUT].clone(),
                "",
                !d.ty.is_vector(),
            ),
            _ => r2.wr_region(
                &self.f,
                d.operands[wr::OLD].clone(),
                d.operands[wr::NEW].clone(),
                "",
            ),
        };
        self.names.remove(&name);
        let new = self.insert(i, new, &name, i);
        if !self.safe_to_replace(i, &Value::Inst(new)) {
            self.erase(new);
            return None;
        }
        Some(new)
    }

    /// `simplifyRegionRead`.
    fn simplify_region_read(&mut self, i: InstId) -> Option<Value> {
        let d = self.inst(i).clone();
        let input = d.operands[rd::INPUT].clone();
        let in_ty = self.f.value_ty(&input);
        let r = Region::of(&self.f, &d, false)?;
        // A read of the whole input is a bitcast.
        if r.is_whole(type_bytes(in_ty))
            && type_bytes(d.ty) == type_bytes(in_ty)
            && type_bytes(d.ty) > 0
            && !self.is_predef(&input)
        {
            if in_ty == d.ty {
                return Some(input);
            }
            let name = self.name(i);
            self.names.remove(&name);
            let bc = self.insert(i, cast(Opcode::BitCast, input, d.ty, ""), &name, i);
            return Some(Value::Inst(bc));
        }
        match &input {
            Value::Const(Constant::Undef(_)) => Some(Value::Const(Constant::Undef(d.ty))),
            Value::Const(c) => {
                // The splat of a constant vector, read anywhere.
                if r.indirect.is_some() {
                    return None;
                }
                splat_value(c).map(|s| Value::Const(splat_of(s, d.ty)))
            }
            Value::Inst(w) if self.is_wr(&input).is_some() && self.use_count(*w) == 1 => {
                // rdregion(wrregion(A, B, R), R) is B.
                let wd = self.inst(*w).clone();
                let r1 = Region::of(&self.f, &wd, false)?;
                let b = wd.operands[wr::NEW].clone();
                (r1.same(&r) && self.f.value_ty(&b) == d.ty).then_some(b)
            }
            _ => None,
        }
    }

    /// `simplifyRegionWrite`.
    fn simplify_region_write(&mut self, i: InstId) -> Option<Value> {
        let d = self.inst(i).clone();
        let new = d.operands[wr::NEW].clone();
        let old = d.operands[wr::OLD].clone();
        let r = Region::of(&self.f, &d, false)?;
        let new_ty = self.f.value_ty(&new);
        // A write of the whole vector is a bitcast of the new value.
        if r.is_whole(type_bytes(d.ty))
            && r.mask.is_none()
            && type_bytes(new_ty) == type_bytes(d.ty)
            && type_bytes(d.ty) > 0
            && !self.is_predef(&new)
            && !self.users(i).iter().any(|&u| {
                self.inst(u)
                    .callee_name()
                    .is_some_and(|n| n.starts_with("llvm.genx.write.predef.reg"))
            })
        {
            if new_ty == d.ty {
                return Some(new);
            }
            let name = self.name(i);
            self.names.remove(&name);
            let bc = self.insert(i, cast(Opcode::BitCast, new, d.ty, ""), &name, i);
            return Some(Value::Inst(bc));
        }
        if matches!(new, Value::Const(Constant::Undef(_))) {
            return Some(old);
        }
        if let Some(rdi) = self.is_rd(&new) {
            let rdd = self.inst(rdi).clone();
            let inner = Region::of(&self.f, &rdd, false)?;
            if !inner.same(&r) {
                return None;
            }
            let rd_old = rdd.operands[rd::INPUT].clone();
            if self.is_predef_read(&rd_old) {
                return None;
            }
            if (matches!(old, Value::Const(Constant::Undef(_)))
                && self.f.value_ty(&rd_old) == self.f.value_ty(&old))
                || rd_old == old
            {
                return Some(rd_old);
            }
        }
        None
    }

    pub(super) fn is_upconvert(&self, u: InstId) -> bool {
        self.inst(u)
            .callee_name()
            .is_some_and(|n| n.starts_with("llvm.vc.internal.packed.4bit.upconvert.lut"))
    }
}

/// The value every lane of a constant vector holds, if they all hold one.
fn splat_value(c: &Constant) -> Option<Constant> {
    match c {
        Constant::Zero(t) if t.is_vector() => Some(zero_of(t.scalar())),
        Constant::Splat { elem, .. } => Some((**elem).clone()),
        Constant::Aggregate { ty, elems } if ty.is_vector() => {
            let first = elems.first()?;
            elems.iter().all(|e| e == first).then(|| first.clone())
        }
        _ => None,
    }
}

/// `s` as a value of `ty` (a splat vector, or the scalar itself).
fn splat_of(s: Constant, ty: Type) -> Constant {
    if !ty.is_vector() {
        return s;
    }
    match s {
        Constant::Zero(_) | Constant::Null(_) => Constant::Zero(ty),
        s => Constant::Aggregate {
            ty,
            elems: vec![s; ty.lanes().unwrap_or(1) as usize].into(),
        },
    }
}
