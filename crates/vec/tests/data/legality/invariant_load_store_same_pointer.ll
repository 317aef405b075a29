; `*out += i` left in memory (as under `minsize`): a load and a store
; through one invariant pointer, the only one of its alias set. LAA never
; checks that pointer's dependence set (only later writes and read-only
; pointers are in `CheckDeps`), so the dependences are safe, and the
; store is refused as a store to an invariant address a load reads.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define void @f(i8* %out, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = load i8, i8* %out, align 1
  %t = trunc i32 %i to i8
  %s = add i8 %v, %t
  store i8 %s, i8* %out, align 1
  %i.next = add nuw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
