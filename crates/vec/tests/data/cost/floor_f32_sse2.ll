; target: sse2
; roundps is SSE4.1: on plain x86-64 LLVM 14 prices `floor` on
; `<4 x float>` as four libm calls plus the inserts and extracts (46), the
; scalar loop's `floor` as a call (10). VF 4 is still a little cheaper
; than four scalar iterations, so LLVM vectorizes at VF 4 (and, the body
; being that large, does not interleave, where SSE4.2's roundps loop is
; interleaved by 2).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(float* noalias %a, float* noalias %b, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds float, float* %a, i64 %i
  %x = load float, float* %pa, align 4
  %r = call float @llvm.floor.f32(float %x)
  %pb = getelementptr inbounds float, float* %b, i64 %i
  store float %r, float* %pb, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

declare float @llvm.floor.f32(float)
