; As strides22_store_store_int_count with a long count: the distance's range over up to 2^63 iterations overflows, SCEV cannot bound it, Unknown under both.
target triple = "x86_64-unknown-linux-gnu"
define void @f(i32* %a, i32* noalias %b, i32* noalias %c, i64 %n) {
entry:
  %guard = icmp sgt i64 %n, 0
  br i1 %guard, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i4 = shl nuw nsw i64 %i, 2
  %pa4 = getelementptr inbounds i32, i32* %a, i64 %i4
  %vb = getelementptr inbounds i32, i32* %b, i64 %i
  %x = load i32, i32* %vb, align 4
  store i32 %x, i32* %pa4, align 4
  %pa1 = getelementptr inbounds i32, i32* %a, i64 %i
  %vc = getelementptr inbounds i32, i32* %c, i64 %i
  %y = load i32, i32* %vc, align 4
  store i32 %y, i32* %pa1, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
