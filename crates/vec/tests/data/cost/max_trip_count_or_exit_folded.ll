; The exit leaves after at most 5 iterations (SCEV's constant max trip
; count of `iv >= 4 || iv == k`), which is below 16: the tail is folded,
; and LLVM 14's `isMoreProfitable` compares whole runs, cost x ceil(5 / VF):
; VF 4 twice against five scalar iterations.
target triple = "x86_64-unknown-linux-gnu"
define void @f(double* noalias %a, double* noalias %b, i64 %k) {
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
  %large = icmp uge i64 %i, 4
  %last = icmp eq i64 %i, %k
  %done = or i1 %large, %last
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
