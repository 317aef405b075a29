//! Register usage against an independent count: for generated loop bodies,
//! the live values at every instruction are recounted from the definition
//! and use positions alone (no interval sweep), with LLVM's conventions —
//! a value is live from its definition up to and including its last user
//! in the loop, a value only the header phi reads stays live to the end,
//! counts are taken at instructions that have users, before they are
//! defined; invariants are the instructions outside the loop that it reads.

mod common;

use common::{lp, open};
use lanes_ir::InstId;
use proptest::prelude::*;

/// One body instruction: `%vK = add i64 A, B`, operands by index into the
/// values available so far (see [`operand`]).
#[derive(Clone, Debug)]
struct Body {
    ops: Vec<(usize, usize)>,
    /// Whether `%vK` is a vector value.
    vector: Vec<bool>,
    /// The phi's back-edge value: `%i.next` or one of the `%vK`.
    carried: Option<usize>,
}

/// Operand `k` for instruction `at`: the IV, two invariants defined in the
/// entry block, an argument, a constant, or an earlier body value.
fn operand(k: usize, at: usize) -> String {
    match k % (5 + at) {
        0 => "%i".into(),
        1 => "%e0".into(),
        2 => "%e1".into(),
        3 => "%a0".into(),
        4 => "7".into(),
        j => format!("%v{}", j - 5),
    }
}

fn ir(b: &Body) -> String {
    let mut s = String::from(
        "define void @f(i64 %n, i64 %a0, i64 %a1) {\nentry:\n  %e0 = add i64 %a0, 1\n  %e1 = mul i64 %a1, 3\n  br label %loop\nloop:\n",
    );
    let back = b
        .carried
        .map_or("%i.next".to_string(), |k| format!("%v{k}"));
    s += &format!("  %i = phi i64 [ 0, %entry ], [ {back}, %loop ]\n");
    for (k, &(x, y)) in b.ops.iter().enumerate() {
        s += &format!("  %v{k} = add i64 {}, {}\n", operand(x, k), operand(y, k));
    }
    s += "  %i.next = add nuw nsw i64 %i, 1\n  %c = icmp eq i64 %i.next, %n\n  br i1 %c, label %exit, label %loop\nexit:\n  ret void\n}\n";
    s
}

/// (max vector registers, max scalar registers, invariants) recounted from
/// positions: `names` in body order with their operand names.
fn recount(b: &Body, vf_regs: u32) -> (u32, u32, u32) {
    // Body order: %i, %v0.., %i.next, %c, br.
    let mut defs: Vec<(String, Vec<String>)> = Vec::new();
    let back = b
        .carried
        .map_or("%i.next".to_string(), |k| format!("%v{k}"));
    defs.push(("%i".into(), vec![back]));
    for (k, &(x, y)) in b.ops.iter().enumerate() {
        defs.push((format!("%v{k}"), vec![operand(x, k), operand(y, k)]));
    }
    defs.push(("%i.next".into(), vec!["%i".into()]));
    defs.push(("%c".into(), vec!["%i.next".into(), "%n".into()]));
    defs.push(("br".into(), vec!["%c".into()]));
    let users = |name: &str| -> Vec<usize> {
        (0..defs.len())
            .filter(|&p| defs[p].1.iter().any(|o| o == name))
            .collect()
    };
    let is_vector = |name: &str| {
        name.strip_prefix("%v")
            .and_then(|k| k.parse::<usize>().ok())
            .is_some_and(|k| b.vector[k])
    };
    let (mut max_v, mut max_s) = (0, 0);
    for p in 0..defs.len() {
        if users(&defs[p].0).is_empty() {
            continue;
        }
        let (mut v, mut s) = (0, 0);
        for (q, d) in defs.iter().enumerate() {
            let us = users(&d.0);
            let Some(&last) = us.iter().max() else {
                continue;
            };
            let live = q < p && (p <= last || last < q);
            if live {
                if is_vector(&d.0) {
                    v += vf_regs;
                } else {
                    s += 1;
                }
            }
        }
        max_v = max_v.max(v);
        max_s = max_s.max(s);
    }
    let inv = ["%e0", "%e1"]
        .iter()
        .filter(|e| defs.iter().any(|d| d.1.iter().any(|o| o == *e)))
        .count() as u32;
    (max_v, max_s, inv)
}

fn body() -> impl Strategy<Value = Body> {
    (1usize..12).prop_flat_map(|n| {
        (
            proptest::collection::vec((0usize..64, 0usize..64), n),
            proptest::collection::vec(any::<bool>(), n),
            proptest::option::of(0usize..n),
        )
            .prop_map(|(ops, vector, carried)| Body {
                ops,
                vector,
                carried,
            })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    #[test]
    fn register_usage_matches_the_recount(b in body()) {
        let text = ir(&b);
        let mut db = open(&text);
        let t = db.new_target(&lanes_target::builtin("avx2").unwrap());
        let facts = t.vector(&db).clone();
        let l = lp(&db, "f", "loop");
        let cx = lanes_vec::loop_ctx(&db, l).unwrap();
        let name_of = |i: InstId| cx.func.insts[i].name.as_ref().map(|n| n.to_string());
        let vector: lanes_vec::interleave::VectorValues = cx
            .insts()
            .filter(|&i| {
                name_of(i)
                    .and_then(|n| n.strip_prefix('v').and_then(|k| k.parse::<usize>().ok()))
                    .is_some_and(|k| b.vector[k])
            })
            .collect();
        // VF 8 of i64: two 256-bit registers per vector value.
        let none = Default::default();
        let u = lanes_vec::interleave::register_usage(&cx, 8, &vector, &none, &facts);
        let (v, s, inv) = recount(&b, 2);
        prop_assert_eq!((u.max_vector, u.max_scalar), (v, s), "{}", text);
        prop_assert_eq!(u.invariant_vector, 2 * inv, "{}", text);
        // At VF 1 every value is scalar and every invariant one register.
        let u1 = lanes_vec::interleave::register_usage(&cx, 1, &vector, &none, &facts);
        let all_scalar = Body { vector: vec![false; b.vector.len()], ..b.clone() };
        let (_, s1, _) = recount(&all_scalar, 0);
        prop_assert_eq!((u1.max_vector, u1.max_scalar, u1.invariant_scalar), (0, s1, inv), "{}", text);
    }
}
