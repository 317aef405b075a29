; Typed-pointer twin of `exit_count_ult_step2_finite_with_store.ll` for
; LLVM 14's `opt` (which crashes on the opaque-pointer file).
; `for (unsigned i = 0; i < n; i += 2) { d[i] = a[i]; d[i + 1] = -a[i + 1]; }` in C (the loop
; `llvm.loop.mustprogress`): the `i32` update has no no-wrap flag, so
; `i + 2 < n` is counted only because the loop must make progress: with a
; step that is a power of two, a wrapping IV would revisit its values and
; the loop would run forever. The plain store does not stop that:
; `loopHasNoSideEffects` lets non-atomic, non-volatile stores pass. Both
; versions count the exit and vectorize.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@ga = global [4096 x i32] zeroinitializer
@gd = global [4096 x i32] zeroinitializer

define void @f(i32 %n) {
entry:
  br label %body

body:
  %iv = phi i32 [ 0, %entry ], [ %iv.next, %body ]
  %x = zext i32 %iv to i64
  %a = getelementptr inbounds [4096 x i32], [4096 x i32]* @ga, i64 0, i64 %x
  %v = load i32, i32* %a, align 4
  %d = getelementptr inbounds [4096 x i32], [4096 x i32]* @gd, i64 0, i64 %x
  store i32 %v, i32* %d, align 4
  %x1 = add nuw nsw i64 %x, 1
  %a1 = getelementptr inbounds [4096 x i32], [4096 x i32]* @ga, i64 0, i64 %x1
  %v1 = load i32, i32* %a1, align 4
  %w1 = sub i32 0, %v1
  %d1 = getelementptr inbounds [4096 x i32], [4096 x i32]* @gd, i64 0, i64 %x1
  store i32 %w1, i32* %d1, align 4
  %iv.next = add i32 %iv, 2
  %c = icmp ugt i32 %n, %iv.next
  br i1 %c, label %body, label %exit, !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
