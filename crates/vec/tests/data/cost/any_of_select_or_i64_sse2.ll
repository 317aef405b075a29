; target: sse2
; An any-of flag over `i64` elements, `select %k, true, %acc`. LLVM 22's
; plan replaces an any-of reduction's select by an `or` of the phi and the
; compare, a `VPInstruction` of no IR instruction that costs 0, and
; vectorizes at VF 2; LLVM 14 prices the select with its `sse2` row and
; the `icmp <2 x i64>` at 9, and refuses.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define i1 @f(ptr noalias %a, i64 %key, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i1 [ false, %entry ], [ %s, %loop ]
  %pa = getelementptr inbounds i64, ptr %a, i64 %i
  %x = load i64, ptr %pa, align 8
  %k = icmp eq i64 %x, %key
  %s = select i1 %k, i1 true, i1 %acc
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %n
  br i1 %e, label %exit, label %loop
exit:
  ret i1 %s
}
