; `llvm.sadd.with.overflow` returns a pair and has no vector form (only the
; saturating `llvm.sadd.sat` shares its base name and has one): LLVM 14
; refuses the call.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define void @f(i32* noalias %a, i32* noalias %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %x = load i32, i32* %pa, align 4
  %o = call {i32, i1} @llvm.sadd.with.overflow.i32(i32 %x, i32 7)
  %s = extractvalue {i32, i1} %o, 0
  %pb = getelementptr inbounds i32, i32* %b, i64 %i
  store i32 %s, i32* %pb, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
declare {i32, i1} @llvm.sadd.with.overflow.i32(i32, i32)
