//! GenXPostLegalization on the seed's second walk-through example
//! (`fixtures/seeds/genx_read_region_postlegal.ll`: the legalized bale of
//! "read region, baling, legalization, vector decomposition" and the reads
//! the rest of the program makes): the vector decomposer splits the
//! `<144 x float>` into the seed's six parts, and the vISA of the first
//! bales is the seed's three `mov (M1, 16)` at `LOC 23`.

use expect_test::expect;
use lanes_genx::postlegal::post_legalize;
use lanes_genx::subtarget::Platform;

fn post_legalized() -> (lanes_ir::Module, lanes_ir::Function) {
    let text = include_str!("../../../fixtures/seeds/genx_read_region_postlegal.ll");
    let (module, d) = lanes_ir::parse_module(text);
    assert!(d.is_empty(), "{d:?}");
    let f = module.function("linear").unwrap();
    let p = post_legalize(f, Platform::by_name("XeHPG").unwrap(), true);
    (module.clone(), p.func)
}

#[test]
fn the_decomposer_splits_the_seeds_matrix_into_six_parts() {
    let (_, f) = post_legalized();
    let heads: Vec<String> = f
        .insts_in_order()
        .filter_map(|i| f.insts[i].name.as_deref().map(str::to_string))
        .filter(|n| n.contains("join"))
        .collect();
    expect![[r#"
        [
            "conv.addedwrregion.join7.decomp.1",
            "conv.addedwrregion.join10.decomp.1",
            "conv.addedwrregion.join16.decomp.3",
            "conv.addedwrregion.join19.decomp.3",
            "conv.addedwrregion.join25.decomp.5",
            "conv.addedwrregion.join28.decomp.5",
        ]
    "#]]
    .assert_debug_eq(&heads);
    // No wide value is left: every join writes a 32-float part.
    let wide = f.insts_in_order().any(|i| {
        f.insts[i].ty.is_vector()
            && f.insts[i].ty.scalar().is_float()
            && f.insts[i].ty.lanes().is_some_and(|n| n > 32)
    });
    assert!(!wide);
}

#[test]
fn the_first_bales_write_the_seeds_three_moves() {
    let (module, f) = post_legalized();
    let grf = Platform::by_name("XeHPG").unwrap().grf();
    let pipe = lanes_genx::analyze(&f, grf, &lanes_genx::igc::depths(&f));
    let out = lanes_genx::visa::function_text(&module, &f, &pipe, grf);
    let first: Vec<&str> = out.lines().skip_while(|l| *l != "LOC 23").take(4).collect();
    expect![[r#"
        [
            "LOC 23",
            "mov (M1, 16) V35(0,0)<1>:f V34(1,3)<0;16,1>:ub",
            "mov (M1, 16) V36(0,0)<1>:f V34(1,19)<16;8,1>:ub",
            "mov (M1, 16) V36(2,0)<1>:f V34(2,11)<0;16,1>:ub",
        ]
    "#]]
    .assert_debug_eq(&first);
}

/// `f` of `text` post-legalized on `cpu`, printed.
fn post_legalized_text(text: &str, cpu: &str) -> String {
    let (module, d) = lanes_ir::parse_module(text);
    assert!(d.is_empty(), "{d:?}");
    let f = &module.functions[0];
    let p = post_legalize(f, Platform::by_name(cpu).unwrap(), true);
    lanes_ir::print::print_function(&p.func)
}

#[test]
fn a_returned_constant_of_illegal_size_is_written_in_legal_parts() {
    // Three dwords: 2 + 1, each part a packed immediate written as is.
    expect![[r#"
        define <3 x i32> @f() {
          %constant.split.ill0 = call <3 x i32> @llvm.genx.wrregioni.v3i32.v2i32.i16.i1(<3 x i32> undef, <2 x i32> <i32 5, i32 6>, i32 2, i32 2, i32 1, i16 0, i32 undef, i1 true)
          %constant.split.ill2 = call <3 x i32> @llvm.genx.wrregioni.v3i32.v1i32.i16.i1(<3 x i32> %constant.split.ill0, <1 x i32> <i32 7>, i32 1, i32 1, i32 1, i16 8, i32 undef, i1 true)
          ret <3 x i32> %constant.split.ill2
        }
    "#]]
    .assert_eq(&post_legalized_text(
        "define <3 x i32> @f() {\n  ret <3 x i32> <i32 5, i32 6, i32 7>\n}\n",
        "XeHPG",
    ));
}

#[test]
fn a_returned_packed_constant_is_loaded_scaled() {
    // 100, 120, 140, 160: packed 5..8 scaled by 20 (no adjustment: the
    // least is a multiple of the scale and the rest fit 4 bits).
    expect![[r#"
        define <4 x i32> @f() {
          %1 = call <4 x i32> @llvm.genx.constanti.v4i32(<4 x i32> <i32 5, i32 6, i32 7, i32 8>)
          %constantscale = mul <4 x i32> %1, <i32 20, i32 20, i32 20, i32 20>
          ret <4 x i32> %constantscale
        }
    "#]]
    .assert_eq(&post_legalized_text(
        "define <4 x i32> @f() {\n  ret <4 x i32> <i32 100, i32 120, i32 140, i32 160>\n}\n",
        "XeHPG",
    ));
    // A subroutine returns no constant: even a simple one is loaded.
    expect![[r#"
        define internal <4 x i32> @f() {
          %1 = call <1 x i32> @llvm.genx.constanti.v1i32(<1 x i32> <i32 7>)
          %.constsplat = call <4 x i32> @llvm.genx.rdregioni.v4i32.v1i32.i16(<1 x i32> %1, i32 0, i32 4, i32 0, i16 0, i32 undef)
          ret <4 x i32> %.constsplat
        }
    "#]]
    .assert_eq(&post_legalized_text(
        "define internal <4 x i32> @f() {\n  ret <4 x i32> <i32 7, i32 7, i32 7, i32 7>\n}\n",
        "XeHPG",
    ));
}
