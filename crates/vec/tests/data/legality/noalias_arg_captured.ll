target triple = "x86_64-unknown-linux-gnu"
@keep = global i32* null
define void @f(i32** noalias %in, i32* noalias %out, i64 %n) {
entry:
  store i32* %out, i32** @keep, align 8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pp = getelementptr inbounds i32*, i32** %in, i64 %i
  %p = load i32*, i32** %pp, align 8
  %v = load i32, i32* %p, align 4
  %po = getelementptr inbounds i32, i32* %out, i64 %i
  store i32 %v, i32* %po, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
