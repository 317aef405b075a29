; target: sse2
; A load and a store under a branch on a loop-invariant condition. LLVM
; (14 and 22) predicates every block that does not dominate the latch
; (`blockNeedsPredication`), whatever its condition: without a masked
; load on plain x86-64 (`isLegalMaskedLoad`) the load runs lane by lane
; and is priced out of reach (`useEmulatedMaskMemRefHack`). Not vectorized
; by either `opt`.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr noalias %a, ptr noalias %b, i64 %n, i32 %c) {
entry:
  %t = icmp sgt i32 %c, 3
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  br i1 %t, label %then, label %latch
then:
  %pb = getelementptr inbounds i32, ptr %b, i64 %i
  %x = load i32, ptr %pb, align 4
  %y = add nsw i32 %x, 1
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 %y, ptr %pa, align 4
  br label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %n
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
