; A loop SCEV counts one iteration, in a function optimized for size
; whose two pointers need a run-time check: LLVM's `computeMaxVF` says
; "loop trip count is one" before it looks at the checks, under both
; versions.
target triple = "x86_64-unknown-linux-gnu"

define void @f(i32* %a, i32* %b) optsize {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %w = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %w, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 1
  br i1 %done, label %out, label %loop

out:
  ret void
}
