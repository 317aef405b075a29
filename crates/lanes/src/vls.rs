//! OptVLS at the façade: VF candidates and ranges, groups, sequences and
//! their costs for one loop, with the server's debug output as text and the
//! shuffle graphs as DOT (`lanes vf-ranges`, `lanes vls`).

use std::fmt::Write as _;

use lanes_vec::{VfCandidates, VfRange, VlsGroupCost, VlsSequence};
use lanes_vls::Grouping;
use serde::Serialize;

use crate::cli::{Format, Output};
use crate::host::command_result;
use crate::{Analysis, Cancellable, Error};

/// A dependence that keeps two memrefs in order in a VF range.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct ConstraintReport {
    /// `Memref::id`s.
    pub a: usize,
    /// The second memref's id.
    pub b: usize,
    /// Harmless up to this VF; `None`: at every VF.
    pub free_up_to: Option<u32>,
    /// The dependence kind (`BackwardVectorizable`, ...).
    pub kind: String,
    /// The two instructions.
    pub texts: [String; 2],
}

/// One VF range and the constraints active in it.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct RangeReport {
    /// The VFs of the range.
    pub range: VfRange,
    /// Number of VLS groups in the range.
    pub groups: usize,
    /// Dependences that constrain the grouping in the range.
    pub active: Vec<ConstraintReport>,
}

/// `lanes vf-ranges`.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct VfRangesReport {
    /// Function name without `@`.
    pub function: String,
    /// Loop header label.
    #[serde(rename = "loop")]
    pub loop_: String,
    /// Target name.
    pub target: String,
    /// Candidate and rejected VFs.
    pub candidates: VfCandidates,
    /// VF ranges with one grouping each.
    pub ranges: Vec<RangeReport>,
}

/// A server memref (`#n`) and the loop memref it stands for.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct VlsMemrefLine {
    /// 1-based, as the server prints it.
    pub server: usize,
    /// `Memref::id`.
    pub memref: usize,
    /// The instruction as printed.
    pub text: String,
}

/// `lanes vls`.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct VlsReport {
    /// Function name without `@`.
    pub function: String,
    /// Loop header label.
    #[serde(rename = "loop")]
    pub loop_: String,
    /// Target name.
    pub target: String,
    /// The VF asked about.
    pub vf: u32,
    /// The VF range containing `vf`.
    pub range: VfRange,
    /// Bytes of a vector register.
    pub vector_length: u32,
    /// The memrefs as the server numbers them.
    pub memrefs: Vec<VlsMemrefLine>,
    /// The server's grouping at `vf`.
    pub grouping: Grouping,
    /// Each group's shuffle sequence and trace.
    pub sequences: Vec<VlsSequence>,
    /// Each group's cost decision.
    pub costs: Vec<VlsGroupCost>,
}

impl Analysis {
    /// Candidate VFs and VF ranges of a loop on the snapshot's target.
    pub fn vf_ranges(
        &self,
        path: &str,
        func: Option<&str>,
        loop_key: Option<&str>,
    ) -> Cancellable<Result<VfRangesReport, Error>> {
        self.with_db(|db| {
            let (f, l) = self.vec_loop(db, path, func, loop_key)?;
            let t = self.target;
            let deps = lanes_vec::dependences(db, l);
            let mems = lanes_vec::memrefs(db, l);
            let text = |id: usize| mems.get(id).map_or("?", |m| m.text.as_str()).to_string();
            let ranges = lanes_vec::vf_ranges(db, l, t)
                .iter()
                .map(|&range| {
                    let g = lanes_vec::vls_groups(db, l, range, t);
                    RangeReport {
                        range,
                        groups: g.grouping.groups.len(),
                        active: g
                            .active
                            .iter()
                            .map(|c| ConstraintReport {
                                a: c.a,
                                b: c.b,
                                free_up_to: c.free_up_to,
                                kind: format!("{:?}", deps.deps[c.dep].kind),
                                texts: [text(c.a), text(c.b)],
                            })
                            .collect(),
                    }
                })
                .collect();
            Ok(VfRangesReport {
                function: f.name(db).to_string(),
                loop_: l.header(db).to_string(),
                target: t.name(db).clone(),
                candidates: (**lanes_vec::vf_candidates(db, l, t)).clone(),
                ranges,
            })
        })
    }

    /// Groups, sequences (with traces) and costs of a loop at `vf`.
    pub fn vls(
        &self,
        path: &str,
        func: Option<&str>,
        loop_key: Option<&str>,
        vf: u32,
    ) -> Cancellable<Result<VlsReport, Error>> {
        self.with_db(|db| {
            let (f, l) = self.vec_loop(db, path, func, loop_key)?;
            let t = self.target;
            let costs = lanes_vec::vls_costs(db, l, vf, t);
            let sequences: Vec<VlsSequence> = (0..costs.len() as u32)
                .map(|g| lanes_vec::vls_sequence_priced(db, l, g, vf, t))
                .collect();
            let range = lanes_vec::vf_ranges(db, l, t)
                .iter()
                .copied()
                .find(|r| r.contains(vf))
                .unwrap_or(VfRange { lo: vf, hi: vf });
            let groups = lanes_vec::vls_groups(db, l, range, t);
            let mems = lanes_vec::memrefs(db, l);
            Ok(VlsReport {
                function: f.name(db).to_string(),
                loop_: l.header(db).to_string(),
                target: t.name(db).clone(),
                vf,
                range,
                vector_length: groups.vector_length,
                memrefs: groups
                    .ids
                    .iter()
                    .enumerate()
                    .map(|(i, &id)| VlsMemrefLine {
                        server: i + 1,
                        memref: id,
                        text: mems.get(id).map_or(String::new(), |m| m.text.clone()),
                    })
                    .collect(),
                grouping: groups.at(vf),
                sequences,
                costs: (**costs).clone(),
            })
        })
    }
}

fn vf_list(vfs: &[u32]) -> String {
    let v: Vec<String> = vfs.iter().map(u32::to_string).collect();
    if v.is_empty() {
        "none".into()
    } else {
        v.join(", ")
    }
}

/// Candidates, rejections, then one line per range with its constraints.
pub fn vf_ranges_text(r: &VfRangesReport) -> String {
    let c = &r.candidates;
    let mut out = format!("@{} loop {}: target {}\n", r.function, r.loop_, r.target);
    let _ = writeln!(out, "  candidate VFs: {}", vf_list(&c.vfs));
    if let Some(s) = c.max_safe_vf {
        let _ = writeln!(out, "  max safe VF: {s}");
    }
    for (vf, why) in &c.rejected {
        let _ = writeln!(out, "  rejected VF {vf}: {why}");
    }
    let _ = writeln!(out, "  VF ranges:");
    for rr in &r.ranges {
        let plural = if rr.groups == 1 { "" } else { "s" };
        let _ = writeln!(out, "    {}: {} group{plural}", rr.range, rr.groups);
        for a in &rr.active {
            let apart = a.free_up_to.map_or("at every VF".to_string(), |d| {
                format!("{d} iterations apart")
            });
            let _ = writeln!(
                out,
                "      #{} and #{} keep their order ({}, {apart})\n        {}\n        {}",
                a.a, a.b, a.kind, a.texts[0], a.texts[1]
            );
        }
    }
    out
}

fn indent(text: &str, pad: &str) -> String {
    text.lines().map(|l| format!("{pad}{l}\n")).collect()
}

/// The request, the server's grouping output, then per group its sequence
/// (or the full trace) and the cost decision.
pub fn vls_text(r: &VlsReport, trace: bool) -> String {
    let mut out = format!(
        "@{} loop {}: VF {} (range {}), target {}, vector length {} bytes\n",
        r.function, r.loop_, r.vf, r.range, r.target, r.vector_length
    );
    for m in &r.memrefs {
        let _ = writeln!(out, "  #{} = memref {}: {}", m.server, m.memref, m.text);
    }
    out.push_str(&r.grouping.to_string());
    for (s, c) in r.sequences.iter().zip(&r.costs) {
        let members: Vec<String> = c.members.iter().map(usize::to_string).collect();
        let _ = writeln!(
            out,
            "Group#{} (memrefs {}):",
            s.group + 1,
            members.join(", ")
        );
        if trace {
            out.push_str(&indent(&s.trace.to_string(), "  "));
        } else {
            match &s.trace.result {
                Ok(seq) => {
                    out.push_str("  Final Sequence:\n");
                    out.push_str(&indent(&seq.to_string(), "    "));
                }
                Err(b) => {
                    let _ = writeln!(out, "  Bail out: {b}");
                }
            }
        }
        let seq = c
            .sequence_cost
            .map_or("none".to_string(), |s| s.to_string());
        let _ = writeln!(
            out,
            "  Cost: gathers {}, sequence {} -> {} ({})",
            c.gather_cost,
            seq,
            c.cost,
            if c.uses_sequence {
                "sequence"
            } else {
                "gathers"
            }
        );
    }
    out
}

/// The final shuffle graph of every group (after the last merge round).
pub fn vls_dot(r: &VlsReport) -> String {
    let mut out = String::new();
    for s in &r.sequences {
        let t = &s.trace;
        let graph = t
            .rounds
            .last()
            .map(|round| &round.graph)
            .or(t.simplified.as_ref())
            .or(t.initial.as_ref());
        if let Some(g) = graph {
            out.push_str(&g.to_dot(&format!("Group{}", s.group + 1)));
        }
    }
    if out.is_empty() {
        // Still a graph: its label says why there is nothing to draw.
        let why = if r.sequences.is_empty() {
            "no OptVLS group".to_string()
        } else {
            let reasons: Vec<String> = r
                .sequences
                .iter()
                .filter_map(|s| s.trace.result.as_ref().err())
                .map(|b| b.to_string())
                .collect();
            format!("every group bailed out: {}", reasons.join("; "))
        };
        let label = format!("@{} loop {} at VF {}: {why}", r.function, r.loop_, r.vf);
        out = format!(
            "digraph VLS {{\n  label={}\n}}\n",
            crate::dot::quote(&label)
        );
    }
    out
}

/// `lanes vls`.
pub(crate) fn vls_command(
    an: &Analysis,
    path: &str,
    func: Option<&str>,
    loop_key: Option<&str>,
    vf: Option<u32>,
    trace: bool,
    format: Format,
) -> Result<Output, Error> {
    let vf = command_result(an.resolve_vf(path, func, loop_key, vf))?;
    let mut r = command_result(an.vls(path, func, loop_key, vf))?;
    if format == Format::Json && !trace {
        // The merge rounds' graphs only with `--trace`: they can run to
        // hundreds of megabytes on wide groups.
        for s in &mut r.sequences {
            s.trace.initial = None;
            s.trace.simplified = None;
            s.trace.rounds.clear();
        }
    }
    Ok(match format {
        Format::Dot => Output::Text(vls_dot(&r)),
        _ => Output::of(format, &r, || vls_text(&r, trace)),
    })
}
