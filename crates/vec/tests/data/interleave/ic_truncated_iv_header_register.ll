; The index of the last minimum (`<=`) of a byte array, AVX2, VF 8: the
; `trunc` of the induction to the `i32` index is, in LLVM 22's plan, a
; widened induction among the header's phis, live from the top of the
; body. At the `umin` five vectors are live (the index, both reduction
; phis, the loaded bytes, the compare): (16 - 1 - 1) / 4 -> IC 2. Counted
; from where the `trunc` is written, four are live: IC 4. LLVM 14 does
; not vectorize the find-last-index reduction.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @f(ptr %a, i32 %n) {
entry:
  %cmp14 = icmp sgt i32 %n, 0
  br i1 %cmp14, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %0 = load i8, ptr %a, align 1
  %wide.trip.count = zext i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %bi.0.lcssa = phi i32 [ 0, %entry ], [ %spec.select13, %for.body ]
  ret i32 %bi.0.lcssa

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %bi.016 = phi i32 [ 0, %for.body.preheader ], [ %spec.select13, %for.body ]
  %best.015 = phi i8 [ %0, %for.body.preheader ], [ %spec.select, %for.body ]
  %arrayidx1 = getelementptr inbounds i8, ptr %a, i64 %indvars.iv
  %1 = load i8, ptr %arrayidx1, align 1
  %cmp3.not = icmp ugt i8 %1, %best.015
  %spec.select = call i8 @llvm.umin.i8(i8 %1, i8 %best.015)
  %2 = trunc i64 %indvars.iv to i32
  %spec.select13 = select i1 %cmp3.not, i32 %bi.016, i32 %2
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body
}

declare i8 @llvm.umin.i8(i8, i8)
