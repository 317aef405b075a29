; BLAS dcopy, `y[iy] = x[ix]` with running offsets from the negative-stride
; start, `noalias`: versioned on `incx == 1` and `incy == 1`, a wide load
; and store (no gather, no scatter).
target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr noalias %x, ptr noalias %y, i32 %n, i32 %incx, i32 %incy) {
entry:
  %conv1 = sext i32 %incx to i64
  %conv7 = sext i32 %incy to i64
  %cmp2 = icmp slt i32 %incy, 0
  %conv = zext i32 %n to i64
  %sub = sub nsw i64 1, %conv
  %mul8 = mul nsw i64 %sub, %conv7
  %cond11 = select i1 %cmp2, i64 %mul8, i64 0
  %cmp = icmp slt i32 %incx, 0
  %mul = mul nsw i64 %sub, %conv1
  %cond = select i1 %cmp, i64 %mul, i64 0
  br label %loop
loop:
  %i = phi i32 [ %inc, %loop ], [ 0, %entry ]
  %iy = phi i64 [ %add17, %loop ], [ %cond11, %entry ]
  %ix = phi i64 [ %add, %loop ], [ %cond, %entry ]
  %px = getelementptr inbounds double, ptr %x, i64 %ix
  %v = load double, ptr %px, align 8
  %py = getelementptr inbounds double, ptr %y, i64 %iy
  store double %v, ptr %py, align 8
  %add = add nsw i64 %ix, %conv1
  %add17 = add nsw i64 %iy, %conv7
  %inc = add nuw i32 %i, 1
  %c = icmp eq i32 %inc, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
