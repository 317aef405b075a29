//! Oracle: baling never moves a read past a write to the same memory.
//!
//! Random GenX-style functions over two global vectors (`@g0`, `@g1`, which
//! live in registers: a `load` of one only names the register, the read
//! happens where its region read or user executes) and memory behind a
//! pointer argument, with stores to both, fences, and a diamond in the
//! CFG. Every member of a bale executes at the bale's head. For each member
//! that reads a global through a load, no path from the member to the head
//! may store to the global; for each member that reads memory, no path from
//! the member to the head may write memory. The oracle walks instruction
//! paths itself (no block summaries, none of the baler's helpers).

use expect_test::expect;
use lanes_genx::view::View;
use lanes_ir::{Function, InstId, Opcode, Value};
use proptest::prelude::*;

#[derive(Clone, Debug)]
enum Op {
    /// `load` of global k.
    GLoad(u8),
    /// Region read of an earlier global load.
    Read(usize),
    /// `add` of two earlier vectors of 4.
    Add(usize, usize),
    /// `fneg`-like modifier: `sub 0, x`.
    Neg(usize),
    /// Region write of an earlier vector of 4 into an earlier global load,
    /// at element 0 (GRF-aligned) or 4.
    Write(usize, usize, bool),
    /// Store of an earlier wrregion (or zeros) to global k.
    GStore(u8, Option<usize>),
    /// Load of 4 elements through the pointer argument.
    MemLoad,
    /// A gather of 4 elements from memory (`llvm.genx.svm.gather`).
    Gather,
    /// Store of an earlier vector of 4 through the pointer argument.
    MemStore(usize),
    Fence,
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        (0u8..2).prop_map(Op::GLoad),
        any::<usize>().prop_map(Op::Read),
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Op::Add(a, b)),
        any::<usize>().prop_map(Op::Neg),
        (any::<usize>(), any::<usize>(), any::<bool>()).prop_map(|(a, b, o)| Op::Write(a, b, o)),
        (0u8..2, proptest::option::of(any::<usize>())).prop_map(|(k, v)| Op::GStore(k, v)),
        Just(Op::MemLoad),
        Just(Op::Gather),
        any::<usize>().prop_map(Op::MemStore),
        Just(Op::Fence),
    ]
}

/// Values available to later instructions, by kind.
#[derive(Default, Clone)]
struct Env {
    loads: Vec<(String, u8)>,
    v4: Vec<String>,
    wrs: Vec<(String, u8)>,
    n: usize,
}

impl Env {
    fn fresh(&mut self, stem: &str) -> String {
        self.n += 1;
        format!("%{stem}{}", self.n)
    }
}

fn emit(ops: &[Op], env: &mut Env, out: &mut String) {
    for o in ops {
        match *o {
            Op::GLoad(k) => {
                let v = env.fresh("l");
                out.push_str(&format!("  {v} = load <8 x i32>, <8 x i32>* @g{k}\n"));
                env.loads.push((v, k));
            }
            Op::Read(a) if !env.loads.is_empty() => {
                let (l, _) = env.loads[a % env.loads.len()].clone();
                let v = env.fresh("r");
                out.push_str(&format!(
                    "  {v} = call <4 x i32> @llvm.genx.rdregioni.v4i32.v8i32.i16(<8 x i32> {l}, i32 0, i32 4, i32 1, i16 0, i32 undef)\n"
                ));
                env.v4.push(v);
            }
            Op::Add(a, b) if !env.v4.is_empty() => {
                let x = env.v4[a % env.v4.len()].clone();
                let y = env.v4[b % env.v4.len()].clone();
                let v = env.fresh("a");
                out.push_str(&format!("  {v} = add <4 x i32> {x}, {y}\n"));
                env.v4.push(v);
            }
            Op::Neg(a) if !env.v4.is_empty() => {
                let x = env.v4[a % env.v4.len()].clone();
                let v = env.fresh("n");
                out.push_str(&format!("  {v} = sub <4 x i32> zeroinitializer, {x}\n"));
                env.v4.push(v);
            }
            Op::Write(a, b, second) if !env.loads.is_empty() && !env.v4.is_empty() => {
                let (l, k) = env.loads[a % env.loads.len()].clone();
                let x = env.v4[b % env.v4.len()].clone();
                let v = env.fresh("w");
                let at = if second { 16 } else { 0 };
                out.push_str(&format!(
                    "  {v} = call <8 x i32> @llvm.genx.wrregioni.v8i32.v4i32.i16.i1(<8 x i32> {l}, <4 x i32> {x}, i32 0, i32 4, i32 1, i16 {at}, i32 undef, i1 true)\n"
                ));
                env.wrs.push((v, k));
            }
            Op::GStore(k, w) => {
                let val = match w {
                    Some(i) if !env.wrs.is_empty() => {
                        let (v, wk) = env.wrs[i % env.wrs.len()].clone();
                        if wk != k {
                            continue;
                        }
                        v
                    }
                    _ => "zeroinitializer".to_string(),
                };
                out.push_str(&format!("  store <8 x i32> {val}, <8 x i32>* @g{k}\n"));
            }
            Op::MemLoad => {
                let v = env.fresh("m");
                out.push_str(&format!("  {v} = load <4 x i32>, <4 x i32>* %p\n"));
                env.v4.push(v);
            }
            Op::Gather => {
                let v = env.fresh("g");
                out.push_str(&format!(
                    "  {v} = call <4 x i32> @llvm.genx.svm.gather.v4i32.v4i1.v4i64(<4 x i1> <i1 true, i1 true, i1 true, i1 true>, i32 0, <4 x i64> %addr, <4 x i32> undef)\n"
                ));
                env.v4.push(v);
            }
            Op::MemStore(a) if !env.v4.is_empty() => {
                let x = env.v4[a % env.v4.len()].clone();
                out.push_str(&format!("  store <4 x i32> {x}, <4 x i32>* %p\n"));
            }
            Op::Fence => out.push_str("  fence seq_cst\n"),
            _ => {}
        }
    }
}

/// A function: `entry`, a diamond (`then`/`else`) and `join`, whose blocks
/// hold the given operations; the last block stores every vector of 4.
fn function(entry: &[Op], then: &[Op], els: &[Op], join: &[Op]) -> String {
    let mut out = String::from(
        "@g0 = internal global <8 x i32> undef\n@g1 = internal global <8 x i32> undef\n\n\
         define void @f(<4 x i32>* %p, i1 %c, <4 x i64> %addr) {\nentry:\n",
    );
    let mut env = Env::default();
    emit(entry, &mut env, &mut out);
    out.push_str("  br i1 %c, label %then, label %else\n\nthen:\n");
    let mut t = env.clone();
    emit(then, &mut t, &mut out);
    out.push_str("  br label %join\n\nelse:\n");
    let mut e = env.clone();
    e.n = t.n;
    emit(els, &mut e, &mut out);
    out.push_str("  br label %join\n\njoin:\n");
    // Values of the diamond's arms do not dominate the join.
    let mut j = env.clone();
    j.n = e.n;
    emit(join, &mut j, &mut out);
    for v in &j.v4 {
        out.push_str(&format!("  store <4 x i32> {v}, <4 x i32>* %p\n"));
    }
    for (w, k) in &j.wrs {
        out.push_str(&format!("  store <8 x i32> {w}, <8 x i32>* @g{k}\n"));
    }
    out.push_str("  ret void\n}\n");
    out
}

fn global_of(v: &Value) -> Option<String> {
    match v {
        Value::Const(c) => c.base_global().map(|n| n.to_string()),
        _ => None,
    }
}

/// The global an instruction stores to, if it stores to one.
fn stores_global(f: &Function, i: InstId) -> Option<String> {
    let inst = &f.insts[i];
    (inst.opcode == Opcode::Store)
        .then(|| global_of(&inst.operands[1]))
        .flatten()
}

/// Whether the instruction writes memory other than a global's register.
fn writes_memory(f: &Function, i: InstId) -> bool {
    let inst = &f.insts[i];
    match inst.opcode {
        Opcode::Store => stores_global(f, i).is_none(),
        Opcode::Fence => true,
        _ => false,
    }
}

/// Whether some path from just after `from` to `to` (exclusive) passes an
/// instruction satisfying `hit`, walking instruction by instruction.
fn path_hits(v: &View, from: InstId, to: InstId, hit: &dyn Fn(InstId) -> bool) -> bool {
    let f = v.func;
    let next = |i: InstId| -> Vec<InstId> {
        let b = v.block_of(i);
        let insts = &f.blocks[b].insts;
        let p = insts.iter().position(|&x| x == i).unwrap();
        if p + 1 < insts.len() {
            vec![insts[p + 1]]
        } else {
            f.insts[insts[p]]
                .successors()
                .iter()
                .filter_map(|&s| f.blocks[s].insts.first().copied())
                .collect()
        }
    };
    // States: (instruction, hit seen so far).
    let mut seen = std::collections::HashSet::new();
    let mut work: Vec<(InstId, bool)> = next(from).into_iter().map(|i| (i, false)).collect();
    while let Some((i, h)) = work.pop() {
        if !seen.insert((i, h)) {
            continue;
        }
        if i == to {
            if h {
                return true;
            }
            continue;
        }
        if i == from {
            continue;
        }
        let h = h || hit(i);
        for n in next(i) {
            work.push((n, h));
        }
    }
    false
}

fn check(text: &str) -> Result<(), String> {
    let (m, diags) = lanes_ir::parse_module(text);
    if diags
        .iter()
        .any(|d| d.severity == lanes_ir::Severity::Error)
    {
        return Err(format!("does not parse: {diags:?}\n{text}"));
    }
    for f in &m.functions {
        let v = View::new(f);
        for variant in [
            lanes_genx::baling::bales(f, 32, 32, 2),
            lanes_genx::baling::first_bales(f, 32, 32, 2),
        ] {
            for bale in &variant.bales {
                let h = bale.head;
                for mem in &bale.members {
                    let m = mem.inst;
                    if m == h {
                        continue;
                    }
                    let inst = v.inst(m);
                    // Reads of globals through their loads.
                    for o in &inst.operands {
                        let Some(l) = o.as_inst() else {
                            continue;
                        };
                        let li = v.inst(l);
                        if li.opcode != Opcode::Load {
                            continue;
                        }
                        let Some(g) = global_of(&li.operands[0]) else {
                            continue;
                        };
                        // The read happens where the member executes: it
                        // moves from `m` to the head.
                        if path_hits(&v, m, h, &|i| stores_global(f, i).as_deref() == Some(&*g)) {
                            return Err(format!(
                                "{} reads @{g} at the head {} past a store to it\n{text}",
                                lanes_ir::print::print_inst(f, m),
                                lanes_ir::print::print_inst(f, h),
                            ));
                        }
                    }
                    // Memory reads moved to the head.
                    let reads_memory = inst.opcode == Opcode::Load
                        && global_of(&inst.operands[0]).is_none()
                        || inst
                            .callee_name()
                            .is_some_and(|n| n.contains(".svm.gather"));
                    if reads_memory && path_hits(&v, m, h, &|i| writes_memory(f, i)) {
                        return Err(format!(
                            "{} moves past a memory write to {}\n{text}",
                            lanes_ir::print::print_inst(f, m),
                            lanes_ir::print::print_inst(f, h),
                        ));
                    }
                }
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]
    #[test]
    fn baling_keeps_reads_before_writes(
        entry in proptest::collection::vec(op(), 0..14),
        then in proptest::collection::vec(op(), 0..6),
        els in proptest::collection::vec(op(), 0..6),
        join in proptest::collection::vec(op(), 0..10),
    ) {
        let text = function(&entry, &then, &els, &join);
        if let Err(e) = check(&text) {
            prop_assert!(false, "{}", e);
        }
    }
}

/// The shapes IGC's own tests check, written out: a global's region read
/// baled into an operation whose result is written after a store to the
/// global (not baled), and the same without the store (baled).
#[test]
fn global_read_not_sunk_past_store() {
    let clobbered = "@g0 = internal global <8 x i32> undef\n\
        define void @f(<8 x i32> %old) {\n\
          %l = load <8 x i32>, <8 x i32>* @g0\n\
          %r = call <4 x i32> @llvm.genx.rdregioni.v4i32.v8i32.i16(<8 x i32> %l, i32 0, i32 4, i32 1, i16 0, i32 undef)\n\
          %a = add <4 x i32> %r, %r\n\
          store <8 x i32> zeroinitializer, <8 x i32>* @g0\n\
          %w = call <8 x i32> @llvm.genx.wrregioni.v8i32.v4i32.i16.i1(<8 x i32> %old, <4 x i32> %a, i32 0, i32 4, i32 1, i16 0, i32 undef, i1 true)\n\
          store <8 x i32> %w, <8 x i32>* @g0\n\
          ret void\n\
        }\n";
    check(clobbered).unwrap();
    let (m, _) = lanes_ir::parse_module(clobbered);
    let f = &m.functions[0];
    let b = lanes_genx::baling::bales(f, 32, 32, 2);
    // The add stays out of the wrregion: `wrregion` with nothing baled.
    expect![[r#"
        GenXBaling dump start
        bales in function: f:
          %r = call <4 x i32> @llvm.genx.rdregioni.v4i32.v8i32.i16(<8 x i32> %l, i32 0, i32 4, i32 1, i16 0, i32 undef): rdregion
          %a = add <4 x i32> %r, %r: maininst 0 1
          store <8 x i32> zeroinitializer, <8 x i32>* @g0: g_store
          %w = call <8 x i32> @llvm.genx.wrregioni.v8i32.v4i32.i16.i1(<8 x i32> %old, <4 x i32> %a, i32 0, i32 4, i32 1, i16 0, i32 undef, i1 true): wrregion
          store <8 x i32> %w, <8 x i32>* @g0: g_store 0
        GenXBaling dump end
    "#]].assert_eq(&lanes_genx::render::bales_igc(f, &b));
    let free = clobbered.replace("store <8 x i32> zeroinitializer, <8 x i32>* @g0\n", "");
    let (m, _) = lanes_ir::parse_module(&free);
    let f = &m.functions[0];
    let b = lanes_genx::baling::bales(f, 32, 32, 2);
    // Without the store the add is baled in: `wrregion 1`.
    expect![[r#"
        GenXBaling dump start
        bales in function: f:
          %r = call <4 x i32> @llvm.genx.rdregioni.v4i32.v8i32.i16(<8 x i32> %l, i32 0, i32 4, i32 1, i16 0, i32 undef): rdregion
          %a = add <4 x i32> %r, %r: maininst 0 1
          %w = call <8 x i32> @llvm.genx.wrregioni.v8i32.v4i32.i16.i1(<8 x i32> %old, <4 x i32> %a, i32 0, i32 4, i32 1, i16 0, i32 undef, i1 true): wrregion 1
          store <8 x i32> %w, <8 x i32>* @g0: g_store 0
        GenXBaling dump end
    "#]].assert_eq(&lanes_genx::render::bales_igc(f, &b));
}
