; `__builtin_assume(m % 4 == 0); for (unsigned i = m; i != 0; i -= 2)
; s += a[i - 1]`: the exit `i - 2 == 0` is counted only if the distance
; from the start, `m`, is a multiple of the step. Nothing in `m` itself
; says so; the assumption does. LLVM 22's `howFarToZero` reads it through
; the loop guards (`applyLoopGuards` rewrites `m` as `(m /u 4) * 4`) and
; counts the exit exactly: vectorized. LLVM 14 does not read it there:
; "could not determine number of loop iterations".
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare void @llvm.assume(i1)

define i32 @f(ptr %a, i32 %m) {
entry:
  %rem = and i32 %m, 3
  %multiple = icmp eq i32 %rem, 0
  call void @llvm.assume(i1 %multiple)
  %z = icmp eq i32 %m, 0
  br i1 %z, label %exit, label %body

body:
  %i = phi i32 [ %i.next, %body ], [ %m, %entry ]
  %s = phi i32 [ %s.next, %body ], [ 0, %entry ]
  %sub = add i32 %i, -1
  %ix = zext i32 %sub to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %ix
  %v = load i32, ptr %p, align 4
  %s.next = add i32 %s, %v
  %i.next = add i32 %i, -2
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %body

exit:
  %r = phi i32 [ 0, %entry ], [ %s.next, %body ]
  ret i32 %r
}
