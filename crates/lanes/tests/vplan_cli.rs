//! `lanes vplan`, `lanes cost` and `lanes report` as a user runs them, and
//! the report over the whole corpus.

use expect_test::{Expect, expect};

fn fixture(name: &str) -> String {
    format!("{}/../../fixtures/seeds/{name}", env!("CARGO_MANIFEST_DIR"))
}

fn run(args: &[&str]) -> (i32, String, String) {
    let mut argv = vec!["lanes".to_string()];
    argv.extend(args.iter().map(|a| a.to_string()));
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = lanes::cli::run(&argv, &mut out, &mut err);
    (
        code,
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    )
}

fn check(args: &[&str], expect: Expect) {
    let (code, out, err) = run(args);
    assert_eq!(code, 0, "{err}");
    expect.assert_eq(&out.replace(env!("CARGO_MANIFEST_DIR"), "."));
}

#[test]
fn cost_table_of_the_dependence_example() {
    check(
        &[
            "cost",
            &fixture("vplan_examples.ll"),
            "--func",
            "vplan_dep_distance4",
        ],
        expect![[r#"
            @vplan_dep_distance4 loop for.body: vectorized with VF 4 (cost per lane 1.50 < scalar 6)
                VF  total  per lane  vs scalar
                 1      6      6.00       1.00
                 2      6      3.00       0.50  more expensive: 3.00 per lane > 1.50
            *    4      6      1.50       0.25
                 8      -         -          -  above the max safe VF 4 of the dependences
                16      -         -          -  more than 8 lanes of the smallest element (32 bits) in a 256-bit register
                32      -         -          -  more than 8 lanes of the smallest element (32 bits) in a 256-bit register
            interleave count 1: a dependence distance bounds the lanes in flight (max safe VF 4)
            registers at VF 4: 1 vector (peak at `%inc = add nsw i32 %v, 1`) + 0 invariant, 2 scalar
            target avx2 (the default), LLVM 14

            loop for.body VF 2: total 6, per lane 3.00, scalar 6
                 0  EMIT vp<%1> = CANONICAL-INDUCTION
                 0  WIDEN-INDUCTION %i = phi 0, %i.next  ; scalar steps (lane 0 only)
                 0  CLONE ir<%src.ptr> = getelementptr ir<@dep>, ir<0>, ir<%i>  ; one scalar
                 1  WIDEN ir<%v> = load ir<%src.ptr>  ; 1 x load 1
                 1  WIDEN ir<%inc> = add ir<%v>, ir<1>  ; LLVM 14 avx2: add <2 x i32> by a power of two 1
                 1  CLONE ir<%i4> = add ir<%i>, ir<4>  ; one scalar
                 0  CLONE ir<%dst.ptr> = getelementptr ir<@dep>, ir<0>, ir<%i4>  ; one scalar
                 1  WIDEN store ir<%dst.ptr>, ir<%inc>  ; 1 x store 1
                 1  EMIT vp<%2> = VF * UF + vp<%1>  ; scalar add
                 1  EMIT branch-on-count vp<%2>, vp<%0>  ; scalar compare + branch

            loop for.body VF 4: total 6, per lane 1.50, scalar 6
                 0  EMIT vp<%1> = CANONICAL-INDUCTION
                 0  WIDEN-INDUCTION %i = phi 0, %i.next  ; scalar steps (lane 0 only)
                 0  CLONE ir<%src.ptr> = getelementptr ir<@dep>, ir<0>, ir<%i>  ; one scalar
                 1  WIDEN ir<%v> = load ir<%src.ptr>  ; 1 x load 1
                 1  WIDEN ir<%inc> = add ir<%v>, ir<1>  ; LLVM 14 avx2: add <4 x i32> by a power of two 1
                 1  CLONE ir<%i4> = add ir<%i>, ir<4>  ; one scalar
                 0  CLONE ir<%dst.ptr> = getelementptr ir<@dep>, ir<0>, ir<%i4>  ; one scalar
                 1  WIDEN store ir<%dst.ptr>, ir<%inc>  ; 1 x store 1
                 1  EMIT vp<%2> = VF * UF + vp<%1>  ; scalar add
                 1  EMIT branch-on-count vp<%2>, vp<%0>  ; scalar compare + branch
        "#]],
    );
}

#[test]
fn cost_lines_in_llvm_form() {
    let (code, out, _) = run(&[
        "cost",
        &fixture("vplan_examples.ll"),
        "--func",
        "vplan_reduction_int",
        "--format",
        "lv",
    ]);
    assert_eq!(code, 0);
    assert!(out.contains(
        "LV: Found an estimated cost of 1 for VF 8 For instruction:   %av = load i32, i32* %a.ptr, align 4"
    ));
    assert!(out.contains("LV: Selecting VF: 8.\n"), "{out}");
    assert!(out.ends_with("LV: Interleave Count is 4\n"), "{out}");
}

#[test]
fn vplan_as_dot() {
    let (code, out, _) = run(&[
        "vplan",
        &fixture("vplan_examples.ll"),
        "--func",
        "vplan_if_blend",
        "--vf",
        "4",
        "--format",
        "dot",
    ]);
    assert_eq!(code, 0);
    assert!(out.starts_with("digraph VPlan {"), "{out}");
    assert!(out.contains("BLEND %y"));
}

#[test]
fn report_of_the_seed_examples() {
    check(
        &["report", &fixture("vplan_examples.ll")],
        expect![[r#"
            ./../../fixtures/seeds/vplan_examples.ll
              target avx2 (the default), LLVM 14
              @vplan_if_blend L0 for.body: depth 1, innermost, trip count unknown: vectorized, VF 8, IC 4, cost 17 per vector iteration (scalar 6 per iteration)
              @vplan_predicated_sdiv L0 for.body: depth 1, innermost, trip count unknown: not vectorized: not profitable: best VF 8 costs 5.38 per lane, scalar 5
              @vplan_reduction_int L0 for.body: depth 1, innermost, trip count unknown: vectorized, VF 8, IC 4, cost 4 per vector iteration (scalar 4 per iteration)
              @vplan_reduction_fp L0 for.body: depth 1, innermost, trip count unknown: vectorized, VF 8, IC 4, cost 4 per vector iteration (scalar 4 per iteration)
              @vplan_dep_distance4 L0 for.body: depth 1, innermost, trip count 1024: vectorized, VF 4, cost 6 per vector iteration (scalar 6 per iteration)
              @vplan_first_order_recurrence L0 for.body: depth 1, innermost, trip count unknown: vectorized, VF 8, IC 4, cost 10 per vector iteration (scalar 6 per iteration)
        "#]],
    );
}

#[test]
fn report_json_fields() {
    let (code, out, _) = run(&["report", &fixture("slev_a_i_plus_k.ll"), "--format", "json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let first = &v["result"][0];
    for k in [
        "file",
        "function",
        "loop",
        "depth",
        "innermost",
        "start_loc",
        "vectorized",
        "vf",
        "cost",
        "scalar_cost",
        "reason",
        "trip_count",
    ] {
        assert!(first.get(k).is_some(), "missing {k}: {first}");
    }
    assert_eq!(first["loop"], "for.i");
    assert_eq!(first["vectorized"], true);
}

fn corpus_files(dir: &std::path::Path, out: &mut Vec<String>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            corpus_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "ll") {
            out.push(p.display().to_string());
        }
    }
}

/// Every loop of the corpus gets a verdict; nothing panics.
#[test]
fn report_over_the_corpus() {
    let Some(dir) = lanes_test_utils::shared_corpus() else {
        return;
    };
    let mut files = Vec::new();
    corpus_files(&dir, &mut files);
    assert!(!files.is_empty(), "no .ll files under {}", dir.display());
    files.sort();
    let mut args = vec!["report", "--format", "json"];
    args.extend(files.iter().map(String::as_str));
    let (_, out, _) = run(&args);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let rows = v["result"].as_array().unwrap();
    assert!(rows.len() > 300, "{}", rows.len());
    assert!(rows.iter().any(|r| r["vectorized"] == true));
    assert!(
        rows.iter()
            .all(|r| r["vectorized"] == true || r["reason"].is_string())
    );
}

#[test]
fn report_as_llvm_remarks() {
    check(
        &["report", &fixture("vplan_examples.ll"), "--format", "lv"],
        expect![[r#"
            remark: <unknown>:0:0: vectorized loop (vectorization width: 8, interleaved count: 4)  ; @vplan_if_blend for.body
            remark: <unknown>:0:0: loop not vectorized: not profitable: best VF 8 costs 5.38 per lane, scalar 5  ; @vplan_predicated_sdiv for.body
            remark: <unknown>:0:0: vectorized loop (vectorization width: 8, interleaved count: 4)  ; @vplan_reduction_int for.body
            remark: <unknown>:0:0: vectorized loop (vectorization width: 8, interleaved count: 4)  ; @vplan_reduction_fp for.body
            remark: <unknown>:0:0: vectorized loop (vectorization width: 4, interleaved count: 1)  ; @vplan_dep_distance4 for.body
            remark: <unknown>:0:0: vectorized loop (vectorization width: 8, interleaved count: 4)  ; @vplan_first_order_recurrence for.body
        "#]],
    );
}
