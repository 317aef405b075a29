; A store to the reduction's invariant address before the reduction's own
; store, of the same type: LLVM 22 finds it dead and vectorizes
; (`canVectorizeMemory` erases it from the unhandled stores); LLVM 14
; refuses the two stores to one invariant address. The two stores through
; one pointer value are one LAA access, never paired by the dependence checker.
target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr noalias %a, i64 %n, ptr noalias %inv.out) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r = phi i32 [ 0, %entry ], [ %red, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %l = load i32, ptr %p, align 4
  store i32 %l, ptr %inv.out, align 4
  %red = add i32 %r, %l
  store i32 %red, ptr %inv.out, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
