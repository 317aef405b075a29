; target: avx512
; `for (unsigned i = 1; i < 256; i++) if (a[i] != b[i]) return a[i] <
; b[i] ? -1 : 1;` over `unsigned short` globals, at AVX-512F: a search
; with an early exit, at most 255 iterations. The vector loop leaves on
; the `any-of` of the lanes' exit conditions, an or-reduction of a
; `<VF x i1>` mask, which X86 prices one above the horizontal steps of
; bytes on AVX-512F up to 16 lanes (9 at VF 16). With it VF 32 beats VF
; 16 over 255 iterations, and VF 32's `vector.early.exit` block (two
; values found, each a first-active-lane and an extract) asks for at least
; 276 iterations: LLVM 22 keeps the loop scalar ("cannot prove it is safe
; to reorder memory operations"). Priced like the bytes' reduction, VF 16
; won and was vectorized. LLVM 14 does not vectorize early exits.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@ga = global [32832 x i16] zeroinitializer, align 16
@gb = global [32832 x i16] zeroinitializer, align 16

define i32 @f() {
entry:
  br label %body

latch:
  %iv.next = add nuw nsw i64 %iv, 1
  %done = icmp eq i64 %iv.next, 256
  br i1 %done, label %exit, label %body

body:
  %iv = phi i64 [ 1, %entry ], [ %iv.next, %latch ]
  %pa = getelementptr inbounds [32832 x i16], ptr @ga, i64 0, i64 %iv
  %a = load i16, ptr %pa, align 2
  %pb = getelementptr inbounds [32832 x i16], ptr @gb, i64 0, i64 %iv
  %b = load i16, ptr %pb, align 2
  %same = icmp eq i16 %a, %b
  br i1 %same, label %latch, label %found

found:
  %lt = icmp ult i16 %a, %b
  %r = select i1 %lt, i32 -1, i32 1
  br label %exit

exit:
  %res = phi i32 [ %r, %found ], [ 0, %latch ]
  ret i32 %res
}
