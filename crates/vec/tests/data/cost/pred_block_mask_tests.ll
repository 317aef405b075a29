; Two predicated divisions in a block two conditional branches lead to:
; each branch tests every lane's mask bit (LLVM 14's `getInstructionCost`
; of a branch into a block of `PredicatedBBsAfterVectorization`), which
; keeps every VF above the scalar loop's cost.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(i32* noalias %a, i32* noalias %b) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %join ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %x = load i32, i32* %pa, align 4
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %y = load i32, i32* %pb, align 4
  %lo = icmp slt i32 %x, 10
  br i1 %lo, label %div, label %check

check:
  %hi = icmp sgt i32 %x, 90
  br i1 %hi, label %div, label %join

div:
  %q = sdiv i32 %y, %x
  %s = srem i32 %q, %y
  br label %join

join:
  %r = phi i32 [ %s, %div ], [ %x, %check ]
  store i32 %r, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 1024
  br i1 %done, label %exit, label %loop

exit:
  ret void
}
