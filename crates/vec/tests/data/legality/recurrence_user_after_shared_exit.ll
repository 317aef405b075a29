; A first-order recurrence (the previous iteration's load) whose users sink to a reduction read after the loop, through an exit block the loop's guard branches to as well. The vectorizer puts the loop in simplified form first, so the value leaves through a dedicated exit block its latch dominates: every user of the phi is dominated by the previous value or sinks after it (IVD isFirstOrderRecurrence, isFixedOrderRecurrence). LLVM 14 and 22 vectorize.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @f(ptr %s, i64 %n) {
entry:
  %first = load i8, ptr %s, align 1
  %none = icmp eq i64 %n, 0
  br i1 %none, label %exit, label %body

body:
  %prev = phi i8 [ %cur, %body ], [ %first, %entry ]
  %cnt = phi i32 [ %add, %body ], [ 0, %entry ]
  %i = phi i64 [ %i.next, %body ], [ 0, %entry ]
  %slash = icmp eq i8 %prev, 47
  %one = zext i1 %slash to i32
  %add = add nuw nsw i32 %cnt, %one
  %i.next = add nuw nsw i64 %i, 1
  %p = getelementptr inbounds i8, ptr %s, i64 %i.next
  %cur = load i8, ptr %p, align 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body

exit:
  %r = phi i32 [ %add, %body ], [ 0, %entry ]
  ret i32 %r
}
