//! Incrementality: which queries re-execute after an edit (salsa
//! `WillExecute` events), by query name and by the function they ran for.

use expect_test::expect;
use lanes_db::{FunctionId, RootDatabase, file_functions, loop_forest};
use salsa::plumbing::AsId;

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
  store i32 1, i32* %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 200
  br i1 %c, label %loop, label %exit

exit:
  ret void
}
"#;

/// Runs the foundation queries of every function.
fn analyse_all(db: &RootDatabase, file: lanes_db::SourceFile) {
    for &f in file_functions(db, file) {
        loop_forest(db, f);
    }
}

#[test]
fn editing_one_function_reruns_nothing_for_the_other() {
    let mut db = RootDatabase::default();
    let file = db.set_file("two.ll", TWO_FUNCTIONS);
    analyse_all(&db, file);
    db.take_executed();

    // Edit @a's body: its store value and trip count, and grow it by a line.
    let edited = TWO_FUNCTIONS
        .replacen("store i32 0", "%z = add i32 0, 7\n  store i32 %z", 1)
        .replacen("100", "300", 1);
    db.set_file("two.ll", &edited);
    analyse_all(&db, file);

    let a = FunctionId::new(&db, file, Box::<str>::from("a")).as_id();
    let b = FunctionId::new(&db, file, Box::<str>::from("b")).as_id();
    let executed = db.take_executed_ids();
    // File-level: nothing. The host split the text and set @a's text
    // input alone; the header and the list of definitions are unchanged.
    let mut file_level: Vec<&str> = executed
        .iter()
        .filter(|(_, k)| *k == file.as_id())
        .map(|(n, _)| n.as_str())
        .collect();
    file_level.sort();
    expect![[r#"
        []
    "#]]
    .assert_debug_eq(&file_level);
    let for_fn = |id| {
        let mut v: Vec<&str> = executed
            .iter()
            .filter(|(_, k)| *k == id)
            .map(|(n, _)| n.as_str())
            .collect();
        v.sort();
        v
    };
    expect![[r#"
        [
            "cfg",
            "dominators",
            "finite_loops",
            "function_affine",
            "function_ir",
            "function_text",
            "loop_forest",
            "loop_nest",
        ]
    "#]]
    .assert_debug_eq(&for_fn(a));
    // @b: nothing (its text input was not set).
    expect![[r#"
        []
    "#]]
    .assert_debug_eq(&for_fn(b));
    let forest = loop_forest(&db, FunctionId::new(&db, file, Box::<str>::from("a")));
    assert_eq!(forest.loops.iter().next().unwrap().1.trip_count, Some(300));
}

#[test]
fn setting_the_same_text_reruns_nothing() {
    let mut db = RootDatabase::default();
    let file = db.set_file("two.ll", TWO_FUNCTIONS);
    analyse_all(&db, file);
    db.take_executed();
    db.set_file("two.ll", TWO_FUNCTIONS);
    analyse_all(&db, file);
    assert_eq!(db.take_executed(), Vec::<String>::new());
}

/// The queries that ran for one key, sorted.
fn ran_for(executed: &[(String, salsa::Id)], id: salsa::Id) -> Vec<&str> {
    let mut v: Vec<&str> = executed
        .iter()
        .filter(|(_, k)| *k == id)
        .map(|(n, _)| n.as_str())
        .collect();
    v.sort();
    v
}

#[test]
fn a_range_edit_in_a_body_reruns_that_function_alone() {
    use lanes_db::{EditScope, TextPosition, function_offset};
    let mut db = RootDatabase::default();
    let file = db.set_file("two.ll", TWO_FUNCTIONS);
    analyse_all(&db, file);
    let b_at = function_offset(&db, FunctionId::new(&db, file, Box::<str>::from("b")));
    db.take_executed();

    // @a's trip count, `100` on line 9, becomes `1000`: one byte longer.
    let at = |line, character| TextPosition { line, character };
    let line = TWO_FUNCTIONS.lines().nth(9).unwrap();
    let col = line.find("100").unwrap() as u32;
    let scope = db.edit_file("two.ll", at(9, col), at(9, col + 3), "1000");
    assert_eq!(scope, Some(EditScope::Function("a".into())));
    analyse_all(&db, file);

    let a = FunctionId::new(&db, file, Box::<str>::from("a"));
    let b_id = FunctionId::new(&db, file, Box::<str>::from("b"));
    let executed = db.take_executed_ids();
    assert_eq!(ran_for(&executed, file.as_id()), Vec::<&str>::new());
    expect![[r#"
        [
            "cfg",
            "dominators",
            "finite_loops",
            "function_affine",
            "function_ir",
            "function_text",
            "loop_forest",
            "loop_nest",
        ]
    "#]]
    .assert_debug_eq(&ran_for(&executed, a.as_id()));
    assert_eq!(ran_for(&executed, b_id.as_id()), Vec::<&str>::new());
    let forest = loop_forest(&db, a);
    assert_eq!(forest.loops.iter().next().unwrap().1.trip_count, Some(1000));
    // @b moved by the byte; its text did not change.
    assert_eq!(function_offset(&db, b_id), b_at + 1);
    let fresh = TWO_FUNCTIONS.replacen("100", "1000", 1);
    assert_eq!(db.file_text(file), fresh);

    // An edit from @a's `}` into @b's `define` line splits the file again.
    let end_a = TWO_FUNCTIONS.lines().position(|l| l == "}").unwrap() as u32;
    let scope = db.edit_file("two.ll", at(end_a, 0), at(end_a + 2, 6), "}\n\ndefine");
    assert_eq!(scope, Some(EditScope::File));
    assert_eq!(db.file_text(file), fresh);
}

/// The inputs hold the header items once (the gaps between definitions
/// refer to the header's text): the file put back together from them, and
/// after an edit, is the text as written, whatever lies between items.
#[test]
fn the_text_put_back_together_is_the_text() {
    let text = "; a comment\nsource_filename = \"a.c\"\n\n%T = type { i32 }\n@g = global i32 0\n\ndefine void @a() {\n  ret void\n}\n; between\n@h = global i32 1\n@i = global i32 2\ndefine void @a() {\n  ret void\n}\n\ndeclare void @d()\n!0 = !{i32 1}\n!1 = !{i32 2}\n\n!2 = !{i32 3}   ; tail\n!3 = !{i32 4}";
    let mut db = RootDatabase::default();
    let file = db.set_file("t.ll", text);
    assert_eq!(db.file_text(file), text);
    assert_eq!(&**lanes_db::source_text(&db, file), text);
    let edited = text.replace("!{i32 2}\n\n", "!{i32 5}\n");
    db.set_file("t.ll", &edited);
    assert_eq!(db.file_text(file), edited);
    assert_eq!(&**lanes_db::source_text(&db, file), edited);
}
