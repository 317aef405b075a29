//! Baling into the integer `mad` intrinsics: every operand takes arithmetic
//! modifiers (extends included), the addend only a contiguous region.

use lanes_genx::view::Val;

const MAD: &str = r#"
define void @f(<16 x i16> %a, <32 x i16> %w, <32 x i32> %d) {
  %x = zext <16 x i16> %a to <16 x i32>
  %s = call <16 x i16> @llvm.genx.rdregioni.v16i16.v32i16.i16(<32 x i16> %w, i32 16, i32 8, i32 2, i16 0, i32 undef)
  %t = call <16 x i32> @llvm.genx.rdregioni.v16i32.v32i32.i16(<32 x i32> %d, i32 16, i32 8, i32 2, i16 0, i32 undef)
  %m = call <16 x i32> @llvm.genx.ssmad.v16i32.v16i16(<16 x i16> %s, <16 x i16> %a, <16 x i32> %x)
  %n = call <16 x i32> @llvm.genx.uumad.v16i32.v16i16(<16 x i16> %a, <16 x i16> %a, <16 x i32> %t)
  call void @llvm.genx.oword.st.v16i32(i32 0, i32 0, <16 x i32> %m)
  call void @llvm.genx.oword.st.v16i32(i32 0, i32 64, <16 x i32> %n)
  ret void
}
declare <16 x i16> @llvm.genx.rdregioni.v16i16.v32i16.i16(<32 x i16>, i32, i32, i32, i16, i32)
declare <16 x i32> @llvm.genx.rdregioni.v16i32.v32i32.i16(<32 x i32>, i32, i32, i32, i16, i32)
declare <16 x i32> @llvm.genx.ssmad.v16i32.v16i16(<16 x i16>, <16 x i16>, <16 x i32>)
declare <16 x i32> @llvm.genx.uumad.v16i32.v16i16(<16 x i16>, <16 x i16>, <16 x i32>)
declare void @llvm.genx.oword.st.v16i32(i32, i32, <16 x i32>)
"#;

#[test]
fn mad_bales_extends_and_contiguous_addends_only() {
    let (m, _) = lanes_ir::parse_module(MAD);
    let f = &m.functions[0];
    let inst = |n: &str| {
        f.insts
            .iter()
            .find(|(_, i)| i.name.as_deref() == Some(n))
            .unwrap()
            .0
    };
    let bales = lanes_genx::baling::bales(f, 32, 32, 2);
    let baled = |n: &str| bales.info_of(inst(n)).baled;
    // Operand 1 is the strided rdregion (src0), operand 3 the zext (src2).
    assert_eq!(baled("m"), [1, 3]);
    // A strided region is not contiguous: it stays out of the addend.
    assert!(baled("n").is_empty());
    // The addend is not a two-address operand.
    let p = lanes_genx::analyze(
        f,
        lanes_genx::Grf::default(),
        &lanes_genx::BlockDepths::default(),
    );
    assert!(
        p.coalescing
            .candidates
            .iter()
            .all(|c| c.dest != Val::Inst(inst("m")))
    );
}
