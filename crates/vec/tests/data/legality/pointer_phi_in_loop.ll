target triple = "x86_64-unknown-linux-gnu"
define void @f(double* %a, double* %b, double* %c) {
entry:
  br label %header
header:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %lo = icmp ult i64 %i, 500
  br i1 %lo, label %then, label %else
then:
  %pb = getelementptr inbounds double, double* %b, i64 %i
  br label %latch
else:
  %pc = getelementptr inbounds double, double* %c, i64 %i
  br label %latch
latch:
  %p = phi double* [ %pb, %then ], [ %pc, %else ]
  %v = load double, double* %p, align 8
  %m = fmul double %v, 3.0
  %pa = getelementptr inbounds double, double* %a, i64 %i
  store double %m, double* %pa, align 8
  %done = icmp eq i64 %i.next, 1000
  br i1 %done, label %exit, label %header
exit:
  ret void
}
