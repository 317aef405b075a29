; A load through a select of two `noalias` arguments, the store through a
; third: BasicAA's `aliasSelect` tells the select from the store by its
; arms, so no check is needed and the select needs no bounds.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr noalias %a, ptr noalias %b, ptr noalias %c, ptr noalias %k, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pk = getelementptr inbounds i32, ptr %k, i64 %i
  %kv = load i32, ptr %pk, align 4
  %s = icmp eq i32 %kv, 0
  %pc = getelementptr inbounds double, ptr %c, i64 %i
  %p = select i1 %s, ptr %pc, ptr %b
  %v = load double, ptr %p, align 8
  %pa = getelementptr inbounds double, ptr %a, i64 %i
  store double %v, ptr %pa, align 8
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
