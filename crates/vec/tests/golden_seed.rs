//! Golden tests: the soa-divergence seed's two DA dumps and the SLEV
//! examples of the vpo-vectorizer seed.

mod common;

use common::{fixture, lp, open, open_native_path};
use lanes_db::LayoutPolicy;
use lanes_vec::Shape;

/// The seed's dump under the AOS layout, verbatim.
const SEED_AOS: &str = "\
Uniform: [Shape: Uniform] i64 %vector.loop.iv = phi  [ i64 0, BB1 ],  [ i64 %vector.loop.iv.next, BB2 ]\n\
Divergent: [Shape: Unit Stride, Stride: i64 1] i64 %iv1 = phi  [ i64 %iv1.ind.init, BB1 ],  [ i64 %iv1.next, BB2 ]\n\
Divergent: [Shape: Random] i32* %rnd.gep1 = getelementptr inbounds [1024 x i32]* %arr.priv i64 %iv1 i64 0\n\
Uniform: [Shape: Uniform] i32* %uni.g.gep1 = getelementptr inbounds [1024 x i32]* @arr i64 0 i64 0\n\
Uniform: [Shape: Uniform] i32* %uni.g.gep2 = getelementptr inbounds i32* %uni.g.gep1 i64 0\n\
Uniform: [Shape: Uniform] i32 %non.priv.uni.ld = load i32* %uni.g.gep2\n\
Uniform: [Shape: Uniform] i64 %idxprom1 = sext i32 %non.priv.uni.ld to i64\n\
Divergent: [Shape: Strided, Stride: i64 4] i32* %str.g.gep1 = getelementptr inbounds [1024 x i32]* @arr i64 0 i64 %iv1\n\
Divergent: [Shape: Random] i32* %str.g.gep2 = getelementptr inbounds i32* %str.g.gep1 i64 %iv1\n\
Divergent: [Shape: Random] i32 %non.priv.str.ld = load i32* %str.g.gep2\n\
Divergent: [Shape: Random] i64 %idxprom2 = sext i32 %non.priv.str.ld to i64\n\
Divergent: [Shape: Strided, Stride: i64 4096] i32* %uni.gep1 = getelementptr inbounds [1024 x i32]* %arr.priv i64 0 i64 0\n\
Divergent: [Shape: Strided, Stride: i64 4096] i32* %uni.gep2 = getelementptr inbounds i32* %uni.gep1 i64 0\n\
Divergent: [Shape: Random] i32 %priv.ld.1 = load i32* %uni.gep2\n\
Divergent: [Shape: Strided, Stride: i64 4096] i32* %uni.indirect.gep1 = getelementptr inbounds [1024 x i32]* %arr.priv i64 0 i64 %idxprom1\n\
Divergent: [Shape: Strided, Stride: i64 4096] i32* %uni.indirect.gep2 = getelementptr inbounds i32* %uni.gep1 i64 %idxprom1\n\
Divergent: [Shape: Random] i32* %str.gep1 = getelementptr inbounds [1024 x i32]* %arr.priv i64 0 i64 %iv1\n\
Divergent: [Shape: Random] i32* %str.gep2 = getelementptr inbounds i32* %str.gep1 i64 %iv1\n\
Divergent: [Shape: Random] i32* %str.indirect.gep1 = getelementptr inbounds [1024 x i32]* %arr.priv i64 0 i64 %idxprom2\n\
Divergent: [Shape: Random] i32* %str.indirect.gep2 = getelementptr inbounds i32* %uni.indirect.gep1 i64 %idxprom2\n\
";

/// The seed's dump after SOA-shape propagation, verbatim.
const SEED_SOA: &str = "\
Uniform: [Shape: Uniform] i64 %vector.loop.iv = phi  [ i64 0, BB1 ],  [ i64 %vector.loop.iv.next, BB2 ]\n\
Divergent: [Shape: Unit Stride, Stride: i64 1] i64 %iv1 = phi  [ i64 %iv1.ind.init.26896, BB1 ],  [ i64 %iv1.next, BB2 ]\n\
Divergent: [Shape: SOA Random] i32* %rnd.gep1 = getelementptr inbounds [1024 x i32]* %arr.priv i64 %iv1 i64 0\n\
Uniform: [Shape: Uniform] i32* %uni.g.gep1 = getelementptr inbounds [1024 x i32]* @arr i64 0 i64 0\n\
Uniform: [Shape: Uniform] i32* %uni.g.gep2 = getelementptr inbounds i32* %uni.g.gep1 i64 0\n\
Uniform: [Shape: Uniform] i32 %non.priv.uni.ld = load i32* %uni.g.gep2\n\
Uniform: [Shape: Uniform] i64 %idxprom1 = sext i32 %non.priv.uni.ld to i64\n\
Divergent: [Shape: Strided, Stride: i64 4] i32* %str.g.gep1 = getelementptr inbounds [1024 x i32]* @arr i64 0 i64 %iv1\n\
Divergent: [Shape: Random] i32* %str.g.gep2 = getelementptr inbounds i32* %str.g.gep1 i64 %iv1\n\
Divergent: [Shape: Random] i32 %non.priv.str.ld = load i32* %str.g.gep2\n\
Divergent: [Shape: Random] i64 %idxprom2 = sext i32 %non.priv.str.ld to i64\n\
Divergent: [Shape: SOA Unit Stride, Stride: i64 4] i32* %uni.gep1 = getelementptr inbounds [1024 x i32]* %arr.priv i64 0 i64 0\n\
Divergent: [Shape: SOA Unit Stride, Stride: i64 4] i32* %uni.gep2 = getelementptr inbounds i32* %uni.gep1 i64 0\n\
Divergent: [Shape: Random] i32 %priv.ld.1 = load i32* %uni.gep2\n\
Divergent: [Shape: SOA Unit Stride, Stride: i64 4] i32* %uni.indirect.gep1 = getelementptr inbounds [1024 x i32]* %arr.priv i64 0 i64 %idxprom1\n\
Divergent: [Shape: SOA Unit Stride, Stride: i64 4] i32* %uni.indirect.gep2 = getelementptr inbounds i32* %uni.gep1 i64 %idxprom1\n\
Divergent: [Shape: SOA Strided, Stride: VF x i64 4] i32* %str.gep1 = getelementptr inbounds [1024 x i32]* %arr.priv i64 0 i64 %iv1\n\
Divergent: [Shape: SOA Strided, Stride: ?] i32* %str.gep2 = getelementptr inbounds i32* %str.gep1 i64 %iv1\n\
Divergent: [Shape: SOA Random] i32* %str.indirect.gep1 = getelementptr inbounds [1024 x i32]* %arr.priv i64 0 i64 %idxprom2\n\
Divergent: [Shape: SOA Random] i32* %str.indirect.gep2 = getelementptr inbounds i32* %uni.indirect.gep1 i64 %idxprom2\n\
";

/// The seed's dump as this analysis prints it for the scalar input IR:
/// * the vectorizer's own `%vector.loop.iv` does not exist in scalar IR;
/// * `%iv1`'s incoming values are the scalar loop's (`0` from
///   `for.preheader`), not the vector loop's `%iv1.ind.init` from `BB1`;
/// * where the seed contradicts its own arithmetic, the consistent rule
///   (byte strides add up through GEPs, docs/vectorizer.md) replaces it;
/// * the latch values `%iv1.next` and `%cmp`, which the seed leaves out,
///   come last.
fn expected(seed: &str, fixes: &[(&str, &str)], tail: &[&str]) -> String {
    let mut out = String::new();
    for line in seed.lines() {
        if line.contains("%vector.loop.iv") {
            continue;
        }
        let mut line = line.to_string();
        if line.contains("i64 %iv1 = phi") {
            let (head, _) = line.split_once("= phi").unwrap();
            line = format!("{head}= phi  [ i64 0, for.preheader ],  [ i64 %iv1.next, for.body ]");
        }
        for (from, to) in fixes {
            if line.contains(from) {
                line = line.replacen(from, to, 1);
            }
        }
        out.push_str(&line);
        out.push('\n');
    }
    for t in tail {
        out.push_str(t);
        out.push('\n');
    }
    out
}

const TAIL: &[&str] = &[
    "Divergent: [Shape: Unit Stride, Stride: i64 1] i64 %iv1.next = add nuw nsw i64 %iv1 i64 1",
    // 1 + n < 1024 switches at n = 1023, inside the last vector iteration.
    "Divergent: [Shape: Random] i1 %cmp = icmp ult i64 %iv1.next i64 1024",
];

#[test]
fn soa_divergence_aos_dump() {
    let db = open(&fixture("soa_divergence.ll"));
    let l = lp(&db, "soa_gep_shapes", "for.body");
    let fixes = [
        // @arr + 4·iv + 4·iv: the seed prints Random.
        (
            "Divergent: [Shape: Random] i32* %str.g.gep2",
            "Divergent: [Shape: Strided, Stride: i64 8] i32* %str.g.gep2",
        ),
        // Lane l's copy of arr.priv is 4096·l bytes further: 4096 + 4·iv,
        // the seed's own "(N+1) x sizeof(i32)" for unit-stride AOS access.
        (
            "Divergent: [Shape: Random] i32* %str.gep1 ",
            "Divergent: [Shape: Strided, Stride: i64 4100] i32* %str.gep1 ",
        ),
        (
            "Divergent: [Shape: Random] i32* %str.gep2 ",
            "Divergent: [Shape: Strided, Stride: i64 4104] i32* %str.gep2 ",
        ),
    ];
    let want = expected(SEED_AOS, &fixes, TAIL);
    let got = lanes_vec::printed_shapes(&db, l, 4, LayoutPolicy::Aos).dump();
    assert_eq!(got, want);
}

#[test]
fn soa_divergence_soa_dump() {
    let db = open(&fixture("soa_divergence.ll"));
    let l = lp(&db, "soa_gep_shapes", "for.body");
    let fixes = [
        (
            "Divergent: [Shape: Random] i32* %str.g.gep2",
            "Divergent: [Shape: Strided, Stride: i64 8] i32* %str.g.gep2",
        ),
        // The offset inside arr.priv advances 4 + 4 bytes per lane.
        (
            "[Shape: SOA Strided, Stride: ?]",
            "[Shape: SOA Strided, Stride: VF x i64 8]",
        ),
    ];
    let want = expected(SEED_SOA, &fixes, TAIL);
    for policy in [LayoutPolicy::Soa, LayoutPolicy::Auto] {
        let got = lanes_vec::printed_shapes(&db, l, 4, policy).dump();
        assert_eq!(got, want, "{policy:?}");
    }
}

#[test]
fn soa_analysis_of_the_seed_private() {
    let db = open(&fixture("soa_divergence.ll"));
    let soa = lanes_vec::soa_analysis(&db, lp(&db, "soa_gep_shapes", "for.body"));
    let p = soa.get("%arr.priv").unwrap();
    assert!(p.safe() && p.profitable);
    assert_eq!(p.layout, lanes_vec::Layout::Soa);
    assert_eq!(
        p.unit_stride_accesses,
        ["%priv.ld.1 = load i32, i32* %uni.gep2, align 4"]
    );
}

/// `@soa_rnd_gep`: a private indexed by a value loaded from another private.
#[test]
fn soa_random_gep() {
    let db = open(&fixture("soa_divergence.ll"));
    let l = lp(&db, "soa_rnd_gep", "for.body");
    let s = lanes_vec::printed_shapes(&db, l, 4, LayoutPolicy::Soa);
    assert_eq!(s.get("%uni.gep4"), Some(Shape::SoaSeq(8)));
    assert_eq!(s.get("%ld.2"), Some(Shape::Random));
    assert_eq!(s.get("%rnd.gep1"), Some(Shape::SoaRnd));
    let aos = lanes_vec::printed_shapes(&db, l, 4, LayoutPolicy::Aos);
    assert_eq!(aos.get("%uni.gep4"), Some(Shape::Strided(128)));
    assert_eq!(aos.get("%rnd.gep1"), Some(Shape::Random));
}

/// vpo-vectorizer seed: `a[i+k]` stays unit-stride on the i-loop when the
/// `k++` condition is uniform, and needs a gather when it is not.
#[test]
fn slev_a_i_plus_k_outer() {
    let db = open(&fixture("slev_a_i_plus_k.ll"));
    for vf in [2, 4, 8, 16] {
        let uni = lp(&db, "slev_outer_uniform", "for.i");
        let s = lanes_vec::printed_shapes(&db, uni, vf, LayoutPolicy::Auto);
        assert_eq!(s.get("%C"), Some(Shape::Uniform));
        assert_eq!(s.get("%k.next"), Some(Shape::Uniform));
        assert_eq!(s.get("%a.ptr"), Some(Shape::Strided(4)));
        let m = lanes_vec::refined_memrefs(&db, uni, vf, LayoutPolicy::Auto);
        let a = m.iter().find(|m| m.text.contains("%a.val")).unwrap();
        assert_eq!(a.class, lanes_vec::AccessClass::UnitStride);

        let div = lp(&db, "slev_outer_divergent", "for.i");
        let s = lanes_vec::printed_shapes(&db, div, vf, LayoutPolicy::Auto);
        assert_eq!(s.get("%C"), Some(Shape::Random));
        assert_eq!(s.get("%k.next"), Some(Shape::Random));
        assert_eq!(s.get("%a.ptr"), Some(Shape::Random));
        let m = lanes_vec::refined_memrefs(&db, div, vf, LayoutPolicy::Auto);
        let a = m.iter().find(|m| m.text.contains("%a.val")).unwrap();
        assert_eq!(a.class, lanes_vec::AccessClass::Indexed);
    }
}

/// `j > 7` on the vectorized IV: uniform within every vector iteration for
/// VF 2, 4, 8 (it switches at iteration 8), not for VF 16.
#[test]
fn slev_piecewise_uniform_branch() {
    let db = open(&fixture("slev_a_i_plus_k.ll"));
    let l = lp(&db, "slev_piecewise_uniform", "for.j");
    for (vf, uniform) in [(2, true), (4, true), (8, true), (16, false), (32, false)] {
        let s = lanes_vec::printed_shapes(&db, l, vf, LayoutPolicy::Auto);
        assert_eq!(s.get("%C") == Some(Shape::Uniform), uniform, "VF {vf}");
        let br = s.branches.iter().find(|b| b.block == "for.j").unwrap();
        assert_eq!(br.uniform, uniform, "VF {vf}");
    }
    // The VF-insensitive WI analysis cannot know it.
    let wi = lanes_vec::wi_analysis(&db, l);
    assert_eq!(
        wi.shape(&value(&db, "slev_piecewise_uniform", "%C")),
        Shape::Random
    );
}

fn value(db: &lanes_db::RootDatabase, func: &str, name: &str) -> lanes_ir::Value {
    let file = db.file("t.ll").unwrap();
    let f = lanes_db::function_by_name(db, file, func).unwrap();
    let body = lanes_db::function_body(db, f).unwrap();
    let i = body
        .insts
        .iter()
        .find(|(i, _)| body.value_name(&lanes_ir::Value::Inst(*i)) == name)
        .unwrap()
        .0;
    lanes_ir::Value::Inst(i)
}

/// Inner-loop vectorization: the flag is loop-invariant (uniform branch),
/// `c[j]` is not; `k` is a conditional recurrence of the vectorized loop.
#[test]
fn slev_inner_loops() {
    let db = open(&fixture("slev_a_i_plus_k.ll"));
    let uni = lanes_vec::printed_shapes(
        &db,
        lp(&db, "slev_inner_uniform", "for.j"),
        4,
        LayoutPolicy::Auto,
    );
    assert!(
        uni.branches
            .iter()
            .find(|b| b.block == "for.j")
            .unwrap()
            .uniform
    );
    assert_eq!(uni.get("%out.ptr"), Some(Shape::Strided(4)));
    let div = lanes_vec::printed_shapes(
        &db,
        lp(&db, "slev_inner_divergent", "for.j"),
        4,
        LayoutPolicy::Auto,
    );
    assert!(
        !div.branches
            .iter()
            .find(|b| b.block == "for.j")
            .unwrap()
            .uniform
    );
    assert_eq!(div.get("%k.next"), Some(Shape::Random));
}

#[test]
fn directive_region_picks_the_outer_loop() {
    let db = open(&fixture("slev_a_i_plus_k.ll"));
    assert!(lanes_vec::wi_analysis(&db, lp(&db, "slev_outer_uniform", "for.i")).vectorize);
    assert!(!lanes_vec::wi_analysis(&db, lp(&db, "slev_outer_uniform", "for.j")).vectorize);
    let wi = lanes_vec::wi_analysis(&db, lp(&db, "slev_outer_uniform", "for.i"));
    assert_eq!(wi.simd.as_ref().unwrap().uniforms, ["%a", "%c"]);
    // llvm.loop.vectorize.enable on the outer loop of @slev_outer_divergent:
    // LLVM 14 by default vectorizes the inner loop.
    let wi = lanes_vec::wi_analysis(&db, lp(&db, "slev_outer_divergent", "for.i"));
    assert!(!wi.vectorize && wi.hints.enable == Some(true));
    assert!(lanes_vec::wi_analysis(&db, lp(&db, "slev_outer_divergent", "for.j")).vectorize);
}

/// The seed's outer-loop plan for a hinted loop is LLVM's VPlan-native path.
#[test]
fn native_path_picks_the_hinted_outer_loop() {
    let db = open_native_path(&fixture("slev_a_i_plus_k.ll"));
    let wi = lanes_vec::wi_analysis(&db, lp(&db, "slev_outer_divergent", "for.i"));
    assert!(wi.vectorize && wi.hints.enable == Some(true));
    assert!(!lanes_vec::wi_analysis(&db, lp(&db, "slev_outer_divergent", "for.j")).vectorize);
}
