; `for (short i = 0; i < n; i += 2) s += a[i]` with an `unsigned short`
; bound: the `short` counter is widened after its update (`sext i16
; %i.next to i32`), which has no `nsw`, so no exact count exists. The
; predicated one does in both versions: `howManyLessThans` widens the IV
; under a no-wrap predicate (`convertSCEVToAddRecWithPredicates`), and the
; bound, `zext i16 %n to i32`, leaves the `i32` IV room for one more step
; (`canIVOverflowOnLT`). Both vectorize with a run-time SCEV check; with
; an `i32` bound (`exit_count_sext_narrow_iv.ll`) LLVM 22 does not.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @f(i16 %n, ptr %a) {
entry:
  %bound = zext i16 %n to i32
  %c0 = icmp eq i16 %n, 0
  br i1 %c0, label %exit, label %body

body:
  %i = phi i16 [ %i.next, %body ], [ 0, %entry ]
  %s = phi i32 [ %s.next, %body ], [ 0, %entry ]
  %ix = sext i16 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %ix
  %v = load i32, ptr %p, align 4
  %s.next = add i32 %s, %v
  %i.next = add i16 %i, 2
  %conv = sext i16 %i.next to i32
  %cmp = icmp slt i32 %conv, %bound
  br i1 %cmp, label %body, label %exit

exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %body ]
  ret i32 %r
}
