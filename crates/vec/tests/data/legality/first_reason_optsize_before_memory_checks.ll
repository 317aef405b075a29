; Three stores and three loads through six pointers that may alias, in a
; function optimized for size: 12 run-time checks, more than LLVM's 8.
; `computeMaxVF` refuses any check under `-Os` before the cost model and
; the count of checks, under both versions: "runtime pointer checks
; needed" first.
target triple = "x86_64-unknown-linux-gnu"

define void @f(i64* %a, i64* %b, i64* %c, i64* %d, i64* %e, i64* %g, i64 %n) optsize {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pd = getelementptr inbounds i64, i64* %d, i64 %i
  %vd = load i64, i64* %pd, align 8
  %pe = getelementptr inbounds i64, i64* %e, i64 %i
  %ve = load i64, i64* %pe, align 8
  %pg = getelementptr inbounds i64, i64* %g, i64 %i
  %vg = load i64, i64* %pg, align 8
  %x = add i64 %vd, %ve
  %y = add i64 %ve, %vg
  %z = add i64 %vg, %vd
  %pa = getelementptr inbounds i64, i64* %a, i64 %i
  store i64 %x, i64* %pa, align 8
  %pb = getelementptr inbounds i64, i64* %b, i64 %i
  store i64 %y, i64* %pb, align 8
  %pc = getelementptr inbounds i64, i64* %c, i64 %i
  store i64 %z, i64* %pc, align 8
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %out, label %loop

out:
  ret void
}
