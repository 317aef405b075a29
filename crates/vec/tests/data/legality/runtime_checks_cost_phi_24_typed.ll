; A store through a phi of two pointer inductions (the if-converted
; `*dst = ...` / `*aux = ...`), 24 iterations. LAA visits each incoming
; pointer as an access of its own (`visitPointers`): dst and aux against
; src and cfg, and against each other, five pairs of bounds checks (19).
; LLVM 22: ⌈10 · 19 / 7⌉ = 28, 32 at VF 8, more than 24 iterations:
; "cannot prove it is safe to reorder memory operations". LLVM 14
; vectorizes behind its five checks.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cfg = type { i32 }

define void @f(i32* %src, i32* %dst, %struct.cfg* %cfg, i32* %aux) #0 {
entry:
  %shift = getelementptr inbounds %struct.cfg, %struct.cfg* %cfg, i64 0, i32 0
  br label %do.body

do.body:                                          ; preds = %if.end4, %entry
  %dst.addr.0 = phi i32* [ %dst, %entry ], [ %incdec.ptr5, %if.end4 ]
  %src.addr.0 = phi i32* [ %src, %entry ], [ %incdec.ptr, %if.end4 ]
  %aux.addr.0 = phi i32* [ %aux, %entry ], [ %incdec.ptr6, %if.end4 ]
  %cnt_.0 = phi i32 [ 24, %entry ], [ %dec, %if.end4 ]
  %0 = load i32, i32* %src.addr.0, align 4
  %1 = load i32, i32* %shift, align 4
  %cmp = icmp sgt i32 %0, %1
  br i1 %cmp, label %if.end4.sink.split, label %if.else

if.else:                                          ; preds = %do.body
  %sub = sub nsw i32 0, %1
  %cmp2 = icmp slt i32 %0, %sub
  br i1 %cmp2, label %if.end4.sink.split, label %if.end4

if.end4.sink.split:                               ; preds = %if.else, %do.body
  %aux.addr.0.sink = phi i32* [ %dst.addr.0, %do.body ], [ %aux.addr.0, %if.else ]
  store i32 %0, i32* %aux.addr.0.sink, align 4
  br label %if.end4

if.end4:                                          ; preds = %if.end4.sink.split, %if.else
  %incdec.ptr = getelementptr inbounds i32, i32* %src.addr.0, i64 1
  %incdec.ptr5 = getelementptr inbounds i32, i32* %dst.addr.0, i64 1
  %incdec.ptr6 = getelementptr inbounds i32, i32* %aux.addr.0, i64 1
  %dec = add nsw i32 %cnt_.0, -1
  %tobool.not = icmp eq i32 %dec, 0
  br i1 %tobool.not, label %do.end, label %do.body

do.end:                                           ; preds = %if.end4
  ret void
}

attributes #0 = { nounwind uwtable "target-cpu"="x86-64" }
