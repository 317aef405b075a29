; An early-exit search over a global array of bytes returning the index
; found, with a constant bound of 64 iterations.
; LLVM 22 vectorizes the search at VF 32 (AVX2), then weighs the early exit:
; a `first-active-lane` of 32 lanes (32 scalar `cttz.elts` and one
; MOVMSK: 33) makes the minimum profitable trip count ⌈10 · 33 / 4⌉ = 83,
; 96 as a multiple of the VF; 64 iterations are fewer: "cannot prove it
; is safe to reorder memory operations" (`isOutsideLoopWorkProfitable`).
; LLVM 14 has no early-exit vectorization: uncountable.
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
  %done = icmp eq i64 %i.next, 64
  br i1 %done, label %exit, label %loop

exit:
  %r = phi i64 [ %i, %loop ], [ -1, %latch ]
  ret i64 %r
}
