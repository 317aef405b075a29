; A `switch` one of whose cases leaves the loop: LLVM 22 if-converts no
; `switch` of an exiting block ("Loop contains an unsupported switch"),
; LLVM 14 refuses every `switch`.
target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr noalias %a, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  %x = load i32, ptr %pa, align 4
  switch i32 %x, label %latch [
    i32 1, label %one
    i32 2, label %exit
  ]

one:
  store i32 0, ptr %pa, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop

exit:
  ret void
}
