; `for (i = 0; i < n; i++) { y[iy] *= a; iy += incy; }`: a running offset
; stepping by `sext(incy)`, versioned on `incy == 1` (both LLVMs).
target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr %y, float %a, i32 %n, i32 %incy) {
entry:
  %inc64 = sext i32 %incy to i64
  br label %loop
loop:
  %iy = phi i64 [ 0, %entry ], [ %iy.next, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds float, ptr %y, i64 %iy
  %v = load float, ptr %p, align 4
  %m = fmul float %a, %v
  store float %m, ptr %p, align 4
  %iy.next = add nsw i64 %iy, %inc64
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
