//! The navigator: rows, the selection, folding.

use super::*;

impl App {
    // ----- navigator -----------------------------------------------------------

    pub fn rebuild_rows(&mut self) {
        let rows = navtree::rows(&self.files, Some(&self.folded));
        self.rows = if self.filtering() {
            self.filtered(rows)
        } else {
            rows
        };
    }

    /// Whether some filter leaves loops out (`f`, `F`, `r`).
    pub fn filtering(&self) -> bool {
        self.filter != NavFilter::All
            || self.category.is_some()
            || self.text_filter.as_deref().is_some_and(|t| !t.is_empty())
    }

    /// Whether the filters keep the loop `k`: its verdict (once known) is
    /// of the kind and category asked for, and its function, header or
    /// reasons contain the text typed.
    fn keeps(&self, k: &LoopKey) -> bool {
        let badge = self.badges.get(k);
        let kind = match self.filter {
            NavFilter::All => true,
            NavFilter::NotVectorized => badge.is_some_and(|b| !b.vectorized),
            NavFilter::Vectorized => badge.is_some_and(|b| b.vectorized),
            NavFilter::Differing => self.differs.contains(k) || self.disagrees_with_compiler(k),
        };
        let cat = self
            .category
            .is_none_or(|c| badge.is_some_and(|b| category(&b.row) == c));
        let text = match self.text_filter.as_deref() {
            None | Some("") => true,
            Some(t) => {
                let t = t.to_lowercase();
                let has = |s: &str| s.to_lowercase().contains(&t);
                has(&k.1)
                    || has(&k.2)
                    || badge.is_some_and(|b| {
                        b.row.reason_message().is_some_and(has)
                            || b.row.refusals.iter().any(|r| has(&r.message))
                    })
            }
        };
        kind && cat && text
    }

    /// The loop rows the filters keep, with the function and file rows
    /// above them. Folded parents stay (their loops cannot be told).
    fn filtered(&self, rows: Vec<Row>) -> Vec<Row> {
        let keep_loop = |k: &NavKey| match k {
            NavKey::Loop(f, func, l) => self.keeps(&(f.clone(), func.clone(), l.clone())),
            _ => false,
        };
        let kept: Vec<&NavKey> = rows
            .iter()
            .map(|r| &r.key)
            .filter(|k| keep_loop(k))
            .collect();
        let under = |k: &NavKey| {
            self.folded.contains(k)
                || kept.iter().any(|l| {
                    let func = l.parent();
                    func.as_ref() == Some(k) || func.and_then(|f| f.parent()).as_ref() == Some(k)
                })
        };
        rows.iter()
            .filter(|r| match &r.key {
                NavKey::Loop(..) => keep_loop(&r.key),
                k => under(k),
            })
            .cloned()
            .collect()
    }

    /// How many loop rows are listed.
    fn listed_loops(&self) -> usize {
        self.rows.iter().filter(|r| r.lp.is_some()).count()
    }

    /// `f`: all loops, the ones left scalar, the vectorized ones, and
    /// while comparing the ones that differ.
    pub(super) fn cycle_filter(&mut self) {
        self.filter = match self.filter {
            NavFilter::All => NavFilter::NotVectorized,
            NavFilter::NotVectorized => NavFilter::Vectorized,
            NavFilter::Vectorized if self.compare.is_some() || !self.compiler.is_empty() => {
                NavFilter::Differing
            }
            NavFilter::Vectorized | NavFilter::Differing => NavFilter::All,
        };
        self.rebuild_rows();
        let what = match self.filter {
            NavFilter::All => "every loop".to_string(),
            f => format!("{} loops only: {} listed", f.label(), self.listed_loops()),
        };
        self.note(what);
    }

    /// `r`: the loops of one category only, the next category (in the
    /// order of the categories' names) each time, then every category.
    pub(super) fn cycle_category(&mut self) {
        let mut cats: Vec<&'static str> = self.badges.values().map(|b| category(&b.row)).collect();
        cats.sort_unstable();
        cats.dedup();
        self.category = match self.category {
            None => cats.first().copied(),
            Some(c) => cats
                .iter()
                .position(|x| *x == c)
                .and_then(|i| cats.get(i + 1))
                .copied(),
        };
        self.rebuild_rows();
        let what = match self.category {
            None => "every category".to_string(),
            Some(c) => format!(
                "{c} only: {}",
                lanes::format::count(self.listed_loops(), "loop")
            ),
        };
        self.note(what);
    }

    /// `F`: typing a filter, from the one in force (Esc goes back to it).
    pub(super) fn start_filter(&mut self) {
        self.mode = Mode::Filter {
            input: self.text_filter.clone().unwrap_or_default(),
            before: self.text_filter.clone(),
        }
    }

    /// While typing a filter (`F`), the rows follow the input.
    pub(super) fn live_filter(&mut self) {
        if let Mode::Filter { input, .. } = &self.mode {
            let input = input.clone();
            self.set_text_filter(input, false);
        }
    }

    /// Filters the loops by `text` (empty: no text filter); `done` says so
    /// on the status line.
    pub(super) fn set_text_filter(&mut self, text: String, done: bool) {
        self.text_filter = (!text.is_empty()).then_some(text);
        self.rebuild_rows();
        if done {
            let what = match &self.text_filter {
                None => "no text filter".to_string(),
                Some(t) => format!("loops matching '{t}': {} listed", self.listed_loops()),
            };
            self.note(what);
        }
        self.want_detail();
    }

    /// `<`/`>`: the workspace column by `delta` columns (within what
    /// leaves the detail pane room).
    pub(super) fn resize_nav(&mut self, delta: i32) {
        let now = crate::layout::layout(self.size, self.show_target, self.split())
            .nav
            .width;
        let w = (now as i32 + delta).clamp(0, u16::MAX as i32) as u16;
        self.nav_width = Some(crate::layout::nav_width(self.size.width, Some(w)));
    }

    /// `(`/`)`: the workspace's share of the left column over the target
    /// pane by `delta` percent.
    pub(super) fn resize_share(&mut self, delta: i32) {
        let now = crate::layout::nav_share(self.nav_share) as i32;
        self.nav_share = Some(crate::layout::nav_share(Some((now + delta).max(0) as u16)));
    }

    /// The selected row's index (or the nearest one while it is missing).
    pub fn cursor(&self) -> usize {
        self.selected
            .as_ref()
            .and_then(|k| self.rows.iter().position(|r| &r.key == k))
            .unwrap_or(self.cursor_hint.min(self.rows.len().saturating_sub(1)))
    }

    pub(super) fn select_row(&mut self, i: usize) {
        if self.rows.is_empty() {
            return;
        }
        let i = i.min(self.rows.len() - 1);
        let key = self.rows[i].key.clone();
        if self.selected.as_ref() != Some(&key) {
            self.status_change(Change::Moved);
        }
        self.cursor_hint = i;
        self.selected = Some(key);
        self.want_detail();
    }

    pub(super) fn select_key(&mut self, key: NavKey) {
        let mut p = key.parent();
        while let Some(k) = p {
            self.folded.remove(&k);
            p = k.parent();
        }
        self.rebuild_rows();
        if let Some(i) = self.rows.iter().position(|r| r.key == key) {
            self.select_row(i);
        }
    }

    pub(super) fn nav_move(&mut self, delta: isize) {
        let i = (self.cursor() as isize + delta).clamp(0, self.rows.len() as isize - 1);
        self.select_row(i as usize);
    }

    pub(super) fn nav_fold(&mut self, fold: bool) {
        let Some(row) = self.rows.get(self.cursor()).cloned() else {
            return;
        };
        let folded = self.folded.contains(&row.key);
        if fold {
            if row.parent && !folded {
                self.folded.insert(row.key.clone());
                self.rebuild_rows();
            } else if let Some(p) = row.key.parent() {
                self.select_key(p);
            }
        } else if row.parent && folded {
            self.folded.remove(&row.key);
            self.rebuild_rows();
        } else if row.parent {
            self.nav_move(1);
        }
        self.dirty = true;
    }

    pub(super) fn nav_activate(&mut self) {
        let Some(row) = self.rows.get(self.cursor()).cloned() else {
            return;
        };
        if row.parent {
            if !self.folded.remove(&row.key) {
                self.folded.insert(row.key);
            }
            self.rebuild_rows();
        } else {
            self.focus = Focus::Detail;
        }
    }
}
