target triple = "x86_64-unknown-linux-gnu"
define void @f(i32* noalias %a, i32* noalias %b, <2 x i32>* noalias %v, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %x = load i32, i32* %pa, align 4
  %ins = insertelement <2 x i32> undef, i32 %x, i32 0
  %pv = getelementptr inbounds <2 x i32>, <2 x i32>* %v, i64 %i
  store <2 x i32> %ins, <2 x i32>* %pv, align 8
  br label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
