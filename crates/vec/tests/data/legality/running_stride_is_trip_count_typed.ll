; A running offset stepping by the trip count `n` itself: SCEV proves
; `n - (n - 1) > 0`, the stride at least the trip count, and LAA does not
; version it; the accesses keep a symbolic stride.
target triple = "x86_64-unknown-linux-gnu"
define void @f(float* %y, float %a, i64 %n) {
entry:
  br label %loop
loop:
  %iy = phi i64 [ 0, %entry ], [ %iy.next, %loop ]
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds float, float* %y, i64 %iy
  %v = load float, float* %p, align 4
  %m = fmul float %a, %v
  store float %m, float* %p, align 4
  %iy.next = add nsw i64 %iy, %n
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
