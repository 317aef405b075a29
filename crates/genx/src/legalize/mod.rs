//! GenXLegalization (`IGC/VectorCompiler/lib/GenXCodeGen/GenXLegalization.cpp`):
//! a bale wider than the platform allows is split into slices of legal
//! execution width, each slice's region reads taken from the original
//! regions (`getSubregion`), and the slices joined back with `wrregion`s
//! or, for a compare, `wrpredregion`s (`.splitN`, `.joinN`).
//!
//! Bales ported: region moves and reads, direct or indirect (a single
//! indirect read that can only be one element wide is split 4 or 8 wide
//! as IGC does before converting to multi-indirect; multi-indirect reads
//! take a slice of their index vector), lane-wise main instructions and
//! modifiers (binary operators, casts, `fneg`, compares, ALU intrinsics),
//! with or without an unpredicated `wrregion` head; `all`/`any` of wide
//! predicates. Widths follow the platform ([`LegalTarget`]: GRF size,
//! SIMD32 with fused EUs and stack calls, integer division, byte
//! regioning, address register size) and the live elements of the value.
//! Unbaling: the head when the main instruction reads the vector it writes
//! and the split would overlap, a read too narrow for a compare's
//! predicate. Not ported: predicated writes, selects and predicate
//! operands (`splatPredicateIfNecessary`, `fixIllegalPredicates`),
//! `TWICEWIDTH`/`FIXED4` operands and intrinsic execution-size categories,
//! 64-bit move narrowing and byte moves (`transformMoveType`), g_store
//! bales, the splat-and-add conversion to multi-indirect. Such bales are
//! left as they are.

use lanes_ir::cursor::{self, FuncCursor};
use lanes_ir::{Constant, Function, InstId, Type, Value};

use crate::bale::BaleKind;
use crate::baling::legalization_bales;
use crate::intrinsics::{rd, wr};
use crate::region_utils::{Region, elem_bytes};

mod allany;
mod live_elements;
mod plan;
mod split;
mod width;

use plan::*;
use split::*;

pub use live_elements::PureCalls;
use width::log2_floor;
pub use width::{LegalTarget, legal_region_size};

/// A function after legalization.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Legalized {
    pub func: Function,
    /// One line per bale split: the head and the slice widths.
    pub notes: Vec<String>,
    /// Intrinsics the new calls use, with their function types.
    pub callees: Vec<(String, Type)>,
}

/// `1 << log2(n)`.
fn pow2_floor(n: u32) -> u32 {
    if n == 0 {
        0
    } else {
        1 << (31 - n.leading_zeros())
    }
}

pub use crate::region_utils::subregion;

/// GenXLegalization on a copy of `f` for the platform facts `t`, calls
/// to `pure` taken as without side effects (for the live elements).
pub fn legalize(f: &Function, t: &LegalTarget, pure: &PureCalls) -> Legalized {
    let b = legalization_bales(f, t.grf_bytes);
    let mut out = Legalized {
        func: f.clone(),
        notes: Vec::new(),
        callees: Vec::new(),
    };
    let mut names: rustc_hash::FxHashSet<String> = f
        .insts_in_order()
        .filter_map(|i| f.insts[i].name.as_deref().map(str::to_string))
        .collect();
    let mut work: Vec<Vec<InstId>> = b
        .bales
        .iter()
        .rev()
        .map(|bale| bale.members.iter().map(|m| m.inst).collect())
        .collect();
    let kinds: rustc_hash::FxHashMap<InstId, BaleKind> = b
        .bales
        .iter()
        .flat_map(|bale| bale.members.iter().map(|m| (m.inst, m.kind)))
        .collect();
    // Bales are legalized last first, as IGC scans each block backwards; a
    // bale that unbales is pushed back as its parts.
    let live = live_elements::live_elements(f, pure);
    let mut rounds = 0;
    while let Some(members) = work.pop() {
        rounds += 1;
        if rounds > 4 * f.insts.len() + 64 {
            break;
        }
        let Some(plan) = plan_of(&out.func, &members, &kinds) else {
            continue;
        };
        let kind = split_kind(&out.func, &plan);
        let mut widths = Vec::new();
        let mut start = 0;
        let mut outcome = Outcome::Split;
        while start < plan.whole {
            match determine_width(&out.func, &plan, t, start, kind, &live) {
                Width::NoSplit => {
                    outcome = Outcome::NoSplit;
                    break;
                }
                Width::UnbaleHead => {
                    outcome = Outcome::UnbaleHead;
                    break;
                }
                Width::UnbaleRead(rd) => {
                    outcome = Outcome::UnbaleRead(rd);
                    break;
                }
                Width::Slice(w) => {
                    widths.push(w);
                    start += w;
                }
            }
        }
        match outcome {
            Outcome::NoSplit => {}
            Outcome::UnbaleHead => {
                // The wrregion head alone, then the rest headed by its new value.
                let head = plan.head;
                let (wr, rest): (Vec<InstId>, Vec<InstId>) = members
                    .iter()
                    .partition(|&&i| i == head || plan.index_of(i) == Some(head));
                work.push(rest);
                work.push(wr);
            }
            Outcome::UnbaleRead(rd) => {
                // The read (and its index add) becomes a bale of its own,
                // legalized after its former user's bale.
                let (own, rest): (Vec<InstId>, Vec<InstId>) = members
                    .iter()
                    .partition(|&&i| i == rd || plan.index_of(i) == Some(rd));
                work.push(own);
                work.push(rest);
            }
            Outcome::Split => {
                if !convertible(&out.func, &plan, t, &widths) {
                    continue;
                }
                split(&mut out, &mut names, &plan, t, &widths, kind);
            }
        }
    }
    allany::legalize_all_any(&mut out, &mut names);
    cursor::compact(&mut out.func);
    crate::collapse::renumber(&mut out.func);
    out
}

enum Outcome {
    Split,
    NoSplit,
    UnbaleHead,
    UnbaleRead(InstId),
}

fn fresh(names: &mut rustc_hash::FxHashSet<String>, base: &str) -> String {
    let mut n = base.to_string();
    let mut k = 0;
    while names.contains(&n) {
        k += 1;
        n = format!("{base}{k}");
    }
    names.insert(n.clone());
    n
}

fn base_name(f: &Function, v: &Value) -> String {
    match v {
        Value::Inst(i) => f.insts[*i]
            .name
            .as_deref()
            .filter(|n| !n.bytes().all(|c| c.is_ascii_digit()))
            .unwrap_or("")
            .to_string(),
        Value::Arg(n) => f.header.params[*n as usize]
            .name
            .as_deref()
            .unwrap_or("")
            .to_string(),
        _ => String::new(),
    }
}

/// Whether `id` is still in a block.
fn live(f: &Function, id: InstId) -> bool {
    f.blocks[f.insts[id].block].insts.contains(&id)
}
