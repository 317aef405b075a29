; target: sse2
; A load of `g[i + 1]` under a condition, `g` a global of 1025 `i32` and
; 1024 iterations. LLVM 22 proves the address dereferenceable on every
; iteration (`isDereferenceableAndAlignedInLoop`: a constant step at least
; the access size off a known object, a non-negative offset that keeps
; the alignment) and loads it unmasked (`SafePointers`); LLVM 14's rule
; takes only a start at the object itself, so the load stays masked, has
; no masked form on plain x86-64 and is priced out of reach. VF 4, IC 2 by
; `opt-22`; not vectorized by `opt` 14.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
@g = global [1025 x i32] zeroinitializer, align 16
define i32 @f(ptr noalias %c) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  %pc = getelementptr inbounds i16, ptr %c, i64 %i
  %k = load i16, ptr %pc, align 2
  %bit = and i16 %k, 1
  %t = icmp eq i16 %bit, 0
  br i1 %t, label %latch, label %then
then:
  %j = add nuw nsw i64 %i, 1
  %pg = getelementptr inbounds [1025 x i32], ptr @g, i64 0, i64 %j
  %x = load i32, ptr %pg, align 4
  %sum = add i32 %acc, %x
  br label %latch
latch:
  %acc.next = phi i32 [ %sum, %then ], [ %acc, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 1024
  br i1 %e, label %exit, label %loop
exit:
  ret i32 %acc.next
}
