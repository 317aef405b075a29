//! Dependences of the selected loop: pairs of memrefs with distance, direction and the largest safe VF.

use lanes::Analysis;

use super::text::{self, TextTab};
use super::{SelInfo, SelKind, Selection};

/// The tab: the façade's text form, drawn as text.
pub fn tab() -> TextTab {
    TextTab {
        title: "Deps",
        applies: |sel: SelInfo| sel.kind == SelKind::Loop,
        per_vf: false,
        legend: &[],
        fetch: |an: &Analysis, sel: &Selection| {
            text::answer(
                an.dependences(&sel.file, sel.function.as_deref(), sel.loop_.as_deref()),
                lanes::render::text::deps_text,
            )
        },
    }
}
