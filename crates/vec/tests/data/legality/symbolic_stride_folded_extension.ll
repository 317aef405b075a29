target triple = "x86_64-unknown-linux-gnu"
define void @f(i32* %a, i32* %b, i32 %s, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %m = mul nsw i32 %i, %s
  %mx = sext i32 %m to i64
  %pb = getelementptr inbounds i32, i32* %b, i64 %mx
  %v = load i32, i32* %pb, align 4
  %ix = sext i32 %i to i64
  %pa = getelementptr inbounds i32, i32* %a, i64 %ix
  store i32 %v, i32* %pa, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
