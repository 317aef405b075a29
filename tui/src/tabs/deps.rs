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
        costs: super::Costs::None,
        legend: &[
            (
                "#0 -> #1",
                "a dependence from memref #0 to memref #1 (numbered as in Memrefs)",
            ),
            (
                "distance",
                "how far apart the two accesses are, in bytes and in iterations",
            ),
            (
                "(<) (=) (>) (*)",
                "the first access is in an earlier, the same, a later (backward) or an unknown iteration",
            ),
            ("max VF 4", "the widest VF this dependence allows"),
            (
                "max safe VF",
                "the widest VF all the loop's dependences allow",
            ),
        ],
        fetch: |an: &Analysis, sel: &Selection| {
            text::answer(
                an.dependences(&sel.file, sel.function.as_deref(), sel.loop_.as_deref()),
                lanes::render::text::deps_text,
            )
        },
    }
}
