target triple = "x86_64-unknown-linux-gnu"
define void @f(double* noalias %a, double* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds double, double* %b, i64 %i
  %v = load double, double* %pb, align 16, !nontemporal !0
  %w = fadd double %v, 1.0
  %pa = getelementptr inbounds double, double* %a, i64 %i
  store double %w, double* %pa, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
!0 = !{i32 1}
