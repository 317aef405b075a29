; Several cases of a `switch` go to one block, one to the default's block:
; LLVM 22 `or`s the compares of the cases sharing a destination, skips the
; case that goes where the default goes, and the join's phi is a blend of
; three edge masks (the default's the negation of the others).
target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr noalias %a, ptr noalias %b, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %join ]
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  %x = load i32, ptr %pa, align 4
  switch i32 %x, label %other [
    i32 1, label %small
    i32 2, label %small
    i32 3, label %small
    i32 7, label %big
    i32 9, label %other
  ]

small:
  %s = add i32 %x, 10
  br label %join

big:
  %t = mul i32 %x, 3
  br label %join

other:
  br label %join

join:
  %v = phi i32 [ %s, %small ], [ %t, %big ], [ 0, %other ]
  %pb = getelementptr inbounds i32, ptr %b, i64 %i
  store i32 %v, ptr %pb, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop

exit:
  ret void
}
