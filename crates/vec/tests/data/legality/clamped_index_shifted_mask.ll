; A store through `and i, 62` of an induction stepping by 2 from 0, with
; a `nuw` update, against a load through an argument that may alias it:
; SCEV takes the mask for `zext(trunc(i /u 2) to i5) * 2`, and `i /u 2`
; folds into the recurrence `{0, +, 1}`, so under a no-wrap predicate the
; store has bounds for the run-time check.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define void @f(i32* %a, i32* %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %w = add i32 %v, 1
  %idx = and i64 %i, 62
  %pa = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 %w, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 2
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
