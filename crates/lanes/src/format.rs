//! Output formats (`--format`) and a command's answer in one of them.
//!
//! **Architecture invariant:** this layer knows the formats but no command:
//! which command prints which format is [`crate::commands`]' table.
//!
//! **API boundary:** JSON is produced here and only here, from the model's
//! serde forms ([`Output::of`]); every front end (CLI, server, snapshot
//! tests) prints an [`Output`] without looking into it.

use serde::Serialize;

/// Output format (`--format`). Every command prints `text` and `json`; the
/// others only where listed, and a command asked for a format it does not
/// print fails (exit 2) rather than printing something else.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum Format {
    /// For people; follows the dumps of the designs lanes implements.
    Text,
    /// For tools: the JSON documented in `docs/formats.md` (every command).
    Json,
    /// IGC's `-print-baling-info` dump (`bales` only).
    Igc,
    /// Graphviz: `loops`, `report` (loop forests with verdicts), `deps`
    /// (dependence graph), `cost` (the chosen VF's plan with recipe costs),
    /// `vplan` (the plan), `vls` (shuffle graphs).
    Dot,
    /// LLVM's `-debug-only=loop-vectorize` cost lines (`cost`, `vplan`); `report`: LLVM's remarks.
    Lv,
}

impl Format {
    /// The name `--format` takes (`dot`).
    pub fn name(self) -> &'static str {
        match self {
            Format::Text => "text",
            Format::Json => "json",
            Format::Igc => "igc",
            Format::Dot => "dot",
            Format::Lv => "lv",
        }
    }
}

/// A command's answer: JSON for `--format json`, text for every other format.
#[derive(Debug)]
pub enum Output {
    /// `--format json`: the value to print.
    Json(serde_json::Value),
    /// Every other format: the text to print.
    Text(String),
}

impl Output {
    /// Renders `value` as JSON or uses the text rendering, by format. Only
    /// for `text` and `json`: [`crate::commands::Command::execute`] has
    /// already refused the formats a command does not print, and commands
    /// that print others render them before calling this.
    pub fn of<T: Serialize + ?Sized>(
        format: Format,
        value: &T,
        text: impl FnOnce() -> String,
    ) -> Output {
        match format {
            Format::Json => Output::Json(serde_json::to_value(value).unwrap_or_default()),
            _ => Output::Text(text()),
        }
    }
}
