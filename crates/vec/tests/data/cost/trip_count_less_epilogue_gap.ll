; 16 iterations on AVX2 whose loads of `a[2 * i]` and `b[2 * i]` form
; interleave groups missing their last member (`requiresScalarEpilogue`):
; LLVM 22's `clampVFByMaxTripCount` bounds the VF by the trip count less
; the iteration the scalar epilogue runs, 15: VF 8 under 22; LLVM 14
; clamps by 16: VF 16. Both as their `opt`s.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr noalias %d, ptr noalias %a, ptr noalias %b) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i2 = shl nuw nsw i64 %i, 1
  %pa = getelementptr inbounds i16, ptr %a, i64 %i2
  %x = load i16, ptr %pa, align 2
  %pb = getelementptr inbounds i16, ptr %b, i64 %i2
  %y = load i16, ptr %pb, align 2
  %s = call i16 @llvm.sadd.sat.i16(i16 %x, i16 %y)
  %pd = getelementptr inbounds i16, ptr %d, i64 %i
  store i16 %s, ptr %pd, align 2
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 16
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
declare i16 @llvm.sadd.sat.i16(i16, i16)
