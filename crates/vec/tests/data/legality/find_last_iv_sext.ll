; Find-last of a sign-extended i32 induction under an fcmp: sext {0,+,1}<nsw> is the i64 recurrence {0,+,1}<nsw>, whose signed range keeps the signed minimum out (FindLastIVSMax).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @f(ptr %a, i32 %n) {
entry:
  br label %for.body

for.body:
  %i = phi i32 [ 0, %entry ], [ %i.next, %for.body ]
  %r = phi i64 [ -1, %entry ], [ %sel, %for.body ]
  %w = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr %a, i64 %w
  %x = load float, ptr %p, align 4
  %c = fcmp ogt float %x, 3.0
  %sel = select i1 %c, i64 %w, i64 %r
  %i.next = add nsw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %for.body

exit:
  ret i64 %sel
}
