//! The status line belongs to the situation that produced it and fits
//! beside the target label; the VF table's columns fit their numbers.

mod common;

use common::{demo, draw, draw_text, keys, with_files};
use expect_test::expect;

/// The status line of a drawn screen (the row above the footer).
fn status_row(screen: &str) -> String {
    screen.lines().rev().nth(1).unwrap().trim().to_string()
}

#[test]
fn a_vf_message_goes_when_the_selection_moves_to_a_loop_with_plans() {
    let mut app = demo();
    keys(&mut app, "/for.body.inner<Enter>]");
    assert_eq!(app.status.text, "no VF has a plan for this loop");
    let screen = draw_text(&mut app, 100, 30);
    assert!(status_row(&screen).contains("no VF has a plan"), "{screen}");
    keys(&mut app, "/example1<Enter>j");
    assert!(app.vf_table().is_some_and(|t| !t.planned().is_empty()));
    let screen = draw_text(&mut app, 100, 30);
    assert_eq!(status_row(&screen), "target avx2", "{screen}");
}

#[test]
fn a_failed_search_message_goes_with_the_search() {
    let mut app = demo();
    // A later search that finds a row...
    keys(&mut app, "/zzz<Enter>");
    assert_eq!(app.status.text, "no function or loop matches 'zzz'");
    keys(&mut app, "/example1<Enter>");
    assert_eq!(status_row(&draw_text(&mut app, 100, 30)), "target avx2");
    // ... the search given up (Esc goes back where it started) ...
    keys(&mut app, "/zzz");
    assert!(app.status.error);
    keys(&mut app, "<Esc>");
    assert_eq!(status_row(&draw_text(&mut app, 100, 30)), "target avx2");
    // ... or its input emptied.
    keys(&mut app, "/zzz<Bksp><Bksp><Bksp>");
    assert_eq!(app.status.text, "");
    keys(&mut app, "<Esc>");
    // `n` without a search is about searching too.
    let mut app = demo();
    keys(&mut app, "n");
    assert_eq!(app.status.text, "no search yet: press / to search");
    keys(&mut app, "/example1<Enter>");
    assert_eq!(app.status.text, "");
}

#[test]
fn an_outcome_stays_while_moving() {
    let mut app = demo();
    keys(&mut app, "c");
    assert!(app.select_target_entry("memory.load"));
    keys(&mut app, "<Enter><C-u>x<Enter>");
    assert_eq!(app.status.text, "'x' is not a non-negative integer");
    // Moving elsewhere does not make the refused value any less refused.
    keys(&mut app, "<Tab>jj");
    let screen = draw_text(&mut app, 100, 30);
    assert!(
        status_row(&screen).contains("'x' is not a non-negative integer"),
        "{screen}"
    );
}

#[test]
fn a_long_status_is_cut_before_the_target_label_at_60_columns() {
    let mut app = demo();
    keys(&mut app, "c");
    assert!(app.select_target_entry("memory.gather_per_lane"));
    keys(&mut app, "+");
    assert!(
        app.status
            .text
            .starts_with("memory.gather_per_lane 4 → 5 · ")
    );
    let screen = draw_text(&mut app, 60, 20);
    let status = status_row(&screen);
    assert!(
        status.starts_with("memory.gather_per_lane 4 → 5 ·"),
        "{screen}"
    );
    assert!(status.ends_with("… target avx2 (1 edited)"), "{screen}");
    // An input keeps its end, where the cursor is.
    keys(&mut app, &format!("/{}", "x".repeat(50)));
    let status = status_row(&draw_text(&mut app, 60, 20));
    assert!(status.starts_with("…xxx"), "{status}");
    assert!(status.ends_with("xxx▏ target avx2 (1 edited)"), "{status}");
}

/// A loop with two gathers through one index; `memory.address_indexed`
/// prices each lane's address.
const GATHERS: &str = r#"
define void @gathers(i32* noalias %a, i32* noalias %b, i32* noalias %c, i32* noalias %idx) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %loop ]
  %pi = getelementptr inbounds i32, i32* %idx, i64 %iv
  %i = load i32, i32* %pi, align 4
  %ie = sext i32 %i to i64
  %pb = getelementptr inbounds i32, i32* %b, i64 %ie
  %x = load i32, i32* %pb, align 4
  %pc = getelementptr inbounds i32, i32* %c, i64 %ie
  %y = load i32, i32* %pc, align 4
  %s = add i32 %x, %y
  %pa = getelementptr inbounds i32, i32* %a, i64 %iv
  store i32 %s, i32* %pa, align 4
  %iv.next = add nuw nsw i64 %iv, 1
  %done = icmp eq i64 %iv.next, 1024
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
"#;

#[test]
fn vf_table_columns_fit_six_digit_costs() {
    let mut app = with_files(&[("g.ll", GATHERS)]);
    keys(&mut app, "/loop<Enter>5");
    assert!(app.select_target_entry("memory.address_indexed"));
    keys(&mut app, "c<Enter><C-u>10000<Enter>c");
    let totals: Vec<u32> = app
        .vf_table()
        .unwrap()
        .rows
        .iter()
        .filter_map(|r| r.total)
        .collect();
    assert!(totals.iter().any(|&t| t >= 100_000), "{totals:?}");
    // Every cell ends where its heading does, at 60×20 too.
    for (w, h) in [(60, 20), (100, 24)] {
        let screen = draw_text(&mut app, w, h);
        let rows: Vec<Vec<char>> = screen
            .lines()
            .skip_while(|l| !l.contains("VF ok"))
            .take_while(|l| l.contains("VF ok") || l.contains('✓') || l.contains('✗'))
            .map(|l| l.chars().collect())
            .collect();
        assert!(rows.len() > 3, "{screen}");
        let border = |r: &[char]| r.iter().rposition(|&c| c == '│').unwrap();
        let head = &rows[0];
        let start = head.iter().position(|&c| c == 'V').unwrap();
        let ends: Vec<usize> = (start..border(head))
            .filter(|&i| head[i] == ' ' && head[i - 1] != ' ')
            .collect();
        assert!(ends.len() >= 4, "{screen}");
        for r in &rows[1..] {
            for &e in &ends {
                assert!(
                    r[e] == ' ' && r[e - 1] != ' ',
                    "a cell does not end at column {e} at {w}x{h}:\n{screen}"
                );
            }
        }
    }
    expect![[r#"
        "┌ 1 IR  2 Lps  3 Mem  4 Dep [5 VF] 6 Shp  7 VPl  8 Cst ›───┐"
        "│✗ not vectorized · scalar cost 7 · avx2                   │"
        "│not profitable: best VF 4 costs 20005.75 per lane, scalar │"
        "│                                                          │"
        "│    VF ok   cost    /lane   ×scal  g/s VLS msk            │"
        "│ *   1  ✓      7     7.00    1.00    -   -   -            │"
        "│     2  ✓  40014 20007.00 2858.14  2/0   0   0            │"
        "│▶    4  ✓  80023 20005.75 2857.96  2/0   0   0            │"
        "│     8  ✓ 160046 20005.75 2857.96  2/0   0   0            │"
        "│    16  ✗      -        -       -    -   -   -            │"
        "│    32  ✗      -        -       -    -   -   -            │"
        "│                                                          │"
        "│Why not                                                   │"
        "│     2  not cheaper than scalar: 20007.00 per lane >= 7   │"
    "#]]
    .assert_eq(&detail_rows(&draw(&mut app, 100, 24), 0..14));
}

/// Rows `range` of the detail pane (the right side) of a drawn screen.
fn detail_rows(screen: &str, range: std::ops::Range<usize>) -> String {
    screen
        .lines()
        .skip(1 + range.start)
        .take(range.len())
        .map(|l| {
            let cells: Vec<char> = l.trim_matches('"').chars().collect();
            format!("\"{}\"\n", cells[40..].iter().collect::<String>())
        })
        .collect()
}

#[test]
fn cannot_read_goes_when_a_deleted_file_reappears() {
    use std::time::Duration;
    let dir = std::env::temp_dir().join(format!("lanes-tui-reappear-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let dir = dir.canonicalize().unwrap();
    let file = dir.join("k.ll");
    let text = "define void @f() {\nentry:\n  ret void\n}\n";
    std::fs::write(&file, text).unwrap();
    let req = lanes::cli::TuiRequest {
        files: vec![file.clone()],
        ..Default::default()
    };
    let mut app = lanes_tui::App::new(
        lanes_tui::app::read_request(&req).unwrap(),
        None,
        lanes_tui::Theme { color: false },
    )
    .unwrap();
    app.show_timings = false;
    app.watch();
    assert!(app.settle());
    std::fs::remove_file(&file).unwrap();
    let gone = app.settle_until(Duration::from_secs(20), |a| {
        a.status.text.starts_with("cannot read")
    });
    assert!(gone, "{}", app.status.text);
    // Restored as it was: the file reads again, and the message goes.
    std::fs::write(&file, text).unwrap();
    let back = app.settle_until(Duration::from_secs(20), |a| {
        !a.status.text.contains("cannot read")
    });
    assert!(back, "{}", app.status.text);
    assert!(!app.status.error, "{:?}", app.status);
    let _ = std::fs::remove_dir_all(&dir);
}
