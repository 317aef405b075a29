; target: sse2
; `b[2 i]` and `b[2 i + 1]` over an `i32` index that may wrap: both strides
; are taken under SCEV's no-wrap predicate (`collectConstStrideAccesses`)
; and a full interleave group is kept without a wrap check
; (`analyzeInterleaving`: only groups with gaps are checked). VF 4, IC 2
; by both `opt`s.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr noalias %a, ptr noalias %b, i32 %n) {
entry:
  %wide = zext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %t = trunc i64 %i to i32
  %j = shl i32 %t, 1
  %j1 = add i32 %j, 1
  %k1 = zext i32 %j1 to i64
  %p1 = getelementptr inbounds i32, ptr %b, i64 %k1
  %x1 = load i32, ptr %p1, align 4
  %k0 = zext i32 %j to i64
  %p0 = getelementptr inbounds i32, ptr %b, i64 %k0
  %x0 = load i32, ptr %p0, align 4
  %s = add nsw i32 %x0, %x1
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 %s, ptr %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %wide
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
