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
        costs: super::Costs::Genx,
        legend: &[
            (
                "a,b:[4,33){general}",
                "values coalesced into one live range, from instruction 4 up to 33, in the general register file",
            ),
            ("align32", "the range needs 32-byte alignment"),
            (
                "[12]  %x = bitcast",
                "a copy coalescing could not avoid, at instruction 12 (phi, two-address or unoverlapper)",
            ),
        ],
        fetch: |an: &Analysis, sel: &Selection| {
            text::answer(an.coalescing(&sel.file, sel.function.as_deref()), |d| {
                text::genx_dumps(d)
            })
        },
    }
}
