; `for (unsigned i = 0; i < g_len; i += 2) d[i] = sat_add(a[i], b[i])`
; after indvars widened the counter: the exit compares `trunc` of the
; `i64` IV's update, `{2,+,2}` in `i32` with no no-wrap flag, with the
; bound. The loop must make progress (`llvm.loop.mustprogress`) and its
; only side effects are a plain store and `llvm.uadd.sat`, which touches
; no memory: it is finite, so with a step that is a power of two the IV
; cannot wrap onto itself and LLVM 22 counts the exit (and vectorizes).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"
@gd_u32 = global [4096 x i32] zeroinitializer, align 16
@ga_u32 = global [4096 x i32] zeroinitializer, align 16
@gb_u32 = global [4096 x i32] zeroinitializer, align 16
define void @f(ptr %cfg) {
entry:
  %len = getelementptr inbounds nuw i8, ptr %cfg, i64 8
  %0 = load i64, ptr %len, align 8
  %1 = add i64 %0, -1
  %or.cond = icmp ult i64 %1, 4088
  br i1 %or.cond, label %for.body.preheader, label %for.end

for.body.preheader:                               ; preds = %entry
  %2 = trunc nuw nsw i64 %0 to i32
  br label %for.body

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds nuw i32, ptr @ga_u32, i64 %indvars.iv
  %3 = load i32, ptr %arrayidx, align 8
  %arrayidx5 = getelementptr inbounds nuw i32, ptr @gb_u32, i64 %indvars.iv
  %4 = load i32, ptr %arrayidx5, align 8
  %cond.i = tail call i32 @llvm.uadd.sat.i32(i32 %3, i32 %4)
  %arrayidx7 = getelementptr inbounds nuw i32, ptr @gd_u32, i64 %indvars.iv
  store i32 %cond.i, ptr %arrayidx7, align 8
  %indvars.iv.next = add nuw i64 %indvars.iv, 2
  %indvars = trunc i64 %indvars.iv.next to i32
  %cmp2 = icmp ugt i32 %2, %indvars
  br i1 %cmp2, label %for.body, label %for.end, !llvm.loop !0

for.end:                                          ; preds = %for.body, %entry
  ret void
}
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.uadd.sat.i32(i32, i32)
declare i8 @llvm.umin.i8(i8, i8)
declare i16 @llvm.umin.i16(i16, i16)
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
