//! GenXLegalization (`IGC/VectorCompiler/lib/GenXCodeGen/GenXLegalization.cpp`),
//! the part lanes ports: a bale wider than its regions allow on the
//! platform is split into slices of legal execution width, each slice's
//! region reads taken from the original regions (`getSubregion`), and the
//! slices joined back with `wrregion`s (`.splitN`, `.joinN`).
//!
//! Bales ported: a region move (a `rdregion` not baled into anything) and a
//! binary operator whose operands are direct region reads baled in, whole
//! values or constants, with or without a direct, unpredicated `wrregion`
//! head. The width of a slice is the largest power of two no wider than
//! what is left, 32 (`getExecSizeAllowedBits`), and what every region of
//! the bale allows from that index (`getLegalRegionSizeForTarget`: at most
//! two GRFs from the start, one for bytes where the platform has no
//! multi-indirect byte regioning, whole rows of a 2D source region).
//! Everything else (indirect regions, predicates, compares, intrinsics,
//! 64-bit emulation widths, modifiers, unbaling) is left as it is.

use lanes_ir::cursor::{self, FuncCursor};
use lanes_ir::{Constant, Function, InstId, Type, Value};

use crate::baling::{BaleKind, legalization_bales};
use crate::collapse::region::{Region, elem_bytes};
use crate::intrinsics::{rd, wr};
use crate::view::inst_id;

mod allany;
mod live_elements;
mod width;

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

/// `getSubregion`: the `size` elements of `r` from element `start`.
pub fn subregion(r: &Region, start: u32, size: u32) -> Region {
    let mut s = r.clone();
    let w = r.width.max(1);
    let add = (start / w) as i64 * r.vstride + (start % w) as i64 * r.stride;
    s.offset += add * r.elem_bytes as i64;
    if start.is_multiple_of(w) && size.is_multiple_of(w) {
    } else if start % w + size > w {
        s.vstride += (size as i64 / 2 - w as i64) * r.stride;
        s.width = size / 2;
    } else {
        s.width = size;
        s.vstride = size as i64 * r.stride;
    }
    s.num_elements = size;
    s
}

/// GenXLegalization on a copy of `f` for the platform facts `t`.
pub fn legalize(f: &Function, t: &LegalTarget) -> Legalized {
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
        .map(|bale| bale.members.iter().map(|m| inst_id(m.inst)).collect())
        .collect();
    let kinds: rustc_hash::FxHashMap<InstId, BaleKind> = b
        .bales
        .iter()
        .flat_map(|bale| bale.members.iter().map(|m| (inst_id(m.inst), m.kind)))
        .collect();
    // Bales are legalized last first, as IGC scans each block backwards; a
    // bale that unbales is pushed back as its parts.
    let live = live_elements::live_elements(f);
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

/// What `determineWidth` decides at one start index.
enum Width {
    NoSplit,
    /// Unbale the wrregion head (its main instruction reads the vector it
    /// writes).
    UnbaleHead,
    /// Unbale a region read from its user.
    UnbaleRead(InstId),
    Slice(u32),
}

/// IGC's `SplitKind`: with propagation, a slice reads the vector the head
/// writes from the previous slice's join.
#[derive(Clone, Copy, PartialEq, Eq)]
enum SplitKind {
    Normal,
    Propagation,
}

/// A bale member as legalization sees it.
#[derive(Clone)]
enum Role {
    /// A region read (its region, with a baled constant index add folded in).
    Rd(FoldedRegion),
    /// The `wrregion` head.
    Wr(FoldedRegion),
    /// An instruction split lane-wise (main instruction or modifier).
    Inst,
    /// A baled index add, folded into its region.
    AddrAdd,
}

/// A bale the port can split.
struct Plan {
    head: InstId,
    members: Vec<(InstId, Role)>,
    /// Elements of the bale's execution width (`getExecWidthValue`).
    whole: u32,
    /// `getExecSizeAllowedBits` of the main instruction.
    exec_bits: u32,
}

impl Plan {
    fn head_write(&self) -> Option<&FoldedRegion> {
        match self.members.last() {
            Some((_, Role::Wr(r))) => Some(r),
            _ => None,
        }
    }

    /// The member whose index add `i` is.
    fn index_of(&self, i: InstId) -> Option<InstId> {
        self.members.iter().find_map(|(m, role)| match role {
            Role::Rd(r) | Role::Wr(r) if r.folded == Some(i) => Some(*m),
            _ => None,
        })
    }
}

/// A region with the index add it folded.
#[derive(Clone)]
struct FoldedRegion {
    region: Region,
    folded: Option<InstId>,
}

fn region_of(f: &Function, id: InstId, members: &[InstId]) -> Option<FoldedRegion> {
    let mut r = Region::of(f, &f.insts[id], false)?;
    let mut folded = None;
    if let Some(Value::Inst(a)) = r.indirect.clone()
        && members.contains(&a)
        && f.insts[a].opcode == lanes_ir::Opcode::Add
        && let Some(c) = f.insts[a].operands.get(1).and_then(Value::as_int)
    {
        r.indirect = Some(f.insts[a].operands[0].clone());
        r.offset += c as i64;
        folded = Some(a);
    }
    Some(FoldedRegion { region: r, folded })
}

impl std::ops::Deref for FoldedRegion {
    type Target = Region;
    fn deref(&self) -> &Region {
        &self.region
    }
}

/// The bale of `members` (code order, head last) if the port splits it:
/// region reads and writes (a write only as the head, unpredicated), and
/// lane-wise instructions (binary operators, casts but bitcasts, `fneg`)
/// with no predicate (`i1`) vectors; intrinsics other than regions are not
/// split (`processInst` splits only ALU intrinsics; lanes models none).
fn plan_of(
    f: &Function,
    members: &[InstId],
    kinds: &rustc_hash::FxHashMap<InstId, BaleKind>,
) -> Option<Plan> {
    let head = *members.last()?;
    if !live(f, head) {
        return None;
    }
    let mut out = Vec::new();
    let mut main = None;
    for &id in members {
        let d = &f.insts[id];
        let kind = *kinds.get(&id)?;
        let role = match kind {
            BaleKind::RdRegion => {
                let r = region_of(f, id, members)?;
                if r.elem_bytes == 0 {
                    return None;
                }
                Role::Rd(r)
            }
            BaleKind::WrRegion if id == head => {
                let r = region_of(f, id, members)?;
                if r.mask.is_some() || r.elem_bytes == 0 {
                    return None;
                }
                if r.is_multi_indirect(f) {
                    return None;
                }
                Role::Wr(r)
            }
            BaleKind::AddrAdd => Role::AddrAdd,
            BaleKind::MainInst
            | BaleKind::NegMod
            | BaleKind::NotMod
            | BaleKind::ZExt
            | BaleKind::SExt => {
                let op = d.opcode;
                let lane_wise = splittable_intrinsic(f, d)
                    || op.is_binary()
                    || (op.is_cast() && op != lanes_ir::Opcode::BitCast)
                    || op == lanes_ir::Opcode::FNeg
                    || is_compare(d);
                if !lane_wise || !d.ty.is_vector() {
                    return None;
                }
                if kind == BaleKind::MainInst {
                    main = Some(id);
                }
                Role::Inst
            }
            _ => return None,
        };
        // No predicates but a compare's result: predicate operands and
        // selects have rules not ported (`splatPredicateIfNecessary`,
        // `fixIllegalPredicates`).
        let pred = (d.ty.scalar() == Type::i1() && !is_compare(d))
            || d.operands
                .iter()
                .any(|o| f.value_ty(o).scalar() == Type::i1() && f.value_ty(o).is_vector());
        if pred && !matches!(role, Role::Wr(_)) {
            return None;
        }
        out.push((id, role));
    }
    let whole = match &out.last()?.1 {
        Role::Wr(_) => f.value_ty(f.insts[head].operands.get(wr::NEW)?).lanes()?,
        _ => f.insts[head].ty.lanes()?,
    };
    let exec_bits = match main.map(|m| f.insts[m].opcode) {
        Some(
            lanes_ir::Opcode::SDiv
            | lanes_ir::Opcode::UDiv
            | lanes_ir::Opcode::SRem
            | lanes_ir::Opcode::URem,
        ) => DIV_BITS,
        _ => 0x3f,
    };
    Some(Plan {
        head,
        members: out,
        whole,
        exec_bits,
    })
}

/// An ALU intrinsic IGC splits lane-wise: a general result and general
/// arguments (scalars, or vectors as wide as the result) without a fixed
/// or legal-only region, and overloaded on exactly the vector types, so a
/// slice's declaration is the same name with the slice's types.
/// (`getExecSizeAllowedBits`' intrinsic categories are not in lanes'
/// table; every width is taken as allowed.)
fn splittable_intrinsic(f: &Function, d: &lanes_ir::InstData) -> bool {
    use crate::intrinsics::{ArgCat, Restriction, describe_inst};
    let Some(desc) = describe_inst(d) else {
        return false;
    };
    let lanes = d.ty.lanes().filter(|_| d.ty.is_vector());
    let general = |a: &crate::intrinsics::ArgInfo| {
        a.cat == ArgCat::General
            && !matches!(
                a.restriction,
                Restriction::Fixed4 | Restriction::OnlyLegalRegion
            )
    };
    lanes.is_some()
        && desc.ret().is_some_and(general)
        && desc.args().all(general)
        && desc.args().count() + 1 == d.operands.len()
        && d.operands[1..].iter().all(|o| {
            let t = f.value_ty(o);
            !t.is_vector() || t.lanes() == lanes
        })
        && {
            let tys: Vec<Type> = d.operands[1..].iter().map(|o| f.value_ty(o)).collect();
            split_callee(f, d, d.ty, &tys).is_some()
        }
}

/// The callee of a slice of the intrinsic call `d` with result `ret` and
/// arguments of `args`: the name's overload suffix (the result and vector
/// argument types) re-mangled.
fn split_callee(f: &Function, d: &lanes_ir::InstData, ret: Type, args: &[Type]) -> Option<String> {
    use crate::rewrite::mangle;
    let name = d.callee_name()?;
    let old: Vec<Type> = std::iter::once(d.ty)
        .chain(d.operands[1..].iter().map(|o| f.value_ty(o)))
        .filter(|t| t.is_vector())
        .collect();
    let new: Vec<Type> = std::iter::once(ret)
        .chain(args.iter().copied())
        .filter(|t| t.is_vector())
        .collect();
    let suffix: String = old.iter().map(|t| format!(".{}", mangle(*t))).collect();
    let base = name.strip_suffix(&suffix)?;
    Some(
        base.to_string()
            + &new
                .iter()
                .map(|t| format!(".{}", mangle(*t)))
                .collect::<String>(),
    )
}

/// A vector `icmp`/`fcmp`, whose predicate result has its own legal sizes.
fn is_compare(d: &lanes_ir::InstData) -> bool {
    matches!(d.opcode, lanes_ir::Opcode::ICmp | lanes_ir::Opcode::FCmp) && d.ty.is_vector()
}

/// `getLegalPredSize`: the smallest and largest legal sizes of a slice of a
/// `whole`-element predicate from `start` (at least 8 on 64-byte-GRF
/// platforms, where 4-aligned predicates are not native, else 4; at most the
/// rest of its part, and no more than the alignment within the part).
fn legal_pred_size(whole: u32, start: u32, grf_bytes: u32) -> (u32, u32) {
    let (off, size) = allany::pred_part(whole, start);
    let min = if grf_bytes > 32 { 8 } else { 4 };
    let mut log_max = log2_floor((size + off).saturating_sub(start).max(1));
    let within = start - off;
    if within != 0 {
        log_max = log_max.min(within.trailing_zeros());
    }
    let max = 1 << log_max;
    (min.min(max), max)
}

/// Marks integer division, whose allowed widths depend on the platform.
const DIV_BITS: u32 = 0x100;

/// `checkBaleSplittingKind`: a bale reading the vector its `wrregion`
/// head writes may read later slices from the previous join when the read
/// region is the written one (1D, or 2D with rows not overlapping) or does
/// not overlap it; otherwise splitting is normal (and unbales the head).
fn split_kind(f: &Function, p: &Plan) -> SplitKind {
    let Some(r1) = p.head_write() else {
        return SplitKind::Normal;
    };
    let old = &f.insts[p.head].operands[wr::OLD];
    let mut kind = SplitKind::Normal;
    for (id, role) in &p.members {
        let Role::Rd(r2) = role else { continue };
        if f.insts[*id].operands[rd::INPUT] != *old {
            continue;
        }
        let multi1 = r1.is_multi_indirect(f);
        if !r1.same(r2) {
            if r1.indirect.is_some() || r2.indirect.is_some() {
                // IGC compares indirect offsets with scalar evolution; lanes
                // does not, so the regions may overlap.
                if r1.indirect != r2.indirect {
                    return SplitKind::Normal;
                }
            }
            if overlap(r1, r2) {
                return SplitKind::Normal;
            }
            kind = SplitKind::Propagation;
            continue;
        }
        if !r1.is_2d() {
            if multi1 {
                return SplitKind::Normal;
            }
        } else if r1.vstride < r1.width as i64 || multi1 {
            return SplitKind::Normal;
        }
        kind = SplitKind::Propagation;
    }
    kind
}

/// `Region::overlap`: whether two direct regions touch a common byte.
fn overlap(a: &Region, b: &Region) -> bool {
    let bytes = |r: &Region| -> rustc_hash::FxHashSet<i64> {
        let w = r.width.max(1);
        (0..r.num_elements)
            .flat_map(|i| {
                let e = (i / w) as i64 * r.vstride + (i % w) as i64 * r.stride;
                let s = r.offset + e * r.elem_bytes as i64;
                s..s + r.elem_bytes as i64
            })
            .collect()
    };
    let x = bytes(a);
    bytes(b).iter().any(|b| x.contains(b))
}

/// Elements of the vector a region member reads or writes.
fn input_elems(f: &Function, id: InstId) -> u32 {
    // `rd::INPUT` and `wr::OLD` are the same operand.
    f.value_ty(&f.insts[id].operands[rd::INPUT])
        .lanes()
        .unwrap_or(1)
}

/// `determineNonRegionWidth`: at most two GRFs of the widest of the result
/// and first operand elements (four for a 32-wide 64-bit operation where
/// SIMD32 is efficient).
fn non_region_width(f: &Function, id: InstId, start: u32, t: &LegalTarget) -> u32 {
    let d = &f.insts[id];
    let Some(n) = d.ty.lanes() else { return 1 };
    let mut width = n - start;
    let mut bytes = elem_bytes(d.ty.scalar());
    // A call's first argument follows its callee.
    let first = if d.opcode == lanes_ir::Opcode::Call {
        1
    } else {
        0
    };
    if let Some(op) = d.operands.get(first) {
        bytes = bytes.max(elem_bytes(f.value_ty(op).scalar()));
    }
    let num_grf = if t.efficient_simd32 && width == 32 && bytes == 8 {
        4
    } else {
        2
    };
    let max = num_grf * t.grf_bytes;
    if bytes > 0 {
        if width * bytes > max {
            width = max / bytes;
        }
        width = pow2_floor(width.max(1));
    }
    width
}

/// `determineWidth`: the width of the slice from `start`.
///
/// Long: IGC's rule walks every member of the bale with its own case; kept
/// as one walk so each case reads against the source.
fn determine_width(
    f: &Function,
    p: &Plan,
    t: &LegalTarget,
    start: u32,
    kind: SplitKind,
    live: &live_elements::LiveElements,
) -> Width {
    let mut bits = if p.exec_bits == DIV_BITS {
        if t.int_divrem32 { 0x1f } else { 0x3f }
    } else {
        p.exec_bits
    };
    if !t.simd32 {
        bits &= 0x1f;
    }
    let mut width = p.whole - start;
    let mut pred_min = 1;
    let mut narrowest: Option<InstId> = None;
    let mut must_split = false;
    let mut read_same = false;
    let wr_input = p
        .head_write()
        .map(|_| f.insts[p.head].operands[wr::OLD].clone());
    for (id, role) in &p.members {
        let this = match role {
            Role::Wr(r) => {
                let n = input_elems(f, *id);
                let mut w = width.min(legal_region_size(t, r, false, start, false, true, n));
                if p.members.len() == 1 {
                    w = w.min(legal_region_size(t, r, false, start, false, false, n));
                }
                w
            }
            Role::Rd(r) => {
                if Some(&f.insts[*id].operands[rd::INPUT]) == wr_input.as_ref() {
                    read_same = true;
                }
                let multi = r.is_multi_indirect(f);
                let mut w = legal_region_size(t, r, multi, start, true, true, input_elems(f, *id));
                if w == 1
                    && (r.elem_bytes != 1 || t.multi_indirect_byte)
                    && r.indirect.is_some()
                    && !multi
                {
                    // A single indirect read that could be one element only:
                    // assume it becomes multi-indirect, 4 or 8 wide.
                    let nw = 1 << log2_floor(r.width.max(1) - start % r.width.max(1));
                    if nw >= 4 {
                        w = nw.min(8);
                        must_split = true;
                    }
                }
                if r.is_2d() {
                    let grf = t.grf_bytes.max(1) as i64;
                    for i in 0..w / r.width.max(1) {
                        let chunk = r.offset + i as i64 * r.vstride * r.elem_bytes as i64;
                        let end = chunk + (r.width as i64 - 1) * r.stride * r.elem_bytes as i64;
                        if chunk.div_euclid(grf) != end.div_euclid(grf) {
                            w = r.width;
                            must_split = true;
                            break;
                        }
                    }
                }
                w
            }
            Role::AddrAdd => continue,
            Role::Inst if is_compare(&f.insts[*id]) => {
                let mut w = non_region_width(f, *id, start, t);
                let (min, max) = legal_pred_size(p.whole, start, t.grf_bytes);
                if min <= p.whole - start {
                    pred_min = min;
                }
                if pred_min > width {
                    // A region read is split too narrow for the predicate:
                    // unbale it.
                    if let Some(rd) = narrowest.filter(|r| {
                        p.members
                            .iter()
                            .any(|(m, role)| m == r && matches!(role, Role::Rd(_)))
                    }) {
                        return Width::UnbaleRead(rd);
                    }
                }
                w = w.min(max);
                w
            }
            Role::Inst => non_region_width(f, *id, start, t),
        };
        if this < width {
            narrowest = Some(*id);
        }
        width = width.min(this);
    }
    while width > 1 && bits & width == 0 {
        width >>= 1;
    }
    if width > 1 {
        // `splitDeadElements`, but not for half (math needs SIMD8/16) nor
        // float IEEE division and square root.
        let exec = match p.head_write() {
            Some(_) => f.insts[p.head].operands[wr::NEW].clone(),
            None => Value::Inst(p.head),
        };
        let ety = f.value_ty(&exec).scalar();
        let ieee = p.members.iter().any(|(m, _)| {
            f.insts[*m].callee_name().is_some_and(|n| {
                n.starts_with("llvm.genx.ieee.div") || n.starts_with("llvm.genx.ieee.sqrt")
            })
        });
        if !(ety == Type::intern(lanes_ir::TypeData::Half) || (ety == Type::float() && ieee)) {
            let reduced = live_elements::split_dead_elements(&live.of(f, &exec), width, start);
            if bits & reduced != 0 {
                width = reduced;
            }
        }
    }
    if width != p.whole && read_same && kind == SplitKind::Normal {
        return Width::UnbaleHead;
    }
    if width == p.whole && !must_split {
        return Width::NoSplit;
    }
    // A join after the split must be a legal destination region.
    if p.head_write().is_none() {
        let head_ty = f.insts[p.head].ty;
        if head_ty.lanes() != Some(width) && head_ty.scalar() != Type::i1() {
            let whole = whole_region(head_ty);
            let w = legal_region_size(t, &whole, false, start, false, true, p.whole);
            width = width.min(w);
        }
    }
    Width::Slice(width.max(1))
}

/// `Region(V)`: the whole of a vector value, 1D.
fn whole_region(ty: Type) -> Region {
    let n = ty.lanes().unwrap_or(1);
    Region {
        elem_ty: ty.scalar(),
        elem_bytes: elem_bytes(ty.scalar()),
        num_elements: n,
        vstride: n as i64,
        width: n,
        stride: 1,
        offset: 0,
        indirect: None,
        parent_width: 0,
        mask: None,
    }
}

/// Whether every slice of an indirect read that must become multi-indirect
/// is of the kind lanes writes (`convertToMultiIndirect` with a scalar index
/// and stride 1: a plain read); the splat-and-add form is not modelled.
fn convertible(f: &Function, p: &Plan, t: &LegalTarget, widths: &[u32]) -> bool {
    let mut start = 0;
    for &w in widths {
        for (id, role) in &p.members {
            if let Role::Rd(r) = role
                && needs_multi(f, *id, r, t, start, w)
            {
                let sub = subregion(r, start, w);
                if sub.stride != 1 || sub.is_2d() {
                    return false;
                }
            }
        }
        start += w;
    }
    true
}

/// `ConvertToMulti` of `splitInst`.
fn needs_multi(f: &Function, id: InstId, r: &Region, t: &LegalTarget, start: u32, w: u32) -> bool {
    r.indirect.is_some()
        && !r.is_multi_indirect(f)
        && w != 1
        && (r.elem_bytes != 1 || t.multi_indirect_byte)
        && legal_region_size(t, r, false, start, true, true, input_elems(f, id)) == 1
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

/// The constant lanes `start..start + size` of a vector constant.
fn const_slice(c: &Constant, start: u32, size: u32) -> Option<Constant> {
    let ty = Type::vector(size, c.ty().scalar());
    Some(match c {
        Constant::Zero(_) => Constant::Zero(ty),
        Constant::Undef(_) => Constant::Undef(ty),
        Constant::Poison(_) => Constant::Poison(ty),
        Constant::Splat { elem, .. } => Constant::Splat {
            ty,
            elem: elem.clone(),
        },
        Constant::Aggregate { elems, .. } => Constant::Aggregate {
            ty,
            elems: elems
                .get(start as usize..(start + size) as usize)?
                .to_vec()
                .into(),
        },
        _ => return None,
    })
}

/// Whether `id` is still in a block.
fn live(f: &Function, id: InstId) -> bool {
    f.blocks[f.insts[id].block].insts.contains(&id)
}

/// Builds one slice's instructions before the bale's head.
struct Slicer<'a> {
    out: &'a mut Legalized,
    names: &'a mut rustc_hash::FxHashSet<String>,
    head: InstId,
    start: u32,
    width: u32,
    /// Split members of this slice.
    map: Vec<(InstId, Value)>,
}

impl Slicer<'_> {
    fn insert(&mut self, data: lanes_ir::InstData, name: &str, dbg: InstId) -> Value {
        if let Some(c) = data.callee_name()
            && let lanes_ir::Extra::Call(ci) = &data.extra
        {
            self.out.callees.push((c.to_string(), ci.fn_ty));
        }
        let mut data = data;
        if !data.ty.is_void() && !name.is_empty() {
            data.name = Some(fresh(self.names, name).into());
        }
        let mut c = FuncCursor::new(&mut self.out.func).at_inst(self.head);
        c.use_srcloc(dbg);
        Value::Inst(c.insert_inst(data))
    }

    /// The index operand of `r` (`getStartIdx`): its variable index plus its
    /// offset, a multi-indirect index read at `idx_idx` first.
    fn start_index(&mut self, r: &mut Region, idx_idx: u32, name: &str, dbg: InstId) {
        let Some(mut index) = r.indirect.clone() else {
            return;
        };
        let f = &self.out.func;
        let ity = f.value_ty(&index);
        if let Some(n) = ity.lanes().filter(|_| ity.is_vector()) {
            let rows = r.num_elements / r.width.max(1);
            if n != rows {
                let sub = subregion(&whole_region(ity), idx_idx, rows);
                let data = sub.rd_region(f, index.clone(), "", false);
                index = self.insert(data, &format!("{name}.multiindirect_idx_subregion"), dbg);
            }
        }
        if r.offset != 0 {
            let f = &self.out.func;
            let ty = f.value_ty(&index);
            let c = |t: Type| Constant::Int {
                ty: t,
                value: r.offset as i128,
            };
            let off = match ty.lanes().filter(|_| ty.is_vector()) {
                Some(n) => Constant::Aggregate {
                    ty,
                    elems: (0..n).map(|_| c(ty.scalar())).collect::<Vec<_>>().into(),
                },
                None => c(ty),
            };
            let data = cursor::new_inst(
                lanes_ir::Opcode::Add,
                None,
                ty,
                vec![index, Value::Const(off)],
            );
            index = self.insert(data, &format!("{name}.indirect_idx_add"), dbg);
            r.offset = 0;
        }
        r.indirect = Some(index);
    }

    /// `getSplitOperand`: a constant's slice, a split member, or a read of
    /// the slice of another vector.
    fn operand(&mut self, v: &Value, dbg: InstId) -> Value {
        let ty = self.out.func.value_ty(v);
        if !ty.is_vector() {
            return v.clone();
        }
        if let Value::Const(c) = v {
            return const_slice(c, self.start, self.width).map_or_else(|| v.clone(), Value::Const);
        }
        if let Value::Inst(i) = v
            && let Some((_, s)) = self.map.iter().find(|(o, _)| o == i)
        {
            return s.clone();
        }
        let sub = subregion(&whole_region(ty), self.start, self.width);
        let name = format!("{}.split{}", base_name(&self.out.func, v), self.start);
        let data = sub.rd_region(&self.out.func, v.clone(), "", false);
        self.insert(data, &name, dbg)
    }
}

/// Splits the bale `p` into slices of `widths`, joined in order, and
/// replaces the head's uses by the last join (`processBale`, `splitBale`,
/// `splitInst`, `joinWrRegion`, `joinBaleResult`).
///
/// Long: one walk over the slices and the members of each, as IGC's
/// `splitBale` and `splitInst` make it.
fn split(
    out: &mut Legalized,
    names: &mut rustc_hash::FxHashSet<String>,
    p: &Plan,
    t: &LegalTarget,
    widths: &[u32],
    kind: SplitKind,
) {
    let head_d = out.func.insts[p.head].clone();
    let head_ty = head_d.ty;
    let wr_old = p.head_write().map(|_| head_d.operands[wr::OLD].clone());
    let mut prev: Value = Value::Const(Constant::Undef(head_ty));
    let mut start = 0u32;
    for &w in widths {
        let mut s = Slicer {
            out: &mut *out,
            names: &mut *names,
            head: p.head,
            start,
            width: w,
            map: Vec::new(),
        };
        let mut last = None;
        for (id, role) in &p.members {
            let d = s.out.func.insts[*id].clone();
            let name = format!("{}.split{start}", base_name(&s.out.func, &Value::Inst(*id)));
            let v = match role {
                Role::Wr(_) | Role::AddrAdd => continue,
                Role::Rd(r) => {
                    let mut input = d.operands[rd::INPUT].clone();
                    if start != 0
                        && kind == SplitKind::Propagation
                        && Some(&input) == wr_old.as_ref()
                    {
                        input = prev.clone();
                    }
                    let multi = r.is_multi_indirect(&s.out.func);
                    let convert = needs_multi(&s.out.func, *id, r, t, start, w);
                    let (mut sub, idx_idx) = if multi {
                        let rw = r.width.max(1);
                        (subregion(r, start % rw, w), start / rw)
                    } else {
                        (subregion(r, start, w), 0)
                    };
                    s.start_index(&mut sub, idx_idx, &name, *id);
                    let data = sub.rd_region(&s.out.func, input, "", false);
                    let n = if convert {
                        base_name(&s.out.func, &Value::Inst(*id))
                    } else {
                        name
                    };
                    s.insert(data, &n, *id)
                }
                Role::Inst if d.opcode == lanes_ir::Opcode::Call => {
                    let args: Vec<Value> = d.operands[1..]
                        .iter()
                        .map(|op| s.operand(op, *id))
                        .collect();
                    let f = &s.out.func;
                    let ret = Type::vector(w, d.ty.scalar());
                    let arg_tys: Vec<Type> = args.iter().map(|a| f.value_ty(a)).collect();
                    let callee = split_callee(f, &d, ret, &arg_tys).unwrap_or_default();
                    let data = crate::collapse::region::call(f, &callee, ret, args, "");
                    s.insert(data, &name, *id)
                }
                Role::Inst => {
                    let mut ops = Vec::new();
                    for op in d.operands.iter() {
                        ops.push(s.operand(op, *id));
                    }
                    let mut data = d.clone();
                    data.ty = Type::vector(w, d.ty.scalar());
                    data.operands = ops.into_boxed_slice();
                    data.md = Box::new([]);
                    data.records = Box::new([]);
                    s.insert(data, &name, *id)
                }
            };
            s.map.push((*id, v.clone()));
            last = Some(v);
        }
        let joined = match p.head_write() {
            Some(r) => {
                let old = if start == 0 {
                    wr_old.clone().unwrap_or(prev.clone())
                } else {
                    prev.clone()
                };
                let mut sub = subregion(r, start, w);
                let name = format!(
                    "{}.join{start}",
                    base_name(&s.out.func, &Value::Inst(p.head))
                );
                s.start_index(&mut sub, 0, &name, p.head);
                let new = s.operand(&head_d.operands[wr::NEW], p.head);
                let data = sub.wr_region(&s.out.func, old, new, "");
                s.insert(data, &name, p.head)
            }
            None => {
                let Some(last) = last else { return };
                if head_ty.lanes() == Some(w) {
                    last
                } else if head_ty.scalar() == Type::i1() {
                    // `createWrPredRegion`.
                    let f = &s.out.func;
                    let slice_ty = f.value_ty(&last);
                    let callee = format!(
                        "llvm.genx.wrpredregion.{}.{}",
                        crate::rewrite::mangle(head_ty),
                        crate::rewrite::mangle(slice_ty)
                    );
                    let at = Value::Const(Constant::Int {
                        ty: Type::int(32),
                        value: start as i128,
                    });
                    let data = crate::collapse::region::call(
                        f,
                        &callee,
                        head_ty,
                        vec![prev.clone(), last.clone(), at],
                        "",
                    );
                    let name = format!("{}.join{start}", base_name(f, &last));
                    s.insert(data, &name, p.head)
                } else {
                    let eb = elem_bytes(head_ty.scalar());
                    let mut r = whole_region(Type::vector(w, head_ty.scalar()));
                    r.vstride = 0;
                    r.offset = (start * eb) as i64;
                    let name = format!("{}.join{start}", base_name(&s.out.func, &last));
                    let data = r.wr_region(&s.out.func, prev.clone(), last, "");
                    s.insert(data, &name, p.head)
                }
            }
        };
        prev = joined;
        start += w;
    }
    cursor::replace_all_uses(&mut out.func, &Value::Inst(p.head), &prev);
    // The original bale goes, last first, once nothing reads it.
    for (i, _) in p.members.iter().rev() {
        if live(&out.func, *i) && !cursor::has_uses(&out.func, &Value::Inst(*i)) {
            let _ = FuncCursor::new(&mut out.func).at_inst(*i).remove_inst();
        }
    }
    out.notes.push(format!(
        "split %{} into {}",
        base_name(&out.func, &Value::Inst(p.head)),
        widths
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join("+")
    ));
}
