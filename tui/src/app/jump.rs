//! Moving between a source line and its IR (Enter in the Source and IR
//! tabs): the jump waits for the other tab's data, then puts the cursor on
//! the line.

use super::*;
use crate::tabs::JumpSide;

impl App {
    /// The registry index of the tab titled `title`.
    fn tab_named(&self, title: &str) -> Option<usize> {
        self.tabs.iter().position(|t| t.title() == title)
    }

    /// Enter in the detail pane: from the Source tab's line to the first
    /// IR instruction of it, from an IR line to its source line.
    pub(super) fn jump(&mut self) {
        let (to, tab) = {
            let Some((key, Ok(data), _)) = self.detail() else {
                return;
            };
            let shown = &self.tabs[key.tab];
            let at = data.location_at(self.view.cursor);
            match (shown.jump_side(), at) {
                (Some(JumpSide::Source), Some((file, line))) => (Jump::Ir(file, line), "IR"),
                (Some(JumpSide::Source), None) => {
                    return self.say(Status::error(
                        About::Selection,
                        "put the cursor on a line of source (j/k) to go to its IR",
                    ));
                }
                (Some(JumpSide::Ir), Some((file, line))) => (Jump::Source(file, line), "Source"),
                (Some(JumpSide::Ir), None) => {
                    return self.say(Status::error(
                        About::Selection,
                        "this line has no source location (!dbg)",
                    ));
                }
                (None, _) => {
                    return self.say(Status::error(
                        About::Selection,
                        "Enter moves between a source line and its IR in the Source and IR tabs",
                    ));
                }
            }
        };
        let Some(t) = self.tab_named(tab) else {
            return;
        };
        if !self.applicable_tabs().contains(&t) {
            return self.say(Status::error(
                About::Selection,
                format!("no {tab} tab for this selection"),
            ));
        }
        self.jump = Some(to);
        self.preferred_tab = t;
        self.want_detail();
    }

    /// Puts the cursor where the waiting jump goes, once the tab it goes
    /// to is shown with its data.
    pub(super) fn apply_jump(&mut self) {
        let Some(to) = self.jump.clone() else {
            return;
        };
        let Some(Shown {
            key,
            data: Ok(data),
            ..
        }) = &self.shown
        else {
            return;
        };
        let shown = &self.tabs[key.tab];
        let found = match (&to, shown.jump_side()) {
            (Jump::Ir(file, line), Some(JumpSide::Ir)) => data
                .line_of_location(file, *line)
                .ok_or_else(|| format!("no instruction of the selection is on {file}:{line}")),
            (Jump::Source(file, line), Some(JumpSide::Source)) => data
                .line_of_location(file, *line)
                .ok_or_else(|| format!("{file}:{line} is not in the Source tab")),
            _ => return,
        };
        self.jump = None;
        match found {
            Ok(i) => {
                self.view.cursor = i;
                // A little context above the line.
                self.view.scroll = i.saturating_sub(2);
                let (file, line) = match &to {
                    Jump::Ir(f, l) | Jump::Source(f, l) => (f, l),
                };
                let what = match &to {
                    Jump::Ir(..) => "its first instruction",
                    Jump::Source(..) => "its source line",
                };
                self.say(Status::info(
                    About::Selection,
                    format!("{file}:{line}: {what} (Enter goes back)"),
                ));
            }
            Err(e) => self.say(Status::error(About::Selection, e)),
        }
    }
}
