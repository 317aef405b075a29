//! Loops without a scalar epilogue (`optsize`, a trip count below 16,
//! `llvm.loop.vectorize.predicate.enable`): the tail is folded into the
//! vector loop under a header mask, or the VF is ruled out with the reason.

mod common;

use common::{lp, open};
use expect_test::{Expect, expect};

fn db_for(body: &str) -> (lanes_db::RootDatabase, lanes_db::Target) {
    let ir = format!("target triple = \"x86_64-unknown-linux-gnu\"\n{body}");
    let mut db = open(&ir);
    let t = db.new_target(&lanes_target::builtin("avx2").unwrap());
    (db, t)
}

/// The plan and cost at `vf`, then the VF table, of loop `loop` in `@f`.
fn plan(body: &str, vf: u32, e: Expect) {
    let (db, t) = db_for(body);
    let l = lp(&db, "f", "loop");
    let plan = lanes_vec::printed_vplan_for_vf(&db, l, vf, t);
    let cost = lanes_vec::vplan_cost(&db, l, vf, t).as_ref().unwrap();
    let best = lanes_vec::best_vf(&db, l, t);
    e.assert_eq(&format!(
        "{}\n{}\n{}",
        plan.print(),
        cost.text(),
        best.table()
    ));
}

/// The one-line verdict of loop `loop` in `@f`.
fn verdict(body: &str, e: Expect) {
    let (db, t) = db_for(body);
    let l = lp(&db, "f", "loop");
    let best = lanes_vec::best_vf(&db, l, t);
    let lg = lanes_vec::legality(&db, l);
    e.assert_eq(&format!(
        "epilogue {:?}, VF {}: {}\n",
        lg.epilogue,
        best.vf,
        best.reason.clone().unwrap_or_default()
    ));
}

/// `sum += a[i] * b[i]` for `n` iterations, in an `optsize` function.
const DOT_OPTSIZE: &str = r#"
define i32 @f(i32* noalias %a, i32* noalias %b, i64 %n) optsize {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %iv
  %x = load i32, i32* %pa, align 4
  %pb = getelementptr inbounds i32, i32* %b, i64 %iv
  %y = load i32, i32* %pb, align 4
  %m = mul i32 %x, %y
  %s.next = add i32 %s, %m
  %iv.next = add nuw nsw i64 %iv, 1
  %done = icmp eq i64 %iv.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %s.next
}
"#;

#[test]
fn optsize_reduction_folds_the_tail() {
    plan(
        DOT_OPTSIZE,
        8,
        expect![[r#"
            VPlan 'Initial VPlan for VF={2,4,8,16,32},UF>=1' {
            Live-in vp<%0> = vector-trip-count
            Live-in vp<%BTC> = backedge-taken count (tail folded by masking)

            <x1> vector loop: {
              loop:
                EMIT vp<%1> = CANONICAL-INDUCTION
                EMIT vp<%2> = icmp ule ir<%iv>, vp<%BTC>
                WIDEN-INDUCTION %iv = phi 0, %iv.next
                WIDEN-REDUCTION-PHI ir<%s> = phi ir<0>, ir<%s.next>
                CLONE ir<%pa> = getelementptr ir<%a>, ir<%iv>
                WIDEN ir<%x> = load ir<%pa>, vp<%2>
                CLONE ir<%pb> = getelementptr ir<%b>, ir<%iv>
                WIDEN ir<%y> = load ir<%pb>, vp<%2>
                WIDEN ir<%m> = mul ir<%x>, ir<%y>
                WIDEN ir<%s.next> = add ir<%s>, ir<%m>
                EMIT vp<%3> = select vp<%2>, ir<%s.next>, ir<%s>
                EMIT vp<%4> = VF * UF + vp<%1>
                EMIT branch-on-count vp<%4>, vp<%0>
              No successors
            }
            Successor(s): middle.block

            middle.block:
              EMIT vp<%5> = reduce.add ir<%s.next>
            No successors
            }

            loop loop VF 8: total 10, per lane 1.25, scalar 6, setup 6
                 0  EMIT vp<%1> = CANONICAL-INDUCTION
                 0  EMIT vp<%2> = icmp ule ir<%iv>, vp<%BTC>  ; header mask: not an instruction of the loop
                 0  WIDEN-INDUCTION %iv = phi 0, %iv.next  ; scalar steps (lane 0 only)
                 0  WIDEN-REDUCTION-PHI ir<%s> = phi ir<0>, ir<%s.next>
                 0  CLONE ir<%pa> = getelementptr ir<%a>, ir<%iv>  ; one scalar
                 2  WIDEN ir<%x> = load ir<%pa>, vp<%2>  ; 1 x masked load 2
                 0  CLONE ir<%pb> = getelementptr ir<%b>, ir<%iv>  ; one scalar
                 2  WIDEN ir<%y> = load ir<%pb>, vp<%2>  ; 1 x masked load 2
                 2  WIDEN ir<%m> = mul ir<%x>, ir<%y>  ; LLVM 14 avx2: mul <8 x i32> by a variable 2
                 1  WIDEN ir<%s.next> = add ir<%s>, ir<%m>  ; LLVM 14 avx2: add <8 x i32> by a variable 1
                 1  EMIT vp<%3> = select vp<%2>, ir<%s.next>, ir<%s>  ; 1 x select 1
                 1  EMIT vp<%4> = VF * UF + vp<%1>  ; scalar add
                 1  EMIT branch-on-count vp<%4>, vp<%0>  ; scalar compare + branch
                 6* EMIT vp<%5> = reduce.add ir<%s.next>  ; 0 combines + horizontal 6

            loop loop: vectorized with VF 8 (cost per lane 1.25 < scalar 6)
                VF  total  per lane  vs scalar
                 1      6      6.00       1.00
                 2     10      5.00       0.83  more expensive: 5.00 per lane > 1.25
                 4     10      2.50       0.42  more expensive: 2.50 per lane > 1.25
            *    8     10      1.25       0.21
                16      -         -          -  more than 8 lanes of the smallest element (32 bits) in a 256-bit register
                32      -         -          -  more than 8 lanes of the smallest element (32 bits) in a 256-bit register
        "#]],
    );
}

#[test]
fn optsize_known_trip_count_needs_no_mask() {
    verdict(
        &DOT_OPTSIZE.replace("icmp eq i64 %iv.next, %n", "icmp eq i64 %iv.next, 256"),
        expect![[r#"
            epilogue OptSize, VF 8: cost per lane 0.88 < scalar 6
        "#]],
    );
}

/// `a[i] = b[i]` whose IV is used after the loop: its last value would
/// have to come from the last active lane, which LLVM 14 does not fold.
const COPY_LIVE_OUT: &str = r#"
define i64 @f(i32* noalias %a, i32* noalias %b, i64 %n) optsize {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %iv
  %y = load i32, i32* %pb, align 4
  %pa = getelementptr inbounds i32, i32* %a, i64 %iv
  store i32 %y, i32* %pa, align 4
  %iv.next = add nuw nsw i64 %iv, 1
  %done = icmp eq i64 %iv.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i64 %iv.next
}
"#;

#[test]
fn optsize_live_out_cannot_fold() {
    verdict(
        COPY_LIVE_OUT,
        expect![[r#"
        epilogue OptSize, VF 1: cannot optimize for size and vectorize at the same time: the tail cannot be folded by masking (a value is used after the loop: %iv.next = add nuw nsw i64 %iv, 1)
    "#]],
    );
    // With a predicate hint instead of optsize, the epilogue stays.
    let hinted = COPY_LIVE_OUT.replace(") optsize {", ") {").replace(
        "br i1 %done, label %exit, label %loop",
        "br i1 %done, label %exit, label %loop, !llvm.loop !0",
    ) + "!0 = distinct !{!0, !1}\n!1 = !{!\"llvm.loop.vectorize.predicate.enable\", i1 true}\n";
    verdict(
        &hinted,
        expect![[r#"
            epilogue PredicateHint, VF 8: cost per lane 0.50 < scalar 4
        "#]],
    );
}

/// Plain pointer arguments need run-time alias checks, which optsize
/// forbids; `noalias` on one of them is enough (BasicAA).
#[test]
fn optsize_runtime_checks() {
    let body = r#"
define void @f(i32* %a, i32* NOALIAS %b, i64 %n) optsize {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %iv
  %y = load i32, i32* %pb, align 4
  %pa = getelementptr inbounds i32, i32* %a, i64 %iv
  store i32 %y, i32* %pa, align 4
  %iv.next = add nuw nsw i64 %iv, 1
  %done = icmp eq i64 %iv.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
"#;
    verdict(
        &body.replace("NOALIAS ", ""),
        expect![[r#"
            epilogue OptSize, VF 1: runtime pointer checks needed. Enable vectorization of this loop with '#pragma clang loop vectorize(enable)' when compiling with -Os/-Oz (no run-time checks under -Os/-Oz)
        "#]],
    );
    verdict(
        &body.replace("NOALIAS", "noalias"),
        expect![[r#"
            epilogue OptSize, VF 8: cost per lane 1.50 < scalar 4
        "#]],
    );
}

/// `a[i] = b[i] * 2.0` for a constant trip count `TC`.
const SCALE_TC: &str = r#"
define void @f(float* noalias %a, float* noalias %b) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %loop ]
  %pb = getelementptr inbounds float, float* %b, i64 %iv
  %y = load float, float* %pb, align 4
  %z = fmul float %y, 2.0
  %pa = getelementptr inbounds float, float* %a, i64 %iv
  store float %z, float* %pa, align 4
  %iv.next = add nuw nsw i64 %iv, 1
  %done = icmp eq i64 %iv.next, TC
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
"#;

/// A trip count of 10: an epilogue would run most of the loop, so the
/// tail is folded, at every VF since the largest, 8, does not divide it.
#[test]
fn low_trip_count() {
    plan(
        &SCALE_TC.replace("TC", "10"),
        8,
        expect![[r#"
            VPlan 'Initial VPlan for VF={2,4,8,16,32},UF>=1' {
            Live-in vp<%0> = vector-trip-count
            Live-in vp<%BTC> = backedge-taken count (tail folded by masking)

            <x1> vector loop: {
              loop:
                EMIT vp<%1> = CANONICAL-INDUCTION
                EMIT vp<%2> = icmp ule ir<%iv>, vp<%BTC>
                WIDEN-INDUCTION %iv = phi 0, %iv.next
                CLONE ir<%pb> = getelementptr ir<%b>, ir<%iv>
                WIDEN ir<%y> = load ir<%pb>, vp<%2>
                WIDEN ir<%z> = fmul ir<%y>, ir<2.000000e+00>
                CLONE ir<%pa> = getelementptr ir<%a>, ir<%iv>
                WIDEN store ir<%pa>, ir<%z>, vp<%2>
                EMIT vp<%3> = VF * UF + vp<%1>
                EMIT branch-on-count vp<%3>, vp<%0>
              No successors
            }
            No successors
            }

            loop loop VF 8: total 13, per lane 1.62, scalar 5
                 0  EMIT vp<%1> = CANONICAL-INDUCTION
                 0  EMIT vp<%2> = icmp ule ir<%iv>, vp<%BTC>  ; header mask: not an instruction of the loop
                 0  WIDEN-INDUCTION %iv = phi 0, %iv.next  ; scalar steps (lane 0 only)
                 0  CLONE ir<%pb> = getelementptr ir<%b>, ir<%iv>  ; one scalar
                 2  WIDEN ir<%y> = load ir<%pb>, vp<%2>  ; 1 x masked load 2
                 1  WIDEN ir<%z> = fmul ir<%y>, ir<2.000000e+00>  ; 1 x fmul 1
                 0  CLONE ir<%pa> = getelementptr ir<%a>, ir<%iv>  ; one scalar
                 8  WIDEN store ir<%pa>, ir<%z>, vp<%2>  ; 1 x masked store 8
                 1  EMIT vp<%3> = VF * UF + vp<%1>  ; scalar add
                 1  EMIT branch-on-count vp<%3>, vp<%0>  ; scalar compare + branch

            loop loop: vectorized with VF 8 (tail folded, at most 10 iterations: VF 8 costs 26 in all < scalar 50)
                VF  total  per lane  vs scalar
                 1      5      5.00       1.00
                 2     13      6.50       1.30  more expensive over at most 10 iterations: 65 in all >= VF 8 26
                 4     13      3.25       0.65  more expensive over at most 10 iterations: 39 in all >= VF 8 26
            *    8     13      1.62       0.33
                16      -         -          -  more than 8 lanes of the smallest element (32 bits) in a 256-bit register
                32      -         -          -  more than 8 lanes of the smallest element (32 bits) in a 256-bit register
        "#]],
    );
}

/// The tail is folded at every VF or at none (LLVM's `computeMaxVF`): a
/// trip count of 12 is no multiple of the largest VF, 8, so VF 4 and 2
/// fold too although they divide it (`opt` 14 picks VF 8, tail folded).
#[test]
fn fold_decided_at_the_largest_vf() {
    let body = &SCALE_TC.replace("TC", "12");
    let (db, t) = db_for(body);
    let l = lp(&db, "f", "loop");
    let lg = lanes_vec::legality(&db, l);
    let best = lanes_vec::best_vf(&db, l, t);
    let tails: Vec<String> = [2, 4, 8]
        .iter()
        .map(|&vf| format!("VF {vf}: {:?}", lg.tail(vf, 1, best.max_vf)))
        .collect();
    expect![[r#"
        max VF 8; VF 2: Ok(Folded), VF 4: Ok(Folded), VF 8: Ok(Folded); best VF 8
    "#]]
    .assert_eq(&format!(
        "max VF {}; {}; best VF {}\n",
        best.max_vf,
        tails.join(", "),
        best.vf
    ));
}

/// AVX2 has no 16-bit masked loads: folding the tail of an `i16` loop
/// emulates them lane by lane.
#[test]
fn narrow_masked_access_is_emulated() {
    let body = r#"
define void @f(i16* noalias %a, i32* noalias %b, i64 %n) optsize {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %loop ]
  %pa = getelementptr inbounds i16, i16* %a, i64 %iv
  %x = load i16, i16* %pa, align 2
  %w = zext i16 %x to i32
  %pb = getelementptr inbounds i32, i32* %b, i64 %iv
  store i32 %w, i32* %pb, align 4
  %iv.next = add nuw nsw i64 %iv, 1
  %done = icmp eq i64 %iv.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
"#;
    let (db, t) = db_for(body);
    let l = lp(&db, "f", "loop");
    let cost = lanes_vec::vplan_cost(&db, l, 8, t).as_ref().unwrap();
    expect![[r#"
        loop loop VF 8: total emulated (invalid), per lane -, scalar 4
             0  EMIT vp<%1> = CANONICAL-INDUCTION
             0  EMIT vp<%2> = icmp ule ir<%iv>, vp<%BTC>  ; header mask: not an instruction of the loop
             0  WIDEN-INDUCTION %iv = phi 0, %iv.next  ; scalar steps (lane 0 only)
             0  CLONE ir<%pa> = getelementptr ir<%a>, ir<%iv>  ; one scalar
          emulated (invalid)  WIDEN ir<%x> = load ir<%pa>, vp<%2>  ; no masked load of 16 bits: emulated lane by lane
             2  WIDEN-CAST ir<%w> = zext ir<%x> to i32  ; LLVM 14 avx2: zext <8 x i16> to <8 x i32> 2
             0  CLONE ir<%pb> = getelementptr ir<%b>, ir<%iv>  ; one scalar
             8  WIDEN store ir<%pb>, ir<%w>, vp<%2>  ; 1 x masked store 8
             1  EMIT vp<%3> = VF * UF + vp<%1>  ; scalar add
             1  EMIT branch-on-count vp<%3>, vp<%0>  ; scalar compare + branch
             8  branch into a predicated block  ; extract 8 mask bits + 8 branches
    "#]]
    .assert_eq(&cost.text());
}

/// Pointer inductions point into the objects they start from: the two
/// `noalias` arguments need no run-time check, so optsize allows them.
#[test]
fn optsize_pointer_inductions() {
    verdict(
        r#"
define void @f(i16* noalias %src, i32* noalias %dst) optsize {
entry:
  br label %loop
loop:
  %s = phi i16* [ %src, %entry ], [ %s.next, %loop ]
  %d = phi i32* [ %dst, %entry ], [ %d.next, %loop ]
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s.next = getelementptr inbounds i16, i16* %s, i64 1
  %x = load i16, i16* %s, align 2
  %w = zext i16 %x to i32
  %d.next = getelementptr inbounds i32, i32* %d, i64 1
  store i32 %w, i32* %d, align 4
  %i.next = add nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 256
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
"#,
        expect![[r#"
            epilogue OptSize, VF 8: cost per lane 0.75 < scalar 4
        "#]],
    );
}

/// The header mask counts lanes from 0: an IV starting at 5 is not it, so
/// the widened canonical IV is compared. The width hint allows reordering,
/// so the exact `fadd` is reduced after the loop as LLVM 14 does it (no
/// in-order reduction): inactive lanes keep the previous value.
#[test]
fn header_mask_uses_the_canonical_iv_and_selects_reductions() {
    let (db, t) = db_for(
        r#"
define float @f(float* noalias %a, i64 %n) optsize {
entry:
  br label %loop
loop:
  %i = phi i64 [ 5, %entry ], [ %i.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %pa = getelementptr inbounds float, float* %a, i64 %i
  %v = load float, float* %pa, align 4
  %s.next = fadd float %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !0
exit:
  ret float %s.next
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.vectorize.width", i32 4}
"#,
    );
    let l = lp(&db, "f", "loop");
    let plan = lanes_vec::printed_vplan_for_vf(&db, l, 4, t).print();
    assert!(
        plan.contains("icmp ule WIDEN-CANONICAL-INDUCTION, vp<%BTC>"),
        "{plan}"
    );
    assert!(
        plan.contains("EMIT vp<%3> = select vp<%2>, ir<%s.next>, ir<%s>"),
        "{plan}"
    );
    assert!(plan.contains("reduce.fadd ir<%s.next>"), "{plan}");
}

/// A math library call without `errno` runs masked: the tail of a loop of
/// 10 iterations folds at VF 8.
#[test]
fn readnone_libcalls_do_not_block_folding() {
    verdict(
        r#"
declare float @sqrtf(float) #0
define void @f(float* noalias %a) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds float, float* %a, i64 %i
  %x = load float, float* %p, align 4
  %y = call float @sqrtf(float %x) #0
  store float %y, float* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, 10
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
attributes #0 = { nounwind readnone }
"#,
        expect![[r#"
            epilogue LowTripCount, VF 8: tail folded, at most 10 iterations: VF 8 costs 52 in all < scalar 110
        "#]],
    );
}
