//! The arguments of the commands about a user's build (`cc`, `project`,
//! `cargo`), answered by [`crate::build`].

use std::path::PathBuf;

/// `lanes cc [--wrap DIR] -- COMPILER ARGS...`.
#[derive(Debug, Clone, Default)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct CcArgs {
    /// Be a compiler wrapper (`CC="lanes cc --wrap DIR --"`): print nothing, write one result
    /// file per unit into DIR (read back with `lanes report --merge DIR`).
    #[cfg_attr(feature = "cli", arg(long, value_name = "DIR"))]
    pub wrap: Option<PathBuf>,
    /// The compile command: clang 14 or later, then its arguments.
    #[cfg_attr(
        feature = "cli",
        arg(last = true, required = true, value_name = "COMPILER ARGS")
    )]
    pub command: Vec<String>,
}

/// `lanes project [-j N] [--cache DIR] compile_commands.json`.
#[derive(Debug, Clone, Default)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct ProjectArgs {
    /// The compilation database (CMake's, Bear's, meson's).
    pub compile_commands: PathBuf,
    /// Units compiled at once (default: every core).
    #[cfg_attr(feature = "cli", arg(short = 'j', long, value_name = "N"))]
    pub jobs: Option<usize>,
    /// Where the cache lives (default: `.lanes` beside the compilation database).
    #[cfg_attr(feature = "cli", arg(long, value_name = "DIR"))]
    pub cache: Option<PathBuf>,
}

/// `lanes cargo [-- CARGO BUILD ARGS...]`.
#[derive(Debug, Clone, Default)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct CargoArgs {
    /// Read rustc's remark lines (which name no function) instead of its YAML records, as on a
    /// toolchain that cannot write them.
    #[cfg_attr(feature = "cli", arg(long))]
    pub remark_lines: bool,
    /// Arguments for `cargo build` (`-p NAME`, `--features F`; `--release` unless a profile is
    /// named).
    #[cfg_attr(feature = "cli", arg(last = true, value_name = "CARGO ARGS"))]
    pub args: Vec<String>,
}
