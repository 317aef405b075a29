; A store through `getelementptr %base, %i` whose base is a phi of two
; arguments (clang sinks `if (..) dst[i] = v; else if (..) aux[i] = v;`
; into one store): LLVM 22's findForkedSCEVs forks the GEP's base and
; checks both arms, each a unit-stride recurrence; LLVM 14 cannot
; identify the bounds.
target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr %src, ptr %dst, ptr %aux, i16 %k, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %ps = getelementptr inbounds i16, ptr %src, i64 %i
  %v = load i16, ptr %ps, align 2
  %c = icmp sgt i16 %v, %k
  br i1 %c, label %sink, label %else
else:
  %c2 = icmp slt i16 %v, 0
  br i1 %c2, label %sink, label %latch
sink:
  %base = phi ptr [ %dst, %loop ], [ %aux, %else ]
  %pd = getelementptr inbounds i16, ptr %base, i64 %i
  store i16 %v, ptr %pd, align 2
  br label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %n
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
