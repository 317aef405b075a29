//! `lanes`: the façade over the analysis database.
//!
//! [`AnalysisHost`] owns the database and applies changes (open/change a
//! file, switch target). [`Analysis`] is a cheap snapshot that answers
//! questions; every answer is plain data ([`model`]) wrapped in
//! [`Cancellable`], because a change made on the host while a snapshot is
//! computing cancels the snapshot's work instead of blocking.
//!
//! ```
//! let mut host = lanes::AnalysisHost::new();
//! host.open_file("a.ll", "define void @f() {\nentry:\n  ret void\n}\n");
//! let analysis = host.analysis();
//! let funcs = analysis.functions("a.ll").unwrap().unwrap();
//! assert_eq!(funcs[0].name, "f");
//! ```
//!
//! The crate is layered; a module only imports from the layers below it:
//!
//! ```text
//! cli, testing           front ends: `lanes ARGS`, snapshot tests     (features `cli`, `testing`)
//! serve                   JSON-RPC 2.0 server                          (feature `cli`)
//! args                    the clap grammar both parse with             (feature `cli`)
//! commands                Command: what a front end asks, executed in a Format
//! format                  Format, Output (JSON is made here)
//! render::{text,dot,lv}   model values as text, Graphviz, LLVM's words
//! host + analysis::*      AnalysisHost, Analysis and its questions, per area
//! model, error            plain results (the JSON contract), Error, Cancelled
//! input, demo             reading files, the embedded demo workspace
//! ```
//!
//! The same questions are available from the command line (`lanes loops
//! FILE --format json`, see `cli`) and to other processes through
//! `serve::serve`; `testing` turns them into snapshot tests. Output
//! formats and the identifiers that stay stable across edits are described in
//! `docs/formats.md`.
//!
//! Features: `cli` (default) adds the command line and the server (and
//! with them `clap`); `testing` adds the snapshot kit (and `expect-test`).
//! A library user who only asks questions can turn both off:
//! `lanes = { version = "…", default-features = false }`.
//!
//! Every type an answer holds is nameable from here or [`model`], the
//! engine types the reports embed included:
//!
//! ```
//! use lanes::{BestVf, CostReport, Interleave, Legality};
//!
//! fn decision(an: &lanes::Analysis, path: &str) -> Option<(BestVf, Legality, Interleave)> {
//!     let r: CostReport = an.cost(path, None, None).ok()?.ok()?;
//!     Some((r.best, r.legality, r.interleave))
//! }
//! let mut host = lanes::AnalysisHost::new();
//! host.open_file("a.ll", "define void @f() {\nentry:\n  ret void\n}\n");
//! // No loop: no decision.
//! assert!(decision(&host.analysis(), "a.ll").is_none());
//! let _shape: lanes::model::Shape = lanes::model::Shape::Uniform;
//! ```

#![warn(missing_docs)]

mod analysis;
#[cfg(feature = "cli")]
mod args;
pub mod build;
#[cfg(feature = "cli")]
pub mod cli;
pub mod commands;
pub mod demo;
mod error;
pub mod format;
mod host;
pub mod input;
pub mod model;
pub mod render;
#[cfg(feature = "cli")]
pub mod serve;
#[cfg(feature = "testing")]
pub mod testing;

pub use error::{Cancellable, Cancelled, Error};
pub use host::{Analysis, AnalysisHost, CancelHandle, EditScope, FileChange, TextPosition};
/// Target descriptions and cost tables, for clients that edit them.
pub use lanes_db::{PreferPredicate, Profile, VlsCost};
pub use lanes_target as target;
pub use model::{
    BestVf, CostReport, DepsReport, Interleave, Legality, LoopInfo, LoopVerdict, MemrefsReport,
    ShapesReport, VPlanCost, VfTable, VlsReport, VplanReport,
};
