; A load of a[2i], then a store to a[i]: the write never reaches what a later iteration reads; LLVM 22: Forward, LLVM 14: Unknown (different strides).
target triple = "x86_64-unknown-linux-gnu"
define void @f(i32* %a, i32* noalias %b, i32* noalias %c, i32 %n) {
entry:
  %n.wide = zext i32 %n to i64
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i2 = shl nuw nsw i64 %i, 1
  %pa2 = getelementptr inbounds i32, i32* %a, i64 %i2
  %x = load i32, i32* %pa2, align 4
  %vc = getelementptr inbounds i32, i32* %c, i64 %i
  store i32 %x, i32* %vc, align 4
  %pa1 = getelementptr inbounds i32, i32* %a, i64 %i
  %vb = getelementptr inbounds i32, i32* %b, i64 %i
  %y = load i32, i32* %vb, align 4
  store i32 %y, i32* %pa1, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n.wide
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
