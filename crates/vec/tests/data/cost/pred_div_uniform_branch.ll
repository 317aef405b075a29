; A division under a branch on a loop-invariant condition: LLVM
; predicates every conditional block, whatever its condition
; (`blockNeedsPredication`), and runs the division lane by lane
; (`isScalarWithPredication`) instead of as a vector division priced at 20
; scalar ones per lane: VF 8 beats the scalar loop.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(i32* noalias %a, i32* noalias %b, i32 %k, i1 %c) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %x = load i32, i32* %pa, align 4
  br i1 %c, label %then, label %latch

then:
  %d = sdiv i32 %x, %k
  br label %latch

latch:
  %r = phi i32 [ %d, %then ], [ %x, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  store i32 %r, i32* %pb, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 1024
  br i1 %done, label %exit, label %loop

exit:
  ret void
}
