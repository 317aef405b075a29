; b[i] = a[2 · i] + 1 over 64 iterations: the strided load is an interleave
; group of factor 2 without its second member, so LLVM 22 leaves the last
; iteration to a scalar epilogue (`requiresScalarEpilogue`) and its
; interleave count sees 63 iterations: 2 copies at VF 8 (63 / 16), not the
; 4 that 64 would allow. LLVM 14 does not interleave fewer than 128
; iterations: 1.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@ga = global [256 x i32] zeroinitializer, align 16
@gb = global [64 x i32] zeroinitializer, align 16

define void @f() #0 {
entry:
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body
  ret void

for.body:                                         ; preds = %entry, %for.body
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.body ]
  %arrayidx.idx = shl nuw nsw i64 %indvars.iv, 3
  %arrayidx = getelementptr inbounds i8, ptr @ga, i64 %arrayidx.idx
  %0 = load i32, ptr %arrayidx, align 8
  %add = add nsw i32 %0, 1
  %arrayidx2 = getelementptr inbounds i32, ptr @gb, i64 %indvars.iv
  store i32 %add, ptr %arrayidx2, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 64
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body
}

attributes #0 = { nounwind uwtable "target-cpu"="x86-64" }
