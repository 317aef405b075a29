//! GenXRegionCollapsing of the selected GenX function: the rewrites it
//! made, then the function before and after it (platform XeHPG, as
//! `lanes collapse` without `--cpu`).

use lanes::Analysis;
use lanes::model::PassDump;

use super::text::{self, TextTab};
use super::{SelInfo, SelKind, Selection};

/// The tab: the façade's before/after, drawn as text.
pub fn tab() -> TextTab {
    TextTab {
        title: "Collapse",
        applies: |sel: SelInfo| sel.genx && sel.kind == SelKind::Function,
        per_vf: false,
        // The platform is XeHPG's whatever the target's cost tables say.
        costs: super::Costs::None,
        legend: &[
            (
                "processRdRegion: %x = …",
                "a rule of GenXRegionCollapsing and the instruction it made",
            ),
            (
                "%x.regioncollapsed",
                "one region access standing for a nested pair",
            ),
            (
                ".bitcast_before_collapse",
                "the input seen with the collapsed region's element type",
            ),
        ],
        fetch: |an: &Analysis, sel: &Selection| {
            text::answer(
                an.region_collapsing(&sel.file, sel.function.as_deref(), None),
                |d| before_after(d),
            )
        },
    }
}

/// Per function: the pass and platform, its rewrites, then the function
/// before and after (the Legalize tab draws the same).
pub(super) fn before_after(dumps: &[PassDump]) -> String {
    let mut out = String::new();
    for d in dumps {
        out.push_str(&format!(
            "; {} on {} ({}-byte GRF): @{}\n",
            d.pass, d.platform, d.grf_bytes, d.function
        ));
        if d.rules.is_empty() {
            out.push_str("; nothing to change\n");
        }
        for r in &d.rules {
            out.push_str(&format!(";   {r}\n"));
        }
        out.push_str("\n; before\n");
        out.push_str(&d.before);
        out.push_str("\n; after\n");
        out.push_str(&d.after);
    }
    out
}
