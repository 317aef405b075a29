//! Memory references of the selected loop: base, element, stride and access class of every load and store.

use lanes::Analysis;

use super::text::{self, TextTab};
use super::{SelInfo, SelKind, Selection};

/// The tab: the façade's text form, drawn as text.
pub fn tab() -> TextTab {
    TextTab {
        title: "Memrefs",
        applies: |sel: SelInfo| sel.kind == SelKind::Loop,
        per_vf: false,
        costs: super::Costs::None,
        legend: &[(
            "4*{for.body}",
            "an address advancing 4 bytes per iteration of loop for.body",
        )],
        fetch: |an: &Analysis, sel: &Selection| {
            text::answer(
                an.memrefs(&sel.file, sel.function.as_deref(), sel.loop_.as_deref()),
                lanes::render::text::memrefs_text,
            )
        },
    }
}
