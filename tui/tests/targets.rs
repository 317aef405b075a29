//! One verdict per loop: the navigator's badge, the VF tab and the report
//! answer for the same target, on a file whose functions name their own
//! (as clang writes `"target-cpu"`/`"target-features"`), through
//! `--target`, `t` and cost edits.

mod common;

use common::{draw_text, keys};
use lanes_tui::{App, Theme};

const FILE: &str = include_str!("../../fixtures/views/function_targets.ll");

fn open(target: Option<&str>) -> App {
    let files = vec![lanes_tui::app::SourceFile {
        path: "k.ll".into(),
        text: FILE.into(),
        disk: None,
    }];
    let mut app = App::new(files, target, Theme { color: false }).unwrap();
    app.show_timings = false;
    assert!(app.settle());
    app
}

/// The badge of `@func`'s loop and the head of its VF tab (the loop
/// selected, the VF tab shown).
fn badge_and_vf_tab(app: &mut App, func: &str) -> (String, String) {
    // From the top, so that `saxpy` finds `@saxpy` before `@saxpy_avx512`.
    keys(app, &format!("g/{func}<Enter>j5"));
    let b = &app.badges[&("k.ll".to_string(), func.to_string(), "for.body".to_string())];
    let badge = if b.vectorized {
        format!("VF {}×{} {}", b.vf, b.ic, b.target)
    } else {
        format!("scalar {}", b.target)
    };
    let t = app.vf_table().expect("the VF table of the selected loop");
    let tab = if t.vectorized {
        format!("VF {}×{} {}", t.best, t.ic, t.target)
    } else {
        format!("scalar {}", t.target)
    };
    (badge, tab)
}

/// The verdict `lanes report` gives the loop of `func` for `target`.
fn report(func: &str, target: Option<&str>) -> String {
    let mut host = lanes::AnalysisHost::new();
    if let Some(t) = target {
        host.choose_target_named(t).unwrap();
    }
    host.open_file("k.ll", FILE);
    let rows = host
        .analysis()
        .vectorization_report(&["k.ll".to_string()])
        .unwrap()
        .unwrap();
    let r = rows.iter().find(|r| r.function == func).unwrap();
    format!("VF {}×{} {}", r.vf, r.ic, r.target)
}

#[test]
fn the_badge_and_the_vf_tab_agree_with_the_report_without_a_target() {
    let mut app = open(None);
    let (badge, tab) = badge_and_vf_tab(&mut app, "saxpy");
    assert_eq!(badge, "VF 4×2 sse2");
    assert_eq!(tab, badge);
    assert_eq!(report("saxpy", None), badge);
    // The screen says which target answered.
    let screen = draw_text(&mut app, 120, 36);
    assert!(screen.contains("VF 4×2"), "{screen}");
    assert!(screen.contains("· sse2"), "{screen}");
    assert!(screen.contains("target avx2 or per function"), "{screen}");
    let (badge, tab) = badge_and_vf_tab(&mut app, "saxpy_avx512");
    assert_eq!(
        (badge.as_str(), tab.as_str()),
        ("VF 16×4 avx512", "VF 16×4 avx512")
    );
}

#[test]
fn a_chosen_target_reaches_the_badge_and_the_vf_tab() {
    let mut app = open(Some("avx512"));
    let (badge, tab) = badge_and_vf_tab(&mut app, "saxpy");
    assert_eq!(badge, "VF 16×4 avx512");
    assert_eq!(tab, badge);
    assert_eq!(report("saxpy", Some("avx512")), badge);
}

#[test]
fn switching_targets_moves_the_badge_with_the_vf_tab() {
    let mut app = open(None);
    // `t` from the default avx2: avx512 for every function.
    keys(&mut app, "t");
    let (badge, tab) = badge_and_vf_tab(&mut app, "saxpy");
    assert_eq!(
        (badge.as_str(), tab.as_str()),
        ("VF 16×4 avx512", "VF 16×4 avx512")
    );
    assert_eq!(report("saxpy", Some("avx512")), badge);
}

#[test]
fn a_cost_edit_changes_the_loop_it_is_shown_beside() {
    let mut app = open(None);
    let (before, _) = badge_and_vf_tab(&mut app, "saxpy");
    assert_eq!(before, "VF 4×2 sse2");
    // The cost pane opens on the tables the selected loop is priced with.
    keys(&mut app, "c");
    assert_eq!(app.target.name, "sse2");
    app.set_cost("memory.store", 60);
    assert!(app.settle());
    keys(&mut app, "c");
    let (badge, tab) = badge_and_vf_tab(&mut app, "saxpy");
    assert_ne!(
        badge, before,
        "the edit of sse2's table reaches the sse2 loop"
    );
    assert_eq!(tab, badge);
    // The same edit through the library gives the same verdict.
    let mut host = lanes::AnalysisHost::new();
    host.open_file("k.ll", FILE);
    host.set_cost_of("sse2", lanes::target::TableId::Memory, "store", 60)
        .unwrap();
    let rows = host
        .analysis()
        .vectorization_report(&["k.ll".to_string()])
        .unwrap()
        .unwrap();
    let r = rows.iter().find(|r| r.function == "saxpy").unwrap();
    let lib = if r.vectorized {
        format!("VF {}×{} {}", r.vf, r.ic, r.target)
    } else {
        format!("scalar {}", r.target)
    };
    assert_eq!(lib, badge);
    // The avx512 loop reads another table: untouched.
    let (other, _) = badge_and_vf_tab(&mut app, "saxpy_avx512");
    assert_eq!(other, "VF 16×4 avx512");
}
