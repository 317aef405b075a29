; A running offset counting down by an `i64` argument, `iy -= incy`: SCEV's
; step is `-1 * incy`, a product `getStrideFromPointer` does not take (a
; constant times an unknown is no stride), so nothing is versioned.
target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr %y, float %a, i64 %n, i64 %incy) {
entry:
  br label %loop
loop:
  %iy = phi i64 [ 0, %entry ], [ %iy.next, %loop ]
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds float, ptr %y, i64 %iy
  %v = load float, ptr %p, align 4
  %m = fmul float %a, %v
  store float %m, ptr %p, align 4
  %iy.next = sub nsw i64 %iy, %incy
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
