; The masked induction of induction_and_mask.ll starting at 300: zext(trunc 300 to i8) is not 300, so the predicate is known false.
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(i32* noalias %a, i64 %n, i32 %s) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %x = phi i32 [ 300, %entry ], [ %x.next, %loop ]
  %m = and i32 %x, 255
  %x.next = add nsw i32 %m, 3
  %v = add i32 %x, 0
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %v, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 1024
  br i1 %done, label %exit, label %loop

exit:
  ret void
}
