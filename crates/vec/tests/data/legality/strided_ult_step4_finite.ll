; `for (size_t i = 0; i < n; i += 4) s += (char)a[i];` in a loop that must
; make progress (C11: `llvm.loop.mustprogress`) and has no side effects.
; SCEV infers that the IV does not wrap onto itself only for a step that
; is a power of two (`computeExitLimitFromICmp`: FlagNW when the step
; `isPowerOf2`, 14; `isKnownToBeAPowerOfTwo`, 22); with a step of 4
; `howManyLessThans` counts the exit, in LLVM 14 and 22 alike.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i8 @f(i64 %n, ptr %a) {
entry:
  %c0 = icmp eq i64 %n, 0
  br i1 %c0, label %exit, label %body

body:
  %i = phi i64 [ %i.next, %body ], [ 0, %entry ]
  %s = phi i8 [ %s.next, %body ], [ 0, %entry ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load i32, ptr %p, align 4
  %t = trunc i32 %v to i8
  %s.next = add i8 %s, %t
  %i.next = add i64 %i, 4
  %cmp = icmp ult i64 %i.next, %n
  br i1 %cmp, label %body, label %exit, !llvm.loop !0

exit:
  %r = phi i8 [ 0, %entry ], [ %s.next, %body ]
  ret i8 %r
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
