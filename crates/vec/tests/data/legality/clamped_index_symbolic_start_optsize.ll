; `a[i & 63]` of an induction counting down from `n - 1`: SCEV sees the
; index as `zext(trunc i to i6)`, a recurrence only under a no-wrap
; predicate (PSE `getAsAddRec`) whatever the symbolic start; under
; `optsize` that run-time SCEV check is not allowed and LLVM 14 refuses.
; target: avx512
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(float* noalias %a, float* noalias %b, i32 %n) optsize {
entry:
  %n.m1 = add i32 %n, -1
  br label %loop

loop:
  %i = phi i32 [ %n.m1, %entry ], [ %i.next, %loop ]
  %c = and i32 %i, 63
  %ix = zext i32 %c to i64
  %pa = getelementptr inbounds float, float* %a, i64 %ix
  %x = load float, float* %pa, align 4
  %i.ext = sext i32 %i to i64
  %pb = getelementptr inbounds float, float* %b, i64 %i.ext
  store float %x, float* %pb, align 4
  %i.next = add nsw i32 %i, -1
  %done = icmp eq i32 %i, 0
  br i1 %done, label %exit, label %loop

exit:
  ret void
}
