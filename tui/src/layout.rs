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

/// The frame layout: a title bar, the workspace (and target) column on
/// the left, the detail tabs on the right, a status line and a key footer.
pub fn layout(area: Rect, show_target: bool) -> Areas {
    let [title, main, status, footer] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(3),
        Constraint::Length(1),
        Constraint::Length(1),
    ])
    .areas(area);
    let left_w = (area.width * 2 / 5).clamp(24.min(area.width), 50);
    let [left, detail] =
        Layout::horizontal([Constraint::Length(left_w), Constraint::Min(10)]).areas(main);
    let (nav, target) = if show_target {
        let [a, b] =
            Layout::vertical([Constraint::Percentage(45), Constraint::Percentage(55)]).areas(left);
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

/// Tab titles on the detail pane's top border: `[1 IR]` for the active
/// tab, ` 2 Loops ` for the others; titles are shortened to fit `width`.
pub fn tab_labels(titles: &[&str], active: Option<usize>, width: u16) -> Vec<String> {
    let room = (width as usize).saturating_sub(4);
    let full: usize = titles.iter().map(|t| t.chars().count() + 4).sum();
    let max_title = if full <= room || titles.is_empty() {
        usize::MAX
    } else {
        (room / titles.len()).saturating_sub(4).max(1)
    };
    titles
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let t: String = t.chars().take(max_title).collect();
            let t = t.trim_end();
            if Some(i) == active {
                format!("[{} {t}]", i + 1)
            } else {
                format!(" {} {t} ", i + 1)
            }
        })
        .collect()
}

/// The tab whose title is at column `x` of the detail pane's top border.
pub fn tab_at(titles: &[&str], detail: Rect, x: u16) -> Option<usize> {
    let mut at = detail.x + 1;
    for (i, label) in tab_labels(titles, None, detail.width).iter().enumerate() {
        let w = label.chars().count() as u16;
        if (at..at + w).contains(&x) {
            return Some(i);
        }
        at += w;
    }
    None
}
