; A forked pointer whose arm steps by two elements: LLVM 22 asks every
; pointer of a run-time check not to wrap (`isNoWrap`), and a fork may
; add no SCEV predicate for it, so the bounds are refused as in LLVM 14.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define void @f(float* %a, float* %b, float* %c, i32* noalias %k, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pk = getelementptr inbounds i32, i32* %k, i64 %i
  %kv = load i32, i32* %pk, align 4
  %s = icmp sgt i32 %kv, 0
  %pb = getelementptr inbounds float, float* %b, i64 %i
  %i1 = shl nuw nsw i64 %i, 1
  %pc = getelementptr inbounds float, float* %c, i64 %i1
  %p = select i1 %s, float* %pb, float* %pc
  %v = load float, float* %p, align 4
  %w = fadd float %v, 1.0
  %pa = getelementptr inbounds float, float* %a, i64 %i
  store float %w, float* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
