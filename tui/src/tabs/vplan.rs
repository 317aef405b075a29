//! The VPlan covering the selected VF: recipes in their hierarchical CFG,
//! then the OptVLS decision of each VLS group.

use lanes::Analysis;

use super::text::{self, TextTab};
use super::{SelInfo, Selection, at_vf};

/// The tab: the façade's text form, drawn as text.
pub fn tab() -> TextTab {
    TextTab {
        title: "VPlan",
        applies: |sel: SelInfo| super::applies_per_vf(sel),
        per_vf: true,
        legend: &[],
        fetch: |an: &Analysis, sel: &Selection| {
            at_vf(sel, |vf| {
                let r = an.vplan(&sel.file, sel.function.as_deref(), sel.loop_.as_deref(), vf);
                text::answer(r, lanes::render::text::vplan_text)
            })
        },
    }
}
