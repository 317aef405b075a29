//! Time from opening a module in the TUI to its first loop badge, to every
//! badge, and the longest frame drawn meanwhile (160×48, a frame drawn
//! every 5 ms while the analysis runs, as the event loop would).
//!
//! `cargo run --release -p lanes-tui --example badge_timing -- FILE.ll [--target NAME]`

use std::time::{Duration, Instant};

use lanes_tui::app::SourceFile;
use lanes_tui::{App, Theme};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let path = args
        .first()
        .expect("usage: badge_timing FILE.ll [--target NAME]");
    let target = args
        .iter()
        .position(|a| a == "--target")
        .and_then(|i| args.get(i + 1))
        .map(String::as_str);
    let text = std::fs::read_to_string(path).expect("readable file");
    let start = Instant::now();
    let files = vec![SourceFile {
        path: path.clone(),
        text,
        disk: None,
    }];
    let mut app = App::new(files, target, Theme { color: true }).expect("app");
    let opened = start.elapsed();
    let mut term = Terminal::new(TestBackend::new(160, 48)).unwrap();
    let mut first = None;
    let mut longest_frame = Duration::ZERO;
    let mut frames = 0u32;
    loop {
        app.drain();
        let t = Instant::now();
        term.draw(|f| lanes_tui::view::render(&mut app, f)).unwrap();
        longest_frame = longest_frame.max(t.elapsed());
        frames += 1;
        if first.is_none() && !app.badges.is_empty() {
            first = Some(start.elapsed());
        }
        if !app.busy() {
            break;
        }
        if start.elapsed() > Duration::from_secs(120) {
            eprintln!("timed out");
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let all = start.elapsed();
    println!(
        "opened {:.0} ms, first badge {:.0} ms, all {} badges {:.0} ms, {} frames, longest frame {:.1} ms",
        opened.as_secs_f64() * 1e3,
        first.map_or(f64::NAN, |d| d.as_secs_f64() * 1e3),
        app.badges.len(),
        all.as_secs_f64() * 1e3,
        frames,
        longest_frame.as_secs_f64() * 1e3
    );
}
