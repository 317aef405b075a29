; The first reason of a loop refused for two: a header phi that is no
; reduction (its value leaves the loop) and an exit SCEV cannot count.
; LLVM checks the instructions before the exit counts (LLVM 14's LAA and
; LLVM 22's canVectorize report the count after them), so both versions
; name the phi first.
target triple = "x86_64-unknown-linux-gnu"

define i32 @f(ptr %a, ptr %b, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %x = phi i32 [ 1, %entry ], [ %y, %latch ]
  %p = getelementptr inbounds i32, ptr %a, i32 %i
  %v = load i32, ptr %p, align 4
  %y = mul i32 %x, %v
  %c = icmp eq i32 %v, 0
  br i1 %c, label %out, label %latch

latch:
  %i1 = add nsw i32 %i, 1
  %q = getelementptr inbounds i32, ptr %b, i32 %i
  store i32 %y, ptr %q, align 4
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %loop, label %out

out:
  %r = phi i32 [ %x, %loop ], [ %y, %latch ]
  ret i32 %r
}
