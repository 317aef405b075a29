//! The CLI as a user drives it: outputs, diagnostics and exit codes.

use std::path::PathBuf;

use expect_test::{Expect, expect};

fn fixture(rel: &str) -> String {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../fixtures");
    root.join(rel).display().to_string()
}

/// Runs `lanes ARGS`, returning (exit code, stdout, stderr) with the fixture
/// directory shortened to `fixtures/` so snapshots do not depend on the checkout.
fn run(args: &[&str]) -> (i32, String, String) {
    let mut argv = vec!["lanes".to_string()];
    argv.extend(args.iter().map(|a| {
        if a.ends_with(".ll") {
            fixture(a)
        } else {
            a.to_string()
        }
    }));
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = lanes::cli::run(&argv, &mut out, &mut err);
    let root = fixture("");
    let clean = |b: Vec<u8>| String::from_utf8(b).unwrap().replace(&root, "fixtures/");
    (code, clean(out), clean(err))
}

#[track_caller]
fn check(args: &[&str], expect: Expect) {
    let (code, out, err) = run(args);
    expect.assert_eq(&format!("exit {code}\n--- stdout\n{out}--- stderr\n{err}"));
}

#[test]
fn loops_of_a_seed_fixture() {
    check(
        &["loops", "seeds/vpo_vf_ranges.ll"],
        expect![[r#"
            exit 0
            --- stdout
            @vf_ranges_dep4
              L0 for.body: depth 1, innermost, trip count 1000
                preheader entry; latches for.body; exiting for.body; exits for.end
                blocks for.body
                IV %k = 0 step 1 (next %k.next)
            --- stderr
        "#]],
    );
}

#[test]
fn loops_json() {
    let (code, out, _) = run(&["loops", "seeds/optvls_grouping.ll", "--format", "json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["result"][0]["header"], "for.body");
    assert_eq!(v["result"][0]["trip_count"], 256);
}

#[test]
fn a_malformed_function_is_reported_and_the_rest_analysed() {
    check(
        &["report", "invalid/bad_function.ll"],
        expect![[r#"
            exit 1
            --- stdout
            fixtures/invalid/bad_function.ll
              target avx2 (the default), LLVM 14
              @good1 L0 loop: depth 1, innermost, trip count 16: not vectorized: no vector instructions: every recipe stays scalar
              @good2 L0 loop: depth 1, innermost, trip count 8: not vectorized: no vector instructions: every recipe stays scalar
            1 function skipped (not parsed, see the errors above): @bad
            --- stderr
            fixtures/invalid/bad_function.ll:18:8: error: unknown instruction 'frobnicate'
              %x = frobnicate i32 1, 2
                   ^~~~~~~~~~
        "#]],
    );
}

#[test]
fn unknown_function_lists_the_defined_ones() {
    check(
        &["loops", "invalid/bad_function.ll", "--func", "nope"],
        expect![[r#"
            exit 1
            --- stdout
            --- stderr
            fixtures/invalid/bad_function.ll:18:8: error: unknown instruction 'frobnicate'
              %x = frobnicate i32 1, 2
                   ^~~~~~~~~~
            error: no function '@nope' (defined: @good1, @bad, @good2)
        "#]],
    );
}

#[test]
fn usage_errors_exit_with_2() {
    let (code, _, err) = run(&["loops"]);
    assert_eq!(code, 2, "{err}");
    let (code, _, _) = run(&["frobnicate"]);
    assert_eq!(code, 2);
}

#[test]
fn missing_file_exits_with_1() {
    let (code, _, err) = run(&["loops", "/nonexistent/x.ll"]);
    assert_eq!(code, 1);
    assert!(err.contains("no such file"), "{err}");
}

#[test]
fn ir_prints_back_what_was_parsed() {
    check(
        &["ir", "invalid/bad_function.ll", "--func", "good2"],
        expect![[r#"
            exit 1
            --- stdout
            define void @good2(i32* %p) {
            entry:
              br label %loop

            loop:
              %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
              %i.next = add nuw nsw i64 %i, 2
              %c = icmp ult i64 %i.next, 16
              br i1 %c, label %loop, label %exit

            exit:
              ret void
            }

            --- stderr
            fixtures/invalid/bad_function.ll:18:8: error: unknown instruction 'frobnicate'
              %x = frobnicate i32 1, 2
                   ^~~~~~~~~~
        "#]],
    );
}

/// `report` and the per-loop commands answer for the same target without
/// any flag (each function's own) and with `--target`, and say which.
#[test]
fn report_and_cost_agree_on_the_target_and_the_vf() {
    let json = |args: Vec<String>| -> serde_json::Value {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, out, err) = run(&args);
        assert_eq!(code, 0, "{err}");
        serde_json::from_str(&out).unwrap()
    };
    for target in [None, Some("avx2"), Some("avx512"), Some("sse42")] {
        let flags: Vec<&str> = target.map(|t| vec!["--target", t]).unwrap_or_default();
        let with = |args: &[&str]| -> Vec<String> {
            let all = [args, &flags[..], &["--format", "json"]].concat();
            all.into_iter().map(String::from).collect()
        };
        let report = json(with(&["report", "views/function_targets.ll"]));
        for row in report["result"].as_array().unwrap() {
            let func = row["function"].as_str().unwrap();
            let cost = json(with(&["cost", "views/function_targets.ll", "--func", func]));
            let c = &cost["result"];
            let vplan = json(with(&[
                "vplan",
                "views/function_targets.ll",
                "--func",
                func,
            ]));
            let p = &vplan["result"];
            let at = format!("{func} under {target:?}");
            assert_eq!(c["best"]["vf"], row["vf"], "{at}");
            assert_eq!(c["interleave"]["ic"], row["ic"], "{at}");
            assert_eq!(p["vf"], row["vf"], "{at}");
            for answer in [c, p] {
                assert_eq!(answer["target"], row["target"], "{at}");
                assert_eq!(answer["target_source"], row["target_source"], "{at}");
            }
        }
    }
}
