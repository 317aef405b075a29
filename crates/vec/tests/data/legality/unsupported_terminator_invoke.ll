; A loop whose body calls through `invoke` (the call may unwind to a
; landing pad outside the loop): LLVM 14 if-converts no block ending in
; anything but a branch ("loop contains a switch statement"); LLVM 22
; if-converts a `switch` but no other terminator ("Loop contains an
; unsupported terminator"), before it looks at the header phis or the
; unwind exit it cannot count.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare void @may_throw(i64)
declare i32 @__gxx_personality_v0(...)

define i64 @f(ptr %a, i64 %n) personality ptr @__gxx_personality_v0 {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i64 [ 0, %entry ], [ %s.next, %latch ]
  %p = getelementptr inbounds i64, ptr %a, i64 %i
  %v = load i64, ptr %p, align 8
  invoke void @may_throw(i64 %v) to label %latch unwind label %lpad

latch:
  %s.next = add i64 %s, %v
  %i.next = add nuw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop

lpad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp

exit:
  ret i64 %s.next
}
