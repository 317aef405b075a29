; d[i] = b[i] ? (a[i] < 90 ? 38 : (a[i] < 98 ? 29 : 22)) : a[i] on i16 at
; VF 16: the two branches are if-converted, and LLVM 22's plan computes
; their masks as recipes (`not`, a logical `and` as `select`), each a
; vector of i1 live from the top of its block to the blend that reads it.
; At the blend five vectors are live (a[i], the select, two edge masks and
; the compare of b[i]), so the registers allow (16 − 0 − 1) / 4 → 2 copies
; and the store port rule gives 2 / 1 = 2: IC 2. LLVM 14 counts the IR's
; values only (two live at once): IC 4.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(i32 %n, ptr noalias %a, ptr noalias %d, ptr noalias %b) #0 {
entry:
  %cmp30.not = icmp eq i32 %n, 0
  br i1 %cmp30.not, label %exit, label %ph

ph:
  %wide.trip.count = zext i32 %n to i64
  br label %for.body

exit:
  ret void

for.body:
  %iv = phi i64 [ 0, %ph ], [ %iv.next, %join ]
  %pb = getelementptr inbounds i16, ptr %b, i64 %iv
  %vb = load i16, ptr %pb, align 2
  %tobool.not = icmp eq i16 %vb, 0
  %pa = getelementptr inbounds i16, ptr %a, i64 %iv
  %va = load i16, ptr %pa, align 2
  br i1 %tobool.not, label %join, label %cond.true

cond.true:
  %cmp4 = icmp slt i16 %va, 90
  br i1 %cmp4, label %join, label %cond.false

cond.false:
  %cmp10 = icmp ult i16 %va, 98
  %sel = select i1 %cmp10, i16 29, i16 22
  br label %join

join:
  %r = phi i16 [ 38, %cond.true ], [ %sel, %cond.false ], [ %va, %for.body ]
  %pd = getelementptr inbounds i16, ptr %d, i64 %iv
  store i16 %r, ptr %pd, align 2
  %iv.next = add nuw nsw i64 %iv, 1
  %done = icmp eq i64 %iv.next, %wide.trip.count
  br i1 %done, label %exit, label %for.body
}

attributes #0 = { nounwind "target-cpu"="x86-64" }
