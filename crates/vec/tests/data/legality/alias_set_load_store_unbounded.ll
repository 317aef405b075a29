target triple = "x86_64-unknown-linux-gnu"
define void @f(i32* noalias %dst, i32* noalias %table, i32* noalias %idx, i64 %n, i64 %x) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pi = getelementptr inbounds i32, i32* %idx, i64 %i
  %k = load i32, i32* %pi, align 4
  %pt = getelementptr inbounds i32, i32* %table, i32 %k
  store i32 7, i32* %pt, align 4
  %pu = getelementptr inbounds i32, i32* %table, i64 %i
  %v = load i32, i32* %pu, align 4
  %pd = getelementptr inbounds i32, i32* %dst, i64 %i
  store i32 %v, i32* %pd, align 4
  %j = add nsw i64 %i, %x
  %pe = getelementptr inbounds i32, i32* %dst, i64 %j
  store i32 %v, i32* %pe, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
