; Refused by LLVM 22 too: the decreasing IV starts at an argument, so its signed range reaches the signed maximum (the sentinel) and, without nuw, its unsigned range the unsigned maximum.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @f(ptr %a, i64 %n, i64 %m) {
entry:
  br label %for.body

for.body:
  %i = phi i64 [ %n, %entry ], [ %i.next, %for.body ]
  %r = phi i64 [ -1, %entry ], [ %sel, %for.body ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %x = load i32, ptr %p, align 4
  %c = icmp sgt i32 %x, 3
  %sel = select i1 %c, i64 %i, i64 %r
  %i.next = add nsw i64 %i, -1
  %done = icmp slt i64 %i.next, %m
  br i1 %done, label %exit, label %for.body

exit:
  ret i64 %sel
}
