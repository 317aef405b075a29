; `for (long i = 0; i < 200; i += 3) if (g[i] == k) return i;` over a
; global array (dereferenceable: no faulting load). The load strides by 3
; elements: an interleave group of factor 3 with members missing at its
; end, which needs a scalar epilogue (`InterleavedAccessInfo`, case 3 of
; the groups with gaps); LLVM 22's `processLoop` refuses an early-exit
; loop when `IAI.requiresScalarEpilogue()` ("Auto-vectorization of early
; exit loops requiring a scalar epilogue is unsupported"). LLVM 14 counts
; no early exit.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = global [4096 x i32] zeroinitializer, align 16

define i64 @f(i32 %k) {
entry:
  br label %for.body

for.body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %for.inc ]
  %p = getelementptr inbounds i32, ptr @g, i64 %i
  %v = load i32, ptr %p, align 4
  %hit = icmp eq i32 %v, %k
  br i1 %hit, label %exit, label %for.inc

for.inc:
  %i.next = add nuw nsw i64 %i, 3
  %more = icmp ult i64 %i, 197
  br i1 %more, label %for.body, label %exit

exit:
  %r = phi i64 [ %i, %for.body ], [ -1, %for.inc ]
  ret i64 %r
}
