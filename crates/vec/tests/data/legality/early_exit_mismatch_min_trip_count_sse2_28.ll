; target: sse2
; A mismatch search over two global arrays of 28 ints, returning which
; is smaller where they first differ: both loaded values leave by the
; early exit. LLVM 22 vectorizes it at VF 4 (SSE2); the early exit's block
; takes a `first-active-lane` for each value (4 scalar `cttz.elts` and
; one MOVMSK: 5) and an `extract-lane` each, priced at its `i64` lane
; operand (a `<4 x i64>` through the stack: 2 stores and a load, 3):
; 16 in all. The scalar iteration costs 5: the minimum profitable trip
; count is ⌈10 · 16 / 5⌉ = 32, a multiple of the VF: 28 iterations are
; fewer, "cannot prove it is safe to reorder memory operations".
; LLVM 14: uncountable.
target triple = "x86_64-unknown-linux-gnu"

@a = global [4096 x i32] zeroinitializer, align 16
@b = global [4096 x i32] zeroinitializer, align 16

define i32 @f() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %pa = getelementptr inbounds i32, ptr @a, i64 %i
  %va = load i32, ptr %pa, align 4
  %pb = getelementptr inbounds i32, ptr @b, i64 %i
  %vb = load i32, ptr %pb, align 4
  %same = icmp eq i32 %va, %vb
  br i1 %same, label %latch, label %hit

latch:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 28
  br i1 %done, label %exit, label %loop

hit:
  %lt = icmp slt i32 %va, %vb
  %c = select i1 %lt, i32 -1, i32 1
  br label %exit

exit:
  %r = phi i32 [ %c, %hit ], [ 0, %latch ]
  ret i32 %r
}
