; Opaque pointers (LLVM 14 with -opaque-pointers, default from LLVM 15).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

%pair = type { i32, i64 }

@table = internal global [2 x ptr] [ptr @f, ptr null], align 16
@gep = global ptr getelementptr inbounds (%pair, ptr @obj, i64 0, i32 1)
@obj = global %pair zeroinitializer
@as = global ptr addrspace(3) null

define ptr @f(ptr noundef %p, ptr addrspace(1) %q, <4 x ptr> %vp) {
entry:
  %a = alloca %pair, align 8
  %a5 = alloca i32, addrspace(5)
  %f1 = getelementptr inbounds %pair, ptr %a, i64 0, i32 1
  %x = load i64, ptr %f1, align 8
  %v = load <4 x i32>, ptr %p, align 16
  %vg = getelementptr i32, <4 x ptr> %vp, <4 x i64> zeroinitializer
  %pi = ptrtoint <4 x ptr> %vg to <4 x i64>
  %cast = addrspacecast ptr addrspace(1) %q to ptr
  %agg = load %pair, ptr %a
  %e1 = extractvalue %pair %agg, 1
  %sum = add i64 %e1, %x
  %fp = load ptr, ptr @table
  %r = call ptr %fp(ptr %p, ptr addrspace(1) %q, <4 x ptr> %vp)
  %m = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %p, i32 4, <4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x i32> poison)
  %cmp = icmp eq ptr %r, null
  br i1 %cmp, label %null, label %loop

loop:
  %iv = phi i64 [ 0, %entry ], [ %iv.next, %loop ]
  %gep = getelementptr inbounds i32, ptr %p, i64 %iv
  store i32 0, ptr %gep, align 4
  %iv.next = add nuw nsw i64 %iv, 1
  %done = icmp eq i64 %iv.next, %sum
  br i1 %done, label %null, label %loop, !llvm.loop !0

null:
  ret ptr %cast
}

declare <4 x i32> @llvm.masked.load.v4i32.p0(ptr, i32 immarg, <4 x i1>, <4 x i32>)

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.vectorize.width", i32 4}
