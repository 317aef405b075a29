; Interleaving follows the unroll hints (LoopVectorizeHints::getInterleave):
; with no llvm.loop.interleave.count, a loop whose unrolling is disabled
; (hasUnrollTransformation & TM_Disable: llvm.loop.unroll.disable as clang's
; -fno-unroll-loops writes it, llvm.loop.unroll.count 1, or
; llvm.loop.disable_nonforced without an unroll hint forcing unrolling) is
; not interleaved: "the cost-model indicates that interleaving is beneficial
; but is explicitly disabled or interleave count is set to 1". An explicit
; interleave count wins, and an unroll count above 1 changes nothing.
; Checked by best_vf.rs against opt's interleave counts.
target triple = "x86_64-unknown-linux-gnu"

define void @f(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %w = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %w, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop, !llvm.loop !0
exit:
  ret void
}

define void @unroll_count_1(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %w = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %w, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop, !llvm.loop !10
exit:
  ret void
}

define void @unroll_disable_interleave_2(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %w = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %w, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop, !llvm.loop !20
exit:
  ret void
}

define void @unroll_count_4(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %w = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %w, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop, !llvm.loop !30
exit:
  ret void
}

define void @nonforced_enabled(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %w = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %w, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop, !llvm.loop !40
exit:
  ret void
}

define void @nonforced_unroll_enabled(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %w = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %w, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop, !llvm.loop !50
exit:
  ret void
}

define void @unroll_disable_false(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %w = add i32 %v, 1
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %w, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop, !llvm.loop !60
exit:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.count", i32 1}
!20 = distinct !{!20, !1, !21}
!21 = !{!"llvm.loop.interleave.count", i32 2}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.unroll.count", i32 4}
!40 = distinct !{!40, !41, !42}
!41 = !{!"llvm.loop.disable_nonforced"}
!42 = !{!"llvm.loop.vectorize.enable", i1 true}
!50 = distinct !{!50, !41, !42, !51}
!51 = !{!"llvm.loop.unroll.enable"}
!60 = distinct !{!60, !61}
!61 = !{!"llvm.loop.unroll.disable", i1 false}
