; An unused load of a `double` in an `i32` loop. LLVM 14 counts every
; load's type, so the widest type is 64 bits and VF 4 fills an AVX2
; register; LLVM 22 ignores trivially dead values (`collectValuesToIgnore`)
; and takes VF 8.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr noalias %a, ptr noalias %b, ptr %g) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %unused = load double, ptr %g, align 8
  %pb = getelementptr inbounds i32, ptr %b, i64 %i
  %x = load i32, ptr %pb, align 4
  %y = add i32 %x, 7
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 %y, ptr %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 1024
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
