; A trip count below 16 leaves no scalar epilogue: the tail is folded.
; A trip count that is no power of two does not bound the VF then
; (getMaximizedVFForTarget), and whole runs decide (isMoreProfitable);
; the header mask is no instruction of the loop and costs nothing.
target triple = "x86_64-unknown-linux-gnu"
define void @f(double* noalias %a, double* noalias %b) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds double, double* %b, i64 %i
  %v = load double, double* %pb
  %w = fadd fast double %v, 3.0
  %pa = getelementptr inbounds double, double* %a, i64 %i
  store double %w, double* %pa
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, 3
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
