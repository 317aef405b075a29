target triple = "x86_64-unknown-linux-gnu"
define void @f(i32* noalias %a, i1 %s, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  br i1 %s, label %x, label %y
x:
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  store i32 1, i32* %pa, align 4
  %cx = icmp eq i64 %i, 7
  br i1 %cx, label %y, label %latch
y:
  %cy = icmp eq i64 %i, 9
  br i1 %cy, label %x, label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
