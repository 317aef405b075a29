; The loop of `clamped_index_shifted_mask_guarded_count.ll` without the
; guard `n != 0`: the count `zext n - 1` may be 2^64 - 1, so nothing bounds
; the recurrence `x = {0, +, 4}` and SCEV cannot prove it does not wrap;
; `x /u 4` stays a division, the index is no recurrence even under
; predicates, and the store has no bounds ("cannot identify array bounds",
; `opt` 14 and `opt-22`).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr %a, ptr %b, i32 %n) {
entry:
  br label %ph
ph:
  %wide = zext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %ph ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, ptr %b, i64 %i
  %v = load i32, ptr %pb, align 4
  %w = add i32 %v, 1
  %x = shl i64 %i, 2
  %idx = and i64 %x, 4294967292
  %pa = getelementptr inbounds i32, ptr %a, i64 %idx
  store i32 %w, ptr %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %wide
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
