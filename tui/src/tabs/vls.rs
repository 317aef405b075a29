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
        costs: super::Costs::All,
        legend: &[
            ("#1", "a memref of the loop (memref 0 is #1)"),
            ("<4 x 64>", "4 lanes of 64 bits"),
            ("SLoad / SStore", "a strided load / store"),
            (
                "AccessMask",
                "the bytes of the vector the group reads or writes",
            ),
            (
                "Final Sequence",
                "the wide loads or stores and the shuffles that replace the group's gathers",
            ),
            (
                "Cost",
                "the gathers' cost against the sequence's; the cheaper wins",
            ),
        ],
        fetch: |an: &Analysis, sel: &Selection| {
            at_vf(sel, |vf| {
                let r = an.vls(&sel.file, sel.function.as_deref(), sel.loop_.as_deref(), vf);
                text::answer(r, |r| {
                    if r.sequences.is_empty() && r.costs.is_empty() {
                        format!("no VLS groups at VF {vf}\n")
                    } else {
                        lanes::render::vls::vls_text(r, true)
                    }
                })
            })
        },
    }
}
