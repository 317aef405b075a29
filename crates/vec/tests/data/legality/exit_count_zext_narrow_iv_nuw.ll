; `for (unsigned short i = 0; i < n; i += 3)`, the counter widened after
; its update (`zext i16 %i.next to i32`), the update `nuw`: the zero
; extension of a `nuw` recurrence is one (`getZeroExtendExpr`), which
; cannot wrap, so `howManyLessThans` counts the exit with a step of 3
; (LLVM 14 and 22). Without the flag neither counts it.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @f(i32 %n, ptr %a) {
entry:
  %c0 = icmp eq i32 %n, 0
  br i1 %c0, label %exit, label %body

body:
  %i = phi i16 [ %i.next, %body ], [ 0, %entry ]
  %s = phi i32 [ %s.next, %body ], [ 0, %entry ]
  %ix = zext i16 %i to i64
  %p = getelementptr inbounds double, ptr %a, i64 %ix
  %v = load double, ptr %p, align 8
  %t = fptosi double %v to i32
  %s.next = add i32 %s, %t
  %i.next = add nuw i16 %i, 3
  %conv = zext i16 %i.next to i32
  %cmp = icmp ugt i32 %n, %conv
  br i1 %cmp, label %body, label %exit, !llvm.loop !0

exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %body ]
  ret i32 %r
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
