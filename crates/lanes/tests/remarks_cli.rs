//! `lanes report --format remarks`: LLVM's optimization records, and the
//! `--format lv` lines drawn from the same remarks.

use expect_test::expect;

/// A loop nest (remarks only about the inner loop), a refused loop with
/// debug locations (the analysis remark at the call, the missed one at
/// the loop; a file name that YAML must quote) and an `optnone` function
/// (no remark). `opt -loop-vectorize -mattr=+avx2` writes the same, plus
/// a remark about the call touching memory.
const FIXTURE: &str = r#"
        target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
        target triple = "x86_64-unknown-linux-gnu"

        declare void @sink(i32)

        define void @nest(float* noalias %a) {
        entry:
          br label %outer
        outer:
          %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
          br label %inner
        inner:
          %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
          %k = add nuw nsw i64 %i, %j
          %p = getelementptr inbounds float, float* %a, i64 %k
          %x = load float, float* %p, align 4
          %y = fmul float %x, 2.0
          store float %y, float* %p, align 4
          %j.next = add nuw nsw i64 %j, 1
          %jc = icmp eq i64 %j.next, 64
          br i1 %jc, label %outer.latch, label %inner
        outer.latch:
          %i.next = add nuw nsw i64 %i, 64
          %ic = icmp eq i64 %i.next, 4096
          br i1 %ic, label %exit, label %outer
        exit:
          ret void
        }

        define void @calls(i32* %p) !dbg !5 {
        entry:
          br label %loop, !dbg !10
        loop:
          %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
          %q = getelementptr inbounds i32, i32* %p, i64 %i
          %v = load i32, i32* %q, align 4
          call void @sink(i32 %v), !dbg !11
          %i.next = add nuw nsw i64 %i, 1
          %c = icmp eq i64 %i.next, 100
          br i1 %c, label %exit, label %loop, !dbg !10
        exit:
          ret void
        }

        define void @skipped(i32* %p) noinline optnone {
        entry:
          br label %loop
        loop:
          %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
          %q = getelementptr inbounds i32, i32* %p, i64 %i
          store i32 0, i32* %q, align 4
          %i.next = add nuw nsw i64 %i, 1
          %c = icmp eq i64 %i.next, 100
          br i1 %c, label %exit, label %loop
        exit:
          ret void
        }

        !llvm.dbg.cu = !{!0}
        !llvm.module.flags = !{!3, !4}
        !0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
        !1 = !DIFile(filename: "it's.c", directory: "/src")
        !3 = !{i32 2, !"Debug Info Version", i32 3}
        !4 = !{i32 2, !"Dwarf Version", i32 4}
        !5 = distinct !DISubprogram(name: "calls", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, unit: !0)
        !6 = !DISubroutineType(types: !7)
        !7 = !{}
        !10 = !DILocation(line: 4, column: 3, scope: !5)
        !11 = !DILocation(line: 5, column: 5, scope: !5)
"#;

#[test]
fn remarks_of_a_nest_a_refusal_and_an_optnone_function() {
    lanes::testing::check(
        FIXTURE,
        "report --format remarks --target avx2",
        expect![[r#"
            --- !Analysis
            Pass:            loop-vectorize
            Name:            InterleavingNotBeneficial
            Function:        nest
            Args:
              - String:          the cost-model indicates that interleaving is not beneficial
            ...
            --- !Passed
            Pass:            loop-vectorize
            Name:            Vectorized
            Function:        nest
            Args:
              - String:          'vectorized loop (vectorization width: '
              - VectorizationFactor: '8'
              - String:          ', interleaved count: '
              - InterleaveCount: '1'
              - String:          ')'
            ...
            --- !Analysis
            Pass:            loop-vectorize
            Name:            CantVectorizeLibcall
            DebugLoc:        { File: 'it''s.c', Line: 5, Column: 5 }
            Function:        calls
            Args:
              - String:          'loop not vectorized: '
              - String:          call instruction cannot be vectorized
            ...
            --- !Missed
            Pass:            loop-vectorize
            Name:            MissedDetails
            DebugLoc:        { File: 'it''s.c', Line: 4, Column: 3 }
            Function:        calls
            Args:
              - String:          loop not vectorized
            ...
        "#]],
    );
}

#[test]
fn lv_lines_are_one_remark_each_where_llvm_puts_them() {
    lanes::testing::check(
        FIXTURE,
        "report --format lv --target avx2",
        expect![[r#"
        remark: <unknown>:0:0: vectorized loop (vectorization width: 8, interleaved count: 1)  ; @nest inner
        remark: it's.c:5:5: loop not vectorized: call instruction cannot be vectorized  ; @calls loop
    "#]],
    );
}

/// Every line of `--format lv` is a remark, also when the refusal is
/// about an instruction that spans lines (a `switch`).
#[test]
fn a_switch_refusal_stays_on_one_line() {
    let fixture = r#"
        define void @f(i32* %p) {
        entry:
          br label %loop
        loop:
          %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
          %q = getelementptr inbounds i32, i32* %p, i64 %i
          %v = load i32, i32* %q, align 4
          switch i32 %v, label %latch [
            i32 1, label %one
            i32 2, label %two
          ]
        one:
          store i32 0, i32* %q, align 4
          br label %latch
        two:
          store i32 5, i32* %q, align 4
          br label %latch
        latch:
          %i.next = add nuw nsw i64 %i, 1
          %c = icmp eq i64 %i.next, 100
          br i1 %c, label %exit, label %loop
        exit:
          ret void
        }
    "#;
    let lv = lanes::testing::render(fixture, "report --format lv");
    assert_eq!(lv.lines().count(), 1, "{lv}");
    assert!(
        lv.starts_with(
            "remark: <unknown>:0:0: loop not vectorized: loop contains a switch statement"
        ),
        "{lv}"
    );
    let yaml = lanes::testing::render(fixture, "report --format remarks");
    assert!(
        yaml.contains("Name:            LoopContainsSwitch\n"),
        "{yaml}"
    );
}

/// An `invoke` in the loop (Rust's calls under `panic=unwind`): each
/// profile's remark name, as `opt` 14 and `opt-22` write it.
#[test]
fn an_invoke_is_named_as_each_llvm_names_it() {
    let fixture = r#"
        declare void @may_throw(i32)
        declare i32 @__gxx_personality_v0(...)
        define void @f(ptr noalias %a, i64 %n) personality ptr @__gxx_personality_v0 {
        entry:
          br label %loop
        loop:
          %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
          %pa = getelementptr inbounds i32, ptr %a, i64 %i
          %x = load i32, ptr %pa, align 4
          invoke void @may_throw(i32 %x)
                  to label %latch unwind label %lpad
        latch:
          %i.next = add nuw nsw i64 %i, 1
          %done = icmp eq i64 %i.next, %n
          br i1 %done, label %exit, label %loop
        lpad:
          %lp = landingpad { ptr, i32 }
                  cleanup
          resume { ptr, i32 } %lp
        exit:
          ret void
        }
    "#;
    let first_name = |llvm: &str| {
        let yaml =
            lanes::testing::render(fixture, &format!("report --format remarks --llvm {llvm}"));
        yaml.lines()
            .find_map(|l| l.strip_prefix("Name:"))
            .map(|n| n.trim().to_string())
            .unwrap_or_else(|| panic!("{yaml}"))
    };
    assert_eq!(first_name("22"), "LoopContainsUnsupportedTerminator");
    assert_eq!(first_name("14"), "LoopContainsSwitch");
}
