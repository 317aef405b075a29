; A scatter through an index array, y[idx[i]] = x[i]: the store's address has
; no bounds SCEV can compute, and it shares an alias set with the loads, so
; LAA's canCheckPtrAtRT fails: "cannot identify array bounds", and LLVM
; plans no run-time check (print-access-info lists none).
target triple = "x86_64-unknown-linux-gnu"
define void @f(float* %y, float* %x, i32* %idx, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pi = getelementptr inbounds i32, i32* %idx, i64 %i
  %k = load i32, i32* %pi, align 4
  %kk = sext i32 %k to i64
  %px = getelementptr inbounds float, float* %x, i64 %i
  %v = load float, float* %px, align 4
  %py = getelementptr inbounds float, float* %y, i64 %kk
  store float %v, float* %py, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
