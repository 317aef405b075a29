//! The valid range of every entry of a target description.
//!
//! Every number a target holds is checked against its range when a TOML file
//! is read (the error names the file, line and column of the value) and when
//! an entry is set ([`crate::TargetDesc::set`]); editors clamp to the range
//! with [`Limit::clamp`]. The ranges keep every analysis bounded: with the
//! widest registers and the largest costs allowed, the cost of a loop still
//! fits in 32 bits and a VF never needs more than a few hundred lanes.
//!
//! | entries | range |
//! |---|---|
//! | `vector.register_bits` | a power of two, 8 to 1024 |
//! | `vector.max_vf` | a power of two, 1 to 256 |
//! | `vector.registers`, `vector.scalar_registers` | 1 to 256 |
//! | `vector.max_interleave` | 1 to 16 |
//! | `memory.masked_min_bits` | 0 to 128 |
//! | every cost (`arith`, `memory`, `shuffle`, `scalar`, `reduction`) | 0 to 10000 |
//! | `shuffle.overrides` `elem_bits` | 1 to 1024; masks of at most 1024 lanes |
//! | `genx.grf_bytes` | a power of two, 4 to 256 |
//! | `genx.num_grfs` | 1 to 1024 |
//! | `genx.address_registers` | 0 to 256 |
//! | `genx.max_exec_size` | a power of two, 1 to 128 |
//! | `genx.max_operand_grfs` | 1 to 16 |

use std::fmt;

/// The largest cost of one entry: about eight times the dearest built-in
/// entry (AVX-512's scalarized `i8` division, 1280).
pub const MAX_COST: u32 = 10_000;

/// The most lanes a shuffle-mask override may have.
pub const MAX_MASK_LANES: usize = 1024;

/// The valid values of one entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Limit {
    pub min: u32,
    pub max: u32,
    /// Only powers of two are valid (`+`/`-` double and halve).
    pub power_of_two: bool,
}

impl Limit {
    const fn range(min: u32, max: u32) -> Limit {
        Limit {
            min,
            max,
            power_of_two: false,
        }
    }

    const fn pow2(min: u32, max: u32) -> Limit {
        Limit {
            min,
            max,
            power_of_two: true,
        }
    }

    /// Any cost entry.
    pub const COST: Limit = Limit::range(0, MAX_COST);

    /// Whether `value` is valid.
    pub fn contains(&self, value: u32) -> bool {
        (self.min..=self.max).contains(&value) && (!self.power_of_two || value.is_power_of_two())
    }

    /// The valid value nearest to `value` (for powers of two, the power of
    /// two at or below it, within the range).
    pub fn clamp(&self, value: u32) -> u32 {
        let v = value.clamp(self.min, self.max);
        if self.power_of_two && !v.is_power_of_two() {
            let below = 1u32 << (31 - v.leading_zeros());
            below.max(self.min)
        } else {
            v
        }
    }

    /// The next valid value up (`up`) or down from `value`, clamped: powers
    /// of two double and halve, others step by one.
    pub fn step(&self, value: u32, up: bool) -> u32 {
        let v = match (self.power_of_two, up) {
            (true, true) => value.saturating_mul(2),
            (true, false) => value / 2,
            (false, true) => value.saturating_add(1),
            (false, false) => value.saturating_sub(1),
        };
        self.clamp(v)
    }

    /// `Err(message)` when `value` is not valid.
    pub fn check(&self, value: u32) -> Result<(), String> {
        if self.contains(value) {
            Ok(())
        } else {
            Err(format!("expected {self}, found {value}"))
        }
    }
}

impl fmt::Display for Limit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.power_of_two {
            write!(f, "a power of two from {} to {}", self.min, self.max)
        } else {
            write!(f, "an integer from {} to {}", self.min, self.max)
        }
    }
}

/// The range of the entry at a dotted path (`vector.register_bits`,
/// `arith.fdiv.f64`, `shuffle.override.64.0,1,4,5`); every entry that is
/// not a register fact is a cost.
pub fn limit(path: &str) -> Limit {
    match path {
        "vector.register_bits" => Limit::pow2(8, 1024),
        "vector.max_vf" => Limit::pow2(1, 256),
        "vector.registers" | "vector.scalar_registers" => Limit::range(1, 256),
        "vector.max_interleave" => Limit::range(1, 16),
        "memory.masked_min_bits" => Limit::range(0, 128),
        "genx.grf_bytes" => Limit::pow2(4, 256),
        "genx.num_grfs" => Limit::range(1, 1024),
        "genx.address_registers" => Limit::range(0, 256),
        "genx.max_exec_size" => Limit::pow2(1, 128),
        "genx.max_operand_grfs" => Limit::range(1, 16),
        "shuffle.elem_bits" => Limit::range(1, 1024),
        // 0: no subvectors (every lane costs the same).
        "scalar.subvector_bits" => Limit::range(0, 1024),
        _ => Limit::COST,
    }
}

/// Serde helpers: each checks a value against its range while it is read,
/// so that the TOML error points at the value.
pub(crate) mod de {
    use serde::de::Error as _;
    use serde::{Deserialize, Deserializer};

    fn checked<'de, D: Deserializer<'de>>(d: D, path: &str) -> Result<u32, D::Error> {
        let v = u32::deserialize(d)?;
        super::limit(path).check(v).map_err(D::Error::custom)?;
        Ok(v)
    }

    macro_rules! fields {
        ($($name:ident => $path:literal),* $(,)?) => {
            $(pub(crate) fn $name<'de, D: Deserializer<'de>>(d: D) -> Result<u32, D::Error> {
                checked(d, $path)
            })*
        };
    }

    fields! {
        register_bits => "vector.register_bits",
        max_vf => "vector.max_vf",
        registers => "vector.registers",
        max_interleave => "vector.max_interleave",
        masked_min_bits => "memory.masked_min_bits",
        grf_bytes => "genx.grf_bytes",
        num_grfs => "genx.num_grfs",
        address_registers => "genx.address_registers",
        max_exec_size => "genx.max_exec_size",
        max_operand_grfs => "genx.max_operand_grfs",
        elem_bits => "shuffle.elem_bits",
        subvector_bits => "scalar.subvector_bits",
        cost => "cost",
    }

    /// A shuffle mask of at most [`super::MAX_MASK_LANES`] lanes.
    pub(crate) fn mask<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<i32>, D::Error> {
        let mask = Vec::<i32>::deserialize(d)?;
        if mask.is_empty() || mask.len() > super::MAX_MASK_LANES {
            return Err(D::Error::custom(format!(
                "a mask of {} lanes: expected 1 to {}",
                mask.len(),
                super::MAX_MASK_LANES
            )));
        }
        Ok(mask)
    }

    /// An optional cost (an opcode column).
    pub(crate) fn opt_cost<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u32>, D::Error> {
        cost(d).map(Some)
    }

    /// A cost as a map value (`default = N` of an opcode table).
    pub(crate) struct Cost(pub u32);

    impl<'de> Deserialize<'de> for Cost {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            cost(d).map(Cost)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clamp_and_step() {
        let bits = limit("vector.register_bits");
        assert_eq!(bits.clamp(1 << 31), 1024);
        assert_eq!(bits.clamp(300), 256);
        assert_eq!(bits.clamp(1), 8);
        assert_eq!(bits.step(1024, true), 1024);
        assert_eq!(bits.step(8, false), 8);
        assert_eq!(bits.step(256, true), 512);
        let cost = limit("arith.fdiv.f64");
        assert_eq!(cost.step(MAX_COST, true), MAX_COST);
        assert_eq!(cost.step(0, false), 0);
        assert_eq!(cost.clamp(u32::MAX), MAX_COST);
        assert_eq!(
            bits.check(24).unwrap_err(),
            "expected a power of two from 8 to 1024, found 24"
        );
    }

    #[test]
    fn every_builtin_is_within_its_ranges() {
        for name in crate::builtin_names() {
            let t = crate::builtin(name).unwrap();
            t.validate().unwrap_or_else(|e| panic!("{name}: {e}"));
        }
    }
}
