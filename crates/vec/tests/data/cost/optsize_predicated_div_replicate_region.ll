; A division by a value that may be zero, under a condition, in an
; `optsize` function: the division runs lane by lane under a mask (a
; replicate region of `pred.sdiv` blocks). LLVM 14 prices it and
; vectorizes at VF 8 on AVX2; LLVM 22's `computeBestVF` does not consider
; a VF whose plan has a replicate region when optimizing for size, and
; leaves the loop scalar.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr noalias %a, ptr noalias %b, ptr noalias %d) #0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %pb = getelementptr inbounds i32, ptr %b, i64 %i
  %x = load i32, ptr %pb, align 4
  %pc = getelementptr inbounds i32, ptr %d, i64 %i
  %y = load i32, ptr %pc, align 4
  %k = icmp ne i32 %y, 0
  br i1 %k, label %then, label %latch
then:
  %q = sdiv i32 %x, %y
  br label %latch
latch:
  %v = phi i32 [ %q, %then ], [ %x, %loop ]
  %pa2 = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 %v, ptr %pa2, align 4
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 1024
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
attributes #0 = { optsize }
