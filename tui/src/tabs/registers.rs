//! Register assignment of the selected GenX function: the vISA register of every coalesced live range.

use lanes::Analysis;

use super::text::{self, TextTab};
use super::{SelInfo, SelKind, Selection};

/// The tab: the façade's text form, drawn as text.
pub fn tab() -> TextTab {
    TextTab {
        title: "Registers",
        applies: |sel: SelInfo| sel.genx && sel.kind == SelKind::Function,
        per_vf: false,
        legend: &[],
        fetch: |an: &Analysis, sel: &Selection| {
            text::answer(
                an.register_assignment(&sel.file, sel.function.as_deref()),
                |d| text::genx_dumps(d),
            )
        },
    }
}
