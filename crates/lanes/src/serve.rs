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
//! `query {path, query, args}` (the CLI command `query` with the CLI
//! arguments `args`, answered with its `--format json` output), `shutdown`,
//! `exit`.
//!
//! **Architecture invariant:** the server is an outer layer beside
//! [`crate::cli`]: it owns the framing, the host and the worker threads, and
//! answers `query` by executing the same [`Command`] the CLI would, in JSON.
//!
//! **API boundary:** JSON-RPC (ids, error codes, framing) is known here
//! only; the layers below return model values and [`Error`]s.

use std::io::{BufRead, Read, Write};
use std::sync::{Arc, Mutex, mpsc};

use clap::Parser;
use rustc_hash::FxHashMap;
use serde_json::{Value, json};

use crate::args::Cli;
use crate::commands::Command;
pub use crate::commands::MAX_MESSAGE_BYTES;
use crate::error::Error;
use crate::format::Output;
use crate::host::{AnalysisHost, CancelHandle, TextPosition};

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
    /// A message that cannot be a request: answered with `-32600`.
    Invalid(Framing, String),
    Eof,
}

/// Where answers go: straight out, or into the array answering a batch
/// (sent once its last request has answered).
#[derive(Clone)]
struct Sink {
    out: Outgoing,
    framing: Framing,
    batch: Option<Arc<Mutex<Batch>>>,
}

struct Batch {
    /// Answers still to come.
    pending: usize,
    /// The answers so far, serialized.
    answers: Vec<String>,
}

impl Sink {
    fn send(&self, msg: Value) {
        self.send_text(msg.to_string());
    }
    /// Sends one serialized answer (or keeps it for its batch's array).
    fn send_text(&self, msg: String) {
        let Some(batch) = &self.batch else {
            return self.out.send(self.framing, &msg);
        };
        let mut b = batch.lock().unwrap();
        b.answers.push(msg);
        b.pending = b.pending.saturating_sub(1);
        if b.pending == 0 {
            let all = format!("[{}]", std::mem::take(&mut b.answers).join(","));
            self.out.send(self.framing, &all);
        }
    }
    fn result(&self, id: &Value, result: Value) {
        self.send(json!({"jsonrpc": "2.0", "id": id, "result": result}));
    }
    /// [`result`](Self::result) with the result already serialized: the
    /// same bytes (serde_json orders the keys `id`, `jsonrpc`, `result`).
    fn result_text(&self, id: &Value, result: &str) {
        let head = format!(r#"{{"id":{id},"jsonrpc":"2.0","result":"#);
        if self.batch.is_none() {
            // Written in parts: a large answer is not copied into a message.
            return self.out.send_parts(self.framing, &[&head, result, "}"]);
        }
        self.send_text(format!("{head}{result}}}"));
    }
    fn error(&self, id: &Value, code: i64, message: impl Into<String>) {
        self.send(
            json!({"jsonrpc": "2.0", "id": id, "error": {"code": code, "message": message.into()}}),
        );
    }
}

/// Serialized writes to stdout, shared by the main loop and workers.
#[derive(Clone)]
struct Outgoing {
    out: Arc<Mutex<Box<dyn Write + Send>>>,
}

impl Outgoing {
    fn send(&self, framing: Framing, body: &str) {
        self.send_parts(framing, &[body]);
    }

    /// Sends the concatenation of `parts` as one message.
    fn send_parts(&self, framing: Framing, parts: &[&str]) {
        let mut out = match self.out.lock() {
            Ok(o) => o,
            Err(poisoned) => poisoned.into_inner(),
        };
        let len: usize = parts.iter().map(|p| p.len()).sum();
        let mut write = || -> std::io::Result<()> {
            if framing == Framing::Lsp {
                write!(out, "Content-Length: {len}\r\n\r\n")?;
            }
            for p in parts {
                out.write_all(p.as_bytes())?;
            }
            if framing == Framing::Lines {
                out.write_all(b"\n")?;
            }
            out.flush()
        };
        let _ = write();
    }
}

/// Reads up to and including the next `\n` into `buf`, keeping at most
/// `max` bytes (the rest of a longer line is read and dropped). Returns
/// the bytes read (0 at the end of input) and whether the line was cut.
fn read_line_capped(
    reader: &mut impl BufRead,
    buf: &mut Vec<u8>,
    max: usize,
) -> std::io::Result<(usize, bool)> {
    buf.clear();
    let mut total = 0;
    let mut cut = false;
    loop {
        let chunk = match reader.fill_buf() {
            Ok(c) => c,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            return Ok((total, cut));
        }
        let (take, done) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (i + 1, true),
            None => (chunk.len(), false),
        };
        let room = max.saturating_sub(buf.len());
        if take > room {
            cut = true;
        }
        buf.extend_from_slice(&chunk[..take.min(room)]);
        reader.consume(take);
        total += take;
        if done {
            return Ok((total, cut));
        }
    }
}

/// Whether a line starts an LSP header block (`Content-Length: N` or
/// `Content-Type: ...`, in any case).
fn is_header(line: &[u8]) -> bool {
    let lower = line.to_ascii_lowercase();
    lower.starts_with(b"content-length:") || lower.starts_with(b"content-type:")
}

/// Reads messages from `input` until it ends, sending them to `tx`. Never
/// stops on bad input: invalid UTF-8, bad JSON, bad headers and messages
/// over `max` bytes are each answered and skipped.
fn read_loop(input: impl Read, tx: mpsc::Sender<Incoming>, max: usize) {
    let mut reader = std::io::BufReader::new(input);
    let mut line = Vec::new();
    let too_big = |n: usize| {
        format!(
            "message of {n} bytes is over the limit of {max} bytes (lanes serve --max-message-bytes)"
        )
    };
    loop {
        let (n, cut) = match read_line_capped(&mut reader, &mut line, max) {
            Ok((0, _)) | Err(_) => break,
            Ok(r) => r,
        };
        let trimmed = line.trim_ascii();
        if trimmed.is_empty() && !cut {
            continue;
        }
        let msg = if cut && !is_header(trimmed) {
            Incoming::Invalid(Framing::Lines, too_big(n))
        } else if is_header(trimmed) {
            // LSP framing: headers until an empty line, then the body.
            let mut len = header_length(trimmed);
            let mut eof = false;
            loop {
                match read_line_capped(&mut reader, &mut line, 8 << 10) {
                    Ok((0, _)) | Err(_) => {
                        eof = true;
                        break;
                    }
                    Ok(_) => {}
                }
                let h = line.trim_ascii();
                if h.is_empty() {
                    break;
                }
                if let Some(l) = header_length(h) {
                    len = Some(l);
                }
            }
            if eof {
                break;
            }
            match len {
                None | Some(None) => Incoming::Invalid(
                    Framing::Lsp,
                    "missing or invalid Content-Length header".into(),
                ),
                Some(Some(len)) if len > max => {
                    // Skip the body without keeping it.
                    let skipped =
                        std::io::copy(&mut (&mut reader).take(len as u64), &mut std::io::sink())
                            .unwrap_or(0);
                    let _ = tx.send(Incoming::Invalid(Framing::Lsp, too_big(len)));
                    if skipped < len as u64 {
                        break;
                    }
                    continue;
                }
                Some(Some(len)) => {
                    let mut body = vec![0u8; len];
                    if reader.read_exact(&mut body).is_err() {
                        // A truncated frame: the input ended inside it.
                        let _ = tx.send(Incoming::Invalid(
                            Framing::Lsp,
                            format!("the input ended inside a message of {len} bytes"),
                        ));
                        break;
                    }
                    Incoming::Message(
                        Framing::Lsp,
                        serde_json::from_slice(&body).map_err(|e| e.to_string()),
                    )
                }
            }
        } else {
            Incoming::Message(
                Framing::Lines,
                serde_json::from_slice(trimmed).map_err(|e| e.to_string()),
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
fn header_length(line: &[u8]) -> Option<Option<usize>> {
    let line = std::str::from_utf8(line).ok()?;
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
        last: Default::default(),
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
    /// The last answer serialized by a worker, kept while nothing changes:
    /// asked again, it is sent as it is.
    last: Arc<Mutex<Option<KeptAnswer>>>,
}

/// An answer, the request it answers (`params` as JSON text) and the
/// host's generation it was computed at.
struct KeptAnswer {
    generation: u64,
    params: String,
    text: Arc<String>,
}

type DiskStamp = (Option<std::time::SystemTime>, u64);

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
            "setProfile" => {
                let r = match params.get("llvm") {
                    None | Some(Value::Null) => Ok(None),
                    Some(v) => v
                        .as_str()
                        .and_then(lanes_db::Profile::parse)
                        .map(Some)
                        .ok_or_else(|| invalid("`llvm` must be \"14\", \"22\" or null")),
                };
                reply(r.map(|p| {
                    self.host.set_profile(p);
                    json!({"llvm": p.map(|p| p.name())})
                }));
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
                    // The current target, or the one named (a built-in
                    // that functions' attributes select).
                    let name = match params.get("target").and_then(Value::as_str) {
                        Some(n) => n.to_string(),
                        None => self.host.target_desc().name,
                    };
                    let mut desc = self
                        .host
                        .target_desc_of(&name)
                        .ok_or_else(|| invalid(format!("no target named '{name}' is in use")))?;
                    desc.set_in(table, key, value)
                        .map_err(|e| invalid(e.to_string()))?;
                    self.host.set_target_named(&name, &desc);
                    Ok(json!({"target": name}))
                })();
                reply(r);
            }
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

    /// LSP's `contentChanges`, in order: `{range, text}` replaces the
    /// range (of an open file), `{text}` the whole text.
    fn apply_changes(&mut self, path: &str, changes: &Value) -> Result<(), (i64, String)> {
        let Value::Array(changes) = changes else {
            return Err(invalid("`changes` must be an array"));
        };
        for c in changes {
            let text = str_param(c, "text")?;
            match c.get("range") {
                None | Some(Value::Null) => self.host.change_file(path, text),
                Some(range) => {
                    if !self.opened.contains(path) {
                        return Err(invalid(format!(
                            "a range edit of '{path}', which is not open"
                        )));
                    }
                    let (start, end) = (position(range, "start")?, position(range, "end")?);
                    if (end.line, end.character) < (start.line, start.character) {
                        return Err(invalid(format!(
                            "range end {}:{} is before its start {}:{} (line:character, from 0)",
                            end.line, end.character, start.line, start.character
                        )));
                    }
                    self.host
                        .edit_file(path, start, end, text)
                        .map_err(failed)?;
                }
            }
        }
        Ok(())
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

    /// The host path of a file a query names: the client's text when it
    /// opened that path, else the file on disk under its canonical path,
    /// read again whenever its modification time or size changed.
    fn disk_file(&mut self, f: &std::path::Path) -> Result<String, String> {
        let given = f.display().to_string();
        if self.opened.contains(&given) {
            return Ok(given);
        }
        if f.is_dir() {
            return Err(Error::NotAFile(given).to_string());
        }
        let canonical = f
            .canonicalize()
            .map_err(|e| Error::NoSuchFile(format!("{given}: {e}")).to_string())?;
        let key = canonical.display().to_string();
        if self.opened.contains(&key) {
            return Ok(key);
        }
        let meta = std::fs::metadata(&canonical)
            .map_err(|e| Error::NoSuchFile(format!("{given}: {e}")).to_string())?;
        let stamp = (meta.modified().ok(), meta.len());
        if let Some((s, _)) = self.disk.get(&key)
            && *s == stamp
        {
            return Ok(key);
        }
        let text = crate::input::read_ir(&canonical)?;
        let hash = {
            use std::hash::{Hash, Hasher};
            let mut h = std::collections::hash_map::DefaultHasher::new();
            text.hash(&mut h);
            h.finish()
        };
        // Touched but equal: nothing to recompute.
        if self.disk.get(&key).is_none_or(|(_, h)| *h != hash) {
            self.host.change_file(&key, &text);
        }
        self.disk.insert(key.clone(), (stamp, hash));
        Ok(key)
    }

    /// Parses the query as CLI arguments, reads its files from disk unless
    /// the client opened them, and answers on a worker thread.
    fn query(&mut self, sink: Sink, id: Value, params: &Value) {
        let (command, common) = match parse_query(params) {
            Ok(c) => c,
            Err(e) => return sink.error(&id, code::INVALID_PARAMS, e),
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
        let asked = params.to_string();
        if let Some(kept) = &*self.last.lock().unwrap()
            && kept.generation == generation
            && kept.params == asked
        {
            return sink.result_text(&id, &kept.text);
        }
        let last = self.last.clone();
        let key = id.to_string();
        self.running
            .lock()
            .unwrap()
            .insert(key.clone(), analysis.cancel_handle());
        let running = self.running.clone();
        std::thread::spawn(move || {
            let result = command.execute_json_text(&analysis, &paths);
            // Release the snapshot before answering: the host may be waiting to write.
            drop(analysis);
            // `$/cancelRequest` takes the handle out of `running`.
            let cancelled_by_client = !running.lock().unwrap().contains_key(&key);
            match result {
                Ok(Output::JsonText(t)) => {
                    let t = Arc::new(t);
                    sink.result_text(&id, &t);
                    *last.lock().unwrap() = Some(KeptAnswer {
                        generation,
                        params: asked,
                        text: t,
                    });
                }
                Ok(output) => sink.result(&id, output.into_value()),
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

/// `range.start` or `range.end`: `{line, character}`, both from 0.
fn position(range: &Value, key: &str) -> Result<TextPosition, (i64, String)> {
    let field = |name: &str| {
        range
            .get(key)
            .and_then(|p| p.get(name))
            .and_then(Value::as_u64)
            .and_then(|v| u32::try_from(v).ok())
            .ok_or_else(|| {
                invalid(format!(
                    "`range.{key}.{name}` must be a non-negative integer"
                ))
            })
    };
    Ok(TextPosition {
        line: field("line")?,
        character: field("character")?,
    })
}

fn invalid(msg: impl Into<String>) -> (i64, String) {
    (code::INVALID_PARAMS, msg.into())
}

fn failed(e: Error) -> (i64, String) {
    (code::REQUEST_FAILED, e.to_string())
}

/// `{path, query, args}` → the CLI command `lanes QUERY PATH ARGS... --format json`.
/// The command of a `query` and whether it asks for outer-loop candidates.
fn parse_query(params: &Value) -> Result<(Command, crate::args::Common), String> {
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
