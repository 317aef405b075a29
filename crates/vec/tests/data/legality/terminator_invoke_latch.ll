; A latch ending in an `invoke`: LLVM 22's `canVectorizeLoopCFG` wants the
; latch to end in a branch ("loop control flow is not understood by
; vectorizer"), asked before if-conversion; LLVM 14 refuses the `invoke`
; in `canVectorizeWithIfConvert`, worded as a `switch`.
target triple = "x86_64-unknown-linux-gnu"

declare void @may_throw(i32)
declare i32 @__gxx_personality_v0(...)

define void @f(ptr noalias %a, i64 %n) personality ptr @__gxx_personality_v0 {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  %x = load i32, ptr %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %latch

latch:
  invoke void @may_throw(i32 %x)
          to label %loop unwind label %lpad

lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
  resume { ptr, i32 } %lp

exit:
  ret void
}
