//! Legality verdicts that follow LLVM 14's loop vectorizer: reductions
//! through promotions and divisions, first-order recurrences that cannot
//! sink, select-based min/max chains, and exit counts SCEV cannot compute.

mod common;

use common::{lp, open};
use expect_test::{Expect, expect};

/// Legality summary and best VF of loop `header` in `@f` of `body`.
fn verdict(body: &str, header: &str) -> String {
    let ir = format!("target triple = \"x86_64-unknown-linux-gnu\"\n{body}");
    let mut db = open(&ir);
    let t = db.new_target(&lanes_target::builtin("avx2").unwrap());
    let l = lp(&db, "f", header);
    let lg = lanes_vec::legality(&db, l);
    let best = lanes_vec::best_vf(&db, l, t);
    let mut out = String::new();
    for r in &lg.reductions {
        out += &format!(
            "reduction {} {:?} {:?}{}\n",
            r.name,
            r.kind,
            r.elem,
            if r.ordered { " ordered" } else { "" }
        );
    }
    for r in &lg.recurrences {
        out += &format!(
            "recurrence {} after {} sink {:?}\n",
            r.name, r.previous, r.sink
        );
    }
    match lg.reason() {
        Some(r) => out += &format!("illegal: {r}\n"),
        None => {
            out += &format!(
                "legal, widest {} bits, best VF {}\n",
                lg.widest_bits, best.vf
            )
        }
    }
    out
}

fn check(body: &str, header: &str, e: Expect) {
    e.assert_eq(&verdict(body, header));
}

/// An `i8` sum promoted to `i32` and masked back (`lookThroughAnd`).
#[test]
fn masked_narrow_reduction() {
    check(
        r#"
define i8 @f(i8* %a, i64 %n) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds i8, i8* %a, i64 %iv
  %x = load i8, i8* %p
  %x.ext = zext i8 %x to i32
  %s.mask = and i32 %s, 255
  %s.next = add nuw nsw i32 %s.mask, %x.ext
  %iv.next = add nuw nsw i64 %iv, 1
  %c = icmp eq i64 %iv.next, %n
  br i1 %c, label %exit, label %loop
exit:
  %r = trunc i32 %s.next to i8
  ret i8 %r
}
"#,
        "loop",
        expect![[r#"
            reduction %s Add I8
            legal, widest 8 bits, best VF 32
        "#]],
    );
}

/// A narrow accumulator widened and truncated inside the chain: LLVM 14's
/// reduction chains hold no casts.
#[test]
fn cast_in_reduction_chain() {
    check(
        r#"
define i8 @f(i8* %a, i64 %n) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %loop ]
  %s = phi i8 [ 0, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds i8, i8* %a, i64 %iv
  %x = load i8, i8* %p
  %s.ext = sext i8 %s to i32
  %x.ext = sext i8 %x to i32
  %add = add nsw i32 %s.ext, %x.ext
  %s.next = trunc i32 %add to i8
  %iv.next = add nuw nsw i64 %iv, 1
  %c = icmp eq i64 %iv.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret i8 %s.next
}
"#,
        "loop",
        expect![[r#"
            illegal: value that could not be identified as reduction is used outside the loop (a header phi that is no induction, reduction or first-order recurrence): `%s = phi i8 [ 0, %entry ], [ %s.next, %loop ]`
        "#]],
    );
}

const FDIV: &str = r#"
define float @f(float* %a, i64 %n) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %loop ]
  %s = phi float [ 1.0, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds float, float* %a, i64 %iv
  %x = load float, float* %p
  %s.next = fdiv FLAGS %s, %x
  %iv.next = add nuw nsw i64 %iv, 1
  %c = icmp eq i64 %iv.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret float %s.next
}
"#;

/// `s / x` with fast-math is an `fmul` reduction; without it, no in-order
/// form exists.
#[test]
fn fdiv_reduction() {
    check(
        &FDIV.replace("FLAGS", "fast float"),
        "loop",
        expect![[r#"
        reduction %s FMul F32
        legal, widest 32 bits, best VF 8
    "#]],
    );
    check(
        &FDIV.replace("FLAGS", "float"),
        "loop",
        expect![[r#"
            reduction %s FMul F32 ordered
            illegal: cannot prove it is safe to reorder floating-point operations (the multiply/divide reduction has no reassoc flag, and x86 has no in-order reduction): `%s.next = fdiv float %s, %x`
        "#]],
    );
}

/// A reduction whose result is not used after the loop is not one to
/// LLVM 14 (it finds no exit instruction).
#[test]
fn reduction_without_exit_user() {
    check(
        r#"
define i32 @f(i32* %a, i64 %n) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %iv
  %x = load i32, i32* %p
  %c1 = icmp sgt i32 %x, 30
  br i1 %c1, label %then, label %latch
then:
  %add = add i32 %s, %x
  br label %latch
latch:
  %s.next = phi i32 [ %add, %then ], [ %s, %loop ]
  %iv.next = add nuw nsw i64 %iv, 1
  %c = icmp eq i64 %iv.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret i32 0
}
"#,
        "loop",
        expect![[r#"
            illegal: value that could not be identified as reduction is used outside the loop (a header phi that is no induction, reduction or first-order recurrence): `%s = phi i32 [ 0, %entry ], [ %s.next, %loop ]`
        "#]],
    );
}

/// Two compare-and-select steps in one min/max chain.
#[test]
fn two_select_umax() {
    check(
        r#"
define i32 @f(i32* %a, i64 %n) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %loop ]
  %m = phi i32 [ 0, %entry ], [ %m2, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %iv
  %x = load i32, i32* %p
  %c1 = icmp ult i32 %m, %x
  %m1 = select i1 %c1, i32 %x, i32 %m
  %y = add i32 %x, 7
  %c2 = icmp ult i32 %m1, %y
  %m2 = select i1 %c2, i32 %y, i32 %m1
  %iv.next = add nuw nsw i64 %iv, 1
  %c = icmp eq i64 %iv.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret i32 %m2
}
"#,
        "loop",
        expect![[r#"
            illegal: value that could not be identified as reduction is used outside the loop (a header phi that is no induction, reduction or first-order recurrence): `%m = phi i32 [ 0, %entry ], [ %m2, %loop ]`
        "#]],
    );
}

/// A recurrence whose user's user is a store cannot sink past the load of
/// the next value; one whose user is in a conditional block neither, but a
/// phi of the next value of an induction is that induction one iteration
/// late: its conditional load is a masked unit-stride one (VF 8, as `opt`
/// 14 with `-mattr=+avx2`).
#[test]
fn recurrence_cannot_sink() {
    check(
        r#"
define void @f(i32* %a, i32* %q, i32 %x) {
entry:
  br label %loop
loop:
  %for = phi i32 [ 0, %entry ], [ %next, %loop ]
  %iv = phi i64 [ 1, %entry ], [ %iv.next, %loop ]
  %add.1 = add i32 %for, %x
  store i32 %add.1, i32* %q
  %p = getelementptr inbounds i32, i32* %a, i64 %iv
  %next = load i32, i32* %p
  %iv.next = add nuw nsw i64 %iv, 1
  %c = icmp eq i64 %iv.next, 2000
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
"#,
        "loop",
        expect![[r#"
            illegal: value that could not be identified as reduction is used outside the loop (a header phi that is no induction, reduction or first-order recurrence): `%for = phi i32 [ 0, %entry ], [ %next, %loop ]`
        "#]],
    );
    check(
        r#"
define void @f(float* noalias %in, float* noalias %out) {
entry:
  br label %loop
loop:
  %for = phi i64 [ 0, %entry ], [ %iv.next, %latch ]
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %latch ]
  %z = icmp eq i64 %iv, 0
  br i1 %z, label %latch, label %then
then:
  %g = getelementptr inbounds float, float* %in, i64 %for
  %v = load float, float* %g
  br label %latch
latch:
  %r = phi float [ 0.0, %loop ], [ %v, %then ]
  %o = getelementptr inbounds float, float* %out, i64 %iv
  store float %r, float* %o
  %iv.next = add nuw nsw i64 %iv, 1
  %c = icmp eq i64 %iv.next, 64
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
"#,
        "loop",
        expect![[r#"
            legal, widest 32 bits, best VF 8
        "#]],
    );
}

/// An instruction with two recurrence operands would sink twice.
#[test]
fn two_recurrences_one_user() {
    check(
        r#"
define void @f(float* %a, float* noalias %o) {
entry:
  br label %loop
loop:
  %r1 = phi float [ %n1, %loop ], [ 0.0, %entry ]
  %r2 = phi float [ %n2, %loop ], [ 0.0, %entry ]
  %iv = phi i64 [ %iv.next, %loop ], [ 0, %entry ]
  %m = fmul fast float %r1, %r2
  %og = getelementptr inbounds float, float* %o, i64 %iv
  %pa = getelementptr inbounds float, float* %a, i64 %iv
  %n1 = load float, float* %pa
  %n2 = fadd float %n1, 1.0
  store float %m, float* %og
  %iv.next = add nuw nsw i64 %iv, 1
  %c = icmp eq i64 %iv.next, 1000
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
"#,
        "loop",
        expect![[r#"
            recurrence %r1 after %n1 sink ["%m"]
            illegal: value that could not be identified as reduction is used outside the loop (a header phi that is no induction, reduction or first-order recurrence): `%r2 = phi float [ %n2, %loop ], [ 0.000000e+00, %entry ]`
        "#]],
    );
}

/// Exits SCEV cannot count: an `i8` IV moving away from its bound (it
/// leaves only by wrapping), and a pointer `!=` end with a 4-byte step and
/// no `inbounds`.
#[test]
fn uncomputable_exit_counts() {
    check(
        r#"
define void @f(i32* noalias %a, i32* noalias %b, i8 %l, i8 %n) {
entry:
  br label %loop
loop:
  %i = phi i8 [ %i.next, %loop ], [ %l, %entry ]
  %iv = phi i64 [ %iv.next, %loop ], [ 0, %entry ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %iv
  %v = load i32, i32* %pb
  %pa = getelementptr inbounds i32, i32* %a, i64 %iv
  store i32 %v, i32* %pa
  %iv.next = add nuw nsw i64 %iv, 1
  %i.next = add i8 %i, 3
  %c = icmp sgt i8 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
"#,
        "loop",
        expect![[r#"
            illegal: could not determine number of loop iterations: `br i1 %c, label %loop, label %exit`
        "#]],
    );
    let ptr_ne = r#"
define void @f(float* %p1.start, float* %p1.end) {
entry:
  br label %loop
loop:
  %p1 = phi float* [ %p1.start, %entry ], [ %p1.next, %loop ]
  %v = load float, float* %p1
  %w = fadd float %v, 1.0
  store float %w, float* %p1
  %p1.next = getelementptr GEPFLAGS float, float* %p1, i64 1
  %c = icmp ne float* %p1.next, %p1.end
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
"#;
    check(
        &ptr_ne.replace("GEPFLAGS ", ""),
        "loop",
        expect![[r#"
        illegal: could not determine number of loop iterations: `br i1 %c, label %loop, label %exit`
    "#]],
    );
    check(
        &ptr_ne.replace("GEPFLAGS", "inbounds"),
        "loop",
        expect![[r#"
        legal, widest 32 bits, best VF 8
    "#]],
    );
}

/// Two accesses to `%a` at a symbolic distance (`%off`): LAA retries with
/// run-time checks on the pointer bounds instead of giving up.
#[test]
fn symbolic_distance_runtime_checks() {
    check(
        r#"
define void @f(float* %a, i64 %off, i64 %n) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %loop ]
  %j = add i64 %iv, %off
  %p = getelementptr inbounds float, float* %a, i64 %j
  %x = load float, float* %p, align 4
  %q = getelementptr inbounds float, float* %a, i64 %iv
  store float %x, float* %q, align 4
  %iv.next = add nuw nsw i64 %iv, 1
  %done = icmp eq i64 %iv.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
"#,
        "loop",
        expect![[r#"
            legal, widest 32 bits, best VF 8
        "#]],
    );
    // A constant backward distance beside it is still unsafe: no retry.
    check(
        r#"
define void @f(float* %a, i64 %off, i64 %n) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %loop ]
  %j = add i64 %iv, %off
  %p = getelementptr inbounds float, float* %a, i64 %j
  %x = load float, float* %p, align 4
  %q = getelementptr inbounds float, float* %a, i64 %iv
  %iv1 = add i64 %iv, 1
  %r = getelementptr inbounds float, float* %a, i64 %iv1
  %y = load float, float* %q, align 4
  %z = fadd float %x, %y
  store float %z, float* %r, align 4
  %iv.next = add nuw nsw i64 %iv, 1
  %done = icmp eq i64 %iv.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
"#,
        "loop",
        expect![[r#"
            illegal: unsafe dependent memory operations in loop. Use #pragma loop distribute(enable) to allow loop distribution to attempt to isolate the offending operations into a separate loop: Backward dependence between `%y = load float, float* %q, align 4` and `store float %z, float* %r, align 4`
        "#]],
    );
}

/// Every access in the loop's parallel access group: no dependence checks
/// (`isAnnotatedParallel`), even for a scatter through loaded indices. One
/// access outside the group keeps the checks.
#[test]
fn annotated_parallel_loop() {
    let body = |group: &str| {
        format!(
            r#"
define void @f(i32* %a, i32* %b) {{
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %iv
  %x = load i32, i32* %pb, align 4, !llvm.access.group !1
  %pa = getelementptr inbounds i32, i32* %a, i64 %iv
  %k = load i32, i32* %pa, align 4, !llvm.access.group !1
  %k64 = sext i32 %k to i64
  %pk = getelementptr inbounds i32, i32* %a, i64 %k64
  store i32 %x, i32* %pk, align 4, !llvm.access.group !{group}
  %iv.next = add nuw nsw i64 %iv, 1
  %done = icmp eq i64 %iv.next, 512
  br i1 %done, label %exit, label %loop, !llvm.loop !0
exit:
  ret void
}}
!0 = distinct !{{!0, !{{!"llvm.loop.parallel_accesses", !1}}}}
!1 = distinct !{{}}
!2 = distinct !{{}}
"#
        )
    };
    check(
        &body("1"),
        "loop",
        expect![[r#"
            legal, widest 32 bits, best VF 1
        "#]],
    );
    check(
        &body("2"),
        "loop",
        expect![[r#"
            illegal: cannot identify array bounds: `store i32 %x, i32* %pk, align 4, !llvm.access.group !2`
        "#]],
    );
}

/// A trapping constant expression in a conditional block: the block cannot
/// be predicated (`blockCanBePredicated`).
#[test]
fn trapping_constant_under_condition() {
    check(
        r#"
@g = global i32 0
define void @f(i32* %a, i32* %c) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %latch ]
  %pc = getelementptr inbounds i32, i32* %c, i64 %iv
  %t = load i32, i32* %pc, align 4
  %cond = icmp slt i32 %t, 100
  br i1 %cond, label %then, label %latch
then:
  %pa = getelementptr inbounds i32, i32* %a, i64 %iv
  store i32 sdiv (i32 1, i32 ptrtoint (i32* @g to i32)), i32* %pa, align 4
  br label %latch
latch:
  %iv.next = add nuw nsw i64 %iv, 1
  %done = icmp eq i64 %iv.next, 1000
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
"#,
        "loop",
        expect![[r#"
            illegal: control flow cannot be substituted for a select (a constant operand may trap): `store i32 sdiv (i32 1, i32 ptrtoint (i32* @g to i32)), i32* %pa, align 4`
        "#]],
    );
}

/// A loop that exits from its header (the latch jumps back): LLVM 14
/// vectorizes it with a scalar remainder, and the exit does not mask the
/// body.
#[test]
fn header_exit() {
    let body = r#"
define void @f(float* noalias %p) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %latch ]
  %gep = getelementptr inbounds float, float* %p, i64 %iv
  %done = icmp eq i64 %iv, 200
  br i1 %done, label %exit, label %body
body:
  %x = load float, float* %gep, align 4
  %y = fmul float %x, 2.0
  store float %y, float* %gep, align 4
  br label %latch
latch:
  %iv.next = add nuw nsw i64 %iv, 1
  br label %loop
exit:
  ret void
}
"#;
    check(
        body,
        "loop",
        expect![[r#"
            legal, widest 32 bits, best VF 8
        "#]],
    );
    let ir = format!("target triple = \"x86_64-unknown-linux-gnu\"\n{body}");
    let mut db = open(&ir);
    let t = db.new_target(&lanes_target::builtin("avx2").unwrap());
    let l = lp(&db, "f", "loop");
    let p = lanes_vec::predication(&db, l, 8, false);
    assert!(p.masks.is_empty(), "{:?}", p.masks);
    let cost = lanes_vec::vplan_cost(&db, l, 8, t).as_ref().unwrap();
    assert!(cost.text().contains("branch-on-count"), "{}", cost.text());
}

/// `%sphi` is `zext` of the next value of an `i8` IV: an induction
/// `{zext %t, +, 1}` only while the `i8` IV does not wrap, which LLVM
/// checks at run time (a SCEV predicate). Under `optsize` that check is
/// not allowed.
#[test]
fn induction_under_a_no_wrap_predicate() {
    let body = r#"
define void @f(i8 %t, i32 %len, i32* noalias %A) ATTRS {
entry:
  %ext = zext i8 %t to i32
  br label %loop
loop:
  %idx = phi i8 [ %t, %entry ], [ %idx.inc, %loop ]
  %n = phi i32 [ 0, %entry ], [ %n.inc, %loop ]
  %sphi = phi i32 [ %ext, %entry ], [ %idx.inc.ext, %loop ]
  %ptr = getelementptr inbounds i32, i32* %A, i32 %n
  store i32 %sphi, i32* %ptr, align 4
  %idx.inc = add i8 %idx, 1
  %idx.inc.ext = zext i8 %idx.inc to i32
  %n.inc = add nuw nsw i32 %n, 1
  %c = icmp ult i32 %n, %len
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
"#;
    check(
        &body.replace(" ATTRS", ""),
        "loop",
        expect![[r#"
        legal, widest 32 bits, best VF 8
    "#]],
    );
    check(
        &body.replace("ATTRS", "optsize"),
        "loop",
        expect![[r#"
        illegal: runtime SCEV checks needed, which -Os/-Oz does not allow. Enable vectorization of this loop with '#pragma clang loop vectorize(enable)' when compiling with -Os/-Oz
    "#]],
    );
    // A start that is not the extension of the narrow IV's start: no IV.
    check(
        &body
            .replace(" ATTRS", "")
            .replace("%ext = zext i8 %t to i32", "%ext = sext i8 %t to i32"),
        "loop",
        expect![[r#"
            illegal: value that could not be identified as reduction is used outside the loop (a header phi that is no induction, reduction or first-order recurrence): `%sphi = phi i32 [ %ext, %entry ], [ %idx.inc.ext, %loop ]`
        "#]],
    );
}

/// `%iv` advances through a sign-extension in register of itself
/// (`ashr exact (shl %iv, 24), 24`): the identity while it fits in `i8`.
#[test]
fn induction_through_a_cast_of_itself() {
    check(
        r#"
define void @f(i64 %n, i32 %step, i32* noalias %p) {
entry:
  br label %loop
loop:
  %for = phi i32 [ 0, %entry ], [ %conv, %loop ]
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %iv = phi i32 [ 0, %entry ], [ %iv.next, %loop ]
  %shl = shl i32 %iv, 24
  %conv = ashr exact i32 %shl, 24
  %gep = getelementptr inbounds i32, i32* %p, i64 %i
  store i32 %for, i32* %gep, align 4
  %iv.next = add nsw i32 %conv, %step
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
"#,
        "loop",
        expect![[r#"
            recurrence %for after %conv sink []
            legal, widest 32 bits, best VF 8
        "#]],
    );
}

/// Addresses based on `undef` still have a stride (SCEV keeps `undef` as
/// one unknown value): a load and a store of the same element are a
/// distance-0 dependence, not an unknown one.
#[test]
fn undef_based_addresses() {
    check(
        r#"
define void @f(i1 %c) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %latch ]
  %p = getelementptr i8, i8* undef, i64 %iv
  %x = load i8, i8* %p, align 1
  br i1 %c, label %then, label %latch
then:
  %y = add i8 %x, 1
  store i8 %y, i8* %p, align 1
  br label %latch
latch:
  %iv.next = add nuw nsw i64 %iv, 1
  %done = icmp eq i64 %iv.next, 1000
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
"#,
        "loop",
        expect![[r#"
            legal, widest 8 bits, best VF 16
        "#]],
    );
}

/// `a[i] = a[b[i]] + a[i + n]`: the symbolic distance would send LAA to
/// run-time checks, but the indexed load has no bounds to check.
#[test]
fn indexed_access_has_no_bounds() {
    check(
        r#"
define void @f(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %bi = getelementptr inbounds i32, i32* %b, i64 %i
  %k = load i32, i32* %bi, align 4
  %k64 = sext i32 %k to i64
  %ak = getelementptr inbounds i32, i32* %a, i64 %k64
  %v = load i32, i32* %ak, align 4
  %in = add nsw i64 %i, %n
  %ain = getelementptr inbounds i32, i32* %a, i64 %in
  %w = load i32, i32* %ain, align 4
  %s = add i32 %v, %w
  %ai = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %s, i32* %ai, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, 1000
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
"#,
        "loop",
        expect![[r#"
            illegal: cannot identify array bounds: `%v = load i32, i32* %ak, align 4`
        "#]],
    );
}

/// A local whose address escapes may be reached through a pointer a call
/// returned: the pair needs a run-time check (and is then vectorized). A
/// local that never escapes needs none.
#[test]
fn escaping_locals_may_alias() {
    let body = |escape: &str| {
        format!(
            r#"
declare void @escape(i32*)
declare i32* @get()
define void @f() {{
entry:
  %buf = alloca [1024 x i32], align 16
  %b = getelementptr inbounds [1024 x i32], [1024 x i32]* %buf, i64 0, i64 0
  {escape}
  %p = call i32* @get()
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pi = getelementptr inbounds i32, i32* %p, i64 %i
  %v = load i32, i32* %pi, align 4
  %bi = getelementptr inbounds i32, i32* %b, i64 %i
  store i32 %v, i32* %bi, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, 1000
  br i1 %c, label %exit, label %loop
exit:
  ret void
}}
"#
        )
    };
    let checks = |escape: &str| {
        let ir = format!(
            "target triple = \"x86_64-unknown-linux-gnu\"\n{}",
            body(escape)
        );
        let db = open(&ir);
        lanes_vec::dependences(&db, lp(&db, "f", "loop")).runtime_checks
    };
    assert_eq!(checks("call void @escape(i32* %b)"), 1);
    assert_eq!(checks(""), 0);
}

/// A math library call that accesses no memory (no `errno`) is its
/// intrinsic (LLVM's `getIntrinsicForCallSite`); with `errno` it is
/// refused with LLVM's advice. `sinf` has no vector instruction on AVX2:
/// it is priced as a call per lane.
#[test]
fn readnone_libcalls_are_intrinsics() {
    let body = |attrs: &str| {
        format!(
            r#"
declare float @sinf(float) {attrs}
define void @f(float* noalias %a, float* noalias %b) {{
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds float, float* %a, i64 %i
  %x = load float, float* %pa, align 4
  %y = call float @sinf(float %x)
  %pb = getelementptr inbounds float, float* %b, i64 %i
  store float %y, float* %pb, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, 1024
  br i1 %c, label %exit, label %loop
exit:
  ret void
}}
attributes #0 = {{ nounwind readnone }}
"#
        )
    };
    check(
        &body("#0"),
        "loop",
        expect![[r#"
            legal, widest 32 bits, best VF 4
        "#]],
    );
    check(
        &body("nounwind"),
        "loop",
        expect![[r#"
        illegal: library call cannot be vectorized. Try compiling with -fno-math-errno, -ffast-math, or similar flags: `%y = call float @sinf(float %x)`
    "#]],
    );
}

/// `!tbaa`: a `float` load and an `int` store of unrelated types need no
/// run-time check; `char` (the omnipotent type) aliases both.
#[test]
fn tbaa_separates_unrelated_types() {
    let body = |store_tag: &str| {
        format!(
            r#"
define void @f(float* %a, i32* %b) {{
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds float, float* %a, i64 %i
  %x = load float, float* %pa, align 4, !tbaa !0
  %y = fptosi float %x to i32
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  store i32 %y, i32* %pb, align 4, !tbaa !{store_tag}
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, 1000
  br i1 %c, label %exit, label %loop
exit:
  ret void
}}
!0 = !{{!1, !1, i64 0}}
!1 = !{{!"float", !2, i64 0}}
!2 = !{{!"omnipotent char", !3, i64 0}}
!3 = !{{!"Simple C/C++ TBAA"}}
!4 = !{{!5, !5, i64 0}}
!5 = !{{!"int", !2, i64 0}}
!6 = !{{!2, !2, i64 0}}
"#
        )
    };
    let checks = |tag: &str| {
        let ir = format!(
            "target triple = \"x86_64-unknown-linux-gnu\"\n{}",
            body(tag)
        );
        let db = open(&ir);
        lanes_vec::dependences(&db, lp(&db, "f", "loop")).runtime_checks
    };
    assert_eq!(checks("4"), 0, "int vs float");
    assert_eq!(checks("6"), 1, "char vs float");
    assert_eq!(checks("0"), 1, "float vs float");
}

/// An outer loop's `parallel_accesses` says nothing about the dependences
/// inside its inner loop (`isAnnotatedParallel` reads the loop's own
/// metadata): `a[j+1] = a[j] + 1` stays unsafe.
#[test]
fn parallel_outer_loop_does_not_make_inner_parallel() {
    let ir = r#"
define void @f(i32* %a, i64 %n, i64 %m) {
entry:
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  br label %loop
loop:
  %j = phi i64 [ 0, %outer ], [ %j.next, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %j
  %v = load i32, i32* %p, align 4, !llvm.access.group !3
  %w = add i32 %v, 1
  %j.next = add nuw nsw i64 %j, 1
  %q = getelementptr inbounds i32, i32* %a, i64 %j.next
  store i32 %w, i32* %q, align 4, !llvm.access.group !3
  %c = icmp eq i64 %j.next, %m
  br i1 %c, label %outer.latch, label %loop, !llvm.loop !5
outer.latch:
  %i.next = add nuw nsw i64 %i, 1
  %c2 = icmp eq i64 %i.next, %n
  br i1 %c2, label %exit, label %outer, !llvm.loop !0
exit:
  ret void
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.parallel_accesses", !3}
!3 = distinct !{}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
"#;
    let v = verdict(ir, "loop");
    assert!(v.contains("unsafe dependent memory operations"), "{v}");
}

/// A loop-invariant load from a global at an index the loop does not know
/// is not read on every lane: it stays under its condition.
#[test]
fn uniform_load_at_unknown_index_is_not_speculated() {
    let ir = |idx: &str| {
        format!(
            r#"
@g = global [16 x i32] zeroinitializer
define void @f(i32* noalias %a, i32* noalias %b, i64 %k, i64 %n) {{
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %c = icmp sgt i32 %v, 0
  br i1 %c, label %then, label %latch
then:
  %pg = getelementptr inbounds [16 x i32], [16 x i32]* @g, i64 0, i64 {idx}
  %x = load i32, i32* %pg, align 4
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  store i32 %x, i32* %pb, align 4
  br label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}}
"#
        )
    };
    let preds = |idx: &str| {
        let text = format!("target triple = \"x86_64-unknown-linux-gnu\"\n{}", ir(idx));
        let db = open(&text);
        let p = lanes_vec::predication(&db, lp(&db, "f", "loop"), 8, false);
        format!("{:?}", p.memory)
    };
    assert_eq!(preds("%k"), "[(0, Unmasked), (1, Masked), (2, Masked)]");
    assert_eq!(preds("0"), "[(0, Unmasked), (1, Speculated), (2, Masked)]");
}

/// `ceil` is the double-precision name (its `l` is no suffix); `lshr (shl
/// x, k), k` is a zero-extension SCEV does not see through, so no IV.
#[test]
fn libcall_names_and_zero_extension_in_register() {
    let v = verdict(
        r#"
declare double @ceil(double) #0
define void @f(double* noalias %a) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds double, double* %a, i64 %i
  %x = load double, double* %p, align 8
  %y = call double @ceil(double %x) #0
  store double %y, double* %p, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, 1024
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
attributes #0 = { nounwind readnone }
"#,
        "loop",
    );
    assert!(v.starts_with("legal"), "{v}");
    let v = verdict(
        r#"
define void @f(i64 %n, i32 %step, i32* noalias %p) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %iv = phi i32 [ 0, %entry ], [ %iv.next, %loop ]
  %shl = shl i32 %iv, 24
  %conv = lshr i32 %shl, 24
  %gep = getelementptr inbounds i32, i32* %p, i64 %i
  store i32 %conv, i32* %gep, align 4
  %iv.next = add nsw i32 %conv, %step
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
"#,
        "loop",
    );
    assert!(v.contains("could not be identified"), "{v}");
}

/// `x[(2*i) | 1]`: an `or` of bits the other operand cannot have is an add,
/// so the access is strided (as SCEV sees it), not indexed.
#[test]
fn or_of_disjoint_bits_is_strided() {
    let ir = r#"target triple = "x86_64-unknown-linux-gnu"
@x = global [64 x i32] zeroinitializer
define void @f() {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %e = shl nuw nsw i64 %i, 1
  %o = or i64 %e, 1
  %p = getelementptr inbounds [64 x i32], [64 x i32]* @x, i64 0, i64 %o
  %v = load i32, i32* %p, align 4
  %w = add i32 %v, 1
  store i32 %w, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, 32
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
"#;
    let db = open(ir);
    let m = lanes_vec::memrefs(&db, lp(&db, "f", "loop"));
    assert_eq!(m[0].class, lanes_vec::AccessClass::Strided(8), "{:?}", m[0]);
}

/// An access of the inner loop at `a[j·s]`, `j` the outer loop's
/// induction: the index is a recurrence of the outer loop stepping by `s`,
/// which LAA versions to 1 all the same (`getStrideFromPointer` does not
/// ask which loop the recurrence is of), a run-time SCEV check that the
/// inner loop's trip count of 8 does not allow.
#[test]
fn symbolic_stride_of_the_outer_loop() {
    check(
        r#"
define void @f(i32* %a, i32* noalias %b, i64 %s, i64 %n) {
entry:
  br label %outer
outer:
  %j = phi i64 [ 0, %entry ], [ %j.next, %outer.latch ]
  %m = mul nsw i64 %j, %s
  br label %loop
loop:
  %i = phi i64 [ 0, %outer ], [ %i.next, %loop ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %m
  %v = load i32, i32* %pa, align 4
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  store i32 %v, i32* %pb, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, 8
  br i1 %c, label %outer.latch, label %loop
outer.latch:
  %j.next = add nuw nsw i64 %j, 1
  %jc = icmp eq i64 %j.next, %n
  br i1 %jc, label %exit, label %outer
exit:
  ret void
}
"#,
        "loop",
        expect![[r#"
            illegal: runtime SCEV checks needed, which a trip count below 16 does not allow. Enable vectorization of this loop with '#pragma clang loop vectorize(enable)' when compiling with -Os/-Oz
        "#]],
    );
}

/// The verdict of `@f`'s first loop in a legality fixture as LLVM 14 and
/// as LLVM 22 answer, side by side.
fn both_profiles(file: &str) -> String {
    let path = format!("{}/tests/data/legality/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    let mut out = String::new();
    for profile in lanes_db::Profile::ALL {
        let mut db = open(&text);
        let options = db.new_options(lanes_db::LayoutPolicy::Auto, None);
        salsa::Setter::to(options.set_profile(&mut db), Some(profile));
        let t = db.new_target(&lanes_target::builtin("avx2").unwrap());
        let l = lp(&db, "f", "loop");
        let best = lanes_vec::best_vf(&db, l, t);
        let ic = lanes_vec::interleave(&db, l, t).ic;
        out += &match best.reason.as_deref() {
            _ if best.vectorized => format!("LLVM {}: VF {}, IC {ic}\n", profile.name(), best.vf),
            r => format!("LLVM {}: {}\n", profile.name(), r.unwrap_or_default()),
        };
    }
    out
}

/// A search loop over a global of known size: LLVM 22 vectorizes it,
/// leaving the vector loop when any lane matches.
#[test]
fn early_exit_search_loop() {
    expect![[r#"
        LLVM 14: could not determine number of loop iterations: `br i1 %c, label %found, label %latch`
        LLVM 22: VF 8, IC 1
    "#]]
    .assert_eq(&both_profiles("early_exit_search.ll"));
}

#[test]
fn early_exit_more_than_one() {
    expect![[r#"
        LLVM 14: could not determine number of loop iterations: `br i1 %c, label %found, label %next`
        LLVM 22: Cannot vectorize early exit loop with more than one early exit
    "#]]
    .assert_eq(&both_profiles("early_exit_two_exits.ll"));
}

#[test]
fn early_exit_with_store() {
    expect![[r#"
        LLVM 14: could not determine number of loop iterations: `br i1 %c, label %found, label %latch`
        LLVM 22: Early exit loop with store but no supported condition load
    "#]]
    .assert_eq(&both_profiles("early_exit_store.ll"));
}

/// A pointer argument of unknown size: the vector loop could read past
/// the element that matches.
#[test]
fn early_exit_potentially_faulting_load() {
    expect![[r#"
        LLVM 14: could not determine number of loop iterations: `br i1 %c, label %found, label %latch`
        LLVM 22: Auto-vectorization of loops with potentially faulting load is not supported
    "#]]
    .assert_eq(&both_profiles("early_exit_faulting_load.ll"));
}

/// LLVM checks the instructions (header phis first) before it asks for the
/// exit count, so a phi that is no reduction is the first reason of a loop
/// that SCEV cannot count either (`canVectorize`, both versions).
#[test]
fn first_reason_phi_before_trip_count() {
    expect![[r#"
        LLVM 14: value that could not be identified as reduction is used outside the loop (a header phi that is no induction, reduction or first-order recurrence): `%x = phi i32 [ 1, %entry ], [ %y, %latch ]`
        LLVM 22: value that could not be identified as reduction is used outside the loop (a header phi that is no induction, reduction or first-order recurrence): `%x = phi i32 [ 1, %entry ], [ %y, %latch ]`
    "#]]
    .assert_eq(&both_profiles("first_reason_phi_before_trip_count.ll"));
}

/// If-conversion (`canVectorizeWithIfConvert`) is checked before the
/// instructions: a call that may write memory under a condition is
/// "control flow cannot be substituted for a select" before it is a call
/// that cannot be vectorized.
#[test]
fn first_reason_if_convert_before_call() {
    expect![[r#"
        LLVM 14: control flow cannot be substituted for a select (a call that may access memory or throw cannot be masked): `%s = call float @sqrtf(float %v)`
        LLVM 22: control flow cannot be substituted for a select (a call that may access memory or throw cannot be masked): `%s = call float @sqrtf(float %v)`
    "#]]
    .assert_eq(&both_profiles("first_reason_if_convert_before_call.ll"));
}

/// A loop without an induction is refused at the end of the instruction
/// checks, before its exit count.
#[test]
fn first_reason_no_induction() {
    expect![[r#"
        LLVM 14: loop induction variable could not be identified
        LLVM 22: loop induction variable could not be identified
    "#]]
    .assert_eq(&both_profiles("first_reason_no_induction.ll"));
}

/// An integer update under a select is a reduction in LLVM 22 with the
/// phi as the select's false operand, in neither version with the phi as
/// the true operand.
#[test]
fn conditional_integer_add_both_profiles() {
    expect![[r#"
        LLVM 14: value that could not be identified as reduction is used outside the loop (a header phi that is no induction, reduction or first-order recurrence): `%s = phi i32 [ 0, %entry ], [ %s2, %loop ]`
        LLVM 22: VF 8, IC 4
        LLVM 14: value that could not be identified as reduction is used outside the loop (a header phi that is no induction, reduction or first-order recurrence): `%s = phi i32 [ 0, %entry ], [ %s2, %loop ]`
        LLVM 22: value that could not be identified as reduction is used outside the loop (a header phi that is no induction, reduction or first-order recurrence): `%s = phi i32 [ 0, %entry ], [ %s2, %loop ]`
    "#]]
    .assert_eq(
        &(both_profiles("conditional_add_int_phi_false_operand.ll")
            + &both_profiles("conditional_add_int_phi_true_operand.ll")),
    );
}

/// A reduction's value stored to a loop-invariant address: LLVM 22 takes
/// the store as the reduction's (`IntermediateStore`) and vectorizes
/// unless the store is conditional or its address is computed in the
/// loop; LLVM 14 takes no store in a reduction chain; storing the phi's
/// value is no reduction in either.
#[test]
fn reduction_stored_to_invariant_address_both_profiles() {
    expect![[r#"
        LLVM 14: value that could not be identified as reduction is used outside the loop (a header phi that is no induction, reduction or first-order recurrence): `%r = phi i32 [ 0, %entry ], [ %red, %loop ]`
        LLVM 22: VF 8, IC 4
        LLVM 14: value that could not be identified as reduction is used outside the loop (a header phi that is no induction, reduction or first-order recurrence): `%r = phi i32 [ 0, %entry ], [ %red, %latch ]`
        LLVM 22: write of conditional recurring variant value to a loop invariant address could not be vectorized: `store i32 %red, ptr %inv.out, align 4`
        LLVM 14: value that could not be identified as reduction is used outside the loop (a header phi that is no induction, reduction or first-order recurrence): `%r = phi i32 [ 0, %entry ], [ %red, %loop ]`
        LLVM 22: write to a loop invariant address could not be vectorized: `store i32 %red, ptr %q, align 4`
        LLVM 14: value that could not be identified as reduction is used outside the loop (a header phi that is no induction, reduction or first-order recurrence): `%r = phi i32 [ 0, %entry ], [ %red, %loop ]`
        LLVM 22: value that could not be identified as reduction is used outside the loop (a header phi that is no induction, reduction or first-order recurrence): `%r = phi i32 [ 0, %entry ], [ %red, %loop ]`
        LLVM 14: value that could not be identified as reduction is used outside the loop (a header phi that is no induction, reduction or first-order recurrence): `%r = phi i32 [ 0, %entry ], [ %red, %loop ]`
        LLVM 22: VF 8, IC 4
        LLVM 14: value that could not be identified as reduction is used outside the loop (a header phi that is no induction, reduction or first-order recurrence): `%r = phi i32 [ 0, %entry ], [ %red, %loop ]`
        LLVM 22: write to a loop invariant address could not be vectorized: `store i32 %l, ptr %inv.out, align 4`
    "#]].assert_eq(
        &(both_profiles("reduction_invariant_store.ll")
            + &both_profiles("reduction_invariant_store_conditional.ll")
            + &both_profiles("reduction_invariant_store_address_in_loop.ll")
            + &both_profiles("reduction_invariant_store_phi_value.ll")
            + &both_profiles("reduction_invariant_store_after_dead_store.ll")
            + &both_profiles("reduction_invariant_store_then_other_store.ll")),
    );
}

/// `computeMaxVF` refuses a loop SCEV counts one iteration ("loop trip
/// count is one") before its `-Os` checks, under both versions.
#[test]
fn first_reason_single_iteration() {
    expect![[r#"
        LLVM 14: loop trip count is one, irrelevant for vectorization
        LLVM 22: loop trip count is one, irrelevant for vectorization
    "#]]
    .assert_eq(&both_profiles("first_reason_single_iteration.ll"));
}

/// LLVM weighs the run-time checks only once a VF is chosen: under `-Os`
/// the checks refuse first, and a loop no VF pays for is "not
/// beneficial" before it has too many checks, under both versions.
#[test]
fn first_reason_runtime_check_count_after_plan() {
    expect![[r#"
        LLVM 14: runtime pointer checks needed. Enable vectorization of this loop with '#pragma clang loop vectorize(enable)' when compiling with -Os/-Oz (no run-time checks under -Os/-Oz)
        LLVM 22: runtime pointer checks needed. Enable vectorization of this loop with '#pragma clang loop vectorize(enable)' when compiling with -Os/-Oz (no run-time checks under -Os/-Oz)
        LLVM 14: not profitable: best VF 4 costs 62.00 per lane, scalar 11
        LLVM 22: not profitable: best VF 4 costs 62.00 per lane, scalar 11
    "#]].assert_eq(
        &(both_profiles("first_reason_optsize_before_memory_checks.ll")
            + &both_profiles("first_reason_cost_before_memory_checks.ll")),
    );
}

/// A one-block loop ending in a `switch`: LLVM 14 asks for the exit
/// count first (it if-converts only loops of several blocks), LLVM 22
/// refuses the `switch` first.
#[test]
fn first_reason_switch_one_block() {
    expect![[r#"
        LLVM 14: could not determine number of loop iterations: `switch i32 %i, label %loop [
            i32 2096, label %out
            i32 2097, label %out
          ]`
        LLVM 22: loop control flow is not understood by vectorizer: the latch ends in a switch: `switch i32 %i, label %loop [
            i32 2096, label %out
            i32 2097, label %out
          ]`
    "#]]
    .assert_eq(&both_profiles("first_reason_switch_one_block.ll"));
}

/// Terminators other than a branch: an `invoke` (Rust's calls that may
/// unwind) is refused by LLVM 22 as "Loop contains an unsupported
/// terminator", by LLVM 14 in a `switch`'s words, block by block with the
/// predicated blocks (the first block that cannot be if-converted names
/// the reason); a latch that does not end in a branch is control flow
/// LLVM 22 does not understand, asked first.
#[test]
fn terminator_both_profiles() {
    let files = [
        "terminator_invoke.ll",
        "terminator_after_predicated_call.ll",
        "terminator_invoke_latch.ll",
        "terminator_invoke_one_block.ll",
        "unsupported_terminator_invoke.ll",
        "latch_invoke.ll",
    ];
    let out: String = files
        .iter()
        .map(|f| format!("{f}\n{}", both_profiles(f)))
        .collect();
    expect![[r#"
        terminator_invoke.ll
        LLVM 14: loop contains a switch statement: `invoke void @may_throw(i32 %x)
                  to label %body unwind label %lpad`
        LLVM 22: Loop contains an unsupported terminator: `invoke void @may_throw(i32 %x)
                  to label %body unwind label %lpad`
        terminator_after_predicated_call.ll
        LLVM 14: control flow cannot be substituted for a select (a call that may access memory or throw cannot be masked): `call void @g(i32 %x)`
        LLVM 22: control flow cannot be substituted for a select (a call that may access memory or throw cannot be masked): `call void @g(i32 %x)`
        terminator_invoke_latch.ll
        LLVM 14: loop contains a switch statement: `invoke void @may_throw(i32 %x)
                  to label %loop unwind label %lpad`
        LLVM 22: loop control flow is not understood by vectorizer: the latch does not end in a branch: `invoke void @may_throw(i32 %x)
                  to label %loop unwind label %lpad`
        terminator_invoke_one_block.ll
        LLVM 14: instruction cannot be vectorized: `invoke void @may_throw(i32 %x)
                  to label %loop unwind label %lpad`
        LLVM 22: loop control flow is not understood by vectorizer: the latch does not end in a branch: `invoke void @may_throw(i32 %x)
                  to label %loop unwind label %lpad`
        unsupported_terminator_invoke.ll
        LLVM 14: loop contains a switch statement: `invoke void @may_throw(i64 %v)
                  to label %latch unwind label %lpad`
        LLVM 22: Loop contains an unsupported terminator: `invoke void @may_throw(i64 %v)
                  to label %latch unwind label %lpad`
        latch_invoke.ll
        LLVM 14: loop contains a switch statement: `invoke void @may_throw(i64 %v)
                  to label %loop unwind label %lpad`
        LLVM 22: loop control flow is not understood by vectorizer: the latch does not end in a branch: `invoke void @may_throw(i64 %v)
                  to label %loop unwind label %lpad`
    "#]].assert_eq(&out);
}

/// `switch` in the loop body: LLVM 14 refuses every one; LLVM 22
/// if-converts it (a mask per case edge, the join's phis as blends)
/// unless its block leaves the loop. (`opt-22` interleaves
/// `switch_duplicate_successors.ll` by 2: the interleave count is not
/// this test's.)
#[test]
fn switch_both_profiles() {
    let files = [
        "switch_cases.ll",
        "switch_duplicate_successors.ll",
        "switch_case_to_latch.ll",
        "switch_nested.ll",
        "switch_invariant.ll",
        "switch_exiting.ll",
    ];
    let out: String = files
        .iter()
        .map(|f| format!("{f}\n{}", both_profiles(f)))
        .collect();
    expect![[r#"
        switch_cases.ll
        LLVM 14: loop contains a switch statement: `switch i32 %x, label %latch [
            i32 1, label %one
            i32 2, label %two
          ]`
        LLVM 22: VF 8, IC 1
        switch_duplicate_successors.ll
        LLVM 14: loop contains a switch statement: `switch i32 %x, label %other [
            i32 1, label %small
            i32 2, label %small
            i32 3, label %small
            i32 7, label %big
            i32 9, label %other
          ]`
        LLVM 22: VF 8, IC 2
        switch_case_to_latch.ll
        LLVM 14: loop contains a switch statement: `switch i32 %x, label %dflt [
            i32 0, label %latch
            i32 5, label %five
          ]`
        LLVM 22: VF 8, IC 1
        switch_nested.ll
        LLVM 14: loop contains a switch statement: `switch i32 %y, label %latch [
            i32 4, label %four
            i32 8, label %eight
          ]`
        LLVM 22: VF 8, IC 1
        switch_invariant.ll
        LLVM 14: loop contains a switch statement: `switch i32 %k, label %join [
            i32 0, label %zero
            i32 1, label %one
          ]`
        LLVM 22: VF 8, IC 4
        switch_exiting.ll
        LLVM 14: loop contains a switch statement: `switch i32 %x, label %latch [
            i32 1, label %one
            i32 2, label %exit
          ]`
        LLVM 22: Loop contains an unsupported switch: `switch i32 %x, label %latch [
            i32 1, label %one
            i32 2, label %exit
          ]`
    "#]]
    .assert_eq(&out);
}

/// A search loop whose load may fault: LLVM 22 leaves a load of
/// consecutive elements upwards to `processLoop` (refused after legality)
/// and refuses any other stride in legality ("strided fault-only-first
/// load"); LLVM 14 cannot count the early exit.
#[test]
fn early_exit_faulting_load_strides_both_profiles() {
    let out: String = [
        "early_exit_faulting_load.ll",
        "early_exit_faulting_load_stride2.ll",
        "early_exit_faulting_load_reverse.ll",
    ]
    .iter()
    .map(|f| format!("{f}\n{}", both_profiles(f)))
    .collect();
    expect![[r#"
        early_exit_faulting_load.ll
        LLVM 14: could not determine number of loop iterations: `br i1 %c, label %found, label %latch`
        LLVM 22: Auto-vectorization of loops with potentially faulting load is not supported
        early_exit_faulting_load_stride2.ll
        LLVM 14: could not determine number of loop iterations: `br i1 %c, label %found, label %latch`
        LLVM 22: Cannot vectorize early exit loop with strided fault-only-first load
        early_exit_faulting_load_reverse.ll
        LLVM 14: could not determine number of loop iterations: `br i1 %c, label %found, label %latch`
        LLVM 22: Cannot vectorize early exit loop with strided fault-only-first load
    "#]]
    .assert_eq(&out);
}

/// Searches of a global downwards: LLVM 22 proves the load
/// dereferenceable at the constant bound on the count only when the start
/// offset reaches `bound · |step| + size` (`evaluatePtrAddRecAtMaxBTCWillNotWrap`),
/// never down to the first element, and never through a `zext` of a
/// narrow counter SCEV cannot fold without a count; LLVM 14 cannot count
/// the early exit.
#[test]
fn early_exit_reverse_search_both_profiles() {
    let out: String = [
        "early_exit_reverse_to_first_element.ll",
        "early_exit_reverse_above_first_element.ll",
        "early_exit_reverse_zext_index.ll",
    ]
    .iter()
    .map(|f| format!("{f}\n{}", both_profiles(f)))
    .collect();
    expect![[r#"
        early_exit_reverse_to_first_element.ll
        LLVM 14: could not determine number of loop iterations: `br i1 %c, label %found, label %latch`
        LLVM 22: Cannot vectorize early exit loop with strided fault-only-first load
        early_exit_reverse_above_first_element.ll
        LLVM 14: could not determine number of loop iterations: `br i1 %c, label %found, label %latch`
        LLVM 22: VF 8, IC 1
        early_exit_reverse_zext_index.ll
        LLVM 14: could not determine number of loop iterations: `br i1 %c, label %found, label %latch`
        LLVM 22: Cannot vectorize early exit loop with strided fault-only-first load
    "#]]
    .assert_eq(&out);
}

/// A loop of 13 iterations counting down to a `ugt` exit on the counter
/// before its update: SCEV counts it, the trip count is below 16, and the
/// run-time checks it needs are refused under both versions.
#[test]
fn tiny_trip_count_down_checks_both_profiles() {
    expect![[r#"
        LLVM 14: runtime pointer checks needed. Enable vectorization of this loop with '#pragma clang loop vectorize(enable)' when compiling with -Os/-Oz (no run-time checks under a trip count below 16)
        LLVM 22: runtime pointer checks needed. Enable vectorization of this loop with '#pragma clang loop vectorize(enable)' when compiling with -Os/-Oz (no run-time checks under a trip count below 16)
    "#]]
    .assert_eq(&both_profiles("tiny_trip_count_down_checks.ll"));
}

/// Searches whose only bound on the count is what guards the loop: SCEV
/// bounds the latch's exit count by the compares before the loop (clang's
/// range check `n - 1 <u 1000`, `n > 4088` then `n == 0` on a
/// zero-extended `n`), and LLVM 22 proves the loads dereferenceable when
/// the object holds that many elements, not when it holds fewer.
#[test]
fn early_exit_guarded_trip_count_both_profiles() {
    let out: String = [
        "early_exit_guarded_trip_count.ll",
        "early_exit_guarded_trip_count_past_object.ll",
        "early_exit_guarded_zext_bound.ll",
        "early_exit_guarded_zext_bound_past_object.ll",
        "early_exit_guarded_offset_start.ll",
        "early_exit_guarded_offset_start_same_width.ll",
    ]
    .iter()
    .map(|f| format!("{f}\n{}", both_profiles(f)))
    .collect();
    expect![[r#"
        early_exit_guarded_trip_count.ll
        LLVM 14: could not determine number of loop iterations: `br i1 %c, label %found, label %latch`
        LLVM 22: VF 8, IC 1
        early_exit_guarded_trip_count_past_object.ll
        LLVM 14: could not determine number of loop iterations: `br i1 %c, label %found, label %latch`
        LLVM 22: Auto-vectorization of loops with potentially faulting load is not supported
        early_exit_guarded_zext_bound.ll
        LLVM 14: could not determine number of loop iterations: `br i1 %c, label %exit, label %latch`
        LLVM 22: VF 32, IC 1
        early_exit_guarded_zext_bound_past_object.ll
        LLVM 14: could not determine number of loop iterations: `br i1 %c, label %exit, label %latch`
        LLVM 22: Auto-vectorization of loops with potentially faulting load is not supported
        early_exit_guarded_offset_start.ll
        LLVM 14: could not determine number of loop iterations: `br i1 %c, label %exit, label %latch`
        LLVM 22: Auto-vectorization of loops with potentially faulting load is not supported
        early_exit_guarded_offset_start_same_width.ll
        LLVM 14: could not determine number of loop iterations: `br i1 %c, label %exit, label %latch`
        LLVM 22: Auto-vectorization of loops with potentially faulting load is not supported
    "#]]
    .assert_eq(&out);
}

/// Searches whose count only the guards bound (`if (n > N) return 0;`):
/// whether the bound proves the loads depends on the latch's symbolic
/// count `n - c` and on the access's offset and stride, as LLVM 22's SCEV
/// folds them; LLVM 14 counts none of them.
#[test]
fn early_exit_guarded_count_shapes_both_profiles() {
    let out: String = [
        "early_exit_guarded_gep_offset.ll",
        "early_exit_guarded_gep_offset_past_object.ll",
        "early_exit_guarded_inclusive_from_one.ll",
        "early_exit_guarded_count_minus_two.ll",
        "early_exit_guarded_strided_first_byte.ll",
    ]
    .iter()
    .map(|f| format!("{f}\n{}", both_profiles(f)))
    .collect();
    expect![[r#"
        early_exit_guarded_gep_offset.ll
        LLVM 14: could not determine number of loop iterations: `br i1 %c, label %exit, label %latch`
        LLVM 22: VF 8, IC 1
        early_exit_guarded_gep_offset_past_object.ll
        LLVM 14: could not determine number of loop iterations: `br i1 %c, label %exit, label %latch`
        LLVM 22: Auto-vectorization of loops with potentially faulting load is not supported
        early_exit_guarded_inclusive_from_one.ll
        LLVM 14: could not determine number of loop iterations: `br i1 %c, label %exit, label %latch`
        LLVM 22: VF 8, IC 1
        early_exit_guarded_count_minus_two.ll
        LLVM 14: could not determine number of loop iterations: `br i1 %c, label %exit, label %latch`
        LLVM 22: Auto-vectorization of loops with potentially faulting load is not supported
        early_exit_guarded_strided_first_byte.ll
        LLVM 14: could not determine number of loop iterations: `br i1 %c, label %exit, label %latch`
        LLVM 22: Auto-vectorization of early exit loops requiring a scalar epilogue is unsupported
    "#]]
    .assert_eq(&out);
}

/// Loops of at most 12 or 4 iterations by what holds of the bound on entry
/// (a guard, `llvm.assume`, an argument's `range` attribute): below 16,
/// the run-time checks they need are refused under both versions; the
/// same loop with an unbounded count is vectorized with its checks.
#[test]
fn tiny_max_trip_count_checks_both_profiles() {
    let out: String = [
        "tiny_max_trip_count_guard.ll",
        "tiny_max_trip_count_assume.ll",
        "tiny_max_trip_count_range_attr.ll",
        "max_trip_count_no_range_attr.ll",
    ]
    .iter()
    .map(|f| format!("{f}\n{}", both_profiles(f)))
    .collect();
    expect![[r#"
        tiny_max_trip_count_guard.ll
        LLVM 14: runtime pointer checks needed. Enable vectorization of this loop with '#pragma clang loop vectorize(enable)' when compiling with -Os/-Oz (no run-time checks under a trip count below 16)
        LLVM 22: runtime pointer checks needed. Enable vectorization of this loop with '#pragma clang loop vectorize(enable)' when compiling with -Os/-Oz (no run-time checks under a trip count below 16)
        tiny_max_trip_count_assume.ll
        LLVM 14: runtime pointer checks needed. Enable vectorization of this loop with '#pragma clang loop vectorize(enable)' when compiling with -Os/-Oz (no run-time checks under a trip count below 16)
        LLVM 22: runtime pointer checks needed. Enable vectorization of this loop with '#pragma clang loop vectorize(enable)' when compiling with -Os/-Oz (no run-time checks under a trip count below 16)
        tiny_max_trip_count_range_attr.ll
        LLVM 14: runtime pointer checks needed. Enable vectorization of this loop with '#pragma clang loop vectorize(enable)' when compiling with -Os/-Oz (no run-time checks under a trip count below 16)
        LLVM 22: runtime pointer checks needed. Enable vectorization of this loop with '#pragma clang loop vectorize(enable)' when compiling with -Os/-Oz (no run-time checks under a trip count below 16)
        max_trip_count_no_range_attr.ll
        LLVM 14: VF 4, IC 2
        LLVM 22: VF 4, IC 2
    "#]]
    .assert_eq(&out);
}

/// A clamped index `(iv - 1) & (2^32 - 1)` that stays within 32 bits over
/// a constant count of 13: no run-time SCEV check, so the loop is not
/// refused for its trip count below 16 but priced (and found not
/// beneficial), under both versions.
#[test]
fn clamped_index_within_mask_both_profiles() {
    expect![[r#"
        LLVM 14: not profitable: best VF 8 costs emulated (invalid), scalar 10
        LLVM 22: not profitable: best VF 8 costs emulated (invalid), scalar 10
    "#]]
    .assert_eq(&both_profiles(
        "clamped_index_within_mask_tiny_trip_count.ll",
    ));
}

/// A volatile store may not return, so SCEV takes no `nsw` from the
/// update and cannot count `i < n` by 2: "could not determine number of
/// loop iterations" (LLVM 14), "Cannot vectorize uncountable loop" (LLVM
/// 22), before the volatile accesses are looked at; against a
/// zero-extended `int` bound the IV cannot wrap past it, the loop is
/// counted and the volatile load is refused.
#[test]
fn volatile_store_drops_no_wrap_flags_both_profiles() {
    let out: String = [
        "volatile_store_step2_no_wrap_flags.ll",
        "volatile_store_step2_extended_bound.ll",
    ]
    .iter()
    .map(|f| format!("{f}\n{}", both_profiles(f)))
    .collect();
    expect![[r#"
        volatile_store_step2_no_wrap_flags.ll
        LLVM 14: could not determine number of loop iterations: `br i1 %more, label %loop, label %exit`
        LLVM 22: Cannot vectorize uncountable loop
        volatile_store_step2_extended_bound.ll
        LLVM 14: read with atomic ordering or volatile read: `%c = load volatile i64, ptr @count, align 8`
        LLVM 22: read with atomic ordering or volatile read: `%c = load volatile i64, ptr @count, align 8`
    "#]]
    .assert_eq(&out);
}

/// A `minnum`/`maxnum` reduction without fast-math flags: LLVM 14 does
/// not take it; LLVM 22 does (`FMinNum`/`FMaxNum`) and plans a NaN check,
/// unless the loop writes memory (no plan: not beneficial).
#[test]
fn minnum_reduction_both_profiles() {
    expect![[r#"
        LLVM 14: value that could not be identified as reduction is used outside the loop (a header phi that is no induction, reduction or first-order recurrence): `%acc = phi float [ 1.000000e+09, %entry ], [ %min, %loop ]`
        LLVM 22: VF 8, IC 4
        LLVM 14: value that could not be identified as reduction is used outside the loop (a header phi that is no induction, reduction or first-order recurrence): `%acc = phi float [ -1.000000e+09, %entry ], [ %max, %loop ]`
        LLVM 22: no vector plan is built (LLVM 22 cannot rerun a vector iteration that read a NaN in the scalar loop (a write to memory in a loop with a minnum/maxnum reduction))
    "#]].assert_eq(
        &(both_profiles("minnum_reduction.ll")
            + &both_profiles("minnum_reduction_with_store.ll")),
    );
}

/// LLVM 22's plan of a `switch` at VF 8: an `icmp eq` per case, `or`ed
/// for the cases sharing a destination (the case going where the default
/// goes has none), the default's mask the negation of the others', the
/// join's phi a blend of the three edge masks; each compare priced as a
/// vector `icmp`.
#[test]
fn switch_vplan_llvm22() {
    let path = format!(
        "{}/tests/data/legality/switch_duplicate_successors.ll",
        env!("CARGO_MANIFEST_DIR")
    );
    let mut db = open(&std::fs::read_to_string(path).unwrap());
    let options = db.new_options(lanes_db::LayoutPolicy::Auto, None);
    salsa::Setter::to(
        options.set_profile(&mut db),
        Some(lanes_db::Profile::Llvm22),
    );
    let t = db.new_target(&lanes_target::builtin("avx2").unwrap());
    let l = lp(&db, "f", "loop");
    let plan = lanes_vec::printed_vplan_for_vf(&db, l, 8, t);
    let cost = lanes_vec::vplan_cost(&db, l, 8, t).as_ref().unwrap();
    expect![[r#"
        VPlan 'Initial VPlan for VF={2,4,8,16,32},UF>=1' {
        Live-in vp<%0> = vector-trip-count

        <x1> vector loop: {
          loop:
            EMIT vp<%1> = CANONICAL-INDUCTION
            WIDEN-INDUCTION %i = phi 0, %i.next
            CLONE ir<%pa> = getelementptr ir<%a>, ir<%i>
            WIDEN ir<%x> = load ir<%pa>
          Successor(s): small

          small:
            EMIT vp<%2> = icmp eq ir<%x>, ir<1>
            EMIT vp<%3> = icmp eq ir<%x>, ir<2>
            EMIT vp<%4> = or vp<%2>, vp<%3>
            EMIT vp<%5> = icmp eq ir<%x>, ir<3>
            EMIT vp<%6> = or vp<%4>, vp<%5>
            WIDEN ir<%s> = add ir<%x>, ir<10>
          Successor(s): big

          big:
            EMIT vp<%7> = icmp eq ir<%x>, ir<7>
            WIDEN ir<%t> = mul ir<%x>, ir<3>
          Successor(s): other

          other:
            EMIT vp<%8> = or vp<%6>, vp<%7>
            EMIT vp<%9> = not vp<%8>
          Successor(s): join

          join:
            BLEND %v = ir<%s>/vp<%6> ir<%t>/vp<%7> ir<0>/vp<%9>
            CLONE ir<%pb> = getelementptr ir<%b>, ir<%i>
            WIDEN store ir<%pb>, ir<%v>
            EMIT vp<%10> = VF * UF + vp<%1>
            EMIT branch-on-count vp<%10>, vp<%0>
          No successors
        }
        No successors
        }

        loop loop VF 8: total 17, per lane 2.12, scalar 4
             0  EMIT vp<%1> = CANONICAL-INDUCTION
             0  WIDEN-INDUCTION %i = phi 0, %i.next  ; scalar steps (lane 0 only)
             0  CLONE ir<%pa> = getelementptr ir<%a>, ir<%i>  ; one scalar
             1  WIDEN ir<%x> = load ir<%pa>  ; 1 x load 1
             1  EMIT vp<%2> = icmp eq ir<%x>, ir<1>  ; 1 x icmp 1
             1  EMIT vp<%3> = icmp eq ir<%x>, ir<2>  ; 1 x icmp 1
             0  EMIT vp<%4> = or vp<%2>, vp<%3>  ; LLVM 22: mask or, no instruction of the loop
             1  EMIT vp<%5> = icmp eq ir<%x>, ir<3>  ; 1 x icmp 1
             0  EMIT vp<%6> = or vp<%4>, vp<%5>  ; LLVM 22: mask or, no instruction of the loop
             1  WIDEN ir<%s> = add ir<%x>, ir<10>  ; LLVM 14 avx2: add <8 x i32> by a constant 1
             1  EMIT vp<%7> = icmp eq ir<%x>, ir<7>  ; 1 x icmp 1
             4  WIDEN ir<%t> = mul ir<%x>, ir<3>  ; LLVM 14 avx2: mul <8 x i32> by a constant 4
             0  EMIT vp<%8> = or vp<%6>, vp<%7>  ; LLVM 22: mask or, no instruction of the loop
             0  EMIT vp<%9> = not vp<%8>  ; LLVM 22: mask xor, no instruction of the loop
             4  BLEND %v = ir<%s>/vp<%6> ir<%t>/vp<%7> ir<0>/vp<%9>  ; LLVM 22: 2 x blend 2
             0  CLONE ir<%pb> = getelementptr ir<%b>, ir<%i>  ; one scalar
             1  WIDEN store ir<%pb>, ir<%v>  ; 1 x store 1
             1  EMIT vp<%10> = VF * UF + vp<%1>  ; scalar add
             1  EMIT branch-on-count vp<%10>, vp<%0>  ; scalar compare + branch
    "#]]
    .assert_eq(&format!("{}\n{}", plan.print(), cost.text()));
}

/// A store through the pointer an earlier sibling loop left (zlib's
/// `inflate_fast`): an LCSSA phi SCEV keeps opaque, so the bounds are
/// computable and the loop is checked at run time, as `opt -passes=
/// loop-vectorize -mattr=+avx2` (14 and 22) vectorizes it.
#[test]
fn pointer_left_by_a_sibling_loop_has_bounds() {
    expect![[r#"
        LLVM 14: VF 32, IC 4
        LLVM 22: VF 32, IC 4
    "#]]
    .assert_eq(&both_profiles("sibling_exit_pointer.ll"));
}

/// Accesses to different members of one struct type told apart by their
/// struct-path TBAA tags, unless a `char` access merges their alias sets;
/// a volatile store found by LAA only once the exit count is known; an
/// index extending a narrow induction that may wrap, an induction under a
/// SCEV predicate, which then forbids other values after the loop. The
/// same rules in both profiles, each checked with its `opt`
/// (`llvm_verdicts.rs`).
#[test]
fn alias_sets_volatile_and_predicated_live_outs_both_profiles() {
    let files = [
        "struct_fields_tbaa.ll",
        "struct_fields_tbaa_width4.ll",
        "struct_fields_char_access.ll",
        "volatile_store_counted.ll",
        "volatile_store_uncountable.ll",
        "induction_shifted_sext_wrapping.ll",
        "induction_shifted_sext_live_out.ll",
        "induction_shifted_sext_counted.ll",
        "induction_shifted_sext_odd_start.ll",
    ];
    let out: String = files
        .iter()
        .map(|f| format!("{f}\n{}", both_profiles(f)))
        .collect();
    expect![[r#"
        struct_fields_tbaa.ll
        LLVM 14: not profitable: best VF 4 costs 14.00 per lane, scalar 10
        LLVM 22: not profitable: best VF 8 costs 13.00 per lane, scalar 10
        struct_fields_tbaa_width4.ll
        LLVM 14: VF 4, IC 1
        LLVM 22: VF 4, IC 1
        struct_fields_char_access.ll
        LLVM 14: unsafe dependent memory operations in loop. Use #pragma loop distribute(enable) to allow loop distribution to attempt to isolate the offending operations into a separate loop: Unknown dependence between `%s = load i16, ptr %p, align 4, !tbaa !9` and `store i32 %v, ptr %pv, align 4, !tbaa !15`
        LLVM 22: unsafe dependent memory operations in loop. Use #pragma clang loop distribute(enable) to allow loop distribution to attempt to isolate the offending operations into a separate loop: Unknown dependence between `%s = load i16, ptr %p, align 4, !tbaa !9` and `store i32 %v, ptr %pv, align 4, !tbaa !15`
        volatile_store_counted.ll
        LLVM 14: instruction cannot be vectorized (a volatile or atomic store may read memory): `store volatile i32 %x, ptr %pd, align 4`
        LLVM 22: instruction cannot be vectorized (a volatile or atomic store may read memory): `store volatile i32 %x, ptr %pd, align 4`
        volatile_store_uncountable.ll
        LLVM 14: could not determine number of loop iterations: `br i1 %more, label %loop, label %exit`
        LLVM 22: Cannot vectorize uncountable loop
        induction_shifted_sext_wrapping.ll
        LLVM 14: could not determine number of loop iterations: `br i1 %more, label %loop, label %exit`
        LLVM 22: Cannot vectorize uncountable loop
        induction_shifted_sext_live_out.ll
        LLVM 14: value cannot be used outside the loop (the loop's inductions need a SCEV predicate): `%x = load double, ptr %p, align 8`
        LLVM 22: value cannot be used outside the loop (the loop's inductions need a SCEV predicate): `%x = load double, ptr %p, align 8`
        induction_shifted_sext_counted.ll
        LLVM 14: VF 4, IC 4
        LLVM 22: VF 4, IC 4
        induction_shifted_sext_odd_start.ll
        LLVM 14: value that could not be identified as reduction is used outside the loop (a header phi that is no induction, reduction or first-order recurrence): `%j = phi i64 [ %j.next, %loop ], [ 1, %entry ]`
        LLVM 22: value that could not be identified as reduction is used outside the loop (a header phi that is no induction, reduction or first-order recurrence): `%j = phi i64 [ %j.next, %loop ], [ 1, %entry ]`
    "#]].assert_eq(&out);
}

/// The addresses of `@f`'s first loop's accesses in a legality fixture as
/// LLVM 14 and as LLVM 22 see them, side by side.
fn addresses_both_profiles(file: &str) -> String {
    let path = format!("{}/tests/data/legality/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    let mut out = String::new();
    for profile in lanes_db::Profile::ALL {
        let mut db = open(&text);
        let options = db.new_options(lanes_db::LayoutPolicy::Auto, None);
        salsa::Setter::to(options.set_profile(&mut db), Some(profile));
        for m in lanes_vec::memrefs(&db, lp(&db, "f", "loop")).iter() {
            let address = m.address.as_deref().unwrap_or("?");
            out += &format!(
                "  LLVM {} #{}: {:?}, {address}\n",
                profile.name(),
                m.id.index(),
                m.class
            );
        }
    }
    out
}

/// Running offsets (`y[iy] *= a; iy += incy`, clang's `iy` widened to
/// `i64` stepping by `sext(incy)`): both LLVMs version `incy == 1`, the
/// accesses are consecutive (the address says so) and the loop vectorizes.
/// With `incy` cast to `i64` twice only LLVM 22 versions it (LLVM 14
/// finds no unique cast); a step `iy -= incy` and a stride that is the
/// trip count are versioned by neither.
#[test]
fn running_stride_versioned_both_profiles() {
    let mut out = String::new();
    for file in [
        "running_stride_scal.ll",
        "running_stride_dcopy.ll",
        "running_stride_two_casts.ll",
        "running_stride_negated.ll",
        "running_stride_is_trip_count.ll",
    ] {
        out += &format!(
            "{file}:\n{}{}",
            both_profiles(file),
            addresses_both_profiles(file)
        );
    }
    expect![[r#"
        running_stride_scal.ll:
        LLVM 14: VF 8, IC 4
        LLVM 22: VF 8, IC 4
          LLVM 14 #0: UnitStride, 4*{loop} + %y if %incy == 1
          LLVM 14 #1: UnitStride, 4*{loop} + %y if %incy == 1
          LLVM 22 #0: UnitStride, 4*{loop} + %y if %incy == 1
          LLVM 22 #1: UnitStride, 4*{loop} + %y if %incy == 1
        running_stride_dcopy.ll:
        LLVM 14: VF 4, IC 4
        LLVM 22: VF 4, IC 4
          LLVM 14 #0: UnitStride, 8*{loop} + 8*%cond + %x if %incx == 1, %incy == 1
          LLVM 14 #1: UnitStride, 8*{loop} + 8*%cond11 + %y if %incx == 1, %incy == 1
          LLVM 22 #0: UnitStride, 8*{loop} + 8*%cond + %x if %incx == 1, %incy == 1
          LLVM 22 #1: UnitStride, 8*{loop} + 8*%cond11 + %y if %incx == 1, %incy == 1
        running_stride_two_casts.ll:
        LLVM 14: unsafe dependent memory operations in loop. Use #pragma loop distribute(enable) to allow loop distribution to attempt to isolate the offending operations into a separate loop: Unknown dependence between `%v = load float, ptr %p, align 4` and `store float %m, ptr %p, align 4`
        LLVM 22: VF 8, IC 4
          LLVM 14 #0: VariableStrided, 4*%iy + %y
          LLVM 14 #1: VariableStrided, 4*%iy + %y
          LLVM 22 #0: UnitStride, 4*{loop} + %y if %incy == 1
          LLVM 22 #1: UnitStride, 4*{loop} + %y if %incy == 1
        running_stride_negated.ll:
        LLVM 14: unsafe dependent memory operations in loop. Use #pragma loop distribute(enable) to allow loop distribution to attempt to isolate the offending operations into a separate loop: Unknown dependence between `%v = load float, ptr %p, align 4` and `store float %m, ptr %p, align 4`
        LLVM 22: unsafe dependent memory operations in loop. Use #pragma clang loop distribute(enable) to allow loop distribution to attempt to isolate the offending operations into a separate loop: Unknown dependence between `%v = load float, ptr %p, align 4` and `store float %m, ptr %p, align 4`
          LLVM 14 #0: VariableStrided, 4*%iy + %y
          LLVM 14 #1: VariableStrided, 4*%iy + %y
          LLVM 22 #0: VariableStrided, 4*%iy + %y
          LLVM 22 #1: VariableStrided, 4*%iy + %y
        running_stride_is_trip_count.ll:
        LLVM 14: unsafe dependent memory operations in loop. Use #pragma loop distribute(enable) to allow loop distribution to attempt to isolate the offending operations into a separate loop: Unknown dependence between `%v = load float, ptr %p, align 4` and `store float %m, ptr %p, align 4`
        LLVM 22: unsafe dependent memory operations in loop. Use #pragma clang loop distribute(enable) to allow loop distribution to attempt to isolate the offending operations into a separate loop: Unknown dependence between `%v = load float, ptr %p, align 4` and `store float %m, ptr %p, align 4`
          LLVM 14 #0: VariableStrided, 4*%iy + %y
          LLVM 14 #1: VariableStrided, 4*%iy + %y
          LLVM 22 #0: VariableStrided, 4*%iy + %y
          LLVM 22 #1: VariableStrided, 4*%iy + %y
    "#]].assert_eq(&out);
}
