//! Which planning queries re-execute when a cost table changes.

mod common;

use common::{fixture, lp, open};

fn ran(executed: Vec<String>) -> Vec<String> {
    let mut v = executed;
    v.dedup();
    v
}

/// A gather-cost edit re-prices (VLS sequences and costs, `vplan_cost`,
/// `best_vf`) but re-plans nothing: no `vplan`, `widening`, shapes,
/// memrefs, dependences or groups.
#[test]
fn gather_cost_edit_reprices_without_replanning() {
    let mut db = open(&fixture("optvls_example1.ll"));
    let desc = lanes_target::builtin("avx2").unwrap();
    let t = db.new_target(&desc);
    let l = lp(&db, "example1", "for.body");
    let before = lanes_vec::best_vf(&db, l, t).clone();
    assert!(before.vectorized);
    db.take_executed();
    let mut changed = desc.clone();
    changed.set("memory.gather_per_lane", 0).unwrap();
    db.update_target(t, &changed);
    let l = lp(&db, "example1", "for.body");
    let after = lanes_vec::best_vf(&db, l, t).clone();
    let ran = ran(db.take_executed());
    for q in ["best_vf", "vplan_cost", "vls_costs", "vls_sequence"] {
        assert!(ran.iter().any(|x| x == q), "{q} did not re-run: {ran:?}");
    }
    for q in [
        "vplan",
        "widening",
        "predication",
        "legality",
        "shapes",
        "memrefs",
        "refined_memrefs",
        "dependences",
        "vls_groups",
        "vf_ranges",
        "plan_ranges",
    ] {
        assert!(!ran.iter().any(|x| x == q), "{q} re-ran: {ran:?}");
    }
    // Cheaper gathers change the VLS decision's price, not the plan.
    let c4 = lanes_vec::vplan_cost(&db, lp(&db, "example1", "for.body"), 4, t);
    assert!(
        c4.recipes.iter().any(|r| r.note.contains("gathers")),
        "{c4:?}"
    );
    assert_ne!(before.rows, after.rows);
}

/// An arithmetic-cost edit re-runs the scalar cost and the pricing only.
#[test]
fn arith_cost_edit_reprices_only() {
    let mut db = open(&fixture("vplan_examples.ll"));
    let desc = lanes_target::builtin("avx2").unwrap();
    let t = db.new_target(&desc);
    let l = lp(&db, "vplan_if_blend", "for.body");
    lanes_vec::best_vf(&db, l, t);
    db.take_executed();
    let mut changed = desc.clone();
    changed.set("arith.shl.i32", 9).unwrap();
    db.update_target(t, &changed);
    let l = lp(&db, "vplan_if_blend", "for.body");
    lanes_vec::best_vf(&db, l, t);
    let ran = ran(db.take_executed());
    assert!(
        ran.iter()
            .all(|q| ["best_vf", "vplan_cost", "scalar_cost"].contains(&q.as_str())),
        "{ran:?}"
    );
}
