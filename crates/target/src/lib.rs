//! Target descriptions: the cost tables the vectorizer and the OptVLS client
//! price their choices with, and the GenX register-file facts.
//!
//! A target is a TOML file with one table per concern (`vector`, `arith`,
//! `memory`, `shuffle`, `scalar`, `reduction`, `genx`). Each table is its own
//! struct so that a database can store each in its own input field: a query
//! that reads only memory costs is then not invalidated by an edit to the
//! shuffle costs.
//!
//! All costs are unitless integers in the spirit of LLVM's reciprocal
//! throughput costs. Vector arithmetic and memory costs are per vector
//! register; the caller multiplies by [`VectorFacts::registers_for`] (or,
//! for operations the target runs lane by lane, by the share of a
//! register's lanes the VF uses: [`VectorFacts::op_cost`]).
//!
//! # Schema
//!
//! ```toml
//! name = "avx2"
//! description = "x86-64 with AVX2"          # optional
//!
//! [vector]
//! register_bits = 256      # power of two
//! max_vf = 32              # candidate VFs: 2, 4, ..., max_vf
//! registers = 16
//! scalarized = ["udiv", "sin"]  # optional: no vector instruction, costed per lane
//! isa = "avx2"            # optional: sse2, sse4.2, avx2 or avx512f; the
//!                          # level of LLVM 14's x86 cast and division costs
//!                          # ([`x86`]); absent for other targets
//!
//! [arith]                  # per vector-register operation
//! default = 1              # any opcode / kind without an entry
//! fdiv = { f32 = 14, f64 = 28 }             # columns: default i1 i8 i16 i32 i64 f32 f64
//! sdiv = { default = 160, i64 = 80 }        # casts are keyed by the destination kind
//!
//! [memory]
//! load = 1                 # unit stride, per register (also store)
//! masked_load = 2          # per register (also masked_store)
//! gather_per_lane = 4      # per lane (also scatter_per_lane)
//! scalar_load = 1          # also scalar_store
//! uniform_load = 1         # load + broadcast (also uniform_store)
//! # store, masked_store, scatter_per_lane, scalar_store, uniform_store
//!
//! [shuffle]                # per single-register shuffle, by ShuffleKind
//! identity = 0
//! # extract_subvector insert_subvector broadcast reverse select alternate
//! # unpack single_source_permute two_source_permute
//! overrides = [ { mask = [2, 3, 6, 7], elem_bits = 64, cost = 1 } ]   # optional
//!
//! [scalar]
//! insert_element = 1
//! extract_element = 1
//! branch = 1
//! [scalar.ops]             # scalar operation costs, same shape as [arith]
//! default = 1
//!
//! [reduction]              # one halving step of a horizontal reduction
//! default = 2
//!
//! [genx]                   # optional; these are the defaults
//! grf_bytes = 32
//! num_grfs = 128
//! address_registers = 16
//! max_exec_size = 32
//! max_operand_grfs = 2
//! ```
//!
//! Unknown keys, values of the wrong type and values outside an entry's
//! range ([`limits`]: registers of 8 to 2048 bits, costs of 0 to 10000, ...)
//! are errors that name the file, line and column.

mod edit;
mod emit;
mod error;
pub mod interleaved;
mod kinds;
pub mod limits;
mod shuffle;
mod tables;
pub mod x86;

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

pub use crate::edit::TableId;
pub use crate::error::{Error, Position};
pub use crate::kinds::{ROWS, ScalarKind, parse_row, row_index};
pub use crate::limits::{Limit, MAX_COST, limit};
pub use crate::shuffle::{MaskOverride, ShuffleCosts, ShuffleKind, classify_mask};
pub use crate::tables::{
    ArithCosts, GenxFacts, MemoryCosts, OpCosts, OpTable, ReductionCosts, ScalarCosts, VectorFacts,
};

/// A complete target description.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TargetDesc {
    /// Short name (`avx2`), shown in reports.
    pub name: String,
    /// One line for humans.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
    pub vector: VectorFacts,
    pub arith: ArithCosts,
    pub memory: MemoryCosts,
    pub shuffle: ShuffleCosts,
    pub scalar: ScalarCosts,
    pub reduction: ReductionCosts,
    /// Optional in the TOML: x86 targets leave it at the defaults.
    #[serde(default)]
    pub genx: GenxFacts,
}

impl TargetDesc {
    /// Parses a target from TOML text; `file` names the source in errors.
    pub fn from_toml(text: &str, file: &str) -> Result<TargetDesc, Error> {
        toml::from_str(text).map_err(|e| Error::from_toml(&e, text, file))
    }

    /// Writes the target as TOML that [`TargetDesc::from_toml`] reads back
    /// to an equal value (comments of the original are not kept).
    pub fn to_toml(&self) -> String {
        emit::to_toml(self)
    }

    /// Checks every entry against its range ([`limits`]), for descriptions
    /// built in code rather than read from TOML (which checks as it reads).
    pub fn validate(&self) -> Result<(), Error> {
        let check = |path: &str, v: u32| {
            let l = limits::limit(path);
            if l.contains(v) {
                Ok(())
            } else {
                Err(Error::msg(format!("`{path}` must be {l}, not {v}")))
            }
        };
        let fields = |table: &str, names: &[&str], get: &dyn Fn(&str) -> Option<u32>| {
            names
                .iter()
                .try_for_each(|f| check(&format!("{table}.{f}"), get(f).unwrap_or(0)))
        };
        fields("vector", VectorFacts::FIELDS, &|k| self.vector.field(k))?;
        fields("memory", MemoryCosts::FIELDS, &|k| self.memory.field(k))?;
        fields("scalar", ScalarCosts::FIELDS, &|k| self.scalar.field(k))?;
        fields("genx", GenxFacts::FIELDS, &|k| self.genx.field(k))?;
        for (table, t) in [
            ("arith", &self.arith.table),
            ("scalar.ops", &self.scalar.ops),
            ("reduction", &self.reduction.table),
        ] {
            check(&format!("{table}.default"), t.default)?;
            for (op, costs) in t.columns() {
                for (col, v) in costs.entries() {
                    check(&format!("{table}.{}.{col}", op.name()), v)?;
                }
            }
        }
        for k in ShuffleKind::ALL {
            check(
                &format!("shuffle.{}", k.name()),
                self.shuffle.get(k.name())?,
            )?;
        }
        for o in &self.shuffle.overrides {
            check("shuffle.override", o.cost)?;
            check("shuffle.elem_bits", o.elem_bits)?;
            if o.mask.is_empty() || o.mask.len() > limits::MAX_MASK_LANES {
                return Err(Error::msg(format!(
                    "a shuffle override has a mask of {} lanes: expected 1 to {}",
                    o.mask.len(),
                    limits::MAX_MASK_LANES
                )));
            }
        }
        Ok(())
    }
}

const BUILTIN_SOURCES: [(&str, &str); 5] = [
    ("sse2", include_str!("../../../fixtures/targets/sse2.toml")),
    (
        "sse42",
        include_str!("../../../fixtures/targets/sse42.toml"),
    ),
    ("avx2", include_str!("../../../fixtures/targets/avx2.toml")),
    (
        "avx512",
        include_str!("../../../fixtures/targets/avx512.toml"),
    ),
    ("genx", include_str!("../../../fixtures/targets/genx.toml")),
];

/// The target used when none is given.
pub const DEFAULT_TARGET: &str = "avx2";

/// Names of the built-in targets.
pub fn builtin_names() -> &'static [&'static str] {
    &["sse2", "sse42", "avx2", "avx512", "genx"]
}

/// The TOML text of a built-in target, with its comments.
pub fn builtin_source(name: &str) -> Option<&'static str> {
    BUILTIN_SOURCES
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, src)| *src)
}

/// Each built-in target, parsed when first asked for.
static PARSED: [OnceLock<TargetDesc>; 5] = [const { OnceLock::new() }; 5];

/// The built-in targets' TOML as JSON, in the order of
/// [`BUILTIN_SOURCES`], written by the build script: the TOML parse is
/// about 240 instructions a byte (5.2 M for the four x86 targets a host
/// sets up, 2% of a small report, before any other work starts), the
/// JSON one a small part of that. Empty where the TOML does not parse.
const BUILTIN_JSON: [&str; 5] = [
    include_str!(concat!(env!("OUT_DIR"), "/sse2.json")),
    include_str!(concat!(env!("OUT_DIR"), "/sse42.json")),
    include_str!(concat!(env!("OUT_DIR"), "/avx2.json")),
    include_str!(concat!(env!("OUT_DIR"), "/avx512.json")),
    include_str!(concat!(env!("OUT_DIR"), "/genx.json")),
];

fn parsed_builtin(i: usize) -> &'static TargetDesc {
    PARSED[i]
        .get_or_init(|| serde_json::from_str(BUILTIN_JSON[i]).unwrap_or_else(|_| toml_builtin(i)))
}

/// A built-in target parsed from its TOML: what [`parsed_builtin`] reads
/// from JSON, and the error (file, line, column) if the TOML is bad.
fn toml_builtin(i: usize) -> TargetDesc {
    let (name, src) = BUILTIN_SOURCES[i];
    TargetDesc::from_toml(src, &format!("{name}.toml"))
        .unwrap_or_else(|e| panic!("built-in target does not parse: {e}"))
}

/// A built-in target by name (`sse2`, `sse42`, `avx2`, `avx512`, `genx`).
pub fn builtin(name: &str) -> Option<TargetDesc> {
    let i = BUILTIN_SOURCES.iter().position(|(n, _)| *n == name)?;
    Some(parsed_builtin(i).clone())
}

/// Parses the built-in targets `names` not parsed yet, one thread each,
/// so that [`builtin`] then finds them parsed: a host that sets up
/// several targets at start-up waits for the longest parse, not for
/// their sum. Unknown names are ignored.
pub fn parse_builtins(names: &[&str]) {
    let todo: Vec<usize> = names
        .iter()
        .filter_map(|name| BUILTIN_SOURCES.iter().position(|(n, _)| n == name))
        .filter(|&i| PARSED[i].get().is_none())
        .collect();
    let Some((&first, rest)) = todo.split_first() else {
        return;
    };
    std::thread::scope(|s| {
        for &i in rest {
            s.spawn(move || parsed_builtin(i));
        }
        parsed_builtin(first);
    });
}

/// Loads a target by built-in name or from a TOML file path.
pub fn load(path_or_name: &str) -> Result<TargetDesc, Error> {
    if let Some(t) = builtin(path_or_name) {
        return Ok(t);
    }
    let path = std::path::Path::new(path_or_name);
    let looks_like_path = path.extension().is_some_and(|e| e == "toml")
        || path_or_name.contains(std::path::MAIN_SEPARATOR)
        || path.exists();
    if !looks_like_path {
        return Err(Error::msg(format!(
            "unknown target `{path_or_name}`, expected one of {} or a path to a .toml file",
            tables::quoted_list(builtin_names().iter().copied())
        )));
    }
    let text = std::fs::read_to_string(path).map_err(|e| Error {
        file: Some(path_or_name.to_string()),
        position: None,
        message: format!("cannot read target description: {e}"),
        source_line: None,
    })?;
    TargetDesc::from_toml(&text, path_or_name)
}

#[cfg(test)]
mod tests;

/// The built-in x86 target closest to a function's subtarget, from its
/// `"target-cpu"` and `"target-features"` attributes (LLVM builds each
/// function's subtarget from them, whatever `-mattr` says): AVX-512F →
/// `avx512`, AVX2 (or AVX) → `avx2`, SSE4.1 or SSE4.2 → `sse42`, SSE2 to
/// SSSE3 → `sse2` (plain x86-64, what clang emits without `-march`). A
/// CPU that implies more than the features decides. `None` when neither
/// attribute names anything lanes knows.
pub fn for_function(cpu: Option<&str>, features: Option<&str>) -> Option<&'static str> {
    let by_cpu = cpu.and_then(cpu_target);
    let Some(fs) = features else {
        return by_cpu;
    };
    // The last `+f`/`-f` of a feature wins, as in LLVM's feature strings:
    // one pass over the string records the features read below (the
    // report asks for every function and loop).
    let mut on = [false; FEATURES_READ.len()];
    for f in fs.split(',') {
        let (sign, name) = match f.split_at_checked(1) {
            Some(("+", n)) => (true, n),
            Some(("-", n)) => (false, n),
            _ => continue,
        };
        if let Some(k) = FEATURES_READ.iter().position(|r| *r == name) {
            on[k] = sign;
        }
    }
    let enabled = |name: &str| {
        FEATURES_READ
            .iter()
            .position(|r| *r == name)
            .is_some_and(|k| on[k])
    };
    let by_features = if enabled("avx512f") {
        Some("avx512")
    } else if enabled("avx2") || enabled("avx") {
        Some("avx2")
    } else if enabled("sse4.2") || enabled("sse4.1") {
        Some("sse42")
    } else if ["ssse3", "sse3", "sse2"].iter().any(|f| enabled(f)) {
        Some("sse2")
    } else {
        None
    };
    // The wider of the two.
    let rank = |t: Option<&str>| X86_LEVELS.iter().position(|l| Some(*l) == t);
    match (by_features, by_cpu) {
        (Some(f), Some(c)) if rank(Some(c)) > rank(Some(f)) => Some(c),
        (Some(f), _) => Some(f),
        (None, c) => c,
    }
}

/// The features [`for_function`] reads.
const FEATURES_READ: [&str; 8] = [
    "avx512f", "avx2", "avx", "sse4.2", "sse4.1", "ssse3", "sse3", "sse2",
];

/// The x86 built-ins from narrowest to widest.
const X86_LEVELS: [&str; 4] = ["sse2", "sse42", "avx2", "avx512"];

/// Built-in target of an x86 CPU name (`-mcpu`), by the features LLVM's
/// `X86.td` gives it: SSE4.1 (Penryn) and up is `sse42`; SSE2 to SSSE3
/// (and AMD's SSE4A, which has no SSE4.1) is `sse2`.
fn cpu_target(cpu: &str) -> Option<&'static str> {
    Some(match cpu {
        "skylake-avx512" | "cascadelake" | "cooperlake" | "cannonlake" | "icelake-client"
        | "icelake-server" | "tigerlake" | "sapphirerapids" | "knl" | "knm" | "znver4"
        | "x86-64-v4" => "avx512",
        "haswell" | "broadwell" | "skylake" | "alderlake" | "znver1" | "znver2" | "znver3"
        | "x86-64-v3" | "sandybridge" | "ivybridge" | "btver2" | "bdver1" | "bdver2" | "bdver3"
        | "bdver4" | "core-avx2" | "core-avx-i" | "corei7-avx" => "avx2",
        "x86-64-v2" | "nehalem" | "westmere" | "penryn" | "corei7" | "silvermont" | "slm"
        | "goldmont" | "goldmont-plus" | "tremont" => "sse42",
        "x86-64" | "generic" | "core2" | "nocona" | "pentium4" | "pentium-m" | "prescott"
        | "yonah" | "bonnell" | "atom" | "k8" | "k8-sse3" | "opteron" | "opteron-sse3"
        | "athlon64" | "athlon64-sse3" | "athlon-fx" | "amdfam10" | "barcelona" | "btver1" => {
            "sse2"
        }
        _ => return None,
    })
}
