; A readnone `double @sinf(double)`: LLVM 14 checks only that the result is
; floating point and the parameter of its type, so this is llvm.sin.
target triple = "x86_64-unknown-linux-gnu"
define void @f(double* noalias %a, float* noalias %b, i32* noalias %c, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds double, double* %a, i64 %i
  %x = load double, double* %pa, align 8
  %pb = getelementptr inbounds float, float* %b, i64 %i
  %y = load float, float* %pb, align 4
  %pc = getelementptr inbounds i32, i32* %c, i64 %i
  %z = load i32, i32* %pc, align 4
  %r = call double @sinf(double %x) #0
  store double %r, double* %pa, align 8
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
declare double @sinf(double) #0
attributes #0 = { nounwind readnone willreturn }
