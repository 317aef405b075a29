target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = global [1024 x i32] zeroinitializer, align 16

; `if (n < 1 || n > 1000) return -1; for (i = 0; i < n; i++) if (g[i] == key) return i;`
; clang's range check `n - 1 <u 1000` bounds the count below 1000.
define i64 @f(i32 %key, i64 %n) {
entry:
  %n.1 = add i64 %n, -1
  %in.range = icmp ult i64 %n.1, 1000
  br i1 %in.range, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i32, ptr @g, i64 %i
  %x = load i32, ptr %p, align 4
  %c = icmp eq i32 %x, %key
  br i1 %c, label %found, label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
found:
  %r = phi i64 [ %i, %loop ]
  ret i64 %r
exit:
  ret i64 -1
}
