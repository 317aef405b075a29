//! TUI responsiveness on a large module (1000 functions): time to draw a
//! frame, and from a key press to the next frame (with whatever data is
//! cached) and to the frame that shows the new selection's data.

use lanes_tui::app::SourceFile;
use lanes_tui::{App, Theme};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};

fn main() {
    divan::main();
}

const FUNCTIONS: usize = 1000;

fn large_app() -> App {
    let text = lanes_ir::synth::large_module(FUNCTIONS);
    let files = vec![SourceFile {
        path: "synth.ll".into(),
        text,
        disk: None,
    }];
    let mut app = App::new(files, None, Theme { color: true }).unwrap();
    assert!(app.settle());
    app
}

fn press(app: &mut App, c: char) {
    app.handle_event(&Event::Key(KeyEvent::new(
        KeyCode::Char(c),
        KeyModifiers::NONE,
    )));
}

/// Moves down, wrapping to the top at the end of the tree.
fn next_row(app: &mut App) {
    if app.cursor() + 1 >= app.rows.len() {
        press(app, 'g');
    } else {
        press(app, 'j');
    }
}

/// Opening the module until every outline is shown.
#[divan::bench(sample_count = 5, sample_size = 1)]
fn open_1000_functions() -> App {
    large_app()
}

/// One frame of the workspace with a function's IR, 160×48.
#[divan::bench]
fn render_frame(bencher: divan::Bencher) {
    let mut app = large_app();
    for _ in 0..500 {
        next_row(&mut app);
    }
    assert!(app.settle());
    let mut term = Terminal::new(TestBackend::new(160, 48)).unwrap();
    bencher.bench_local(|| {
        term.draw(|f| lanes_tui::view::render(&mut app, f)).unwrap();
    });
}

/// Key press → model update → frame (results arrive later, off-thread).
#[divan::bench]
fn key_to_frame(bencher: divan::Bencher) {
    let mut app = large_app();
    let mut term = Terminal::new(TestBackend::new(160, 48)).unwrap();
    bencher.bench_local(|| {
        next_row(&mut app);
        app.drain();
        term.draw(|f| lanes_tui::view::render(&mut app, f)).unwrap();
    });
    assert!(app.settle());
}

/// Key press → the worker's answer for the new selection → frame.
#[divan::bench]
fn key_to_data_frame(bencher: divan::Bencher) {
    let mut app = large_app();
    let mut term = Terminal::new(TestBackend::new(160, 48)).unwrap();
    bencher.bench_local(|| {
        next_row(&mut app);
        assert!(app.settle());
        term.draw(|f| lanes_tui::view::render(&mut app, f)).unwrap();
    });
}

/// A cost edit → every outline and the detail recomputed → frame.
#[divan::bench(sample_count = 20)]
fn cost_edit_to_frame(bencher: divan::Bencher) {
    let mut app = large_app();
    let mut term = Terminal::new(TestBackend::new(160, 48)).unwrap();
    let mut v = 1;
    bencher.bench_local(|| {
        v = 3 - v;
        app.set_cost("arith.default", v);
        assert!(app.settle());
        term.draw(|f| lanes_tui::view::render(&mut app, f)).unwrap();
    });
}
