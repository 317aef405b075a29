; A `maxnum` reduction without fast-math flags in a loop that also
; stores: LLVM 22 takes the reduction (`FMaxNum`) but cannot rerun a
; vector iteration that read a NaN in the scalar loop once it wrote
; memory (`handleMaxMinNumReductions`), so it builds no vector plan and
; finds vectorization not beneficial; LLVM 14 refuses the reduction.
target triple = "x86_64-unknown-linux-gnu"

define float @f(ptr noalias %a, ptr noalias %b, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ -1.0e9, %entry ], [ %max, %loop ]
  %pa = getelementptr inbounds float, ptr %a, i64 %i
  %x = load float, ptr %pa, align 4
  %max = call float @llvm.maxnum.f32(float %acc, float %x)
  %pb = getelementptr inbounds float, ptr %b, i64 %i
  store float %x, ptr %pb, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop

exit:
  ret float %max
}

declare float @llvm.maxnum.f32(float, float)
