; A trip count below 16 leaves no scalar epilogue: the tail is folded.
; A trip count that is no power of two does not bound the VF then
; (getMaximizedVFForTarget), and whole runs decide (isMoreProfitable);
; the header mask is no instruction of the loop and costs nothing.
target triple = "x86_64-unknown-linux-gnu"
define void @f(i32* noalias %a, i32* noalias %b) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb
  %w = add i32 %v, 3
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %w, i32* %pa
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, 5
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
