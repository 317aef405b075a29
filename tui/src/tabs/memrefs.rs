//! Memory references of the selected loop: base, element, stride and access class of every load and store.

use lanes::{Analysis, Cancellable};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::{SelInfo, SelKind, Selection, Tab, TabData, TabView, text};
use crate::theme::Theme;

pub struct MemrefsTab;

impl Tab for MemrefsTab {
    fn title(&self) -> &'static str {
        "Memrefs"
    }

    fn applies(&self, sel: SelInfo) -> bool {
        sel.kind == SelKind::Loop
    }

    fn fetch(&self, an: &Analysis, sel: &Selection) -> Cancellable<Result<TabData, String>> {
        text::answer(
            an.memrefs(&sel.file, sel.function.as_deref(), sel.loop_.as_deref()),
            lanes::render::text::memrefs_text,
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
