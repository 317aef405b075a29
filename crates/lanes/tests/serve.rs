//! `lanes serve` over real pipes: open a file, query, change a cost entry,
//! query again, send garbage, and shut down — in both framings.

use std::io::{BufRead, BufReader, Read, Write};

use serde_json::{Value, json};

struct Client {
    to_server: std::io::PipeWriter,
    from_server: BufReader<std::io::PipeReader>,
    lsp: bool,
    server: std::thread::JoinHandle<i32>,
}

impl Client {
    fn start(lsp: bool) -> Client {
        let (req_r, req_w) = std::io::pipe().unwrap();
        let (resp_r, resp_w) = std::io::pipe().unwrap();
        let server = std::thread::spawn(move || lanes::serve::serve(req_r, resp_w));
        Client {
            to_server: req_w,
            from_server: BufReader::new(resp_r),
            lsp,
            server,
        }
    }
    fn send_raw(&mut self, body: &str) {
        if self.lsp {
            write!(
                self.to_server,
                "Content-Length: {}\r\n\r\n{body}",
                body.len()
            )
            .unwrap();
        } else {
            writeln!(self.to_server, "{body}").unwrap();
        }
        self.to_server.flush().unwrap();
    }
    fn recv(&mut self) -> Value {
        serde_json::from_str(&self.recv_text()).unwrap()
    }
    /// The next answer as the server wrote it.
    fn recv_text(&mut self) -> String {
        let mut line = String::new();
        self.from_server.read_line(&mut line).unwrap();
        if self.lsp {
            let len: usize = line
                .trim()
                .strip_prefix("Content-Length: ")
                .unwrap()
                .parse()
                .unwrap();
            line.clear();
            self.from_server.read_line(&mut line).unwrap();
            let mut body = vec![0; len];
            self.from_server.read_exact(&mut body).unwrap();
            String::from_utf8(body).unwrap()
        } else {
            line.trim_end().to_string()
        }
    }
    fn call(&mut self, id: u64, method: &str, params: Value) -> Value {
        self.send_raw(
            &json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}).to_string(),
        );
        let resp = self.recv();
        assert_eq!(resp["id"], json!(id), "{resp}");
        resp
    }
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

fn session(lsp: bool) {
    let mut c = Client::start(lsp);
    let init = c.call(1, "initialize", json!({}));
    assert_eq!(init["result"]["serverInfo"]["name"], "lanes");

    let opened = c.call(2, "open", json!({"path": "mem.ll", "text": LOOP}));
    assert_eq!(opened["result"]["diagnostics"], json!([]));
    let loops = c.call(
        3,
        "query",
        json!({"path": "mem.ll", "query": "loops", "args": ["--func", "f"]}),
    );
    assert_eq!(loops["result"]["result"][0]["trip_count"], 64, "{loops}");
    assert_eq!(loops["result"]["files"][0]["file"], "mem.ll", "{loops}");
    assert_eq!(loops["result"]["diagnostics"], json!([]), "{loops}");

    let changed = c.call(
        4,
        "change",
        json!({"path": "mem.ll", "text": LOOP.replace("64", "100")}),
    );
    assert!(changed.get("result").is_some());
    let loops = c.call(5, "query", json!({"path": "mem.ll", "query": "loops"}));
    assert_eq!(loops["result"]["result"][0]["trip_count"], 100);

    // A range edit (LSP's `contentChanges`): the trip count, 100 → 300,
    // on line 9; then a report asked twice is the same answer.
    let range = |l0, c0, l1, c1| json!({"start": {"line": l0, "character": c0}, "end": {"line": l1, "character": c1}});
    let text = LOOP.replace("64", "100");
    let col = text.lines().nth(9).unwrap().rfind("100").unwrap();
    let changed = c.call(
        41,
        "change",
        json!({"path": "mem.ll", "changes": [{"range": range(9, col, 9, col + 3), "text": "300"}]}),
    );
    assert_eq!(changed["result"]["diagnostics"], json!([]), "{changed}");
    let report = c.call(42, "query", json!({"path": "mem.ll", "query": "report"}));
    assert_eq!(report["result"]["result"][0]["trip_count"], 300, "{report}");
    let again = c.call(43, "query", json!({"path": "mem.ll", "query": "report"}));
    assert_eq!(again["result"], report["result"]);
    // The profile: the file's own (none named: 14), then chosen, then back.
    assert_eq!(report["result"]["files"][0]["profile"], "14", "{report}");
    let set = c.call(60, "setProfile", json!({"llvm": "22"}));
    assert_eq!(set["result"], json!({"llvm": "22"}), "{set}");
    let r22 = c.call(61, "query", json!({"path": "mem.ll", "query": "report"}));
    assert_eq!(
        r22["result"]["files"][0]["profile_source"], "chosen",
        "{r22}"
    );
    assert_eq!(r22["result"]["result"][0]["profile"], "22", "{r22}");
    let bad = c.call(62, "setProfile", json!({"llvm": "15"}));
    assert_eq!(bad["error"]["code"], -32602, "{bad}");
    c.call(63, "setProfile", json!({"llvm": null}));
    let back = c.call(64, "query", json!({"path": "mem.ll", "query": "report"}));
    assert_eq!(back["result"]["result"], report["result"]["result"]);
    // The same answer as before the switch, after another: a new id.
    assert_ne!(back["result"]["resultId"], r22["result"]["resultId"]);
    // An edit across the function's end, then a whole text: applied in order.
    let changed = c.call(
        44,
        "change",
        json!({"path": "mem.ll", "changes": [
            {"range": range(14, 0, 15, 0), "text": "}\ndeclare void @g()\n"},
            {"range": range(0, 0, 0, 0), "text": "; edited\n"},
        ]}),
    );
    assert_eq!(changed["result"]["diagnostics"], json!([]), "{changed}");
    let loops = c.call(45, "query", json!({"path": "mem.ll", "query": "loops"}));
    assert_eq!(loops["result"]["result"][0]["trip_count"], 300, "{loops}");
    let ir = c.call(46, "query", json!({"path": "mem.ll", "query": "ir"}));
    assert!(ir.to_string().contains("declare void @g()"), "{ir}");
    let e = c.call(
        47,
        "change",
        json!({"path": "other.ll", "changes": [{"range": range(0, 0, 0, 0), "text": "x"}]}),
    );
    assert_eq!(e["error"]["code"], -32602, "{e}");
    let e = c.call(
        48,
        "change",
        json!({"path": "mem.ll", "changes": [{"range": {"start": {"line": 0}}, "text": "x"}]}),
    );
    assert_eq!(e["error"]["code"], -32602, "{e}");
    c.call(49, "change", json!({"path": "mem.ll", "text": text}));

    let cost = c.call(
        6,
        "setCost",
        json!({"table": "memory", "key": "gather_per_lane", "value": 9}),
    );
    assert_eq!(cost["result"], json!({"target": "avx2"}), "{cost}");
    let bad_cost = c.call(
        7,
        "setCost",
        json!({"table": "memory", "key": "gather_per_lan", "value": 9}),
    );
    assert_eq!(bad_cost["error"]["code"], -32602, "{bad_cost}");
    // A table that is not one is an unknown table, never an unknown key.
    for (id, table) in [(71, "bogus"), (72, "memory.x")] {
        let bad_table = c.call(
            id,
            "setCost",
            json!({"table": table, "key": "load", "value": 9}),
        );
        let message = bad_table["error"]["message"].as_str().unwrap_or_default();
        assert!(
            message.starts_with(&format!("unknown table `{table}`")),
            "{bad_table}"
        );
    }

    let target = c.call(8, "setTarget", json!({"name": "avx512"}));
    assert_eq!(target["result"]["name"], "avx512");

    // Garbage, an unknown method and bad parameters are errors, not crashes.
    c.send_raw("{this is not json");
    let e = c.recv();
    assert_eq!(e["error"]["code"], -32700, "{e}");
    let e = c.call(9, "frobnicate", json!({}));
    assert_eq!(e["error"]["code"], -32601);
    let e = c.call(
        10,
        "query",
        json!({"path": "mem.ll", "query": "loops", "args": ["--bogus"]}),
    );
    assert_eq!(e["error"]["code"], -32602);
    let e = c.call(
        11,
        "query",
        json!({"path": "/nonexistent.ll", "query": "loops"}),
    );
    assert_eq!(e["error"]["code"], -32803);
    let e = c.call(12, "open", json!({"path": "mem.ll"}));
    assert_eq!(e["error"]["code"], -32602);

    let bad = c.call(
        13,
        "change",
        json!({"path": "mem.ll", "text": "define void @f() {\nentry:\n  bogus\n}\n"}),
    );
    assert_eq!(bad["result"]["diagnostics"][0]["line"], 3, "{bad}");
    // A query on it answers as the CLI does: no loops, the function that
    // did not parse, and the diagnostics `change` returned.
    let report = c.call(20, "query", json!({"path": "mem.ll", "query": "report"}));
    assert_eq!(report["result"]["result"], json!([]), "{report}");
    assert_eq!(report["result"]["skipped"][0]["function"], "f", "{report}");
    assert_eq!(
        report["result"]["diagnostics"], bad["result"]["diagnostics"],
        "{report}"
    );

    assert_eq!(c.call(14, "shutdown", json!(null))["result"], Value::Null);
    c.send_raw(&json!({"jsonrpc": "2.0", "method": "exit"}).to_string());
    assert_eq!(c.server.join().unwrap(), 0);
}

#[test]
fn lsp_framing_session() {
    session(true);
}

#[test]
fn line_framing_session() {
    session(false);
}

/// A query's `--vls-cost` is the server's from then on, like
/// `--vplan-native-path`: the VF 2 plan of the OptVLS example is priced by
/// LLVM's interleave group, then by OptVLS's sequence.
#[test]
fn vls_cost_option_of_a_query() {
    let text = std::fs::read_to_string(format!(
        "{}/../../fixtures/seeds/optvls_example1.ll",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    let mut c = Client::start(false);
    c.call(1, "initialize", json!({}));
    c.call(2, "open", json!({"path": "x.ll", "text": text}));
    c.call(3, "setTarget", json!({"name": "avx2"}));
    let vf2_total = |c: &mut Client, id: u64, how: &str| {
        let r = c.call(
            id,
            "query",
            json!({"path": "x.ll", "query": "cost", "args": ["--func", "example1", "--vls-cost", how]}),
        );
        r["result"]["result"]["best"]["rows"][0]["total"].clone()
    };
    assert_eq!(vf2_total(&mut c, 4, "llvm"), json!(12));
    assert_eq!(vf2_total(&mut c, 5, "optvls"), json!(9));
    assert_eq!(vf2_total(&mut c, 6, "llvm"), json!(12));
    c.call(7, "shutdown", json!(null));
    c.send_raw(&json!({"jsonrpc": "2.0", "method": "exit"}).to_string());
    assert_eq!(c.server.join().unwrap(), 0);
}

/// Three functions with a loop each: `f` stores integers, `g` divides
/// floats (the only loop that reads `arith.fdiv.f32`), `h` adds integers.
fn three_functions() -> String {
    let f = LOOP.to_string();
    let g = LOOP
        .replace("@f(i32* %p)", "@g(float* %p)")
        .replace(
            "  %q = getelementptr inbounds i32, i32* %p, i64 %i\n  store i32 0, i32* %q, align 4\n",
            "  %q = getelementptr inbounds float, float* %p, i64 %i\n  %v = load float, float* %q, align 4\n  %d = fdiv float %v, 3.0\n  store float %d, float* %q, align 4\n",
        )
        .replace("%i.next, 64", "%i.next, 200");
    let h = LOOP
        .replace("@f(", "@h(")
        .replace(
            "  store i32 0, i32* %q, align 4\n",
            "  %v = load i32, i32* %q, align 4\n  %s = add nsw i32 %v, 7\n  store i32 %s, i32* %q, align 4\n",
        );
    format!("{f}\n{g}\n{h}")
}

/// A report's rows by key (file, function, loop).
fn rows_by_key(rows: &Value) -> std::collections::BTreeMap<String, Value> {
    let key = |r: &Value| format!("{}/{}/{}", r["file"], r["function"], r["loop"]);
    rows.as_array()
        .unwrap()
        .iter()
        .map(|r| (key(r), r.clone()))
        .collect()
}

/// `rows` with a delta applied: `removed` keys out, `changed` rows in.
fn apply(
    mut rows: std::collections::BTreeMap<String, Value>,
    delta: &Value,
) -> std::collections::BTreeMap<String, Value> {
    for k in delta["removed"].as_array().unwrap() {
        rows.remove(&format!("{}/{}/{}", k["file"], k["function"], k["loop"]));
    }
    rows.extend(rows_by_key(&delta["changed"]));
    rows
}

/// Delta answers: a range edit of one constant of one function yields
/// that function's rows only; a cost edit, only the rows that read the
/// entry; the same query again, nothing. Each delta applied to the last
/// rows gives the rows of a full answer asked anew.
#[test]
fn report_deltas_hold_what_changed_only() {
    let text = three_functions();
    let mut c = Client::start(true);
    c.call(1, "open", json!({"path": "t.ll", "text": text}));
    let report = json!({"path": "t.ll", "query": "report"});
    let full = c.call(2, "query", report.clone())["result"].clone();
    let id = full["resultId"].as_str().unwrap().to_string();
    let mut rows = rows_by_key(&full["result"]);
    assert_eq!(rows.len(), 3, "{full}");
    let ask = |c: &mut Client, n: u64, previous: &str| {
        let mut q = report.clone();
        q["previousResultId"] = json!(previous);
        c.call(n, "query", q)["result"].clone()
    };
    let full_now = |c: &mut Client, n: u64| {
        rows_by_key(&c.call(n, "query", report.clone())["result"]["result"])
    };

    // Nothing changed: an empty delta under the same id.
    let same = ask(&mut c, 3, &id);
    assert_eq!(
        same,
        json!({"resultId": id, "changed": [], "at": [], "removed": [], "unchanged": 3})
    );

    // g's trip count 200 → 8 (a range edit): only g's row.
    let (line, l) = text
        .lines()
        .enumerate()
        .find(|(_, l)| l.contains("%i.next, 200"))
        .unwrap();
    let col = l.find("200").unwrap();
    let range = json!({"start": {"line": line, "character": col}, "end": {"line": line, "character": col + 3}});
    c.call(
        4,
        "change",
        json!({"path": "t.ll", "changes": [{"range": range, "text": "8"}]}),
    );
    let d = ask(&mut c, 5, &id);
    // The wire shape of a delta (docs/serve.md, "Result ids and deltas").
    expect_test::expect![[r#"
        {
          "at": [
            1
          ],
          "changed": [
            {
              "cost": 18,
              "depth": 1,
              "file": "t.ll",
              "fold_tail": false,
              "function": "g",
              "ic": 1,
              "innermost": true,
              "loop": "loop",
              "path": "L0",
              "profile": "14",
              "reason": "cost per lane 2.25 < scalar 11",
              "refusals": [],
              "scalar_cost": 11,
              "start_file": null,
              "start_loc": null,
              "target": "avx2",
              "target_source": "default",
              "trip_count": 8,
              "vectorized": true,
              "vf": 8
            }
          ],
          "removed": [],
          "resultId": "2",
          "unchanged": 2
        }"#]]
    .assert_eq(&serde_json::to_string_pretty(&d).unwrap());
    let changed: Vec<&Value> = d["changed"].as_array().unwrap().iter().collect();
    assert_eq!(changed.len(), 1, "{d}");
    assert_eq!(
        (&changed[0]["function"], &changed[0]["trip_count"]),
        (&json!("g"), &json!(8))
    );
    assert_eq!(
        (&d["at"], &d["removed"], &d["unchanged"]),
        (&json!([1]), &json!([]), &json!(2)),
        "{d}"
    );
    assert!(
        d.get("files").is_none(),
        "the files' facts did not change: {d}"
    );
    assert_ne!(d["resultId"], json!(id));
    rows = apply(rows, &d);
    let id = d["resultId"].as_str().unwrap().to_string();

    // A cost edit of an entry only g's loop reads: g's row alone.
    c.call(
        6,
        "setCost",
        json!({"table": "arith", "key": "fdiv.f32", "value": 60}),
    );
    let d = ask(&mut c, 7, &id);
    let changed: Vec<&Value> = d["changed"].as_array().unwrap().iter().collect();
    assert_eq!(changed.len(), 1, "{d}");
    assert_eq!(changed[0]["function"], "g", "{d}");
    assert_eq!(d["unchanged"], 2, "{d}");
    rows = apply(rows, &d);
    let id = d["resultId"].as_str().unwrap().to_string();
    // A cost edit that changes no value changes nothing.
    c.call(
        8,
        "setCost",
        json!({"table": "arith", "key": "fdiv.f32", "value": 60}),
    );
    assert_eq!(ask(&mut c, 9, &id)["changed"], json!([]));
    assert_eq!(rows, full_now(&mut c, 10));

    // h is gone (a whole text): its row is removed.
    let id = ask(&mut c, 11, &id)["resultId"]
        .as_str()
        .unwrap()
        .to_string();
    let now = text.replacen("%i.next, 200", "%i.next, 8", 1);
    let without_h = now[..now.find("define void @h").unwrap()].to_string();
    c.call(12, "change", json!({"path": "t.ll", "text": without_h}));
    let d = ask(&mut c, 13, &id);
    assert_eq!(d["changed"], json!([]), "{d}");
    assert_eq!(d["removed"].as_array().unwrap().len(), 1, "{d}");
    assert_eq!(d["removed"][0]["function"], "h", "{d}");
    rows = apply(rows, &d);
    assert_eq!(rows, full_now(&mut c, 14));

    // An id the server did not give: the full answer.
    let d = ask(&mut c, 15, "no such id");
    assert_eq!(rows_by_key(&d["result"]), rows, "{d}");
    c.call(16, "shutdown", json!(null));
    c.send_raw(&json!({"jsonrpc": "2.0", "method": "exit"}).to_string());
    assert_eq!(c.server.join().unwrap(), 0);
}

/// Other queries: the same answer is `{resultId, unchanged: true}`, also
/// after an edit that did not change it (another function's body); a
/// changed answer is sent whole with a new id.
#[test]
fn other_queries_answer_unchanged_when_their_answer_is_the_same() {
    let text = three_functions();
    let mut c = Client::start(false);
    c.call(1, "open", json!({"path": "t.ll", "text": text}));
    let loops = |previous: Option<&str>| {
        let mut q = json!({"path": "t.ll", "query": "loops", "args": ["--func", "f"]});
        if let Some(p) = previous {
            q["previousResultId"] = json!(p);
        }
        q
    };
    let full = c.call(2, "query", loops(None))["result"].clone();
    assert_eq!(full["result"][0]["trip_count"], 64, "{full}");
    let id = full["resultId"].as_str().unwrap().to_string();
    let same = json!({"resultId": id, "unchanged": true});
    assert_eq!(c.call(3, "query", loops(Some(&id)))["result"], same);
    // Without an id: the full answer again, under the same id.
    assert_eq!(c.call(4, "query", loops(None))["result"], full);
    // h's constant edited: f's loops are the same answer.
    let edited = text.replace("add nsw i32 %v, 7", "add nsw i32 %v, 9");
    c.call(5, "change", json!({"path": "t.ll", "text": edited}));
    assert_eq!(c.call(6, "query", loops(Some(&id)))["result"], same);
    // f's trip count edited: the whole answer, a new id.
    let edited = edited.replacen("%i.next, 64", "%i.next, 32", 1);
    c.call(7, "change", json!({"path": "t.ll", "text": edited}));
    let r = c.call(8, "query", loops(Some(&id)))["result"].clone();
    assert_eq!(r["result"][0]["trip_count"], 32, "{r}");
    assert_ne!(r["resultId"], json!(id));
    let bad = c.call(
        9,
        "query",
        json!({"path": "t.ll", "query": "loops", "previousResultId": 3}),
    );
    assert_eq!(bad["error"]["code"], -32602, "{bad}");
    c.call(10, "shutdown", json!(null));
    c.send_raw(&json!({"jsonrpc": "2.0", "method": "exit"}).to_string());
    assert_eq!(c.server.join().unwrap(), 0);
}

/// Delta answers applied to the last full answer give the next full
/// answer byte for byte, over random edits of a module: range edits of
/// one function's trip count, cost edits, and whole texts that insert,
/// remove and reorder functions.
mod delta_property {
    use super::*;
    use proptest::prelude::*;

    /// A function of the module: its name, which body, its trip count.
    #[derive(Clone, Debug)]
    struct Function {
        name: String,
        body: usize,
        trip: u32,
    }

    const TRIPS: [u32; 8] = [1, 3, 7, 8, 16, 64, 200, 1000];
    const COSTS: [(&str, &str); 3] = [
        ("arith", "fdiv.f32"),
        ("arith", "add.i32"),
        ("memory", "store"),
    ];
    const VALUES: [u32; 4] = [1, 2, 8, 60];

    fn text_of(f: &Function) -> String {
        let body = match f.body {
            0 => "  store i32 0, i32* %q, align 4\n",
            1 => {
                "  %b = bitcast i32* %q to float*\n  %v = load float, float* %b, align 4\n  %d = fdiv float %v, 3.0\n  store float %d, float* %b, align 4\n"
            }
            _ => {
                "  %v = load i32, i32* %q, align 4\n  %s = add nsw i32 %v, 7\n  store i32 %s, i32* %q, align 4\n"
            }
        };
        LOOP.replace("@f(", &format!("@{}(", f.name))
            .replace("  store i32 0, i32* %q, align 4\n", body)
            .replace("%i.next, 64", &format!("%i.next, {}", f.trip))
    }

    /// The module: the functions, and one without loops in the middle.
    fn module(fs: &[Function]) -> String {
        let mut texts: Vec<String> = fs.iter().map(text_of).collect();
        texts.insert(
            texts.len() / 2,
            "define void @none() {\nentry:\n  ret void\n}\n".into(),
        );
        texts.join("\n")
    }

    /// Where a JSON string that starts at `i` ends (after its quote).
    fn string_end(b: &[u8], i: usize) -> usize {
        let mut j = i + 1;
        loop {
            match b[j] {
                b'\\' => j += 2,
                b'"' => return j + 1,
                _ => j += 1,
            }
        }
    }

    /// Where the compact JSON value that starts at `i` ends.
    fn value_end(b: &[u8], i: usize) -> usize {
        let mut depth = 0;
        let mut j = i;
        while j < b.len() {
            match b[j] {
                b'"' => {
                    j = string_end(b, j);
                    if depth == 0 {
                        return j;
                    }
                    continue;
                }
                b'{' | b'[' => depth += 1,
                b'}' | b']' if depth == 0 => return j,
                b'}' | b']' => {
                    depth -= 1;
                    if depth == 0 {
                        return j + 1;
                    }
                }
                b',' if depth == 0 => return j,
                _ => {}
            }
            j += 1;
        }
        j
    }

    /// A compact JSON object's members as written: keys and value texts.
    fn members(text: &str) -> Vec<(String, &str)> {
        let b = text.as_bytes();
        let mut out = Vec::new();
        let mut i = 1;
        while b[i] != b'}' {
            let k = string_end(b, i);
            let key = serde_json::from_str(&text[i..k]).unwrap();
            let v = value_end(b, k + 1);
            out.push((key, &text[k + 1..v]));
            i = v + usize::from(b[v] == b',');
        }
        out
    }

    /// A compact JSON array's elements as written.
    fn elements(text: &str) -> Vec<&str> {
        let b = text.as_bytes();
        let mut out = Vec::new();
        let mut i = 1;
        while b[i] != b']' {
            let e = value_end(b, i);
            out.push(&text[i..e]);
            i = e + usize::from(b[e] == b',');
        }
        out
    }

    fn member<'a>(m: &[(String, &'a str)], key: &str) -> Option<&'a str> {
        m.iter().find(|(k, _)| k == key).map(|(_, v)| *v)
    }

    fn key_of(row: &Value) -> String {
        format!("{}/{}/{}", row["file"], row["function"], row["loop"])
    }

    /// The last full answer with a delta applied, written as the server
    /// writes a full answer: the rows whose keys are removed or changed
    /// out, each changed row in at its index, the files' facts replaced
    /// when the delta carries them.
    fn apply(full: &str, delta: &str) -> String {
        let d = members(delta);
        let dv: Value = serde_json::from_str(delta).unwrap();
        let changed = elements(member(&d, "changed").unwrap());
        let mut gone: std::collections::HashSet<String> = dv["removed"]
            .as_array()
            .unwrap()
            .iter()
            .map(key_of)
            .collect();
        gone.extend(dv["changed"].as_array().unwrap().iter().map(key_of));
        let mut m = members(full);
        let rows = elements(member(&m, "result").unwrap());
        let mut rows: Vec<&str> = rows
            .into_iter()
            .filter(|r| !gone.contains(&key_of(&serde_json::from_str(r).unwrap())))
            .collect();
        for (row, at) in changed.iter().zip(dv["at"].as_array().unwrap()) {
            rows.insert(at.as_u64().unwrap() as usize, row);
        }
        let rows = format!("[{}]", rows.join(","));
        for (k, v) in &mut m {
            match k.as_str() {
                "result" => *v = &rows,
                k => {
                    if let Some(new) = member(&d, k) {
                        *v = new;
                    }
                }
            }
        }
        let parts: Vec<String> = m
            .iter()
            .map(|(k, v)| format!("{}:{v}", Value::from(k.as_str())))
            .collect();
        format!("{{{}}}", parts.join(","))
    }

    /// One edit: which kind, and two numbers it reads.
    fn edit() -> impl Strategy<Value = (u8, usize, usize)> {
        (0u8..6, 0usize..16, 0usize..16)
    }

    /// Asks the report, with `previous` as the last id when given, and
    /// returns the answer's `result` as the server wrote it.
    fn report(c: &mut Client, n: &mut u64, previous: Option<&str>) -> String {
        report_of(c, n, json!({"path": "m.ll", "query": "report"}), previous)
    }

    /// Asks the report `q` (see [`report`]).
    fn report_of(c: &mut Client, n: &mut u64, mut q: Value, previous: Option<&str>) -> String {
        if let Some(p) = previous {
            q["previousResultId"] = json!(p);
        }
        *n += 1;
        let req = json!({"jsonrpc": "2.0", "id": *n, "method": "query", "params": q});
        c.send_raw(&req.to_string());
        let answer = c.recv_text();
        let m = members(&answer);
        assert!(member(&m, "error").is_none(), "{answer}");
        member(&m, "result").unwrap().to_string()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]
        #[test]
        fn a_delta_applied_to_the_last_answer_is_the_next_answer(
            edits in prop::collection::vec(edit(), 1..7)
        ) {
            let mut fs: Vec<Function> = (0..5)
                .map(|i| Function { name: format!("f{i}"), body: i % 3, trip: TRIPS[i + 2] })
                .collect();
            let mut text = module(&fs);
            let mut c = Client::start(true);
            let mut n = 0;
            c.call(0, "open", json!({"path": "m.ll", "text": text}));
            let mut full = report(&mut c, &mut n, None);
            let mut id: String = serde_json::from_str(member(&members(&full), "resultId").unwrap()).unwrap();
            let mut fresh = 0;
            for (kind, a, b) in edits {
                n += 1;
                // The functions whose rows the edit may change (all: None).
                let mut reach = None;
                match kind {
                    // A range edit of one function's trip count.
                    0 | 1 if !fs.is_empty() => {
                        let k = a % fs.len();
                        let def = text.find(&format!("@{}(", fs[k].name)).unwrap();
                        let at = def + text[def..].find("ult i64 %i.next, ").unwrap() + "ult i64 %i.next, ".len();
                        let line = text[..at].matches('\n').count();
                        let col = at - text[..at].rfind('\n').map_or(0, |i| i + 1);
                        let old = fs[k].trip.to_string().len();
                        fs[k].trip = TRIPS[b % TRIPS.len()];
                        let range = json!({"start": {"line": line, "character": col},
                                           "end": {"line": line, "character": col + old}});
                        let r = c.call(n, "change", json!({"path": "m.ll", "changes": [
                            {"range": range, "text": fs[k].trip.to_string()}]}));
                        prop_assert!(r.get("error").is_none(), "{}", r);
                        reach = Some(fs[k].name.clone());
                    }
                    2 => {
                        let (table, key) = COSTS[a % COSTS.len()];
                        let value = VALUES[b % VALUES.len()];
                        c.call(n, "setCost", json!({"table": table, "key": key, "value": value}));
                    }
                    // Whole texts: a function removed, one inserted, two swapped.
                    3 if !fs.is_empty() => {
                        fs.remove(a % fs.len());
                    }
                    4 => {
                        fresh += 1;
                        let at = a % (fs.len() + 1);
                        fs.insert(at, Function { name: format!("n{fresh}"), body: b % 3, trip: TRIPS[b % TRIPS.len()] });
                    }
                    _ if fs.len() > 1 => {
                        let k = a % (fs.len() - 1);
                        let other = k + 1 + b % (fs.len() - 1 - k);
                        fs.swap(k, other);
                    }
                    _ => continue,
                }
                let now = module(&fs);
                if kind >= 3 {
                    c.call(n, "change", json!({"path": "m.ll", "text": now}));
                }
                text = now;
                let delta = report(&mut c, &mut n, Some(&id));
                let next = report(&mut c, &mut n, None);
                prop_assert_eq!(apply(&full, &delta), next.clone(), "delta {}", delta);
                let dv: Value = serde_json::from_str(&delta).unwrap();
                if let Some(f) = reach {
                    for r in dv["changed"].as_array().unwrap().iter().chain(dv["removed"].as_array().unwrap()) {
                        prop_assert_eq!(&r["function"], &json!(f), "{}", delta);
                    }
                }
                id = dv["resultId"].as_str().unwrap().to_string();
                // Asked again with its id: nothing.
                let again: Value = serde_json::from_str(&report(&mut c, &mut n, Some(&id))).unwrap();
                prop_assert_eq!(&again["changed"], &json!([]));
                prop_assert_eq!(&again["resultId"], &json!(id));
                full = next;
            }
            c.call(n + 1, "shutdown", json!(null));
            c.send_raw(&json!({"jsonrpc": "2.0", "method": "exit"}).to_string());
            prop_assert_eq!(c.server.join().unwrap(), 0);
        }
    }

    /// The seed fixtures of three areas, opened together and asked as one
    /// report (`paths`).
    const FIXTURES: [&str; 3] = [
        "vplan_examples.ll",
        "slev_a_i_plus_k.ll",
        "optvls_example1.ll",
    ];
    const NEW_VALUES: [u32; 6] = [0, 1, 4, 9, 100, 4096];

    /// The integer constants of arithmetic and compares in the bodies of
    /// `text`: where each starts and ends, and its function.
    fn constants(text: &str) -> Vec<(usize, usize, String)> {
        let mut out = Vec::new();
        let mut function = String::new();
        let mut offset = 0;
        for line in text.split_inclusive('\n') {
            if let Some(rest) = line.strip_prefix("define ") {
                let at = rest.find('@').unwrap() + 1;
                function = rest[at..at + rest[at..].find('(').unwrap()].to_string();
            }
            let body = line.trim_end();
            let arith = ["= add ", "= sub ", "= mul ", "= and ", "= icmp "];
            if arith.iter().any(|a| body.contains(a)) {
                let digits = body.len() - body.trim_end_matches(|c: char| c.is_ascii_digit()).len();
                let before = &body[..body.len() - digits];
                if digits > 0 && before.ends_with(", ") && before.contains(" %") {
                    out.push((
                        offset + body.len() - digits,
                        offset + body.len(),
                        function.clone(),
                    ));
                }
            }
            offset += line.len();
        }
        out
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(12))]
        /// The same over real fixtures asked as one report: range edits
        /// of their constants and cost edits.
        #[test]
        fn a_delta_of_fixtures_applied_is_the_next_answer(
            edits in prop::collection::vec((0usize..3, 0usize..64, 0usize..6, prop::bool::ANY), 1..6)
        ) {
            let dir = format!("{}/../../fixtures/seeds", env!("CARGO_MANIFEST_DIR"));
            let mut texts: Vec<String> = FIXTURES
                .iter()
                .map(|f| std::fs::read_to_string(format!("{dir}/{f}")).unwrap())
                .collect();
            let mut c = Client::start(true);
            let mut n = 100;
            for (i, t) in texts.iter().enumerate() {
                c.call(i as u64, "open", json!({"path": FIXTURES[i], "text": t}));
            }
            let q = json!({"paths": FIXTURES, "query": "report"});
            let mut full = report_of(&mut c, &mut n, q.clone(), None);
            let mut id: String = serde_json::from_str(member(&members(&full), "resultId").unwrap()).unwrap();
            for (file, site, value, cost) in edits {
                n += 1;
                let mut reach = None;
                if cost {
                    let (table, key) = COSTS[site % COSTS.len()];
                    c.call(n, "setCost", json!({"table": table, "key": key, "value": VALUES[value % VALUES.len()]}));
                } else {
                    let sites = constants(&texts[file]);
                    let (start, end, function) = sites[site % sites.len()].clone();
                    let text = &texts[file];
                    let line = text[..start].matches('\n').count();
                    let col = start - text[..start].rfind('\n').map_or(0, |i| i + 1);
                    let new = NEW_VALUES[value].to_string();
                    let range = json!({"start": {"line": line, "character": col},
                                       "end": {"line": line, "character": col + end - start}});
                    let r = c.call(n, "change", json!({"path": FIXTURES[file], "changes": [{"range": range, "text": new}]}));
                    prop_assert!(r.get("error").is_none(), "{}", r);
                    texts[file].replace_range(start..end, &new);
                    reach = Some((FIXTURES[file], function));
                }
                let delta = report_of(&mut c, &mut n, q.clone(), Some(&id));
                let next = report_of(&mut c, &mut n, q.clone(), None);
                prop_assert_eq!(apply(&full, &delta), next.clone(), "delta {}", delta);
                let dv: Value = serde_json::from_str(&delta).unwrap();
                if let Some((file, function)) = reach {
                    for r in dv["changed"].as_array().unwrap().iter().chain(dv["removed"].as_array().unwrap()) {
                        prop_assert_eq!((&r["file"], &r["function"]), (&json!(file), &json!(function)), "{}", delta);
                    }
                }
                id = dv["resultId"].as_str().unwrap().to_string();
                full = next;
            }
            c.call(n + 1, "shutdown", json!(null));
            c.send_raw(&json!({"jsonrpc": "2.0", "method": "exit"}).to_string());
            prop_assert_eq!(c.server.join().unwrap(), 0);
        }
    }
}
