//! The SIMD-lane-evolution lattice: how a value changes from one vector lane
//! to the next.
//!
//! `Undef < {Uniform, UnitStride(s), Strided(s), SOA shapes} < Random`.
//! Strides of integers are in units of the value, strides of pointers in
//! bytes, so `getelementptr i32, i32* %a, i64 %iv` with `%iv` unit-stride is
//! `Strided(4)`, as the soa-divergence seed prints it. The SOA shapes
//! describe pointers into a private widened as a structure of arrays; their
//! stride is the *scalar* byte stride of the offset inside the private (the
//! seed's `VF x i64 4`), see [`Shape::lane_distance`].

use std::fmt;

/// The shape of one value across the lanes of a vector iteration.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Shape {
    /// Not (yet) reached: the optimistic start of the fixpoint.
    Undef,
    /// The same value in every lane.
    Uniform,
    /// Lane `l` holds `v0 + s·l`, `s = ±1`.
    UnitStride(i64),
    /// Lane `l` holds `v0 + s·l` (bytes for pointers).
    Strided(i64),
    /// Anything else.
    Random,
    /// Pointer into an SOA private at a lane-invariant offset: consecutive
    /// lanes are `stride` (the element size) bytes apart.
    SoaSeq(i64),
    /// Pointer into an SOA private whose offset advances by `stride` bytes
    /// per lane in the scalar code; lanes are `VF·stride + elem` apart.
    SoaStr(i64),
    /// Pointer into an SOA private with no usable stride.
    SoaRnd,
}

impl Shape {
    /// The linear shape with stride `s` (`Uniform` for 0).
    pub fn linear(s: i64) -> Shape {
        match s {
            0 => Shape::Uniform,
            1 | -1 => Shape::UnitStride(s),
            s => Shape::Strided(s),
        }
    }

    /// Stride between neighbouring lanes for non-SOA shapes (0 for uniform).
    pub fn stride(self) -> Option<i64> {
        match self {
            Shape::Uniform => Some(0),
            Shape::UnitStride(s) | Shape::Strided(s) => Some(s),
            _ => None,
        }
    }

    pub fn is_uniform(self) -> bool {
        self == Shape::Uniform
    }

    pub fn is_soa(self) -> bool {
        matches!(self, Shape::SoaSeq(_) | Shape::SoaStr(_) | Shape::SoaRnd)
    }

    /// Byte distance between neighbouring lanes of an SOA pointer, for a
    /// private whose scalar elements are `elem` bytes.
    pub fn lane_distance(self, vf: u32, elem: i64) -> Option<i64> {
        match self {
            Shape::SoaSeq(e) => Some(e),
            Shape::SoaStr(s) => Some(s / elem * vf as i64 * elem + elem),
            _ => self.stride(),
        }
    }

    /// Least upper bound. Different strides (or kinds) meet at `Random`
    /// (`SoaRnd` when both are SOA pointers).
    pub fn join(self, other: Shape) -> Shape {
        match (self, other) {
            (Shape::Undef, x) | (x, Shape::Undef) => x,
            (a, b) if a == b => a,
            (a, b) if a.is_soa() && b.is_soa() => Shape::SoaRnd,
            _ => Shape::Random,
        }
    }

    /// `Uniform` prints as `Uniform:`, everything else as `Divergent:`.
    pub fn divergence_word(self) -> &'static str {
        if self.is_uniform() {
            "Uniform"
        } else {
            "Divergent"
        }
    }
}

/// `Shape: Strided, Stride: i64 4096` — the seed's bracket contents.
impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Shape::Undef => f.write_str("Shape: Undef"),
            Shape::Uniform => f.write_str("Shape: Uniform"),
            Shape::UnitStride(s) => write!(f, "Shape: Unit Stride, Stride: i64 {s}"),
            Shape::Strided(s) => write!(f, "Shape: Strided, Stride: i64 {s}"),
            Shape::Random => f.write_str("Shape: Random"),
            Shape::SoaSeq(s) => write!(f, "Shape: SOA Unit Stride, Stride: i64 {s}"),
            Shape::SoaStr(s) => write!(f, "Shape: SOA Strided, Stride: VF x i64 {s}"),
            Shape::SoaRnd => f.write_str("Shape: SOA Random"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn join_is_a_lattice() {
        let all = [
            Shape::Undef,
            Shape::Uniform,
            Shape::UnitStride(1),
            Shape::Strided(4),
            Shape::Random,
            Shape::SoaSeq(4),
            Shape::SoaStr(4),
            Shape::SoaRnd,
        ];
        for a in all {
            assert_eq!(a.join(Shape::Undef), a);
            assert_eq!(a.join(a), a);
            for b in all {
                assert_eq!(a.join(b), b.join(a));
                for c in all {
                    assert_eq!(a.join(b).join(c), a.join(b.join(c)));
                }
            }
        }
    }

    #[test]
    fn prints_like_the_seed() {
        assert_eq!(
            Shape::linear(4096).to_string(),
            "Shape: Strided, Stride: i64 4096"
        );
        assert_eq!(
            Shape::linear(1).to_string(),
            "Shape: Unit Stride, Stride: i64 1"
        );
        assert_eq!(
            Shape::SoaSeq(4).to_string(),
            "Shape: SOA Unit Stride, Stride: i64 4"
        );
        assert_eq!(
            Shape::SoaStr(4).to_string(),
            "Shape: SOA Strided, Stride: VF x i64 4"
        );
        assert_eq!(Shape::SoaStr(4).lane_distance(4, 4), Some(20));
    }
}
