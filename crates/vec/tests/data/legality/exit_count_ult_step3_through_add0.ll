; An IV updated from `%iv.0 = add %iv, 0` is still the IV (SCEV folds
; the add of zero), counted by both.
target triple = "x86_64-unknown-linux-gnu"

define i32 @f(i8* %s) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ 0, %entry ], [ %next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %iv.0 = add nuw nsw i32 %iv, 0
  %p = getelementptr inbounds i8, i8* %s, i32 %iv
  %v = load i8, i8* %p, align 1
  %z = zext i8 %v to i32
  %acc.next = add i32 %acc, %z
  %next = add nuw nsw i32 %iv.0, 3
  %c = icmp ult i32 %next, 1024
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %acc.next
}
