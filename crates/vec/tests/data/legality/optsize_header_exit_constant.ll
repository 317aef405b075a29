; A loop that leaves from its header (not rotated), in a function
; optimized for size: it needs a scalar epilogue, which `-Os` does not
; allow, and the tail cannot be folded (the exiting block is not the
; latch). `computeMaxVF` names the refusal by the exact trip count:
; it is 100 here, "cannot optimize for size and vectorize at the same
; time" (NoTailLoopWithOptForSize), under both versions.
target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr noalias %a, ptr noalias %b) optsize {
entry:
  br label %header

header:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %more = icmp slt i64 %i, 100
  br i1 %more, label %body, label %exit

body:
  %pb = getelementptr inbounds i32, ptr %b, i64 %i
  %v = load i32, ptr %pb, align 4
  %w = add i32 %v, 1
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  store i32 %w, ptr %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  br label %header

exit:
  ret void
}
