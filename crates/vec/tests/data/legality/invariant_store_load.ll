; The loop of invariant_store_parallel_load.ll without the parallel annotation:
; LLVM 14's dependence checker refuses the load and store through one
; invariant pointer before canVectorizeMemory looks at invariant addresses;
; LLVM 22 does not check them (the load is not read only) and refuses the
; store to an invariant address.
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @f(i32* noalias %a, i32* noalias %b) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = getelementptr inbounds i32, i32* %a, i64 %i
  %x = load i32, i32* %pa, align 4
  %y = load i32, i32* %b, align 4
  %z = add i32 %x, %y
  store i32 %z, i32* %b, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 1024
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

