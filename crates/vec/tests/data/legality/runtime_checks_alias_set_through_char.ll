; Two stores (float, short) and loads of double, float, short, int and
; char through arguments that may alias. By TBAA few pairs may alias, but
; the char load may alias every access and joins them in one alias set,
; and LAA checks every two pointers of an alias set, one of them written
; (`needsChecking`): 13 checks, more than 8.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define void @f(float* %a, double* %b, float* %c, i16* %d, i16* %e, i16* %g, i8* %h, i32* %k, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds double, double* %b, i64 %i
  %vb = load double, double* %pb, align 8, !tbaa !9
  %pc = getelementptr inbounds float, float* %c, i64 %i
  %vc = load float, float* %pc, align 4, !tbaa !7
  %tb = fptrunc double %vb to float
  %sa = fadd float %vc, %tb
  %pa = getelementptr inbounds float, float* %a, i64 %i
  store float %sa, float* %pa, align 4, !tbaa !7
  %pe = getelementptr inbounds i16, i16* %e, i64 %i
  %ve = load i16, i16* %pe, align 2, !tbaa !11
  %pg = getelementptr inbounds i16, i16* %g, i64 %i
  %vg = load i16, i16* %pg, align 2, !tbaa !11
  %ph = getelementptr inbounds i8, i8* %h, i64 %i
  %vh = load i8, i8* %ph, align 1, !tbaa !3
  %pk = getelementptr inbounds i32, i32* %k, i64 %i
  %vk = load i32, i32* %pk, align 4, !tbaa !5
  %xh = zext i8 %vh to i16
  %xk = trunc i32 %vk to i16
  %s1 = add i16 %ve, %vg
  %s2 = add i16 %s1, %xh
  %s3 = add i16 %s2, %xk
  %pd = getelementptr inbounds i16, i16* %d, i64 %i
  store i16 %s3, i16* %pd, align 2, !tbaa !11
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
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
!8 = !{!"double", !2, i64 0}
!9 = !{!8, !8, i64 0}
!10 = !{!"short", !2, i64 0}
!11 = !{!10, !10, i64 0}
