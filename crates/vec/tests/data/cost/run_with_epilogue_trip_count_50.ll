; 50 iterations of an `i8` average (`gcc.dg/vect/vect-avg-11.c`), a
; scalar epilogue for the remainder. LLVM 14 compares VFs by their cost
; per lane and takes VF 32; LLVM 22's `isMoreProfitable` compares whole
; runs once the trip count has a constant bound, the epilogue's scalar
; iterations included (`VecCost * (TC / VF) + ScalarCost * (TC % VF)`):
; VF 32 leaves 18 iterations to the scalar loop, VF 16 two.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr noalias %a, ptr noalias %b, ptr noalias %c) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i8, ptr %b, i64 %i
  %x = load i8, ptr %pb, align 1
  %x1 = xor i8 %x, 85
  %xw = zext i8 %x1 to i16
  %pc = getelementptr inbounds i8, ptr %c, i64 %i
  %y = load i8, ptr %pc, align 1
  %yw = zext i8 %y to i16
  %s = add nuw nsw i16 %xw, %yw
  %h = lshr i16 %s, 1
  %t = trunc i16 %h to i8
  %o = or i8 %t, 64
  %pa = getelementptr inbounds i8, ptr %a, i64 %i
  store i8 %o, ptr %pa, align 1
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 50
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
