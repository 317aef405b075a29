target triple = "x86_64-unknown-linux-gnu"
define void @f(i32* noalias %a, i32* noalias %b, i64 %k, i64 %n)  {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %m = mul nsw i64 %i, %k
  %pb = getelementptr inbounds i32, i32* %b, i64 %m
  %v = load i32, i32* %pb, align 4
  %w = add i32 %v, 10
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %w, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
