; A dependence distance of 4 bytes between i8 accesses allows 32 bits in
; flight; LLVM divides that by the loop's widest type, here the i32
; reduction phi (`computeFeasibleMaxVF`: MaxSafeElements = 32 / 32 = 1),
; not by the accesses' i8: no vector loop.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @f(i8* noalias %a, i64 %n) {
entry:
  %a4 = getelementptr inbounds i8, i8* %a, i64 4
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r = phi i32 [ 0, %entry ], [ %r.next, %loop ]
  %p = getelementptr inbounds i8, i8* %a4, i64 %i
  %x = load i8, i8* %p, align 1
  %q = getelementptr inbounds i8, i8* %a, i64 %i
  store i8 %x, i8* %q, align 1
  %p2 = getelementptr inbounds i8, i8* %a4, i64 %i
  %y = load i8, i8* %p2, align 1
  %w = sext i8 %y to i32
  %r.next = add i32 %r, %w
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret i32 %r.next
}
