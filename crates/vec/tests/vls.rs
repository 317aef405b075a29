//! The OptVLS client: the seeds' examples through the queries, VF ranges,
//! verification of every sequence, and which queries re-execute.

mod common;

use common::{fixture, lp, open};
use expect_test::expect;
use lanes_db::{RootDatabase, Target, file_functions, function_loops};
use lanes_vec::{MemrefId, VfRange, vf_candidates, vf_ranges, vls_costs, vls_groups, vls_sequence};
use lanes_vls::GroupId;

fn target(db: &mut RootDatabase, name: &str) -> Target {
    db.new_target(&lanes_target::builtin(name).unwrap())
}

fn range(lo: u32, hi: u32) -> VfRange {
    VfRange { lo, hi }
}

#[test]
fn example1_at_vf4_on_avx2_is_the_seeds_sequence() {
    let mut db = open(&fixture("optvls_example1.ll"));
    let t = target(&mut db, "avx2");
    let l = lp(&db, "example1", "for.body");
    let costs = vls_costs(&db, l, 4, t);
    assert_eq!(costs.len(), 1);
    let g = &costs[0];
    assert_eq!(g.members, [MemrefId(0), MemrefId(1)]);
    let s = vls_sequence(&db, l, GroupId(0), 4, t);
    let offsets: Vec<i64> = s.vls_group.members.iter().map(|m| m.offset).collect();
    assert_eq!(offsets, [0, 8]);
    assert_eq!(s.vls_group.vector_length, 32);
    expect![[r#"
        %1 = mask.load.64.4 (<Base:#1 Offset:0>, 1111)
        %2 = mask.load.64.4 (<Base:#1 Offset:32>, 1111)
        %3 = shufflevector <4 x 64> %1, <4 x 64> %2, <4 x 32><0, 1, 4, 5>
        %4 = shufflevector <4 x 64> %1, <4 x 64> %2, <4 x 32><2, 3, 6, 7>
        %5 = shufflevector <4 x 64> %3, <4 x 64> %4, <4 x 32><0, 4, 2, 6>
        %6 = shufflevector <4 x 64> %3, <4 x 64> %4, <4 x 32><1, 5, 3, 7>
        Results: member 1 = %5, member 2 = %6
    "#]]
    .assert_eq(&s.trace.result.as_ref().unwrap().to_string());
    // Two loads (1 each) + 4 shuffles (1 each) against 2 gathers of 4 lanes × 4.
    expect![[r#"
        VlsGroupCost {
            group: GroupId(
                0,
            ),
            members: [
                0,
                1,
            ],
            access: StridedLoad,
            gather_cost: 32,
            sequence_cost: Some(
                6,
            ),
            bail_out: None,
            cost: 6,
            uses_sequence: true,
        }
    "#]]
    .assert_debug_eq(g);
}

/// The avx2 table's exact-mask overrides give every cost the seed prints
/// for the first merge round ("Cost estimation of test-merges").
#[test]
fn example1_first_round_costs_are_the_seeds() {
    let mut db = open(&fixture("optvls_example1.ll"));
    let t = target(&mut db, "avx2");
    let l = lp(&db, "example1", "for.body");
    let s = vls_sequence(&db, l, GroupId(0), 4, t);
    let round1: Vec<String> = s.trace.rounds[0]
        .candidates
        .iter()
        .map(|c| {
            let out: Vec<String> = c.outgoing.iter().map(|o| o.cost.to_string()).collect();
            format!(
                "{}+{}: {} [{}] = {}",
                c.n1,
                c.n2,
                c.incoming.cost,
                out.join(" "),
                c.total
            )
        })
        .collect();
    expect![[r#"
        V5+V6: 4 [1] = 5
        V5+V7: 4 [4] = 8
        V5+V8: 4 [4] = 8
        V5+V9: 1 [1 1] = 3
        V5+V10: 4 [1 2] = 7
        V5+V11: 4 [1 3] = 8
        V5+V12: 4 [1 2] = 7
        V6+V7: 4 [4] = 8
        V6+V8: 4 [4] = 8
        V6+V9: 4 [2 1] = 7
        V6+V10: 1 [2 2] = 5
        V6+V11: 4 [2 3] = 9
        V6+V12: 4 [2 2] = 8
        V7+V8: 4 [4] = 8
        V7+V9: 4 [2 1] = 7
        V7+V10: 4 [2 2] = 8
        V7+V11: 1 [2 3] = 6
        V7+V12: 4 [2 2] = 8
        V8+V9: 4 [3 1] = 8
        V8+V10: 4 [3 2] = 9
        V8+V11: 4 [3 3] = 10
        V8+V12: 1 [3 2] = 6
    "#]]
    .assert_eq(&(round1.join("\n") + "\n"));
    assert_eq!(s.trace.rounds[0].commits.len(), 4);
}

#[test]
fn grouping_example_on_sse42() {
    let mut db = open(&fixture("optvls_grouping.ll"));
    let t = target(&mut db, "sse42");
    let l = lp(&db, "grouping", "for.body");
    for vf in [2, 4] {
        let costs = vls_costs(&db, l, vf, t);
        let members: Vec<&[MemrefId]> = costs.iter().map(|c| &c.members[..]).collect();
        let ids = |ids: &[u32]| ids.iter().map(|&i| MemrefId(i)).collect::<Vec<_>>();
        assert_eq!(
            members,
            [&ids(&[0, 1, 2])[..], &ids(&[3, 4])[..]],
            "VF {vf}"
        );
    }
    let r = vf_ranges(&db, l, t);
    let g = vls_groups(&db, l, r[0], t);
    assert_eq!(g.vector_length, 16);
    let offsets: Vec<Vec<i64>> = g
        .grouping
        .groups
        .iter()
        .map(|g| g.members.iter().map(|m| m.offset).collect())
        .collect();
    assert_eq!(offsets, [vec![0, 4, 12], vec![0, 4]]);
    let dists: Vec<i64> = g.grouping.sets[0].members.iter().map(|m| m.1).collect();
    assert_eq!(dists, [0, 4, 12, 16, 20]);
}

#[test]
fn dependence_distance_4_splits_the_ranges() {
    let mut db = open(&fixture("vpo_vf_ranges.ll"));
    let t = target(&mut db, "avx2");
    let l = lp(&db, "vf_ranges_dep4", "for.body");
    assert_eq!(**vf_ranges(&db, l, t), [range(2, 4), range(8, 32)]);
    let c = vf_candidates(&db, l, t);
    assert_eq!(c.vfs, [2, 4]);
    assert_eq!(c.max_safe_vf, Some(4));
    assert_eq!(
        c.rejected.iter().map(|r| r.0).collect::<Vec<_>>(),
        [8, 16, 32]
    );
    // On AVX-512 the dependence, not the register, rejects VF 8.
    let mut db = open(&fixture("vpo_vf_ranges.ll"));
    let t = target(&mut db, "avx512");
    let l = lp(&db, "vf_ranges_dep4", "for.body");
    let c = vf_candidates(&db, l, t);
    assert_eq!(c.vfs, [2, 4]);
    expect!["above the max safe VF 4 of the dependences"].assert_eq(&c.rejected[0].1);
}

/// The seed's scenario: a store between two adjacent loads, reached 4
/// iterations later by the second load. Up to VF 4 the load may move above
/// the store and both loads form one group; from VF 8 on it may not.
#[test]
fn a_store_in_between_splits_the_group_above_its_distance() {
    let text = r#"
@x = global [4096 x double] zeroinitializer

define void @moved() {
entry:
  br label %for.body

for.body:
  %k = phi i64 [ 0, %entry ], [ %k.next, %for.body ]
  %mul = shl nuw nsw i64 %k, 1
  %pp = getelementptr inbounds [4096 x double], [4096 x double]* @x, i64 0, i64 %mul
  %p = load double, double* %pp, align 8
  %add9 = add nuw nsw i64 %mul, 9
  %sp = getelementptr inbounds [4096 x double], [4096 x double]* @x, i64 0, i64 %add9
  store double %p, double* %sp, align 8
  %add1 = add nuw nsw i64 %mul, 1
  %qp = getelementptr inbounds [4096 x double], [4096 x double]* @x, i64 0, i64 %add1
  %q = load double, double* %qp, align 8
  %k.next = add nuw nsw i64 %k, 1
  %done = icmp eq i64 %k.next, 1000
  br i1 %done, label %for.end, label %for.body

for.end:
  ret void
}
"#;
    let mut db = open(text);
    let t = target(&mut db, "avx512");
    let l = lp(&db, "moved", "for.body");
    assert_eq!(**vf_ranges(&db, l, t), [range(2, 4), range(8, 64)]);
    let members = |vf: u32| -> Vec<Vec<usize>> {
        vls_costs(&db, l, vf, t)
            .iter()
            .map(|c| c.members.iter().map(|m| m.index()).collect())
            .collect()
    };
    assert_eq!(members(4), [vec![0, 2], vec![1]]);
    assert_eq!(members(8), [vec![0], vec![2], vec![1]]);
    assert!(vf_candidates(&db, l, t).vfs.contains(&8));
}

/// Every loop of the seed fixtures and of the corpus.
fn all_files() -> Vec<(String, String)> {
    let dir = format!("{}/../../fixtures/seeds", env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    for root in [dir.as_str(), "/work/shared/corpus"] {
        let mut stack = vec![std::path::PathBuf::from(root)];
        while let Some(p) = stack.pop() {
            let Ok(rd) = std::fs::read_dir(&p) else {
                continue;
            };
            for e in rd.flatten() {
                let path = e.path();
                if path.is_dir() {
                    stack.push(path);
                } else if path.extension().is_some_and(|x| x == "ll") {
                    let text = String::from_utf8_lossy(&std::fs::read(&path).unwrap()).into();
                    out.push((path.display().to_string(), text));
                }
            }
        }
    }
    out.sort();
    out
}

/// Every sequence at every candidate VF on every target executes like the
/// gathers or scatters it replaces (`lanes_vls::verify`).
#[test]
fn every_sequence_verifies() {
    let (mut groups, mut sequences, mut bails) = (0, 0, 0);
    for (path, text) in all_files() {
        let mut db = RootDatabase::default();
        let file = db.set_file(&path, &text);
        let ts: Vec<Target> = ["sse42", "avx2", "avx512"]
            .iter()
            .map(|n| target(&mut db, n))
            .collect();
        for &f in file_functions(&db, file) {
            for &l in function_loops(&db, f) {
                for &t in &ts {
                    for &vf in &vf_candidates(&db, l, t).vfs {
                        for c in vls_costs(&db, l, vf, t).iter() {
                            let s = vls_sequence(&db, l, c.group, vf, t);
                            groups += 1;
                            match &s.trace.result {
                                Ok(seq) => {
                                    sequences += 1;
                                    if let Err(e) = lanes_vls::verify(&s.vls_group, seq) {
                                        panic!("{path} @{} VF {vf}: {e}\n{seq}", f.name(&db));
                                    }
                                }
                                Err(_) => bails += 1,
                            }
                        }
                    }
                }
            }
        }
    }
    eprintln!("{groups} groups: {sequences} sequences verified, {bails} bail-outs");
    assert!(sequences > 10);
}

fn vls_queries(executed: Vec<String>) -> Vec<String> {
    let ours = [
        "memrefs",
        "dependences",
        "shapes",
        "vls_memrefs",
        "vf_candidates",
        "vf_ranges",
        "vls_groups",
        "vls_sequence",
        "vls_result",
        "vls_costs",
    ];
    let mut v: Vec<String> = executed
        .into_iter()
        .filter(|q| ours.contains(&q.as_str()))
        .collect();
    v.dedup();
    v
}

#[test]
fn one_range_groups_once() {
    let mut db = open(&fixture("optvls_example1.ll"));
    let t = target(&mut db, "avx2");
    let l = lp(&db, "example1", "for.body");
    vls_costs(&db, l, 2, t);
    vls_costs(&db, l, 4, t);
    let ran = db.take_executed();
    assert_eq!(ran.iter().filter(|q| *q == "vls_groups").count(), 1);
    assert_eq!(ran.iter().filter(|q| *q == "vls_costs").count(), 2);
}

#[test]
fn shuffle_cost_edit_reruns_sequences_and_costs_only() {
    let mut db = open(&fixture("optvls_example1.ll"));
    let desc = lanes_target::builtin("avx2").unwrap();
    let t = db.new_target(&desc);
    let l = lp(&db, "example1", "for.body");
    lanes_vec::shapes(&db, l, 4, lanes_db::LayoutPolicy::Auto);
    vf_candidates(&db, l, t);
    let before = vls_costs(&db, l, 4, t).clone();
    db.take_executed();

    let mut changed = desc.clone();
    changed.shuffle.set_override(64, &[0, 1, 4, 5], Some(9));
    db.update_target(t, &changed);
    let l = lp(&db, "example1", "for.body");
    lanes_vec::shapes(&db, l, 4, lanes_db::LayoutPolicy::Auto);
    vf_candidates(&db, l, t);
    let after = vls_costs(&db, l, 4, t).clone();
    // The cost model's sequences are built untraced (`vls_result`).
    assert_eq!(vls_queries(db.take_executed()), ["vls_costs", "vls_result"]);
    assert_eq!(before[0].sequence_cost, Some(6));
    assert_ne!(after[0].sequence_cost, before[0].sequence_cost);
}

#[test]
fn memory_cost_edit_keeps_groups() {
    let mut db = open(&fixture("optvls_example1.ll"));
    let desc = lanes_target::builtin("avx2").unwrap();
    let t = db.new_target(&desc);
    let l = lp(&db, "example1", "for.body");
    vls_costs(&db, l, 4, t);
    db.take_executed();
    let mut changed = desc.clone();
    changed.set("memory.gather_per_lane", 0).unwrap();
    db.update_target(t, &changed);
    let l = lp(&db, "example1", "for.body");
    let after = vls_costs(&db, l, 4, t);
    assert!(!after[0].uses_sequence, "{after:?}");
    assert_eq!(vls_queries(db.take_executed()), ["vls_costs"]);
}

/// The sequence's shape depends on shuffle costs only: a memory-cost edit
/// re-prices the sequence in `vls_costs` without building it again.
#[test]
fn memory_cost_edit_does_not_rebuild_sequences() {
    let mut db = open(&fixture("optvls_example1.ll"));
    let desc = lanes_target::builtin("avx2").unwrap();
    let t = db.new_target(&desc);
    let l = lp(&db, "example1", "for.body");
    let before = vls_costs(&db, l, 4, t).clone();
    db.take_executed();
    let mut changed = desc.clone();
    changed.set("memory.load", 5).unwrap();
    db.update_target(t, &changed);
    let l = lp(&db, "example1", "for.body");
    let after = vls_costs(&db, l, 4, t).clone();
    let ran = db.take_executed();
    assert!(!ran.iter().any(|q| q == "vls_sequence"), "{ran:?}");
    assert_eq!(vls_queries(ran), ["vls_costs"]);
    assert_ne!(after[0].sequence_cost, before[0].sequence_cost);
    assert_eq!(after[0].gather_cost, before[0].gather_cost);
}

/// `--vls-cost`: LLVM's interleave-group price decides by default; with
/// `optvls` the OptVLS choice does, and each note names the other price.
/// Switching re-prices the plans without re-running OptVLS.
#[test]
fn vls_cost_option_chooses_which_price_decides() {
    let mut db = open(&fixture("optvls_example1.ll"));
    let t = target(&mut db, "avx2");
    let options = db.new_options(lanes_db::LayoutPolicy::Auto, None);
    let group = |db: &RootDatabase| {
        let l = lp(db, "example1", "for.body");
        let cost = lanes_vec::vplan_cost(db, l, 4, t).as_ref().unwrap();
        let r = cost
            .recipes
            .iter()
            .find(|r| r.recipe.starts_with("VLS-GROUP"))
            .expect("a VLS group recipe")
            .clone();
        (r.cost, r.note, vls_costs(db, l, 4, t)[0].clone())
    };
    let (llvm_cost, llvm_note, g) = group(&db);
    assert!(llvm_note.starts_with("interleave group "), "{llvm_note}");
    assert!(llvm_note.contains("OptVLS sequence"), "{llvm_note}");
    salsa::Setter::to(options.set_vls_cost(&mut db), lanes_db::VlsCost::Optvls);
    db.take_executed();
    let (opt_cost, opt_note, g2) = group(&db);
    assert_eq!(g, g2);
    // OptVLS's choice, unless scalar accesses are cheaper still.
    if opt_note.starts_with("scalarized") {
        assert!(opt_cost <= g.cost, "{opt_note}");
    } else {
        assert_eq!(opt_cost, g.cost, "{opt_note}");
    }
    assert!(opt_note.contains("VLS sequence") || opt_note.contains("gathers"));
    assert!(
        opt_note.contains(&format!("LLVM interleave group {llvm_cost}")),
        "{opt_note}"
    );
    let ran = vls_queries(db.take_executed());
    // Nothing of OptVLS re-runs: only the pricing reads the option.
    assert!(ran.is_empty(), "{ran:?}");
}
