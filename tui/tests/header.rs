//! The title bar names the compiler that made the selected file.

mod common;

use common::{draw, keys, with_files};
use expect_test::expect;

const CLANG18: &str = "\
define void @f(ptr %p) {
entry:
  ret void
}

!llvm.ident = !{!0}
!0 = !{!\"clang version 18.1.3\"}
";

const TYPED: &str = "\
define void @g(i32* %p) {
entry:
  ret void
}
";

fn title(app: &mut lanes_tui::App) -> String {
    draw(app, 100, 6).lines().next().unwrap().to_string()
}

#[test]
fn the_title_names_the_producer_of_the_selected_file() {
    let mut app = with_files(&[("clang18.ll", CLANG18), ("typed.ll", TYPED)]);
    expect![[r#"
        " lanes │ workspace: 2 files, 2 functions, 0 loops │ clang 18.1.3, opaque pointers │ LLVM 14  ? help "
    "#]]
    .assert_eq(&(title(&mut app) + "\n"));
    // The second file says nothing of its compiler, only its pointer style.
    keys(&mut app, "jj");
    expect![[r#"
        " lanes │ workspace: 2 files, 2 functions, 0 loops │ typed pointers │ LLVM 14                 ? help "
    "#]]
    .assert_eq(&(title(&mut app) + "\n"));
}

#[test]
fn the_title_counts_in_the_singular_when_there_is_one() {
    let mut app = with_files(&[("clang18.ll", CLANG18)]);
    let t = title(&mut app);
    assert!(t.contains("workspace: 1 file, 1 function, 0 loops"), "{t}");
}
