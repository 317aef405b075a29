target triple = "x86_64-unknown-linux-gnu"
define void @f(i32* noalias %p, i32* noalias %q, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = phi i32 [ 0, %entry ], [ %x, %loop ]
  %b = phi i32 [ 0, %entry ], [ %y, %loop ]
  %pi = getelementptr inbounds i32, i32* %p, i64 %i
  %v = load i32, i32* %pi, align 4
  %x = add i32 %b, %v
  %y = mul i32 %a, %v
  %qi = getelementptr inbounds i32, i32* %q, i64 %i
  store i32 %y, i32* %qi, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
