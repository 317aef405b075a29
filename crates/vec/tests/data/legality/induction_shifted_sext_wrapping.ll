; `for (short i = 0; i < cfg->len; i += 3) ok &= a[i] <= k;`: the index
; `%j = phi [0], [sext(%i.next)]` extends an `i16` induction whose update
; has no `nsw`, so SCEV keeps the extension (`(sext i16 {0,+,3} to i64)`)
; and `isInductionPHI` with `Assume` takes `%j` as the induction
; `{0,+,3}` under a no-wrap predicate (LLVM 14 and 22). The loop is then
; refused for its exit, which compares the same extension: "Cannot
; vectorize uncountable loop" (LLVM 14: "could not determine number of
; loop iterations"), not for `%j`.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @f(ptr %cfg, ptr noalias %a, double %k) {
entry:
  %len = getelementptr inbounds i8, ptr %cfg, i64 8
  %n = load i64, ptr %len, align 8
  %empty = icmp eq i64 %n, 0
  br i1 %empty, label %exit, label %loop

loop:
  %j = phi i64 [ %j.next, %loop ], [ 0, %entry ]
  %i = phi i16 [ %i.next, %loop ], [ 0, %entry ]
  %ok = phi i32 [ %and, %loop ], [ 1, %entry ]
  %p = getelementptr inbounds double, ptr %a, i64 %j
  %x = load double, ptr %p, align 8
  %le = fcmp ole double %x, %k
  %and = select i1 %le, i32 %ok, i32 0
  %i.next = add i16 %i, 3
  %j.next = sext i16 %i.next to i64
  %more = icmp ugt i64 %n, %j.next
  br i1 %more, label %loop, label %exit

exit:
  %r = phi i32 [ 1, %entry ], [ %and, %loop ]
  ret i32 %r
}
