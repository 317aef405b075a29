; A loop with no phi at all, waiting on memory: every instruction is
; fine, but LLVM's `canVectorizeInstrs` then finds no induction ("loop
; induction variable could not be identified"), before it asks for the
; exit count, under both versions.
target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr noalias %a, ptr noalias %b) {
entry:
  br label %loop

loop:
  %v = load i32, ptr %a, align 4
  store i32 %v, ptr %b, align 4
  %c = icmp eq i32 %v, 0
  br i1 %c, label %out, label %loop

out:
  ret void
}
