target triple = "x86_64-unknown-linux-gnu"
define void @f(<2 x i32>* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds <2 x i32>, <2 x i32>* %a, i64 %i
  %v = load <2 x i32>, <2 x i32>* %pa, align 8
  %e = extractelement <2 x i32> %v, i32 0
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  store i32 %e, i32* %pb, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
