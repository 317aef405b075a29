; target: sse2
; As `icmp_eq_i64_sse2.ll` with `icmp ugt`: LLVM 22 adds the predicate's
; two instructions (the sign bits flipped on both operands) to the
; compare, 7 in all, and no VF is profitable under either version.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr noalias %a, ptr noalias %b, ptr noalias %c) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i64, ptr %b, i64 %i
  %x = load i64, ptr %pb, align 8
  %pc = getelementptr inbounds i64, ptr %c, i64 %i
  %y = load i64, ptr %pc, align 8
  %k = icmp ugt i64 %x, %y
  %s = select i1 %k, i64 %x, i64 7
  %pa = getelementptr inbounds i64, ptr %a, i64 %i
  store i64 %s, ptr %pa, align 8
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 1024
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
