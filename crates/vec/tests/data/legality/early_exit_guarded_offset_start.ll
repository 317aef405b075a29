target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = global [4096 x i8] zeroinitializer, align 16

; `if (n > 3000) return 0; for (long i = 1; i < n; i++) if (g[i] < k) return 1;`
; with an `unsigned` n: the guards bound the count by 2998, but LLVM 22
; proves such a bound dereferenceable only from the object's first byte.
define i32 @f(i32 %n, i8 %k) {
entry:
  %big = icmp ugt i32 %n, 3000
  br i1 %big, label %exit, label %ph
ph:
  %n.wide = zext i32 %n to i64
  %empty = icmp ule i32 %n, 1
  br i1 %empty, label %exit, label %loop
latch:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n.wide
  br i1 %done, label %exit, label %loop
loop:
  %i = phi i64 [ %i.next, %latch ], [ 1, %ph ]
  %p = getelementptr inbounds i8, ptr @g, i64 %i
  %x = load i8, ptr %p, align 1
  %c = icmp slt i8 %x, %k
  br i1 %c, label %exit, label %latch
exit:
  %r = phi i32 [ 0, %entry ], [ 1, %ph ], [ 1, %loop ], [ 0, %latch ]
  ret i32 %r
}
