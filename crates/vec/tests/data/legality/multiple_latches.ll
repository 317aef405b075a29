; Two blocks branch back to the header. The vectorizer's loop-simplify
; merges them into one new latch that never exits, so the loop is no
; control-flow refusal: the second block's exit does not dominate that
; latch and SCEV does not count it.
define void @f(i16* %p) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %inc, %loop ], [ %inc, %second ]
  %inc = add nsw i32 %i, 1
  %c = icmp slt i32 %inc, 16
  br i1 %c, label %loop, label %second

second:
  %w = sext i32 %i to i64
  %a = getelementptr inbounds i16, i16* %p, i64 %w
  store i16 0, i16* %a, align 2
  %c2 = icmp sgt i32 %inc, 16
  br i1 %c2, label %loop, label %exit

exit:
  ret void
}
