; A `switch` on a loaded value whose default goes to the latch: LLVM 14
; refuses it ("loop contains a switch statement"); LLVM 22 if-converts it,
; each case block under `icmp eq` of the value with its case.
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
    i32 2, label %two
  ]

one:
  store i32 0, ptr %pa, align 4
  br label %latch

two:
  store i32 5, ptr %pa, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop

exit:
  ret void
}
