; A one-block loop ending in an `invoke`: LLVM 14 if-converts only loops
; of several blocks and refuses the exit SCEV cannot count first; LLVM 22
; wants the latch to end in a branch ("loop control flow is not
; understood by vectorizer").
target triple = "x86_64-unknown-linux-gnu"

declare void @may_throw(i32)
declare i32 @__gxx_personality_v0(...)

define void @f(ptr noalias %a) personality ptr @__gxx_personality_v0 {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  %x = load i32, ptr %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  invoke void @may_throw(i32 %x)
          to label %loop unwind label %lpad

lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
  resume { ptr, i32 } %lp
}
