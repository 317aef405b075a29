//! Behaviour driven through `handle_event`, as a user would: what-if
//! editing, targets, saving, live reload, mouse, search, robustness.

mod common;

use std::time::Duration;

use common::{demo, draw, keys, with_files};
use expect_test::expect;
use lanes_tui::app::Mode;
use lanes_tui::{App, Theme};
use ratatui::crossterm::event::{Event, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};

const TWO_LOOPS: &str = include_str!("../../fixtures/invalid/bad_function.ll");

/// How many queries a status text `LABEL · N queries re-ran` reports.
fn reran(status: &str, label: &str) -> usize {
    let rest = status
        .strip_prefix(label)
        .and_then(|r| r.strip_prefix(" · "))
        .unwrap_or_else(|| panic!("{status:?} does not start with {label:?}"));
    rest.split(' ').next().unwrap().parse().unwrap()
}

fn status_line(screen: &str) -> &str {
    screen.lines().rev().nth(1).unwrap()
}

#[test]
fn editing_a_cost_entry_recomputes_and_reports_the_queries_that_re_ran() {
    let mut app = demo();
    keys(&mut app, "c");
    assert!(app.select_target_entry("vector.max_vf"));
    keys(&mut app, "+");
    assert_eq!(app.host.target_desc().vector.max_vf, 64);
    // The navigator's VF badges read the target's tables: the planning
    // queries re-run (the IR shown does not).
    assert!(
        reran(&app.status.text, "vector.max_vf 32 → 64") > 0,
        "{}",
        app.status.text
    );
    let screen = draw(&mut app, 80, 24);
    expect![[r#"
        " vector.max_vf 32 → 64 · 455 queries re-ran              target avx2 (1 edited) "
    "#]]
    .assert_eq(&format!("{}\n", status_line(&screen)));
    assert!(
        screen.contains("┃▶*max_vf                   64 ┃"),
        "{screen}"
    );

    // Typing a value.
    assert!(app.select_target_entry("arith.fdiv.f64"));
    keys(&mut app, "<Enter><C-u>30<Enter>");
    assert_eq!(app.host.target_desc().get("arith.fdiv.f64").unwrap(), 30);
    assert_eq!(app.target.edited(), 2);
    reran(&app.status.text, "arith.fdiv.f64 28 → 30");

    // Invalid values are refused with a message; nothing changes.
    assert!(app.select_target_entry("vector.register_bits"));
    keys(&mut app, "<Enter><C-u>100<Enter>");
    assert!(app.status.error, "{:?}", app.status);
    assert!(
        app.status.text.contains("power of two"),
        "{}",
        app.status.text
    );
    keys(&mut app, "<Enter><C-u>x<Enter>");
    assert_eq!(app.status.text, "'x' is not a non-negative integer");

    // `u` resets one entry, `U` all of them.
    assert!(app.select_target_entry("arith.fdiv.f64"));
    keys(&mut app, "u");
    assert_eq!(app.target.edited(), 1);
    keys(&mut app, "U");
    assert_eq!(app.target.edited(), 0);
    assert_eq!(app.target_desc(), lanes::target::builtin("avx2").unwrap());
}

#[test]
fn editing_a_function_re_runs_only_its_queries() {
    let mut app = with_files(&[("two.ll", TWO_LOOPS)]);
    let edited = TWO_LOOPS.replace("add nuw nsw i64 %i, 2", "add nuw nsw i64 %i, 4");
    app.set_file_text("two.ll", &edited);
    assert!(app.settle());
    let r = app.last_recompute.clone().unwrap();
    assert_eq!(r.label, "reloaded two.ll");
    // One function changed: only its text input is set, so only its body
    // is read and re-parsed; nothing of the other functions re-runs.
    let count = |q: &str| r.executed.iter().filter(|e| *e == q).count();
    assert_eq!(count("function_ir"), 1, "{:?}", r.executed);
    assert_eq!(count("function_text"), 1, "{:?}", r.executed);
    assert_eq!(count("loop_forest"), 1, "{:?}", r.executed);
    let expected = format!("reloaded two.ll · {} queries re-ran", r.executed.len());
    assert_eq!(app.status.text, expected);
}

#[test]
fn cycling_targets_and_a_target_file() {
    let dir = tempdir("targets");
    let file = dir.join("mine.toml");
    let mut mine = lanes::target::builtin("sse42").unwrap();
    mine.name = "mine".into();
    std::fs::write(&file, mine.to_toml()).unwrap();

    let files = lanes_tui::app::demo_files();
    let mut app = App::new(files, Some(file.to_str().unwrap()), Theme { color: false }).unwrap();
    app.show_timings = false;
    assert!(app.settle());
    assert_eq!(app.host.target_desc().name, "mine");
    let mut seen = vec![app.host.target_desc().name];
    for _ in 0..6 {
        keys(&mut app, "t");
        seen.push(app.host.target_desc().name);
    }
    assert_eq!(
        seen,
        ["mine", "sse2", "sse42", "avx2", "avx512", "genx", "mine"]
    );
    assert!(
        reran(&app.status.text, "target mine") > 0,
        "{}",
        app.status.text
    );

    assert!(App::new(Vec::new(), Some("nonesuch"), Theme { color: false }).is_err());
}

#[test]
fn saving_the_edited_target() {
    let dir = tempdir("save");
    let mut app = demo();
    keys(&mut app, "c");
    assert!(app.select_target_entry("memory.gather_per_lane"));
    keys(&mut app, "+w");
    assert_eq!(
        app.mode,
        Mode::Prompt {
            prompt: lanes_tui::app::Prompt::SavePath,
            input: "./avx2-edited.toml".into()
        }
    );
    let path = dir.join("edited.toml");
    keys(&mut app, &format!("<C-u>{}<Enter>", path.display()));
    assert_eq!(
        app.status.text,
        format!(
            "saved avx2 (1 edited entry) as edited to {}",
            path.display()
        )
    );
    let saved = lanes::target::load(path.to_str().unwrap()).unwrap();
    assert_eq!(saved.memory.gather_per_lane, 5);
    // Saved under the file's name, not the built-in's: otherwise equal.
    assert_eq!(saved.name, "edited");
    let mut current = app.target_desc();
    current.name = "edited".into();
    assert_eq!(saved, current);
    assert_eq!(
        saved.description,
        lanes::target::builtin("avx2").unwrap().description
    );
    // The command line loads it and names it so.
    let seed = format!(
        "{}/../fixtures/seeds/vpo_vf_ranges.ll",
        env!("CARGO_MANIFEST_DIR")
    );
    let argv: Vec<String> = ["lanes", "report", &seed, "--target", path.to_str().unwrap()]
        .map(String::from)
        .to_vec();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    assert_eq!(lanes::cli::run(&argv, &mut out, &mut err), 0);
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("edited"), "{out}");
    assert!(!out.contains("avx2"), "{out}");
    // A file named after a built-in does not take its name.
    keys(&mut app, "+w");
    let clash = dir.join("avx2.toml");
    keys(&mut app, &format!("<C-u>{}<Enter>", clash.display()));
    let saved = lanes::target::load(clash.to_str().unwrap()).unwrap();
    assert_eq!(saved.name, "avx2-edited");
}

#[test]
fn live_reload_of_a_watched_file() {
    let dir = tempdir("reload");
    let file = dir.join("k.ll");
    std::fs::write(&file, TWO_LOOPS).unwrap();
    let req = lanes::cli::TuiRequest {
        files: vec![file.clone()],
        target: None,
        ..Default::default()
    };
    let mut app = App::new(
        lanes_tui::app::read_request(&req).unwrap(),
        None,
        Theme { color: false },
    )
    .unwrap();
    app.show_timings = false;
    app.watch();
    assert!(app.settle());
    let names = |app: &App| -> Vec<String> {
        app.files[0]
            .outline()
            .map(|o| o.functions.iter().map(|f| f.info.name.clone()).collect())
            .unwrap_or_default()
    };
    assert_eq!(names(&app), ["good1", "bad", "good2"]);

    // A fix on disk shows up without any key press.
    std::fs::write(&file, TWO_LOOPS.replace("frobnicate", "add")).unwrap();
    let fixed = app.settle_until(Duration::from_secs(20), |a| {
        !a.busy() && a.files[0].outline().is_some_and(|o| !o.has_errors())
    });
    assert!(fixed, "the watcher reloaded the file");
    assert!(
        app.status
            .text
            .starts_with(&format!("reloaded {}", file.display())),
        "{}",
        app.status.text
    );

    // A broken save is shown as diagnostics, never a crash.
    std::fs::write(&file, "define void @f( {\n").unwrap();
    let broken = app.settle_until(Duration::from_secs(20), |a| {
        !a.busy() && a.files[0].outline().is_some_and(|o| o.has_errors())
    });
    assert!(broken);
    keys(&mut app, "g");
    assert!(app.error_view().is_some());
    assert!(draw(&mut app, 80, 24).contains("error"));
}

#[test]
fn selection_survives_a_file_briefly_losing_the_function() {
    let mut app = with_files(&[("two.ll", TWO_LOOPS)]);
    keys(&mut app, "/good2<Enter>");
    let before = app.selection();
    app.set_file_text("two.ll", "");
    assert!(app.settle());
    app.set_file_text("two.ll", TWO_LOOPS);
    assert!(app.settle());
    assert_eq!(app.selection(), before);
}

#[test]
fn mouse_selects_rows_switches_tabs_and_scrolls() {
    let mut app = with_files(&[("two.ll", TWO_LOOPS)]);
    draw(&mut app, 80, 24);
    let click = |app: &mut App, column, row| {
        app.handle_event(&Event::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column,
            row,
            modifiers: KeyModifiers::NONE,
        }));
        assert!(app.settle());
    };
    // Row 3 of the screen is the third row of the tree: the first loop.
    click(&mut app, 5, 4);
    assert_eq!(app.selection().unwrap().loop_.as_deref(), Some("loop"));
    // The second tab's title on the detail pane's top border.
    let screen = draw(&mut app, 80, 24);
    let top: Vec<char> = screen
        .lines()
        .nth(1)
        .unwrap()
        .trim_matches('"')
        .chars()
        .collect();
    let x = (0..top.len())
        .find(|&i| top[i..].starts_with(&['2', ' ', 'L']))
        .unwrap();
    click(&mut app, x as u16, 1);
    assert_eq!(app.active_tab(), Some(1));
    assert_eq!(app.focus, lanes_tui::app::Focus::Detail);
    // Wheel over the navigator moves the selection.
    app.handle_event(&Event::Mouse(MouseEvent {
        kind: MouseEventKind::ScrollDown,
        column: 5,
        row: 5,
        modifiers: KeyModifiers::NONE,
    }));
    assert!(app.settle());
    assert_eq!(app.selection().unwrap().function.as_deref(), Some("bad"));
}

#[test]
fn search_next_previous_and_no_match() {
    let mut app = with_files(&[("two.ll", TWO_LOOPS)]);
    keys(&mut app, "/good<Enter>");
    assert_eq!(app.selection().unwrap().function.as_deref(), Some("good1"));
    keys(&mut app, "n");
    assert_eq!(app.selection().unwrap().function.as_deref(), Some("good2"));
    keys(&mut app, "n");
    assert_eq!(
        app.selection().unwrap().function.as_deref(),
        Some("good1"),
        "wraps"
    );
    keys(&mut app, "N");
    assert_eq!(app.selection().unwrap().function.as_deref(), Some("good2"));
    // Esc goes back to where the search started.
    keys(&mut app, "/bad<Esc>");
    assert_eq!(app.selection().unwrap().function.as_deref(), Some("good2"));
    keys(&mut app, "/zzz<Enter>");
    assert!(app.status.error);
    assert_eq!(app.status.text, "no function or loop matches 'zzz'");
}

#[test]
fn folding_and_focus() {
    let mut app = with_files(&[("two.ll", TWO_LOOPS)]);
    assert_eq!(app.rows.len(), 6);
    keys(&mut app, "h");
    assert_eq!(app.rows.len(), 1, "the file folds");
    keys(&mut app, "l");
    assert_eq!(app.rows.len(), 6);
    keys(&mut app, "jjh");
    assert_eq!(
        app.selection().unwrap().function.as_deref(),
        Some("good1"),
        "h on a leaf goes to its parent"
    );
    keys(&mut app, "<Enter>");
    assert_eq!(app.rows.len(), 5);
    keys(&mut app, "<Tab>");
    assert_eq!(app.focus, lanes_tui::app::Focus::Detail);
    keys(&mut app, "<Tab>");
    assert_eq!(
        app.focus,
        lanes_tui::app::Focus::Navigator,
        "the hidden target pane is skipped"
    );
    keys(&mut app, "c<S-Tab>");
    assert_eq!(app.focus, lanes_tui::app::Focus::Detail);
    keys(&mut app, "q");
    assert!(app.should_quit);
}

#[test]
fn rapid_edits_without_waiting_end_in_the_last_state() {
    let mut app = demo();
    keys(&mut app, "c");
    assert!(app.select_target_entry("arith.default"));
    for _ in 0..10 {
        app.handle_event(&Event::Key(ratatui::crossterm::event::KeyEvent::new(
            ratatui::crossterm::event::KeyCode::Char('+'),
            KeyModifiers::NONE,
        )));
        app.drain();
    }
    assert!(app.settle());
    assert_eq!(app.host.target_desc().arith.table.default, 11);
    assert!(
        reran(&app.status.text, "arith.default 10 → 11") > 0,
        "{}",
        app.status.text
    );
    assert!(!app.busy());
}

#[test]
fn no_color_uses_no_colours() {
    let mut app = App::demo(Theme { color: false });
    assert!(app.settle());
    keys(&mut app, "jjc");
    let mut t = ratatui::Terminal::new(ratatui::backend::TestBackend::new(100, 30)).unwrap();
    t.draw(|f| lanes_tui::view::render(&mut app, f)).unwrap();
    let buf = t.backend().buffer();
    for cell in buf.content() {
        assert_eq!(cell.fg, ratatui::style::Color::Reset, "{cell:?}");
        assert_eq!(cell.bg, ratatui::style::Color::Reset, "{cell:?}");
    }
}

#[test]
fn any_size_draws() {
    let mut app = demo();
    keys(&mut app, "jjc?");
    for (w, h) in [(1, 1), (10, 3), (20, 6), (40, 10), (80, 24), (200, 60)] {
        draw(&mut app, w, h);
    }
    app.handle_event(&Event::Resize(50, 12));
    assert_eq!(app.size, ratatui::layout::Rect::new(0, 0, 50, 12));
}

#[test]
fn the_binary_explains_itself_when_stdout_is_not_a_terminal() {
    for args in [&[][..], &["tui"][..]] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_lanes"))
            .args(args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0));
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            "",
            "stdout stays clean"
        );
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            lanes_tui::NOT_A_TERMINAL
        );
    }
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_lanes"))
        .arg("report")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("vpo_vf_ranges.ll"));
}

fn tempdir(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("lanes-tui-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d.canonicalize().unwrap()
}

/// `v` switches which price decides a VLS group, as `--vls-cost` does, and
/// re-prices the plans; `v` again switches back.
#[test]
fn v_switches_the_vls_price_and_reprices() {
    let text = include_str!("../../fixtures/seeds/optvls_example1.ll");
    let mut app = with_files(&[("x.ll", text)]);
    assert_eq!(app.host.vls_cost(), lanes::VlsCost::Llvm);
    keys(&mut app, "v");
    assert!(app.settle());
    assert_eq!(app.host.vls_cost(), lanes::VlsCost::Optvls);
    assert!(
        reran(&app.status.text, "VLS groups priced by OptVLS") > 0,
        "{}",
        app.status.text
    );
    keys(&mut app, "v");
    assert!(app.settle());
    assert_eq!(app.host.vls_cost(), lanes::VlsCost::Llvm);
    assert!(
        app.status
            .text
            .starts_with("VLS groups priced as LLVM's interleave groups"),
        "{}",
        app.status.text
    );
}
