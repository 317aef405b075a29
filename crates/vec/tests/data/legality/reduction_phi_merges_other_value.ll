target triple = "x86_64-unknown-linux-gnu"
define i32 @f(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %t = icmp sgt i64 %i, 10
  %sub = sub nsw i32 %s, %v
  br i1 %t, label %join, label %other
other:
  br label %join
join:
  %s.next = phi i32 [ 1, %other ], [ %sub, %loop ]
  br label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret i32 %s.next
}
