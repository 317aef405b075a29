target triple = "x86_64-unknown-linux-gnu"
define void @f(double* %a, double* %b, i1 %s, i64 %n) {
entry:
  %p = select i1 %s, double* %a, double* %b
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pp = getelementptr inbounds double, double* %p, i64 %i
  %v = load double, double* %pp, align 8
  %w = fmul double %v, 3.0
  %pa = getelementptr inbounds double, double* %a, i64 %i
  store double %w, double* %pa, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
