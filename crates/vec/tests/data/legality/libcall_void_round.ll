; A readnone call to a declared `void @round(double)`: not the library's
; prototype (isValidProtoForLibFunc), so TargetLibraryInfo does not take it
; for round and it has no intrinsic: "call instruction cannot be vectorized".
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
  call void @round(double %x) #0
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
declare void @round(double) #0
attributes #0 = { nounwind readnone willreturn }
