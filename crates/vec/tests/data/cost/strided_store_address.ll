; A store to every fourth element has no interleave group (a store group
; with gaps) and no scatter on AVX2: it is scalarized. LLVM 14 prices the
; scalarization before it knows which values stay scalar
; (`getMemInstScalarizationCost` → `getScalarizationOverhead` →
; `needsExtract`), so the address, computed in the loop, has its lanes
; extracted as well as the stored value: no VF beats the scalar loop.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(i32* noalias %a) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %v = trunc i64 %i to i32
  %j = mul nsw i64 %i, 4
  %p = getelementptr inbounds i32, i32* %a, i64 %j
  store i32 %v, i32* %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 1000
  br i1 %done, label %exit, label %loop

exit:
  ret void
}
