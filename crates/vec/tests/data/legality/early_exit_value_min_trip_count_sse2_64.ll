; target: sse2
; An early-exit search over 64 bytes of a global returning the byte
; found. LLVM 22 vectorizes it at VF 16 (SSE2); the early exit's block
; computes the value: a `first-active-lane` of 16 mask lanes (16 scalar
; `cttz.elts` and one PMOVMSKB: 17) and an `extract-lane`, which LLVM
; 22.1 prices at the type of its lane operand, an `i64`: a `<16 x i64>`
; through the stack, 8 stores and a load, 9 (the `<16 x i8>` itself
; would cost 2); 26 in all. The minimum profitable trip count is
; ⌈10 · 26 / 4⌉ = 65, 80 as a multiple of the VF: 64 iterations are
; fewer, "cannot prove it is safe to reorder memory operations".
; LLVM 14: uncountable.
target triple = "x86_64-unknown-linux-gnu"

@g = global [4096 x i8] zeroinitializer, align 16

define i32 @f(i8 %k) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i8, ptr @g, i64 %i
  %v = load i8, ptr %p, align 1
  %found = icmp sgt i8 %v, %k
  br i1 %found, label %hit, label %latch

latch:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 64
  br i1 %done, label %exit, label %loop

hit:
  %w = sext i8 %v to i32
  br label %exit

exit:
  %r = phi i32 [ %w, %hit ], [ 0, %latch ]
  ret i32 %r
}
