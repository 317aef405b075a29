; `<=` (signed) with a step of 4 and `nsw`: the IV cannot wrap, so
; `SimplifyICmpOperands` moves it by one and both count it.
target triple = "x86_64-unknown-linux-gnu"

define i32 @f(i8* %s, i32 %n) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ 0, %entry ], [ %next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %p = getelementptr inbounds i8, i8* %s, i32 %iv
  %v = load i8, i8* %p, align 1
  %z = zext i8 %v to i32
  %acc.next = add i32 %acc, %z
  %next = add nsw i32 %iv, 4
  %c = icmp sle i32 %next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %acc.next
}
