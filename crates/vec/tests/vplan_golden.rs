//! Golden VPlans and cost tables of the seed fixtures (AVX2).

mod common;

use common::{fixture, lp, open_native_path};
use expect_test::{Expect, expect};

/// The plan at `vf` and the VF table of a loop. The seed's outer-loop
/// plans are those of LLVM's VPlan-native path.
fn plan_and_costs(file: &str, func: &str, header: &str, vf: u32) -> String {
    let mut db = open_native_path(&fixture(file));
    let t = db.new_target(&lanes_target::builtin("avx2").unwrap());
    let l = lp(&db, func, header);
    let plan = lanes_vec::printed_vplan_for_vf(&db, l, vf, t);
    let cost = lanes_vec::vplan_cost(&db, l, vf, t).as_ref().unwrap();
    let best = lanes_vec::best_vf(&db, l, t);
    format!("{}\n{}\n{}", plan.print(), cost.text(), best.table())
}

fn check(file: &str, func: &str, header: &str, vf: u32, expect: Expect) {
    expect.assert_eq(&plan_and_costs(file, func, header, vf));
}

#[test]
fn vls_group_x2k() {
    check(
        "optvls_example1.ll",
        "example1",
        "for.body",
        4,
        expect![[r#"
            VPlan 'Initial VPlan for VF={2,4,8,16,32},UF>=1' {
            Live-in vp<%0> = vector-trip-count

            <x1> vector loop: {
              for.body:
                EMIT vp<%1> = CANONICAL-INDUCTION
                WIDEN-INDUCTION %k = phi 0, %k.next
                CLONE ir<%mul> = shl ir<%k>, ir<1>
                CLONE ir<%arrayidx> = getelementptr ir<@x>, ir<0>, ir<%mul>
                VLS-GROUP #0 with 2 members at ir<%arrayidx>, stride 16 bytes
                    ir<%p> = load from offset 0
                    ir<%q> = load from offset 8
                CLONE ir<%add> = add ir<%mul>, ir<1>
                CLONE ir<%arrayidx3> = getelementptr ir<@x>, ir<0>, ir<%add>
                WIDEN ir<%sum> = fadd ir<%p>, ir<%q>
                CLONE ir<%arrayidx5> = getelementptr ir<@y>, ir<0>, ir<%k>
                WIDEN store ir<%arrayidx5>, ir<%sum>
                EMIT vp<%2> = VF * UF + vp<%1>
                EMIT branch-on-count vp<%2>, vp<%0>
              No successors
            }
            No successors
            }

            loop for.body VF 4: total 12, per lane 3.00, scalar 8
                 0  EMIT vp<%1> = CANONICAL-INDUCTION
                 0  WIDEN-INDUCTION %k = phi 0, %k.next  ; scalar steps (lane 0 only)
                 1  CLONE ir<%mul> = shl ir<%k>, ir<1>  ; one scalar
                 0  CLONE ir<%arrayidx> = getelementptr ir<@x>, ir<0>, ir<%mul>  ; one scalar
                 6  VLS-GROUP #0 with 2 members at ir<%arrayidx>, stride 16 bytes  ; interleave group 6 (factor 2: memory 2 + shuffles 4); OptVLS sequence 6
                 1  CLONE ir<%add> = add ir<%mul>, ir<1>  ; one scalar
                 0  CLONE ir<%arrayidx3> = getelementptr ir<@x>, ir<0>, ir<%add>  ; one scalar
                 1  WIDEN ir<%sum> = fadd ir<%p>, ir<%q>  ; 1 x fadd 1
                 0  CLONE ir<%arrayidx5> = getelementptr ir<@y>, ir<0>, ir<%k>  ; one scalar
                 1  WIDEN store ir<%arrayidx5>, ir<%sum>  ; 1 x store 1
                 1  EMIT vp<%2> = VF * UF + vp<%1>  ; scalar add
                 1  EMIT branch-on-count vp<%2>, vp<%0>  ; scalar compare + branch

            loop for.body: vectorized with VF 4 (cost per lane 3.00 < scalar 8)
                VF  total  per lane  vs scalar
                 1      8      8.00       1.00
                 2     12      6.00       0.75  more expensive: 6.00 per lane > 3.00
            *    4     12      3.00       0.38
                 8      -         -          -  more than 4 lanes of the smallest element (64 bits) in a 256-bit register
                16      -         -          -  more than 4 lanes of the smallest element (64 bits) in a 256-bit register
                32      -         -          -  more than 4 lanes of the smallest element (64 bits) in a 256-bit register
        "#]],
    );
}

#[test]
fn divergent_if_blend_masked_store() {
    check(
        "vplan_examples.ll",
        "vplan_if_blend",
        "for.body",
        8,
        expect![[r#"
            VPlan 'Initial VPlan for VF={2,4,8,16,32},UF>=1' {
            Live-in vp<%0> = vector-trip-count

            <x1> vector loop: {
              for.body:
                EMIT vp<%1> = CANONICAL-INDUCTION
                WIDEN-INDUCTION %i = phi 0, %i.next
                CLONE ir<%a.ptr> = getelementptr ir<%a>, ir<%i>
                WIDEN ir<%x> = load ir<%a.ptr>
                WIDEN ir<%cmp> = icmp sgt ir<%x>, ir<0>
              Successor(s): if.then

              if.then:
                WIDEN ir<%mul> = shl ir<%x>, ir<1>
                CLONE ir<%b.ptr> = getelementptr ir<%b>, ir<%i>
                WIDEN store ir<%b.ptr>, ir<%mul>, ir<%cmp>
              Successor(s): if.else

              if.else:
                EMIT vp<%2> = not ir<%cmp>
                WIDEN ir<%neg> = sub ir<0>, ir<%x>
              Successor(s): if.end

              if.end:
                BLEND %y = ir<%mul>/ir<%cmp> ir<%neg>/vp<%2>
                CLONE ir<%c.ptr> = getelementptr ir<%c>, ir<%i>
                WIDEN store ir<%c.ptr>, ir<%y>
                EMIT vp<%3> = VF * UF + vp<%1>
                EMIT branch-on-count vp<%3>, vp<%0>
              No successors
            }
            No successors
            }

            loop for.body VF 8: total 17, per lane 2.12, scalar 6
                 0  EMIT vp<%1> = CANONICAL-INDUCTION
                 0  WIDEN-INDUCTION %i = phi 0, %i.next  ; scalar steps (lane 0 only)
                 0  CLONE ir<%a.ptr> = getelementptr ir<%a>, ir<%i>  ; one scalar
                 1  WIDEN ir<%x> = load ir<%a.ptr>  ; 1 x load 1
                 1  WIDEN ir<%cmp> = icmp sgt ir<%x>, ir<0>  ; 1 x icmp 1
                 1  WIDEN ir<%mul> = shl ir<%x>, ir<1>  ; LLVM 14 avx2: shl <8 x i32> by a power of two 1
                 0  CLONE ir<%b.ptr> = getelementptr ir<%b>, ir<%i>  ; one scalar
                 8  WIDEN store ir<%b.ptr>, ir<%mul>, ir<%cmp>  ; 1 x masked store 8
                 1  EMIT vp<%2> = not ir<%cmp>  ; 1 x xor 1
                 1  WIDEN ir<%neg> = sub ir<0>, ir<%x>  ; LLVM 14 avx2: sub <8 x i32> by a variable 1
                 1  BLEND %y = ir<%mul>/ir<%cmp> ir<%neg>/vp<%2>  ; 1 x select 1
                 0  CLONE ir<%c.ptr> = getelementptr ir<%c>, ir<%i>  ; one scalar
                 1  WIDEN store ir<%c.ptr>, ir<%y>  ; 1 x store 1
                 1  EMIT vp<%3> = VF * UF + vp<%1>  ; scalar add
                 1  EMIT branch-on-count vp<%3>, vp<%0>  ; scalar compare + branch

            loop for.body: vectorized with VF 8 (cost per lane 2.12 < scalar 6)
                VF  total  per lane  vs scalar
                 1      6      6.00       1.00
                 2     17      8.50       1.42  more expensive: 8.50 per lane > 2.12
                 4     17      4.25       0.71  more expensive: 4.25 per lane > 2.12
            *    8     17      2.12       0.35
                16      -         -          -  more than 8 lanes of the smallest element (32 bits) in a 256-bit register
                32      -         -          -  more than 8 lanes of the smallest element (32 bits) in a 256-bit register
        "#]],
    );
}

#[test]
fn predicated_sdiv_replicate_region() {
    check(
        "vplan_examples.ll",
        "vplan_predicated_sdiv",
        "for.body",
        4,
        expect![[r#"
            VPlan 'Initial VPlan for VF={2,4,8,16,32},UF>=1' {
            Live-in vp<%0> = vector-trip-count

            <x1> vector loop: {
              for.body:
                EMIT vp<%1> = CANONICAL-INDUCTION
                WIDEN-INDUCTION %i = phi 0, %i.next
                CLONE ir<%b.ptr> = getelementptr ir<%b>, ir<%i>
                WIDEN ir<%bv> = load ir<%b.ptr>
                WIDEN ir<%nz> = icmp ne ir<%bv>, ir<0>
              Successor(s): if.then

              if.then:
                CLONE ir<%a.ptr> = getelementptr ir<%a>, ir<%i>
                WIDEN ir<%av> = load ir<%a.ptr>, ir<%nz>
              Successor(s): pred.sdiv

              <xVFxUF> pred.sdiv: {
                pred.sdiv.entry:
                  BRANCH-ON-MASK ir<%nz>
                Successor(s): pred.sdiv.if, pred.sdiv.continue
                CondBit: ir<%nz>

                pred.sdiv.if:
                  REPLICATE ir<%div> = sdiv ir<%av>, ir<%bv>
                Successor(s): pred.sdiv.continue

                pred.sdiv.continue:
                  PHI-PREDICATED-INSTRUCTION vp<%2> = ir<%div>
                No successors
              }
              Successor(s): if.then.0

              if.then.0:
                CLONE ir<%c.ptr> = getelementptr ir<%c>, ir<%i>
                WIDEN store ir<%c.ptr>, ir<%div>, ir<%nz>
              Successor(s): for.inc

              for.inc:
                EMIT vp<%3> = VF * UF + vp<%1>
                EMIT branch-on-count vp<%3>, vp<%0>
              No successors
            }
            No successors
            }

            loop for.body VF 4: total 26, per lane 6.50, scalar 5
                 0  EMIT vp<%1> = CANONICAL-INDUCTION
                 0  WIDEN-INDUCTION %i = phi 0, %i.next  ; scalar steps (lane 0 only)
                 0  CLONE ir<%b.ptr> = getelementptr ir<%b>, ir<%i>  ; one scalar
                 1  WIDEN ir<%bv> = load ir<%b.ptr>  ; 1 x load 1
                 1  WIDEN ir<%nz> = icmp ne ir<%bv>, ir<0>  ; 1 x icmp 1
                 0  CLONE ir<%a.ptr> = getelementptr ir<%a>, ir<%i>  ; one scalar
                 2  WIDEN ir<%av> = load ir<%a.ptr>, ir<%nz>  ; 1 x masked load 2
                 0  BRANCH-ON-MASK ir<%nz>  ; mask tests charged to the branch into the block
                 8  REPLICATE ir<%div> = sdiv ir<%av>, ir<%bv>  ; (4 x sdiv 1 + 12 insert/extract) / 2, predicated
                 0  PHI-PREDICATED-INSTRUCTION vp<%2> = ir<%div>
                 0  CLONE ir<%c.ptr> = getelementptr ir<%c>, ir<%i>  ; one scalar
                 8  WIDEN store ir<%c.ptr>, ir<%div>, ir<%nz>  ; 1 x masked store 8
                 1  EMIT vp<%3> = VF * UF + vp<%1>  ; scalar add
                 1  EMIT branch-on-count vp<%3>, vp<%0>  ; scalar compare + branch
                 4  branch into a predicated block  ; extract 4 mask bits + 4 branches

            loop for.body: not vectorized (not profitable: best VF 8 costs 5.38 per lane, scalar 5)
                VF  total  per lane  vs scalar
            *    1      5      5.00       1.00
                 2     20     10.00       2.00  not cheaper than scalar: 10.00 per lane >= 5
                 4     26      6.50       1.30  not cheaper than scalar: 6.50 per lane >= 5
                 8     43      5.38       1.07  not cheaper than scalar: 5.38 per lane >= 5
                16      -         -          -  more than 8 lanes of the smallest element (32 bits) in a 256-bit register
                32      -         -          -  more than 8 lanes of the smallest element (32 bits) in a 256-bit register
        "#]],
    );
}

#[test]
fn int_reduction() {
    check(
        "vplan_examples.ll",
        "vplan_reduction_int",
        "for.body",
        8,
        expect![[r#"
            VPlan 'Initial VPlan for VF={2,4,8,16,32},UF>=1' {
            Live-in vp<%0> = vector-trip-count

            <x1> vector loop: {
              for.body:
                EMIT vp<%1> = CANONICAL-INDUCTION
                WIDEN-INDUCTION %i = phi 0, %i.next
                WIDEN-REDUCTION-PHI ir<%sum> = phi ir<0>, ir<%sum.next>
                CLONE ir<%a.ptr> = getelementptr ir<%a>, ir<%i>
                WIDEN ir<%av> = load ir<%a.ptr>
                WIDEN ir<%sum.next> = add ir<%sum>, ir<%av>
                EMIT vp<%2> = VF * UF + vp<%1>
                EMIT branch-on-count vp<%2>, vp<%0>
              No successors
            }
            Successor(s): middle.block

            middle.block:
              EMIT vp<%3> = reduce.add ir<%sum.next>
            No successors
            }

            loop for.body VF 8: total 4, per lane 0.50, scalar 4, setup 6
                 0  EMIT vp<%1> = CANONICAL-INDUCTION
                 0  WIDEN-INDUCTION %i = phi 0, %i.next  ; scalar steps (lane 0 only)
                 0  WIDEN-REDUCTION-PHI ir<%sum> = phi ir<0>, ir<%sum.next>
                 0  CLONE ir<%a.ptr> = getelementptr ir<%a>, ir<%i>  ; one scalar
                 1  WIDEN ir<%av> = load ir<%a.ptr>  ; 1 x load 1
                 1  WIDEN ir<%sum.next> = add ir<%sum>, ir<%av>  ; LLVM 14 avx2: add <8 x i32> by a variable 1
                 1  EMIT vp<%2> = VF * UF + vp<%1>  ; scalar add
                 1  EMIT branch-on-count vp<%2>, vp<%0>  ; scalar compare + branch
                 6* EMIT vp<%3> = reduce.add ir<%sum.next>  ; 0 combines + horizontal 6

            loop for.body: vectorized with VF 8 (cost per lane 0.50 < scalar 4)
                VF  total  per lane  vs scalar
                 1      4      4.00       1.00
                 2      4      2.00       0.50  more expensive: 2.00 per lane > 0.50
                 4      4      1.00       0.25  more expensive: 1.00 per lane > 0.50
            *    8      4      0.50       0.12
                16      -         -          -  more than 8 lanes of the smallest element (32 bits) in a 256-bit register
                32      -         -          -  more than 8 lanes of the smallest element (32 bits) in a 256-bit register
        "#]],
    );
}

#[test]
fn fast_math_fp_reduction() {
    check(
        "vplan_examples.ll",
        "vplan_reduction_fp",
        "for.body",
        8,
        expect![[r#"
            VPlan 'Initial VPlan for VF={2,4,8,16,32},UF>=1' {
            Live-in vp<%0> = vector-trip-count

            <x1> vector loop: {
              for.body:
                EMIT vp<%1> = CANONICAL-INDUCTION
                WIDEN-INDUCTION %i = phi 0, %i.next
                WIDEN-REDUCTION-PHI ir<%sum> = phi ir<0.000000e+00>, ir<%sum.next>
                CLONE ir<%a.ptr> = getelementptr ir<%a>, ir<%i>
                WIDEN ir<%av> = load ir<%a.ptr>
                WIDEN ir<%sum.next> = fadd ir<%sum>, ir<%av>
                EMIT vp<%2> = VF * UF + vp<%1>
                EMIT branch-on-count vp<%2>, vp<%0>
              No successors
            }
            Successor(s): middle.block

            middle.block:
              EMIT vp<%3> = reduce.fadd ir<%sum.next>
            No successors
            }

            loop for.body VF 8: total 4, per lane 0.50, scalar 4, setup 6
                 0  EMIT vp<%1> = CANONICAL-INDUCTION
                 0  WIDEN-INDUCTION %i = phi 0, %i.next  ; scalar steps (lane 0 only)
                 0  WIDEN-REDUCTION-PHI ir<%sum> = phi ir<0.000000e+00>, ir<%sum.next>
                 0  CLONE ir<%a.ptr> = getelementptr ir<%a>, ir<%i>  ; one scalar
                 1  WIDEN ir<%av> = load ir<%a.ptr>  ; 1 x load 1
                 1  WIDEN ir<%sum.next> = fadd ir<%sum>, ir<%av>  ; 1 x fadd 1
                 1  EMIT vp<%2> = VF * UF + vp<%1>  ; scalar add
                 1  EMIT branch-on-count vp<%2>, vp<%0>  ; scalar compare + branch
                 6* EMIT vp<%3> = reduce.fadd ir<%sum.next>  ; 0 combines + horizontal 6

            loop for.body: vectorized with VF 8 (cost per lane 0.50 < scalar 4)
                VF  total  per lane  vs scalar
                 1      4      4.00       1.00
                 2      4      2.00       0.50  more expensive: 2.00 per lane > 0.50
                 4      4      1.00       0.25  more expensive: 1.00 per lane > 0.50
            *    8      4      0.50       0.12
                16      -         -          -  more than 8 lanes of the smallest element (32 bits) in a 256-bit register
                32      -         -          -  more than 8 lanes of the smallest element (32 bits) in a 256-bit register
        "#]],
    );
}

#[test]
fn dependence_distance_4_caps_vf() {
    check(
        "vplan_examples.ll",
        "vplan_dep_distance4",
        "for.body",
        4,
        expect![[r#"
            VPlan 'Initial VPlan for VF={2,4,8,16,32},UF>=1' {
            Live-in vp<%0> = vector-trip-count

            <x1> vector loop: {
              for.body:
                EMIT vp<%1> = CANONICAL-INDUCTION
                WIDEN-INDUCTION %i = phi 0, %i.next
                CLONE ir<%src.ptr> = getelementptr ir<@dep>, ir<0>, ir<%i>
                WIDEN ir<%v> = load ir<%src.ptr>
                WIDEN ir<%inc> = add ir<%v>, ir<1>
                CLONE ir<%i4> = add ir<%i>, ir<4>
                CLONE ir<%dst.ptr> = getelementptr ir<@dep>, ir<0>, ir<%i4>
                WIDEN store ir<%dst.ptr>, ir<%inc>
                EMIT vp<%2> = VF * UF + vp<%1>
                EMIT branch-on-count vp<%2>, vp<%0>
              No successors
            }
            No successors
            }

            loop for.body VF 4: total 6, per lane 1.50, scalar 6
                 0  EMIT vp<%1> = CANONICAL-INDUCTION
                 0  WIDEN-INDUCTION %i = phi 0, %i.next  ; scalar steps (lane 0 only)
                 0  CLONE ir<%src.ptr> = getelementptr ir<@dep>, ir<0>, ir<%i>  ; one scalar
                 1  WIDEN ir<%v> = load ir<%src.ptr>  ; 1 x load 1
                 1  WIDEN ir<%inc> = add ir<%v>, ir<1>  ; LLVM 14 avx2: add <4 x i32> by a power of two 1
                 1  CLONE ir<%i4> = add ir<%i>, ir<4>  ; one scalar
                 0  CLONE ir<%dst.ptr> = getelementptr ir<@dep>, ir<0>, ir<%i4>  ; one scalar
                 1  WIDEN store ir<%dst.ptr>, ir<%inc>  ; 1 x store 1
                 1  EMIT vp<%2> = VF * UF + vp<%1>  ; scalar add
                 1  EMIT branch-on-count vp<%2>, vp<%0>  ; scalar compare + branch

            loop for.body: vectorized with VF 4 (cost per lane 1.50 < scalar 6)
                VF  total  per lane  vs scalar
                 1      6      6.00       1.00
                 2      6      3.00       0.50  more expensive: 3.00 per lane > 1.50
            *    4      6      1.50       0.25
                 8      -         -          -  above the max safe VF 4 of the dependences
                16      -         -          -  more than 8 lanes of the smallest element (32 bits) in a 256-bit register
                32      -         -          -  more than 8 lanes of the smallest element (32 bits) in a 256-bit register
        "#]],
    );
}

#[test]
fn first_order_recurrence() {
    check(
        "vplan_examples.ll",
        "vplan_first_order_recurrence",
        "for.body",
        8,
        expect![[r#"
            VPlan 'Initial VPlan for VF={2,4,8,16,32},UF>=1' {
            Live-in vp<%0> = vector-trip-count

            <x1> vector loop: {
              for.body:
                EMIT vp<%1> = CANONICAL-INDUCTION
                WIDEN-INDUCTION %i = phi 1, %i.next
                FIRST-ORDER-RECURRENCE-PHI ir<%prev> = phi ir<%a0>, ir<%cur>
                CLONE ir<%a.ptr> = getelementptr ir<%a>, ir<%i>
                WIDEN ir<%cur> = load ir<%a.ptr>
                EMIT vp<%2> = first-order splice ir<%prev>, ir<%cur>
                WIDEN-CAST ir<%prev.ext> = sext vp<%2> to i32
                WIDEN-CAST ir<%cur.ext> = sext ir<%cur> to i32
                WIDEN ir<%diff> = sub ir<%cur.ext>, ir<%prev.ext>
                CLONE ir<%b.ptr> = getelementptr ir<%b>, ir<%i>
                WIDEN store ir<%b.ptr>, ir<%diff>
                EMIT vp<%3> = VF * UF + vp<%1>
                EMIT branch-on-count vp<%3>, vp<%0>
              No successors
            }
            No successors
            }

            loop for.body VF 8: total 10, per lane 1.25, scalar 6
                 0  EMIT vp<%1> = CANONICAL-INDUCTION
                 0  WIDEN-INDUCTION %i = phi 1, %i.next  ; scalar steps (lane 0 only)
                 0  FIRST-ORDER-RECURRENCE-PHI ir<%prev> = phi ir<%a0>, ir<%cur>
                 0  CLONE ir<%a.ptr> = getelementptr ir<%a>, ir<%i>  ; one scalar
                 1  WIDEN ir<%cur> = load ir<%a.ptr>  ; 1 x load 1
                 1  EMIT vp<%2> = first-order splice ir<%prev>, ir<%cur>  ; 1 x splice 1
                 2  WIDEN-CAST ir<%prev.ext> = sext vp<%2> to i32  ; LLVM 14 avx2: sext <8 x i16> to <8 x i32> 2
                 2  WIDEN-CAST ir<%cur.ext> = sext ir<%cur> to i32  ; LLVM 14 avx2: sext <8 x i16> to <8 x i32> 2
                 1  WIDEN ir<%diff> = sub ir<%cur.ext>, ir<%prev.ext>  ; LLVM 14 avx2: sub <8 x i32> by a variable 1
                 0  CLONE ir<%b.ptr> = getelementptr ir<%b>, ir<%i>  ; one scalar
                 1  WIDEN store ir<%b.ptr>, ir<%diff>  ; 1 x store 1
                 1  EMIT vp<%3> = VF * UF + vp<%1>  ; scalar add
                 1  EMIT branch-on-count vp<%3>, vp<%0>  ; scalar compare + branch

            loop for.body: vectorized with VF 8 (cost per lane 1.25 < scalar 6)
                VF  total  per lane  vs scalar
                 1      6      6.00       1.00
                 2      8      4.00       0.67  more expensive: 4.00 per lane > 1.25
                 4      8      2.00       0.33  more expensive: 2.00 per lane > 1.25
            *    8     10      1.25       0.21
                16      -         -          -  wider than one 256-bit register of the widest type (i32: 8 lanes)
                32      -         -          -  more than 16 lanes of the smallest element (16 bits) in a 256-bit register
        "#]],
    );
}

#[test]
fn outer_loop_uniform_inner_exit() {
    check(
        "slev_a_i_plus_k.ll",
        "slev_outer_uniform",
        "for.i",
        4,
        expect![[r#"
            VPlan 'Initial VPlan for VF={2,4,8,16,32},UF>=1' {
            Live-in vp<%0> = vector-trip-count

            <x1> vector loop: {
              for.i:
                EMIT vp<%1> = CANONICAL-INDUCTION
                WIDEN-INDUCTION %i = phi 0, %i.next
              Successor(s): for.j

              <x1> inner loop for.j (uniform exit): {
                for.j:
                  CLONE ir<%j> = phi ir<0>, ir<%j.next>
                  CLONE ir<%k> = phi ir<0>, ir<%k.next>
                  WIDEN-PHI ir<%s> = phi ir<0>, ir<%s.next>
                  CLONE ir<%c.ptr> = getelementptr ir<%c>, ir<%j>
                  CLONE ir<%c.j> = load ir<%c.ptr>
                  CLONE ir<%C> = icmp ne ir<%c.j>, ir<0>
                Successor(s): if.then, if.end
                CondBit: ir<%C>

                if.then:
                  CLONE ir<%k.inc> = add ir<%k>, ir<1>
                Successor(s): if.end

                if.end:
                  CLONE ir<%k.next> = phi ir<%k.inc>, ir<%k>
                  CLONE ir<%i.plus.k> = add ir<%i>, ir<%k.next>
                  CLONE ir<%a.ptr> = getelementptr ir<%a>, ir<%i.plus.k>
                  WIDEN ir<%a.val> = load ir<%a.ptr>
                  WIDEN ir<%s.next> = add ir<%s>, ir<%a.val>
                  CLONE ir<%j.next> = add ir<%j>, ir<1>
                  CLONE ir<%j.done> = icmp eq ir<%j.next>, ir<%N>
                No successors
                CondBit: ir<%j.done>
              }
              Successor(s): for.i.latch

              for.i.latch:
                WIDEN-PHI ir<%s.lcssa> = phi ir<%s.next>
                CLONE ir<%out.ptr> = getelementptr ir<%out>, ir<%i>
                WIDEN store ir<%out.ptr>, ir<%s.lcssa>
                EMIT vp<%2> = VF * UF + vp<%1>
                EMIT branch-on-count vp<%2>, vp<%0>
              No successors
            }
            No successors
            }

            loop for.i VF 4: total 10, per lane 2.50, scalar 11
                 0  EMIT vp<%1> = CANONICAL-INDUCTION
                 0  WIDEN-INDUCTION %i = phi 0, %i.next  ; scalar steps (lane 0 only)
                 0  CLONE ir<%j> = phi ir<0>, ir<%j.next>  ; one scalar
                 0  CLONE ir<%k> = phi ir<0>, ir<%k.next>  ; one scalar
                 0  WIDEN-PHI ir<%s> = phi ir<0>, ir<%s.next>
                 0  CLONE ir<%c.ptr> = getelementptr ir<%c>, ir<%j>  ; one scalar
                 1  CLONE ir<%c.j> = load ir<%c.ptr>  ; uniform
                 1  CLONE ir<%C> = icmp ne ir<%c.j>, ir<0>  ; one scalar
                 1  CLONE ir<%k.inc> = add ir<%k>, ir<1>  ; one scalar (runs with probability 0.5)
                 0  CLONE ir<%k.next> = phi ir<%k.inc>, ir<%k>  ; one scalar
                 1  CLONE ir<%i.plus.k> = add ir<%i>, ir<%k.next>  ; one scalar
                 0  CLONE ir<%a.ptr> = getelementptr ir<%a>, ir<%i.plus.k>  ; one scalar
                 1  WIDEN ir<%a.val> = load ir<%a.ptr>  ; 1 x load 1
                 1  WIDEN ir<%s.next> = add ir<%s>, ir<%a.val>  ; LLVM 14 avx2: add <4 x i32> by a variable 1
                 1  CLONE ir<%j.next> = add ir<%j>, ir<1>  ; one scalar
                 1  CLONE ir<%j.done> = icmp eq ir<%j.next>, ir<%N>  ; one scalar
                 0  WIDEN-PHI ir<%s.lcssa> = phi ir<%s.next>
                 0  CLONE ir<%out.ptr> = getelementptr ir<%out>, ir<%i>  ; one scalar
                 1  WIDEN store ir<%out.ptr>, ir<%s.lcssa>  ; 1 x store 1
                 1  EMIT vp<%2> = VF * UF + vp<%1>  ; scalar add
                 1  EMIT branch-on-count vp<%2>, vp<%0>  ; scalar compare + branch

            loop for.i: vectorized with VF 8 (cost per lane 1.25 < scalar 11)
                VF  total  per lane  vs scalar
                 1     11     11.00       1.00
                 2     10      5.00       0.45  more expensive: 5.00 per lane > 1.25
                 4     10      2.50       0.23  more expensive: 2.50 per lane > 1.25
            *    8     10      1.25       0.11
                16      -         -          -  more than 8 lanes of the smallest element (32 bits) in a 256-bit register
                32      -         -          -  more than 8 lanes of the smallest element (32 bits) in a 256-bit register
        "#]],
    );
}

#[test]
fn outer_loop_divergent_condition() {
    check(
        "slev_a_i_plus_k.ll",
        "slev_outer_divergent",
        "for.i",
        4,
        expect![[r#"
            VPlan 'Initial VPlan for VF={2,4,8,16,32},UF>=1' {
            Live-in vp<%0> = vector-trip-count

            <x1> vector loop: {
              for.i:
                EMIT vp<%1> = CANONICAL-INDUCTION
                WIDEN-INDUCTION %i = phi 0, %i.next
                CLONE ir<%c.ptr> = getelementptr ir<%c>, ir<%i>
                WIDEN ir<%c.i> = load ir<%c.ptr>
              Successor(s): for.j

              <x1> inner loop for.j (uniform exit): {
                for.j:
                  CLONE ir<%j> = phi ir<0>, ir<%j.next>
                  WIDEN-PHI ir<%k> = phi ir<0>, ir<%k.next>
                  WIDEN-PHI ir<%s> = phi ir<0>, ir<%s.next>
                  WIDEN ir<%C> = icmp sgt ir<%c.i>, ir<%j>
                Successor(s): if.then

                if.then:
                  WIDEN ir<%k.inc> = add ir<%k>, ir<1>
                Successor(s): if.end

                if.end:
                  EMIT vp<%2> = not ir<%C>
                  BLEND %k.next = ir<%k.inc>/ir<%C> ir<%k>/vp<%2>
                  WIDEN ir<%i.plus.k> = add ir<%i>, ir<%k.next>
                  WIDEN-GEP Inv[Var] ir<%a.ptr> = getelementptr ir<%a>, ir<%i.plus.k>
                  WIDEN ir<%a.val> = load ir<%a.ptr> (gather)
                  WIDEN ir<%s.next> = add ir<%s>, ir<%a.val>
                  CLONE ir<%j.next> = add ir<%j>, ir<1>
                  CLONE ir<%j.done> = icmp eq ir<%j.next>, ir<%N>
                No successors
                CondBit: ir<%j.done>
              }
              Successor(s): for.i.latch

              for.i.latch:
                WIDEN-PHI ir<%s.lcssa> = phi ir<%s.next>
                CLONE ir<%out.ptr> = getelementptr ir<%out>, ir<%i>
                WIDEN store ir<%out.ptr>, ir<%s.lcssa>
                EMIT vp<%3> = VF * UF + vp<%1>
                EMIT branch-on-count vp<%3>, vp<%0>
              No successors
            }
            No successors
            }

            loop for.i VF 4: total 21, per lane 5.25, scalar 11
                 0  EMIT vp<%1> = CANONICAL-INDUCTION
                 1  WIDEN-INDUCTION %i = phi 0, %i.next  ; 1 x add 1 (vector step)
                 0  CLONE ir<%c.ptr> = getelementptr ir<%c>, ir<%i>  ; one scalar
                 1  WIDEN ir<%c.i> = load ir<%c.ptr>  ; 1 x load 1
                 0  CLONE ir<%j> = phi ir<0>, ir<%j.next>  ; one scalar
                 0  WIDEN-PHI ir<%k> = phi ir<0>, ir<%k.next>
                 0  WIDEN-PHI ir<%s> = phi ir<0>, ir<%s.next>
                 1  WIDEN ir<%C> = icmp sgt ir<%c.i>, ir<%j>  ; 1 x icmp 1
                 1  WIDEN ir<%k.inc> = add ir<%k>, ir<1>  ; LLVM 14 avx2: add <4 x i64> by a power of two 1
                 1  EMIT vp<%2> = not ir<%C>  ; 1 x xor 1
                 1  BLEND %k.next = ir<%k.inc>/ir<%C> ir<%k>/vp<%2>  ; 1 x select 1
                 1  WIDEN ir<%i.plus.k> = add ir<%i>, ir<%k.next>  ; LLVM 14 avx2: add <4 x i64> by a variable 1
                 0  WIDEN-GEP Inv[Var] ir<%a.ptr> = getelementptr ir<%a>, ir<%i.plus.k>  ; 1 x getelementptr 0
                 8  WIDEN ir<%a.val> = load ir<%a.ptr> (gather)  ; scalarized 4 lanes 8 < gather 16
                 1  WIDEN ir<%s.next> = add ir<%s>, ir<%a.val>  ; LLVM 14 avx2: add <4 x i32> by a variable 1
                 1  CLONE ir<%j.next> = add ir<%j>, ir<1>  ; one scalar
                 1  CLONE ir<%j.done> = icmp eq ir<%j.next>, ir<%N>  ; one scalar
                 0  WIDEN-PHI ir<%s.lcssa> = phi ir<%s.next>
                 0  CLONE ir<%out.ptr> = getelementptr ir<%out>, ir<%i>  ; one scalar
                 1  WIDEN store ir<%out.ptr>, ir<%s.lcssa>  ; 1 x store 1
                 1  EMIT vp<%3> = VF * UF + vp<%1>  ; scalar add
                 1  EMIT branch-on-count vp<%3>, vp<%0>  ; scalar compare + branch

            loop for.i: vectorized with VF 4 (cost per lane 5.25 < scalar 11)
                VF  total  per lane  vs scalar
                 1     11     11.00       1.00
                 2     17      8.50       0.77  more expensive: 8.50 per lane > 5.25
            *    4     21      5.25       0.48
                 8      -         -          -  wider than one 256-bit register of the widest type (i64: 4 lanes)
                16      -         -          -  more than 8 lanes of the smallest element (32 bits) in a 256-bit register
                32      -         -          -  more than 8 lanes of the smallest element (32 bits) in a 256-bit register
        "#]],
    );
}

#[test]
fn unidentified_phi_is_refused() {
    check(
        "slev_a_i_plus_k.ll",
        "slev_piecewise_uniform",
        "for.j",
        16,
        expect![[r#"
            VPlan 'Initial VPlan for VF={2,4,8,16,32},UF>=1' {
            ; not vectorized: value that could not be identified as reduction is used outside the loop (a header phi that is no induction, reduction or first-order recurrence): `%k = phi i64 [ 0, %entry ], [ %k.next, %if.end ]`
            }

            loop for.j: not vectorized: value that could not be identified as reduction is used outside the loop (a header phi that is no induction, reduction or first-order recurrence): `%k = phi i64 [ 0, %entry ], [ %k.next, %if.end ]`

            loop for.j: not vectorized (value that could not be identified as reduction is used outside the loop (a header phi that is no induction, reduction or first-order recurrence): `%k = phi i64 [ 0, %entry ], [ %k.next, %if.end ]`)
                VF  total  per lane  vs scalar
            *    1      6      6.00       1.00
        "#]],
    );
}
