; No packed float-to-i64 conversion before AVX-512DQ: LLVM 14 prices
; `fptosi <4 x float> to <4 x i64>` as four scalar conversions plus the
; lane moves (16), more than the scalar loop saves.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(float* noalias %a, i64* noalias %b, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds float, float* %a, i64 %i
  %x = load float, float* %pa, align 4
  %c = fptosi float %x to i64
  %pb = getelementptr inbounds i64, i64* %b, i64 %i
  store i64 %c, i64* %pb, align 8
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}
