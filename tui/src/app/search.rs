//! `/` search over the navigator rows.

use super::*;

impl App {
    // ----- search --------------------------------------------------------------

    /// Selects the next row (in the unfolded tree) matching `needle`,
    /// starting after the cursor (or at it with `inclusive`).
    pub(super) fn search(&mut self, needle: &str, forward: bool, inclusive: bool) -> bool {
        if needle.is_empty() {
            return false;
        }
        let all = navtree::rows(&self.files, None);
        if all.is_empty() {
            return false;
        }
        let here = self
            .selected
            .as_ref()
            .and_then(|k| all.iter().position(|r| &r.key == k))
            .unwrap_or(0);
        let n = all.len();
        let start = if inclusive { 0 } else { 1 };
        let found = (start..=n)
            .map(|d| {
                if forward {
                    (here + d) % n
                } else {
                    (here + n - d % n) % n
                }
            })
            .find(|&i| navtree::row_matches(&self.files, &all[i], needle));
        match found {
            Some(i) => {
                self.status_change(Change::Found);
                self.select_key(all[i].key.clone());
                true
            }
            None => {
                self.say(Status::error(
                    About::Search,
                    format!("no function or loop matches '{needle}'"),
                ));
                false
            }
        }
    }

    /// While typing a search, jump to the first match from where it started.
    pub(super) fn incremental_search(&mut self) {
        if let Mode::Search { input, origin } = &self.mode {
            let (input, origin) = (input.clone(), origin.clone());
            if let Some(o) = origin {
                self.selected = Some(o);
            }
            if input.is_empty() {
                self.status_change(Change::SearchReset);
            } else {
                self.search(&input, true, true);
            }
        }
    }
}
