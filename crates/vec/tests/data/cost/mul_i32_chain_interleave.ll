; `mul <8 x i32>` costs 2 in LLVM 14's AVX2 table and 4 (`pmulld`) in LLVM
; 22's: four multiplies make the loop cost 20 or more per vector iteration
; under LLVM 22, no longer a small loop, so it is not interleaved (IC 1);
; LLVM 14 interleaves it 4 times. VF 8 under both.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr noalias %a, ptr noalias %b, ptr noalias %c, i32 %s, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, ptr %b, i64 %i
  %x = load i32, ptr %pb
  %pc = getelementptr inbounds i32, ptr %c, i64 %i
  %y = load i32, ptr %pc
  %m1 = mul i32 %x, %y
  %m2 = mul i32 %m1, %x
  %m3 = mul i32 %m2, %y
  %r = mul i32 %m3, %s
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 %r, ptr %pa
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}
