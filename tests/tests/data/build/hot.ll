target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @cold(ptr %a, i64 %n) !prof !0 {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds float, ptr %a, i64 %i
  %v = load float, ptr %p, align 4
  %w = fadd float %v, 1.0
  store float %w, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop, !prof !2

exit:
  ret void
}

define void @hot(ptr %a, i64 %n) !prof !1 {
entry:
  br label %outer

outer:
  %j = phi i64 [ 0, %entry ], [ %j.next, %outer.latch ]
  br label %inner

inner:
  %i = phi i64 [ 0, %outer ], [ %i.next, %inner ]
  %p = getelementptr inbounds float, ptr %a, i64 %i
  %v = load float, ptr %p, align 4
  %w = fmul float %v, 2.0
  store float %w, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %outer.latch, label %inner, !prof !3

outer.latch:
  %j.next = add nuw nsw i64 %j, 1
  %d = icmp eq i64 %j.next, 8
  br i1 %d, label %exit, label %outer, !prof !4

exit:
  ret void
}

!0 = !{!"function_entry_count", i64 3}
!1 = !{!"function_entry_count", i64 1000}
!2 = !{!"branch_weights", i32 3, i32 297}
!3 = !{!"branch_weights", i32 8000, i32 792000}
!4 = !{!"branch_weights", i32 1000, i32 7000}
