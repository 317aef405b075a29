; LoopAccessAnalysis numbers accesses in the loop's block order (header,
; then reverse post-order), not the text layout: the `else` block comes
; first, so the store to a[i] is the earlier access and the load of a[i+1]
; the later one, a backward dependence of distance 1 that no VF allows.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(i32* noalias %a, i32* %b, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %c1 = sitofp i64 %i to double
  %c2 = sitofp i64 %i to double
  %cmp = fcmp une double %c1, %c2
  br i1 %cmp, label %then, label %else

then:
  %i1 = add nsw i64 %i, 1
  %pa1 = getelementptr inbounds i32, i32* %a, i64 %i1
  %x = load i32, i32* %pa1, align 4
  br label %latch

else:
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %y = load i32, i32* %pb, align 4
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %y, i32* %pa, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp uge i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}
