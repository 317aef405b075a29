; A search of a global array downwards that stops above its first element
; (`for (long i = 255; i > 0; i--) if (g[i] == k) return i;`): the latch
; exit counts 254 iterations (SCEV `howManyGreaterThans` on the counter
; before its update), the start offset 1020 reaches `254 * 4 + 4`, so
; `evaluatePtrAddRecAtMaxBTCWillNotWrap` holds, the load is dereferenceable
; over the loop and LLVM 22 vectorizes it. LLVM 14 cannot count the early
; exit.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = global [256 x i32] zeroinitializer, align 16

define i64 @f(i32 %k) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 255, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds [256 x i32], ptr @g, i64 0, i64 %i
  %v = load i32, ptr %p, align 4
  %c = icmp eq i32 %v, %k
  br i1 %c, label %found, label %latch

latch:
  %i.next = add nsw i64 %i, -1
  %e = icmp ugt i64 %i, 1
  br i1 %e, label %loop, label %exit

found:
  ret i64 %i

exit:
  ret i64 -1
}
