; Three stores and two loads through five plain pointers, an unknown trip
; count: nine pairs of pointers to check. LLVM 14 refuses more than eight
; (`RuntimeMemoryCheckThreshold`); LLVM 22 counts them no more, it prices
; them, and with no known trip count the checks never outweigh the loop.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cfg = type { i32 }

define void @f(i32* %a, i32* %b, i32* %c, i32* %d, i32* %e, i32 %n) #0 {
entry:
  %cmp25 = icmp sgt i32 %n, 0
  br i1 %cmp25, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds i32, i32* %d, i64 %indvars.iv
  %0 = load i32, i32* %arrayidx, align 4
  %arrayidx2 = getelementptr inbounds i32, i32* %e, i64 %indvars.iv
  %1 = load i32, i32* %arrayidx2, align 4
  %add = add nsw i32 %1, %0
  %arrayidx4 = getelementptr inbounds i32, i32* %a, i64 %indvars.iv
  store i32 %add, i32* %arrayidx4, align 4
  %2 = load i32, i32* %arrayidx, align 4
  %mul = shl nsw i32 %2, 1
  %arrayidx8 = getelementptr inbounds i32, i32* %b, i64 %indvars.iv
  store i32 %mul, i32* %arrayidx8, align 4
  %3 = load i32, i32* %arrayidx2, align 4
  %add11 = add nsw i32 %3, 1
  %arrayidx13 = getelementptr inbounds i32, i32* %c, i64 %indvars.iv
  store i32 %add11, i32* %arrayidx13, align 4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body
}

attributes #0 = { nounwind uwtable "target-cpu"="x86-64" }
