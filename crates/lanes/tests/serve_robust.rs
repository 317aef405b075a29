//! `lanes serve` against a careless or hostile client: invalid UTF-8,
//! truncated and oversized frames, other LSP headers, batches, unknown
//! methods, missing parameters, files rewritten on disk and a closed input.
//! The server answers every message or ends cleanly; it never stops
//! serving because of one bad message.

use std::io::{BufRead, BufReader, Read, Write};
use std::time::Duration;

use serde_json::{Value, json};

struct Server {
    to: Option<std::io::PipeWriter>,
    from: BufReader<std::io::PipeReader>,
    handle: std::thread::JoinHandle<i32>,
}

impl Server {
    fn start(limit: usize) -> Server {
        let (req_r, req_w) = std::io::pipe().unwrap();
        let (resp_r, resp_w) = std::io::pipe().unwrap();
        let handle =
            std::thread::spawn(move || lanes::serve::serve_with_limit(req_r, resp_w, limit));
        Server {
            to: Some(req_w),
            from: BufReader::new(resp_r),
            handle,
        }
    }
    fn raw(&mut self, bytes: &[u8]) {
        let to = self.to.as_mut().unwrap();
        to.write_all(bytes).unwrap();
        to.flush().unwrap();
    }
    fn line(&mut self, msg: &Value) {
        self.raw(format!("{msg}\n").as_bytes());
    }
    fn lsp(&mut self, body: &[u8]) {
        self.raw(format!("Content-Length: {}\r\n\r\n", body.len()).as_bytes());
        self.raw(body);
    }
    /// The next answer, in either framing.
    fn recv(&mut self) -> Value {
        let mut line = String::new();
        self.from.read_line(&mut line).unwrap();
        if let Some(len) = line.trim().strip_prefix("Content-Length: ") {
            let len: usize = len.parse().unwrap();
            line.clear();
            self.from.read_line(&mut line).unwrap();
            let mut body = vec![0; len];
            self.from.read_exact(&mut body).unwrap();
            return serde_json::from_slice(&body).unwrap();
        }
        serde_json::from_str(&line).unwrap_or_else(|e| panic!("{e}: {line:?}"))
    }
    /// Closes the input; the exit code.
    fn close(mut self) -> i32 {
        drop(self.to.take());
        join(self.handle)
    }
}

fn join(h: std::thread::JoinHandle<i32>) -> i32 {
    for _ in 0..500 {
        if h.is_finished() {
            return h.join().expect("the server does not panic");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    panic!("the server did not end");
}

fn req(id: u64, method: &str, params: Value) -> Value {
    json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params})
}

fn code(v: &Value) -> i64 {
    v["error"]["code"]
        .as_i64()
        .unwrap_or_else(|| panic!("not an error: {v}"))
}

#[test]
fn invalid_utf8_is_a_parse_error_and_the_server_keeps_serving() {
    let mut s = Server::start(1 << 20);
    s.raw(b"\xff\n");
    assert_eq!(code(&s.recv()), -32700);
    s.raw(b"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"open\",\"params\":{\"path\":\"a.ll\",\"text\":\"\xfe\"}}\n");
    assert_eq!(code(&s.recv()), -32700);
    s.lsp(b"{\"id\": \xff}");
    assert_eq!(code(&s.recv()), -32700);
    s.line(&req(2, "initialize", json!({})));
    let r = s.recv();
    assert_eq!(r["id"], 2);
    assert_eq!(r["result"]["serverInfo"]["name"], "lanes");
    assert_eq!(s.close(), 1, "the input ended without shutdown");
}

#[test]
fn oversized_frames_are_refused_without_being_buffered() {
    let mut s = Server::start(1000);
    let big = format!("{{\"pad\": \"{}\"}}", "x".repeat(5000));
    s.lsp(big.as_bytes());
    let e = s.recv();
    assert_eq!(code(&e), -32600);
    assert!(
        e["error"]["message"]
            .as_str()
            .unwrap()
            .contains("over the limit of 1000 bytes"),
        "{e}"
    );
    s.raw(format!("{big}\n").as_bytes());
    assert_eq!(code(&s.recv()), -32600);
    // Both framings are still in step.
    s.lsp(req(3, "initialize", json!({})).to_string().as_bytes());
    assert_eq!(s.recv()["id"], 3);
    s.line(&req(4, "initialize", json!({})));
    assert_eq!(s.recv()["id"], 4);
    assert_eq!(s.close(), 1);
}

#[test]
fn a_tiny_limit_answers_every_message_with_the_size_error() {
    // Even a limit no message fits (the command line refuses 0) answers
    // each message instead of dropping it.
    let mut s = Server::start(0);
    s.line(&req(1, "initialize", json!({})));
    s.line(&req(2, "initialize", json!({})));
    drop(s.to.take());
    let e = s.recv();
    assert_eq!(code(&e), -32600, "{e}");
    assert!(
        e["error"]["message"]
            .as_str()
            .unwrap()
            .contains("over the limit of 0 bytes"),
        "{e}"
    );
    assert_eq!(code(&s.recv()), -32600);
    assert_eq!(join(s.handle), 1);
}

#[test]
fn reversed_range_edits_are_refused() {
    let mut s = Server::start(1 << 20);
    s.line(&req(1, "open", json!({"path": "r.ll", "text": LOOP})));
    assert!(s.recv()["error"].is_null());
    let reversed = json!({"path": "r.ll", "changes": [{
        "range": {"start": {"line": 9, "character": 30}, "end": {"line": 9, "character": 28}},
        "text": "1000"}]});
    s.line(&req(2, "change", reversed));
    let e = s.recv();
    assert_eq!(code(&e), -32602, "{e}");
    let msg = e["error"]["message"].as_str().unwrap();
    assert!(msg.contains("9:28") && msg.contains("9:30"), "{msg}");
    // Nothing was applied: the loop still runs 64 times.
    s.line(&req(3, "query", json!({"path": "r.ll", "query": "loops"})));
    let r = s.recv();
    assert_eq!(r["result"]["result"][0]["trip_count"], 64, "{r}");
    assert_eq!(s.close(), 1);
}

#[test]
fn bad_query_args_are_one_line_naming_the_argument() {
    let mut s = Server::start(1 << 20);
    s.line(&req(1, "open", json!({"path": "q.ll", "text": LOOP})));
    assert!(s.recv()["error"].is_null());
    for (id, args, names) in [
        (2, json!(["--bogus"]), "--bogus"),
        (3, json!(["--func", "f", "--vf", "x"]), "--vf"),
    ] {
        s.line(&req(
            id,
            "query",
            json!({"path": "q.ll", "query": "cost", "args": args}),
        ));
        let e = s.recv();
        assert_eq!(code(&e), -32602, "{e}");
        let msg = e["error"]["message"].as_str().unwrap();
        assert!(!msg.contains('\n'), "one line: {msg:?}");
        assert!(!msg.contains("Usage"), "{msg}");
        assert!(msg.contains(names), "{msg}");
    }
    assert_eq!(s.close(), 1);
}

#[test]
fn truncated_frames_and_bad_headers_end_or_answer_cleanly() {
    let mut s = Server::start(1 << 20);
    s.raw(b"Content-Length: zero\r\n\r\n");
    assert_eq!(code(&s.recv()), -32600);
    s.raw(b"Content-Length: 100\r\n\r\n{\"jsonrpc\"");
    drop(s.to.take());
    let e = s.recv();
    assert_eq!(code(&e), -32600, "{e}");
    assert_eq!(join(s.handle), 1);

    // A closed input with nothing sent.
    let s = Server::start(1 << 20);
    assert_eq!(s.close(), 1);
}

#[test]
fn lsp_headers_other_than_content_length_are_accepted() {
    let mut s = Server::start(1 << 20);
    let body = req(1, "initialize", json!({})).to_string();
    s.raw(
        format!(
            "Content-Length: {}\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{body}",
            body.len()
        )
        .as_bytes(),
    );
    assert_eq!(s.recv()["id"], 1);
    s.raw(
        format!(
            "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        )
        .as_bytes(),
    );
    assert_eq!(s.recv()["id"], 1);
    assert_eq!(s.close(), 1);
}

#[test]
fn batches_unknown_methods_and_missing_parameters() {
    let mut s = Server::start(1 << 20);
    s.line(&json!([
        req(1, "initialize", json!({})),
        {"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 99}},
        req(2, "frobnicate", json!({})),
        req(3, "query", json!({"query": "report"})),
        req(4, "query", json!({"query": "loops"})),
        7,
    ]));
    let answers = s.recv();
    let answers = answers
        .as_array()
        .expect("a batch is answered with an array");
    let by_id = |id: Value| {
        answers
            .iter()
            .find(|a| a["id"] == id)
            .unwrap_or_else(|| panic!("no answer {id}"))
    };
    assert_eq!(answers.len(), 5, "{answers:?}");
    assert_eq!(by_id(json!(1))["result"]["serverInfo"]["name"], "lanes");
    assert_eq!(code(by_id(json!(2))), -32601);
    assert_eq!(code(by_id(json!(3))), -32602, "a query without `path`");
    assert_eq!(code(by_id(json!(4))), -32602);
    assert_eq!(code(by_id(Value::Null)), -32600, "7 is not a request");

    s.line(&json!([]));
    assert_eq!(code(&s.recv()), -32600);
    // A batch of notifications only is not answered; the next request is.
    s.line(&json!([{"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 1}}]));
    s.line(&req(5, "shutdown", json!(null)));
    assert_eq!(s.recv()["id"], 5);
    s.line(&json!({"jsonrpc": "2.0", "method": "exit"}));
    assert_eq!(join(s.handle), 0);
}

const LOOP: &str = "define void @f(i32* %p) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %q = getelementptr inbounds i32, i32* %p, i64 %i
  store i32 0, i32* %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 64
  br i1 %c, label %loop, label %exit

exit:
  ret void
}
";

#[test]
fn files_read_from_disk_are_read_again_when_they_change() {
    let dir = std::env::temp_dir().join(format!("lanes-serve-disk-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("k.ll");
    std::fs::write(&file, LOOP).unwrap();
    let trip = |s: &mut Server, id: u64, path: &std::path::Path| {
        s.line(&req(id, "query", json!({"path": path, "query": "loops"})));
        let r = s.recv();
        assert!(r["error"].is_null(), "{r}");
        r["result"]["result"][0]["trip_count"].clone()
    };
    let mut s = Server::start(1 << 20);
    assert_eq!(trip(&mut s, 1, &file), 64);
    std::fs::write(&file, LOOP.replace(", 64", ", 1000")).unwrap();
    assert_eq!(trip(&mut s, 2, &file), 1000, "not the stale answer");
    // Another spelling of the same file is the same file.
    let other = dir.join(".").join("k.ll");
    assert_eq!(trip(&mut s, 3, &other), 1000);
    std::fs::write(&file, LOOP.replace(", 64", ", 7")).unwrap();
    assert_eq!(trip(&mut s, 4, &other), 7);
    assert_eq!(trip(&mut s, 5, &file), 7);
    // What the client opened wins over the disk.
    s.line(&req(
        6,
        "open",
        json!({"path": file, "text": LOOP.replace(", 64", ", 9")}),
    ));
    s.recv();
    assert_eq!(trip(&mut s, 7, &file), 9);
    // A directory is not a file.
    s.line(&req(8, "query", json!({"path": dir, "query": "loops"})));
    let e = s.recv();
    assert_eq!(code(&e), -32803);
    assert!(
        e["error"]["message"]
            .as_str()
            .unwrap()
            .contains("is a directory"),
        "{e}"
    );
    assert_eq!(s.close(), 1);
}
