target triple = "x86_64-unknown-linux-gnu"
declare double @llvm.powi.f64.i32(double, i32)
define void @f(double* noalias %a, i32 %k, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds double, double* %a, i64 %i
  %v = load double, double* %pa, align 8
  %e = trunc i64 %i to i32
  %r = call double @llvm.powi.f64.i32(double %v, i32 %e)
  store double %r, double* %pa, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
