target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = global [1024 x i32] zeroinitializer, align 16

; `if (n > 301) return 0; for (long i = 1; i < n; i++) if (g[2 * (i - 1)] == k) return i;`
; the symbolic count is `n - 2`, yet LLVM 22 proves an access from the
; global's first byte that steps by more than its size (then refuses the
; group's gap, which needs a scalar epilogue).
define i64 @f(i64 %n, i32 %k) {
entry:
  %big = icmp sgt i64 %n, 301
  br i1 %big, label %exit, label %ph
ph:
  %some = icmp sgt i64 %n, 1
  br i1 %some, label %loop, label %exit
loop:
  %i = phi i64 [ %i.next, %latch ], [ 1, %ph ]
  %j = add nsw i64 %i, -1
  %idx = shl nsw i64 %j, 1
  %p = getelementptr inbounds i32, ptr @g, i64 %idx
  %x = load i32, ptr %p, align 4
  %c = icmp eq i32 %x, %k
  br i1 %c, label %exit, label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  %r = phi i64 [ 0, %entry ], [ -1, %ph ], [ %i, %loop ], [ -1, %latch ]
  ret i64 %r
}
