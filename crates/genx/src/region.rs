//! The region model: `rdregion`/`wrregion` operands decoded into a 2D region
//! (vstride, width, stride, start, parent width, mask), and the facts that
//! decide whether it can be a vISA operand as it stands.

use lanes_ir::{Function, InstData, Type, TypeData, Value};

use crate::intrinsics::{Intrinsic, classify, rd, wr};
use crate::view::Val;

/// Where a region starts.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Start {
    /// Constant byte offset into the input vector.
    Bytes(i64),
    /// Variable byte index (indirect region): the index value plus a constant
    /// that a baled-in `add`/`add.addr` contributes.
    Indirect { index: Option<Val>, offset: i64 },
}

/// A region of a vector, in elements of the region's element type.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Region {
    pub elem_bytes: u32,
    pub num_elements: u32,
    pub vstride: i64,
    pub width: i64,
    pub stride: i64,
    pub start: Start,
    /// Width of the parent matrix, for variable 2D indices (0 = unknown).
    pub parent_width: i64,
    /// Whether a `wrregion` has a mask that is not all ones.
    pub masked: bool,
}

/// Whether a region is usable as a vISA operand, with the reasons if not.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RegionFacts {
    pub legal: bool,
    /// A row spans two GRFs.
    pub crosses_grf: bool,
    /// Number of GRFs the region touches (constant start only).
    pub grfs: u32,
    pub problems: Vec<String>,
}

fn const_int(v: Option<&Value>) -> Option<i64> {
    v?.as_int().map(|x| x as i64)
}

fn elem_bytes(ty: Type) -> u32 {
    let s = ty.scalar();
    match s.data() {
        TypeData::Int(1) => 1,
        TypeData::Int(b) => b.div_ceil(8),
        TypeData::Half | TypeData::BFloat => 2,
        TypeData::Float => 4,
        TypeData::Double => 8,
        _ => 8,
    }
}

impl Region {
    /// Decodes the region of a `rdregion` (its result) or `wrregion` (its new value).
    pub fn of(f: &Function, inst: &InstData) -> Option<Region> {
        let kind = classify(inst)?;
        let (val_ty, ops) = match kind {
            Intrinsic::RdRegion => (
                inst.ty,
                [
                    rd::VSTRIDE,
                    rd::WIDTH,
                    rd::STRIDE,
                    rd::INDEX,
                    rd::PARENT_WIDTH,
                ],
            ),
            Intrinsic::WrRegion => (
                f.value_ty(inst.operands.get(wr::NEW)?),
                [
                    wr::VSTRIDE,
                    wr::WIDTH,
                    wr::STRIDE,
                    wr::INDEX,
                    wr::PARENT_WIDTH,
                ],
            ),
            _ => return None,
        };
        let n = val_ty.lanes().unwrap_or(1);
        let vstride = const_int(inst.operands.get(ops[0])).unwrap_or(0);
        let width = const_int(inst.operands.get(ops[1]))
            .unwrap_or(n as i64)
            .max(1);
        let stride = const_int(inst.operands.get(ops[2])).unwrap_or(1);
        let index = inst.operands.get(ops[3]);
        let start = match index.and_then(|v| v.as_int()) {
            Some(b) => Start::Bytes(b as i64),
            None => Start::Indirect {
                index: index.and_then(Val::of),
                offset: 0,
            },
        };
        let parent_width = const_int(inst.operands.get(ops[4])).unwrap_or(0);
        let masked = kind == Intrinsic::WrRegion
            && match inst.operands.get(wr::MASK) {
                Some(Value::Const(c)) => c.splat_int().is_none_or(|m| m == 0),
                Some(_) => true,
                None => false,
            };
        Some(Region {
            elem_bytes: elem_bytes(val_ty),
            num_elements: n,
            vstride,
            width,
            stride,
            start,
            parent_width,
            masked,
        })
    }

    pub fn is_indirect(&self) -> bool {
        matches!(self.start, Start::Indirect { .. })
    }

    pub fn is_2d(&self) -> bool {
        (self.width as u32) < self.num_elements
    }

    /// Elements laid out one after another.
    pub fn is_contiguous(&self) -> bool {
        (self.stride == 1 || self.num_elements == 1 || self.width == 1 && !self.is_2d())
            && (!self.is_2d() || self.vstride == self.width)
    }

    /// Acceptable for a raw operand (sends): contiguous, direct, GRF aligned.
    pub fn ok_for_raw(&self, grf_bytes: u32) -> bool {
        match self.start {
            Start::Bytes(b) => self.is_contiguous() && b.rem_euclid(grf_bytes as i64) == 0,
            Start::Indirect { .. } => false,
        }
    }

    /// Byte offsets (relative to the start) of the first and last byte of each row.
    fn rows(&self) -> impl Iterator<Item = (i64, i64)> + '_ {
        let eb = self.elem_bytes as i64;
        let rows = (self.num_elements as i64 / self.width.max(1)).max(1);
        (0..rows).map(move |r| {
            let first = r * self.vstride * eb;
            let last = first + (self.width - 1) * self.stride * eb + eb - 1;
            (first.min(last), first.max(last))
        })
    }

    /// The vISA operand rules: width a power of two up to 16, strides from
    /// the encodable sets, whole rows, execution size and GRF span limits, no
    /// row crossing a GRF boundary unless the region is contiguous.
    pub fn facts(&self, grf_bytes: u32, max_exec: u32, max_grfs: u32) -> RegionFacts {
        let mut problems = Vec::new();
        let w = self.width;
        if !(1..=16).contains(&w) || (w as u64).count_ones() != 1 {
            problems.push(format!("width {w} is not a power of two up to 16"));
        }
        if ![0, 1, 2, 4].contains(&self.stride) {
            problems.push(format!("stride {} is not 0, 1, 2 or 4", self.stride));
        }
        if self.is_2d() && ![0, 1, 2, 4, 8, 16, 32].contains(&self.vstride) {
            problems.push(format!("vstride {} is not encodable", self.vstride));
        }
        if w > 0 && self.num_elements as i64 % w != 0 {
            problems.push(format!(
                "{} elements are not whole rows of {w}",
                self.num_elements
            ));
        }
        if self.num_elements > max_exec {
            problems.push(format!(
                "{} elements exceed execution size {max_exec}",
                self.num_elements
            ));
        }
        let g = grf_bytes as i64;
        let (mut crosses, mut grfs) = (false, 0);
        if let Start::Bytes(b) = self.start {
            let (mut lo, mut hi) = (i64::MAX, i64::MIN);
            for (a, z) in self.rows() {
                let (a, z) = (b + a, b + z);
                lo = lo.min(a);
                hi = hi.max(z);
                if a.div_euclid(g) != z.div_euclid(g) {
                    crosses = true;
                }
            }
            grfs = (hi.div_euclid(g) - lo.div_euclid(g) + 1) as u32;
            if grfs > max_grfs {
                problems.push(format!("spans {grfs} GRFs (at most {max_grfs})"));
            }
            if crosses && !self.is_contiguous() {
                problems.push("a row crosses a GRF boundary".to_string());
            }
        }
        RegionFacts {
            legal: problems.is_empty(),
            crosses_grf: crosses,
            grfs,
            problems,
        }
    }
}
