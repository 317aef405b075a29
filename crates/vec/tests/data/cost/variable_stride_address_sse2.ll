; target: sse2
; A column of a matrix, `s += a[k] * b[k * n]` for `k < n`: SCEV proves
; the stride at least the trip count, so LAA versions no stride and the
; loads of `b` are scalarized. LLVM 22's replicate recipe asks the
; address's SCEV, an add recurrence of the variable step `2 * n`, which
; X86's `getAddressComputationCost` prices at 1 a lane before AVX2 (no
; constant stride); VF 8 IC 2, as `opt-22`. LLVM 14's legacy lookup
; (`getAddressAccessSCEV`) sees no SCEV for the `mul` index and charges
; 10 a lane: profile 14 keeps the loop scalar, as LLVM 14 does.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define i16 @f(ptr noalias %a, ptr noalias %b, i32 %n) {
entry:
  %conv = sext i32 %n to i64
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %loop, label %exit
loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %s = phi i16 [ 0, %entry ], [ %add, %loop ]
  %pa = getelementptr i16, ptr %a, i64 %k
  %x = load i16, ptr %pa, align 2
  %m = mul nuw nsw i64 %k, %conv
  %pb = getelementptr i16, ptr %b, i64 %m
  %y = load i16, ptr %pb, align 2
  %p = mul i16 %y, %x
  %add = add i16 %p, %s
  %k.next = add nuw nsw i64 %k, 1
  %e = icmp eq i64 %k.next, %conv
  br i1 %e, label %exit, label %loop
exit:
  %r = phi i16 [ 0, %entry ], [ %add, %loop ]
  ret i16 %r
}
