//! Oracles over random GenX-style functions (CFGs with loops, phis,
//! rdregion/wrregion chains, bitcasts), generated as IR text and parsed:
//! coalesced values never interfere according to a separate iterative
//! dataflow liveness; live range segments are sorted and disjoint; every
//! inserted copy sits at a free number.

use std::collections::{BTreeMap, BTreeSet};

use lanes_genx::liveness::CopyDef;
use lanes_genx::view::{Val, bx, ix};
use lanes_ir::{Opcode, Value};
use proptest::prelude::*;

#[derive(Clone, Debug)]
enum Op {
    Add(usize, usize),
    Region(usize, usize, u8, u8),
    Cast(usize),
}

#[derive(Clone, Debug)]
struct Seg {
    is_loop: bool,
    body: Vec<Op>,
    latch: Vec<Op>,
    phis: Vec<(usize, usize)>,
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Op::Add(a, b)),
        (any::<usize>(), any::<usize>(), 0u8..2, 0u8..2)
            .prop_map(|(a, b, x, y)| Op::Region(a, b, x, y)),
        any::<usize>().prop_map(Op::Cast),
    ]
}

fn seg() -> impl Strategy<Value = Seg> {
    (
        any::<bool>(),
        prop::collection::vec(op(), 0..5),
        prop::collection::vec(op(), 0..3),
        prop::collection::vec((any::<usize>(), any::<usize>()), 1..4),
    )
        .prop_map(|(is_loop, body, latch, phis)| Seg {
            is_loop,
            body,
            latch,
            phis,
        })
}

/// Emits instructions using values from `avail`, pushing new ones.
fn emit(ops: &[Op], avail: &mut Vec<String>, n: &mut u32, out: &mut String) {
    for o in ops {
        let pick = |k: usize, avail: &Vec<String>| avail[k % avail.len()].clone();
        *n += 1;
        let v = format!("%v{n}");
        match o {
            Op::Add(a, b) => {
                out.push_str(&format!(
                    "  {v} = add <8 x i32> {}, {}\n",
                    pick(*a, avail),
                    pick(*b, avail)
                ));
            }
            Op::Cast(a) => {
                out.push_str(&format!(
                    "  {v} = bitcast <8 x i32> {} to <8 x i32>\n",
                    pick(*a, avail)
                ));
            }
            Op::Region(a, b, x, y) => {
                out.push_str(&format!(
                    "  %r{n} = call <4 x i32> @llvm.genx.rdregioni.v4i32.v8i32.i16(<8 x i32> {}, i32 8, i32 4, i32 1, i16 {}, i32 undef)\n",
                    pick(*a, avail),
                    *x as u32 * 16
                ));
                out.push_str(&format!(
                    "  {v} = call <8 x i32> @llvm.genx.wrregioni.v8i32.v4i32.i16.i1(<8 x i32> {}, <4 x i32> %r{n}, i32 8, i32 4, i32 1, i16 {}, i32 undef, i1 true)\n",
                    pick(*b, avail),
                    *y as u32 * 16
                ));
            }
        }
        avail.push(v);
    }
}

fn function(segs: &[Seg]) -> String {
    let mut out = String::from(
        "define void @f(<8 x i32> %a0, <8 x i32> %a1, i1 %c) {\nentry:\n  br label %s0\n",
    );
    let mut avail = vec!["%a0".to_string(), "%a1".to_string()];
    let mut n = 0;
    for (k, s) in segs.iter().enumerate() {
        let next = format!("s{}", k + 1);
        if !s.is_loop {
            out.push_str(&format!("s{k}:\n"));
            emit(&s.body, &mut avail, &mut n, &mut out);
            out.push_str(&format!("  br label %{next}\n"));
            continue;
        }
        out.push_str(&format!("s{k}:\n  br label %h{k}\nh{k}:\n"));
        let outer = avail.clone();
        let mut phis = Vec::new();
        for (j, (a, _)) in s.phis.iter().enumerate() {
            let p = format!("%p{k}.{j}");
            phis.push(p.clone());
            out.push_str(&format!(
                "  {p} = phi <8 x i32> [ {}, %s{k} ], [ LATCH{j}, %b{k} ]\n",
                outer[a % outer.len()]
            ));
            avail.push(p);
        }
        emit(&s.body, &mut avail, &mut n, &mut out);
        out.push_str(&format!("  br label %l{k}\nl{k}:\n"));
        emit(&s.latch, &mut avail, &mut n, &mut out);
        // The back edge is split, as BreakCriticalEdges leaves it.
        out.push_str(&format!(
            "  br i1 %c, label %b{k}, label %{next}\nb{k}:\n  br label %h{k}\n"
        ));
        for (j, (_, b)) in s.phis.iter().enumerate() {
            out = out.replace(
                &format!("LATCH{j},"),
                &format!("{},", avail[b % avail.len()]),
            );
        }
    }
    let last = avail.last().unwrap().clone();
    out.push_str(&format!(
        "s{}:\n  call void @llvm.genx.oword.st.v8i32(i32 0, i32 0, <8 x i32> {last})\n  ret void\n}}\n",
        segs.len()
    ));
    out.push_str("declare <4 x i32> @llvm.genx.rdregioni.v4i32.v8i32.i16(<8 x i32>, i32, i32, i32, i16, i32)\n");
    out.push_str("declare <8 x i32> @llvm.genx.wrregioni.v8i32.v4i32.i16.i1(<8 x i32>, <4 x i32>, i32, i32, i32, i16, i32, i1)\n");
    out.push_str("declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>)\n");
    out
}

/// Textbook liveness: per-block iterative dataflow, then a backward walk
/// over numbers. Returns, for each number, the values live there.
fn oracle(f: &lanes_ir::Function, p: &lanes_genx::Pipeline) -> BTreeMap<u32, BTreeSet<Val>> {
    let num = &p.numbering;
    let copies: Vec<&CopyDef> = p.coalescing.liveness.copies.iter().collect();
    let has_lr: BTreeSet<Val> = p
        .coalescing
        .liveness
        .values
        .iter()
        .map(|x| x.value)
        .collect();
    let mut defs: BTreeMap<(u32, u32), BTreeSet<Val>> = BTreeMap::new(); // (block, number)
    let mut uses: BTreeMap<(u32, u32), BTreeSet<Val>> = BTreeMap::new();
    let block_of_num = |n: u32| {
        num.blocks
            .iter()
            .find(|b| b.start <= n && n < b.end)
            .map(|b| b.block)
    };
    let mut add_use = |b: u32, n: u32, v: Val| {
        if has_lr.contains(&v) {
            uses.entry((b, n)).or_default().insert(v);
        }
    };
    for id in f.insts_in_order() {
        let i = ix(id);
        let inst = &f.insts[id];
        if p.bales.dead.contains(&i) {
            continue;
        }
        for (o, op) in inst.operands.iter().enumerate() {
            let Some(mut v) = Val::of(op) else { continue };
            v = match copies.iter().find(|c| c.user == Some((i, o))) {
                Some(c) => Val::Copy(c.id),
                None => p.categories.resolve(v),
            };
            if inst.opcode == Opcode::Phi {
                let pred = bx(inst.blocks[o]);
                let slot = num.phi_slot(pred, i).unwrap();
                // A phi copy is the phi's value from its slot on: no use before it.
                let own_copy = copies
                    .iter()
                    .any(|c| Val::Copy(c.id) == v && c.number == slot);
                if !own_copy {
                    add_use(pred, slot, v);
                }
            } else {
                for &h in &p.bales.heads[i as usize] {
                    let b = bx(f.insts[lanes_genx::view::inst_id(h)].block);
                    add_use(b, num.own[h as usize], v);
                }
            }
        }
    }
    for c in &copies {
        add_use(c.block, c.number, c.source);
    }
    let mut phi_defs: Vec<(u32, u32, Val)> = Vec::new();
    for x in &p.coalescing.liveness.values {
        let v = x.value;
        let (b, d) = match v {
            Val::Arg(_) => (u32::MAX, num.function),
            Val::Inst(i) => {
                let inst = &f.insts[lanes_genx::view::inst_id(i)];
                let b = bx(inst.block);
                if inst.opcode == Opcode::Phi {
                    // Defined at the start of its block; its register (or the
                    // copy on that edge) is also occupied from each phi-copy
                    // slot to the end of the incoming block.
                    for (k, &pb) in inst.blocks.iter().enumerate() {
                        let w = copies
                            .iter()
                            .find(|c| c.user == Some((i, k)))
                            .map_or(v, |c| Val::Copy(c.id));
                        phi_defs.push((bx(pb), num.phi_slot(bx(pb), i).unwrap(), w));
                    }
                    let start = num.blocks.iter().find(|x| x.block == b).unwrap().start;
                    defs.entry((b, start)).or_default().insert(v);
                    // Live in its block at least through the phi itself.
                    add_use(b, num.own[i as usize] + 1, v);
                    continue;
                }
                (b, num.own[i as usize])
            }
            Val::Copy(c) => {
                let c = copies.iter().find(|k| k.id == c).unwrap();
                (c.block, c.number)
            }
        };
        defs.entry((b, d)).or_default().insert(v);
        if b != u32::MAX {
            add_use(b, d + 1, v);
        }
    }
    let _ = block_of_num;
    // Successors by block.
    let mut succs: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
    for &b in &f.layout {
        let t = f.terminator(b).unwrap();
        succs.insert(
            bx(b),
            f.insts[t].successors().iter().map(|&s| bx(s)).collect(),
        );
    }
    let walk = |b: u32,
                live_out: &BTreeSet<Val>,
                record: &mut Option<&mut BTreeMap<u32, BTreeSet<Val>>>| {
        let bn = num.blocks.iter().find(|x| x.block == b).unwrap();
        let mut l = live_out.clone();
        for n in (bn.start..bn.end).rev() {
            if let Some(u) = uses.get(&(b, n + 1)) {
                l.extend(u.iter().copied());
            }
            let d = defs.get(&(b, n)).cloned().unwrap_or_default();
            if let Some(r) = record.as_mut() {
                let mut at: BTreeSet<Val> = l.clone();
                at.extend(d.iter().copied());
                r.insert(n, at);
            }
            for x in d {
                l.remove(&x);
            }
        }
        l
    };
    let mut live_in: BTreeMap<u32, BTreeSet<Val>> = BTreeMap::new();
    loop {
        let mut changed = false;
        for &b in f.layout.iter().rev() {
            let out: BTreeSet<Val> = succs[&bx(b)]
                .iter()
                .flat_map(|s| live_in.get(s).cloned().unwrap_or_default())
                .collect();
            let li = walk(bx(b), &out, &mut None);
            if live_in.get(&bx(b)) != Some(&li) {
                live_in.insert(bx(b), li);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let mut at = BTreeMap::new();
    for &b in &f.layout {
        let out: BTreeSet<Val> = succs[&bx(b)]
            .iter()
            .flat_map(|s| live_in.get(s).cloned().unwrap_or_default())
            .collect();
        walk(bx(b), &out, &mut Some(&mut at));
    }
    for (b, slot, v) in phi_defs {
        let end = num.blocks.iter().find(|x| x.block == b).unwrap().end;
        for n in slot..end {
            at.entry(n).or_default().insert(v);
        }
    }
    let entry_in = live_in.get(&bx(f.layout[0])).cloned().unwrap_or_default();
    let mut at0: BTreeSet<Val> = entry_in;
    at0.extend((0..f.header.params.len() as u32).map(Val::Arg));
    at.insert(num.function, at0);
    at
}

fn check(text: &str) -> Result<(), TestCaseError> {
    let (m, diags) = lanes_ir::parse_module(text);
    prop_assert!(
        diags
            .iter()
            .all(|d| d.severity != lanes_ir::Severity::Error),
        "{diags:?}\n{text}"
    );
    let f = &m.functions[0];
    let depth = vec![0; f.blocks.len()];
    let p = lanes_genx::analyze(f, lanes_genx::Grf::default(), &depth);
    // Segments sorted, non-empty, disjoint and not abutting.
    for x in p.live.values.iter().chain(&p.coalescing.liveness.values) {
        for w in x.segments.windows(2) {
            prop_assert!(w[0].end < w[1].start, "{} {:?}", x.name, x.segments);
        }
        prop_assert!(x.segments.iter().all(|s| s.start < s.end));
    }
    for r in &p.coalescing.ranges {
        for w in r.segments.windows(2) {
            prop_assert!(w[0].end < w[1].start);
        }
    }
    // Copies at free numbers.
    let taken: BTreeSet<u32> = p
        .numbering
        .own
        .iter()
        .copied()
        .filter(|&n| n != u32::MAX)
        .chain(p.numbering.blocks.iter().map(|b| b.start))
        .chain(p.numbering.unoverlappers.iter().copied())
        .chain([p.numbering.function])
        .collect();
    let mut seen = BTreeSet::new();
    for c in &p.coalescing.copies {
        prop_assert!(
            !taken.contains(&c.number),
            "copy {} at taken {}",
            c.name,
            c.number
        );
        prop_assert!(seen.insert(c.number), "two copies at {}", c.number);
    }
    // No interference inside a coalesced range.
    let live = oracle(f, &p);
    for r in &p.coalescing.ranges {
        for (n, set) in &live {
            let both: Vec<&Val> = r.values.iter().filter(|v| set.contains(v)).collect();
            prop_assert!(
                both.len() <= 1,
                "{:?} {:?} live at {n} in {:?}\n{}\n{text}",
                both,
                r.names,
                r.segments,
                lanes_genx::render::coalescing_text(f, &p.coalescing)
                    + &lanes_genx::render::bales_text(
                        f,
                        &p.bales,
                        Some((&p.numbering, &p.categories)),
                        &|_| None
                    )
            );
        }
    }
    let _ = Value::Arg(0);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]
    #[test]
    fn coalescing_never_merges_interfering_values(segs in prop::collection::vec(seg(), 1..4)) {
        check(&function(&segs))?;
    }
}
