//! Output formats (`--format`) and a command's answer in one of them.
//!
//! **Architecture invariant:** this layer knows the formats but no command:
//! which command prints which format is [`crate::commands`]' table.
//!
//! **API boundary:** JSON is produced here and only here, from the model's
//! serde forms ([`Output::of`]); every front end (CLI, server, snapshot
//! tests) prints an [`Output`] without looking into it.

use std::sync::Arc;

use serde::Serialize;

use crate::model::{FunctionVerdicts, Inputs};

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
    /// `--format json` already serialized compactly (as `Json(v)`'s
    /// `v.to_string()`), from parts serialized once ([`report_json`]): for
    /// the server, which sends answers compact.
    JsonText(String),
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

/// The compact JSON of `lanes report`'s answer, byte for byte what
/// [`Output::Json`] of the same [`crate::model::Answer`] prints compact
/// (keys in `serde_json::Value`'s order), with each function's rows
/// serialized once and kept with its group until its verdicts change.
pub fn report_json(inputs: &Inputs, groups: &[Arc<FunctionVerdicts>]) -> String {
    let serde_json::Value::Object(facts) = serde_json::to_value(inputs).unwrap_or_default() else {
        return String::new();
    };
    let mut rows = String::from("[");
    for g in groups.iter().filter(|g| !g.rows.is_empty()) {
        if rows.len() > 1 {
            rows.push(',');
        }
        rows.push_str(rows_json(g));
    }
    rows.push(']');
    let mut out = String::from("{");
    let mut result = Some(rows);
    for (key, value) in &facts {
        if key.as_str() > "result"
            && let Some(rows) = result.take()
        {
            push_member(&mut out, "result", &rows);
        }
        push_member(&mut out, key, &value.to_string());
    }
    if let Some(rows) = result {
        push_member(&mut out, "result", &rows);
    }
    out.push('}');
    out
}

/// `"key":value` after a comma unless first in its object.
fn push_member(out: &mut String, key: &str, value: &str) {
    if out.len() > 1 {
        out.push(',');
    }
    out.push_str(&serde_json::Value::from(key).to_string());
    out.push(':');
    out.push_str(value);
}

/// A group's rows as compact JSON objects separated by commas.
fn rows_json(g: &FunctionVerdicts) -> &str {
    g.json.get_or_init(|| {
        let rows: Vec<String> = g
            .rows
            .iter()
            .map(|r| serde_json::to_value(r).unwrap_or_default().to_string())
            .collect();
        rows.join(",")
    })
}
