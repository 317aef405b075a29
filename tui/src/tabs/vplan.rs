//! The VPlan covering the selected VF: recipes in their hierarchical CFG,
//! then the OptVLS decision of each VLS group.

use lanes::Analysis;

use super::text::{self, TextTab};
use super::{SelInfo, Selection, at_vf};

/// The tab: the façade's text form, drawn as text.
pub fn tab() -> TextTab {
    TextTab {
        title: "VPlan",
        applies: |sel: SelInfo| super::applies_per_vf(sel),
        per_vf: true,
        costs: super::Costs::All,
        legend: &[
            ("vp<%1>", "a value the plan makes (not in the IR)"),
            ("ir<%x>", "a value of the IR"),
            ("WIDEN", "one vector instruction for all lanes"),
            ("CLONE", "a scalar copy per lane (or one, when uniform)"),
            ("EMIT", "an instruction of the vector loop's control"),
            ("VLS-GROUP #0", "loads or stores done together as one group"),
            (
                "VLS-GROUP … vs",
                "a group's shuffle sequence against the gathers it replaces: the cheaper decides",
            ),
        ],
        fetch: |an: &Analysis, sel: &Selection| {
            at_vf(sel, |vf| {
                let r = an.vplan(&sel.file, sel.function.as_deref(), sel.loop_.as_deref(), vf);
                text::answer(r, lanes::render::text::vplan_text)
            })
        },
    }
}
