//! Bale trees of the selected GenX function: each bale's head, main instruction and baled-in operands.

use lanes::Analysis;

use super::text::{self, TextTab};
use super::{SelInfo, SelKind, Selection};

/// The tab: the façade's text form, drawn as text.
pub fn tab() -> TextTab {
    TextTab {
        title: "Bales",
        applies: |sel: SelInfo| sel.genx && sel.kind == SelKind::Function,
        per_vf: false,
        costs: super::Costs::Genx,
        legend: &[(
            "bale { … }",
            "an instruction and the operands baled into it (one vISA instruction)",
        )],
        fetch: |an: &Analysis, sel: &Selection| {
            text::answer(an.bales(&sel.file, sel.function.as_deref(), false), |d| {
                text::genx_dumps(d)
            })
        },
    }
}
