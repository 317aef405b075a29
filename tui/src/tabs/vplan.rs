//! The VPlan covering the selected VF: recipes in their hierarchical CFG,
//! then the OptVLS decision of each VLS group.

use lanes::Analysis;

use super::text::{self, TextTab};
use super::{SelInfo, Selection, vf_of};

/// The tab: the façade's text form, drawn as text.
pub fn tab() -> TextTab {
    TextTab {
        title: "VPlan",
        applies: |sel: SelInfo| super::applies_per_vf(sel),
        per_vf: true,
        legend: &[],
        fetch: |an: &Analysis, sel: &Selection| {
            let vf = match vf_of(sel) {
                Ok(v) => v,
                Err(e) => return Ok(Err(e)),
            };
            text::answer(
                an.vplan(&sel.file, sel.function.as_deref(), sel.loop_.as_deref(), vf),
                lanes::render::text::vplan_text,
            )
        },
    }
}
