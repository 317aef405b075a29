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
//! The same questions are available from the command line (`lanes loops
//! FILE --format json`, see [`cli`]) and to other processes through
//! [`serve::serve`]; [`testing`] turns them into snapshot tests. Output
//! formats and the identifiers that stay stable across edits are described in
//! `docs/formats.md`.

#![warn(missing_docs)]

pub mod cli;
pub mod demo;
pub mod dot;
pub mod genx;
mod host;
pub mod input;
pub mod model;
#[allow(missing_docs)]
pub mod nav;
pub mod render;
pub mod serve;
pub mod testing;
pub mod vec;
pub mod vls;
pub mod vplan;

pub use host::{Analysis, AnalysisHost, CancelHandle, Cancellable, Cancelled, Error};
/// Target descriptions and cost tables, for clients that edit them.
pub use lanes_target as target;
