target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; `__builtin_assume(n <= 12)` before a copy between buffers that may
; overlap: at most 12 iterations, below 16.
define void @f(ptr %d, ptr %s, i64 %n) {
entry:
  %small = icmp ule i64 %n, 12
  call void @llvm.assume(i1 %small)
  %empty = icmp eq i64 %n, 0
  br i1 %empty, label %exit, label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %ps = getelementptr inbounds i32, ptr %s, i64 %i
  %v = load i32, ptr %ps, align 4
  %w = add i32 %v, 1
  %pd = getelementptr inbounds i32, ptr %d, i64 %i
  store i32 %w, ptr %pd, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

declare void @llvm.assume(i1)
