//! Live ranges of the selected GenX function's values: segments over the instruction numbering.

use lanes::Analysis;

use super::text::{self, TextTab};
use super::{SelInfo, SelKind, Selection};

/// The tab: the façade's text form, drawn as text.
pub fn tab() -> TextTab {
    TextTab {
        title: "Live ranges",
        applies: |sel: SelInfo| sel.genx && sel.kind == SelKind::Function,
        per_vf: false,
        costs: super::Costs::Genx,
        legend: &[(
            "name:[39,123){general}",
            "live from instruction 39 up to 123, in the general register file",
        )],
        fetch: |an: &Analysis, sel: &Selection| {
            text::answer(an.live_ranges(&sel.file, sel.function.as_deref()), |d| {
                text::genx_dumps(d)
            })
        },
    }
}
