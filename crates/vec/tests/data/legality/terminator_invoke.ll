; An `invoke` in the loop (Rust's calls under panic=unwind): LLVM 22
; refuses any terminator other than a branch or a `switch` ("Loop contains
; an unsupported terminator"), LLVM 14 any other than a branch, worded as
; a `switch`; both in `canVectorizeWithIfConvert`, block by block, before
; the predicated call of a later block ("Control flow cannot be
; substituted for a select").
target triple = "x86_64-unknown-linux-gnu"

declare void @may_throw(i32)
declare void @g(i32)
declare i32 @__gxx_personality_v0(...)

define void @f(ptr noalias %a, i64 %n) personality ptr @__gxx_personality_v0 {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  %x = load i32, ptr %pa, align 4
  invoke void @may_throw(i32 %x)
          to label %body unwind label %lpad

body:
  %c = icmp sgt i32 %x, 7
  br i1 %c, label %then, label %latch

then:
  call void @g(i32 %x)
  br label %latch

latch:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
  resume { ptr, i32 } %lp

exit:
  ret void
}
