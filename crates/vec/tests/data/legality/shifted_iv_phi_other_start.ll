; shifted_iv_phi.ll with %i starting at 0, not where %next one iteration
; back begins (1): no recurrence, no bounds.
target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr %src, ptr %dst, i64 %n) {
entry:
  br label %loop
loop:
  %next = phi i64 [ %next.1, %loop ], [ 2, %entry ]
  %i = phi i64 [ %next, %loop ], [ 0, %entry ]
  %p0 = getelementptr float, ptr %src, i64 %i
  %v0 = load float, ptr %p0, align 4
  %p1 = getelementptr inbounds float, ptr %src, i64 %next
  %v1 = load float, ptr %p1, align 4
  %s = fadd float %v0, %v1
  %pd = getelementptr inbounds float, ptr %dst, i64 %i
  store float %s, ptr %pd, align 4
  %next.1 = add nuw nsw i64 %next, 1
  %e = icmp eq i64 %next.1, %n
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
