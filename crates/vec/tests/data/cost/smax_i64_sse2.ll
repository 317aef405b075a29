; target: sse2
; No pcmpgtq or blendv before SSE4.2/SSE4.1: LLVM 14 prices a compare of
; `<2 x i64>` at 8 and a select at 3 (pand + pandn + por) on plain x86-64,
; and the i64 maximum loop stays scalar (SSE4.2 vectorizes it at VF 2).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(i64* noalias %a, i64* noalias %b, i64* noalias %c, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds i64, i64* %a, i64 %i
  %x = load i64, i64* %pa, align 8
  %pb = getelementptr inbounds i64, i64* %b, i64 %i
  %y = load i64, i64* %pb, align 8
  %gt = icmp sgt i64 %x, %y
  %m = select i1 %gt, i64 %x, i64 %y
  %pc = getelementptr inbounds i64, i64* %c, i64 %i
  store i64 %m, i64* %pc, align 8
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}
