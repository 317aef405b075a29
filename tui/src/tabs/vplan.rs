//! The VPlan covering the selected VF: recipes in their hierarchical CFG,
//! then the OptVLS decision of each VLS group.

use lanes::{Analysis, Cancellable};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::{SelInfo, Selection, Tab, TabData, TabView, text, vf_of};
use crate::theme::Theme;

pub struct VplanTab;

impl Tab for VplanTab {
    fn title(&self) -> &'static str {
        "VPlan"
    }

    fn applies(&self, sel: SelInfo) -> bool {
        super::applies_per_vf(sel)
    }

    fn per_vf(&self) -> bool {
        true
    }

    fn fetch(&self, an: &Analysis, sel: &Selection) -> Cancellable<Result<TabData, String>> {
        let vf = match vf_of(sel) {
            Ok(v) => v,
            Err(e) => return Ok(Err(e)),
        };
        text::answer(
            an.vplan(&sel.file, sel.function.as_deref(), sel.loop_.as_deref(), vf),
            lanes::render::text::vplan_text,
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
