; A pointer phi that trails an address of the induction by one iteration
; (`p = &x[2i+1]` of the previous iteration): SCEV makes it the recurrence
; `{&x[1],+,16}` (the "i = j" form), an induction; the loop is then refused
; for its call.
@x = global [1024 x double] zeroinitializer, align 16

declare void @bar()

define void @f() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = phi double* [ getelementptr inbounds ([1024 x double], [1024 x double]* @x, i64 0, i64 1), %entry ], [ %q, %loop ]
  %v = load double, double* %p, align 8
  %j = shl nuw nsw i64 %i, 1
  %a = getelementptr inbounds [1024 x double], [1024 x double]* @x, i64 0, i64 %j
  store double %v, double* %a, align 16
  call void @bar()
  %i.next = add nuw nsw i64 %i, 1
  %k = shl nuw nsw i64 %i.next, 1
  %k1 = add nuw nsw i64 %k, 1
  %q = getelementptr inbounds [1024 x double], [1024 x double]* @x, i64 0, i64 %k1
  %done = icmp eq i64 %i.next, 511
  br i1 %done, label %exit, label %loop

exit:
  ret void
}
