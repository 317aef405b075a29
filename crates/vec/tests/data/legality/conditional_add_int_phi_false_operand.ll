; An integer add under a select, the phi the select's false operand:
; LLVM 22 takes it for an add reduction (`isConditionalRdxPattern` with
; `add`/`sub`/`mul`); LLVM 14 does not (fadd/fsub/fmul only).
target triple = "x86_64-unknown-linux-gnu"

define i32 @f(ptr noalias %a, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s2, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %x = load i32, ptr %p, align 4
  %c = icmp sgt i32 %x, 7
  %add = add i32 %s, %x
  %s2 = select i1 %c, i32 %add, i32 %s
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret i32 %s2
}
