//! Register assignment of the selected GenX function: the vISA register of every coalesced live range.

use lanes::Analysis;

use super::text::{self, TextTab};
use super::{SelInfo, SelKind, Selection};

/// The tab: the façade's text form, drawn as text.
pub fn tab() -> TextTab {
    TextTab {
        title: "Registers",
        applies: |sel: SelInfo| sel.genx && sel.kind == SelKind::Function,
        per_vf: false,
        costs: super::Costs::Genx,
        legend: &[
            ("V32", "a general (vector) register"),
            ("P1", "a predicate register"),
            ("A1", "an address register"),
            ("T6", "a surface (state) register"),
            ("S0", "a sampler"),
            (
                "V33: a,b i32",
                "the values of one coalesced range and their types",
            ),
            (
                "[v33]  %x = …",
                "the register an instruction's result is in",
            ),
            (
                "extra coalescing",
                "two ranges sharing a register after all",
            ),
        ],
        fetch: |an: &Analysis, sel: &Selection| {
            text::answer(
                an.register_assignment(&sel.file, sel.function.as_deref()),
                |d| text::genx_dumps(d),
            )
        },
    }
}
