//! The `lanes` terminal UI: browse files → functions → loops and every
//! analysis of the selection in detail tabs, edit the target's cost tables
//! and watch results update incrementally.
//!
//! Structure (TEA-style): [`app::App`] is the model and its `update`;
//! [`keymap`] maps keys to [`keymap::Action`]s; [`layout`] places the
//! panes; [`view`] draws; [`help`] is the `?` overlay's content; [`tabs`]
//! holds one module per detail view; [`worker`] runs façade queries on
//! snapshots off the UI thread; [`watch`] reloads files that change.

pub mod app;
pub mod glyph;
pub mod help;
pub mod keymap;
pub mod layout;
pub mod navtree;
pub mod tabs;
pub mod target;
pub mod term;
pub mod theme;
pub mod view;
pub mod watch;
pub mod worker;

use std::io::{IsTerminal, Write};
use std::time::Duration;

use lanes::cli::TuiRequest;
use ratatui::crossterm::event::{self, DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::execute;

pub use app::App;
pub use theme::Theme;

/// Printed on stderr instead of drawing when stdout is not a terminal.
pub const NOT_A_TERMINAL: &str =
    "lanes: the terminal UI needs a terminal, and standard output is not one.
For text output, try `lanes report [FILES...]` (or `lanes --help` for every command).
";

/// Runs the terminal UI for `req`; returns the process exit code.
pub fn launch(req: TuiRequest) -> i32 {
    if !std::io::stdout().is_terminal() {
        // A notice, not output: `lanes > x` leaves `x` empty.
        eprint!("{NOT_A_TERMINAL}");
        let _ = std::io::stderr().flush();
        return 0;
    }
    let files = match app::read_request(&req) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("error: {e}");
            return 1;
        }
    };
    let mut app = match App::new(files, req.target.as_deref(), Theme::from_env()) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("error: {e}");
            return 1;
        }
    };
    app.demo = req.files.is_empty();
    app.set_build(&req.build);
    app.host.set_vplan_native_path(req.vplan_native_path);
    app.host.set_vls_cost(req.vls_cost);
    app.host.set_prefer_predicate(req.prefer_predicate);
    app.watch();
    term::install_signal_handlers();
    let mut terminal = ratatui::init();
    let _ = execute!(std::io::stdout(), EnableMouseCapture);
    term::install_panic_hook();
    let result = run(&mut terminal, &mut app);
    let _ = execute!(std::io::stdout(), DisableMouseCapture);
    ratatui::restore();
    match result {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("error: {e}");
            1
        }
    }
}

/// The event loop: draw when something changed, wait briefly for input
/// (shorter while work is under way, so results and the spinner show
/// promptly), apply a bounded burst of events, then worker results.
pub fn run(terminal: &mut ratatui::DefaultTerminal, app: &mut App) -> std::io::Result<()> {
    while !app.should_quit {
        if app.tick() {
            terminal.draw(|f| crate::view::render(app, f))?;
            app.dirty = false;
        }
        let wait = if app.busy() { 16 } else { 100 };
        if event::poll(Duration::from_millis(wait))? {
            for _ in 0..64 {
                let ev = event::read()?;
                app.handle_event(&ev);
                // Not a zero timeout: with one, the terminal source answers
                // at once, without looking at the events it has already
                // read (a millisecond at most is spent when none is left).
                if app.should_quit || !event::poll(Duration::from_millis(1))? {
                    break;
                }
            }
        }
        app.drain();
    }
    Ok(())
}
