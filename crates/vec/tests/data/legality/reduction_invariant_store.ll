; A reduction whose value is stored to a loop-invariant address every
; iteration: LLVM 22 takes the store (`AddReductionVar`'s IntermediateStore)
; and stores the reduced value once after the vector loop; LLVM 14 takes no
; store in a reduction chain.
target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr noalias %a, i64 %n, ptr %inv.out, ptr %out) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r = phi i32 [ 0, %entry ], [ %red, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %l = load i32, ptr %p, align 4
  %red = add i32 %r, %l
  store i32 %red, ptr %inv.out, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  store i32 %red, ptr %out, align 4
  ret void
}
