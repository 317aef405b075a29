; A conditional fadd under a select is a reduction in LLVM 14 only when the
; fadd has every fast-math flag (`isConditionalRdxPattern`): here `reassoc`.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define float @f(float* noalias %a, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s2, %loop ]
  %p = getelementptr inbounds float, float* %a, i64 %i
  %x = load float, float* %p, align 4
  %c = fcmp ogt float %x, 0.0
  %add = fadd reassoc float %s, %x
  %s2 = select i1 %c, float %add, float %s
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret float %s2
}
