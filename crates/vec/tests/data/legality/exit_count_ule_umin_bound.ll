; `<=` against `umin(n, 4094)`, a bound that cannot be the unsigned
; maximum: the bound is moved by one and both count it.
target triple = "x86_64-unknown-linux-gnu"

define i32 @f(i8* %s, i32 %n) {
entry:
  %min = call i32 @llvm.umin.i32(i32 %n, i32 4094)
  br label %loop
loop:
  %iv = phi i32 [ 0, %entry ], [ %next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %p = getelementptr inbounds i8, i8* %s, i32 %iv
  %v = load i8, i8* %p, align 1
  %z = zext i8 %v to i32
  %acc.next = add i32 %acc, %z
  %next = add  i32 %iv, 1
  %c = icmp ule i32 %next, %min
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %acc.next
}

declare i32 @llvm.umin.i32(i32, i32)
