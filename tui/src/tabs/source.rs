//! The source the debug info names, each loop's verdict under its start
//! line (`lanes source`), for the selected function's loops, or every loop
//! of the file.

use lanes::Analysis;

use super::text::{self, TextTab};
use super::{SelInfo, Selection};

/// The tab: the façade's annotated source, drawn as text.
pub fn tab() -> TextTab {
    TextTab {
        title: "Source",
        applies: |sel: SelInfo| !sel.genx,
        per_vf: false,
        costs: super::Costs::All,
        legend: &[(
            "^ @f L0 for.body",
            "the loop starting at the caret's column of the line above, and its verdict",
        )],
        fetch: |an: &Analysis, sel: &Selection| {
            let path = sel.file.clone();
            let window = sel.function.is_some();
            text::answer(
                an.source_views(&sel.file, sel.function.as_deref(), &[]),
                move |views: &Vec<lanes::model::SourceView>| {
                    lanes::render::text::source_text(&path, views, window)
                },
            )
        },
    }
}
