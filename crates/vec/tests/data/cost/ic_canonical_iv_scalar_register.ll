; The inner loop of a 5-point stencil, d[i·n + j] = (a[(i−1)·n + j] +
; a[(i+1)·n + j] + a[i·n + j − 1] + a[i·n + j + 1]) / 4, its outer loop's
; values loop invariants. Its addresses keep four scalars live at once
; beside four scalar invariants (two bases, the row offset, the vector
; trip count). LLVM 22 measures the pressure on the VPlan, whose
; canonical induction holds one more scalar register through the body
; beside the steps of `%iv`: (16 − 4 − 1) / (4 − 1) → IC 2 at VF 4, where
; the IR's three live scalars would allow 4. LLVM 14 counts on the IR:
; IC 4.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr noalias %a, ptr noalias %d, i64 %n, i64 %row, i64 %above, i64 %below) #0 {
entry:
  %cmp = icmp sgt i64 %n, 1
  br i1 %cmp, label %ph, label %exit

ph:
  %gep.above = getelementptr double, ptr %a, i64 %above
  %gep.below = getelementptr double, ptr %a, i64 %below
  %rowoff = add nsw i64 %row, %above
  br label %for.body

for.body:
  %iv = phi i64 [ 1, %ph ], [ %iv.next, %for.body ]
  %p0 = getelementptr double, ptr %gep.above, i64 %iv
  %v0 = load double, ptr %p0, align 8
  %p1 = getelementptr double, ptr %gep.below, i64 %iv
  %v1 = load double, ptr %p1, align 8
  %s0 = fadd double %v0, %v1
  %k = add nuw nsw i64 %iv, %rowoff
  %base = getelementptr double, ptr %a, i64 %k
  %pl = getelementptr i8, ptr %base, i64 -8
  %v2 = load double, ptr %pl, align 8
  %s1 = fadd double %s0, %v2
  %pr = getelementptr i8, ptr %base, i64 8
  %v3 = load double, ptr %pr, align 8
  %s2 = fadd double %s1, %v3
  %q = fmul double %s2, 2.500000e-01
  %pd = getelementptr inbounds double, ptr %d, i64 %k
  store double %q, ptr %pd, align 8
  %iv.next = add nuw nsw i64 %iv, 1
  %done = icmp eq i64 %iv.next, %n
  br i1 %done, label %exit, label %for.body

exit:
  ret void
}

attributes #0 = { nounwind "target-cpu"="x86-64" }
