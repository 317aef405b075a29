; A 3-point stencil whose a[i - 1] and a[i] GVN keeps in two header phis,
; the first's latch value the second phi: LLVM 22 follows the chain to the
; load (`isFixedOrderRecurrence`) and vectorizes with two splices; LLVM 14
; takes no phi as a recurrence's previous value (`isFirstOrderRecurrence`).
target triple = "x86_64-unknown-linux-gnu"
define void @f(float* noalias %a, float* noalias %b, i64 %n) {
entry:
  %a1 = getelementptr inbounds float, float* %a, i64 1
  %p0 = load float, float* %a, align 4
  %p1 = load float, float* %a1, align 4
  %guard = icmp sgt i64 %n, 1
  br i1 %guard, label %loop, label %exit
loop:
  %x1 = phi float [ %p1, %entry ], [ %x2, %loop ]
  %x0 = phi float [ %p0, %entry ], [ %x1, %loop ]
  %i = phi i64 [ 1, %entry ], [ %i.next, %loop ]
  %s = fadd float %x0, %x1
  %i.next = add nuw nsw i64 %i, 1
  %pa = getelementptr inbounds float, float* %a, i64 %i.next
  %x2 = load float, float* %pa, align 4
  %t = fadd float %s, %x2
  %pb = getelementptr inbounds float, float* %b, i64 %i
  store float %t, float* %pb, align 4
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
