; The dot product with reassoc alone on the fmuladd: reassociation is all
; the reduction needs (getExactFPMathInst finds none).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define float @f(float* nocapture readonly %a, float* nocapture readonly %b, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %pa = getelementptr inbounds float, float* %a, i64 %i
  %x = load float, float* %pa, align 4
  %pb = getelementptr inbounds float, float* %b, i64 %i
  %y = load float, float* %pb, align 4
  %s.next = tail call reassoc float @llvm.fmuladd.f32(float %x, float %y, float %s)
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret float %s.next
}

declare float @llvm.fmuladd.f32(float, float, float)
