; `for (int i = 0; i < cfg->m; i++) vd[i] = a[i];` with `volatile int *vd`:
; the store may write `cfg->m`, so the bound is loaded again every
; iteration and SCEV cannot count the loop. `canVectorize` asks for the
; exit count ("Cannot vectorize uncountable loop"; LLVM 14's LAA: "could
; not determine number of loop iterations") before LAA scans the memory
; instructions and finds the volatile store, which may read memory and is
; no load ("instruction cannot be vectorized").
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr %vd, ptr %a, ptr %cfg) {
entry:
  %m0 = load i32, ptr %cfg, align 4
  %guard = icmp sgt i32 %m0, 0
  br i1 %guard, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  %x = load i32, ptr %pa, align 4
  %pd = getelementptr inbounds i32, ptr %vd, i64 %i
  store volatile i32 %x, ptr %pd, align 4
  %i.next = add nuw nsw i64 %i, 1
  %m = load i32, ptr %cfg, align 4
  %m64 = sext i32 %m to i64
  %more = icmp slt i64 %i.next, %m64
  br i1 %more, label %loop, label %exit

exit:
  ret void
}
