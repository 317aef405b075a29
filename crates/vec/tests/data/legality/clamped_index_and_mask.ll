target triple = "x86_64-unknown-linux-gnu"
define void @f(i32* %a, i32* %b, i32 %n)  {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %k = and i32 %i, 7
  %pa = getelementptr inbounds i32, i32* %a, i32 %k
  %v = load i32, i32* %pa, align 4
  %w = add i32 %v, 10
  %pb = getelementptr inbounds i32, i32* %b, i32 %i
  store i32 %w, i32* %pb, align 4
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
