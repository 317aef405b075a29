; The phi's value (the previous iteration's) stored to an invariant address:
; the stored value is not the one that goes round the loop, no reduction in
; either version.
target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr noalias %a, i64 %n, ptr noalias %inv.out) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r = phi i32 [ 0, %entry ], [ %red, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %l = load i32, ptr %p, align 4
  store i32 %r, ptr %inv.out, align 4
  %red = add i32 %r, %l
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
