; A store through `and (shl i, 2), 2^32 - 4` (clang's `a[4 * i]` for an
; unsigned `i` widened to i64), against a load through an argument that
; may alias it. SCEV takes the mask for `zext(trunc(x /u 4) to i30) * 4`
; with `x = {0, +, 4}`; `x /u 4` folds into `{0, +, 1}` because `x` does
; not wrap unsigned over the loop's largest backedge-taken count, which
; the guard `n != 0` bounds by 2^32 - 2 (`getZeroExtendExpr` on the
; constant maximum count). Under a no-wrap predicate the store has bounds.
; The `_typed` twin for `opt` 14 (which crashes on it in opaque pointers).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define void @f(i32* %a, i32* %b, i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %exit, label %ph
ph:
  %wide = zext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %ph ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %w = add i32 %v, 1
  %x = shl i64 %i, 2
  %idx = and i64 %x, 4294967292
  %pa = getelementptr inbounds i32, i32* %a, i64 %idx
  store i32 %w, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %wide
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
