; argmin keeping the first index of the minimum: the index is chosen when the element is strictly below the running minimum (icmp ugt of the minimum). LLVM 22 takes both phis as reductions (the minimum read outside its chain, the index a find-last induction), but VPlanTransforms::handleMultiUseReductions pairs them only for a compare that asks for the last index (uge for a minimum): no plan is built and the loop stays scalar ("not beneficial"). LLVM 14 refuses the minimum's phi.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @f(ptr %src, i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %at = phi i64 [ 0, %entry ], [ %at.next, %body ]
  %best = phi i64 [ 2147483647, %entry ], [ %best.next, %body ]
  %p = getelementptr inbounds i16, ptr %src, i64 %i
  %x = load i16, ptr %p, align 2
  %v = zext i16 %x to i64
  %below = icmp ugt i64 %best, %v
  %at.next = select i1 %below, i64 %i, i64 %at
  %best.next = tail call i64 @llvm.umin.i64(i64 %best, i64 %v)
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body

exit:
  ret i64 %at.next
}

declare i64 @llvm.umin.i64(i64, i64)
