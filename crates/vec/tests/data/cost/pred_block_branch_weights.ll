; A block the branch weights say runs once in 1001 iterations. LLVM 22
; divides its cost by its frequency (`getPredBlockCostDivisor`, from
; `BlockFrequencyInfo`), so the scalar loop costs little more than its
; load and store and vectorizing does not pay; LLVM 14 halves every
; conditional block and vectorizes.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr noalias %a, ptr noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %pa = getelementptr inbounds float, ptr %a, i64 %i
  %x = load float, ptr %pa, align 4
  %c = fcmp ogt float %x, 0.0
  br i1 %c, label %then, label %latch, !prof !0
then:
  %y1 = fmul float %x, 3.0
  %y2 = fadd float %y1, 1.0
  %y3 = fmul float %y2, %y1
  %y4 = fadd float %y3, %y2
  %y5 = fmul float %y4, %y3
  %y6 = fadd float %y5, %y4
  br label %latch
latch:
  %r = phi float [ %y6, %then ], [ %x, %loop ]
  %pb = getelementptr inbounds float, ptr %b, i64 %i
  store float %r, ptr %pb, align 4
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %n
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
!0 = !{!"branch_weights", i32 1, i32 1000}
