target triple = "x86_64-unknown-linux-gnu"
define void @f(i32* %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %u = load i8, i8* undef, align 1
  %z = zext i8 %u to i32
  %s = add i32 %v, %z
  store i32 %s, i32* undef, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
