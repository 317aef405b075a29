; `sdiv <4 x i64>` by a splat of 3 has no multiply-high sequence before
; AVX-512: LLVM 14 scalarizes it at 20 per lane (80), which keeps the loop
; scalar on AVX2.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(i64* noalias %a, i64* noalias %b, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds i64, i64* %a, i64 %i
  %x = load i64, i64* %pa, align 8
  %c = sdiv i64 %x, 3
  %pb = getelementptr inbounds i64, i64* %b, i64 %i
  store i64 %c, i64* %pb, align 8
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}
