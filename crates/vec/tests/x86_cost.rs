//! LLVM 14's X86 cost model where lanes ports it: lane moves
//! (`getVectorInstrCost`, `getScalarizationOverhead`), calls without a
//! vector form, interleaved groups, emulated masked loads. Every verdict
//! below is what `opt -passes=loop-vectorize -mattr=+avx2` (LLVM 14)
//! prints for the same loop (`data/x86_cost.ll` and the loops inline).

mod common;

use common::{lp, open};
use lanes_vec::cost::{LaneMoves, Tables};

fn avx2() -> lanes_target::TargetDesc {
    lanes_target::builtin("avx2").unwrap()
}

/// Inserting and extracting every lane, as X86's cost model counts them:
/// lane 0 of each 128-bit half holds a float already; the upper half is
/// reached through `vextractf128` (and put back with `vinsertf128`); a
/// whole vector of `i32`/`f32` is built half by half; doubles by unpacks.
#[test]
fn lane_moves_follow_x86() {
    let d = avx2();
    let t = Tables {
        vector: &d.vector,
        llvm: lanes_target::x86::Llvm::V14,
        arith: &d.arith,
        memory: &d.memory,
        scalar: &d.scalar,
        reduction: &d.reduction,
    };
    let m = LaneMoves::read(&t);
    let rows: Vec<String> = [
        (4, 32, true),
        (8, 32, true),
        (16, 32, true),
        (8, 32, false),
        (2, 64, true),
        (4, 64, true),
        (4, 64, false),
        (16, 8, false),
        (32, 8, false),
    ]
    .iter()
    .map(|&(vf, bits, fp)| {
        format!(
            "{vf} x {}{bits}: insert {} extract {}",
            if fp { "f" } else { "i" },
            m.insert(vf, bits, fp),
            m.extract(vf, bits, fp)
        )
    })
    .chain([4, 8, 16, 32].map(|vf| format!("mask of {vf}: extract {}", m.mask_extract(vf))))
    .collect();
    expect_test::expect![[r#"
        4 x f32: insert 3 extract 3
        8 x f32: insert 8 extract 10
        16 x f32: insert 16 extract 20
        8 x i32: insert 10 extract 12
        2 x f64: insert 1 extract 1
        4 x f64: insert 3 extract 4
        4 x i64: insert 6 extract 6
        16 x i8: insert 16 extract 16
        32 x i8: insert 34 extract 48
        mask of 4: extract 4
        mask of 8: extract 8
        mask of 16: extract 16
        mask of 32: extract 48"#]]
    .assert_eq(&rows.join("\n"));
}

fn verdicts(ir: &str, funcs: &[&str]) -> String {
    let mut db = open(ir);
    let t = db.new_target(&avx2());
    funcs
        .iter()
        .map(|f| {
            let l = lp(&db, f, "loop");
            let b = lanes_vec::best_vf(&db, l, t);
            let ic = lanes_vec::interleave(&db, l, t);
            if b.vectorized {
                format!("@{f}: VF {} IC {}", b.vf, ic.ic)
            } else {
                format!("@{f}: not vectorized")
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Interleave groups priced with X86's tables (`pairs`: factor 2 of `i32`,
/// `quads_f64`: one member of factor 4), a masked strided load (no masked
/// interleaving or gathers on AVX2: emulated, so not vectorized), a call
/// without a vector form (`exp` of `double`: VF 4), and predicated strided
/// stores: one is scalarized under its mask, two are emulated
/// (`NumberOfStoresToPredicate`).
#[test]
fn verdicts_match_llvm() {
    let ir = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/x86_cost.ll"
    ))
    .unwrap();
    expect_test::expect![[r#"
        @pairs: VF 8 IC 4
        @quads_f64: VF 4 IC 4
        @masked_stride2: not vectorized
        @exp_f64: VF 4 IC 1"#]]
    .assert_eq(&verdicts(
        &ir,
        &["pairs", "quads_f64", "masked_stride2", "exp_f64"],
    ));
}

/// Casts and integer divisions are priced by LLVM 14's X86 tables
/// (`lanes_target::x86`) on a target with `vector.isa`; an entry the target
/// writes for the opcode wins over them, in the vector loop (`arith`) and
/// in the scalar loop (`scalar.ops`), and removing it gives the tables'
/// price back. A target without `vector.isa` keeps its own tables.
#[test]
fn written_entries_override_x86_tables() {
    let ir = r#"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(i64* noalias %a, i64* noalias %b, i64 %n, i64 %k) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds i64, i64* %a, i64 %i
  %x = load i64, i64* %pa, align 8
  %q = sdiv i64 %x, %k
  %pb = getelementptr inbounds i64, i64* %b, i64 %i
  store i64 %q, i64* %pb, align 8
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
"#;
    let mut db = open(ir);
    let base = avx2();
    let t = db.new_target(&base);
    let mut out = Vec::new();
    let mut show = |db: &lanes_db::RootDatabase, what: &str| {
        let l = lp(db, "f", "loop");
        let c = lanes_vec::vplan_cost(db, l, 4, t).as_ref().unwrap();
        let div = c
            .recipes
            .iter()
            .find(|r| r.recipe.contains("sdiv"))
            .expect("the division's recipe");
        out.push(format!(
            "{what}: VF 4 sdiv {} ({}), scalar loop {}",
            div.cost, div.note, c.scalar_cost
        ));
    };
    show(&db, "isa tables");
    let mut edited = base.clone();
    edited.set("arith.sdiv.i64", 2).unwrap();
    edited.set("scalar.ops.sdiv.i64", 20).unwrap();
    db.update_target(t, &edited);
    show(&db, "written entries");
    edited.unset("arith.sdiv.i64").unwrap();
    edited.unset("scalar.ops.sdiv.i64").unwrap();
    db.update_target(t, &edited);
    show(&db, "entries removed");
    let mut plain = base.clone();
    plain.vector.isa = None;
    db.update_target(t, &plain);
    show(&db, "no isa");
    expect_test::expect![[r#"
        isa tables: VF 4 sdiv 80 (LLVM 14 avx2: sdiv <4 x i64> by an invariant 80), scalar loop 5
        written entries: VF 4 sdiv 2 (1 x sdiv 2), scalar loop 24
        entries removed: VF 4 sdiv 80 (LLVM 14 avx2: sdiv <4 x i64> by an invariant 80), scalar loop 5
        no isa: VF 4 sdiv 1 (1 x sdiv 1), scalar loop 5"#]].assert_eq(&out.join("\n"));
}
