target triple = "x86_64-unknown-linux-gnu"
define void @f(i32* noalias %a, i32* noalias %b, i32* noalias %c, i64 %s, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %m = mul nsw i64 %i, %s
  %pa = getelementptr inbounds i32, i32* %a, i64 %m
  %v = load i32, i32* %pa, align 4
  %i2 = shl nsw i64 %i, 1
  %m2 = mul nsw i64 %i2, %s
  %pb = getelementptr inbounds i32, i32* %b, i64 %m2
  %w = load i32, i32* %pb, align 4
  %m3 = add nsw i64 %m2, %s
  %pb1 = getelementptr inbounds i32, i32* %b, i64 %m3
  %w1 = load i32, i32* %pb1, align 4
  %x = add i32 %v, %w
  %y = add i32 %x, %w1
  %pc = getelementptr inbounds i32, i32* %c, i64 %i
  store i32 %y, i32* %pc, align 4
  %i.next = add nuw nsw i64 %i, 1
  %cc = icmp eq i64 %i.next, %n
  br i1 %cc, label %exit, label %loop
exit:
  ret void
}
