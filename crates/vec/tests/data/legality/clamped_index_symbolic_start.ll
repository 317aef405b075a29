; A store through `and (n - 1 - i), 1023` counting down from a symbolic
; start, against loads through arguments that may alias it: SCEV sees
; `zext(trunc)` of the induction, a recurrence only under a no-wrap
; predicate, which LAA asks for when it needs the store's bounds.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define void @f(i16* %a, i16* %b, i32 %n) {
entry:
  %cmp = icmp sgt i32 %n, 0
  br i1 %cmp, label %ph, label %exit
ph:
  %start = zext i32 %n to i64
  br label %loop
loop:
  %iv = phi i64 [ %start, %ph ], [ %iv.next, %loop ]
  %iv.next = add nsw i64 %iv, -1
  %pb = getelementptr inbounds i16, i16* %b, i64 %iv.next
  %v = load i16, i16* %pb, align 2
  %w = shl i16 %v, 1
  %idx = and i64 %iv.next, 1023
  %pa = getelementptr inbounds i16, i16* %a, i64 %idx
  store i16 %w, i16* %pa, align 2
  %c = icmp ugt i64 %iv, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
