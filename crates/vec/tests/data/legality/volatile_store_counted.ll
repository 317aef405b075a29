; `for (i = 0; i < n; i++) vd[i] = a[i];` with `volatile int *vd` and a
; counted loop: LAA's scan finds the volatile store, which may read
; memory (`mayReadFromMemory`) and is no load: "instruction cannot be
; vectorized" (LLVM 14 and 22), not the non-simple store's words.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr %vd, ptr %a, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  %x = load i32, ptr %pa, align 4
  %pd = getelementptr inbounds i32, ptr %vd, i64 %i
  store volatile i32 %x, ptr %pd, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret void
}
