; An early-exit search over a global array of bytes returning the index
; found, with a constant bound of 96 iterations.
; The same search over 96 elements reaches the minimum profitable trip
; count of VF 32 (96): LLVM 22 vectorizes it. LLVM 14: uncountable.
target triple = "x86_64-unknown-linux-gnu"

@g = global [4096 x i8] zeroinitializer, align 16

define i64 @f() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i8, ptr @g, i64 %i
  %v = load i8, ptr %p, align 1
  %found = icmp sgt i8 %v, 0
  br i1 %found, label %exit, label %latch

latch:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 96
  br i1 %done, label %exit, label %loop

exit:
  %r = phi i64 [ %i, %loop ], [ -1, %latch ]
  ret i64 %r
}
