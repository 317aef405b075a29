; target: avx512
; ASCII to upper case in place: a byte store under a range test. AVX-512F
; has no byte masked store, so the store and its `add` run lane by lane
; behind a branch per lane, and the branch costs the extraction of every
; mask bit. LLVM 22's `getScalarizationOverhead` extracts a `vXi1` with
; `movmsk` only below AVX-512; from AVX-512F the mask sits in `k`
; registers and each of its lanes is one `extractelement` (1): VF 64
; costs 235 per 64 lanes against VF 32's 118 per 32, and LLVM 22 picks
; VF 64 (`movmsk` pricing ties them and keeps VF 32).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr noalias %s, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i8, ptr %s, i64 %i
  %c = load i8, ptr %p, align 1
  %d = add i8 %c, -97
  %lower = icmp ult i8 %d, 26
  br i1 %lower, label %then, label %latch
then:
  %u = add nsw i8 %c, -32
  store i8 %u, ptr %p, align 1
  br label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %n
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
