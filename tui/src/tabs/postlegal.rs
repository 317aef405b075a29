//! GenXPostLegalization of the selected GenX function: the webs the vector
//! decomposer split, the constants it loaded and the region reads and
//! writes it simplified, then the function after legalization (the
//! pass's input) and after post-legalization (platform XeHPG, as `lanes
//! postlegal` without `--cpu`).

use lanes::Analysis;

use super::text::{self, TextTab};
use super::{SelInfo, SelKind, Selection};

/// The tab: the façade's before/after, drawn as the Collapse tab draws it.
pub fn tab() -> TextTab {
    TextTab {
        title: "PostLegal",
        applies: |sel: SelInfo| sel.genx && sel.kind == SelKind::Function,
        per_vf: false,
        // The platform is XeHPG's whatever the target's cost tables say.
        costs: super::Costs::None,
        legend: &[
            (
                "decomposeWeb: %x and its web into N parts",
                "a vector split into parts of whole GRFs",
            ),
            ("%x.decomp.N", "part N of a decomposed vector"),
            (
                "simplifyRegionInst: %x = …",
                "a region read or write replaced (a bitcast folded into it)",
            ),
        ],
        fetch: |an: &Analysis, sel: &Selection| {
            text::answer(
                an.post_legalization(&sel.file, sel.function.as_deref(), None),
                |d| super::collapse::before_after(d),
            )
        },
    }
}
