; An exact float sum under llvm.loop.vectorize.width 1: the legality checks
; still run, and a width of 1 does not allow reordering, so the first
; reason is the floating-point order, not the hint.
target triple = "x86_64-unknown-linux-gnu"
define float @f(ptr %a, i64 %n) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds float, ptr %a, i64 %iv
  %x = load float, ptr %p
  %s.next = fadd float %s, %x
  %iv.next = add nuw nsw i64 %iv, 1
  %c = icmp eq i64 %iv.next, %n
  br i1 %c, label %exit, label %loop, !llvm.loop !0
exit:
  ret float %s.next
}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.vectorize.width", i32 1}
