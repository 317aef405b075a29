target triple = "x86_64-unknown-linux-gnu"
define void @f(i8* noalias %a, i8* noalias %b, i64 %s) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = phi i8* [ %b, %entry ], [ %p.next, %loop ]
  %v = load i8, i8* %p, align 1
  %pa = getelementptr inbounds i8, i8* %a, i64 %i
  store i8 %v, i8* %pa, align 1
  %p.next = getelementptr inbounds i8, i8* %p, i64 %s
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, 1000
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
