target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@a = global [16 x i16] zeroinitializer, align 16
@d = global [16 x i16] zeroinitializer, align 16

; `for (unsigned char i = 15; i > 2; i--) d[i - 1] = min(a[i - 1], k);`:
; clang indexes by `(iv - 1) & (2^32 - 1)`, which over the 13 iterations
; stays within 32 bits, so SCEV folds it to `{14,+,-1}` with no run-time
; check and the loop of 13 iterations goes to the cost model.
define i32 @f(i16 %k) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 15, %entry ], [ %iv.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %add, %loop ]
  %sub = add nuw nsw i64 %iv, 4294967295
  %idx = and i64 %sub, 4294967295
  %pa = getelementptr inbounds [16 x i16], [16 x i16]* @a, i64 0, i64 %idx
  %x = load i16, i16* %pa, align 2
  %hit = icmp ugt i16 %x, %k
  %h32 = zext i1 %hit to i32
  %m = call i16 @llvm.umin.i16(i16 %x, i16 %k)
  %pd = getelementptr inbounds [16 x i16], [16 x i16]* @d, i64 0, i64 %idx
  store i16 %m, i16* %pd, align 2
  %add = add nuw nsw i32 %s, %h32
  %iv.next = add nsw i64 %iv, -1
  %more = icmp ugt i64 %iv, 3
  br i1 %more, label %loop, label %exit
exit:
  ret i32 %add
}

declare i16 @llvm.umin.i16(i16, i16)
