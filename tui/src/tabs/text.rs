//! Shared drawing for tabs whose data is the façade's text rendering (the
//! seed-style dumps): lines with a little emphasis and scrolling.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::{TabData, TabView, visible};
use crate::theme::Theme;

/// A rendered dump, split into lines once on the worker thread.
pub struct TextData {
    pub lines: Vec<String>,
}

impl TextData {
    pub fn new(text: &str) -> TextData {
        TextData {
            lines: text.lines().map(str::to_string).collect(),
        }
    }
}

/// Headings (`@f ...`, unindented lines) bold, `;` comments dim.
pub fn render(data: &TabData, area: Rect, buf: &mut Buffer, view: &mut TabView, theme: &Theme) {
    let d = data.downcast_ref::<TextData>().expect("text data");
    let range = visible(d.lines.len(), area.height, &mut view.scroll);
    let lines: Vec<Line> = d.lines[range]
        .iter()
        .map(|l| {
            let t = l.trim_start();
            Line::from(if t.starts_with(';') {
                theme.dim(l.as_str())
            } else if !l.starts_with([' ', '\t']) && !l.is_empty() {
                theme.strong(l.as_str())
            } else {
                Span::raw(l.as_str())
            })
        })
        .collect();
    Paragraph::new(lines).render(area, buf);
}

/// A façade answer rendered to text, as a tab answer.
pub fn answer<T>(
    r: lanes::Cancellable<Result<T, lanes::Error>>,
    text: impl FnOnce(&T) -> String,
) -> lanes::Cancellable<Result<TabData, String>> {
    r.map(|r| {
        r.map(|v| std::sync::Arc::new(TextData::new(&text(&v))) as TabData)
            .map_err(|e| e.to_string())
    })
}
