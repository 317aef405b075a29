; A possibly-trapping constant expression (a division by a value not known
; to be non-zero) as the incoming value of a phi in a block that needs no
; predication but merges a conditional one: the phi becomes a select that
; evaluates the constant on every lane (canIfConvertPHINodes), so LLVM 14
; refuses the loop: "control flow cannot be substituted for a select".
target triple = "x86_64-unknown-linux-gnu"
@g = global i32 0
define void @f(i32* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %v = load i32, i32* %pa, align 4
  %t = icmp sgt i32 %v, 0
  br i1 %t, label %then, label %latch
then:
  br label %latch
latch:
  %d = phi i32 [ sdiv (i32 7, i32 sub (i32 ptrtoint (i32* @g to i32), i32 1)), %then ], [ %v, %loop ]
  store i32 %d, i32* %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
