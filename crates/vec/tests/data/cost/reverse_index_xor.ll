; target: avx2
; A reverse store through `xor i64 %i, -1` off `a + n` (instcombine's form
; of `a[n - 1 - i]`): SCEV reads `xor x, -1` as `-1 - x` (`getNotSCEV`),
; so the store is consecutive and reversed under both profiles, not a
; scatter: VF 16, IC 4.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr noalias %a, ptr noalias %b, i64 %n) {
entry:
  %end.a = getelementptr i16, ptr %a, i64 %n
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i16, ptr %b, i64 %i
  %x = load i16, ptr %pb
  %r = xor i64 %i, -1
  %pa = getelementptr i16, ptr %end.a, i64 %r
  store i16 %x, ptr %pa
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}
