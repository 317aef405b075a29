target triple = "x86_64-unknown-linux-gnu"
define void @f(float* %x, i32* %y, i8* %z, i32* noalias %idx, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pi = getelementptr inbounds i32, i32* %idx, i64 %i
  %k = load i32, i32* %pi, align 4, !tbaa !5
  %px = getelementptr inbounds float, float* %x, i32 %k
  %v = load float, float* %px, align 4, !tbaa !7
  %pz = getelementptr inbounds i8, i8* %z, i64 %i
  %b = load i8, i8* %pz, align 1, !tbaa !3
  %bz = zext i8 %b to i32
  %vi = fptosi float %v to i32
  %s = add i32 %vi, %bz
  %py = getelementptr inbounds i32, i32* %y, i64 %i
  store i32 %s, i32* %py, align 4, !tbaa !5
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
!1 = !{!"Simple C/C++ TBAA"}
!2 = !{!"omnipotent char", !1, i64 0}
!3 = !{!2, !2, i64 0}
!4 = !{!"int", !2, i64 0}
!5 = !{!4, !4, i64 0}
!6 = !{!"float", !2, i64 0}
!7 = !{!6, !6, i64 0}
