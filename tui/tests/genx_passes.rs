//! The GenX pass tabs over one function: region collapsing, legalization
//! and post-legalization each show the function before and after the
//! pass, with the rules it applied.

mod common;
use common::*;

/// A float region read bitcast to integers (post-legalization folds the
/// bitcast into the read) and a 32-wide add of two reads (XeHPG's 32-byte
/// GRFs split it 16+16).
const SRC: &str = "define <32 x i32> @k(<16 x float> %m, <64 x i32> %w, <32 x i32> %b) {
entry:
  %r = call <8 x float> @llvm.genx.rdregionf.v8f32.v16f32.i16(<16 x float> %m, i32 0, i32 8, i32 1, i16 0, i32 undef)
  %c = bitcast <8 x float> %r to <8 x i32>
  %a = call <32 x i32> @llvm.genx.rdregioni.v32i32.v64i32.i16(<64 x i32> %w, i32 0, i32 32, i32 1, i16 0, i32 undef)
  %s = add <32 x i32> %a, %b
  %t = call <32 x i32> @llvm.genx.wrregioni.v32i32.v8i32.i16.i1(<32 x i32> %s, <8 x i32> %c, i32 0, i32 8, i32 1, i16 0, i32 undef, i1 true)
  ret <32 x i32> %t
}

declare <8 x float> @llvm.genx.rdregionf.v8f32.v16f32.i16(<16 x float>, i32, i32, i32, i16, i32)
declare <32 x i32> @llvm.genx.rdregioni.v32i32.v64i32.i16(<64 x i32>, i32, i32, i32, i16, i32)
declare <32 x i32> @llvm.genx.wrregioni.v32i32.v8i32.i16.i1(<32 x i32>, <8 x i32>, i32, i32, i32, i16, i32, i1)
";

/// The text of tab `title` for the selected function, picked as a user
/// does (`1`-`9`, then `}`), drawn wide.
fn tab_text(app: &mut lanes_tui::App, title: &str) -> String {
    let n = app.tab_titles().iter().position(|t| *t == title).unwrap() + 1;
    keys(app, &n.min(9).to_string());
    keys(app, &"}".repeat(n.saturating_sub(9)));
    let t = app.tabs.iter().position(|t| t.title() == title).unwrap();
    assert_eq!(app.active_tab(), Some(t), "{title} shown");
    draw_text(app, 240, 80)
}

#[test]
fn each_pass_tab_shows_the_function_before_and_after_it() {
    let mut app = with_files(&[("k.ll", SRC)]);
    keys(&mut app, "j");
    let titles = app.tab_titles();
    let screen = draw_text(&mut app, 120, 20);
    for t in ["Collapse", "Legalize", "PostLegal"] {
        assert!(titles.contains(&t), "{t} in {titles:?}\n{screen}");
    }

    let legal = tab_text(&mut app, "Legalize");
    assert!(
        legal.contains("; GenXLegalization on XeHPG (32-byte GRF): @k"),
        "{legal}"
    );
    // The bale of the add and its read, split into two legal halves.
    assert!(legal.contains("split 16+16"), "{legal}");
    assert!(
        legal.contains("; before") && legal.contains("; after"),
        "{legal}"
    );

    let post = tab_text(&mut app, "PostLegal");
    assert!(
        post.contains("; GenXPostLegalization on XeHPG (32-byte GRF): @k"),
        "{post}"
    );
    // Its input is the legalized function: the halves are there before.
    let (before, after) = post.split_once("; after").unwrap();
    assert!(before.contains(".join16"), "{post}");
    // The bitcast of the float read became a read of the bitcast input.
    assert!(post.contains("simplifyRegionInst: %c = bitcast"), "{post}");
    assert!(
        after.contains("bitcast <16 x float> %m to <16 x i32>"),
        "{post}"
    );
    assert!(
        after.contains("@llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32>"),
        "{post}"
    );

    let collapse = tab_text(&mut app, "Collapse");
    assert!(
        collapse.contains("; GenXRegionCollapsing on XeHPG (32-byte GRF): @k"),
        "{collapse}"
    );
}
