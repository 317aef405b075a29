; target: sse2
; `d[i] = b[i] - (char)a[i]` with `a` of `i64` on plain x86-64: two lanes
; at most, so the `i8` load and store move `<2 x i8>`, 16 bits. LLVM 22's
; `X86TTIImpl::getMemoryOpCost` prices an access narrower than 4 bytes at
; 2 (LLVM 14: 1), which makes VF 2 cost 6 a lane, the scalar loop's
; price: not vectorized under 22, VF 2 under 14, as both `opt`s.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr noalias %d, ptr noalias %a, ptr noalias %b) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i8, ptr %b, i64 %i
  %x = load i8, ptr %pb, align 1
  %pa = getelementptr inbounds i64, ptr %a, i64 %i
  %y = load i64, ptr %pa, align 8
  %t = trunc i64 %y to i8
  %s = sub i8 %x, %t
  %pd = getelementptr inbounds i8, ptr %d, i64 %i
  store i8 %s, ptr %pd, align 1
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 1024
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
