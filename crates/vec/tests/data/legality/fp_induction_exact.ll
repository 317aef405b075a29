target triple = "x86_64-unknown-linux-gnu"
define void @f(float* noalias %a, float %init, float %step, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %x = phi float [ %init, %entry ], [ %x.next, %loop ]
  %p = getelementptr inbounds float, float* %a, i64 %i
  store float %x, float* %p, align 4
  %x.next = fsub float %x, %step
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
