//! Stable identifiers (`docs/formats.md`): a loop is named by its function
//! and header label, and that name and its results survive edits elsewhere.

use lanes::AnalysisHost;

const FILE: &str = "\
define void @a(i32* %p) {
entry:
  br label %for.body
for.body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %for.body ]
  %g = getelementptr inbounds i32, i32* %p, i64 %i
  %v = load i32, i32* %g, align 4
  %w = add nsw i32 %v, 1
  store i32 %w, i32* %g, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 1024
  br i1 %c, label %for.body, label %exit
exit:
  ret void
}

define void @b(float* %q) {
entry:
  br label %loop
loop:
  %j = phi i64 [ 0, %entry ], [ %j.next, %loop ]
  %g = getelementptr inbounds float, float* %q, i64 %j
  %x = load float, float* %g, align 4
  %y = fmul float %x, 2.0
  store float %y, float* %g, align 4
  %j.next = add nuw nsw i64 %j, 1
  %c = icmp ult i64 %j.next, 64
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
";

#[test]
fn a_loop_and_its_results_survive_an_edit_to_another_function() {
    let mut host = AnalysisHost::new();
    host.open_file("k.ll", FILE);
    let before = host.analysis();
    let loop_before = before
        .loops("k.ll", Some("a"), Some("for.body"))
        .unwrap()
        .unwrap();
    let cost_before = before
        .cost("k.ll", Some("a"), Some("for.body"))
        .unwrap()
        .unwrap();
    let memrefs_before = before
        .memrefs("k.ll", Some("a"), Some("L0"))
        .unwrap()
        .unwrap();
    drop(before);
    host.take_executed();

    // Edit @b only: another multiplier, and a new block in front of its loop.
    let edited = FILE
        .replace("fmul float %x, 2.0", "fmul float %x, 3.0")
        .replace(
            "define void @b(float* %q) {\nentry:\n  br label %loop",
            "define void @b(float* %q) {\nentry:\n  br label %pre\npre:\n  br label %loop",
        )
        .replace("[ 0, %entry ], [ %j.next", "[ 0, %pre ], [ %j.next");
    assert_ne!(edited, FILE);
    host.change_file("k.ll", &edited);
    let after = host.analysis();
    // Same name (function + header label, and path), same answers.
    let loop_after = after
        .loops("k.ll", Some("a"), Some("for.body"))
        .unwrap()
        .unwrap();
    assert_eq!(loop_after, loop_before);
    assert_eq!(loop_after[0].path, "L0");
    assert_eq!(
        after
            .cost("k.ll", Some("a"), Some("for.body"))
            .unwrap()
            .unwrap(),
        cost_before
    );
    assert_eq!(
        after
            .memrefs("k.ll", Some("a"), Some("L0"))
            .unwrap()
            .unwrap(),
        memrefs_before
    );
    // ...and @a's analyses were not recomputed to get them.
    let executed = host.take_executed();
    for q in [
        "memrefs",
        "dependences",
        "best_vf",
        "vplan_cost",
        "vplan_totals",
        "legality",
    ] {
        assert!(
            !executed.iter().any(|e| e == q),
            "`{q}` re-ran for an edit of another function: {executed:?}"
        );
    }
    // @b's loop kept its identity too (its header label), while its
    // preheader changed.
    let b = after
        .loops("k.ll", Some("b"), Some("loop"))
        .unwrap()
        .unwrap();
    assert_eq!((b[0].header.as_str(), b[0].path.as_str()), ("loop", "L0"));
    assert_eq!(b[0].preheader.as_deref(), Some("pre"));
}

#[test]
fn a_loop_keeps_its_name_through_an_edit_of_its_body_and_its_results_follow() {
    let mut host = AnalysisHost::new();
    host.open_file("k.ll", FILE);
    let before = host
        .analysis()
        .memrefs("k.ll", Some("a"), Some("for.body"))
        .unwrap()
        .unwrap();
    assert_eq!(before.memrefs.len(), 2);
    // Turn the unit-stride store into a stride-2 one.
    let edited = FILE.replace(
        "  store i32 %w, i32* %g, align 4\n  %i.next",
        "  %i2 = shl nuw nsw i64 %i, 1\n  %g2 = getelementptr inbounds i32, i32* %p, i64 %i2\n  store i32 %w, i32* %g2, align 4\n  %i.next",
    );
    host.change_file("k.ll", &edited);
    let after = host
        .analysis()
        .memrefs("k.ll", Some("a"), Some("for.body"))
        .unwrap()
        .unwrap();
    assert_eq!(
        (after.function.as_str(), after.loop_.as_str()),
        ("a", "for.body")
    );
    // Memref ids are positions in the loop: the load is still #0.
    assert_eq!(after.memrefs[0], before.memrefs[0]);
    assert_eq!(after.memrefs[1].stride, Some(8));
    assert_ne!(after.memrefs[1], before.memrefs[1]);
}
