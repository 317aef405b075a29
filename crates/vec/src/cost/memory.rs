//! Loads, stores and VLS groups: wide, masked, reversed and uniform
//! accesses, gathers and scatters against their scalarization, and groups
//! against LLVM's interleave groups and OptVLS's sequences.

use lanes_db::VlsCost;
use lanes_ir::Opcode as IrOp;
use lanes_target::ScalarKind;
use lanes_target::x86::Llvm as X86Llvm;

use super::context::{PriceCx, lane_type};
use super::{LaneMoves, MemField, Prices, ScalarField};
use crate::vplan::{MemAccess, Recipe, RecipeKind};

/// A load or store of its own: the cost, its note, and whether it is
/// priced as scalar accesses.
pub(super) fn price_access(
    p: &PriceCx,
    store: bool,
    access: MemAccess,
    masked: bool,
) -> (u32, String, bool) {
    let (t, vf, regs) = (p.t, p.vf, p.regs);
    match access {
        MemAccess::Uniform => {
            let c = if store {
                t.memory(MemField::UniformStore)
            } else {
                t.memory(MemField::UniformLoad)
            };
            (c, note!(p; "uniform"), false)
        }
        MemAccess::Consecutive | MemAccess::Reverse if masked => {
            let (c, n) = price_masked_consecutive(p, store, access);
            (c, n, false)
        }
        MemAccess::Consecutive | MemAccess::Reverse => {
            let per = match (store, masked) {
                (false, false) => t.memory(MemField::Load),
                (true, false) => t.memory(MemField::Store),
                (false, true) => t.memory(MemField::MaskedLoad),
                (true, true) => t.memory(MemField::MaskedStore),
            };
            let rev = if access == MemAccess::Reverse {
                reverse_price(t, p.k, vf, regs)
            } else {
                0
            };
            let narrow = narrow_access_extra(p, store);
            (
                per * regs + narrow + rev,
                note!(p;
                    "{regs} x {}{} {per}{}{}",
                    if masked { "masked " } else { "" },
                    if store { "store" } else { "load" },
                    if narrow > 0 {
                        format!(" + {narrow} for fewer than 32 bits")
                    } else {
                        String::new()
                    },
                    if rev > 0 {
                        format!(" + reverse {rev}")
                    } else {
                        String::new()
                    }
                ),
                false,
            )
        }
        MemAccess::Strided(_) | MemAccess::Gather if llvm22_gs_isa(t).is_some() => {
            let indexed = access == MemAccess::Gather;
            let scalar = scalarized(p, store, masked, indexed);
            let index32 = p.r.gs_index32.first().copied().unwrap_or(false);
            let what = if store { "scatter" } else { "gather" };
            match gs_cost(p, store, index32) {
                // `setCostBasedWideningDecision`: the gather or scatter
                // only when strictly cheaper.
                Some(g) if g < scalar => (g, note!(p; "{what} {g} < scalarized {scalar}"), false),
                Some(g) => (
                    scalar,
                    note!(p; "scalarized {vf} lanes{} {scalar} <= {what} {g}",
                        if masked { " with mask tests" } else { "" }),
                    true,
                ),
                None => (
                    scalar,
                    note!(p; "scalarized {vf} lanes{} {scalar} (no {what} of {vf} x {}-bit lanes)",
                        if masked { " with mask tests" } else { "" },
                        lane_type(p.r).0),
                    true,
                ),
            }
        }
        MemAccess::Strided(_) | MemAccess::Gather => {
            // LLVM's choice between a gather/scatter and scalar
            // accesses (`setCostBasedWideningDecision`): the cheaper.
            let (what, per) = if store {
                ("scatter", t.memory(MemField::Scatter))
            } else {
                ("gather", t.memory(MemField::Gather))
            };
            let indexed = access == MemAccess::Gather;
            let scalar = scalarized(p, store, masked, indexed);
            // A target whose gather costs more than a scalar access
            // and a lane move has none LLVM would use
            // (`isLegalMaskedGather`: AVX2 without fast gathers), and
            // none moves lanes narrower than 32 bits on x86.
            let lane = if store {
                t.memory(MemField::ScalarStore) + t.scalar(ScalarField::Extract)
            } else {
                t.memory(MemField::ScalarLoad) + t.scalar(ScalarField::Insert)
            };
            // X86 gathers and scatters move 32- and 64-bit lanes only
            // (`isLegalMaskedGather` / `isLegalMaskedScatter`, LLVM 14 and 22).
            let x86_narrow = t.vector().isa.is_some() && super::context::lane_type(p.r).0 < 32;
            let legal = per <= lane && !x86_narrow;
            // LLVM keeps the gather only when it is cheaper.
            if !legal || scalar <= per * vf {
                (
                    scalar,
                    note!(p;
                        "scalarized {vf} lanes{} {scalar} < {what} {}",
                        if masked { " with mask tests" } else { "" },
                        per * vf
                    ),
                    true,
                )
            } else {
                (per * vf, note!(p; "{vf} lanes x {what} {per}"), false)
            }
        }
    }
}

/// The ISA whose gathers and scatters LLVM 22 prices by
/// `X86TTIImpl::getGSVectorCost` ([`lanes_target::x86::gather_scatter_cost`]):
/// AVX-512F under the LLVM 22 profile. Elsewhere the target's
/// `gather_per_lane` / `scatter_per_lane` entries stand.
fn llvm22_gs_isa(t: &dyn Prices) -> Option<lanes_target::x86::Isa> {
    match (t.x86_llvm(), t.vector().isa) {
        (X86Llvm::V22, Some(isa)) if isa >= lanes_target::x86::Isa::Avx512F => Some(isa),
        _ => None,
    }
}

/// Whether LLVM keeps the address computation of scalarized accesses in
/// vectors (`X86TTIImpl::prefersVectorizedAddressing`: `supportsGather`):
/// under the LLVM 22 profile on AVX-512F.
pub(super) fn prefers_vectorized_addressing(t: &dyn Prices) -> bool {
    llvm22_gs_isa(t).is_some()
}

/// LLVM 22's gather or scatter of the recipe's lanes at `p.vf`, its
/// address indexed with 32 bits or not; `None` where X86 has none to use.
/// Reads the gather (scatter) and scalar access entries whatever the
/// result, so that the recorded price keys do not depend on values.
fn gs_cost(p: &PriceCx, store: bool, index32: bool) -> Option<u32> {
    let t = p.t;
    let (_, access) = if store {
        (t.memory(MemField::Scatter), t.memory(MemField::ScalarStore))
    } else {
        (t.memory(MemField::Gather), t.memory(MemField::ScalarLoad))
    };
    let isa = llvm22_gs_isa(t)?;
    if !p.vf.is_power_of_two() || p.vf > 64 {
        return None;
    }
    let elem = p.r.elem.unwrap_or(ScalarKind::I64);
    lanes_target::x86::gather_scatter_cost(isa, elem, p.vf, index32, access)
}

/// LLVM 22's price of a VLS group on AVX-512F
/// (`setCostBasedWideningDecision`): LLVM's interleave group where it has
/// one (an interleave factor of at most 8: `-max-interleave-group-factor`)
/// and it costs no more than the gathers and less than scalar accesses;
/// else the members' gathers or scatters, each at its own price, where
/// the first member's times the members is strictly less than scalar
/// accesses; else scalar accesses.
fn price_group_llvm22(
    p: &PriceCx,
    store: bool,
    scalar: u32,
    llvm: Option<(u32, String)>,
) -> (u32, String, bool) {
    let (r, vf) = (p.r, p.vf);
    let n = r.members.len().max(1) as u32;
    let (bits, _) = lane_type(r);
    let bytes = i64::from(bits / 8).max(1);
    let factor = if r.stride % bytes == 0 {
        r.stride.unsigned_abs() / bytes.unsigned_abs()
    } else {
        0
    };
    let group = llvm.filter(|(c, _)| *c < u32::MAX / 4 && (2..=8).contains(&factor));
    let index32 = |m: usize| r.gs_index32.get(m).copied().unwrap_or(false);
    let each: Option<Vec<u32>> = (0..n as usize)
        .map(|m| gs_cost(p, store, index32(m)))
        .collect();
    let decide = each.as_ref().map(|v| v[0] * n);
    let what = if store { "scatters" } else { "gathers" };
    if let Some((c, how)) = group
        && decide.is_none_or(|g| c <= g)
        && c < scalar
    {
        return (c, note!(p; "interleave group {c} ({how})"), false);
    }
    match (decide, each) {
        (Some(g), Some(each)) if g < scalar => {
            let c: u32 = each.iter().sum();
            (c, note!(p; "{n} x {what} {c} < scalarized {scalar}"), false)
        }
        (Some(g), _) => (
            scalar,
            note!(p; "scalarized {n} x {vf} lanes {scalar} <= {what} {g}"),
            true,
        ),
        _ => (
            scalar,
            note!(p; "scalarized {n} x {vf} lanes {scalar} (no {what} of {vf} x {bits}-bit lanes)"),
            true,
        ),
    }
}

/// What LLVM 22 adds to a consecutive vector access of fewer than 32
/// bits on x86 (`<2 x i8>`): `X86TTIImpl::getMemoryOpCost` moves such a
/// vector with one access narrower than 4 bytes, which costs 2 where
/// wider ones cost 1, unless a load is aligned to 4 bytes or more (it then
/// reads 32 bits). LLVM 14 prices it 1; so does the LLVM 22 profile off
/// x86.
fn narrow_access_extra(p: &PriceCx, store: bool) -> u32 {
    let bits = super::context::lane_type(p.r).0 * p.vf;
    let aligned_load = !store && p.r.align >= 4;
    u32::from(super::isa::vplan_costs(p.t) && bits < 32 && !aligned_load)
}

/// Reversing the lanes of one vector of `vf` × `k` in `regs` registers:
/// under the LLVM 22 profile from AVX2 on, LLVM 22's `SK_Reverse` rows
/// ([`lanes_target::x86::reverse_cost`]); else the target's table
/// default per register.
fn reverse_price(t: &dyn Prices, k: ScalarKind, vf: u32, regs: u32) -> u32 {
    let llvm22 = match (t.x86_llvm(), t.vector().isa) {
        (X86Llvm::V22, Some(isa)) if vf.is_power_of_two() && vf <= 64 => {
            lanes_target::x86::reverse_cost(X86Llvm::V22, isa, k, vf)
        }
        _ => None,
    };
    llvm22.unwrap_or_else(|| t.arith_default() * regs)
}

/// A masked consecutive (or reversed) access: native where the target has
/// masked accesses of its width, else emulated lane by lane.
fn price_masked_consecutive(p: &PriceCx, store: bool, access: MemAccess) -> (u32, String) {
    let (r, t, vf, regs) = (p.r, p.t, p.vf, p.regs);
    // Every entry either way is read, so that the recorded
    // price keys do not depend on the values.
    let min_bits = t.memory(MemField::MaskedMinBits);
    let (ext, br) = (
        t.scalar(ScalarField::Extract),
        t.scalar(ScalarField::Branch),
    );
    let (acc, ins) = if store {
        (t.memory(MemField::ScalarStore) + ext, 0)
    } else {
        (
            t.memory(MemField::ScalarLoad),
            t.scalar(ScalarField::Insert),
        )
    };
    let native = if store {
        t.memory(MemField::MaskedStore)
    } else {
        t.memory(MemField::MaskedLoad)
    };
    let what = if store { "store" } else { "load" };
    if r.bits < min_bits && (!store || p.emulated_stores) {
        let bits = r.bits;
        (
            EMULATED_MASKED_LOAD,
            note!(p; "no masked {what} of {bits} bits: emulated lane by lane"),
        )
    } else if r.bits < min_bits {
        // No native masked access of this width: one
        // predicated scalar access per lane.
        let per = ext + br + acc + ins;
        let bits = r.bits;
        (
            vf * per,
            note!(p; "{vf} lanes x {per} (no masked {what} of {bits} bits)"),
        )
    } else {
        let rev = if access == MemAccess::Reverse {
            reverse_price(t, p.k, vf, regs)
        } else {
            0
        };
        let rn = if rev > 0 {
            format!(" + reverse {rev}")
        } else {
            String::new()
        };
        (
            native * regs + rev,
            note!(p; "{regs} x masked {what} {native}{rn}"),
        )
    }
}

/// A VLS group: LLVM's interleave group where the target prices one (with
/// `--vls-cost optvls`, OptVLS's choice instead), else OptVLS's choice
/// between its sequence and the gathers; the members could also be scalar
/// accesses, when cheaper than both. The note names the price that did not
/// decide too.
pub(super) fn price_group(p: &PriceCx, masked: bool) -> (u32, String, bool) {
    let (r, t, vf) = (p.r, p.t, p.vf);
    let n = r.members.len().max(1) as u32;
    let store = r.opcode.is_inst(IrOp::Store);
    let scalar = n * scalarized(p, store, masked, false);
    let llvm = interleaved_group(t, r, vf, n, store, masked);
    // The entries either profile's pricing reads, read whatever the
    // profile: the recorder of a loop's entries answers as LLVM 14.
    let _ = (
        t.memory(MemField::Gather),
        t.memory(MemField::Scatter),
        t.memory(MemField::ScalarLoad),
        t.memory(MemField::ScalarStore),
    );
    if llvm22_gs_isa(t).is_some() && p.vls.decides == VlsCost::Llvm {
        return price_group_llvm22(p, store, scalar, llvm);
    }
    // Under a mask the sequence's loads and stores must be masked;
    // without masked accesses of this width it is no option.
    let no_mask = masked && r.bits < t.memory(MemField::MaskedMinBits);
    let by_llvm = llvm.is_some() && p.vls.decides == VlsCost::Llvm;
    // OptVLS's price only informs the note when LLVM's decides.
    let g = if by_llvm && !p.notes {
        None
    } else {
        r.group
            .and_then(|g| p.vls.groups().iter().find(|c| c.group == g))
    };
    let (c, note) = match (&llvm, g) {
        (Some((c, how)), _) if by_llvm => {
            let c = *c;
            // LLVM's choice (`setCostBasedWideningDecision`): the
            // group unless gathers, where the target has usable
            // ones, are strictly cheaper.
            let (per, lane) = if store {
                (
                    t.memory(MemField::Scatter),
                    t.memory(MemField::ScalarStore) + t.scalar(ScalarField::Extract),
                )
            } else {
                (
                    t.memory(MemField::Gather),
                    t.memory(MemField::ScalarLoad) + t.scalar(ScalarField::Insert),
                )
            };
            let gathers = per * vf * n;
            let optvls = match g {
                Some(g) if g.uses_sequence => {
                    format!("OptVLS sequence {}", g.sequence_cost.unwrap_or(0))
                }
                Some(g) => format!("OptVLS gathers {}", g.gather_cost),
                None => "no OptVLS price".into(),
            };
            if per <= lane && gathers < c {
                (
                    gathers,
                    note!(p; "gathers {gathers} < interleave group {c}; {optvls}"),
                )
            } else {
                (c, note!(p; "interleave group {c} ({how}); {optvls}"))
            }
        }
        (_, Some(g)) if no_mask => (
            g.gather_cost,
            note!(p;
                "gathers {} (no masked {}-bit accesses for the sequence){}",
                g.gather_cost,
                r.bits,
                llvm_price(&llvm)
            ),
        ),
        (_, Some(g)) => {
            let note = match (g.sequence_cost, &g.bail_out) {
                (Some(s), _) if g.uses_sequence => {
                    note!(p; "VLS sequence {s} < gathers {}{}", g.gather_cost, llvm_price(&llvm))
                }
                (Some(s), _) => note!(p;
                    "gathers {} <= VLS sequence {s}{}",
                    g.gather_cost,
                    llvm_price(&llvm)
                ),
                (None, Some(b)) => {
                    note!(p; "gathers {} (OptVLS: {b}){}", g.gather_cost, llvm_price(&llvm))
                }
                (None, None) => note!(p; "gathers {}{}", g.gather_cost, llvm_price(&llvm)),
            };
            (g.cost, note)
        }
        (_, None) => {
            let per = t.memory(MemField::Gather);
            (
                per * vf * n,
                note!(p; "gathers (no OptVLS cost){}", llvm_price(&llvm)),
            )
        }
    };
    if scalar < c || (by_llvm && scalar == c) {
        (
            scalar,
            note!(p; "scalarized {n} x {vf} lanes {scalar} <= {note}"),
            true,
        )
    } else {
        (c, note, false)
    }
}

/// LLVM's interleave-group price, when OptVLS's decided.
fn llvm_price(llvm: &Option<(u32, String)>) -> String {
    match llvm {
        Some((c, how)) if *c < u32::MAX / 4 => format!("; LLVM interleave group {c} ({how})"),
        _ => String::new(),
    }
}

/// LLVM 14's price of an interleaved group (`getInterleaveGroupCost`,
/// X86's `getInterleavedMemoryOpCost`) on an x86 target (one that sets
/// `scalar.subvector_bits`): the wide loads or stores of `VF x factor`
/// elements plus the shuffles of X86's tables, a load group with gaps paying
/// its members' share; where the tables have no entry, or the group is
/// masked, the shuffles are scalarized (every used element extracted and
/// inserted, BasicTTI's fallback). A reverse group adds a reverse per
/// member. `None` on other targets, or for a group without a stride, where
/// OptVLS's price stands. Every entry is read whatever the result.
fn interleaved_group(
    t: &dyn Prices,
    r: &Recipe,
    vf: u32,
    members: u32,
    store: bool,
    masked: bool,
) -> Option<(u32, String)> {
    use lanes_target::interleaved::{X86Level, x86_shuffle_cost};
    let moves = LaneMoves::read(t);
    let (ld, st, mld, mst) = (
        t.memory(MemField::Load),
        t.memory(MemField::Store),
        t.memory(MemField::MaskedLoad),
        t.memory(MemField::MaskedStore),
    );
    let x86 = t.scalar(ScalarField::SubvectorBits) > 0;
    let (bits, fp) = lane_type(r);
    let rev_regs = t.vector().registers_for(vf, bits);
    let bytes = i64::from(bits / 8).max(1);
    if !x86 || r.stride == 0 || r.stride % bytes != 0 {
        return None;
    }
    let factor = (r.stride.unsigned_abs() / bytes.unsigned_abs()) as u32;
    if !(2..=16).contains(&factor) {
        return None;
    }
    if store && members < factor {
        // LLVM releases a store group with gaps: its stores are priced
        // alone (scalarized).
        return Some((
            u32::MAX / 4,
            format!("factor {factor}: store group with gaps"),
        ));
    }
    let wide = t.vector().registers_for(vf * factor, bits);
    let mem = wide
        * match (store, masked) {
            (false, false) => ld,
            (true, false) => st,
            (false, true) => mld,
            (true, true) => mst,
        };
    let level = X86Level::of(t.vector().register_bits, t.vector().isa);
    if masked && level != X86Level::Avx512 {
        // No masked interleaved accesses before AVX-512: the members are
        // priced alone.
        return Some((u32::MAX / 4, format!("factor {factor}: masked, no group")));
    }
    let table = if masked {
        None
    } else {
        x86_shuffle_cost(level, factor, members, vf, bits, store)
    };
    let (mut c, how) = match table {
        Some(sh) if level == X86Level::Avx512 && bits >= 32 => (sh, format!("factor {factor}")),
        Some(sh) => (
            mem + sh,
            format!("factor {factor}: memory {mem} + shuffles {sh}"),
        ),
        None => {
            // Each used element extracted from the wide vector and inserted
            // into its member (stores: the other way round); a masked group
            // also replicates its mask over the factor.
            let used = if store { factor } else { members };
            let wide_moves = if store {
                moves.insert(vf * factor, bits, fp)
            } else {
                moves.extract(vf * factor, bits, fp) * used / factor
            };
            let member_moves = used
                * if store {
                    moves.extract(vf, bits, fp)
                } else {
                    moves.insert(vf, bits, fp)
                };
            let mask = if masked {
                moves.promoted_mask_extract(vf) + moves.insert(vf * factor, 8, false)
            } else {
                0
            };
            (
                mem + wide_moves + member_moves + mask,
                format!("factor {factor}: memory {mem} + element moves"),
            )
        }
    };
    if r.stride < 0 {
        c += members * reverse_price(t, r.elem.unwrap_or(ScalarKind::int(bits)), vf, rev_regs);
    }
    Some((c, how))
}

/// Scalar accesses for the lanes of a gather or scatter (LLVM's
/// `getMemInstScalarizationCost`): per lane the address computation and a
/// scalar access, plus inserting the loaded lanes into a vector (a store:
/// extracting the stored value's lanes when it is a vector, and the
/// address's when the loop computes it: [`Recipe::address_in_loop`]); under a mask
/// that work runs with the block's probability, and every lane tests its
/// mask bit (an extract) and branches. Every entry is read whatever the
/// result, so that recorded price keys do not depend on values.
fn scalarized(p: &PriceCx, store: bool, masked: bool, indexed: bool) -> u32 {
    let (t, r, vf, emulated_stores) = (p.t, p.r, p.vf, p.emulated_stores);
    let moves = LaneMoves::read(t);
    let br = t.scalar(ScalarField::Branch);
    let (load, st) = (
        t.memory(MemField::ScalarLoad),
        t.memory(MemField::ScalarStore),
    );
    let addr = t.memory(MemField::AddressIndexed);
    let variable_addr = t.memory(MemField::AddressVariableStride);
    // LLVM 22's replicate recipe asks the address's own SCEV
    // (`VPReplicateRecipe::computeCost`): an add recurrence of a constant
    // step under the loop's predicates costs X86 no address computation
    // (`X86TTIImpl::getAddressComputationCost`: `isStridedAccess`,
    // `getConstantStrideStep`).
    let recurrent = r.recurrent_address && super::isa::vplan_costs(t);
    // A recurrence of a variable step is a strided access whose stride is
    // no constant: one extra add a lane before AVX2 (`isStridedAccess`,
    // no `getConstantStrideStep`). LLVM 14's legacy lookup
    // (`getAddressAccessSCEV`) sees no SCEV for an index that is no
    // induction and charges the indexed price.
    let variable = r.variable_stride_address && super::isa::vplan_costs(t);
    let addr = match (indexed, recurrent, variable) {
        (false, ..) | (true, true, _) => 0,
        (true, false, true) => variable_addr,
        (true, false, false) => addr,
    };
    let (bits, fp) = lane_type(r);
    // The address's lanes, extracted as `<vf x i64>` (a vector of pointers).
    let address = moves.extract(vf, 64, false);
    let c = if store {
        vf * (addr + st)
            + if r.value_vector || matches!(r.kind, RecipeKind::VlsGroup { .. }) {
                moves.extract(vf, bits, fp)
            } else {
                0
            }
            + if r.address_in_loop { address } else { 0 }
    } else {
        // X86 with gathers prefers vectorized addressing
        // (`prefersVectorizedAddressing`: `supportsGather`, AVX-512F): the
        // address is a vector whose lanes a scalarized load extracts
        // (`getScalarizationOverhead(I, VF)`, LLVM 22's
        // `VPReplicateRecipe::computeCost`).
        let vector_address = r.address_in_loop && prefers_vectorized_addressing(t);
        vf * (addr + load) + moves.insert(vf, bits, fp) + if vector_address { address } else { 0 }
    };
    if masked && (!store || emulated_stores) {
        EMULATED_MASKED_LOAD
    } else if masked {
        c / p.pred_divisor.max(1) + moves.mask_extract(vf) + vf * br
    } else {
        c
    }
}

/// The stores of a recipe the vector loop runs lane by lane under a mask
/// (LLVM's predicated scalarized stores, which it counts in
/// `NumPredStores`): scatters where the target has none worth using, masked
/// stores of a width without a masked store, predicated replicated stores,
/// masked store groups before AVX-512.
pub(super) fn emulated_store_count(r: &Recipe, t: &dyn Prices) -> u32 {
    // Only the entries the recipe's own price reads are read here.
    let no_scatter = || {
        t.memory(MemField::Scatter)
            > t.memory(MemField::ScalarStore) + t.scalar(ScalarField::Extract)
    };
    match r.kind {
        RecipeKind::Store {
            access: MemAccess::Strided(_) | MemAccess::Gather,
            masked: true,
        } => u32::from(no_scatter()),
        RecipeKind::Store {
            access: MemAccess::Consecutive | MemAccess::Reverse,
            masked: true,
        } => u32::from(r.bits < t.memory(MemField::MaskedMinBits)),
        RecipeKind::Replicate { predicated: true } => u32::from(r.opcode.is_inst(IrOp::Store)),
        RecipeKind::VlsGroup { masked: true } if r.opcode.is_inst(IrOp::Store) => {
            let x86 = t.scalar(ScalarField::SubvectorBits) > 0;
            let avx512 = t.vector().register_bits > 256;
            if x86 && !avx512 && no_scatter() {
                r.members.len() as u32
            } else {
                0
            }
        }
        _ => 0,
    }
}

/// Whether a load runs lane by lane under a mask (LLVM's
/// `isScalarWithPredication`: no masked load of its width, no gather worth
/// using), which LLVM prices out of reach.
pub(super) fn predicated_load(r: &Recipe, t: &dyn Prices) -> bool {
    match r.kind {
        RecipeKind::Load {
            access: MemAccess::Strided(_) | MemAccess::Gather,
            masked: true,
        } => {
            t.memory(MemField::Gather)
                > t.memory(MemField::ScalarLoad) + t.scalar(ScalarField::Insert)
        }
        RecipeKind::Load {
            access: MemAccess::Consecutive | MemAccess::Reverse,
            masked: true,
        } => r.bits < t.memory(MemField::MaskedMinBits),
        RecipeKind::Replicate { predicated: true } => r.opcode.is_inst(IrOp::Load),
        _ => false,
    }
}

/// A load the vector loop would emulate lane by lane under a mask (no
/// native masked load or gather for it), or such a store when the loop has
/// more than one (`NumberOfStoresToPredicate` = 1): LLVM 14 prices it this
/// high to keep such loops scalar (`useEmulatedMaskMemRefHack`).
pub const EMULATED_MASKED_LOAD: u32 = 3_000_000;
