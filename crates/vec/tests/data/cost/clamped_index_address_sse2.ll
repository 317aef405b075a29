; target: sse2
; A byte reduction over `b[i & 62]` with `i` stepping by 2: no affine form
; as written, but SCEV's `zext(trunc i to i6)` is the recurrence
; {0,+,2} under the predicate that it does not wrap. LLVM 22's replicate
; recipe asks that SCEV for the scalarized load's address, which X86
; prices at 0 for a constant step, and vectorizes at VF 16; LLVM 14's
; legacy model looks for a `getelementptr` of inductions and invariants,
; charges 10 a lane below AVX2 and keeps the loop scalar.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define i8 @f(ptr noalias %b, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i8 [ 0, %entry ], [ %x, %loop ]
  %rem = and i32 %i, 62
  %idx = zext i32 %rem to i64
  %p = getelementptr inbounds i8, ptr %b, i64 %idx
  %v = load i8, ptr %p, align 1
  %x = xor i8 %v, %acc
  %i.next = add nuw nsw i32 %i, 2
  %e = icmp slt i32 %i.next, %n
  br i1 %e, label %loop, label %exit
exit:
  ret i8 %x
}
