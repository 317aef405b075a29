; The loop of runtime_checks_cost_forked_16.ll over 64 iterations: the
; same checks' cost asks for 24 iterations, and LLVM 22 vectorizes behind
; them. LLVM 14 cannot identify the forked store's bounds.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cfg = type { i32 }

define void @f(i32* %src, i32* %dst, %struct.cfg* %cfg, i32* %aux) #0 {
entry:
  %shift = getelementptr inbounds %struct.cfg, %struct.cfg* %cfg, i64 0, i32 0
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc
  ret void

for.body:                                         ; preds = %entry, %for.inc
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next, %for.inc ]
  %arrayidx = getelementptr inbounds i32, i32* %src, i64 %indvars.iv
  %0 = load i32, i32* %arrayidx, align 4
  %1 = load i32, i32* %shift, align 4
  %cmp1 = icmp sgt i32 %0, %1
  br i1 %cmp1, label %for.inc.sink.split, label %if.else

if.else:                                          ; preds = %for.body
  %sub = sub nsw i32 0, %1
  %cmp9 = icmp slt i32 %0, %sub
  br i1 %cmp9, label %for.inc.sink.split, label %for.inc

for.inc.sink.split:                               ; preds = %if.else, %for.body
  %dst.sink = phi i32* [ %dst, %for.body ], [ %aux, %if.else ]
  %arrayidx5 = getelementptr inbounds i32, i32* %dst.sink, i64 %indvars.iv
  store i32 %0, i32* %arrayidx5, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.inc.sink.split, %if.else
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, 64
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body
}

attributes #0 = { nounwind uwtable "target-cpu"="x86-64" }
