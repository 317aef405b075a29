target triple = "x86_64-unknown-linux-gnu"
define void @f(i32* noalias %a, i32 %k, i32 %m) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds i32, i32* %a, i32 %i
  store i32 7, i32* %pa, align 4
  %i.next = add i32 %i, 1
  %c1 = icmp eq i32 %i.next, %k
  %c2 = icmp eq i32 %i.next, %m
  %done = select i1 %c1, i1 true, i1 %c2
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
