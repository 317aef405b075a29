target triple = "x86_64-unknown-linux-gnu"
define void @f(i32* noalias %a, i32 %k) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 7, i32* %pa, align 4
  %i.next = add i64 %i, 1
  %t = trunc i64 %i.next to i32
  %large = icmp sge i32 %t, 1000
  %hit = icmp eq i32 %t, %k
  %done = or i1 %large, %hit
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
