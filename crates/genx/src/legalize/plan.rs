//! Which bales legalization splits and how wide each slice is
//! (`determineWidth`, `checkBaleSplittingKind`, `getLegalPredSize`,
//! `determineNonRegionWidth`).

use super::*;

/// What `determineWidth` decides at one start index.
pub(super) enum Width {
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
pub(super) enum SplitKind {
    Normal,
    Propagation,
}

/// A bale member as legalization sees it.
#[derive(Clone)]
pub(super) enum Role {
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
pub(super) struct Plan {
    pub(super) head: InstId,
    pub(super) members: Vec<(InstId, Role)>,
    /// Elements of the bale's execution width (`getExecWidthValue`).
    pub(super) whole: u32,
    /// `getExecSizeAllowedBits` of the main instruction.
    pub(super) exec_bits: u32,
}

impl Plan {
    pub(super) fn head_write(&self) -> Option<&FoldedRegion> {
        match self.members.last() {
            Some((_, Role::Wr(r))) => Some(r),
            _ => None,
        }
    }

    /// The member whose index add `i` is.
    pub(super) fn index_of(&self, i: InstId) -> Option<InstId> {
        self.members.iter().find_map(|(m, role)| match role {
            Role::Rd(r) | Role::Wr(r) if r.folded == Some(i) => Some(*m),
            _ => None,
        })
    }
}

/// A region with the index add it folded.
#[derive(Clone)]
pub(super) struct FoldedRegion {
    pub(super) region: Region,
    pub(super) folded: Option<InstId>,
}

pub(super) fn region_of(f: &Function, id: InstId, members: &[InstId]) -> Option<FoldedRegion> {
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
pub(super) fn plan_of(
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
pub(super) fn splittable_intrinsic(f: &Function, d: &lanes_ir::InstData) -> bool {
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
pub(super) fn split_callee(
    f: &Function,
    d: &lanes_ir::InstData,
    ret: Type,
    args: &[Type],
) -> Option<String> {
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
pub(super) fn is_compare(d: &lanes_ir::InstData) -> bool {
    matches!(d.opcode, lanes_ir::Opcode::ICmp | lanes_ir::Opcode::FCmp) && d.ty.is_vector()
}

/// `getLegalPredSize`: the smallest and largest legal sizes of a slice of a
/// `whole`-element predicate from `start` (at least 8 on 64-byte-GRF
/// platforms, where 4-aligned predicates are not native, else 4; at most the
/// rest of its part, and no more than the alignment within the part).
pub(super) fn legal_pred_size(whole: u32, start: u32, grf_bytes: u32) -> (u32, u32) {
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
pub(super) const DIV_BITS: u32 = 0x100;

/// `checkBaleSplittingKind`: a bale reading the vector its `wrregion`
/// head writes may read later slices from the previous join when the read
/// region is the written one (1D, or 2D with rows not overlapping) or does
/// not overlap it; otherwise splitting is normal (and unbales the head).
pub(super) fn split_kind(f: &Function, p: &Plan) -> SplitKind {
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
pub(super) fn overlap(a: &Region, b: &Region) -> bool {
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
pub(super) fn input_elems(f: &Function, id: InstId) -> u32 {
    // `rd::INPUT` and `wr::OLD` are the same operand.
    f.value_ty(&f.insts[id].operands[rd::INPUT])
        .lanes()
        .unwrap_or(1)
}

/// `determineNonRegionWidth`: at most two GRFs of the widest of the result
/// and first operand elements (four for a 32-wide 64-bit operation where
/// SIMD32 is efficient).
pub(super) fn non_region_width(f: &Function, id: InstId, start: u32, t: &LegalTarget) -> u32 {
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
pub(super) fn determine_width(
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
pub(super) fn whole_region(ty: Type) -> Region {
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
pub(super) fn convertible(f: &Function, p: &Plan, t: &LegalTarget, widths: &[u32]) -> bool {
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
pub(super) fn needs_multi(
    f: &Function,
    id: InstId,
    r: &Region,
    t: &LegalTarget,
    start: u32,
    w: u32,
) -> bool {
    r.indirect.is_some()
        && !r.is_multi_indirect(f)
        && w != 1
        && (r.elem_bytes != 1 || t.multi_indirect_byte)
        && legal_region_size(t, r, false, start, true, true, input_elems(f, id)) == 1
}
