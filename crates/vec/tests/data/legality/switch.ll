target triple = "x86_64-unknown-linux-gnu"
define void @f(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %x = load i32, i32* %pa, align 4
  switch i32 %x, label %latch [ i32 1, label %one
                                i32 2, label %two ]
one:
  store i32 0, i32* %pa, align 4
  br label %latch
two:
  store i32 5, i32* %pa, align 4
  br label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
