//! GenX platforms as `-mcpu` names them (IGC's `GenX.td` processors and
//! `GenXSubtarget`): the GRF size and the facts baling and the passes after
//! it read. A platform is a plain value, so a query keyed by it recomputes
//! only when `-mcpu` changes what it reads.

use crate::Grf;

/// One GenX processor of IGC's `GenX.td`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Platform {
    /// The `-mcpu` name (`XeHPG`, `Xe2`, ...).
    pub name: &'static str,
    /// Bytes per GRF (`FeatureGRFByteSize64`: 64, else 32).
    pub grf_bytes: u32,
    /// `FeatureFusedEU`: with a stack call in the module, SIMD32 is not
    /// used (`vc::canUseSIMD32`).
    pub fused_eu: bool,
    /// `FeatureMultiIndirectByteRegioning`: byte regions may span two GRFs
    /// and be multi-indirect.
    pub multi_indirect_byte: bool,
    /// `FeatureHasEfficientSIMD32`: a 32-wide 64-bit operand may span four
    /// GRFs.
    pub efficient_simd32: bool,
    /// `FeatureIntDivRem32` (`-mattr=+divrem32`): integer division is
    /// native, and at most SIMD16.
    pub int_divrem32: bool,
    /// `FeatureAddressRegisterElements32`: 32 address register elements,
    /// else 16.
    pub addr_reg_elems: u32,
}

/// Every processor name `-mcpu` and `--cpu` take.
pub const NAMES: &[&str] = &[
    "generic",
    "XeLP",
    "XeHPG",
    "XeLPG",
    "XeLPGPlus",
    "XeHPC",
    "XeHPCVG",
    "Xe2",
    "Xe3",
    "Xe3P",
    "Xe3PLPG",
];

/// Feature bits of [`PROCESSORS`].
const FUSED: u8 = 1;
const MIBYTE: u8 = 2;
const SIMD32: u8 = 4;
const DIVREM: u8 = 8;
const ADDR32: u8 = 16;

/// `(name, GRF bytes, features)` of every processor `GenX.td` defines
/// (the features the legalization rules read).
const PROCESSORS: &[(&str, u32, u8)] = &[
    ("generic", 32, 0),
    ("XeLP", 32, FUSED | MIBYTE | DIVREM),
    ("XeHPG", 32, FUSED | MIBYTE),
    ("XeLPG", 32, FUSED | MIBYTE),
    ("XeLPGPlus", 32, FUSED | MIBYTE),
    ("XeHPC", 64, 0),
    ("XeHPCVG", 64, 0),
    ("Xe2", 64, 0),
    ("Xe3", 64, 0),
    ("Xe3P", 64, ADDR32),
    ("Xe3PLPG", 64, ADDR32 | SIMD32),
];

impl Platform {
    /// The processor `-mcpu=name` selects (case as `GenX.td` spells it).
    pub fn by_name(name: &str) -> Option<Platform> {
        PROCESSORS
            .iter()
            .find(|(n, _, _)| *n == name)
            .map(|&(name, grf_bytes, f)| Platform {
                name,
                grf_bytes,
                fused_eu: f & FUSED != 0,
                multi_indirect_byte: f & MIBYTE != 0,
                efficient_simd32: f & SIMD32 != 0,
                int_divrem32: f & DIVREM != 0,
                addr_reg_elems: if f & ADDR32 != 0 { 32 } else { 16 },
            })
    }

    /// Every processor name, for error messages.
    pub fn names() -> impl Iterator<Item = &'static str> {
        PROCESSORS.iter().map(|(n, _, _)| *n)
    }

    /// The platform with `-mattr` features (`+name`, `-name`, comma
    /// separated) applied; features the rules do not read are ignored.
    pub fn with_attrs<'a>(mut self, attrs: impl IntoIterator<Item = &'a str>) -> Platform {
        for a in attrs.into_iter().flat_map(|a| a.split(',')) {
            let (on, name) = match a.as_bytes().first() {
                Some(b'+') => (true, &a[1..]),
                Some(b'-') => (false, &a[1..]),
                _ => (true, a),
            };
            match name {
                "divrem32" => self.int_divrem32 = on,
                "multi_indirect_byte_regioning" => self.multi_indirect_byte = on,
                "feature_has_efficient_simd32" => self.efficient_simd32 = on,
                "addr_register_size_32" => self.addr_reg_elems = if on { 32 } else { 16 },
                _ => {}
            }
        }
        self
    }

    /// The kernel register counts (`NumGRF`) the platform offers
    /// (`GenXSubtarget::getSupportedGRFSizes`); platforms before XeHPG
    /// only the default 128.
    pub fn supported_grf_sizes(&self) -> &'static [u32] {
        match self.name {
            "XeHPG" | "XeLPG" | "XeLPGPlus" | "XeHPC" | "XeHPCVG" | "Xe2" => &[128, 256],
            "Xe3" => &[32, 64, 96, 128, 160, 192, 256],
            "Xe3P" => &[32, 64, 96, 128, 160, 192, 256, 512],
            "Xe3PLPG" => &[32, 64, 96, 128, 160, 192, 256, 320, 448, 512],
            _ => &[128],
        }
    }

    /// The GRF facts baling reads on this platform: the widest execution
    /// size is 32 and an operand spans at most two GRFs on every platform
    /// (`GenXSubtarget`), so only the GRF size differs.
    pub fn grf(&self) -> Grf {
        Grf {
            bytes: self.grf_bytes,
            ..Grf::default()
        }
    }
}

impl Default for Platform {
    /// IGC's lit tests' most common platform.
    fn default() -> Self {
        Platform::by_name("XeHPG").expect("XeHPG is a processor")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grf_size_follows_the_processor() {
        assert_eq!(Platform::by_name("XeLP").unwrap().grf_bytes, 32);
        assert_eq!(Platform::by_name("Xe2").unwrap().grf_bytes, 64);
        assert_eq!(Platform::by_name("XeHPC").unwrap().grf().bytes, 64);
        assert!(Platform::by_name("xe2").is_none());
    }

    #[test]
    fn features_follow_genx_td_and_mattr() {
        let lp = Platform::by_name("XeLP").unwrap();
        assert!(lp.fused_eu && lp.multi_indirect_byte && lp.int_divrem32);
        let hpc = Platform::by_name("XeHPC").unwrap();
        assert!(!hpc.fused_eu && !hpc.multi_indirect_byte && !hpc.int_divrem32);
        assert!(hpc.with_attrs(["+divrem32"]).int_divrem32);
        assert!(!lp.with_attrs(["-divrem32"]).int_divrem32);
        assert!(Platform::by_name("Xe3PLPG").unwrap().efficient_simd32);
        assert!(!Platform::by_name("Xe3P").unwrap().efficient_simd32);
        assert_eq!(Platform::by_name("Xe3P").unwrap().addr_reg_elems, 32);
    }
}
