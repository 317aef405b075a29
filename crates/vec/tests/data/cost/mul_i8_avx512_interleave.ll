; target: avx512
; `mul <64 x i8>` on AVX-512F: LLVM 14 prices every byte multiply on
; 16-bit lanes (extend, `vpmullw`, truncate: 27), LLVM 22 only those of 64
; bits or less, and this one as a custom-lowered operation of a legal type
; (2): the loop is small under LLVM 22 and interleaved 4 times, IC 1 under
; LLVM 14. VF 64 under both.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr noalias %a, ptr noalias %b, ptr noalias %c, i8 %s, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i8, ptr %b, i64 %i
  %x = load i8, ptr %pb
  %pc = getelementptr inbounds i8, ptr %c, i64 %i
  %y = load i8, ptr %pc
  %r = mul i8 %x, %y
  %pa = getelementptr inbounds i8, ptr %a, i64 %i
  store i8 %r, ptr %pa
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}
