target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Swapping `bytes / 8` words of two buffers that may overlap, `bytes` unbounded:
; the run-time checks are planned.
define void @f(ptr %x, ptr %y, i64 %bytes) {
entry:
  %chunks = lshr i64 %bytes, 3
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %px = getelementptr inbounds i64, ptr %x, i64 %i
  %py = getelementptr inbounds i64, ptr %y, i64 %i
  %a = load i64, ptr %px, align 1
  %b = load i64, ptr %py, align 1
  store i64 %b, ptr %px, align 1
  store i64 %a, ptr %py, align 1
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %chunks
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
