target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define void @pairs(i32* noalias %a, i32* noalias %b) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i2 = shl nuw nsw i64 %i, 1
  %p0 = getelementptr inbounds i32, i32* %a, i64 %i2
  %x = load i32, i32* %p0, align 4
  %i2b = or i64 %i2, 1
  %p1 = getelementptr inbounds i32, i32* %a, i64 %i2b
  %y = load i32, i32* %p1, align 4
  %s = add i32 %x, %y
  %q = getelementptr inbounds i32, i32* %b, i64 %i
  store i32 %s, i32* %q, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, 1024
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
define void @quads_f64(double* noalias %a, double* noalias %b) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i4 = shl nuw nsw i64 %i, 2
  %p0 = getelementptr inbounds double, double* %a, i64 %i4
  %x = load double, double* %p0, align 8
  %q = getelementptr inbounds double, double* %b, i64 %i
  store double %x, double* %q, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, 1024
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
define void @masked_stride2(i32* noalias %a, i32* noalias %b, i32* noalias %c) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %cp = getelementptr inbounds i32, i32* %c, i64 %i
  %cv = load i32, i32* %cp, align 4
  %t = icmp sgt i32 %cv, 0
  br i1 %t, label %then, label %latch
then:
  %i2 = shl nuw nsw i64 %i, 1
  %p0 = getelementptr inbounds i32, i32* %a, i64 %i2
  %x = load i32, i32* %p0, align 4
  %q = getelementptr inbounds i32, i32* %b, i64 %i
  store i32 %x, i32* %q, align 4
  br label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %cc = icmp eq i64 %i.next, 1024
  br i1 %cc, label %exit, label %loop
exit:
  ret void
}
declare double @llvm.exp.f64(double)
define void @exp_f64(double* noalias %a, double* noalias %b) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds double, double* %a, i64 %i
  %x = load double, double* %p, align 8
  %y = call double @llvm.exp.f64(double %x)
  %q = getelementptr inbounds double, double* %b, i64 %i
  store double %y, double* %q, align 8
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, 1024
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
define void @pred_store_one(i32* noalias %q, i32* noalias %c) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %cp = getelementptr inbounds i32, i32* %c, i64 %i
  %cv = load i32, i32* %cp, align 4
  %t = icmp sgt i32 %cv, 0
  br i1 %t, label %then, label %latch
then:
  %m = shl nuw nsw i64 %i, 1
  %p = getelementptr inbounds i32, i32* %q, i64 %m
  store i32 %cv, i32* %p, align 4
  br label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %cc = icmp eq i64 %i.next, 1024
  br i1 %cc, label %exit, label %loop
exit:
  ret void
}
define void @pred_store_two(i32* noalias %q, i32* noalias %c) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %cp = getelementptr inbounds i32, i32* %c, i64 %i
  %cv = load i32, i32* %cp, align 4
  %t = icmp sgt i32 %cv, 0
  br i1 %t, label %then, label %latch
then:
  %m = shl nuw nsw i64 %i, 2
  %p = getelementptr inbounds i32, i32* %q, i64 %m
  store i32 %cv, i32* %p, align 4
  %m1 = or i64 %m, 1
  %p1 = getelementptr inbounds i32, i32* %q, i64 %m1
  store i32 %cv, i32* %p1, align 4
  br label %latch
latch:
  %i.next = add nuw nsw i64 %i, 1
  %cc = icmp eq i64 %i.next, 1024
  br i1 %cc, label %exit, label %loop
exit:
  ret void
}
