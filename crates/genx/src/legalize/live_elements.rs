//! GenXLiveElements (`GenXLiveElements.cpp`), the part legalization reads:
//! which elements of each vector value some root (a terminator, an
//! instruction with side effects, a debug intrinsic) needs, propagated
//! backwards through operands. Legalization splits so that dead elements at
//! either end of a vector go in slices of their own (`splitDeadElements`),
//! which later passes delete.

use lanes_ir::{Function, InstId, Opcode, Value};
use rustc_hash::FxHashMap;

use crate::intrinsics::{Intrinsic, classify, rd, wr};
use crate::region_utils::Region;

/// Live elements of each instruction with a single (vector or scalar)
/// value; a value not in the map is all live.
pub struct LiveElements {
    live: FxHashMap<InstId, Vec<bool>>,
}

impl LiveElements {
    /// The live elements of `v` (all live when unknown).
    pub fn of(&self, f: &Function, v: &Value) -> Vec<bool> {
        match v {
            Value::Inst(i) => self
                .live
                .get(i)
                .cloned()
                .unwrap_or_else(|| vec![true; lanes(f, v)]),
            _ => vec![true; lanes(f, v)],
        }
    }
}

fn lanes(f: &Function, v: &Value) -> usize {
    f.value_ty(v).lanes().unwrap_or(1) as usize
}

/// Callees declared without side effects (`readnone`/`memory(none)` and
/// `nounwind`): a call to one is not a root. GenX and VC intrinsics get no
/// attributes from LLVM when a module is read, so a call to one declared
/// without them is a root, as `mayHaveSideEffects` says in IGC's tools.
#[derive(Clone, Default, PartialEq, Eq, Debug)]
pub struct PureCalls(pub rustc_hash::FxHashSet<String>);

impl PureCalls {
    /// The declarations of `m` with those attributes.
    pub fn of(m: &lanes_ir::Module) -> PureCalls {
        let attrs = |h: &lanes_ir::FunctionHeader| -> Vec<String> {
            let mut out = Vec::new();
            for w in &h.suffix {
                match w.strip_prefix('#').and_then(|n| n.parse::<u32>().ok()) {
                    Some(id) => {
                        for (gid, a) in &m.attr_groups {
                            if *gid == id {
                                out.extend(a.iter().map(|x| x.to_string()));
                            }
                        }
                    }
                    None => out.push(w.to_string()),
                }
            }
            out
        };
        PureCalls(
            m.declarations
                .iter()
                .filter(|h| {
                    let a = attrs(h);
                    let has = |n: &str| a.iter().any(|x| x == n);
                    (has("readnone") || has("memory(none)")) && has("nounwind")
                })
                .map(|h| h.name.to_string())
                .collect(),
        )
    }
}

/// `isRootInst`: terminators, instructions with side effects (stores,
/// fences, atomics, calls but those to [`PureCalls`] and to LLVM's own
/// intrinsics that do not touch memory), debug intrinsics.
fn is_root(f: &Function, i: InstId, pure: &PureCalls) -> bool {
    let d = &f.insts[i];
    if d.opcode.is_terminator()
        || matches!(
            d.opcode,
            Opcode::Store | Opcode::Fence | Opcode::AtomicRmw | Opcode::CmpXchg
        )
    {
        return true;
    }
    if d.opcode == Opcode::Call {
        let name = d.callee_name().unwrap_or("");
        let genx = name.starts_with("llvm.genx.") || name.starts_with("llvm.vc.internal.");
        let llvm_pure = name.starts_with("llvm.") && !genx && !crate::intrinsics::touches_memory(d);
        return name.starts_with("llvm.dbg.") || !(pure.0.contains(name) || llvm_pure);
    }
    false
}

/// `isElementWise` for the instructions lanes sees.
fn element_wise(f: &Function, i: InstId) -> bool {
    let d = &f.insts[i];
    d.opcode.is_binary()
        || d.opcode.is_cast()
        || matches!(
            d.opcode,
            Opcode::FNeg | Opcode::ICmp | Opcode::FCmp | Opcode::Select | Opcode::Phi
        )
}

/// Element `k` of a region's footprint in its vector.
fn element(r: &Region, k: u32) -> Option<usize> {
    if r.indirect.is_some() || r.elem_bytes == 0 {
        return None;
    }
    let w = r.width.max(1);
    let e = r.offset / r.elem_bytes as i64 + (k / w) as i64 * r.vstride + (k % w) as i64 * r.stride;
    usize::try_from(e).ok()
}

/// `getOperandLiveElements`: the elements of operand `op` that computing
/// the live elements `live` of `i` needs.
fn operand_live(f: &Function, i: InstId, op: usize, live: &[bool], pure: &PureCalls) -> Vec<bool> {
    let d = &f.insts[i];
    let v = &d.operands[op];
    let n = lanes(f, v);
    let all = vec![true; n];
    if live.iter().all(|l| !l) && !is_root(f, i, pure) {
        return vec![false; n];
    }
    match d.opcode {
        Opcode::BitCast => {
            let dst = live.len();
            let mut src = vec![false; n];
            for (k, &l) in live.iter().enumerate() {
                if !l {
                    continue;
                }
                if n < dst {
                    src[k / (dst / n.max(1)).max(1)] = true;
                } else {
                    let s = n / dst.max(1);
                    src[k * s..(k + 1) * s].iter_mut().for_each(|b| *b = true);
                }
            }
            return src;
        }
        Opcode::And if d.operands.len() == 2 => {
            if let Value::Const(c) = &d.operands[1 - op]
                && let Some(ls) = c.int_lanes()
                && ls.len() == live.len()
            {
                return live
                    .iter()
                    .zip(&ls)
                    .map(|(&l, c)| l && *c != Some(0))
                    .collect();
            }
        }
        _ => {}
    }
    match classify(d) {
        Some(Intrinsic::RdRegion) => {
            if op != rd::INPUT {
                return all;
            }
            let Some(r) = Region::of(f, d, false) else {
                return all;
            };
            let mut out = vec![false; n];
            for (k, &l) in live.iter().enumerate() {
                if l {
                    match element(&r, k as u32) {
                        Some(e) if e < n => out[e] = true,
                        _ => return all,
                    }
                }
            }
            return out;
        }
        Some(Intrinsic::WrRegion) => {
            let Some(r) = Region::of(f, d, false) else {
                return all;
            };
            if r.mask.is_some() && op == wr::OLD {
                return live.to_vec();
            }
            let written: Option<Vec<usize>> = (0..r.num_elements).map(|k| element(&r, k)).collect();
            let Some(written) = written else { return all };
            if op == wr::OLD {
                let mut out = live.to_vec();
                for e in written {
                    if e < out.len() {
                        out[e] = false;
                    }
                }
                return out;
            }
            if op == wr::NEW && n == written.len() {
                return written
                    .iter()
                    .map(|&e| live.get(e).copied().unwrap_or(true))
                    .collect();
            }
            return all;
        }
        _ => {}
    }
    if element_wise(f, i) && n == live.len() && d.ty.is_vector() == f.value_ty(v).is_vector() {
        return live.to_vec();
    }
    all
}

/// `GenXLiveElements::processFunction`.
pub fn live_elements(f: &Function, pure: &PureCalls) -> LiveElements {
    let mut live: FxHashMap<InstId, Vec<bool>> = FxHashMap::default();
    let mut work: Vec<InstId> = Vec::new();
    for i in f.insts_in_order() {
        if is_root(f, i, pure) {
            live.insert(i, vec![true; f.insts[i].ty.lanes().unwrap_or(1) as usize]);
            work.push(i);
        }
    }
    let mut steps = 0usize;
    while let Some(i) = work.pop() {
        steps += 1;
        if steps > 64 * (f.insts.len() + 1) {
            break;
        }
        let mine = live[&i].clone();
        for (k, op) in f.insts[i].operands.iter().enumerate() {
            let Value::Inst(o) = op else { continue };
            let n = lanes(f, op);
            let old = live.get(o).cloned().unwrap_or_else(|| vec![false; n]);
            let add = operand_live(f, i, k, &mine, pure);
            let new: Vec<bool> = old
                .iter()
                .zip(add.iter().chain(std::iter::repeat(&true)))
                .map(|(a, b)| *a || *b)
                .collect();
            if new == old || new.iter().all(|b| !b) {
                continue;
            }
            live.insert(*o, new);
            if !work.contains(o) {
                work.push(*o);
            }
        }
    }
    // Values nothing live reads are all dead.
    for i in f.insts_in_order() {
        live.entry(i)
            .or_insert_with(|| vec![false; f.insts[i].ty.lanes().unwrap_or(1) as usize]);
    }
    LiveElements { live }
}

/// `splitDeadElements`: a narrower width from `start` that puts the dead
/// elements at the start or the end of `live` in slices of their own,
/// or `width` unchanged.
pub fn split_dead_elements(live: &[bool], width: u32, start: u32) -> u32 {
    let any_dead = live.iter().any(|l| !l);
    let Some(first) = live.iter().position(|&l| l) else {
        return width;
    };
    if !any_dead {
        return width;
    }
    let last = live.iter().rposition(|&l| l).unwrap_or(first) as u32;
    let first = first as u32 & !3;
    if (start > first || start + width < first) && (start > last || start + width < last) {
        return width;
    }
    let first = first.max(start);
    let last = last.min(start + width);
    let size = last - first + 1;
    let mut live_width = 1;
    while live_width < size {
        live_width <<= 1;
    }
    if live_width >= width {
        return width;
    }
    if start < first {
        let dead = first - start;
        let mut w = width;
        while w > dead {
            w >>= 1;
        }
        return w;
    }
    live_width
}
