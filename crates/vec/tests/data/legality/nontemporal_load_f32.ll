target triple = "x86_64-unknown-linux-gnu"
define void @f(float* noalias %a, float* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds float, float* %b, i64 %i
  %v = load float, float* %pb, align 4, !nontemporal !0
  %w = fadd float %v, 1.0
  %pa = getelementptr inbounds float, float* %a, i64 %i
  store float %w, float* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
!0 = !{i32 1}
