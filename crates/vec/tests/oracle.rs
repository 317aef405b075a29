//! The shape oracle: a small concrete interpreter runs the scalar loop, lane
//! `l` of vector iteration `v` being scalar iteration `v·VF + l`, and every
//! shape claim is checked on the values the lanes actually computed (a
//! `Uniform` value is equal in every lane, `Strided(s)` differs by `s`
//! between neighbouring lanes, SOA shapes hold on the SOA addresses of the
//! privates, ...). Run on generated loops and on the seed fixtures.

mod common;

use std::collections::HashMap;

use lanes_db::affine::eval_icmp;
use lanes_db::layout::TypeLayout;
use lanes_db::{
    LayoutPolicy, LoopId, RootDatabase, file_functions, function_body, function_loops, type_layout,
};
use lanes_ir::{Constant, Extra, Function, InstId, Opcode, TypeData, Value};
use lanes_vec::{Layout, Shape};
use proptest::prelude::*;

const MAX_ITERS: usize = 64;
const MAX_STEPS: usize = 200_000;

/// Per scalar iteration of the candidate loop: every value each instruction produced, in order.
type Trace = Vec<HashMap<InstId, Vec<i128>>>;

struct Private {
    alloca: InstId,
    base: i128,
    size: i128,
    elem: i128,
}

struct Interp<'a> {
    f: &'a Function,
    tl: &'a TypeLayout,
    vf: usize,
    args: Vec<i128>,
    vals: HashMap<InstId, i128>,
    mem: HashMap<i128, i128>,
    privates: &'a [Private],
    lane: usize,
}

fn hash(x: i128) -> i128 {
    let mut h = (x as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    h ^= h >> 29;
    (h & 0xff) as i128
}

fn global_addr(name: &str) -> i128 {
    let h = name
        .bytes()
        .fold(7u64, |a, b| a.wrapping_mul(31).wrapping_add(b as u64));
    0x100_0000_0000 + (h % 997) as i128 * 0x100_0000
}

fn norm(v: i128, bits: u32) -> i128 {
    if bits >= 128 {
        return v;
    }
    let sh = 128 - bits;
    (v << sh) >> sh
}

fn bits_of(f: &Function, v: &Value) -> u32 {
    let ty = f.value_ty(v);
    if ty.is_ptr() {
        64
    } else {
        ty.int_bits().unwrap_or(64)
    }
}

impl Interp<'_> {
    fn val(&self, v: &Value) -> Option<i128> {
        match v {
            Value::Inst(i) => {
                if let Some(p) = self.privates.iter().find(|p| p.alloca == *i) {
                    return Some(p.base + self.lane as i128 * p.size);
                }
                self.vals.get(i).copied()
            }
            Value::Arg(k) => self.args.get(*k as usize).copied(),
            Value::Const(c) => match c {
                Constant::Int { value, .. } => Some(*value),
                Constant::Null(_)
                | Constant::Zero(_)
                | Constant::Undef(_)
                | Constant::Poison(_) => Some(0),
                Constant::Global { name, .. } => Some(global_addr(name)),
                Constant::NoneToken(_) => Some(0),
                _ => None,
            },
            _ => None,
        }
    }

    fn gep(&self, i: InstId) -> Option<i128> {
        let inst = &self.f.insts[i];
        let Extra::Gep { source_ty } = inst.extra else {
            return None;
        };
        let mut addr = self.val(&inst.operands[0])?;
        let mut cur = source_ty;
        for (k, idx) in inst.operands[1..].iter().enumerate() {
            let x = self.val(idx)?;
            if k == 0 {
                addr += x * self.tl.alloc_size(cur)? as i128;
                continue;
            }
            match cur.data() {
                TypeData::Struct { .. } | TypeData::Named(_) => {
                    addr += self.tl.field_offset(cur, x as usize)? as i128;
                    cur = self.tl.field_type(cur, x as usize)?;
                }
                _ => {
                    cur = cur.element()?;
                    addr += x * self.tl.alloc_size(cur)? as i128;
                }
            }
        }
        Some(norm(addr, 64))
    }

    /// Value of a non-phi, non-terminator instruction (`None`: unsupported).
    fn exec(&mut self, i: InstId) -> Option<Option<i128>> {
        let f = self.f;
        let inst = &f.insts[i];
        let bits = if inst.ty.is_ptr() {
            64
        } else {
            inst.ty.int_bits().unwrap_or(64)
        };
        let op = |k: usize| self.val(&inst.operands[k]);
        let u = |v: i128, b: u32| {
            if b >= 128 {
                v
            } else {
                v.rem_euclid(1i128 << b)
            }
        };
        let r = match inst.opcode {
            Opcode::Add => op(0)? + op(1)?,
            Opcode::Sub => op(0)? - op(1)?,
            Opcode::Mul => op(0)?.wrapping_mul(op(1)?),
            Opcode::Shl => op(0)? << (op(1)? as u32 % bits),
            Opcode::LShr => u(op(0)?, bits) >> (op(1)? as u32 % bits),
            Opcode::AShr => op(0)? >> (op(1)? as u32 % bits),
            Opcode::And => op(0)? & op(1)?,
            Opcode::Or => op(0)? | op(1)?,
            Opcode::Xor => op(0)? ^ op(1)?,
            Opcode::SDiv | Opcode::UDiv | Opcode::SRem | Opcode::URem => {
                let (a, b) = (op(0)?, op(1)?);
                if b == 0 {
                    0
                } else {
                    match inst.opcode {
                        Opcode::SDiv => a / b,
                        Opcode::SRem => a % b,
                        Opcode::UDiv => u(a, bits) / u(b, bits),
                        _ => u(a, bits) % u(b, bits),
                    }
                }
            }
            Opcode::ICmp => {
                let b = bits_of(f, &inst.operands[0]);
                eval_icmp(inst.predicate()?, op(0)?, op(1)?, b) as i128
            }
            Opcode::Select => {
                if op(0)? & 1 == 1 {
                    op(1)?
                } else {
                    op(2)?
                }
            }
            Opcode::SExt
            | Opcode::Trunc
            | Opcode::BitCast
            | Opcode::PtrToInt
            | Opcode::IntToPtr
            | Opcode::AddrSpaceCast
            | Opcode::Freeze => op(0)?,
            Opcode::ZExt => u(op(0)?, bits_of(f, &inst.operands[0])),
            Opcode::GetElementPtr if !inst.ty.is_vector() => self.gep(i)?,
            Opcode::Alloca => 0x200_0000_0000 + u32::from(i.into_raw()) as i128 * 0x10_0000,
            Opcode::Load if !inst.ty.is_vector() => {
                let a = op(0)?;
                self.mem.get(&a).copied().unwrap_or_else(|| hash(a))
            }
            Opcode::Store if !f.value_ty(&inst.operands[0]).is_vector() => {
                let (v, a) = (op(0)?, op(1)?);
                self.mem.insert(a, v);
                return Some(None);
            }
            Opcode::Call
                if inst
                    .callee_name()
                    .is_some_and(|c| c.starts_with("llvm.directive.")) =>
            {
                0
            }
            Opcode::Store => return Some(None),
            // Anything else (floating point, vectors, calls): a deterministic
            // function of the operands, which is all a shape claim can use.
            _ if !inst.ty.is_void() => {
                let mut h = inst.opcode as i128;
                for v in &inst.operands {
                    h = hash(h.wrapping_mul(1_000_003) ^ self.val(v)?);
                }
                h
            }
            _ => return Some(None),
        };
        Some(Some(norm(r, bits)))
    }
}

/// Runs the function and records the values of the loop's instructions per
/// iteration; `None` if the IR uses something the interpreter lacks.
fn trace(
    f: &Function,
    tl: &TypeLayout,
    l: &lanes_db::loops::LoopData,
    vf: usize,
    privates: &[Private],
) -> Option<Trace> {
    let args = f
        .header
        .params
        .iter()
        .enumerate()
        .map(|(k, p)| {
            if p.ty.is_ptr() {
                0x300_0000_0000 + k as i128 * 0x1000_0000
            } else {
                37
            }
        })
        .collect();
    let mut it = Interp {
        f,
        tl,
        vf,
        args,
        vals: HashMap::new(),
        mem: HashMap::new(),
        privates,
        lane: 0,
    };
    let mut out: Trace = Vec::new();
    let mut block = f.entry()?;
    let mut pred = None;
    let mut n: Option<usize> = None;
    for _ in 0..MAX_STEPS {
        let in_loop = l.contains(block);
        if block == l.header {
            let next = match (n, pred.is_some_and(|p| l.contains(p))) {
                (Some(k), true) => k + 1,
                (None, _) => 0,
                (Some(_), false) => return Some(out),
            };
            if next >= MAX_ITERS {
                return Some(out);
            }
            n = Some(next);
            it.lane = next % it.vf;
            out.push(HashMap::new());
        } else if n.is_some() && !in_loop {
            return Some(out);
        }
        let insts = &f.blocks[block].insts;
        // Phis read their operands simultaneously.
        let mut phis = Vec::new();
        for &i in insts {
            let inst = &f.insts[i];
            if inst.opcode != Opcode::Phi {
                break;
            }
            let k = inst.blocks.iter().position(|b| Some(*b) == pred)?;
            phis.push((
                i,
                norm(it.val(&inst.operands[k])?, bits_of(f, &Value::Inst(i))),
            ));
        }
        for &(i, v) in &phis {
            it.vals.insert(i, v);
            if in_loop && let Some(n) = n {
                out[n].entry(i).or_default().push(v);
            }
        }
        let mut next_block = None;
        for &i in &insts[phis.len()..] {
            let inst = &f.insts[i];
            match inst.opcode {
                Opcode::Br => {
                    let taken = inst.operands.is_empty() || it.val(&inst.operands[0])? & 1 == 1;
                    next_block = Some(if taken {
                        inst.blocks[0]
                    } else {
                        inst.blocks[1]
                    });
                }
                Opcode::Ret | Opcode::Unreachable => return Some(out),
                _ => {
                    if let Some(v) = it.exec(i)? {
                        it.vals.insert(i, v);
                        if in_loop && let Some(n) = n {
                            out[n].entry(i).or_default().push(v);
                        }
                    }
                }
            }
        }
        pred = Some(block);
        block = next_block?;
    }
    Some(out)
}

/// SOA address of an AOS private address, or `None` outside the private.
fn soa_addr(privates: &[Private], vf: usize, lane: usize, a: i128) -> Option<i128> {
    for p in privates {
        let o = a - p.base - lane as i128 * p.size;
        if a >= p.base && a < p.base + vf as i128 * p.size {
            if o < 0 || o >= p.size {
                return None;
            }
            return Some(
                p.base + (o / p.elem) * vf as i128 * p.elem + lane as i128 * p.elem + o % p.elem,
            );
        }
    }
    None
}

/// Checks every shape of `lp` at `vf` and `layout` against the trace.
/// Returns the number of checked claims.
fn check_loop(db: &RootDatabase, lp: LoopId<'_>, vf: u32, layout: LayoutPolicy) -> usize {
    let f = lp.func(db);
    let Some(body) = function_body(db, f) else {
        return 0;
    };
    let tl = type_layout(db, f.file(db));
    let forest = lanes_db::loop_nest(db, f);
    let Some(li) = forest.find(lp.header(db)) else {
        return 0;
    };
    let shapes = lanes_vec::shapes(db, lp, vf, layout);
    let privates: Vec<Private> = shapes
        .privates
        .iter()
        .enumerate()
        .filter_map(|(k, (name, _))| {
            let (i, inst) = body
                .insts
                .iter()
                .find(|(i, _)| &body.value_name(&Value::Inst(*i)) == name)?;
            let Extra::Alloca { allocated, .. } = inst.extra else {
                return None;
            };
            let size = tl.alloc_size(allocated)? as i128;
            let elem = lanes_vec::wi::scalar_elem(allocated)
                .and_then(|e| tl.alloc_size(e))
                .unwrap_or(size as u64);
            Some(Private {
                alloca: i,
                base: 0x400_0000_0000 + k as i128 * 0x100_0000,
                size,
                elem: elem as i128,
            })
        })
        .collect();
    let vf_us = vf as usize;
    let Some(tr) = trace(body, tl, &forest.loops[li], vf_us, &privates) else {
        return 0;
    };
    let soa = shapes.privates.iter().any(|(_, l)| *l == Layout::Soa);
    let mut checked = 0;
    for v in 0..tr.len() / vf_us {
        for vs in &shapes.values {
            let i = vs.inst;
            let bits = bits_of(body, &Value::Inst(i));
            let modulo = |x: i128| norm(x, bits);
            let occ = (0..vf_us)
                .map(|l| tr[v * vf_us + l].get(&i).map_or(0, Vec::len))
                .max()
                .unwrap_or(0);
            for j in 0..occ {
                let lanes: Vec<(usize, i128)> = (0..vf_us)
                    .filter_map(|l| Some((l, *tr[v * vf_us + l].get(&i)?.get(j)?)))
                    .collect();
                if lanes.len() < 2 {
                    continue;
                }
                let (l0, x0) = lanes[0];
                let ctx = || {
                    format!(
                        "{} {} at VF {vf} {layout:?}, vector iteration {v}, occurrence {j}: {lanes:?}",
                        vs.text, vs.shape
                    )
                };
                match vs.shape {
                    Shape::Uniform | Shape::UnitStride(_) | Shape::Strided(_) => {
                        let s = vs.shape.stride().unwrap() as i128;
                        for &(l, x) in &lanes[1..] {
                            assert_eq!(modulo(x - x0), modulo(s * (l - l0) as i128), "{}", ctx());
                        }
                        checked += 1;
                    }
                    Shape::SoaSeq(_) | Shape::SoaStr(_) => {
                        assert!(soa, "SOA shape without an SOA private: {}", ctx());
                        let e = privates.iter().map(|p| p.elem).next().unwrap_or(1) as i64;
                        let d = vs.shape.lane_distance(vf, e).unwrap() as i128;
                        let a0 = soa_addr(&privates, vf_us, l0, x0)
                            .unwrap_or_else(|| panic!("outside: {}", ctx()));
                        for &(l, x) in &lanes[1..] {
                            let a = soa_addr(&privates, vf_us, l, x)
                                .unwrap_or_else(|| panic!("outside: {}", ctx()));
                            assert_eq!(a - a0, d * (l - l0) as i128, "{}", ctx());
                        }
                        checked += 1;
                    }
                    _ => {}
                }
            }
        }
    }
    checked
}

fn check_all_loops(text: &str, vfs: &[u32], layouts: &[LayoutPolicy]) -> usize {
    let mut db = RootDatabase::default();
    let file = db.set_file("t.ll", text);
    let mut checked = 0;
    for &f in file_functions(&db, file) {
        for &l in function_loops(&db, f) {
            for &vf in vfs {
                for &layout in layouts {
                    checked += check_loop(&db, l, vf, layout);
                }
            }
        }
    }
    checked
}

#[test]
fn fixtures_hold_lane_by_lane() {
    let mut total = 0;
    for name in [
        "soa_divergence.ll",
        "slev_a_i_plus_k.ll",
        "vpo_vf_ranges.ll",
        "vplan_examples.ll",
        "optvls_example1.ll",
    ] {
        let n = check_all_loops(
            &common::fixture(name),
            &[2, 4, 8, 16],
            &[LayoutPolicy::Aos, LayoutPolicy::Soa],
        );
        assert!(n > 0, "{name}: nothing checked");
        total += n;
    }
    eprintln!("{total} shape claims checked");
}

/// A tiny deterministic generator of loop bodies over the IV, constants,
/// invariant arguments, loads, selects, compares and a conditionally
/// updated variable.
struct Gen {
    state: u64,
    lines: Vec<String>,
    vals: Vec<String>,
    next: usize,
}

impl Gen {
    fn rand(&mut self, n: u64) -> u64 {
        self.state ^= self.state << 13;
        self.state ^= self.state >> 7;
        self.state ^= self.state << 17;
        self.state % n.max(1)
    }
    fn name(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }
    fn leaf(&mut self) -> String {
        match self.rand(6) {
            0 | 1 => "%iv".into(),
            2 => format!("{}", self.rand(9) as i64 - 4),
            3 => ["%u", "%w"][self.rand(2) as usize].into(),
            _ => {
                let k = self.rand(self.vals.len() as u64) as usize;
                self.vals[k].clone()
            }
        }
    }
    fn emit(&mut self, line: String, name: String) -> String {
        self.lines.push(format!("  {name} = {line}"));
        self.vals.push(name.clone());
        name
    }
    fn expr(&mut self, depth: u32) -> String {
        if depth == 0 {
            return self.leaf();
        }
        let a = self.expr(depth - 1);
        let n = self.name();
        match self.rand(9) {
            0 => {
                let b = self.expr(depth - 1);
                self.emit(format!("add i64 {a}, {b}"), n)
            }
            1 => {
                let b = self.expr(depth - 1);
                self.emit(format!("sub i64 {a}, {b}"), n)
            }
            2 => {
                let c = self.rand(5) as i64 - 2;
                self.emit(format!("mul i64 {a}, {c}"), n)
            }
            3 => {
                let b = self.expr(depth - 1);
                self.emit(format!("mul i64 {a}, {b}"), n)
            }
            4 => {
                let k = self.rand(4);
                self.emit(format!("shl i64 {a}, {k}"), n)
            }
            5 => {
                let b = self.expr(depth - 1);
                let op = ["and", "xor"][self.rand(2) as usize];
                self.emit(format!("{op} i64 {a}, {b}"), n)
            }
            6 => {
                let g = self.name();
                self.lines
                    .push(format!("  {g} = getelementptr i32, i32* %p, i64 {a}"));
                let l = self.name();
                self.lines.push(format!("  {l} = load i32, i32* {g}"));
                self.emit(format!("sext i32 {l} to i64"), n)
            }
            7 => {
                let c = self.cond();
                let b = self.expr(depth - 1);
                self.emit(format!("select i1 {c}, i64 {a}, i64 {b}"), n)
            }
            _ => {
                let c = self.cond();
                self.emit(format!("zext i1 {c} to i64"), n)
            }
        }
    }
    /// An `i1` condition (not added to the `i64` operand pool).
    fn cond(&mut self) -> String {
        let c = self.cond_value();
        self.vals.pop();
        c
    }
    fn cond_value(&mut self) -> String {
        let n = self.name();
        match self.rand(4) {
            0 => {
                let k = self.rand(20) as i64 - 2;
                let p = ["sgt", "slt", "sge", "eq", "ne"][self.rand(5) as usize];
                self.emit(format!("icmp {p} i64 %iv, {k}"), n)
            }
            1 => {
                let a = self.expr(1);
                let p = ["sgt", "slt", "eq"][self.rand(3) as usize];
                self.emit(format!("icmp {p} i64 {a}, %u"), n)
            }
            2 => self.emit("icmp ne i64 %u, 3".to_string(), n),
            _ => {
                let a = self.expr(1);
                let b = self.expr(1);
                self.emit(format!("icmp slt i64 {a}, {b}"), n)
            }
        }
    }
}

/// A function with one loop: body expressions, a branch on a generated
/// condition around more expressions and a conditional update, a join.
fn generate(seed: u64) -> String {
    let mut g = Gen {
        state: seed | 1,
        lines: Vec::new(),
        vals: vec!["%iv".into(), "%cv".into()],
        next: 0,
    };
    let start = [0i64, 3, -2][g.rand(3) as usize];
    let step = [1i64, 2, -1, 3][g.rand(4) as usize];
    let trips = 24 + g.rand(16) as i64;
    let body_n = 1 + g.rand(3);
    let mut last = "%iv".to_string();
    for _ in 0..body_n {
        let d = 1 + g.rand(3) as u32;
        last = g.expr(d);
    }
    let c = g.cond();
    let head = std::mem::take(&mut g.lines);
    let dominating = g.vals.len();
    let t = g.expr(2);
    let inc = g.expr(1);
    let then = std::mem::take(&mut g.lines);
    g.vals.truncate(dominating);
    g.vals.push("%m".into());
    g.vals.push("%cv.next".into());
    let post = g.expr(2);
    let tail = std::mem::take(&mut g.lines);
    let _ = post;
    let mut s = String::new();
    s.push_str("define void @g(i64 %u, i64 %w, i32* %p) {\nentry:\n  br label %loop\nloop:\n");
    s.push_str(&format!(
        "  %iv = phi i64 [ {start}, %entry ], [ %iv.next, %latch ]\n"
    ));
    s.push_str("  %cv = phi i64 [ 0, %entry ], [ %cv.next, %latch ]\n");
    for l in head {
        s.push_str(&l);
        s.push('\n');
    }
    s.push_str(&format!("  br i1 {c}, label %then, label %latch\nthen:\n"));
    for l in then {
        s.push_str(&l);
        s.push('\n');
    }
    s.push_str(&format!(
        "  %cv.inc = add i64 %cv, {inc}\n  br label %latch\nlatch:\n"
    ));
    s.push_str(&format!(
        "  %m = phi i64 [ {t}, %then ], [ {last}, %loop ]\n"
    ));
    s.push_str("  %cv.next = phi i64 [ %cv.inc, %then ], [ %cv, %loop ]\n");
    for l in tail {
        s.push_str(&l);
        s.push('\n');
    }
    let end = start + step * trips;
    s.push_str(&format!(
        "  %iv.next = add i64 %iv, {step}\n  %done = icmp eq i64 %iv.next, {end}\n  br i1 %done, label %exit, label %loop\nexit:\n  ret void\n}}\n"
    ));
    s
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 300,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]
    #[test]
    fn generated_loops_hold_lane_by_lane(seed in any::<u64>()) {
        let text = generate(seed);
        let (_, diags) = lanes_ir::parse_module(&text);
        prop_assert!(diags.is_empty(), "{text}\n{diags:?}");
        let n = check_all_loops(&text, &[2, 4, 8], &[LayoutPolicy::Aos]);
        prop_assert!(n > 0, "nothing checked:\n{text}");
    }
}
