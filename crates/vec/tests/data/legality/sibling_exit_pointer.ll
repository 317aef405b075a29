; Two copy loops one after the other, as zlib's inflate_fast: the second
; stores through the pointer the first left (an LCSSA phi of the first
; loop's recurrence), which SCEV keeps opaque, so LAA bounds it as an
; invariant start and checks it against the source at run time.
; Typed pointers: LLVM 14's LAA crashes on the opaque-pointer form of it.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i8* @f(i8* %out, i8* %a, i8* %from, i32 %n, i32 %m) {
entry:
  br label %first

first:
  %o = phi i8* [ %out, %entry ], [ %o.next, %first ]
  %p = phi i8* [ %a, %entry ], [ %p.next, %first ]
  %k = phi i32 [ %n, %entry ], [ %k.next, %first ]
  %p.next = getelementptr inbounds i8, i8* %p, i64 1
  %v = load i8, i8* %p, align 1
  %o.next = getelementptr inbounds i8, i8* %o, i64 1
  store i8 %v, i8* %o, align 1
  %k.next = add i32 %k, -1
  %c = icmp eq i32 %k.next, 0
  br i1 %c, label %between, label %first

between:
  %o.lcssa = phi i8* [ %o.next, %first ]
  br label %loop

loop:
  %q = phi i8* [ %o.lcssa, %between ], [ %q.next, %loop ]
  %r = phi i8* [ %from, %between ], [ %r.next, %loop ]
  %j = phi i32 [ %m, %between ], [ %j.next, %loop ]
  %r.next = getelementptr inbounds i8, i8* %r, i64 1
  %w = load i8, i8* %r, align 1
  %q.next = getelementptr inbounds i8, i8* %q, i64 1
  store i8 %w, i8* %q, align 1
  %j.next = add i32 %j, -1
  %d = icmp eq i32 %j.next, 0
  br i1 %d, label %exit, label %loop

exit:
  %q.lcssa = phi i8* [ %q.next, %loop ]
  ret i8* %q.lcssa
}
