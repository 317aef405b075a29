; BLAS swap with two running offsets from a negative-stride start
; (`ix = incx < 0 ? (1 - n) * incx : 0`) through pointers that may alias:
; under `incx == 1` and `incy == 1` both accesses are consecutive and
; their bounds computable, so the run-time pointer checks can be made.
target triple = "x86_64-unknown-linux-gnu"
define void @f(double* %x, double* %y, i64 %n, i32 %incx, i32 %incy) {
entry:
  %cmp1 = icmp slt i32 %incy, 0
  %conv = trunc i64 %n to i32
  %sub = sub nsw i32 1, %conv
  %mul6 = mul nsw i32 %sub, %incy
  %cond9 = select i1 %cmp1, i32 %mul6, i32 0
  %cmp = icmp slt i32 %incx, 0
  %mul = mul nsw i32 %sub, %incx
  %cond = select i1 %cmp, i32 %mul, i32 0
  %sx = sext i32 %cond to i64
  %ix.step = sext i32 %incx to i64
  %sy = sext i32 %cond9 to i64
  %iy.step = sext i32 %incy to i64
  br label %loop
loop:
  %iy = phi i64 [ %sy, %entry ], [ %iy.next, %loop ]
  %ix = phi i64 [ %sx, %entry ], [ %ix.next, %loop ]
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %px = getelementptr inbounds double, double* %x, i64 %ix
  %a = load double, double* %px, align 8
  %py = getelementptr inbounds double, double* %y, i64 %iy
  %b = load double, double* %py, align 8
  store double %b, double* %px, align 8
  store double %a, double* %py, align 8
  %ix.next = add nsw i64 %ix, %ix.step
  %iy.next = add nsw i64 %iy, %iy.step
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
