//! LLVM 14's X86 costs of vector casts and integer division, as
//! `opt -passes='print<cost-model>'` reports them (reciprocal throughput).
//!
//! The model follows `X86TTIImpl::getCastInstrCost` and
//! `X86TTIImpl::getArithmeticInstrCost` of LLVM 14.0.6: the per-ISA cost
//! tables (in `llvm14.costs`, looked up in LLVM's order, first on the
//! original types and then on the legalized ones), type legalization
//! (`getTypeLegalizationCost`: promote, widen, split), the
//! `BasicTTIImpl` fallbacks (split a cast in halves, or scalarize it at the
//! insert/extract cost of `X86TTIImpl::getVectorInstrCost` and
//! `getScalarizationOverhead`), and the division rules: powers of two as
//! shifts, constant divisors as multiply sequences, and everything else at
//! 20 × the scalar division per lane.
//!
//! ```
//! use lanes_ir::Opcode;
//! use lanes_target::x86::{self, DivisorKind, Isa, Llvm};
//! use lanes_target::ScalarKind;
//! let isa = Isa::Avx2;
//! assert_eq!(x86::cast_cost(Llvm::V14, isa, Opcode::FPToSI, ScalarKind::F32, ScalarKind::I64, 4), 16);
//! assert_eq!(x86::div_rem_cost(Llvm::V14, isa, Opcode::SDiv, ScalarKind::I64, 4, DivisorKind::UniformConst), 80);
//! ```

use std::fmt;
use std::sync::OnceLock;

use lanes_ir::{Intrinsic, Opcode};
use rustc_hash::FxHashMap;
use serde::{Deserialize, Serialize};

use crate::kinds::ScalarKind;

mod arith;
mod cast;
mod legal;
mod llvm22;

pub use arith::{
    arith_cost, bit_op_cost, cmp_cost, div_rem_cost, fp_arith_cost, fp_intrinsic_cost, is_fp_arith,
    is_int_arith, logical_cost, min_max_cost, pmaddwd_cost, pmuludq_cost, saturating_cost,
    select_cost,
};
pub use cast::{cast_cost, is_cast, load_cast_cost};

/// `llvm`'s cost of building a vector of `lanes` × `elem` from scalars
/// (`insert`) or of taking every lane out of one:
/// `X86TTIImpl::getScalarizationOverhead` with every lane demanded, on
/// top of `getVectorInstrCost`. LLVM 22 moves each upper 128-bit
/// subvector once, not once per element, and builds the first in place. Without SSE4.1 only 16-bit lanes have a
/// direct insert (`pinsrw`): other integers move in with `movd` and are
/// unpacked together, and an integer lane above 0 comes out with `pshufd`
/// + `movd`.
///
/// ```
/// use lanes_target::x86::{self, Isa, Llvm};
/// use lanes_target::ScalarKind;
/// assert_eq!(x86::lane_moves_cost(Llvm::V14, Isa::Sse2, ScalarKind::I32, 4, true), 7);
/// assert_eq!(x86::lane_moves_cost(Llvm::V14, Isa::Sse42, ScalarKind::I32, 4, true), 4);
/// assert_eq!(x86::lane_moves_cost(Llvm::V14, Isa::Sse2, ScalarKind::I32, 4, false), 7);
/// // `<4 x i64>` on AVX2: two `pinsrq` per 128-bit half and one
/// // `vinserti128` (LLVM 14: a subvector move per half and per element).
/// assert_eq!(x86::lane_moves_cost(Llvm::V14, Isa::Avx2, ScalarKind::I64, 4, true), 6);
/// assert_eq!(x86::lane_moves_cost(Llvm::V22, Isa::Avx2, ScalarKind::I64, 4, true), 5);
/// assert_eq!(x86::lane_moves_cost(Llvm::V14, Isa::Avx2, ScalarKind::I64, 4, false), 6);
/// assert_eq!(x86::lane_moves_cost(Llvm::V22, Isa::Avx2, ScalarKind::I64, 4, false), 5);
/// ```
///
/// # Panics
/// On a `lanes` that is not a power of two up to 64.
pub fn lane_moves_cost(llvm: Llvm, isa: Isa, elem: ScalarKind, lanes: u32, insert: bool) -> u32 {
    check_lanes(lanes);
    legal::scalarization_overhead(llvm, isa, Ty::new(elem, lanes), insert, !insert)
}

/// LLVM 22's cost of reversing the `lanes` lanes of `elem` in one vector
/// (`X86TTIImpl::getShuffleCost` with `SK_Reverse`: the reversed wide
/// load or store of a loop counting down). `None` under [`Llvm::V14`]
/// and below AVX2, where the target's own `shuffle.reverse` applies. The
/// vectorizer asks without a mask (`VPWidenMemoryRecipe::computeCost`),
/// so the rows decide, not the mask analysis a `shufflevector` gets.
/// AVX-512F without BW reverses 16- and 8-bit lanes of a 512-bit register
/// in 7 (`AVX512ShuffleTbl`, "per mca"), of a 256-bit one in 2
/// (`AVX2ShuffleTbl`: `vperm2i128` + `pshufb`).
///
/// ```
/// use lanes_target::x86::{self, Isa, Llvm};
/// use lanes_target::ScalarKind;
/// assert_eq!(x86::reverse_cost(Llvm::V22, Isa::Avx512F, ScalarKind::I16, 32), Some(7));
/// assert_eq!(x86::reverse_cost(Llvm::V22, Isa::Avx512F, ScalarKind::I32, 16), Some(1));
/// assert_eq!(x86::reverse_cost(Llvm::V22, Isa::Avx512F, ScalarKind::I16, 16), Some(2));
/// assert_eq!(x86::reverse_cost(Llvm::V22, Isa::Avx512F, ScalarKind::I32, 8), Some(1));
/// assert_eq!(x86::reverse_cost(Llvm::V22, Isa::Avx2, ScalarKind::I16, 32), Some(4));
/// assert_eq!(x86::reverse_cost(Llvm::V14, Isa::Avx2, ScalarKind::I16, 16), None);
/// ```
///
/// # Panics
/// On a `lanes` that is not a power of two up to 64.
pub fn reverse_cost(llvm: Llvm, isa: Isa, elem: ScalarKind, lanes: u32) -> Option<u32> {
    check_lanes(lanes);
    match llvm {
        Llvm::V14 => None,
        Llvm::V22 if !isa.avx2() || elem == ScalarKind::I1 || lanes < 2 => None,
        Llvm::V22 => Some(llvm22::reverse(isa, Ty::new(elem, lanes))),
    }
}

/// LLVM 22's cost of a gather or scatter of `lanes` lanes of `elem` on
/// AVX-512F (`X86TTIImpl::getGatherScatterOpCost` → `getGSVectorCost`),
/// each scalar access costing `scalar_access`; `None` where LLVM has none
/// to use and scalarizes: below AVX-512F (`-mattr=+avx2` has no fast
/// gathers, no scatters), lanes narrower than 32 bits
/// (`isLegalMaskedGatherScatter`), and 2 or 4 lanes without AVX-512VL
/// (`forceScalarizeMaskedGather`). The cost is the overhead of 2
/// (`getGatherOverhead`, `getScatterOverhead`) plus the scalar accesses,
/// per part: the vector splits as its data or its indices do. The
/// indices are 32 bits wide from 16 lanes on when the address is a
/// `getelementptr` with at most one variable index, itself not a 64-bit
/// value unless a `sext` (`index32`: `getIndexSizeInBits`), else 64.
///
/// ```
/// use lanes_target::x86::{self, Isa};
/// use lanes_target::ScalarKind;
/// assert_eq!(x86::gather_scatter_cost(Isa::Avx512F, ScalarKind::F32, 16, true, 1), Some(18));
/// assert_eq!(x86::gather_scatter_cost(Isa::Avx512F, ScalarKind::F32, 16, false, 1), Some(20));
/// assert_eq!(x86::gather_scatter_cost(Isa::Avx512F, ScalarKind::F64, 16, true, 1), Some(20));
/// assert_eq!(x86::gather_scatter_cost(Isa::Avx512F, ScalarKind::I32, 8, true, 1), Some(10));
/// assert_eq!(x86::gather_scatter_cost(Isa::Avx512F, ScalarKind::F32, 32, false, 1), Some(40));
/// assert_eq!(x86::gather_scatter_cost(Isa::Avx512F, ScalarKind::F32, 4, true, 1), None);
/// assert_eq!(x86::gather_scatter_cost(Isa::Avx512F, ScalarKind::I16, 16, true, 1), None);
/// assert_eq!(x86::gather_scatter_cost(Isa::Avx2, ScalarKind::F32, 8, true, 1), None);
/// ```
///
/// # Panics
/// On a `lanes` that is not a power of two up to 64.
pub fn gather_scatter_cost(
    isa: Isa,
    elem: ScalarKind,
    lanes: u32,
    index32: bool,
    scalar_access: u32,
) -> Option<u32> {
    check_lanes(lanes);
    let legal = isa.avx512() && matches!(elem.bits(), 32 | 64) && lanes >= 8;
    legal.then(|| gs_vector(isa, elem, lanes, index32, scalar_access))
}

/// `getGSVectorCost`: split as the wider of the data and the indices.
fn gs_vector(isa: Isa, elem: ScalarKind, lanes: u32, index32: bool, scalar_access: u32) -> u32 {
    let index = if index32 && lanes >= 16 {
        ScalarKind::I32
    } else {
        ScalarKind::I64
    };
    let (index_parts, _) = legal::legalize(isa, Ty::new(index, lanes));
    let (data_parts, _) = legal::legalize(isa, Ty::new(elem, lanes));
    let split = index_parts.max(data_parts);
    if split > 1 {
        return split * gs_vector(isa, elem, lanes / split, index32, scalar_access);
    }
    2 + lanes * scalar_access
}

/// A compare's predicate as X86's compare costs tell them apart
/// (`getCmpSelInstrCost`: the instructions a predicate adds to
/// `pcmpeq`/`pcmpgt`/`cmpps`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpPredicate {
    /// `icmp ne`.
    Ne,
    /// `icmp sge`, `icmp sle`.
    SignedOrEqual,
    /// `icmp ugt`, `icmp ult`.
    UnsignedStrict,
    /// `icmp uge`, `icmp ule`.
    UnsignedOrEqual,
    /// `fcmp one`, `fcmp ueq`.
    OneOrUeq,
    /// Any other predicate (`eq`, `sgt`, `slt`, the other `fcmp`s).
    Other,
}

/// A bit-manipulation intrinsic as LLVM 22's `getIntrinsicInstrCost`
/// tells them apart: `llvm.bswap`, `ctpop`, `ctlz`, `cttz`, and a funnel
/// shift of one value by itself (`llvm.fshl(x, x, n)`: a rotate) and a
/// funnel shift of two values, with the kind of its amount.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BitOp {
    Bswap,
    Ctpop,
    Ctlz,
    Cttz,
    /// `fshl(x, x, n)` (`right`: `fshr`), `n` of this kind.
    Rotate {
        right: bool,
        amount: DivisorKind,
    },
    /// `fshl(x, y, n)` of two values (`right`: `fshr`), `n` of this kind
    /// (`ISD::FSHL`, whose rows `fshr` shares).
    Funnel {
        right: bool,
        amount: DivisorKind,
    },
}

/// A saturating addition or subtraction (`llvm.sadd.sat`, `ssub.sat`,
/// `uadd.sat`, `usub.sat`): LLVM 22's `getIntrinsicInstrCost` has a row
/// per type for each (`ISD::SADDSAT` ... `ISD::USUBSAT`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SatOp {
    SAddSat,
    SSubSat,
    UAddSat,
    USubSat,
}

impl SatOp {
    /// The intrinsic whose base name (`sadd` of `llvm.sadd.sat.i16`) is
    /// `base`.
    pub fn of_base(base: &str) -> Option<SatOp> {
        Some(match base {
            "sadd" => SatOp::SAddSat,
            "ssub" => SatOp::SSubSat,
            "uadd" => SatOp::UAddSat,
            "usub" => SatOp::USubSat,
            _ => return None,
        })
    }
}

/// Whose X86 cost model prices an instruction: LLVM 14.0.6's or LLVM
/// 22.1.8's `X86TTIImpl` (their tables and lookup order differ on about a
/// quarter of the casts and integer operations).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Llvm {
    /// LLVM 14.0.6 (`llvm14.costs`).
    #[default]
    V14,
    /// LLVM 22.1.8 (`llvm22.costs`).
    V22,
}

/// The x86 instruction-set level a cost is computed for: each level has
/// every feature of the ones before it.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Isa {
    /// Plain x86-64 (SSE2).
    Sse2,
    /// `-mattr=+sse4.2` (SSE4.1 and SSE4.2).
    #[serde(rename = "sse4.2")]
    Sse42,
    /// `-mattr=+avx2` (AVX and AVX2).
    #[default]
    Avx2,
    /// `-mattr=+avx512f`: AVX-512 Foundation only (no BW, DQ or VL), with
    /// 512-bit registers in use.
    Avx512F,
}

impl Isa {
    pub const ALL: [Isa; 4] = [Isa::Sse2, Isa::Sse42, Isa::Avx2, Isa::Avx512F];

    /// The TOML value (`sse2`, `sse4.2`, `avx2`, `avx512f`).
    pub fn name(self) -> &'static str {
        match self {
            Isa::Sse2 => "sse2",
            Isa::Sse42 => "sse4.2",
            Isa::Avx2 => "avx2",
            Isa::Avx512F => "avx512f",
        }
    }

    pub fn parse(s: &str) -> Option<Isa> {
        Isa::ALL.into_iter().find(|i| i.name() == s)
    }

    /// The `opt -mattr` value that selects this level (empty for SSE2).
    pub fn mattr(self) -> &'static str {
        match self {
            Isa::Sse2 => "",
            Isa::Sse42 => "+sse4.2",
            Isa::Avx2 => "+avx2",
            Isa::Avx512F => "+avx512f",
        }
    }

    fn sse41(self) -> bool {
        self >= Isa::Sse42
    }
    fn avx(self) -> bool {
        self >= Isa::Avx2
    }
    fn avx2(self) -> bool {
        self >= Isa::Avx2
    }
    fn avx512(self) -> bool {
        self >= Isa::Avx512F
    }
}

impl fmt::Display for Isa {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What is known of a division's divisor (or of the second operand of
/// another integer operation), as LLVM's `OperandValueKind` and
/// `OperandValueProperties` tell it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DivisorKind {
    /// Any value (not a constant).
    Variable,
    /// The same value in every lane, not a constant (a loop-invariant
    /// operand): cheaper for shifts, the same as [`DivisorKind::Variable`]
    /// for divisions.
    UniformVariable,
    /// The same constant in every lane (a splat).
    UniformConst,
    /// The same power-of-two constant in every lane.
    UniformPow2,
    /// Constants that differ between lanes.
    NonUniformConst,
    /// Constants that differ between lanes, each a power of two.
    NonUniformPow2,
}

impl DivisorKind {
    pub const ALL: [DivisorKind; 6] = [
        DivisorKind::Variable,
        DivisorKind::UniformVariable,
        DivisorKind::UniformConst,
        DivisorKind::UniformPow2,
        DivisorKind::NonUniformConst,
        DivisorKind::NonUniformPow2,
    ];

    /// The kind of a constant divisor from its lane values (one value for
    /// a scalar or a splat), as LLVM's `getOperandInfo` classifies it: a
    /// power of two as an unsigned `bits`-bit number (so `INT_MIN` is one
    /// and `-4` is not).
    ///
    /// # Panics
    /// On no values.
    pub fn of_constants(values: &[i64], bits: u32) -> DivisorKind {
        assert!(!values.is_empty(), "a constant divisor has lanes");
        let mask = if bits >= 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        };
        let pow2 = values.iter().all(|&v| (v as u64 & mask).is_power_of_two());
        let uniform = values
            .iter()
            .all(|&v| v as u64 & mask == values[0] as u64 & mask);
        match (uniform, pow2) {
            (true, true) => DivisorKind::UniformPow2,
            (true, false) => DivisorKind::UniformConst,
            (false, true) => DivisorKind::NonUniformPow2,
            (false, false) => DivisorKind::NonUniformConst,
        }
    }

    fn operand(self) -> Operand {
        match self {
            DivisorKind::Variable => Operand::Any,
            DivisorKind::UniformVariable => Operand::Uniform,
            DivisorKind::UniformConst | DivisorKind::UniformPow2 => Operand::UniformConst,
            DivisorKind::NonUniformConst | DivisorKind::NonUniformPow2 => Operand::NonUniformConst,
        }
    }

    fn pow2(self) -> bool {
        matches!(self, DivisorKind::UniformPow2 | DivisorKind::NonUniformPow2)
    }
}

/// `TTI::OperandValueKind` of a second operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Operand {
    Any,
    Uniform,
    UniformConst,
    NonUniformConst,
}

impl Operand {
    fn is_const(self) -> bool {
        matches!(self, Operand::UniformConst | Operand::NonUniformConst)
    }
    fn is_uniform(self) -> bool {
        matches!(self, Operand::Uniform | Operand::UniformConst)
    }
}

/// A scalar (`lanes == 1`) or fixed vector type: LLVM's simple value type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Ty {
    elem: ScalarKind,
    lanes: u32,
}

impl Ty {
    fn new(elem: ScalarKind, lanes: u32) -> Ty {
        Ty { elem, lanes }
    }
    fn is_vector(self) -> bool {
        self.lanes > 1
    }
    fn bits(self) -> u32 {
        self.elem.bits() * self.lanes
    }
    fn scalar(self) -> Ty {
        Ty::new(self.elem, 1)
    }
    fn with_elem(self, elem: ScalarKind) -> Ty {
        Ty::new(elem, self.lanes)
    }
    fn half(self) -> Ty {
        Ty::new(self.elem, self.lanes / 2)
    }

    /// Parses an MVT name (`v4i64`, `f32`); `None` for element types
    /// lanes has no kind for (`f16`, `i128`, ...).
    fn parse(s: &str) -> Option<Ty> {
        let (lanes, elem) = match s.strip_prefix('v') {
            Some(rest) => {
                let digits = rest.chars().take_while(|c| c.is_ascii_digit()).count();
                (rest[..digits].parse().ok()?, &rest[digits..])
            }
            None => (1, s),
        };
        let elem = match elem {
            "i1" => ScalarKind::I1,
            "i8" => ScalarKind::I8,
            "i16" => ScalarKind::I16,
            "i32" => ScalarKind::I32,
            "i64" => ScalarKind::I64,
            "f32" => ScalarKind::F32,
            "f64" => ScalarKind::F64,
            _ => return None,
        };
        Some(Ty::new(elem, lanes))
    }
}

/// The operation of a table row (`ISD` opcodes in LLVM's tables): an
/// instruction's, or a DAG node no instruction maps to alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum RowOp {
    Inst(Opcode),
    /// `ISD::SETCC`: `icmp` and `fcmp`.
    Setcc,
    /// `X86ISD::PMULUDQ`.
    Pmuludq,
    /// An intrinsic's own row (`smin`, ...).
    Intrinsic(Intrinsic),
    /// A bit operation's DAG node (`ISD::BSWAP`, ..., `X86ISD::VROTLI`).
    Bit(BitRow),
    /// `TTI::SK_Reverse`: a shuffle reversing the lanes of one vector.
    Reverse,
    /// A saturating addition or subtraction (`ISD::SADDSAT`, ...).
    Sat(SatOp),
}

/// The DAG nodes of [`BitOp`]s in LLVM's tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum BitRow {
    Bswap,
    Ctpop,
    Ctlz,
    Cttz,
    Rotl,
    Rotr,
    /// `X86ISD::VROTLI`: a rotate by a uniform constant.
    Vrotli,
    /// `ISD::FSHL`: a funnel shift of two values, left or right.
    Fshl,
}

impl RowOp {
    /// The operation of a row's first word (`ashr`, `setcc`, ...).
    fn parse(word: &str) -> Option<RowOp> {
        match word {
            "setcc" => Some(RowOp::Setcc),
            "pmuludq" => Some(RowOp::Pmuludq),
            "bswap" => Some(RowOp::Bit(BitRow::Bswap)),
            "ctpop" => Some(RowOp::Bit(BitRow::Ctpop)),
            "ctlz" => Some(RowOp::Bit(BitRow::Ctlz)),
            "cttz" => Some(RowOp::Bit(BitRow::Cttz)),
            "rotl" => Some(RowOp::Bit(BitRow::Rotl)),
            "rotr" => Some(RowOp::Bit(BitRow::Rotr)),
            "vrotli" => Some(RowOp::Bit(BitRow::Vrotli)),
            "fshl" => Some(RowOp::Bit(BitRow::Fshl)),
            "reverse" => Some(RowOp::Reverse),
            "saddsat" => Some(RowOp::Sat(SatOp::SAddSat)),
            "ssubsat" => Some(RowOp::Sat(SatOp::SSubSat)),
            "uaddsat" => Some(RowOp::Sat(SatOp::UAddSat)),
            "usubsat" => Some(RowOp::Sat(SatOp::USubSat)),
            _ => Opcode::from_keyword(word)
                .map(RowOp::Inst)
                .or_else(|| Intrinsic::from_base_name(word).map(RowOp::Intrinsic)),
        }
    }
}

impl From<Opcode> for RowOp {
    fn from(o: Opcode) -> RowOp {
        RowOp::Inst(o)
    }
}

/// One row of a cost table: `op dst [src] cost`.
#[derive(Clone, Copy, Debug)]
struct Row {
    op: RowOp,
    dst: Ty,
    src: Option<Ty>,
    cost: u32,
}

/// The tables of `llvm14.costs` or `llvm22.costs` by section name
/// (`cast avx2`, ...). Fx-hashed: every row lookup of the cost model
/// finds its table by name first.
fn tables(llvm: Llvm) -> &'static FxHashMap<&'static str, Vec<Row>> {
    static V14: OnceLock<FxHashMap<&'static str, Vec<Row>>> = OnceLock::new();
    static V22: OnceLock<FxHashMap<&'static str, Vec<Row>>> = OnceLock::new();
    match llvm {
        Llvm::V14 => V14.get_or_init(|| parse_tables(include_str!("llvm14.costs"))),
        Llvm::V22 => V22.get_or_init(|| parse_tables(include_str!("llvm22.costs"))),
    }
}

fn parse_tables(source: &'static str) -> FxHashMap<&'static str, Vec<Row>> {
    let mut out: FxHashMap<&'static str, Vec<Row>> = FxHashMap::default();
    let mut section = "";
    for line in source.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            section = name;
            out.entry(section).or_default();
            continue;
        }
        let f: Vec<&'static str> = line.split_whitespace().collect();
        let cost = f.last().and_then(|c| c.parse().ok());
        let op = RowOp::parse(f[0])
            .unwrap_or_else(|| panic!("x86 cost tables: unknown operation in `{line}`"));
        let row = match (f.len(), cost) {
            (3, Some(cost)) => Ty::parse(f[1]).map(|dst| Row {
                op,
                dst,
                src: None,
                cost,
            }),
            (4, Some(cost)) => Ty::parse(f[1]).zip(Ty::parse(f[2])).map(|(dst, src)| Row {
                op,
                dst,
                src: Some(src),
                cost,
            }),
            _ => panic!("x86 cost tables: bad row `{line}`"),
        };
        if let Some(row) = row {
            out.entry(section).or_default().push(row);
        }
    }
    out
}

fn table(llvm: Llvm, name: &str) -> &'static [Row] {
    tables(llvm)
        .get(name)
        .unwrap_or_else(|| panic!("the LLVM {llvm:?} x86 tables have no table `{name}`"))
}

/// `CostTableLookup`: the first row of `op` on `ty`.
fn lookup(name: &str, op: RowOp, ty: Ty) -> Option<u32> {
    lookup_in(Llvm::V14, name, op, ty)
}

/// A row's key: its table, operation, destination and source types.
type RowKey<'a> = (&'a str, RowOp, Ty, Option<Ty>);

/// The cost of the first row of each key in `llvm`'s tables: what
/// `CostTableLookup` finds scanning the table, found by one look-up (the
/// cost model asks tens of thousands of rows per module).
fn first_rows(llvm: Llvm) -> &'static FxHashMap<RowKey<'static>, u32> {
    static V14: OnceLock<FxHashMap<RowKey<'static>, u32>> = OnceLock::new();
    static V22: OnceLock<FxHashMap<RowKey<'static>, u32>> = OnceLock::new();
    let index = || {
        let mut out = FxHashMap::default();
        for (&name, rows) in tables(llvm) {
            for r in rows {
                out.entry((name, r.op, r.dst, r.src)).or_insert(r.cost);
            }
        }
        out
    };
    match llvm {
        Llvm::V14 => V14.get_or_init(index),
        Llvm::V22 => V22.get_or_init(index),
    }
}

/// The first row of `key`; a table the cost tables do not have is a
/// mistake in the model (as in [`table`]).
fn first_row(llvm: Llvm, key: RowKey<'_>) -> Option<u32> {
    let found = first_rows(llvm).get(&key).copied();
    if found.is_none() {
        table(llvm, key.0);
    }
    found
}

/// [`lookup`] in `llvm`'s tables.
fn lookup_in(llvm: Llvm, name: &str, op: RowOp, ty: Ty) -> Option<u32> {
    first_row(llvm, (name, op, ty, None))
}

/// `ConvertCostTableLookup` in `llvm`'s tables: the first row of `op`
/// from `src` to `dst`.
fn lookup_cast_in(llvm: Llvm, name: &str, op: Opcode, dst: Ty, src: Ty) -> Option<u32> {
    first_row(llvm, (name, RowOp::Inst(op), dst, Some(src)))
}

fn check_lanes(lanes: u32) {
    assert!(
        lanes.is_power_of_two() && lanes <= 64,
        "x86 costs are modelled for 1 to 64 lanes (a power of two), not {lanes}"
    );
}

#[cfg(test)]
mod tests;
