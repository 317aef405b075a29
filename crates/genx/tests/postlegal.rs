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
    let p = post_legalize(f, Platform::by_name("XeHPG").unwrap());
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
