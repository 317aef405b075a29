//! The source the debug info names, each loop's verdict under its start
//! line (`lanes source`), for the selected function's loops, or every loop
//! of the file; Enter on a source line goes to its first IR instruction.

use lanes::{Analysis, Cancellable};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::{SelInfo, Selection, TabView, View, visible_with_cursor};
use crate::theme::Theme;

#[derive(Clone, Copy)]
pub struct SourceTab;

/// The annotated source as `lanes source` prints it, and which source
/// line each printed line shows.
pub struct SourceData {
    pub lines: Vec<String>,
    /// Parallel to `lines`: (the file name as the debug info records it,
    /// 1-based line) of a line of source; `None` for headings and verdicts.
    pub at: Vec<Option<(String, u32)>>,
}

impl SourceData {
    /// The façade's annotated source, each line with the source line it
    /// shows (`render::text::source_lines`).
    pub fn new(ir: &str, views: &[lanes::model::SourceView], window: bool) -> SourceData {
        let (lines, at) = lanes::render::text::source_lines(ir, views, window)
            .into_iter()
            .map(|l| (l.text, l.at))
            .unzip();
        SourceData { lines, at }
    }

    /// The printed line of source line `line` of `file`.
    pub fn line_of(&self, file: &str, line: u32) -> Option<usize> {
        self.at
            .iter()
            .position(|a| a.as_ref().is_some_and(|(f, l)| f == file && *l == line))
    }
}

impl View for SourceTab {
    type Data = SourceData;

    fn jump_side(&self) -> Option<super::JumpSide> {
        Some(super::JumpSide::Source)
    }

    fn location_at(&self, d: &SourceData, line: usize) -> Option<(String, u32)> {
        d.at.get(line).cloned().flatten()
    }

    fn line_of_location(&self, d: &SourceData, file: &str, line: u32) -> Option<usize> {
        d.line_of(file, line)
    }

    fn title(&self) -> &'static str {
        "Source"
    }

    fn applies(&self, sel: SelInfo) -> bool {
        !sel.genx
    }

    fn legend(&self) -> Vec<(String, &'static str)> {
        vec![(
            "^ @f L0 for.body".to_string(),
            "the loop starting at the caret's column of the line above, and its verdict (Enter on a line: its IR)",
        )]
    }

    fn fetch(&self, an: &Analysis, sel: &Selection) -> Cancellable<Result<SourceData, String>> {
        let window = sel.function.is_some();
        Ok(an
            .source_views(&sel.file, sel.function.as_deref(), &[])?
            .map(|views| SourceData::new(&sel.file, &views, window))
            .map_err(|e| e.to_string()))
    }

    fn has_cursor(&self) -> bool {
        true
    }

    fn cursor_anchor(&self, d: &SourceData) -> usize {
        // The first line of source.
        d.at.iter().position(Option::is_some).unwrap_or(0)
    }

    fn render(
        &self,
        d: &SourceData,
        area: Rect,
        buf: &mut Buffer,
        view: &mut TabView,
        theme: &Theme,
    ) {
        let range = visible_with_cursor(d.lines.len(), area.height, view);
        let lines: Vec<Line> = range
            .map(|i| {
                let l = d.lines[i].as_str();
                let line = Line::from(if d.at[i].is_none() && !l.starts_with(' ') {
                    theme.strong(l)
                } else if d.at[i].is_none() {
                    theme.accent(l)
                } else {
                    Span::raw(l)
                });
                if i == view.cursor {
                    line.style(theme.selected(false))
                } else {
                    line
                }
            })
            .collect();
        Paragraph::new(lines).render(area, buf);
    }
}
