//! The report's memoized rows: which functions' verdicts are collected
//! again after an edit, and the server's compact answer assembled from
//! them is the CLI's JSON byte for byte.

use lanes::commands::{Command, ReportArgs};
use lanes::format::{Format, Output, ReportJsonCache};
use lanes::{AnalysisHost, EditScope, TextPosition};

const TWO_FUNCTIONS: &str = r#"define void @a(i32* %p) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %q = getelementptr inbounds i32, i32* %p, i64 %i
  store i32 0, i32* %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 100
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

define void @b(i32* %p) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %q = getelementptr inbounds i32, i32* %p, i64 %i
  %x = load i32, i32* %q, align 4
  %m = mul i32 %x, 3
  store i32 %m, i32* %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 200
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

define void @broken() {
entry:
  %x = add i32 %nope, 1
  ret void
}
"#;

/// How many times each report query ran since the last call.
fn report_runs(host: &AnalysisHost) -> (usize, usize) {
    let executed = host.take_executed();
    let count = |name: &str| executed.iter().filter(|n| *n == name).count();
    (count("function_verdicts"), count("file_inputs"))
}

fn report(host: &AnalysisHost) -> Vec<lanes::model::LoopVerdict> {
    let paths = ["two.ll".to_string()];
    host.analysis()
        .vectorization_report(&paths)
        .unwrap()
        .unwrap()
}

#[test]
fn a_report_collects_only_the_functions_an_edit_changed() {
    let mut host = AnalysisHost::new();
    host.open_file("two.ll", TWO_FUNCTIONS);
    let cold = report(&host);
    assert_eq!(cold.len(), 2);
    // Every function once (the one that did not parse has no loops).
    assert_eq!(report_runs(&host).0, 3);

    // Nothing changed: every row is read from its memo.
    assert_eq!(report(&host), cold);
    assert_eq!(report_runs(&host), (0, 0));

    // A multiply's cost: only @b has one.
    host.set_cost(lanes::target::TableId::Arith, "mul.i32", 40)
        .unwrap();
    let priced = report(&host);
    assert_eq!(report_runs(&host).0, 1);
    assert_ne!(priced[1].cost, cold[1].cost);
    assert_eq!(priced[0], cold[0]);

    // @a's trip count: only @a's rows are collected again.
    host.change_file("two.ll", &TWO_FUNCTIONS.replacen("100", "300", 1));
    let edited = report(&host);
    assert_eq!(report_runs(&host).0, 1);
    assert_eq!(edited[0].trip_count, Some(300));
    assert_eq!(edited[1], priced[1]);
}

/// From the first cost edit of a target on, its loops read the entries
/// through per-entry inputs: every kind of entry edited in turn answers as
/// a host given the edited tables from the start (which reads the tables
/// themselves), and an edit re-runs only the price projections of the
/// loops that read the edited opcode.
#[test]
fn cost_edits_answer_like_the_edited_tables() {
    let mut host = AnalysisHost::new();
    host.choose_target_named("avx2").unwrap();
    host.open_file("two.ll", TWO_FUNCTIONS);
    report(&host);
    let edits = [
        ("arith", "mul.i32", 40),
        ("arith", "fdiv.f32", 7),
        ("arith", "mul.i32", 2),
        ("memory", "store", 9),
        ("arith", "default", 3),
        ("scalar", "insert_element", 5),
        ("scalar", "ops.mul.i32", 4),
        ("scalar", "ops.default", 2),
        ("reduction", "add.i32", 6),
        ("memory", "load", 1),
    ];
    for (i, &(table, key, value)) in edits.iter().enumerate() {
        host.take_executed();
        let table = lanes::target::TableId::named(table).unwrap();
        host.set_cost(table, key, value).unwrap();
        let edited = report(&host);
        let projections = host
            .take_executed()
            .iter()
            .filter(|q| *q == "loop_prices")
            .count();
        match i {
            // No loop divides floats; only @b's multiplies.
            1 => assert_eq!(projections, 0, "{table}.{key}"),
            2 => assert_eq!(projections, 1, "{table}.{key}"),
            _ => {}
        }
        let mut fresh = AnalysisHost::new();
        fresh.choose_target(&host.target_desc());
        fresh.open_file("two.ll", TWO_FUNCTIONS);
        let expected = report(&fresh);
        assert_eq!(edited, expected, "after {table}.{key} = {value}");
    }
}

#[test]
fn the_compact_report_is_the_json_answer() {
    let mut host = AnalysisHost::new();
    host.open_file("two.ll", TWO_FUNCTIONS);
    host.open_file("one.ll", &TWO_FUNCTIONS.replace("@b", "@c"));
    let paths = ["two.ll".to_string(), "one.ll".to_string()];
    let command = Command::Report(ReportArgs {
        files: paths.iter().map(Into::into).collect(),
        ..ReportArgs::default()
    });
    let an = host.analysis();
    let Ok(value) = command
        .execute(&an, &paths, Format::Json)
        .map(Output::into_value)
    else {
        panic!("no JSON answer");
    };
    let cache = ReportJsonCache::default();
    let Ok(Output::JsonText(text)) = command.execute_json_text(&an, &paths, &cache) else {
        panic!("no compact answer");
    };
    assert_eq!(text, value.to_string());
    assert!(text.contains(r#""skipped":[{"#), "{text}");
    // Asked again, the rows' JSON is reused: still the same bytes.
    let Ok(Output::JsonText(again)) = command.execute_json_text(&an, &paths, &cache) else {
        panic!("no compact answer");
    };
    assert_eq!(again, text);
}

/// `two.ll` with a header around the functions: a global between them,
/// metadata at the end.
fn module() -> String {
    let (a, rest) = TWO_FUNCTIONS.split_at(TWO_FUNCTIONS.find("define void @b").unwrap());
    format!(
        "; ModuleID = 'm'\ntarget datalayout = \"e-m:e-i64:64-n8:16:32:64-S128\"\n\n{a}@g = global i32 0\n\n{rest}\n!llvm.ident = !{{!0}}\n!0 = !{{!\"clang version 14.0.0\"}}\n"
    )
}

fn at(line: u32, character: u32) -> TextPosition {
    TextPosition { line, character }
}

/// The byte offset of an LSP position (UTF-16 characters, clamped to the
/// line's end and to the text's end).
fn offset_of(text: &str, p: TextPosition) -> usize {
    let mut start = 0;
    for _ in 0..p.line {
        match text[start..].find('\n') {
            Some(i) => start += i + 1,
            None => return text.len(),
        }
    }
    let line = &text[start..text[start..].find('\n').map_or(text.len(), |i| start + i)];
    let mut units = 0;
    for (i, c) in line.char_indices() {
        if units >= p.character {
            return start + i;
        }
        units += c.len_utf16() as u32;
    }
    start + line.len()
}

fn json_report(host: &AnalysisHost, path: &str) -> String {
    let paths = [path.to_string()];
    let command = Command::Report(ReportArgs {
        files: vec![path.into()],
        ..ReportArgs::default()
    });
    match command.execute_json_text(&host.analysis(), &paths, &ReportJsonCache::default()) {
        Ok(Output::JsonText(t)) => t,
        _ => panic!("no compact answer"),
    }
}

/// Everything a client sees of a file: the report, the diagnostics, the
/// functions (with their lines) and the IR printed back.
fn answers(host: &AnalysisHost, path: &str) -> (String, String, String, String) {
    let an = host.analysis();
    (
        json_report(host, path),
        serde_json::to_string(&an.diagnostics(path).unwrap().unwrap()).unwrap(),
        serde_json::to_string(&an.functions(path).unwrap().unwrap()).unwrap(),
        an.ir(path, None).unwrap().unwrap(),
    )
}

#[test]
fn a_range_edit_in_a_body_reruns_that_function_alone() {
    let mut host = AnalysisHost::new();
    let text = module();
    host.open_file("m.ll", &text);
    let cold = json_report(&host, "m.ll");
    host.take_executed();

    // @a's trip count, 100 → 300, as a range: the line of `icmp` in @a.
    let (line, l) = text
        .lines()
        .enumerate()
        .find(|(_, l)| l.contains("%i.next, 100"))
        .unwrap();
    let col = l.find("100").unwrap() as u32;
    let scope = host
        .edit_file(
            "m.ll",
            at(line as u32, col),
            at(line as u32, col + 3),
            "300",
        )
        .unwrap();
    assert_eq!(scope, EditScope::Function("a".into()));
    let edited = json_report(&host, "m.ll");
    assert_ne!(edited, cold);
    let executed = host.take_executed();
    // Only @a is parsed and analysed again; no file-level split or parse.
    for q in ["function_ir", "function_verdicts", "loop_forest"] {
        assert_eq!(
            executed.iter().filter(|n| *n == q).count(),
            1,
            "{q}: {executed:?}"
        );
    }
    for q in ["module_header", "module_items", "file_functions"] {
        assert!(!executed.iter().any(|n| n == q), "{q}: {executed:?}");
    }
    let fresh = {
        let mut h = AnalysisHost::new();
        h.open_file("m.ll", &text.replacen("%i.next, 100", "%i.next, 300", 1));
        answers(&h, "m.ll")
    };
    assert_eq!(answers(&host, "m.ll"), fresh);

    // A new line in @a moves @b and the header items after it: positions
    // follow, @b is not parsed again.
    host.take_executed();
    let scope = host
        .edit_file("m.ll", at(5, 0), at(5, 0), "  %u = add i32 %nope, 1\n")
        .unwrap();
    assert_eq!(scope, EditScope::Function("a".into()));
    let diags = host.analysis().diagnostics("m.ll").unwrap().unwrap();
    assert_eq!(
        host.take_executed()
            .iter()
            .filter(|n| *n == "function_ir")
            .count(),
        1
    );
    assert!(diags.iter().any(|d| d.line == 6), "{diags:?}");
    let mut expected = text.replacen("%i.next, 100", "%i.next, 300", 1);
    expected.insert_str(offset_of(&expected, at(5, 0)), "  %u = add i32 %nope, 1\n");
    let fresh = {
        let mut h = AnalysisHost::new();
        h.open_file("m.ll", &expected);
        answers(&h, "m.ll")
    };
    assert_eq!(answers(&host, "m.ll"), fresh);

    // An edit across @a's end and the global: the file is split again.
    let end_a = expected.lines().position(|l| l == "}").unwrap() as u32;
    let scope = host
        .edit_file("m.ll", at(end_a, 0), at(end_a + 2, 3), "}\n\n@h")
        .unwrap();
    assert_eq!(scope, EditScope::File);
}

mod random_edits {
    use super::*;
    use proptest::prelude::*;

    /// Texts an edit inserts: small changes inside a body, and ones that
    /// make or break item boundaries.
    const SNIPPETS: &[&str] = &[
        "",
        "7",
        "42",
        "\n",
        "}",
        "}\n",
        "%",
        " ",
        "; note\n",
        "  %t = add i32 1, 2\n",
        "define void @z() {\nentry:\n  ret void\n}\n",
        "declare void @d()\n",
        "@h = global i64 1\n",
        "é",
        "\u{1F600}",
    ];

    /// An edit anywhere, or (as often) one inside the first function's
    /// body, on one line.
    fn edit() -> impl Strategy<Value = (u32, u32, u32, u32, usize)> {
        prop_oneof![
            (0u32..44, 0u32..40, 0u32..3, 0u32..12, 0..SNIPPETS.len()),
            (4u32..16, 0u32..40, Just(0u32), 0u32..6, 0..SNIPPETS.len()),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(96))]
        /// Random range edits, applied one after the other to a host,
        /// answer what a fresh host answers for the edited text.
        #[test]
        fn range_edits_answer_like_a_fresh_file(edits in prop::collection::vec(edit(), 1..5)) {
            let mut text = module();
            let mut host = AnalysisHost::new();
            host.open_file("m.ll", &text);
            json_report(&host, "m.ll");
            for (line, ch, lines, ch2, k) in edits {
                let start = at(line, ch);
                let end = at(line + lines, if lines == 0 { ch + ch2 } else { ch2 });
                let (a, b) = (offset_of(&text, start), offset_of(&text, end));
                text.replace_range(a..b.max(a), SNIPPETS[k]);
                host.edit_file("m.ll", start, end, SNIPPETS[k]).unwrap();
                let db = host.raw_db();
                prop_assert_eq!(db.file_text(db.file("m.ll").unwrap()), text.clone());
                let mut fresh = AnalysisHost::new();
                fresh.open_file("m.ll", &text);
                prop_assert_eq!(answers(&host, "m.ll"), answers(&fresh, "m.ll"));
            }
        }
    }
}

/// The profile follows the file's producer unless one is chosen, and every
/// row and file names it.
#[test]
fn the_profile_follows_the_producer_unless_chosen() {
    let ident = |s: &str| format!("{TWO_FUNCTIONS}\n!llvm.ident = !{{!0}}\n!0 = !{{!\"{s}\"}}\n");
    let profile_of = |host: &AnalysisHost| {
        let rows = host
            .analysis()
            .vectorization_report(&["two.ll".to_string()])
            .unwrap()
            .unwrap();
        let inputs = host.analysis().file_profile("two.ll").unwrap().unwrap();
        assert!(rows.iter().all(|r| r.profile == inputs.0));
        (inputs.0, format!("{:?}", inputs.1))
    };
    let mut host = AnalysisHost::new();
    for (producer, want) in [
        ("clang version 22.1.8", ("22", "Producer")),
        ("clang version 18.1.0", ("14", "Producer")),
        ("Debian clang version 19.1.7 (3+b1)", ("22", "Producer")),
        (
            "rustc version 1.95.0 (59807616e 2026-04-14)",
            ("22", "Producer"),
        ),
        ("rustc version 1.70.0", ("14", "Producer")),
    ] {
        host.open_file("two.ll", &ident(producer));
        let (p, why) = profile_of(&host);
        assert_eq!((p.as_str(), why.as_str()), want, "{producer}");
    }
    host.open_file("two.ll", TWO_FUNCTIONS);
    let (p, why) = profile_of(&host);
    assert_eq!((p.as_str(), why.as_str()), ("14", "Default"));
    host.set_profile(Some(lanes::Profile::Llvm22));
    let (p, why) = profile_of(&host);
    assert_eq!((p.as_str(), why.as_str()), ("22", "Chosen"));
}

/// A search loop LLVM 22 vectorizes (its loads are of a global, so they
/// cannot fault) beside a loop both versions vectorize alike.
const SEARCH_AND_COPY: &str = r#"@g = global [1024 x i32] zeroinitializer, align 16

define i64 @search(i32 %key) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i32, ptr @g, i64 %i
  %x = load i32, ptr %p, align 4
  %c = icmp eq i32 %x, %key
  br i1 %c, label %found, label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 1024
  br i1 %done, label %exit, label %loop
found:
  %r = phi i64 [ %i, %loop ]
  ret i64 %r
exit:
  ret i64 -1
}

define void @copy(ptr noalias %a, ptr noalias %b) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  %x = load i32, ptr %pa, align 4
  %pb = getelementptr inbounds i32, ptr %b, i64 %i
  store i32 %x, ptr %pb, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 1000
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
"#;

/// Switching the profile recomputes what reads a rule that differs: both
/// loops' legality (found equal for the copy loop) and costs, nothing
/// before them.
#[test]
fn a_profile_switch_recomputes_only_what_differs() {
    let mut host = AnalysisHost::new();
    host.open_file("s.ll", SEARCH_AND_COPY);
    let paths = ["s.ll".to_string()];
    let verdicts = |host: &AnalysisHost| {
        let rows = host
            .analysis()
            .vectorization_report(&paths)
            .unwrap()
            .unwrap();
        rows.iter()
            .map(|r| format!("{} {} VF {}", r.function, r.vectorized, r.vf))
            .collect::<Vec<_>>()
    };
    assert_eq!(verdicts(&host), ["search false VF 1", "copy true VF 8"]);
    host.take_executed();
    host.set_profile(Some(lanes::Profile::Llvm22));
    assert_eq!(verdicts(&host), ["search true VF 8", "copy true VF 8"]);
    let executed = host.take_executed();
    let runs = |name: &str| executed.iter().filter(|n| *n == name).count();
    // Legality is asked again of both loops; the costs of both are made
    // again (LLVM 22 prices a loop by other rules: `scalar_rules`), but no
    // body is parsed again and no access analysed again.
    assert_eq!(runs("file_profile"), 1, "{executed:?}");
    assert_eq!(runs("legality"), 2, "{executed:?}");
    assert_eq!(runs("scalar_rules"), 2, "{executed:?}");
    assert_eq!(runs("best_vf"), 2, "{executed:?}");
    assert_eq!(runs("memrefs"), 0, "{executed:?}");
    assert_eq!(runs("function_ir"), 0, "{executed:?}");
    // And back: the LLVM 14 answers again.
    host.set_profile(Some(lanes::Profile::Llvm14));
    assert_eq!(verdicts(&host), ["search false VF 1", "copy true VF 8"]);
}
