; A conditional `i8` store on AVX2 (no masked byte store): each lane is
; stored behind a test of its mask bit. LLVM 14 extracts the bits one by
; one, LLVM 22 takes the mask out with one `vpmovmskb` per 32 lanes and
; vectorizes at VF 32 where LLVM 14 stops at 16.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr noalias %a, ptr noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %pb = getelementptr inbounds i8, ptr %b, i64 %i
  %v = load i8, ptr %pb, align 1
  %c = icmp sgt i8 %v, 0
  br i1 %c, label %then, label %latch
then:
  %pa = getelementptr inbounds i8, ptr %a, i64 %i
  store i8 %v, ptr %pa, align 1
  br label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %n
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
