; y = phi [5], [j] with j = {0,+,1}: the start does not continue j backwards, so y is no induction; LLVM 14 takes no recurrence whose previous value is a phi, LLVM 22 follows j to its latch value (a chained recurrence) and vectorizes.
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(i32* noalias %a, i64 %n, i32 %s) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %j = phi i32 [ 0, %entry ], [ %j.next, %loop ]
  %y = phi i32 [ 5, %entry ], [ %j, %loop ]
  %j.next = add i32 %j, 1
  %v = add i32 %y, %j
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %v, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 1024
  br i1 %done, label %exit, label %loop

exit:
  ret void
}
