//! The user guide agrees with the UI: it lists every key binding exactly as
//! the help overlay does, and its screenshots are what the UI draws.
//!
//! Every screenshot in docs/user-guide.md is a fenced block right after a
//! marker comment saying how to draw it:
//!
//! ```text
//! <!-- screen: 100x30 keys="/example1<Enter>j5" -->
//! <!-- screen: 80x14 files="fixtures/invalid/bad_function.ll" keys="/bad<Enter>" -->
//! ```
//!
//! - `WxH` is the terminal size in columns and rows.
//! - `keys` are pressed one after the other, in the notation of
//!   `common::keys`: characters as typed, `<Enter>`, `<Esc>`, `<Tab>`,
//!   `<C-u>`, `<lt>` for `<` and so on; `<N*k>` presses `k` (a character
//!   or a key name) `N` times, as in `<60*j>` or `<3*Down>`. The screen is
//!   drawn before and after every key, as a terminal of that size would.
//!   `keys` may be empty or left out.
//! - `files` (optional) opens these files, comma-separated and relative to
//!   the repository root, each named by its file name, instead of the demo
//!   workspace.
//!
//! Values are in double quotes and cannot contain one. The screen starts
//! like every snapshot test's: settled, with an empty status line, and with
//! timings left out of the status line so that it is the same on every run
//! (query counts are deterministic and stay). Trailing spaces are not part
//! of a screen. A fenced block that looks like a screen (it starts with
//! ` lanes │`) but has no marker is an error.
//!
//! `UPDATE_EXPECT=1 cargo test -p lanes-tui --test docs` redraws every
//! screen into the guide.

mod common;

use std::path::{Path, PathBuf};

use common::{demo, draw_text, keys, with_files};

#[test]
fn user_guide_lists_every_binding() {
    let guide = include_str!("../../docs/user-guide.md");
    for b in lanes_tui::keymap::KEYMAP {
        let row = format!("| `{}` | {} |", lanes_tui::keymap::keys_label(b), b.desc);
        assert!(
            guide.contains(&row),
            "docs/user-guide.md lacks the row\n{row}"
        );
    }
}

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// How to draw one screen.
#[derive(Debug, Default, PartialEq)]
struct Marker {
    w: u16,
    h: u16,
    keys: String,
    files: Vec<String>,
}

const MARKER_START: &str = "<!-- screen:";
const MARKER_END: &str = "-->";

/// Parses the inside of `<!-- screen: ... -->`.
fn parse_marker(spec: &str) -> Result<Marker, String> {
    let spec = spec.trim();
    let (size, mut rest) = spec.split_once(' ').unwrap_or((spec, ""));
    let (w, h) = size
        .split_once('x')
        .and_then(|(w, h)| Some((w.parse().ok()?, h.parse().ok()?)))
        .ok_or_else(|| format!("the size `{size}` is not WxH"))?;
    let mut m = Marker {
        w,
        h,
        ..Marker::default()
    };
    loop {
        rest = rest.trim_start();
        if rest.is_empty() {
            return Ok(m);
        }
        let (name, after) = rest
            .split_once("=\"")
            .ok_or_else(|| format!("expected name=\"value\" at `{rest}`"))?;
        let (value, after) = after
            .split_once('"')
            .ok_or_else(|| format!("unterminated value of {name}"))?;
        match name {
            "keys" => m.keys = value.to_string(),
            "files" => m.files = value.split(',').map(|f| f.trim().to_string()).collect(),
            other => return Err(format!("unknown attribute `{other}`")),
        }
        rest = after;
    }
}

/// A marked screen in the guide: where its block's lines are.
struct Screen {
    /// 1-based line of the marker.
    line: usize,
    marker: Marker,
    /// Index of the first line inside the fence and of the closing fence.
    body: std::ops::Range<usize>,
}

/// Finds every marked screen; panics on a marker without a fenced block
/// after it and on a screen-like block without a marker.
fn screens(lines: &[&str]) -> Vec<Screen> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let l = lines[i].trim();
        if let Some(spec) = l.strip_prefix(MARKER_START) {
            let spec = spec
                .strip_suffix(MARKER_END)
                .unwrap_or_else(|| panic!("user-guide.md:{}: a marker on one line", i + 1));
            let marker =
                parse_marker(spec).unwrap_or_else(|e| panic!("user-guide.md:{}: {e}", i + 1));
            assert_eq!(
                lines.get(i + 1).copied(),
                Some("```"),
                "user-guide.md:{}: a marker is followed by a ``` block",
                i + 1
            );
            let start = i + 2;
            let end = (start..lines.len())
                .find(|&j| lines[j] == "```")
                .unwrap_or_else(|| panic!("user-guide.md:{}: an unclosed block", i + 1));
            out.push(Screen {
                line: i + 1,
                marker,
                body: start..end,
            });
            i = end + 1;
        } else if l.starts_with("```") {
            assert!(
                !lines.get(i + 1).is_some_and(|n| n.starts_with(" lanes │")),
                "user-guide.md:{}: a screen without a `{MARKER_START} ... {MARKER_END}` marker",
                i + 1
            );
            // Skip the whole block: markers inside it are examples.
            let end = (i + 1..lines.len())
                .find(|&j| lines[j].trim() == "```")
                .unwrap_or(lines.len());
            i = end + 1;
        } else {
            i += 1;
        }
    }
    out
}

/// Draws a screen as the marker says, without trailing newline.
fn render(m: &Marker) -> String {
    let mut app = if m.files.is_empty() {
        demo()
    } else {
        let files: Vec<(String, String)> = m
            .files
            .iter()
            .map(|f| {
                let path = repo_root().join(f);
                let text = std::fs::read_to_string(&path)
                    .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
                let name = Path::new(f).file_name().unwrap().to_string_lossy();
                (name.into_owned(), text)
            })
            .collect();
        let files: Vec<(&str, &str)> = files
            .iter()
            .map(|(p, t)| (p.as_str(), t.as_str()))
            .collect();
        with_files(&files)
    };
    // Drawn before and after every key, as in a terminal of that size.
    draw_text(&mut app, m.w, m.h);
    for press in presses(&m.keys) {
        keys(&mut app, &press);
        draw_text(&mut app, m.w, m.h);
    }
    draw_text(&mut app, m.w, m.h)
        .trim_end_matches('\n')
        .to_string()
}

/// Splits `keys` into key presses for `common::keys`: a character or a
/// `<Name>`; `<N*k>` is `k` (a character or a name) pressed `N` times.
fn presses(keys: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = keys.chars();
    while let Some(c) = chars.next() {
        if c != '<' {
            out.push(c.to_string());
            continue;
        }
        let name: String = chars.by_ref().take_while(|&c| c != '>').collect();
        match name.split_once('*') {
            Some((n, k)) => {
                let n: usize = n
                    .parse()
                    .unwrap_or_else(|_| panic!("`<{name}>`: a count before `*`"));
                let k = if k.chars().count() == 1 {
                    k.to_string()
                } else {
                    format!("<{k}>")
                };
                out.extend(std::iter::repeat_n(k, n));
            }
            None => out.push(format!("<{name}>")),
        }
    }
    out
}

#[test]
fn user_guide_screens_are_current() {
    let path = repo_root().join("docs/user-guide.md");
    let guide = std::fs::read_to_string(&path).unwrap();
    let lines: Vec<&str> = guide.lines().collect();
    let screens = screens(&lines);
    assert!(!screens.is_empty(), "no marked screens in user-guide.md");

    let update = std::env::var("UPDATE_EXPECT").is_ok_and(|v| v == "1");
    let mut stale = Vec::new();
    // (range of lines, new lines), in order.
    let mut replacements = Vec::new();
    for s in &screens {
        let got = render(&s.marker);
        let want: Vec<&str> = lines[s.body.clone()].iter().map(|l| l.trim_end()).collect();
        let got_lines: Vec<&str> = got.lines().collect();
        if got_lines != want {
            let first = (0..got_lines.len().max(want.len()))
                .find(|&k| got_lines.get(k) != want.get(k))
                .unwrap_or(0);
            stale.push(format!(
                "user-guide.md:{} (screen {}x{} keys=\"{}\"{}) differs from line {} on:\n\
                 guide: {}\n\
                 drawn: {}\n\
                 the screen as drawn now:\n{got}\n",
                s.line,
                s.marker.w,
                s.marker.h,
                s.marker.keys,
                if s.marker.files.is_empty() {
                    String::new()
                } else {
                    format!(" files=\"{}\"", s.marker.files.join(","))
                },
                s.body.start + first + 1,
                want.get(first).copied().unwrap_or("(no line)"),
                got_lines.get(first).copied().unwrap_or("(no line)"),
            ));
            replacements.push((s.body.clone(), got));
        }
    }
    if stale.is_empty() {
        return;
    }
    if update {
        let mut out = String::with_capacity(guide.len());
        let mut next = 0;
        for (range, got) in replacements {
            for l in &lines[next..range.start] {
                out.push_str(l);
                out.push('\n');
            }
            out.push_str(&got);
            out.push('\n');
            next = range.end;
        }
        for l in &lines[next..] {
            out.push_str(l);
            out.push('\n');
        }
        std::fs::write(&path, out).unwrap();
        eprintln!("updated {} screen(s) in {}", stale.len(), path.display());
        return;
    }
    panic!(
        "{} screen(s) in docs/user-guide.md are out of date:\n\n{}\n\
         Redraw them with `UPDATE_EXPECT=1 cargo test -p lanes-tui --test docs` \
         and review the diff of docs/user-guide.md.",
        stale.len(),
        stale.join("\n")
    );
}

#[test]
fn screen_markers_parse() {
    assert_eq!(
        parse_marker(r#" 100x30 keys="/a<Enter>j" "#),
        Ok(Marker {
            w: 100,
            h: 30,
            keys: "/a<Enter>j".into(),
            files: vec![],
        })
    );
    assert_eq!(
        parse_marker(r#"80x14 files="a/b.ll, c.ll" keys="""#),
        Ok(Marker {
            w: 80,
            h: 14,
            keys: String::new(),
            files: vec!["a/b.ll".into(), "c.ll".into()],
        })
    );
    assert!(parse_marker("100").is_err());
    assert!(parse_marker(r#"100x30 key="j""#).is_err());
    assert!(parse_marker(r#"100x30 keys="j"#).is_err());
}

#[test]
fn repeated_keys() {
    assert_eq!(
        presses("/a<Enter><3*j><2*Down><lt>"),
        [
            "/", "a", "<Enter>", "j", "j", "j", "<Down>", "<Down>", "<lt>"
        ]
    );
}
