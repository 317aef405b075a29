//! The per-VF screens: navigator badges, the VF table, the Shapes, VPlan,
//! Cost and VLS tabs at the selected VF, the live-range chart, the GenX
//! numbering, and a cost edit that changes the chosen VF. Update the snapshots with
//! `UPDATE_EXPECT=1 cargo test -p lanes-tui`.

mod common;

use common::{demo, draw, keys};
use expect_test::expect;

/// The demo with `@example1`'s loop selected.
fn example1() -> lanes_tui::App {
    let mut app = demo();
    keys(&mut app, "/example1<Enter>j");
    app
}

#[test]
fn navigator_badges() {
    let mut app = demo();
    keys(&mut app, "/example1<Enter>");
    expect![[r#"
        " lanes │ demo workspace: 19 files, 38 functions, 35 loops │ typed pointers │ LLVM 14         ? help "
        "┏ Workspace ━━━━━━━━━━━━━━━━━━━━━━━━━━━┓┌[1 IR] 2 Loops  3 Source ────────────────────── @example1 ┐"
        "┃ ▾ vplan_examples.ll                  ┃│27  define dso_local void @example1(i32 %n) {             │"
        "┃   ▾ @vplan_if_blend                  ┃│28  entry:                                                │"
        "┃       L0 for.body ×? VF 8×4          ┃│29    %cmp7 = icmp sgt i32 %n, 0                          │"
        "┃   ▾ @vplan_predicated_sdiv           ┃│30    br i1 %cmp7, label %for.body.preheader, label %for.e│"
        "┃       L0 for.body ×? ✗ not profitable┃│31                                                        │"
        "┃   ▾ @vplan_reduction_int             ┃│32  for.body.preheader:                                   │"
        "┃       L0 for.body ×? VF 8×4          ┃│33    %wide.trip.count = zext i32 %n to i64               │"
        "┃   ▾ @vplan_reduction_fp              ┃│34    br label %for.body                                  │"
        "┃       L0 for.body ×? VF 8×4          ┃│35                                                        │"
        "┃   ▾ @vplan_dep_distance4             ┃│36  for.body:                                             │"
        "┃       L0 for.body ×1024 VF 4         ┃│37    %k = phi i64 [ 0, %for.body.preheader ], [ %k.next, │"
        "┃   ▾ @vplan_first_order_recurrence    ┃│38    %mul = shl nuw nsw i64 %k, 1                        │"
        "┃       L0 for.body ×? VF 8×4          ┃│39    %arrayidx = getelementptr inbounds [1000 x double], │"
        "┃ ▾ optvls_example1.ll                 ┃│40    %p = load double, double* %arrayidx, align 16       │"
        "┃▶  ▾ @example1                        ┃│41    %add = add nuw nsw i64 %mul, 1                      │"
        "┃       L0 for.body ×? VF 4×4          ┃│42    %arrayidx3 = getelementptr inbounds [1000 x double],│"
        "┃   ▾ @example1_gathers                ┃│43    %q = load double, double* %arrayidx3, align 8       │"
        "┃       L0 for.body ×125 ✗ instruction ┃│44    %sum = fadd double %p, %q                           │"
        "┃   ▾ @example1_optimized              ┃│45    %arrayidx5 = getelementptr inbounds [1000 x double],│"
        "┃       L0 for.body ×125 ✗ instruction ┃│46    store double %sum, double* %arrayidx5, align 8      │"
        "┃   ▾ @example1_after_lv               ┃│47    %k.next = add nuw nsw i64 %k, 1                     │"
        "┃       L0 vector.body ✗ instruction   ┃│48    %exitcond = icmp eq i64 %k.next, %wide.trip.count   │"
        "┃     @example1_vls_sequence           ┃│49    br i1 %exitcond, label %for.end, label %for.body    │"
        "┃ ▾ slev_a_i_plus_k.ll                 ┃│50                                                        │"
        "┃   ▾ @slev_outer_uniform              ┃│51  for.end:                                              │"
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────────────────────────┘"
        "                                                                                        target avx2 "
        " j/k move  h/l fold  ? help  q quit  Tab focus  / search  } tab  c costs  t target  f filter        "
    "#]].assert_eq(&draw(&mut app, 100, 30));
}

#[test]
fn vf_table() {
    let mut app = example1();
    keys(&mut app, "5");
    expect![[r#"
        " lanes │ demo workspace: 19 files, 38 functions, 35 loops │ typed pointers │ LLVM 14         ? help "
        "┏ Workspace ━━━━━━━━━━━━━━━━━━━━━━━━━━━┓┌ 1 IR  2 Lps  3 Mem  4 Dep [5 VF] 6 Shp  7 VPl  8 Cst ›───┐"
        "┃ ▾ vplan_examples.ll                  ┃│VF 4 chosen, interleaved ×4 · scalar cost 8 · avx2        │"
        "┃   ▾ @vplan_if_blend                  ┃│cost per lane 3.00 < scalar 8                             │"
        "┃       L0 for.body ×? VF 8×4          ┃│IC 4: small loop (cost 12 < 20): 4 copies keep the load/st│"
        "┃   ▾ @vplan_predicated_sdiv           ┃│                                                          │"
        "┃       L0 for.body ×? ✗ not profitable┃│    VF ok  cost  /lane  ×scal  g/s VLS msk                │"
        "┃   ▾ @vplan_reduction_int             ┃│     1  ✓     8   8.00   1.00    -   -   -                │"
        "┃       L0 for.body ×? VF 8×4          ┃│     2  ✓    12   6.00   0.75  0/0   1   0                │"
        "┃   ▾ @vplan_reduction_fp              ┃│▶*   4  ✓    12   3.00   0.38  0/0   1   0                │"
        "┃       L0 for.body ×? VF 8×4          ┃│     8  ✗     -      -      -    -   -   -                │"
        "┃   ▾ @vplan_dep_distance4             ┃│    16  ✗     -      -      -    -   -   -                │"
        "┃       L0 for.body ×1024 VF 4         ┃│    32  ✗     -      -      -    -   -   -                │"
        "┃   ▾ @vplan_first_order_recurrence    ┃│                                                          │"
        "┃       L0 for.body ×? VF 8×4          ┃│Why not                                                   │"
        "┃ ▾ optvls_example1.ll                 ┃│     2  more expensive: 6.00 per lane > 3.00              │"
        "┃   ▾ @example1                        ┃│     8  more than 4 lanes of the smallest element (64 bits│"
        "┃▶      L0 for.body ×? VF 4×4          ┃│    16  more than 4 lanes of the smallest element (64 bits│"
        "┃   ▾ @example1_gathers                ┃│    32  more than 4 lanes of the smallest element (64 bits│"
        "┃       L0 for.body ×125 ✗ instruction ┃│                                                          │"
        "┃   ▾ @example1_optimized              ┃│[/] change the VF the Shapes, VPlan, Cost and VLS tabs sho│"
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────────────────────────┘"
        "                                                                                        target avx2 "
        " j/k move  h/l fold  ? help  q quit  Tab focus  / search  ] VF  } tab  c costs  t target  f filter  "
    "#]].assert_eq(&draw(&mut app, 100, 24));
}

#[test]
fn vf_table_at_80_columns_after_changing_vf() {
    let mut app = example1();
    keys(&mut app, "5[");
    assert_eq!(app.selected_vf(), Some(2));
    expect![[r#"
        " lanes │ demo workspace: 19 files, 38 functions, 35 loops │ typed pointe ? help "
        "┏ Workspace ━━━━━━━━━━━━━━━━━━━┓┌‹ 3 Mem  4 Dep [5 VF] 6 Shp  7 VPl  8 Cst ›───┐"
        "┃ ▾ vplan_examples.ll          ┃│VF 4 chosen, interleaved ×4 · scalar cost 8 · │"
        "┃   ▾ @vplan_if_blend          ┃│cost per lane 3.00 < scalar 8                 │"
        "┃       L0 for.body ×? VF 8×4  ┃│IC 4: small loop (cost 12 < 20): 4 copies keep│"
        "┃   ▾ @vplan_predicated_sdiv   ┃│                                              │"
        "┃       L0 for.body ✗          ┃│    VF ok  cost  /lane  ×scal  g/s VLS msk    │"
        "┃   ▾ @vplan_reduction_int     ┃│     1  ✓     8   8.00   1.00    -   -   -    │"
        "┃       L0 for.body ×? VF 8×4  ┃│▶    2  ✓    12   6.00   0.75  0/0   1   0    │"
        "┃   ▾ @vplan_reduction_fp      ┃│ *   4  ✓    12   3.00   0.38  0/0   1   0    │"
        "┃       L0 for.body ×? VF 8×4  ┃│     8  ✗     -      -      -    -   -   -    │"
        "┃   ▾ @vplan_dep_distance4     ┃│    16  ✗     -      -      -    -   -   -    │"
        "┃       L0 for.body ×1024 VF 4 ┃│    32  ✗     -      -      -    -   -   -    │"
        "┃   ▾ @vplan_first_order_recurr┃│                                              │"
        "┃       L0 for.body ×? VF 8×4  ┃│Why not                                       │"
        "┃ ▾ optvls_example1.ll         ┃│     2  more expensive: 6.00 per lane > 3.00  │"
        "┃   ▾ @example1                ┃│     8  more than 4 lanes of the smallest elem│"
        "┃▶      L0 for.body ×? VF 4×4  ┃│    16  more than 4 lanes of the smallest elem│"
        "┃   ▾ @example1_gathers        ┃│    32  more than 4 lanes of the smallest elem│"
        "┃       L0 for.body ✗          ┃│                                              │"
        "┃   ▾ @example1_optimized      ┃│[/] change the VF the Shapes, VPlan, Cost and │"
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────────────┘"
        "                                                                    target avx2 "
        " j/k move  h/l fold  ? help  q quit  Tab focus  / search  ] VF  } tab  c costs  "
    "#]]
    .assert_eq(&draw(&mut app, 80, 24));
    // `]` from the detail pane stops at the last plan; there the arrows,
    // like `h`/`l`, switch tabs and leave the VF alone.
    keys(&mut app, "<Tab>]]]");
    assert_eq!(app.selected_vf(), Some(4));
    keys(&mut app, "[");
    assert_eq!(app.selected_vf(), Some(2));
    let tab = |app: &lanes_tui::App| app.tabs[app.active_tab().unwrap()].title();
    keys(&mut app, "<Right>");
    assert_eq!(tab(&app), "Shapes");
    keys(&mut app, "<Left><Left>");
    assert_eq!(tab(&app), "Deps");
    keys(&mut app, "l");
    assert_eq!(tab(&app), "VF");
    assert_eq!(app.selected_vf(), Some(2));
}

#[test]
fn shapes_tab() {
    let mut app = demo();
    keys(&mut app, "/soa_gep_shapes<Enter>j6");
    expect![[r#"
        " lanes │ demo workspace: 19 files, 38 functions, 35 loops │ typed pointers │ LLVM 14         ? help "
        "┏ Workspace ━━━━━━━━━━━━━━━━━━━━━━━━━━━┓┌‹ 3 Mem  4 Dep  5 VF [6 Shp] 7 VPl  8 Cst  9 VLS ›─ …VF 8 ┐"
        "┃   ▾ @example1                        ┃│VF 8 · layout Auto                                        │"
        "┃       L0 for.body ×? VF 4×4          ┃│uni uniform  +1 unit stride  s8 strided (bytes)  rnd rando│"
        "┃   ▾ @example1_gathers                ┃│                                                          │"
        "┃       L0 for.body ×125 ✗ instruction ┃│+1     i64 %iv1 = phi  [ i64 0, for.preheader ],  [ i64 %i│"
        "┃   ▾ @example1_optimized              ┃│soa?   i32* %rnd.gep1 = getelementptr inbounds [1024 x i32│"
        "┃       L0 for.body ×125 ✗ instruction ┃│uni    i32* %uni.g.gep1 = getelementptr inbounds [1024 x i│"
        "┃   ▾ @example1_after_lv               ┃│uni    i32* %uni.g.gep2 = getelementptr inbounds i32* %uni│"
        "┃       L0 vector.body ✗ instruction   ┃│uni    i32 %non.priv.uni.ld = load i32* %uni.g.gep2       │"
        "┃     @example1_vls_sequence           ┃│uni    i64 %idxprom1 = sext i32 %non.priv.uni.ld to i64   │"
        "┃ ▾ slev_a_i_plus_k.ll                 ┃│s4     i32* %str.g.gep1 = getelementptr inbounds [1024 x i│"
        "┃   ▾ @slev_outer_uniform              ┃│s8     i32* %str.g.gep2 = getelementptr inbounds i32* %str│"
        "┃       L0 for.i ×? VF 8               ┃│rnd    i32 %non.priv.str.ld = load i32* %str.g.gep2       │"
        "┃         L0.0 for.j ✗ enclosing loop  ┃│rnd    i64 %idxprom2 = sext i32 %non.priv.str.ld to i64   │"
        "┃   ▾ @slev_outer_divergent            ┃│soa+4  i32* %uni.gep1 = getelementptr inbounds [1024 x i32│"
        "┃       L0 for.i ×? ✗ outer loop       ┃│soa+4  i32* %uni.gep2 = getelementptr inbounds i32* %uni.g│"
        "┃         L0.0 for.j ×? ✗ live-out     ┃│rnd    i32 %priv.ld.1 = load i32* %uni.gep2               │"
        "┃   ▾ @slev_piecewise_uniform          ┃│soa+4  i32* %uni.indirect.gep1 = getelementptr inbounds [1│"
        "┃       L0 for.j ×? ✗ live-out         ┃│soa+4  i32* %uni.indirect.gep2 = getelementptr inbounds i3│"
        "┃   ▾ @slev_inner_uniform              ┃│soa×4  i32* %str.gep1 = getelementptr inbounds [1024 x i32│"
        "┃       L0 for.j ×? ✗ live-out         ┃│soa×8  i32* %str.gep2 = getelementptr inbounds i32* %str.g│"
        "┃   ▾ @slev_inner_divergent            ┃│soa?   i32* %str.indirect.gep1 = getelementptr inbounds [1│"
        "┃       L0 for.j ×? ✗ live-out         ┃│soa?   i32* %str.indirect.gep2 = getelementptr inbounds i3│"
        "┃ ▾ soa_divergence.ll                  ┃│+1     i64 %iv1.next = add nuw nsw i64 %iv1 i64 1         │"
        "┃   ▾ @soa_gep_shapes                  ┃│rnd    i1 %cmp = icmp ult i64 %iv1.next i64 1024          │"
        "┃▶      L0 for.body ×1024 VF 8×2       ┃│                                                          │"
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────────────────────────┘"
        "                                                                                        target avx2 "
        " j/k move  h/l fold  ? help  q quit  Tab focus  / search  ] VF  } tab  c costs  t target  f filter  "
    "#]].assert_eq(&draw(&mut app, 100, 30));
}

#[test]
fn vplan_tab() {
    let mut app = example1();
    keys(&mut app, "7");
    expect![[r#"
        " lanes │ demo workspace: 19 files, 38 functions, 35 loops │ typed pointers │ LLVM 14         ? help "
        "┏ Workspace ━━━━━━━━━━━━━━━━━━━━━━━━━━━┓┌‹ 4 Dep  5 VF  6 Shp [7 VPl] 8 Cst  9 VLS  10 Src ─ …VF 4 ┐"
        "┃ ▾ vplan_examples.ll                  ┃│@example1 loop for.body VF 4 (target avx2, the default):  │"
        "┃   ▾ @vplan_if_blend                  ┃│VPlan 'Initial VPlan for VF={2,4,8,16,32},UF>=1' {        │"
        "┃       L0 for.body ×? VF 8×4          ┃│Live-in vp<%0> = vector-trip-count                        │"
        "┃   ▾ @vplan_predicated_sdiv           ┃│                                                          │"
        "┃       L0 for.body ×? ✗ not profitable┃│<x1> vector loop: {                                       │"
        "┃   ▾ @vplan_reduction_int             ┃│  for.body:                                               │"
        "┃       L0 for.body ×? VF 8×4          ┃│    EMIT vp<%1> = CANONICAL-INDUCTION                     │"
        "┃   ▾ @vplan_reduction_fp              ┃│    WIDEN-INDUCTION %k = phi 0, %k.next                   │"
        "┃       L0 for.body ×? VF 8×4          ┃│    CLONE ir<%mul> = shl ir<%k>, ir<1>                    │"
        "┃   ▾ @vplan_dep_distance4             ┃│    CLONE ir<%arrayidx> = getelementptr ir<@x>, ir<0>, ir<│"
        "┃       L0 for.body ×1024 VF 4         ┃│    VLS-GROUP #0 with 2 members at ir<%arrayidx>, stride 1│"
        "┃   ▾ @vplan_first_order_recurrence    ┃│        ir<%p> = load from offset 0                       │"
        "┃       L0 for.body ×? VF 8×4          ┃│        ir<%q> = load from offset 8                       │"
        "┃ ▾ optvls_example1.ll                 ┃│    CLONE ir<%add> = add ir<%mul>, ir<1>                  │"
        "┃   ▾ @example1                        ┃│    CLONE ir<%arrayidx3> = getelementptr ir<@x>, ir<0>, ir│"
        "┃▶      L0 for.body ×? VF 4×4          ┃│    WIDEN ir<%sum> = fadd ir<%p>, ir<%q>                  │"
        "┃   ▾ @example1_gathers                ┃│    CLONE ir<%arrayidx5> = getelementptr ir<@y>, ir<0>, ir│"
        "┃       L0 for.body ×125 ✗ instruction ┃│    WIDEN store ir<%arrayidx5>, ir<%sum>                  │"
        "┃   ▾ @example1_optimized              ┃│    EMIT vp<%2> = VF * UF + vp<%1>                        │"
        "┃       L0 for.body ×125 ✗ instruction ┃│    EMIT branch-on-count vp<%2>, vp<%0>                   │"
        "┃   ▾ @example1_after_lv               ┃│  No successors                                           │"
        "┃       L0 vector.body ✗ instruction   ┃│}                                                         │"
        "┃     @example1_vls_sequence           ┃│No successors                                             │"
        "┃ ▾ slev_a_i_plus_k.ll                 ┃│}                                                         │"
        "┃   ▾ @slev_outer_uniform              ┃│VLS-GROUP #0 at VF 4: sequence 6 vs gathers 32: sequence  │"
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────────────────────────┘"
        "                                                                                        target avx2 "
        " j/k move  h/l fold  ? help  q quit  Tab focus  / search  ] VF  } tab  c costs  t target  f filter  "
    "#]].assert_eq(&draw(&mut app, 100, 30));
}

#[test]
fn cost_tab() {
    let mut app = example1();
    keys(&mut app, "8");
    expect![[r#"
        " lanes │ demo workspace: 19 files, 38 functions, 35 loops │ typed pointers │ LLVM 14         ? help "
        "┏ Workspace ━━━━━━━━━━━━━━━━━━━━━━━━━━━┓┌‹ 4 Dep  5 VF  6 Shp  7 VPl [8 Cst] 9 VLS  10 Src ─ …VF 4 ┐"
        "┃ ▾ vplan_examples.ll                  ┃│VF 4: total 12, per lane 3.00, scalar 8                   │"
        "┃   ▾ @vplan_if_blend                  ┃│                                                          │"
        "┃       L0 for.body ×? VF 8×4          ┃│    0             EMIT vp<%1> = CANONICAL-INDUCTION       │"
        "┃   ▾ @vplan_predicated_sdiv           ┃│    0             WIDEN-INDUCTION %k = phi 0, %k.next     │"
        "┃       L0 for.body ×? ✗ not profitable┃│                  scalar steps (lane 0 only)              │"
        "┃   ▾ @vplan_reduction_int             ┃│    1 █▉          CLONE ir<%mul> = shl ir<%k>, ir<1>      │"
        "┃       L0 for.body ×? VF 8×4          ┃│                  one scalar                              │"
        "┃   ▾ @vplan_reduction_fp              ┃│    0             CLONE ir<%arrayidx> = getelementptr ir<@│"
        "┃       L0 for.body ×? VF 8×4          ┃│                  one scalar                              │"
        "┃   ▾ @vplan_dep_distance4             ┃│    6 ███████████ VLS-GROUP #0 with 2 members at ir<%array│"
        "┃       L0 for.body ×1024 VF 4         ┃│                  interleave group 6 (factor 2: memory 2 +│"
        "┃   ▾ @vplan_first_order_recurrence    ┃│    1 █▉          CLONE ir<%add> = add ir<%mul>, ir<1>    │"
        "┃       L0 for.body ×? VF 8×4          ┃│                  one scalar                              │"
        "┃ ▾ optvls_example1.ll                 ┃│    0             CLONE ir<%arrayidx3> = getelementptr ir<│"
        "┃   ▾ @example1                        ┃│                  one scalar                              │"
        "┃▶      L0 for.body ×? VF 4×4          ┃│    1 █▉          WIDEN ir<%sum> = fadd ir<%p>, ir<%q>    │"
        "┃   ▾ @example1_gathers                ┃│                  1 x fadd 1                              │"
        "┃       L0 for.body ×125 ✗ instruction ┃│    0             CLONE ir<%arrayidx5> = getelementptr ir<│"
        "┃   ▾ @example1_optimized              ┃│                  one scalar                              │"
        "┃       L0 for.body ×125 ✗ instruction ┃│    1 █▉          WIDEN store ir<%arrayidx5>, ir<%sum>    │"
        "┃   ▾ @example1_after_lv               ┃│                  1 x store 1                             │"
        "┃       L0 vector.body ✗ instruction   ┃│    1 █▉          EMIT vp<%2> = VF * UF + vp<%1>          │"
        "┃     @example1_vls_sequence           ┃│                  scalar add                              │"
        "┃ ▾ slev_a_i_plus_k.ll                 ┃│    1 █▉          EMIT branch-on-count vp<%2>, vp<%0>     │"
        "┃   ▾ @slev_outer_uniform              ┃│                  scalar compare + branch                 │"
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────────────────────────┘"
        "                                                                                        target avx2 "
        " j/k move  h/l fold  ? help  q quit  Tab focus  / search  ] VF  } tab  c costs  t target  f filter  "
    "#]].assert_eq(&draw(&mut app, 100, 30));
}

#[test]
fn vls_tab_follows_the_vf() {
    let mut app = example1();
    keys(&mut app, "9[");
    expect![[r#"
        " lanes │ demo workspace: 19 files, 38 functions, 35 loops │ typed pointers │ LLVM 14         ? help "
        "┏ Workspace ━━━━━━━━━━━━━━━━━━━━━━━━━━━┓┌‹ 4 Dep  5 VF  6 Shp  7 VPl  8 Cst [9 VLS] 10 Src ─ …VF 2 ┐"
        "┃ ▾ vplan_examples.ll                  ┃│@example1 loop for.body: VF 2 (range {2..32}), target avx2│"
        "┃   ▾ @vplan_if_blend                  ┃│  #1 = memref 0: %p = load double, double* %arrayidx, alig│"
        "┃       L0 for.body ×? VF 8×4          ┃│  #2 = memref 1: %q = load double, double* %arrayidx3, ali│"
        "┃   ▾ @vplan_predicated_sdiv           ┃│Received a request from Client---FORM GROUPS              │"
        "┃       L0 for.body ×? ✗ not profitable┃│  Received a vector of memrefs:                           │"
        "┃   ▾ @vplan_reduction_int             ┃│    #1 <2 x 64> SLoad                                     │"
        "┃       L0 for.body ×? VF 8×4          ┃│    #2 <2 x 64> SLoad                                     │"
        "┃   ▾ @vplan_reduction_fp              ┃│  Split the vector memrefs into sub groups of adjacent mem│"
        "┃       L0 for.body ×? VF 8×4          ┃│    Distance is (in bytes) from the first memref of the se│"
        "┃   ▾ @vplan_dep_distance4             ┃│  Set #1                                                  │"
        "┃       L0 for.body ×1024 VF 4         ┃│  #1 <2 x 64> SLoad   Dist: 0                             │"
        "┃   ▾ @vplan_first_order_recurrence    ┃│  #2 <2 x 64> SLoad   Dist: 8                             │"
        "┃       L0 for.body ×? VF 8×4          ┃│  Printing Groups- Total Groups 1                         │"
        "┃ ▾ optvls_example1.ll                 ┃│  Group#1                                                 │"
        "┃   ▾ @example1                        ┃│    Vector Length(in bytes): 32                           │"
        "┃▶      L0 for.body ×? VF 4×4          ┃│    AccType: SLoad                                        │"
        "┃   ▾ @example1_gathers                ┃│    AccessMask(per byte, R to L): 1111111111111111        │"
        "┃       L0 for.body ×125 ✗ instruction ┃│    #1 <2 x 64> SLoad                                     │"
        "┃   ▾ @example1_optimized              ┃│    #2 <2 x 64> SLoad                                     │"
        "┃       L0 for.body ×125 ✗ instruction ┃│Group#1 (memrefs 0, 1):                                   │"
        "┃   ▾ @example1_after_lv               ┃│  Received a request from Client---GET SEQUENCE           │"
        "┃       L0 vector.body ✗ instruction   ┃│    Initial Graph:                                        │"
        "┃     @example1_vls_sequence           ┃│      V3: Load                                            │"
        "┃ ▾ slev_a_i_plus_k.ll                 ┃│      V1:                                                 │"
        "┃   ▾ @slev_outer_uniform              ┃│       [0:63] = V3[0:63]                                  │"
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────────────────────────┘"
        "                                                                                        target avx2 "
        " j/k move  h/l fold  ? help  q quit  Tab focus  / search  ] VF  } tab  c costs  t target  f filter  "
    "#]].assert_eq(&draw(&mut app, 100, 30));
}

#[test]
fn live_range_chart() {
    let mut app = demo();
    keys(&mut app, "/bitonic_phis_after_coalescing<Enter>");
    let n = app.tab_titles().iter().position(|t| *t == "Chart").unwrap() + 1;
    keys(&mut app, &n.to_string());
    expect![[r#"
        " lanes │ demo workspace: 19 files, 38 functions, 35 loops │ cm-llvm │ LLVM 14                ? help "
        "┏ Workspace ━━━━━━━━━━━━━━━━━━━━━━━━━━━┓┌‹ 3 Bal  4 Num  5 Liv [6 Cht] 7 Coa  8 Reg  9 Col ›─ …ing ┐"
        "┃ ▾ genx_indirect_region_category.ll   ┃│@bitonic_phis_after_coalescing · 39 live ranges over 0..14│"
        "┃   ▾ @addrTest1 genx                  ┃│                    0                 71              143 │"
        "┃       L0 for.body ×4 ✗ control flow  ┃│stride253.0.in623,… ███████·██████████···········██······ │"
        "┃ ▾ genx_indirect_region_commoned.ll   ┃│N.                  ███████·███████████████████████······ │"
        "┃   ▾ @addrTest1 genx                  ┃│tid                 ███████·█···························· │"
        "┃       L0 for.body ×4 ✗ control flow  ┃│dir                 ███████·██··························· │"
        "┃ ▾ genx_indirect_region_cse.ll        ┃│E.out,E.0.load607.… ████████████████████████████████████· │"
        "┃   ▾ @addrTest1 genx                  ┃│D.out,D.0.load610.… █████████████████████████████████████ │"
        "┃       L0 for.body ×4 ✗ control flow  ┃│buf                 █████████████████████████████████████ │"
        "┃ ▾ genx_indirect_region_input.ll      ┃│0                   ██··································· │"
        "┃   ▾ @addrTest1 genx                  ┃│1                   ·███································· │"
        "┃       L0 init ×8 ✗ control flow      ┃│2                   ·███································· │"
        "┃       L1 for.body ×4 ✗ control flow  ┃│3                   ··███································ │"
        "┃ ▾ genx_indirect_region_lowered.ll    ┃│4                   ··█·································· │"
        "┃   ▾ @addrTest1 genx                  ┃│5                   ···█································· │"
        "┃       L0 init ×8 ✗ control flow      ┃│6                   ···█································· │"
        "┃       L1 for.body ×4 ✗ control flow  ┃│7                   ····█································ │"
        "┃ ▾ genx_phi.ll                        ┃│8                   ····█································ │"
        "┃   ▾ @bitonic_phis genx               ┃│9                   ·····█······························· │"
        "┃       L0 for.body256 ×? ✗ live-out   ┃│10                  ·····██·███████████████████████······ │"
        "┃   ▾ @bitonic_phis_crit_edge genx     ┃│cmp.size            ······█······························ │"
        "┃       L0 for.body256 ×? ✗ live-out   ┃│stride.v,stride253… ·········██████████████████████······ │"
        "┃   ▾ @bitonic_phis_after_category genx┃│div270              ·········█··························· │"
        "┃       L0 for.body256 ×? ✗ live-out   ┃│and271              ··········█·························· │"
        "┃▶  ▾ @bitonic_phis_after_coalescing ge┃│xor272.reduceintsi… ··········█████████████████████······ │"
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────────────────────────┘"
        "                                                                                        target avx2 "
        " j/k move  h/l fold  ? help  q quit  Tab focus  / search  } tab  c costs  t target  f filter        "
    "#]].assert_eq(&draw(&mut app, 100, 30));
}

#[test]
fn numbering_tab() {
    let mut app = demo();
    keys(&mut app, "/bitonic_phis_crit_edge<Enter>");
    let n = app
        .tab_titles()
        .iter()
        .position(|t| *t == "Numbering")
        .unwrap()
        + 1;
    // Numbering comes right after Bales, before the live ranges.
    assert_eq!(
        app.tab_titles()[n - 2..n + 1],
        ["Bales", "Numbering", "Live ranges"]
    );
    keys(&mut app, &n.to_string());
    expect![[r#"
        " lanes │ demo workspace: 19 files, 38 functions, 35 loops │ cm-llvm │ LLVM 14                ? help "
        "┏ Workspace ━━━━━━━━━━━━━━━━━━━━━━━━━━━┓┌ 1 IR  2 Lps  3 Bal [4 Num] 5 Liv  6 Cht  7 Coa ›─ …_edge ┐"
        "┃ ▾ soa_get_element.ll                 ┃│entry:                                                    │"
        "┃   ▾ @getElement                      ┃│[3]  %0 = call <3 x i32> @llvm.genx.group.count.v3i32(), !│"
        "┃       L0 for.body ×1024 VF 8         ┃│[5]  %1 = extractelement <3 x i32> %0, i32 0, !dbg !512 //│"
        "┃         L0.0 for.body.inner ✗        ┃│[7]  %2 = extractelement <3 x i32> %0, i32 1, !dbg !512 //│"
        "┃ ▾ genx_indirect_region_category.ll   ┃│[9]  %3 = extractelement <3 x i32> %0, i32 2, !dbg !512 //│"
        "┃   ▾ @addrTest1 genx                  ┃│[11]  %4 = call <3 x i32> @llvm.genx.local.size.v3i32(), !│"
        "┃       L0 for.body ×4 ✗ control flow  ┃│[13]  %5 = extractelement <3 x i32> %4, i32 0, !dbg !512 /│"
        "┃ ▾ genx_indirect_region_commoned.ll   ┃│[15]  %6 = extractelement <3 x i32> %4, i32 1, !dbg !512 /│"
        "┃   ▾ @addrTest1 genx                  ┃│[17]  %7 = mul i32 %1, %5, !dbg !512 // line 290          │"
        "┃       L0 for.body ×4 ✗ control flow  ┃│[19]  %8 = mul i32 %2, %6, !dbg !512 // line 290          │"
        "┃ ▾ genx_indirect_region_cse.ll        ┃│[21]  %9 = mul i32 %7, %8, !dbg !512 // line 290          │"
        "┃   ▾ @addrTest1 genx                  ┃│[23]  %10 = mul i32 %9, %3, !dbg !512 // line 290         │"
        "┃       L0 for.body ×4 ✗ control flow  ┃│[25]  %cmp.size = icmp ugt i32 %size249.0630, 1, !dbg !503│"
        "┃ ▾ genx_indirect_region_input.ll      ┃│[27]  br i1 %cmp.size, label %for.body256.lr.ph, label %fo│"
        "┃   ▾ @addrTest1 genx                  ┃│entry.for.inc382_crit_edge:  // split edge                │"
        "┃       L0 init ×8 ✗ control flow      ┃│[29]  // reserved for phi copy for %E.out                 │"
        "┃       L1 for.body ×4 ✗ control flow  ┃│[30]  // reserved for phi copy for %D.out                 │"
        "┃ ▾ genx_indirect_region_lowered.ll    ┃│[32]  br label %for.inc382                                │"
        "┃   ▾ @addrTest1 genx                  ┃│for.body256.lr.ph:                                        │"
        "┃       L0 init ×8 ✗ control flow      ┃│[35]  %stride253.0619 = lshr exact i32 %size249.0630, 1, !│"
        "┃       L1 for.body ×4 ✗ control flow  ┃│[37]  %div270 = udiv i32 %tid, %size249.0630, !dbg !500 //│"
        "┃ ▾ genx_phi.ll                        ┃│[39]  %and271 = and i32 %div270, 1, !dbg !500 // line 305 │"
        "┃   ▾ @bitonic_phis genx               ┃│[41]  %xor272 = xor i32 %and271, %dir, !dbg !500 // line 3│"
        "┃       L0 for.body256 ×? ✗ live-out   ┃│[43]  %xor272.reduceintsize217 = bitcast i32 %xor272 to <2│"
        "┃▶  ▾ @bitonic_phis_crit_edge genx     ┃│[44]  // reserved for phi copy for %stride253.0624        │"
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────────────────────────┘"
        "                                                                                        target avx2 "
        " j/k move  h/l fold  ? help  q quit  Tab focus  / search  } tab  c costs  t target  f filter        "
    "#]].assert_eq(&draw(&mut app, 100, 30));
    // Scrolled to the critical edge from entry, split into its own block
    // with the slots reserved for the phi copies on that edge.
    keys(&mut app, "<Tab>jjjjjjjjjjjj");
    expect![[r#"
        " lanes │ demo workspace: 19 files, 38 functions, 35 loops │ cm-llvm │ LLVM 14                ? help "
        "┌ Workspace ───────────────────────────┐┏ 1 IR  2 Lps  3 Bal [4 Num] 5 Liv  6 Cht  7 Coa ›━ …_edge ┓"
        "│ ▾ soa_get_element.ll                 │┃[25]  %cmp.size = icmp ugt i32 %size249.0630, 1, !dbg !503┃"
        "│   ▾ @getElement                      │┃[27]  br i1 %cmp.size, label %for.body256.lr.ph, label %fo┃"
        "│       L0 for.body ×1024 VF 8         │┃entry.for.inc382_crit_edge:  // split edge                ┃"
        "│         L0.0 for.body.inner ✗        │┃[29]  // reserved for phi copy for %E.out                 ┃"
        "│ ▾ genx_indirect_region_category.ll   │┃[30]  // reserved for phi copy for %D.out                 ┃"
        "│   ▾ @addrTest1 genx                  │┃[32]  br label %for.inc382                                ┃"
        "│       L0 for.body ×4 ✗ control flow  │┃for.body256.lr.ph:                                        ┃"
        "│ ▾ genx_indirect_region_commoned.ll   │┃[35]  %stride253.0619 = lshr exact i32 %size249.0630, 1, !┃"
        "│   ▾ @addrTest1 genx                  │┃[37]  %div270 = udiv i32 %tid, %size249.0630, !dbg !500 //┃"
        "│       L0 for.body ×4 ✗ control flow  │┃[39]  %and271 = and i32 %div270, 1, !dbg !500 // line 305 ┃"
        "│ ▾ genx_indirect_region_cse.ll        │┃[41]  %xor272 = xor i32 %and271, %dir, !dbg !500 // line 3┃"
        "│   ▾ @addrTest1 genx                  │┃[43]  %xor272.reduceintsize217 = bitcast i32 %xor272 to <2┃"
        "│       L0 for.body ×4 ✗ control flow  │┃[44]  // reserved for phi copy for %stride253.0624        ┃"
        "│ ▾ genx_indirect_region_input.ll      │┃[45]  // reserved for phi copy for %stride253.0.in623     ┃"
        "│   ▾ @addrTest1 genx                  │┃[46]  // reserved for phi copy for %E.0.load607622        ┃"
        "│       L0 init ×8 ✗ control flow      │┃[47]  // reserved for phi copy for %D.0.load610621        ┃"
        "│       L1 for.body ×4 ✗ control flow  │┃[49]  br label %for.body256, !dbg !414 // line 294        ┃"
        "│ ▾ genx_indirect_region_lowered.ll    │┃for.body256:                                              ┃"
        "│   ▾ @addrTest1 genx                  │┃[52]  %stride253.0624 = phi i32 [ %stride253.0619, %for.bo┃"
        "│       L0 init ×8 ✗ control flow      │┃[54]  %stride253.0.in623 = phi i32 [ %size249.0630, %for.b┃"
        "│       L1 for.body ×4 ✗ control flow  │┃[56]  %E.0.load607622 = phi <16 x i32> [ %E.0.load606629, ┃"
        "│ ▾ genx_phi.ll                        │┃[58]  %D.0.load610621 = phi <16 x i32> [ %D.0.load609628, ┃"
        "│   ▾ @bitonic_phis genx               │┃[60]  %stride253.0624.unoverlapper = bitcast i32 %stride25┃"
        "│       L0 for.body256 ×? ✗ live-out   │┃[62]  %shl257 = shl nuw i32 %stride253.0624, 1, !dbg !505 ┃"
        "│▶  ▾ @bitonic_phis_crit_edge genx     │┃[64]  %div258 = udiv i32 %N., %shl257, !dbg !505 // line 2┃"
        "└──────────────────────────────────────┘┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛"
        "                                                                                        target avx2 "
        " j/k scroll  ? help  q quit  Tab focus  / search  } tab  c costs  t target  f filter  e why         "
    "#]].assert_eq(&draw(&mut app, 100, 30));
    // Numbers are dim, block labels bold, what numbering adds accented.
    let mut t = ratatui::Terminal::new(ratatui::backend::TestBackend::new(100, 30)).unwrap();
    t.draw(|f| lanes_tui::view::render(&mut app, f)).unwrap();
    let buf = t.backend().buffer();
    let cell = |text: &str| {
        let x0 = 41;
        let (y, x) = (0..30)
            .find_map(|y| {
                let row: String = (x0..99).map(|x| buf[(x, y)].symbol()).collect();
                row.find(text)
                    .map(|i| (y, x0 + row[..i].chars().count() as u16))
            })
            .unwrap_or_else(|| panic!("{text} is not on the screen"));
        buf[(x, y)].clone()
    };
    use ratatui::style::{Color, Modifier};
    assert_eq!(cell("[35]").fg, Color::DarkGray);
    assert_eq!(cell("%stride253.0619").fg, Color::Reset);
    assert!(cell("for.body256.lr.ph:").modifier.contains(Modifier::BOLD));
    assert!(
        cell("entry.for.inc382_crit_edge")
            .modifier
            .contains(Modifier::BOLD)
    );
    assert_eq!(cell("// split edge").fg, Color::Cyan);
    assert_eq!(cell("// reserved for phi copy for %E.out").fg, Color::Cyan);
    assert_eq!(cell("br label %for.inc382 ").fg, Color::Cyan);
    assert_eq!(cell("%stride253.0624.unoverlapper").fg, Color::Cyan);
}

#[test]
fn editing_a_cost_flips_the_chosen_vf() {
    let mut app = demo();
    keys(&mut app, "/vplan_if_blend<Enter>j5");
    let badge = |app: &lanes_tui::App| {
        app.badges
            .iter()
            .find(|(k, _)| k.1 == "vplan_if_blend")
            .map(|(_, b)| (b.vectorized, b.vf))
            .unwrap()
    };
    assert_eq!(badge(&app), (true, 8));
    assert_eq!(app.vf_table().unwrap().best, 8);
    // Masked stores at VF 8 cost 4; at 60 the vector loop costs more per
    // lane than the scalar one.
    assert!(app.select_target_entry("memory.masked_store"));
    keys(&mut app, "c<Enter><C-u>60<Enter>");
    assert_eq!(badge(&app), (false, 1));
    assert_eq!(app.vf_table().unwrap().best, 1);
    let rerun = app.last_recompute.as_ref().unwrap();
    assert!(!rerun.executed.is_empty());
    assert!(
        rerun.executed.iter().any(|q| q.contains("best_vf")),
        "{:?}",
        rerun.executed
    );
    expect![[r#"
        " lanes │ demo workspace: 19 files, 38 functions, 35 loops │ typed pointers │ LLVM 14         ? help "
        "┌ Workspace ───────────────────────────┐┌ 1 IR  2 Lps  3 Mem  4 Dep [5 VF] 6 Shp  7 VPl  8 Cst ›───┐"
        "│ ▾ vplan_examples.ll                  ││✗ not vectorized · scalar cost 6 · avx2                   │"
        "│   ▾ @vplan_if_blend                  ││not profitable: best VF 8 costs 8.62 per lane, scalar 6   │"
        "│▶      L0 for.body ×? ✗ not profitable││                                                          │"
        "│   ▾ @vplan_predicated_sdiv           ││    VF ok  cost  /lane  ×scal  g/s VLS msk                │"
        "│       L0 for.body ×? ✗ not profitable││ *   1  ✓     6   6.00   1.00    -   -   -                │"
        "│   ▾ @vplan_reduction_int             ││     2  ✓    69  34.50   5.75  0/0   0   1                │"
        "│       L0 for.body ×? VF 8×4          ││     4  ✓    69  17.25   2.88  0/0   0   1                │"
        "│   ▾ @vplan_reduction_fp              ││▶    8  ✓    69   8.62   1.44  0/0   0   1                │"
        "│       L0 for.body ×? VF 8×4          ││    16  ✗     -      -      -    -   -   -                │"
        "│   ▾ @vplan_dep_distance4             ││    32  ✗     -      -      -    -   -   -                │"
        "└──────────────────────────────────────┘│                                                          │"
        "┏ Target avx2 1 edited ━━━━━━━━━━━━━━━━┓│Why not                                                   │"
        "┃  log.f32                          96 ┃│     2  not cheaper than scalar: 34.50 per lane >= 6      │"
        "┃  log.f64                          48 ┃│     4  not cheaper than scalar: 17.25 per lane >= 6      │"
        "┃  log2.f32                         96 ┃│     8  not cheaper than scalar: 8.62 per lane >= 6       │"
        "┃  log2.f64                         48 ┃│    16  more than 8 lanes of the smallest element (32 bits│"
        "┃  log10.f32                        96 ┃│    32  more than 8 lanes of the smallest element (32 bits│"
        "┃  log10.f64                        48 ┃│                                                          │"
        "┃  pow.f32                         176 ┃│[/] change the VF the Shapes, VPlan, Cost and VLS tabs sho│"
        "┃  pow.f64                          88 ┃│                                                          │"
        "┃[memory]                              ┃│                                                          │"
        "┃  load                              1 ┃│                                                          │"
        "┃  store                             1 ┃│                                                          │"
        "┃  masked_load                       2 ┃│                                                          │"
        "┃▶*masked_store                     60 ┃│                                                          │"
        "┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────────────────────────┘"
        " memory.masked_store 8 → 60 · 140 queries re-ran                             target avx2 (1 edited) "
        " j/k move  + +1  - -1  Enter set  u reset  ? help  q quit  Tab focus  / search  ] VF  } tab         "
    "#]].assert_eq(&draw(&mut app, 100, 30));
}

/// An `optsize` loop of unknown trip count folds its tail: the VF table
/// shows the `tail` column.
#[test]
fn folded_tails_are_shown() {
    let mut app = common::with_files(&[(
        "os.ll",
        r#"
define void @f(i32* noalias %a, i32* noalias %b, i64 %n) optsize {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %iv
  %y = load i32, i32* %pb, align 4
  %pa = getelementptr inbounds i32, i32* %a, i64 %iv
  store i32 %y, i32* %pa, align 4
  %iv.next = add nuw nsw i64 %iv, 1
  %done = icmp eq i64 %iv.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
"#,
    )]);
    keys(&mut app, "/loop<Enter>5");
    let t = app.vf_table().unwrap();
    assert!(
        t.rows.iter().any(|r| r.tail == lanes::model::Tail::Folded),
        "{t:?}"
    );
    let screen = draw(&mut app, 100, 20);
    assert!(screen.contains("msk tail"), "{screen}");
    assert!(screen.contains("fold"), "{screen}");
}

/// A trip count of 8 allows no scalar epilogue, and the largest VF, 8,
/// divides it: no VF leaves a tail (`-`); the interleave line says the
/// same as the chosen row, never `epi` beside "no scalar epilogue".
#[test]
fn tail_column_agrees_with_the_interleave_line() {
    let mut app = common::with_files(&[(
        "tc12.ll",
        r#"
define void @f(i32* noalias %a, i32* noalias %b) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %iv
  %y = load i32, i32* %pb, align 4
  %z = mul nsw i32 %y, 3
  %pa = getelementptr inbounds i32, i32* %a, i64 %iv
  store i32 %z, i32* %pa, align 4
  %iv.next = add nuw nsw i64 %iv, 1
  %done = icmp eq i64 %iv.next, 8
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
"#,
    )]);
    keys(&mut app, "/loop<Enter>5");
    let t = app.vf_table().unwrap();
    let tail = |vf: u32| t.rows.iter().find(|r| r.vf == vf).map(|r| r.tail);
    assert_eq!(tail(4), Some(lanes::model::Tail::None), "{t:?}");
    assert_eq!(tail(8), Some(lanes::model::Tail::None), "{t:?}");
    let screen = draw(&mut app, 100, 20);
    assert!(
        !screen.lines().any(|l| l.trim_end().ends_with(" epi")),
        "{screen}"
    );
    assert!(screen.contains("no scalar epilogue may run"), "{screen}");
}
