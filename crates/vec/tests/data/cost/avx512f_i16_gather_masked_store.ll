; target: avx512
; A strided `i16` load and an `i16` store at a constant offset, 7
; iterations: the tail would be folded. `-mattr=+avx512f` has no
; AVX512BW: X86 has no masked 16-bit stores (`isLegalMaskedStore`) and
; gathers only 32- and 64-bit lanes (`isLegalMaskedGather`), LLVM 14 and
; 22 alike, so the accesses run lane by lane and no VF is profitable.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr noalias %a0, ptr noalias %a1, ptr noalias %idx, i32 %k, i64 %s, ptr noalias %ptrs) {
entry:
  %alias = getelementptr inbounds i16, ptr %a0, i64 16
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.ext = sext i32 %i to i64
  %idx1 = mul nsw i64 %i.ext, 3
  %idx2 = add nsw i64 %idx1, 2
  %p3 = getelementptr inbounds i16, ptr %a1, i64 %idx2
  %l4 = load i16, ptr %p3, align 1
  %idx5 = add nsw i64 %i.ext, 3
  %p6 = getelementptr inbounds i16, ptr %a0, i64 %idx5
  store i16 %l4, ptr %p6, align 2
  %i.next = add nuw nsw i32 %i, 1
  %done = icmp sge i32 %i.next, 7
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
