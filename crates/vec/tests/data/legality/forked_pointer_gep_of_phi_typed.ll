; A store through `getelementi16* %base, %i` whose base is a phi of two
; arguments (clang sinks `if (..) dst[i] = v; else if (..) aux[i] = v;`
; into one store), in typed pointers for LLVM 14 (opaque:
; forked_pointer_gep_of_phi.ll): LLVM 22's findForkedSCEVs forks the GEP's base and
; checks both arms, each a unit-stride recurrence; LLVM 14 cannot
; identify the bounds.
target triple = "x86_64-unknown-linux-gnu"
define void @f(i16* %src, i16* %dst, i16* %aux, i16 %k, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %ps = getelementptr inbounds i16, i16* %src, i64 %i
  %v = load i16, i16* %ps, align 2
  %c = icmp sgt i16 %v, %k
  br i1 %c, label %sink, label %else
else:
  %c2 = icmp slt i16 %v, 0
  br i1 %c2, label %sink, label %latch
sink:
  %base = phi i16* [ %dst, %loop ], [ %aux, %else ]
  %pd = getelementptr inbounds i16, i16* %base, i64 %i
  store i16 %v, i16* %pd, align 2
  br label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %n
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
