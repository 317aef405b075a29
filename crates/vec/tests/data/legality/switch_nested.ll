; A `switch` in a block that runs under a condition: its edge masks are
; the compares `and`ed with the mask of its block.
target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr noalias %a, ptr noalias %b, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  %x = load i32, ptr %pa, align 4
  %pos = icmp sgt i32 %x, 0
  br i1 %pos, label %sw, label %latch

sw:
  %pb = getelementptr inbounds i32, ptr %b, i64 %i
  %y = load i32, ptr %pb, align 4
  switch i32 %y, label %latch [
    i32 4, label %four
    i32 8, label %eight
  ]

four:
  store i32 1, ptr %pa, align 4
  br label %latch

eight:
  store i32 2, ptr %pa, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop

exit:
  ret void
}
