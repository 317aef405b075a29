; A loop of one block whose latch ends in a `switch` with two cases that
; leave. LLVM 14 if-converts only loops of more than one block, so its
; first reason is the exit count SCEV cannot compute ("could not
; determine number of loop iterations"); LLVM 22 refuses the `switch` as
; control flow first. (`llvm-lit` `loop-form.ll` `@multiple_exit_switch`.)
target triple = "x86_64-unknown-linux-gnu"

define void @f(i16* %p) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %inc, %loop ]
  %iprom = sext i32 %i to i64
  %b = getelementptr inbounds i16, i16* %p, i64 %iprom
  store i16 0, i16* %b, align 4
  %inc = add nsw i32 %i, 1
  switch i32 %i, label %loop [
    i32 2096, label %out
    i32 2097, label %out
  ]

out:
  ret void
}
