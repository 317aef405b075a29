; A `switch` on a loop-invariant argument: every lane takes the same case,
; and LLVM 22 still if-converts it.
target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr noalias %a, i32 %k, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %join ]
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  %x = load i32, ptr %pa, align 4
  switch i32 %k, label %join [
    i32 0, label %zero
    i32 1, label %one
  ]

zero:
  %x0 = add i32 %x, 1
  br label %join

one:
  %x1 = shl i32 %x, 1
  br label %join

join:
  %v = phi i32 [ %x0, %zero ], [ %x1, %one ], [ %x, %loop ]
  store i32 %v, ptr %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop

exit:
  ret void
}
