; `for (short i = 0; i < cfg->m; i += 2)` with an unsigned bound: the
; `short` counter is widened after its update (`sext i16 %i.next to i32`),
; which has no `nsw`. SCEV folds a sign extension into an add recurrence
; only from an `nsw` one (`getSignExtendExpr`), so neither side of the
; compare is a recurrence and no exact count exists in either version.
; LLVM 14's vectorizer reads the predicated count (`i16` recurrence
; assumed not to wrap, a run-time SCEV check) and vectorizes; LLVM 22 has
; no predicated count for it either: "Cannot vectorize uncountable loop".
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @f(i32 %n, ptr %a) {
entry:
  %c0 = icmp eq i32 %n, 0
  br i1 %c0, label %exit, label %body

body:
  %i = phi i16 [ %i.next, %body ], [ 0, %entry ]
  %s = phi i32 [ %s.next, %body ], [ 0, %entry ]
  %ix = sext i16 %i to i64
  %p = getelementptr inbounds double, ptr %a, i64 %ix
  %v = load double, ptr %p, align 8
  %t = fptosi double %v to i32
  %s.next = add i32 %s, %t
  %i.next = add i16 %i, 2
  %conv = sext i16 %i.next to i32
  %cmp = icmp ugt i32 %n, %conv
  br i1 %cmp, label %body, label %exit, !llvm.loop !0

exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %body ]
  ret i32 %r
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
