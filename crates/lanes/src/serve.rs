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
//! Methods: `initialize`, `open {path, text}`, `change {path, text}`,
//! `close {path}`, `setTarget {name} | {toml}`, `setCost {table, key, value}`,
//! `query {path, query, args}` (the CLI command `query` with the CLI
//! arguments `args`, answered with its `--format json` output), `shutdown`,
//! `exit`.

use std::io::{BufRead, Read, Write};
use std::sync::{Arc, Mutex, mpsc};

use clap::Parser;
use rustc_hash::FxHashMap;
use serde_json::{Value, json};

use crate::cli::{Cli, Command, Format, Output};
use crate::{AnalysisHost, CancelHandle, Error};

/// JSON-RPC error codes.
mod code {
    pub const PARSE_ERROR: i64 = -32700;
    pub const INVALID_REQUEST: i64 = -32600;
    pub const METHOD_NOT_FOUND: i64 = -32601;
    pub const INVALID_PARAMS: i64 = -32602;
    pub const REQUEST_FAILED: i64 = -32803;
    pub const REQUEST_CANCELLED: i64 = -32800;
    pub const CONTENT_MODIFIED: i64 = -32801;
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Framing {
    Lsp,
    Lines,
}

/// A message read from the client, or the end of its input.
enum Incoming {
    Message(Framing, Result<Value, String>),
    Eof,
}

/// Serialized writes to stdout, shared by the main loop and workers.
#[derive(Clone)]
struct Outgoing {
    out: Arc<Mutex<Box<dyn Write + Send>>>,
}

impl Outgoing {
    fn send(&self, framing: Framing, msg: &Value) {
        let body = msg.to_string();
        let mut out = self.out.lock().unwrap();
        let _ = match framing {
            Framing::Lsp => write!(out, "Content-Length: {}\r\n\r\n{body}", body.len()),
            Framing::Lines => writeln!(out, "{body}"),
        };
        let _ = out.flush();
    }
    fn result(&self, framing: Framing, id: &Value, result: Value) {
        self.send(
            framing,
            &json!({"jsonrpc": "2.0", "id": id, "result": result}),
        );
    }
    fn error(&self, framing: Framing, id: &Value, code: i64, message: impl Into<String>) {
        self.send(
            framing,
            &json!({"jsonrpc": "2.0", "id": id, "error": {"code": code, "message": message.into()}}),
        );
    }
}

/// Reads messages from `input` until it ends, sending them to `tx`.
fn read_loop(input: impl Read, tx: mpsc::Sender<Incoming>) {
    let mut reader = std::io::BufReader::new(input);
    let mut line = String::new();
    loop {
        line.clear();
        match reader.read_line(&mut line) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        let trimmed = line.trim();
        if trimmed.is_empty() {
            continue;
        }
        let msg = if let Some(len) = header_length(trimmed) {
            // LSP framing: more headers until an empty line, then the body.
            let mut len = len;
            loop {
                line.clear();
                if reader.read_line(&mut line).unwrap_or(0) == 0 {
                    let _ = tx.send(Incoming::Eof);
                    return;
                }
                let h = line.trim();
                if h.is_empty() {
                    break;
                }
                if let Some(l) = header_length(h) {
                    len = l;
                }
            }
            let Some(len) = len else {
                let _ = tx.send(Incoming::Message(
                    Framing::Lsp,
                    Err("invalid Content-Length header".into()),
                ));
                continue;
            };
            let mut body = vec![0u8; len.min(1 << 30)];
            if reader.read_exact(&mut body).is_err() {
                break;
            }
            Incoming::Message(
                Framing::Lsp,
                serde_json::from_slice(&body).map_err(|e| e.to_string()),
            )
        } else {
            Incoming::Message(
                Framing::Lines,
                serde_json::from_str(trimmed).map_err(|e| e.to_string()),
            )
        };
        if tx.send(msg).is_err() {
            return;
        }
    }
    let _ = tx.send(Incoming::Eof);
}

/// `Some(Some(n))` for a valid `Content-Length: n` header, `Some(None)` for a
/// malformed one, `None` for anything that is not that header.
fn header_length(line: &str) -> Option<Option<usize>> {
    let (k, v) = line.split_once(':')?;
    k.trim()
        .eq_ignore_ascii_case("content-length")
        .then(|| v.trim().parse().ok())
}

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
/// assert_eq!(r["result"][0]["name"], "f");
/// assert_eq!(ask(r#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#)["result"], serde_json::Value::Null);
/// writeln!(req_w, r#"{{"jsonrpc":"2.0","method":"exit"}}"#).unwrap();
/// assert_eq!(server.join().unwrap(), 0);
/// ```
pub fn serve(input: impl Read + Send + 'static, output: impl Write + Send + 'static) -> i32 {
    let (tx, rx) = mpsc::channel();
    let reader_tx = tx.clone();
    std::thread::spawn(move || read_loop(input, reader_tx));
    let out = Outgoing {
        out: Arc::new(Mutex::new(Box::new(output))),
    };
    let mut server = Server {
        host: AnalysisHost::new(),
        out,
        running: Arc::new(Mutex::new(FxHashMap::default())),
        shutdown: false,
    };
    loop {
        match rx.recv() {
            Ok(Incoming::Message(framing, msg)) => {
                if let Some(code) = server.handle(framing, msg) {
                    server.wait_for_workers();
                    return code;
                }
            }
            Ok(Incoming::Eof) | Err(_) => {
                server.wait_for_workers();
                return if server.shutdown { 0 } else { 1 };
            }
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
}

impl Server {
    /// Handles one message; `Some(code)` means exit.
    fn handle(&mut self, framing: Framing, msg: Result<Value, String>) -> Option<i32> {
        let msg = match msg {
            Ok(m) => m,
            Err(e) => {
                self.out.error(
                    framing,
                    &Value::Null,
                    code::PARSE_ERROR,
                    format!("parse error: {e}"),
                );
                return None;
            }
        };
        let id = msg.get("id").cloned();
        let Some(method) = msg.get("method").and_then(Value::as_str) else {
            self.out.error(
                framing,
                &id.unwrap_or(Value::Null),
                code::INVALID_REQUEST,
                "invalid request: no method",
            );
            return None;
        };
        let params = msg.get("params").cloned().unwrap_or(Value::Null);
        let reply = |s: &Self, r: Result<Value, (i64, String)>| {
            if let Some(id) = &id {
                match r {
                    Ok(v) => s.out.result(framing, id, v),
                    Err((c, m)) => s.out.error(framing, id, c, m),
                }
            }
        };
        match method {
            "initialize" => reply(
                self,
                Ok(json!({
                    "serverInfo": {"name": "lanes", "version": env!("CARGO_PKG_VERSION")},
                    "methods": ["initialize", "open", "change", "close", "setTarget", "setCost",
                                "query", "shutdown", "exit", "$/cancelRequest"],
                    "targets": lanes_target::builtin_names(),
                })),
            ),
            "open" | "change" => {
                let r = (|| {
                    let path = str_param(&params, "path")?;
                    let text = str_param(&params, "text")?;
                    self.host.change_file(path, text);
                    self.diagnostics(path)
                })();
                reply(self, r);
            }
            "close" => {
                let r = str_param(&params, "path").map(|p| json!(self.host.close_file(p)));
                reply(self, r);
            }
            "setTarget" => {
                let r = self.set_target(&params);
                reply(self, r);
            }
            "setCost" => {
                let r = (|| {
                    let table = str_param(&params, "table")?;
                    let key = str_param(&params, "key")?;
                    let value = params
                        .get("value")
                        .and_then(Value::as_u64)
                        .and_then(|v| u32::try_from(v).ok())
                        .ok_or_else(|| invalid("`value` must be a non-negative integer"))?;
                    self.host
                        .set_cost(&format!("{table}.{key}"), value)
                        .map_err(|e| invalid(e.to_string()))?;
                    Ok(Value::Null)
                })();
                reply(self, r);
            }
            "query" => {
                if let Some(id) = &id {
                    self.query(framing, id.clone(), &params);
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
                reply(self, Ok(Value::Null));
            }
            "exit" => return Some(if self.shutdown { 0 } else { 1 }),
            other => reply(
                self,
                Err((code::METHOD_NOT_FOUND, format!("unknown method '{other}'"))),
            ),
        }
        None
    }

    fn set_target(&mut self, params: &Value) -> Result<Value, (i64, String)> {
        let desc = if let Some(name) = params.get("name").and_then(Value::as_str) {
            lanes_target::builtin(name).ok_or_else(|| {
                invalid(format!(
                    "unknown target '{name}' (built-in: {})",
                    lanes_target::builtin_names().join(", ")
                ))
            })?
        } else if let Some(toml) = params.get("toml").and_then(Value::as_str) {
            lanes_target::TargetDesc::from_toml(toml, "<setTarget>")
                .map_err(|e| invalid(e.to_string()))?
        } else {
            return Err(invalid("setTarget takes `name` or `toml`"));
        };
        self.host.set_target(&desc);
        Ok(json!({"name": desc.name}))
    }

    fn diagnostics(&self, path: &str) -> Result<Value, (i64, String)> {
        let diags = self
            .host
            .analysis()
            .diagnostics(path)
            .map_err(|_| (code::CONTENT_MODIFIED, "cancelled".to_string()))?
            .map_err(failed)?;
        Ok(json!({ "diagnostics": diags }))
    }

    /// Parses the query as CLI arguments, opens its files from disk if the
    /// client has not, and answers on a worker thread.
    fn query(&mut self, framing: Framing, id: Value, params: &Value) {
        let command = match parse_query(params) {
            Ok(c) => c,
            Err(e) => return self.out.error(framing, &id, code::INVALID_PARAMS, e),
        };
        let mut paths = Vec::new();
        for f in command.files() {
            let p = f.display().to_string();
            if !self.host.is_open(&p) {
                match crate::input::read_ir(&f) {
                    Ok(text) => self.host.open_file(&p, &text),
                    Err(e) => {
                        let msg = match std::fs::metadata(&f) {
                            Err(io) => format!("no such file: {p}: {io}"),
                            Ok(_) => e,
                        };
                        return self.out.error(framing, &id, code::REQUEST_FAILED, msg);
                    }
                }
            }
            paths.push(p);
        }
        if paths.is_empty() {
            paths = self.host.files();
        }
        let analysis = self.host.analysis();
        let key = id.to_string();
        self.running
            .lock()
            .unwrap()
            .insert(key.clone(), analysis.cancel_handle());
        let out = self.out.clone();
        let running = self.running.clone();
        std::thread::spawn(move || {
            let result = command.execute(&analysis, &paths);
            // Release the snapshot before answering: the host may be waiting to write.
            drop(analysis);
            // `$/cancelRequest` takes the handle out of `running`.
            let cancelled_by_client = !running.lock().unwrap().contains_key(&key);
            match result {
                Ok(Output::Json(v)) => out.result(framing, &id, v),
                Ok(Output::Text(t)) => out.result(framing, &id, Value::String(t)),
                Err(Error::Cancelled) if cancelled_by_client => {
                    out.error(framing, &id, code::REQUEST_CANCELLED, "request cancelled")
                }
                Err(Error::Cancelled) => out.error(
                    framing,
                    &id,
                    code::CONTENT_MODIFIED,
                    "content modified by a newer change; ask again",
                ),
                Err(e) => out.error(framing, &id, code::REQUEST_FAILED, e.to_string()),
            }
            // Only now is the query done: `exit` waits for `running` to empty.
            running.lock().unwrap().remove(&key);
        });
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

/// `{path, query, args}` → the CLI command `lanes QUERY PATH ARGS... --format json`.
fn parse_query(params: &Value) -> Result<Command, String> {
    let query = params
        .get("query")
        .and_then(Value::as_str)
        .ok_or("missing string parameter `query`")?;
    let mut argv = vec!["lanes".to_string(), query.to_string()];
    if let Some(path) = params.get("path").and_then(Value::as_str) {
        argv.push(path.to_string());
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
    let cli = Cli::try_parse_from(&argv).map_err(|e| e.render().to_string())?;
    let mut command = cli.command.ok_or("missing query")?;
    command.common_mut().format = Format::Json;
    if command.common().target.is_some() {
        return Err("use setTarget to change the target of a server".into());
    }
    Ok(command)
}
