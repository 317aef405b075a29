//! Snapshot suites over `fixtures/`, written with the public testing kit only:
//! every `.ll` file's `; RUN: lanes ...` lines (or the default commands) are
//! compared with its sibling `.expected` file.

use std::path::PathBuf;

fn fixtures(sub: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../fixtures")
        .join(sub)
}

#[test]
fn seed_fixtures() {
    lanes::testing::check_dir(&fixtures("seeds"), &["loops"]);
}

/// One fact, every view: each file's `RUN` lines print the same answer.
#[test]
fn view_fixtures() {
    lanes::testing::check_dir(&fixtures("views"), &["report"]);
}

#[test]
fn inline_fixture_with_two_files() {
    lanes::testing::check(
        r#"
        ; file: a.ll
        define void @a(i32* %p) {
        entry:
          br label %l
        l:
          %i = phi i32 [ 0, %entry ], [ %n, %l ]
          %n = add nsw i32 %i, 3
          %c = icmp slt i32 %n, 30
          br i1 %c, label %l, label %x
        x:
          ret void
        }
        ; file: b.ll
        define void @b() {
        entry:
          ret void
        }
        "#,
        "report",
        expect_test::expect![[r#"
            a.ll
              target avx2 (the default), LLVM 14
              @a L0 l: depth 1, innermost, trip count 10: not vectorized: no vector instructions: every recipe stays scalar
            b.ll
              no loops
        "#]],
    );
}
