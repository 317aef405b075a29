//! The wire: framing (LSP's `Content-Length` or one JSON message per
//! line), reading messages without ever stopping on bad input, and
//! writing answers (alone or in a batch's array).

use std::io::{BufRead, Read, Write};
use std::sync::{Arc, Mutex, mpsc};

use serde_json::{Value, json};

/// JSON-RPC error codes.
pub(super) mod code {
    pub const PARSE_ERROR: i64 = -32700;
    pub const INVALID_REQUEST: i64 = -32600;
    pub const METHOD_NOT_FOUND: i64 = -32601;
    pub const INVALID_PARAMS: i64 = -32602;
    pub const REQUEST_FAILED: i64 = -32803;
    pub const REQUEST_CANCELLED: i64 = -32800;
    pub const CONTENT_MODIFIED: i64 = -32801;
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Framing {
    Lsp,
    Lines,
}

/// A message read from the client, or the end of its input.
pub(super) enum Incoming {
    Message(Framing, Result<Value, String>),
    /// A message that cannot be a request: answered with `-32600`.
    Invalid(Framing, String),
    Eof,
}

/// Where answers go: straight out, or into the array answering a batch
/// (sent once its last request has answered).
#[derive(Clone)]
pub(super) struct Sink {
    pub(super) out: Outgoing,
    pub(super) framing: Framing,
    pub(super) batch: Option<Arc<Mutex<Batch>>>,
}

pub(super) struct Batch {
    /// Answers still to come.
    pub(super) pending: usize,
    /// The answers so far, serialized.
    pub(super) answers: Vec<String>,
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
    pub(super) fn result(&self, id: &Value, result: Value) {
        self.send(json!({"jsonrpc": "2.0", "id": id, "result": result}));
    }
    /// [`result`](Self::result) with the result already serialized, as
    /// the concatenation of `parts`: the same bytes (serde_json orders the
    /// keys `id`, `jsonrpc`, `result`).
    pub(super) fn result_parts(&self, id: &Value, parts: &[&str]) {
        let head = format!(r#"{{"id":{id},"jsonrpc":"2.0","result":"#);
        if self.batch.is_none() {
            // Written in parts: a large answer is not copied into a message.
            let mut all = Vec::with_capacity(parts.len() + 2);
            all.push(head.as_str());
            all.extend_from_slice(parts);
            all.push("}");
            return self.out.send_parts(self.framing, &all);
        }
        self.send_text(format!("{head}{}}}", parts.concat()));
    }
    pub(super) fn error(&self, id: &Value, code: i64, message: impl Into<String>) {
        self.send(
            json!({"jsonrpc": "2.0", "id": id, "error": {"code": code, "message": message.into()}}),
        );
    }
}

/// Serialized writes to stdout, shared by the main loop and workers.
#[derive(Clone)]
pub(super) struct Outgoing {
    pub(super) out: Arc<Mutex<Box<dyn Write + Send>>>,
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
pub(super) fn read_loop(input: impl Read, tx: mpsc::Sender<Incoming>, max: usize) {
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
