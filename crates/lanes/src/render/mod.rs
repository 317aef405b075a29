//! Renderers: the façade's plain data ([`crate::model`]) as text for
//! people ([`text`], [`passes`] for the GenX IR passes), Graphviz ([`dot`]), LLVM's own words ([`lv`]) and LLVM's
//! optimization records ([`remarks`]).
//! JSON is not here: it is serde's rendering of the model.
//!
//! **Architecture invariant:** a renderer is a pure function of model values
//! (no [`Analysis`](crate::Analysis), no database): everything it prints was
//! computed by the analysis layer first, so the JSON and the text forms
//! cannot disagree about a fact.
//!
//! **API boundary:** the functions are public so that other front ends (the
//! terminal UI) print exactly what the CLI prints.

pub mod build;
pub mod dot;
pub mod lv;
pub mod passes;
pub mod remarks;
pub mod text;
pub mod vls;
