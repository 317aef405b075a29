//! OptVLS questions: candidate VFs and the VF ranges sharing one grouping,
//! and a loop's groups, shuffle sequences and costs at a VF.

use super::to_model::ToModel;
use crate::error::{Cancellable, Error};
use crate::host::Analysis;
use crate::model::{
    ConstraintReport, RangeReport, VfRangesReport, VlsMemrefLine, VlsReport, VlsSequence,
};
use lanes_vec::{MemrefId, VfRange};

impl Analysis {
    /// Candidate VFs and VF ranges of a loop on the target it is analysed for.
    pub fn vf_ranges(
        &self,
        path: &str,
        func: Option<&str>,
        loop_key: Option<&str>,
    ) -> Cancellable<Result<VfRangesReport, Error>> {
        self.with_db(|db| {
            let (f, l) = self.vec_loop(db, path, func, loop_key)?;
            let (t, target_source) = self.loop_target_of(db, l);
            let deps = lanes_vec::dependences(db, l);
            let mems = lanes_vec::memrefs(db, l);
            let text = |id: MemrefId| id.of(mems).map_or("?", |m| &*m.text).to_string();
            let ranges = lanes_vec::vf_ranges(db, l, t)
                .iter()
                .map(|&range| {
                    let g = lanes_vec::vls_groups(db, l, range, t);
                    RangeReport {
                        range: range.to_model(),
                        groups: g.grouping.groups.len(),
                        active: g
                            .active
                            .iter()
                            .map(|c| ConstraintReport {
                                a: c.a.to_model(),
                                b: c.b.to_model(),
                                free_up_to: c.free_up_to,
                                kind: deps.deps[c.dep].kind.to_model(),
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
                target_source,
                candidates: lanes_vec::vf_candidates(db, l, t).to_model(),
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
            let (t, target_source) = self.loop_target_of(db, l);
            let costs = lanes_vec::vls_costs(db, l, vf, t);
            let sequences: Vec<VlsSequence> = costs
                .iter()
                .map(|c| lanes_vec::vls_sequence_priced(db, l, c.group, vf, t).to_model())
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
                target_source,
                vf,
                range: range.to_model(),
                vector_length: groups.vector_length,
                memrefs: groups
                    .ids
                    .iter()
                    .enumerate()
                    .map(|(i, &id)| VlsMemrefLine {
                        server: i + 1,
                        memref: id.to_model(),
                        text: id.of(mems).map_or(String::new(), |m| m.text.to_string()),
                    })
                    .collect(),
                grouping: groups.at(vf).to_model(),
                sequences,
                costs: costs.to_model(),
            })
        })
    }
}
