target triple = "x86_64-unknown-linux-gnu"
define void @f(i32* noalias %a) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %r = phi i32 [ 0, %entry ], [ %r.next, %loop ]
  %pa = getelementptr inbounds i32, i32* %a, i32 %i
  store i32 %i, i32* %pa, align 4
  %done = icmp eq i32 %r, 40
  %i.next = add nuw nsw i32 %i, 1
  %r.next = or i32 %i.next, %i.next
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
