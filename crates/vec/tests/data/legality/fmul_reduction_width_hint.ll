; An exact fmul product under llvm.loop.vectorize.width 8: the hint allows
; reordering, so the multiply reduction is vectorized though it has no
; in-order form.
target triple = "x86_64-unknown-linux-gnu"
define float @f(float* %a, i64 %n) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %loop ]
  %s = phi float [ 1.0, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds float, float* %a, i64 %iv
  %x = load float, float* %p
  %s.next = fmul float %s, %x
  %iv.next = add nuw nsw i64 %iv, 1
  %c = icmp eq i64 %iv.next, %n
  br i1 %c, label %exit, label %loop, !llvm.loop !0
exit:
  ret float %s.next
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.vectorize.width", i32 8}
