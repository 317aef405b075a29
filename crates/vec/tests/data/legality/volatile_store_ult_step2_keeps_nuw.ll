; `for (unsigned long i = 1; i < n; i += 2) acc += a[i];` with a volatile
; `acc`: the volatile store keeps SCEV from taking the update's `nsw`
; (`volatile_store_step2_no_wrap_flags.ll`, where a signed `<` stays
; uncounted), but the recurrence of `i + 2`, from 1 upwards, is still
; `{3,+,2}<nuw>`, and an unsigned `<` on it is counted. Both versions
; then refuse the volatile access, not the count.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@acc = global float 0.000000e+00, align 4

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
  %more = icmp ult i64 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}
