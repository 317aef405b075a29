target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = global [1024 x i32] zeroinitializer, align 16

; `if (n > 1023) return 0; for (long i = 1; i <= n; i++) if (g[i] == k) return i;`
; the latch compares `i`, from 1, with `n`: the symbolic count is `n - 1`,
; and LLVM 22 proves the accesses from byte 4 under `n <= 1023`.
define i64 @f(i64 %n, i32 %k) {
entry:
  %big = icmp sgt i64 %n, 1023
  br i1 %big, label %exit, label %ph
ph:
  %some = icmp sgt i64 %n, 0
  br i1 %some, label %loop, label %exit
loop:
  %i = phi i64 [ %i.next, %latch ], [ 1, %ph ]
  %p = getelementptr inbounds i32, ptr @g, i64 %i
  %x = load i32, ptr %p, align 4
  %c = icmp eq i32 %x, %k
  br i1 %c, label %exit, label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i, %n
  br i1 %done, label %exit, label %loop
exit:
  %r = phi i64 [ 0, %entry ], [ -1, %ph ], [ %i, %loop ], [ -1, %latch ]
  ret i64 %r
}
