target triple = "x86_64-unknown-linux-gnu"
declare noalias i8* @malloc(i64)
define i32* @f(i32* %a, i32* %idx, i64 %n) {
entry:
  %m = call i8* @malloc(i64 4096)
  %buf = bitcast i8* %m to i32*
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pk = getelementptr inbounds i32, i32* %idx, i64 %i
  %k = load i32, i32* %pk, align 4
  %pa = getelementptr inbounds i32, i32* %a, i32 %k
  %v = load i32, i32* %pa, align 4
  %pb = getelementptr inbounds i32, i32* %buf, i64 %i
  store i32 %v, i32* %pb, align 4
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret i32* %buf
}
