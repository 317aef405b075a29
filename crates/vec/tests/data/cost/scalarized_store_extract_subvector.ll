; A stride-2 `i16` store on AVX2, scalarized: LLVM 14 moves the upper
; 128-bit half of the value and of each `<4 x ptr>` down once per lane in
; it, LLVM 22 (`X86TTIImpl::getScalarizationOverhead`) once per half; LLVM
; 14 vectorizes at VF 8, LLVM 22 at VF 16.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr noalias %a, ptr noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i16, ptr %b, i64 %i
  %v = load i16, ptr %pb, align 2
  %w = add i16 %v, 7
  %j = shl nuw nsw i64 %i, 1
  %pa = getelementptr inbounds i16, ptr %a, i64 %j
  store i16 %w, ptr %pa, align 2
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %n
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
