//! `lanes vf-ranges` and `lanes vls` as a user runs them.

use expect_test::{Expect, expect, expect_file};

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

#[test]
fn vf_ranges_of_the_vpo_example() {
    check(
        &["vf-ranges", &fixture("vpo_vf_ranges.ll")],
        expect![[r#"
            @vf_ranges_dep4 loop for.body: target avx2 (the default)
              candidate VFs: 2, 4
              max safe VF: 4
              rejected VF 8: more than 4 lanes of the smallest element (64 bits) in a 256-bit register
              rejected VF 16: more than 4 lanes of the smallest element (64 bits) in a 256-bit register
              rejected VF 32: more than 4 lanes of the smallest element (64 bits) in a 256-bit register
              VF ranges:
                {2, 4}: 2 groups
                {8..32}: 2 groups
                  #0 and #2 keep their order (BackwardVectorizable, 4 iterations apart)
                    %p = load double, double* %arrayidx, align 16
                    store double %prod, double* %arrayidx8, align 16
        "#]],
    );
}

#[test]
fn example1_at_vf4_with_trace() {
    let (code, out, err) = run(&[
        "vls",
        &fixture("optvls_example1.ll"),
        "--func",
        "example1",
        "--vf",
        "4",
        "--trace",
        "--target",
        "avx2",
    ]);
    assert_eq!(code, 0, "{err}");
    // The whole trace, on avx2's costs (the library's golden trace,
    // `optvls_example1.trace.expected`, prices with the design's toy table).
    expect_file!["../../../fixtures/seeds/optvls_example1.vls_vf4.expected"].assert_eq(&out);
}

#[test]
fn grouping_example_on_sse42() {
    check(
        &[
            "vls",
            &fixture("optvls_grouping.ll"),
            "--vf",
            "4",
            "--target",
            "sse42",
        ],
        expect![[r#"
            @grouping loop for.body: VF 4 (range {2..16}), target sse42 (chosen), vector length 16 bytes
              #1 = memref 0: %memref1 = load i32, i32* %memref1.ptr, align 4
              #2 = memref 1: %memref2 = load i32, i32* %memref2.ptr, align 4
              #3 = memref 2: %memref3 = load i32, i32* %memref3.ptr, align 4
              #4 = memref 3: %memref4 = load i32, i32* %memref4.ptr, align 4
              #5 = memref 4: %memref5 = load i32, i32* %memref5.ptr, align 4
            Received a request from Client---FORM GROUPS
              Received a vector of memrefs:
                #1 <4 x 32> SLoad
                #2 <4 x 32> SLoad
                #3 <4 x 32> SLoad
                #4 <4 x 32> SLoad
                #5 <4 x 32> SLoad
              Split the vector memrefs into sub groups of adjacent memrefs:
                Distance is (in bytes) from the first memref of the set
              Set #1
              #1 <4 x 32> SLoad   Dist: 0
              #2 <4 x 32> SLoad   Dist: 4
              #3 <4 x 32> SLoad   Dist: 12
              #4 <4 x 32> SLoad   Dist: 16
              #5 <4 x 32> SLoad   Dist: 20
              Printing Groups- Total Groups 2
              Group#1
                Vector Length(in bytes): 16
                AccType: SLoad
                AccessMask(per byte, R to L): 1111000011111111
                #1 <4 x 32> SLoad
                #2 <4 x 32> SLoad
                #3 <4 x 32> SLoad
              Group#2
                Vector Length(in bytes): 16
                AccType: SLoad
                AccessMask(per byte, R to L): 11111111
                #4 <4 x 32> SLoad
                #5 <4 x 32> SLoad
            Group#1 (memrefs 0, 1, 2):
              Final Sequence:
                %1 = mask.load.32.4 (<Base:#1 Offset:0>, 1011)
                %2 = mask.load.32.4 (<Base:#1 Offset:24>, 1011)
                %3 = mask.load.32.4 (<Base:#1 Offset:48>, 1011)
                %4 = mask.load.32.4 (<Base:#1 Offset:72>, 1011)
                %5 = shufflevector <4 x 32> %1, <4 x 32> %2, <4 x 32><0, 4, 1, 5>
                %6 = shufflevector <4 x 32> %3, <4 x 32> %4, <4 x 32><0, 4, 1, 5>
                %7 = shufflevector <4 x 32> %1, <4 x 32> %2, <4 x 32><3, 7, -1, -1>
                %8 = shufflevector <4 x 32> %3, <4 x 32> %4, <4 x 32><3, 7, -1, -1>
                %9 = shufflevector <4 x 32> %5, <4 x 32> %6, <4 x 32><0, 1, 4, 5>
                %10 = shufflevector <4 x 32> %5, <4 x 32> %6, <4 x 32><2, 3, 6, 7>
                %11 = shufflevector <4 x 32> %7, <4 x 32> %8, <4 x 32><0, 1, 4, 5>
                Results: member 1 = %9, member 2 = %10, member 3 = %11
              Cost: gathers 144, sequence 50 -> 50 (sequence)
            Group#2 (memrefs 3, 4):
              Final Sequence:
                %1 = mask.load.32.4 (<Base:#4 Offset:0>, 0011)
                %2 = mask.load.32.4 (<Base:#4 Offset:24>, 0011)
                %3 = mask.load.32.4 (<Base:#4 Offset:48>, 0011)
                %4 = mask.load.32.4 (<Base:#4 Offset:72>, 0011)
                %5 = shufflevector <4 x 32> %1, <4 x 32> %2, <4 x 32><0, 4, 1, 5>
                %6 = shufflevector <4 x 32> %3, <4 x 32> %4, <4 x 32><0, 4, 1, 5>
                %7 = shufflevector <4 x 32> %5, <4 x 32> %6, <4 x 32><0, 1, 4, 5>
                %8 = shufflevector <4 x 32> %5, <4 x 32> %6, <4 x 32><2, 3, 6, 7>
                Results: member 1 = %7, member 2 = %8
              Cost: gathers 96, sequence 45 -> 45 (sequence)
        "#]],
    );
}

#[test]
fn interleaved_store() {
    check(
        &["vls", &fixture("optvls_store.ll"), "--vf", "4"],
        expect![[r#"
            @interleaved_store loop for.body: VF 4 (range {2..32}), target avx2 (the default), vector length 32 bytes
              #1 = memref 2: store double %p, double* %arrayidx, align 16
              #2 = memref 3: store double %q, double* %arrayidx3, align 8
            Received a request from Client---FORM GROUPS
              Received a vector of memrefs:
                #1 <4 x 64> SStore
                #2 <4 x 64> SStore
              Split the vector memrefs into sub groups of adjacent memrefs:
                Distance is (in bytes) from the first memref of the set
              Set #1
              #1 <4 x 64> SStore   Dist: 0
              #2 <4 x 64> SStore   Dist: 8
              Printing Groups- Total Groups 1
              Group#1
                Vector Length(in bytes): 32
                AccType: SStore
                AccessMask(per byte, R to L): 1111111111111111
                #1 <4 x 64> SStore
                #2 <4 x 64> SStore
            Group#1 (memrefs 2, 3):
              Final Sequence:
                %1 = input <4 x 64> #1
                %2 = input <4 x 64> #2
                %3 = shufflevector <4 x 64> %1, <4 x 64> %2, <4 x 32><0, 4, 5, 6>
                %4 = shufflevector <4 x 64> %1, <4 x 64> %2, <4 x 32><1, 2, 3, 7>
                %5 = shufflevector <4 x 64> %3, <4 x 64> %4, <4 x 32><0, 1, 4, 2>
                %6 = shufflevector <4 x 64> %3, <4 x 64> %4, <4 x 32><5, 3, 6, 7>
                mask.store.64.4 (%5, <Base:#1 Offset:0>, 1111)
                mask.store.64.4 (%6, <Base:#1 Offset:32>, 1111)
              Cost: gathers 32, sequence 12 -> 12 (sequence)
        "#]],
    );
}

#[test]
fn example1_dot_is_the_final_graph() {
    check(
        &[
            "vls",
            &fixture("optvls_example1.ll"),
            "--func",
            "example1",
            "--vf",
            "4",
            "--format",
            "dot",
        ],
        expect![[r#"
            digraph Group1 {
               graph[ordering=in];
               V3 -> V5[fontcolor=red, color=red, label="0:63"];
               V3 -> V5[fontcolor=blue, color=blue, label="64:127"];
               V4 -> V5[fontcolor=red, color=red, label="0:63"];
               V4 -> V5[fontcolor=blue, color=blue, label="64:127"];
               V3 -> V6[fontcolor=red, color=red, label="128:191"];
               V3 -> V6[fontcolor=blue, color=blue, label="192:255"];
               V4 -> V6[fontcolor=red, color=red, label="128:191"];
               V4 -> V6[fontcolor=blue, color=blue, label="192:255"];
               V5 -> V1[fontcolor=red, color=red, label="0:63"];
               V6 -> V1[fontcolor=red, color=red, label="0:63"];
               V5 -> V1[fontcolor=red, color=red, label="128:191"];
               V6 -> V1[fontcolor=red, color=red, label="128:191"];
               V5 -> V2[fontcolor=blue, color=blue, label="64:127"];
               V6 -> V2[fontcolor=blue, color=blue, label="64:127"];
               V5 -> V2[fontcolor=blue, color=blue, label="192:255"];
               V6 -> V2[fontcolor=blue, color=blue, label="192:255"];
            }
        "#]],
    );
}

#[test]
fn json_has_groups_sequences_and_costs() {
    let (code, out, err) = run(&[
        "vls",
        &fixture("optvls_example1.ll"),
        "--func",
        "example1",
        "--vf",
        "4",
        "--format",
        "json",
        "--trace",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let v = &v["result"];
    assert_eq!(v["vf"], 4);
    assert_eq!(v["range"]["lo"], 2);
    assert_eq!(v["grouping"]["groups"].as_array().unwrap().len(), 1);
    assert_eq!(v["costs"][0]["cost"], 6);
    assert_eq!(v["costs"][0]["uses_sequence"], true);
    assert!(
        v["sequences"][0]["trace"]["rounds"]
            .as_array()
            .unwrap()
            .len()
            == 2
    );
    let (code, out, _) = run(&[
        "vf-ranges",
        &fixture("vpo_vf_ranges.ll"),
        "--format",
        "json",
    ]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let v = &v["result"];
    assert_eq!(v["candidates"]["vfs"], serde_json::json!([2, 4]));
    assert_eq!(
        v["ranges"][1]["range"],
        serde_json::json!({"lo": 8, "hi": 32})
    );
}

#[test]
fn vls_defaults_to_the_chosen_vf_and_needs_one_on_a_loop_not_vectorized() {
    let file = fixture("optvls_example1.ll");
    let (code, default, err) = run(&["vls", &file, "--func", "example1"]);
    assert_eq!(code, 0, "{err}");
    let (_, four, _) = run(&["vls", &file, "--func", "example1", "--vf", "4"]);
    assert_eq!(default, four, "the chosen VF is 4");
    let (code, _, err) = run(&["vls", &file, "--func", "example1_gathers"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("is not vectorized") && err.contains("--vf"),
        "{err}"
    );
}

/// `--vls-cost`: LLVM's interleave-group price decides by default, OptVLS's
/// with `optvls`; the group's note names both either way.
#[test]
fn vls_cost_option_picks_the_deciding_price() {
    let group_at_vf2 = |how: &str| {
        let (code, out, err) = run(&[
            "cost",
            &fixture("optvls_example1.ll"),
            "--func",
            "example1",
            "--target",
            "avx2",
            "--vls-cost",
            how,
        ]);
        assert_eq!(code, 0, "{err}");
        let vf2 = out.split("loop for.body VF 2").nth(1).unwrap();
        let line = vf2.lines().find(|l| l.contains("VLS-GROUP")).unwrap();
        line.split_whitespace().collect::<Vec<_>>().join(" ")
    };
    expect![[r#"6 VLS-GROUP #0 with 2 members at ir<%arrayidx>, stride 16 bytes ; scalarized 2 x 2 lanes 6 <= interleave group 7 (factor 2: memory 1 + element moves); OptVLS sequence 3"#]]
        .assert_eq(&group_at_vf2("llvm"));
    expect![[r#"3 VLS-GROUP #0 with 2 members at ir<%arrayidx>, stride 16 bytes ; VLS sequence 3 < gathers 16; LLVM interleave group 7 (factor 2: memory 1 + element moves)"#]]
        .assert_eq(&group_at_vf2("optvls"));
    let (code, _, err) = run(&["cost", &fixture("optvls_example1.ll"), "--vls-cost", "gcc"]);
    assert_eq!(code, 2, "{err}");
}
