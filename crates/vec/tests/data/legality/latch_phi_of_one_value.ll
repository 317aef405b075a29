target triple = "x86_64-unknown-linux-gnu"
define void @f(i32 %x, i32* noalias %p) {
entry:
  br label %header
header:
  %iv = phi i32 [ 0, %entry ], [ %iv.next, %latch ]
  %c0 = icmp ugt i32 %iv, %x
  br i1 %c0, label %latch, label %latch
latch:
  %q = phi i32 [ %iv, %header ], [ %iv, %header ]
  %g = getelementptr i32, i32* %p, i32 %q
  store i32 %q, i32* %g, align 4
  %iv.next = add nsw i32 %q, 1
  %c = icmp slt i32 %iv.next, 1000
  br i1 %c, label %header, label %exit
exit:
  ret void
}
