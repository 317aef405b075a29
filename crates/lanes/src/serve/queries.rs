//! `query`: a CLI command asked over the protocol, answered on a worker
//! thread with a snapshot, in full or as a delta against the client's
//! previous answer (`previousResultId`, [`super::deltas`]).

use std::sync::{Arc, Mutex};

use clap::Parser;
use serde_json::Value;

use super::Server;
use super::deltas::{self, Content, Results};
use super::protocol::{Sink, code};
use crate::args::Cli;
use crate::commands::Command;
use crate::error::{Error, command_result};
use crate::format::{Format, ReportJsonCache};
use crate::host::Analysis;

/// A query's answer, serialized.
enum Reply {
    /// The whole answer (the CLI's JSON envelope) and its result id.
    Full { id: u64, text: Arc<String> },
    /// A delta, or `unchanged`, with its `resultId` inside.
    Delta(String),
}

impl Server {
    /// Parses the query as CLI arguments, reads its files from disk unless
    /// the client opened them, and answers on a worker thread (at once,
    /// from the last answer, when nothing changed since it).
    pub(super) fn query(&mut self, sink: Sink, id: Value, params: &Value) {
        let (command, common) = match parse_query(params) {
            Ok(c) => c,
            Err(e) => return sink.error(&id, code::INVALID_PARAMS, e),
        };
        let previous = match params.get("previousResultId") {
            None | Some(Value::Null) => None,
            Some(Value::String(s)) => Some(s.clone()),
            Some(_) => {
                return sink.error(
                    &id,
                    code::INVALID_PARAMS,
                    "`previousResultId` must be a string",
                );
            }
        };
        // An option of the query is an option of the server from now on,
        // like a target change (running queries that read it are cancelled).
        self.host.set_vplan_native_path(common.vplan_native_path);
        self.host.set_vls_cost(common.vls_cost.into());
        self.host
            .set_forced(common.force_vector_width, common.force_vector_interleave);
        self.host.set_prefer_predicate(common.prefer());
        if let Some(p) = common.llvm() {
            self.host.set_profile(Some(p));
        }
        let mut paths = Vec::new();
        for f in command.files() {
            match self.disk_file(&f) {
                Ok(p) => paths.push(p),
                Err(e) => return sink.error(&id, code::REQUEST_FAILED, e),
            }
        }
        let analysis = self.host.analysis();
        let generation = analysis.generation();
        let asked = query_key(params);
        if let Some(kept) = self.results.lock().unwrap().get(&asked)
            && kept.generation == generation
        {
            if previous.as_deref() == Some(kept.id.to_string().as_str()) {
                return sink.result_parts(&id, &[&unchanged(kept.id, &kept.content)]);
            }
            if let Some(full) = &kept.full {
                let (head, rest) = with_id(kept.id, full);
                return sink.result_parts(&id, &[&head, rest]);
            }
        }
        let results = self.results.clone();
        let report_json = self.report_json.clone();
        let key = id.to_string();
        self.running
            .lock()
            .unwrap()
            .insert(key.clone(), analysis.cancel_handle());
        let running = self.running.clone();
        std::thread::spawn(move || {
            let at = Asked {
                key: &asked,
                generation,
                previous: previous.as_deref(),
            };
            let result = answer(&command, &analysis, &paths, &results, &report_json, &at);
            // Release the snapshot before answering: the host may be waiting to write.
            drop(analysis);
            // `$/cancelRequest` takes the handle out of `running`.
            let cancelled_by_client = !running.lock().unwrap().contains_key(&key);
            match result {
                Ok(Reply::Full { id: rid, text }) => {
                    let (head, rest) = with_id(rid, &text);
                    sink.result_parts(&id, &[&head, rest]);
                }
                Ok(Reply::Delta(text)) => sink.result_parts(&id, &[&text]),
                Err(Error::Cancelled) if cancelled_by_client => {
                    sink.error(&id, code::REQUEST_CANCELLED, "request cancelled")
                }
                Err(Error::Cancelled) => sink.error(
                    &id,
                    code::CONTENT_MODIFIED,
                    "content modified by a newer change; ask again",
                ),
                Err(e) if e.is_usage() => sink.error(&id, code::INVALID_PARAMS, e.to_string()),
                Err(e) => sink.error(&id, code::REQUEST_FAILED, e.to_string()),
            }
            // Only now is the query done: `exit` waits for `running` to empty.
            running.lock().unwrap().remove(&key);
        });
    }
}

/// Which query was asked: its key (the parameters without
/// `previousResultId`), at which generation, and the client's last id.
struct Asked<'a> {
    key: &'a str,
    generation: u64,
    previous: Option<&'a str>,
}

/// Computes an answer on a worker: a `report` from its per-function
/// memos, in full or as a delta; any other command in full, or
/// `unchanged` when its JSON is the one the client has.
fn answer(
    command: &Command,
    an: &Analysis,
    paths: &[String],
    results: &Mutex<Results>,
    report_json: &ReportJsonCache,
    at: &Asked<'_>,
) -> Result<Reply, Error> {
    let base = {
        let r = results.lock().unwrap();
        r.get(at.key)
            .filter(|k| at.previous == Some(k.id.to_string().as_str()))
            .cloned()
    };
    if let Command::Report(_) = command {
        let groups = command_result(an.report_groups(paths))?;
        let inputs = command_result(an.inputs(paths))?;
        if let Some(deltas::Kept {
            content:
                Content::Report {
                    groups: old,
                    inputs: old_inputs,
                },
            ..
        }) = &base
        {
            let delta = deltas::report_delta(old, &groups);
            let facts = (*old_inputs != inputs).then(|| inputs.clone());
            let content = Content::Report {
                groups: groups.clone(),
                inputs,
            };
            let (_, id) =
                results
                    .lock()
                    .unwrap()
                    .record(at.key, at.generation, content, None, at.previous);
            return Ok(Reply::Delta(deltas::report_delta_json(
                id,
                &delta,
                facts.as_ref(),
            )));
        }
        let text = Arc::new(report_json.report_json(&inputs, &groups));
        let content = Content::Report { groups, inputs };
        let (_, id) = results.lock().unwrap().record(
            at.key,
            at.generation,
            content,
            Some(text.clone()),
            at.previous,
        );
        return Ok(Reply::Full { id, text });
    }
    let text = command
        .execute(an, paths, Format::Json)?
        .into_value()
        .to_string();
    let content = Content::Other {
        hash: deltas::hash_text(&text),
    };
    let text = Arc::new(text);
    let (base, id) = results.lock().unwrap().record(
        at.key,
        at.generation,
        content,
        Some(text.clone()),
        at.previous,
    );
    Ok(match base {
        Some(b) if b.id == id => Reply::Delta(deltas::unchanged_json(id)),
        _ => Reply::Full { id, text },
    })
}

/// The answer to a query asked again with the id of its last answer,
/// nothing having changed: an empty delta for a report, else `unchanged`.
fn unchanged(id: u64, content: &Content) -> String {
    match content {
        Content::Report { .. } => deltas::report_delta_json(
            id,
            &deltas::ReportDelta {
                unchanged: content.rows(),
                ..Default::default()
            },
            None,
        ),
        Content::Other { .. } => deltas::unchanged_json(id),
    }
}

/// A full answer's text with its `resultId` added in front, as two parts
/// to send one after the other (a large answer is not copied).
fn with_id(id: u64, text: &str) -> (String, &str) {
    match text.strip_prefix('{') {
        Some("}") => (format!(r#"{{"resultId":"{id}"}}"#), ""),
        Some(rest) => (deltas::id_head(id), rest),
        None => (String::new(), text),
    }
}

/// The parameters that make a query: all but `previousResultId`, as JSON
/// text (objects' keys are sorted, so equal parameters are equal text).
fn query_key(params: &Value) -> String {
    match params {
        Value::Object(m) if m.contains_key("previousResultId") => {
            let mut m = m.clone();
            m.remove("previousResultId");
            Value::Object(m).to_string()
        }
        p => p.to_string(),
    }
}

/// `{path, query, args}` → the CLI command `lanes QUERY PATH ARGS... --format json`.
/// The command of a `query` and whether it asks for outer-loop candidates.
pub(super) fn parse_query(params: &Value) -> Result<(Command, crate::args::Common), String> {
    let query = params
        .get("query")
        .and_then(Value::as_str)
        .ok_or("missing string parameter `query`")?;
    let mut argv = vec!["lanes".to_string(), query.to_string()];
    match (params.get("path"), params.get("paths")) {
        (Some(Value::String(p)), None) => argv.push(p.clone()),
        // `report` answers for several files.
        (None, Some(Value::Array(ps))) if query == "report" && !ps.is_empty() => {
            for p in ps {
                argv.push(
                    p.as_str()
                        .ok_or("`paths` must be an array of strings")?
                        .to_string(),
                );
            }
        }
        (None, None) if matches!(query, "serve" | "tui") => {}
        (None, None) => return Err("missing string parameter `path`".into()),
        _ => {
            return Err(
                "give `path` (a string), or for `report` `paths` (an array of strings)".into(),
            );
        }
    }
    match params.get("args") {
        None | Some(Value::Null) => {}
        Some(Value::Array(a)) => {
            for v in a {
                match v {
                    Value::String(s) => argv.push(s.clone()),
                    Value::Number(n) => argv.push(n.to_string()),
                    _ => return Err("`args` must be strings or numbers".into()),
                }
            }
        }
        Some(_) => return Err("`args` must be an array".into()),
    }
    let cli = Cli::try_parse_from(&argv).map_err(|e| one_line(&e))?;
    let command = cli.command.ok_or("missing query")?;
    if !cli.common.targets.is_empty() {
        return Err("use setTarget to change the target of a server".into());
    }
    Ok((command, cli.common))
}

/// A clap error as one line naming what was wrong (no usage block, no
/// "For more information" tip): `unexpected argument '--bogus' found`.
fn one_line(e: &clap::Error) -> String {
    let text = e.render().to_string();
    let first = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    let msg = first.strip_prefix("error: ").unwrap_or(first).trim();
    format!("bad `args`: {msg}")
}
