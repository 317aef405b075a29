//! Loop structure, IVs, affine forms and trip counts on small modules.

use expect_test::{Expect, expect};
use lanes_db::{
    RootDatabase, affine::Step, file_functions, function_affine, function_body, loop_forest,
};
use lanes_ir::Value;

const DL: &str = "target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128\"\n";

/// Renders every loop of every function: structure, trip count, IVs and the
/// affine form of each integer/pointer value defined in the loop.
fn render(text: &str) -> String {
    let mut db = RootDatabase::default();
    let file = db.set_file("t.ll", &format!("{DL}{text}"));
    let mut out = String::new();
    for &f in file_functions(&db, file) {
        let body = function_body(&db, f).expect("parses");
        let forest = loop_forest(&db, f);
        let aff = function_affine(&db, f);
        for l in forest.preorder() {
            let d = &forest.loops[l];
            let names = |bs: &[lanes_ir::BlockId]| {
                bs.iter()
                    .map(|&b| body.blocks[b].name.to_string())
                    .collect::<Vec<_>>()
                    .join(",")
            };
            out += &format!(
                "{} {} depth={} blocks=[{}] latches=[{}] exits=[{}] preheader={} trip={:?}\n",
                d.path,
                d.header_name,
                d.depth,
                names(&d.blocks),
                names(&d.latches),
                names(&d.exits),
                d.preheader
                    .map_or("-".to_string(), |p| body.blocks[p].name.to_string()),
                d.trip_count
            );
            for iv in aff.inductions_of(l) {
                let step = match &iv.step {
                    Step::Const(c) => c.to_string(),
                    Step::Invariant { value, scale } => {
                        format!("{scale}*{}", body.value_name(value))
                    }
                };
                out += &format!(
                    "  iv {} start {} step {}\n",
                    body.value_name(&Value::Inst(iv.phi)),
                    body.value_name(&iv.start),
                    step
                );
            }
            if d.is_innermost() {
                for &b in &d.blocks {
                    for &i in &body.blocks[b].insts {
                        let opaque =
                            lanes_db::affine::Affine::term(lanes_db::affine::Term::Inst(i));
                        if let Some(form) = aff.forms.get(i).filter(|f| **f != opaque) {
                            out += &format!(
                                "  {} = {}\n",
                                body.value_name(&Value::Inst(i)),
                                form.display(body, forest)
                            );
                        }
                    }
                }
            }
        }
    }
    out
}

#[track_caller]
fn check(text: &str, expect: Expect) {
    expect.assert_eq(&render(text));
}

#[test]
fn rotated_loop_with_unit_stride_and_pair_accesses() {
    check(
        r#"
define void @f(double* %x, double* %y) {
entry:
  br label %for.body

for.body:
  %k = phi i64 [ 0, %entry ], [ %k.next, %for.body ]
  %two.k = shl nsw i64 %k, 1
  %p0 = getelementptr inbounds double, double* %x, i64 %two.k
  %v0 = load double, double* %p0, align 8
  %odd = or i64 %two.k, 1
  %p1 = getelementptr inbounds double, double* %x, i64 %odd
  %v1 = load double, double* %p1, align 8
  %s = fadd double %v0, %v1
  %q = getelementptr inbounds double, double* %y, i64 %k
  store double %s, double* %q, align 8
  %k.next = add nuw nsw i64 %k, 1
  %done = icmp eq i64 %k.next, 1024
  br i1 %done, label %exit, label %for.body

exit:
  ret void
}
"#,
        expect![[r#"
            L0 for.body depth=1 blocks=[for.body] latches=[for.body] exits=[exit] preheader=entry trip=Some(1024)
              iv %k start 0 step 1
              %k = {for.body}
              %two.k = 2*{for.body}
              %p0 = 16*{for.body} + %x
              %odd = 1 + 2*{for.body}
              %p1 = 8 + 16*{for.body} + %x
              %q = 8*{for.body} + %y
              %k.next = 1 + {for.body}
        "#]],
    );
}

#[test]
fn nested_loops_with_outer_iv_in_inner_bounds() {
    check(
        r#"
@a = global [64 x [64 x i32]] zeroinitializer

define void @g(i32 %n) {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %p = getelementptr inbounds [64 x [64 x i32]], [64 x [64 x i32]]* @a, i64 0, i64 %i, i64 %j
  store i32 1, i32* %p, align 4
  %j.next = add nuw nsw i64 %j, 1
  %jc = icmp ult i64 %j.next, 64
  br i1 %jc, label %inner, label %outer.latch

outer.latch:
  %i.next = add nuw nsw i64 %i, 2
  %ic = icmp slt i64 %i.next, 63
  br i1 %ic, label %outer, label %exit

exit:
  ret void
}
"#,
        expect![[r#"
            L0 outer depth=1 blocks=[outer,inner,outer.latch] latches=[outer.latch] exits=[exit] preheader=entry trip=Some(32)
              iv %i start 0 step 2
            L0.0 inner depth=2 blocks=[inner] latches=[inner] exits=[outer.latch] preheader=outer trip=Some(64)
              iv %j start 0 step 1
              %j = {inner}
              %p = 512*{outer} + 4*{inner} + @a
              %j.next = 1 + {inner}
        "#]],
    );
}

#[test]
fn top_tested_loop_pointer_iv_and_unknown_bound() {
    check(
        r#"
define i32 @h(i32* %p, i32* %end, i64 %n, i64 %s) {
entry:
  br label %for.cond

for.cond:
  %i = phi i32 [ 10, %entry ], [ %inc, %for.body ]
  %sum = phi i32 [ 0, %entry ], [ %add, %for.body ]
  %cmp = icmp sgt i32 %i, 0
  br i1 %cmp, label %for.body, label %ptr.loop.pre

for.body:
  %add = add i32 %sum, %i
  %inc = add nsw i32 %i, -3
  br label %for.cond

ptr.loop.pre:
  br label %ptr.loop

ptr.loop:
  %q = phi i32* [ %p, %ptr.loop.pre ], [ %q.next, %ptr.loop ]
  %k = phi i64 [ 0, %ptr.loop.pre ], [ %k.next, %ptr.loop ]
  store i32 0, i32* %q, align 4
  %q.next = getelementptr inbounds i32, i32* %q, i64 2
  %k.next = add i64 %k, %s
  %pc = icmp eq i32* %q.next, %end
  br i1 %pc, label %exit, label %ptr.loop

exit:
  ret i32 %sum
}
"#,
        expect![[r#"
            L0 for.cond depth=1 blocks=[for.cond,for.body] latches=[for.body] exits=[ptr.loop.pre] preheader=entry trip=Some(5)
              iv %i start 10 step -3
              %i = 10 - 3*{for.cond}
              %add = 10 - 3*{for.cond} + %sum
              %inc = 7 - 3*{for.cond}
            L1 ptr.loop depth=1 blocks=[ptr.loop] latches=[ptr.loop] exits=[exit] preheader=ptr.loop.pre trip=None
              iv %q start %p step 8
              iv %k start 0 step 1*%s
              %q = 8*{ptr.loop} + %p
              %q.next = 8 + 8*{ptr.loop} + %p
              %k.next = %k + %s
        "#]],
    );
}

/// The innermost loops in the order LLVM's LoopVectorize visits them:
/// nests in reverse post-order of their headers (here `b`, reached from
/// the entry's second successor, before `a`, laid out first), the loops of
/// one nest last to first.
#[test]
fn vectorizer_visit_order() {
    let mut db = RootDatabase::default();
    let file = db.set_file(
        "t.ll",
        &format!(
            "{DL}define void @siblings(i1 %c, i64 %n) {{
entry:
  br i1 %c, label %a, label %b
a:
  %i = phi i64 [ 0, %entry ], [ %i.next, %a ]
  %i.next = add i64 %i, 1
  %ca = icmp eq i64 %i.next, %n
  br i1 %ca, label %exit, label %a
b:
  %j = phi i64 [ 0, %entry ], [ %j.next, %b ]
  %j.next = add i64 %j, 1
  %cb = icmp eq i64 %j.next, %n
  br i1 %cb, label %exit, label %b
exit:
  ret void
}}

define void @nest(i64 %n) {{
entry:
  br label %outer
outer:
  %o = phi i64 [ 0, %entry ], [ %o.next, %outer.latch ]
  br label %first
first:
  %i = phi i64 [ 0, %outer ], [ %i.next, %first ]
  %i.next = add i64 %i, 1
  %c1 = icmp eq i64 %i.next, %n
  br i1 %c1, label %second, label %first
second:
  %j = phi i64 [ 0, %first ], [ %j.next, %second ]
  %j.next = add i64 %j, 1
  %c2 = icmp eq i64 %j.next, %n
  br i1 %c2, label %outer.latch, label %second
outer.latch:
  %o.next = add i64 %o, 1
  %co = icmp eq i64 %o.next, %n
  br i1 %co, label %exit, label %outer
exit:
  ret void
}}
"
        ),
    );
    let mut out = String::new();
    for &f in file_functions(&db, file) {
        let forest = loop_forest(&db, f);
        let cfg = lanes_db::cfg(&db, f);
        let order: Vec<String> = forest
            .vectorizer_order(cfg)
            .into_iter()
            .map(|l| forest.loops[l].header_name.to_string())
            .collect();
        out += &format!("{}: {}\n", f.name(&db), order.join(", "));
    }
    expect![[r#"
        siblings: b, a
        nest: second, first
    "#]]
    .assert_eq(&out);
}
