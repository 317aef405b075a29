//! Exploring: comparing with another side (`C`), moving between source
//! and IR (Enter), filtering as you type (`F`) and by category (`r`),
//! resizing the workspace (`<`/`>`), exporting a view (`x`).

mod common;

use std::collections::HashSet;

use common::{demo, draw_text, keys, with_files};
use lanes::AnalysisHost;
use lanes_tui::app::Other;
use lanes_tui::navtree::NavKey;

type LoopKey = (String, String, String);

/// The loops the navigator lists.
fn listed(app: &lanes_tui::App) -> Vec<LoopKey> {
    app.rows
        .iter()
        .filter_map(|r| match &r.key {
            NavKey::Loop(f, func, l) => Some((f.clone(), func.clone(), l.clone())),
            _ => None,
        })
        .collect()
}

/// The workspace column of a drawn screen (focused: thick borders).
fn nav_rows(screen: &str) -> Vec<String> {
    screen
        .lines()
        .filter_map(|l| l.split('┃').nth(1).map(str::to_string))
        .collect()
}

/// The demo's loops whose `report` rows differ between the default
/// targets and `--target avx512`, as `lanes diff` computes them.
fn demo_diff_with_avx512() -> HashSet<LoopKey> {
    let report = |target: Option<&str>| {
        let mut h = AnalysisHost::without_log();
        if let Some(t) = target {
            h.choose_builtin_target(t, &lanes::target::builtin(t).unwrap());
        }
        let mut paths = Vec::new();
        for (p, t) in lanes::demo::files() {
            h.open_file(p, t);
            paths.push(p.to_string());
        }
        h.analysis().vectorization_report(&paths).unwrap().unwrap()
    };
    let (a, b) = (report(None), report(Some("avx512")));
    lanes::model::diff_reports(["a", "b"], &a, &b, false)
        .into_iter()
        .map(|r| (r.file, r.function, r.loop_))
        .collect()
}

#[test]
fn c_steps_through_the_other_sides_then_off() {
    let mut app = demo();
    keys(&mut app, "C");
    assert_eq!(app.compare, Some(Other::Target("sse2")));
    keys(&mut app, "CC");
    assert_eq!(app.compare, Some(Other::Target("avx512")));
    keys(&mut app, "C");
    assert_eq!(app.compare, Some(Other::Profile(lanes::Profile::Llvm14)));
    keys(&mut app, "C");
    assert_eq!(app.compare, Some(Other::Profile(lanes::Profile::Llvm22)));
    // No entry is edited: the tables as loaded are not a side.
    keys(&mut app, "C");
    use lanes::PreferPredicate as P;
    assert_eq!(
        app.compare,
        Some(Other::PreferPredicate(P::PredicateElseScalarEpilogue))
    );
    keys(&mut app, "C");
    assert_eq!(
        app.compare,
        Some(Other::PreferPredicate(P::PredicateDontVectorize))
    );
    keys(&mut app, "C");
    assert_eq!(app.compare, None);
    assert!(app.differs.is_empty() && app.compare_rows.is_empty());
}

#[test]
fn comparing_marks_the_loops_lanes_diff_lists() {
    let want = demo_diff_with_avx512();
    assert!(!want.is_empty(), "avx512 changes some demo loop");
    let mut app = demo();
    app.set_compare(Some(Other::Target("avx512")));
    assert!(app.settle());
    assert_eq!(app.differs, want);
    for (w, h) in [(80, 24), (120, 36)] {
        let screen = draw_text(&mut app, w, h);
        assert!(
            screen.contains(&format!("vs avx512 ≠{}", want.len())),
            "{w}x{h}:\n{screen}"
        );
        let rows = nav_rows(&screen);
        // Every loop row shows both sides; the differing ones are marked.
        let loop_rows: Vec<&String> = rows
            .iter()
            .filter(|r| r.contains(" L0") || r.contains(" L1"))
            .collect();
        assert!(!loop_rows.is_empty(), "{screen}");
        for r in &loop_rows {
            assert!(r.contains(" │ "), "{w}x{h}: `{r}` has no other side");
        }
        assert!(rows.iter().any(|r| r.contains('≠')), "{w}x{h}:\n{screen}");
    }
    // `f` ends with the differing loops while comparing.
    keys(&mut app, "fff");
    let shown: HashSet<LoopKey> = listed(&app).into_iter().collect();
    assert_eq!(shown, want);
    assert!(draw_text(&mut app, 120, 36).contains("Workspace · differing"));
    keys(&mut app, "f");
    assert!(listed(&app).len() > want.len());
}

#[test]
fn the_other_side_follows_a_cost_edit_or_keeps_the_tables_as_loaded() {
    let mut app = demo();
    keys(&mut app, "/vplan_if_blend<Enter>jc");
    assert!(app.select_target_entry("memory.masked_store"));
    keys(&mut app, "<Enter><C-u>40<Enter>");
    let k: LoopKey = (
        "vplan_examples.ll".into(),
        "vplan_if_blend".into(),
        "for.body".into(),
    );
    let k = app
        .badges
        .keys()
        .find(|x| x.1 == k.1 && x.2 == k.2)
        .cloned()
        .expect("the loop has a verdict");
    assert!(
        !app.badges[&k].vectorized,
        "the edit makes it not profitable"
    );
    // Against another target the edit applies on both sides.
    app.set_compare(Some(Other::Profile(lanes::Profile::Llvm14)));
    assert!(app.settle());
    assert!(!app.compare_rows[&k].vectorized);
    assert!(!app.differs.contains(&k));
    // Against the tables as loaded, the loop is vectorized there.
    app.set_compare(Some(Other::LoadedCosts));
    assert!(app.settle());
    assert!(app.compare_rows[&k].vectorized);
    assert_eq!(app.compare_rows[&k].vf, 8);
    assert!(app.differs.contains(&k));
    keys(&mut app, "e");
    let why = app.explanation().unwrap();
    assert!(
        why.contains("With costs as loaded: vectorized, VF 8"),
        "{why}"
    );
    assert!(why.contains("(differs)"), "{why}");
}

#[test]
fn typing_a_filter_lists_the_loops_whose_names_or_reasons_match() {
    let mut app = demo();
    // A word of some loop's reason that names no function or header.
    let (key, word) = app
        .badges
        .iter()
        .filter_map(|(k, b)| {
            let w = b
                .row
                .reason_message()?
                .split_whitespace()
                .last()?
                .to_string();
            let w = w
                .trim_matches(|c: char| !c.is_alphanumeric())
                .to_lowercase();
            (w.len() > 3 && w.chars().all(|c| c.is_ascii_lowercase()) && !k.1.contains(&w))
                .then(|| (k.clone(), w))
        })
        .min()
        .expect("a loop with a reason");
    keys(&mut app, &format!("F{word}"));
    // Live while typing.
    assert!(listed(&app).contains(&key), "{word}");
    for (f, func, l) in listed(&app) {
        let b = &app.badges[&(f, func.clone(), l.clone())];
        let text = format!(
            "{func} {l} {} {}",
            b.row.reason_message().unwrap_or_default(),
            b.row
                .refusals
                .iter()
                .map(|r| r.message.as_str())
                .collect::<Vec<_>>()
                .join(" ")
        )
        .to_lowercase();
        assert!(text.contains(&word), "{text} lacks {word}");
    }
    keys(&mut app, "<Enter>");
    for (w, h) in [(80, 24), (120, 36)] {
        let screen = draw_text(&mut app, w, h);
        assert!(screen.contains(&format!("· '{word}'")), "{screen}");
    }
    // A function name matches too; Esc goes back to the filter before.
    keys(&mut app, "F<C-u>vplan_if<Esc>");
    assert_eq!(app.text_filter.as_deref(), Some(word.as_str()));
    keys(&mut app, "F<C-u>vplan_if<Enter>");
    let funcs: HashSet<String> = listed(&app).into_iter().map(|k| k.1).collect();
    assert_eq!(funcs, HashSet::from(["vplan_if_blend".to_string()]));
    keys(&mut app, "F<C-u><Enter>");
    assert_eq!(app.text_filter, None);
    assert_eq!(listed(&app).len(), app.badges.len());
}

#[test]
fn r_lists_one_category_at_a_time() {
    let mut app = demo();
    let all = listed(&app).len();
    let mut seen = 0;
    let mut cats = Vec::new();
    loop {
        keys(&mut app, "r");
        let Some(c) = app.category else { break };
        cats.push(c);
        let rows = listed(&app);
        assert!(!rows.is_empty(), "{c}");
        for k in &rows {
            assert_eq!(lanes_tui::app::category(&app.badges[k].row), c);
        }
        seen += rows.len();
        for (w, h) in [(80, 24), (120, 36)] {
            let screen = draw_text(&mut app, w, h);
            assert!(screen.contains(&format!("· {c}")), "{w}x{h}:\n{screen}");
        }
    }
    assert!(cats.contains(&"vectorized") && cats.len() > 2, "{cats:?}");
    assert_eq!(seen, all, "every loop is in one category");
    assert_eq!(listed(&app).len(), all);
}

#[test]
fn lt_and_gt_narrow_and_widen_the_workspace() {
    let mut app = demo();
    let nav = |app: &mut lanes_tui::App, w: u16, h: u16| {
        draw_text(app, w, h);
        lanes_tui::layout::layout(ratatui::layout::Rect::new(0, 0, w, h), false, app.split())
            .nav
            .width
    };
    assert_eq!(nav(&mut app, 120, 36), 48);
    keys(&mut app, ">");
    assert_eq!(nav(&mut app, 120, 36), 52);
    keys(&mut app, "<lt><lt>");
    assert_eq!(nav(&mut app, 120, 36), 44);
    let screen = draw_text(&mut app, 120, 36);
    let top = screen.lines().nth(1).unwrap();
    assert_eq!(top.chars().position(|c| c == '┓'), Some(43), "{top}");
    // At 80 columns it stays between 16 columns and a 30-column detail.
    assert_eq!(nav(&mut app, 80, 24), 44);
    keys(&mut app, &">".repeat(10));
    assert_eq!(nav(&mut app, 80, 24), 50);
    keys(&mut app, &"<lt>".repeat(20));
    assert_eq!(nav(&mut app, 80, 24), 16);
    let screen = draw_text(&mut app, 80, 24);
    assert!(screen.contains("Workspace"), "{screen}");
}

#[test]
fn x_exports_the_tab_and_the_explanation_and_asks_before_replacing() {
    let dir = std::env::temp_dir().join(format!("lanes-export-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let txt = dir.join("vf.txt");
    let json = dir.join("vf.json");
    let mut app = demo();
    keys(&mut app, "/example1<Enter>j5x");
    let screen = draw_text(&mut app, 100, 30);
    assert!(
        screen.contains("export to (.json: JSON): ./lanes-vf.txt"),
        "{screen}"
    );
    keys(&mut app, &format!("<C-u>{}<Enter>", txt.display()));
    let text = std::fs::read_to_string(&txt).unwrap();
    // The whole table, lines not cut at the pane's edge.
    assert!(text.starts_with("VF 4 chosen, interleaved ×4"), "{text}");
    assert!(
        text.contains("more than 4 lanes of the smallest element (64 bits"),
        "{text}"
    );
    assert!(text.lines().any(|l| l.chars().count() > 60), "{text}");
    // An existing file: asked first; no keeps it.
    std::fs::write(&txt, "mine\n").unwrap();
    keys(&mut app, &format!("x<C-u>{}<Enter>", txt.display()));
    assert!(draw_text(&mut app, 100, 30).contains("replace the existing"));
    keys(&mut app, "n");
    assert_eq!(std::fs::read_to_string(&txt).unwrap(), "mine\n");
    keys(&mut app, &format!("x<C-u>{}<Enter>y", txt.display()));
    assert_eq!(std::fs::read_to_string(&txt).unwrap(), text);
    // JSON: the selection, who answered, the lines and the table itself.
    keys(&mut app, &format!("x<C-u>{}<Enter>", json.display()));
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    assert_eq!(v["view"], "VF");
    assert_eq!(v["function"], "example1");
    assert_eq!(v["target"], "avx2");
    assert_eq!(v["value"]["best"], 4);
    assert!(v["lines"].as_array().unwrap().len() > 5);
    // The explanation, from its popup.
    let why = dir.join("why.txt");
    keys(&mut app, "ex");
    assert!(draw_text(&mut app, 100, 30).contains("./lanes-why.txt"));
    keys(&mut app, &format!("<C-u>{}<Enter>", why.display()));
    assert_eq!(
        std::fs::read_to_string(&why).unwrap(),
        app.explanation().unwrap()
    );
    // Never a directory.
    keys(&mut app, &format!("x<C-u>{}<Enter>", dir.display()));
    assert!(
        app.status.text.contains("is a directory"),
        "{}",
        app.status.text
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Opens `fixtures/views/loop_location.ll` with a `loc.c` beside it whose
/// line N reads `source line N`.
fn located() -> (lanes_tui::App, std::path::PathBuf) {
    let text = include_str!("../../fixtures/views/loop_location.ll");
    let dir = std::env::temp_dir().join(format!("lanes-jump-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let ll = dir.join("loc.ll");
    std::fs::write(&ll, text).unwrap();
    let source: String = (1..=45).map(|n| format!("source line {n}\n")).collect();
    std::fs::write(dir.join("loc.c"), source).unwrap();
    (with_files(&[(ll.to_str().unwrap(), text)]), dir)
}

/// The text of the detail pane's row with the cursor (drawn highlighted).
fn cursor_row(app: &mut lanes_tui::App, w: u16, h: u16) -> String {
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
    t.draw(|f| lanes_tui::view::render(app, f)).unwrap();
    let buf = t.backend().buffer().clone();
    let areas = lanes_tui::layout::layout(buf.area, false, app.split());
    let d = areas.detail;
    let mut rows = (d.y + 1..d.y + d.height - 1)
        .filter(|&y| buf[(d.x + 1, y)].bg == ratatui::style::Color::DarkGray);
    let y = rows.next().expect("a cursor row");
    assert!(rows.next().is_none(), "one cursor row");
    (d.x + 1..d.x + d.width - 1)
        .map(|x| buf[(x, y)].symbol().to_string())
        .collect::<String>()
        .trim_end()
        .to_string()
}

#[test]
fn enter_moves_from_a_source_line_to_its_ir_and_back() {
    let (mut app, dir) = located();
    keys(&mut app, "/from_preheader<Enter>j{<Tab>");
    // The cursor starts on the first line of source; down to line 18.
    for (w, h) in [(80, 24), (120, 36)] {
        let row = cursor_row(&mut app, w, h);
        assert!(row.contains("14 | source line 14"), "{w}x{h}: {row}");
    }
    keys(&mut app, "jjjjj");
    assert!(cursor_row(&mut app, 120, 36).contains("18 | source line 18"));
    keys(&mut app, "<Enter>");
    assert!(
        app.status.text.contains("loc.c:18: its first instruction"),
        "{}",
        app.status.text
    );
    for (w, h) in [(80, 24), (120, 36)] {
        let row = cursor_row(&mut app, w, h);
        // Numbered as the file is: line 25 of loc.ll.
        assert!(
            row.starts_with("25 ▌  %p = getelementptr inbounds float"),
            "{w}x{h}: {row}"
        );
    }
    // Back: from an IR line to its source line.
    keys(&mut app, "jjjj<Enter>");
    assert!(
        app.status.text.contains("loc.c:17: its source line"),
        "{}",
        app.status.text
    );
    assert!(cursor_row(&mut app, 120, 36).contains("17 | source line 17"));
    // A heading is no line of source; a line no instruction comes from
    // says so.
    keys(&mut app, "g<Enter>");
    assert!(
        app.status.text.contains("a line of source"),
        "{}",
        app.status.text
    );
    keys(&mut app, "jjj<Enter>");
    assert!(
        app.status
            .text
            .contains("no instruction of the selection is on loc.c:15"),
        "{}",
        app.status.text
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_ir_tab_numbers_lines_as_the_file_does() {
    let (mut app, dir) = located();
    keys(&mut app, "/from_loop_id<Enter>1");
    let screen = draw_text(&mut app, 120, 36);
    let text = include_str!("../../fixtures/views/loop_location.ll");
    let n = text
        .lines()
        .position(|l| l.starts_with("define void @from_loop_id"))
        .unwrap()
        + 1;
    assert!(
        screen.contains(&format!("{n}  define void @from_loop_id")),
        "{screen}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A loop folded by masking (`optsize`) whose 16-bit load has no masked
/// load of its width: LLVM prices it 3,000,000 to keep the loop scalar.
const EMULATED: &str = r#"target datalayout = "e-m:e-i64:64-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(i16* noalias %a, i32* noalias %b, i64 %n) optsize {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %loop ]
  %pa = getelementptr inbounds i16, i16* %a, i64 %iv
  %x = load i16, i16* %pa, align 2
  %w = zext i16 %x to i32
  %pb = getelementptr inbounds i32, i32* %b, i64 %iv
  store i32 %w, i32* %pb, align 4
  %iv.next = add nuw nsw i64 %iv, 1
  %done = icmp eq i64 %iv.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
"#;

#[test]
fn a_placeholder_cost_is_shown_as_emulated_never_as_a_number() {
    let mut app = with_files(&[("k.ll", EMULATED)]);
    keys(&mut app, "/f<Enter>j5");
    let table = app.vf_table().expect("the VF table").clone();
    let emulated: Vec<u32> = table
        .rows
        .iter()
        .filter(|r| r.emulated)
        .map(|r| r.vf)
        .collect();
    assert!(!emulated.is_empty(), "{table:?}");
    for (w, h) in [(80, 24), (120, 36)] {
        let screen = draw_text(&mut app, w, h);
        assert!(screen.contains("emul"), "{w}x{h}:\n{screen}");
        assert!(!screen.contains("3000"), "{w}x{h}:\n{screen}");
    }
    let why = app.explanation().unwrap();
    assert!(why.contains("emulated (invalid)"), "{why}");
    assert!(!why.contains("3000") && !why.contains("37500"), "{why}");
    // `cost`: the text and the JSON say it with a typed marker.
    let mut host = AnalysisHost::without_log();
    host.open_file("k.ll", EMULATED);
    let report = host
        .analysis()
        .cost("k.ll", Some("f"), Some("loop"))
        .unwrap()
        .unwrap();
    let text = lanes::render::text::cost_text(&report);
    assert!(text.contains("total emulated (invalid)"), "{text}");
    assert!(
        text.contains("emulated (invalid)  WIDEN ir<%x> = load"),
        "{text}"
    );
    assert!(
        !text.contains("3000000") && !text.contains("375002"),
        "{text}"
    );
    let json = serde_json::to_value(&report).unwrap();
    let rows = json["best"]["rows"].as_array().unwrap();
    assert!(
        rows.iter().any(|r| r["emulated"] == true
            && r["reason"]
                .as_str()
                .unwrap()
                .starts_with("emulated (invalid)")),
        "{json}"
    );
    let costs = json["costs"].as_array().unwrap();
    assert!(costs.iter().any(|c| {
        c["emulated"] == true
            && c["recipes"]
                .as_array()
                .unwrap()
                .iter()
                .any(|r| r["emulated"] == true)
    }));
}

#[test]
fn preferring_predication_is_a_side_with_its_cost_beside_the_chosen_plan() {
    let mut app = demo();
    app.set_compare(Some(Other::PreferPredicate(
        lanes::PreferPredicate::PredicateElseScalarEpilogue,
    )));
    assert!(app.settle());
    // The loops whose tail the other side folds by masking.
    let folded: Vec<LoopKey> = app
        .compare_rows
        .iter()
        .filter(|(k, r)| r.fold_tail && !app.badges[*k].row.fold_tail)
        .map(|(k, _)| k.clone())
        .collect();
    assert!(!folded.is_empty());
    let k = folded.iter().min().unwrap().clone();
    keys(&mut app, &format!("/{}<Enter>j", k.1));
    let why = app.explanation().unwrap();
    let other = &app.compare_rows[&k];
    assert!(
        why.contains(&format!(
            "With forced -prefer-predicate-over-epilogue=predicate-else-scalar-epilogue: vectorized, VF {}",
            other.vf
        )) && why.contains("tail folded, cost"),
        "{why}"
    );
    for (w, h) in [(80, 24), (120, 36)] {
        let screen = draw_text(&mut app, w, h);
        assert!(screen.contains("vs fold tail"), "{w}x{h}:\n{screen}");
    }
}

#[test]
fn parens_share_the_left_column_between_workspace_and_target() {
    let mut app = demo();
    keys(&mut app, "c");
    let heights = |app: &mut lanes_tui::App| {
        draw_text(app, 120, 36);
        let a =
            lanes_tui::layout::layout(ratatui::layout::Rect::new(0, 0, 120, 36), true, app.split());
        (a.nav.height, a.target.map_or(0, |t| t.height))
    };
    assert_eq!(heights(&mut app), (15, 18));
    keys(&mut app, "))");
    assert_eq!(heights(&mut app), (21, 12));
    keys(&mut app, &"(".repeat(10));
    assert_eq!(heights(&mut app), (5, 28));
    let screen = draw_text(&mut app, 120, 36);
    assert!(
        screen.contains("Workspace") && screen.contains("Target"),
        "{screen}"
    );
}
