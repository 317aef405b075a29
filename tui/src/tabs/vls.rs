//! OptVLS at the selected VF: the groups, each group's shuffle sequence
//! and cost against gathers, and the merge trace that built it.

use lanes::Analysis;

use super::text::{self, TextTab};
use super::{SelInfo, Selection, at_vf};

/// The tab: the façade's text form, drawn as text.
pub fn tab() -> TextTab {
    TextTab {
        title: "VLS",
        applies: |sel: SelInfo| super::applies_per_vf(sel),
        per_vf: true,
        legend: &[],
        fetch: |an: &Analysis, sel: &Selection| {
            at_vf(sel, |vf| {
                let r = an.vls(&sel.file, sel.function.as_deref(), sel.loop_.as_deref(), vf);
                text::answer(r, |r| {
                    if r.sequences.is_empty() && r.costs.is_empty() {
                        format!("no VLS groups at VF {vf}\n")
                    } else {
                        lanes::render::text::vls_text(r, true)
                    }
                })
            })
        },
    }
}
