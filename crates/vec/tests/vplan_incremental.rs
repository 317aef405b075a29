//! Which planning queries re-execute when a cost table changes.

mod common;

use common::{fixture, lp, open};
use lanes_db::{RootDatabase, Target};
use lanes_target::TargetDesc;

fn ran(executed: Vec<String>) -> Vec<String> {
    let mut v = executed;
    v.dedup();
    v
}

/// Edits the table of `path` once (and back), asks for the choice of the
/// loop `func`/`header` again, and forgets what ran. A table's first edit
/// lowers its durability (`lanes_db::Target`), so every query that reads
/// it re-runs once; the tests below are about the edits after that one.
fn edit_once(db: &mut RootDatabase, t: Target, desc: &TargetDesc, path: &str, loop_: (&str, &str)) {
    let mut edited = desc.clone();
    edited.set(path, desc.get(path).unwrap() + 1).unwrap();
    db.update_target(t, &edited);
    db.update_target(t, desc);
    lanes_vec::best_vf(db, lp(db, loop_.0, loop_.1), t);
    db.take_executed();
}

/// A gather-cost edit re-prices (the loop's projection, `vplan_totals`,
/// `best_vf`) but re-plans nothing and builds no OptVLS sequence again
/// (on AVX2 LLVM's interleave groups decide, so the verdict never asks
/// OptVLS for its costs): no `vplan`, `widening`, shapes, memrefs, dependences,
/// groups or sequences; nor the scalar loop's cost (it reads no gather) or
/// the recipes' notes (`vplan_cost`: `best_vf` reads the totals only).
#[test]
fn gather_cost_edit_reprices_without_replanning() {
    let mut db = open(&fixture("optvls_example1.ll"));
    let desc = lanes_target::builtin("avx2").unwrap();
    let t = db.new_target(&desc);
    let l = lp(&db, "example1", "for.body");
    let before = lanes_vec::best_vf(&db, l, t).clone();
    assert!(before.vectorized);
    edit_once(&mut db, t, &desc, "memory.load", ("example1", "for.body"));
    let mut changed = desc.clone();
    changed.set("memory.gather_per_lane", 0).unwrap();
    db.update_target(t, &changed);
    let l = lp(&db, "example1", "for.body");
    let after = lanes_vec::best_vf(&db, l, t).clone();
    let ran = ran(db.take_executed());
    for q in ["best_vf", "vplan_totals", "loop_prices"] {
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
        "vls_sequence",
        "vls_result",
        "vls_costs",
        "vf_ranges",
        "plan_ranges",
        "price_keys",
        "scalar_cost",
        "vplan_cost",
    ] {
        assert!(!ran.iter().any(|x| x == q), "{q} re-ran: {ran:?}");
    }
    // Cheaper gathers change the VLS decision's price, not the plan.
    let c4 = lanes_vec::vplan_cost(&db, lp(&db, "example1", "for.body"), 4, t)
        .as_ref()
        .unwrap();
    assert!(
        c4.recipes.iter().any(|r| r.note.contains("gathers")),
        "{c4:?}"
    );
    assert_ne!(before.rows, after.rows);
}

/// An arithmetic-cost edit re-runs the loop's projection and the pricing
/// only: the scalar loop's view of the projection re-runs and stays equal
/// (it reads no arithmetic entry); the firewall over the scalarized
/// accesses re-runs and stops there.
#[test]
fn arith_cost_edit_reprices_only() {
    let mut db = open(&fixture("vplan_examples.ll"));
    let desc = lanes_target::builtin("avx2").unwrap();
    let t = db.new_target(&desc);
    let l = lp(&db, "vplan_if_blend", "for.body");
    lanes_vec::best_vf(&db, l, t);
    edit_once(
        &mut db,
        t,
        &desc,
        "arith.add.i32",
        ("vplan_if_blend", "for.body"),
    );
    let mut changed = desc.clone();
    changed.set("arith.shl.i32", 9).unwrap();
    db.update_target(t, &changed);
    let l = lp(&db, "vplan_if_blend", "for.body");
    lanes_vec::best_vf(&db, l, t);
    let ran = ran(db.take_executed());
    assert!(
        ran.iter().all(|q| [
            "loop_prices",
            "scalar_loop_prices",
            "best_vf",
            "vplan_totals",
            "scalarized_accesses"
        ]
        .contains(&q.as_str())),
        "{ran:?}"
    );
    assert!(ran.iter().any(|q| q == "vplan_totals"), "{ran:?}");
}

/// An edit of an entry no plan of the loop reads, once the target has
/// per-entry inputs (`lanes_db::cost_cells`), re-runs nothing: the loop's
/// projections read the columns and fields of their entries only.
#[test]
fn unread_entry_edit_reprices_nothing() {
    let mut db = open(&fixture("vplan_examples.ll"));
    let desc = lanes_target::builtin("avx2").unwrap();
    let t = db.new_target(&desc);
    let l = lp(&db, "vplan_if_blend", "for.body");
    let before = lanes_vec::best_vf(&db, l, t).clone();
    edit_once(
        &mut db,
        t,
        &desc,
        "arith.add.i32",
        ("vplan_if_blend", "for.body"),
    );
    edit_once(
        &mut db,
        t,
        &desc,
        "memory.load",
        ("vplan_if_blend", "for.body"),
    );
    let mut changed = desc.clone();
    changed.set("arith.fdiv.f64", 99).unwrap();
    changed.set("memory.scatter_per_lane", 99).unwrap();
    db.update_target(t, &changed);
    let l = lp(&db, "vplan_if_blend", "for.body");
    assert_eq!(*lanes_vec::best_vf(&db, l, t), before);
    expect_test::expect![[r#"
        []
    "#]]
    .assert_debug_eq(&ran(db.take_executed()));
}

/// A target's first cost edit makes its per-entry inputs (only the edited
/// one at an edited entry's durability): every loop's projections run
/// again, once, and where no value they read changed nothing after them
/// does (the durability of the pricing stays that of unedited entries).
#[test]
fn first_table_edit_reruns_only_the_projections() {
    let mut db = open(&fixture("vplan_examples.ll"));
    let desc = lanes_target::builtin("avx2").unwrap();
    let t = db.new_target(&desc);
    let l = lp(&db, "vplan_if_blend", "for.body");
    let before = lanes_vec::best_vf(&db, l, t).clone();
    db.take_executed();
    let mut changed = desc.clone();
    changed.set("arith.fdiv.f64", 99).unwrap();
    db.update_target(t, &changed);
    let l = lp(&db, "vplan_if_blend", "for.body");
    assert_eq!(*lanes_vec::best_vf(&db, l, t), before);
    expect_test::expect![[r#"
        [
            "loop_prices",
            "scalar_loop_prices",
        ]
    "#]]
    .assert_debug_eq(&ran(db.take_executed()));
}
