target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@acc = global float 0.000000e+00, align 4

; `for (long i = 1; i < n; i += 2) acc += a[i];` with a volatile `acc`:
; a volatile store may not return, so SCEV takes no `nsw` from the
; update and cannot count `i < n` by 2.
define void @f(i64 %n, ptr %a) {
entry:
  %guard = icmp sgt i64 %n, 1
  br i1 %guard, label %loop, label %exit
loop:
  %i = phi i64 [ %i.next, %loop ], [ 1, %entry ]
  %p = getelementptr inbounds float, ptr %a, i64 %i
  %x = load float, ptr %p, align 4
  %v = load volatile float, ptr @acc, align 4
  %s = fadd float %x, %v
  store volatile float %s, ptr @acc, align 4
  %i.next = add nuw nsw i64 %i, 2
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}
