target triple = "x86_64-unknown-linux-gnu"
declare noalias i8* @malloc(i64)
declare void @use(i8*)
define void @f(i32** %in, i64 %n) {
entry:
  %m = call i8* @malloc(i64 4096)
  call void @use(i8* %m)
  %buf = bitcast i8* %m to i32*
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pp = getelementptr inbounds i32*, i32** %in, i64 %i
  %p = load i32*, i32** %pp, align 8
  %v = load i32, i32* %p, align 4
  %pb = getelementptr inbounds i32, i32* %buf, i64 %i
  store i32 %v, i32* %pb, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
