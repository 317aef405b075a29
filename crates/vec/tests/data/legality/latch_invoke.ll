; A loop whose latch ends in `invoke` (its normal destination is the
; header): LLVM 22 takes only a branch at the end of the latch
; (`canVectorizeLoopCFG`: "loop control flow is not understood by
; vectorizer"), before if-conversion; LLVM 14 refuses the terminator when
; it if-converts ("loop contains a switch statement").
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare void @may_throw(i64)
declare i32 @__gxx_personality_v0(...)

define void @f(ptr %a, i64 %n) personality ptr @__gxx_personality_v0 {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp eq i64 %i, %n
  br i1 %c, label %exit, label %body

body:
  %p = getelementptr inbounds i64, ptr %a, i64 %i
  %v = load i64, ptr %p, align 8
  %i.next = add nuw i64 %i, 1
  invoke void @may_throw(i64 %v) to label %loop unwind label %lpad

lpad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp

exit:
  ret void
}
