; The reduction's store to an invariant address under a condition: LLVM 22
; identifies the reduction, then refuses the conditional store
; (`canVectorizeMemory`); LLVM 14 does not identify the reduction.
target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr noalias %a, i64 %n, ptr noalias %inv.out) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %r = phi i32 [ 0, %entry ], [ %red, %latch ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %l = load i32, ptr %p, align 4
  %red = add i32 %r, %l
  %c = icmp sgt i32 %l, 7
  br i1 %c, label %then, label %latch
then:
  store i32 %red, ptr %inv.out, align 4
  br label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
