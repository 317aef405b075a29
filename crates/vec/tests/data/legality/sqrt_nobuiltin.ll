target triple = "x86_64-unknown-linux-gnu"
declare double @sqrt(double) #0
define void @f(double* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds double, double* %a, i64 %i
  %v = load double, double* %pa, align 8
  %r = call double @sqrt(double %v) #1
  store double %r, double* %pa, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
attributes #0 = { nounwind readnone }
attributes #1 = { nobuiltin }
