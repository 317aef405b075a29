//! What every answer says about its inputs: the compiler that made each
//! file, the diagnostics, and the functions left out because they did not
//! parse (`--format json`'s envelope, the text's closing line).

use serde_json::{Value, json};

fn run(args: &[&str]) -> (i32, String, String) {
    let mut argv = vec!["lanes".to_string()];
    argv.extend(args.iter().map(|a| a.to_string()));
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = lanes::cli::run(&argv, &mut out, &mut err);
    (
        code,
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    )
}

/// Writes `text` to a fresh file named `name` and returns its path.
fn file(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("lanes-inputs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

fn json_of(args: &[&str]) -> (i32, Value) {
    let mut a = args.to_vec();
    a.extend(["--format", "json"]);
    let (code, out, err) = run(&a);
    let v = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out:?} {err}"));
    (code, v)
}

const GOOD: &str = "\
define void @good(i32* %p) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 16
  br i1 %c, label %loop, label %exit

exit:
  ret void
}
";

const BAD1: &str = "\
define void @bad1(i32* %p) {
entry:
  %x = frobnicate i32 1, 2
  ret void
}
";

const BAD2: &str = "\
define void @bad2() {
entry:
  br label %nowhere
";

#[test]
fn a_file_where_nothing_parses_answers_with_its_errors_not_an_empty_array() {
    let path = file("all_bad.ll", &format!("{BAD1}\n{BAD2}"));
    let (code, v) = json_of(&["report", &path]);
    assert_eq!(code, 1, "errors in the input");
    assert!(v.is_object(), "{v}");
    assert_eq!(v["result"], json!([]));
    let skipped: Vec<&str> = v["skipped"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["function"].as_str().unwrap())
        .collect();
    assert_eq!(skipped, ["bad1", "bad2"]);
    assert_eq!(v["skipped"][0]["file"], path.as_str());
    assert_eq!(v["skipped"][1]["line"], 7);
    let d = &v["diagnostics"][0];
    assert_eq!(
        (&d["file"], &d["line"], &d["col"], &d["severity"]),
        (&json!(path), &json!(3), &json!(8), &json!("error")),
        "{d}"
    );
    assert_eq!(d["message"], "unknown instruction 'frobnicate'");
    assert!(v["diagnostics"].as_array().unwrap().len() >= 2, "{v}");

    let (code, out, _) = run(&["report", &path]);
    assert_eq!(code, 1);
    assert!(
        out.ends_with(
            "  no loops\n2 functions skipped (not parsed, see the errors above): @bad1, @bad2\n"
        ),
        "{out}"
    );
}

#[test]
fn a_file_where_some_functions_parse_lists_their_loops_and_the_others_as_skipped() {
    let path = file("some_bad.ll", &format!("{GOOD}\n{BAD1}"));
    let (code, v) = json_of(&["report", &path]);
    assert_eq!(code, 1);
    let rows = v["result"].as_array().unwrap();
    assert_eq!(rows.len(), 1, "{v}");
    assert_eq!(rows[0]["function"], "good");
    assert_eq!(
        v["skipped"],
        json!([{"file": path, "function": "bad1", "line": 15}])
    );
    assert_eq!(v["diagnostics"].as_array().unwrap().len(), 1, "{v}");
    assert_eq!(v["diagnostics"][0]["line"], 17);

    // `loops` over every function says the same at the end of its text;
    // about one function it has nothing to add.
    let (_, out, _) = run(&["loops", &path]);
    assert!(
        out.ends_with("\n1 function skipped (not parsed, see the errors above): @bad1\n"),
        "{out}"
    );
    let (_, out, _) = run(&["loops", &path, "--func", "good"]);
    assert!(!out.contains("skipped"), "{out}");
    let (_, v) = json_of(&["loops", &path, "--func", "good"]);
    assert_eq!(v["skipped"][0]["function"], "bad1", "{v}");
}

/// Every command that prints JSON prints the same envelope around its answer.
#[test]
fn every_json_answer_carries_the_producer_diagnostics_and_skipped_functions() {
    let text = format!(
        "{}\n{BAD1}\n!llvm.ident = !{{!0}}\n!0 = !{{!\"clang version 14.0.6\"}}\n",
        GOOD.replace("%c = icmp", "%g = getelementptr inbounds i32, i32* %p, i64 %i\n  store i32 0, i32* %g, align 4\n  %c = icmp")
    );
    let path = file("envelope.ll", &text);
    let p = path.as_str();
    let f = ["--func", "good"];
    let l = ["--func", "good", "--loop", "loop"];
    let commands: Vec<Vec<&str>> = vec![
        vec!["functions", p],
        vec!["ir", p],
        [&["ir", p][..], &f].concat(),
        vec!["loops", p],
        vec!["report", p],
        [&["memrefs", p][..], &l].concat(),
        [&["deps", p][..], &l].concat(),
        [&["shapes", p][..], &l, &["--vf", "4"]].concat(),
        [&["vf-ranges", p][..], &l].concat(),
        [&["vls", p][..], &l, &["--vf", "4"]].concat(),
        [&["vplan", p][..], &l, &["--vf", "4"]].concat(),
        [&["cost", p][..], &l].concat(),
        [&["bales", p][..], &f].concat(),
        [&["numbering", p][..], &f].concat(),
        [&["liveness", p][..], &f].concat(),
        [&["coalesce", p][..], &f].concat(),
        [&["regalloc", p][..], &f].concat(),
        [&["collapse", p][..], &f].concat(),
        [&["visa", p][..], &f].concat(),
        [&["legalize", p][..], &f].concat(),
        [&["postlegal", p][..], &f].concat(),
    ];
    for args in commands {
        let (_, v) = json_of(&args);
        let mut keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
        keys.sort();
        assert_eq!(
            keys,
            ["diagnostics", "files", "result", "skipped"],
            "{args:?}"
        );
        assert!(!v["result"].is_null(), "{args:?}: {v}");
        let producer = &v["files"][0]["producer"];
        assert_eq!(v["files"][0]["file"], p);
        assert_eq!(
            (
                &producer["compiler"],
                &producer["version"],
                &producer["pointers"]
            ),
            (&json!("clang"), &json!("14.0.6"), &json!("typed")),
            "{args:?}"
        );
        assert_eq!(producer["idents"], json!(["clang version 14.0.6"]));
        assert_eq!(v["skipped"][0]["function"], "bad1", "{args:?}");
        assert_eq!(v["diagnostics"][0]["line"], 19, "{args:?}");
    }
}

#[test]
fn the_producer_of_an_opaque_pointer_module_with_a_compile_unit() {
    let path = file(
        "opaque.ll",
        "define void @f(ptr %p) {\nentry:\n  ret void\n}\n\
         !llvm.dbg.cu = !{!0}\n\
         !0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: \"clang version 18.1.3\", emissionKind: LineTablesOnly)\n\
         !1 = !DIFile(filename: \"a.c\", directory: \"/\")\n",
    );
    let (code, v) = json_of(&["functions", &path]);
    assert_eq!(code, 0);
    assert_eq!(
        v["files"][0]["producer"],
        json!({
            "compile_units": ["clang version 18.1.3"],
            "compiler": "clang",
            "debug_records": false,
            "idents": [],
            "pointers": "opaque",
            "version": "18.1.3"
        })
    );
    assert_eq!((&v["diagnostics"], &v["skipped"]), (&json!([]), &json!([])));
}

/// A message quotes the input, which may hold any byte: the JSON shows
/// them escaped as text, never raw.
#[test]
fn diagnostics_in_json_hold_no_control_bytes() {
    let path = file(
        "control.ll",
        "define void @f() {\nentry:\n  %x = add i32 1, %\"a\u{1}\u{1b}[31m\u{7f}\u{85}\"\n  ret void\n}\n",
    );
    let (code, out, _) = run(&["report", &path, "--format", "json"]);
    assert_eq!(code, 1);
    let raw = out.chars().find(|&c| c.is_control() && c != '\n');
    assert_eq!(raw, None, "{out:?}");
    let v: Value = serde_json::from_str(&out).unwrap();
    let message = v["diagnostics"][0]["message"].as_str().unwrap();
    assert!(message.contains("\\x01\\x1B[31m\\x7F\\x85"), "{message:?}");
    assert_eq!(v["skipped"][0]["function"], "f");
}

#[test]
fn genx_commands_with_nothing_to_show_say_so() {
    let p = file(
        "empty_genx.ll",
        "define void @f() {\nentry:\n  ret void\n}\n",
    );
    let (code, out, err) = run(&["liveness", &p]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "@f: no live ranges\n");
    let (code, out, err) = run(&["coalesce", &p]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "@f: no coalescing candidates\n");
    // JSON stays the empty answer.
    let (_, v) = json_of(&["liveness", &p]);
    assert_eq!(v["result"][0]["result"]["values"], json!([]), "{v}");
}

#[test]
fn counts_of_one_are_singular() {
    let p = file("one_loop.ll", GOOD);
    let (code, out, err) = run(&["functions", &p]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("1 loop") && !out.contains("1 loops"), "{out}");
    let (_, _, err) = run(&["report", &p, &file("bad1.ll", BAD1)]);
    assert!(
        err.contains("1 function skipped") || !err.contains("function"),
        "{err}"
    );
}

const OPTNONE: &str = "\
define void @slow(i32* %p) #0 {
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

attributes #0 = { noinline nounwind optnone }
";

#[test]
fn optnone_functions_are_skipped_without_a_reason() {
    let p = file("optnone.ll", OPTNONE);
    let (code, out, err) = run(&["report", &p]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("@slow L0 loop"), "{out}");
    assert!(out.contains(": skipped: optnone\n"), "{out}");
    assert!(!out.contains("not vectorized"), "{out}");
    let (_, v) = json_of(&["report", &p]);
    let row = &v["result"][0];
    assert_eq!(row["skipped"], "optnone", "{v}");
    assert_eq!(row["vectorized"], false);
    assert!(row["reason"].is_null(), "{v}");
    assert_eq!(row["refusals"], json!([]));
    // Other rows carry no `skipped`.
    let (_, v) = json_of(&["report", &file("good.ll", GOOD)]);
    assert!(v["result"][0].get("skipped").is_none(), "{v}");
}

#[test]
fn a_report_of_vectorized_output_says_how_to_make_the_input() {
    let vectorized = GOOD.replace(
        "br i1 %c, label %loop, label %exit",
        "br i1 %c, label %loop, label %exit, !llvm.loop !0",
    ) + "!0 = distinct !{!0, !1}\n!1 = !{!\"llvm.loop.isvectorized\", i32 1}\n";
    let p = file("vectorized.ll", &vectorized);
    let (code, _, err) = run(&["report", &p]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("looks like vectorized output"), "{err}");
    assert!(err.contains("-fno-vectorize"), "{err}");
    // Not for a file with a loop still to vectorize, nor in JSON.
    let (_, _, err) = run(&["report", &file("good2.ll", GOOD)]);
    assert!(err.is_empty(), "{err}");
    let (_, _, err) = run(&["report", &p, "--format", "json"]);
    assert!(err.is_empty(), "{err}");
}
