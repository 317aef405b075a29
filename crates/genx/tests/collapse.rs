//! GenXRegionCollapsing's rules on hand-written functions: each test is
//! the function before, and the function after `lanes_genx::collapse`.

use expect_test::{Expect, expect};
use lanes_genx::collapse::{collapse, rules};
use lanes_genx::region_utils::Region;

fn check(ir: &str, grf_bytes: u32, want: Expect) {
    let (f, d) = lanes_ir::parse_function(ir);
    assert!(d.is_empty(), "{d:?}");
    let c = collapse(&f.unwrap(), grf_bytes);
    want.assert_eq(&lanes_ir::print::print_function(&c.func));
}

#[test]
fn region_width_one_is_1d() {
    let (f, _) = lanes_ir::parse_function(
        "define <16 x i16> @f(<64 x i16> %s) {\n  %r = call <16 x i16> @llvm.genx.rdregioni.v16i16.v64i16.i16(<64 x i16> %s, i32 2, i32 1, i32 0, i16 2, i32 0)\n  ret <16 x i16> %r\n}\n",
    );
    let f = f.unwrap();
    let r = Region::of(&f, &f.insts[f.insts_in_order().next().unwrap()], false).unwrap();
    assert_eq!((r.vstride, r.width, r.stride, r.offset), (0, 16, 2, 2));
}

#[test]
fn nested_reads_collapse() {
    check(
        "define <4 x i32> @f(<64 x i32> %m) {
  %row = call <16 x i32> @llvm.genx.rdregioni.v16i32.v64i32.i16(<64 x i32> %m, i32 0, i32 16, i32 1, i16 64, i32 undef), !dbg !3
  %col = call <4 x i32> @llvm.genx.rdregioni.v4i32.v16i32.i16(<16 x i32> %row, i32 0, i32 4, i32 2, i16 8, i32 undef), !dbg !4
  ret <4 x i32> %col
}
",
        32,
        expect![[r#"
            define <4 x i32> @f(<64 x i32> %m) {
              %col.regioncollapsed = call <4 x i32> @llvm.genx.rdregioni.v4i32.v64i32.i16(<64 x i32> %m, i32 0, i32 4, i32 2, i16 72, i32 undef), !dbg !4
              ret <4 x i32> %col.regioncollapsed
            }
        "#]],
    );
}

#[test]
fn reads_through_a_bitcast_and_an_extend() {
    check(
        "define <8 x i32> @f(<32 x i32> %m) {
  %row = call <16 x i32> @llvm.genx.rdregioni.v16i32.v32i32.i16(<32 x i32> %m, i32 0, i32 16, i32 1, i16 64, i32 undef)
  %b = bitcast <16 x i32> %row to <32 x i16>
  %e = sext <32 x i16> %b to <32 x i32>
  %odd = call <8 x i32> @llvm.genx.rdregioni.v8i32.v32i32.i16(<32 x i32> %e, i32 0, i32 8, i32 2, i16 4, i32 undef)
  ret <8 x i32> %odd
}
",
        32,
        expect![[r#"
            define <8 x i32> @f(<32 x i32> %m) {
              %m.bitcast_before_collapse = bitcast <32 x i32> %m to <64 x i16>
              %odd.regioncollapsed = call <8 x i16> @llvm.genx.rdregioni.v8i16.v64i16.i16(<64 x i16> %m.bitcast_before_collapse, i32 0, i32 8, i32 2, i16 66, i32 undef)
              %e1 = sext <8 x i16> %odd.regioncollapsed to <8 x i32>
              ret <8 x i32> %e1
            }
        "#]],
    );
}

#[test]
fn nested_writes_collapse() {
    check(
        "define <64 x i32> @f(<64 x i32> %m, <4 x i32> %v) {
  %row = call <16 x i32> @llvm.genx.rdregioni.v16i32.v64i32.i16(<64 x i32> %m, i32 0, i32 16, i32 1, i16 64, i32 undef)
  %w1 = call <16 x i32> @llvm.genx.wrregioni.v16i32.v4i32.i16.i1(<16 x i32> %row, <4 x i32> %v, i32 0, i32 4, i32 2, i16 8, i32 undef, i1 true)
  %w2 = call <64 x i32> @llvm.genx.wrregioni.v64i32.v16i32.i16.i1(<64 x i32> %m, <16 x i32> %w1, i32 0, i32 16, i32 1, i16 64, i32 undef, i1 true)
  ret <64 x i32> %w2
}
",
        32,
        expect![[r#"
            define <64 x i32> @f(<64 x i32> %m, <4 x i32> %v) {
              %w1.regioncollapsed = call <64 x i32> @llvm.genx.wrregioni.v64i32.v4i32.i16.i1(<64 x i32> %m, <4 x i32> %v, i32 0, i32 4, i32 2, i16 72, i32 undef, i1 true)
              ret <64 x i32> %w1.regioncollapsed
            }
        "#]],
    );
}

#[test]
fn trunc_of_a_read_is_a_strided_read() {
    check(
        "define <8 x i16> @f(<16 x i32> %m) {
  %r = call <8 x i32> @llvm.genx.rdregioni.v8i32.v16i32.i16(<16 x i32> %m, i32 0, i32 8, i32 1, i16 32, i32 undef)
  %t = trunc <8 x i32> %r to <8 x i16>
  ret <8 x i16> %t
}
",
        32,
        expect![[r#"
            define <8 x i16> @f(<16 x i32> %m) {
              %m.bitcast_before_collapse = bitcast <16 x i32> %m to <32 x i16>
              %t2.regioncollapsed = call <8 x i16> @llvm.genx.rdregioni.v8i16.v32i16.i16(<32 x i16> %m.bitcast_before_collapse, i32 0, i32 8, i32 2, i16 32, i32 undef)
              ret <8 x i16> %t2.regioncollapsed
            }
        "#]],
    );
}

#[test]
fn extract_of_a_single_read() {
    check(
        "define i32 @f(<16 x i32> %m) {
  %r = call <1 x i32> @llvm.genx.rdregioni.v1i32.v16i32.i16(<16 x i32> %m, i32 0, i32 1, i32 1, i16 12, i32 undef)
  %x = extractelement <1 x i32> %r, i32 0
  ret i32 %x
}
",
        32,
        expect![[r#"
            define i32 @f(<16 x i32> %m) {
              %x1.regioncollapsed = call i32 @llvm.genx.rdregioni.i32.v16i32.i16(<16 x i32> %m, i32 0, i32 1, i32 1, i16 12, i32 undef)
              ret i32 %x1.regioncollapsed
            }
        "#]],
    );
}

#[test]
fn bitcast_moves_before_the_read() {
    check(
        "define <8 x i16> @f(<16 x i32> %m) {
  %r = call <4 x i32> @llvm.genx.rdregioni.v4i32.v16i32.i16(<16 x i32> %m, i32 0, i32 4, i32 1, i16 16, i32 undef)
  %b = bitcast <4 x i32> %r to <8 x i16>
  ret <8 x i16> %b
}
",
        32,
        expect![[r#"
            define <8 x i16> @f(<16 x i32> %m) {
              %b = bitcast <16 x i32> %m to <32 x i16>
              %r = call <8 x i16> @llvm.genx.rdregioni.v8i16.v32i16.i16(<32 x i16> %b, i32 0, i32 8, i32 1, i16 16, i32 undef)
              ret <8 x i16> %r
            }
        "#]],
    );
}

#[test]
fn combine_regions_cases() {
    let r = |n: u32, vs: i64, w: u32, s: i64, off: i64| Region {
        elem_ty: lanes_ir::Type::int(32),
        elem_bytes: 4,
        num_elements: n,
        vstride: vs,
        width: w,
        stride: s,
        offset: off,
        indirect: None,
        parent_width: 0,
        mask: None,
    };
    // Outer 2D <8;4,1> of 16 elements; inner 1D of 4 within row 1.
    let c = rules::combine_regions(&r(16, 8, 4, 1, 0), &r(4, 0, 4, 1, 16)).unwrap();
    assert_eq!((c.vstride, c.width, c.stride, c.offset), (0, 4, 1, 32));
    // Inner 1D split evenly over rows 0 and 1.
    let c = rules::combine_regions(&r(16, 8, 4, 1, 0), &r(4, 0, 4, 1, 8)).unwrap();
    assert_eq!((c.vstride, c.width, c.stride, c.offset), (6, 2, 1, 8));
    // Inner 1D over three rows: not one region.
    assert!(rules::combine_regions(&r(16, 8, 4, 1, 0), &r(10, 0, 10, 1, 4)).is_none());
    // An outer mask forbids combining.
    let mut masked = r(16, 0, 16, 1, 0);
    masked.mask = Some(lanes_ir::Value::Arg(0));
    assert!(rules::combine_regions(&masked, &r(4, 0, 4, 1, 0)).is_none());
}
