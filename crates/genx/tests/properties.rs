//! Oracles over random GenX-style functions (CFGs with loops, phis,
//! rdregion/wrregion chains, bitcasts), generated as IR text and parsed:
//! coalesced values never interfere according to a separate iterative
//! dataflow liveness (a phi waiting for its copy at the end of an incoming
//! block holds the incoming value, so it may share a register with it);
//! live range segments are sorted and disjoint; every inserted copy sits
//! at a free number.

use std::collections::{BTreeMap, BTreeSet};

use lanes_db::ids::{block_from_index as block_id, block_index as bx};
use lanes_genx::liveness::{CopyDef, Segment, SegmentKind};
use lanes_genx::view::Val;
use lanes_ir::{Opcode, Value};
use proptest::prelude::*;

#[derive(Clone, Debug)]
enum Op {
    Add(usize, usize),
    Region(usize, usize, u8, u8),
    Cast(usize),
}

/// How a loop's back edge runs.
#[derive(Clone, Copy, Debug)]
enum Back {
    /// Through its own block, as BreakCriticalEdges leaves it.
    Split,
    /// Straight from the latch: a critical edge.
    Critical,
    /// A single-block loop branching to itself (a critical edge).
    SelfLoop,
}

#[derive(Clone, Debug)]
struct Seg {
    is_loop: bool,
    back: Back,
    body: Vec<Op>,
    latch: Vec<Op>,
    phis: Vec<(usize, usize)>,
    /// Phis of a join block that the loop can be skipped to (empty: no
    /// skip), merging a value from before the loop with one from its exit.
    skip_phis: Vec<(usize, usize)>,
    /// Loop-exit phis (LCSSA) of a block whose only predecessor is the
    /// exiting block (empty: the loop exits straight to its successor).
    exit_phis: Vec<usize>,
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
        prop_oneof![
            Just(Back::Split),
            Just(Back::Critical),
            Just(Back::SelfLoop)
        ],
        prop::collection::vec(op(), 0..5),
        prop::collection::vec(op(), 0..3),
        prop::collection::vec((any::<usize>(), any::<usize>()), 1..4),
        prop::collection::vec((any::<usize>(), any::<usize>()), 0..3),
        prop::collection::vec(any::<usize>(), 0..3),
    )
        .prop_map(
            |(is_loop, back, body, latch, phis, skip_phis, exit_phis)| Seg {
                is_loop,
                back,
                body,
                latch,
                phis,
                skip_phis,
                exit_phis,
            },
        )
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
        let skip = !s.skip_phis.is_empty();
        let after = if skip { format!("x{k}") } else { next.clone() };
        let lcssa = !s.exit_phis.is_empty();
        let exit = if lcssa {
            format!("e{k}")
        } else {
            after.clone()
        };
        if skip {
            out.push_str(&format!(
                "s{k}:\n  br i1 %c, label %h{k}, label %x{k}\nh{k}:\n"
            ));
        } else {
            out.push_str(&format!("s{k}:\n  br label %h{k}\nh{k}:\n"));
        }
        let outer = avail.clone();
        let latch_block = match s.back {
            Back::Split => format!("b{k}"),
            Back::Critical => format!("l{k}"),
            Back::SelfLoop => format!("h{k}"),
        };
        for (j, (a, _)) in s.phis.iter().enumerate() {
            let p = format!("%p{k}.{j}");
            out.push_str(&format!(
                "  {p} = phi <8 x i32> [ {}, %s{k} ], [ LATCH{j}, %{latch_block} ]\n",
                outer[a % outer.len()]
            ));
            avail.push(p);
        }
        emit(&s.body, &mut avail, &mut n, &mut out);
        let exiting = match s.back {
            Back::SelfLoop => format!("h{k}"),
            _ => {
                out.push_str(&format!("  br label %l{k}\nl{k}:\n"));
                format!("l{k}")
            }
        };
        emit(&s.latch, &mut avail, &mut n, &mut out);
        match s.back {
            Back::Split => out.push_str(&format!(
                "  br i1 %c, label %b{k}, label %{exit}\nb{k}:\n  br label %h{k}\n"
            )),
            _ => out.push_str(&format!("  br i1 %c, label %h{k}, label %{exit}\n")),
        }
        for (j, (_, b)) in s.phis.iter().enumerate() {
            out = out.replace(
                &format!("LATCH{j},"),
                &format!("{},", avail[b % avail.len()]),
            );
        }
        // The exiting block dominates the exit block: its phis may take any
        // value of the loop.
        let from_loop = if lcssa {
            out.push_str(&format!("e{k}:\n"));
            let inner = avail.clone();
            for (j, b) in s.exit_phis.iter().enumerate() {
                let e = format!("%e{k}.{j}");
                out.push_str(&format!(
                    "  {e} = phi <8 x i32> [ {}, %{exiting} ]\n",
                    inner[b % inner.len()]
                ));
                avail.push(e);
            }
            out.push_str(&format!("  br label %{after}\n"));
            format!("e{k}")
        } else {
            exiting.clone()
        };
        if skip {
            // Only values from before the loop dominate the join.
            out.push_str(&format!("x{k}:\n"));
            let inner = std::mem::replace(&mut avail, outer.clone());
            for (j, (a, b)) in s.skip_phis.iter().enumerate() {
                let q = format!("%q{k}.{j}");
                out.push_str(&format!(
                    "  {q} = phi <8 x i32> [ {}, %s{k} ], [ {}, %{from_loop} ]\n",
                    outer[a % outer.len()],
                    inner[b % inner.len()]
                ));
                avail.push(q);
            }
            out.push_str(&format!("  br label %{next}\n"));
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

/// A node of the CFG the oracle flows over: a block, or the block that
/// BreakCriticalEdges would put on a critical edge into phis.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Node {
    Block(u32),
    Edge(u32, u32),
}

/// Distinct successors of every block, in terminator order.
fn successor_map(f: &lanes_ir::Function) -> BTreeMap<u32, Vec<u32>> {
    let mut succs = BTreeMap::new();
    for &b in &f.layout {
        let mut out: Vec<u32> = Vec::new();
        for &s in f.insts[f.terminator(b).unwrap()].successors() {
            if !out.contains(&bx(s)) {
                out.push(bx(s));
            }
        }
        succs.insert(bx(b), out);
    }
    succs
}

/// Critical edges (several successors → several predecessors) into a
/// block that starts with a phi, from the CFG alone.
fn critical_edges(f: &lanes_ir::Function) -> BTreeSet<(u32, u32)> {
    let succs = successor_map(f);
    let mut preds: BTreeMap<u32, usize> = BTreeMap::new();
    for ss in succs.values() {
        for &s in ss {
            *preds.entry(s).or_default() += 1;
        }
    }
    let starts_with_phi = |b: u32| {
        let first = f.blocks[block_id(b)].insts[0];
        f.insts[first].opcode == Opcode::Phi
    };
    succs
        .iter()
        .filter(|(_, ss)| ss.len() > 1)
        .flat_map(|(&p, ss)| ss.iter().map(move |&s| (p, s)))
        .filter(|&(_, s)| preds[&s] > 1 && starts_with_phi(s))
        .collect()
}

/// What each value's register holds at a number where it is not the
/// value's own: a phi, from its phi-copy slot to the end of that block
/// (when it is not live there anyway and no copy was inserted), holds the
/// value flowing in on that edge.
type Holds = BTreeMap<u32, BTreeMap<Val, Val>>;

/// Textbook liveness: per-node iterative dataflow over the CFG with its
/// critical edges into phis split, then a backward walk over numbers.
/// Returns, for each number, the values live there, and what the phis
/// waiting for their copy hold.
fn oracle(
    f: &lanes_ir::Function,
    p: &lanes_genx::Pipeline,
) -> (BTreeMap<u32, BTreeSet<Val>>, Holds) {
    let num = &p.numbering;
    let copies: Vec<&CopyDef> = p.coalescing.liveness.copies.iter().collect();
    let has_lr: BTreeSet<Val> = p
        .coalescing
        .liveness
        .values
        .iter()
        .map(|x| x.value)
        .collect();
    let critical = critical_edges(f);
    let numbered: BTreeSet<(u32, u32)> =
        num.edges.iter().map(|e| (bx(e.pred), bx(e.succ))).collect();
    assert_eq!(numbered, critical, "split edges");
    // Number range of every node.
    let mut range: BTreeMap<Node, (u32, u32)> = BTreeMap::new();
    for b in &num.blocks {
        range.insert(Node::Block(bx(b.block)), (b.start, b.end));
    }
    for e in &num.edges {
        range.insert(Node::Edge(bx(e.pred), bx(e.succ)), (e.start, e.end));
    }
    let node_of = |n: u32| {
        *range
            .iter()
            .find(|(_, r)| r.0 <= n && n < r.1)
            .expect("every number is in a node")
            .0
    };
    // Where the copy for a phi incoming from `pred` goes.
    let edge_node = |pred: u32, phi_block: u32| {
        if critical.contains(&(pred, phi_block)) {
            Node::Edge(pred, phi_block)
        } else {
            Node::Block(pred)
        }
    };
    let mut defs: BTreeMap<(Node, u32), BTreeSet<Val>> = BTreeMap::new();
    let mut uses: BTreeMap<(Node, u32), BTreeSet<Val>> = BTreeMap::new();
    let mut add_use = |b: Node, n: u32, v: Val| {
        if has_lr.contains(&v) {
            uses.entry((b, n)).or_default().insert(v);
        }
    };
    for i in f.insts_in_order() {
        let inst = &f.insts[i];
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
                let slot = num.phi_slot(inst.blocks[o], i).unwrap();
                let at = edge_node(pred, bx(inst.block));
                assert_eq!(node_of(slot), at, "phi slot {slot}");
                // A phi copy is the phi's value from its slot on: no use before it.
                let own_copy = copies
                    .iter()
                    .any(|c| Val::Copy(c.id) == v && c.number == slot);
                if !own_copy {
                    add_use(at, slot, v);
                }
            } else {
                for &h in p.bales.heads_of(i) {
                    let b = bx(f.insts[h].block);
                    add_use(Node::Block(b), num.own[h], v);
                }
            }
        }
    }
    for c in &copies {
        add_use(node_of(c.number), c.number, c.source);
    }
    let mut phi_defs: Vec<(Node, u32, Val, Option<Val>)> = Vec::new();
    for x in &p.coalescing.liveness.values {
        let v = x.value;
        let (b, d) = match v {
            Val::Arg(_) => (None, num.function),
            Val::Inst(i) => {
                let inst = &f.insts[i];
                let b = bx(inst.block);
                if inst.opcode == Opcode::Phi {
                    // Defined at the start of its block; its register (or the
                    // copy on that edge) is also occupied from each phi-copy
                    // slot to the end of the incoming block or edge.
                    for (k, &pb) in inst.blocks.iter().enumerate() {
                        let copy = copies.iter().find(|c| c.user == Some((i, k)));
                        let w = copy.map_or(v, |c| Val::Copy(c.id));
                        // Without a copy, the register takes the incoming
                        // value itself (a constant is loaded: not a value).
                        let incoming = Val::of(&inst.operands[k])
                            .map(|x| p.categories.resolve(x))
                            .filter(|x| copy.is_none() && has_lr.contains(x));
                        let slot = num.phi_slot(pb, i).unwrap();
                        phi_defs.push((edge_node(bx(pb), b), slot, w, incoming));
                    }
                    let start = range[&Node::Block(b)].0;
                    defs.entry((Node::Block(b), start)).or_default().insert(v);
                    // Live in its block at least through the phi itself.
                    add_use(Node::Block(b), num.own[i] + 1, v);
                    continue;
                }
                (Some(Node::Block(b)), num.own[i])
            }
            Val::Copy(c) => {
                let c = copies.iter().find(|k| k.id == c).unwrap();
                (Some(node_of(c.number)), c.number)
            }
        };
        if let Some(b) = b {
            defs.entry((b, d)).or_default().insert(v);
            add_use(b, d + 1, v);
        }
    }
    // Successors by node: a split edge sits between its two blocks.
    let mut succs: BTreeMap<Node, Vec<Node>> = BTreeMap::new();
    for (b, ss) in successor_map(f) {
        for s in ss {
            let e = edge_node(b, s);
            if e != Node::Block(b) {
                succs.entry(e).or_default().push(Node::Block(s));
            }
            let next = if e == Node::Block(b) {
                Node::Block(s)
            } else {
                e
            };
            succs.entry(Node::Block(b)).or_default().push(next);
        }
    }
    let walk = |b: Node,
                live_out: &BTreeSet<Val>,
                record: &mut Option<&mut BTreeMap<u32, BTreeSet<Val>>>| {
        let (start, end) = range[&b];
        let mut l = live_out.clone();
        for n in (start..end).rev() {
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
    let live_out = |b: Node, live_in: &BTreeMap<Node, BTreeSet<Val>>| -> BTreeSet<Val> {
        succs
            .get(&b)
            .into_iter()
            .flatten()
            .flat_map(|s| live_in.get(s).cloned().unwrap_or_default())
            .collect()
    };
    let nodes: Vec<Node> = range.keys().copied().collect();
    let mut live_in: BTreeMap<Node, BTreeSet<Val>> = BTreeMap::new();
    loop {
        let mut changed = false;
        for &b in nodes.iter().rev() {
            let li = walk(b, &live_out(b, &live_in), &mut None);
            if live_in.get(&b) != Some(&li) {
                live_in.insert(b, li);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let mut at = BTreeMap::new();
    for &b in &nodes {
        walk(b, &live_out(b, &live_in), &mut Some(&mut at));
    }
    let mut holds = Holds::new();
    for (b, slot, v, incoming) in phi_defs {
        for n in slot..range[&b].1 {
            let live = at.entry(n).or_default();
            if let Some(x) = incoming
                && !live.contains(&v)
            {
                holds.entry(n).or_default().insert(v, x);
            }
            live.insert(v);
        }
    }
    let entry_in = live_in
        .get(&Node::Block(bx(f.layout[0])))
        .cloned()
        .unwrap_or_default();
    let mut at0: BTreeSet<Val> = entry_in;
    at0.extend((0..f.header.params.len() as u32).map(Val::Arg));
    at.insert(num.function, at0);
    (at, holds)
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
    let depth = lanes_genx::BlockDepths::default();
    let p = lanes_genx::analyze(f, lanes_genx::Grf::default(), &depth);
    // Segments sorted, non-empty, disjoint and not abutting, except a
    // phi-copy segment followed by a strong one.
    let apart = |a: &Segment, b: &Segment| {
        a.end < b.start
            || (a.end == b.start && a.kind == SegmentKind::PhiCopy && b.kind == SegmentKind::Strong)
    };
    for x in p.live.values.iter().chain(&p.coalescing.liveness.values) {
        for w in x.segments.windows(2) {
            prop_assert!(apart(&w[0], &w[1]), "{} {:?}", x.name, x.segments);
        }
        prop_assert!(x.segments.iter().all(|s| s.start < s.end));
    }
    for r in &p.coalescing.ranges {
        for w in r.segments.windows(2) {
            prop_assert!(apart(&w[0], &w[1]), "{:?} {:?}", r.names, r.segments);
        }
    }
    // Copies at free numbers.
    let taken: BTreeSet<u32> = p
        .numbering
        .own
        .values()
        .copied()
        .filter(|&n| n != u32::MAX)
        .chain(p.numbering.blocks.iter().map(|b| b.start))
        .chain(p.numbering.edges.iter().flat_map(|e| [e.start, e.end - 1]))
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
    // No interference inside a coalesced range: the values of a range live
    // at one number all hold the same value (a phi waiting for its copy
    // holds its incoming value; a no-op bitcast holds the bits of its
    // input; anything else holds itself).
    let (live, holds) = oracle(f, &p);
    let bits = |mut v: Val| {
        while let Val::Inst(i) = v {
            let inst = &f.insts[i];
            match inst.operands.first().and_then(Val::of) {
                Some(src)
                    if inst.opcode == lanes_ir::Opcode::BitCast
                        && lanes_genx::view::View::type_bytes(f.value_ty(&inst.operands[0]))
                            == lanes_genx::view::View::type_bytes(inst.ty) =>
                {
                    // Uses of a circular phi read its unoverlapper.
                    v = p.categories.resolve(src)
                }
                _ => break,
            }
        }
        v
    };
    for r in &p.coalescing.ranges {
        for (n, set) in &live {
            let both: Vec<&Val> = r.values.iter().filter(|v| set.contains(v)).collect();
            let held: BTreeSet<Val> = both
                .iter()
                .map(|&&v| bits(holds.get(n).and_then(|h| h.get(&v)).copied().unwrap_or(v)))
                .collect();
            prop_assert!(
                held.len() <= 1,
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
