use super::*;
use crate::kinds::Opcode;

#[test]
fn legalization_of_x86_types() {
    use legal::legalize;
    let t = |e, n| Ty::new(e, n);
    assert_eq!(
        legalize(Isa::Avx2, t(ScalarKind::I64, 16)),
        (4, t(ScalarKind::I64, 4))
    );
    assert_eq!(
        legalize(Isa::Sse2, t(ScalarKind::I8, 4)),
        (1, t(ScalarKind::I8, 16))
    );
    assert_eq!(
        legalize(Isa::Sse2, t(ScalarKind::I1, 4)),
        (1, t(ScalarKind::I32, 4))
    );
    assert_eq!(
        legalize(Isa::Avx2, t(ScalarKind::I1, 64)),
        (2, t(ScalarKind::I8, 32))
    );
    assert_eq!(
        legalize(Isa::Avx512F, t(ScalarKind::I1, 64)),
        (4, t(ScalarKind::I1, 16))
    );
    assert_eq!(
        legalize(Isa::Avx512F, t(ScalarKind::I16, 64)),
        (2, t(ScalarKind::I16, 32))
    );
}

#[test]
fn every_table_row_parses() {
    for rows in tables().values() {
        assert!(rows.iter().all(|r| r.cost <= 1000));
    }
    assert!(tables().len() >= 20);
}

#[test]
fn costs_llvm_14_reports_on_avx2() {
    let avx2 = Isa::Avx2;
    let c = |op, s, d, n| cast_cost(avx2, op, s, d, n);
    assert_eq!(c(Opcode::FPToSI, ScalarKind::F32, ScalarKind::I64, 4), 16);
    assert_eq!(c(Opcode::FPToSI, ScalarKind::F64, ScalarKind::I64, 4), 16);
    assert_eq!(c(Opcode::UIToFP, ScalarKind::I64, ScalarKind::F32, 4), 18);
    let d = div_rem_cost(
        avx2,
        Opcode::SDiv,
        ScalarKind::I64,
        4,
        DivisorKind::UniformConst,
    );
    assert_eq!(d, 80);
}
