//! Helpers for driving the app like a user and drawing it on a test backend.

#![allow(dead_code)]

use lanes_tui::{App, Theme};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};

/// The demo workspace, settled, with stable status text.
pub fn demo() -> App {
    let mut app = App::demo(Theme { color: true });
    app.show_timings = false;
    assert!(app.settle(), "the demo workspace settles");
    // How many queries opening takes is the database's business; screens
    // start with an empty status line.
    app.status = Default::default();
    app
}

/// An app over in-memory files, settled.
pub fn with_files(files: &[(&str, &str)]) -> App {
    let files = files
        .iter()
        .map(|(p, t)| lanes_tui::app::SourceFile {
            path: p.to_string(),
            text: t.to_string(),
            disk: None,
        })
        .collect();
    let mut app = App::new(files, None, Theme { color: true }).unwrap();
    app.show_timings = false;
    assert!(app.settle());
    app.status = Default::default();
    app
}

/// Presses keys (`"jj?"`; `<Enter>`, `<Esc>`, `<Tab>`, `<S-Tab>`, `<Down>`,
/// `<PgDn>` and friends in angle brackets), settling after each.
pub fn keys(app: &mut App, keys: &str) {
    let mut chars = keys.chars();
    while let Some(c) = chars.next() {
        let (code, mods) = if c == '<' {
            let name: String = chars.by_ref().take_while(|&c| c != '>').collect();
            match name.as_str() {
                "Enter" => (KeyCode::Enter, KeyModifiers::NONE),
                "Esc" => (KeyCode::Esc, KeyModifiers::NONE),
                "Tab" => (KeyCode::Tab, KeyModifiers::NONE),
                "S-Tab" => (KeyCode::BackTab, KeyModifiers::SHIFT),
                "Down" => (KeyCode::Down, KeyModifiers::NONE),
                "Up" => (KeyCode::Up, KeyModifiers::NONE),
                "Left" => (KeyCode::Left, KeyModifiers::NONE),
                "Right" => (KeyCode::Right, KeyModifiers::NONE),
                "Bksp" => (KeyCode::Backspace, KeyModifiers::NONE),
                "PgDn" => (KeyCode::PageDown, KeyModifiers::NONE),
                "PgUp" => (KeyCode::PageUp, KeyModifiers::NONE),
                "C-u" => (KeyCode::Char('u'), KeyModifiers::CONTROL),
                "C-c" => (KeyCode::Char('c'), KeyModifiers::CONTROL),
                "lt" => (KeyCode::Char('<'), KeyModifiers::NONE),
                other => panic!("unknown key <{other}>"),
            }
        } else if c.is_ascii_uppercase() {
            (KeyCode::Char(c), KeyModifiers::SHIFT)
        } else {
            (KeyCode::Char(c), KeyModifiers::NONE)
        };
        app.handle_event(&Event::Key(KeyEvent::new(code, mods)));
        assert!(app.settle(), "settles after {c}");
    }
}

/// Draws the app at `w`×`h` and returns the screen as text.
pub fn draw(app: &mut App, w: u16, h: u16) -> String {
    let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
    t.draw(|f| lanes_tui::view::render(app, f)).unwrap();
    t.backend().to_string()
}

/// Draws the app at `w`×`h` and returns the screen as plain text: one line
/// per row, trailing spaces dropped.
pub fn draw_text(app: &mut App, w: u16, h: u16) -> String {
    draw(app, w, h)
        .lines()
        .map(|l| {
            let row = l
                .strip_prefix('"')
                .and_then(|l| l.strip_suffix('"'))
                .unwrap_or_else(|| panic!("a row drawn with hidden cells: {l}"));
            format!("{}\n", row.trim_end())
        })
        .collect()
}
