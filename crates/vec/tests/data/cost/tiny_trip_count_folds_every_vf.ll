; A trip count of 12 (below 16) allows no scalar epilogue. The largest
; feasible VF, 8 (the trip count's largest power of two), does not divide
; it, so LLVM 14 folds the tail at every VF (`computeMaxVF`), VF 4 and 2
; too although they divide 12; AVX2 has no masked 8-bit loads, so every
; folded VF emulates them and none is profitable.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(i8* noalias %a, i8* noalias %b) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i8, i8* %b, i64 %i
  %v = load i8, i8* %p, align 1
  %w = add i8 %v, 1
  %q = getelementptr inbounds i8, i8* %a, i64 %i
  store i8 %w, i8* %q, align 1
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 12
  br i1 %done, label %exit, label %loop

exit:
  ret void
}
