; A conditional fadd with the phi as the select's true operand:
; `select(c, phi, fadd fast(phi, x))`. LLVM 14 takes it as a reduction;
; LLVM 22 does not ("value that could not be identified as reduction is
; used outside the loop").
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr noalias %a, i64 %n, ptr %out, double %t) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r0 = phi double [ 1.0, %entry ], [ %red1, %loop ]
  %p = getelementptr inbounds double, ptr %a, i64 %i
  %x = load double, ptr %p
  %cmp = fcmp ogt double %x, 1.0
  %upd = fadd fast double %r0, %x
  %red1 = select i1 %cmp, double %r0, double %upd
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  store double %red1, ptr %out
  ret void
}
