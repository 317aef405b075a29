; The reduction's store to an invariant address computed in the loop:
; LLVM 22 refuses it ("Invariant address is calculated inside the loop").
target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr noalias %a, i64 %n, ptr noalias %out) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r = phi i32 [ 0, %entry ], [ %red, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %l = load i32, ptr %p, align 4
  %red = add i32 %r, %l
  %q = getelementptr inbounds i32, ptr %out, i64 3
  store i32 %red, ptr %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
