//! OptVLS at the selected VF: the groups, each group's shuffle sequence
//! and cost against gathers, and the merge trace that built it.

use lanes::{Analysis, Cancellable};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::{SelInfo, Selection, Tab, TabData, TabView, text, vf_of};
use crate::theme::Theme;

pub struct VlsTab;

impl Tab for VlsTab {
    fn title(&self) -> &'static str {
        "VLS"
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
            an.vls(&sel.file, sel.function.as_deref(), sel.loop_.as_deref(), vf),
            |r| {
                if r.sequences.is_empty() && r.costs.is_empty() {
                    format!("no VLS groups at VF {vf}\n")
                } else {
                    lanes::render::text::vls_text(r, true)
                }
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
