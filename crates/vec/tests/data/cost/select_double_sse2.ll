; target: sse2
; Six selects of `double` and three compares per iteration, on plain
; x86-64. LLVM 14 prices a `<2 x double>` select at 3 (andpd, andnpd,
; orpd) and finds no VF profitable; LLVM 22's `getCmpSelInstrCost` prices
; it at 2 and vectorizes at VF 2.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr noalias %a, ptr noalias %b, ptr noalias %c) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pb = getelementptr inbounds double, ptr %b, i64 %i
  %x = load double, ptr %pb, align 8
  %pc = getelementptr inbounds double, ptr %c, i64 %i
  %y = load double, ptr %pc, align 8
  %k = fcmp olt double %x, %y
  %s0 = select i1 %k, double %x, double %y
  %k0 = fcmp olt double %s0, %x
  %s0b = select i1 %k0, double %s0, double %x
  %s1 = select i1 %k, double %s0b, double %y
  %k1 = fcmp olt double %s1, %x
  %s1b = select i1 %k1, double %s1, double %x
  %s2 = select i1 %k, double %s1b, double %y
  %pa = getelementptr inbounds double, ptr %a, i64 %i
  store double %s2, ptr %pa, align 8
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 1024
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
