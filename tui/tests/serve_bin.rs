//! `lanes serve` as another tool runs it: the real binary over pipes.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use serde_json::{Value, json};

struct Server {
    /// Set once the child has been reaped, so the watchdog leaves its pid alone.
    done: Arc<AtomicBool>,
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    next_id: u64,
}

impl Server {
    fn start() -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_lanes"))
            .arg("serve")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("spawn lanes serve");
        // A server that stops answering fails the test instead of hanging it.
        let pid = child.id().to_string();
        let done = Arc::new(AtomicBool::new(false));
        let watched = done.clone();
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_secs(60));
            if !watched.load(Ordering::SeqCst) {
                let _ = Command::new("kill").arg(&pid).status();
            }
        });
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Server {
            done,
            child,
            stdin,
            stdout,
            next_id: 0,
        }
    }

    /// Sends raw bytes with LSP framing.
    fn send_raw(&mut self, body: &str) {
        write!(self.stdin, "Content-Length: {}\r\n\r\n{body}", body.len()).unwrap();
        self.stdin.flush().unwrap();
    }

    /// Reads one LSP-framed message.
    fn recv(&mut self) -> Value {
        let mut len = None;
        loop {
            let mut line = String::new();
            assert!(
                self.stdout.read_line(&mut line).unwrap() > 0,
                "server closed"
            );
            let line = line.trim();
            if line.is_empty() {
                break;
            }
            if let Some(v) = line.strip_prefix("Content-Length:") {
                len = Some(v.trim().parse::<usize>().unwrap());
            }
        }
        let mut body = vec![0; len.expect("Content-Length")];
        std::io::Read::read_exact(&mut self.stdout, &mut body).unwrap();
        serde_json::from_slice(&body).unwrap()
    }

    fn request(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        let msg = json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params});
        self.send_raw(&msg.to_string());
        let reply = self.recv();
        assert_eq!(reply["id"], json!(id), "{reply}");
        reply
    }

    fn result(&mut self, method: &str, params: Value) -> Value {
        let reply = self.request(method, params);
        assert!(reply.get("error").is_none(), "{method}: {reply}");
        reply["result"].clone()
    }
}

fn seed(name: &str) -> (String, String) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../fixtures/seeds")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap();
    (name.to_string(), text)
}

/// (vectorized, VF) of the only loop of the report.
fn verdict(report: &Value) -> (bool, u64) {
    let rows = report["result"]
        .as_array()
        .expect("report's result is an array");
    assert_eq!(rows.len(), 1, "{report}");
    (
        rows[0]["vectorized"].as_bool().unwrap(),
        rows[0]["vf"].as_u64().unwrap(),
    )
}

#[test]
fn a_tool_opens_asks_changes_a_cost_and_sees_the_decision_change() {
    let mut s = Server::start();
    let init = s.result("initialize", json!({}));
    assert_eq!(init["serverInfo"]["name"], "lanes");

    // The file is opened under a name that does not exist on disk: answers
    // come from the text the client sent.
    let (name, text) = seed("optvls_store.ll");
    let opened = s.result("open", json!({"path": name, "text": text}));
    assert_eq!(opened["diagnostics"], json!([]));

    let before = s.result("query", json!({"path": name, "query": "report"}));
    assert_eq!(before["result"][0]["function"], "interleaved_store");
    assert_eq!(before["result"][0]["loop"], "for.body");
    assert_eq!(verdict(&before), (true, 4), "{before}");

    // Vector stores and moving lanes out of vectors become expensive (the
    // stores could be scalarized otherwise): the loop stays scalar.
    let set = s.result(
        "setCost",
        json!({"table": "memory", "key": "store", "value": 100}),
    );
    assert_eq!(set, json!({"target": "avx2"}));
    let set = s.result(
        "setCost",
        json!({"table": "scalar", "key": "extract_element", "value": 100}),
    );
    assert_eq!(set, json!({"target": "avx2"}));
    let after = s.result("query", json!({"path": name, "query": "report"}));
    assert_eq!(verdict(&after), (false, 1), "{after}");

    // The per-VF answer agrees with the report.
    let cost = s.result(
        "query",
        json!({"path": name, "query": "cost", "args": ["--loop", "for.body"]}),
    );
    assert_eq!(cost["result"]["best"]["vf"], 1);

    // Back to the built-in table: the first answer again.
    s.result("setTarget", json!({"name": "avx2"}));
    let mut again = s.result("query", json!({"path": name, "query": "report"}));
    // Now chosen rather than the default: the same answer otherwise.
    assert_eq!(again["result"][0]["target_source"], "chosen", "{again}");
    again["result"][0]["target_source"] = before["result"][0]["target_source"].clone();
    // Another answer than the last one: another result id.
    assert_ne!(again["resultId"], after["resultId"]);
    again["resultId"] = before["resultId"].clone();
    assert_eq!(again, before);

    // Garbage: a JSON-RPC parse error, and the server keeps serving.
    s.send_raw("{this is not json");
    let err = s.recv();
    assert_eq!(err["error"]["code"], -32700, "{err}");
    assert_eq!(err["id"], Value::Null);
    // An unknown method and a bad cost key are errors too.
    let err = s.request("frobnicate", json!({}));
    assert_eq!(err["error"]["code"], -32601, "{err}");
    let err = s.request(
        "setCost",
        json!({"table": "memory", "key": "no_such_entry", "value": 1}),
    );
    assert_eq!(err["error"]["code"], -32602, "{err}");
    let err = s.request(
        "query",
        json!({"path": name, "query": "cost", "args": ["--loop", "nope"]}),
    );
    assert_eq!(err["error"]["code"], -32803, "{err}");

    assert_eq!(s.result("shutdown", Value::Null), Value::Null);
    s.send_raw(&json!({"jsonrpc": "2.0", "method": "exit"}).to_string());
    drop(s.stdin);
    let status = wait(&mut s.child);
    s.done.store(true, Ordering::SeqCst);
    assert_eq!(status.code(), Some(0));
}

#[test]
fn exit_without_shutdown_is_code_1() {
    let mut s = Server::start();
    s.send_raw(&json!({"jsonrpc": "2.0", "method": "exit"}).to_string());
    let status = wait(&mut s.child);
    s.done.store(true, Ordering::SeqCst);
    assert_eq!(status.code(), Some(1));
}

fn wait(child: &mut Child) -> std::process::ExitStatus {
    for _ in 0..1000 {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let _ = child.kill();
    panic!("lanes serve did not exit");
}

/// The real binary on junk, as `printf '\xff\n{...}\n' | lanes serve`: every
/// message is answered, the end of input ends the server (exit 1 without
/// `shutdown`), and nothing panics.
#[test]
fn the_binary_answers_junk_and_ends_with_its_input() {
    use std::io::Write as _;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_lanes"))
        .args(["serve", "--max-message-bytes", "4096"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    input.write_all(b"\xff\n").unwrap();
    input
        .write_all(format!("{}\n", "x".repeat(10_000)).as_bytes())
        .unwrap();
    input
        .write_all(b"[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\"},{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"nope\"}]\n")
        .unwrap();
    input
        .write_all(b"Content-Length: 50\r\n\r\n{\"jsonrpc\":")
        .unwrap();
    drop(input);
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    let codes: Vec<String> = stdout
        .split(['\n', '{', '}', ',', ':'])
        .filter(|s| s.starts_with("-32"))
        .map(str::to_string)
        .collect();
    assert_eq!(codes, ["-32700", "-32600", "-32601", "-32600"], "{stdout}");
    assert!(stdout.contains("\"serverInfo\""), "{stdout}");
}
