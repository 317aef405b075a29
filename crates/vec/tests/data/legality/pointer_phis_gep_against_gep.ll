; Pointer inductions over two `noalias` arguments, loads at `p + 1` and
; stores at `q + 1`, 8 iterations: both are GEPs, BasicAA tells the phis
; apart and no run-time check is needed.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define void @f(i32* noalias %in, i32* noalias %out) {
entry:
  br label %loop
loop:
  %p = phi i32* [ %in, %entry ], [ %p.next, %loop ]
  %q = phi i32* [ %out, %entry ], [ %q.next, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p1 = getelementptr inbounds i32, i32* %p, i64 1
  %v = load i32, i32* %p1, align 4
  %w = mul i32 %v, 3
  %q1 = getelementptr inbounds i32, i32* %q, i64 1
  store i32 %w, i32* %q1, align 4
  %p.next = getelementptr inbounds i32, i32* %p, i64 1
  %q.next = getelementptr inbounds i32, i32* %q, i64 1
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, 8
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
