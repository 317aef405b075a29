//! The navigator: rows, the selection, folding.

use super::*;

impl App {
    // ----- navigator -----------------------------------------------------------

    pub fn rebuild_rows(&mut self) {
        let rows = navtree::rows(&self.files, Some(&self.folded));
        self.rows = match self.filter {
            NavFilter::All => rows,
            f => self.filtered(rows, f == NavFilter::Vectorized),
        };
    }

    /// The loop rows whose verdict is known and is `vectorized`, with the
    /// function and file rows above them. Folded parents stay (their loops
    /// cannot be told).
    fn filtered(&self, rows: Vec<Row>, vectorized: bool) -> Vec<Row> {
        let keep_loop = |k: &NavKey| match k {
            NavKey::Loop(f, func, l) => self
                .badges
                .get(&(f.clone(), func.clone(), l.clone()))
                .is_some_and(|b| b.vectorized == vectorized),
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

    /// `f`: all loops, the ones left scalar, the vectorized ones.
    pub(super) fn cycle_filter(&mut self) {
        self.filter = match self.filter {
            NavFilter::All => NavFilter::NotVectorized,
            NavFilter::NotVectorized => NavFilter::Vectorized,
            NavFilter::Vectorized => NavFilter::All,
        };
        self.rebuild_rows();
        let loops = self.rows.iter().filter(|r| r.lp.is_some()).count();
        let what = match self.filter {
            NavFilter::All => "every loop".to_string(),
            f => format!("{} loops only: {loops} listed", f.label()),
        };
        self.note(what);
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
