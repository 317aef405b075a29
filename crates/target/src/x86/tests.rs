use super::*;
use lanes_ir::Opcode;

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
    for llvm in [Llvm::V14, Llvm::V22] {
        for rows in tables(llvm).values() {
            assert!(rows.iter().all(|r| r.cost <= 1000));
        }
        assert!(tables(llvm).len() >= 20);
    }
}

#[test]
fn costs_llvm_14_reports_on_avx2() {
    let avx2 = Isa::Avx2;
    let c = |op, s, d, n| cast_cost(Llvm::V14, avx2, op, s, d, n);
    assert_eq!(c(Opcode::FPToSI, ScalarKind::F32, ScalarKind::I64, 4), 16);
    assert_eq!(c(Opcode::FPToSI, ScalarKind::F64, ScalarKind::I64, 4), 16);
    assert_eq!(c(Opcode::UIToFP, ScalarKind::I64, ScalarKind::F32, 4), 18);
    let d = div_rem_cost(
        Llvm::V14,
        avx2,
        Opcode::SDiv,
        ScalarKind::I64,
        4,
        DivisorKind::UniformConst,
    );
    assert_eq!(d, 80);
}

#[test]
fn constant_divisors_are_classified_as_llvm_does() {
    use DivisorKind::*;
    assert_eq!(DivisorKind::of_constants(&[4], 32), UniformPow2);
    assert_eq!(DivisorKind::of_constants(&[3, 3], 32), UniformConst);
    assert_eq!(DivisorKind::of_constants(&[2, 4, 8, 16], 8), NonUniformPow2);
    assert_eq!(DivisorKind::of_constants(&[3, 5], 16), NonUniformConst);
    assert_eq!(DivisorKind::of_constants(&[-4], 32), UniformConst);
    assert_eq!(
        DivisorKind::of_constants(&[i64::from(i8::MIN)], 8),
        UniformPow2
    );
}

#[test]
#[should_panic(expected = "no `trunc` from `i8` to `i64`")]
fn a_cast_ir_does_not_allow_is_refused() {
    cast_cost(
        Llvm::V14,
        Isa::Avx2,
        Opcode::Trunc,
        ScalarKind::I8,
        ScalarKind::I64,
        4,
    );
}

#[test]
fn every_valid_cast_and_division_has_a_cost_at_every_width() {
    use lanes_ir::Opcode::*;
    for (llvm, isa) in [Llvm::V14, Llvm::V22]
        .into_iter()
        .flat_map(|l| Isa::ALL.map(|i| (l, i)))
    {
        for lanes in [1, 2, 4, 8, 16, 32, 64] {
            for op in [
                Trunc, ZExt, SExt, FPTrunc, FPExt, FPToSI, FPToUI, SIToFP, UIToFP,
            ] {
                for src in ScalarKind::ALL {
                    for dst in ScalarKind::ALL {
                        if cast::is_cast(op, src, dst) {
                            assert!(cast_cost(llvm, isa, op, src, dst, lanes) < 100_000);
                        }
                    }
                }
            }
            for op in [SDiv, UDiv, SRem, URem] {
                for elem in [
                    ScalarKind::I8,
                    ScalarKind::I16,
                    ScalarKind::I32,
                    ScalarKind::I64,
                ] {
                    for d in DivisorKind::ALL {
                        assert!(div_rem_cost(llvm, isa, op, elem, lanes, d) < 100_000);
                    }
                }
            }
        }
    }
}
