//! Exporting the view (`x`): the explanation or the tab shown, as text or
//! JSON (a `.json` name), written as a saved target is: never over a file
//! being analysed, asking before replacing one, atomically.

use ratatui::buffer::Buffer;

use super::*;

/// What an export writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Export {
    /// The selected loop's whole answer (`e`).
    Explanation,
    /// The tab shown, as drawn but not cut at the pane's edge.
    Tab,
}

/// Columns a tab is drawn into for an export (no line of a view is
/// wider), and rows of one page of the drawing.
const EXPORT_WIDTH: u16 = 320;
const EXPORT_PAGE: u16 = 200;

/// Every line a scrolling view draws, page by page (`draw` clamps the
/// view's scroll as tabs do; a page that starts before the one asked for
/// is the last), trailing spaces and blank lines dropped.
fn drawn_lines(
    mut draw: impl FnMut(Rect, &mut Buffer, &mut tabs::TabView),
    mut view: tabs::TabView,
) -> Vec<String> {
    let area = Rect::new(0, 0, EXPORT_WIDTH, EXPORT_PAGE);
    let mut lines: Vec<String> = Vec::new();
    for page in 0..1000usize {
        let start = page * EXPORT_PAGE as usize;
        view.scroll = start;
        let mut buf = Buffer::empty(area);
        draw(area, &mut buf, &mut view);
        let rows = (0..area.height).map(|y| {
            let row: String = (0..area.width)
                .map(|x| buf[(x, y)].symbol().to_string())
                .collect();
            row.trim_end().to_string()
        });
        let skip = start.saturating_sub(view.scroll);
        lines.extend(rows.skip(skip));
        if view.scroll != start {
            break;
        }
    }
    while lines.last().is_some_and(String::is_empty) {
        lines.pop();
    }
    lines
}

impl App {
    /// `x`: asks where to export the explanation (in the `Why` popup) or
    /// the tab shown.
    pub(super) fn request_export(&mut self) {
        let what = if matches!(self.mode, Mode::Explain { .. }) {
            Export::Explanation
        } else {
            Export::Tab
        };
        let name = match what {
            Export::Explanation => "why".to_string(),
            Export::Tab => match self.active_tab() {
                Some(t) => self.tabs[t].title().to_lowercase().replace(' ', "-"),
                None => return self.set_error("nothing to export: select a row".into()),
            },
        };
        self.mode = Mode::Prompt {
            prompt: Prompt::ExportPath(what),
            input: format!("./lanes-{name}.txt"),
        };
    }

    /// Enter on the export prompt: the same checks as saving a target.
    pub(super) fn export_to(&mut self, path: &str, what: Export) {
        if let Some(target) = self.destination(path, |p| Pending::OverwriteExport(p, what)) {
            self.write_export(&target, what);
        }
    }

    /// Where a file named `path` may be written now: `None` after refusing
    /// (a file being analysed, a directory, no name) or asking first
    /// (`on_exists` is what a yes does).
    pub(super) fn destination(
        &mut self,
        path: &str,
        on_exists: impl FnOnce(PathBuf) -> Pending,
    ) -> Option<PathBuf> {
        let path = path.trim();
        if path.is_empty() {
            self.set_error("no file name given".into());
            return None;
        }
        let target = PathBuf::from(path);
        let canonical = target_pane::canonical_path(&target);
        if self.inputs().iter().any(|i| Some(i) == canonical.as_ref()) {
            self.set_error(format!(
                "{path} is a file being analysed; choose another name"
            ));
            return None;
        }
        if target.is_dir() {
            self.set_error(format!("{path} is a directory; give a file name"));
            return None;
        }
        if target.exists() {
            self.mode = Mode::Confirm {
                question: format!("replace the existing {path}? y/n"),
                on_yes: on_exists(target),
            };
            return None;
        }
        Some(target)
    }

    /// Writes the export (atomically, as a saved target).
    pub(super) fn write_export(&mut self, path: &std::path::Path, what: Export) {
        let shown = path.display().to_string();
        let json = path.extension().is_some_and(|e| e == "json");
        let Some(bytes) = self.export_bytes(what, json) else {
            return self.set_error("nothing to export yet: the view is computing".into());
        };
        match write_atomically(path, bytes.as_bytes()) {
            Ok(()) => self.set_info(format!(
                "exported the {} as {} to {shown}",
                match what {
                    Export::Explanation => "explanation".to_string(),
                    Export::Tab => self.active_tab().map_or("view".to_string(), |t| format!(
                        "{} tab",
                        self.tabs[t].title()
                    )),
                },
                if json { "JSON" } else { "text" },
            )),
            Err(e) => self.set_error(format!("cannot write {shown}: {e}")),
        }
    }

    /// The export's content: the text as the view shows it; in JSON, the
    /// selection, the target and LLVM that answered, the lines, and the
    /// façade's own value where the view has one (the report row of the
    /// explanation, the VF table).
    pub fn export_bytes(&self, what: Export, json: bool) -> Option<String> {
        let sel = self.selection()?;
        let (view, text, value) = match what {
            Export::Explanation => {
                let k = loop_key(&sel)?;
                let row = self.badges.get(&k).map(|b| serde_json::to_value(&*b.row));
                (
                    "explanation".to_string(),
                    self.explanation()?,
                    row.and_then(Result::ok),
                )
            }
            Export::Tab => {
                let (key, data, _) = self.detail()?;
                let data = data.as_ref().ok()?;
                let tab = &self.tabs[key.tab];
                let lines = drawn_lines(
                    |area, buf, view| data.render(area, buf, view, &self.theme),
                    self.view,
                );
                let value = data.vf_table().and_then(|t| serde_json::to_value(t).ok());
                (tab.title().to_string(), lines.join("\n") + "\n", value)
            }
        };
        if !json {
            return Some(text);
        }
        let row = loop_key(&sel).and_then(|k| self.badges.get(&k));
        let doc = serde_json::json!({
            "view": view,
            "file": sel.file,
            "function": sel.function,
            "loop": sel.loop_,
            "vf": self.selected_vf(),
            "target": row.map(|b| b.target.clone()),
            "profile": row.map(|b| b.row.profile.clone()),
            "lines": text.lines().collect::<Vec<_>>(),
            "value": value,
        });
        serde_json::to_string_pretty(&doc).ok().map(|s| s + "\n")
    }
}
