//! The app asks the façade again only for what a change can reach: after
//! a body edit, that function's views (and the file's); after a cost
//! edit, the views that read costs. Everything else stays cached, which
//! the request counter shows: walking over every row after the change
//! asks only for the views that changed.

mod common;

use std::collections::BTreeMap;

use common::{keys, with_files};
use lanes_tui::App;

/// Three functions with a loop each: `f` stores, `g` divides, `h` adds.
const TEXT: &str = "define void @f(i32* %p) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %q = getelementptr inbounds i32, i32* %p, i64 %i
  store i32 0, i32* %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 64
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

define void @g(float* %p) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %q = getelementptr inbounds float, float* %p, i64 %i
  %v = load float, float* %q, align 4
  %d = fdiv float %v, 3.0
  store float %d, float* %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 200
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

define void @h(i32* %p) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %q = getelementptr inbounds i32, i32* %p, i64 %i
  %v = load i32, i32* %q, align 4
  %s = add nsw i32 %v, 7
  store i32 %s, i32* %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 64
  br i1 %c, label %loop, label %exit

exit:
  ret void
}
";

/// Selects every row from the top down, then goes back to the top: every
/// view the rows show is asked for (or found cached).
fn walk(app: &mut App) {
    let n = app.rows.len();
    assert_eq!(n, 7, "the file, three functions and their loops");
    keys(app, &"j".repeat(n - 1));
    keys(app, &"k".repeat(n - 1));
}

/// Detail requests made since `before`, by tab.
fn details_since(app: &App, before: &lanes_tui::app::Requests) -> BTreeMap<&'static str, usize> {
    let mut d = app.requests().details.clone();
    for (tab, n) in &before.details {
        *d.get_mut(tab).unwrap() -= n;
    }
    d.retain(|_, n| *n > 0);
    d
}

/// Shows the tab titled `title` (the selection is a loop).
fn show_tab(app: &mut App, title: &str) {
    let i = app.tab_titles().iter().position(|t| *t == title).unwrap();
    keys(app, &(i + 1).to_string());
}

#[test]
fn a_body_edit_asks_again_for_that_functions_views_only() {
    let mut app = with_files(&[("t.ll", TEXT)]);
    walk(&mut app);
    let before = app.requests().clone();
    // Nothing changed: walking again asks for nothing.
    walk(&mut app);
    assert_eq!(*app.requests(), before);

    // `@g`'s trip count: its IR views (the function's and the loop's), its
    // loop's VF table and the file's IR; the outline and the badges of
    // the file once.
    app.set_file_text("t.ll", &TEXT.replace("%i.next, 200", "%i.next, 8"));
    assert!(app.settle());
    walk(&mut app);
    let after = app.requests();
    assert_eq!(after.detail_total(), before.detail_total() + 4);
    assert_eq!(after.outlines, before.outlines + 1);
    assert_eq!(after.badges, before.badges + 1);
    assert_eq!(
        details_since(&app, &before),
        BTreeMap::from([("IR", 3), ("VF", 1)])
    );
    let g = ("t.ll".to_string(), "g".to_string(), "loop".to_string());
    assert_eq!(app.badges[&g].row.trip_count, Some(8));

    // A `define` line (what callers read): every view of the file.
    let before = app.requests().clone();
    let text = TEXT.replace("%i.next, 200", "%i.next, 8");
    app.set_file_text("t.ll", &text.replace("@h(i32* %p)", "@h(i32* noalias %p)"));
    assert!(app.settle());
    walk(&mut app);
    assert_eq!(
        details_since(&app, &before),
        BTreeMap::from([("IR", 7), ("VF", 3)])
    );
}

#[test]
fn a_cost_edit_asks_again_for_the_views_that_read_costs_only() {
    let mut app = with_files(&[("t.ll", TEXT)]);
    // A loop shows the cost tab (other rows fall back to the IR).
    keys(&mut app, "j");
    keys(&mut app, "j");
    show_tab(&mut app, "Cost");
    keys(&mut app, "g");
    walk(&mut app);
    let before = app.requests().clone();
    app.set_cost("arith.fdiv.f32", 60);
    assert!(app.settle());
    walk(&mut app);
    let after = app.requests();
    // No text changed: no outline; the verdicts once.
    assert_eq!(after.outlines, before.outlines);
    assert_eq!(after.badges, before.badges + 1);
    // The IR views are kept; each loop's cost and VF table asked again.
    assert_eq!(
        details_since(&app, &before),
        BTreeMap::from([("Cost", 3), ("VF", 3)])
    );
    // The new value is the host's, and the pane shows it.
    assert_eq!(app.host.target_desc().get("arith.fdiv.f32").unwrap(), 60);
    assert_eq!(app.target_desc().get("arith.fdiv.f32").unwrap(), 60);
    assert_eq!(app.target.edited(), 1);
}

/// The questions asked since the log had `from` entries, one a line.
fn log_since(app: &App, from: usize) -> String {
    let log = &app.requests().log[from..];
    log.iter().map(|r| format!("{r}\n")).collect()
}

#[test]
fn the_request_log_after_each_kind_of_edit() {
    let mut app = with_files(&[("t.ll", TEXT)]);
    // A loop shows the VF tab, and a function the IR.
    keys(&mut app, "jj");
    show_tab(&mut app, "VF");
    keys(&mut app, "g");
    walk(&mut app);
    let start = app.requests().log.len();
    walk(&mut app);
    expect_test::expect![[""]].assert_eq(&log_since(&app, start));

    // A body edit of `@g`: its outline and verdicts, and only `@g`'s views.
    let start = app.requests().log.len();
    app.set_file_text("t.ll", &TEXT.replace("%i.next, 200", "%i.next, 8"));
    assert!(app.settle());
    walk(&mut app);
    expect_test::expect![[r#"
        outline t.ll
        badges t.ll
        IR t.ll
        IR t.ll @g
        VF t.ll @g %loop
    "#]]
    .assert_eq(&log_since(&app, start));

    // A cost edit: the verdicts and the views that read costs; no outline,
    // no IR.
    let start = app.requests().log.len();
    app.set_cost("arith.fdiv.f32", 60);
    assert!(app.settle());
    walk(&mut app);
    expect_test::expect![[r#"
        badges t.ll
        VF t.ll @f %loop
        VF t.ll @g %loop
        VF t.ll @h %loop
    "#]]
    .assert_eq(&log_since(&app, start));
}
