; o[i] = sqrtf(fabsf(a[i])) on AVX2, VF 8: `fabs <8 x float>` costs 2
; (`Custom` to `BasicTTIImpl`, twice a legal operation), so the loop costs
; 20, not below `SmallLoopCost`: IC 1 under both LLVMs. At the target's
; `fabs` row of 1 it costs 19 and interleaves 4 times.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr noalias %a, ptr noalias %o, i32 %n) {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds float, ptr %a, i64 %indvars.iv
  %0 = load float, ptr %arrayidx, align 4
  %1 = call float @llvm.fabs.f32(float %0)
  %sqrt = call float @llvm.sqrt.f32(float %1)
  %arrayidx2 = getelementptr inbounds float, ptr %o, i64 %indvars.iv
  store float %sqrt, ptr %arrayidx2, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body
}

declare float @llvm.sqrt.f32(float)
declare float @llvm.fabs.f32(float)
