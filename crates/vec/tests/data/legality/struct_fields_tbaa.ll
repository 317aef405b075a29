; `r[i].v = r[i].s * 3 + r[i].tag; r[i].f *= 0.5f;` over
; `struct rec { char tag; short s; int v; float f; }`: the accesses to
; different members of one struct type are told apart by their
; struct-path TBAA tags (`!{!rec, !int, i64 4}` against
; `!{!rec, !short, i64 2}`), so LAA compares only the load and store of
; `f` (distance 0) and the loop is legal.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr %r, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds [4 x i32], ptr %r, i64 %i
  %ps = getelementptr inbounds i8, ptr %p, i64 2
  %s = load i16, ptr %ps, align 2, !tbaa !9
  %s32 = sext i16 %s to i32
  %m = mul nsw i32 %s32, 3
  %tag = load i8, ptr %p, align 4, !tbaa !14
  %tag32 = sext i8 %tag to i32
  %v = add nsw i32 %m, %tag32
  %pv = getelementptr inbounds i8, ptr %p, i64 4
  store i32 %v, ptr %pv, align 4, !tbaa !15
  %pf = getelementptr inbounds i8, ptr %p, i64 8
  %x = load float, ptr %pf, align 4, !tbaa !16
  %y = fmul float %x, 5.000000e-01
  store float %y, ptr %pf, align 4, !tbaa !16
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !11, i64 2}
!10 = !{!"rec", !7, i64 0, !11, i64 2, !6, i64 4, !12, i64 8}
!11 = !{!"short", !7, i64 0}
!12 = !{!"float", !7, i64 0}
!14 = !{!10, !7, i64 0}
!15 = !{!10, !6, i64 4}
!16 = !{!10, !12, i64 8}
