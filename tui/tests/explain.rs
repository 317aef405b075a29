//! Why first: badges are short categories that fit, and `e` shows the
//! selected loop's whole answer, wrapped at word boundaries, scrolled.

mod common;

use common::{demo, draw_text, keys};

#[test]
fn the_explanation_shows_every_reason_in_full_at_80_and_120_columns() {
    for (w, h) in [(80, 24), (120, 36)] {
        let mut app = demo();
        keys(&mut app, "/example1_gathers<Enter>j");
        let full = app.explanation().expect("a loop is selected");
        keys(&mut app, "e");
        // Page by page, every wrapped line of the explanation is drawn
        // whole: lines end at word boundaries, none is cut at the border.
        let inner = lanes_tui::layout::help_inner(ratatui::layout::Rect::new(0, 0, w, h));
        let wrapped = lanes_tui::layout::wrap(&full, inner.width as usize);
        let mut seen = String::new();
        for _ in 0..=wrapped.len() / inner.height as usize {
            seen.push_str(&draw_text(&mut app, w, h));
            keys(&mut app, "<PgDn>");
        }
        for line in &wrapped {
            assert!(
                seen.contains(line.as_str()),
                "{w}x{h}: `{line}` is not drawn whole:\n{seen}"
            );
            assert!(line.chars().count() <= inner.width as usize);
        }
        let words: Vec<&str> = wrapped.iter().flat_map(|l| l.split_whitespace()).collect();
        assert_eq!(
            words,
            full.split_whitespace().collect::<Vec<_>>(),
            "no word is cut"
        );
        keys(&mut app, "q");
        assert!(!draw_text(&mut app, w, h).contains(" Why "), "q closes it");
    }
}

#[test]
fn badges_are_categories_that_fit_at_80_columns() {
    let mut app = demo();
    let screen = draw_text(&mut app, 80, 24);
    let categories = [
        "VF",
        "control flow",
        "trip count unknown",
        "fp reorder",
        "live-out",
        "recurrence",
        "if-conversion",
        "call",
        "instruction",
        "volatile/atomic",
        "nontemporal",
        "invariant store",
        "array bounds",
        "unsafe dep",
        "memory checks",
        "optsize",
        "irreducible",
        "already vectorized",
        "disabled",
        "outer loop",
        "enclosing loop",
        "not profitable",
        "no legal VF",
        "scalar",
        "skipped",
    ];
    let mut badges = 0;
    for line in screen.lines() {
        let Some(nav) = line.split('┃').nth(1).or_else(|| line.split('│').nth(1)) else {
            continue;
        };
        if let Some((_, badge)) = nav.split_once('✗') {
            badges += 1;
            let badge = badge.trim();
            // The mark alone where no category fits.
            assert!(
                badge.is_empty() || categories.contains(&badge),
                "badge `{badge}` is cut or unknown:\n{screen}"
            );
        }
    }
    assert!(badges > 0, "{screen}");
}

#[test]
fn f_lists_the_loops_left_scalar_then_the_vectorized_ones() {
    let mut app = demo();
    let loops = |app: &lanes_tui::App| {
        app.rows
            .iter()
            .filter_map(|r| match &r.key {
                lanes_tui::navtree::NavKey::Loop(f, func, l) => {
                    Some(app.badges[&(f.clone(), func.clone(), l.clone())].vectorized)
                }
                _ => None,
            })
            .collect::<Vec<bool>>()
    };
    let all = loops(&app);
    keys(&mut app, "f");
    let scalar = loops(&app);
    assert!(!scalar.is_empty() && scalar.iter().all(|v| !v));
    assert!(draw_text(&mut app, 100, 30).contains("Workspace · not vectorized"));
    keys(&mut app, "f");
    let vectorized = loops(&app);
    assert!(!vectorized.is_empty() && vectorized.iter().all(|v| *v));
    assert_eq!(scalar.len() + vectorized.len(), all.len());
    keys(&mut app, "f");
    assert_eq!(loops(&app), all);
}

#[test]
fn the_source_tab_puts_each_verdict_under_its_line() {
    let text = include_str!("../../fixtures/views/loop_location.ll");
    let dir = std::env::temp_dir().join(format!("lanes-source-tab-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let ll = dir.join("loc.ll");
    std::fs::write(&ll, text).unwrap();
    let source: String = (1..=45).map(|n| format!("source line {n}\n")).collect();
    std::fs::write(dir.join("loc.c"), source).unwrap();
    let mut app = common::with_files(&[(ll.to_str().unwrap(), text)]);
    keys(&mut app, "/from_loop_id<Enter>j{");
    let screen = draw_text(&mut app, 120, 36);
    assert!(screen.contains("[10 Sr]"), "{screen}");
    let lines: Vec<&str> = screen.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.contains("| source line 30"))
        .expect(&screen);
    assert!(
        lines[at + 1].contains("^ @from_loop_id L0 for.body: vectorized"),
        "{screen}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_ir_tab_marks_the_instructions_a_refusal_is_about() {
    let mut app = demo();
    keys(&mut app, "/example1_gathers<Enter>j1");
    let screen = draw_text(&mut app, 120, 40);
    let marked: Vec<&str> = screen
        .lines()
        .filter(|l| l.split('│').nth(1).is_some_and(|ir| ir.contains('✗')))
        .collect();
    assert!(
        marked
            .iter()
            .any(|l| l.contains("%k.splatinsert = insertelement")),
        "{screen}"
    );
    // Lines no rule is about keep the loop's mark.
    assert!(screen.contains("▌"), "{screen}");
}
