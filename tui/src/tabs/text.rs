//! The generic text tab ([`TextTab`]) for tabs whose data is the façade's
//! text rendering (the seed-style dumps): lines with a little emphasis and
//! scrolling. A tab that is just text is a [`TextTab`] value.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use lanes::{Analysis, Cancellable};

use super::{SelInfo, Selection, TabView, View, visible};
use crate::theme::Theme;

/// A tab whose data is the façade's text form of an answer (the seed-style
/// dumps): what it applies to and how it asks; drawing is [`render`].
#[derive(Clone, Copy)]
pub struct TextTab {
    /// The tab bar's title.
    pub title: &'static str,
    /// Whether the tab has something to say about the selection.
    pub applies: fn(SelInfo) -> bool,
    /// Whether it shows one VF of a loop.
    pub per_vf: bool,
    /// Which cost tables its answer reads ([`Tab::costs`]).
    pub costs: super::Costs,
    /// The notation of the dump that is not plain IR (see [`Tab::legend`]).
    pub legend: &'static [(&'static str, &'static str)],
    /// Asks the façade (worker thread); usually [`answer`] with a renderer.
    pub fetch: fn(&Analysis, &Selection) -> Cancellable<Result<TextData, String>>,
}

impl View for TextTab {
    type Data = TextData;

    fn title(&self) -> &'static str {
        self.title
    }

    fn applies(&self, sel: SelInfo) -> bool {
        (self.applies)(sel)
    }

    fn per_vf(&self) -> bool {
        self.per_vf
    }

    fn costs(&self) -> super::Costs {
        self.costs
    }

    fn legend(&self) -> Vec<(String, &'static str)> {
        self.legend
            .iter()
            .map(|&(s, m)| (s.to_string(), m))
            .collect()
    }

    fn fetch(&self, an: &Analysis, sel: &Selection) -> Cancellable<Result<TextData, String>> {
        (self.fetch)(an, sel)
    }

    fn render(
        &self,
        data: &TextData,
        area: Rect,
        buf: &mut Buffer,
        view: &mut TabView,
        theme: &Theme,
    ) {
        render(data, area, buf, view, theme)
    }
}

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
pub fn render(d: &TextData, area: Rect, buf: &mut Buffer, view: &mut TabView, theme: &Theme) {
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

/// The text of GenX dumps, one function after another.
pub fn genx_dumps(dumps: &[lanes::model::GenxDump]) -> String {
    dumps
        .iter()
        .map(|d| d.text.as_str())
        .collect::<Vec<_>>()
        .join("\n")
}

/// A façade answer rendered to text, as a tab answer.
pub fn answer<T>(
    r: lanes::Cancellable<Result<T, lanes::Error>>,
    text: impl FnOnce(&T) -> String,
) -> lanes::Cancellable<Result<TextData, String>> {
    r.map(|r| {
        r.map(|v| TextData::new(&text(&v)))
            .map_err(|e| e.to_string())
    })
}
