; `smin(%r, %r)`: walking the phi's users, LLVM 14's `AddReductionVar`
; meets the call a second time, which only a phi, compare or select may
; be; the phi is no reduction and the loop is refused.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(i32 %k, i32* %out) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r = phi i32 [ %k, %entry ], [ %m, %loop ]
  %m = call i32 @llvm.smin.i32(i32 %r, i32 %r)
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 1024
  br i1 %done, label %exit, label %loop

exit:
  %m.lcssa = phi i32 [ %m, %loop ]
  store i32 %m.lcssa, i32* %out, align 4
  ret void
}

declare i32 @llvm.smin.i32(i32, i32)
