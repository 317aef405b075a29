target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@count = global i64 0, align 8

; `for (i = 0; i < n; i += 2) if (a[i] < 0) count++;` with a volatile
; `count` and an `int n` zero-extended: the update's flags do not hold
; (a volatile store), but `i < zext n` by 2 cannot wrap past the bound,
; so SCEV counts it and the volatile load is the first refusal.
define void @f(i32 %n, ptr noalias %a) {
entry:
  %pos = icmp sgt i32 %n, 0
  call void @llvm.assume(i1 %pos)
  %n.wide = zext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %x = load i32, ptr %p, align 4
  %neg = icmp slt i32 %x, 0
  br i1 %neg, label %then, label %latch
then:
  %c = load volatile i64, ptr @count, align 8
  %c1 = add nsw i64 %c, 1
  store volatile i64 %c1, ptr @count, align 8
  br label %latch
latch:
  %i.next = add nuw nsw i64 %i, 2
  %more = icmp ult i64 %i.next, %n.wide
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

declare void @llvm.assume(i1)
