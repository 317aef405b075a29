; `while (i == n)`: the loop leaves as soon as its IV differs from the
; bound. SCEV's `howFarToNonZero` counts only a constant difference, so the
; number of iterations is unknown and LLVM does not vectorize.
define void @f(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 1, %entry ], [ %i.next, %latch ]
  %c = icmp ne i32 %i, %n
  br i1 %c, label %exit, label %latch

latch:
  %i.next = add i32 %i, 1
  br label %loop, !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.vectorize.enable", i1 true}
