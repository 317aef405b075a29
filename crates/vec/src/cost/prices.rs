//! The cost model's table entries ([`PriceKey`]) and where their values
//! come from ([`Prices`]: the tables, a [`Recorder`] of the entries read,
//! a [`PriceSheet`] of their values), and the price of moving lanes between
//! scalars and vectors ([`LaneMoves`]).

use std::cell::Cell;
use std::fmt;

use lanes_ir::Operation;
use lanes_target::x86::Llvm as X86Llvm;
use lanes_target::{
    ArithCosts, MemoryCosts, OpTable, ReductionCosts, ScalarCosts, ScalarKind, VectorFacts,
};
use rustc_hash::FxHashMap;

/// The tables the cost model reads (never the shuffle table: shuffles are
/// priced by OptVLS through `vls_costs`).
pub struct Tables<'a> {
    pub vector: &'a VectorFacts,
    /// Whose X86 cost model prices casts and integer arithmetic.
    pub llvm: X86Llvm,
    pub arith: &'a ArithCosts,
    pub memory: &'a MemoryCosts,
    pub scalar: &'a ScalarCosts,
    pub reduction: &'a ReductionCosts,
}

/// A memory-table entry.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MemField {
    Load,
    Store,
    MaskedLoad,
    MaskedStore,
    Gather,
    Scatter,
    ScalarLoad,
    ScalarStore,
    UniformLoad,
    UniformStore,
    MaskedMinBits,
    AddressIndexed,
    AddressVariableStride,
}

impl MemField {
    /// The field's name in the memory table (`MemoryCosts::FIELDS`).
    pub fn name(self) -> &'static str {
        match self {
            MemField::Load => "load",
            MemField::Store => "store",
            MemField::MaskedLoad => "masked_load",
            MemField::MaskedStore => "masked_store",
            MemField::Gather => "gather_per_lane",
            MemField::Scatter => "scatter_per_lane",
            MemField::ScalarLoad => "scalar_load",
            MemField::ScalarStore => "scalar_store",
            MemField::UniformLoad => "uniform_load",
            MemField::UniformStore => "uniform_store",
            MemField::MaskedMinBits => "masked_min_bits",
            MemField::AddressIndexed => "address_indexed",
            MemField::AddressVariableStride => "address_variable_stride",
        }
    }

    pub fn of(self, m: &MemoryCosts) -> u32 {
        match self {
            MemField::Load => m.load,
            MemField::Store => m.store,
            MemField::MaskedLoad => m.masked_load,
            MemField::MaskedStore => m.masked_store,
            MemField::Gather => m.gather_per_lane,
            MemField::Scatter => m.scatter_per_lane,
            MemField::ScalarLoad => m.scalar_load,
            MemField::ScalarStore => m.scalar_store,
            MemField::UniformLoad => m.uniform_load,
            MemField::UniformStore => m.uniform_store,
            MemField::MaskedMinBits => m.masked_min_bits,
            MemField::AddressIndexed => m.address_indexed,
            MemField::AddressVariableStride => m.address_variable_stride,
        }
    }
}

/// A scalar-table entry other than an operation.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ScalarField {
    Insert,
    Extract,
    Branch,
    /// The operations' default (calls that are not intrinsics).
    Default,
    SubvectorBits,
    SubvectorMove,
}

impl ScalarField {
    /// The field's name in the scalar table (`ScalarCosts::FIELDS`);
    /// `Default` is the operations' table default, not a field.
    pub fn name(self) -> &'static str {
        match self {
            ScalarField::Insert => "insert_element",
            ScalarField::Extract => "extract_element",
            ScalarField::Branch => "branch",
            ScalarField::Default => "default",
            ScalarField::SubvectorBits => "subvector_bits",
            ScalarField::SubvectorMove => "subvector_move",
        }
    }

    /// The field's value in `s` (0 for `Default`, which is no field).
    pub fn of(self, s: &ScalarCosts) -> u32 {
        match self {
            ScalarField::Insert => s.insert_element,
            ScalarField::Extract => s.extract_element,
            ScalarField::Branch => s.branch,
            ScalarField::Default => 0,
            ScalarField::SubvectorBits => s.subvector_bits,
            ScalarField::SubvectorMove => s.subvector_move,
        }
    }
}

/// One table entry the cost model reads. Entries are VF-independent: the
/// VF only multiplies them, so the entries a loop's plans read are the same
/// at every VF of a plan.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PriceKey {
    Arith(Operation, ScalarKind),
    ArithDefault,
    /// Whether (and what) `arith` writes for the operation: an entry
    /// overrides the x86 tables ([`NO_ENTRY`] when it writes none).
    ArithEntry(Operation, ScalarKind),
    Scalar(Operation, ScalarKind),
    /// As [`PriceKey::ArithEntry`], in `scalar.ops`.
    ScalarEntry(Operation, ScalarKind),
    ScalarField(ScalarField),
    Memory(MemField),
    Reduction(Operation, ScalarKind),
}

/// Which input table a [`PriceKey`] reads.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PriceTable {
    Arith,
    Scalar,
    Memory,
    Reduction,
}

impl PriceKey {
    pub fn table(&self) -> PriceTable {
        match self {
            PriceKey::Arith(..) | PriceKey::ArithDefault | PriceKey::ArithEntry(..) => {
                PriceTable::Arith
            }
            PriceKey::Scalar(..) | PriceKey::ScalarEntry(..) | PriceKey::ScalarField(_) => {
                PriceTable::Scalar
            }
            PriceKey::Memory(_) => PriceTable::Memory,
            PriceKey::Reduction(..) => PriceTable::Reduction,
        }
    }

    /// The entry's value in the tables.
    pub fn value(&self, t: &Tables) -> u32 {
        self.value_in(t)
    }

    /// The entry's value, read from `src` (the tables, or the target's
    /// per-entry inputs): an operation's entry reads that operation's
    /// column and, where the column has no cost for the kind (or the
    /// operation has no row), the table default.
    pub fn value_in(&self, src: &impl EntrySource) -> u32 {
        let op_cost = |table: OpTableId, op: Operation, k: ScalarKind| {
            src.entry(table, op, k)
                .unwrap_or_else(|| src.default(table))
        };
        match *self {
            PriceKey::Arith(op, k) => op_cost(OpTableId::Arith, op, k),
            PriceKey::ArithDefault => src.default(OpTableId::Arith),
            PriceKey::ArithEntry(op, k) => src.entry(OpTableId::Arith, op, k).unwrap_or(NO_ENTRY),
            PriceKey::Scalar(op, k) => op_cost(OpTableId::ScalarOps, op, k),
            PriceKey::ScalarEntry(op, k) => {
                src.entry(OpTableId::ScalarOps, op, k).unwrap_or(NO_ENTRY)
            }
            PriceKey::ScalarField(ScalarField::Default) => src.default(OpTableId::ScalarOps),
            PriceKey::ScalarField(f) => src.scalar_field(f),
            PriceKey::Memory(f) => src.memory(f),
            PriceKey::Reduction(op, k) => op_cost(OpTableId::Reduction, op, k),
        }
    }
}

/// The entry's key in a target description (`arith.fdiv.f64`,
/// `memory.gather_per_lane`); `(as written)` for whether a table writes
/// its own entry.
impl fmt::Display for PriceKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PriceKey::Arith(op, k) => write!(f, "arith.{op}.{k}"),
            PriceKey::ArithDefault => f.write_str("arith.default"),
            PriceKey::ArithEntry(op, k) => write!(f, "arith.{op}.{k} (as written)"),
            PriceKey::Scalar(op, k) => write!(f, "scalar.ops.{op}.{k}"),
            PriceKey::ScalarEntry(op, k) => write!(f, "scalar.ops.{op}.{k} (as written)"),
            PriceKey::ScalarField(ScalarField::Default) => f.write_str("scalar.ops.default"),
            PriceKey::ScalarField(s) => write!(f, "scalar.{}", s.name()),
            PriceKey::Memory(m) => write!(f, "memory.{}", m.name()),
            PriceKey::Reduction(op, k) => write!(f, "reduction.{op}.{k}"),
        }
    }
}

/// The three tables of costs by operation and kind.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum OpTableId {
    Arith,
    /// `scalar.ops`.
    ScalarOps,
    Reduction,
}

/// Where [`PriceKey::value_in`] reads entries: the parts of the tables an
/// entry depends on, so that a store of the tables in parts (one input per
/// operation column) is read only where an entry needs it.
pub trait EntrySource {
    /// What `op`'s column of `table` writes for `kind` (the kind's cost or
    /// the column's default; `None` without either, or for an operation
    /// without a row).
    fn entry(&self, table: OpTableId, op: Operation, kind: ScalarKind) -> Option<u32>;
    /// The default of `table`.
    fn default(&self, table: OpTableId) -> u32;
    fn memory(&self, f: MemField) -> u32;
    /// A scalar-table field (never [`ScalarField::Default`], the
    /// operations' default).
    fn scalar_field(&self, f: ScalarField) -> u32;
}

impl Tables<'_> {
    fn op_table(&self, table: OpTableId) -> &OpTable {
        match table {
            OpTableId::Arith => &self.arith.table,
            OpTableId::ScalarOps => &self.scalar.ops,
            OpTableId::Reduction => &self.reduction.table,
        }
    }
}

impl EntrySource for Tables<'_> {
    fn entry(&self, table: OpTableId, op: Operation, kind: ScalarKind) -> Option<u32> {
        self.op_table(table).entry(op, kind)
    }
    fn default(&self, table: OpTableId) -> u32 {
        self.op_table(table).default
    }
    fn memory(&self, f: MemField) -> u32 {
        f.of(self.memory)
    }
    fn scalar_field(&self, f: ScalarField) -> u32 {
        f.of(self.scalar)
    }
}

/// The value of an [`PriceKey::ArithEntry`] or [`PriceKey::ScalarEntry`]
/// whose table writes no entry (costs are at most [`lanes_target::MAX_COST`]).
pub const NO_ENTRY: u32 = u32::MAX;

fn entry(v: u32) -> Option<u32> {
    (v != NO_ENTRY).then_some(v)
}

/// Where the cost model's table entries come from: the tables themselves,
/// a recorder that lists the entries a plan reads, or a [`PriceSheet`] of
/// those entries' values. Each answers [`Prices::price`]; the other
/// methods name the entries.
pub trait Prices {
    fn vector(&self) -> &VectorFacts;
    /// Whose X86 tables price casts and integer arithmetic on a target
    /// with `vector.isa` (the loop's profile).
    fn x86_llvm(&self) -> X86Llvm;
    /// The value of one entry.
    fn price(&self, key: PriceKey) -> u32;

    fn arith(&self, op: Operation, k: ScalarKind) -> u32 {
        self.price(PriceKey::Arith(op, k))
    }
    fn arith_default(&self) -> u32 {
        self.price(PriceKey::ArithDefault)
    }
    /// The `arith` entry written for `op` on `k` (`None`: the table
    /// default applies).
    fn arith_entry(&self, op: Operation, k: ScalarKind) -> Option<u32> {
        entry(self.price(PriceKey::ArithEntry(op, k)))
    }
    fn scalar_op(&self, op: Operation, k: ScalarKind) -> u32 {
        self.price(PriceKey::Scalar(op, k))
    }
    /// The `scalar.ops` entry written for `op` on `k`.
    fn scalar_entry(&self, op: Operation, k: ScalarKind) -> Option<u32> {
        entry(self.price(PriceKey::ScalarEntry(op, k)))
    }
    fn scalar(&self, f: ScalarField) -> u32 {
        self.price(PriceKey::ScalarField(f))
    }
    fn memory(&self, f: MemField) -> u32 {
        self.price(PriceKey::Memory(f))
    }
    fn reduction_step(&self, op: Operation, k: ScalarKind) -> u32 {
        self.price(PriceKey::Reduction(op, k))
    }
}

impl Prices for Tables<'_> {
    fn vector(&self) -> &VectorFacts {
        self.vector
    }
    fn x86_llvm(&self) -> X86Llvm {
        self.llvm
    }
    fn price(&self, key: PriceKey) -> u32 {
        key.value(self)
    }
}

/// Lists the entries read, answering 1 for each (reads no table; an
/// entry written, so that the table's own entries are recorded too).
pub struct Recorder<'a> {
    pub vector: &'a VectorFacts,
    pub keys: std::cell::RefCell<Vec<PriceKey>>,
}

impl Prices for Recorder<'_> {
    fn vector(&self) -> &VectorFacts {
        self.vector
    }
    /// Either: the X86 tables are no entries, and which prices an
    /// operation does not change the entries read.
    fn x86_llvm(&self) -> X86Llvm {
        X86Llvm::V14
    }
    fn price(&self, key: PriceKey) -> u32 {
        let mut keys = self.keys.borrow_mut();
        if !keys.contains(&key) {
            keys.push(key);
        }
        1
    }
}

/// A price sheet lacks an entry that pricing read: the [`Recorder`] run
/// that listed the loop's entries did not read it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct MissingPrice(pub PriceKey);

impl fmt::Display for MissingPrice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "no price for `{}`: the loop's entries do not list it",
            self.0
        )
    }
}

impl std::error::Error for MissingPrice {}

/// The values of a list of entries, by entry. A read of an entry the
/// sheet lacks answers 0 and is kept: [`PriceSheet::check`] turns it into
/// the error of the whole pricing, so that no price is made of a missing
/// entry.
pub struct PriceSheet<'a> {
    vector: &'a VectorFacts,
    llvm: X86Llvm,
    values: FxHashMap<PriceKey, u32>,
    missing: Cell<Option<PriceKey>>,
}

impl<'a> PriceSheet<'a> {
    /// The sheet of `keys` with `values` (`values[i]` is `keys[i]`'s).
    pub fn new(vector: &'a VectorFacts, llvm: X86Llvm, keys: &[PriceKey], values: &[u32]) -> Self {
        PriceSheet {
            vector,
            llvm,
            values: keys.iter().copied().zip(values.iter().copied()).collect(),
            missing: Cell::new(None),
        }
    }

    /// The value of `key`.
    pub fn get(&self, key: PriceKey) -> Result<u32, MissingPrice> {
        self.values.get(&key).copied().ok_or(MissingPrice(key))
    }

    /// The first entry read that the sheet lacks, if any: the pricing
    /// that read it is no price.
    pub fn check(&self) -> Result<(), MissingPrice> {
        self.missing.get().map_or(Ok(()), |k| Err(MissingPrice(k)))
    }
}

impl Prices for PriceSheet<'_> {
    fn vector(&self) -> &VectorFacts {
        self.vector
    }
    fn x86_llvm(&self) -> X86Llvm {
        self.llvm
    }
    fn price(&self, key: PriceKey) -> u32 {
        self.get(key).unwrap_or_else(|MissingPrice(k)| {
            if self.missing.get().is_none() {
                self.missing.set(Some(k));
            }
            0
        })
    }
}

/// Moving lanes between scalars and vectors: building a vector from
/// scalars (inserts) and taking one apart (extracts), as LLVM 14's X86 cost
/// model prices them when the target sets `scalar.subvector_bits`
/// (`X86TTIImpl::getVectorInstrCost` per lane, `getScalarizationOverhead`
/// for a whole vector), else one `insert_element` / `extract_element` per
/// lane; under the LLVM 22 profile on an x86 level, LLVM 22's extraction
/// rules ([`LaneMoves::extract`], [`LaneMoves::mask_extract`]). Every
/// entry is read on construction, so that the recorded price keys do not
/// depend on values.
pub struct LaneMoves {
    ins: u32,
    ext: u32,
    sub: u32,
    mv: u32,
    reg: u32,
    /// Plain SSE2 (`vector.isa = "sse2"`): under LLVM 14, whole vectors
    /// move by LLVM 14's rules for it ([`lanes_target::x86::lane_moves_cost`]).
    sse2: bool,
    /// The x86 level, under the LLVM 22 profile on a target with
    /// `vector.isa`: LLVM 22's `X86TTIImpl::getScalarizationOverhead`
    /// builds and takes apart vectors by 128-bit lanes and masks with
    /// `movmsk`.
    llvm22: Option<lanes_target::x86::Isa>,
}

impl LaneMoves {
    pub fn read(t: &dyn Prices) -> Self {
        let llvm22 = match t.x86_llvm() {
            X86Llvm::V22 => t.vector().isa,
            X86Llvm::V14 => None,
        };
        LaneMoves {
            llvm22,
            ins: t.scalar(ScalarField::Insert),
            ext: t.scalar(ScalarField::Extract),
            sub: t.scalar(ScalarField::SubvectorBits),
            mv: t.scalar(ScalarField::SubvectorMove),
            reg: t.vector().register_bits.max(8),
            sse2: t.vector().isa == Some(lanes_target::x86::Isa::Sse2),
        }
    }

    /// Under the LLVM 22 profile on an x86 level, LLVM 22's cost of moving
    /// all `vf` lanes of `bits` in or out; on plain SSE2 under LLVM 14,
    /// LLVM 14's (no `pinsrd`/`pextrd` and kin) — both
    /// [`lanes_target::x86::lane_moves_cost`], scaled by the target's
    /// `insert_element` / `extract_element` (1: as LLVM prices it).
    fn x86_moves(&self, insert: bool, vf: u32, bits: u32, fp: bool) -> Option<u32> {
        use lanes_target::ScalarKind as K;
        use lanes_target::x86::{Isa, Llvm};
        let (llvm, isa) = match (self.llvm22, self.sse2) {
            (Some(isa), _) => (Llvm::V22, isa),
            (None, true) => (Llvm::V14, Isa::Sse2),
            (None, false) => return None,
        };
        if !vf.is_power_of_two() || vf > 64 {
            return None;
        }
        let elem = match (fp, bits.max(8)) {
            (true, 32) => K::F32,
            (true, 64) => K::F64,
            (_, 8) => K::I8,
            (_, 16) => K::I16,
            (_, 32) => K::I32,
            (_, 64) => K::I64,
            _ => return None,
        };
        let per = if insert { self.ins } else { self.ext };
        Some(lanes_target::x86::lane_moves_cost(llvm, isa, elem, vf, insert) * per)
    }

    /// The vector after type legalization: (registers, lanes per register,
    /// bits per register). Vectors narrower than a subvector are widened to
    /// one; wider than a register, split into registers.
    fn legal(&self, vf: u32, bits: u32) -> (u32, u32, u32) {
        let bits = bits.max(8);
        let total = vf * bits;
        let (parts, part_bits) = if total >= self.reg {
            (total.div_ceil(self.reg), self.reg)
        } else {
            (1, total.next_power_of_two().max(self.sub.min(self.reg)))
        };
        (parts, (part_bits / bits).max(1), part_bits)
    }

    /// One lane `j` in or out (`getVectorInstrCost` with an index): lane 0
    /// of a subvector already holds a floating-point scalar; a lane of an
    /// upper subvector first extracts the subvector (and inserts it back).
    fn lane(&self, insert: bool, fp: bool, j: u32, lanes: u32, part_bits: u32, bits: u32) -> u32 {
        let mut idx = j % lanes;
        let mut moves = 0;
        if part_bits > self.sub {
            let sub_lanes = (self.sub / bits.max(8)).max(1);
            if idx >= sub_lanes {
                moves = if insert { 2 * self.mv } else { self.mv };
                idx %= sub_lanes;
            }
        }
        if idx == 0 && fp {
            return moves;
        }
        moves + if insert { self.ins } else { self.ext }
    }

    /// Building a vector of `vf` lanes of `bits` from scalars.
    pub fn insert(&self, vf: u32, bits: u32, fp: bool) -> u32 {
        if let Some(c) = self.x86_moves(true, vf, bits, fp) {
            return c;
        }
        if self.sub == 0 {
            return vf * self.ins;
        }
        let (parts, lanes, part_bits) = self.legal(vf, bits);
        if fp && bits == 64 {
            // No direct insert of a double: one unpack per lane beyond the
            // first of each register.
            return (lanes.min(vf.next_power_of_two()) - 1) * parts * self.ins;
        }
        if part_bits <= self.sub {
            return (0..vf)
                .map(|j| self.lane(true, fp, j, lanes, part_bits, bits))
                .sum();
        }
        // Wider than a subvector: each subvector is built with direct
        // inserts, then put in place (one subvector insert each); lane 0 of
        // a subvector of floats is free.
        let chunks = part_bits / self.sub * parts;
        let per_chunk = (self.sub / bits.max(8)).max(1);
        let free = if fp {
            vf.div_ceil(per_chunk) * self.ins
        } else {
            0
        };
        (chunks * self.mv + vf * self.ins).saturating_sub(free)
    }

    /// Taking a vector of `vf` lanes of `bits` apart, lane by lane. LLVM
    /// 14 moves the upper subvector down once per lane in it; LLVM 22 once
    /// per subvector (`getScalarizationOverhead` with `Extract`: one
    /// `SK_ExtractSubvector` per 128-bit lane holding a demanded element,
    /// free for the first of each register, then the elements of that
    /// 128-bit vector).
    pub fn extract(&self, vf: u32, bits: u32, fp: bool) -> u32 {
        if let Some(c) = self.x86_moves(false, vf, bits, fp) {
            return c;
        }
        if self.sub == 0 {
            return vf * self.ext;
        }
        let (_, lanes, part_bits) = self.legal(vf, bits);
        if self.llvm22.is_some() && part_bits > self.sub {
            let per_sub = (self.sub / bits.max(8)).max(1);
            let subs_per_reg = part_bits / self.sub;
            let moves = (0..vf.div_ceil(per_sub))
                .filter(|s| s % subs_per_reg != 0)
                .count() as u32
                * self.mv;
            return moves
                + (0..vf)
                    .map(|j| self.lane(false, fp, j, per_sub, self.sub, bits))
                    .sum::<u32>();
        }
        (0..vf)
            .map(|j| self.lane(false, fp, j, lanes, part_bits, bits))
            .sum()
    }

    /// Extracting every lane of a `vf`-lane mask (`<VF x i1>`, whose lanes
    /// are promoted to fill a subvector). Under LLVM 22 below AVX-512 one
    /// `movmsk` takes out up to 32 lanes (AVX2) or 16 (SSE), then bits are
    /// tested in a scalar register (`getScalarizationOverhead` of a `vXi1`,
    /// extract only). From AVX-512F a mask lives in `k` registers of at
    /// most 16 bits, narrower than a 128-bit lane, and LLVM 22 falls back
    /// to `BasicTTIImpl`: one `extractelement` (1) per lane.
    pub fn mask_extract(&self, vf: u32) -> u32 {
        use lanes_target::x86::Isa;
        if let Some(isa) = self.llvm22
            && self.sub > 0
        {
            if isa >= Isa::Avx512F {
                return vf * self.ext;
            }
            let per = if isa >= Isa::Avx2 { 32 } else { 16 };
            return vf.div_ceil(per) * self.ext;
        }
        self.promoted_mask_extract(vf)
    }

    /// Extracting every lane of a `vf`-lane mask promoted to integer lanes
    /// that fill a subvector (the generic lane-by-lane price).
    pub fn promoted_mask_extract(&self, vf: u32) -> u32 {
        let bits = if self.sub > 0 {
            (self.sub / vf.max(1)).max(8)
        } else {
            8
        };
        self.extract(vf, bits, false)
    }
}

#[cfg(test)]
mod tests {
    use lanes_ir::{Opcode, Operation};
    use lanes_target::ScalarKind;

    use super::{MemField, MissingPrice, PriceKey, PriceSheet, Prices, ScalarField};

    /// A sheet answers its entries; a read of another is the error of the
    /// pricing, naming the entry.
    #[test]
    fn a_missing_entry_is_an_error_naming_it() {
        let desc = lanes_target::builtin("avx2").unwrap();
        let fadd = Operation::Inst(Opcode::FAdd);
        let keys = [PriceKey::Arith(fadd, ScalarKind::F32)];
        let sheet = PriceSheet::new(&desc.vector, lanes_target::x86::Llvm::V14, &keys, &[3]);
        assert_eq!(sheet.arith(fadd, ScalarKind::F32), 3);
        assert_eq!(sheet.check(), Ok(()));
        sheet.memory(MemField::Gather);
        sheet.arith(fadd, ScalarKind::F64);
        let err = sheet.check().unwrap_err();
        assert_eq!(err, MissingPrice(PriceKey::Memory(MemField::Gather)));
        assert_eq!(
            err.to_string(),
            "no price for `memory.gather_per_lane`: the loop's entries do not list it"
        );
        assert_eq!(
            MissingPrice(PriceKey::ScalarEntry(fadd, ScalarKind::F64))
                .0
                .to_string(),
            "scalar.ops.fadd.f64 (as written)"
        );
    }

    /// The per-entry inputs are looked up by these names: each must be the
    /// field `MemField::of` and `PriceKey::value` read.
    #[test]
    fn entry_names_are_the_fields_read() {
        let mut desc = lanes_target::builtin("avx2").unwrap();
        for (i, f) in lanes_target::MemoryCosts::FIELDS.iter().enumerate() {
            desc.memory.set(f, i as u32 + 1).unwrap();
        }
        for (i, f) in lanes_target::ScalarCosts::FIELDS.iter().enumerate() {
            desc.scalar.set(f, i as u32 + 1).unwrap();
        }
        use MemField::*;
        for f in [
            Load,
            Store,
            MaskedLoad,
            MaskedStore,
            Gather,
            Scatter,
            ScalarLoad,
            ScalarStore,
            UniformLoad,
            UniformStore,
            MaskedMinBits,
            AddressIndexed,
            AddressVariableStride,
        ] {
            assert_eq!(
                desc.memory.field(f.name()),
                Some(f.of(&desc.memory)),
                "{f:?}"
            );
        }
        let s = &desc.scalar;
        for (f, v) in [
            (ScalarField::Insert, s.insert_element),
            (ScalarField::Extract, s.extract_element),
            (ScalarField::Branch, s.branch),
            (ScalarField::SubvectorBits, s.subvector_bits),
            (ScalarField::SubvectorMove, s.subvector_move),
        ] {
            assert_eq!(s.field(f.name()), Some(v), "{f:?}");
            assert_eq!(f.of(s), v, "{f:?}");
        }
    }
}
