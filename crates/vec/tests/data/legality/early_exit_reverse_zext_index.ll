; The search of early_exit_reverse_above_first_element.ll with an `int`
; counter (`for (int i = 255; i > 0; i--) if (g[i] == k) return i;`), as
; clang 22 writes it: the index is the `zext` of the narrow counter
; (clang's `nneg` flag, which LLVM 14 cannot read, changes nothing here).
; SCEV folds that extension into an add recurrence only by proving it
; does not wrap over the loop's backedge-taken count (`getZeroExtendExpr`),
; which a loop with an uncountable exit lacks: the address stays
; `4 * zext {255,+,-1} + @g` (`opt-22 -passes='print<scalar-evolution>'`),
; no recurrence, so `isDereferenceableAndAlignedInLoop` fails, the load
; may fault, reads downwards, and LLVM 22 refuses "Cannot vectorize early
; exit loop with strided fault-only-first load". LLVM 14 cannot count the
; early exit.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = global [256 x i32] zeroinitializer, align 16

define i64 @f(i32 %k) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 255, %entry ], [ %i.next, %latch ]
  %i.wide = zext i32 %i to i64
  %p = getelementptr inbounds [256 x i32], ptr @g, i64 0, i64 %i.wide
  %v = load i32, ptr %p, align 4
  %c = icmp eq i32 %v, %k
  br i1 %c, label %found, label %latch

latch:
  %i.next = add nsw i32 %i, -1
  %e = icmp ugt i32 %i, 1
  br i1 %e, label %loop, label %exit

found:
  ret i64 %i.wide

exit:
  ret i64 -1
}
