; The typed-pointer twin of `invariant_load_store_beside_other_stores.ll`
; (LLVM 14's `opt` crashes on the opaque one): LLVM 14 takes the load of
; `*out` as read only and finds it unsafe against the store.
target triple = "x86_64-unknown-linux-gnu"

define void @f(i64* %out, i64* noalias %a, i8* %b, i8* noalias %c, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds i64, i64* %a, i64 %i
  %x = load i64, i64* %pa, align 8
  %o = load i64, i64* %out, align 8
  %s = add i64 %o, %x
  store i64 %s, i64* %out, align 8
  %pc = getelementptr inbounds i8, i8* %c, i64 %i
  %y = load i8, i8* %pc, align 1
  %pb = getelementptr inbounds i8, i8* %b, i64 %i
  store i8 %y, i8* %pb, align 1
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %n
  br i1 %e, label %exit, label %loop

exit:
  ret void
}
