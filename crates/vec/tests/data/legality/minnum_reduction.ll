; A `minnum` reduction without fast-math flags: LLVM 14 takes no FP
; min/max without no-NaNs ("value that could not be identified as
; reduction is used outside the loop"); LLVM 22 vectorizes it
; (`FMinNum`), leaving the vector loop when a lane reads a NaN.
target triple = "x86_64-unknown-linux-gnu"

define float @f(ptr noalias %a, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 1.0e9, %entry ], [ %min, %loop ]
  %pa = getelementptr inbounds float, ptr %a, i64 %i
  %x = load float, ptr %pa, align 4
  %min = call float @llvm.minnum.f32(float %acc, float %x)
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop

exit:
  ret float %min
}

declare float @llvm.minnum.f32(float, float)
