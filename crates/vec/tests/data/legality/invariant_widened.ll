; An instruction with loop-invariant operands that no uniform user needs is
; widened by LLVM's inner-loop vectorizer (`collectLoopUniforms` does not
; seed it), so the loop has a vector instruction and is vectorized.
define void @f(i32 %a, i32 %b) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %x = mul i32 %a, %b
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, 1000
  br i1 %c, label %exit, label %loop

exit:
  ret void
}
