//! GenXBaling's rewrites made with the IR cursor: new instructions take
//! the debug location of the one they stand for, replaced values keep
//! their debug uses consistent, and the function stays well formed.

use expect_test::{Expect, expect};

fn check(ir: &str, want: Expect) {
    let (f, d) = lanes_ir::parse_function(ir);
    assert!(d.is_empty(), "{d:?}");
    let r = lanes_genx::rewrite::rewrite(&f.unwrap(), 32);
    let mut out = r.notes.join("\n");
    out.push('\n');
    out.push_str(&lanes_ir::print::print_function(&r.func));
    want.assert_eq(&out);
}

#[test]
fn the_split_read_takes_the_wrregions_location() {
    check(
        "define <8 x i32> @f(<8 x i32> %v, <4 x i32> %x) {
  %a = add <4 x i32> %x, %x, !dbg !3
  %w = call <8 x i32> @llvm.genx.wrregioni.v8i32.v4i32.i16.i1(<8 x i32> %v, <4 x i32> %a, i32 0, i32 4, i32 1, i16 0, i32 undef, i1 true), !dbg !4
  %b = mul <4 x i32> %a, %x, !dbg !5
  %w2 = call <8 x i32> @llvm.genx.wrregioni.v8i32.v4i32.i16.i1(<8 x i32> %w, <4 x i32> %b, i32 0, i32 4, i32 1, i16 16, i32 undef, i1 true), !dbg !5
  ret <8 x i32> %w2
}
",
        expect![[r#"
            split: %split reads %a back from %w for its other uses
            define <8 x i32> @f(<8 x i32> %v, <4 x i32> %x) {
              %a = add <4 x i32> %x, %x, !dbg !3
              %w = call <8 x i32> @llvm.genx.wrregioni.v8i32.v4i32.i16.i1(<8 x i32> %v, <4 x i32> %a, i32 0, i32 4, i32 1, i16 0, i32 undef, i1 true), !dbg !4
              %split = call <4 x i32> @llvm.genx.rdregioni.v4i32.v8i32.i16(<8 x i32> %w, i32 0, i32 4, i32 1, i16 0, i32 undef), !dbg !4
              %b = mul <4 x i32> %split, %x, !dbg !5
              %w2 = call <8 x i32> @llvm.genx.wrregioni.v8i32.v4i32.i16.i1(<8 x i32> %w, <4 x i32> %b, i32 0, i32 4, i32 1, i16 16, i32 undef, i1 true), !dbg !5
              ret <8 x i32> %w2
            }
        "#]],
    );
}

#[test]
fn a_select_becomes_a_wrregion_at_its_location() {
    check(
        "define <8 x i32> @f(<8 x i1> %c, <8 x i32> %x, <8 x i32> %z) {
  %a = add <8 x i32> %x, %x, !dbg !3
  %s = select <8 x i1> %c, <8 x i32> %z, <8 x i32> %a, !dbg !4
  ret <8 x i32> %s
}
",
        expect![[r#"
            select %s becomes a wrregion of %a predicated by the inverse of %c
            define <8 x i32> @f(<8 x i1> %c, <8 x i32> %x, <8 x i32> %z) {
              %a = add <8 x i32> %x, %x, !dbg !3
              %inv = xor <8 x i1> %c, <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, !dbg !4
              %s = call <8 x i32> @llvm.genx.wrregioni.v8i32.v8i32.i16.v8i1(<8 x i32> %z, <8 x i32> %a, i32 0, i32 8, i32 1, i16 0, i32 undef, <8 x i1> %inv), !dbg !4
              ret <8 x i32> %s
            }
        "#]],
    );
}

#[test]
fn erased_values_leave_undef_debug_uses_and_single_phis_go() {
    check(
        "define i32 @f(i32 %x) {
entry:
  %dead = mul i32 %x, 3, !dbg !3
  call void @llvm.dbg.value(metadata i32 %dead, metadata !7, metadata !DIExpression()), !dbg !3
  br label %next

next:
  %p = phi i32 [ %x, %entry ]
  call void @llvm.dbg.value(metadata i32 %p, metadata !8, metadata !DIExpression()), !dbg !4
  %r = add i32 %p, 1, !dbg !4
  ret i32 %r
}
",
        expect![[r#"
            phi %p with one incoming value removed
            define i32 @f(i32 %x) {
            entry:
              call void @llvm.dbg.value(metadata i32 undef, metadata !7, metadata !DIExpression()), !dbg !3
              br label %next

            next:
              call void @llvm.dbg.value(metadata i32 %x, metadata !8, metadata !DIExpression()), !dbg !4
              %r = add i32 %x, 1, !dbg !4
              ret i32 %r
            }
        "#]],
    );
}
