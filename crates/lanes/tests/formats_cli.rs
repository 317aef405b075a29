//! `--format` as a user meets it: the Graphviz forms of `loops`, `report`,
//! `deps` and `cost`, and the refusal (exit 2) of a format a command does
//! not print, for every command and format.

use std::io::{BufRead, BufReader, Write};

use clap::CommandFactory;
use expect_test::{Expect, expect};
use serde_json::{Value, json};

fn fixtures() -> String {
    format!("{}/../../fixtures/", env!("CARGO_MANIFEST_DIR"))
}

fn fixture(name: &str) -> String {
    format!("{}seeds/{name}", fixtures())
}

/// `lanes ARGS`: (exit code, stdout, stderr), fixture paths shortened to `fixtures/`.
fn run(args: &[&str]) -> (i32, String, String) {
    let mut argv = vec!["lanes".to_string()];
    argv.extend(args.iter().map(|a| a.to_string()));
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = lanes::cli::run(&argv, &mut out, &mut err);
    let clean = |b: Vec<u8>| {
        String::from_utf8(b)
            .unwrap()
            .replace(&fixtures(), "fixtures/")
    };
    (code, clean(out), clean(err))
}

/// Checks that `text` is a well-formed digraph: balanced braces and brackets
/// outside strings, every string closed, every escape complete; and, when
/// Graphviz is installed, that `dot -Tsvg` accepts it.
#[track_caller]
fn assert_dot(text: &str) {
    assert!(text.starts_with("digraph "), "not a digraph:\n{text}");
    assert!(text.ends_with("}\n"), "unterminated:\n{text}");
    let (mut braces, mut brackets, mut in_string, mut escaped) = (0i32, 0i32, false, false);
    for c in text.chars() {
        if in_string {
            match (escaped, c) {
                (true, _) => escaped = false,
                (false, '\\') => escaped = true,
                (false, '"') => in_string = false,
                (false, '\n') => panic!("raw line break in a string:\n{text}"),
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '{' => braces += 1,
            '}' => braces -= 1,
            '[' => brackets += 1,
            ']' => brackets -= 1,
            _ => {}
        }
        assert!(braces >= 0 && brackets >= 0, "unbalanced:\n{text}");
    }
    assert!(
        !in_string && braces == 0 && brackets == 0,
        "unbalanced:\n{text}"
    );
    let graphviz = std::process::Command::new("dot")
        .arg("-Tsvg")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn();
    let Ok(mut child) = graphviz else {
        return; // Graphviz is not installed: the structural check above is all.
    };
    child
        .stdin
        .take()
        .unwrap()
        .write_all(text.as_bytes())
        .unwrap();
    let done = child.wait_with_output().unwrap();
    assert!(
        done.status.success(),
        "dot -Tsvg refused it: {}\n{text}",
        String::from_utf8_lossy(&done.stderr)
    );
}

/// Runs a command that prints DOT and compares it with the snapshot.
#[track_caller]
fn check_dot(args: &[&str], expect: Expect) {
    let (code, out, err) = run(args);
    assert_eq!(code, 0, "{err}");
    assert_dot(&out);
    expect.assert_eq(&out);
}

/// A fixture's DOT through the snapshot helper (inline IR, a chosen target).
#[track_caller]
fn check_inline_dot(fixture: &str, command: &str, expect: Expect) {
    let out = lanes::testing::render(fixture, command);
    assert_dot(&out);
    expect.assert_eq(&out);
}

#[test]
fn report_as_a_loop_forest_with_verdicts() {
    check_dot(
        &[
            "report",
            &fixture("slev_a_i_plus_k.ll"),
            &fixture("genx_shl.ll"),
            "--format",
            "dot",
        ],
        expect![[r##"
            digraph report {
              graph [fontname=Helvetica, labelloc=t]
              node [shape=box, fontname=Helvetica]
              subgraph "cluster_fixtures/seeds/slev_a_i_plus_k.ll" {
                label="fixtures/seeds/slev_a_i_plus_k.ll"
                subgraph "cluster_fixtures/seeds/slev_a_i_plus_k.ll@slev_outer_uniform" {
                  label="@slev_outer_uniform"
                  "fixtures/seeds/slev_a_i_plus_k.ll@slev_outer_uniform/for.i" [label="L0 for.i\nVF 8", tooltip="cost per lane 1.25 < scalar 11", style=filled, fillcolor="#c8e6c9", color="#2e7d32"]
                  "fixtures/seeds/slev_a_i_plus_k.ll@slev_outer_uniform/for.j" [label="L0.0 for.j\n✗ an enclosing loop (for.i) is vectorized as an outer loop", tooltip="an enclosing loop (for.i) is vectorized as an outer loop", style=dashed, color="#c62828", fontcolor="#c62828"]
                  "fixtures/seeds/slev_a_i_plus_k.ll@slev_outer_uniform/for.i" -> "fixtures/seeds/slev_a_i_plus_k.ll@slev_outer_uniform/for.j"
                }
                subgraph "cluster_fixtures/seeds/slev_a_i_plus_k.ll@slev_outer_divergent" {
                  label="@slev_outer_divergent"
                  "fixtures/seeds/slev_a_i_plus_k.ll@slev_outer_divergent/for.i" [label="L0 for.i\n✗ outer loop: its innermost loops are the candidates (an…", tooltip="outer loop: its innermost loops are the candidates (an outer loop is one in a DIR.OMP.SIMD region, or marked llvm.loop.vectorize.enable under --vplan-native-path)", style=dashed, color="#c62828", fontcolor="#c62828"]
                  "fixtures/seeds/slev_a_i_plus_k.ll@slev_outer_divergent/for.j" [label="L0.0 for.j\n✗ value that could not be identified as reduction is used…", tooltip="value that could not be identified as reduction is used outside the loop (a header phi that is no induction, reduction or first-order recurrence): `%k = phi i64 [ 0, %for.i ], [ %k.next, %if.end ]`", style=dashed, color="#c62828", fontcolor="#c62828"]
                  "fixtures/seeds/slev_a_i_plus_k.ll@slev_outer_divergent/for.i" -> "fixtures/seeds/slev_a_i_plus_k.ll@slev_outer_divergent/for.j"
                }
                subgraph "cluster_fixtures/seeds/slev_a_i_plus_k.ll@slev_piecewise_uniform" {
                  label="@slev_piecewise_uniform"
                  "fixtures/seeds/slev_a_i_plus_k.ll@slev_piecewise_uniform/for.j" [label="L0 for.j\n✗ value that could not be identified as reduction is used…", tooltip="value that could not be identified as reduction is used outside the loop (a header phi that is no induction, reduction or first-order recurrence): `%k = phi i64 [ 0, %entry ], [ %k.next, %if.end ]`", style=dashed, color="#c62828", fontcolor="#c62828"]
                }
                subgraph "cluster_fixtures/seeds/slev_a_i_plus_k.ll@slev_inner_uniform" {
                  label="@slev_inner_uniform"
                  "fixtures/seeds/slev_a_i_plus_k.ll@slev_inner_uniform/for.j" [label="L0 for.j\n✗ value that could not be identified as reduction is used…", tooltip="value that could not be identified as reduction is used outside the loop (a header phi that is no induction, reduction or first-order recurrence): `%k = phi i64 [ 0, %entry ], [ %k.next, %if.end ]`", style=dashed, color="#c62828", fontcolor="#c62828"]
                }
                subgraph "cluster_fixtures/seeds/slev_a_i_plus_k.ll@slev_inner_divergent" {
                  label="@slev_inner_divergent"
                  "fixtures/seeds/slev_a_i_plus_k.ll@slev_inner_divergent/for.j" [label="L0 for.j\n✗ value that could not be identified as reduction is used…", tooltip="value that could not be identified as reduction is used outside the loop (a header phi that is no induction, reduction or first-order recurrence): `%k = phi i64 [ 0, %entry ], [ %k.next, %if.end ]`", style=dashed, color="#c62828", fontcolor="#c62828"]
                }
              }
              subgraph "cluster_fixtures/seeds/genx_shl.ll" {
                label="fixtures/seeds/genx_shl.ll"
                "fixtures/seeds/genx_shl.ll: no loops" [shape=plaintext, label="no loops"]
              }
            }
        "##]],
    );
}

#[test]
fn loops_as_a_forest() {
    check_dot(
        &[
            "loops",
            &fixture("slev_a_i_plus_k.ll"),
            "--func",
            "slev_outer_uniform",
            "--format",
            "dot",
        ],
        expect![[r##"
            digraph loops {
              graph [fontname=Helvetica, labelloc=t]
              node [shape=box, fontname=Helvetica]
              subgraph "cluster_@slev_outer_uniform" {
                label="@slev_outer_uniform"
                "@slev_outer_uniform/for.i" [label="L0 for.i\ndepth 1\ntrip count unknown"]
                "@slev_outer_uniform/for.j" [label="L0.0 for.j\ndepth 2, innermost\ntrip count unknown"]
                "@slev_outer_uniform/for.i" -> "@slev_outer_uniform/for.j"
              }
            }
        "##]],
    );
}

#[test]
fn deps_as_a_graph() {
    check_dot(
        &["deps", &fixture("vpo_vf_ranges.ll"), "--format", "dot"],
        expect![[r##"
            digraph deps {
              graph [fontname=Helvetica, labelloc=t, label="@vf_ranges_dep4 loop for.body: max safe VF 4, max safe dependence distance 64 bytes"]
              node [shape=box, fontname=Courier]
              edge [fontname=Helvetica]
              "#0" [label="#0 Load double\n%p = load double, double* %arrayidx, align 16"]
              "#1" [label="#1 Load double\n%q = load double, double* %arrayidx3, align 8"]
              "#2" [label="#2 Store double\nstore double %prod, double* %arrayidx8, align 16"]
              "#0" -> "#2" [label="BackwardVectorizable\n64 bytes, 4 iterations (>)\nmax VF 4"]
              "#1" -> "#2" [label="NoDep\n56 bytes\nstrided accesses are independent", style=dotted, color=gray40, fontcolor=gray40]
            }
        "##]],
    );
}

#[test]
fn unsafe_and_run_time_checked_dependences_are_highlighted() {
    check_inline_dot(
        r#"
@g = global [1024 x i32] zeroinitializer

define void @f(i32* %p, i32* %q) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %src = getelementptr [1024 x i32], [1024 x i32]* @g, i64 0, i64 %i
  %v = load i32, i32* %src, align 4
  %i.next = add nuw nsw i64 %i, 1
  %dst = getelementptr [1024 x i32], [1024 x i32]* @g, i64 0, i64 %i.next
  store i32 %v, i32* %dst, align 4
  %pp = getelementptr i32, i32* %p, i64 %i
  %w = load i32, i32* %pp, align 4
  %qq = getelementptr i32, i32* %q, i64 %i
  store i32 %w, i32* %qq, align 4
  %c = icmp ult i64 %i.next, 1000
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
"#,
        "deps --format dot",
        expect![[r##"
            digraph deps {
              graph [fontname=Helvetica, labelloc=t, label="@f loop loop: unsafe to vectorize (max safe VF 1), 4 run-time checks"]
              node [shape=box, fontname=Courier]
              edge [fontname=Helvetica]
              "#0" [label="#0 Load i32\n%v = load i32, i32* %src, align 4", color="#c62828", penwidth=2]
              "#1" [label="#1 Store i32\nstore i32 %v, i32* %dst, align 4", color="#c62828", penwidth=2]
              "#2" [label="#2 Load i32\n%w = load i32, i32* %pp, align 4"]
              "#3" [label="#3 Store i32\nstore i32 %w, i32* %qq, align 4"]
              "#0" -> "#1" [label="Backward\n4 bytes, 1 iterations (>)", color="#c62828", fontcolor="#c62828", penwidth=2]
              "#0" -> "#3" [label="Unknown\n@g and %q may alias: needs a run-time check", style=dashed, color="#ef6c00", fontcolor="#ef6c00"]
              "#1" -> "#2" [label="Unknown\n@g and %p may alias: needs a run-time check", style=dashed, color="#ef6c00", fontcolor="#ef6c00"]
              "#1" -> "#3" [label="Unknown\n@g and %q may alias: needs a run-time check", style=dashed, color="#ef6c00", fontcolor="#ef6c00"]
              "#2" -> "#3" [label="Unknown\n%p and %q may alias: needs a run-time check", style=dashed, color="#ef6c00", fontcolor="#ef6c00"]
            }
        "##]],
    );
}

#[test]
fn cost_draws_the_chosen_plan_with_recipe_costs() {
    check_dot(
        &[
            "cost",
            &fixture("vplan_examples.ll"),
            "--func",
            "vplan_predicated_sdiv",
            "--format",
            "dot",
        ],
        expect![[r#"
            digraph VPlan {
              graph [fontname=Courier, labelloc=t, label="@vplan_predicated_sdiv loop for.body\nnot vectorized (not profitable: best VF 8 costs 5.38 per lane, scalar 5)\nshowing the plan of the widest legal VF, 8\nVF 8: total 43, per lane 5.38, scalar 5\nbranch into a predicated block: 8\nInitial VPlan for VF={2,4,8,16,32},UF>=1\neach recipe: its cost per vector iteration (* once, after the loop)"]
              node [shape=rect, fontname=Courier]
              edge [fontname=Courier]
              subgraph cluster_N0 {
                label="<x1> vector loop"
                N1 [label="for.body:\l   0  EMIT vp<%1> = CANONICAL-INDUCTION\l   0  WIDEN-INDUCTION %i = phi 0, %i.next\l   0  CLONE ir<%b.ptr> = getelementptr ir<%b>, ir<%i>\l   1  WIDEN ir<%bv> = load ir<%b.ptr>\l   1  WIDEN ir<%nz> = icmp ne ir<%bv>, ir<0>\l"]
                N2 [label="if.then:\l   0  CLONE ir<%a.ptr> = getelementptr ir<%a>, ir<%i>\l   2  WIDEN ir<%av> = load ir<%a.ptr>, ir<%nz>\l"]
                subgraph cluster_N3 {
                  label="<xVFxUF> pred.sdiv"
                  N4 [label="pred.sdiv.entry:\l   0  BRANCH-ON-MASK ir<%nz>\lCondBit: ir<%nz>\l"]
                  N5 [label="pred.sdiv.if:\l  21  REPLICATE ir<%div> = sdiv ir<%av>, ir<%bv>\l"]
                  N6 [label="pred.sdiv.continue:\l   0  PHI-PREDICATED-INSTRUCTION vp<%2> = ir<%div>\l"]
                }
                N7 [label="if.then.0:\l   0  CLONE ir<%c.ptr> = getelementptr ir<%c>, ir<%i>\l   8  WIDEN store ir<%c.ptr>, ir<%div>, ir<%nz>\l"]
                N8 [label="for.inc:\l   1  EMIT vp<%3> = VF * UF + vp<%1>\l   1  EMIT branch-on-count vp<%3>, vp<%0>\l"]
              }
              N1 -> N2
              N2 -> N4
              N4 -> N5
              N4 -> N6
              N5 -> N6
              N6 -> N7
              N7 -> N8
            }
        "#]],
    );
}

#[test]
fn cost_marks_setup_recipes() {
    check_dot(
        &[
            "cost",
            &fixture("vplan_examples.ll"),
            "--func",
            "vplan_reduction_int",
            "--format",
            "dot",
        ],
        expect![[r#"
            digraph VPlan {
              graph [fontname=Courier, labelloc=t, label="@vplan_reduction_int loop for.body\nvectorized with VF 8 (cost per lane 0.50 < scalar 4)\nVF 8: total 4, per lane 0.50, scalar 4, setup 6\nInitial VPlan for VF={2,4,8,16,32},UF>=1\neach recipe: its cost per vector iteration (* once, after the loop)"]
              node [shape=rect, fontname=Courier]
              edge [fontname=Courier]
              subgraph cluster_N0 {
                label="<x1> vector loop"
                N1 [label="for.body:\l   0  EMIT vp<%1> = CANONICAL-INDUCTION\l   0  WIDEN-INDUCTION %i = phi 0, %i.next\l   0  WIDEN-REDUCTION-PHI ir<%sum> = phi ir<0>, ir<%sum.next>\l   0  CLONE ir<%a.ptr> = getelementptr ir<%a>, ir<%i>\l   1  WIDEN ir<%av> = load ir<%a.ptr>\l   1  WIDEN ir<%sum.next> = add ir<%sum>, ir<%av>\l   1  EMIT vp<%2> = VF * UF + vp<%1>\l   1  EMIT branch-on-count vp<%2>, vp<%0>\l"]
              }
              N2 [label="middle.block:\l   6* EMIT vp<%3> = reduce.add ir<%sum.next>\l"]
              N1 -> N2
            }
        "#]],
    );
}

#[test]
fn cost_of_an_unprofitable_loop_draws_the_widest_legal_plan() {
    check_inline_dot(
        r#"
; target: sse42
define void @f(i64* noalias %a, i64* noalias %b, i64* noalias %c) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %bp = getelementptr i64, i64* %b, i64 %i
  %idx = load i64, i64* %bp, align 8
  %ap = getelementptr i64, i64* %a, i64 %idx
  %v = load i64, i64* %ap, align 8
  %d = sdiv i64 %v, %idx
  %i3 = mul i64 %i, 3
  %cp = getelementptr i64, i64* %c, i64 %i3
  store i64 %d, i64* %cp, align 8
  %i.next = add nuw nsw i64 %i, 1
  %cmp = icmp ult i64 %i.next, 1000
  br i1 %cmp, label %loop, label %exit
exit:
  ret void
}
"#,
        "cost --format dot",
        expect![[r#"
            digraph VPlan {
              graph [fontname=Courier, labelloc=t, label="@f loop loop\nnot vectorized (not profitable: best VF 2 costs 37.50 per lane, scalar 8)\nshowing the plan of the widest legal VF, 2\nVF 2: total 75, per lane 37.50, scalar 8\nInitial VPlan for VF={2,4,8,16},UF>=1\neach recipe: its cost per vector iteration (* once, after the loop)"]
              node [shape=rect, fontname=Courier]
              edge [fontname=Courier]
              subgraph cluster_N0 {
                label="<x1> vector loop"
                N1 [label="loop:\l   0  EMIT vp<%1> = CANONICAL-INDUCTION\l   0  WIDEN-INDUCTION %i = phi 0, %i.next\l   0  CLONE ir<%bp> = getelementptr ir<%b>, ir<%i>\l   1  WIDEN ir<%idx> = load ir<%bp>\l   0  WIDEN-GEP Inv[Var] ir<%ap> = getelementptr ir<%a>, ir<%idx>\l  24  WIDEN ir<%v> = load ir<%ap> (gather)\l  40  WIDEN ir<%d> = sdiv ir<%v>, ir<%idx>\l   2  CLONE ir<%i3> = mul ir<%i>, ir<3>\l   0  CLONE ir<%cp> = getelementptr ir<%c>, ir<%i3>\l   6  WIDEN store ir<%cp>, ir<%d> (scatter)\l   1  EMIT vp<%2> = VF * UF + vp<%1>\l   1  EMIT branch-on-count vp<%2>, vp<%0>\l"]
              }
            }
        "#]],
    );
}

#[test]
fn cost_of_an_illegal_loop_says_there_is_no_plan() {
    check_dot(
        &[
            "cost",
            &fixture("slev_a_i_plus_k.ll"),
            "--func",
            "slev_piecewise_uniform",
            "--format",
            "dot",
        ],
        expect![[r##"
            digraph VPlan {
              graph [fontname=Courier, labelloc=t, label="@slev_piecewise_uniform loop for.j\nnot vectorized (value that could not be identified as reduction is used outside the loop (a header\nphi that is no induction, reduction or first-order recurrence): `%k = phi i64 [ 0, %entry ], [\n%k.next, %if.end ]`)\nno VF has a plan"]
              node [shape=rect, fontname=Courier]
              edge [fontname=Courier]
            }
        "##]],
    );
}

#[test]
fn formats_a_command_does_not_print_are_refused() {
    let check = |args: &[&str], expect: Expect| {
        let (code, out, err) = run(args);
        expect.assert_eq(&format!("exit {code}\n--- stdout\n{out}--- stderr\n{err}"));
    };
    check(
        &[
            "memrefs",
            &fixture("vplan_examples.ll"),
            "--func",
            "vplan_dep_distance4",
            "--format",
            "dot",
        ],
        expect![[r##"
            exit 2
            --- stdout
            --- stderr
            error: lanes memrefs: --format dot is not available (this command prints text or json)
        "##]],
    );
    check(
        &["regalloc", &fixture("genx_shl.ll"), "--format", "igc"],
        expect![[r##"
            exit 2
            --- stdout
            --- stderr
            error: lanes regalloc: --format igc is not available (this command prints text or json)
        "##]],
    );
    // Refused before the file is read: a usage error, not a missing file.
    check(
        &["bales", "/nonexistent/x.ll", "--format", "lv"],
        expect![[r##"
            exit 2
            --- stdout
            --- stderr
            error: lanes bales: --format lv is not available (this command prints text, json or igc)
        "##]],
    );
    // Refused before the server starts reading stdin.
    check(
        &["serve", "--format", "dot"],
        expect![[r##"
            exit 2
            --- stdout
            --- stderr
            error: lanes serve: --format dot is not available (the server answers in json)
        "##]],
    );
    check(
        &["tui", "--format", "json"],
        expect![[r##"
            exit 2
            --- stdout
            --- stderr
            error: lanes tui: --format json is not available (the terminal UI has no output format)
        "##]],
    );
}

/// Every command with arguments that give it something to print, and the
/// formats `docs/formats.md` says it prints besides text and json.
fn every_command() -> Vec<(Vec<String>, &'static [&'static str])> {
    let vplan = fixture("vplan_examples.ll");
    let genx = fixture("genx_shl.ll");
    let vls = fixture("optvls_example1.ll");
    let located = format!("{}views/loop_location.ll", fixtures());
    let lp = ["--func", "vplan_dep_distance4"];
    let vf = ["--vf", "4"];
    let all: Vec<(Vec<&str>, &'static [&'static str])> = vec![
        (vec!["ir", &vplan], &[]),
        (vec!["functions", &vplan], &[]),
        (vec!["loops", &vplan], &["dot"]),
        (vec!["report", &vplan], &["dot", "lv", "remarks"]),
        (
            vec!["diff", &vplan, "--target", "sse2", "--target", "avx512"],
            &[],
        ),
        (vec!["source", &located], &[]),
        ([&["memrefs", &vplan][..], &lp].concat(), &[]),
        ([&["deps", &vplan][..], &lp].concat(), &["dot"]),
        ([&["shapes", &vplan][..], &lp, &vf].concat(), &[]),
        (vec!["bales", &genx], &["igc"]),
        (vec!["numbering", &genx], &["igc"]),
        (vec!["liveness", &genx], &["igc"]),
        (vec!["coalesce", &genx], &["igc"]),
        (vec!["regalloc", &genx], &[]),
        (vec!["collapse", &genx, "--cpu", "Xe2"], &[]),
        (vec!["visa", &genx, "--func", "rd_y_backend"], &[]),
        (vec!["legalize", &genx, "--cpu", "XeLP"], &[]),
        (vec!["postlegal", &genx, "--cpu", "XeLP"], &[]),
        ([&["vf-ranges", &vplan][..], &lp].concat(), &[]),
        (
            vec!["vls", &vls, "--func", "example1", "--vf", "4"],
            &["dot"],
        ),
        ([&["vplan", &vplan][..], &lp, &vf].concat(), &["dot", "lv"]),
        ([&["cost", &vplan][..], &lp].concat(), &["dot", "lv"]),
    ];
    all.into_iter()
        .map(|(a, f)| (a.into_iter().map(String::from).collect(), f))
        .collect()
}

#[test]
fn every_command_prints_its_formats_and_refuses_the_others() {
    let commands = every_command();
    let names: Vec<&str> = commands.iter().map(|(a, _)| a[0].as_str()).collect();
    // Every query command is here (serve and tui are checked above; the
    // build commands, which need a compiler, in tests/tests/build.rs; `igc`,
    // which takes IGC's tools' arguments, in lanes-genx's tests).
    for sub in lanes::cli::Cli::command().get_subcommands() {
        let c = sub.get_name();
        let elsewhere = ["serve", "tui", "help", "cc", "project", "cargo", "igc"];
        assert!(
            names.contains(&c) || elsewhere.contains(&c),
            "`lanes {c}` is missing from every_command()"
        );
    }
    for (args, extra) in commands {
        let name = args[0].clone();
        let at = |f: &str| {
            let mut a: Vec<&str> = args.iter().map(String::as_str).collect();
            a.extend(["--format", f]);
            run(&a)
        };
        let (code, text, err) = at("text");
        assert_eq!(code, 0, "lanes {name}: {err}");
        assert!(!text.is_empty(), "lanes {name} printed nothing");
        let (code, json, err) = at("json");
        assert_eq!(code, 0, "lanes {name} --format json: {err}");
        serde_json::from_str::<Value>(&json).unwrap();
        for f in ["igc", "dot", "lv", "remarks"] {
            let (code, out, err) = at(f);
            if extra.contains(&f) {
                assert_eq!(code, 0, "lanes {name} --format {f}: {err}");
                assert_ne!(out, text, "lanes {name} --format {f} printed the text form");
                if f == "dot" {
                    assert_dot(&out);
                }
            } else {
                assert_eq!(code, 2, "lanes {name} --format {f} was not refused");
                assert!(out.is_empty(), "lanes {name} --format {f} printed {out}");
                assert!(
                    err.starts_with(&format!(
                        "error: lanes {name}: --format {f} is not available ("
                    )),
                    "{err}"
                );
            }
        }
    }
}

#[test]
fn report_of_the_demo_workspace_as_dot() {
    let (code, out, err) = run(&["report", "--format", "dot"]);
    assert_eq!(code, 0, "{err}");
    assert_dot(&out);
    assert!(
        out.contains("fillcolor"),
        "no vectorized loop in the demo:\n{out}"
    );
}

#[test]
fn serve_answers_json_whatever_format_a_query_names() {
    let (req_r, mut req_w) = std::io::pipe().unwrap();
    let (resp_r, resp_w) = std::io::pipe().unwrap();
    let server = std::thread::spawn(move || lanes::serve::serve(req_r, resp_w));
    let mut from_server = BufReader::new(resp_r);
    let text = std::fs::read_to_string(fixture("vplan_examples.ll")).unwrap();
    let mut call = |id: u64, method: &str, params: Value| -> Value {
        let msg = json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params});
        writeln!(req_w, "{msg}").unwrap();
        req_w.flush().unwrap();
        let mut line = String::new();
        from_server.read_line(&mut line).unwrap();
        serde_json::from_str(&line).unwrap()
    };
    call(1, "open", json!({"path": "v.ll", "text": text}));
    for (id, format) in [(2, "dot"), (3, "igc")] {
        let r = call(
            id,
            "query",
            json!({"path": "v.ll", "query": "memrefs",
                   "args": ["--func", "vplan_dep_distance4", "--format", format]}),
        );
        assert_eq!(r["result"]["result"]["loop"], "for.body", "{r}");
    }
    assert_eq!(call(4, "shutdown", json!(null))["result"], Value::Null);
    writeln!(req_w, "{}", json!({"jsonrpc": "2.0", "method": "exit"})).unwrap();
    req_w.flush().unwrap();
    assert_eq!(server.join().unwrap(), 0);
}

/// A loop without OptVLS groups still gets a graph, labelled with why.
#[test]
fn vls_dot_without_groups_says_why() {
    check_inline_dot(
        r#"
define void @f(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %v, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
"#,
        "vls --vf 4 --format dot",
        expect![[r#"
            digraph VLS {
              label="@f loop loop at VF 4: no OptVLS group"
            }
        "#]],
    );
}

/// `vls --format json` leaves the merge rounds' graphs to `--trace`.
#[test]
fn vls_json_has_the_trace_graphs_only_with_trace() {
    let args = |trace: bool| {
        let mut a = vec![
            "vls".to_string(),
            fixture("optvls_example1.ll"),
            "--func".into(),
            "example1".into(),
            "--vf".into(),
            "4".into(),
            "--format".into(),
            "json".into(),
        ];
        if trace {
            a.push("--trace".into());
        }
        a
    };
    for trace in [false, true] {
        let a = args(trace);
        let (code, out, _) = run(&a.iter().map(String::as_str).collect::<Vec<_>>());
        assert_eq!(code, 0);
        let v: Value = serde_json::from_str(&out).unwrap();
        let t = &v["result"]["sequences"][0]["trace"];
        assert!(t["result"].get("Ok").is_some(), "{t}");
        assert_eq!(t["rounds"].as_array().unwrap().is_empty(), !trace, "{t}");
        assert_eq!(t["initial"].is_null(), !trace, "{t}");
    }
}
