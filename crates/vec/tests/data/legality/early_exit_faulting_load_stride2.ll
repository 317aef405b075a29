; A search loop whose load may fault (an argument of unknown size) and
; reads every other element (a stride of 2): LLVM 22.1.8 refuses it in legality
; ("Cannot vectorize early exit loop with strided fault-only-first load",
; `isVectorizableEarlyExitLoop`), where a load of consecutive elements
; upwards is refused only after legality ("Auto-vectorization of loops
; with potentially faulting load is not supported", early_exit_faulting_load.ll).
; LLVM 14 cannot count the early exit.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i64 @f(ptr %a, i64 %n, i32 %k) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %j = shl i64 %i, 1
  %p = getelementptr inbounds i32, ptr %a, i64 %j
  %v = load i32, ptr %p, align 4
  %c = icmp eq i32 %v, %k
  br i1 %c, label %found, label %latch

latch:
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %n
  br i1 %e, label %exit, label %loop

found:
  ret i64 %i

exit:
  ret i64 -1
}
