//! The frame layout: where each pane goes for a terminal size, and where
//! the tab titles sit on the detail pane's border. Pure functions of sizes,
//! shared by drawing ([`crate::view`]) and mouse hit-testing.

use ratatui::layout::{Constraint, Layout, Rect};

/// Where everything goes in a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Areas {
    pub title: Rect,
    pub nav: Rect,
    pub target: Option<Rect>,
    pub detail: Rect,
    pub status: Rect,
    pub footer: Rect,
}

/// How the panes share the frame: the workspace column's width and the
/// workspace's share (in percent) of that column's height when the target
/// pane is open below it; `None` is the default of each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Split {
    pub nav_width: Option<u16>,
    pub nav_share: Option<u16>,
}

/// The frame layout: a title bar, the workspace (and target) column on
/// the left, the detail tabs on the right, a status line and a key footer.
pub fn layout(area: Rect, show_target: bool, split: Split) -> Areas {
    let [title, main, status, footer] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(3),
        Constraint::Length(1),
        Constraint::Length(1),
    ])
    .areas(area);
    let left_w = nav_width(area.width, split.nav_width);
    let [left, detail] =
        Layout::horizontal([Constraint::Length(left_w), Constraint::Min(10)]).areas(main);
    let (nav, target) = if show_target {
        let share = nav_share(split.nav_share);
        let [a, b] = Layout::vertical([
            Constraint::Percentage(share),
            Constraint::Percentage(100 - share),
        ])
        .areas(left);
        (a, Some(b))
    } else {
        (left, None)
    };
    Areas {
        title,
        nav,
        target,
        detail,
        status,
        footer,
    }
}

/// The workspace column's width in a frame `width` columns wide: the one
/// chosen (`<`/`>`), kept between 16 columns and what leaves the detail
/// pane 30, else two fifths of the frame, between 24 and 50 columns.
pub fn nav_width(width: u16, chosen: Option<u16>) -> u16 {
    match chosen {
        Some(w) => w.clamp(16.min(width), width.saturating_sub(30).max(16).min(width)),
        None => (width * 2 / 5).clamp(24.min(width), 50),
    }
}

/// The workspace's share of the left column's height over the target
/// pane: the one chosen (`(`/`)`), kept between 15% and 85%, else 45%.
pub fn nav_share(chosen: Option<u16>) -> u16 {
    chosen.map_or(45, |s| s.clamp(15, 85))
}

/// The help overlay over a frame of `area`: centred, at most 80 columns,
/// two rows shorter than the frame.
pub fn help_popup(area: Rect) -> Rect {
    let w = area.width.saturating_sub(4).min(80);
    let h = area.height.saturating_sub(2);
    Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    )
}

/// The help overlay's inside (its border left out).
pub fn help_inner(area: Rect) -> Rect {
    let p = help_popup(area);
    Rect::new(
        p.x + 1,
        p.y + 1,
        p.width.saturating_sub(2),
        p.height.saturating_sub(2),
    )
}

/// Three-letter forms of the tab titles, for a narrow pane (their first
/// two letters when even those do not fit).
const SHORT_TITLES: &[(&str, &str)] = &[
    ("Loops", "Lps"),
    ("Memrefs", "Mem"),
    ("Deps", "Dep"),
    ("Shapes", "Shp"),
    ("VPlan", "VPl"),
    ("Cost", "Cst"),
    ("Bales", "Bal"),
    ("Numbering", "Num"),
    ("Live ranges", "Liv"),
    ("Chart", "Cht"),
    ("Coalescing", "Coa"),
    ("Registers", "Reg"),
    ("Source", "Src"),
];

/// `title` in at most `max` letters (never fewer than 2): the title when
/// it fits, else its three-letter form, cut to `max`.
fn abbreviate(title: &str, max: usize) -> String {
    if title.chars().count() <= max {
        return title.to_string();
    }
    let short = SHORT_TITLES
        .iter()
        .find(|(t, _)| *t == title)
        .map_or(title, |(_, s)| s);
    let s: String = short.chars().take(max.max(2)).collect();
    s.trim_end().to_string()
}

/// Tab titles on the detail pane's top border: `[1 IR]` for the active
/// tab, ` 2 Loops ` for the others. Titles are shortened to fit `width`,
/// down to two or three letters (`Mem`, `Sh`); when even those do not all
/// fit, the labels around the active tab are shown and the others are
/// empty but for a `‹` / `›` standing for those left out on either side.
pub fn tab_labels(titles: &[&str], active: Option<usize>, width: u16) -> Vec<String> {
    let room = (width as usize).saturating_sub(4);
    let full: usize = titles.iter().map(|t| t.chars().count() + 4).sum();
    let max_title = if full <= room || titles.is_empty() {
        usize::MAX
    } else {
        (room / titles.len()).saturating_sub(4).clamp(2, 3)
    };
    let labels_of = |max_title: usize| -> Vec<String> {
        titles
            .iter()
            .enumerate()
            .map(|(i, t)| {
                let t = abbreviate(t, max_title);
                if Some(i) == active {
                    format!("[{} {t}]", i + 1)
                } else {
                    format!(" {} {t} ", i + 1)
                }
            })
            .collect()
    };
    let w = |l: &String| l.chars().count();
    let labels = labels_of(max_title);
    if labels.iter().map(w).sum::<usize>() <= room {
        return labels;
    }
    // Not all of them fit: fewer tabs, each with its three letters.
    let mut labels = labels_of(3);
    // A window of whole labels around the active tab, with a column on
    // each side for the markers.
    let room = room.saturating_sub(2);
    let at = active.unwrap_or(0).min(labels.len() - 1);
    let (mut lo, mut hi) = (at, at + 1);
    let mut used = w(&labels[at]);
    loop {
        let grew_right = hi < labels.len() && used + w(&labels[hi]) <= room;
        if grew_right {
            used += w(&labels[hi]);
            hi += 1;
        }
        let grew_left = lo > 0 && used + w(&labels[lo - 1]) <= room;
        if grew_left {
            lo -= 1;
            used += w(&labels[lo]);
        }
        if !grew_right && !grew_left {
            break;
        }
    }
    for (i, l) in labels.iter_mut().enumerate() {
        if i + 1 == lo {
            *l = "‹".into();
        } else if i == hi {
            *l = "›".into();
        } else if i < lo || i > hi {
            l.clear();
        }
    }
    labels
}

/// The tab whose title is at column `x` of the detail pane's top border
/// (`active`: the position of the active tab, as for [`tab_labels`]).
pub fn tab_at(titles: &[&str], active: Option<usize>, detail: Rect, x: u16) -> Option<usize> {
    let mut at = detail.x + 1;
    for (i, label) in tab_labels(titles, active, detail.width).iter().enumerate() {
        let w = label.chars().count() as u16;
        if (at..at + w).contains(&x) {
            return Some(i);
        }
        at += w;
    }
    None
}

/// `text` in lines of at most `width` columns, broken between words (a
/// word longer than a line stays whole).
pub fn wrap_words(text: &str, width: usize) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            out.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    out.push(line);
    out
}

/// `text` wrapped paragraph by paragraph ([`wrap_words`]) into lines of at
/// most `width` columns, continuation lines indented by two columns so
/// that an item stays one block; a word longer than a line is cut.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(8);
    let mut out = Vec::new();
    for para in text.lines() {
        for (k, line) in wrap_words(para, width - 2).into_iter().enumerate() {
            let indent = if k == 0 { "" } else { "  " };
            let chars: Vec<char> = line.chars().collect();
            for (j, piece) in chars.chunks(width - 2).enumerate() {
                let indent = if j == 0 { indent } else { "  " };
                out.push(format!("{indent}{}", piece.iter().collect::<String>()));
            }
            if chars.is_empty() {
                out.push(String::new());
            }
        }
    }
    out
}
