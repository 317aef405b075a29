//! `lanes memrefs`, `lanes deps` and `lanes shapes` as a user runs them.

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
    expect.assert_eq(&out);
}

/// The `%C` line of `lanes shapes` for the piecewise-uniform `j > 7`.
fn piecewise_c(vf: &str) -> String {
    let file = fixture("slev_a_i_plus_k.ll");
    let (code, out, err) = run(&[
        "shapes",
        &file,
        "--func",
        "slev_piecewise_uniform",
        "--vf",
        vf,
    ]);
    assert_eq!(code, 0, "{err}");
    out.lines()
        .find(|l| l.contains("%C ="))
        .unwrap()
        .to_string()
}

#[test]
fn piecewise_uniform_compare_depends_on_vf() {
    for vf in ["2", "4", "8"] {
        assert_eq!(
            piecewise_c(vf),
            "Uniform: [Shape: Uniform] i1 %C = icmp sgt i64 %j i64 7",
            "VF {vf}"
        );
    }
    assert_eq!(
        piecewise_c("16"),
        "Divergent: [Shape: Random] i1 %C = icmp sgt i64 %j i64 7"
    );
}

#[test]
fn shapes_outer_uniform() {
    check(
        &[
            "shapes",
            &fixture("slev_a_i_plus_k.ll"),
            "--func",
            "slev_outer_uniform",
            "--vf",
            "4",
        ],
        expect![[r#"
            Divergent: [Shape: Unit Stride, Stride: i64 1] i64 %i = phi  [ i64 0, for.i.preheader ],  [ i64 %i.next, for.i.latch ]
            Uniform: [Shape: Uniform] i64 %j = phi  [ i64 0, for.i ],  [ i64 %j.next, if.end ]
            Uniform: [Shape: Uniform] i64 %k = phi  [ i64 0, for.i ],  [ i64 %k.next, if.end ]
            Divergent: [Shape: Random] i32 %s = phi  [ i32 0, for.i ],  [ i32 %s.next, if.end ]
            Uniform: [Shape: Uniform] i32* %c.ptr = getelementptr inbounds i32* %c i64 %j
            Uniform: [Shape: Uniform] i32 %c.j = load i32* %c.ptr
            Uniform: [Shape: Uniform] i1 %C = icmp ne i32 %c.j i32 0
            Uniform: [Shape: Uniform] i64 %k.inc = add nsw i64 %k i64 1
            Uniform: [Shape: Uniform] i64 %k.next = phi  [ i64 %k.inc, if.then ],  [ i64 %k, for.j ]
            Divergent: [Shape: Unit Stride, Stride: i64 1] i64 %i.plus.k = add nsw i64 %i i64 %k.next
            Divergent: [Shape: Strided, Stride: i64 4] i32* %a.ptr = getelementptr inbounds i32* %a i64 %i.plus.k
            Divergent: [Shape: Random] i32 %a.val = load i32* %a.ptr
            Divergent: [Shape: Random] i32 %s.next = add nsw i32 %s i32 %a.val
            Uniform: [Shape: Uniform] i64 %j.next = add nuw nsw i64 %j i64 1
            Uniform: [Shape: Uniform] i1 %j.done = icmp eq i64 %j.next i64 %N
            Divergent: [Shape: Random] i32 %s.lcssa = phi  [ i32 %s.next, if.end ]
            Divergent: [Shape: Strided, Stride: i64 4] i32* %out.ptr = getelementptr inbounds i32* %out i64 %i
            Divergent: [Shape: Unit Stride, Stride: i64 1] i64 %i.next = add nuw nsw i64 %i i64 1
            Divergent: [Shape: Random] i1 %i.done = icmp eq i64 %i.next i64 %M
        "#]],
    );
}

#[test]
fn shapes_outer_divergent() {
    check(
        &[
            "shapes",
            &fixture("slev_a_i_plus_k.ll"),
            "--func",
            "slev_outer_divergent",
            "--vplan-native-path",
            "--vf",
            "4",
        ],
        expect![[r#"
            Divergent: [Shape: Unit Stride, Stride: i64 1] i64 %i = phi  [ i64 0, entry ],  [ i64 %i.next, for.i.latch ]
            Divergent: [Shape: Strided, Stride: i64 8] i64* %c.ptr = getelementptr inbounds i64* %c i64 %i
            Divergent: [Shape: Random] i64 %c.i = load i64* %c.ptr
            Uniform: [Shape: Uniform] i64 %j = phi  [ i64 0, for.i ],  [ i64 %j.next, if.end ]
            Divergent: [Shape: Random] i64 %k = phi  [ i64 0, for.i ],  [ i64 %k.next, if.end ]
            Divergent: [Shape: Random] i32 %s = phi  [ i32 0, for.i ],  [ i32 %s.next, if.end ]
            Divergent: [Shape: Random] i1 %C = icmp sgt i64 %c.i i64 %j
            Divergent: [Shape: Random] i64 %k.inc = add nsw i64 %k i64 1
            Divergent: [Shape: Random] i64 %k.next = phi  [ i64 %k.inc, if.then ],  [ i64 %k, for.j ]
            Divergent: [Shape: Random] i64 %i.plus.k = add nsw i64 %i i64 %k.next
            Divergent: [Shape: Random] i32* %a.ptr = getelementptr inbounds i32* %a i64 %i.plus.k
            Divergent: [Shape: Random] i32 %a.val = load i32* %a.ptr
            Divergent: [Shape: Random] i32 %s.next = add nsw i32 %s i32 %a.val
            Uniform: [Shape: Uniform] i64 %j.next = add nuw nsw i64 %j i64 1
            Uniform: [Shape: Uniform] i1 %j.done = icmp eq i64 %j.next i64 %N
            Divergent: [Shape: Random] i32 %s.lcssa = phi  [ i32 %s.next, if.end ]
            Divergent: [Shape: Strided, Stride: i64 4] i32* %out.ptr = getelementptr inbounds i32* %out i64 %i
            Divergent: [Shape: Unit Stride, Stride: i64 1] i64 %i.next = add nuw nsw i64 %i i64 1
            Divergent: [Shape: Random] i1 %i.done = icmp eq i64 %i.next i64 %M
        "#]],
    );
}

#[test]
fn shapes_soa_layout() {
    check(
        &[
            "shapes",
            &fixture("soa_divergence.ll"),
            "--func",
            "soa_gep_shapes",
            "--vf",
            "4",
            "--layout",
            "soa",
        ],
        expect![[r#"
            Divergent: [Shape: Unit Stride, Stride: i64 1] i64 %iv1 = phi  [ i64 0, for.preheader ],  [ i64 %iv1.next, for.body ]
            Divergent: [Shape: SOA Random] i32* %rnd.gep1 = getelementptr inbounds [1024 x i32]* %arr.priv i64 %iv1 i64 0
            Uniform: [Shape: Uniform] i32* %uni.g.gep1 = getelementptr inbounds [1024 x i32]* @arr i64 0 i64 0
            Uniform: [Shape: Uniform] i32* %uni.g.gep2 = getelementptr inbounds i32* %uni.g.gep1 i64 0
            Uniform: [Shape: Uniform] i32 %non.priv.uni.ld = load i32* %uni.g.gep2
            Uniform: [Shape: Uniform] i64 %idxprom1 = sext i32 %non.priv.uni.ld to i64
            Divergent: [Shape: Strided, Stride: i64 4] i32* %str.g.gep1 = getelementptr inbounds [1024 x i32]* @arr i64 0 i64 %iv1
            Divergent: [Shape: Strided, Stride: i64 8] i32* %str.g.gep2 = getelementptr inbounds i32* %str.g.gep1 i64 %iv1
            Divergent: [Shape: Random] i32 %non.priv.str.ld = load i32* %str.g.gep2
            Divergent: [Shape: Random] i64 %idxprom2 = sext i32 %non.priv.str.ld to i64
            Divergent: [Shape: SOA Unit Stride, Stride: i64 4] i32* %uni.gep1 = getelementptr inbounds [1024 x i32]* %arr.priv i64 0 i64 0
            Divergent: [Shape: SOA Unit Stride, Stride: i64 4] i32* %uni.gep2 = getelementptr inbounds i32* %uni.gep1 i64 0
            Divergent: [Shape: Random] i32 %priv.ld.1 = load i32* %uni.gep2
            Divergent: [Shape: SOA Unit Stride, Stride: i64 4] i32* %uni.indirect.gep1 = getelementptr inbounds [1024 x i32]* %arr.priv i64 0 i64 %idxprom1
            Divergent: [Shape: SOA Unit Stride, Stride: i64 4] i32* %uni.indirect.gep2 = getelementptr inbounds i32* %uni.gep1 i64 %idxprom1
            Divergent: [Shape: SOA Strided, Stride: VF x i64 4] i32* %str.gep1 = getelementptr inbounds [1024 x i32]* %arr.priv i64 0 i64 %iv1
            Divergent: [Shape: SOA Strided, Stride: VF x i64 8] i32* %str.gep2 = getelementptr inbounds i32* %str.gep1 i64 %iv1
            Divergent: [Shape: SOA Random] i32* %str.indirect.gep1 = getelementptr inbounds [1024 x i32]* %arr.priv i64 0 i64 %idxprom2
            Divergent: [Shape: SOA Random] i32* %str.indirect.gep2 = getelementptr inbounds i32* %uni.indirect.gep1 i64 %idxprom2
            Divergent: [Shape: Unit Stride, Stride: i64 1] i64 %iv1.next = add nuw nsw i64 %iv1 i64 1
            Divergent: [Shape: Random] i1 %cmp = icmp ult i64 %iv1.next i64 1024
        "#]],
    );
}

#[test]
fn memrefs_outer() {
    check(
        &[
            "memrefs",
            &fixture("slev_a_i_plus_k.ll"),
            "--func",
            "slev_outer_divergent",
            "--vplan-native-path",
        ],
        expect![[r#"
            @slev_outer_divergent loop for.i: 3 memrefs
              #0 Load i64 %c: UnitStride, stride 8 bytes, address 8*{for.i} + %c, align 8  | %c.i = load i64, i64* %c.ptr, align 8
              #1 Load i32 %a: Indexed, stride ? bytes, address 4*{for.i} + 4*%k.next + %a, align 4  | %a.val = load i32, i32* %a.ptr, align 4
              #2 Store i32 %out: UnitStride, stride 4 bytes, address 4*{for.i} + %out, align 4  | store i32 %s.lcssa, i32* %out.ptr, align 4
        "#]],
    );
}

#[test]
fn deps_vf_ranges() {
    check(
        &["deps", &fixture("vpo_vf_ranges.ll")],
        expect![[r#"
            @vf_ranges_dep4 loop for.body: max safe VF 4, max safe dependence distance 64 bytes
              #0 -> #2 BackwardVectorizable distance 64 bytes, 4 iterations (>): max VF 4
                  %p = load double, double* %arrayidx, align 16
                  store double %prod, double* %arrayidx8, align 16
              #1 -> #2 NoDep distance 56 bytes: strided accesses are independent
                  %q = load double, double* %arrayidx3, align 8
                  store double %prod, double* %arrayidx8, align 16
        "#]],
    );
}

#[test]
fn deps_vplan_distance_4() {
    let (code, out, err) = run(&[
        "deps",
        &fixture("vplan_examples.ll"),
        "--func",
        "vplan_dep_distance4",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("max safe VF 4"), "{out}");
}

#[test]
fn shapes_json() {
    let (code, out, err) = run(&[
        "shapes",
        &fixture("slev_a_i_plus_k.ll"),
        "--func",
        "slev_inner_divergent",
        "--vf",
        "8",
        "--format",
        "json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let v = &v["result"];
    assert_eq!(v["vf"], 8);
    assert_eq!(v["shapes"]["values"][0]["shape"]["kind"], "UnitStride");
}

/// Without `--target`, each function is analysed for the subtarget its
/// `"target-cpu"`/`"target-features"` name (as LLVM builds one per
/// function). A built-in named with `--target` adds its features as
/// `opt -mattr` does, so a function naming a wider one keeps it; a target
/// file applies to all.
#[test]
fn function_attributes_pick_the_target() {
    // The same loop in two functions that name different subtargets.
    let body = |name: &str, attrs: &str| {
        format!(
            "define void @{name}(float* noalias %a, i64 %n) {attrs} {{
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds float, float* %a, i64 %i
  %v = load float, float* %p, align 4
  %w = fadd float %v, 1.0
  store float %w, float* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}}
"
        )
    };
    let text = format!(
        "target triple = \"x86_64-unknown-linux-gnu\"\n{}{}{}",
        body("wide", "#0"),
        body("plain", "#1"),
        r#"attributes #0 = { "target-cpu"="x86-64" "target-features"="+sse2,+avx2,+avx512f" }
attributes #1 = { "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" }
"#
    );
    let path = std::env::temp_dir().join(format!("lanes-fn-target-{}.ll", std::process::id()));
    std::fs::write(&path, text).unwrap();
    let p = path.display().to_string();
    let targets = |extra: &[&str]| {
        let mut args = vec!["report", "--format", "json", &p];
        args.extend_from_slice(extra);
        let (code, out, err) = run(&args);
        assert_eq!(code, 0, "{err}");
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        v["result"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| format!("{} {} VF {}", r["function"], r["target"], r["vf"]))
            .collect::<Vec<_>>()
            .join("; ")
    };
    let own = targets(&[]);
    let avx2 = targets(&["--target", "avx2"]);
    let sse42 = targets(&["--target", "sse42"]);
    let file = format!(
        "{}/../../fixtures/targets/avx2.toml",
        env!("CARGO_MANIFEST_DIR")
    );
    let from_file = targets(&["--target", &file]);
    let _ = std::fs::remove_file(&path);
    expect![[r#""wide" "avx512" VF 16; "plain" "sse2" VF 4"#]].assert_eq(&own);
    expect![[r#""wide" "avx512" VF 16; "plain" "avx2" VF 8"#]].assert_eq(&avx2);
    expect![[r#""wide" "avx512" VF 16; "plain" "sse42" VF 4"#]].assert_eq(&sse42);
    expect![[r#""wide" "avx2" VF 8; "plain" "avx2" VF 8"#]].assert_eq(&from_file);
}

/// `--vplan-native-path` reaches the terminal UI's request too.
#[test]
fn native_path_reaches_the_terminal_ui() {
    let seen = std::cell::RefCell::new(None);
    let launch = |req: lanes::cli::TuiRequest| {
        *seen.borrow_mut() = Some(req);
        0
    };
    let args: Vec<String> = ["lanes", "tui", "--vplan-native-path"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    assert_eq!(
        lanes::cli::run_with(&args, &mut out, &mut err, Some(&launch)),
        0
    );
    assert!(seen.borrow().as_ref().unwrap().vplan_native_path);
}

/// A loop whose verdict is "cannot identify array bounds" (a store through
/// an index array): LLVM plans no run-time check there, and `deps` lists
/// none, saying why instead.
#[test]
fn deps_without_bounds_plans_no_checks() {
    let file = format!(
        "{}/../vec/tests/data/legality/indirect_store_no_bounds.ll",
        env!("CARGO_MANIFEST_DIR")
    );
    check(
        &["deps", &file],
        expect![[r#"
            @f loop loop: cannot identify array bounds of `store float %v, float* %py, align 4`: no run-time checks can be planned
              #0 -> #2 Unknown: %idx and %y may alias: no run-time check can be planned, the bounds of `store float %v, float* %py, align 4` cannot be identified
                  %k = load i32, i32* %pi, align 4
                  store float %v, float* %py, align 4
              #1 -> #2 Unknown: %x and %y may alias: no run-time check can be planned, the bounds of `store float %v, float* %py, align 4` cannot be identified
                  %v = load float, float* %px, align 4
                  store float %v, float* %py, align 4
        "#]],
    );
    let (code, out, err) = run(&["deps", &file, "--format", "json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let d = &v["result"]["dependences"];
    assert_eq!(d["runtime_checks"], 0, "{out}");
    assert_eq!(d["runtime_check_groups"], 0, "{out}");
    assert_eq!(d["unbounded"], 2, "{out}");
    let deps = d["deps"].as_array().unwrap();
    assert!(deps.iter().all(|x| x["runtime_check"] == false), "{out}");
}
