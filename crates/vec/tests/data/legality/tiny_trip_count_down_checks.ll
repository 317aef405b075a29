; A loop of 13 iterations counting down, as clang 22 writes
; `for (unsigned char i = 15; i > 2; i--) d[i - 1] = a[i - 1] + b[i - 1];`:
; the latch compares the counter before its update (`icmp ugt %iv, 3`).
; SCEV counts that exit (`howManyGreaterThans`): 13 iterations, below
; `TinyTripCountVectorThreshold` (16), so the loop may have neither a
; scalar epilogue nor run-time checks (LV `computeMaxVF`,
; `runtimeChecksRequired`); `d` may alias `a` and `b`, and LLVM 14 and 22
; refuse ("CantVersionLoopWithOptForSize"). LLVM 14's `opt` crashes on
; opaque pointers here: `tiny_trip_count_down_checks_typed.ll` is its twin.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr %a, ptr %b, ptr %d) {
entry:
  br label %loop

loop:
  %iv = phi i64 [ 15, %entry ], [ %iv.next, %loop ]
  %i = add nsw i64 %iv, -1
  %pa = getelementptr inbounds i16, ptr %a, i64 %i
  %va = load i16, ptr %pa, align 2
  %pb = getelementptr inbounds i16, ptr %b, i64 %i
  %vb = load i16, ptr %pb, align 2
  %s = add i16 %va, %vb
  %pd = getelementptr inbounds i16, ptr %d, i64 %i
  store i16 %s, ptr %pd, align 2
  %iv.next = add nsw i64 %iv, -1
  %c = icmp ugt i64 %iv, 3
  br i1 %c, label %loop, label %exit

exit:
  ret void
}
