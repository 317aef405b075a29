; target: sse2
; An all-of flag over `i64` elements, `select %k, %acc, false` with
; `%k = icmp ne`. LLVM 22's plan turns the any-of reduction's select into
; `or(phi, not %k)` (cost 0) and folds the `not` into the compare, priced
; as `icmp eq <2 x i64>` (5, not `ne`'s 6): VF 2 costs 8 against the
; scalar loop's 10 and LLVM 22 vectorizes; LLVM 14 refuses.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define i1 @f(ptr noalias %a, i64 %key, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i1 [ true, %entry ], [ %s, %loop ]
  %pa = getelementptr inbounds i64, ptr %a, i64 %i
  %x = load i64, ptr %pa, align 8
  %k = icmp ne i64 %x, %key
  %s = select i1 %k, i1 %acc, i1 false
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %n
  br i1 %e, label %exit, label %loop
exit:
  ret i1 %s
}
