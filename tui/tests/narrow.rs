//! An 80×24 terminal: tab titles keep a few letters and their numbers, the
//! footer keeps `? help` and `q quit`; the `[`/`]` hint shows only where a
//! loop has another VF to show; the help has a legend for every text tab.
//! Update the snapshots with `UPDATE_EXPECT=1 cargo test -p lanes-tui --test narrow`.

mod common;

use common::{demo, draw_text, keys};
use expect_test::expect;

fn footer(screen: &str) -> String {
    screen.lines().last().unwrap().to_string()
}

#[test]
fn a_loop_at_80x24() {
    let mut app = demo();
    keys(&mut app, "/example1<Enter>j5");
    let screen = draw_text(&mut app, 80, 24);
    expect![[r#"
         lanes │ demo workspace: 19 files, 38 functions, 35 loops │ typed pointe ? help
        ┏ Workspace ━━━━━━━━━━━━━━━━━━━┓┌‹ 3 Mem  4 Dep [5 VF] 6 Shp  7 VPl  8 Cst ›───┐
        ┃ ▾ vplan_examples.ll          ┃│VF 4 chosen, interleaved ×4 · scalar cost 8 · │
        ┃   ▾ @vplan_if_blend          ┃│cost per lane 3.00 < scalar 8                 │
        ┃       L0 for.body ×? VF 8×4  ┃│IC 4: small loop (cost 12 < 20): 4 copies keep│
        ┃   ▾ @vplan_predicated_sdiv   ┃│                                              │
        ┃       L0 for.body ✗          ┃│    VF ok  cost  /lane  ×scal  g/s VLS msk    │
        ┃   ▾ @vplan_reduction_int     ┃│     1  ✓     8   8.00   1.00    -   -   -    │
        ┃       L0 for.body ×? VF 8×4  ┃│     2  ✓    12   6.00   0.75  0/0   1   0    │
        ┃   ▾ @vplan_reduction_fp      ┃│▶*   4  ✓    12   3.00   0.38  0/0   1   0    │
        ┃       L0 for.body ×? VF 8×4  ┃│     8  ✗     -      -      -    -   -   -    │
        ┃   ▾ @vplan_dep_distance4     ┃│    16  ✗     -      -      -    -   -   -    │
        ┃       L0 for.body ×1024 VF 4 ┃│    32  ✗     -      -      -    -   -   -    │
        ┃   ▾ @vplan_first_order_recurr┃│                                              │
        ┃       L0 for.body ×? VF 8×4  ┃│Why not                                       │
        ┃ ▾ optvls_example1.ll         ┃│     2  more expensive: 6.00 per lane > 3.00  │
        ┃   ▾ @example1                ┃│     8  more than 4 lanes of the smallest elem│
        ┃▶      L0 for.body ×? VF 4×4  ┃│    16  more than 4 lanes of the smallest elem│
        ┃   ▾ @example1_gathers        ┃│    32  more than 4 lanes of the smallest elem│
        ┃       L0 for.body ✗          ┃│                                              │
        ┃   ▾ @example1_optimized      ┃│[/] change the VF the Shapes, VPlan, Cost and │
        ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────────────┘
                                                                            target avx2
         j/k move  h/l fold  ? help  q quit  Tab focus  / search  ] VF  } tab  c costs
    "#]]
    .assert_eq(&screen);
    let f = footer(&screen);
    assert!(f.contains("? help") && f.contains("q quit"), "{f}");
}

#[test]
fn a_genx_function_at_80x24() {
    let mut app = demo();
    keys(&mut app, "/addrTest1<Enter>3");
    let screen = draw_text(&mut app, 80, 24);
    expect![[r#"
         lanes │ demo workspace: 19 files, 38 functions, 35 loops │ cm-llvm │ LL ? help
        ┏ Workspace ━━━━━━━━━━━━━━━━━━━┓┌ 1 IR  2 Lps [3 Bal] 4 Num  5 Liv  6 Cht ›────┐
        ┃   ▾ @soa_gep_shapes          ┃│  bale {                                      │
        ┃       L0 for.body VF 8×2     ┃│     %0 = call <8 x i32> @llvm.genx.oword.ld.v│
        ┃   ▾ @soa_rnd_gep             ┃│     %wrregion = tail call <8 x i32> @llvm.gen│
        ┃       L0 for.body VF 4×2     ┃│  }                                           │
        ┃ ▾ vpo_vf_ranges.ll           ┃│  %constant17 = call <8 x i32> @llvm.genx.cons│
        ┃   ▾ @vf_ranges_dep4          ┃│  br label %for.body.preheader, !dbg !26 // li│
        ┃       L0 for.body ×1000 VF 4 ┃│for.body.preheader:                           │
        ┃ ▾ optvls_grouping.ll         ┃│  br label %for.body, !dbg !26 // line 43     │
        ┃   ▾ @grouping                ┃│for.body:                                     │
        ┃       L0 for.body ×256 VF 8  ┃│  %i1.031 = phi i32 [ 0, %for.body.preheader ]│
        ┃ ▾ optvls_store.ll            ┃│  %dst.030 = phi <8 x i32> [ %constant17, %for│
        ┃   ▾ @interleaved_store       ┃│  %conv618 = bitcast i32 %i1.031 to <2 x i16>,│
        ┃       L0 for.body ×? VF 4×2  ┃│  bale {                                      │
        ┃ ▾ soa_get_element.ll         ┃│     %conv619 = call i16 @llvm.genx.rdregioni.│
        ┃   ▾ @getElement              ┃│     %shl = shl i16 %conv619, 2, !dbg !21 // l│
        ┃       L0 for.body ×1024 VF 8 ┃│  }                                           │
        ┃         L0.0 for.body.inner ✗┃│  %shl.categoryconv = call i16 @llvm.genx.conv│
        ┃ ▾ genx_indirect_region_catego┃│  %shl.categoryconv21 = call i16 @llvm.genx.co│
        ┃▶  ▾ @addrTest1 genx          ┃│  bale {                                      │
        ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛└──────────────────────────────────────────────┘
                                                                            target avx2
         j/k move  h/l fold  ? help  q quit  Tab focus  / search  } tab  c costs
    "#]]
    .assert_eq(&screen);
    let f = footer(&screen);
    assert!(f.contains("? help") && f.contains("q quit"), "{f}");
}

#[test]
fn tab_titles_keep_two_letters_and_their_numbers() {
    let mut app = demo();
    keys(&mut app, "/example1<Enter>j9");
    let screen = draw_text(&mut app, 80, 24);
    let tabs = screen.lines().nth(1).unwrap();
    assert!(tabs.contains("[9 VLS]"), "{tabs}");
    for n in 1..=9 {
        if let Some(at) = tabs.find(&format!(" {n} ")) {
            let title: String = tabs[at + 3..]
                .chars()
                .take_while(|c| c.is_alphanumeric())
                .collect();
            assert!(title.chars().count() >= 2, "tab {n}: {tabs}");
        }
    }
}

#[test]
fn the_vf_hint_only_where_a_loop_has_another_vf() {
    let mut app = demo();
    // `@slev_piecewise_uniform`'s loop is no candidate: no VF has a plan.
    keys(&mut app, "/slev_piecewise_uniform<Enter>j5");
    let planned = app.vf_table().map(|t| t.planned());
    assert!(
        planned.as_ref().is_some_and(|p| p.len() <= 1),
        "{planned:?}"
    );
    let screen = draw_text(&mut app, 120, 30);
    assert!(!screen.contains("[/] change the VF"), "{screen}");
    assert!(!footer(&screen).contains("] VF"), "{}", footer(&screen));
    // A loop with several planned VFs keeps both.
    keys(&mut app, "/example1<Enter>j5");
    assert!(app.vf_table().is_some_and(|t| t.planned().len() > 1));
    let screen = draw_text(&mut app, 120, 30);
    assert!(screen.contains("[/] change the VF"), "{screen}");
    assert!(footer(&screen).contains("] VF"), "{}", footer(&screen));
}

#[test]
fn every_text_tab_has_a_legend_in_the_help() {
    let th = lanes_tui::Theme { color: false };
    let help: String = lanes_tui::help::lines(&th, 78, lanes_tui::app::MOUSE_HELP)
        .iter()
        .map(|l| format!("{l}\n"))
        .collect();
    for tab in ["Deps", "VPlan", "VLS", "Coalescing", "Registers"] {
        assert!(
            help.contains(&format!("Symbols: {tab} tab")),
            "no legend for {tab}"
        );
    }
}
