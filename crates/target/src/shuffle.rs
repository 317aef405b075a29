//! Shuffle masks: classification by kind (as LLVM's `TTI::ShuffleKind`) and
//! the shuffle cost table.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::limits::de as lim;

/// The kind of a `shufflevector` mask, the key of the shuffle cost table.
///
/// Mirrors LLVM's `TTI::ShuffleKind`, with two additions OptVLS needs to
/// price its merges: `Alternate` (LLVM's old `SK_Alternate`, a select that
/// takes even lanes from one source and odd lanes from the other) and
/// `Unpack` (interleaving zips and transposes, `unpcklpd`-like).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ShuffleKind {
    /// Every defined lane is lane `i` of one source (also with trailing
    /// padding when the result is wider, and all-undef masks).
    Identity,
    /// A contiguous run of one source, narrower than the source.
    ExtractSubvector,
    /// One source with a contiguous run of lanes replaced by the start of the
    /// other; also the concatenation of both sources.
    InsertSubvector,
    /// Lane 0 of one source splatted.
    Broadcast,
    /// One source, lanes in reverse order.
    Reverse,
    /// Lane `i` comes from lane `i` of either source (a blend).
    Select,
    /// A select alternating between the sources lane by lane.
    Alternate,
    /// Interleave of the two sources: zip of the low or high halves
    /// (`<0,n,1,n+1,..>`), transpose (`<0,n,2,n+2,..>`, `<1,n+1,3,n+3,..>`),
    /// or a full interleave twice as wide as the sources.
    Unpack,
    /// Any other mask reading one source.
    SingleSourcePermute,
    /// Any other mask reading both sources.
    TwoSourcePermute,
}

impl ShuffleKind {
    pub const ALL: [ShuffleKind; 10] = [
        ShuffleKind::Identity,
        ShuffleKind::ExtractSubvector,
        ShuffleKind::InsertSubvector,
        ShuffleKind::Broadcast,
        ShuffleKind::Reverse,
        ShuffleKind::Select,
        ShuffleKind::Alternate,
        ShuffleKind::Unpack,
        ShuffleKind::SingleSourcePermute,
        ShuffleKind::TwoSourcePermute,
    ];

    /// The TOML key (`two_source_permute`, ...).
    pub fn name(self) -> &'static str {
        match self {
            ShuffleKind::Identity => "identity",
            ShuffleKind::ExtractSubvector => "extract_subvector",
            ShuffleKind::InsertSubvector => "insert_subvector",
            ShuffleKind::Broadcast => "broadcast",
            ShuffleKind::Reverse => "reverse",
            ShuffleKind::Select => "select",
            ShuffleKind::Alternate => "alternate",
            ShuffleKind::Unpack => "unpack",
            ShuffleKind::SingleSourcePermute => "single_source_permute",
            ShuffleKind::TwoSourcePermute => "two_source_permute",
        }
    }

    pub fn parse(s: &str) -> Option<ShuffleKind> {
        ShuffleKind::ALL.into_iter().find(|k| k.name() == s)
    }
}

impl fmt::Display for ShuffleKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Classifies a `shufflevector` mask over two sources of `src_lanes` lanes
/// each: index `i < src_lanes` picks lane `i` of the first source, index
/// `src_lanes + i` lane `i` of the second, and a negative index (`-1`) is an
/// undefined lane. Out-of-range indices are treated as undefined.
///
/// Undefined lanes match anything, so `<0, -1, 2, -1>` is an identity.
pub fn classify_mask(mask: &[i32], src_lanes: u32) -> ShuffleKind {
    let n = i64::from(src_lanes);
    let m = mask.len() as i64;
    // (result lane, source 0/1, lane within that source)
    let lanes: Vec<(i64, u8, i64)> = mask
        .iter()
        .enumerate()
        .filter_map(|(i, &e)| {
            let e = i64::from(e);
            if e < 0 || e >= 2 * n {
                None
            } else if e < n {
                Some((i as i64, 0, e))
            } else {
                Some((i as i64, 1, e - n))
            }
        })
        .collect();
    if lanes.is_empty() {
        return ShuffleKind::Identity;
    }
    let uses = |s: u8| lanes.iter().any(|&(_, src, _)| src == s);
    let single = !(uses(0) && uses(1));
    let all = |f: &dyn Fn(i64, u8, i64) -> bool| lanes.iter().all(|&(i, s, e)| f(i, s, e));

    if single {
        if all(&|i, _, e| e == i) {
            // m < n with the identity prefix is the low-half extract.
            return if m < n {
                ShuffleKind::ExtractSubvector
            } else {
                ShuffleKind::Identity
            };
        }
        if all(&|_, _, e| e == 0) {
            return ShuffleKind::Broadcast;
        }
        if m == n && all(&|i, _, e| e == n - 1 - i) {
            return ShuffleKind::Reverse;
        }
        if m < n {
            let (i0, _, e0) = lanes[0];
            let off = e0 - i0;
            if off >= 0 && off + m <= n && all(&|i, _, e| e - i == off) {
                return ShuffleKind::ExtractSubvector;
            }
        }
        return ShuffleKind::SingleSourcePermute;
    }

    if m == n {
        if all(&|i, _, e| e == i) {
            // Lane i from lane i of either source: a blend.
            let alternating = [0u8, 1].into_iter().any(|p| {
                lanes
                    .iter()
                    .all(|&(i, s, _)| (s == 1) == ((i % 2) as u8 == p))
            });
            return if alternating {
                ShuffleKind::Alternate
            } else {
                ShuffleKind::Select
            };
        }
        if is_insert_subvector(&lanes) {
            return ShuffleKind::InsertSubvector;
        }
        if is_unpack(&lanes, n, m) {
            return ShuffleKind::Unpack;
        }
        return ShuffleKind::TwoSourcePermute;
    }

    if m == 2 * n {
        // Concatenation: lane i of the result is lane i of src0 ++ src1.
        if all(&|i, s, e| i64::from(s) * n + e == i) {
            return ShuffleKind::InsertSubvector;
        }
        // Full interleave <0, n, 1, n+1, ...>, as for interleaved stores.
        if all(&|i, s, e| i64::from(s) == i % 2 && e == i / 2) {
            return ShuffleKind::Unpack;
        }
    }
    ShuffleKind::TwoSourcePermute
}

/// One source is the identity except for a contiguous run of lanes that holds
/// the first lanes of the other source, in order.
fn is_insert_subvector(lanes: &[(i64, u8, i64)]) -> bool {
    [0u8, 1].into_iter().any(|base| {
        let inserted: Vec<_> = lanes.iter().filter(|l| l.1 != base).collect();
        let Some(off) = inserted.iter().map(|l| l.0).min() else {
            return false;
        };
        let end = inserted.iter().map(|l| l.0).max().unwrap_or(off) + 1;
        lanes.iter().all(|&(i, s, e)| {
            if (off..end).contains(&i) {
                s != base && e == i - off
            } else {
                s == base && e == i
            }
        })
    })
}

/// Zip of the low or high halves, or a transpose (even or odd lanes of both),
/// with either source first.
fn is_unpack(lanes: &[(i64, u8, i64)], n: i64, m: i64) -> bool {
    if m % 2 != 0 {
        return false;
    }
    [0u8, 1].into_iter().any(|first| {
        let src_ok = |i: i64, s: u8| (s == first) == (i % 2 == 0);
        let zip = |half: i64| {
            lanes
                .iter()
                .all(|&(i, s, e)| src_ok(i, s) && e == half + i / 2)
        };
        let trn = |odd: i64| {
            lanes
                .iter()
                .all(|&(i, s, e)| src_ok(i, s) && e == (i / 2) * 2 + odd)
        };
        zip(0) || zip(n / 2) || trn(0) || trn(1)
    })
}

/// The cost of one exact mask, taking precedence over the kind cost (for
/// masks a target does in one instruction although their kind is expensive,
/// or to reproduce a reference cost model mask by mask).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MaskOverride {
    /// The mask, `-1` for undefined lanes.
    #[serde(deserialize_with = "crate::limits::de::mask")]
    pub mask: Vec<i32>,
    /// Element width the override applies to.
    #[serde(deserialize_with = "lim::elem_bits")]
    pub elem_bits: u32,
    #[serde(deserialize_with = "lim::cost")]
    pub cost: u32,
}

/// Shuffle costs by mask kind, for a shuffle whose result fits one vector
/// register (the caller multiplies for wider results), plus exact-mask
/// overrides.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ShuffleCosts {
    #[serde(deserialize_with = "lim::cost")]
    pub identity: u32,
    #[serde(deserialize_with = "lim::cost")]
    pub extract_subvector: u32,
    #[serde(deserialize_with = "lim::cost")]
    pub insert_subvector: u32,
    #[serde(deserialize_with = "lim::cost")]
    pub broadcast: u32,
    #[serde(deserialize_with = "lim::cost")]
    pub reverse: u32,
    #[serde(deserialize_with = "lim::cost")]
    pub select: u32,
    #[serde(deserialize_with = "lim::cost")]
    pub alternate: u32,
    #[serde(deserialize_with = "lim::cost")]
    pub unpack: u32,
    #[serde(deserialize_with = "lim::cost")]
    pub single_source_permute: u32,
    #[serde(deserialize_with = "lim::cost")]
    pub two_source_permute: u32,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub overrides: Vec<MaskOverride>,
}

impl ShuffleCosts {
    /// The cost of a mask of this kind, ignoring overrides.
    pub fn kind_cost(&self, kind: ShuffleKind) -> u32 {
        *self.kind_slot(kind)
    }

    pub(crate) fn kind_slot(&self, kind: ShuffleKind) -> &u32 {
        match kind {
            ShuffleKind::Identity => &self.identity,
            ShuffleKind::ExtractSubvector => &self.extract_subvector,
            ShuffleKind::InsertSubvector => &self.insert_subvector,
            ShuffleKind::Broadcast => &self.broadcast,
            ShuffleKind::Reverse => &self.reverse,
            ShuffleKind::Select => &self.select,
            ShuffleKind::Alternate => &self.alternate,
            ShuffleKind::Unpack => &self.unpack,
            ShuffleKind::SingleSourcePermute => &self.single_source_permute,
            ShuffleKind::TwoSourcePermute => &self.two_source_permute,
        }
    }

    pub(crate) fn kind_slot_mut(&mut self, kind: ShuffleKind) -> &mut u32 {
        match kind {
            ShuffleKind::Identity => &mut self.identity,
            ShuffleKind::ExtractSubvector => &mut self.extract_subvector,
            ShuffleKind::InsertSubvector => &mut self.insert_subvector,
            ShuffleKind::Broadcast => &mut self.broadcast,
            ShuffleKind::Reverse => &mut self.reverse,
            ShuffleKind::Select => &mut self.select,
            ShuffleKind::Alternate => &mut self.alternate,
            ShuffleKind::Unpack => &mut self.unpack,
            ShuffleKind::SingleSourcePermute => &mut self.single_source_permute,
            ShuffleKind::TwoSourcePermute => &mut self.two_source_permute,
        }
    }

    /// The override for exactly this mask and element width, if any. Any
    /// negative mask element matches `-1`.
    pub fn find_override(&self, elem_bits: u32, mask: &[i32]) -> Option<&MaskOverride> {
        self.overrides.iter().find(|o| {
            o.elem_bits == elem_bits
                && o.mask.len() == mask.len()
                && o.mask
                    .iter()
                    .zip(mask)
                    .all(|(&a, &b)| a.max(-1) == b.max(-1))
        })
    }

    /// The cost of a shuffle: the exact-mask override if there is one, else
    /// the cost of `kind`.
    pub fn cost(&self, kind: ShuffleKind, elem_bits: u32, mask: &[i32]) -> u32 {
        match self.find_override(elem_bits, mask) {
            Some(o) => o.cost,
            None => self.kind_cost(kind),
        }
    }

    /// Classifies `mask` and prices it.
    pub fn mask_cost(&self, mask: &[i32], src_lanes: u32, elem_bits: u32) -> (ShuffleKind, u32) {
        let kind = classify_mask(mask, src_lanes);
        (kind, self.cost(kind, elem_bits, mask))
    }

    /// Sets (or with `None` removes) the override of one mask.
    pub fn set_override(&mut self, elem_bits: u32, mask: &[i32], cost: Option<u32>) {
        let mask: Vec<i32> = mask.iter().map(|&e| e.max(-1)).collect();
        let pos = self
            .overrides
            .iter()
            .position(|o| o.elem_bits == elem_bits && o.mask == mask);
        match (pos, cost) {
            (Some(p), Some(c)) => self.overrides[p].cost = c,
            (Some(p), None) => {
                self.overrides.remove(p);
            }
            (None, Some(cost)) => self.overrides.push(MaskOverride {
                mask,
                elem_bits,
                cost,
            }),
            (None, None) => {}
        }
    }
}
