//! GenXLegalization's splitting on hand-written bales: legal widths from
//! the regions and the platform's GRF size, slices joined in order.

use expect_test::{Expect, expect};
use lanes_genx::legalize::{LegalTarget, legal_region_size, legalize, subregion};
use lanes_genx::region_utils::Region;

fn check(ir: &str, grf_bytes: u32, want: Expect) {
    let (f, d) = lanes_ir::parse_function(ir);
    assert!(d.is_empty(), "{d:?}");
    let l = legalize(
        &f.unwrap(),
        &LegalTarget::with_grf(grf_bytes),
        &Default::default(),
    );
    want.assert_eq(&lanes_ir::print::print_function(&l.func));
}

fn r(n: u32, vs: i64, w: u32, s: i64, off: i64, eb: u32) -> Region {
    Region {
        elem_ty: lanes_ir::Type::int(eb * 8),
        elem_bytes: eb,
        num_elements: n,
        vstride: vs,
        width: w,
        stride: s,
        offset: off,
        indirect: None,
        parent_width: 0,
        mask: None,
    }
}

/// A direct source region's legal size from index 0 on a platform with
/// `grf`-byte GRFs (byte regioning over two GRFs on the 32-byte ones).
fn lrs(r: &Region, grf: u32) -> u32 {
    legal_region_size(
        &LegalTarget::with_grf(grf),
        r,
        false,
        0,
        true,
        true,
        r.num_elements,
    )
}

#[test]
fn legal_sizes_follow_the_grf() {
    // 32 dwords from a GRF boundary: two 32-byte GRFs hold 16.
    assert_eq!(lrs(&r(32, 0, 32, 1, 0, 4), 32), 16);
    // The same on 64-byte GRFs: all 32.
    assert_eq!(lrs(&r(32, 0, 32, 1, 0, 4), 64), 32);
    // Starting 4 dwords into a GRF: up to the next-but-one boundary.
    assert_eq!(lrs(&r(16, 0, 16, 1, 16, 4), 32), 8);
    // Bytes span two GRFs where multi-indirect byte regioning exists (the
    // 32-byte-GRF platforms), one GRF elsewhere.
    assert_eq!(lrs(&r(128, 0, 128, 1, 0, 1), 32), 64);
    assert_eq!(lrs(&r(128, 0, 128, 1, 0, 1), 64), 64);
    assert_eq!(lrs(&r(256, 0, 256, 1, 0, 1), 64), 64);
    // A 2D source: whole rows that fit (rows of 8 dwords, 16 apart).
    assert_eq!(lrs(&r(64, 16, 8, 1, 0, 4), 32), 8);
}

#[test]
fn subregions_start_where_the_slice_starts() {
    let s = subregion(&r(64, 16, 8, 1, 0, 4), 8, 8);
    assert_eq!((s.vstride, s.width, s.stride, s.offset), (16, 8, 1, 64));
    let s = subregion(&r(16, 0, 16, 2, 0, 4), 8, 8);
    assert_eq!((s.vstride, s.width, s.stride, s.offset), (16, 8, 2, 64));
}

#[test]
fn a_wide_add_is_split_and_joined() {
    check(
        "define <32 x i32> @f(<64 x i32> %m, <32 x i32> %b) {
  %a = call <32 x i32> @llvm.genx.rdregioni.v32i32.v64i32.i16(<64 x i32> %m, i32 0, i32 32, i32 1, i16 0, i32 undef)
  %s = add <32 x i32> %a, %b, !dbg !5
  ret <32 x i32> %s
}
",
        32,
        expect![[r#"
            define <32 x i32> @f(<64 x i32> %m, <32 x i32> %b) {
              %a.split0 = call <16 x i32> @llvm.genx.rdregioni.v16i32.v64i32.i16(<64 x i32> %m, i32 16, i32 16, i32 1, i16 0, i32 undef)
              %b.split0 = call <16 x i32> @llvm.genx.rdregioni.v16i32.v32i32.i16(<32 x i32> %b, i32 16, i32 16, i32 1, i16 0, i32 undef), !dbg !5
              %s.split0 = add <16 x i32> %a.split0, %b.split0, !dbg !5
              %s.split0.join0 = call <32 x i32> @llvm.genx.wrregioni.v32i32.v16i32.i16.i1(<32 x i32> undef, <16 x i32> %s.split0, i32 0, i32 16, i32 1, i16 0, i32 undef, i1 true), !dbg !5
              %a.split16 = call <16 x i32> @llvm.genx.rdregioni.v16i32.v64i32.i16(<64 x i32> %m, i32 16, i32 16, i32 1, i16 64, i32 undef)
              %b.split16 = call <16 x i32> @llvm.genx.rdregioni.v16i32.v32i32.i16(<32 x i32> %b, i32 16, i32 16, i32 1, i16 64, i32 undef), !dbg !5
              %s.split16 = add <16 x i32> %a.split16, %b.split16, !dbg !5
              %s.split16.join16 = call <32 x i32> @llvm.genx.wrregioni.v32i32.v16i32.i16.i1(<32 x i32> %s.split0.join0, <16 x i32> %s.split16, i32 0, i32 16, i32 1, i16 64, i32 undef, i1 true), !dbg !5
              ret <32 x i32> %s.split16.join16
            }
        "#]],
    );
}
