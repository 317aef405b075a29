target triple = "x86_64-unknown-linux-gnu"
define void @f(i32* noalias %a, i32* noalias %b, i64 %s, i64 %n)  {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  %v = load i32, i32* %pb, align 4
  %m = mul nsw i64 %i, %s
  %pa = getelementptr inbounds i32, i32* %a, i64 %m
  store i32 %v, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
