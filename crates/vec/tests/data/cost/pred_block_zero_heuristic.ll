; target: sse2
; A block under `k == 0` with two divisions. LLVM 14 assumes a
; conditional block runs every other iteration and halves its cost in
; the scalar loop; LLVM 22 weighs it by its frequency
; (`getPredBlockCostDivisor`: header over block, rounded), and
; `BranchProbabilityInfo`'s zero heuristic makes `k == 0` true 12 times in
; 32: the block counts a third, the scalar loop is cheaper and VF 4 no
; longer pays.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr noalias %a, ptr noalias %b, ptr noalias %c) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %pc = getelementptr inbounds i32, ptr %c, i64 %i
  %k = load i32, ptr %pc, align 4
  %pa = getelementptr inbounds float, ptr %a, i64 %i
  %x = load float, ptr %pa, align 4
  %z = icmp eq i32 %k, 0
  br i1 %z, label %then, label %latch
then:
  %y0 = fmul float %x, 3.0
  %y1 = fdiv float %y0, %x
  %y2 = fdiv float %y1, %x
  br label %latch
latch:
  %r = phi float [ %y2, %then ], [ %x, %loop ]
  %pb = getelementptr inbounds float, ptr %b, i64 %i
  store float %r, ptr %pb, align 4
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 1024
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
