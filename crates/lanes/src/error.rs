//! What a question can end in besides an answer: [`Cancelled`] (a change on
//! the host interrupted it) and [`Error`] (a question the IR cannot answer,
//! or one asked wrongly).
//!
//! **Architecture invariant:** this module, like [`crate::model`], imports
//! nothing from the rest of the crate; every layer above may use it.

use std::fmt;

/// The work was cancelled by a change on the host; ask again.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Cancelled;

impl fmt::Display for Cancelled {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("analysis cancelled by a newer change")
    }
}

impl std::error::Error for Cancelled {}

/// The result of a question on an [`Analysis`](crate::Analysis): `Err(Cancelled)` when a change interrupted it.
pub type Cancellable<T> = Result<T, Cancelled>;

/// A question the IR cannot answer (as opposed to a cancelled one).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Error {
    /// The file is not open (or could not be read).
    NoSuchFile(String),
    /// The file exists but is not IR lanes can read (bitcode without
    /// `llvm-dis`, ...): a one-line explanation.
    Unreadable(String),
    /// The path names something that is not a readable file (a directory).
    NotAFile(String),
    /// No function of that name.
    NoSuchFunction {
        /// The name asked for.
        name: String,
        /// The functions the file defines.
        available: Vec<String>,
    },
    /// The file defines several functions and none was named.
    FunctionRequired {
        /// The functions the file defines.
        available: Vec<String>,
    },
    /// No such loop, or no loop named and no single one to choose.
    NoSuchLoop {
        /// The function asked about.
        function: String,
        /// The `--loop` key asked for (empty: none).
        key: String,
        /// The loops of the function, `path (header)`.
        available: Vec<String>,
    },
    /// The function did not parse.
    Unparsed {
        /// The function's name.
        function: String,
    },
    /// A target description could not be loaded or edited.
    Target(String),
    /// Pricing a loop read a cost-table entry its price sheet lacks.
    MissingPrice {
        /// The function of the loop.
        function: String,
        /// The loop's header label.
        loop_: String,
        /// The entry (`arith.fdiv.f64`).
        entry: String,
    },
    /// The question was cancelled by a change (servers answer "retry").
    Cancelled,
    /// A command that is not a question about files (e.g. `serve` sent as a query).
    NotAQuery(&'static str),
    /// A `--vf` that is not one of the VFs the loop's cost table lists (the CLI exits with 2).
    VfNotCandidate {
        /// The VF asked for.
        vf: u32,
        /// The function of the loop.
        function: String,
        /// The loop's header label.
        loop_: String,
        /// The VFs of the loop's cost table.
        candidates: Vec<u32>,
    },
    /// No `--vf` given and the loop is not vectorized, so there is no chosen
    /// VF to default to (the CLI exits with 2).
    VfRequired {
        /// The function of the loop.
        function: String,
        /// The loop's header label.
        loop_: String,
        /// Why the loop is not vectorized.
        reason: String,
        /// The loop's candidate VFs.
        candidates: Vec<u32>,
    },
    /// `--format lv` for a VF without a plan: LLVM prints no cost lines for it.
    NoPlan {
        /// The VF asked for.
        vf: u32,
        /// The function of the loop.
        function: String,
        /// The loop's header label.
        loop_: String,
    },
    /// A `--format` the command does not print (the CLI exits with 2).
    FormatNotAvailable {
        /// The command's name (`memrefs`).
        command: &'static str,
        /// The format asked for (`dot`).
        format: &'static str,
        /// The formats the command prints.
        available: Vec<&'static str>,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::NoSuchFile(p) => write!(f, "no such file: {p}"),
            Error::Unreadable(why) => f.write_str(why),
            Error::NotAFile(p) => write!(f, "{p} is a directory, not an .ll file"),
            Error::NoSuchFunction { name, available } => write!(
                f,
                "no function '@{name}' (defined: {})",
                list(available, "@")
            ),
            Error::FunctionRequired { available } if available.is_empty() => {
                f.write_str("the file defines no functions")
            }
            Error::FunctionRequired { available } => write!(
                f,
                "the file defines several functions; choose one with --func ({})",
                list(available, "@")
            ),
            Error::NoSuchLoop {
                function,
                key,
                available,
            } if key.is_empty() => write!(
                f,
                "@{function} has several loops or none; choose one with --loop (loops: {})",
                if available.is_empty() {
                    "none".to_string()
                } else {
                    available.join(", ")
                }
            ),
            Error::NoSuchLoop {
                function,
                key,
                available,
            } => write!(
                f,
                "no loop '{key}' in @{function} (loops: {})",
                if available.is_empty() {
                    "none".to_string()
                } else {
                    available.join(", ")
                }
            ),
            Error::Unparsed { function } => {
                write!(f, "@{function} did not parse; see the diagnostics above")
            }
            Error::Target(e) => write!(f, "target: {e}"),
            Error::MissingPrice {
                function,
                loop_,
                entry,
            } => write!(
                f,
                "@{function} loop {loop_}: no price for `{entry}` (the loop's entries do not list it)"
            ),
            Error::VfNotCandidate {
                vf,
                function,
                loop_,
                candidates,
            } => write!(
                f,
                "VF {vf} is not a VF of @{function} loop {loop_} on this target (VFs: {}; `lanes cost` shows each)",
                vf_list(candidates)
            ),
            Error::NoPlan {
                vf,
                function,
                loop_,
            } => write!(
                f,
                "VF {vf} has no plan for @{function} loop {loop_}, so LLVM prints no cost lines for it (`lanes cost` says why)"
            ),
            Error::VfRequired {
                function,
                loop_,
                reason,
                candidates,
            } => write!(
                f,
                "@{function} loop {loop_} is not vectorized ({reason}); choose a VF with --vf (VFs: {})",
                vf_list(candidates)
            ),
            Error::Cancelled => f.write_str("cancelled by a newer change"),
            Error::NotAQuery(c) => write!(f, "'{c}' is not a query"),
            Error::FormatNotAvailable {
                command,
                format,
                available,
            } => {
                let what = match *command {
                    "serve" => "the server answers in json".to_string(),
                    "tui" => "the terminal UI has no output format".to_string(),
                    _ => match available.split_last() {
                        Some((last, [])) => format!("this command prints {last}"),
                        Some((last, rest)) => {
                            format!("this command prints {} or {last}", rest.join(", "))
                        }
                        None => "this command prints nothing".to_string(),
                    },
                };
                write!(
                    f,
                    "lanes {command}: --format {format} is not available ({what})"
                )
            }
        }
    }
}

impl std::error::Error for Error {}

impl Error {
    /// Whether the error is in how the question was asked rather than in
    /// the input: a missing `--func` or `--loop`, a `--vf` that is not a
    /// candidate, a `--format` the command does not print. The CLI exits
    /// with 2 for these (1 for the others); the server answers -32602.
    pub fn is_usage(&self) -> bool {
        match self {
            Error::FunctionRequired { .. }
            | Error::VfNotCandidate { .. }
            | Error::VfRequired { .. }
            | Error::FormatNotAvailable { .. }
            | Error::NotAQuery(_) => true,
            Error::NoSuchLoop { key, .. } => key.is_empty(),
            _ => false,
        }
    }
}

fn vf_list(vfs: &[u32]) -> String {
    if vfs.is_empty() {
        return "none".into();
    }
    vfs.iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// At most this many names in a message; the rest are counted.
const LISTED: usize = 8;

fn list(names: &[String], sigil: &str) -> String {
    if names.is_empty() {
        return "none".into();
    }
    let shown = names
        .iter()
        .take(LISTED)
        .map(|n| format!("{sigil}{n}"))
        .collect::<Vec<_>>()
        .join(", ");
    if names.len() > LISTED {
        format!(
            "{shown} and {} more; `lanes functions FILE` lists all {}",
            names.len() - LISTED,
            names.len()
        )
    } else {
        shown
    }
}

/// A façade answer as a CLI/server result: cancellation becomes [`Error::Cancelled`].
pub(crate) fn command_result<T>(r: Cancellable<Result<T, Error>>) -> Result<T, Error> {
    r.map_err(|_| Error::Cancelled)?
}
