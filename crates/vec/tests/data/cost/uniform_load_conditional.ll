; A load of an invariant address in a conditional block: LLVM 14's
; `isUniformMemOp` asks that the block need no predication of its own, so
; the load is scalarized under the mask, which AVX2 emulates
; (`useEmulatedMaskMemRefHack`): no VF is profitable.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(i32* noalias %a, i32* noalias %b, i32* noalias %g, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %x = load i32, i32* %pa, align 4
  %c = icmp sgt i32 %x, 0
  br i1 %c, label %then, label %latch
then:
  %v = load i32, i32* %g, align 4
  %s = add i32 %x, %v
  br label %latch
latch:
  %r = phi i32 [ %s, %then ], [ %x, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  store i32 %r, i32* %pb, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
