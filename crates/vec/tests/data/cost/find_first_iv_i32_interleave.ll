; target: avx2
; A find-first induction reduction of i32 (FindFirstIVSMin) at AVX2: the
; select of the decreasing IV is a vector select and the lanes are reduced
; by smin after the loop; LLVM 22 interleaves it as any reduction loop.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @f(ptr %a, ptr %b, i32 %n) {
entry:
  br label %for.body

for.body:
  %i = phi i32 [ 4000, %entry ], [ %i.next, %for.body ]
  %r = phi i32 [ 7, %entry ], [ %sel, %for.body ]
  %w = zext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %w
  %x = load i32, ptr %p, align 4
  %q = getelementptr inbounds i32, ptr %b, i64 %w
  %y = load i32, ptr %q, align 4
  %c = icmp slt i32 %x, %y
  %sel = select i1 %c, i32 %i, i32 %r
  %i.next = add nsw i32 %i, -1
  %done = icmp sgt i32 %i.next, %n
  br i1 %done, label %for.body, label %exit

exit:
  ret i32 %sel
}
