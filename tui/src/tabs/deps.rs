//! Dependences of the selected loop: pairs of memrefs with distance, direction and the largest safe VF.

use lanes::{Analysis, Cancellable};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::{SelInfo, SelKind, Selection, Tab, TabData, TabView, text};
use crate::theme::Theme;

pub struct DepsTab;

impl Tab for DepsTab {
    fn title(&self) -> &'static str {
        "Deps"
    }

    fn applies(&self, sel: SelInfo) -> bool {
        sel.kind == SelKind::Loop
    }

    fn fetch(&self, an: &Analysis, sel: &Selection) -> Cancellable<Result<TabData, String>> {
        text::answer(
            an.dependences(&sel.file, sel.function.as_deref(), sel.loop_.as_deref()),
            lanes::render::text::deps_text,
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
