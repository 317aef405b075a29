//! Which queries re-execute: a new VF runs only the VF-keyed queries; a cost
//! table edit runs none of them.

mod common;

use common::{fixture, lp, open};
use lanes_db::LayoutPolicy;

fn vec_queries(executed: Vec<String>) -> Vec<String> {
    let ours = [
        "wi_analysis",
        "memrefs",
        "dependences",
        "soa_analysis",
        "shapes",
        "refined_memrefs",
        "simd_regions",
        "loop_hints",
    ];
    let mut v: Vec<String> = executed
        .into_iter()
        .filter(|q| ours.iter().any(|o| q == o))
        .collect();
    v.dedup();
    v
}

#[test]
fn new_vf_runs_only_vf_keyed_queries() {
    let db = open(&fixture("slev_a_i_plus_k.ll"));
    let l = lp(&db, "slev_outer_uniform", "for.i");
    lanes_vec::dependences(&db, l);
    lanes_vec::refined_memrefs(&db, l, 4, LayoutPolicy::Auto);
    assert!(vec_queries(db.take_executed()).contains(&"memrefs".to_string()));
    let l = lp(&db, "slev_outer_uniform", "for.i");
    lanes_vec::dependences(&db, l);
    lanes_vec::refined_memrefs(&db, l, 8, LayoutPolicy::Auto);
    assert_eq!(db.take_executed(), ["refined_memrefs", "shapes"]);
}

#[test]
fn cost_table_edit_runs_none() {
    let mut db = open(&fixture("soa_divergence.ll"));
    let desc = lanes_target::builtin("avx2").unwrap();
    let t = db.new_target(&desc);
    let l = lp(&db, "soa_gep_shapes", "for.body");
    lanes_vec::dependences(&db, l);
    lanes_vec::refined_memrefs(&db, l, 4, LayoutPolicy::Auto);
    db.take_executed();
    let mut changed = desc.clone();
    changed.set("memory.gather_per_lane", 99).unwrap();
    db.update_target(t, &changed);
    let l = lp(&db, "soa_gep_shapes", "for.body");
    lanes_vec::dependences(&db, l);
    lanes_vec::refined_memrefs(&db, l, 4, LayoutPolicy::Auto);
    assert_eq!(db.take_executed(), Vec::<String>::new());
}

#[test]
fn editing_another_function_reruns_nothing_here() {
    let text = fixture("slev_a_i_plus_k.ll");
    let mut db = open(&text);
    let l = lp(&db, "slev_outer_uniform", "for.i");
    lanes_vec::refined_memrefs(&db, l, 4, LayoutPolicy::Auto);
    lanes_vec::dependences(&db, l);
    db.take_executed();
    let edited = text.replace("%C = icmp sgt i64 %c.i, %j", "%C = icmp slt i64 %c.i, %j");
    assert_ne!(edited, text);
    db.set_file("t.ll", &edited);
    let l = lp(&db, "slev_outer_uniform", "for.i");
    lanes_vec::refined_memrefs(&db, l, 4, LayoutPolicy::Auto);
    lanes_vec::dependences(&db, l);
    // Only the per-file firewalls and the hints firewall re-run, then backdate.
    let ran = vec_queries(db.take_executed());
    assert!(ran.iter().all(|q| q == "loop_hints"), "{ran:?}");
}
