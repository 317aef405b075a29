//! Snapshot tests of the parser and printer, construct by construct.

use std::fmt::Write;

use expect_test::{Expect, expect, expect_file};
use lanes_ir::print::{print_inst, print_module, typed_value_to_string, value_to_string};
use lanes_ir::{
    Function, ItemKind, MdField, MdKind, Metadata, Module, Severity, parse_function, parse_module,
    parse_module_items, split_module,
};

fn module(text: &str) -> Module {
    let (m, diags) = parse_module(text);
    let errors: Vec<String> = diags
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .map(|d| d.render("t.ll", text))
        .collect();
    assert!(errors.is_empty(), "{}", errors.join(""));
    m
}

fn function(text: &str) -> Function {
    let mut m = module(text);
    m.functions.remove(0)
}

/// Each instruction as printed, with its result type.
fn insts(f: &Function) -> String {
    let mut out = String::new();
    for id in f.insts_in_order() {
        let line = print_inst(f, id);
        let _ = writeln!(out, "{line:<64} ; {}", f.insts[id].ty);
    }
    out
}

fn check_insts(text: &str, expect: Expect) {
    expect.assert_eq(&insts(&function(text)));
}

/// Rendered diagnostics of a module.
fn diags(text: &str) -> String {
    let (_, d) = parse_module(text);
    d.iter().map(|d| d.render("t.ll", text)).collect()
}

#[test]
fn data_files_print_back() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/");
    let read = |n: &str| std::fs::read_to_string(format!("{dir}{n}")).expect("test data");
    expect_file!["data/typed.ll.printed"].assert_eq(&print_module(&module(&read("typed.ll"))));
    expect_file!["data/opaque.ll.printed"].assert_eq(&print_module(&module(&read("opaque.ll"))));
    expect_file!["data/llvm19.ll.printed"].assert_eq(&print_module(&module(&read("llvm19.ll"))));
    expect_file!["data/llvm22.ll.printed"].assert_eq(&print_module(&module(&read("llvm22.ll"))));
}

#[test]
fn result_types() {
    check_insts(
        r#"
%S = type { i32, [4 x float] }
define void @f(%S* %s, i32* %p, <4 x i32*> %vp, i64 %i) {
entry:
  %a = alloca [2 x i32], align 4
  %g0 = getelementptr [2 x i32], [2 x i32]* %a, i64 0, i64 1
  %g1 = getelementptr %S, %S* %s, i64 0, i32 1, i64 %i
  %f = load float, float* %g1
  %g2 = getelementptr i32, <4 x i32*> %vp, <4 x i64> zeroinitializer
  %g3 = getelementptr i32, i32* %p, <2 x i64> <i64 0, i64 1>
  %ld = load %S, %S* %s
  %ev = extractvalue %S %ld, 1, 2
  %fv = fadd float %ev, %f
  %c = icmp eq <4 x i32*> %g2, %g2
  %sv = shufflevector <4 x i1> %c, <4 x i1> undef, <2 x i32> zeroinitializer
  %cx = cmpxchg i32* %p, i32 0, i32 1 seq_cst seq_cst
  %ca = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 1, i32 2)
  ret void
}
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
"#,
        expect![[r#"
            %a = alloca [2 x i32], align 4                                   ; [2 x i32]*
            %g0 = getelementptr [2 x i32], [2 x i32]* %a, i64 0, i64 1       ; i32*
            %g1 = getelementptr %S, %S* %s, i64 0, i32 1, i64 %i             ; float*
            %f = load float, float* %g1                                      ; float
            %g2 = getelementptr i32, <4 x i32*> %vp, <4 x i64> zeroinitializer ; <4 x i32*>
            %g3 = getelementptr i32, i32* %p, <2 x i64> <i64 0, i64 1>       ; <2 x i32*>
            %ld = load %S, %S* %s                                            ; %S
            %ev = extractvalue %S %ld, 1, 2                                  ; float
            %fv = fadd float %ev, %f                                         ; float
            %c = icmp eq <4 x i32*> %g2, %g2                                 ; <4 x i1>
            %sv = shufflevector <4 x i1> %c, <4 x i1> undef, <2 x i32> zeroinitializer ; <2 x i1>
            %cx = cmpxchg i32* %p, i32 0, i32 1 seq_cst seq_cst              ; { i32, i1 }
            %ca = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 1, i32 2) ; { i32, i1 }
            ret void                                                         ; void
        "#]],
    );
}

#[test]
fn forward_references_and_implicit_numbers() {
    check_insts(
        r#"
define i32 @f(i32, i32 %n) {
  br label %loop

loop:
  %i = phi i32 [ 0, %1 ], [ %next, %loop ]
  %next = add nuw i32 %i, 1
  %2 = icmp ult i32 %next, %n
  br i1 %2, label %loop, label %3

3:
  ret i32 %0
}
"#,
        expect![[r#"
            br label %loop                                                   ; void
            %i = phi i32 [ 0, %1 ], [ %next, %loop ]                         ; i32
            %next = add nuw i32 %i, 1                                        ; i32
            %2 = icmp ult i32 %next, %n                                      ; i1
            br i1 %2, label %loop, label %3                                  ; void
            ret i32 %0                                                       ; void
        "#]],
    );
    let f = function("define void @g(i32, i32) {\n  %3 = add i32 %0, %1\n  ret void\n}\n");
    let entry = f.entry().unwrap();
    assert_eq!(&*f.blocks[entry].name, "2");
    assert!(!f.blocks[entry].explicit_label);
}

#[test]
fn values_with_and_without_types() {
    let f = function(
        r#"
define void @f(i32, i8* %"a b") {
  %x = getelementptr inbounds i8, i8* %"a b", i32 %0
  store i8 -1, i8* getelementptr (i8, i8* @"\01g", i64 1)
  call void @h(double 1.0, float 0x3FB99999A0000000, half 1.5, i1 true, i8* null)
  ret void
}
declare void @h(double, float, half, i1, i8*)
"#,
    );
    let mut out = String::new();
    for id in f.insts_in_order() {
        for v in f.insts[id].uses() {
            let _ = writeln!(
                out,
                "{:<40} {}",
                value_to_string(&f, v),
                typed_value_to_string(&f, v)
            );
        }
    }
    expect![[r#"
        %"a b"                                   i8* %"a b"
        %0                                       i32 %0
        -1                                       i8 -1
        getelementptr (i8, i8* @"\01g", i64 1)   i8* getelementptr (i8, i8* @"\01g", i64 1)
        @h                                       void (double, float, half, i1, i8*)* @h
        1.000000e+00                             double 1.000000e+00
        0x3FB99999A0000000                       float 0x3FB99999A0000000
        0xH3E00                                  half 0xH3E00
        true                                     i1 true
        null                                     i8* null
    "#]]
    .assert_eq(&out);
}

#[test]
fn float_printing() {
    let m = module(
        "@d = global [8 x double] [double 0.1, double 1234567.0, double 123456.0, double -0.0, \
         double 1.0e100, double 0x7FF0000000000000, double 0x7FF4000000000001, double 1.5e-7]\n\
         @f = global [3 x float] [float 0.5, float 0x7FF8000000000000, float 0x36A0000000000000]\n",
    );
    let out: Vec<String> = m
        .globals
        .iter()
        .map(|g| g.init.as_ref().unwrap().to_string())
        .collect();
    expect![[r#"
        [double 1.000000e-01, double 0x4132D68700000000, double 1.234560e+05, double -0.000000e+00, double 1.000000e+100, double 0x7FF0000000000000, double 0x7FF4000000000001, double 1.500000e-07]
        [float 5.000000e-01, float 0x7FF8000000000000, float 0x36A0000000000000]"#]]
    .assert_eq(&out.join("\n"));
}

#[test]
fn metadata_accessors() {
    let m = module(
        r#"
define void @f() !dbg !3 {
  ret void, !dbg !4
}
!3 = distinct !DISubprogram(name: "f", line: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed)
!4 = !DILocation(line: 9, column: 3, scope: !3)
"#,
    );
    let f = &m.functions[0];
    let ret = f.insts_in_order().next().unwrap();
    let lanes_ir::Metadata::Ref(n) = f.insts[ret].attachment("dbg").unwrap() else {
        panic!("not a reference")
    };
    assert_eq!(m.metadata_node(*n).unwrap().location(), Some((9, 3)));
    let sp = m.metadata_node(3).unwrap();
    assert_eq!(
        sp.field("flags").as_deref(),
        Some(&MdField::Word(
            "DIFlagPrototyped | DIFlagAllCallsDescribed".into()
        ))
    );
    assert_eq!(sp.field("line").as_deref(), Some(&MdField::Int(7)));
}

#[test]
fn dilocations_keep_their_fields_in_either_form() {
    let text = r#"define void @f() !dbg !3 {
  ret void, !dbg !DILocation(line: 2, column: 1, scope: !3)
}
!3 = distinct !DISubprogram(name: "f", line: 7)
!4 = !DILocation(line: 9, column: 3, scope: !3)
!5 = !DILocation(line: 9, column: 3, scope: !3, inlinedAt: !4)
!6 = !DILocation(line: 9, scope: !3)
!7 = !DILocation(line: 9, column: 3, scope: !3, isImplicitCode: true)
!8 = !DILocation(line: -1, column: 3, scope: !3)
!9 = distinct !DILocation(line: 4, column: 5, scope: !DISubprogram(name: "g"))
"#;
    let m = module(text);
    let compact = |n| matches!(m.metadata_node(n).unwrap().kind, MdKind::Location(_));
    let forms: Vec<bool> = (4..=9).map(compact).collect();
    assert_eq!(forms, [true, true, false, false, false, false]);
    let inlined = m.metadata_node(5).unwrap();
    assert_eq!(inlined.location(), Some((9, 3)));
    assert_eq!(inlined.specialized_name(), Some("DILocation"));
    assert_eq!(
        inlined.field("inlinedAt").as_deref(),
        Some(&MdField::Md(Metadata::Ref(4)))
    );
    assert_eq!(m.metadata_node(4).unwrap().field("inlinedAt"), None);
    assert_eq!(m.metadata_node(6).unwrap().location(), Some((9, 0)));
    expect![[r#"


        define void @f() !dbg !3 {
          ret void, !dbg !DILocation(line: 2, column: 1, scope: !3)
        }

        !3 = distinct !DISubprogram(name: "f", line: 7)
        !4 = !DILocation(line: 9, column: 3, scope: !3)
        !5 = !DILocation(line: 9, column: 3, scope: !3, inlinedAt: !4)
        !6 = !DILocation(line: 9, scope: !3)
        !7 = !DILocation(line: 9, column: 3, scope: !3, isImplicitCode: true)
        !8 = !DILocation(line: -1, column: 3, scope: !3)
        !9 = distinct !DILocation(line: 4, column: 5, scope: !DISubprogram(name: "g"))
    "#]]
    .assert_eq(&print_module(&m));
}

#[test]
fn split_finds_items_without_parsing_bodies() {
    let text = r#"; leading comment
source_filename = "a.c"
%T = type { i32 }
@g = global [2 x %T] [
%T zeroinitializer,
%T zeroinitializer]
@a = alias i32, i32* @h
define void @f() {
  this body is { not parsed
}
declare void @d()
attributes #0 = { nounwind }
!0 = !{}
!n = !{!0}
"#;
    let out: String = split_module(text)
        .iter()
        .map(|i| format!("{:?} {:?} {:?}\n", i.kind, i.name.as_deref(), i.text(text)))
        .collect();
    expect![[r#"
        Header None "source_filename = \"a.c\""
        Type Some("T") "%T = type { i32 }"
        Global Some("g") "@g = global [2 x %T] [\n%T zeroinitializer,\n%T zeroinitializer]"
        Other Some("a") "@a = alias i32, i32* @h"
        Define Some("f") "define void @f() {\n  this body is { not parsed\n}"
        Declare None "declare void @d()"
        AttrGroup Some("0") "attributes #0 = { nounwind }"
        Metadata None "!0 = !{}"
        NamedMetadata Some("n") "!n = !{!0}"
    "#]]
    .assert_eq(&out);
}

#[test]
fn functions_parse_alone_with_relative_offsets() {
    let text =
        "@g = global i32 0\n\ndefine i32 @f() {\n  %x = load i32, i32* @g\n  ret i32 %y\n}\n";
    let (skeleton, defines, d) = parse_module_items(text);
    assert!(d.is_empty());
    assert_eq!(skeleton.globals.len(), 1);
    assert!(skeleton.functions.is_empty());
    assert_eq!(defines.len(), 1);
    let item = &defines[0];
    assert_eq!(item.kind, ItemKind::Define);
    let (f, d) = parse_function(item.text(text));
    assert!(f.is_none());
    let at = d[0].offset as usize;
    assert_eq!(&item.text(text)[at..at + 2], "%y");
    let (m, d2) = parse_module(text);
    assert!(m.functions.is_empty());
    assert_eq!(&text[d2[0].offset as usize..][..2], "%y");
    // A function parses the same wherever it sits in the file.
    let (g, _) = parse_function("define i32 @f() {\n  %x = load i32, i32* @g\n  ret i32 %x\n}");
    let g = g.unwrap();
    assert_eq!(
        g.insts[g.insts_in_order().next().unwrap()].span,
        lanes_ir::Span::new(20, 42)
    );
}

#[test]
fn diagnostics() {
    let cases = [
        "define void @f() {\n  %x = foo i32 1\n  ret void\n}\n",
        "define void @f() {\n  ret i32 %x\n}\n",
        "define void @f() {\n  br label %nowhere\n}\n",
        "define void @f(i32 %a) {\n  %b = add i32 %a 1\n  ret void\n}\n",
        "define void @f(i64 %a) {\n  %b = add i32 %a, 1\n  ret void\n}\n",
        "define void @f() {\n  %x = add i32 1, 2\nnext:\n  ret void\n}\n",
        "define void @f() {\n  ret void\n",
        "@g = global float 0.1\n",
        "@g = global i32 0, align\n",
        "%T = type { i32, i33 ]\n",
        "@x = global i8 c\"ab\"\n",
        "garbage here\n@ok = global i32 1\n",
        "define void @f() {\n  call void @g() [ \"x\"(i32 1) ], !dbg\n  ret void\n}\n",
    ];
    let out: String = cases.iter().map(|c| diags(c)).collect();
    expect![[r#"
        t.ll:2:8: error: unknown instruction 'foo'
          %x = foo i32 1
               ^~~
        t.ll:2:11: error: use of undefined value '%x'
          ret i32 %x
                  ^~
        t.ll:2:12: error: use of undefined label '%nowhere'
          br label %nowhere
                   ^~~~~~~~
        t.ll:2:19: error: expected ',' after first operand, found '1'
          %b = add i32 %a 1
                          ^
        t.ll:2:16: error: '%a' defined with type 'i64' but expected 'i32'
          %b = add i32 %a, 1
                       ^~
        t.ll:3:1: error: expected instruction, found label 'next:': block '%0' has no terminator
        next:
        ^~~~~
        t.ll:1:18: error: function body is not closed: expected '}' on a line of its own
        define void @f() {
                         ^
        t.ll:1:19: error: floating-point constant is not exactly representable as 'float'
        @g = global float 0.1
                          ^~~
        t.ll:1:25: error: expected unsigned integer as alignment, found end of input
        @g = global i32 0, align
                                ^
        t.ll:1:22: error: expected ',' between struct fields, found ']'
        %T = type { i32, i33 ]
                             ^
        t.ll:1:16: error: constant string of 2 bytes does not have type 'i8'
        @x = global i8 c"ab"
                       ^~~~~
        t.ll:1:1: error: expected top-level entity, found 'garbage'
        garbage here
        ^~~~~~~
        t.ll:3:3: error: expected metadata, found 'ret'
          ret void
          ^~~
    "#]]
    .assert_eq(&out);
}

#[test]
fn deep_nesting_is_diagnosed() {
    let deep = format!(
        "@g = global {}i32{} zeroinitializer\n",
        "[1 x ".repeat(500),
        "]".repeat(500)
    );
    assert!(diags(&deep).contains("nesting deeper than"));
    let deep = format!("!0 = {}{}\n", "!{".repeat(5000), "}".repeat(5000));
    assert!(diags(&deep).contains("nesting deeper than"));
}

#[test]
fn uselistorder_is_kept_verbatim() {
    let text =
        "define void @f() {\nentry:\n  br label %entry\n  uselistorder label %entry, { 1, 0 }\n}\n";
    let f = function(text);
    assert_eq!(&*f.trailer[0].text, "uselistorder label %entry, { 1, 0 }");
    assert!(
        lanes_ir::print::print_function(&f).contains("  uselistorder label %entry, { 1, 0 }\n}")
    );
}

#[test]
fn debug_records_are_data_on_the_next_instruction() {
    let text = "define void @f(i32 %x) {\nentry:\n    #dbg_value(i32 %x, !1, !DIExpression(), !2)\n    #dbg_declare(ptr poison, !1, !DIExpression(DW_OP_deref), !2)\n  %y = add i32 %x, 1\n    #dbg_value(i32 %later, !1, !DIExpression(), !2)\n    #dbg_assign(i32 %y, !1, !DIExpression(), !3, ptr poison, !DIExpression(), !2)\n    #dbg_label(!4, !2)\n  %later = add i32 %y, 2\n  ret void\n}\n";
    let f = function(text);
    // Records are not instructions: a block holds the three instructions only.
    assert_eq!(f.insts_in_order().count(), 3);
    let mut out = String::new();
    for id in f.insts_in_order() {
        let i = &f.insts[id];
        for r in &i.records {
            let _ = writeln!(
                out,
                "{:<8} before {:<7} location={} variable={} expression={} loc={} assign={}",
                r.kind,
                i.opcode.keyword(),
                r.location().map_or("-".into(), |m| m.to_string()),
                r.variable().map_or("-".into(), |m| m.to_string()),
                r.expression().map_or("-".into(), |m| m.to_string()),
                r.debug_loc().map_or("-".into(), |m| m.to_string()),
                r.assign().is_some(),
            );
        }
    }
    // A local in a record resolves like an operand (`%later` is a forward
    // reference); printed, it is the local's name.
    expect![[r#"
        value    before add     location=i32 <local> variable=!1 expression=!DIExpression() loc=!2 assign=false
        declare  before add     location=ptr poison variable=!1 expression=!DIExpression(DW_OP_deref) loc=!2 assign=false
        value    before add     location=i32 <local> variable=!1 expression=!DIExpression() loc=!2 assign=false
        assign   before add     location=i32 <local> variable=!1 expression=!DIExpression() loc=!2 assign=true
        label    before add     location=- variable=!4 expression=- loc=!2 assign=false
    "#]]
    .assert_eq(&out);
    let printed = lanes_ir::print::print_function(&f);
    assert!(printed.contains("    #dbg_value(i32 %later, !1, !DIExpression(), !2)\n"));
    assert!(printed.contains("    #dbg_label(!4, !2)\n  %later = add i32 %y, 2\n"));
    let errs = diags(
        "define void @f() {\n    #dbg_value(i32 0, !1, !2)\n  ret void\n}\ndefine void @g() {\n  br label %b\nb:\n    #dbg_label(!1, !2)\n}\n",
    );
    expect![[r#"
        t.ll:2:29: error: '#dbg_value' takes 4 operands, found 3
            #dbg_value(i32 0, !1, !2)
                                    ^
        t.ll:9:1: error: debug records must be followed by an instruction
        }
        ^
    "#]]
    .assert_eq(&errs);
}

#[test]
fn modern_constants_and_types() {
    let m = module(
        "@s = global <4 x i32> splat (i32 7)\n@z = global <vscale x 2 x i64> splat (i64 0)\n@p = global ptr ptrauth (ptr @s, i32 2)\ndeclare void @t(target(\"spirv.Image\", void, 0, 1))\n",
    );
    assert_eq!(m.globals[0].init.as_ref().unwrap().splat_int(), Some(7));
    assert_eq!(
        m.globals[0].init.as_ref().unwrap().int_lanes(),
        Some(vec![Some(7); 4])
    );
    assert!(m.globals[1].ty.is_scalable());
    assert_eq!(
        m.declarations[0].params[0].ty.to_string(),
        "target(\"spirv.Image\", void, 0, 1)"
    );
    expect![[r#"
        t.ll:1:23: error: splat of 'i64' does not have type '<4 x i32>'
        @s = global <4 x i32> splat (i64 7)
                              ^~~~~
    "#]]
    .assert_eq(&diags("@s = global <4 x i32> splat (i64 7)\n"));
}

#[test]
fn robustness_regressions() {
    // Data layouts LLVM rejects are reported where the bad part is, and
    // never reach a division: a component that starts with a multi-byte
    // character, alignments below a byte.
    let cases = [
        "target datalayout = \"e-\u{e9}-i64:64\"\n",
        "target datalayout = \"e-f64:0\"\n",
        "target datalayout = \"e-f64:4\"\n",
        "target datalayout = \"p:0:0\"\n",
        "target datalayout = \"e-v128:0\"\n",
        "target datalayout = \"e-i64:64:32\"\n",
        "target datalayout = \"e--i64:64\"\n",
    ];
    let out: String = cases.iter().map(|c| diags(c)).collect();
    expect![[r#"
        t.ll:1:24: error: invalid target datalayout: unknown specifier 'é'
        target datalayout = "e-é-i64:64"
                               ^~
        t.ll:1:24: error: invalid target datalayout: ABI alignment must be non-zero
        target datalayout = "e-f64:0"
                               ^~~~~
        t.ll:1:24: error: invalid target datalayout: ABI alignment must be a power of two times the byte width
        target datalayout = "e-f64:4"
                               ^~~~~
        t.ll:1:22: error: invalid target datalayout: pointer size must be a non-zero 24-bit integer
        target datalayout = "p:0:0"
                             ^~~~~
        t.ll:1:24: error: invalid target datalayout: ABI alignment must be non-zero
        target datalayout = "e-v128:0"
                               ^~~~~~
        t.ll:1:24: error: invalid target datalayout: preferred alignment cannot be less than the ABI alignment
        target datalayout = "e-i64:64:32"
                               ^~~~~~~~~
        t.ll:1:24: error: invalid target datalayout: empty specification is not allowed
        target datalayout = "e--i64:64"
                               ^
    "#]]
    .assert_eq(&out);
    for dl in [
        "f64:0",
        "f64:4",
        "p:0:0",
        "v128:0",
        "\u{e9}x",
        "i32:0-i64:4",
    ] {
        let layout = lanes_ir::DataLayout::parse(dl);
        let s = lanes_ir::Type::intern(lanes_ir::TypeData::Struct {
            packed: false,
            fields: vec![
                lanes_ir::Type::i8(),
                lanes_ir::Type::double(),
                lanes_ir::Type::vector(4, lanes_ir::Type::i32()),
                lanes_ir::Type::ptr(0),
                lanes_ir::Type::i64(),
            ],
        });
        let none = |_: &str| None;
        assert!(layout.alloc_size(s, &none).is_some_and(|n| n > 0), "{dl}");
    }
    // Accepted by LLVM: attributes after a declaration's type, without a comma.
    let m = module("@G = external global i32 align 4\n");
    assert!(print_module(&m).contains("\n@G = external global i32 align 4\n"));
    // In a call's arguments, the caret is on the token that is not a value.
    expect![[r#"
        t.ll:2:28: error: expected a value of type 'i32' as argument, found 'foo'
          call void @g(i32 noundef foo, i32 1)
                                   ^~~
    "#]]
    .assert_eq(&diags(
        "define void @f() {\n  call void @g(i32 noundef foo, i32 1)\n  ret void\n}\n",
    ));
    // Control characters of the input never reach a rendered diagnostic.
    let bin = "BC\u{c0}\u{de}\u{1b}[2J\u{7}\u{0}x\n";
    let out = diags(bin);
    assert!(!out.chars().any(|c| c.is_control() && c != '\n'), "{out:?}");
}

#[test]
fn atomics_print_back_as_written() {
    // Every form of LLVM 22's atomics, and `elementwise` vector atomics of
    // the LLVM after it: printed back exactly, each a real instruction.
    let text = r#"define void @f(ptr %x, <2 x half> %v) {
  %1 = load atomic i32, ptr %x unordered, align 4
  %2 = load atomic volatile i32, ptr %x syncscope("singlethread") acquire, align 4
  %3 = load atomic volatile elementwise <2 x i32>, ptr %x monotonic, align 4
  store atomic volatile i32 3, ptr %x syncscope("workgroup") monotonic, align 4
  %4 = cmpxchg weak volatile ptr %x, i32 1, i32 0 syncscope("singlethread") monotonic monotonic, align 4
  %5 = atomicrmw volatile xchg ptr %x, i32 10 syncscope("agent") monotonic, align 4
  %6 = atomicrmw udec_wrap ptr %x, i32 10 seq_cst, align 4
  %7 = atomicrmw fmaximumnum ptr %x, float 1.000000e+00 seq_cst, align 4
  %8 = atomicrmw volatile elementwise fadd ptr %x, <2 x half> %v acq_rel, align 4
  fence syncscope("device") seq_cst
  ret void
}
"#;
    let f = function(text);
    assert_eq!(lanes_ir::print::print_function(&f), text);
    let ops: Vec<&str> = f
        .insts_in_order()
        .map(|i| f.insts[i].opcode.keyword())
        .collect();
    assert_eq!(
        ops,
        [
            "load",
            "load",
            "load",
            "store",
            "cmpxchg",
            "atomicrmw",
            "atomicrmw",
            "atomicrmw",
            "atomicrmw",
            "fence",
            "ret"
        ]
    );
}
