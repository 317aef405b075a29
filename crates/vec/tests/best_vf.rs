//! The best-VF decision's own rules, beyond comparing costs.

mod common;

use common::{lp, open};
use expect_test::{Expect, expect};

/// The VF table of loop `loop` in `@f` on AVX2.
fn table(body: &str, e: Expect) {
    let ir = format!("target triple = \"x86_64-unknown-linux-gnu\"\n{body}");
    let mut db = open(&ir);
    let t = db.new_target(&lanes_target::builtin("avx2").unwrap());
    let l = lp(&db, "f", "loop");
    e.assert_eq(&lanes_vec::best_vf(&db, l, t).table());
}

/// A loop whose every recipe stays scalar (the store of an invariant to a
/// strided address is cheaper as scalar stores) would only divide its
/// loop control by the VF: LLVM does not consider such VFs.
#[test]
fn no_vector_instructions_no_vector_loop() {
    table(
        r#"
define void @f(i32* noalias %a, i32 %x, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %j = mul nuw nsw i64 %i, 2
  %p = getelementptr inbounds i32, i32* %a, i64 %j
  store i32 %x, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
"#,
        expect![[r#"
            loop loop: not vectorized (no vector instructions: every recipe stays scalar)
                VF  total  per lane  vs scalar
            *    1      4      4.00       1.00
                 2      7      3.50       0.88  no vector instructions: every recipe stays scalar
                 4     13      3.25       0.81  no vector instructions: every recipe stays scalar
                 8     23      2.88       0.72  no vector instructions: every recipe stays scalar
                16      -         -          -  more than 8 lanes of the smallest element (32 bits) in a 256-bit register
                32      -         -          -  more than 8 lanes of the smallest element (32 bits) in a 256-bit register
        "#]],
    );
}

/// `llvm.loop.vectorize.enable` vectorizes even a loop of loop control
/// only, as LLVM does.
#[test]
fn forced_loop_without_vector_instructions() {
    table(
        r#"
define i32 @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop, !llvm.loop !0
exit:
  ret i32 0
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.vectorize.enable", i1 true}
"#,
        expect![[r#"
            loop loop: vectorized with VF 32 (cost per lane 0.06 < scalar 2)
                VF  total  per lane  vs scalar
                 1      2      2.00       1.00
                 2      2      1.00       0.50  more expensive: 1.00 per lane > 0.06
                 4      2      0.50       0.25  more expensive: 0.50 per lane > 0.06
                 8      2      0.25       0.12  more expensive: 0.25 per lane > 0.06
                16      2      0.12       0.06  more expensive: 0.12 per lane > 0.06
            *   32      2      0.06       0.03
        "#]],
    );
}

/// The interleave count of every loop of `ir` (loop `loop` of each
/// function), with its reason.
fn interleave_counts(ir: &str, e: Expect) {
    per_function(ir, e, |db, f, t| {
        let il = lanes_vec::interleave(db, lp(db, f, "loop"), t);
        format!("@{f}: VF {} IC {}: {}\n", il.vf, il.ic, il.reason)
    });
}

/// On AVX2, `line(db, function, target)` for every function of `ir`, in order.
fn per_function(
    ir: &str,
    e: Expect,
    line: impl Fn(&lanes_db::RootDatabase, &str, lanes_db::Target) -> String,
) {
    let ir = format!("target triple = \"x86_64-unknown-linux-gnu\"\n{ir}");
    let mut db = open(&ir);
    let t = db.new_target(&lanes_target::builtin("avx2").unwrap());
    let mut out = String::new();
    let names = ir.lines().filter_map(|l| {
        l.strip_prefix("define ")?
            .split('@')
            .nth(1)?
            .split('(')
            .next()
    });
    for f in names {
        out += &line(&db, f, t);
    }
    e.assert_eq(&out);
}

/// LLVM 14's interleave counts on AVX2 (each checked with `opt
/// -passes=loop-vectorize -mattr=+avx2`): a small loop is unrolled 4 times,
/// a known trip count of 64 and a profile estimate of 6 or 51 iterations
/// are too short, a reduction is interleaved as far as registers allow, a
/// loop costing 20 or more is not.
#[test]
fn interleave_count_follows_llvm() {
    interleave_counts(
        r#"define void @small(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %w = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %w, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
define void @short(i32* noalias %a, i32* noalias %b) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %w = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %w, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, 64
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
define void @profiled(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %w = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %w, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop, !prof !0
exit:
  ret void
}
define void @profiled_long(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %w = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %w, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop, !prof !1
exit:
  ret void
}
define i32 @sum(i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %s.next = add i32 %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret i32 %s.next
}
define void @big(double* noalias %a, double* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds double, double* %b, i64 %i
  %v = load double, double* %pb, align 8
  %w1 = fdiv double %v, 3.0
  %w2 = fdiv double %w1, 7.0
  %w3 = fmul double %w2, %v
  %w4 = fdiv double %w3, 5.0
  %pa = getelementptr inbounds double, double* %a, i64 %i
  store double %w4, double* %pa, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
!0 = !{!"branch_weights", i32 1, i32 5}
!1 = !{!"branch_weights", i32 1, i32 50}
"#,
        expect![[r#"
            @small: VF 8 IC 4: small loop (cost 5 < 20): overhead ~5% at 4; registers allow 8 (peak 1 vector + 0 invariant of 16), target max 4
            @short: VF 8 IC 1: trip count 64 below 128
            @profiled: VF 8 IC 1: no scalar epilogue: the tail is folded into the vector loop
            @profiled_long: VF 8 IC 1: estimated trip count 51 below 128
            @sum: VF 8 IC 4: a reduction benefits from interleaving: registers allow 8 (peak 2 vector + 0 invariant of 16), target max 4
            @big: VF 4 IC 1: loop cost 89 is at least 20: no gain from interleaving
        "#]],
    );
}

/// More of LLVM 14's rules, each checked with `opt`: a trip count too large
/// for 32 bits is no bound, `llvm.loop.interleave.count` is obeyed, a
/// predicate hint whose tail cannot be folded keeps the epilogue and
/// interleaves, inline `!prof` weights count, an induction only its update
/// reads is a reduction, a compare in a non-latch exiting block makes the
/// IV a vector (two-exit loops interleave less), and the extensions of a
/// narrowed reduction take no registers.
#[test]
fn interleave_count_follows_llvm_more() {
    interleave_counts(
        r#"define void @huge_tc(i32* noalias %a, i32* noalias %b) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %w = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %w, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, 34359738368
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
define void @asked(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %w = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %w, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop, !llvm.loop !2
exit:
  ret void
}
define i32 @hint_keeps_epilogue(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %w = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %w, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop, !llvm.loop !4
exit:
  ret i32 %w
}
define void @inline_prof(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %w = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %w, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop, !prof !{!"branch_weights", i32 1, i32 70}
exit:
  ret void
}
define i64 @iv_as_reduction(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %j = phi i64 [ 5, %entry ], [ %j.next, %loop ]
  %j.next = add i64 %j, 3
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret i64 %j.next
}
define i32 @two_exits(i32* %addr) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %latch ]
  %accum = phi i32 [ 0, %entry ], [ %accum.next, %latch ]
  %gep = getelementptr i32, i32* %addr, i64 %iv
  %exitcond.not = icmp eq i64 %iv, 200
  br i1 %exitcond.not, label %exit, label %latch
latch:
  %0 = load i32, i32* %gep, align 4
  %accum.next = add i32 %accum, %0
  %iv.next = add nuw nsw i64 %iv, 1
  %exitcond2.not = icmp eq i64 %iv, 400
  br i1 %exitcond2.not, label %exit, label %loop
exit:
  %lcssa = phi i32 [ 0, %loop ], [ %accum.next, %latch ]
  ret i32 %lcssa
}
define i8 @narrow_sum(i8* noalias %a, i8* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %pa = getelementptr inbounds i8, i8* %a, i64 %i
  %x = load i8, i8* %pa, align 1
  %xe = zext i8 %x to i32
  %pb = getelementptr inbounds i8, i8* %b, i64 %i
  %y = load i8, i8* %pb, align 1
  %ye = zext i8 %y to i32
  %m = and i32 %s, 255
  %t = add nuw nsw i32 %xe, %m
  %s.next = add nuw nsw i32 %t, %ye
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  %r = trunc i32 %s.next to i8
  ret i8 %r
}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.interleave.count", i32 2}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.vectorize.predicate.enable", i1 true}
"#,
        expect![[r#"
            @huge_tc: VF 8 IC 4: small loop (cost 5 < 20): overhead ~5% at 4; registers allow 8 (peak 1 vector + 0 invariant of 16), target max 4
            @asked: VF 8 IC 2: llvm.loop.interleave.count asks for 2
            @hint_keeps_epilogue: VF 8 IC 4: small loop (cost 5 < 20): overhead ~5% at 4; registers allow 8 (peak 1 vector + 0 invariant of 16), target max 4
            @inline_prof: VF 8 IC 1: estimated trip count 71 below 128
            @iv_as_reduction: VF 4 IC 4: a reduction benefits from interleaving: registers allow 8 (peak 1 vector + 0 invariant of 16), target max 4
            @two_exits: VF 8 IC 2: a reduction benefits from interleaving: registers allow 2 (peak 5 vector + 0 invariant of 16), target max 4
            @narrow_sum: VF 32 IC 2: a reduction benefits from interleaving: registers allow 2 (peak 5 vector + 0 invariant of 16), target max 4
        "#]],
    );
}

/// The memory recipes of loop `loop` of each function at VF 8.
fn memory_recipes(ir: &str, e: Expect) {
    per_function(ir, e, |db, f, t| {
        let plan = lanes_vec::printed_vplan_for_vf(db, lp(db, f, "loop"), 8, t).print();
        plan.lines()
            .filter(|l| l.contains("load") || l.contains("VLS-GROUP"))
            .map(|l| format!("@{f}: {}\n", l.trim()))
            .collect()
    });
}

/// A strided load alone is loaded whole with its gaps only when its address
/// cannot wrap: `a[zext(i8 idx)]` with `idx += 2` wrapping at 256 stays a
/// gather (lanes past the wrap would read `a[256..]`), `a[2*i]` with `nsw`
/// arithmetic on an `int` index is a one-member group.
#[test]
fn gapped_loads_need_an_address_that_cannot_wrap() {
    memory_recipes(
        r#"
define void @wraps(i32* noalias %a, i32* noalias %b, i8 %x, i64 %n) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %loop ]
  %idx = phi i8 [ %x, %entry ], [ %idx.next, %loop ]
  %idx64 = zext i8 %idx to i64
  %ga = getelementptr inbounds i32, i32* %a, i64 %idx64
  %v = load i32, i32* %ga, align 4
  %gb = getelementptr inbounds i32, i32* %b, i64 %iv
  store i32 %v, i32* %gb, align 4
  %idx.next = add i8 %idx, 2
  %iv.next = add nuw nsw i64 %iv, 1
  %c = icmp eq i64 %iv.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
define void @int_index(i32* noalias %a, i32* noalias %b, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %j = shl nsw i32 %i, 1
  %ga = getelementptr inbounds i32, i32* %a, i32 %j
  %v = load i32, i32* %ga, align 4
  %gb = getelementptr inbounds i32, i32* %b, i32 %i
  store i32 %v, i32* %gb, align 4
  %i.next = add nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
"#,
        expect![[r#"
            @wraps: WIDEN ir<%v> = load ir<%ga> (gather)
            @int_index: VLS-GROUP #0 with 1 member at ir<%ga>, stride 8 bytes
            @int_index: ir<%v> = load from offset 0
        "#]],
    );
}

/// Still more of LLVM 14's rules, each checked with `opt`: without fast
/// gathers (AVX2) address arithmetic stays scalar, so a strided `i16`
/// reduction, an IV plus one feeding an address and a pointer IV keep their
/// IVs scalar and interleave 4 times; the mask (`and`) and extensions of a
/// narrowed reduction take no registers; `interleave.count` interleaves
/// even a loop `vectorize.width 1` keeps scalar.
#[test]
fn interleave_count_follows_llvm_still_more() {
    interleave_counts(
        r#"
define i16 @strided_i16(i16* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i16 [ 0, %entry ], [ %acc.next, %loop ]
  %is = shl nuw nsw i64 %i, 1
  %g = getelementptr inbounds i16, i16* %a, i64 %is
  %v = load i16, i16* %g, align 2
  %acc.next = add i16 %acc, %v
  %i.next = add nuw nsw i64 %i, 1
  %ec = icmp eq i64 %i.next, %n
  br i1 %ec, label %exit, label %loop
exit:
  ret i16 %acc.next
}

define i32 @iv_plus_one(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %j = add nuw nsw i64 %i, 1
  %ga = getelementptr inbounds i32, i32* %a, i64 %j
  %x = load i32, i32* %ga, align 4
  %gb = getelementptr inbounds i32, i32* %b, i64 %i
  %y = load i32, i32* %gb, align 4
  %t = trunc i64 %j to i32
  %s = add i32 %x, %t
  %r0 = add i32 %acc, %y
  %acc.next = add i32 %r0, %s
  %i.next = add nuw nsw i64 %i, 1
  %ec = icmp eq i64 %i.next, %n
  br i1 %ec, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @ptr_iv(i32* %p0, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %p = phi i32* [ %p0, %entry ], [ %p.next, %loop ]
  %x = load i32, i32* %p, align 4
  %pi = ptrtoint i32* %p to i64
  %pt = trunc i64 %pi to i32
  %p.next = getelementptr inbounds i32, i32* %p, i64 1
  %s = add i32 %x, %pt
  %acc.next = add i32 %acc, %s
  %i.next = add nuw nsw i64 %i, 1
  %ec = icmp eq i64 %i.next, %n
  br i1 %ec, label %exit, label %loop
exit:
  ret i32 %acc.next
}
define i8 @nar_k1(i64 %n, i8* noalias %b0) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %sum = phi i32 [ 0, %entry ], [ %add.last, %loop ]
  %m = and i32 %sum, 255
  %g0 = getelementptr inbounds i8, i8* %b0, i64 %i
  %x0 = load i8, i8* %g0, align 1
  %z0 = zext i8 %x0 to i32
  %a0 = add nuw nsw i32 %m, %z0
  %add.last = add nuw nsw i32 %a0, 0
  %i.next = add nuw nsw i64 %i, 1
  %ec = icmp eq i64 %i.next, %n
  br i1 %ec, label %exit, label %loop
exit:
  %t = trunc i32 %add.last to i8
  ret i8 %t
}

define i8 @nar_k5(i64 %n, i8* noalias %b0, i8* noalias %b1, i8* noalias %b2, i8* noalias %b3, i8* noalias %b4) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %sum = phi i32 [ 0, %entry ], [ %add.last, %loop ]
  %m = and i32 %sum, 255
  %g0 = getelementptr inbounds i8, i8* %b0, i64 %i
  %x0 = load i8, i8* %g0, align 1
  %g1 = getelementptr inbounds i8, i8* %b1, i64 %i
  %x1 = load i8, i8* %g1, align 1
  %g2 = getelementptr inbounds i8, i8* %b2, i64 %i
  %x2 = load i8, i8* %g2, align 1
  %g3 = getelementptr inbounds i8, i8* %b3, i64 %i
  %x3 = load i8, i8* %g3, align 1
  %g4 = getelementptr inbounds i8, i8* %b4, i64 %i
  %x4 = load i8, i8* %g4, align 1
  %z0 = zext i8 %x0 to i32
  %a0 = add nuw nsw i32 %m, %z0
  %z1 = zext i8 %x1 to i32
  %a1 = add nuw nsw i32 %a0, %z1
  %z2 = zext i8 %x2 to i32
  %a2 = add nuw nsw i32 %a1, %z2
  %z3 = zext i8 %x3 to i32
  %a3 = add nuw nsw i32 %a2, %z3
  %z4 = zext i8 %x4 to i32
  %a4 = add nuw nsw i32 %a3, %z4
  %add.last = add nuw nsw i32 %a4, 0
  %i.next = add nuw nsw i64 %i, 1
  %ec = icmp eq i64 %i.next, %n
  br i1 %ec, label %exit, label %loop
exit:
  %t = trunc i32 %add.last to i8
  ret i8 %t
}
define void @w1ic4(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %g = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %g, align 4
  %w = add i32 %v, 1
  %g2 = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %w, i32* %g2, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop, !llvm.loop !0
exit:
  ret void
}

define void @noprof_ic2(i64* noalias %a, i64* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %g = getelementptr inbounds i64, i64* %b, i64 %i
  %v = load i64, i64* %g, align 4
  %w = sdiv i64 %v, %n
  %w2 = udiv i64 %w, %n
  %g2 = getelementptr inbounds i64, i64* %a, i64 %i
  store i64 %w2, i64* %g2, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop, !llvm.loop !3
exit:
  ret void
}

define void @ic8(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %g = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %g, align 4
  %w = add i32 %v, 1
  %g2 = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %w, i32* %g2, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop, !llvm.loop !5
exit:
  ret void
}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.vectorize.width", i32 1}
!2 = !{!"llvm.loop.interleave.count", i32 4}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.interleave.count", i32 2}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.interleave.count", i32 8}
"#,
        expect![[r#"
            @strided_i16: VF 16 IC 4: a reduction benefits from interleaving: registers allow 8 (peak 2 vector + 0 invariant of 16), target max 4
            @iv_plus_one: VF 8 IC 4: a reduction benefits from interleaving: registers allow 4 (peak 4 vector + 0 invariant of 16), target max 4
            @ptr_iv: VF 8 IC 4: a reduction benefits from interleaving: registers allow 4 (peak 4 vector + 0 invariant of 16), target max 4
            @nar_k1: VF 32 IC 4: a reduction benefits from interleaving: registers allow 4 (peak 4 vector + 0 invariant of 16), target max 4
            @nar_k5: VF 32 IC 2: a reduction benefits from interleaving: registers allow 2 (peak 8 vector + 0 invariant of 16), target max 4
            @w1ic4: VF 1 IC 4: llvm.loop.interleave.count asks for 4
            @noprof_ic2: VF 1 IC 2: llvm.loop.interleave.count asks for 2
            @ic8: VF 8 IC 8: llvm.loop.interleave.count asks for 8
        "#]],
    );
}

/// The unroll hints decide interleaving when no interleave count is asked
/// for (`tests/data/legality/unroll_disable_interleave.ll`): each
/// function's interleave count, and, when LLVM 14's `opt` is installed, the
/// same counts from its `Vectorized` remarks.
#[test]
fn unroll_disable_disables_interleaving() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/legality/unroll_disable_interleave.ll");
    let text = std::fs::read_to_string(&path).unwrap();
    let mut db = open(&text);
    let t = db.new_target(&lanes_target::builtin("avx2").unwrap());
    let names: Vec<&str> = text
        .lines()
        .filter_map(|l| l.strip_prefix("define void @")?.split('(').next())
        .collect();
    let mut out = String::new();
    let mut ics = Vec::new();
    for f in &names {
        let il = lanes_vec::interleave(&db, lp(&db, f, "loop"), t);
        out += &format!("@{f}: VF {} IC {}: {}\n", il.vf, il.ic, il.reason);
        ics.push(il.ic);
    }
    expect![[r#"
        @f: VF 8 IC 1: interleaving is explicitly disabled: the loop's hints disable unrolling (llvm.loop.unroll.disable, unroll.count 1 or disable_nonforced) and ask for no interleave count
        @unroll_count_1: VF 8 IC 1: interleaving is explicitly disabled: the loop's hints disable unrolling (llvm.loop.unroll.disable, unroll.count 1 or disable_nonforced) and ask for no interleave count
        @unroll_disable_interleave_2: VF 8 IC 2: llvm.loop.interleave.count asks for 2
        @unroll_count_4: VF 8 IC 4: small loop (cost 5 < 20): overhead ~5% at 4; registers allow 8 (peak 1 vector + 0 invariant of 16), target max 4
        @nonforced_enabled: VF 8 IC 1: interleaving is explicitly disabled: the loop's hints disable unrolling (llvm.loop.unroll.disable, unroll.count 1 or disable_nonforced) and ask for no interleave count
        @nonforced_unroll_enabled: VF 8 IC 4: small loop (cost 5 < 20): overhead ~5% at 4; registers allow 8 (peak 1 vector + 0 invariant of 16), target max 4
        @unroll_disable_false: VF 8 IC 4: small loop (cost 5 < 20): overhead ~5% at 4; registers allow 8 (peak 1 vector + 0 invariant of 16), target max 4
    "#]]
    .assert_eq(&out);
    let opt = "/usr/lib/llvm-14/bin/opt";
    if lanes_test_utils::tool(opt).is_none() {
        return;
    }
    let run = std::process::Command::new(opt)
        .args([
            "-passes=loop-vectorize",
            "-mattr=+avx2",
            "-disable-output",
            "-pass-remarks=loop-vectorize",
        ])
        .arg(&path)
        .output()
        .expect("run opt");
    let remarks = String::from_utf8_lossy(&run.stderr);
    let llvm: Vec<u32> = remarks
        .lines()
        .filter_map(|l| {
            l.split("interleaved count: ")
                .nth(1)?
                .trim_end_matches(')')
                .parse()
                .ok()
        })
        .collect();
    assert_eq!(llvm, ics, "LLVM's interleave counts, in function order");
}

/// Both profiles' interleave counts of every loop of `ir` (loop `loop` of
/// each function) on AVX2, side by side.
fn interleave_counts_by_profile(ir: &str, e: Expect) {
    let ir = format!("target triple = \"x86_64-unknown-linux-gnu\"\n{ir}");
    let dbs: Vec<_> = lanes_db::Profile::ALL
        .into_iter()
        .map(|p| {
            let mut db = open(&ir);
            let options = db.new_options(lanes_db::LayoutPolicy::Auto, None);
            salsa::Setter::to(options.set_profile(&mut db), Some(p));
            let t = db.new_target(&lanes_target::builtin("avx2").unwrap());
            (p, db, t)
        })
        .collect();
    let names = ir.lines().filter_map(|l| {
        l.strip_prefix("define ")?
            .split('@')
            .nth(1)?
            .split('(')
            .next()
    });
    let mut out = String::new();
    for f in names {
        out += &format!("@{f}\n");
        for (p, db, t) in &dbs {
            let il = lanes_vec::interleave(db, lp(db, f, "loop"), *t);
            out += &format!(
                "  LLVM {}: VF {} IC {}: {}\n",
                p.name(),
                il.vf,
                il.ic,
                il.reason
            );
        }
    }
    e.assert_eq(&out);
}

/// Where LLVM 22's interleave count differs from LLVM 14's (each checked
/// with `opt -passes=loop-vectorize -mattr=+avx2` of both): LLVM 22 has no
/// tiny-trip-count threshold, so a trip count of 100 takes 4 copies (the
/// vector loop still runs at least twice) and one of 50 takes 2 (4 would
/// leave 18 iterations to the epilogue, 2 leave 2); it measures the
/// registers on its VPlan, where `trunc i64 %i to i16` is an induction of
/// its own, one register at VF 16, so 4 copies fit where LLVM 14 counts
/// the wide induction's 4 registers and allows 2. A reduction of unknown
/// trip count takes 4 in both.
#[test]
fn interleave_count_llvm14_and_llvm22() {
    interleave_counts_by_profile(
        r#"define void @tc100(float* noalias %a, float* noalias %b) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds float, float* %b, i64 %i
  %v = load float, float* %pb, align 4
  %m = fmul float %v, 2.0
  %pa = getelementptr inbounds float, float* %a, i64 %i
  store float %m, float* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, 100
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
define void @tc50(float* noalias %a, float* noalias %b) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds float, float* %b, i64 %i
  %v = load float, float* %pb, align 4
  %m = fmul float %v, 2.0
  %pa = getelementptr inbounds float, float* %a, i64 %i
  store float %m, float* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, 50
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
define void @narrow_iv(i16* noalias %a) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 1023, %entry ], [ %i.next, %loop ]
  %j = add nsw i64 %i, 3
  %p = getelementptr inbounds i16, i16* %a, i64 %j
  store i16 7, i16* %p, align 2
  %t = trunc i64 %i to i16
  %j2 = add nsw i64 %i, 3
  %p2 = getelementptr inbounds i16, i16* %a, i64 %j2
  store i16 %t, i16* %p2, align 2
  %i.next = add nsw i64 %i, -1
  %done = icmp eq i64 %i, 0
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
define i32 @sum_n(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %p, align 4
  %s.next = add i32 %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret i32 %s.next
}
"#,
        expect![[r#"
            @tc100
              LLVM 14: VF 8 IC 1: trip count 100 below 128
              LLVM 22: VF 8 IC 4: small loop (cost 5 < 20): overhead ~5% at 4; registers allow 4 (peak 1 vector + 0 invariant of 16), target max 4
            @tc50
              LLVM 14: VF 8 IC 1: trip count 50 below 128
              LLVM 22: VF 8 IC 2: small loop (cost 5 < 20): overhead ~5% at 2; registers allow 4 (peak 1 vector + 0 invariant of 16), target max 2
            @narrow_iv
              LLVM 14: VF 16 IC 2: small loop (cost 12 < 20): 2 copies keep the load/store ports busy (0 loads, 2 stores); registers allow 2 (peak 8 vector + 0 invariant of 16), target max 4
              LLVM 22: VF 16 IC 4: small loop (cost 14 < 20): 4 copies keep the load/store ports busy (0 loads, 2 stores); registers allow 4 (peak 1 vector + 0 invariant of 16), target max 4
            @sum_n
              LLVM 14: VF 8 IC 4: a reduction benefits from interleaving: registers allow 8 (peak 2 vector + 0 invariant of 16), target max 4
              LLVM 22: VF 8 IC 4: a reduction benefits from interleaving: registers allow 8 (peak 2 vector + 0 invariant of 16), target max 4
        "#]],
    );
}

/// Both profiles' VF tables of loop `loop` in `@f` on `target`, side by
/// side.
fn vf_tables_by_profile(target: &str, ir: &str, e: Expect) {
    let ir = format!("target triple = \"x86_64-unknown-linux-gnu\"\n{ir}");
    let mut out = String::new();
    for p in lanes_db::Profile::ALL {
        let mut db = open(&ir);
        let options = db.new_options(lanes_db::LayoutPolicy::Auto, None);
        salsa::Setter::to(options.set_profile(&mut db), Some(p));
        let t = db.new_target(&lanes_target::builtin(target).unwrap());
        let best = lanes_vec::best_vf(&db, lp(&db, "f", "loop"), t);
        out += &format!("LLVM {}:\n{}", p.name(), best.table());
    }
    e.assert_eq(&out);
}

/// Scalarized stores take their value and address apart: LLVM 14 moves
/// an upper 128-bit half down once per lane in it, LLVM 22
/// (`X86TTIImpl::getScalarizationOverhead`) once per half, so on AVX2 a
/// stride-2 `i16` store of 16 lanes costs 16 stores + 17 (value) + 20
/// (four `<4 x ptr>`) = 53 where LLVM 14 says 64, and LLVM 22 goes to VF
/// 16 where LLVM 14 stops at 8 (both `opt`s, `-mattr=+avx2`).
#[test]
fn scalarized_store_extracts_by_profile() {
    vf_tables_by_profile(
        "avx2",
        r#"define void @f(ptr noalias %a, ptr noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i16, ptr %b, i64 %i
  %v = load i16, ptr %pb, align 2
  %w = add i16 %v, 7
  %j = shl nuw nsw i64 %i, 1
  %pa = getelementptr inbounds i16, ptr %a, i64 %j
  store i16 %w, ptr %pa, align 2
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %n
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
"#,
        expect![[r#"
            LLVM 14:
            loop loop: vectorized with VF 8 (cost per lane 4.12 < scalar 6)
                VF  total  per lane  vs scalar
                 1      6      6.00       1.00
                 2     11      5.50       0.92  more expensive: 5.50 per lane > 4.12
                 4     19      4.75       0.79  more expensive: 4.75 per lane > 4.12
            *    8     33      4.12       0.69
                16     69      4.31       0.72  more expensive: 4.31 per lane > 4.12
                32      -         -          -  more than 16 lanes of the smallest element (16 bits) in a 256-bit register
            LLVM 22:
            loop loop: vectorized with VF 16 (cost per lane 4.56 < scalar 6)
                VF  total  per lane  vs scalar
                 1      6      6.00       1.00
                 2     12      6.00       1.00  more expensive: 6.00 per lane > 4.56
                 4     21      5.25       0.88  more expensive: 5.25 per lane > 4.56
                 8     38      4.75       0.79  more expensive: 4.75 per lane > 4.56
            *   16     73      4.56       0.76
                32      -         -          -  more than 16 lanes of the smallest element (16 bits) in a 256-bit register
        "#]],
    );
}

/// A store under a condition that has no masked form (`i8` on AVX2) runs
/// lane by lane behind a test of each mask bit: LLVM 14 extracts every
/// bit from the vector, LLVM 22 takes the mask out with one `vpmovmskb`
/// (`getScalarizationOverhead` of a `vXi1` below AVX-512: one per 32
/// lanes) and vectorizes at VF 32 where LLVM 14 stops at 16 (both `opt`s,
/// `-mattr=+avx2`).
#[test]
fn predicated_store_mask_by_profile() {
    vf_tables_by_profile(
        "avx2",
        r#"define void @f(ptr noalias %a, ptr noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %pb = getelementptr inbounds i8, ptr %b, i64 %i
  %v = load i8, ptr %pb, align 1
  %c = icmp sgt i8 %v, 0
  br i1 %c, label %then, label %latch
then:
  %pa = getelementptr inbounds i8, ptr %a, i64 %i
  store i8 %v, ptr %pa, align 1
  br label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %n
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
"#,
        expect![[r#"
            LLVM 14:
            loop loop: vectorized with VF 16 (cost per lane 2.25 < scalar 4)
                VF  total  per lane  vs scalar
                 1      4      4.00       1.00
                 2      8      4.00       1.00  more expensive: 4.00 per lane > 2.25
                 4     12      3.00       0.75  more expensive: 3.00 per lane > 2.25
                 8     20      2.50       0.62  more expensive: 2.50 per lane > 2.25
            *   16     36      2.25       0.56
                32     92      2.88       0.72  more expensive: 2.88 per lane > 2.25
            LLVM 22:
            loop loop: vectorized with VF 32 (cost per lane 1.16 < scalar 4)
                VF  total  per lane  vs scalar
                 1      4      4.00       1.00
                 2      8      4.00       1.00  more expensive: 4.00 per lane > 1.16
                 4      9      2.25       0.56  more expensive: 2.25 per lane > 1.16
                 8     13      1.62       0.41  more expensive: 1.62 per lane > 1.16
                16     21      1.31       0.33  more expensive: 1.31 per lane > 1.16
            *   32     37      1.16       0.29
        "#]],
    );
}

/// A compare of `<2 x i64>` on plain x86-64: the `sse2` target's row (9,
/// profile 14, where no VF pays) against LLVM 22's `ISD::SETCC` row (5):
/// LLVM 22 vectorizes at VF 2 (both `opt`s, no `-mattr`).
#[test]
fn icmp_i64_sse2_by_profile() {
    vf_tables_by_profile(
        "sse2",
        r#"define void @f(ptr noalias %a, ptr noalias %b, ptr noalias %c) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i64, ptr %b, i64 %i
  %x = load i64, ptr %pb, align 8
  %pc = getelementptr inbounds i64, ptr %c, i64 %i
  %y = load i64, ptr %pc, align 8
  %k = icmp eq i64 %x, %y
  %s = select i1 %k, i64 %x, i64 7
  %pa = getelementptr inbounds i64, ptr %a, i64 %i
  store i64 %s, ptr %pa, align 8
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 1024
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
"#,
        expect![[r#"
            LLVM 14:
            loop loop: not vectorized (not profitable: best VF 2 costs 8.50 per lane, scalar 7)
                VF  total  per lane  vs scalar
            *    1      7      7.00       1.00
                 2     17      8.50       1.21  not cheaper than scalar: 8.50 per lane >= 7
                 4      -         -          -  more than 2 lanes of the smallest element (64 bits) in a 128-bit register
                 8      -         -          -  more than 2 lanes of the smallest element (64 bits) in a 128-bit register
                16      -         -          -  more than 2 lanes of the smallest element (64 bits) in a 128-bit register
            LLVM 22:
            loop loop: vectorized with VF 2 (with the scalar epilogue, at most 1024 iterations: VF 2 costs 6144 in all < scalar 7168)
                VF  total  per lane  vs scalar
                 1      7      7.00       1.00
            *    2     12      6.00       0.86
                 4      -         -          -  more than 2 lanes of the smallest element (64 bits) in a 128-bit register
                 8      -         -          -  more than 2 lanes of the smallest element (64 bits) in a 128-bit register
                16      -         -          -  more than 2 lanes of the smallest element (64 bits) in a 128-bit register
        "#]],
    );
}

/// A product of two `u32`s widened to `u64` on plain x86-64: LLVM 14's
/// `mul <2 x i64>` (7) against LLVM 22's single `pmuludq` for operands
/// zero-extended from 32 bits (1): LLVM 22 vectorizes at VF 2 (both
/// `opt`s, no `-mattr`).
#[test]
fn mul_of_zext_i64_sse2_by_profile() {
    vf_tables_by_profile(
        "sse2",
        r#"define void @f(ptr noalias %a, ptr noalias %b, ptr noalias %c) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, ptr %b, i64 %i
  %x = load i32, ptr %pb, align 4
  %pc = getelementptr inbounds i32, ptr %c, i64 %i
  %y = load i32, ptr %pc, align 4
  %xw = zext i32 %x to i64
  %yw = zext i32 %y to i64
  %m = mul nuw i64 %xw, %yw
  %pa = getelementptr inbounds i64, ptr %a, i64 %i
  store i64 %m, ptr %pa, align 8
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 1024
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
"#,
        expect![[r#"
            LLVM 14:
            loop loop: not vectorized (not profitable: best VF 2 costs 7.50 per lane, scalar 7)
                VF  total  per lane  vs scalar
            *    1      7      7.00       1.00
                 2     15      7.50       1.07  not cheaper than scalar: 7.50 per lane >= 7
                 4      -         -          -  wider than one 128-bit register of the widest type (i64: 2 lanes)
                 8      -         -          -  more than 4 lanes of the smallest element (32 bits) in a 128-bit register
                16      -         -          -  more than 4 lanes of the smallest element (32 bits) in a 128-bit register
            LLVM 22:
            loop loop: vectorized with VF 2 (with the scalar epilogue, at most 1024 iterations: VF 2 costs 4096 in all < scalar 7168)
                VF  total  per lane  vs scalar
                 1      7      7.00       1.00
            *    2      8      4.00       0.57
                 4      -         -          -  wider than one 128-bit register of the widest type (i64: 2 lanes)
                 8      -         -          -  more than 4 lanes of the smallest element (32 bits) in a 128-bit register
                16      -         -          -  more than 4 lanes of the smallest element (32 bits) in a 128-bit register
        "#]],
    );
}

/// `dst[i].x *= k; dst[i].y *= k; dst[i].z *= k` on an array of
/// three-`float` structs: the three stores form one interleaved store
/// although each field's load comes between them, since LLVM emits a store
/// group at its last member (`InterleaveGroup::getInsertPos`) and the
/// earlier stores move down past loads of other fields only. Both `opt`s
/// (14 and 22, plain x86-64) vectorize it at VF 4 with a `<12 x float>`
/// store; priced as three scattered stores it was not profitable.
#[test]
fn store_group_at_its_last_member_by_profile() {
    vf_tables_by_profile(
        "sse2",
        r#"%struct.vec3 = type { float, float, float }
define void @f(ptr noalias %dst, float %k, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %px = getelementptr inbounds %struct.vec3, ptr %dst, i64 %i
  %x = load float, ptr %px, align 4
  %mx = fmul float %x, %k
  store float %mx, ptr %px, align 4
  %py = getelementptr inbounds i8, ptr %px, i64 4
  %y = load float, ptr %py, align 4
  %my = fmul float %y, %k
  store float %my, ptr %py, align 4
  %pz = getelementptr inbounds i8, ptr %px, i64 8
  %z = load float, ptr %pz, align 4
  %mz = fmul float %z, %k
  store float %mz, ptr %pz, align 4
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %n
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
"#,
        expect![[r#"
            LLVM 14:
            loop loop: vectorized with VF 4 (cost per lane 12.50 < scalar 14)
                VF  total  per lane  vs scalar
                 1     14     14.00       1.00
                 2     26     13.00       0.93  more expensive: 13.00 per lane > 12.50
            *    4     50     12.50       0.89
                 8      -         -          -  more than 4 lanes of the smallest element (32 bits) in a 128-bit register
                16      -         -          -  more than 4 lanes of the smallest element (32 bits) in a 128-bit register
            LLVM 22:
            loop loop: vectorized with VF 4 (cost per lane 12.50 < scalar 14)
                VF  total  per lane  vs scalar
                 1     14     14.00       1.00
                 2     26     13.00       0.93  more expensive: 13.00 per lane > 12.50
            *    4     50     12.50       0.89
                 8      -         -          -  more than 4 lanes of the smallest element (32 bits) in a 128-bit register
                16      -         -          -  more than 4 lanes of the smallest element (32 bits) in a 128-bit register
        "#]],
    );
}

/// A sum of bytes times a constant, widened to `u64`, on plain x86-64:
/// LLVM 22's `getArithmeticInstrCost` reads each operand's
/// `minRequiredElementSize`, and a non-negative constant (7: 3 bits) fits
/// 32 unsigned bits as a `zext` does, so the `mul <2 x i64>` is one
/// `pmuludq` (1) where LLVM 14 says 7: LLVM 22 vectorizes at VF 2, LLVM
/// 14 does not (both `opt`s, no `-mattr`).
#[test]
fn mul_of_zext_by_constant_i64_sse2_by_profile() {
    vf_tables_by_profile(
        "sse2",
        r#"
define i64 @f(ptr noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = phi i64 [ 0, %entry ], [ %h.next, %loop ]
  %pb = getelementptr inbounds i8, ptr %b, i64 %i
  %x = load i8, ptr %pb, align 1
  %xw = zext i8 %x to i64
  %m = mul nuw nsw i64 %xw, 7
  %h.next = add i64 %m, %h
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %n
  br i1 %e, label %exit, label %loop
exit:
  ret i64 %h.next
}
"#,
        expect![[r#"
            LLVM 14:
            loop loop: not vectorized (not profitable: best VF 2 costs 8.00 per lane, scalar 6)
                VF  total  per lane  vs scalar
            *    1      6      6.00       1.00
                 2     16      8.00       1.33  not cheaper than scalar: 8.00 per lane >= 6
                 4      -         -          -  wider than one 128-bit register of the widest type (i64: 2 lanes)
                 8      -         -          -  wider than one 128-bit register of the widest type (i64: 2 lanes)
                16      -         -          -  wider than one 128-bit register of the widest type (i64: 2 lanes)
            LLVM 22:
            loop loop: vectorized with VF 2 (cost per lane 5.00 < scalar 6)
                VF  total  per lane  vs scalar
                 1      6      6.00       1.00
            *    2     10      5.00       0.83
                 4      -         -          -  wider than one 128-bit register of the widest type (i64: 2 lanes)
                 8      -         -          -  wider than one 128-bit register of the widest type (i64: 2 lanes)
                16      -         -          -  wider than one 128-bit register of the widest type (i64: 2 lanes)
        "#]],
    );
}

/// A chain of `?:` (a phi of five values in the block the branches join)
/// on AVX-512F: LLVM 22 prices the blend as four selects
/// (`VPBlendRecipe::computeCost`: one per incoming value but the first)
/// and the plan's mask arithmetic (`not`, `logical-and`, `or`) at 0
/// (`VPInstruction::computeCost`); 14 per vector iteration at VF 16, so
/// that the small-loop rule interleaves it 4 times, as `opt-22` (VF 16,
/// IC 4). Profile 14 keeps one select and a price per mask operation.
#[test]
fn blend_chain_avx512_by_profile() {
    vf_tables_by_profile(
        "avx512",
        r#"
@ga = external global [4096 x i32], align 16
@gd = external global [4096 x i32], align 16

define void @f(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %join ]
  %pa = getelementptr inbounds i32, ptr @ga, i64 %i
  %x = load i32, ptr %pa, align 4
  %c1 = icmp slt i32 %x, 10
  br i1 %c1, label %join, label %f1
f1:
  %c2 = icmp ult i32 %x, 20
  br i1 %c2, label %join, label %f2
f2:
  %c3 = icmp ult i32 %x, 30
  br i1 %c3, label %join, label %f3
f3:
  %c4 = icmp ult i32 %x, 40
  br i1 %c4, label %join, label %f4
f4:
  %c5 = icmp ult i32 %x, 50
  %s = select i1 %c5, i32 5, i32 28
  br label %join
join:
  %v = phi i32 [ 1, %loop ], [ 2, %f1 ], [ 3, %f2 ], [ %s, %f4 ], [ 4, %f3 ]
  %pd = getelementptr inbounds i32, ptr @gd, i64 %i
  store i32 %v, ptr %pd, align 4
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %n
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
"#,
        expect![[r#"
            LLVM 14:
            loop loop: vectorized with VF 16 (cost per lane 1.31 < scalar 6)
                VF  total  per lane  vs scalar
                 1      6      6.00       1.00
                 2     21     10.50       1.75  more expensive: 10.50 per lane > 1.31
                 4     21      5.25       0.88  more expensive: 5.25 per lane > 1.31
                 8     21      2.62       0.44  more expensive: 2.62 per lane > 1.31
            *   16     21      1.31       0.22
                32      -         -          -  more than 16 lanes of the smallest element (32 bits) in a 512-bit register
                64      -         -          -  more than 16 lanes of the smallest element (32 bits) in a 512-bit register
            LLVM 22:
            loop loop: vectorized with VF 16 (cost per lane 0.88 < scalar 5)
                VF  total  per lane  vs scalar
                 1      5      5.00       1.00
                 2     14      7.00       1.40  more expensive: 7.00 per lane > 0.88
                 4     14      3.50       0.70  more expensive: 3.50 per lane > 0.88
                 8     14      1.75       0.35  more expensive: 1.75 per lane > 0.88
            *   16     14      0.88       0.17
                32      -         -          -  more than 16 lanes of the smallest element (32 bits) in a 512-bit register
                64      -         -          -  more than 16 lanes of the smallest element (32 bits) in a 512-bit register
        "#]],
    );
}

/// A loop counting down over `i16` on AVX-512F: LLVM 22 prices each
/// reverse by its `SK_Reverse` row (`<16 x i16>`: 2, `<32 x i16>`: 7
/// without AVX512BW), so VF 16 wins, as `opt-22` says (VF 16, IC 4);
/// profile 14 keeps the target's reverse of 1 per register and VF 32.
#[test]
fn reverse_i16_avx512_by_profile() {
    vf_tables_by_profile(
        "avx512",
        r#"
define void @f(ptr noalias %a, ptr noalias %b, ptr noalias %d, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ %n, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, -1
  %pa = getelementptr inbounds i16, ptr %a, i64 %i.next
  %x = load i16, ptr %pa, align 2
  %pb = getelementptr inbounds i16, ptr %b, i64 %i.next
  %y = load i16, ptr %pb, align 2
  %s = add i16 %x, %y
  %pd = getelementptr inbounds i16, ptr %d, i64 %i.next
  store i16 %s, ptr %pd, align 2
  %e = icmp sgt i64 %i, 1
  br i1 %e, label %loop, label %exit
exit:
  ret void
}
"#,
        expect![[r#"
            LLVM 14:
            loop loop: vectorized with VF 32 (cost per lane 0.34 < scalar 6)
                VF  total  per lane  vs scalar
                 1      6      6.00       1.00
                 2     10      5.00       0.83  more expensive: 5.00 per lane > 0.34
                 4     10      2.50       0.42  more expensive: 2.50 per lane > 0.34
                 8     10      1.25       0.21  more expensive: 1.25 per lane > 0.34
                16     10      0.62       0.10  more expensive: 0.62 per lane > 0.34
            *   32     11      0.34       0.06
                64      -         -          -  more than 32 lanes of the smallest element (16 bits) in a 512-bit register
            LLVM 22:
            loop loop: vectorized with VF 16 (cost per lane 0.81 < scalar 6)
                VF  total  per lane  vs scalar
                 1      6      6.00       1.00
                 2     10      5.00       0.83  more expensive: 5.00 per lane > 0.81
                 4     10      2.50       0.42  more expensive: 2.50 per lane > 0.81
                 8     10      1.25       0.21  more expensive: 1.25 per lane > 0.81
            *   16     13      0.81       0.14
                32     30      0.94       0.16  more expensive: 0.94 per lane > 0.81
                64      -         -          -  more than 32 lanes of the smallest element (16 bits) in a 512-bit register
        "#]],
    );
}

/// A signed minimum of `i64`s on plain x86-64: LLVM 22's
/// `getIntrinsicInstrCost` rows price `llvm.smin.v2i64` at 4 (SSE2's
/// `ISD::SMIN` row) where LLVM 14 said 11, and the scalar `llvm.smin.i64`
/// at 1 (`X64CostTbl`) where the target's row says 2: LLVM 22 vectorizes
/// at VF 2, LLVM 14 does not (both `opt`s, no `-mattr`).
#[test]
fn smin_i64_sse2_by_profile() {
    vf_tables_by_profile(
        "sse2",
        r#"
define i64 @f(ptr noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %m = phi i64 [ 1000, %entry ], [ %m.next, %loop ]
  %pb = getelementptr inbounds i64, ptr %b, i64 %i
  %x = load i64, ptr %pb, align 8
  %m.next = call i64 @llvm.smin.i64(i64 %x, i64 %m)
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %n
  br i1 %e, label %exit, label %loop
exit:
  ret i64 %m.next
}
declare i64 @llvm.smin.i64(i64, i64)
"#,
        expect![[r#"
            LLVM 14:
            loop loop: not vectorized (not profitable: best VF 2 costs 7.00 per lane, scalar 5)
                VF  total  per lane  vs scalar
            *    1      5      5.00       1.00
                 2     14      7.00       1.40  not cheaper than scalar: 7.00 per lane >= 5
                 4      -         -          -  more than 2 lanes of the smallest element (64 bits) in a 128-bit register
                 8      -         -          -  more than 2 lanes of the smallest element (64 bits) in a 128-bit register
                16      -         -          -  more than 2 lanes of the smallest element (64 bits) in a 128-bit register
            LLVM 22:
            loop loop: vectorized with VF 2 (cost per lane 3.50 < scalar 4)
                VF  total  per lane  vs scalar
                 1      4      4.00       1.00
            *    2      7      3.50       0.88
                 4      -         -          -  more than 2 lanes of the smallest element (64 bits) in a 128-bit register
                 8      -         -          -  more than 2 lanes of the smallest element (64 bits) in a 128-bit register
                16      -         -          -  more than 2 lanes of the smallest element (64 bits) in a 128-bit register
        "#]],
    );
}

/// A stride-2 byte load on plain x86-64 is scalarized, and the index
/// `2 * i` of its address differs from lane to lane: LLVM 22's plan
/// replicates it (`REPLICATE shl`, `VF` copies) where LLVM 14's legacy
/// model counts one copy of a value that is scalar after vectorization. At
/// VF 16 the loop costs 114 under LLVM 22, not 99, and is not vectorized,
/// as `opt-22` says (`opt` 14 refuses it too, for costs profile 14 does
/// not model).
#[test]
fn replicated_address_sse2_by_profile() {
    vf_tables_by_profile(
        "sse2",
        r#"define void @f(ptr noalias %a, ptr noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %j = shl nuw nsw i64 %i, 1
  %pb0 = getelementptr inbounds i8, ptr %b, i64 %j
  %x0 = load i8, ptr %pb0, align 1
  %pb1 = getelementptr inbounds i8, ptr %pb0, i64 1
  %x1 = load i8, ptr %pb1, align 1
  %s = add i8 %x1, %x0
  %pa = getelementptr inbounds i8, ptr %a, i64 %i
  store i8 %s, ptr %pa, align 1
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %n
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
"#,
        expect![[r#"
            LLVM 14:
            loop loop: vectorized with VF 16 (cost per lane 6.19 < scalar 7)
                VF  total  per lane  vs scalar
                 1      7      7.00       1.00
                 2     15      7.50       1.07  more expensive: 7.50 per lane > 6.19
                 4     27      6.75       0.96  more expensive: 6.75 per lane > 6.19
                 8     51      6.38       0.91  more expensive: 6.38 per lane > 6.19
            *   16     99      6.19       0.88
            LLVM 22:
            loop loop: not vectorized (not profitable: best VF 16 costs 7.12 per lane, scalar 7)
                VF  total  per lane  vs scalar
            *    1      7      7.00       1.00
                 2     17      8.50       1.21  not cheaper than scalar: 8.50 per lane >= 7
                 4     30      7.50       1.07  not cheaper than scalar: 7.50 per lane >= 7
                 8     58      7.25       1.04  not cheaper than scalar: 7.25 per lane >= 7
                16    114      7.12       1.02  not cheaper than scalar: 7.12 per lane >= 7
        "#]],
    );
}

/// A product of sign-extended bytes summed in `i32` on plain x86-64: LLVM
/// 22 prices `mul <4 x i32>` of operands that fit 15 bits as `pmaddwd`
/// (the `<8 x i16>` multiply, 1, where the general row says 6), which
/// pays for replicating the stride-2 load's index: VF 4 under LLVM 22, as
/// `opt-22` says (`opt` 14 vectorizes it too; profile 14 keeps the
/// general row).
#[test]
fn mul_of_sext_bytes_sse2_by_profile() {
    vf_tables_by_profile(
        "sse2",
        r#"define i32 @f(ptr noalias %a, ptr noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %j = shl nuw nsw i64 %i, 1
  %pb0 = getelementptr inbounds i8, ptr %b, i64 %j
  %x0 = load i8, ptr %pb0, align 1
  %pa = getelementptr inbounds i8, ptr %a, i64 %i
  %y = load i8, ptr %pa, align 1
  %xs = sext i8 %x0 to i32
  %ys = sext i8 %y to i32
  %m = mul nsw i32 %xs, %ys
  %acc.next = add nsw i32 %m, %acc
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %n
  br i1 %e, label %exit, label %loop
exit:
  ret i32 %acc.next
}
"#,
        expect![[r#"
            LLVM 14:
            loop loop: not vectorized (not profitable: best VF 4 costs 7.00 per lane, scalar 7)
                VF  total  per lane  vs scalar
            *    1      7      7.00       1.00
                 2     22     11.00       1.57  not cheaper than scalar: 11.00 per lane >= 7
                 4     28      7.00       1.00  not cheaper than scalar: 7.00 per lane >= 7
                 8      -         -          -  wider than one 128-bit register of the widest type (i32: 4 lanes)
                16      -         -          -  wider than one 128-bit register of the widest type (i32: 4 lanes)
            LLVM 22:
            loop loop: vectorized with VF 4 (cost per lane 6.50 < scalar 7)
                VF  total  per lane  vs scalar
                 1      7      7.00       1.00
                 2     19      9.50       1.36  more expensive: 9.50 per lane > 6.50
            *    4     26      6.50       0.93
                 8      -         -          -  wider than one 128-bit register of the widest type (i32: 4 lanes)
                16      -         -          -  wider than one 128-bit register of the widest type (i32: 4 lanes)
        "#]],
    );
}

/// A load and a store under a branch on a loop-invariant condition: LLVM
/// (14 and 22) predicates every block that does not dominate the latch
/// (`blockNeedsPredication`), whatever its condition, so both accesses
/// run under a mask; plain x86-64 has no masked load
/// (`isLegalMaskedLoad`), the load is emulated lane by lane and priced out
/// of reach (`useEmulatedMaskMemRefHack`), and neither `opt` vectorizes.
/// On AVX2 the masked load and store are native (`vmaskmov`).
#[test]
fn invariant_condition_masks_sse2_by_profile() {
    vf_tables_by_profile(
        "sse2",
        r#"define void @f(ptr noalias %a, ptr noalias %b, i64 %n, i32 %c) {
entry:
  %t = icmp sgt i32 %c, 3
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  br i1 %t, label %then, label %latch
then:
  %pb = getelementptr inbounds i32, ptr %b, i64 %i
  %x = load i32, ptr %pb, align 4
  %y = add nsw i32 %x, 1
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 %y, ptr %pa, align 4
  br label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %n
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
"#,
        expect![[r#"
            LLVM 14:
            loop loop: not vectorized (not profitable: best VF 4 costs emulated (invalid), scalar 3)
                VF  total  per lane  vs scalar
            *    1      3      3.00       1.00
                 2      -         -          -  emulated (invalid): an access emulated lane by lane under a mask, which LLVM prices out of reach
                 4      -         -          -  emulated (invalid): an access emulated lane by lane under a mask, which LLVM prices out of reach
                 8      -         -          -  more than 4 lanes of the smallest element (32 bits) in a 128-bit register
                16      -         -          -  more than 4 lanes of the smallest element (32 bits) in a 128-bit register
            LLVM 22:
            loop loop: not vectorized (not profitable: best VF 4 costs emulated (invalid), scalar 3)
                VF  total  per lane  vs scalar
            *    1      3      3.00       1.00
                 2      -         -          -  emulated (invalid): an access emulated lane by lane under a mask, which LLVM prices out of reach
                 4      -         -          -  emulated (invalid): an access emulated lane by lane under a mask, which LLVM prices out of reach
                 8      -         -          -  more than 4 lanes of the smallest element (32 bits) in a 128-bit register
                16      -         -          -  more than 4 lanes of the smallest element (32 bits) in a 128-bit register
        "#]],
    );
}

/// `b[2*i]` and `b[2*i+1]` over an `i32` index that may wrap: LLVM
/// takes both strides under SCEV's no-wrap predicate
/// (`collectConstStrideAccesses`, `getPtrStride` with `Assume`) and keeps
/// the full group without asking whether its addresses wrap
/// (`analyzeInterleaving`: only a group with gaps is checked), so the two
/// loads are one wide load and two shuffles; both `opt`s vectorize at VF
/// 4 on plain x86-64.
#[test]
fn full_group_of_narrow_index_sse2_by_profile() {
    vf_tables_by_profile(
        "sse2",
        r#"define void @f(ptr noalias %a, ptr noalias %b, i32 %n) {
entry:
  %wide = zext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %t = trunc i64 %i to i32
  %j = shl i32 %t, 1
  %j1 = add i32 %j, 1
  %k1 = zext i32 %j1 to i64
  %p1 = getelementptr inbounds i32, ptr %b, i64 %k1
  %x1 = load i32, ptr %p1, align 4
  %k0 = zext i32 %j to i64
  %p0 = getelementptr inbounds i32, ptr %b, i64 %k0
  %x0 = load i32, ptr %p0, align 4
  %s = add nsw i32 %x0, %x1
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 %s, ptr %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %wide
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
"#,
        expect![[r#"
            LLVM 14:
            loop loop: vectorized with VF 4 (cost per lane 2.50 < scalar 8)
                VF  total  per lane  vs scalar
                 1      8      8.00       1.00
                 2      9      4.50       0.56  more expensive: 4.50 per lane > 2.50
            *    4     10      2.50       0.31
                 8      -         -          -  more than 4 lanes of the smallest element (32 bits) in a 128-bit register
                16      -         -          -  more than 4 lanes of the smallest element (32 bits) in a 128-bit register
            LLVM 22:
            loop loop: vectorized with VF 4 (cost per lane 2.50 < scalar 8)
                VF  total  per lane  vs scalar
                 1      8      8.00       1.00
                 2      9      4.50       0.56  more expensive: 4.50 per lane > 2.50
            *    4     10      2.50       0.31
                 8      -         -          -  more than 4 lanes of the smallest element (32 bits) in a 128-bit register
                16      -         -          -  more than 4 lanes of the smallest element (32 bits) in a 128-bit register
        "#]],
    );
}

/// A conditional load of `g[i + 1]` from a global of known size over a
/// constant trip count: LLVM 22 proves it never faults
/// (`isDereferenceableAndAlignedInLoop` with an offset, `SafePointers`)
/// and loads it unmasked, VF 4 on plain x86-64 as `opt-22`; LLVM 14's
/// rule needs the access to start at the object, keeps the load masked
/// (emulated on SSE2) and does not vectorize, as `opt` 14.
#[test]
fn speculated_load_of_global_sse2_by_profile() {
    vf_tables_by_profile(
        "sse2",
        r#"@g = global [1025 x i32] zeroinitializer, align 16
define i32 @f(ptr noalias %c) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  %pc = getelementptr inbounds i16, ptr %c, i64 %i
  %k = load i16, ptr %pc, align 2
  %bit = and i16 %k, 1
  %t = icmp eq i16 %bit, 0
  br i1 %t, label %latch, label %then
then:
  %j = add nuw nsw i64 %i, 1
  %pg = getelementptr inbounds [1025 x i32], ptr @g, i64 0, i64 %j
  %x = load i32, ptr %pg, align 4
  %sum = add i32 %acc, %x
  br label %latch
latch:
  %acc.next = phi i32 [ %sum, %then ], [ %acc, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 1024
  br i1 %e, label %exit, label %loop
exit:
  ret i32 %acc.next
}
"#,
        expect![[r#"
            LLVM 14:
            loop loop: not vectorized (not profitable: best VF 4 costs emulated (invalid), scalar 6)
                VF  total  per lane  vs scalar
            *    1      6      6.00       1.00
                 2      -         -          -  emulated (invalid): an access emulated lane by lane under a mask, which LLVM prices out of reach
                 4      -         -          -  emulated (invalid): an access emulated lane by lane under a mask, which LLVM prices out of reach
                 8      -         -          -  wider than one 128-bit register of the widest type (i32: 4 lanes)
                16      -         -          -  more than 8 lanes of the smallest element (16 bits) in a 128-bit register
            LLVM 22:
            loop loop: vectorized with VF 4 (with the scalar epilogue, at most 1024 iterations: VF 4 costs 2560 in all < scalar 6144)
                VF  total  per lane  vs scalar
                 1      6      6.00       1.00
                 2     10      5.00       0.83  more expensive over at most 1024 iterations: 5120 in all >= VF 4 2560
            *    4     10      2.50       0.42
                 8      -         -          -  wider than one 128-bit register of the widest type (i32: 4 lanes)
                16      -         -          -  more than 8 lanes of the smallest element (16 bits) in a 128-bit register
        "#]],
    );
}

/// A load scalarized lane by lane (the index `(3 * i + 1) & 0xffffffff`
/// is no affine recurrence) builds its vector from scalars: LLVM 22's
/// `X86TTIImpl::getScalarizationOverhead` inserts the elements of each
/// 128-bit half and moves the upper half into place once, with no move
/// for the lower one (`<8 x i32>` on AVX2: 9, LLVM 14: 10), so VF 8 is
/// cheaper per lane than VF 4 where it tied before (both `opt`s: VF 8,
/// `-mattr=+avx2`).
#[test]
fn scalarized_load_inserts_by_profile() {
    vf_tables_by_profile(
        "avx2",
        r#"define i32 @f(ptr noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 1, %entry ], [ %m, %loop ]
  %j = mul i64 %i, 3
  %k = add i64 %j, 1
  %idx = and i64 %k, 4294967295
  %p = getelementptr inbounds i32, ptr %b, i64 %idx
  %v = load i32, ptr %p, align 4
  %m = mul nsw i32 %v, %acc
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %n
  br i1 %e, label %exit, label %loop
exit:
  ret i32 %m
}
"#,
        expect![[r#"
            LLVM 14:
            loop loop: vectorized with VF 8 (cost per lane 5.00 < scalar 8)
                VF  total  per lane  vs scalar
                 1      8      8.00       1.00
                 2     17      8.50       1.06  more expensive: 8.50 per lane > 5.00
                 4     21      5.25       0.66  more expensive: 5.25 per lane > 5.00
            *    8     40      5.00       0.62
                16      -         -          -  more than 8 lanes of the smallest element (32 bits) in a 256-bit register
                32      -         -          -  more than 8 lanes of the smallest element (32 bits) in a 256-bit register
            LLVM 22:
            loop loop: vectorized with VF 8 (cost per lane 5.12 < scalar 8)
                VF  total  per lane  vs scalar
                 1      8      8.00       1.00
                 2     17      8.50       1.06  more expensive: 8.50 per lane > 5.12
                 4     21      5.25       0.66  more expensive: 5.25 per lane > 5.12
            *    8     41      5.12       0.64
                16      -         -          -  more than 8 lanes of the smallest element (32 bits) in a 256-bit register
                32      -         -          -  more than 8 lanes of the smallest element (32 bits) in a 256-bit register
        "#]],
    );
}

/// A rotate by an invariant amount (`llvm.fshl` of a value by itself) has
/// no instruction before AVX-512F: LLVM 22's `getIntrinsicInstrCost`
/// finds no `ISD::ROTL` row on SSE2 and prices `BasicTTIImpl`'s
/// expansion, `or` + `sub` + two shifts by a splat (2 each) + the
/// amount's `and` = 7 for `<4 x i32>`, and the loop stays scalar, as
/// `opt-22` keeps it. Profile 14 keeps the target's own rows (1 per
/// register), where `opt` 14 refuses too.
#[test]
fn rotate_sse2_by_profile() {
    vf_tables_by_profile(
        "sse2",
        r#"define void @f(ptr noalias %a, ptr noalias %b, i32 %k, i64 %n) {
entry:
  %s = and i32 %k, 31
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, ptr %b, i64 %i
  %v = load i32, ptr %pb, align 4
  %r = call i32 @llvm.fshl.i32(i32 %v, i32 %v, i32 %s)
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 %r, ptr %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %n
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

declare i32 @llvm.fshl.i32(i32, i32, i32)
"#,
        expect![[r#"
            LLVM 14:
            loop loop: vectorized with VF 4 (cost per lane 1.25 < scalar 5)
                VF  total  per lane  vs scalar
                 1      5      5.00       1.00
                 2      5      2.50       0.50  more expensive: 2.50 per lane > 1.25
            *    4      5      1.25       0.25
                 8      -         -          -  more than 4 lanes of the smallest element (32 bits) in a 128-bit register
                16      -         -          -  more than 4 lanes of the smallest element (32 bits) in a 128-bit register
            LLVM 22:
            loop loop: not vectorized (not profitable: best VF 4 costs 9.00 per lane, scalar 6)
                VF  total  per lane  vs scalar
            *    1      6      6.00       1.00
                 2     36     18.00       3.00  not cheaper than scalar: 18.00 per lane >= 6
                 4     36      9.00       1.50  not cheaper than scalar: 9.00 per lane >= 6
                 8      -         -          -  more than 4 lanes of the smallest element (32 bits) in a 128-bit register
                16      -         -          -  more than 4 lanes of the smallest element (32 bits) in a 128-bit register
        "#]],
    );
}

/// A four-way `?:` chain lowered to branches: LLVM 22's plan prices the
/// predicator's `not` and logical `and` of edge masks at 0
/// (`VPInstruction::computeCost`: VPInstructions of no IR instruction) and
/// the blend of the four values as three selects (`VPBlendRecipe::
/// computeCost`), and vectorizes at VF 4 on SSE2 as `opt-22` does (IC 2).
/// Profile 14 keeps one price per mask operation and one select per blend
/// (`opt` 14 keeps this loop scalar: its legacy phi is three selects too,
/// a difference of profile 14 left as it is).
#[test]
fn blend_of_four_values_sse2_by_profile() {
    vf_tables_by_profile(
        "sse2",
        r#"define void @f(ptr noalias %a, ptr noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %join ]
  %pb = getelementptr inbounds i32, ptr %b, i64 %i
  %v = load i32, ptr %pb, align 4
  %c0 = icmp slt i32 %v, 4
  br i1 %c0, label %join, label %f1
f1:
  %c1 = icmp ult i32 %v, 74
  br i1 %c1, label %join, label %f2
f2:
  %c2 = icmp ult i32 %v, 85
  br i1 %c2, label %join, label %f3
f3:
  %c3 = icmp ult i32 %v, 95
  %s = select i1 %c3, i32 1, i32 28
  br label %join
join:
  %r = phi i32 [ 8, %loop ], [ 6, %f1 ], [ 44, %f2 ], [ %s, %f3 ]
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 %r, ptr %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %n
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
"#,
        expect![[r#"
            LLVM 14:
            loop loop: vectorized with VF 4 (cost per lane 5.25 < scalar 6)
                VF  total  per lane  vs scalar
                 1      6      6.00       1.00
                 2     21     10.50       1.75  more expensive: 10.50 per lane > 5.25
            *    4     21      5.25       0.88
                 8      -         -          -  more than 4 lanes of the smallest element (32 bits) in a 128-bit register
                16      -         -          -  more than 4 lanes of the smallest element (32 bits) in a 128-bit register
            LLVM 22:
            loop loop: vectorized with VF 4 (cost per lane 4.75 < scalar 5)
                VF  total  per lane  vs scalar
                 1      5      5.00       1.00
                 2     19      9.50       1.90  more expensive: 9.50 per lane > 4.75
            *    4     19      4.75       0.95
                 8      -         -          -  more than 4 lanes of the smallest element (32 bits) in a 128-bit register
                16      -         -          -  more than 4 lanes of the smallest element (32 bits) in a 128-bit register
        "#]],
    );
}

/// A scalarized load of `b[i & 62]`, `i` stepping by 2: LLVM 22's
/// replicate recipe prices the address computation from the address's own
/// SCEV, the recurrence {0,+,2} under a no-wrap predicate, which X86
/// charges nothing for (`getAddressComputationCost`: a constant stride);
/// LLVM 14's legacy model finds no `getelementptr` of inductions and
/// charges 10 a lane below AVX2. VF 16 under 22, scalar under 14, as both
/// `opt`s (`data/cost/clamped_index_address_sse2.ll`).
#[test]
fn clamped_index_address_sse2_by_profile() {
    vf_tables_by_profile(
        "sse2",
        r#"define i8 @f(ptr noalias %b, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i8 [ 0, %entry ], [ %x, %loop ]
  %rem = and i32 %i, 62
  %idx = zext i32 %rem to i64
  %p = getelementptr inbounds i8, ptr %b, i64 %idx
  %v = load i8, ptr %p, align 1
  %x = xor i8 %v, %acc
  %i.next = add nuw nsw i32 %i, 2
  %e = icmp slt i32 %i.next, %n
  br i1 %e, label %loop, label %exit
exit:
  ret i8 %x
}
"#,
        expect![[r#"
            LLVM 14:
            loop loop: not vectorized (not profitable: best VF 16 costs 14.12 per lane, scalar 5)
                VF  total  per lane  vs scalar
            *    1      5      5.00       1.00
                 2     31     15.50       3.10  not cheaper than scalar: 15.50 per lane >= 5
                 4     58     14.50       2.90  not cheaper than scalar: 14.50 per lane >= 5
                 8    114     14.25       2.85  not cheaper than scalar: 14.25 per lane >= 5
                16    226     14.12       2.83  not cheaper than scalar: 14.12 per lane >= 5
            LLVM 22:
            loop loop: vectorized with VF 16 (cost per lane 4.12 < scalar 5)
                VF  total  per lane  vs scalar
                 1      5      5.00       1.00
                 2     11      5.50       1.10  more expensive: 5.50 per lane > 4.12
                 4     18      4.50       0.90  more expensive: 4.50 per lane > 4.12
                 8     34      4.25       0.85  more expensive: 4.25 per lane > 4.12
            *   16     66      4.12       0.82
        "#]],
    );
}

/// A count of non-null pointers on SSE2: LLVM 22 prices `icmp ne <2 x
/// ptr>` at one per legal part (`getCmpSelInstrCost` has no row for
/// pointers), 1 where the `sse2` target's `i64` row says 9, and
/// vectorizes at VF 2, as `opt-22`; profile 14 keeps the row and the loop
/// scalar, as `opt` 14 (`data/cost/icmp_ptr_null_sse2.ll`).
#[test]
fn icmp_ptr_null_sse2_by_profile() {
    vf_tables_by_profile(
        "sse2",
        r#"define i32 @f(ptr noalias %ps, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %cnt = phi i32 [ 0, %entry ], [ %add, %loop ]
  %p = getelementptr inbounds ptr, ptr %ps, i64 %i
  %v = load ptr, ptr %p, align 8
  %c = icmp ne ptr %v, null
  %z = zext i1 %c to i32
  %add = add i32 %cnt, %z
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %n
  br i1 %e, label %exit, label %loop
exit:
  ret i32 %add
}
"#,
        expect![[r#"
            LLVM 14:
            loop loop: not vectorized (not profitable: best VF 2 costs 7.00 per lane, scalar 6)
                VF  total  per lane  vs scalar
            *    1      6      6.00       1.00
                 2     14      7.00       1.17  not cheaper than scalar: 7.00 per lane >= 6
                 4      -         -          -  more than 2 lanes of the smallest element (64 bits) in a 128-bit register
                 8      -         -          -  more than 2 lanes of the smallest element (64 bits) in a 128-bit register
                16      -         -          -  more than 2 lanes of the smallest element (64 bits) in a 128-bit register
            LLVM 22:
            loop loop: vectorized with VF 2 (cost per lane 3.00 < scalar 6)
                VF  total  per lane  vs scalar
                 1      6      6.00       1.00
            *    2      6      3.00       0.50
                 4      -         -          -  more than 2 lanes of the smallest element (64 bits) in a 128-bit register
                 8      -         -          -  more than 2 lanes of the smallest element (64 bits) in a 128-bit register
                16      -         -          -  more than 2 lanes of the smallest element (64 bits) in a 128-bit register
        "#]],
    );
}

/// A saturating `i16` sum of every other element on SSE2: LLVM 22's
/// `getIntrinsicInstrCost` prices the scalar `llvm.sadd.sat.i16` at 4
/// (`X86CostTbl`, `ISD::SADDSAT`) and `<4 x i16>` at 1 (`SSE2CostTbl`:
/// `paddsw`), so the scalar loop costs 9 and VF 4 is cheaper, as
/// `opt-22` finds (VF 4). Profile 14 keeps the `sse2` target's rows (the
/// scalar call 1) and the loop scalar; `opt` 14 vectorizes it at VF 8, a
/// difference of profile 14 left as it is.
#[test]
fn saturating_add_sse2_by_profile() {
    vf_tables_by_profile(
        "sse2",
        r#"define void @f(i64 %n, ptr noalias %a, ptr noalias %b, ptr noalias %d) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 1, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds i16, ptr %a, i64 %i
  %x = load i16, ptr %pa, align 2
  %pb = getelementptr inbounds i16, ptr %b, i64 %i
  %y = load i16, ptr %pb, align 2
  %s = call i16 @llvm.sadd.sat.i16(i16 %x, i16 %y)
  %pd = getelementptr inbounds i16, ptr %d, i64 %i
  store i16 %s, ptr %pd, align 2
  %i.next = add nuw i64 %i, 2
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

declare i16 @llvm.sadd.sat.i16(i16, i16)
"#,
        expect![[r#"
            LLVM 14:
            loop loop: not vectorized (not profitable: best VF 4 costs 6.75 per lane, scalar 6)
                VF  total  per lane  vs scalar
            *    1      6      6.00       1.00
                 2     14      7.00       1.17  not cheaper than scalar: 7.00 per lane >= 6
                 4     27      6.75       1.12  not cheaper than scalar: 6.75 per lane >= 6
                 8     63      7.88       1.31  not cheaper than scalar: 7.88 per lane >= 6
                16      -         -          -  more than 8 lanes of the smallest element (16 bits) in a 128-bit register
            LLVM 22:
            loop loop: vectorized with VF 4 (cost per lane 6.75 < scalar 9)
                VF  total  per lane  vs scalar
                 1      9      9.00       1.00
                 2     14      7.00       0.78  more expensive: 7.00 per lane > 6.75
            *    4     27      6.75       0.75
                 8     63      7.88       0.88  more expensive: 7.88 per lane > 6.75
                16      -         -          -  more than 8 lanes of the smallest element (16 bits) in a 128-bit register
        "#]],
    );
}

/// A column of a matrix, `s += a[k] * b[k * n]` for `k < n`, on SSE2: the
/// loads of `b` are scalarized, and LLVM 22's replicate recipe prices
/// their address computation from the address's SCEV, an add recurrence
/// of the variable step `2 * n`: 1 a lane before AVX2
/// (`X86TTIImpl::getAddressComputationCost`, a strided access of no
/// constant stride), not the 10 of an indexed address that LLVM 14's
/// legacy lookup charges. VF 8 under 22 (`opt-22`: VF 8, IC 2); scalar
/// under 14, as `opt` 14.
#[test]
fn variable_stride_address_sse2_by_profile() {
    vf_tables_by_profile(
        "sse2",
        r#"define i16 @f(ptr noalias %a, ptr noalias %b, i32 %n) {
entry:
  %conv = sext i32 %n to i64
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit
loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %s = phi i16 [ 0, %entry ], [ %add, %loop ]
  %pa = getelementptr i16, ptr %a, i64 %k
  %x = load i16, ptr %pa, align 2
  %m = mul nuw nsw i64 %k, %conv
  %pb = getelementptr i16, ptr %b, i64 %m
  %y = load i16, ptr %pb, align 2
  %p = mul i16 %y, %x
  %add = add i16 %p, %s
  %k.next = add nuw nsw i64 %k, 1
  %e = icmp eq i64 %k.next, %conv
  br i1 %e, label %exit, label %loop
exit:
  %r = phi i16 [ 0, %entry ], [ %add, %loop ]
  ret i16 %r
}
"#,
        expect![[r#"
            LLVM 14:
            loop loop: not vectorized (not profitable: best VF 8 costs 17.12 per lane, scalar 8)
                VF  total  per lane  vs scalar
            *    1      8      8.00       1.00
                 2     38     19.00       2.38  not cheaper than scalar: 19.00 per lane >= 8
                 4     71     17.75       2.22  not cheaper than scalar: 17.75 per lane >= 8
                 8    137     17.12       2.14  not cheaper than scalar: 17.12 per lane >= 8
                16      -         -          -  more than 8 lanes of the smallest element (16 bits) in a 128-bit register
            LLVM 22:
            loop loop: vectorized with VF 8 (with the scalar epilogue, at most 2147483647 iterations: VF 8 costs 16374562818 in all < scalar 19327352823)
                VF  total  per lane  vs scalar
                 1      9      9.00       1.00
                 2     19      9.50       1.06  more expensive over at most 2147483647 iterations: 20401094646 in all >= VF 8 16374562818
                 4     33      8.25       0.92  more expensive over at most 2147483647 iterations: 17716740090 in all >= VF 8 16374562818
            *    8     61      7.62       0.85
                16      -         -          -  more than 8 lanes of the smallest element (16 bits) in a 128-bit register
        "#]],
    );
}

/// Members of an array of 40-byte structs on AVX-512F: no interleave
/// group in LLVM (a factor of 10 is above `-max-interleave-group-factor`,
/// 8), so each member is a gather or scatter at LLVM 22's price
/// (`X86TTIImpl::getGSVectorCost`: 2 + one scalar access a lane, per part
/// of the data or of its 64-bit indices) or scalar accesses, the cheaper;
/// the `short` member has no gather (32- and 64-bit lanes only) and runs
/// lane by lane. LLVM 22 finds no VF cheaper than the scalar loop, as
/// `opt-22 -mattr=+avx512f`; profile 14 keeps the target's gathers.
#[test]
fn struct_member_gathers_avx512_by_profile() {
    vf_tables_by_profile(
        "avx512",
        r#"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
%struct.rec = type { i8, i16, i32, float, double, i64, i8 }
define void @f(i16 noundef signext %n, ptr noalias noundef captures(none) %rs) {
entry:
  %cmp24 = icmp sgt i16 %n, 0
  br i1 %cmp24, label %loop.preheader, label %for.cond.cleanup
loop.preheader:
  %wide.trip.count = zext nneg i16 %n to i64
  br label %loop
for.cond.cleanup:
  ret void
loop:
  %indvars.iv = phi i64 [ 0, %loop.preheader ], [ %indvars.iv.next, %loop ]
  %arrayidx = getelementptr inbounds nuw %struct.rec, ptr %rs, i64 %indvars.iv
  %v = getelementptr inbounds nuw i8, ptr %arrayidx, i64 4
  %0 = load i32, ptr %v, align 4, !tbaa !9
  %conv3 = sext i32 %0 to i64
  %s = getelementptr inbounds nuw i8, ptr %arrayidx, i64 2
  %1 = load i16, ptr %s, align 2, !tbaa !10
  %conv6 = sext i16 %1 to i64
  %mul = mul nsw i64 %conv6, %conv3
  %ll = getelementptr inbounds nuw i8, ptr %arrayidx, i64 24
  store i64 %mul, ptr %ll, align 8, !tbaa !11
  %f = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8
  %2 = load float, ptr %f, align 8, !tbaa !7
  %conv11 = fpext float %2 to double
  %d = getelementptr inbounds nuw i8, ptr %arrayidx, i64 16
  store double %conv11, ptr %d, align 8, !tbaa !12
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %loop
}
!0 = !{!"int", !1, i64 0}
!1 = !{!"omnipotent char", !2, i64 0}
!2 = !{!"Simple C/C++ TBAA"}
!3 = !{!"short", !1, i64 0}
!4 = !{!"long long", !1, i64 0}
!5 = !{!"double", !1, i64 0}
!6 = !{!"float", !1, i64 0}
!7 = !{!8, !6, i64 8}
!8 = !{!"rec", !1, i64 0, !3, i64 2, !0, i64 4, !6, i64 8, !5, i64 16, !4, i64 24, !1, i64 32}
!9 = !{!8, !0, i64 4}
!10 = !{!8, !3, i64 2}
!11 = !{!8, !4, i64 24}
!12 = !{!8, !5, i64 16}
"#,
        expect![[r#"
            LLVM 14:
            loop loop: vectorized with VF 8 (cost per lane 8.38 < scalar 9)
                VF  total  per lane  vs scalar
                 1      9      9.00       1.00
                 2     25     12.50       1.39  more expensive: 12.50 per lane > 8.38
                 4     39      9.75       1.08  more expensive: 9.75 per lane > 8.38
            *    8     67      8.38       0.93
                16      -         -          -  wider than one 512-bit register of the widest type (i64: 8 lanes)
                32      -         -          -  wider than one 512-bit register of the widest type (i64: 8 lanes)
                64      -         -          -  more than 32 lanes of the smallest element (16 bits) in a 512-bit register
            LLVM 22:
            loop loop: not vectorized (not profitable: with the scalar epilogue, at most 32767 iterations: best VF 8 costs 319473 in all, scalar 294903)
                VF  total  per lane  vs scalar
            *    1      9      9.00       1.00
                 2     41     20.50       2.28  more expensive over at most 32767 iterations: 671712 in all >= scalar 294903
                 4     78     19.50       2.17  more expensive over at most 32767 iterations: 638925 in all >= scalar 294903
                 8     78      9.75       1.08  more expensive over at most 32767 iterations: 319473 in all >= scalar 294903
                16      -         -          -  wider than one 512-bit register of the widest type (i64: 8 lanes)
                32      -         -          -  wider than one 512-bit register of the widest type (i64: 8 lanes)
                64      -         -          -  more than 32 lanes of the smallest element (16 bits) in a 512-bit register
        "#]],
    );
}

/// `d[i] = b[i] - (char)a[i]` with `a` of `i64` on SSE2: two lanes at
/// most, so the `char` load and store move `<2 x i8>`. LLVM 22's
/// `X86TTIImpl::getMemoryOpCost` prices an access narrower than 4 bytes
/// at 2 (LLVM 14: 1), and VF 2 costs the scalar loop's 6 a lane: not
/// vectorized under 22, as `opt-22`; VF 2 under 14, as `opt` 14.
#[test]
fn narrow_i8_access_sse2_by_profile() {
    vf_tables_by_profile(
        "sse2",
        r#"define void @f(ptr noalias %d, ptr noalias %a, ptr noalias %b) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i8, ptr %b, i64 %i
  %x = load i8, ptr %pb, align 1
  %pa = getelementptr inbounds i64, ptr %a, i64 %i
  %y = load i64, ptr %pa, align 8
  %t = trunc i64 %y to i8
  %s = sub i8 %x, %t
  %pd = getelementptr inbounds i8, ptr %d, i64 %i
  store i8 %s, ptr %pd, align 1
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 1024
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
"#,
        expect![[r#"
            LLVM 14:
            loop loop: vectorized with VF 2 (cost per lane 5.00 < scalar 6)
                VF  total  per lane  vs scalar
                 1      6      6.00       1.00
            *    2     10      5.00       0.83
                 4      -         -          -  wider than one 128-bit register of the widest type (i64: 2 lanes)
                 8      -         -          -  wider than one 128-bit register of the widest type (i64: 2 lanes)
                16      -         -          -  wider than one 128-bit register of the widest type (i64: 2 lanes)
            LLVM 22:
            loop loop: not vectorized (not profitable: with the scalar epilogue, at most 1024 iterations: best VF 2 costs 6144 in all, scalar 6144)
                VF  total  per lane  vs scalar
            *    1      6      6.00       1.00
                 2     12      6.00       1.00  more expensive over at most 1024 iterations: 6144 in all >= scalar 6144
                 4      -         -          -  wider than one 128-bit register of the widest type (i64: 2 lanes)
                 8      -         -          -  wider than one 128-bit register of the widest type (i64: 2 lanes)
                16      -         -          -  wider than one 128-bit register of the widest type (i64: 2 lanes)
        "#]],
    );
}

/// A loop of 16 iterations on AVX2 whose loads of `a[2 * i]` and
/// `b[2 * i]` form interleave groups missing their last member: the last
/// iteration runs in the scalar epilogue, so LLVM 22's
/// `clampVFByMaxTripCount` bounds the VF by 15, not 16: VF 8 under 22, as
/// `opt-22` (17 iterations: VF 16); LLVM 14 clamps by 16: VF 16, as
/// `opt` 14.
#[test]
fn trip_count_less_epilogue_avx2_by_profile() {
    vf_tables_by_profile(
        "avx2",
        r#"define void @f(ptr noalias %d, ptr noalias %a, ptr noalias %b) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i2 = shl nuw nsw i64 %i, 1
  %pa = getelementptr inbounds i16, ptr %a, i64 %i2
  %x = load i16, ptr %pa, align 2
  %pb = getelementptr inbounds i16, ptr %b, i64 %i2
  %y = load i16, ptr %pb, align 2
  %s = call i16 @llvm.sadd.sat.i16(i16 %x, i16 %y)
  %pd = getelementptr inbounds i16, ptr %d, i64 %i
  store i16 %s, ptr %pd, align 2
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 16
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

declare i16 @llvm.sadd.sat.i16(i16, i16)
"#,
        expect![[r#"
            LLVM 14:
            loop loop: vectorized with VF 16 (cost per lane 1.19 < scalar 7)
                VF  total  per lane  vs scalar
                 1      7      7.00       1.00
                 2     13      6.50       0.93  more expensive: 6.50 per lane > 1.19
                 4     21      5.25       0.75  more expensive: 5.25 per lane > 1.19
                 8     13      1.62       0.23  more expensive: 1.62 per lane > 1.19
            *   16     19      1.19       0.17
                32      -         -          -  more than 16 lanes of the smallest element (16 bits) in a 256-bit register
            LLVM 22:
            loop loop: vectorized with VF 8 (with the scalar epilogue, at most 16 iterations: VF 8 costs 26 in all < scalar 160)
                VF  total  per lane  vs scalar
                 1     10     10.00       1.00
                 2     14      7.00       0.70  more expensive over at most 16 iterations: 112 in all >= VF 8 26
                 4     24      6.00       0.60  more expensive over at most 16 iterations: 96 in all >= VF 8 26
            *    8     13      1.62       0.16
                16      -         -          -  VF exceeds the trip count 16 less the iteration the scalar epilogue runs (a load interleave group misses its last member)
                32      -         -          -  more than 16 lanes of the smallest element (16 bits) in a 256-bit register
        "#]],
    );
}

/// `d[i] = fshl(a[i], b[i], k)`, a funnel shift of two values on SSE2.
/// LLVM 22 has no vector row for `ISD::FSHL`: `BasicTTIImpl`'s expansion
/// (`or`, `sub`, two shifts by a variable, the amount's `and`, the shift
/// by zero's `icmp eq` and `select`) costs 35 at VF 4, the scalar call 4
/// (`X86CostTbl`), and the loop stays scalar, as `opt-22` finds. Profile
/// 14 keeps the `sse2` target's rows (1 a register) and vectorizes it;
/// `opt` 14, with the same expansion, does not: a difference of profile
/// 14 left as it is.
#[test]
fn funnel_shift_sse2_by_profile() {
    vf_tables_by_profile(
        "sse2",
        r#"define void @f(ptr noalias %d, ptr noalias %a, ptr noalias %b, i32 %k) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  %x = load i32, ptr %pa, align 4
  %pb = getelementptr inbounds i32, ptr %b, i64 %i
  %y = load i32, ptr %pb, align 4
  %s = call i32 @llvm.fshl.i32(i32 %x, i32 %y, i32 %k)
  %pd = getelementptr inbounds i32, ptr %d, i64 %i
  store i32 %s, ptr %pd, align 4
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 1024
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

declare i32 @llvm.fshl.i32(i32, i32, i32)
"#,
        expect![[r#"
            LLVM 14:
            loop loop: vectorized with VF 4 (cost per lane 1.50 < scalar 6)
                VF  total  per lane  vs scalar
                 1      6      6.00       1.00
                 2      6      3.00       0.50  more expensive: 3.00 per lane > 1.50
            *    4      6      1.50       0.25
                 8      -         -          -  more than 4 lanes of the smallest element (32 bits) in a 128-bit register
                16      -         -          -  more than 4 lanes of the smallest element (32 bits) in a 128-bit register
            LLVM 22:
            loop loop: not vectorized (not profitable: with the scalar epilogue, at most 1024 iterations: best VF 4 costs 10240 in all, scalar 9216)
                VF  total  per lane  vs scalar
            *    1      9      9.00       1.00
                 2     40     20.00       2.22  more expensive over at most 1024 iterations: 20480 in all >= scalar 9216
                 4     40     10.00       1.11  more expensive over at most 1024 iterations: 10240 in all >= scalar 9216
                 8      -         -          -  more than 4 lanes of the smallest element (32 bits) in a 128-bit register
                16      -         -          -  more than 4 lanes of the smallest element (32 bits) in a 128-bit register
        "#]],
    );
}

/// An any-of flag over `i64` elements on SSE2 (`select %k, true, %acc`):
/// LLVM 22's plan turns the reduction's select into an `or` of the phi and
/// the compare, a `VPInstruction` of no IR instruction that costs 0, where
/// profile 14 keeps the `sse2` select row (3); LLVM 22 vectorizes at VF 2,
/// LLVM 14 does not (both `opt`s).
#[test]
fn any_of_select_sse2_by_profile() {
    vf_tables_by_profile(
        "sse2",
        r#"define i1 @f(ptr noalias %a, i64 %key, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i1 [ false, %entry ], [ %s, %loop ]
  %pa = getelementptr inbounds i64, ptr %a, i64 %i
  %x = load i64, ptr %pa, align 8
  %k = icmp eq i64 %x, %key
  %s = select i1 %k, i1 true, i1 %acc
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %n
  br i1 %e, label %exit, label %loop
exit:
  ret i1 %s
}
"#,
        expect![[r#"
            LLVM 14:
            loop loop: not vectorized (not profitable: best VF 2 costs 7.50 per lane, scalar 5)
                VF  total  per lane  vs scalar
            *    1      5      5.00       1.00
                 2     15      7.50       1.50  not cheaper than scalar: 7.50 per lane >= 5
                 4      -         -          -  more than 2 lanes of the smallest element (64 bits) in a 128-bit register
                 8      -         -          -  more than 2 lanes of the smallest element (64 bits) in a 128-bit register
                16      -         -          -  more than 2 lanes of the smallest element (64 bits) in a 128-bit register
            LLVM 22:
            loop loop: vectorized with VF 2 (cost per lane 4.00 < scalar 5)
                VF  total  per lane  vs scalar
                 1      5      5.00       1.00
            *    2      8      4.00       0.80
                 4      -         -          -  more than 2 lanes of the smallest element (64 bits) in a 128-bit register
                 8      -         -          -  more than 2 lanes of the smallest element (64 bits) in a 128-bit register
                16      -         -          -  more than 2 lanes of the smallest element (64 bits) in a 128-bit register
        "#]],
    );
}

/// A byte store under a range test on AVX-512F, run lane by lane behind a
/// branch per lane: LLVM 22 extracts the mask's bits one `extractelement`
/// each (`getScalarizationOverhead` of a `vXi1` from AVX-512F), so VF 64
/// is cheaper per lane than VF 32 and LLVM 22 picks it (both `opt`s:
/// LLVM 14 VF 16, LLVM 22 VF 64).
#[test]
fn avx512f_mask_bits_by_profile() {
    vf_tables_by_profile(
        "avx512",
        r#"define void @f(ptr noalias %s, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i8, ptr %s, i64 %i
  %c = load i8, ptr %p, align 1
  %d = add i8 %c, -97
  %lower = icmp ult i8 %d, 26
  br i1 %lower, label %then, label %latch
then:
  %u = add nsw i8 %c, -32
  store i8 %u, ptr %p, align 1
  br label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %n
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
"#,
        expect![[r#"
            LLVM 14:
            loop loop: vectorized with VF 16 (cost per lane 2.81 < scalar 6)
                VF  total  per lane  vs scalar
                 1      6      6.00       1.00
                 2     10      5.00       0.83  more expensive: 5.00 per lane > 2.81
                 4     15      3.75       0.62  more expensive: 3.75 per lane > 2.81
                 8     25      3.12       0.52  more expensive: 3.12 per lane > 2.81
            *   16     45      2.81       0.47
                32    109      3.41       0.57  more expensive: 3.41 per lane > 2.81
                64    238      3.72       0.62  more expensive: 3.72 per lane > 2.81
            LLVM 22:
            loop loop: vectorized with VF 64 (cost per lane 2.67 < scalar 6)
                VF  total  per lane  vs scalar
                 1      6      6.00       1.00
                 2     12      6.00       1.00  more expensive: 6.00 per lane > 2.67
                 4     16      4.00       0.67  more expensive: 4.00 per lane > 2.67
                 8     26      3.25       0.54  more expensive: 3.25 per lane > 2.67
                16     46      2.88       0.48  more expensive: 2.88 per lane > 2.67
                32     86      2.69       0.45  more expensive: 2.69 per lane > 2.67
            *   64    171      2.67       0.45
        "#]],
    );
}

/// A store of every fourth byte alone in the loop on AVX-512F. X86 with
/// gathers prefers vectorized addressing (`prefersVectorizedAddressing`):
/// the address `4 * i + 3` is widened and the scalarized store extracts
/// its lanes, so the plan has a vector recipe (`willGenerateVectors`) and
/// LLVM 22 vectorizes at VF 64 (`opt-22 -mattr=+avx512f`). LLVM 14 does
/// too (VF 64); profile 14 still prices the address as one scalar and
/// finds no vector instruction.
#[test]
fn avx512f_widened_address_is_a_vector_recipe() {
    vf_tables_by_profile(
        "avx512",
        r#"define void @f(ptr noalias %px, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %o = shl i64 %i, 2
  %row = getelementptr inbounds i8, ptr %px, i64 %o
  %p = getelementptr inbounds i8, ptr %row, i64 3
  store i8 -1, ptr %p, align 1
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %n
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
"#,
        expect![[r#"
            LLVM 14:
            loop loop: not vectorized (no vector instructions: every recipe stays scalar)
                VF  total  per lane  vs scalar
            *    1      4      4.00       1.00
                 2      7      3.50       0.88  no vector instructions: every recipe stays scalar
                 4     13      3.25       0.81  no vector instructions: every recipe stays scalar
                 8     25      3.12       0.78  no vector instructions: every recipe stays scalar
                16     47      2.94       0.73  no vector instructions: every recipe stays scalar
                32     91      2.84       0.71  no vector instructions: every recipe stays scalar
                64    179      2.80       0.70  no vector instructions: every recipe stays scalar
            LLVM 22:
            loop loop: vectorized with VF 64 (cost per lane 2.53 < scalar 4)
                VF  total  per lane  vs scalar
                 1      4      4.00       1.00
                 2      7      3.50       0.88  more expensive: 3.50 per lane > 2.53
                 4     12      3.00       0.75  more expensive: 3.00 per lane > 2.53
                 8     22      2.75       0.69  more expensive: 2.75 per lane > 2.53
                16     42      2.62       0.66  more expensive: 2.62 per lane > 2.53
                32     82      2.56       0.64  more expensive: 2.56 per lane > 2.53
            *   64    162      2.53       0.63
        "#]],
    );
}
