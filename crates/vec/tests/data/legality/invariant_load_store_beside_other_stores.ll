; `*out += a[i]; b[i] = c[i]` with `out` that may point into `b`: the
; load of `*out` is part of the access that writes through `out`, so
; LLVM 22's LAA compares it with nothing; the run-time checks cover `out`
; against `b`, and the loop is refused as a store to an invariant address
; a load reads. LLVM 14 takes the load as read only and finds the pair
; unsafe. Both refuse.
target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr %out, ptr noalias %a, ptr %b, ptr noalias %c, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds i64, ptr %a, i64 %i
  %x = load i64, ptr %pa, align 8
  %o = load i64, ptr %out, align 8
  %s = add i64 %o, %x
  store i64 %s, ptr %out, align 8
  %pc = getelementptr inbounds i8, ptr %c, i64 %i
  %y = load i8, ptr %pc, align 1
  %pb = getelementptr inbounds i8, ptr %b, i64 %i
  store i8 %y, ptr %pb, align 1
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %n
  br i1 %e, label %exit, label %loop

exit:
  ret void
}
