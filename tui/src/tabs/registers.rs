//! Register assignment of the selected GenX function: the vISA register of every coalesced live range.

use lanes::{Analysis, Cancellable};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::{SelInfo, SelKind, Selection, Tab, TabData, TabView, text};
use crate::theme::Theme;

pub struct RegistersTab;

impl Tab for RegistersTab {
    fn title(&self) -> &'static str {
        "Registers"
    }

    fn applies(&self, sel: SelInfo) -> bool {
        sel.genx && sel.kind == SelKind::Function
    }

    fn fetch(&self, an: &Analysis, sel: &Selection) -> Cancellable<Result<TabData, String>> {
        text::answer(
            an.register_assignment(&sel.file, sel.function.as_deref()),
            |dumps| {
                dumps
                    .iter()
                    .map(|d| d.text.as_str())
                    .collect::<Vec<_>>()
                    .join("\n")
            },
        )
    }

    fn render(
        &self,
        data: &TabData,
        area: Rect,
        buf: &mut Buffer,
        view: &mut TabView,
        theme: &Theme,
    ) {
        text::render(data, area, buf, view, theme)
    }
}
