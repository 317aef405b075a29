//! The cost tables of a target, one struct per TOML table.

use std::collections::BTreeMap;
use std::fmt;

use serde::de::{self, MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use lanes_ir::Operation;

use crate::kinds::{ROWS, ScalarKind, parse_row, row_keys};
use crate::limits::de as lim;

/// Implements by-name access to the plain `u32` fields of a table, for the
/// live-editing setters and their error messages.
macro_rules! u32_fields {
    ($ty:ty { $($field:ident),* $(,)? }) => {
        impl $ty {
            /// Names of the settable fields, in TOML order.
            pub const FIELDS: &'static [&'static str] = &[$(stringify!($field)),*];

            /// The value of a field by its TOML name.
            pub fn field(&self, name: &str) -> Option<u32> {
                match name {
                    $(stringify!($field) => Some(self.$field),)*
                    _ => None,
                }
            }

            pub(crate) fn field_mut(&mut self, name: &str) -> Option<&mut u32> {
                match name {
                    $(stringify!($field) => Some(&mut self.$field),)*
                    _ => None,
                }
            }
        }
    };
}

fn is_zero(v: &u32) -> bool {
    *v == 0
}

/// Vector register facts: what limits the vectorization factor.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VectorFacts {
    /// Width of one vector register in bits.
    #[serde(deserialize_with = "lim::register_bits")]
    pub register_bits: u32,
    /// Largest VF considered; the candidates are the powers of two from 2 up
    /// to this.
    #[serde(deserialize_with = "lim::max_vf")]
    pub max_vf: u32,
    /// Number of architectural vector registers (for register pressure).
    #[serde(deserialize_with = "lim::registers")]
    pub registers: u32,
    /// Number of general-purpose registers: scalar values of a vector loop
    /// (uniform values, addresses, the loop counter) live there.
    #[serde(
        default = "default_scalar_registers",
        deserialize_with = "lim::registers"
    )]
    pub scalar_registers: u32,
    /// Largest interleave count (unroll of the vector loop) the target
    /// wants (LLVM's `getMaxInterleaveFactor`: 4 with AVX, 2 with SSE).
    #[serde(default = "one", deserialize_with = "lim::max_interleave")]
    pub max_interleave: u32,
    /// Operations without a vector instruction on this target (division,
    /// `sin`, ...): the vector form runs lane by lane, so their `arith`
    /// entries (per full register, like every entry) are charged for the
    /// lanes a VF uses, not for whole registers.
    #[serde(
        default,
        deserialize_with = "opcodes",
        serialize_with = "opcode_names",
        skip_serializing_if = "Vec::is_empty"
    )]
    pub scalarized: Vec<Operation>,
    /// The x86 instruction-set level whose LLVM 14 costs of casts and
    /// divisions ([`crate::x86`]) apply to this target; absent for targets
    /// that are not x86 (or whose own tables should be used throughout).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub isa: Option<crate::x86::Isa>,
}

fn opcodes<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Operation>, D::Error> {
    Vec::<String>::deserialize(d)?
        .iter()
        .map(|s| {
            parse_row(s).ok_or_else(|| {
                de::Error::custom(format!(
                    "unknown opcode `{s}`, expected one of {}",
                    quoted_list(row_keys())
                ))
            })
        })
        .collect()
}

fn opcode_names<S: Serializer>(ops: &[Operation], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(ops.iter().map(|o| o.name()))
}

u32_fields!(VectorFacts {
    register_bits,
    max_vf,
    registers,
    scalar_registers,
    max_interleave
});

fn default_scalar_registers() -> u32 {
    16
}

fn one() -> u32 {
    1
}

impl VectorFacts {
    /// Candidate VFs: powers of two from 2 up to `max_vf`.
    pub fn candidate_vfs(&self) -> Vec<u32> {
        std::iter::successors(Some(2u32), |&vf| vf.checked_mul(2))
            .take_while(|&vf| vf <= self.max_vf)
            .collect()
    }

    /// The cost of `per_register` for an operation on `vf` lanes of
    /// `elem_bits`: whole registers, or for a [`VectorFacts::scalarized`]
    /// operation the share of a register's lanes the VF uses (rounded up).
    pub fn op_cost(&self, op: Operation, per_register: u32, vf: u32, elem_bits: u32) -> u32 {
        if self.is_scalarized(op) {
            let lanes = self.lanes_per_register(elem_bits.max(8));
            (per_register * vf).div_ceil(lanes)
        } else {
            per_register * self.registers_for(vf, elem_bits)
        }
    }

    /// Whether `op` has no vector instruction on the target
    /// ([`VectorFacts::scalarized`]).
    pub fn is_scalarized(&self, op: Operation) -> bool {
        self.scalarized.contains(&op)
    }

    /// Lanes of `elem_bits`-wide elements in one register (at least 1).
    pub fn lanes_per_register(&self, elem_bits: u32) -> u32 {
        (self.register_bits / elem_bits.max(1)).max(1)
    }

    /// Registers needed to hold `vf` elements of `elem_bits` bits (at least
    /// 1): the factor the per-register costs are multiplied by. `i1` lanes
    /// are counted as bytes, as masks are held in byte-or-wider lanes.
    pub fn registers_for(&self, vf: u32, elem_bits: u32) -> u32 {
        let bits = u64::from(vf) * u64::from(elem_bits.max(8));
        bits.div_ceil(u64::from(self.register_bits.max(1))).max(1) as u32
    }
}

/// Costs of one opcode by element kind; unset kinds fall back to `default`,
/// then to the table default.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct OpCosts {
    #[serde(
        deserialize_with = "lim::opt_cost",
        skip_serializing_if = "Option::is_none"
    )]
    pub default: Option<u32>,
    #[serde(
        deserialize_with = "lim::opt_cost",
        skip_serializing_if = "Option::is_none"
    )]
    pub i1: Option<u32>,
    #[serde(
        deserialize_with = "lim::opt_cost",
        skip_serializing_if = "Option::is_none"
    )]
    pub i8: Option<u32>,
    #[serde(
        deserialize_with = "lim::opt_cost",
        skip_serializing_if = "Option::is_none"
    )]
    pub i16: Option<u32>,
    #[serde(
        deserialize_with = "lim::opt_cost",
        skip_serializing_if = "Option::is_none"
    )]
    pub i32: Option<u32>,
    #[serde(
        deserialize_with = "lim::opt_cost",
        skip_serializing_if = "Option::is_none"
    )]
    pub i64: Option<u32>,
    #[serde(
        deserialize_with = "lim::opt_cost",
        skip_serializing_if = "Option::is_none"
    )]
    pub f32: Option<u32>,
    #[serde(
        deserialize_with = "lim::opt_cost",
        skip_serializing_if = "Option::is_none"
    )]
    pub f64: Option<u32>,
}

impl OpCosts {
    /// Column names: `default` and the element kinds.
    pub const KEYS: &'static [&'static str] =
        &["default", "i1", "i8", "i16", "i32", "i64", "f32", "f64"];

    pub fn get(&self, kind: ScalarKind) -> Option<u32> {
        match kind {
            ScalarKind::I1 => self.i1,
            ScalarKind::I8 => self.i8,
            ScalarKind::I16 => self.i16,
            ScalarKind::I32 => self.i32,
            ScalarKind::I64 => self.i64,
            ScalarKind::F32 => self.f32,
            ScalarKind::F64 => self.f64,
        }
        .or(self.default)
    }

    pub(crate) fn slot_mut(&mut self, key: &str) -> Option<&mut Option<u32>> {
        Some(match key {
            "default" => &mut self.default,
            "i1" => &mut self.i1,
            "i8" => &mut self.i8,
            "i16" => &mut self.i16,
            "i32" => &mut self.i32,
            "i64" => &mut self.i64,
            "f32" => &mut self.f32,
            "f64" => &mut self.f64,
            _ => return None,
        })
    }

    /// `(column, cost)` for every set column, in [`OpCosts::KEYS`] order.
    pub fn entries(&self) -> Vec<(&'static str, u32)> {
        let cols = [
            self.default,
            self.i1,
            self.i8,
            self.i16,
            self.i32,
            self.i64,
            self.f32,
            self.f64,
        ];
        Self::KEYS
            .iter()
            .zip(cols)
            .filter_map(|(k, v)| v.map(|v| (*k, v)))
            .collect()
    }
}

/// A table of per-opcode costs with a default, written in TOML as
/// `default = N` plus one `opcode = { i32 = N, f64 = M, default = K }` entry
/// per costed opcode (a row of [`ROWS`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct OpTable {
    /// Cost of any opcode or kind without an entry.
    pub default: u32,
    /// Only operations of [`ROWS`] have columns.
    pub(crate) ops: BTreeMap<Operation, OpCosts>,
}

impl OpTable {
    /// The cost of `op` on `elem`: the operation's entry for the kind, the
    /// operation's default, or the table default.
    pub fn get(&self, op: Operation, elem: ScalarKind) -> u32 {
        self.entry(op, elem).unwrap_or(self.default)
    }

    /// The cost the table itself writes for `op` on `elem` (the kind's
    /// column or the operation's `default`), `None` where only the table
    /// default applies: what a written entry overrides.
    pub fn entry(&self, op: Operation, elem: ScalarKind) -> Option<u32> {
        self.column(op).and_then(|c| c.get(elem))
    }

    /// The column of `op`, if the table writes one.
    pub fn column(&self, op: Operation) -> Option<&OpCosts> {
        self.ops.get(&op)
    }

    /// The written columns, in [`ROWS`] order (the order of the TOML).
    pub fn columns(&self) -> impl Iterator<Item = (Operation, &OpCosts)> {
        ROWS.iter()
            .filter_map(|&op| self.ops.get(&op).map(|c| (op, c)))
    }
}

impl Serialize for OpTable {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(1 + self.ops.len()))?;
        map.serialize_entry("default", &self.default)?;
        for (op, costs) in self.columns() {
            map.serialize_entry(op.name(), costs)?;
        }
        map.end()
    }
}

/// A key of an [`OpTable`]; unknown keys fail while the key itself is being
/// deserialized, so that the error carries the key's position.
enum OpTableKey {
    Default,
    Op(Operation),
}

impl<'de> Deserialize<'de> for OpTableKey {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct KeyVisitor;
        impl Visitor<'_> for KeyVisitor {
            type Value = OpTableKey;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("`default` or an opcode name")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<OpTableKey, E> {
                if v == "default" {
                    return Ok(OpTableKey::Default);
                }
                parse_row(v).map(OpTableKey::Op).ok_or_else(|| {
                    E::custom(format!(
                        "unknown opcode `{v}`, expected `default` or one of {}",
                        quoted_list(row_keys())
                    ))
                })
            }
        }
        d.deserialize_str(KeyVisitor)
    }
}

impl<'de> Deserialize<'de> for OpTable {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct TableVisitor;
        impl<'de> Visitor<'de> for TableVisitor {
            type Value = OpTable;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a table of opcode costs")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<OpTable, A::Error> {
                let mut table = OpTable::default();
                let mut default = None;
                while let Some(key) = map.next_key::<OpTableKey>()? {
                    match key {
                        OpTableKey::Default => {
                            if default.is_some() {
                                return Err(de::Error::duplicate_field("default"));
                            }
                            default = Some(map.next_value::<lim::Cost>()?.0);
                        }
                        OpTableKey::Op(op) => {
                            let costs = map.next_value::<OpCosts>()?;
                            if table.ops.insert(op, costs).is_some() {
                                return Err(de::Error::custom(format!("duplicate opcode `{op}`")));
                            }
                        }
                    }
                }
                table.default = default.ok_or_else(|| de::Error::missing_field("default"))?;
                Ok(table)
            }
        }
        d.deserialize_map(TableVisitor)
    }
}

pub(crate) fn quoted_list<'a>(names: impl IntoIterator<Item = &'a str>) -> String {
    names
        .into_iter()
        .map(|n| format!("`{n}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Arithmetic costs per vector-register operation, by opcode and element
/// kind. Casts are keyed by their destination kind.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ArithCosts {
    pub table: OpTable,
}

impl ArithCosts {
    /// Cost of one vector-register `opcode` on `elem` lanes; the caller
    /// multiplies by [`VectorFacts::registers_for`].
    pub fn cost(&self, op: Operation, elem: ScalarKind) -> u32 {
        self.table.get(op, elem)
    }
}

/// Memory access costs.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MemoryCosts {
    /// Unit-stride (consecutive) vector load, per register.
    #[serde(deserialize_with = "lim::cost")]
    pub load: u32,
    /// Unit-stride vector store, per register.
    #[serde(deserialize_with = "lim::cost")]
    pub store: u32,
    /// Masked unit-stride load, per register.
    #[serde(deserialize_with = "lim::cost")]
    pub masked_load: u32,
    /// Masked unit-stride store, per register.
    #[serde(deserialize_with = "lim::cost")]
    pub masked_store: u32,
    /// Gather, per lane.
    #[serde(deserialize_with = "lim::cost")]
    pub gather_per_lane: u32,
    /// Scatter, per lane.
    #[serde(deserialize_with = "lim::cost")]
    pub scatter_per_lane: u32,
    /// One scalar load.
    #[serde(deserialize_with = "lim::cost")]
    pub scalar_load: u32,
    /// One scalar store.
    #[serde(deserialize_with = "lim::cost")]
    pub scalar_store: u32,
    /// Load from a uniform address, broadcast to all lanes.
    #[serde(deserialize_with = "lim::cost")]
    pub uniform_load: u32,
    /// Store of one lane (the last) to a uniform address.
    #[serde(deserialize_with = "lim::cost")]
    pub uniform_store: u32,
    /// Narrowest element (bits) with a native masked load/store (AVX2's
    /// `vmaskmov`: 32). Narrower masked accesses are emulated lane by lane:
    /// extract the mask bit, branch, scalar access, insert. 0: all widths;
    /// above 64 (SSE): none.
    #[serde(
        default,
        deserialize_with = "lim::masked_min_bits",
        skip_serializing_if = "is_zero"
    )]
    pub masked_min_bits: u32,
    /// Address computation of one lane of a scalarized access whose address
    /// is neither affine nor strided (an indexed access), as LLVM's
    /// `getAddressComputationCost` prices it for a vector of pointers (X86
    /// before AVX2: 10, to hide the extra micro-ops). 0: free.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub address_indexed: u32,
    /// The same for a strided access whose stride is not a compile-time
    /// constant (X86 before AVX2: 1, one extra add).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub address_variable_stride: u32,
}

u32_fields!(MemoryCosts {
    load,
    store,
    masked_load,
    masked_store,
    gather_per_lane,
    scatter_per_lane,
    scalar_load,
    scalar_store,
    uniform_load,
    uniform_store,
    masked_min_bits,
    address_indexed,
    address_variable_stride,
});

/// Costs of scalar code: the scalar loop the vectorizer compares against,
/// replicated (scalarized) recipes, and moving lanes in and out of vectors.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScalarCosts {
    /// Inserting one scalar into a vector lane.
    #[serde(deserialize_with = "lim::cost")]
    pub insert_element: u32,
    /// Extracting one lane into a scalar.
    #[serde(deserialize_with = "lim::cost")]
    pub extract_element: u32,
    /// A branch: the scalar loop's, and the one around a predicated
    /// scalarized lane (X86: 0, branches are assumed predicted).
    #[serde(deserialize_with = "lim::cost")]
    pub branch: u32,
    /// Lanes move in and out of vectors within subvectors of this many bits
    /// (X86: 128, `pinsr`/`pextr`/`insertps` reach only an `xmm`). With it,
    /// LLVM's X86 rules apply (`X86TTIImpl::getVectorInstrCost` and
    /// `getScalarizationOverhead`): lane 0 of a subvector holds a
    /// floating-point scalar already (free), a lane of an upper subvector
    /// also pays [`ScalarCosts::subvector_move`] to extract that subvector
    /// (and twice, for inserts, to put it back), and a whole vector built
    /// lane by lane pays one insert per element plus one subvector insert
    /// per subvector. 0: every lane costs `insert_element` /
    /// `extract_element`.
    #[serde(
        default,
        skip_serializing_if = "is_zero",
        deserialize_with = "lim::subvector_bits"
    )]
    pub subvector_bits: u32,
    /// Extracting or inserting one subvector (`vextractf128` /
    /// `vinsertf128`).
    #[serde(
        default,
        skip_serializing_if = "is_zero",
        deserialize_with = "lim::cost"
    )]
    pub subvector_move: u32,
    /// Scalar operation costs by opcode and kind.
    pub ops: OpTable,
}

u32_fields!(ScalarCosts {
    insert_element,
    extract_element,
    branch,
    subvector_bits,
    subvector_move
});

impl ScalarCosts {
    /// Cost of one scalar `opcode` on `elem`.
    pub fn op_cost(&self, op: Operation, elem: ScalarKind) -> u32 {
        self.ops.get(op, elem)
    }

    /// Cost of building (`insert`) and/or taking apart (`extract`) a vector
    /// of `lanes` lanes element by element.
    pub fn scalarization_overhead(&self, lanes: u32, insert: bool, extract: bool) -> u32 {
        lanes
            * (u32::from(insert) * self.insert_element + u32::from(extract) * self.extract_element)
    }
}

/// Horizontal reduction costs: the cost of one halving step (shuffle plus
/// operation) on one register, by opcode and kind.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ReductionCosts {
    pub table: OpTable,
}

impl ReductionCosts {
    /// Cost of one halving step.
    pub fn step_cost(&self, op: Operation, elem: ScalarKind) -> u32 {
        self.table.get(op, elem)
    }

    /// Cost of reducing one register of `lanes` lanes to a scalar:
    /// `log2(lanes)` halving steps. Combining several registers first is
    /// `registers - 1` ordinary vector operations, costed by the caller.
    pub fn cost(&self, op: Operation, elem: ScalarKind, lanes: u32) -> u32 {
        let steps = lanes.max(1).next_power_of_two().trailing_zeros();
        steps * self.step_cost(op, elem)
    }
}

/// GenX register-file facts.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GenxFacts {
    /// Bytes in one general register (GRF).
    #[serde(
        default = "GenxFacts::default_grf_bytes",
        deserialize_with = "lim::grf_bytes"
    )]
    pub grf_bytes: u32,
    /// Number of GRFs.
    #[serde(
        default = "GenxFacts::default_num_grfs",
        deserialize_with = "lim::num_grfs"
    )]
    pub num_grfs: u32,
    /// Number of address registers (for indirect regions).
    #[serde(
        default = "GenxFacts::default_address_registers",
        deserialize_with = "lim::address_registers"
    )]
    pub address_registers: u32,
    /// Largest execution size of one instruction.
    #[serde(
        default = "GenxFacts::default_max_exec_size",
        deserialize_with = "lim::max_exec_size"
    )]
    pub max_exec_size: u32,
    /// Most GRFs one region operand may span.
    #[serde(
        default = "GenxFacts::default_max_operand_grfs",
        deserialize_with = "lim::max_operand_grfs"
    )]
    pub max_operand_grfs: u32,
}

u32_fields!(GenxFacts {
    grf_bytes,
    num_grfs,
    address_registers,
    max_exec_size,
    max_operand_grfs,
});

impl GenxFacts {
    fn default_grf_bytes() -> u32 {
        32
    }
    fn default_num_grfs() -> u32 {
        128
    }
    fn default_address_registers() -> u32 {
        16
    }
    fn default_max_exec_size() -> u32 {
        32
    }
    fn default_max_operand_grfs() -> u32 {
        2
    }
}

impl Default for GenxFacts {
    fn default() -> Self {
        GenxFacts {
            grf_bytes: Self::default_grf_bytes(),
            num_grfs: Self::default_num_grfs(),
            address_registers: Self::default_address_registers(),
            max_exec_size: Self::default_max_exec_size(),
            max_operand_grfs: Self::default_max_operand_grfs(),
        }
    }
}
