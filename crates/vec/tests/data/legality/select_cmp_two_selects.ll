; Not a select-cmp reduction: two selects in the chain.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @f(i32* nocapture readonly %v, float* nocapture readonly %w, i64 %n) {
entry:
  br label %for.body

for.body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %for.body ]
  %r = phi i32 [ 3, %entry ], [ %sel, %for.body ]
  %p = getelementptr inbounds i32, i32* %v, i64 %i
  %x = load i32, i32* %p, align 4
  %q = getelementptr inbounds float, float* %w, i64 %i
  %y = load float, float* %q, align 4
  %c = icmp sgt i32 %x, 3
  %s1 = select i1 %c, i32 7, i32 %r
  %c2 = icmp slt i32 %x, 0
  %sel = select i1 %c2, i32 9, i32 %s1
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %for.body

exit:
  ret i32 %sel
}
