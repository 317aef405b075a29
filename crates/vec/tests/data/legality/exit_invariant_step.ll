target triple = "x86_64-unknown-linux-gnu"
define void @f(i32* noalias %a, i32 %s, i32 %v)  {
entry:
  %pa = getelementptr inbounds i32, i32* %a, i64 0
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ %v, %entry ], [ %acc.next, %loop ]
  %sh = ashr i32 %v, %i
  %acc.next = add nsw i32 %sh, %acc
  %i.next = add nsw i32 %i, %s
  %c = icmp slt i32 %i.next, 8
  br i1 %c, label %loop, label %exit
exit:
  store i32 %acc.next, i32* %pa, align 4
  ret void
}
