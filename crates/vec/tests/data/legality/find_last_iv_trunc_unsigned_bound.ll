; Refused by LLVM 22 too: as find_last_iv_trunc_guarded.ll with an unsigned bound (the guard n != 0): the count may reach 2^32 - 2, so the truncated i32 IV may be any signed value and may be 0, both sentinels (isFindIVPattern's CheckRange).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @f(ptr %a, i32 %n) {
entry:
  %guard = icmp eq i32 %n, 0
  br i1 %guard, label %exit, label %preheader

preheader:
  %wide.n = zext i32 %n to i64
  br label %for.body

for.body:
  %i = phi i64 [ 0, %preheader ], [ %i.next, %for.body ]
  %r = phi i32 [ -1, %preheader ], [ %sel, %for.body ]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %x = load i32, ptr %p, align 4
  %c = icmp sgt i32 %x, 3
  %t = trunc i64 %i to i32
  %sel = select i1 %c, i32 %t, i32 %r
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %wide.n
  br i1 %done, label %exit, label %for.body

exit:
  %res = phi i32 [ -1, %entry ], [ %sel, %for.body ]
  ret i32 %res
}
