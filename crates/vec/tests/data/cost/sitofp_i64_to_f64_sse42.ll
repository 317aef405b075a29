; target: sse42
; No packed i64-to-double conversion on SSE4.2: LLVM 14 prices
; `sitofp <2 x i64> to <2 x double>` lane by lane, and the loop stays
; scalar (AVX2 vectorizes it: its table has a cheaper sequence).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(i64* noalias %a, double* noalias %b, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds i64, i64* %a, i64 %i
  %x = load i64, i64* %pa, align 8
  %c = sitofp i64 %x to double
  %pb = getelementptr inbounds double, double* %b, i64 %i
  store double %c, double* %pb, align 8
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}
