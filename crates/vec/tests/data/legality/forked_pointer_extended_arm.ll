; A store through `a[c ? i : n - 1 - i]` of an unsigned `i` (clang's
; `if (c) a[i] = v; else a[n - 1 - i] = v;`, one store through a `select`
; of the indices), against a load through an argument that may alias it.
; The reverse arm is `zext i32 (n - 1 - i)`: SCEV cannot fold the
; extension into the narrow recurrence `{n - 1, +, -1}` (its start is
; symbolic and it counts down), so the arm is no add recurrence and LLVM
; 22 does not fork the pointer (`findForkedSCEVs`); the `select` as a
; whole is no recurrence even under predicates (`getAsAddRec`): "cannot
; identify array bounds" (LLVM 14 forks nothing and says the same).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr %a, ptr %b, i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %exit, label %ph
ph:
  %wide = zext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %ph ], [ %i.next, %loop ]
  %pb = getelementptr inbounds float, ptr %b, i64 %i
  %v = load float, ptr %pb, align 4
  %c = fcmp ogt float %v, 0.000000e+00
  %t = trunc i64 %i to i32
  %not = xor i32 %t, -1
  %r = add i32 %n, %not
  %rw = zext i32 %r to i64
  %idx = select i1 %c, i64 %i, i64 %rw
  %pa = getelementptr inbounds float, ptr %a, i64 %idx
  store float %v, ptr %pa, align 4
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %wide
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
