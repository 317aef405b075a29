; target: avx2
; An any-of reduction over a widened `i64` induction (`(i & 3) == 1`) at
; VF 8: the induction takes two registers. LLVM 14 keeps it live to its
; update at the latch; LLVM 22's plan drops the update but keeps the
; widened induction live to the end of the loop, where its increment is
; materialised (`calculateRegisterUsageForPlan`). The peak is 5 registers
; under both: IC 2, not the 4 a range ending at the `and` would allow.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @f(i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r = phi i32 [ 0, %entry ], [ %r.next, %loop ]
  %m = and i64 %i, 3
  %c = icmp eq i64 %m, 1
  %r.next = select i1 %c, i32 1, i32 %r
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret i32 %r.next
}
