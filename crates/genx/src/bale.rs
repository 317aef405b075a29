//! The result of baling (GenXBaling's `BaleInfo` per instruction and the
//! bales it forms): plain data that the later passes (numbering,
//! liveness, coalescing, unbaling, the vISA writer) read without
//! depending on the baling algorithm.

use la_arena::ArenaMap;
use lanes_ir::InstId;

use crate::region::{Region, RegionFacts};

/// Declares [`BaleKind`] and its IGC names from one list, so a kind and
/// the name `-print-baling-info` prints for it cannot drift apart.
macro_rules! bale_kinds {
    ($($kind:ident => $name:literal,)*) => {
        /// An instruction's role in its bale (IGC's `BaleInfo::Type`).
        #[derive(Clone, Copy, PartialEq, Eq, Debug)]
        pub enum BaleKind {
            $($kind,)*
        }

        impl BaleKind {
            /// The name IGC prints (`-print-baling-info`), typo included.
            pub fn name(self) -> &'static str {
                match self {
                    $(BaleKind::$kind => $name,)*
                }
            }
        }
    };
}

bale_kinds! {
    MainInst => "maininst",
    WrRegion => "wrregion",
    Saturate => "saturate",
    NotMod => "notmod",
    NegMod => "negmod",
    AbsMod => "absmod",
    RdRegion => "rdregion",
    AddrAdd => "addradd",
    AddrOr => "addror",
    RdPredRegion => "rdpredregion",
    AllAny => "allany",
    NotP => "notp",
    ZExt => "zext",
    SExt => "sext",
    WrPredRegion => "wrpreregion",
    WrPredPredRegion => "wrpredpredregion",
    CmpDst => "cmpdst",
    GStore => "g_store",
    ShufflePred => "shufflepred",
    FAddr => "faddr",
}

/// Role and baled-in operands (our operand indices) of one instruction.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BaleInfo {
    pub kind: BaleKind,
    pub baled: Vec<usize>,
}

impl BaleInfo {
    pub(crate) fn new(kind: BaleKind) -> BaleInfo {
        BaleInfo {
            kind,
            baled: Vec::new(),
        }
    }
    pub fn is_baled(&self, op: usize) -> bool {
        self.baled.contains(&op)
    }
}

/// One member of a bale.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Member {
    pub inst: InstId,
    pub kind: BaleKind,
}

/// Dense index of a bale in [`Bales::bales`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct BaleId(pub u32);

impl BaleId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Bale {
    pub head: InstId,
    /// Members in code order; the head is last.
    pub members: Vec<Member>,
    /// The instruction that becomes the vISA opcode (none: a `mov`).
    pub main: Option<InstId>,
}

/// A baled-in operand with other uses: the backend clones the operand
/// instruction so that the baled copy has a single use.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CloneRecord {
    pub inst: InstId,
    pub user: InstId,
    pub operand: usize,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RegionRecord {
    pub inst: InstId,
    pub region: Region,
    pub facts: RegionFacts,
}

#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Bales {
    /// Baling info per instruction (IGC's map: only instructions with a role
    /// other than an unbaling main instruction).
    pub info: ArenaMap<InstId, BaleInfo>,
    /// Every bale, in code order of its head; unbaled instructions are bales
    /// of one.
    pub bales: Vec<Bale>,
    /// For each instruction, the heads of the bales it is part of (several
    /// when it is cloned into several bales).
    pub heads: ArenaMap<InstId, Vec<InstId>>,
    /// For each instruction, the bale it heads.
    pub headed: ArenaMap<InstId, BaleId>,
    pub clones: Vec<CloneRecord>,
    pub regions: Vec<RegionRecord>,
    /// Dead instructions (removed before baling, as the backend does).
    pub dead: Vec<InstId>,
    /// Region reads GenXUnbaling took out of their bale (code-generation
    /// baling only; see [`crate::unbale`]).
    pub unbaled: Vec<InstId>,
    pub warnings: Vec<String>,
    /// The IR rewrites GenXBaling performs on this function (see
    /// [`crate::rewrite`]); the bales here are of the input IR.
    pub rewrites: Vec<String>,
}

impl Bales {
    pub fn info_of(&self, i: InstId) -> BaleInfo {
        self.info
            .get(i)
            .cloned()
            .unwrap_or(BaleInfo::new(BaleKind::MainInst))
    }
    pub fn is_head(&self, i: InstId) -> bool {
        self.heads_of(i).contains(&i)
    }
    /// The heads of the bales `i` is part of.
    pub fn heads_of(&self, i: InstId) -> &[InstId] {
        self.heads.get(i).map_or(&[], Vec::as_slice)
    }
    pub fn bale_of_head(&self, h: InstId) -> Option<&Bale> {
        let b = *self.headed.get(h)?;
        Some(&self.bales[b.index()])
    }
}
