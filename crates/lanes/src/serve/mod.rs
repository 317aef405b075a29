//! `lanes serve`: JSON-RPC 2.0 over stdio for other tools.
//!
//! Framing is LSP's (`Content-Length: N\r\n\r\n` + body) or one JSON
//! object per line; the server answers in the framing the client used.
//!
//! The main loop owns the [`AnalysisHost`] and applies every change (`open`,
//! `change`, `close`, `setTarget`, `setCost`) itself. Each `query` runs on a
//! worker thread with an [`Analysis`](crate::Analysis) snapshot, like a rust-analyzer request:
//! a change made while it runs cancels it (salsa unwinds the worker at its
//! next query), and the client gets error `-32801` ("content modified") and
//! asks again. `$/cancelRequest` cancels one query through its snapshot's
//! own cancellation token.
//!
//! Methods: `initialize`, `open {path, text}`, `change {path, text}` or
//! `change {path, changes}` (LSP's `contentChanges`, ranges applied to
//! the text in place: [`AnalysisHost::edit_file`]),
//! `close {path}`, `setTarget {name} | {toml}`, `setCost {table, key, value}`,
//! `query {path, query, args, previousResultId?}` (the CLI command
//! `query` with the CLI arguments `args`, answered with its `--format
//! json` output and a `resultId`, or with a delta against the answer the
//! client names: `docs/serve.md`), `shutdown`, `exit`.
//!
//! Modules: `protocol` (framing, reading, writing), `documents` (the
//! client's texts and files on disk), `queries` (`query` on workers),
//! `deltas` (result ids and delta answers).
//!
//! **Architecture invariant:** the server is an outer layer beside
//! [`crate::cli`]: it owns the framing, the host and the worker threads, and
//! answers `query` by executing the same
//! [`Command`](crate::commands::Command) the CLI would, in JSON.
//!
//! **API boundary:** JSON-RPC (ids, error codes, framing) is known here
//! only; the layers below return model values and [`Error`]s.

use std::io::{Read, Write};
use std::sync::{Arc, Mutex, mpsc};

use rustc_hash::FxHashMap;
use serde_json::{Value, json};

pub use crate::commands::MAX_MESSAGE_BYTES;
use crate::error::Error;
use crate::host::{AnalysisHost, CancelHandle};

mod deltas;
mod documents;
mod protocol;
mod queries;

use documents::DiskStamp;
use protocol::{Batch, Framing, Incoming, Outgoing, Sink, code, read_loop};

/// Serves until `exit` or the end of input. Returns the exit code (0 after
/// `shutdown`, 1 otherwise, as LSP specifies).
///
/// `lanes serve` calls it with stdin and stdout; anything else that reads and
/// writes works, e.g. pipes for an in-process server:
///
/// ```
/// use std::io::{BufRead, BufReader, Write};
///
/// let (req_r, mut req_w) = std::io::pipe().unwrap();
/// let (resp_r, resp_w) = std::io::pipe().unwrap();
/// let server = std::thread::spawn(move || lanes::serve::serve(req_r, resp_w));
/// let mut responses = BufReader::new(resp_r);
/// let mut ask = |msg: &str| {
///     writeln!(req_w, "{msg}").unwrap(); // one JSON object per line
///     let mut line = String::new();
///     responses.read_line(&mut line).unwrap();
///     serde_json::from_str::<serde_json::Value>(&line).unwrap()
/// };
/// let text = "define void @f() {\nentry:\n  ret void\n}\n";
/// let open = serde_json::json!({"jsonrpc": "2.0", "id": 1, "method": "open",
///                               "params": {"path": "a.ll", "text": text}});
/// assert_eq!(ask(&open.to_string())["result"]["diagnostics"], serde_json::json!([]));
/// let r = ask(r#"{"jsonrpc":"2.0","id":2,"method":"query","params":{"path":"a.ll","query":"functions"}}"#);
/// // The CLI's JSON: the answer under `result`, beside the file's facts.
/// assert_eq!(r["result"]["result"][0]["name"], "f");
/// assert_eq!(r["result"]["skipped"], serde_json::json!([]));
/// assert_eq!(ask(r#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#)["result"], serde_json::Value::Null);
/// writeln!(req_w, r#"{{"jsonrpc":"2.0","method":"exit"}}"#).unwrap();
/// assert_eq!(server.join().unwrap(), 0);
/// ```
pub fn serve(input: impl Read + Send + 'static, output: impl Write + Send + 'static) -> i32 {
    serve_with_limit(input, output, MAX_MESSAGE_BYTES)
}

/// [`serve`] with a limit on the size of one message (`lanes serve
/// --max-message-bytes N`).
pub fn serve_with_limit(
    input: impl Read + Send + 'static,
    output: impl Write + Send + 'static,
    max_message_bytes: usize,
) -> i32 {
    let (tx, rx) = mpsc::channel();
    let reader_tx = tx.clone();
    std::thread::spawn(move || read_loop(input, reader_tx, max_message_bytes));
    let out = Outgoing {
        out: Arc::new(Mutex::new(Box::new(output))),
    };
    let mut server = Server {
        host: AnalysisHost::without_log(),
        out,
        running: Arc::new(Mutex::new(FxHashMap::default())),
        shutdown: false,
        opened: Default::default(),
        disk: Default::default(),
        results: Default::default(),
        report_json: Default::default(),
    };
    loop {
        let exit = match rx.recv() {
            Ok(Incoming::Message(framing, msg)) => server.dispatch(framing, msg),
            Ok(Incoming::Invalid(framing, why)) => {
                server
                    .sink(framing)
                    .error(&Value::Null, code::INVALID_REQUEST, why);
                None
            }
            Ok(Incoming::Eof) | Err(_) => Some(if server.shutdown { 0 } else { 1 }),
        };
        if let Some(code) = exit {
            server.wait_for_workers();
            return code;
        }
    }
}

/// Queries in flight: request id (as JSON text) → cancel handle.
type Running = Arc<Mutex<FxHashMap<String, CancelHandle>>>;

struct Server {
    host: AnalysisHost,
    out: Outgoing,
    running: Running,
    shutdown: bool,
    /// Paths the client opened (their text is the client's, not the disk's).
    opened: std::collections::HashSet<String>,
    /// Files read from disk, by canonical path: when they were read (their
    /// modification time and size) and a hash of the text, so that a file
    /// that changed is read again before the next query.
    disk: FxHashMap<String, (DiskStamp, u64)>,
    /// The last answer to each recent query, for result ids and deltas.
    results: Arc<Mutex<deltas::Results>>,
    /// The report's JSON as last rendered, reused for unchanged functions.
    report_json: crate::format::ReportJsonCache,
}

impl Server {
    fn sink(&self, framing: Framing) -> Sink {
        Sink {
            out: self.out.clone(),
            framing,
            batch: None,
        }
    }

    /// Handles one message or a batch (an array of them, answered with an
    /// array); `Some(code)` means exit.
    fn dispatch(&mut self, framing: Framing, msg: Result<Value, String>) -> Option<i32> {
        match msg {
            Ok(Value::Array(items)) if items.is_empty() => {
                self.sink(framing).error(
                    &Value::Null,
                    code::INVALID_REQUEST,
                    "invalid request: an empty batch",
                );
                None
            }
            Ok(Value::Array(items)) => {
                // Everything but a notification answers.
                let answers = |m: &Value| m.get("method").is_none() || m.get("id").is_some();
                let pending = items.iter().filter(|m| answers(m)).count();
                let sink = Sink {
                    out: self.out.clone(),
                    framing,
                    batch: Some(Arc::new(Mutex::new(Batch {
                        pending,
                        answers: Vec::new(),
                    }))),
                };
                for m in items {
                    if let Some(code) = self.handle(&sink, Ok(m)) {
                        return Some(code);
                    }
                }
                None
            }
            msg => self.handle(&self.sink(framing), msg),
        }
    }

    /// Handles one message; `Some(code)` means exit.
    fn handle(&mut self, sink: &Sink, msg: Result<Value, String>) -> Option<i32> {
        let msg = match msg {
            Ok(m) => m,
            Err(e) => {
                sink.error(&Value::Null, code::PARSE_ERROR, format!("parse error: {e}"));
                return None;
            }
        };
        let id = msg.get("id").cloned();
        let Some(method) = msg.get("method").and_then(Value::as_str) else {
            sink.error(
                &id.unwrap_or(Value::Null),
                code::INVALID_REQUEST,
                "invalid request: no method",
            );
            return None;
        };
        let params = msg.get("params").cloned().unwrap_or(Value::Null);
        let reply = |r: Result<Value, (i64, String)>| {
            if let Some(id) = &id {
                match r {
                    Ok(v) => sink.result(id, v),
                    Err((c, m)) => sink.error(id, c, m),
                }
            }
        };
        match method {
            "initialize" => reply(Ok(json!({
                "serverInfo": {"name": "lanes", "version": env!("CARGO_PKG_VERSION")},
                "methods": ["initialize", "open", "change", "close", "setTarget", "setCost",
                            "query", "shutdown", "exit", "$/cancelRequest"],
                "targets": lanes_target::builtin_names(),
            }))),
            "open" => {
                let r = (|| {
                    let path = str_param(&params, "path")?;
                    let text = str_param(&params, "text")?;
                    self.host.change_file(path, text);
                    self.opened.insert(path.to_string());
                    self.diagnostics(path)
                })();
                reply(r);
            }
            "change" => {
                let r = (|| {
                    let path = str_param(&params, "path")?;
                    match params.get("changes") {
                        None => {
                            let text = str_param(&params, "text")?;
                            self.host.change_file(path, text);
                        }
                        Some(changes) => self.apply_changes(path, changes)?,
                    }
                    self.opened.insert(path.to_string());
                    self.diagnostics(path)
                })();
                reply(r);
            }
            "close" => {
                let r = str_param(&params, "path").map(|p| {
                    self.opened.remove(p);
                    json!(self.host.close_file(p))
                });
                reply(r);
            }
            "setTarget" => reply(self.set_target(&params)),
            "setProfile" => reply(self.set_profile(&params)),
            "setCost" => reply(self.set_cost(&params)),
            "query" => {
                if let Some(id) = &id {
                    self.query(sink.clone(), id.clone(), &params);
                }
            }
            "$/cancelRequest" => {
                let key = params.get("id").map(Value::to_string);
                if let Some(h) = key.and_then(|k| self.running.lock().unwrap().remove(&k)) {
                    h.cancel();
                }
            }
            "shutdown" => {
                self.shutdown = true;
                reply(Ok(Value::Null));
            }
            "exit" => return Some(if self.shutdown { 0 } else { 1 }),
            other => reply(Err((
                code::METHOD_NOT_FOUND,
                format!("unknown method '{other}'"),
            ))),
        }
        None
    }

    /// `setProfile {llvm}`: `"14"`, `"22"` or `null` (each file's own).
    fn set_profile(&mut self, params: &Value) -> Result<Value, (i64, String)> {
        let profile = match params.get("llvm") {
            None | Some(Value::Null) => None,
            Some(v) => Some(
                v.as_str()
                    .and_then(lanes_db::Profile::parse)
                    .ok_or_else(|| invalid("`llvm` must be \"14\", \"22\" or null"))?,
            ),
        };
        self.host.set_profile(profile);
        Ok(json!({"llvm": profile.map(|p| p.name())}))
    }

    /// `setCost {table, key, value, target?}`: one entry of the current
    /// target, or of the one named (a built-in that functions' attributes
    /// select).
    fn set_cost(&mut self, params: &Value) -> Result<Value, (i64, String)> {
        let table = lanes_target::TableId::named(str_param(params, "table")?)
            .map_err(|e| invalid(e.to_string()))?;
        let key = str_param(params, "key")?;
        let value = params
            .get("value")
            .and_then(Value::as_u64)
            .and_then(|v| u32::try_from(v).ok())
            .ok_or_else(|| invalid("`value` must be a non-negative integer"))?;
        let name = match params.get("target").and_then(Value::as_str) {
            Some(n) => n.to_string(),
            None => self.host.target_desc().name,
        };
        self.host
            .set_cost_of(&name, table, key, value)
            .map_err(|e| match e {
                Error::Target(why) => invalid(why),
                e => invalid(e.to_string()),
            })?;
        Ok(json!({"target": name}))
    }

    fn set_target(&mut self, params: &Value) -> Result<Value, (i64, String)> {
        let desc = if let Some(name) = params.get("name").and_then(Value::as_str) {
            let desc = lanes_target::builtin(name).ok_or_else(|| {
                invalid(format!(
                    "unknown target '{name}' (built-in: {})",
                    lanes_target::builtin_names().join(", ")
                ))
            })?;
            // As `--target` does: a function naming a wider built-in keeps it.
            self.host.choose_builtin_target(name, &desc);
            desc
        } else if let Some(toml) = params.get("toml").and_then(Value::as_str) {
            let desc = lanes_target::TargetDesc::from_toml(toml, "<setTarget>")
                .map_err(|e| invalid(e.to_string()))?;
            self.host.choose_target(&desc);
            desc
        } else {
            return Err(invalid("setTarget takes `name` or `toml`"));
        };
        Ok(json!({"name": desc.name}))
    }

    fn wait_for_workers(&self) {
        // Workers remove themselves; give in-flight queries a bounded time to answer.
        for _ in 0..500 {
            if self.running.lock().unwrap().is_empty() {
                return;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
    }
}

fn str_param<'a>(params: &'a Value, key: &str) -> Result<&'a str, (i64, String)> {
    params
        .get(key)
        .and_then(Value::as_str)
        .ok_or_else(|| invalid(format!("missing string parameter `{key}`")))
}

fn invalid(msg: impl Into<String>) -> (i64, String) {
    (code::INVALID_PARAMS, msg.into())
}

fn failed(e: Error) -> (i64, String) {
    (code::REQUEST_FAILED, e.to_string())
}
