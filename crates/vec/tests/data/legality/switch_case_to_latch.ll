; A `switch` whose default is a block of the body and one of whose cases
; goes straight to the latch: the default's mask is the negation of the
; `or` of every case compare. LLVM 14 refuses the `switch`; LLVM 22
; vectorizes with VF 8.
target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr noalias %a, ptr noalias %b, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  %i.t = trunc i64 %i to i32
  %pb = getelementptr inbounds i32, ptr %b, i64 %i
  %y = load i32, ptr %pb, align 4
  %x = sub i32 %y, %i.t
  switch i32 %x, label %dflt [
    i32 0, label %latch
    i32 5, label %five
  ]

five:
  store i32 50, ptr %pa, align 4
  br label %latch

dflt:
  %d = add i32 %x, -1
  store i32 %d, ptr %pa, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop

exit:
  ret void
}
