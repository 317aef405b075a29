; target: sse2
; A count of non-null pointers. LLVM 22's `getCmpSelInstrCost` prices an
; `icmp` of pointers by no table (the type is no integer or
; floating-point vector): one instruction per legal part, 1 for
; `<2 x ptr>` on SSE2, and vectorizes at VF 2 IC 2. Profile 14 keeps the
; `sse2` target's row (9, as for `i64`) and the loop scalar, as LLVM 14
; does.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define i32 @f(ptr noalias %ps, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %cnt = phi i32 [ 0, %entry ], [ %add, %loop ]
  %p = getelementptr inbounds ptr, ptr %ps, i64 %i
  %v = load ptr, ptr %p, align 8
  %c = icmp ne ptr %v, null
  %z = zext i1 %c to i32
  %add = add i32 %cnt, %z
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %n
  br i1 %e, label %exit, label %loop
exit:
  ret i32 %add
}
