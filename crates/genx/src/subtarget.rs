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
    /// `FeatureHasLSC`: LSC messages (the gateway is SFID 3, not the
    /// thread spawner's 7).
    pub lsc: bool,
    /// `FeatureEfficient64b`: efficient 64-bit addressing is available.
    pub has_efficient_64b: bool,
    /// `FeatureEfficient64bEnabled` (`-mattr=+efficient_64b_enabled`).
    pub efficient_64b_enabled: bool,
    /// `FeatureHasLSCTyped`: typed LSC messages.
    pub lsc_typed: bool,
    /// `FeatureHasSampler`.
    pub sampler: bool,
    /// `FeatureIEEEDivSqrt`.
    pub ieee_div_sqrt: bool,
    /// `FeatureNoLegacyDataport`.
    pub no_legacy_dataport: bool,
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
const FUSED: u16 = 1;
const MIBYTE: u16 = 2;
const SIMD32: u16 = 4;
const DIVREM: u16 = 8;
const ADDR32: u16 = 16;
const LSC: u16 = 32;
const E64: u16 = 64;
const LSC_TYPED: u16 = 128;
const SAMPLER: u16 = 256;
const IEEE: u16 = 512;
const NO_LEGACY: u16 = 1024;

/// `(name, GRF bytes, features)` of every processor `GenX.td` defines
/// (the features the legalization rules read).
const PROCESSORS: &[(&str, u32, u16)] = &[
    ("generic", 32, 0),
    ("XeLP", 32, FUSED | MIBYTE | DIVREM | SAMPLER),
    ("XeHPG", 32, FUSED | MIBYTE | LSC | SAMPLER),
    ("XeLPG", 32, FUSED | MIBYTE | LSC | SAMPLER),
    ("XeLPGPlus", 32, FUSED | MIBYTE | LSC | SAMPLER),
    ("XeHPC", 64, LSC | IEEE),
    ("XeHPCVG", 64, LSC | IEEE),
    ("Xe2", 64, LSC | LSC_TYPED | SAMPLER | IEEE | NO_LEGACY),
    ("Xe3", 64, LSC | LSC_TYPED | SAMPLER | IEEE | NO_LEGACY),
    (
        "Xe3P",
        64,
        ADDR32 | LSC | E64 | LSC_TYPED | IEEE | NO_LEGACY,
    ),
    (
        "Xe3PLPG",
        64,
        ADDR32 | SIMD32 | LSC | E64 | LSC_TYPED | SAMPLER | IEEE | NO_LEGACY,
    ),
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
                lsc: f & LSC != 0,
                has_efficient_64b: f & E64 != 0,
                efficient_64b_enabled: false,
                lsc_typed: f & LSC_TYPED != 0,
                sampler: f & SAMPLER != 0,
                ieee_div_sqrt: f & IEEE != 0,
                no_legacy_dataport: f & NO_LEGACY != 0,
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
                "feature_has_lsc" => self.lsc = on,
                "efficient_64b" => self.has_efficient_64b = on,
                "efficient_64b_enabled" => self.efficient_64b_enabled = on,
                "feature_has_lsc_typed" => self.lsc_typed = on,
                "feature_has_sampler" => self.sampler = on,
                "ieee_div_sqrt" => self.ieee_div_sqrt = on,
                "no_legacy_dataport" => self.no_legacy_dataport = on,
                _ => {}
            }
        }
        self
    }

    /// `hasEfficient64b`: available and enabled.
    pub fn efficient_64b(&self) -> bool {
        self.has_efficient_64b && self.efficient_64b_enabled
    }

    /// Whether the platform has the subtarget feature IGC's internal
    /// intrinsic descriptions name (`hasLSCMessages`, `hasEfficient64b`,
    /// `hasLSCTypedMessages`, `hasSampler`, `hasIEEEDivSqrt`,
    /// `noLegacyDataport`); `None` for a name not ported.
    pub fn has_feature(&self, name: &str) -> Option<bool> {
        Some(match name {
            "hasLSCMessages" => self.lsc,
            "hasEfficient64b" => self.efficient_64b(),
            "hasLSCTypedMessages" => self.lsc_typed,
            "hasSampler" => self.sampler,
            "hasIEEEDivSqrt" => self.ieee_div_sqrt,
            "noLegacyDataport" => self.no_legacy_dataport,
            _ => return None,
        })
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
