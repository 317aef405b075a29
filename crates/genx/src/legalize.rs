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

use crate::baling::{BaleKind, bales};
use crate::collapse::region::{Region, elem_bytes};
use crate::intrinsics::{rd, wr};
use crate::view::inst_id;

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

/// `getLegalRegionSizeForTarget` for a direct region: how many elements
/// from `idx` one instruction can access.
pub fn legal_region_size(r: &Region, idx: u32, allow_2d: bool, grf_bytes: u32) -> u32 {
    let eb = r.elem_bytes.max(1);
    let mut valid = 1u32;
    let stride_pow2 = r.stride == 0 || (r.stride > 0 && (r.stride as u64).is_power_of_two());
    if !(stride_pow2 && (allow_2d || r.stride <= 4)) {
        return 1;
    }
    let stride_valid = r.stride <= 4;
    let epg = (grf_bytes / eb).max(1);
    // Bytes may span two GRFs only where multi-indirect byte regioning is
    // available (the 64-byte-GRF platforms).
    let num_grf = if eb == 1 && grf_bytes < 64 { 1 } else { 2 };
    let w = r.width.max(1);
    let real = (idx / w) as i64 * r.vstride + (idx % w) as i64 * r.stride;
    let off = r.offset_in_elements();
    let to_boundary = (num_grf * epg) as i64 - (real + off).rem_euclid(epg as i64);
    let to_boundary = to_boundary.max(1) as u32;
    if allow_2d && stride_valid {
        let vs_ok = r.vstride == 0 || (r.vstride > 0 && (r.vstride as u64).is_power_of_two());
        let row_len = ((w - 1) as i64 * r.stride + 1) as u32;
        if vs_ok
            && w.is_power_of_two()
            && w <= 16
            && idx.is_multiple_of(w)
            && to_boundary >= row_len
        {
            let rows = if r.vstride == 0 {
                (r.num_elements - idx) / w
            } else {
                let slack = r.vstride - row_len as i64;
                let mut n = ((to_boundary as i64 + slack) / r.vstride) as u32;
                if n > 0 && n * w + idx > r.num_elements {
                    n = (r.num_elements - idx) / w;
                }
                n
            };
            if rows > 0 {
                valid = pow2_floor(rows) * w;
            }
        }
    }
    if valid == 1 {
        valid = w - idx % w;
        let s = r.stride.max(0) as u32;
        if s > 0 && valid * s - (s - 1) > to_boundary {
            valid = to_boundary.div_ceil(s);
        }
        valid = pow2_floor(valid.max(1));
    }
    valid.min(num_grf * epg)
}

/// GenXLegalization on a copy of `f` for a platform with `grf_bytes`-byte GRFs.
pub fn legalize(f: &Function, grf_bytes: u32) -> Legalized {
    let b = bales(f, grf_bytes, 32, 2);
    let mut out = Legalized {
        func: f.clone(),
        notes: Vec::new(),
        callees: Vec::new(),
    };
    let mut names: rustc_hash::FxHashSet<String> = f
        .insts_in_order()
        .filter_map(|i| f.insts[i].name.as_deref().map(str::to_string))
        .collect();
    for bale in &b.bales {
        let Some(plan) = plan_of(f, bale) else {
            continue;
        };
        let widths = slice_widths(&plan, grf_bytes);
        if widths.len() <= 1 {
            continue;
        }
        split(&mut out, &mut names, &plan, &widths);
    }
    cursor::compact(&mut out.func);
    out
}

/// A bale the port can split.
struct Plan {
    head: InstId,
    /// The main instruction, or none for a region move.
    main: Option<InstId>,
    /// Region reads baled into the main instruction (or the move's read).
    reads: Vec<(InstId, Region)>,
    /// The `wrregion` head and its region.
    write: Option<Region>,
    /// Elements of the bale's value.
    whole: u32,
    elem_ty: Type,
}

fn plan_of(f: &Function, bale: &crate::baling::Bale) -> Option<Plan> {
    let head = inst_id(bale.head);
    let mut reads = Vec::new();
    let mut write = None;
    let mut main = None;
    for m in &bale.members {
        let id = inst_id(m.inst);
        match m.kind {
            BaleKind::RdRegion => {
                let r = Region::of(f, &f.insts[id], false)?;
                if r.indirect.is_some() || r.elem_bytes == 0 {
                    return None;
                }
                reads.push((id, r));
            }
            BaleKind::WrRegion => {
                let r = Region::of(f, &f.insts[id], false)?;
                if r.indirect.is_some() || r.mask.is_some() || r.elem_bytes == 0 {
                    return None;
                }
                write = Some(r);
            }
            BaleKind::MainInst if f.insts[id].opcode.is_binary() => main = Some(id),
            _ => return None,
        }
    }
    let (whole, elem_ty) = match main {
        Some(m) => (f.insts[m].ty.lanes()?, f.insts[m].ty.scalar()),
        None if write.is_none() && reads.len() == 1 && reads[0].0 == head => {
            (f.insts[head].ty.lanes()?, f.insts[head].ty.scalar())
        }
        None => return None,
    };
    if elem_bytes(elem_ty) == 0 || !f.insts[main.unwrap_or(head)].ty.is_vector() {
        return None;
    }
    Some(Plan {
        head,
        main,
        reads,
        write,
        whole,
        elem_ty,
    })
}

/// The slice widths `determineWidth` gives, from index 0 to the end.
fn slice_widths(p: &Plan, grf_bytes: u32) -> Vec<u32> {
    let whole_region = Region {
        elem_ty: p.elem_ty,
        elem_bytes: elem_bytes(p.elem_ty),
        num_elements: p.whole,
        vstride: 0,
        width: p.whole,
        stride: 1,
        offset: 0,
        indirect: None,
        parent_width: 0,
        mask: None,
    };
    let mut out = Vec::new();
    let mut start = 0;
    while start < p.whole {
        let mut w = pow2_floor((p.whole - start).min(32));
        for (_, r) in &p.reads {
            w = w.min(legal_region_size(r, start, true, grf_bytes));
        }
        match &p.write {
            Some(r) => w = w.min(legal_region_size(r, start, false, grf_bytes)),
            None => w = w.min(legal_region_size(&whole_region, start, false, grf_bytes)),
        }
        let w = pow2_floor(w.max(1));
        out.push(w);
        start += w;
    }
    out
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

/// Splits the bale `p` into slices of `widths`, joined in order, and
/// replaces the head's uses by the last join.
///
/// Long: IGC's `splitBale`, `splitInst`, `getSplitOperand` and the joins
/// read best as one walk over the slices.
fn split(out: &mut Legalized, names: &mut rustc_hash::FxHashSet<String>, p: &Plan, widths: &[u32]) {
    let f0 = out.func.clone();
    let head_d = f0.insts[p.head].clone();
    let mut prev: Value = match &p.write {
        Some(_) => head_d.operands[wr::OLD].clone(),
        None => Value::Const(Constant::Undef(head_d.ty)),
    };
    let mut callees = Vec::new();
    let mut insert = |out: &mut Legalized, data: lanes_ir::InstData, name: &str, dbg: InstId| {
        if let Some(c) = data.callee_name()
            && let lanes_ir::Extra::Call(ci) = &data.extra
        {
            callees.push((c.to_string(), ci.fn_ty));
        }
        let mut data = data;
        if !data.ty.is_void() && !name.is_empty() {
            data.name = Some(fresh(names, name).into());
        }
        let mut c = FuncCursor::new(&mut out.func).at_inst(p.head);
        c.use_srcloc(dbg);
        c.insert_inst(data)
    };
    let mut start = 0u32;
    for &w in widths {
        let mut split_reads: Vec<(InstId, InstId)> = Vec::new();
        for (id, r) in &p.reads {
            let sub = subregion(r, start, w);
            let name = format!("{}.split{start}", base_name(&f0, &Value::Inst(*id)));
            let input = f0.insts[*id].operands[rd::INPUT].clone();
            let data = sub.rd_region(&out.func, input, "", false);
            let new = insert(out, data, &name, *id);
            split_reads.push((*id, new));
        }
        let value = match p.main {
            None => Value::Inst(split_reads[0].1),
            Some(m) => {
                let md = f0.insts[m].clone();
                let mut ops = Vec::new();
                for op in md.operands.iter() {
                    let v = match op {
                        Value::Inst(i) if split_reads.iter().any(|(o, _)| o == i) => Value::Inst(
                            split_reads
                                .iter()
                                .find(|(o, _)| o == i)
                                .map(|x| x.1)
                                .unwrap_or(*i),
                        ),
                        Value::Const(c) if c.ty().is_vector() => match const_slice(c, start, w) {
                            Some(c) => Value::Const(c),
                            None => return,
                        },
                        v if f0.value_ty(v).is_vector() => {
                            let r = Region {
                                elem_ty: p.elem_ty,
                                elem_bytes: elem_bytes(f0.value_ty(v)),
                                num_elements: f0.value_ty(v).lanes().unwrap_or(1),
                                vstride: 0,
                                width: f0.value_ty(v).lanes().unwrap_or(1),
                                stride: 1,
                                offset: 0,
                                indirect: None,
                                parent_width: 0,
                                mask: None,
                            };
                            let mut sub = subregion(&r, start, w);
                            sub.elem_ty = f0.value_ty(v).scalar();
                            let name = format!("{}.split{start}", base_name(&f0, v));
                            let data = sub.rd_region(&out.func, v.clone(), "", false);
                            Value::Inst(insert(out, data, &name, m))
                        }
                        v => v.clone(),
                    };
                    ops.push(v);
                }
                let mut data = md.clone();
                data.ty = Type::vector(w, p.elem_ty);
                data.operands = ops.into_boxed_slice();
                data.md = Box::new([]);
                data.records = Box::new([]);
                let name = format!("{}.split{start}", base_name(&f0, &Value::Inst(m)));
                Value::Inst(insert(out, data, &name, m))
            }
        };
        // The join: into the head's region of the old value, or a 1D
        // region of the whole result.
        let join_region = match &p.write {
            Some(r) => subregion(r, start, w),
            None => Region {
                elem_ty: p.elem_ty,
                elem_bytes: elem_bytes(p.elem_ty),
                num_elements: w,
                vstride: 0,
                width: w,
                stride: 1,
                offset: (start * elem_bytes(p.elem_ty)) as i64,
                indirect: None,
                parent_width: 0,
                mask: None,
            },
        };
        let name = match &p.write {
            Some(_) => format!("{}.join{start}", base_name(&f0, &Value::Inst(p.head))),
            None => format!("{}.join{start}", base_name(&out.func, &value)),
        };
        let data = join_region.wr_region(&out.func, prev, value, "");
        prev = Value::Inst(insert(out, data, &name, p.head));
        start += w;
    }
    cursor::replace_all_uses(&mut out.func, &Value::Inst(p.head), &prev);
    // The original bale goes once nothing reads it.
    let mut dead: Vec<InstId> = vec![p.head];
    dead.extend(p.main);
    dead.extend(p.reads.iter().map(|(i, _)| *i));
    for i in dead {
        if !cursor::has_uses(&out.func, &Value::Inst(i)) {
            let _ = FuncCursor::new(&mut out.func).at_inst(i).remove_inst();
        }
    }
    out.callees.extend(callees);
    out.notes.push(format!(
        "split %{} into {}",
        base_name(&f0, &Value::Inst(p.head)),
        widths
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join("+")
    ));
}
