//! Output formats (`--format`) and a command's answer in one of them.
//!
//! **Architecture invariant:** this layer knows the formats but no command:
//! which command prints which format is [`crate::commands`]' table.
//!
//! **API boundary:** JSON is produced here and only here, from the model's
//! serde forms ([`Output::of`]); every front end (CLI, server, snapshot
//! tests) prints an [`Output`] without looking into it.

use std::io::Write as _;
use std::sync::Arc;

use serde::Serialize;

/// `1 loop`, `2 loops`: how every message counts things.
pub use lanes_ir::english::count;

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
    /// LLVM's optimization records, the YAML of `opt -pass-remarks-output` (`report`).
    Remarks,
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
            Format::Remarks => "remarks",
        }
    }
}

/// A command's answer: JSON for `--format json`, text for every other format.
#[derive(Debug)]
pub enum Output {
    /// `--format json`: the value to print.
    Json(serde_json::Value),
    /// `--format json` already serialized compactly (as `Json(v)`'s
    /// `v.to_string()`), from parts serialized once ([`ReportJsonCache`]): for
    /// the server, which sends answers compact.
    JsonText(String),
    /// `--format json` whose `result` is a long list (`report`'s loops):
    /// each element becomes JSON only as it is written, so that the
    /// document is never whole in memory.
    JsonList(JsonList),
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

    /// Writes the answer as the CLI prints it: JSON pretty-printed, with a
    /// final newline; text as it is. Buffered: the JSON printer writes a
    /// few bytes at a time, and standard output flushes at every newline.
    pub fn write(self, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        let mut out = std::io::BufWriter::with_capacity(1 << 16, out);
        self.write_unbuffered(&mut out)?;
        out.flush()
    }

    fn write_unbuffered(self, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        match self {
            Output::Text(t) => write!(out, "{t}"),
            Output::Json(v) => {
                serde_json::to_writer_pretty(&mut *out, &v)?;
                writeln!(out)
            }
            Output::JsonList(l) => {
                l.write(out)?;
                writeln!(out)
            }
            Output::JsonText(t) => writeln!(out, "{t}"),
        }
    }

    /// The JSON value of a JSON answer (built whole), the text of another.
    pub fn into_value(self) -> serde_json::Value {
        match self {
            Output::Json(v) => v,
            Output::JsonList(l) => l.into_value(),
            Output::JsonText(t) => serde_json::from_str(&t).unwrap_or_default(),
            Output::Text(t) => serde_json::Value::String(t),
        }
    }
}

/// A JSON array made element by element, optionally inside an envelope
/// object under the key `result`.
pub struct JsonList {
    envelope: Option<serde_json::Map<String, serde_json::Value>>,
    items: Items,
}

/// The elements of a [`JsonList`].
enum Items {
    /// Each element's serde form, made when it is written.
    Values(Box<dyn Iterator<Item = serde_json::Value> + Send>),
    /// The report's rows, function by function: printed in parallel runs
    /// (the only long list, and the one sequential part of the report
    /// after its batches).
    Rows(Vec<Arc<FunctionVerdicts>>),
}

/// Rows per thread in one run of [`JsonList::write`]: a run's text is held
/// until it is written, so a few hundred kilobytes at most.
const ROWS_PER_RUN: usize = 128;

impl std::fmt::Debug for JsonList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("JsonList")
            .field("envelope", &self.envelope)
            .finish_non_exhaustive()
    }
}

impl JsonList {
    /// The array of `items`' serde forms, each made when it is written.
    pub fn new<T: Serialize + Send + 'static>(items: Vec<T>) -> JsonList {
        JsonList {
            envelope: None,
            items: Items::Values(Box::new(
                items
                    .into_iter()
                    .map(|x| serde_json::to_value(x).unwrap_or_default()),
            )),
        }
    }

    /// The array of the report's rows, function by function, serialized
    /// from the verdicts the database shares (no row is copied: at 64
    /// copies of a module the copies were a tenth of the peak memory).
    pub fn of_verdicts(groups: Vec<Arc<FunctionVerdicts>>) -> JsonList {
        JsonList {
            envelope: None,
            items: Items::Rows(groups),
        }
    }

    /// Puts the array under `result` in `envelope` (an object without that key).
    pub fn wrap(mut self, envelope: serde_json::Map<String, serde_json::Value>) -> JsonList {
        self.envelope = Some(envelope);
        self
    }

    /// The whole value, as [`Output::Json`] would hold it.
    pub fn into_value(self) -> serde_json::Value {
        let items = serde_json::Value::Array(match self.items {
            Items::Values(items) => items.collect(),
            Items::Rows(groups) => groups
                .iter()
                .flat_map(|g| &g.rows)
                .map(|r| serde_json::to_value(r).unwrap_or_default())
                .collect(),
        });
        match self.envelope {
            Some(mut env) => {
                env.insert("result".into(), items);
                serde_json::Value::Object(env)
            }
            None => items,
        }
    }

    /// Writes the bytes `serde_json::to_writer_pretty` writes for
    /// [`JsonList::into_value`], one element at a time: the envelope is
    /// printed with an empty `result`, and the elements are printed into
    /// it, indented to its depth.
    pub fn write(self, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        let (head, tail, indent) = match &self.envelope {
            Some(env) => {
                let mut env = env.clone();
                env.insert("result".into(), serde_json::Value::Array(Vec::new()));
                let text = serde_json::to_string_pretty(&env)?;
                // The only line at depth 1 with this key: strings escape
                // their newlines.
                let key = "\n  \"result\": ";
                let Some(k) = text.find(&format!("{key}[]")) else {
                    return serde_json::to_writer_pretty(out, &self.into_value())
                        .map_err(Into::into);
                };
                let at = k + key.len();
                (text[..at].to_string(), text[at + 2..].to_string(), "  ")
            }
            None => (String::new(), String::new(), ""),
        };
        out.write_all(head.as_bytes())?;
        out.write_all(b"[")?;
        let depth = format!("{indent}  ");
        let empty = match self.items {
            Items::Values(items) => {
                // One buffer for every element, indented as it is copied out.
                let mut text = Vec::new();
                let mut empty = true;
                for item in items {
                    out.write_all(if empty { b"\n" } else { b",\n" })?;
                    empty = false;
                    text.clear();
                    serde_json::to_writer_pretty(&mut text, &item)?;
                    out.write_all(depth.as_bytes())?;
                    write_indented(out, &text, depth.as_bytes())?;
                }
                empty
            }
            Items::Rows(groups) => write_rows(out, &groups, depth.as_bytes())?,
        };
        if !empty {
            write!(out, "\n{indent}")?;
        }
        out.write_all(b"]")?;
        out.write_all(tail.as_bytes())
    }
}

/// Writes the report's rows as the elements of an array at `depth`, each
/// after `,\n` and the depth (the first after `\n`); returns whether there
/// were none. The rows are printed in runs, one share of a run per thread
/// and the shares written in order, so the bytes are those of one thread.
fn write_rows(
    out: &mut dyn std::io::Write,
    groups: &[Arc<FunctionVerdicts>],
    depth: &[u8],
) -> std::io::Result<bool> {
    let threads = crate::host::worker_threads();
    let mut rows = groups.iter().flat_map(|g| &g.rows);
    let mut shares: Vec<Vec<&crate::model::LoopVerdict>> = vec![Vec::new(); threads];
    let mut texts: Vec<Vec<u8>> = vec![Vec::new(); threads];
    let mut empty = true;
    loop {
        for share in &mut shares {
            share.clear();
            share.extend(rows.by_ref().take(ROWS_PER_RUN));
        }
        if shares[0].is_empty() {
            return Ok(empty);
        }
        std::thread::scope(|s| {
            let mut jobs = shares.iter().zip(texts.iter_mut());
            let first = jobs.next();
            for (share, text) in jobs {
                if share.is_empty() {
                    // The last run's shares after the rows ran out.
                    text.clear();
                } else {
                    s.spawn(move || print_rows(share, depth, text));
                }
            }
            if let Some((share, text)) = first {
                print_rows(share, depth, text);
            }
        });
        for text in &texts {
            // Every row was printed after `,`: the array's first is not.
            let skip = usize::from(empty && !text.is_empty());
            empty &= text.is_empty();
            out.write_all(&text[skip..])?;
        }
    }
}

/// `rows` printed into `text` (cleared first) as [`write_rows`] writes
/// them, each after `,\n` and `depth`.
fn print_rows(rows: &[&crate::model::LoopVerdict], depth: &[u8], text: &mut Vec<u8>) {
    text.clear();
    let mut one = Vec::new();
    for r in rows {
        one.clear();
        let v = serde_json::to_value(r).unwrap_or_default();
        // Writing into a `Vec` does not fail.
        let _ = serde_json::to_writer_pretty(&mut one, &v);
        text.extend_from_slice(b",\n");
        text.extend_from_slice(depth);
        let _ = write_indented(text, &one, depth);
    }
}

/// Writes `text` (a value printed pretty at depth 0) with every line
/// after the first indented by `indent`: strings escape their newlines, so
/// every newline is the printer's.
fn write_indented(out: &mut dyn std::io::Write, text: &[u8], indent: &[u8]) -> std::io::Result<()> {
    let mut lines = text.split(|&b| b == b'\n');
    if let Some(first) = lines.next() {
        out.write_all(first)?;
    }
    for line in lines {
        out.write_all(b"\n")?;
        out.write_all(indent)?;
        out.write_all(line)?;
    }
    Ok(())
}

/// The report's JSON as last rendered, for a front end that answers the
/// report again after edits (`lanes serve`): each function's rows are
/// serialized once while its verdicts stay the same memo, and the joined
/// rows are reused while every function's do. A rendering cache, so it
/// lives with the renderer; the model and the host hold no JSON.
#[derive(Clone, Default, Debug)]
pub struct ReportJsonCache(Arc<std::sync::Mutex<Option<KeptReport>>>);

/// The verdicts last rendered, each function's rows as JSON, and the rows
/// joined into one array.
#[derive(Debug)]
struct KeptReport {
    groups: Vec<Arc<FunctionVerdicts>>,
    parts: Vec<Arc<str>>,
    joined: Arc<str>,
}

impl ReportJsonCache {
    /// The compact JSON of `lanes report`'s answer, byte for byte what
    /// [`Output::Json`] of the same [`crate::model::Answer`] prints compact
    /// (keys in `serde_json::Value`'s order), reusing what was rendered
    /// last for the functions whose verdicts are the same (the same memo,
    /// or equal rows).
    pub fn report_json(&self, inputs: &Inputs, groups: &[Arc<FunctionVerdicts>]) -> String {
        let mut kept = self.0.lock().unwrap_or_else(|p| p.into_inner());
        let same = kept.as_ref().is_some_and(|k| {
            k.groups.len() == groups.len()
                && k.groups
                    .iter()
                    .zip(groups)
                    .all(|(a, b)| Arc::ptr_eq(a, b) || a == b)
        });
        if !same {
            let old: rustc_hash::FxHashMap<*const FunctionVerdicts, &Arc<str>> = kept
                .iter()
                .flat_map(|k| k.groups.iter().map(Arc::as_ptr).zip(&k.parts))
                .collect();
            let parts: Vec<Arc<str>> = groups
                .iter()
                .map(|g| match old.get(&Arc::as_ptr(g)) {
                    Some(&part) => part.clone(),
                    None => rows_json(g),
                })
                .collect();
            let joined = Arc::from(joined_rows(groups, &parts));
            *kept = Some(KeptReport {
                groups: groups.to_vec(),
                parts,
                joined,
            });
        }
        let rows = kept
            .as_ref()
            .map_or_else(|| Arc::from("[]"), |k| k.joined.clone());
        drop(kept);
        report_json_with_rows(inputs, &rows)
    }
}

/// The rows of `groups` (`parts`, each group's rows as JSON) as one array.
fn joined_rows(groups: &[Arc<FunctionVerdicts>], parts: &[Arc<str>]) -> String {
    let mut rows = String::from("[");
    for (_, part) in groups.iter().zip(parts).filter(|(g, _)| !g.rows.is_empty()) {
        if rows.len() > 1 {
            rows.push(',');
        }
        rows.push_str(part);
    }
    rows.push(']');
    rows
}

fn report_json_with_rows(inputs: &Inputs, rows: &str) -> String {
    let serde_json::Value::Object(facts) = serde_json::to_value(inputs).unwrap_or_default() else {
        return String::new();
    };
    let mut out = String::with_capacity(rows.len() + 256);
    out.push('{');
    let mut result = Some(rows);
    for (key, value) in &facts {
        if key.as_str() > "result"
            && let Some(rows) = result.take()
        {
            push_member(&mut out, "result", rows);
        }
        push_member(&mut out, key, &value.to_string());
    }
    if let Some(rows) = result {
        push_member(&mut out, "result", rows);
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
fn rows_json(g: &FunctionVerdicts) -> Arc<str> {
    let rows: Vec<String> = g
        .rows
        .iter()
        .map(|r| serde_json::to_value(r).unwrap_or_default().to_string())
        .collect();
    Arc::from(rows.join(","))
}
