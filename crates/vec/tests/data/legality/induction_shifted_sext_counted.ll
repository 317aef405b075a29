; The loop of `induction_shifted_sext_live_out.ll` with nothing used
; after it: `%j` is an induction under a no-wrap predicate, which the
; vector loop checks at run time (LLVM 14 and 22 vectorize it).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr noalias %a, ptr noalias %b, i64 %n) {
entry:
  br label %loop

loop:
  %c = phi i64 [ %c.next, %loop ], [ 0, %entry ]
  %j = phi i64 [ %j.next, %loop ], [ 0, %entry ]
  %i = phi i16 [ %i.next, %loop ], [ 0, %entry ]
  %p = getelementptr inbounds double, ptr %a, i64 %j
  %x = load double, ptr %p, align 8
  %q = getelementptr inbounds double, ptr %b, i64 %c
  store double %x, ptr %q, align 8
  %i.next = add i16 %i, 3
  %j.next = sext i16 %i.next to i64
  %c.next = add nuw nsw i64 %c, 1
  %done = icmp eq i64 %c.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}
