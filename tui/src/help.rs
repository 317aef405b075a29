//! The `?` overlay's content, generated from the tables the UI runs on:
//! the keys from [`crate::keymap::KEYMAP`], the mouse from
//! the mouse's lines (`crate::app::MOUSE_HELP`, passed in), the symbols from [`crate::glyph`] and each tab's
//! [`crate::tabs::Tab::legend`]. Nothing here is maintained separately from
//! what it describes.

use std::time::Duration;

use ratatui::text::{Line, Span};

use crate::glyph;
use crate::glyph::spinner;
use crate::keymap::{self, Ctx, KEYMAP};
use crate::tabs;
use crate::theme::Theme;

/// Width of the first column (keys, symbols).
const KEY_W: usize = 16;

/// Symbols of the panes, the status line and the target pane (the tabs
/// describe their own).
pub fn screen() -> Vec<(String, &'static str)> {
    let t = glyph::TIMES;
    let f = glyph::FAILED;
    vec![
        (glyph::SELECTED.into(), "the selected row, cost entry or VF"),
        (
            format!("{}/{}", glyph::UNFOLDED, glyph::FOLDED),
            "an unfolded / folded file or function",
        ),
        ("L0.1".into(), "a loop's path: the second loop in the first"),
        (format!("{t}1024"), "the loop's trip count"),
        (format!("{t}?"), "the trip count is not a known constant"),
        ("VF 8".into(), "vectorized with VF 8"),
        (format!("{f} reason"), "not vectorized, and why"),
        (
            "VF 8 │ VF 16".into(),
            "comparing (C): the loop's verdict, then the other side's",
        ),
        (
            "VF 8 │ clang VF 8".into(),
            "a build (--project, --cargo, --merge): lanes' verdict, then the compiler's",
        ),
        (
            glyph::DIFFERS.into(),
            "the verdict, VF or IC differs from the other side's; the verdict or VF from the compiler's",
        ),
        (
            format!("{}4.0k", glyph::HOT),
            "the loop's profile count: the hottest loops first",
        ),
        ("genx".into(), "the function calls llvm.genx.* intrinsics"),
        (format!("@f {f}"), "a function with errors"),
        (format!("f.ll {f}3"), "a file with 3 problems"),
        (
            glyph::MORE.into(),
            "text shortened to fit; after a file: still loading",
        ),
        ("underlined".into(), "matches the search"),
        ("thick border".into(), "the focused pane"),
        ("[1 IR]".into(), "the tab shown"),
        ("@f › L › VF 4".into(), "what the detail pane shows"),
        (
            spinner(Duration::ZERO).to_string(),
            "computing (in the breadcrumb: the data shown is older)",
        ),
        (glyph::STAR.into(), "an edited cost entry; the chosen VF"),
        ("[arith]".into(), "a cost table of the target"),
    ]
}

/// The overlay's lines for `width` columns: keys by context, the mouse,
/// then the symbols.
pub fn lines(th: &Theme, width: usize, mouse: &[(&str, &str)]) -> Vec<Line<'static>> {
    let mut out = Vec::new();
    let row = |out: &mut Vec<Line<'static>>, k: String, what: &str| entry(out, th, k, what, width);
    for ctx in Ctx::ALL {
        if !out.is_empty() {
            out.push(Line::default());
        }
        out.push(Line::from(th.strong(ctx.title())));
        for b in KEYMAP.iter().filter(|b| b.ctx == ctx) {
            row(&mut out, keymap::keys_label(b), b.desc);
        }
        if ctx == Ctx::Input {
            row(&mut out, "any character".into(), "typed into the input");
        }
    }
    out.push(Line::default());
    out.push(Line::from(th.strong("Mouse")));
    for &(what, does) in mouse {
        row(&mut out, what.into(), does);
    }
    out.push(Line::default());
    out.push(Line::from(th.strong("Symbols")));
    for (s, what) in screen() {
        row(&mut out, s, what);
    }
    for tab in tabs::registry() {
        let legend = tab.legend();
        if legend.is_empty() {
            continue;
        }
        out.push(Line::default());
        out.push(Line::from(
            th.strong(format!("Symbols: {} tab", tab.title())),
        ));
        for (s, what) in legend {
            row(&mut out, s, what);
        }
    }
    out
}

/// One entry: the key (or symbol) in the first column and its meaning
/// wrapped in the second; a key too wide for its column gets a line of its
/// own.
fn entry(out: &mut Vec<Line<'static>>, th: &Theme, key: String, what: &str, width: usize) {
    let indent = 2 + KEY_W;
    let mut words =
        crate::layout::wrap_words(what, width.saturating_sub(indent).max(16)).into_iter();
    let key_w = Span::raw(key.as_str()).width();
    let first = if key_w < KEY_W { words.next() } else { None };
    out.push(Line::from(vec![
        Span::raw("  "),
        th.accent(format!("{key:<KEY_W$}")),
        Span::raw(first.unwrap_or_default()),
    ]));
    for w in words {
        out.push(Line::from(format!("{:indent$}{w}", "")));
    }
}

/// The overlay's title hint: its keys, from the keymap's footer entries.
pub fn title_hint() -> String {
    let keys: Vec<String> = keymap::footer(Ctx::Help)
        .into_iter()
        .map(|(k, d)| format!("{k} {d}"))
        .collect();
    format!(" {} ", keys.join(" · "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_meanings_wrap_between_words() {
        use crate::layout::wrap_words;
        assert_eq!(wrap_words("one two three", 7), ["one two", "three"]);
        assert_eq!(wrap_words("unbreakable", 4), ["unbreakable"]);
    }

    #[test]
    fn every_entry_fits_its_width() {
        let th = Theme { color: false };
        for l in lines(&th, 74, &[]) {
            assert!(l.width() <= 74, "{l:?}");
        }
    }
}
