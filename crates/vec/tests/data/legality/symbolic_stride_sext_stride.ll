target triple = "x86_64-unknown-linux-gnu"
define void @f(i32* %a, i32* %b, i32 %s, i64 %n)  {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %sx = sext i32 %s to i64
  %m = mul nsw i64 %i, %sx
  %pb = getelementptr inbounds i32, i32* %b, i64 %m
  %v = load i32, i32* %pb, align 4
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 %v, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
