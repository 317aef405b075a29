; argmax keeping the last index of the maximum: the running maximum (an llvm.umax) is also compared with each element to choose the index, a find-last induction. LLVM 22 takes the maximum as a reduction read outside its chain (IVD isReductionPHI, min/max with uses outside the chain) and pairs it with the index's reduction (VPlanTransforms::handleMultiUseReductions: the compare selects the induction when the element is at least the maximum, ule). LLVM 14 refuses the maximum's phi.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @f(ptr %src, i64 %n) {
entry:
  br label %body

body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %at = phi i64 [ 0, %entry ], [ %at.next, %body ]
  %best = phi i64 [ 0, %entry ], [ %best.next, %body ]
  %p = getelementptr inbounds i16, ptr %src, i64 %i
  %x = load i16, ptr %p, align 2
  %v = zext i16 %x to i64
  %lower = icmp ugt i64 %best, %v
  %best.next = tail call i64 @llvm.umax.i64(i64 %best, i64 %v)
  %at.next = select i1 %lower, i64 %at, i64 %i
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body

exit:
  ret i64 %at.next
}

declare i64 @llvm.umax.i64(i64, i64)
