; A loop counting down stores a[i+1] and reads a[i+36], which an earlier
; iteration stored: LLVM 14 swaps which access writes with the addresses
; and finds a harmless forward dependence; LLVM 22 keeps the writes in
; program order and refuses a store read back 35 iterations later
; (store-to-load forwarding).
target triple = "x86_64-unknown-linux-gnu"
define void @f(float* noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ %n, %entry ], [ %i.next, %loop ]
  %i1 = add nsw i64 %i, 1
  %ps = getelementptr inbounds float, float* %a, i64 %i1
  %x = sitofp i64 %i to float
  store float %x, float* %ps, align 4
  %i36 = add nsw i64 %i, 36
  %pl = getelementptr inbounds float, float* %a, i64 %i36
  %l = load float, float* %pl, align 4
  %y = fadd float %l, 1.0
  %i2 = add nsw i64 %i, 2
  %po = getelementptr inbounds float, float* %a, i64 %i2
  store float %y, float* %po, align 4
  %i.next = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
