target triple = "x86_64-unknown-linux-gnu"
define void @f(i32* %a, i32* %b) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %w = load i32, i32* %pb, align 4
  %s = add nsw i32 %v, %w
  %j = add nuw nsw i64 %i, 4
  %pc = getelementptr inbounds i32, i32* %a, i64 %j
  store i32 %s, i32* %pc, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, 1024
  br i1 %c, label %exit, label %loop, !llvm.loop !0
exit:
  ret void
}
!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.vectorize.width", i32 8}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
