; A division under a mask runs lane by lane in a replicate region; its
; divisor, a division by a constant with no other use in the same block,
; is cheaper as scalars inside that region than as a vector division
; (LLVM 14's `computePredInstDiscount`): both run as scalars, and VF 4
; beats the scalar loop.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(i64* noalias %a, i64* noalias %b, i64* noalias %c) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %pa = getelementptr inbounds i64, i64* %a, i64 %i
  %x = load i64, i64* %pa, align 8
  %pb = getelementptr inbounds i64, i64* %b, i64 %i
  %y = load i64, i64* %pb, align 8
  %cond = icmp sgt i64 %x, 0
  br i1 %cond, label %then, label %latch

then:
  %t = udiv i64 %x, 7
  %d = udiv i64 %y, %t
  br label %latch

latch:
  %r = phi i64 [ %d, %then ], [ 0, %loop ]
  %pc = getelementptr inbounds i64, i64* %c, i64 %i
  store i64 %r, i64* %pc, align 8
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 1024
  br i1 %done, label %exit, label %loop

exit:
  ret void
}
