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

/// `(name, GRF bytes)` of every processor `GenX.td` defines.
const PROCESSORS: &[(&str, u32)] = &[
    ("generic", 32),
    ("XeLP", 32),
    ("XeHPG", 32),
    ("XeLPG", 32),
    ("XeLPGPlus", 32),
    ("XeHPC", 64),
    ("XeHPCVG", 64),
    ("Xe2", 64),
    ("Xe3", 64),
    ("Xe3P", 64),
    ("Xe3PLPG", 64),
];

impl Platform {
    /// The processor `-mcpu=name` selects (case as `GenX.td` spells it).
    pub fn by_name(name: &str) -> Option<Platform> {
        PROCESSORS
            .iter()
            .find(|(n, _)| *n == name)
            .map(|&(name, grf_bytes)| Platform { name, grf_bytes })
    }

    /// Every processor name, for error messages.
    pub fn names() -> impl Iterator<Item = &'static str> {
        PROCESSORS.iter().map(|(n, _)| *n)
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
}
