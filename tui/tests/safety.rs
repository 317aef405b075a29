//! No lost work, no hang: saving never clobbers an input, values stay in
//! their ranges, unsaved edits are never dropped without a question, and
//! the keys that leave always work.

mod common;

use std::time::{Duration, Instant};

use common::{demo, keys};
use lanes_tui::app::{About, Mode, Pending, Status};
use lanes_tui::{App, Theme};
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};

const TWO_LOOPS: &str = include_str!("../../fixtures/invalid/bad_function.ll");

fn tempdir(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("lanes-safety-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d.canonicalize().unwrap()
}

/// An app over `file` on disk, as `lanes tui FILE` opens it.
fn on_disk(file: &std::path::Path) -> App {
    let req = lanes::cli::TuiRequest {
        files: vec![file.to_path_buf()],
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
    assert!(app.settle());
    app
}

fn press(app: &mut App, code: KeyCode, mods: KeyModifiers) {
    app.handle_event(&Event::Key(KeyEvent::new(code, mods)));
}

#[test]
fn saving_never_writes_over_an_input_and_asks_before_replacing_a_file() {
    let dir = tempdir("save");
    let input = dir.join("live.ll");
    std::fs::write(&input, TWO_LOOPS).unwrap();
    let mut app = on_disk(&input);
    keys(&mut app, "c+");
    assert_eq!(app.target.edited(), 1);

    // The input itself, by its name and by another spelling of its path.
    let other_spelling = dir.join(".").join("live.ll");
    for name in [
        input.display().to_string(),
        other_spelling.display().to_string(),
    ] {
        keys(&mut app, &format!("w<C-u>{name}<Enter>"));
        assert!(app.status.error, "{:?}", app.status);
        assert!(
            app.status.text.contains("is a file being analysed"),
            "{}",
            app.status.text
        );
        assert_eq!(std::fs::read_to_string(&input).unwrap(), TWO_LOOPS);
    }

    // Another existing file: a question; `n` keeps it.
    let existing = dir.join("mine.toml");
    std::fs::write(&existing, "keep me").unwrap();
    keys(&mut app, &format!("w<C-u>{}<Enter>", existing.display()));
    assert!(
        matches!(&app.mode, Mode::Confirm { on_yes: Pending::Overwrite(p), .. } if *p == existing),
        "{:?}",
        app.mode
    );
    keys(&mut app, "n");
    assert_eq!(app.mode, Mode::Normal);
    assert_eq!(std::fs::read_to_string(&existing).unwrap(), "keep me");
    // `y` replaces it, whole.
    keys(&mut app, &format!("w<C-u>{}<Enter>y", existing.display()));
    let saved = lanes::target::load(existing.to_str().unwrap()).unwrap();
    let mut current = app.target_desc();
    current.name = saved.name.clone();
    assert_ne!(saved.name, app.target.name, "saved under its own name");
    assert_eq!(saved, current);
    // No temporary file is left behind.
    let names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names.len(), 2, "{names:?}");
}

#[test]
fn atomic_writes_replace_whole_files() {
    let dir = tempdir("atomic");
    let f = dir.join("t.toml");
    std::fs::write(&f, "old").unwrap();
    lanes_tui::app::write_atomically(&f, b"new").unwrap();
    assert_eq!(std::fs::read_to_string(&f).unwrap(), "new");
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
    // A directory that does not exist: an error, and nothing written.
    assert!(lanes_tui::app::write_atomically(&dir.join("no/such.toml"), b"x").is_err());
}

#[test]
fn holding_plus_stops_at_the_documented_maximum() {
    let mut app = demo();
    keys(&mut app, "c");
    assert!(app.select_target_entry("vector.register_bits"));
    let started = Instant::now();
    for _ in 0..40 {
        press(&mut app, KeyCode::Char('+'), KeyModifiers::NONE);
        app.drain();
    }
    assert!(app.settle());
    assert!(started.elapsed() < Duration::from_secs(30));
    assert_eq!(app.target_desc().vector.register_bits, 1024);
    assert_eq!(app.host.target_desc().vector.register_bits, 1024);
    assert!(
        app.status.text.ends_with(
            " · vector.register_bits is at its maximum, 1024 (a power of two from 8 to 1024)"
        ),
        "{}",
        app.status.text
    );
    keys(&mut app, "+");
    assert_eq!(
        app.status.text,
        "vector.register_bits is at its maximum, 1024 (a power of two from 8 to 1024)"
    );
    // A typed value beyond the range is clamped, and the status says so.
    assert!(app.select_target_entry("memory.gather_per_lane"));
    keys(&mut app, "<Enter><C-u>99999999999<Enter>");
    assert_eq!(app.host.target_desc().memory.gather_per_lane, 10_000);
    assert!(
        app.status.text.starts_with(
            "memory.gather_per_lane 4 → 10000 (memory.gather_per_lane is at its maximum, 10000 (an integer from 0 to 10000))"
        ),
        "{}",
        app.status.text
    );
    // Down at the minimum says so too.
    assert!(app.select_target_entry("vector.max_interleave"));
    keys(&mut app, "<Enter><C-u>1<Enter>-");
    assert_eq!(
        app.status.text,
        "vector.max_interleave is at its minimum, 1 (an integer from 1 to 16)"
    );
}

#[test]
fn edits_are_applied_without_waiting_for_computations() {
    let mut app = demo();
    keys(&mut app, "c");
    assert!(app.select_target_entry("arith.default"));
    // Each key press returns at once, whatever is computing: the host is
    // written only once no snapshot is alive.
    for _ in 0..20 {
        let t = Instant::now();
        press(&mut app, KeyCode::Char('+'), KeyModifiers::NONE);
        assert!(
            t.elapsed() < Duration::from_millis(500),
            "{:?}",
            t.elapsed()
        );
    }
    assert!(app.busy());
    let t = Instant::now();
    keys(&mut app, "");
    press(&mut app, KeyCode::Char('c'), KeyModifiers::CONTROL);
    press(&mut app, KeyCode::Char('c'), KeyModifiers::CONTROL);
    assert!(app.should_quit, "two Ctrl-C quit while computing");
    assert!(t.elapsed() < Duration::from_millis(500));
    assert!(app.settle());
    assert_eq!(app.host.target_desc().arith.table.default, 21);
    assert_eq!(app.live_snapshots(), 0);
}

#[test]
fn quitting_with_unsaved_edits_asks_first() {
    let mut app = demo();
    keys(&mut app, "q");
    assert!(app.should_quit, "nothing to lose: q quits");

    let mut app = demo();
    keys(&mut app, "c+q");
    assert!(!app.should_quit);
    assert!(matches!(
        app.mode,
        Mode::Confirm {
            on_yes: Pending::Quit,
            ..
        }
    ));
    keys(&mut app, "n");
    assert!(!app.should_quit);
    assert_eq!(app.target.edited(), 1);
    keys(&mut app, "qy");
    assert!(app.should_quit);

    // Ctrl-C asks too; a second Ctrl-C quits.
    let mut app = demo();
    keys(&mut app, "c+<C-c>");
    assert!(!app.should_quit);
    keys(&mut app, "<C-c>");
    assert!(app.should_quit);
}

#[test]
fn esc_never_quits() {
    let mut app = demo();
    keys(&mut app, "/loop<Esc><Esc><Esc>");
    assert!(!app.should_quit);
    // Twice after a search that was kept, from every pane.
    keys(&mut app, "/loop<Enter><Esc><Esc><Tab><Esc><Esc>c<Esc><Esc>");
    assert!(!app.should_quit);
    assert_eq!(app.mode, Mode::Normal);
    // With unsaved edits: Esc neither quits nor drops them, and it
    // answers no to the quit question.
    keys(&mut app, "+<Esc><Esc>");
    assert!(!app.should_quit);
    assert_eq!(app.target.edited(), 1);
    keys(&mut app, "q<Esc>");
    assert!(!app.should_quit);
    assert_eq!(app.mode, Mode::Normal);
    assert_eq!(app.status.text, "not quitting");
    assert_eq!(app.target.edited(), 1);
    keys(&mut app, "t<Esc>");
    assert_eq!(app.target.name, "avx2");
    assert_eq!(app.target.edited(), 1);
    let mut app = demo();
    keys(&mut app, "?<Esc><Esc>");
    assert!(!app.should_quit);
    assert_eq!(app.mode, Mode::Normal);
    // Ctrl-C from a prompt or the help still leaves.
    keys(&mut app, "/x<C-c>");
    assert!(app.should_quit);
    let mut app = demo();
    keys(&mut app, "?<C-c>");
    assert!(app.should_quit);
}

#[test]
fn switching_targets_with_unsaved_edits_asks_first() {
    let mut app = demo();
    keys(&mut app, "c+t");
    assert!(
        matches!(
            &app.mode,
            Mode::Confirm { on_yes: Pending::CycleTarget, question } if question.contains("discard 1 edited entry of avx2 and switch to avx512")
        ),
        "{:?}",
        app.mode
    );
    keys(&mut app, "n");
    assert_eq!(app.target.name, "avx2");
    assert_eq!(app.target.edited(), 1);
    keys(&mut app, "ty");
    assert_eq!(app.target.name, "avx512");
    assert_eq!(app.host.target_desc().name, "avx512");
    assert_eq!(app.target.edited(), 0);
    // Without edits, `t` switches at once.
    keys(&mut app, "t");
    assert_eq!(app.host.target_desc().name, "genx");
}

#[test]
fn the_status_line_forgets_errors_that_no_longer_apply() {
    let mut app = demo();
    keys(&mut app, "/zzz<Enter>");
    assert!(app.status.error);
    keys(&mut app, "/example1<Enter>");
    assert!(!app.status.error, "{:?}", app.status);
    assert_eq!(app.status.text, "");
    // A VF step on a file row is an error about that row; moving clears it.
    keys(&mut app, "gg]");
    assert!(app.status.error);
    keys(&mut app, "j");
    assert!(!app.status.error, "{:?}", app.status);
    // A long status stays clear of the target label at 60 columns, and
    // says that it was cut.
    app.status = Status::info(About::Outcome, "x".repeat(200));
    let screen = common::draw_text(&mut app, 60, 20);
    let status = screen.lines().rev().nth(1).unwrap();
    assert!(status.ends_with("x… target avx2"), "{status}");
}
