; The loop of `struct_fields_tbaa_width4.ll` with one more load, of the
; first byte of the struct through a `char` lvalue (`!{!char, !char, i64
; 0}`): `char` may alias every member, so the alias sets of all accesses
; merge and LAA compares every pair of the set, also the `short` loads
; with the `int` store that TBAA alone tells apart: their sizes differ
; and the dependence is "Unknown" (LLVM 14 and 22).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr %r, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds [2 x i32], ptr %r, i64 %i
  %s = load i16, ptr %p, align 4, !tbaa !9
  %pt = getelementptr inbounds i8, ptr %p, i64 2
  %t = load i16, ptr %pt, align 2, !tbaa !14
  %s32 = sext i16 %s to i32
  %t32 = sext i16 %t to i32
  %c = load i8, ptr %p, align 4, !tbaa !17
  %c32 = zext i8 %c to i32
  %v0 = add nsw i32 %s32, %t32
  %v = add nsw i32 %v0, %c32
  %pv = getelementptr inbounds i8, ptr %p, i64 4
  store i32 %v, ptr %pv, align 4, !tbaa !15
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.vectorize.width", i32 4}
!2 = !{!"llvm.loop.interleave.count", i32 1}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !11, i64 0}
!10 = !{!"rec", !11, i64 0, !11, i64 2, !6, i64 4}
!11 = !{!"short", !7, i64 0}
!14 = !{!10, !11, i64 2}
!15 = !{!10, !6, i64 4}
!17 = !{!7, !7, i64 0}
