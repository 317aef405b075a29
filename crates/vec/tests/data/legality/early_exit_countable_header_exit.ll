; An early-exit search loop that also leaves by a counted exit in its
; header: that exit's last iteration needs a scalar epilogue, which LLVM 22
; does not build after an early-exit vector loop
; ("Auto-vectorization of early exit loops requiring a scalar epilogue is
; unsupported"); LLVM 14 counts no early exit at all.
target triple = "x86_64-unknown-linux-gnu"

declare void @init_mem(i8*, i64)

define i64 @f() {
entry:
  %p1 = alloca [1024 x i8]
  %p2 = alloca [1024 x i8]
  %b1 = bitcast [1024 x i8]* %p1 to i8*
  %b2 = bitcast [1024 x i8]* %p2 to i8*
  call void @init_mem(i8* %b1, i64 1024)
  call void @init_mem(i8* %b2, i64 1024)
  br label %loop
loop:
  %index = phi i64 [ %index.next, %loop.inc ], [ 3, %entry ]
  %cmp1 = icmp ne i64 %index, 64
  br i1 %cmp1, label %search, label %loop.end
search:
  %arrayidx = getelementptr inbounds i8, i8* %b1, i64 %index
  %ld1 = load i8, i8* %arrayidx, align 1
  %arrayidx1 = getelementptr inbounds i8, i8* %b2, i64 %index
  %ld2 = load i8, i8* %arrayidx1, align 1
  %cmp3 = icmp eq i8 %ld1, %ld2
  br i1 %cmp3, label %loop.end, label %loop.inc
loop.inc:
  %index.next = add i64 %index, 1
  %exitcond = icmp ne i64 %index.next, 128
  br i1 %exitcond, label %loop, label %loop.end
loop.end:
  %retval = phi i64 [ 0, %loop ], [ 1, %search ], [ 0, %loop.inc ]
  ret i64 %retval
}
