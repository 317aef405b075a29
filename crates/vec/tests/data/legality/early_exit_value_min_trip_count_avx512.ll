; target: avx512
; An early-exit search over 80 ints of a global returning the value
; found. LLVM 22 vectorizes it at VF 16 (AVX-512F); the early exit's block
; computes the value: a `first-active-lane` of 16 mask lanes (16 scalar
; `cttz.elts`, 16 lane extracts: 32) and an `extract-lane` at a lane
; known at run time, priced as LLVM 22.1 does at the type of its `i64`
; lane operand (a `<16 x i64>` through the stack: 2 stores and a load,
; 3), 35 in all; the minimum profitable trip count ⌈10 · 35 / 4⌉ = 88,
; 96 as a multiple of the VF, is more than 80: "cannot prove it is safe
; to reorder memory operations". LLVM 14: uncountable.
target triple = "x86_64-unknown-linux-gnu"

@g = global [4096 x i32] zeroinitializer, align 64

define i64 @f() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i32, ptr @g, i64 %i
  %v = load i32, ptr %p, align 4
  %found = icmp sgt i32 %v, 3
  br i1 %found, label %hit, label %latch

latch:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 80
  br i1 %done, label %exit, label %loop

hit:
  %w = zext i32 %v to i64
  br label %exit

exit:
  %r = phi i64 [ %w, %hit ], [ -1, %latch ]
  ret i64 %r
}
