target triple = "x86_64-unknown-linux-gnu"
define i64 @f(i64* %a, i64 %n, i64 %k) {
entry:
  %u = and i64 %n, -4
  %z = icmp eq i64 %u, 0
  br i1 %z, label %exit, label %loop
loop:
  %s = phi i64 [ 0, %entry ], [ %s.next, %loop ]
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %niter = phi i64 [ 0, %entry ], [ %niter.next, %loop ]
  %p = getelementptr inbounds i64, i64* %a, i64 %i
  %v = load i64, i64* %p, align 8
  %s.next = add i64 %s, %v
  %i.next = add nuw nsw i64 %i, 1
  %niter.next = add i64 %niter, 4
  %c = icmp eq i64 %niter.next, %u
  br i1 %c, label %exit, label %loop
exit:
  %r = phi i64 [ 0, %entry ], [ %s.next, %loop ]
  ret i64 %r
}
