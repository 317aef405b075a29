//! The report's memoized rows: which functions' verdicts are collected
//! again after an edit, and the server's compact answer assembled from
//! them is the CLI's JSON byte for byte.

use lanes::AnalysisHost;
use lanes::commands::{Command, ReportArgs};
use lanes::format::{Format, Output};

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
    host.set_cost("arith.mul.i32", 40).unwrap();
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

#[test]
fn the_compact_report_is_the_json_answer() {
    let mut host = AnalysisHost::new();
    host.open_file("two.ll", TWO_FUNCTIONS);
    host.open_file("one.ll", &TWO_FUNCTIONS.replace("@b", "@c"));
    let paths = ["two.ll".to_string(), "one.ll".to_string()];
    let command = Command::Report(ReportArgs {
        files: paths.iter().map(Into::into).collect(),
    });
    let an = host.analysis();
    let Ok(value) = command
        .execute(&an, &paths, Format::Json)
        .map(Output::into_value)
    else {
        panic!("no JSON answer");
    };
    let Ok(Output::JsonText(text)) = command.execute_json_text(&an, &paths) else {
        panic!("no compact answer");
    };
    assert_eq!(text, value.to_string());
    assert!(text.contains(r#""skipped":[{"#), "{text}");
    // Asked again, the rows' JSON is reused: still the same bytes.
    let Ok(Output::JsonText(again)) = command.execute_json_text(&an, &paths) else {
        panic!("no compact answer");
    };
    assert_eq!(again, text);
}
