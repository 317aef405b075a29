//! Golden tests: the examples of the OptVLS design, printed as it prints them.

mod common;

use common::{Avx2Toy, TestMemref};
use expect_test::{expect, expect_file};
use lanes_vls::{
    AccessType, Group, Inst, SequenceTrace, VectorType, get_group_cost, get_groups,
    get_groups_traced, get_sequence, get_sequence_traced, verify,
};

/// Trims every line and drops blank ones: the design's listings are
/// indented and spaced for reading, not byte-exact.
fn normalize(text: &str) -> Vec<String> {
    text.lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|l| !l.is_empty())
        .collect()
}

/// DOT edges as a sorted set, without the design's non-numeric `weight`.
fn dot_edges(dot: &str) -> Vec<String> {
    let mut edges: Vec<String> = dot
        .lines()
        .filter(|l| l.contains("->"))
        .map(|l| {
            let l = match l.find(",weight=") {
                Some(i) => format!("{}];", &l[..i]),
                None => l.to_string(),
            };
            l.split_whitespace().collect::<Vec<_>>().join(" ")
        })
        .collect();
    edges.sort();
    edges
}

/// Example-1: `p = x[2k]; q = x[2k+1]` over doubles at VF 4 on a 32-byte
/// vector: two `<4 x 64>` strided loads 8 bytes apart, stride 16 bytes.
fn example1() -> Vec<TestMemref> {
    let ty = VectorType::new(4, 64);
    vec![
        TestMemref::strided(AccessType::StridedLoad, ty, 0, 16),
        TestMemref::strided(AccessType::StridedLoad, ty, 8, 16),
    ]
}

fn example1_group() -> Group {
    let groups = get_groups(&example1(), 32);
    assert_eq!(groups.len(), 1);
    groups.into_iter().next().unwrap()
}

#[test]
fn grouping_example_is_greedy() {
    // Distances 0, 4, 12, 16, 20 bytes, 4-byte elements, vector length 16.
    let ty = VectorType::new(4, 32);
    let memrefs: Vec<TestMemref> = [0, 4, 12, 16, 20]
        .iter()
        .map(|&d| TestMemref::strided(AccessType::StridedLoad, ty, d, 64))
        .collect();
    let grouping = get_groups_traced(&memrefs, 16);
    let members: Vec<Vec<i64>> = grouping
        .groups
        .iter()
        .map(|g| {
            g.members
                .iter()
                .map(|m| m.offset + memrefs[g.base().index()].offset)
                .collect()
        })
        .collect();
    assert_eq!(members, vec![vec![0, 4, 12], vec![16, 20]]);
    let group_of: Vec<u32> = grouping.group_of.values().map(|g| g.0).collect();
    assert_eq!(group_of, [0, 0, 0, 1, 1]);
    expect![[r#"
        Received a request from Client---FORM GROUPS
          Received a vector of memrefs:
            #1 <4 x 32> SLoad
            #2 <4 x 32> SLoad
            #3 <4 x 32> SLoad
            #4 <4 x 32> SLoad
            #5 <4 x 32> SLoad
          Split the vector memrefs into sub groups of adjacent memrefs:
            Distance is (in bytes) from the first memref of the set
          Set #1
          #1 <4 x 32> SLoad   Dist: 0
          #2 <4 x 32> SLoad   Dist: 4
          #3 <4 x 32> SLoad   Dist: 12
          #4 <4 x 32> SLoad   Dist: 16
          #5 <4 x 32> SLoad   Dist: 20
          Printing Groups- Total Groups 2
          Group#1
            Vector Length(in bytes): 16
            AccType: SLoad
            AccessMask(per byte, R to L): 1111000011111111
            #1 <4 x 32> SLoad
            #2 <4 x 32> SLoad
            #3 <4 x 32> SLoad
          Group#2
            Vector Length(in bytes): 16
            AccType: SLoad
            AccessMask(per byte, R to L): 11111111
            #4 <4 x 32> SLoad
            #5 <4 x 32> SLoad
    "#]]
    .assert_eq(&grouping.to_string());
}

#[test]
fn example1_groups_match_the_design() {
    let grouping = get_groups_traced(&example1(), 32);
    let g = &grouping.groups[0];
    assert_eq!(grouping.groups.len(), 1);
    assert_eq!(
        g.members.iter().map(|m| m.offset).collect::<Vec<_>>(),
        [0, 8]
    );
    // Section 6 b), the debug output of getGroups() for Example-1.
    let design = "
      Received a request from Client---FORM GROUPS
         Received a vector of memrefs:
           #1 <4 x 64> SLoad
           #2 <4 x 64> SLoad
         Split the vector memrefs into sub groups of adjacent memrefs:
            Distance is (in bytes) from the first memref of the set
         Set #1
         #1 <4 x 64> SLoad   Dist: 0
         #2 <4 x 64> SLoad   Dist: 8
         Printing Groups- Total Groups 1
         Group#1
           Vector Length(in bytes): 32
           AccType: SLoad
           AccessMask(per byte, R to L): 1111111111111111
           #1 <4 x 64> SLoad
           #2 <4 x 64> SLoad
    ";
    assert_eq!(normalize(&grouping.to_string()), normalize(design));
}

#[test]
fn example1_sequence_matches_the_design() {
    let g = example1_group();
    let seq = get_sequence(&g, &Avx2Toy).expect("no bail-out");
    verify(&g, &seq).unwrap();
    // Section 5 2., the final sequence; the design prints the base memref
    // as a pointer, the server as the memref's number.
    let design = "
     %1 = mask.load.64.4 (<Base:0x3e6dab0 Offset:0>, 1111)
     %2 = mask.load.64.4 (<Base:0x3e6dab0 Offset:32>, 1111)
     %3 = shufflevector <4 x 64> %1, <4 x 64> %2, <4 x 32><0, 1, 4, 5>
     %4 = shufflevector <4 x 64> %1, <4 x 64> %2, <4 x 32><2, 3, 6, 7>
     %5 = shufflevector <4 x 64> %3, <4 x 64> %4, <4 x 32><0, 4, 2, 6>
     %6 = shufflevector <4 x 64> %3, <4 x 64> %4, <4 x 32><1, 5, 3, 7>
    "
    .replace("Base:0x3e6dab0", "Base:#1");
    let printed = seq.to_string();
    let lines = normalize(&printed);
    assert_eq!(lines[..6], normalize(&design)[..]);
    assert_eq!(lines[6], "Results: member 1 = %5, member 2 = %6");
    assert_eq!((seq.num_loads(), seq.num_shuffles()), (2, 4));
    let masks: Vec<&[i32]> = seq
        .insts
        .iter()
        .filter_map(|i| match i {
            Inst::Shuffle { mask, .. } => Some(&mask[..]),
            _ => None,
        })
        .collect();
    assert_eq!(
        masks,
        [
            &[0, 1, 4, 5][..],
            &[2, 3, 6, 7],
            &[0, 4, 2, 6],
            &[1, 5, 3, 7]
        ]
    );
}

fn example1_trace() -> SequenceTrace {
    get_sequence_traced(&example1_group(), &Avx2Toy)
}

#[test]
fn example1_initial_graph_matches_the_design() {
    let t = example1_trace();
    let design = "
     Initial Graph:
       V3: Load
       V4: Load
       V1:
        [0:63] = V3[0:63]
        [64:127] = V3[128:191]
        [128:191] = V4[0:63]
        [192:255] = V4[128:191]
       V2:
        [0:63] = V3[64:127]
        [64:127] = V3[192:255]
        [128:191] = V4[64:127]
        [192:255] = V4[192:255]
    ";
    let printed = format!("Initial Graph:\n{}", t.initial.as_ref().unwrap());
    assert_eq!(normalize(&printed), normalize(design));
}

#[test]
fn example1_first_round_costs_match_the_design() {
    let t = example1_trace();
    // Section 5 2. b., "Cost estimation of test-merges", with the design's
    // typos ("Outgoing_Mask", missing "-Mask") left out.
    let design = "
      V5 can be merged with V6
        Incoming-Mask <0, 2, -1, -1> Cost 4
        Outgoing-Mask <0, 1, -1, -1> Cost 1
        --Total-Cost-- 5
      V5 can be merged with V7
        Incoming-Mask <0, 4, -1, -1> Cost 4
        Outgoing-Mask <0, -1, 1, -1> Cost 4
        --Total-Cost-- 8
      V5 can be merged with V8
        Incoming-Mask <0, 6, -1, -1> Cost 4
        Outgoing-Mask <0, -1, -1, 1> Cost 4
        --Total-Cost-- 8
      V5 can be merged with V9
        Incoming-Mask <0, 1, -1, -1> Cost 1
        Outgoing-Mask <0, -1, -1, -1> Cost 1
        Outgoing-Mask <1, -1, -1, -1> Cost 1
        --Total-Cost-- 3
      V5 can be merged with V10
        Incoming-Mask <0, 3, -1, -1> Cost 4
        Outgoing-Mask <0, -1, -1, -1> Cost 1
        Outgoing-Mask <-1, 1, -1, -1> Cost 2
        --Total-Cost-- 7
      V5 can be merged with V11
        Incoming-Mask <0, 5, -1, -1> Cost 4
        Outgoing-Mask <0, -1, -1, -1> Cost 1
        Outgoing-Mask <-1, -1, 1, -1> Cost 3
        --Total-Cost-- 8
      V5 can be merged with V12
        Incoming-Mask <0, 7, -1, -1> Cost 4
        Outgoing-Mask <0, -1, -1, -1> Cost 1
        Outgoing-Mask <-1, -1, -1, 1> Cost 2
       --Total-Cost-- 7
      V6 can be merged with V7
        Incoming-Mask <2, 4, -1, -1> Cost 4
        Outgoing-Mask <-1, 0, 1, -1> Cost 4
        --Total-Cost-- 8
      V6 can be merged with V8
        Incoming-Mask <2, 6, -1, -1> Cost 4
        Outgoing-Mask <-1, 0, -1, 1> Cost 4
        --Total-Cost-- 8
      V6 can be merged with V9
        Incoming-Mask <2, 1, -1, -1> Cost 4
        Outgoing-Mask <-1, 0, -1, -1> Cost 2
        Outgoing-Mask <1, -1, -1, -1> Cost 1
        --Total-Cost-- 7
      V6 can be merged with V10
        Incoming-Mask <2, 3, -1, -1> Cost 1
        Outgoing-Mask <-1, 0, -1, -1> Cost 2
        Outgoing-Mask <-1, 1, -1, -1> Cost 2
        --Total-Cost-- 5
      V6 can be merged with V11
        Incoming-Mask <2, 5, -1, -1> Cost 4
        Outgoing-Mask <-1, 0, -1, -1> Cost 2
        Outgoing-Mask <-1, -1, 1, -1> Cost 3
        --Total-Cost-- 9
      V6 can be merged with V12
        Incoming-Mask <2, 7, -1, -1> Cost 4
        Outgoing-Mask <-1, 0, -1, -1> Cost 2
        Outgoing-Mask <-1, -1, -1, 1> Cost 2
        --Total-Cost-- 8
      V7 can be merged with V8
        Incoming-Mask <0, 2, -1, -1> Cost 4
        Outgoing-Mask <-1, -1, 0, 1> Cost 4
        --Total-Cost-- 8
      V7 can be merged with V9
        Incoming-Mask <4, 1, -1, -1> Cost 4
        Outgoing-Mask <-1, -1, 0, -1> Cost 2
        Outgoing-Mask <1, -1, -1, -1> Cost 1
        --Total-Cost-- 7
      V7 can be merged with V10
        Incoming-Mask <4, 3, -1, -1> Cost 4
        Outgoing-Mask <-1, -1, 0, -1> Cost 2
        Outgoing-Mask <-1, 1, -1, -1> Cost 2
        --Total-Cost-- 8
      V7 can be merged with V11
        Incoming-Mask <0, 1, -1, -1> Cost 1
        Outgoing-Mask <-1, -1, 0, -1> Cost 2
        Outgoing-Mask <-1, -1, 1, -1> Cost 3
        --Total-Cost-- 6
      V7 can be merged with V12
        Incoming-Mask <0, 3, -1, -1> Cost 4
        Outgoing-Mask <-1, -1, 0, -1> Cost 2
        Outgoing-Mask <-1, -1, -1, 1> Cost 2
        --Total-Cost-- 8
      V8 can be merged with V9
        Incoming-Mask <6, 1, -1, -1> Cost 4
        Outgoing-Mask <-1, -1, -1, 0> Cost 3
        Outgoing-Mask <1, -1, -1, -1> Cost 1
        --Total-Cost-- 8
      V8 can be merged with V10
        Incoming-Mask <6, 3, -1, -1> Cost 4
        Outgoing-Mask <-1, -1, -1, 0> Cost 3
        Outgoing-Mask <-1, 1, -1, -1> Cost 2
        --Total-Cost-- 9
      V8 can be merged with V11
       Incoming-Mask <2, 1, -1, -1> Cost 4
       Outgoing-Mask <-1, -1, -1, 0> Cost 3
       Outgoing-Mask <-1, -1, 1, -1> Cost 3
       --Total-Cost-- 10
      V8 can be merged with V12
        Incoming-Mask <2, 3, -1, -1> Cost 1
        Outgoing-Mask <-1, -1, -1, 0> Cost 3
        Outgoing-Mask <-1, -1, -1, 1> Cost 2
        --Total-Cost-- 6
    ";
    let printed = t.to_string();
    let lines = normalize(&printed);
    let start = lines.iter().position(|l| l == "Merge Round 1:").unwrap() + 1;
    let end = lines
        .iter()
        .position(|l| l.starts_with("Merge 5 "))
        .unwrap();
    assert_eq!(lines[start..end], normalize(design)[..]);
    // Section 5 2. c.: "Merge 5 to 9", "Merge 6 to 10", "Merge 7 to 11",
    // "Merge 8 with 12".
    let commits: Vec<(u32, u32)> = t.rounds[0]
        .commits
        .iter()
        .map(|(a, b)| (a.0 + 1, b.0 + 1))
        .collect();
    assert_eq!(commits, [(5, 9), (6, 10), (7, 11), (8, 12)]);
    assert_eq!(t.rounds.len(), 2);
    assert_eq!(
        t.rounds[1]
            .commits
            .iter()
            .map(|(a, b)| (a.0 + 1, b.0 + 1))
            .collect::<Vec<_>>(),
        [(5, 7), (6, 8)]
    );
}

#[test]
fn example1_dot_graphs_match_the_design() {
    let t = example1_trace();
    let initial = r#"
      V3 -> V1[fontcolor=red, color=red, label="0:63",weight="0:63"];
      V3 -> V1[fontcolor=red, color=red, label="128:191",weight="128:191"];
      V4 -> V1[fontcolor=red, color=red, label="0:63",weight="0:63"];
      V4 -> V1[fontcolor=red, color=red, label="128:191",weight="128:191"];
      V3 -> V2[fontcolor=blue, color=blue, label="64:127",weight="64:127"];
      V3 -> V2[fontcolor=blue, color=blue, label="192:255",weight="192:255"];
      V4 -> V2[fontcolor=blue, color=blue, label="64:127",weight="64:127"];
      V4 -> V2[fontcolor=blue, color=blue, label="192:255",weight="192:255"];
    "#;
    // The design labels the simplified gather edges "0:64"; the range is 0:63.
    let simplified = r#"
      V5 -> V1[fontcolor=red, color=red, label="0:63",weight="0:64"];
      V6 -> V1[fontcolor=red, color=red, label="0:63",weight="0:64"];
      V7 -> V1[fontcolor=red, color=red, label="0:63",weight="0:64"];
      V8 -> V1[fontcolor=red, color=red, label="0:63",weight="0:64"];
      V9 -> V2[fontcolor=blue, color=blue, label="0:63",weight="0:64"];
      V10 -> V2[fontcolor=blue, color=blue, label="0:63",weight="0:64"];
      V11 -> V2[fontcolor=blue, color=blue, label="0:63",weight="0:64"];
      V12 -> V2[fontcolor=blue, color=blue, label="0:63",weight="0:64"];
      V3 -> V5[fontcolor=red, color=red, label="0:63",weight="0:63"];
      V3 -> V6[fontcolor=red, color=red, label="128:191",weight="128:191"];
      V4 -> V7[fontcolor=red, color=red, label="0:63",weight="0:63"];
      V4 -> V8[fontcolor=red, color=red, label="128:191",weight="128:191"];
      V3 -> V9[fontcolor=blue, color=blue, label="64:127",weight="64:127"];
      V3 -> V10[fontcolor=blue, color=blue, label="192:255",weight="192:255"];
      V4 -> V11[fontcolor=blue, color=blue, label="64:127",weight="64:127"];
      V4 -> V12[fontcolor=blue, color=blue, label="192:255",weight="192:255"];
    "#;
    let round1 = r#"
      V3 -> V5[fontcolor=red, color=red, label="0:63",weight="0:63"];
      V4 -> V7[fontcolor=red, color=red, label="0:63",weight="0:63"];
      V3 -> V5[fontcolor=blue, color=blue, label="64:127",weight="64:127"];
      V4 -> V7[fontcolor=blue, color=blue, label="64:127",weight="64:127"];
      V3 -> V6[fontcolor=red, color=red, label="128:191",weight="128:191"];
      V4 -> V8[fontcolor=red, color=red, label="128:191",weight="128:191"];
      V3 -> V6[fontcolor=blue, color=blue, label="192:255",weight="192:255"];
      V4 -> V8[fontcolor=blue, color=blue, label="192:255",weight="192:255"];
      V5 -> V1[fontcolor=red, color=red, label="0:63",weight="0:63"];
      V6 -> V1[fontcolor=red, color=red, label="0:63",weight="0:63"];
      V7 -> V1[fontcolor=red, color=red, label="0:63",weight="0:63"];
      V8 -> V1[fontcolor=red, color=red, label="0:63",weight="0:63"];
      V5 -> V2[fontcolor=blue, color=blue, label="64:127",weight="64:127"];
      V6 -> V2[fontcolor=blue, color=blue, label="64:127",weight="64:127"];
      V7 -> V2[fontcolor=blue, color=blue, label="64:127",weight="64:127"];
      V8 -> V2[fontcolor=blue, color=blue, label="64:127",weight="64:127"];
    "#;
    let last = r#"
      V3 -> V5[fontcolor=red, color=red, label="0:63",weight="0:63"];
      V3 -> V5[fontcolor=blue, color=blue, label="64:127",weight="64:127"];
      V4 -> V5[fontcolor=red, color=red, label="0:63",weight="0:63"];
      V4 -> V5[fontcolor=blue, color=blue, label="64:127",weight="64:127"];
      V3 -> V6[fontcolor=red, color=red, label="128:191",weight="128:191"];
      V3 -> V6[fontcolor=blue, color=blue, label="192:255",weight="192:255"];
      V4 -> V6[fontcolor=red, color=red, label="128:191",weight="128:191"];
      V4 -> V6[fontcolor=blue, color=blue, label="192:255",weight="192:255"];
      V5 -> V1[fontcolor=red, color=red, label="0:63",weight="0:63"];
      V6 -> V1[fontcolor=red, color=red, label="0:63",weight="0:63"];
      V5 -> V1[fontcolor=red, color=red, label="128:191",weight="128:191"];
      V6 -> V1[fontcolor=red, color=red, label="128:191",weight="128:191"];
      V5 -> V2[fontcolor=blue, color=blue, label="64:127",weight="64:127"];
      V6 -> V2[fontcolor=blue, color=blue, label="64:127",weight="64:127"];
      V5 -> V2[fontcolor=blue, color=blue, label="192:255",weight="192:255"];
      V6 -> V2[fontcolor=blue, color=blue, label="192:255",weight="192:255"];
    "#;
    let dot = |g: &lanes_vls::ShuffleGraph| dot_edges(&g.to_dot("Initial_Graph"));
    assert_eq!(dot(t.initial.as_ref().unwrap()), dot_edges(initial));
    assert_eq!(dot(t.simplified.as_ref().unwrap()), dot_edges(simplified));
    assert_eq!(dot(&t.rounds[0].graph), dot_edges(round1));
    assert_eq!(dot(&t.rounds[1].graph), dot_edges(last));
    expect![[r#"
        digraph Initial_Graph {
           graph[ordering=in];
           V3 -> V1[fontcolor=red, color=red, label="0:63"];
           V3 -> V1[fontcolor=red, color=red, label="128:191"];
           V4 -> V1[fontcolor=red, color=red, label="0:63"];
           V4 -> V1[fontcolor=red, color=red, label="128:191"];
           V3 -> V2[fontcolor=blue, color=blue, label="64:127"];
           V3 -> V2[fontcolor=blue, color=blue, label="192:255"];
           V4 -> V2[fontcolor=blue, color=blue, label="64:127"];
           V4 -> V2[fontcolor=blue, color=blue, label="192:255"];
        }
    "#]]
    .assert_eq(&t.initial.as_ref().unwrap().to_dot("Initial_Graph"));
}

/// The whole trace; `lanes vls --trace` prints the same (crates/lanes/tests/vls_cli.rs).
#[test]
fn example1_full_trace() {
    expect_file!["../../../fixtures/seeds/optvls_example1.trace.expected"]
        .assert_eq(&example1_trace().to_string());
}

#[test]
fn example1_cost() {
    let g = example1_group();
    let cost = get_group_cost(&g, &Avx2Toy);
    expect![[r#"
        GroupCost {
            gather_scatter: 32,
            sequence: Ok(
                12,
            ),
        }
    "#]]
    .assert_debug_eq(&cost);
    assert!(cost.prefers_sequence());
}
