//! Every screen on the demo workspace, drawn on a test backend. Update the
//! snapshots with `UPDATE_EXPECT=1 cargo test -p lanes-tui`.

mod common;

use common::{demo, draw, draw_text, keys, with_files};
use expect_test::expect;

#[test]
fn navigator() {
    let mut app = demo();
    expect![[r#"
        " lanes │ demo workspace: 19 files, 38 functions, 35 loops │ typed pointe ? help "
        "┏ Workspace ━━━━━━━━━━━━━━━━━━━┓┌[1 IR] 2 Loops  3 Source ─ …vplan_examples.ll ┐"
        "┃▶▾ vplan_examples.ll          ┃│  1  ; vplan.rst: loops exercising the plannin│"
        "┃   ▾ @vplan_if_blend          ┃│  2  ; (its examples are given in prose, not I│"
        "┃       L0 for.body ×? VF 8×4  ┃│  3  ;                                        │"
        "┃   ▾ @vplan_predicated_sdiv   ┃│  4  ; @vplan_if_blend              divergent │"
        "┃       L0 for.body ✗          ┃│  5  ;                              the merge │"
        "┃   ▾ @vplan_reduction_int     ┃│  6  ;                              then-block│"
        "┃       L0 for.body ×? VF 8×4  ┃│  7  ; @vplan_predicated_sdiv       a predicat│"
        "┃   ▾ @vplan_reduction_fp      ┃│  8  ;                              scalarized│"
        "┃       L0 for.body ×? VF 8×4  ┃│  9  ;                              region wit│"
        "┃   ▾ @vplan_dep_distance4     ┃│ 10  ;                              regions ..│"
        "┃       L0 for.body ×1024 VF 4 ┃│ 11  ; @vplan_reduction_int         integer ad│"
        "┃   ▾ @vplan_first_order_recurr┃│ 12  ; @vplan_reduction_fp          fast-math │"
        "┃       L0 for.body ×? VF 8×4  ┃│ 13  ; @vplan_dep_distance4         a[i+4] = a│"
        "┃ ▾ optvls_example1.ll         ┃│ 14  ;                              max safe V│"
        "┃   ▾ @example1                ┃│ 15  ; @vplan_first_order_recurrence  "a cast │"
        "┃       L0 for.body ×? VF 4×4  ┃│ 16  ;                              and be wid│"
        "┃   ▾ @example1_gathers        ┃│ 17  ;                              recurrence│"
        "┃       L0 for.body ✗          ┃│ 18                                           │"
        "┃   ▾ @example1_optimized      ┃│ 19  target datalayout = "e-m:e-p270:32:32-p27│"
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────────────┘"
        "                                                                    target avx2 "
        " j/k move  h/l fold  ? help  q quit  Tab focus  / search  } tab  c costs        "
    "#]]
    .assert_eq(&draw(&mut app, 80, 24));
}

#[test]
fn ir_tab_marks_the_loop_blocks() {
    let mut app = demo();
    keys(&mut app, "jj");
    expect![[r#"
        " lanes │ demo workspace: 19 files, 38 functions, 35 loops │ typed pointers │ LLVM 14         ? help "
        "┏ Workspace ━━━━━━━━━━━━━━━━━━━━━━━━━━━┓┌[1 IR] 2 Lps  3 Mem  4 Dep  5 VF  6 Shp  7 VPl  8 Cst ›───┐"
        "┃ ▾ vplan_examples.ll                  ┃│29    br label %for.body                                  │"
        "┃   ▾ @vplan_if_blend                  ┃│30                                                        │"
        "┃▶      L0 for.body ×? VF 8×4          ┃│31 ▌for.body:                                             │"
        "┃   ▾ @vplan_predicated_sdiv           ┃│32 ▌  %i = phi i64 [ 0, %entry ], [ %i.next, %if.end ]    │"
        "┃       L0 for.body ×? ✗ not profitable┃│33 ▌  %a.ptr = getelementptr inbounds i32, i32* %a, i64 %i│"
        "┃   ▾ @vplan_reduction_int             ┃│34 ▌  %x = load i32, i32* %a.ptr, align 4                 │"
        "┃       L0 for.body ×? VF 8×4          ┃│35 ▌  %cmp = icmp sgt i32 %x, 0                           │"
        "┃   ▾ @vplan_reduction_fp              ┃│36 ▌  br i1 %cmp, label %if.then, label %if.else          │"
        "┃       L0 for.body ×? VF 8×4          ┃│37                                                        │"
        "┃   ▾ @vplan_dep_distance4             ┃│38 ▌if.then:                                              │"
        "┃       L0 for.body ×1024 VF 4         ┃│39 ▌  %mul = shl nsw i32 %x, 1                            │"
        "┃   ▾ @vplan_first_order_recurrence    ┃│40 ▌  %b.ptr = getelementptr inbounds i32, i32* %b, i64 %i│"
        "┃       L0 for.body ×? VF 8×4          ┃│41 ▌  store i32 %mul, i32* %b.ptr, align 4                │"
        "┃ ▾ optvls_example1.ll                 ┃│42 ▌  br label %if.end                                    │"
        "┃   ▾ @example1                        ┃│43                                                        │"
        "┃       L0 for.body ×? VF 4×4          ┃│44 ▌if.else:                                              │"
        "┃   ▾ @example1_gathers                ┃│45 ▌  %neg = sub nsw i32 0, %x                            │"
        "┃       L0 for.body ×125 ✗ instruction ┃│46 ▌  br label %if.end                                    │"
        "┃   ▾ @example1_optimized              ┃│47                                                        │"
        "┃       L0 for.body ×125 ✗ instruction ┃│48 ▌if.end:                                               │"
        "┃   ▾ @example1_after_lv               ┃│49 ▌  %y = phi i32 [ %mul, %if.then ], [ %neg, %if.else ] │"
        "┃       L0 vector.body ✗ instruction   ┃│50 ▌  %c.ptr = getelementptr inbounds i32, i32* %c, i64 %i│"
        "┃     @example1_vls_sequence           ┃│51 ▌  store i32 %y, i32* %c.ptr, align 4                  │"
        "┃ ▾ slev_a_i_plus_k.ll                 ┃│52 ▌  %i.next = add nuw nsw i64 %i, 1                     │"
        "┃   ▾ @slev_outer_uniform              ┃│53 ▌  %done = icmp eq i64 %i.next, %n                     │"
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────────────────────────┘"
        "                                                                                        target avx2 "
        " j/k move  h/l fold  ? help  q quit  Tab focus  / search  ] VF  } tab  c costs  t target  f filter  "
    "#]].assert_eq(&draw(&mut app, 100, 30));
}

#[test]
fn loops_tab() {
    let mut app = demo();
    // A loop nested in another, then the structure tab.
    keys(&mut app, "/for.body.inner<Enter>2");
    expect![[r#"
        " lanes │ demo workspace: 19 files, 38 functions, 35 loops │ typed pointers │ LLVM 14         ? help "
        "┏ Workspace ━━━━━━━━━━━━━━━━━━━━━━━━━━━┓┌ 1 IR [2 Loops] 3 Memrefs  4 Deps  5 VF  6 Source ─ …nner ┐"
        "┃         L0.0 for.j ×? ✗ live-out     ┃│@getElement                                               │"
        "┃   ▾ @slev_piecewise_uniform          ┃│  L0.0 for.body.inner  (depth 2, innermost)               │"
        "┃       L0 for.j ×? ✗ live-out         ┃│    trip count 1024                                       │"
        "┃   ▾ @slev_inner_uniform              ┃│    preheader  for.body                                   │"
        "┃       L0 for.j ×? ✗ live-out         ┃│    latches    for.body.inner                             │"
        "┃   ▾ @slev_inner_divergent            ┃│    exiting    for.body.inner                             │"
        "┃       L0 for.j ×? ✗ live-out         ┃│    exits      for.latch                                  │"
        "┃ ▾ soa_divergence.ll                  ┃│    blocks     for.body.inner                             │"
        "┃   ▾ @soa_gep_shapes                  ┃│    parent     for.body                                   │"
        "┃       L0 for.body ×1024 VF 8×2       ┃│    IVs        %j = 0 + 1·i; next %j.next                 │"
        "┃   ▾ @soa_rnd_gep                     ┃│                                                          │"
        "┃       L0 for.body ×1024 VF 4×2       ┃│                                                          │"
        "┃ ▾ vpo_vf_ranges.ll                   ┃│                                                          │"
        "┃   ▾ @vf_ranges_dep4                  ┃│                                                          │"
        "┃       L0 for.body ×1000 VF 4         ┃│                                                          │"
        "┃ ▾ optvls_grouping.ll                 ┃│                                                          │"
        "┃   ▾ @grouping                        ┃│                                                          │"
        "┃       L0 for.body ×256 VF 8          ┃│                                                          │"
        "┃ ▾ optvls_store.ll                    ┃│                                                          │"
        "┃   ▾ @interleaved_store               ┃│                                                          │"
        "┃       L0 for.body ×? VF 4×2          ┃│                                                          │"
        "┃ ▾ soa_get_element.ll                 ┃│                                                          │"
        "┃   ▾ @getElement                      ┃│                                                          │"
        "┃       L0 for.body ×1024 VF 8         ┃│                                                          │"
        "┃▶        L0.0 for.body.inner ✗        ┃│                                                          │"
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────────────────────────┘"
        "                                                                                        target avx2 "
        " j/k move  h/l fold  ? help  q quit  Tab focus  / search  } tab  c costs  t target  f filter        "
    "#]].assert_eq(&draw(&mut app, 100, 30));
}

#[test]
fn loops_tab_of_a_function_lists_every_loop() {
    let mut app = demo();
    keys(&mut app, "/addrTest1<Enter>nnn}");
    expect![[r#"
        " lanes │ demo workspace: 19 files, 38 functions, 35 loops │ cm-llvm │ LL ? help "
        "┏ Workspace ━━━━━━━━━━━━━━━━━━━┓┌ 1 IR [2 Lps] 3 Bal  4 Num  5 Liv  6 Cht ›────┐"
        "┃       L0 for.body ×256 VF 8  ┃│@addrTest1                                    │"
        "┃ ▾ optvls_store.ll            ┃│L0 init  (depth 1, innermost)                 │"
        "┃   ▾ @interleaved_store       ┃│  trip count 8                                │"
        "┃       L0 for.body ×? VF 4×2  ┃│  preheader  entry                            │"
        "┃ ▾ soa_get_element.ll         ┃│  latches    init                             │"
        "┃   ▾ @getElement              ┃│  exiting    init                             │"
        "┃       L0 for.body ×1024 VF 8 ┃│  exits      for.body.preheader               │"
        "┃         L0.0 for.body.inner ✗┃│  blocks     init                             │"
        "┃ ▾ genx_indirect_region_catego┃│  IVs        %j = 0 + 1·i; next %j.next       │"
        "┃   ▾ @addrTest1 genx          ┃│  source     addrTest1_genx.cpp:36:5          │"
        "┃       L0 for.body ✗          ┃│                                              │"
        "┃ ▾ genx_indirect_region_common┃│L1 for.body  (depth 1, innermost)             │"
        "┃   ▾ @addrTest1 genx          ┃│  trip count 4                                │"
        "┃       L0 for.body ✗          ┃│  preheader  for.body.preheader               │"
        "┃ ▾ genx_indirect_region_cse.ll┃│  latches    for.body                         │"
        "┃   ▾ @addrTest1 genx          ┃│  exiting    for.body                         │"
        "┃       L0 for.body ✗          ┃│  exits      for.end                          │"
        "┃ ▾ genx_indirect_region_input.┃│  blocks     for.body                         │"
        "┃▶  ▾ @addrTest1 genx          ┃│  IVs        %i1.031 = 0 + 2·i; next %add16   │"
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────────────┘"
        "                                                                    target avx2 "
        " j/k move  h/l fold  ? help  q quit  Tab focus  / search  } tab  c costs        "
    "#]]
    .assert_eq(&draw(&mut app, 80, 24));
}

#[test]
fn target_pane() {
    let mut app = demo();
    keys(&mut app, "c");
    expect![[r#"
        " lanes │ demo workspace: 19 files, 38 functions, 35 loops │ typed pointe ? help "
        "┌ Workspace ───────────────────┐┌[1 IR] 2 Loops  3 Source ─ …vplan_examples.ll ┐"
        "│▶▾ vplan_examples.ll          ││  1  ; vplan.rst: loops exercising the plannin│"
        "│   ▾ @vplan_if_blend          ││  2  ; (its examples are given in prose, not I│"
        "│       L0 for.body ×? VF 8×4  ││  3  ;                                        │"
        "│   ▾ @vplan_predicated_sdiv   ││  4  ; @vplan_if_blend              divergent │"
        "│       L0 for.body ✗          ││  5  ;                              the merge │"
        "│   ▾ @vplan_reduction_int     ││  6  ;                              then-block│"
        "│       L0 for.body ×? VF 8×4  ││  7  ; @vplan_predicated_sdiv       a predicat│"
        "└──────────────────────────────┘│  8  ;                              scalarized│"
        "┏ Target avx2 ━━━━━━━━━━━━━━━━━┓│  9  ;                              region wit│"
        "┃[vector]                      ┃│ 10  ;                              regions ..│"
        "┃▶ register_bits           256 ┃│ 11  ; @vplan_reduction_int         integer ad│"
        "┃  max_vf                   32 ┃│ 12  ; @vplan_reduction_fp          fast-math │"
        "┃  registers                16 ┃│ 13  ; @vplan_dep_distance4         a[i+4] = a│"
        "┃  scalar_registers         16 ┃│ 14  ;                              max safe V│"
        "┃  max_interleave            4 ┃│ 15  ; @vplan_first_order_recurrence  "a cast │"
        "┃[arith]                       ┃│ 16  ;                              and be wid│"
        "┃  default                   1 ┃│ 17  ;                              recurrence│"
        "┃  fdiv.f32                 14 ┃│ 18                                           │"
        "┃  fdiv.f64                 28 ┃│ 19  target datalayout = "e-m:e-p270:32:32-p27│"
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────────────┘"
        "                                                                    target avx2 "
        " j/k move  + +1  - -1  Enter set  u reset  ? help  q quit  Tab focus  / search  "
    "#]]
    .assert_eq(&draw(&mut app, 80, 24));
}

#[test]
fn help_overlay() {
    let mut app = demo();
    keys(&mut app, "?");
    expect![[r#"
        " lanes │ demo workspace: 19 files, 38 functions, 35 loops │ typed pointe ? help "
        "┏ ┏ Help ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ j/k scroll · g/G top/bottom · ? close ┓ ┐"
        "┃▶┃Everywhere                                                                ┃n│"
        "┃ ┃  ?/F1            show this help                                          ┃I│"
        "┃ ┃  q               quit (asks first when edits are unsaved)                ┃ │"
        "┃ ┃  C-c             quit, even while computing (asks if edits are unsaved)  ┃ │"
        "┃ ┃  Tab             focus the next pane                                     ┃ │"
        "┃ ┃  S-Tab           focus the previous pane                                 ┃k│"
        "┃ ┃  /               search functions and loops                              ┃t│"
        "┃ ┃  n               next search match                                       ┃d│"
        "┃ ┃  N               previous search match                                   ┃t│"
        "┃ ┃  ]               next VF of the selected loop (the per-VF tabs follow)   ┃.│"
        "┃ ┃  [               previous VF of the selected loop                        ┃d│"
        "┃ ┃  }               next detail tab                                         ┃ │"
        "┃ ┃  {               previous detail tab                                     ┃a│"
        "┃ ┃  1-9             detail tab by number                                    ┃V│"
        "┃ ┃  c               show or hide the target cost tables                     ┃ │"
        "┃ ┃  t               next target (sse2, sse42, avx2, avx512, genx, --target) ┃d│"
        "┃ ┃  f               list every loop, the ones left scalar, or the vectorized┃e│"
        "┃ ┃                  ones                                                    ┃ │"
        "┃ ┃  F               filter loops as you type: function names, loop headers, ┃7│"
        "┗━┃                  reasons                                                 ┃─┘"
        "  ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛2 "
        " j/k scroll  g/G top/bottom  ? close                                            "
    "#]]
    .assert_eq(&draw(&mut app, 80, 24));
    keys(&mut app, "<Esc>");
    assert_eq!(app.mode, lanes_tui::app::Mode::Normal);
    assert!(!app.should_quit, "Esc closes the help, it does not quit");
}

/// The help's rows as drawn (inside the overlay's border).
fn help_rows(screen: &str) -> Vec<String> {
    screen
        .lines()
        .skip(2)
        .take(20)
        .map(|l| {
            let cells: Vec<char> = l.chars().collect();
            cells[3..cells.len() - 3]
                .iter()
                .collect::<String>()
                .trim_end()
                .to_string()
        })
        .collect()
}

#[test]
fn help_overlay_scrolls_with_the_pane_keys() {
    let mut app = demo();
    // 80 columns: a 76-column overlay, 74 inside its border.
    let all: Vec<String> = lanes_tui::help::lines(&app.theme, 74, lanes_tui::app::MOUSE_HELP)
        .iter()
        .map(|l| {
            let t: String = l.spans.iter().map(|s| s.content.as_ref()).collect();
            t.trim_end().to_string()
        })
        .collect();
    // What 20 rows of the overlay show from line `from` on.
    let from = |i: usize| all[i..i + 20].to_vec();
    let rows = |app: &mut lanes_tui::App| help_rows(&draw_text(app, 80, 24));
    keys(&mut app, "?");
    assert_eq!(rows(&mut app), from(0));
    assert_eq!(all[0], "Everywhere");
    // G: the last line at the bottom; k right away moves up one.
    let bottom = all.len() - 20;
    keys(&mut app, "G");
    assert_eq!(rows(&mut app), from(bottom));
    keys(&mut app, "Gk");
    assert_eq!(rows(&mut app), from(bottom - 1));
    // g: back to the top; j, PgDn and PgUp scroll by a line and a page.
    keys(&mut app, "gj");
    assert_eq!(rows(&mut app), from(1));
    keys(&mut app, "<PgDn>");
    assert_eq!(rows(&mut app), from(21));
    keys(&mut app, "<PgUp><PgUp>");
    assert_eq!(rows(&mut app), from(0));
    keys(&mut app, "<Esc>");
    assert_eq!(app.mode, lanes_tui::app::Mode::Normal);
}

#[test]
fn help_overlay_explains_every_symbol_and_the_mouse() {
    let mut app = demo();
    keys(&mut app, "?");
    // Page through the overlay, collecting what it shows.
    let mut seen = Vec::new();
    loop {
        let page = help_rows(&draw_text(&mut app, 80, 24));
        let end = seen.last() == page.last();
        seen.extend(page);
        if end {
            break;
        }
        keys(&mut app, "<PgDn>");
    }
    let text = seen.join("\n");
    for want in [
        // The workspace and panes.
        "▶ ",
        "▾/▸",
        "L0.1",
        "×1024",
        "×?",
        "VF 8",
        "✗ reason",
        "genx",
        "…",
        "[1 IR]",
        "⠋",
        // The tabs: IR, VF table, shapes, cost, chart, numbering, dumps.
        "▌",
        "*",
        "✓",
        "/lane",
        "×scal",
        "g/s",
        "msk",
        "tail",
        "uni",
        "+1",
        "-1",
        "s8",
        "rnd",
        "soa+4",
        "soa×4",
        "soa?",
        "undef",
        "div",
        "█▌",
        "█",
        "·",
        "[7]",
        "bale { … }",
        // The mouse.
        "Mouse",
        "click again",
        "tab or cost entry",
        "wheel",
        // The detail pane's keys: arrows switch tabs, brackets the VF.
        "h/←             previous tab",
        "l/→             next tab",
        "]               next VF",
    ] {
        assert!(text.contains(want), "the help lacks {want:?}:\n{text}");
    }
}

#[test]
fn error_view_for_a_malformed_function() {
    let mut app = with_files(&[(
        "bad_function.ll",
        include_str!("../../fixtures/invalid/bad_function.ll"),
    )]);
    keys(&mut app, "/bad<Enter>");
    expect![[r#"
        " lanes │ workspace: 1 file, 3 functions, 2 loops │ typed pointers │ LLVM ? help "
        "┏ Workspace ━━━━━━━━━━━━━━━━━━━┓┌ Errors ──────────────────────────────── @bad ┐"
        "┃ ▾ bad_function.ll ✗1         ┃│✗ 1 problem in bad_function.ll                │"
        "┃   ▾ @good1                   ┃│                                              │"
        "┃       L0 loop ✗ no legal VF  ┃│bad_function.ll:18:8: error: unknown instructi│"
        "┃▶    @bad ✗                   ┃│  %x = frobnicate i32 1, 2                    │"
        "┃   ▾ @good2                   ┃│       ^~~~~~~~~~                             │"
        "┃       L0 loop ✗ no legal VF  ┃│                                              │"
        "┃                              ┃│                                              │"
        "┃                              ┃│                                              │"
        "┃                              ┃│                                              │"
        "┃                              ┃│                                              │"
        "┃                              ┃│                                              │"
        "┃                              ┃│                                              │"
        "┃                              ┃│                                              │"
        "┃                              ┃│                                              │"
        "┃                              ┃│                                              │"
        "┃                              ┃│                                              │"
        "┃                              ┃│                                              │"
        "┃                              ┃│                                              │"
        "┃                              ┃│                                              │"
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────────────┘"
        "                                                                    target avx2 "
        " j/k move  h/l fold  ? help  q quit  Tab focus  / search  } tab  c costs        "
    "#]]
    .assert_eq(&draw(&mut app, 80, 24));
    // The good functions around it are analysed as usual.
    keys(&mut app, "j");
    expect![[r#"
        " lanes │ workspace: 1 file, 3 functions, 2 loops │ typed pointers │ LLVM ? help "
        "┏ Workspace ━━━━━━━━━━━━━━━━━━━┓┌[1 IR] 2 Loops  3 Source ───────────── @good2 ┐"
        "┃ ▾ bad_function.ll ✗1         ┃│22  define void @good2(i32* %p) {             │"
        "┃   ▾ @good1                   ┃│23  entry:                                    │"
        "┃       L0 loop ✗ no legal VF  ┃│24    br label %loop                          │"
        "┃     @bad ✗                   ┃│25                                            │"
        "┃▶  ▾ @good2                   ┃│26  loop:                                     │"
        "┃       L0 loop ✗ no legal VF  ┃│27    %i = phi i64 [ 0, %entry ], [ %i.next, %│"
        "┃                              ┃│28    %i.next = add nuw nsw i64 %i, 2         │"
        "┃                              ┃│29    %c = icmp ult i64 %i.next, 16           │"
        "┃                              ┃│30    br i1 %c, label %loop, label %exit      │"
        "┃                              ┃│31                                            │"
        "┃                              ┃│32  exit:                                     │"
        "┃                              ┃│33    ret void                                │"
        "┃                              ┃│34  }                                         │"
        "┃                              ┃│                                              │"
        "┃                              ┃│                                              │"
        "┃                              ┃│                                              │"
        "┃                              ┃│                                              │"
        "┃                              ┃│                                              │"
        "┃                              ┃│                                              │"
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────────────┘"
        "                                                                    target avx2 "
        " j/k move  h/l fold  ? help  q quit  Tab focus  / search  } tab  c costs        "
    "#]]
    .assert_eq(&draw(&mut app, 80, 24));
}

#[test]
fn search_prompt_and_matches() {
    let mut app = demo();
    keys(&mut app, "/vf");
    expect![[r#"
        " lanes │ demo workspace: 19 files, 38 functions, 35 loops │ typed pointe ? help "
        "┏ Workspace ━━━━━━━━━━━━━━━━━━━┓┌[1 IR] 2 Loops  3 Source ──── @vf_ranges_dep4 ┐"
        "┃   ▾ @slev_outer_uniform      ┃│19  define dso_local void @vf_ranges_dep4() { │"
        "┃       L0 for.i ×? VF 8       ┃│20  entry:                                    │"
        "┃         L0.0 for.j ✗         ┃│21    br label %for.body                      │"
        "┃   ▾ @slev_outer_divergent    ┃│22                                            │"
        "┃       L0 for.i ✗ outer loop  ┃│23  for.body:                                 │"
        "┃         L0.0 for.j ✗ live-out┃│24    %k = phi i64 [ 0, %entry ], [ %k.next, %│"
        "┃   ▾ @slev_piecewise_uniform  ┃│25    %mul = shl nuw nsw i64 %k, 1            │"
        "┃       L0 for.j ×? ✗ live-out ┃│26    %arrayidx = getelementptr inbounds [2048│"
        "┃   ▾ @slev_inner_uniform      ┃│27    %p = load double, double* %arrayidx, ali│"
        "┃       L0 for.j ×? ✗ live-out ┃│28    %add = add nuw nsw i64 %mul, 1          │"
        "┃   ▾ @slev_inner_divergent    ┃│29    %arrayidx3 = getelementptr inbounds [204│"
        "┃       L0 for.j ×? ✗ live-out ┃│30    %q = load double, double* %arrayidx3, al│"
        "┃ ▾ soa_divergence.ll          ┃│31    %prod = fmul double %p, %q              │"
        "┃   ▾ @soa_gep_shapes          ┃│32    %add8 = add nuw nsw i64 %mul, 8         │"
        "┃       L0 for.body VF 8×2     ┃│33    %arrayidx8 = getelementptr inbounds [204│"
        "┃   ▾ @soa_rnd_gep             ┃│34    store double %prod, double* %arrayidx8, │"
        "┃       L0 for.body VF 4×2     ┃│35    %k.next = add nuw nsw i64 %k, 1         │"
        "┃ ▾ vpo_vf_ranges.ll           ┃│36    %exitcond = icmp eq i64 %k.next, 1000   │"
        "┃▶  ▾ @vf_ranges_dep4          ┃│37    br i1 %exitcond, label %for.end, label %│"
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────────────┘"
        "/vf▏                                                                target avx2 "
        " Enter accept  Esc cancel                                                       "
    "#]]
    .assert_eq(&draw(&mut app, 80, 24));
}

#[test]
fn memrefs_and_deps_tabs() {
    let mut app = demo();
    keys(&mut app, "/for.body.inner<Enter>3");
    expect![[r#"
        " lanes │ demo workspace: 19 files, 38 functions, 35 loops │ typed pointers │ LLVM 14         ? help "
        "┏ Workspace ━━━━━━━━━━━━━━━━━━━━━━━━━━━┓┌ 1 IR  2 Loops [3 Memrefs] 4 Deps  5 VF  6 Source ─ …nner ┐"
        "┃         L0.0 for.j ×? ✗ live-out     ┃│@getElement loop for.body.inner: 4 memrefs                │"
        "┃   ▾ @slev_piecewise_uniform          ┃│  #0 Load i32 %arr.priv: UnitStride, stride 4 bytes, addre│"
        "┃       L0 for.j ×? ✗ live-out         ┃│  #1 Load i32 @b: UnitStride, stride 4 bytes, address 4*{f│"
        "┃   ▾ @slev_inner_uniform              ┃│  #2 Load i32 %arr.priv: Indexed, stride ? bytes, address │"
        "┃       L0 for.j ×? ✗ live-out         ┃│  #3 Store i32 @arr2: UnitStride, stride 4 bytes, address │"
        "┃   ▾ @slev_inner_divergent            ┃│                                                          │"
        "┃       L0 for.j ×? ✗ live-out         ┃│                                                          │"
        "┃ ▾ soa_divergence.ll                  ┃│                                                          │"
        "┃   ▾ @soa_gep_shapes                  ┃│                                                          │"
        "┃       L0 for.body ×1024 VF 8×2       ┃│                                                          │"
        "┃   ▾ @soa_rnd_gep                     ┃│                                                          │"
        "┃       L0 for.body ×1024 VF 4×2       ┃│                                                          │"
        "┃ ▾ vpo_vf_ranges.ll                   ┃│                                                          │"
        "┃   ▾ @vf_ranges_dep4                  ┃│                                                          │"
        "┃       L0 for.body ×1000 VF 4         ┃│                                                          │"
        "┃ ▾ optvls_grouping.ll                 ┃│                                                          │"
        "┃   ▾ @grouping                        ┃│                                                          │"
        "┃       L0 for.body ×256 VF 8          ┃│                                                          │"
        "┃ ▾ optvls_store.ll                    ┃│                                                          │"
        "┃   ▾ @interleaved_store               ┃│                                                          │"
        "┃       L0 for.body ×? VF 4×2          ┃│                                                          │"
        "┃ ▾ soa_get_element.ll                 ┃│                                                          │"
        "┃   ▾ @getElement                      ┃│                                                          │"
        "┃       L0 for.body ×1024 VF 8         ┃│                                                          │"
        "┃▶        L0.0 for.body.inner ✗        ┃│                                                          │"
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────────────────────────┘"
        "                                                                                        target avx2 "
        " j/k move  h/l fold  ? help  q quit  Tab focus  / search  } tab  c costs  t target  f filter        "
    "#]].assert_eq(&draw(&mut app, 100, 30));
    keys(&mut app, "4");
    expect![[r#"
        " lanes │ demo workspace: 19 files, 38 functions, 35 loops │ typed pointers │ LLVM 14         ? help "
        "┏ Workspace ━━━━━━━━━━━━━━━━━━━━━━━━━━━┓┌ 1 IR  2 Loops  3 Memrefs [4 Deps] 5 VF  6 Source ─ …nner ┐"
        "┃         L0.0 for.j ×? ✗ live-out     ┃│@getElement loop for.body.inner: no dependence limits the │"
        "┃   ▾ @slev_piecewise_uniform          ┃│                                                          │"
        "┃       L0 for.j ×? ✗ live-out         ┃│                                                          │"
        "┃   ▾ @slev_inner_uniform              ┃│                                                          │"
        "┃       L0 for.j ×? ✗ live-out         ┃│                                                          │"
        "┃   ▾ @slev_inner_divergent            ┃│                                                          │"
        "┃       L0 for.j ×? ✗ live-out         ┃│                                                          │"
        "┃ ▾ soa_divergence.ll                  ┃│                                                          │"
        "┃   ▾ @soa_gep_shapes                  ┃│                                                          │"
        "┃       L0 for.body ×1024 VF 8×2       ┃│                                                          │"
        "┃   ▾ @soa_rnd_gep                     ┃│                                                          │"
        "┃       L0 for.body ×1024 VF 4×2       ┃│                                                          │"
        "┃ ▾ vpo_vf_ranges.ll                   ┃│                                                          │"
        "┃   ▾ @vf_ranges_dep4                  ┃│                                                          │"
        "┃       L0 for.body ×1000 VF 4         ┃│                                                          │"
        "┃ ▾ optvls_grouping.ll                 ┃│                                                          │"
        "┃   ▾ @grouping                        ┃│                                                          │"
        "┃       L0 for.body ×256 VF 8          ┃│                                                          │"
        "┃ ▾ optvls_store.ll                    ┃│                                                          │"
        "┃   ▾ @interleaved_store               ┃│                                                          │"
        "┃       L0 for.body ×? VF 4×2          ┃│                                                          │"
        "┃ ▾ soa_get_element.ll                 ┃│                                                          │"
        "┃   ▾ @getElement                      ┃│                                                          │"
        "┃       L0 for.body ×1024 VF 8         ┃│                                                          │"
        "┃▶        L0.0 for.body.inner ✗        ┃│                                                          │"
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────────────────────────┘"
        "                                                                                        target avx2 "
        " j/k move  h/l fold  ? help  q quit  Tab focus  / search  } tab  c costs  t target  f filter        "
    "#]].assert_eq(&draw(&mut app, 100, 30));
}

#[test]
fn genx_tabs() {
    let mut app = demo();
    keys(&mut app, "j3");
    expect![[r#"
        " lanes │ demo workspace: 19 files, 38 functions, 35 loops │ typed pointers │ LLVM 14         ? help "
        "┏ Workspace ━━━━━━━━━━━━━━━━━━━━━━━━━━━┓┌ 1 IR  2 Loops [3 Source]──────────────── @vplan_if_blend ┐"
        "┃ ▾ vplan_examples.ll                  ┃│seeds/vplan_examples.ll: no loop has a source location (co│"
        "┃▶  ▾ @vplan_if_blend                  ┃│                                                          │"
        "┃       L0 for.body ×? VF 8×4          ┃│                                                          │"
        "┃   ▾ @vplan_predicated_sdiv           ┃│                                                          │"
        "┃       L0 for.body ×? ✗ not profitable┃│                                                          │"
        "┃   ▾ @vplan_reduction_int             ┃│                                                          │"
        "┃       L0 for.body ×? VF 8×4          ┃│                                                          │"
        "┃   ▾ @vplan_reduction_fp              ┃│                                                          │"
        "┃       L0 for.body ×? VF 8×4          ┃│                                                          │"
        "┃   ▾ @vplan_dep_distance4             ┃│                                                          │"
        "┃       L0 for.body ×1024 VF 4         ┃│                                                          │"
        "┃   ▾ @vplan_first_order_recurrence    ┃│                                                          │"
        "┃       L0 for.body ×? VF 8×4          ┃│                                                          │"
        "┃ ▾ optvls_example1.ll                 ┃│                                                          │"
        "┃   ▾ @example1                        ┃│                                                          │"
        "┃       L0 for.body ×? VF 4×4          ┃│                                                          │"
        "┃   ▾ @example1_gathers                ┃│                                                          │"
        "┃       L0 for.body ×125 ✗ instruction ┃│                                                          │"
        "┃   ▾ @example1_optimized              ┃│                                                          │"
        "┃       L0 for.body ×125 ✗ instruction ┃│                                                          │"
        "┃   ▾ @example1_after_lv               ┃│                                                          │"
        "┃       L0 vector.body ✗ instruction   ┃│                                                          │"
        "┃     @example1_vls_sequence           ┃│                                                          │"
        "┃ ▾ slev_a_i_plus_k.ll                 ┃│                                                          │"
        "┃   ▾ @slev_outer_uniform              ┃│                                                          │"
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────────────────────────┘"
        "                                                                                        target avx2 "
        " j/k move  h/l fold  ? help  q quit  Tab focus  / search  } tab  c costs  t target  f filter        "
    "#]].assert_eq(&draw(&mut app, 100, 30));
    keys(&mut app, "4");
    expect![[r#"
        " lanes │ demo workspace: 19 files, 38 functions, 35 loops │ typed pointers │ LLVM 14         ? help "
        "┏ Workspace ━━━━━━━━━━━━━━━━━━━━━━━━━━━┓┌ 1 IR  2 Loops [3 Source]──────────────── @vplan_if_blend ┐"
        "┃ ▾ vplan_examples.ll                  ┃│seeds/vplan_examples.ll: no loop has a source location (co│"
        "┃▶  ▾ @vplan_if_blend                  ┃│                                                          │"
        "┃       L0 for.body ×? VF 8×4          ┃│                                                          │"
        "┃   ▾ @vplan_predicated_sdiv           ┃│                                                          │"
        "┃       L0 for.body ×? ✗ not profitable┃│                                                          │"
        "┃   ▾ @vplan_reduction_int             ┃│                                                          │"
        "┃       L0 for.body ×? VF 8×4          ┃│                                                          │"
        "┃   ▾ @vplan_reduction_fp              ┃│                                                          │"
        "┃       L0 for.body ×? VF 8×4          ┃│                                                          │"
        "┃   ▾ @vplan_dep_distance4             ┃│                                                          │"
        "┃       L0 for.body ×1024 VF 4         ┃│                                                          │"
        "┃   ▾ @vplan_first_order_recurrence    ┃│                                                          │"
        "┃       L0 for.body ×? VF 8×4          ┃│                                                          │"
        "┃ ▾ optvls_example1.ll                 ┃│                                                          │"
        "┃   ▾ @example1                        ┃│                                                          │"
        "┃       L0 for.body ×? VF 4×4          ┃│                                                          │"
        "┃   ▾ @example1_gathers                ┃│                                                          │"
        "┃       L0 for.body ×125 ✗ instruction ┃│                                                          │"
        "┃   ▾ @example1_optimized              ┃│                                                          │"
        "┃       L0 for.body ×125 ✗ instruction ┃│                                                          │"
        "┃   ▾ @example1_after_lv               ┃│                                                          │"
        "┃       L0 vector.body ✗ instruction   ┃│                                                          │"
        "┃     @example1_vls_sequence           ┃│                                                          │"
        "┃ ▾ slev_a_i_plus_k.ll                 ┃│                                                          │"
        "┃   ▾ @slev_outer_uniform              ┃│                                                          │"
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────────────────────────┘"
        "                                                                                        target avx2 "
        " j/k move  h/l fold  ? help  q quit  Tab focus  / search  } tab  c costs  t target  f filter        "
    "#]].assert_eq(&draw(&mut app, 100, 30));
    keys(&mut app, "5");
    expect![[r#"
        " lanes │ demo workspace: 19 files, 38 functions, 35 loops │ typed pointers │ LLVM 14         ? help "
        "┏ Workspace ━━━━━━━━━━━━━━━━━━━━━━━━━━━┓┌ 1 IR  2 Loops [3 Source]──────────────── @vplan_if_blend ┐"
        "┃ ▾ vplan_examples.ll                  ┃│seeds/vplan_examples.ll: no loop has a source location (co│"
        "┃▶  ▾ @vplan_if_blend                  ┃│                                                          │"
        "┃       L0 for.body ×? VF 8×4          ┃│                                                          │"
        "┃   ▾ @vplan_predicated_sdiv           ┃│                                                          │"
        "┃       L0 for.body ×? ✗ not profitable┃│                                                          │"
        "┃   ▾ @vplan_reduction_int             ┃│                                                          │"
        "┃       L0 for.body ×? VF 8×4          ┃│                                                          │"
        "┃   ▾ @vplan_reduction_fp              ┃│                                                          │"
        "┃       L0 for.body ×? VF 8×4          ┃│                                                          │"
        "┃   ▾ @vplan_dep_distance4             ┃│                                                          │"
        "┃       L0 for.body ×1024 VF 4         ┃│                                                          │"
        "┃   ▾ @vplan_first_order_recurrence    ┃│                                                          │"
        "┃       L0 for.body ×? VF 8×4          ┃│                                                          │"
        "┃ ▾ optvls_example1.ll                 ┃│                                                          │"
        "┃   ▾ @example1                        ┃│                                                          │"
        "┃       L0 for.body ×? VF 4×4          ┃│                                                          │"
        "┃   ▾ @example1_gathers                ┃│                                                          │"
        "┃       L0 for.body ×125 ✗ instruction ┃│                                                          │"
        "┃   ▾ @example1_optimized              ┃│                                                          │"
        "┃       L0 for.body ×125 ✗ instruction ┃│                                                          │"
        "┃   ▾ @example1_after_lv               ┃│                                                          │"
        "┃       L0 vector.body ✗ instruction   ┃│                                                          │"
        "┃     @example1_vls_sequence           ┃│                                                          │"
        "┃ ▾ slev_a_i_plus_k.ll                 ┃│                                                          │"
        "┃   ▾ @slev_outer_uniform              ┃│                                                          │"
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────────────────────────┘"
        "                                                                                        target avx2 "
        " j/k move  h/l fold  ? help  q quit  Tab focus  / search  } tab  c costs  t target  f filter        "
    "#]].assert_eq(&draw(&mut app, 100, 30));
    keys(&mut app, "6");
    expect![[r#"
        " lanes │ demo workspace: 19 files, 38 functions, 35 loops │ typed pointers │ LLVM 14         ? help "
        "┏ Workspace ━━━━━━━━━━━━━━━━━━━━━━━━━━━┓┌ 1 IR  2 Loops [3 Source]──────────────── @vplan_if_blend ┐"
        "┃ ▾ vplan_examples.ll                  ┃│seeds/vplan_examples.ll: no loop has a source location (co│"
        "┃▶  ▾ @vplan_if_blend                  ┃│                                                          │"
        "┃       L0 for.body ×? VF 8×4          ┃│                                                          │"
        "┃   ▾ @vplan_predicated_sdiv           ┃│                                                          │"
        "┃       L0 for.body ×? ✗ not profitable┃│                                                          │"
        "┃   ▾ @vplan_reduction_int             ┃│                                                          │"
        "┃       L0 for.body ×? VF 8×4          ┃│                                                          │"
        "┃   ▾ @vplan_reduction_fp              ┃│                                                          │"
        "┃       L0 for.body ×? VF 8×4          ┃│                                                          │"
        "┃   ▾ @vplan_dep_distance4             ┃│                                                          │"
        "┃       L0 for.body ×1024 VF 4         ┃│                                                          │"
        "┃   ▾ @vplan_first_order_recurrence    ┃│                                                          │"
        "┃       L0 for.body ×? VF 8×4          ┃│                                                          │"
        "┃ ▾ optvls_example1.ll                 ┃│                                                          │"
        "┃   ▾ @example1                        ┃│                                                          │"
        "┃       L0 for.body ×? VF 4×4          ┃│                                                          │"
        "┃   ▾ @example1_gathers                ┃│                                                          │"
        "┃       L0 for.body ×125 ✗ instruction ┃│                                                          │"
        "┃   ▾ @example1_optimized              ┃│                                                          │"
        "┃       L0 for.body ×125 ✗ instruction ┃│                                                          │"
        "┃   ▾ @example1_after_lv               ┃│                                                          │"
        "┃       L0 vector.body ✗ instruction   ┃│                                                          │"
        "┃     @example1_vls_sequence           ┃│                                                          │"
        "┃ ▾ slev_a_i_plus_k.ll                 ┃│                                                          │"
        "┃   ▾ @slev_outer_uniform              ┃│                                                          │"
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────────────────────────┘"
        "                                                                                        target avx2 "
        " j/k move  h/l fold  ? help  q quit  Tab focus  / search  } tab  c costs  t target  f filter        "
    "#]].assert_eq(&draw(&mut app, 100, 30));
    // At 80 columns the tab titles shorten to fit.
    expect![[r#"
        " lanes │ demo workspace: 19 files, 38 functions, 35 loops │ typed pointe ? help "
        "┏ Workspace ━━━━━━━━━━━━━━━━━━━┓┌ 1 IR  2 Loops [3 Source]──── @vplan_if_blend ┐"
        "┃ ▾ vplan_examples.ll          ┃│seeds/vplan_examples.ll: no loop has a source │"
        "┃▶  ▾ @vplan_if_blend          ┃│                                              │"
        "┃       L0 for.body ×? VF 8×4  ┃│                                              │"
        "┃   ▾ @vplan_predicated_sdiv   ┃│                                              │"
        "┃       L0 for.body ✗          ┃│                                              │"
        "┃   ▾ @vplan_reduction_int     ┃│                                              │"
        "┃       L0 for.body ×? VF 8×4  ┃│                                              │"
        "┃   ▾ @vplan_reduction_fp      ┃│                                              │"
        "┃       L0 for.body ×? VF 8×4  ┃│                                              │"
        "┃   ▾ @vplan_dep_distance4     ┃│                                              │"
        "┃       L0 for.body ×1024 VF 4 ┃│                                              │"
        "┃   ▾ @vplan_first_order_recurr┃│                                              │"
        "┃       L0 for.body ×? VF 8×4  ┃│                                              │"
        "┃ ▾ optvls_example1.ll         ┃│                                              │"
        "┃   ▾ @example1                ┃│                                              │"
        "┃       L0 for.body ×? VF 4×4  ┃│                                              │"
        "┃   ▾ @example1_gathers        ┃│                                              │"
        "┃       L0 for.body ✗          ┃│                                              │"
        "┃   ▾ @example1_optimized      ┃│                                              │"
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────────────┘"
        "                                                                    target avx2 "
        " j/k move  h/l fold  ? help  q quit  Tab focus  / search  } tab  c costs        "
    "#]]
    .assert_eq(&draw(&mut app, 80, 24));
}
