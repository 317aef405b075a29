//! A test client: memrefs as (array, byte offset, stride) and two cost models.
#![allow(dead_code)]

use lanes_vls::{AccessType, Cost, CostClient, MemOp, Memref, VectorType};

/// `array[offset + lane * stride]` (bytes), as an affine memref analysis
/// would describe a strided access.
#[derive(Clone, Debug)]
pub struct TestMemref {
    pub array: u32,
    pub offset: i64,
    pub stride: Option<i64>,
    pub ty: VectorType,
    pub access: AccessType,
    pub order: u32,
    pub movable: bool,
}

impl TestMemref {
    pub fn strided(access: AccessType, ty: VectorType, offset: i64, stride: i64) -> Self {
        TestMemref {
            array: 0,
            offset,
            stride: Some(stride),
            ty,
            access,
            order: 0,
            movable: true,
        }
    }
}

impl Memref for TestMemref {
    fn access_type(&self) -> AccessType {
        self.access
    }

    fn ty(&self) -> VectorType {
        self.ty
    }

    fn is_const_distance_from(&self, other: &Self) -> Option<i64> {
        (self.array == other.array && self.stride.is_some() && self.stride == other.stride)
            .then_some(self.offset - other.offset)
    }

    fn can_move_to(&self, _other: &Self) -> bool {
        self.movable
    }

    fn has_const_stride(&self) -> Option<i64> {
        self.stride
    }

    fn program_order(&self) -> u32 {
        self.order
    }
}

/// A toy AVX2-like shuffle cost model that reproduces every cost the design
/// prints for Example-1. With `h` lanes per 128-bit half and a mask over
/// sources of `n` lanes:
///
/// - one defined lane (element `s` to lane `p`): 1 if `p == 0`; otherwise 2,
///   plus 1 when `p` and `s` lie in different halves at different positions
///   within their halves (an insert that needs an extra permute);
/// - two or more defined lanes: 1 for a half concatenation (result half `k`
///   is an in-order copy of one half of operand `k`, like `vinsertf128`) or
///   an in-lane one-source permute (every element stays in its half, like
///   `vpermilpd`); 4 for anything else;
/// - all lanes undefined: 0.
///
/// Gathers/scatters cost 4 per lane, contiguous loads/stores 1 (2 masked).
pub struct Avx2Toy;

impl CostClient for Avx2Toy {
    fn shuffle_cost(&self, src: VectorType, mask: &[i32]) -> Cost {
        let n = src.num_elems as i32;
        let h = (128 / src.elem_bits.max(1)).max(1) as i32;
        let defined: Vec<(i32, i32)> = mask
            .iter()
            .enumerate()
            .filter(|&(_, &v)| v >= 0)
            .map(|(p, &v)| (p as i32, v))
            .collect();
        match defined[..] {
            [] => 0,
            [(p, v)] => {
                let s = v % n;
                if p == 0 {
                    1
                } else if p / h != s / h && p % h != s % h {
                    3
                } else {
                    2
                }
            }
            _ => {
                let src_half = |p: i32| {
                    defined
                        .iter()
                        .find(|d| d.0 / h == p / h)
                        .map(|d| (d.1 % n) / h)
                };
                let half_concat = defined.iter().all(|&(p, v)| {
                    p / h < 2
                        && v / n == p / h
                        && (v % n) % h == p % h
                        && src_half(p) == Some((v % n) / h)
                });
                let in_lane = defined.iter().all(|&(p, v)| v < n && v / h == p / h);
                if half_concat || in_lane { 1 } else { 4 }
            }
        }
    }

    fn gather_scatter_cost(&self, _access: AccessType, ty: VectorType) -> Cost {
        4 * ty.num_elems
    }

    fn load_store_cost(&self, _op: MemOp, _ty: VectorType, mask: &[bool]) -> Cost {
        if mask.iter().all(|&b| b) { 1 } else { 2 }
    }
}

/// Every shuffle costs 1: merges are decided by ties (first wins).
pub struct Flat;

impl CostClient for Flat {
    fn shuffle_cost(&self, _src: VectorType, _mask: &[i32]) -> Cost {
        1
    }

    fn gather_scatter_cost(&self, _access: AccessType, ty: VectorType) -> Cost {
        ty.num_elems
    }

    fn load_store_cost(&self, _op: MemOp, _ty: VectorType, _mask: &[bool]) -> Cost {
        1
    }
}
