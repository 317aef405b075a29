//! Coalescing of the selected GenX function: coalesced live ranges and the copies that would be inserted.

use lanes::Analysis;

use super::text::{self, TextTab};
use super::{SelInfo, SelKind, Selection};

/// The tab: the façade's text form, drawn as text.
pub fn tab() -> TextTab {
    TextTab {
        title: "Coalescing",
        applies: |sel: SelInfo| sel.genx && sel.kind == SelKind::Function,
        per_vf: false,
        legend: &[],
        fetch: |an: &Analysis, sel: &Selection| {
            text::answer(an.coalescing(&sel.file, sel.function.as_deref()), |d| {
                text::genx_dumps(d)
            })
        },
    }
}
