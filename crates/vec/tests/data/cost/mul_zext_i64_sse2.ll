; target: sse2
; A sum of products of two `u32` arrays widened to `u64`, on plain x86-64.
; LLVM 14 prices `mul <2 x i64>` at 7 (three `pmuludq` and shifts) and keeps
; the loop scalar; LLVM 22's `getArithmeticInstrCost` sees both operands
; zero-extended from 32 bits (`minRequiredElementSize`) and prices one
; `pmuludq`, 1, and vectorizes at VF 2.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define i64 @f(ptr noalias %b, ptr noalias %c) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s.next, %loop ]
  %pb = getelementptr inbounds i32, ptr %b, i64 %i
  %x = load i32, ptr %pb, align 4
  %pc = getelementptr inbounds i32, ptr %c, i64 %i
  %y = load i32, ptr %pc, align 4
  %xw = zext i32 %x to i64
  %yw = zext i32 %y to i64
  %m = mul nuw i64 %xw, %yw
  %s.next = add i64 %m, %s
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 1024
  br i1 %e, label %exit, label %loop
exit:
  ret i64 %s.next
}
