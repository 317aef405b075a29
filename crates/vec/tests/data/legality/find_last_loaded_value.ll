; r = select(cmp, b[i], r): the last loaded value the compare selects. LLVM 22.1.8 has find-last reductions of inductions only (IVD isFindIVPattern asks for an add recurrence): the phi is no reduction, "value that could not be identified as reduction is used outside the loop", as in LLVM 14 (checked with opt-22 and opt 14).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define i32 @f(ptr %a, ptr %b, i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %r = phi i32 [ -1, %entry ], [ %sel, %body ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %x = load i32, ptr %p, align 4
  %q = getelementptr inbounds i32, ptr %b, i64 %i
  %y = load i32, ptr %q, align 4
  %c = icmp sgt i32 %x, 3
  %sel = select i1 %c, i32 %y, i32 %r
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %body
exit:
  ret i32 %sel
}
