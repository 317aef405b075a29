//! GenXLegalization of the selected GenX function: each bale it split,
//! with the slice widths and the legal instructions it became, then the
//! function before and after it (platform XeHPG, as `lanes legalize`
//! without `--cpu`).

use lanes::Analysis;

use super::text::{self, TextTab};
use super::{SelInfo, SelKind, Selection};

/// The tab: the façade's before/after, drawn as the Collapse tab draws it.
pub fn tab() -> TextTab {
    TextTab {
        title: "Legalize",
        applies: |sel: SelInfo| sel.genx && sel.kind == SelKind::Function,
        per_vf: false,
        // The platform is XeHPG's whatever the target's cost tables say.
        costs: super::Costs::None,
        legend: &[
            (
                "bale %a %b split 16+16: …",
                "a bale (its members, head last), its slice widths, the instructions made",
            ),
            ("%x.splitN", "the slice from element N of a member"),
            (
                "%x.joinN",
                "the slice from element N written back into the whole",
            ),
        ],
        fetch: |an: &Analysis, sel: &Selection| {
            text::answer(
                an.legalization(&sel.file, sel.function.as_deref(), None),
                |d| super::collapse::before_after(d),
            )
        },
    }
}
