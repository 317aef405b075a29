; i = phi [0, entry], [zext j, latch] with j = {1,+,1}<nuw> an i32 induction: SCEV folds the extension into the recurrence, {1,+,1} in i64, and the phi is that recurrence one iteration late, {0,+,1} (ScalarEvolution createAddRecFromPHI, SCEVShiftRewriter; getZeroExtendExpr with nuw). LLVM 14 and 22 vectorize.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr noalias %src, ptr noalias %dst, i16 %n) {
entry:
  %bound = zext i16 %n to i32
  br label %body

body:
  %j = phi i32 [ %j.next, %body ], [ 1, %entry ]
  %i = phi i64 [ %i.next, %body ], [ 0, %entry ]
  %ps = getelementptr inbounds i8, ptr %src, i64 %i
  %x = load i8, ptr %ps, align 1
  %y = add i8 %x, 1
  %pd = getelementptr inbounds i8, ptr %dst, i64 %i
  store i8 %y, ptr %pd, align 1
  %i.next = zext i32 %j to i64
  %j.next = add nuw nsw i32 %j, 1
  %done = icmp ugt i32 %j.next, %bound
  br i1 %done, label %exit, label %body

exit:
  ret void
}
