//! IGC's `CMRegion` as region collapsing reads and writes it
//! (`IGC/VectorCompiler/lib/Utils/GenX/Region.cpp`): the region of a
//! `rdregion`/`wrregion` with the trivial legalization its constructor
//! makes on the fly, element-type changes, and the `rdregion`/`wrregion`
//! calls it creates.

use lanes_ir::cursor::new_inst;
use lanes_ir::{CallInfo, Constant, Extra, Function, InstData, Opcode, Type, TypeData, Value};

use crate::intrinsics::{Intrinsic, classify, rd, wr};
use crate::mangle::mangle;

/// A region: `NumElements` elements of `ElementTy` in rows of `Width`,
/// `Stride` apart within a row and `VStride` between rows, from a byte
/// `Offset` (plus `Indirect` when the index is variable).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Region {
    pub elem_ty: Type,
    /// 0 for elements without a primitive size (pointers): such a region
    /// is never changed.
    pub elem_bytes: u32,
    pub num_elements: u32,
    pub vstride: i64,
    pub width: u32,
    pub stride: i64,
    /// Bytes from the start of the vector.
    pub offset: i64,
    /// The variable index, if any.
    pub indirect: Option<Value>,
    pub parent_width: u32,
    /// A `wrregion`'s mask when it is not the constant `true`.
    pub mask: Option<Value>,
}

/// Bytes of one element of `t` (`getPrimitiveSizeInBits() / 8`, at least
/// 1 for `i1`; 0 for pointers and aggregates).
pub fn elem_bytes(t: Type) -> u32 {
    match t.scalar().data() {
        TypeData::Int(b) => b.div_ceil(8),
        TypeData::Half | TypeData::BFloat => 2,
        TypeData::Float => 4,
        TypeData::Double => 8,
        _ => 0,
    }
}

/// Bytes of a whole value of type `t` (0 when not a primitive vector).
pub fn type_bytes(t: Type) -> u32 {
    elem_bytes(t) * t.lanes().unwrap_or(1)
}

fn const_int(v: Option<&Value>) -> Option<i64> {
    v?.as_int().map(|x| x as i64)
}

impl Region {
    /// The region of a `rdregion` (of its result) or a `wrregion` (of its
    /// new value), legalized as `CMRegion(const Instruction *, bool)` does.
    /// `want_parent_width` keeps an indirect 2D region 2D.
    pub fn of(f: &Function, inst: &InstData, want_parent_width: bool) -> Option<Region> {
        let kind = classify(inst)?;
        let (ty, base) = match kind {
            Intrinsic::RdRegion => (inst.ty, rd::VSTRIDE),
            Intrinsic::WrRegion => (f.value_ty(inst.operands.get(wr::NEW)?), wr::VSTRIDE),
            _ => return None,
        };
        let mut r = Region {
            elem_ty: ty.scalar(),
            elem_bytes: elem_bytes(ty),
            num_elements: ty.lanes().unwrap_or(1),
            vstride: const_int(inst.operands.get(base))?,
            width: const_int(inst.operands.get(base + 1))?.max(0) as u32,
            stride: const_int(inst.operands.get(base + 2))?,
            offset: 0,
            indirect: None,
            parent_width: 0,
            mask: None,
        };
        let index = inst.operands.get(base + 3)?;
        match index.as_int() {
            Some(c) => r.offset = c as i64,
            None => {
                r.indirect = Some(index.clone());
                r.parent_width = const_int(inst.operands.get(base + 4)).unwrap_or(0) as u32;
            }
        }
        if kind == Intrinsic::WrRegion {
            r.mask = match inst.operands.get(wr::MASK) {
                Some(Value::Const(c)) if c.splat_int() == Some(-1) || c.as_int() == Some(-1) => {
                    None
                }
                Some(Value::Const(Constant::Int { value: 1, .. })) => None,
                Some(m) => Some(m.clone()),
                None => None,
            };
        }
        let multi = r
            .indirect
            .as_ref()
            .is_some_and(|v| f.value_ty(v).is_vector());
        r.legalize_trivially(want_parent_width, multi);
        Some(r)
    }

    /// The constructor's on-the-fly legalization: one element is a scalar
    /// region; a row as long as the region, `VStride == Width * Stride` and
    /// width 1 become 1D (an indirect region keeps its 2D shape when asked
    /// to keep the parent width, and a multi-indirect one always does); a
    /// 1D stride-0 region is the canonical scalar region.
    fn legalize_trivially(&mut self, want_parent_width: bool, multi: bool) {
        let may_flatten = self.indirect.is_none() || (!multi && !want_parent_width);
        if self.num_elements == 1 {
            self.width = 1;
            self.stride = 1;
            self.vstride = 0;
            return;
        }
        if self.num_elements <= self.width {
            self.width = self.num_elements;
            self.vstride = 0;
        } else if self.vstride == self.width as i64 * self.stride {
            if may_flatten {
                self.width = self.num_elements;
                self.vstride = 0;
                self.parent_width = 0;
            }
        } else if self.width == 1 && may_flatten {
            self.width = self.num_elements;
            self.stride = self.vstride;
            self.vstride = 0;
            self.parent_width = 0;
        }
        if self.stride == 0 && self.width == self.num_elements {
            self.width = 1;
            self.vstride = 0;
        }
    }

    /// `isMultiIndirect`: a vector of indices.
    pub fn is_multi_indirect(&self, f: &Function) -> bool {
        self.indirect
            .as_ref()
            .is_some_and(|v| f.value_ty(v).is_vector())
    }

    /// `isScalar`: every element reads the same place.
    pub fn is_scalar(&self) -> bool {
        self.stride == 0 && (self.width == self.num_elements || self.vstride == 0)
    }

    /// `is2D`.
    pub fn is_2d(&self) -> bool {
        !self.is_scalar() && self.width != self.num_elements
    }

    /// `isContiguous`.
    pub fn is_contiguous(&self) -> bool {
        (self.width == 1 || self.stride == 1)
            && (self.width == self.num_elements || self.vstride == self.width as i64)
    }

    /// `isWhole`: the region covers exactly a value of `bytes` bytes.
    pub fn is_whole(&self, bytes: u32) -> bool {
        self.is_contiguous()
            && self.offset == 0
            && self.indirect.is_none()
            && self.num_elements * self.elem_bytes == bytes
    }

    /// `getOffsetInElements`.
    pub fn offset_in_elements(&self) -> i64 {
        if self.elem_bytes == 0 {
            0
        } else {
            self.offset / self.elem_bytes as i64
        }
    }

    /// `operator==` (`isSimilar` and the same start): the same region
    /// parameters, element sizes allowed to differ only in type.
    pub fn same(&self, o: &Region) -> bool {
        self.elem_bytes == o.elem_bytes
            && self.num_elements == o.num_elements
            && self.vstride == o.vstride
            && self.width == o.width
            && self.stride == o.stride
            && self.mask == o.mask
            && self.offset == o.offset
            && self.indirect == o.indirect
    }

    /// `changeElementType`: the same bytes seen as elements of `ty`.
    pub fn change_element_type(&mut self, ty: Type) -> bool {
        if self.indirect.is_some() || self.mask.is_some() || self.elem_bytes == 0 {
            return false;
        }
        let new = elem_bytes(ty);
        if new == 0 {
            return false;
        }
        if new == self.elem_bytes {
            self.elem_ty = ty;
            return true;
        }
        let (old, n) = (self.elem_bytes as i64, self.num_elements as i64);
        if self.offset % new as i64 != 0 || (n * old) % new as i64 != 0 {
            return false;
        }
        if new > self.elem_bytes {
            let ratio = (new / self.elem_bytes) as i64;
            if !(ratio as u64).is_power_of_two()
                || self.width as i64 & (ratio - 1) != 0
                || self.vstride & (ratio - 1) != 0
                || self.stride != 1
                || self.offset & (ratio - 1) != 0
            {
                return false;
            }
            let log = ratio.trailing_zeros();
            self.num_elements >>= log;
            self.width >>= log;
            self.vstride >>= log;
            if self.width == 1 {
                self.stride = self.vstride;
                self.vstride = 0;
                self.width = self.num_elements;
            }
        } else {
            let ratio = (self.elem_bytes / new) as i64;
            if !(ratio as u64).is_power_of_two() {
                return false;
            }
            let log = ratio.trailing_zeros();
            if self.stride == 1 || self.width == 1 {
                self.stride = 1;
                self.num_elements <<= log;
                self.width <<= log;
                self.vstride <<= log;
            } else if !self.is_2d() {
                self.vstride = self.stride << log;
                self.stride = 1;
                self.width = ratio as u32;
                self.num_elements <<= log;
            } else {
                return false;
            }
        }
        self.elem_ty = ty;
        self.elem_bytes = new;
        true
    }

    /// The type a `rdregion` of this region returns (`getRegionType`).
    pub fn value_type(&self, allow_scalar: bool) -> Type {
        if allow_scalar && self.num_elements == 1 {
            self.elem_ty
        } else {
            Type::vector(self.num_elements, self.elem_ty)
        }
    }

    fn index_operand(&self) -> Value {
        match &self.indirect {
            Some(v) => v.clone(),
            None => Value::Const(Constant::Int {
                ty: Type::int(16),
                value: self.offset as i128,
            }),
        }
    }

    fn parent_width_operand(&self) -> Value {
        let i32t = Type::int(32);
        Value::Const(match self.indirect {
            Some(_) => Constant::Int {
                ty: i32t,
                value: self.parent_width as i128,
            },
            None => Constant::Undef(i32t),
        })
    }

    /// A `rdregion` of this region from `input` (`createRdRegion`).
    pub fn rd_region(
        &self,
        f: &Function,
        input: Value,
        name: &str,
        allow_scalar: bool,
    ) -> InstData {
        let ret = self.value_type(allow_scalar);
        let in_ty = f.value_ty(&input);
        let idx = self.index_operand();
        let idx_ty = f.value_ty(&idx);
        let kind = if self.elem_ty.is_float() { 'f' } else { 'i' };
        let callee = format!(
            "llvm.genx.rdregion{kind}.{}.{}.{}",
            mangle(ret),
            mangle(in_ty),
            mangle(idx_ty)
        );
        let args = vec![
            input,
            i32c(self.vstride),
            i32c(self.width as i64),
            i32c(self.stride),
            idx,
            self.parent_width_operand(),
        ];
        call(f, &callee, ret, args, name)
    }

    /// A `wrregion` of `new` into `old` at this region (`createWrRegion`).
    pub fn wr_region(&self, f: &Function, old: Value, new: Value, name: &str) -> InstData {
        let ret = f.value_ty(&old);
        let new_ty = f.value_ty(&new);
        let idx = self.index_operand();
        let mask = self.mask.clone().unwrap_or(Value::Const(Constant::Int {
            ty: Type::i1(),
            value: -1,
        }));
        let kind = if ret.scalar().is_float() { 'f' } else { 'i' };
        let callee = format!(
            "llvm.genx.wrregion{kind}.{}.{}.{}.{}",
            mangle(ret),
            mangle(new_ty),
            mangle(f.value_ty(&idx)),
            mangle(f.value_ty(&mask))
        );
        let args = vec![
            old,
            new,
            i32c(self.vstride),
            i32c(self.width as i64),
            i32c(self.stride),
            idx,
            self.parent_width_operand(),
            mask,
        ];
        call(f, &callee, ret, args, name)
    }
}

fn i32c(v: i64) -> Value {
    Value::Const(Constant::Int {
        ty: Type::int(32),
        value: v as i128,
    })
}

/// A call of `callee` returning `ret` with `args`, as a new instruction.
pub fn call(f: &Function, callee: &str, ret: Type, args: Vec<Value>, name: &str) -> InstData {
    let params: Vec<Type> = args.iter().map(|a| f.value_ty(a)).collect();
    let fn_ty = Type::intern(TypeData::Function {
        ret,
        params: params.clone(),
        varargs: false,
    });
    let mut ops = vec![Value::Const(Constant::Global {
        ty: Type::ptr(0),
        name: callee.into(),
    })];
    ops.extend(args);
    let mut data = new_inst(Opcode::Call, (!ret.is_void()).then_some(name), ret, ops);
    data.extra = Extra::Call(Box::new(CallInfo {
        cc: Vec::new(),
        ret_attrs: Vec::new(),
        fn_ty,
        explicit_fn_ty: false,
        arg_attrs: vec![Vec::new(); params.len()],
        fn_attrs: Vec::new(),
        bundles: Vec::new(),
    }));
    data
}

/// A cast `op` of `v` to `ty`, as a new instruction.
pub fn cast(op: Opcode, v: Value, ty: Type, name: &str) -> InstData {
    new_inst(op, Some(name), ty, vec![v])
}

/// `getSubregion`: the `size` elements of `r` from element `start`.
pub fn subregion(r: &Region, start: u32, size: u32) -> Region {
    let mut s = r.clone();
    let w = r.width.max(1);
    let add = (start / w) as i64 * r.vstride + (start % w) as i64 * r.stride;
    s.offset += add * r.elem_bytes as i64;
    if start.is_multiple_of(w) && size.is_multiple_of(w) {
    } else if start % w + size > w {
        s.vstride += (size as i64 / 2 - w as i64) * r.stride;
        s.width = size / 2;
    } else {
        s.width = size;
        s.vstride = size as i64 * r.stride;
    }
    s.num_elements = size;
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn region(n: u32, vs: i64, w: u32, s: i64, off: i64) -> Region {
        let mut r = Region {
            elem_ty: Type::int(16),
            elem_bytes: 2,
            num_elements: n,
            vstride: vs,
            width: w,
            stride: s,
            offset: off,
            indirect: None,
            parent_width: 0,
            mask: None,
        };
        r.legalize_trivially(false, false);
        r
    }

    #[test]
    fn width_one_becomes_1d() {
        let r = region(32, 1, 1, 0, 64);
        assert_eq!((r.vstride, r.width, r.stride), (0, 32, 1));
        let r = region(16, 2, 1, 0, 2);
        assert_eq!((r.vstride, r.width, r.stride), (0, 16, 2));
    }

    #[test]
    fn element_type_changes_keep_the_bytes() {
        let mut r = region(8, 0, 8, 1, 16);
        assert!(r.change_element_type(Type::int(32)));
        assert_eq!((r.num_elements, r.width, r.stride, r.offset), (4, 4, 1, 16));
        let mut r = region(4, 0, 4, 2, 0);
        assert!(!r.change_element_type(Type::int(32)), "rows not contiguous");
        assert!(r.change_element_type(Type::int(8)));
        assert_eq!((r.num_elements, r.vstride, r.width, r.stride), (8, 4, 2, 1));
    }
}
