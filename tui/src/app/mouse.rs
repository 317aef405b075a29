//! Mouse: clicks and wheel over the panes, hit-tested with [`crate::layout`].

use super::*;

/// What the mouse does, for the help overlay; kept next to the code that
/// does it.
pub const MOUSE_HELP: &[(&str, &str)] = &[
    (
        "click",
        "select the row, tab or cost entry under the pointer and focus its pane",
    ),
    (
        "click again",
        "fold or unfold the selected file or function",
    ),
    (
        "wheel",
        "scroll the pane under the pointer (the detail 3 lines at a time); the focus stays",
    ),
    (
        "",
        "the mouse does nothing while the help, a prompt or a question is open",
    ),
];

impl App {
    pub(super) fn mouse(&mut self, m: &MouseEvent) {
        if self.mode != Mode::Normal {
            return;
        }
        let areas = crate::layout::layout(self.size, self.show_target, self.split());
        let at = Position::new(m.column, m.row);
        let pane = if areas.nav.contains(at) {
            Some(Focus::Navigator)
        } else if areas.detail.contains(at) {
            Some(Focus::Detail)
        } else if areas.target.is_some_and(|t| t.contains(at)) {
            Some(Focus::Target)
        } else {
            None
        };
        let Some(pane) = pane else { return };
        self.dirty = true;
        match m.kind {
            MouseEventKind::ScrollDown | MouseEventKind::ScrollUp => {
                let down = m.kind == MouseEventKind::ScrollDown;
                let prev = self.focus;
                self.focus = pane;
                let step = if pane == Focus::Detail { 3 } else { 1 };
                self.scroll(if down { step } else { -step });
                self.focus = prev;
            }
            MouseEventKind::Down(MouseButton::Left) => {
                self.focus = pane;
                match pane {
                    Focus::Navigator => {
                        let row =
                            self.nav_offset + (m.row.saturating_sub(areas.nav.y + 1)) as usize;
                        if m.row > areas.nav.y && row < self.rows.len() {
                            if row == self.cursor() {
                                self.nav_activate();
                                self.focus = Focus::Navigator;
                            } else {
                                self.select_row(row);
                            }
                        }
                    }
                    Focus::Detail if m.row == areas.detail.y => {
                        let titles = self.tab_titles();
                        let active = self
                            .active_tab()
                            .and_then(|t| self.applicable_tabs().iter().position(|&i| i == t));
                        if let Some(i) =
                            crate::layout::tab_at(&titles, active, areas.detail, m.column)
                        {
                            self.switch_tab(|_, _| i);
                        }
                    }
                    Focus::Detail => {}
                    Focus::Target => {
                        let t = areas.target.expect("target pane shown");
                        let i = self.target.offset + (m.row.saturating_sub(t.y + 1)) as usize;
                        if m.row > t.y && matches!(self.target.items.get(i), Some(Item::Entry(_))) {
                            self.target.selected = i;
                        }
                    }
                }
            }
            _ => {}
        }
    }
}
