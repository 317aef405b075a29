; A call that may write memory (`sqrtf` sets errno) in a block that runs
; under a condition: LLVM's if-conversion check (`blockCanBePredicated`,
; "control flow cannot be substituted for a select") runs before the
; instructions are checked, so it comes before "library call cannot be
; vectorized", under both versions.
target triple = "x86_64-unknown-linux-gnu"

declare float @sqrtf(float)

define void @f(ptr noalias %a, i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %latch ]
  %p = getelementptr inbounds float, ptr %a, i64 %i
  %v = load float, ptr %p, align 4
  %c = fcmp ogt float %v, 0.000000e+00
  br i1 %c, label %then, label %latch

then:
  %s = call float @sqrtf(float %v)
  store float %s, ptr %p, align 4
  br label %latch

latch:
  %i1 = add nuw nsw i64 %i, 1
  %d = icmp eq i64 %i1, %n
  br i1 %d, label %out, label %loop

out:
  ret void
}
