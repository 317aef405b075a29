; `>` counting down by 4 without a no-wrap flag: `howManyGreaterThans`
; does not count it even in a loop that must make progress.
target triple = "x86_64-unknown-linux-gnu"

define i32 @f(i8* %s, i32 %n) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n, %entry ], [ %next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %p = getelementptr inbounds i8, i8* %s, i32 %iv
  %v = load i8, i8* %p, align 1
  %z = zext i8 %v to i32
  %acc.next = add i32 %acc, %z
  %next = add  i32 %iv, -4
  %c = icmp ugt i32 %next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret i32 %acc.next
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
