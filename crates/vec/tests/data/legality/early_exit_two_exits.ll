target triple = "x86_64-unknown-linux-gnu"

@g = global [1024 x i32] zeroinitializer, align 16
@g2 = global i32 zeroinitializer, align 16

define i64 @f(ptr %a, i32 %key, i64 %n, ptr %out) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i32, ptr @g, i64 %i
  %x = load i32, ptr %p, align 4
  %c = icmp eq i32 %x, %key
  br i1 %c, label %found, label %next
next:
  %x2 = load i32, ptr @g2, align 4
  %c2 = icmp eq i32 %x2, %x
  br i1 %c2, label %found2, label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 1024
  br i1 %done, label %exit, label %loop
found:
  %r = phi i64 [ %i, %loop ]
  ret i64 %r
found2:
  ret i64 -2
exit:
  ret i64 -1
}
