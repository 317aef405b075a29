; Not a reduction in LLVM 14: an integer add under a select
; (`isConditionalRdxPattern` takes fadd/fsub/fmul only).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @f(i32* noalias %a, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s2, %loop ]
  %p = getelementptr inbounds i32, i32* %a, i64 %i
  %x = load i32, i32* %p, align 4
  %c = icmp sgt i32 %x, 0
  %add = add nsw i32 %s, %x
  %s2 = select i1 %c, i32 %add, i32 %s
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret i32 %s2
}
