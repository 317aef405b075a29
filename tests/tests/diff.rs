//! `lanes diff` lists exactly the loops whose `report` rows differ in
//! verdict, VF or interleave count: between two targets, two profiles, a
//! cost edit, or a before and an after file.

use std::path::PathBuf;

use serde_json::Value;

fn run(args: &[String]) -> (i32, String, String) {
    let mut argv = vec!["lanes".to_string()];
    argv.extend(args.iter().cloned());
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = lanes::cli::run(&argv, &mut out, &mut err);
    let s = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (code, s(out), s(err))
}

fn json(args: &[&str]) -> Value {
    let mut args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    args.extend(["--format".into(), "json".into()]);
    let (code, out, err) = run(&args);
    assert_eq!(code, 0, "{err}");
    serde_json::from_str(&out).unwrap()
}

/// (function, loop) of the rows whose verdict, VF or IC differ between
/// the reports of `a` and `b` (extra options of each side).
fn differing(file: &str, a: &[&str], b: &[&str]) -> Vec<(String, String)> {
    let report = |side: &[&str]| {
        let args: Vec<&str> = ["report", file].iter().chain(side).copied().collect();
        json(&args)["result"].as_array().unwrap().clone()
    };
    let (ra, rb) = (report(a), report(b));
    assert_eq!(ra.len(), rb.len());
    ra.iter()
        .zip(&rb)
        .filter(|(x, y)| ["vectorized", "vf", "ic"].iter().any(|k| x[k] != y[k]))
        .map(|(x, _)| {
            (
                x["function"].as_str().unwrap().into(),
                x["loop"].as_str().unwrap().into(),
            )
        })
        .collect()
}

fn listed(answer: &Value) -> Vec<(String, String)> {
    answer["result"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["function"].as_str().unwrap().into(),
                r["loop"].as_str().unwrap().into(),
            )
        })
        .collect()
}

fn fixture(rel: &str) -> String {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../fixtures");
    root.join(rel).display().to_string()
}

#[test]
fn two_targets_list_the_rows_that_differ() {
    let f = fixture("views/function_targets.ll");
    let d = json(&["diff", &f, "--target", "sse42", "--target", "avx512"]);
    let want = differing(&f, &["--target", "sse42"], &["--target", "avx512"]);
    assert_eq!(listed(&d), want);
    assert_eq!(want, [("saxpy".to_string(), "for.body".to_string())]);
    let row = &d["result"][0];
    assert_eq!(row["a"]["label"], "target sse42");
    assert_eq!(
        (&row["a"]["vf"], &row["b"]["vf"]),
        (&Value::from(4), &Value::from(16))
    );
    assert_eq!(row["differs"], serde_json::json!(["vf", "ic"]));
    // The envelope of every JSON answer.
    assert_eq!(d["files"][0]["file"], f.as_str());
}

#[test]
fn a_cost_edit_and_two_files() {
    let f = fixture("views/function_targets.ll");
    // Stores made dear on the chosen sse2 table: the sse2 loop flips.
    let costs = [
        "--cost",
        "memory.store=100",
        "--cost",
        "scalar.extract_element=100",
    ];
    let args: Vec<&str> = ["diff", f.as_str(), "--target", "sse2"]
        .into_iter()
        .chain(costs)
        .collect();
    let d = json(&args);
    assert_eq!(listed(&d), [("saxpy".to_string(), "for.body".to_string())]);
    assert_eq!(
        d["result"][0]["b"]["label"],
        "memory.store=100 scalar.extract_element=100"
    );
    // A before and an after: matched by function and loop.
    let dir = std::env::temp_dir().join(format!("lanes-diff-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let after = dir.join("after.ll");
    let text = std::fs::read_to_string(&f).unwrap();
    std::fs::write(&after, text.replace("+avx512f,", "")).unwrap();
    let d = json(&["diff", &f, after.to_str().unwrap()]);
    assert_eq!(
        listed(&d),
        [("saxpy_avx512".to_string(), "for.body".to_string())]
    );
    assert_eq!(d["files"].as_array().unwrap().len(), 2);
    let (code, out, _) = run(&["diff".into(), f.clone(), after.display().to_string()]);
    assert_eq!(code, 0);
    assert!(out.ends_with("1 of 2 loops differs\n"), "{out}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn one_side_is_a_usage_error() {
    let f = fixture("views/function_targets.ll");
    let (code, _, err) = run(&["diff".into(), f.clone()]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("diff needs two sides"), "{err}");
    let (code, _, err) = run(&[
        "report".into(),
        f,
        "--target".into(),
        "avx2".into(),
        "--target".into(),
        "sse2".into(),
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("only `lanes diff` compares two"), "{err}");
}

/// On corpus modules, avx2 against avx512: exactly the rows `report`
/// gives differently.
#[test]
fn corpus_modules_between_avx2_and_avx512() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus/gcc-vect");
    if !dir.is_dir() {
        return lanes_test_utils::skip("../shared/corpus not found");
    }
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    let mut any = 0;
    for f in files.iter().take(12) {
        let f = f.display().to_string();
        let d = json(&["diff", &f, "--target", "avx2", "--target", "avx512"]);
        let want = differing(&f, &["--target", "avx2"], &["--target", "avx512"]);
        assert_eq!(listed(&d), want, "{f}");
        any += want.len();
    }
    assert!(any > 0, "some loop differs between avx2 and avx512");
}

/// A forced VF and IC beside the cost model's choice, as `opt
/// -force-vector-width=4 -force-vector-interleave=2` vectorizes both loops.
#[test]
fn a_forced_width_beside_the_chosen_one() {
    let f = fixture("views/function_targets.ll");
    let d = json(&[
        "diff",
        &f,
        "--target",
        "avx2",
        "--force-vector-width",
        "4",
        "--force-vector-interleave",
        "2",
    ]);
    let rows = d["result"].as_array().unwrap();
    assert_eq!(rows.len(), 2);
    for r in rows {
        assert_eq!(r["b"]["label"], "forced VF 4, IC 2");
        assert_eq!(
            (&r["b"]["vf"], &r["b"]["ic"]),
            (&Value::from(4), &Value::from(2))
        );
        assert_ne!(r["a"]["vf"], Value::from(4));
    }
}

/// Two loops of unknown trip count: `@copy` can fold its tail by masking,
/// `@copy_last` cannot (the induction's last value is used after the loop,
/// LLVM's "loop has an outside user").
const PREFER: &str = r#"target datalayout = "e-m:e-i64:64-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @copy(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %x = load i32, i32* %pb, align 4
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %x, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

define i64 @copy_last(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %x = load i32, i32* %pb, align 4
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %x, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i64 %i.next
}
"#;

fn prefer_file(test: &str) -> String {
    let dir = std::env::temp_dir().join(format!("lanes-prefer-{test}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("prefer.ll");
    std::fs::write(&f, PREFER).unwrap();
    f.display().to_string()
}

/// The report's (vectorized, tail folded, reason) of each loop with `extra`.
fn verdicts(file: &str, extra: &[&str]) -> Vec<(bool, bool, String)> {
    let args: Vec<&str> = ["report", file].iter().chain(extra).copied().collect();
    json(&args)["result"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["vectorized"].as_bool().unwrap(),
                r["fold_tail"].as_bool().unwrap(),
                r["reason"].as_str().unwrap_or_default().to_string(),
            )
        })
        .collect()
}

/// LLVM's `-prefer-predicate-over-epilogue`: without it both loops keep a
/// scalar epilogue; `predicate-else-scalar-epilogue` folds `@copy`'s tail
/// and keeps `@copy_last`'s epilogue; `predicate-dont-vectorize` leaves
/// `@copy_last` scalar; `scalar-epilogue` is the default.
#[test]
fn prefer_predicate_folds_the_tail_where_it_can() {
    let f = prefer_file("fold");
    let base = verdicts(&f, &["--target", "avx2"]);
    assert_eq!(
        base.iter().map(|v| (v.0, v.1)).collect::<Vec<_>>(),
        [(true, false), (true, false)]
    );
    let with = |how: &str| verdicts(&f, &["--target", "avx2", "--prefer-predicate", how]);
    let v = with("predicate-else-scalar-epilogue");
    assert_eq!(
        v.iter().map(|v| (v.0, v.1)).collect::<Vec<_>>(),
        [(true, true), (true, false)]
    );
    let v = with("predicate-dont-vectorize");
    assert_eq!((v[0].0, v[0].1, v[1].0), (true, true, false));
    assert!(
        v[1].2
            .contains("predicate-dont-vectorize allows no scalar epilogue"),
        "{}",
        v[1].2
    );
    assert_eq!(with("scalar-epilogue"), base);
}

/// `diff --prefer-predicate`: the forced fold beside the cost model's
/// choice, with both sides' costs, exactly the rows `report` differs on.
#[test]
fn prefer_predicate_beside_the_chosen_plan() {
    let f = prefer_file("diff");
    let how = "predicate-dont-vectorize";
    let d = json(&["diff", &f, "--target", "avx2", "--prefer-predicate", how]);
    let want = differing(
        &f,
        &["--target", "avx2"],
        &["--target", "avx2", "--prefer-predicate", how],
    );
    assert_eq!(listed(&d), want);
    assert!(want.contains(&("copy_last".to_string(), "loop".to_string())));
    for r in d["result"].as_array().unwrap() {
        assert_eq!(r["a"]["label"], "as chosen");
        assert_eq!(
            r["b"]["label"],
            "forced -prefer-predicate-over-epilogue=predicate-dont-vectorize"
        );
        assert!(r["a"]["cost"].is_u64() && r["b"]["cost"].is_u64());
    }
    let (code, out, err) = run(&[
        "diff".into(),
        f,
        "--target".into(),
        "avx2".into(),
        "--prefer-predicate".into(),
        how.into(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("forced -prefer-predicate-over-epilogue"),
        "{out}"
    );
}
