//! The vISA function writer on the seed's first walk-through example
//! (`fixtures/seeds/genx_shl.ll`, "Example: simple arithmetic"): the
//! seed's `LOC 65` and `shl (M1, 2) V60(0,0)<1>:d V60(0,0)<0;2,1>:d 0x3:d`,
//! with the register lanes' allocation gives the coalesced range.

use expect_test::expect;

#[test]
fn simple_arithmetic_writes_the_seeds_shl() {
    let text = include_str!("../../../fixtures/seeds/genx_shl.ll");
    let (module, d) = lanes_ir::parse_module(text);
    assert!(d.is_empty(), "{d:?}");
    let f = module.function("rd_y_backend").unwrap();
    let grf = lanes_genx::Grf::default();
    let pipe = lanes_genx::analyze(f, grf, &lanes_genx::igc::depths(f));
    let out = lanes_genx::visa::function_text(&module, f, &pipe, grf);
    expect![[r#"
        .function "rd_y_backend"
        .decl V32 v_type=G type=d num_elts=16
        .decl V33 v_type=G type=d num_elts=2
        LOC 62
        add (M1, 2) V33(0,0)<1>:d V32(0,0)<0;2,1>:d V32(0,2)<0;2,1>:d
        LOC 63
        add (M1, 2) V33(0,0)<1>:d V33(0,0)<0;2,1>:d (-)V32(0,4)<0;2,1>:d
        LOC 65
        shl (M1, 2) V33(0,0)<1>:d V33(0,0)<0;2,1>:d 0x3:d
        LOC 67
        // not written: call void @llvm.genx.oword.st.v2i32(i32 %buf, i32 0, <2 x i32> %shl.i.i142), !dbg !248
    "#]].assert_eq(&out);
}
