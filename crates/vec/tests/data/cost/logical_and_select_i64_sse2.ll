; target: sse2
; Two `i64` compares joined by a logical and (`select %c1, %c2, false`,
; as C's `&&` lowers), stored as 0 or 1. LLVM 22's
; `VPWidenSelectRecipe::computeCost` prices a select of `i1` lanes with a
; varying condition and a constant `false` arm as the `and` it is (1 a
; register, `getArithmeticInstrCost`): VF 2 costs 17 against the scalar
; 18 and LLVM 22 vectorizes; priced with the `sse2` select row (3) it
; would cost 19. LLVM 14 refuses (its `icmp <2 x i64>` row is 9).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr noalias %a, ptr noalias %b, ptr noalias %d, i64 %k, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds i64, ptr %a, i64 %i
  %x = load i64, ptr %pa, align 8
  %pb = getelementptr inbounds i64, ptr %b, i64 %i
  %y = load i64, ptr %pb, align 8
  %c1 = icmp eq i64 %x, %k
  %c2 = icmp eq i64 %y, %k
  %both = select i1 %c1, i1 %c2, i1 false
  %z = zext i1 %both to i64
  %pd = getelementptr inbounds i64, ptr %d, i64 %i
  store i64 %z, ptr %pd, align 8
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %n
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
