target triple = "x86_64-unknown-linux-gnu"

define i64 @f(ptr noundef dereferenceable(1024) %a, i8 %key, i64 %n, ptr %out) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i8, ptr %a, i64 %i
  %x = load i8, ptr %p, align 1
  %c = icmp eq i8 %x, %key
  br i1 %c, label %found, label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 1024
  br i1 %done, label %exit, label %loop
found:
  %r = phi i64 [ %i, %loop ]
  ret i64 %r
exit:
  ret i64 -1
}
